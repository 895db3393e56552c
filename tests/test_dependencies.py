"""Every package the project imports is declared, and the lock fits what is declared.

A fresh machine has only what the README's set-up installs: the lock, ``requirements.txt``
(every package pinned with its hashes), made from the ranges in ``requirements.in``. These
tests fail when code imports a package that ``requirements.in`` does not name (it would be
missing on a stranger's machine, or present only by luck, through another package), when the
lock no longer fits the ranges, and when this environment was not installed from the lock.
"""

from __future__ import annotations

import ast
import importlib.metadata
import json
import re
import sys
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
# Where the project's own Python lives: the engine, the tests, the scripts, the build extensions.
CODE = ("tamcuc/**/*.py", "tests/**/*.py", "scripts/*.py", "sphinxext/*.py", "conftest.py")
NOTEBOOKS = ("book/**/*.ipynb",)
# A lock line: "name==version" with an optional environment marker after " ; ".
LOCKED = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;\\]+)(?:\s*;\s*(?P<marker>[^\\]+?))?\s*\\?$")


def python_files() -> list[Path]:
    """Returns every Python file of the project (not the virtual environment, not the build)."""
    return sorted({p for pattern in CODE for p in ROOT.glob(pattern)})


def imported_modules() -> dict[str, set[str]]:
    """Returns each top-level module that the project's code and notebooks import, with where."""
    sources = [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")) for p in python_files()]
    for pattern in NOTEBOOKS:
        for path in sorted(ROOT.glob(pattern)):
            notebook = json.loads(path.read_text(encoding="utf-8"))
            code = "\n".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code")
            code = "\n".join(line for line in code.splitlines() if not line.lstrip().startswith(("%", "!")))
            sources.append((str(path.relative_to(ROOT)), code))
    found: dict[str, set[str]] = {}
    for where, text in sources:
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], set()).add(where)
    return found


def local_modules() -> set[str]:
    """Returns the modules that are the project's own files (imported by tests from their folders)."""
    return {"tamcuc"} | {p.stem for p in python_files()}


def declared() -> list[Requirement]:
    """Returns the requirements of requirements.in (the loose ranges)."""
    lines = (ROOT / "requirements.in").read_text(encoding="utf-8").splitlines()
    return [Requirement(line.split("#")[0].strip()) for line in lines if line.split("#")[0].strip()]


def locked() -> dict[str, list[tuple[Version, str | None]]]:
    """Returns the lock's pins: each package's versions, with the marker that selects each."""
    pins: dict[str, list[tuple[Version, str | None]]] = {}
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        match = LOCKED.match(line)
        if match:
            pins.setdefault(canonicalize_name(match["name"]), []).append((Version(match["version"]), match["marker"]))
    return pins


def pinned_here(pins, name: str) -> Version | None:
    """Returns the version the lock installs for ``name`` on this Python and platform, if any."""
    from packaging.markers import Marker

    environment = default_environment()
    chosen = [version for version, marker in pins.get(name, []) if marker is None or Marker(marker).evaluate(environment)]
    assert len(chosen) <= 1, f"the lock pins {name} twice for this environment: {chosen}"
    return chosen[0] if chosen else None


def test_every_import_is_declared():
    """Every third-party package imported by the code, tests, scripts, build or notebooks is named
    in requirements.in (so the lock installs it on purpose, not by luck)."""
    names = {canonicalize_name(r.name) for r in declared()}
    distributions = importlib.metadata.packages_distributions()
    own, undeclared = local_modules(), {}
    for module, where in imported_modules().items():
        if module in sys.stdlib_module_names or module in own or module.startswith("_"):
            continue
        packages = distributions.get(module)
        assert packages, f"{module} (imported in {sorted(where)[:3]}) is not installed: add it to requirements.in"
        if not any(canonicalize_name(p) in names for p in packages):
            undeclared[module] = sorted(where)[:3]
    assert not undeclared, f"imported but not named in requirements.in: {undeclared}"


def test_the_lock_fits_the_ranges():
    """Every requirement of requirements.in is pinned in the lock, within its range, for this
    Python; a change to the ranges without a refreshed lock fails here."""
    pins = locked()
    for requirement in declared():
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{requirement} is in requirements.in but not in the lock: refresh it (README, 'The lock')"
        version = pinned_here(pins, name)
        assert version is not None, f"the lock has no {name} for Python {sys.version.split()[0]}"
        assert requirement.specifier.contains(version, prereleases=True), (
            f"the lock pins {name}=={version}, outside requirements.in's {requirement}: refresh the lock")


def test_the_lock_pins_with_hashes():
    """Every package in the lock is pinned to one version with at least one hash (pip's
    --require-hashes then refuses anything else)."""
    text = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    blocks = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2])
    for block in blocks:
        if block.strip() and not block.startswith("#"):
            assert LOCKED.match(block.splitlines()[0]), f"not a pin: {block.splitlines()[0]}"
            assert "--hash=sha256:" in block, f"no hash for {block.splitlines()[0]}"


def test_this_environment_is_the_lock():
    """Each locked package is installed at the locked version (the README installs from the lock:
    a different version here means this environment was set up some other way)."""
    if sys.prefix == sys.base_prefix:
        pytest.skip("not in a virtual environment: the README's set-up makes one (.venv)")
    pins, wrong = locked(), {}
    for name in pins:
        version = pinned_here(pins, name)
        if version is None:
            continue
        try:
            installed = Version(importlib.metadata.version(name))
        except importlib.metadata.PackageNotFoundError:
            wrong[name] = (str(version), "missing")
            continue
        if installed != version:
            wrong[name] = (str(version), str(installed))
    assert not wrong, ("installed versions differ from the lock (locked, installed): "
                       f"{wrong}; run pip install --require-hashes -r requirements.txt")

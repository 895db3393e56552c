"""Fixtures shared by the whole test run: where the repository is, and the strict book build.

One ``python -m pytest`` runs the unit tests, the docstring examples, the
notebooks (nbval), the strict Jupyter Book build and the browser tests;
``--runslow`` adds the long play-outs marked ``slow``. What every item needs however
pytest is started (``--runslow``, markers, a notebook's cells in one kernel, the order)
is in the root ``conftest.py``. The build runs at most once per session,
and only when a test asks for it (``book_build``), and not at all when the set-up's build is current.
"""

from __future__ import annotations

import fcntl
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"

# The exact command the README gives: it builds the English edition and then the Vietnamese
# one into _build/html/vi/, each with `jupyter-book build --all -W -n --keep-going` (-W turns
# warnings into errors, -n reports every broken reference, --keep-going lists all problems,
# --all rebuilds every page).
BUILD_COMMAND = ["scripts/build_book.py"]


@dataclass(frozen=True)
class BookBuild:
    """The outcome of one strict ``jupyter-book build``."""

    returncode: int
    output: str
    seconds: float
    html: Path

    @property
    def ok(self) -> bool:
        """Returns whether the build exited 0."""
        return self.returncode == 0


def _build_script():
    """Returns scripts/build_book.py as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("build_book", ROOT / "scripts" / "build_book.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _build_once() -> BookBuild:
    """Returns the outcome of the strict build of both editions: the one the README's set-up made if
    the site was built from exactly today's pages, engine and packages (its record says so: see
    scripts/build_book.py), else a new build into a fresh _build/html."""
    record = _build_script().build_record()
    if record is not None:
        return BookBuild(record["returncode"], record["output"], record["seconds"], HTML)
    shutil.rmtree(HTML, ignore_errors=True)  # no stale page can stand in for a missing one
    start = time.monotonic()
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.run(
        [sys.executable, *BUILD_COMMAND],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        check=False,
    )
    return BookBuild(proc.returncode, proc.stdout, time.monotonic() - start, HTML)


@pytest.fixture(scope="session")
def book_build() -> BookBuild:
    """Builds the book strictly into a fresh _build/html, once per test run (or takes the build
    the set-up made, when nothing it is made from has changed since).

    With pytest-xdist (``-n``, set in pyproject.toml) every worker asks for this
    fixture: the first one builds under a file lock and records the outcome; the
    others wait for the lock and reuse it, so the site is built once and no worker
    reads a half-written folder.
    """
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run is None:  # a plain, single-process run
        return _build_once()
    HTML.parent.mkdir(parents=True, exist_ok=True)
    record = HTML.parent / f".build-{run}.json"
    with open(HTML.parent / ".build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if record.exists():
            done = json.loads(record.read_text(encoding="utf-8"))
            return BookBuild(done["returncode"], done["output"], done["seconds"], HTML)
        for stale in HTML.parent.glob(".build-*.json"):
            stale.unlink()
        build = _build_once()
        record.write_text(json.dumps({"returncode": build.returncode, "output": build.output,
                                      "seconds": build.seconds}), encoding="utf-8")
        return build

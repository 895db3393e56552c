"""Fetch the pinned Pyodide release from the npm registry, check it, and cache it.

The site runs the same Python ``tamcuc`` in the page with Pyodide (CPython compiled to
WebAssembly). The book's build (``sphinxext/tamcuc_engine.py``) calls :func:`core_files`,
which returns the cached core files, fetching them first if needed:

* ``npm pack pyodide@VERSION`` downloads the package tarball (npm's own client, from the
  npm registry, the only network access; nothing is fetched when the page runs);
* its SHA-256 must equal :data:`SHA256`, pinned here, or nothing is used;
* the five core files are unpacked into ``$XDG_CACHE_HOME/tamcuc/pyodide-VERSION/``
  (``~/.cache/tamcuc/...`` by default; ``TAMCUC_CACHE`` overrides the folder).

Run it alone to fill the cache and print where it is::

    python scripts/fetch_pyodide.py
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

VERSION = "0.27.7"
"""The Pyodide release the site is built with."""

SHA256 = "89d5d952675eb08e11286e52c7238f1248ce71726e896db9703e73bef23dc343"
"""SHA-256 of ``pyodide-0.27.7.tgz`` as the npm registry serves it (``npm pack``)."""

LICENSE = "MPL-2.0"
"""Pyodide's licence (the ``license`` field of its package.json)."""

CORE = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""The files of the package the page needs; a pure-Python wheel needs nothing else."""

EXTRA = ("package.json", "README.md")
"""Kept beside the core files so the site says what it ships and under which licence."""


class FetchError(RuntimeError):
    """Raised when the pinned release cannot be fetched or does not match its checksum."""


def cache_dir() -> Path:
    """Returns the folder that holds (or will hold) the unpacked release."""
    base = os.environ.get("TAMCUC_CACHE")
    if base:
        root = Path(base)
    else:
        root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tamcuc"
    return root / f"pyodide-{VERSION}"


def sha256(path: Path) -> str:
    """Returns the hex SHA-256 of a file."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _npm_pack(into: Path) -> Path:
    npm = shutil.which("npm")
    if npm is None:
        raise FetchError(
            "npm is needed once to fetch Pyodide for the site's game engine; install it "
            "(Debian: apt-get install -y npm) and build again"
        )
    proc = subprocess.run(
        [npm, "pack", f"pyodide@{VERSION}", "--pack-destination", str(into), "--silent"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False,
    )
    tarball = into / f"pyodide-{VERSION}.tgz"
    if proc.returncode != 0 or not tarball.is_file():
        raise FetchError(f"`npm pack pyodide@{VERSION}` failed:\n{proc.stdout[-2000:]}")
    return tarball


def core_files() -> Path:
    """Returns the cache folder holding :data:`CORE` and :data:`EXTRA`, fetching them once."""
    folder = cache_dir()
    stamp = folder / "SHA256"
    if stamp.is_file() and stamp.read_text().strip() == SHA256 and all((folder / n).is_file() for n in CORE):
        return folder
    with tempfile.TemporaryDirectory() as tmp:
        tarball = _npm_pack(Path(tmp))
        got = sha256(tarball)
        if got != SHA256:
            raise FetchError(
                f"pyodide-{VERSION}.tgz has SHA-256 {got}, but {SHA256} is pinned in "
                "scripts/fetch_pyodide.py: refusing to use it"
            )
        folder.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(dir=folder.parent))
        with tarfile.open(tarball) as tar:
            for name in CORE + EXTRA:
                member = tar.getmember(f"package/{name}")
                data = tar.extractfile(member)
                if data is None:
                    raise FetchError(f"pyodide-{VERSION}.tgz has no file package/{name}")
                (staging / name).write_bytes(data.read())
        (staging / "SHA256").write_text(SHA256 + "\n")
        shutil.rmtree(folder, ignore_errors=True)
        shutil.move(str(staging), str(folder))
    return folder


if __name__ == "__main__":
    try:
        print(core_files())
    except FetchError as err:
        sys.exit(str(err))

#!/usr/bin/env python
"""Builds the whole site strictly: the English edition, then the Vietnamese one into its ``vi/`` folder.

    python scripts/build_book.py            # both editions into _build/html/ (English) and _build/html/vi/

Jupyter Book 1 builds one language per book. The English edition is the book at the
repository root (``_config.yml``, ``_toc.yml``, pages under ``book/``); the Vietnamese
edition is the book in ``book/vi/`` (its own ``_config.yml`` and ``_toc.yml``). Each is
built with ``--all -W -n --keep-going`` (every page rebuilt, any warning an error, every
broken reference reported), and the Vietnamese site is copied into ``_build/html/vi/``, so
the one folder holds both editions, for a web server or a USB stick alike. Then open
``_build/html/index.html`` (English) or ``_build/html/vi/index.html`` (Tiếng Việt).
Extra arguments are passed to both ``jupyter-book build`` commands.

Two steps keep the site small (it goes on USB sticks and school servers; the target is 40 MB):

- the notebooks behind each page's "download" button (``_sources/``) are kept without their
  stored outputs: the reader runs them in Jupyter, and the outputs (pictures, quizzes) made
  up half the site;
- the Vietnamese edition's ``_static/`` files that are byte for byte the English ones (the
  theme's scripts, styles and fonts: all but the language's own three) are not copied twice:
  its pages point at the English copy, one folder up.
"""

from __future__ import annotations

import filecmp
import functools
import hashlib
import json
import platform
import re
import shutil
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"
VI_BUILD = ROOT / "_build" / "vi"  # jupyter-book writes the Vietnamese edition to VI_BUILD/_build/html
STRICT = ["--all", "-W", "-n", "--keep-going"]
# What the last build was made from and what it said (see build_record): outside the site folder,
# which goes onto USB sticks as it is.
RECORD = ROOT / "_build" / "build-record.json"
# Everything the site is made from: the pages, the engine (its wheel is in the site), the Sphinx
# extension, the build scripts, the book's configuration and the lock.
INPUTS = ["_config.yml", "_toc.yml", "book", "tamcuc", "sphinxext", "scripts/build_book.py",
          "scripts/fetch_pyodide.py", "requirements.txt", "pyproject.toml"]
SKIP_PARTS = {"__pycache__", ".ipynb_checkpoints", "_build", ".pytest_cache"}
# What the build itself writes among its inputs: Sphinx compiles the Vietnamese theme's messages
# (book/vi/locale/vi/LC_MESSAGES/sphinx.po) into sphinx.mo beside them. Counting it made the first
# build's record stale at once, so the first test run on a fresh clone built the whole site again.
SKIP_SUFFIXES = {".mo"}


def _jupyter_book() -> list[str]:
    beside = Path(sys.executable).parent / "jupyter-book"
    return [str(beside)] if beside.exists() else ["jupyter-book"]


def inputs_digest() -> str:
    """Returns a digest of everything the site is made from: every file of :data:`INPUTS` (names and
    bytes), this Python and the versions of every installed package."""
    digest = hashlib.sha256()
    for entry in INPUTS:
        top = ROOT / entry
        files = [top] if top.is_file() else sorted(
            p for p in top.rglob("*") if p.is_file() and p.suffix not in SKIP_SUFFIXES
            and not SKIP_PARTS.intersection(p.relative_to(ROOT).parts))
        for path in files:
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    digest.update("\n".join([platform.python_version(), *_installed()]).encode())
    return digest.hexdigest()


@functools.lru_cache(maxsize=None)
def _installed() -> tuple:
    """Returns "name==version" of every installed package, sorted (read once: it takes a while)."""
    return tuple(sorted(f"{d.metadata['Name']}=={d.version}" for d in metadata.distributions()))


def build_record() -> dict | None:
    """Returns what the last successful strict build recorded (``output``: all it printed, ``seconds``)
    if the site in _build/html was built from exactly today's inputs, else None.

    The README's set-up builds the site; the test run checks that build instead of making it again,
    unless a page, the engine or a package has changed since (then it builds anew).
    """
    try:
        record = json.loads(RECORD.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("returncode") != 0 or not (HTML / "index.html").is_file():
        return None
    return record if record.get("inputs") == inputs_digest() else None


def _run(command: list[str], said: list[str]) -> int:
    """Runs ``command`` in the repository, showing its output as it comes and keeping it in ``said``."""
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, encoding="utf-8", errors="replace")
    for line in proc.stdout:
        sys.stdout.write(line)
        said.append(line)
    return proc.wait()


def build(extra: list[str] | None = None) -> int:
    """Builds both editions; returns 0 when both built without a warning. A strict build of the whole
    site (no ``extra`` arguments) leaves its record in :data:`RECORD`."""
    extra = list(extra or [])
    RECORD.unlink(missing_ok=True)
    start, said = time.monotonic(), []
    inputs = inputs_digest()
    code = _build(extra, said)
    if not extra:
        RECORD.parent.mkdir(parents=True, exist_ok=True)
        RECORD.write_text(json.dumps({"inputs": inputs, "returncode": code, "output": "".join(said),
                                      "seconds": round(time.monotonic() - start, 1)}), encoding="utf-8")
    return code


def _build(extra: list[str], said: list[str]) -> int:
    english = _run([*_jupyter_book(), "build", ".", *STRICT, *extra], said)
    if english:
        return english
    shutil.rmtree(VI_BUILD, ignore_errors=True)
    vietnamese = _run([*_jupyter_book(), "build", "book/vi", "--path-output", str(VI_BUILD), *STRICT, *extra], said)
    if vietnamese:
        return vietnamese
    target = HTML / "vi"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(VI_BUILD / "_build" / "html", target)
    strip_sources(HTML)
    share_static(HTML, target)
    drop_build_files(HTML)
    icon_on_redirects(HTML)
    print(f"\nBoth editions are in {HTML.relative_to(ROOT)}/: open index.html (English) or vi/index.html (Tiếng Việt).")
    return 0


def strip_sources(html: Path) -> None:
    """Removes the stored outputs from every downloadable notebook under ``html`` (both editions)."""
    for path in html.glob("**/_sources/**/*.ipynb"):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for cell in notebook.get("cells", []):
            if cell.get("cell_type") == "code":
                cell["outputs"], cell["execution_count"] = [], None
        path.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# What the theme copies into _static/ for its own builders, which no page loads: the source maps of its
# scripts and styles (3.4 MB, read only by a browser's developer tools) and the catalogues of its words in
# 40 languages (0.7 MB: Sphinx reads them while it builds; the pages carry their words already).
_MAP_COMMENT = re.compile(r"\n?(?://|/\*)# sourceMappingURL=[^\n]*?\.map ?(?:\*/)?[ \t]*$", re.MULTILINE)


ICON = "_static/tamcuc-favicon.svg"  # html.favicon of both _config.yml files


def icon_on_redirects(html: Path) -> None:
    """Names the site's icon on the two pages Jupyter Book writes to send a reader on (``index.html`` and
    ``vi/index.html``, one ``<meta http-equiv="Refresh">`` line each): without it the browser asks the
    server for ``/favicon.ico``, which the site has not got, and logs the 404 as an error."""
    for page, icon in ((html / "index.html", ICON), (html / "vi" / "index.html", "../" + ICON)):
        text = page.read_text(encoding="utf-8")
        if text.lstrip().lower().startswith('<meta http-equiv="refresh"') and 'rel="icon"' not in text:
            page.write_text(text.rstrip("\n") + f'\n<link rel="icon" href="{icon}" />\n', encoding="utf-8")


def drop_build_files(html: Path) -> None:
    """Deletes the source maps and the theme's word catalogues from every ``_static/`` folder under
    ``html``, and the comments in scripts and styles that point at a map."""
    for static in html.glob("**/_static"):
        shutil.rmtree(static / "locales", ignore_errors=True)
        for source in static.rglob("*.map"):
            source.unlink()
        for path in [*static.rglob("*.js"), *static.rglob("*.css")]:
            text = path.read_text(encoding="utf-8", errors="surrogateescape")
            kept = _MAP_COMMENT.sub("", text)
            if kept != text:
                path.write_text(kept, encoding="utf-8", errors="surrogateescape")


# A link to a file of the site's _static/ folder: src="../_static/x.css?v=1" (the path up to ? or #).
_STATIC_LINK = re.compile(r'(?P<attr>(?:src|href)=")(?P<up>(?:\.\./)*)_static/(?P<path>[^"?#]+)')


def share_static(html: Path, edition: Path) -> None:
    """Deletes the files of ``edition/_static`` that are the same as ``html/_static``'s and points
    the edition's pages at the shared copy, one folder up."""
    own, shared = edition / "_static", html / "_static"
    same = {
        path.relative_to(own).as_posix()
        for path in own.rglob("*")
        if path.is_file() and (shared / path.relative_to(own)).is_file()
        and filecmp.cmp(path, shared / path.relative_to(own), shallow=False)
    }
    for page in edition.rglob("*.html"):
        depth = len(page.relative_to(edition).parts) - 1  # how many ../ lead to the edition's root

        def relink(match: re.Match) -> str:
            up, path = match["up"], match["path"]
            if path not in same or len(up) // 3 != depth:
                return match[0]
            return f'{match["attr"]}{up}../_static/{path}'

        text = page.read_text(encoding="utf-8")
        linked = _STATIC_LINK.sub(relink, text)
        if linked != text:
            page.write_text(linked, encoding="utf-8")
    for path in same:
        (own / path).unlink()
    for folder in sorted((p for p in own.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(folder.iterdir()):
            folder.rmdir()


if __name__ == "__main__":
    sys.exit(build(sys.argv[1:]))

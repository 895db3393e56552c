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
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"
VI_BUILD = ROOT / "_build" / "vi"  # jupyter-book writes the Vietnamese edition to VI_BUILD/_build/html
STRICT = ["--all", "-W", "-n", "--keep-going"]


def _jupyter_book() -> list[str]:
    beside = Path(sys.executable).parent / "jupyter-book"
    return [str(beside)] if beside.exists() else ["jupyter-book"]


def build(extra: list[str] | None = None) -> int:
    """Builds both editions; returns 0 when both built without a warning."""
    extra = list(extra or [])
    english = subprocess.run([*_jupyter_book(), "build", ".", *STRICT, *extra], cwd=ROOT, check=False)
    if english.returncode:
        return english.returncode
    shutil.rmtree(VI_BUILD, ignore_errors=True)
    vietnamese = subprocess.run(
        [*_jupyter_book(), "build", "book/vi", "--path-output", str(VI_BUILD), *STRICT, *extra],
        cwd=ROOT, check=False)
    if vietnamese.returncode:
        return vietnamese.returncode
    target = HTML / "vi"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(VI_BUILD / "_build" / "html", target)
    print(f"\nBoth editions are in {HTML.relative_to(ROOT)}/: open index.html (English) or vi/index.html (Tiếng Việt).")
    return 0


if __name__ == "__main__":
    sys.exit(build(sys.argv[1:]))

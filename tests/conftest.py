"""Fixtures shared by the whole test run: where the repository is, and the strict book build.

One ``python -m pytest`` runs the unit tests, the docstring examples, the
notebooks (nbval), the strict Jupyter Book build and the browser tests;
``--runslow`` adds the long play-outs marked ``slow``. The build runs at most once per session,
and only when a test asks for it (``book_build``).
"""

from __future__ import annotations

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

# The exact command the README gives; -W turns warnings into errors, -n reports
# every broken reference, --keep-going lists all problems, --all rebuilds every page.
BUILD_COMMAND = ["build", ".", "--all", "-W", "-n", "--keep-going"]


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


def _jupyter_book() -> list[str]:
    """Returns the command that starts the jupyter-book of this Python environment."""
    beside = Path(sys.executable).parent / "jupyter-book"
    return [str(beside)] if beside.exists() else ["jupyter-book"]


@pytest.fixture(scope="session")
def book_build() -> BookBuild:
    """Builds the book strictly into a fresh _build/html, once per session."""
    shutil.rmtree(HTML, ignore_errors=True)  # no stale page can stand in for a missing one
    start = time.monotonic()
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.run(
        [*_jupyter_book(), *BUILD_COMMAND],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        check=False,
    )
    return BookBuild(proc.returncode, proc.stdout, time.monotonic() - start, HTML)


def pytest_addoption(parser):
    """Adds ``--runslow``: also run the long play-outs marked ``@pytest.mark.slow``."""
    parser.addoption(
        "--runslow", action="store_true", default=False,
        help="also run the long play-outs marked slow (skipped, with the reason shown, without it)",
    )


SLOW_REASON = "a long play-out: run it with python -m pytest --runslow"


def pytest_collection_modifyitems(config, items):
    """Skips the slow play-outs unless --runslow is given (each shows as skipped, with the reason),
    and runs the site tests last, the strict build's checks before the browser ones:
    unit tests and notebooks report first, and the Playwright session never overlaps
    a notebook kernel."""
    if not config.getoption("--runslow"):
        skip = pytest.mark.skip(reason=SLOW_REASON)
        for item in items:
            if "slow" in item.keywords:
                item.add_marker(skip)
    browser_dir = ROOT / "tests" / "browser"

    def stage(item) -> int:
        path = Path(item.path)
        if not path.is_relative_to(browser_dir):
            return 0
        return 1 if "build" in path.stem else 2

    items.sort(key=stage)

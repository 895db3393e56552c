"""What must hold for every test item, however pytest is started.

This file sits at the repository's root, so pytest always loads it: for ``python -m pytest``,
for one notebook (``python -m pytest book/05_a_trick.ipynb``), for one edition
(``python -m pytest book/vi``) and for one test file (``python -m pytest tests/test_cards.py``).
The fixtures of the unit and browser tests stay in ``tests/conftest.py`` and
``tests/browser/conftest.py``; only what every item needs is here:

- ``--runslow``: the long checks marked ``slow`` (play-outs of many deals, the second paper size,
  the exhaustive page samples) are skipped (with the reason shown) without it;
- the markers ``notebook`` (a cell of a lesson, checked by nbval), ``browser`` (a test of the
  built site in Chromium) and ``slow``, set from where each item comes from, so that
  ``-m "not browser and not notebook"`` is the quick loop of the engine's unit tests;
- a notebook's cells run in one kernel, in order: the tests run on pytest-xdist workers with
  ``--dist loadfile`` (pyproject.toml), whose documented promise is that all the items of one
  file go to one worker, in order. (``--dist loadgroup`` with marks added here stopped grouping
  with pytest 9.2, silently: pytest-xdist issue 1386. Nothing here depends on it.) Whatever
  must be spread over the workers is spread over files (the per-page visits of the site are in
  four files, ``tests/browser/test_pages_*.py``);
- the site tests run last, the strict build's checks before the browser ones, and in each stage the
  longest files first (``LONGEST_FIRST``), so that no long file starts when the others are done.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Every engine text must have its translation: a missing one fails the test that writes it
# (outside the tests it falls back to English). Notebook kernels inherit this too.
os.environ.setdefault("TAMCUC_I18N_STRICT", "1")
# The command line speaks the computer's language (TAMCUC_LANG, then LANG and its kin): the tests
# say which language they want, so a tester's own settings must not choose it for them.
os.environ.pop("TAMCUC_LANG", None)
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
    if os.environ.get(_name, "").lower().startswith("vi"):
        os.environ[_name] = "C.UTF-8"

# The workers, the notebooks' kernels and the book's build are new Python processes: let them keep the
# bytecode they compile (some shells and containers set PYTHONDONTWRITEBYTECODE, and then every one of
# them compiles the engine, Jupyter and Sphinx anew).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

ROOT = Path(__file__).resolve().parent
BROWSER = ROOT / "tests" / "browser"
SLOW_REASON = "a long check, run with python -m pytest --runslow"


def pytest_addoption(parser):
    """Adds ``--runslow``: also run the long checks marked ``@pytest.mark.slow``."""
    parser.addoption(
        "--runslow", action="store_true", default=False,
        help="also run the long checks marked slow (skipped, with the reason shown, without it)",
    )


def pytest_configure(config):
    """Reads pyproject.toml's file paths from the repository's root, wherever pytest was started
    (``cd book && python -m pytest 05_a_trick.ipynb`` finds the sanitize file too)."""
    sanitize = getattr(config.option, "nbval_sanitize_with", None)
    if sanitize and not Path(sanitize).is_absolute():
        config.option.nbval_sanitize_with = str(config.rootpath / sanitize)


def is_notebook_cell(item) -> bool:
    """Returns whether a collected item is a cell of a notebook (nbval's items)."""
    return Path(str(item.path)).suffix == ".ipynb"


def is_browser_test(item) -> bool:
    """Returns whether a collected item is a test of the built site (under tests/browser/)."""
    return Path(str(item.path)).is_relative_to(BROWSER)


def stage(item) -> int:
    """Returns when an item runs: unit tests and notebooks first, then the strict build's
    checks, then the browser tests (so the Playwright session never overlaps a kernel)."""
    if not is_browser_test(item):
        return 0
    return 1 if "build" in Path(str(item.path)).stem else 2


# The longest files of each stage, longest first (seconds alone on 2 cores, measured 2026-12): each file
# runs whole on one worker (--dist loadfile), so one started last would keep the others waiting.
LONGEST_FIRST = [
    "test_startup", "test_fast", "12b_strategy_by_simulation", "test_quiz_questions",  # stage 0
    "test_pages_en_lessons", "test_pages_vi_lessons", "test_engine", "test_print", "test_worker",  # stage 2
    "test_jupyterlab", "test_accessibility", "test_pages_en_others", "test_pages_vi_others", "test_replays",
]


def order(item) -> tuple:
    """Returns an item's place in the run: its stage, then its file (the longest files first), in
    the order the items of one file were collected (sort is stable)."""
    stem = Path(str(item.path)).stem
    return stage(item), LONGEST_FIRST.index(stem) if stem in LONGEST_FIRST else len(LONGEST_FIRST)


def pytest_collection_modifyitems(config, items):
    """Marks and orders every collected item (see the module's docstring)."""
    skip = None if config.getoption("--runslow") else pytest.mark.skip(reason=SLOW_REASON)
    for item in items:
        if skip is not None and "slow" in item.keywords:
            item.add_marker(skip)
        if is_notebook_cell(item):
            item.add_marker(pytest.mark.notebook)
        if is_browser_test(item):
            item.add_marker(pytest.mark.browser)
    items.sort(key=order)


@pytest.fixture(autouse=True)
def _engine_language_back_to_english(request):
    """Every item starts with the engine speaking English (``tamcuc.set_language`` is process-wide): a
    test that changes the language must put it back, or the next doctest on its worker reads Vietnamese."""
    if is_notebook_cell(request.node):
        yield
        return
    from tamcuc import i18n

    i18n.set_language("en")
    yield
    left = i18n.get_language()
    i18n.set_language("en")
    assert left == "en", f"{request.node.nodeid} left the engine's language at {left!r}"

"""The tests pass however pytest is started: a contributor can check the one lesson they changed.

What every test needs lives in the root ``conftest.py``, which pytest always loads. The check
that matters most is the one a pytest or pytest-xdist release broke once without a sound: a
notebook's cells must run in one kernel, in order, even when the run has several workers.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_pytest(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """Runs ``python -m pytest ARGS`` in ``cwd`` as a contributor would, and returns what it did."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_XDIST", "PYTEST_CURRENT"))}
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False)


def test_one_notebook_alone_from_its_folder():
    """`python -m pytest 05_a_trick.ipynb`, started in book/ on two workers, passes: its cells share
    one kernel (a cell that needs the one before it would fail with NameError otherwise) and the
    sanitize file is found from the repository's root."""
    done = run_pytest("-n", "2", "05_a_trick.ipynb", cwd=ROOT / "book")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed" in done.stdout.splitlines()[-1], done.stdout[-500:]


def test_markers_select_the_quick_loop():
    """`-m "not browser and not notebook"` (the README's quick loop) keeps the engine's tests and
    leaves out every notebook cell and every browser test."""
    # One file of each kind is enough to see the markers at work (they are set for every item by the
    # root conftest.py); collecting the whole tree would parse every notebook for nothing.
    done = run_pytest("--collect-only", "-n", "0", "-m", "not browser and not notebook",
                      "tests/test_cards.py", "tests/browser/test_site.py", "book/01_what_is_tam_cuc.ipynb", cwd=ROOT)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    collected = [line for line in done.stdout.splitlines() if "::" in line]
    assert any(line.startswith("tests/test_cards.py::") for line in collected)
    assert "deselected" in done.stdout.splitlines()[-1], done.stdout[-500:]
    assert not [line for line in collected if line.startswith(("book/", "tests/browser/"))]

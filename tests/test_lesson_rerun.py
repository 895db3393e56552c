"""Lesson 10's step-by-step deal: each step cell shows the same however often it is run.

The cells rebuild deal number 1 from its number and An's moves (``deal_one``), so a reader who
runs a cell again in JupyterLab sees the same trick, and the text below it stays true; before,
each re-run played further moves on one shared table.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from tamcuc import set_language

ROOT = Path(__file__).resolve().parent.parent


def run_cell(source: str, namespace: dict):
    """Runs a code cell as IPython does and returns the value of its last expression (or None)."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), namespace)
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace) if last else None


def shown(value) -> str:
    """Returns what a notebook shows for a value: its HTML, else its repr."""
    return value._repr_html_() if hasattr(value, "_repr_html_") else repr(value)


@pytest.mark.parametrize("edition", ["book", "book/vi"])
def test_each_step_of_lesson_10s_deal_shows_the_same_when_run_again(edition):
    """Every step cell of lesson 10's trick-by-trick deal shows the same trick (or scores) when run a second
    and a third time, and running an earlier step again does not change what a later step shows."""
    cells = json.loads((ROOT / edition / "10_play_a_deal.ipynb").read_text(encoding="utf-8"))["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    setup = next(s for s in code if "import tamcuc" in s)
    steps = [s for s in code if "deal_one(" in s]
    assert len(steps) == 6, "the deal's hand, tricks 1, 2, 3, 4-5 and 6-8"
    namespace: dict = {}
    try:
        run_cell(setup, namespace)  # the Vietnamese lesson sets the engine's language, as its kernel does
        first = [shown(run_cell(s, namespace)) for s in steps]
        for i, step in enumerate(steps):
            assert shown(run_cell(step, namespace)) == first[i], f"step {i} differs when run again"
            assert shown(run_cell(step, namespace)) == first[i], f"step {i} differs when run a third time"
        assert shown(run_cell(steps[-1], namespace)) == first[-1], "re-running earlier steps changed the last"
        assert len(set(first)) == len(first), "each step shows its own trick"
    finally:
        set_language("en")  # this runs in the test's own process, not a kernel

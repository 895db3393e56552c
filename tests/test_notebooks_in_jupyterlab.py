"""The lessons read right in JupyterLab as on the site: solutions folded, hidden cells folded (issue 24).

JupyterLab does not run MyST, so a ``{admonition}`` dropdown shows unfolded there; a lesson's
folded boxes are HTML ``<details>``, which both fold. JupyterLab folds a cell by its
``metadata.jupyter`` flags, the book by its tags: each hidden cell carries both
(``scripts/mark_hidden_cells.py`` writes the flags).
"""

import json
import re
import runpy
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "book").rglob("*.ipynb"))
MARKER = runpy.run_path(str(ROOT / "scripts" / "mark_hidden_cells.py"))


def _cells(path):
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _markdown(path):
    return "\n\n".join("".join(c["source"]) for c in _cells(path) if c["cell_type"] == "markdown")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_myst_dropdown_is_left(path):
    """No lesson folds a box with a MyST dropdown, which JupyterLab would show open."""
    assert ":class: dropdown" not in _markdown(path)


@pytest.mark.parametrize("edition, word", [("book", "Solution"), ("book/vi", "Lời giải")])
def test_every_edition_has_its_solutions_as_details(edition, word):
    """Each edition folds its 10 exercise solutions in <details> with a summary in its language."""
    folder = ROOT / edition
    text = "\n".join(_markdown(p) for p in sorted(folder.glob("*.ipynb")))
    boxes = re.findall(r'<details class="tamcuc-solution">\n<summary>(.*?)</summary>\n\n(.*?)\n\n</details>', text, re.S)
    assert len(boxes) == 10 and {summary for summary, _ in boxes} == {word}
    assert all(body.strip() for _, body in boxes)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_cells_the_site_hides_are_folded_in_jupyterlab(path):
    """Every cell with a hiding tag carries JupyterLab's matching metadata.jupyter flags."""
    unmarked = [i for i, cell in enumerate(_cells(path)) if MARKER["missing"](cell)]
    assert not unmarked, f"run python scripts/mark_hidden_cells.py (cells {unmarked})"


def test_the_marks_follow_the_tags():
    """remove-input folds the code, remove-cell the code and its output, hide-output the output only."""
    wanted = MARKER["wanted"]
    assert wanted({"metadata": {"tags": ["remove-input"]}}) == {"source_hidden": True}
    assert wanted({"metadata": {"tags": ["remove-cell"]}}) == {"source_hidden": True, "outputs_hidden": True}
    assert wanted({"metadata": {"tags": ["hide-output"]}}) == {"outputs_hidden": True}
    assert wanted({"metadata": {"tags": ["try-it"]}}) == {}

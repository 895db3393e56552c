"""The notebooks link glossary terms and pages with plain Markdown links, which JupyterLab renders.

JupyterLab renders a notebook's Markdown without MyST, so a ``{term}`` or ``{doc}`` role shows
there as literal text. The notebooks write ``[chui](glossary.md#term-chui)`` and
``[lesson 5](05_a_trick.ipynb)`` instead; on the site ``sphinxext/tamcuc_terms.py`` turns a
glossary link into the same reference the ``{term}`` role made, and fails the strict build on a
link to an entry the glossary does not define.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p for p in (ROOT / "book").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
ROLE = re.compile(r"\{(?:term|doc)\}`")


def markdown_cells(path: Path) -> list:
    """Returns the Markdown cells' text of a notebook."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]


def test_both_editions_have_notebooks_to_check():
    """The check below reads the lessons of both editions, the teachers' and the programmers' notebooks."""
    names = {p.relative_to(ROOT / "book").as_posix() for p in NOTEBOOKS}
    assert {"05_a_trick.ipynb", "vi/05_a_trick.ipynb", "teachers/deck.ipynb", "vi/teachers/deck.ipynb"} <= names
    assert any(n.startswith("programmers/") for n in names) and any(n.startswith("vi/programmers/") for n in names)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(ROOT / "book").as_posix())
def test_no_myst_role_is_left_in_a_notebooks_markdown(path):
    """No Markdown cell of a notebook uses a {term} or {doc} role (JupyterLab would show it as text)."""
    found = [m.group(0) for text in markdown_cells(path) for m in ROLE.finditer(text)]
    assert not found, f"{path.name}: {len(found)} MyST roles; write a Markdown link instead"


def test_the_lessons_link_the_glossary_with_markdown_links():
    """The lessons of both editions link glossary entries as ``[text](glossary.md#term-…)``."""
    for book in (ROOT / "book", ROOT / "book" / "vi"):
        text = "\n".join(markdown_cells(book / "05_a_trick.ipynb"))
        assert "](glossary.md#term-chui)" in text, book


def build(tmp_path: Path, page: str) -> tuple:
    """Builds a two-page Sphinx project (a glossary and ``page``) strictly with myst-parser and
    tamcuc_terms; returns (the page's HTML, the build's warnings)."""
    from io import StringIO

    from sphinx.application import Sphinx

    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text('extensions = ["myst_parser", "tamcuc_terms"]\n', encoding="utf-8")
    (src / "index.md").write_text("# Home\n\n```{toctree}\nglossary\npage\n```\n", encoding="utf-8")
    (src / "glossary.md").write_text(
        "# Glossary\n\n```{glossary}\nchui\n  Folding.\n\nđè\n  Pressing down.\n```\n", encoding="utf-8"
    )
    (src / "page.md").write_text(page, encoding="utf-8")
    warnings = StringIO()
    sys.path.insert(0, str(ROOT / "sphinxext"))
    try:
        app = Sphinx(str(src), str(src), str(tmp_path / "out"), str(tmp_path / "doctrees"), "html",
                     status=None, warning=warnings, freshenv=True)
        app.build()
    finally:
        sys.path.remove(str(ROOT / "sphinxext"))
    return (tmp_path / "out" / "page.html").read_text(encoding="utf-8"), warnings.getvalue()


def test_a_glossary_link_becomes_a_term_reference_on_the_site(tmp_path):
    """A Markdown link to a glossary entry's anchor builds, without a warning, into the link the {term} role makes."""
    html, warnings = build(tmp_path, "# Page\n\nYou may [chui](glossary.md#term-chui) or [đè](glossary.md#term-de).\n")
    assert warnings == ""
    assert '<a class="reference internal" href="glossary.html#term-chui"><span class="xref std std-term">chui</span></a>' in html
    assert 'href="glossary.html#term-de"><span class="xref std std-term">đè</span>' in html


def test_a_mistyped_glossary_link_fails_the_strict_build(tmp_path):
    """A link to a ``term-`` anchor that no glossary entry has is a warning (the strict build's error), not a link."""
    html, warnings = build(tmp_path, "# Page\n\nYou may [chui](glossary.md#term-chuii).\n")
    assert "glossary link to glossary#term-chuii" in warnings
    assert "#term-chuii" not in html and "chui" in html


MD_PAGES = sorted(p for book in (ROOT / "book", ROOT / "book" / "vi")
                  for p in [book / "intro.md", book / "glossary.md", *sorted((book / "teachers").glob("*.md"))])


@pytest.mark.parametrize("path", MD_PAGES, ids=lambda p: p.relative_to(ROOT / "book").as_posix())
def test_no_myst_role_is_left_in_a_markdown_page(path):
    """The Markdown pages (the introduction, the teachers' pages, the glossary's words before its entries) link
    with Markdown links too, so JupyterLab's Markdown preview shows links, not roles."""
    text = path.read_text(encoding="utf-8").split("```{glossary}", 1)[0]
    assert not ROLE.search(text), f"{path.name}: a MyST role is left"

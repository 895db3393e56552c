"""The strict book build, and the notebooks it is built from.

The book is built from the outputs stored in the notebooks (``execute_notebooks:
off``); nbval proves those outputs are what the code produces, but nbval skips any
cell whose ``execution_count`` is empty. So the notebooks must be stored executed,
top to bottom, by a fresh kernel.
"""

from __future__ import annotations

import base64
import gzip
import io
import json
import re
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest
import yaml
from book_pages import EDITIONS, LESSONS, PAGES, RELATED, RULES, SOURCES, page_path  # tests/browser/book_pages.py

ROOT = Path(__file__).resolve().parents[2]
# What Sphinx and jupyter-book print when something is wrong (colour codes removed first).
PROBLEM = re.compile(r"\bWARNING\b|\bERROR\b|\bCRITICAL\b|Traceback|\[Warning\]|with problems")
ANSI = re.compile(r"\x1b\[[0-9;]*m")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# A script, stylesheet, image, frame or font fetched from another site.
REMOTE_ASSET = re.compile(
    r"<(?:script|img|iframe|source|audio|video)\b[^>]*\bsrc=[\"']?(?:https?:)?//"
    r"|<link\b[^>]*\bhref=[\"']?(?:https?:)?//"
    r"|url\([\"']?(?:https?:)?//",
    re.IGNORECASE,
)


def test_book_builds_strictly(book_build):
    """`python scripts/build_book.py` (both editions, each `--all -W -n --keep-going`) exits 0 and prints no warning."""
    problems = [line for line in ANSI.sub("", book_build.output).splitlines() if PROBLEM.search(line)]
    assert book_build.ok and not problems, (
        f"the build exited {book_build.returncode} after {book_build.seconds:.0f} s; "
        f"problems: {problems or book_build.output[-3000:]}"
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_page_is_built(book_build, edition):
    """Each edition's front page and every page of its table of contents exist as HTML."""
    html = book_build.html
    front = "index.html" if edition == "en" else "vi/index.html"
    missing = [p for p in [front, *(page_path(page, edition) for page in PAGES)] if not (html / p).is_file()]
    assert not missing, f"not built: {missing}"


def test_every_page_names_the_site_icon(book_build):
    """Every built page, the two that send the reader on (index.html, vi/index.html) included, names the
    site's icon, and the icon is there: no browser asks the server for a /favicon.ico it has not got."""
    html = book_build.html
    problems = []
    for path in sorted(p for p in html.rglob("*.html") if not p.relative_to(html).parts[0].startswith("_")):
        icons = re.findall(r'<link rel="icon" href="([^"?#]+)', path.read_text(encoding="utf-8"))
        if not icons:
            problems.append(f"{path.relative_to(html)}: no icon")
        elif not (path.parent / icons[0]).resolve().is_file():
            problems.append(f"{path.relative_to(html)}: {icons[0]} is missing")
    assert not problems, problems[:5]


def test_built_pages_fetch_nothing_from_outside(book_build):
    """No built HTML page names a script, stylesheet, image or font on another site."""
    found = {}
    for path in sorted(book_build.html.rglob("*.html")):
        hits = REMOTE_ASSET.findall(path.read_text(encoding="utf-8"))
        if hits:
            found[str(path.relative_to(book_build.html))] = hits[:3]
    assert not found, f"remote assets: {found}"


# The site goes on USB sticks and school servers: both editions together stay under this.
SITE_LIMIT_MB = 40
# Every link or script source in a page, with the query string and the anchor left off.
LOCAL_LINK = re.compile(r'(?:src|href)="(?![a-z]+:|//|#)([^"?#]+)')


def test_the_site_ships_no_build_files(book_build):
    """No source map, and no script or style that names one, and none of the theme's word catalogues: what
    only a developer's tools or Sphinx itself read stays out of the site (scripts/build_book.py)."""
    static = [p for p in book_build.html.glob("**/_static/**/*") if p.is_file()]
    maps = [str(p.relative_to(book_build.html)) for p in static if p.suffix == ".map" or "/locales/" in p.as_posix()]
    named = [str(p.relative_to(book_build.html)) for p in static if p.suffix in (".js", ".css")
             and re.search(r"^(?://|/\*)# sourceMappingURL=\S+\.map", p.read_text(encoding="utf-8", errors="replace"),
                           re.MULTILINE)]  # a comment on a line of its own (the engine's data quotes one inside a string)
    assert not maps and not named, f"build files in the site: {maps[:5]}; scripts or styles naming a map: {named[:5]}"


def test_the_site_is_small(book_build):
    """Both editions together weigh at most 40 MB (the engine once, the theme once)."""
    size = sum(p.stat().st_size for p in book_build.html.rglob("*") if p.is_file())
    assert size <= SITE_LIMIT_MB * 1e6, f"the site is {size / 1e6:.1f} MB, over {SITE_LIMIT_MB} MB"


def _engine_file(engine: Path, name: str) -> bytes:
    """Returns the bytes of one file of the engine's data, put together from its pieces."""
    def chunk(path: Path) -> dict:
        text = path.read_text(encoding="ascii")
        return json.loads(text[text.index("= ") + 2:text.rindex("}") + 1])
    data = chunk(engine / "tamcuc-engine-data.js")
    entry = data["files"][name]
    body = "".join(chunk(engine / f"tamcuc-engine-data-{n}.js")["data"] for n in entry["chunks"])
    raw = base64.b64decode(body)
    return gzip.decompress(raw) if entry["gzip"] else raw


def test_the_engine_has_its_bytecode(book_build):
    """The engine's data holds Pyodide's standard library, every file of it unchanged, with the bytecode
    (unchecked-hash .pyc) of what Python imports at start added, and the bytecode (checked-hash) of the
    tamcuc modules the engine imports: the page's Python compiles none of them when it starts."""
    sys.path.insert(0, str(ROOT / "sphinxext"))
    try:
        import tamcuc_engine
    finally:
        sys.path.remove(str(ROOT / "sphinxext"))
    engine = book_build.html / "_static" / "tamcuc-engine"
    stdlib = zipfile.ZipFile(io.BytesIO(_engine_file(engine, "python_stdlib.zip")))
    pyodide = zipfile.ZipFile(tamcuc_engine._fetch_module().core_files() / "python_stdlib.zip")
    for info in pyodide.infolist():
        assert stdlib.read(info.filename) == pyodide.read(info), f"{info.filename} changed"
    added = [n for n in stdlib.namelist() if n not in set(pyodide.namelist())]
    assert all(n.endswith(".pyc") and n[:-1] in pyodide.namelist() for n in added), added
    for name in ("encodings/__init__.pyc", "asyncio/base_events.pyc", "_pyodide/_base.pyc", "ast.pyc"):
        assert name in added, f"no bytecode of {name[:-1]}"
    tamcuc = zipfile.ZipFile(io.BytesIO(_engine_file(engine, "tamcuc-bytecode.zip")))
    for name in ("tamcuc/__pycache__/web.cpython-312.pyc", "tamcuc/quiz/__pycache__/render.cpython-312.pyc",
                 "tamcuc/__pycache__/table.cpython-312.pyc", "tamcuc/locale/vi/__pycache__/quiz.cpython-312.pyc"):
        assert name in tamcuc.namelist(), f"no bytecode of {name}"
    flags = {n: int.from_bytes(stdlib.read(n)[4:8], "little") for n in added}
    flags.update({n: int.from_bytes(tamcuc.read(n)[4:8], "little") for n in tamcuc.namelist()})
    assert {f for n, f in flags.items() if not n.startswith("tamcuc/")} == {1}, "the standard library's: unchecked hash"
    assert {f for n, f in flags.items() if n.startswith("tamcuc/")} == {3}, "tamcuc's: checked against the source"


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_local_link_resolves(book_build, edition):
    """Every file a page of the edition links to or loads (the theme's files shared by both
    editions, the downloadable notebooks) is in the built site."""
    top = book_build.html if edition == "en" else book_build.html / "vi"
    pages = [p for p in top.rglob("*.html")  # the pages, not the theme's templates in _static/
             if "_static" not in p.relative_to(top).parts and (edition == "vi" or "vi" not in p.relative_to(top).parts)]
    broken = {}
    for page in pages:
        for link in set(LOCAL_LINK.findall(page.read_text(encoding="utf-8"))):
            if not (page.parent / link).resolve().exists():
                broken.setdefault(str(page.relative_to(book_build.html)), []).append(link)
    assert not broken, f"links to missing files: {dict(list(broken.items())[:3])}"


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_download_button_gives_the_lesson(book_build, edition):
    """The "download this notebook" link of a lesson gives the lesson's notebook: every cell of
    the source, without the stored outputs (the reader runs it in Jupyter)."""
    page = book_build.html / page_path("05_a_trick", edition)
    links = [link for link in LOCAL_LINK.findall(page.read_text(encoding="utf-8")) if link.endswith(".ipynb")]
    assert links, f"{page.name}: no download link to the notebook"
    downloaded = nbformat.read(page.parent / links[0], as_version=4)
    source = nbformat.read(ROOT / SOURCES[edition] / "05_a_trick.ipynb", as_version=4)
    assert [c.source for c in downloaded.cells] == [c.source for c in source.cells]
    assert not any(c.get("outputs") for c in downloaded.cells if c.cell_type == "code")


def test_table_of_contents_lists_every_lesson():
    """_toc.yml lists the lessons in order, and no notebook in book/ is left out of it."""
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [chapter["file"] for part in toc["parts"] for chapter in part["chapters"]]
    assert toc["root"] == "book/intro"
    assert files == [f"book/{page}" for page in PAGES[1:]]
    stray = sorted(p.stem for p in (ROOT / "book").glob("*.ipynb") if p.stem not in [RULES, *LESSONS, *RELATED])
    assert not stray, f"notebooks in book/ that the book does not show: {stray}"


def test_the_vietnamese_contents_list_the_same_pages_in_the_same_order():
    """book/vi/_toc.yml lists exactly the English edition's pages, in order, under the same names and parts."""
    english = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    vietnamese = yaml.safe_load((ROOT / "book" / "vi" / "_toc.yml").read_text(encoding="utf-8"))
    assert vietnamese["root"] == "intro"
    assert [len(part["chapters"]) for part in vietnamese["parts"]] == [len(part["chapters"]) for part in english["parts"]]
    files = [chapter["file"] for part in vietnamese["parts"] for chapter in part["chapters"]]
    assert files == PAGES[1:]
    captions = [part["caption"] for part in vietnamese["parts"]]
    assert not set(captions) & {part["caption"] for part in english["parts"]}, f"parts left in English: {captions}"
    stray = sorted(p.stem for p in (ROOT / "book" / "vi").glob("*.ipynb") if p.stem not in [RULES, *LESSONS, *RELATED])
    assert not stray, f"notebooks in book/vi/ that the book does not show: {stray}"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lesson", [RULES, *LESSONS, *RELATED])
def test_lesson_is_stored_executed(lesson, edition):
    """Every code cell ran once, in order, from a fresh kernel (counts 1, 2, 3, …), without error."""
    path = ROOT / SOURCES[edition] / f"{lesson}.ipynb"
    assert path.is_file(), f"missing lesson notebook {path.relative_to(ROOT)}"
    notebook = nbformat.read(path, as_version=4)
    code = [cell for cell in notebook.cells if cell.cell_type == "code" and cell.source.strip()]
    assert code, f"{lesson} has no code"
    counts = [cell.execution_count for cell in code]
    assert counts == list(range(1, len(code) + 1)), (
        f"{lesson}: execution counts {counts}; run `python scripts/execute_notebooks.py`"
    )
    errors = [output.get("ename") for cell in code for output in cell.outputs if output.output_type == "error"]
    assert not errors, f"{lesson} stores errors: {errors}"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lesson", LESSONS)
def test_widgets_have_an_html_face(lesson, edition):
    """Every stored widget output also carries text/html: the site drops widget views
    (nb_mime_priority_overrides in _config.yml), so a plain widget would show as text."""
    path = ROOT / SOURCES[edition] / f"{lesson}.ipynb"
    notebook = nbformat.read(path, as_version=4)
    bare = [
        index
        for index, cell in enumerate(notebook.cells)
        if cell.cell_type == "code"
        for output in cell.outputs
        if WIDGET_VIEW in output.get("data", {}) and "text/html" not in output["data"]
    ]
    assert not bare, f"{lesson}: cells {bare} show a widget with no text/html face"


# The terms the pages may link ({term} in a page, a Markdown link to glossary.md#term-… in a notebook); the glossary defines exactly these.
GLOSSARY_TERMS = {
    "Tam Cúc", "Tết", "cái", "bắt cái", "chui", "đôi", "ba", "tứ tử", "ngũ tử",
    "tứ tử trình làng", "ngũ tử cướp cái", "kết", "kết đôi", "kết ba", "đè", "đi đêm",
    "first-trick ban", "tướng ông", "tướng bà", "sĩ điều", "tượng hồng", "tượng thâm",
    "Tứ Sắc", "một cây", "đôi cây", "ba cây", "rác", "pairwise settlement", "Hán",
    # the seven pieces, the colour words and cướp cái (issue 10)
    "Tướng", "Sĩ", "Tượng", "Xe", "Pháo", "Mã", "Tốt", "tịnh",
    "đỏ", "đen", "hồng", "thâm", "điều", "cướp cái",
}


def test_glossary_defines_the_agreed_terms():
    """book/glossary.md defines each agreed term once, and no other."""
    text = (ROOT / "book" / "glossary.md").read_text(encoding="utf-8")
    body = text.split("```{glossary}", 1)[1].split("```", 1)[0]
    terms = [line for line in body.splitlines() if line.strip() and not line.startswith(" ")]
    assert len(terms) == len(set(terms)), f"defined twice: {sorted(t for t in terms if terms.count(t) > 1)}"
    assert set(terms) == GLOSSARY_TERMS, f"extra: {set(terms) - GLOSSARY_TERMS}, missing: {GLOSSARY_TERMS - set(terms)}"


# The Vietnamese glossary has the same terms, with Vietnamese names for the two English ones
# and the Vietnamese word for a trick.
VI_GLOSSARY_RENAMED = {"first-trick ban": "cấm lượt đầu", "pairwise settlement": "tính điểm từng cặp"}


def _glossary_terms(path: Path) -> list:
    text = path.read_text(encoding="utf-8")
    terms = []
    for block in text.split("```{glossary}")[1:]:
        body = block.split("```", 1)[0]
        terms += [line for line in body.splitlines() if line.strip() and not line.startswith(" ")]
    return terms


def test_the_vietnamese_glossary_defines_every_term_of_the_english_one():
    """book/vi/glossary.md defines every English glossary term (the two English names in Vietnamese), once each,
    and two words of its own: "lượt" and "chồng bỏ" (the discard pile, which the English pages call by its
    English name, and a Vietnamese child by the word the sources use)."""
    english = _glossary_terms(ROOT / "book" / "glossary.md")
    vietnamese = _glossary_terms(ROOT / "book" / "vi" / "glossary.md")
    assert len(vietnamese) == len(set(vietnamese)), f"defined twice: {sorted(t for t in vietnamese if vietnamese.count(t) > 1)}"
    expected = {VI_GLOSSARY_RENAMED.get(term, term) for term in english} | {"lượt", "chồng bỏ"}
    assert set(vietnamese) == expected, f"extra: {set(vietnamese) - expected}, missing: {expected - set(vietnamese)}"

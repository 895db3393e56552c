"""The teacher pages point at things that exist: every linked page is in the book, every quiz a
plan names (by the title its quiz's head shows) is a quiz kind of the lesson it names, every command line parses, and the facts of
the class-size page are the engine's.

The book's strict build (``-n``) also fails on a broken link; these tests say which plan row
is wrong, and run in a second without building the book.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from tamcuc.__main__ import build_parser
from tamcuc.quiz import KINDS
from tamcuc.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
TEACHERS = ROOT / "book" / "teachers"
PAGES = sorted(TEACHERS.glob("*.md")) + sorted(TEACHERS.glob("*.ipynb"))
DOC = re.compile(r"\{doc\}`(?:[^`<]*<)?([^`<>]+)>?`")
PAGE_LINK = re.compile(r"\]\((?![a-z]+:)([^)#\s]+)\.(?:ipynb|md)(?:#[^)\s]*)?\)")
"""A Markdown link to a page (``[text](classes.md)``): pages link pages so, not with {doc}, which JupyterLab shows as text."""
LINK = re.compile(r"\[[^\]]*\]\([^)]*\)")


def page_links(text: str) -> list:
    """Returns the pages a text links ({doc} roles and Markdown links), as written, without a suffix."""
    return DOC.findall(text) + PAGE_LINK.findall(text)


def without_links(text: str) -> str:
    """Returns a text without its links (their words included), so a link's title is not read as the text's own."""
    return LINK.sub("", DOC.sub("", text))
CODE = re.compile(r"`([^`]+)`")
ITALIC = re.compile(r"(?<![*\w])\*([^*]+)\*(?![*\w])")


def page_text(path: Path) -> str:
    """Returns the Markdown of a page (for a notebook, its Markdown cells)."""
    if path.suffix == ".md":
        return path.read_text(encoding="utf-8")
    import json

    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def toc_files() -> set:
    """Returns the pages of _toc.yml, as paths under the repository without a suffix."""
    return set(re.findall(r"file:\s*(\S+)", (ROOT / "_toc.yml").read_text(encoding="utf-8")))


def lesson_number(target: Path) -> int | None:
    """Returns the lesson number of a lesson page path (book/05_a_trick → 5), or None."""
    found = re.fullmatch(r"(\d\d)[a-z]?_\w+", target.name)
    return int(found.group(1)) if found else None


def resolve(page: Path, target: str) -> Path:
    """Returns the page a link of ``page`` points at, as a path without a suffix."""
    return (page.parent / target).resolve().relative_to(ROOT)


def test_there_are_teacher_pages_to_check():
    """The checks below read the teacher pages (the plans, the deck, the class sizes, the referee)."""
    names = {p.stem for p in PAGES}
    assert {"index", "lesson_plans", "classes", "deck", "handout", "referee"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_linked_page_exists_and_is_in_the_book(page):
    """Each page link of a teacher page ({doc} or Markdown) names a page file that exists and that _toc.yml builds."""
    toc = toc_files()
    links = page_links(page_text(page))
    for target in links:
        path = resolve(page, target)
        assert any((ROOT / path).with_suffix(s).exists() for s in (".md", ".ipynb")), f"{page.name}: {target}"
        assert str(path) in toc, f"{page.name} links {target}, which _toc.yml does not build"


def plan_rows() -> list:
    """Returns the table rows of the lesson plans that name quizzes, as (row text, cells)."""
    rows = []
    for line in (TEACHERS / "lesson_plans.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("|") and not set(line) <= set("|-: "):
            cells = [c.strip() for c in line.strip("|").split("|")]
            rows.append((line, cells))
    return rows


TITLES = {k.title: k.name for k in KINDS.values()}
"""The quiz kinds by the plain title each quiz's head shows (``Which card wins?``)."""


def quiz_titles(cell: str) -> list:
    """Returns the quiz titles a table cell names: its italic phrases that are questions."""
    return [t for t in ITALIC.findall(without_links(cell)) if t.endswith("?")]


def quiz_names(cell: str) -> list:
    """Returns the quiz kinds a table cell names by title (an unknown title is returned as it is)."""
    return [TITLES.get(t, t) for t in quiz_titles(cell)]


def test_the_plans_name_quizzes():
    """The plans have tables whose quiz columns name quizzes by title, never by a kind id a reader never sees."""
    named = [k for _, cells in plan_rows() for cell in cells for k in quiz_names(cell)]
    assert len(named) >= 20 and len(set(named)) >= 12
    ids = [c for _, cells in plan_rows() for cell in cells for c in CODE.findall(without_links(cell)) if c in KINDS]
    assert not ids, f"plan rows name quizzes by kind id: {ids}"


@pytest.mark.parametrize("row", [r for r, _ in plan_rows() if quiz_titles(r)], ids=lambda r: r[:40])
def test_every_quiz_a_plan_names_exists_in_a_lesson_the_same_row_links(row):
    """Each quiz title in a plan row is the title of a kind in tamcuc.quiz.KINDS, whose lesson that row links."""
    cells = [c.strip() for c in row.strip("|").split("|")]
    linked = {lesson_number(resolve(TEACHERS / "lesson_plans.md", t)) for t in page_links(row)}
    for cell in cells:
        for kind in quiz_names(cell):
            assert kind in KINDS, f"{kind!r} is not the title of a quiz; the titles are {sorted(TITLES)}"
            assert KINDS[kind].lesson in linked, (
                f"{kind!r} is a quiz of lesson {KINDS[kind].lesson}, which this row does not link: {row[:80]}"
            )


def test_the_series_uses_every_lesson_and_every_quiz_kind():
    """The series of classes links every lesson of the book (1 … 12) and runs every quiz kind at least once."""
    text = (TEACHERS / "lesson_plans.md").read_text(encoding="utf-8")
    series = text[text.index("## A series"):text.index("## The group activity")]
    lessons = {lesson_number(resolve(TEACHERS / "lesson_plans.md", t)) for t in page_links(series)}
    book_lessons = {lesson_number(p) for p in (ROOT / "book").glob("[0-9][0-9]*_*.ipynb")}
    pages = {resolve(TEACHERS / "lesson_plans.md", t).name for t in page_links(series)}
    missing = sorted(p.stem for p in (ROOT / "book").glob("[0-9][0-9]*_*.ipynb") if p.stem not in pages)
    assert not missing, f"lesson pages the series never uses: {missing}"
    assert book_lessons <= lessons, f"lessons missing from the series: {sorted(book_lessons - lessons)}"
    named = {k for line in series.splitlines() if line.startswith("|") for k in quiz_names(line)}
    assert set(KINDS) <= named, f"quiz kinds the series never runs: {sorted(set(KINDS) - named)}"


def test_the_45_minute_plan_adds_up_to_45_minutes_with_time_for_groups_and_tidying():
    """The timings run from 0 to 45 without gaps; they include forming groups, a face-up trick and tidy-up."""
    text = (TEACHERS / "lesson_plans.md").read_text(encoding="utf-8")
    plan = text[text.index("### Minute by minute"):text.index("## A series")]
    spans = [tuple(map(int, m)) for m in re.findall(r"^\| (\d+)–(\d+) min \|", plan, flags=re.M)]
    assert spans[0][0] == 0 and spans[-1][1] == 45
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:])), spans
    for must in ("face up", "groups", "Tidy up", "counts the deck"):
        assert must in plan, must
    prep = text[text.index("### Preparation checklist"):text.index("### Minute by minute")]
    for must in ("Print", "Cut the decks beforehand", "10 to 15 minutes with scissors", "Count every deck"):
        assert must in prep, must


def commands() -> list:
    """Returns every ``python -m tamcuc …`` command written in the teacher pages, with its page."""
    found = []
    for page in PAGES:
        for line in page_text(page).splitlines():
            for command in re.findall(r"python -m tamcuc ([^`\n]+)", line):
                found.append((page.name, command.strip()))
    return found


@pytest.mark.parametrize("page, command", commands(), ids=[f"{p}: {c}" for p, c in commands()])
def test_every_command_in_the_teacher_pages_parses(page, command):
    """Each command line a teacher is told to type is accepted by python -m tamcuc's parser."""
    args = shlex.split(command)
    if args in (["--help"], ["COMMAND", "--help"]):
        return
    parsed = build_parser().parse_args(args)
    assert parsed.command == args[0], (page, command)


def test_the_class_size_page_states_the_engines_deals():
    """Hand sizes, the removal for three and the scoring formulas on the class-size page are the engine's."""
    text = " ".join(page_text(TEACHERS / "classes.md").split())
    three, two, four = (Rules.learning().replace(players=n) for n in (3, 2, 4))
    removed = " and ".join(c.name_vi for c in three.removed_cards)
    assert f"({removed})" in text
    assert f"That leaves {len(three.deck)} cards, {three.hand_size} each" in text
    assert f"score = 3 × kept − {three.hand_size}" in text
    assert f"The whole deck, {two.hand_size} cards each" in text and f"score = 2 × kept − {two.hand_size}" in text
    assert f"score = 4 × kept − {four.hand_size}" in text
    assert "never uses money" in text


def test_every_referee_answer_has_a_picture_drawn_by_the_engine():
    """The referee page's code is hidden, stored executed, and each dispute (## heading) is answered with a picture."""
    import json

    cells = json.loads((TEACHERS / "referee.ipynb").read_text(encoding="utf-8"))["cells"]
    code = [c for c in cells if c["cell_type"] == "code"]
    assert code and all("remove-input" in c["metadata"].get("tags", []) for c in code)
    assert all(c["execution_count"] is not None and not any(o["output_type"] == "error" for o in c["outputs"])
               for c in code)
    disputes = 0
    for i, cell in enumerate(cells):
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and source.startswith("## ") and i + 1 < len(cells) \
                and cells[i + 1]["cell_type"] == "code":
            html = "".join("".join(o.get("data", {}).get("text/html", "")) for o in cells[i + 1]["outputs"])
            assert '<svg' in html and 'role="img"' in html, source.splitlines()[0]
            disputes += 1
    assert disputes >= 5


def first_heading(path: Path) -> str:
    """Returns the text of a page's first "# " heading: the title the sidebar shows."""
    found = re.search(r"^# (.+)$", page_text(path), flags=re.M)
    assert found, f"{path.name} has no title"
    return found.group(1).strip()


def test_no_teacher_page_shares_its_title_with_another_page():
    """Each teacher page's title differs from every other page's in the book (the sidebar shows them side by side)."""
    others = {}
    for target in sorted(toc_files()):
        for suffix in (".md", ".ipynb"):
            path = ROOT / (target + suffix)
            if path.exists():
                others.setdefault(first_heading(path), []).append(target)
    teachers = [t for t in others.values() if any(p.startswith("book/teachers/") for p in t)]
    assert teachers, "no teacher page in _toc.yml"
    assert all(len(t) == 1 for t in teachers), [t for t in teachers if len(t) > 1]
    assert first_heading(TEACHERS / "handout.ipynb") == "Rules handout (to print)"


def test_the_vietnamese_plans_name_the_same_quizzes_by_their_vietnamese_titles():
    """book/vi/teachers/lesson_plans.md names quizzes by the titles their heads show in Vietnamese, and
    names the same quiz kinds as the English plans."""
    from tamcuc.quiz import title

    vi_titles = {title(kind, lang="vi"): kind for kind in KINDS}
    english = {TITLES[t] for t in quiz_titles((TEACHERS / "lesson_plans.md").read_text(encoding="utf-8")) if t in TITLES}
    text = (ROOT / "book" / "vi" / "teachers" / "lesson_plans.md").read_text(encoding="utf-8")
    used = quiz_titles(text)
    unknown = sorted({t for t in used if t not in vi_titles})
    assert not unknown, f"not the Vietnamese title of any quiz: {unknown}; the titles are {sorted(vi_titles)}"
    assert {vi_titles[t] for t in used} == english

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


def vi_titles() -> dict:
    """The quiz kinds by the Vietnamese title each quiz's head shows (``Quân nào thắng?``)."""
    from tamcuc.quiz import title

    return {title(kind, lang="vi"): kind for kind in KINDS}


VI_PLANS = ROOT / "book" / "vi" / "teachers" / "lesson_plans.md"


def edition_rows() -> list:
    """Returns (edition, row) for every table row of both editions' plans that names a quiz."""
    rows = [("en", r) for r, _ in plan_rows() if quiz_titles(r)]
    for line in VI_PLANS.read_text(encoding="utf-8").splitlines():
        if line.startswith("|") and quiz_titles(line):
            rows.append(("vi", line))
    return rows


@pytest.mark.parametrize("lang, row", edition_rows(), ids=lambda r: r[:40])
def test_every_quiz_a_plan_names_exists_in_a_lesson_the_same_row_links(lang, row):
    """Each quiz title in a plan row (of either edition, every plan) is the title of a kind in tamcuc.quiz.KINDS,
    whose lesson that row links."""
    titles = TITLES if lang == "en" else vi_titles()
    page = TEACHERS / "lesson_plans.md" if lang == "en" else VI_PLANS
    cells = [c.strip() for c in row.strip("|").split("|")]
    linked = {lesson_number(resolve(page, t)) for t in page_links(row)}
    for cell in cells:
        for kind in [titles.get(t, t) for t in quiz_titles(cell)]:
            assert kind in KINDS, f"{kind!r} is not the title of a quiz; the titles are {sorted(titles)}"
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


# -- timings, the fallback's scoring, the direction of play, class 6's figures --------------------------------

PLANS = {"en": TEACHERS / "lesson_plans.md", "vi": ROOT / "book" / "vi" / "teachers" / "lesson_plans.md"}
WORDS = {  # the words each edition's plans use for the parts a test looks for
    "en": {"minute": "min", "class": r"One class of (\d+) minutes", "series": ("## A series", "## The group"),
           "buffer": "Buffer", "short": "If you run short", "deal": "Groups play one deal",
           "parts": {"intro", "recall", "lesson", "groups", "tidy", "buffer"}},
    "vi": {"minute": "phút", "class": r"Một tiết học (\d+) phút", "series": ("## Chuỗi bảy", "## Hoạt động"),
           "buffer": "Phần dự phòng", "short": "Nếu thiếu giờ", "deal": "Các nhóm chơi một ván",
           "parts": {"mở đầu", "ôn bài", "học bài", "nhóm", "thu dọn", "dự phòng"}},
}
LESSON_MINUTES = {"en": {45}, "vi": {35, 45}}
"""The lengths of a school lesson each edition plans one class for: 45 minutes, and in Vietnam also the primary
school's 35-minute tiết (lower-secondary lessons are 45)."""
SCORING = {("vi", 35): "ranking"}
"""How a one-class plan scores its deal when it is not pairwise: the Vietnamese primary plan ranks by cards kept
(the folk rules' ranking, a house rule there), since primary pupils have not learned negative numbers."""
VOTE_MINUTES = 2
"""What the plans say a quiz vote takes (the vote, one click, the explanation read aloud)."""


def section(lang: str, key: str) -> str:
    """Returns the part of an edition's plans between two headings (``series``: the series of seven classes)."""
    text = PLANS[lang].read_text(encoding="utf-8")
    start, end = WORDS[lang][key]
    return text[text.index(start):text.index(end)]


def one_class_plans(lang: str) -> dict:
    """Returns an edition's one-class plans, {minutes: the plan's text}, each from its "## " heading, which says
    its length, to the next "## " heading."""
    text = PLANS[lang].read_text(encoding="utf-8")
    plans = {}
    for head in re.finditer(rf"^## {WORDS[lang]['class']}", text, flags=re.M):
        end = text.find("\n## ", head.end())
        plans[int(head.group(1))] = text[head.start():end if end >= 0 else len(text)]
    return plans


ONE_CLASS = [(lang, minutes) for lang in sorted(PLANS) for minutes in sorted(LESSON_MINUTES[lang])]


def minute_rows(lang: str, minutes: int = 45) -> list:
    """Returns the rows of an edition's one-class plan of ``minutes`` as (start, end, row text)."""
    unit = WORDS[lang]["minute"]
    return [(int(a), int(b), row) for a, b, row in
            re.findall(rf"^\| (\d+)–(\d+) {unit} \|(.*)$", one_class_plans(lang)[minutes], flags=re.M)]


def test_each_edition_plans_one_class_for_each_lesson_length_of_its_schools():
    """The English plans have a 45-minute class; the Vietnamese ones a 45-minute class (lower secondary) and a
    35-minute one (a primary school's tiết)."""
    assert {lang: set(one_class_plans(lang)) for lang in PLANS} == LESSON_MINUTES
    assert "(tiểu học)" in PLANS["vi"].read_text(encoding="utf-8").split("\n## Một tiết học 35 phút")[1].splitlines()[0]


@pytest.mark.parametrize("lang, minutes", ONE_CLASS)
def test_each_one_class_plan_keeps_a_buffer_and_times_votes_and_the_first_deal(lang, minutes):
    """A one-class plan runs from 0 to its lesson's length (in its heading) with a buffer of at least 2 minutes
    at the end; a row gives each quiz vote 2 minutes and a minute or more besides; the first-ever deal has at
    least 15 minutes, then the scoring and tidying; plans of the same length keep the same timings in both
    editions."""
    rows = minute_rows(lang, minutes)
    assert rows[0][0] == 0 and rows[-1][1] == minutes and all(a[1] == b[0] for a, b in zip(rows, rows[1:]))
    assert WORDS[lang]["buffer"] in rows[-1][2] and rows[-1][1] - rows[-1][0] >= 2
    for start, end, row in rows:
        votes = len(quiz_titles(row.split("|")[-2]))
        assert end - start >= VOTE_MINUTES * votes + (1 if votes else 0), (lang, start, end, votes)
    deal = [(i, end - start) for i, (start, end, row) in enumerate(rows) if WORDS[lang]["deal"] in row]
    assert deal and deal[0][1] >= 15, (lang, deal)
    after = " ".join(row for _, _, row in rows[deal[0][0] + 1:])
    if SCORING.get((lang, minutes)) == "ranking":
        assert "hạng 1" in after and "4 × " not in after and "32" in after, (lang, minutes)
    else:
        assert "4 × " in after and "32" in after, (lang, minutes)
    for other in PLANS:
        if other != lang and minutes in one_class_plans(other):
            assert [(a, b) for a, b, _ in rows] == [(a, b) for a, b, _ in minute_rows(other, minutes)]


@pytest.mark.parametrize("lang, minutes", ONE_CLASS)
def test_the_fallback_when_time_runs_short_scores_as_the_score_sheet_does(lang, minutes):
    """Each one-class plan's "If you run short" scores the cards kept so far as its plan scores a whole deal: by
    pairwise settlement (n × kept − all kept, as the score sheet does), its worked example the engine's
    settlement; or, in the primary plan, by ranking, its worked example the engine's places and no negative number
    anywhere in that plan; no plan scores "the tricks so far"."""
    from tamcuc.scoring import ranking, settle

    text = " ".join(PLANS[lang].read_text(encoding="utf-8").split())
    plan = " ".join(one_class_plans(lang)[minutes].split())
    short = plan[plan.index(WORDS[lang]["short"]):]
    assert "tricks played so far" not in text and "các lượt đã đánh: cách tính vẫn thế" not in text
    if SCORING.get((lang, minutes)) == "ranking":
        assert "xếp hạng theo số quân đã ăn được" in short and "đồng hạng" in short
        numbers = re.findall(r"(\d), (\d), (\d) và (\d) quân thì đứng hạng (\d), (\d), (\d) và (\d)", short)
        assert numbers, f"{lang} {minutes}: no worked example of the fallback"
        kept, places = [int(n) for n in numbers[0][:4]], [int(n) for n in numbers[0][4:]]
        assert sum(kept) < 8 and len(set(kept)) < 4 and ranking(kept) == places
        assert "−" not in plan and not re.search(r"(^|[\s(])-\d", plan), "a negative number in the primary plan"
        return
    assert "4 × kept − all kept" in short or "4 × số quân ăn được − tổng số quân cả chiếu ăn được" in short
    numbers = re.findall(r"(\d), (\d), (\d) (?:and|và) (\d)[^+−\d]+([+−]?\d), ([+−]?\d), ([+−]?\d) (?:and|và) ([+−]?\d)",
                         short)
    assert numbers, f"{lang}: no worked example of the fallback"
    kept, scores = [int(n) for n in numbers[0][:4]], [int(n.replace("−", "-").replace("+", "")) for n in numbers[0][4:]]
    assert sum(kept) < 8 and settle(kept) == scores


def minutes_cells(lang: str) -> list:
    """Returns, for each class of the series, its quiz cell and its minutes as {part: minutes}."""
    rows = []
    for line in section(lang, "series").splitlines():
        if line.startswith("| ") and re.match(r"\| \d\. ", line):
            cells = [c.strip() for c in line.strip("|").split("|")]
            parts = {name.strip(): int(n) for name, n in re.findall(r"([^\d·]+?) (\d+)", cells[5])}
            rows.append((cells[3], parts))
    return rows


@pytest.mark.parametrize("lang", sorted(PLANS))
def test_every_class_of_the_series_adds_up_to_45_minutes_with_a_buffer_and_time_for_its_votes(lang):
    """Each of the seven classes shares out 45 minutes with at least 3 of buffer; its recall and lesson give each
    quiz vote 2 minutes; every group part that plays a deal has at least 15 minutes; both editions agree."""
    rows = minutes_cells(lang)
    assert len(rows) == 7
    words = WORDS[lang]["parts"]
    names = {"en": ("recall", "lesson", "groups", "buffer", "intro"), "vi": ("ôn bài", "học bài", "nhóm", "dự phòng",
                                                                           "mở đầu")}[lang]
    recall, lesson, groups, buffer, intro = names
    for n, (quizzes, parts) in enumerate(rows, 1):
        assert set(parts) <= words, (lang, n, parts)
        assert sum(parts.values()) == 45, (lang, n, parts)
        assert parts[buffer] >= 3 and parts[groups] >= 15, (lang, n, parts)
        split = re.split(r"(?:Lesson|Học bài):", quizzes)
        recalled = quiz_titles(split[0]) if len(split) == 2 else []
        taught = quiz_titles(split[-1])
        assert parts.get(recall, 0) + parts.get(intro, 0) >= VOTE_MINUTES * len(recalled), (lang, n)
        assert parts[lesson] >= VOTE_MINUTES * len(taught) + 6, (lang, n, len(taught), parts[lesson])
    assert [p for _, p in rows] and [sorted(p.values()) for _, p in rows] == [sorted(p.values()) for _, p in
                                                                               minutes_cells("en")]


def test_the_probability_class_compares_with_the_engines_odds_of_either_colour():
    """Class 6 counts hands with a Xe–Pháo–Mã of either colour and compares them with figures the book's build
    computes with tamcuc.odds (MyST substitutions), not typed: one colour's share, and either colour's, larger
    but under twice it; "note who dealt", meaningless with a random first caller, is gone."""
    import sys

    sys.path.insert(0, str(ROOT / "sphinxext"))
    from tamcuc_lang import substitutions
    from tamcuc.odds import as_percent, hand_odds, triple_either_colour

    rules = Rules.learning()
    for lang in PLANS:
        figures = substitutions(lang)
        assert figures["odds_xpm_one"] == as_percent(hand_odds(rules, lang="en")["black Xe–Pháo–Mã"], lang=lang)
        assert figures["odds_xpm_either"] == as_percent(triple_either_colour(rules=rules), lang=lang)
        assert figures["odds_pair"] == as_percent(hand_odds(rules, lang="en")["a pair"], lang=lang)
        text = PLANS[lang].read_text(encoding="utf-8")
        used = set(re.findall(r"\{\{ (\w+) \}\}", text))
        assert used == set(figures), (lang, used)
        assert not re.search(r"\d+[.,]\d+ ?%", text), f"{lang}: a percentage typed into the plans"
    one, either = hand_odds(rules, lang="en")["red Xe–Pháo–Mã"], triple_either_colour(rules=rules)
    assert one < either < 2 * one
    english = PLANS["en"].read_text(encoding="utf-8")
    assert "of either colour" in english and "who dealt" not in english and "who called first" in english
    assert rules.dealer == "random"


@pytest.mark.parametrize("lang", sorted(PLANS))
def test_the_plans_say_the_direction_of_play_and_who_calls_first(lang):
    """Each one-class plan's face-up trick and the group activity say play goes anticlockwise (RULES.md §4, the
    engine's table picture) and that the beginners' first caller is picked at random (Rules.learning().dealer)."""
    from tamcuc.draw import table_svg

    assert "play going anticlockwise" in table_svg(4) and Rules.learning().dealer == "random"
    words = {"en": ("anticlockwise", "at random"), "vi": ("ngược chiều kim đồng hồ", "ngẫu nhiên")}[lang]
    for minutes in LESSON_MINUTES[lang]:
        trick = [row for _, _, row in minute_rows(lang, minutes) if "An" in row and "Chi" in row]
        assert trick and all(w in " ".join(trick[0].split()) for w in words), (lang, minutes)
    text = PLANS[lang].read_text(encoding="utf-8")
    group = text[text.index(WORDS[lang]["series"][1]):]
    group = " ".join(group.split())
    assert all(w in group for w in words), lang


def test_the_plans_name_lessons_that_exist():
    """Every "lesson N" (or "bài N") a plan writes in words is a lesson of the book, and every class of the
    series names the same pages in both editions."""
    book_lessons = {p.name.split("_")[0].lstrip("0") for p in (ROOT / "book").glob("[0-9][0-9]*_*.ipynb")}
    for lang, path in PLANS.items():
        text = path.read_text(encoding="utf-8")
        named = set(re.findall(r"\b(?:lesson|bài) (\d+b?)\b(?!\s*·)", text))  # not a Minutes cell's "lesson 14 ·"
        assert named and named <= book_lessons, (lang, sorted(named - book_lessons))
    pages = {lang: [DOC.findall(line) for line in section(lang, "series").splitlines() if re.match(r"\| \d\. ", line)]
             for lang in PLANS}
    assert pages["en"] == pages["vi"]


LESSON_LINK = re.compile(r"\[((?:Lesson|Bài) \d+b?: [^\]]+)\]\(([^)#\s]+)\.(?:ipynb|md)\)")


@pytest.mark.parametrize("lang", sorted(PLANS))
def test_the_plans_name_each_lesson_by_its_pages_title(lang):
    """Every "Lesson N: …" ("Bài N: …") link of the plans, in every plan, reads the title of the page it links."""
    links = LESSON_LINK.findall(PLANS[lang].read_text(encoding="utf-8"))
    assert len(links) >= 40
    for name, target in links:
        path = (PLANS[lang].parent / target).resolve()
        page = next(path.with_suffix(s) for s in (".ipynb", ".md") if path.with_suffix(s).exists())
        assert name == first_heading(page), (lang, name, page.name)

"""Worksheets: the same seed gives the same sheet, every key answer is the engine's, and the command line.

The printed layout (the key on its own pages) is checked in a real browser by
tests/browser/test_print.py.
"""

from __future__ import annotations

import doctest
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tamcuc.printables import worksheet as ws
from tamcuc.errors import TamCucError
from tamcuc.quiz import KINDS, question
from tamcuc.quiz.model import QuizError
from tamcuc.quiz.render import LETTERS
from tamcuc.printables.worksheet import LESSONS, plan, worksheet

ROOT = Path(__file__).resolve().parent.parent
KEY_ITEM = re.compile(
    r'<li class="tamcuc-key-item" data-kind="([^"]+)" data-seed="(\d+)" data-answer="(\d+)">'
    r'<p><b class="tamcuc-key-answer">([A-Z])\. ([^<]*)</b></p><p>([^<]*)</p>'
)


def parts(html: str) -> tuple:
    """Returns the student sheet and the answer key of a worksheet's HTML."""
    start = html.index('<div class="tamcuc-sheet tamcuc-key')
    return html[:start], html[start:]


def unescape(text: str) -> str:
    import html

    return html.unescape(text)


def test_same_seed_same_sheet():
    """Two worksheets made from the same seed and size are identical, down to the bytes of the file."""
    assert worksheet(7, 12).document() == worksheet(7, 12).document()
    assert worksheet(7, 12) == worksheet(7, 12)


@pytest.mark.parametrize("seed", [0, 1, 2, 7, 8, 2027])
def test_a_different_seed_gives_a_different_sheet_with_the_same_kinds(seed):
    """Another seed changes the questions but not the kinds in each place: the same difficulty."""
    base, other = worksheet(7, 12), worksheet(seed, 12)
    assert [q.kind for q in other.questions] == [q.kind for q in base.questions] == plan(12)
    if seed != 7:
        assert other != base
        assert [q.seed for q in other.questions] != [q.seed for q in base.questions]


@pytest.mark.parametrize("seed", range(6))
def test_every_answer_in_the_key_is_the_engines_answer(seed):
    """Each key entry names question(kind, seed).answer, its letter, its label and its explanation."""
    sheet = worksheet(seed, 16)
    _, key = parts(sheet.html())
    entries = KEY_ITEM.findall(key)
    assert len(entries) == 16
    for (kind, qseed, answer, letter, label, explanation), shown in zip(entries, sheet.questions):
        asked = question(kind, int(qseed))
        assert (kind, int(qseed)) == (shown.kind, shown.seed)
        assert int(answer) == asked.answer
        assert letter == LETTERS[asked.answer]
        assert unescape(label) == asked.choices[asked.answer].label
        assert asked.choices[asked.answer].correct
        assert unescape(explanation).lower() in asked.choices[asked.answer].explanation.lower()
    assert sheet.answers == [LETTERS[question(q.kind, q.seed).answer] for q in sheet.questions]


def test_the_key_gives_why_each_other_choice_is_wrong():
    """After the answer, the key lists every other choice with the engine's explanation."""
    sheet = worksheet(3, 8)
    _, key = parts(sheet.html())
    for q in sheet.questions:
        for i, choice in enumerate(q.choices):
            if i != q.answer:
                assert f"<li>{LETTERS[i]}. " in key
                assert choice.explanation.replace("'", "&#x27;").replace('"', "&quot;") in key


def test_the_student_sheet_shows_questions_and_no_answers():
    """The sheet has every prompt and choice in order, but no answer marks and no explanations."""
    sheet = worksheet(11, 12)
    student, key = parts(sheet.html())
    prompts = [unescape(p) for p in re.findall(r'<p class="tamcuc-ws-prompt">([^<]*)</p>', student)]
    assert prompts == [q.prompt for q in sheet.questions]
    for q in sheet.questions:
        for i, choice in enumerate(q.choices):
            assert f"{LETTERS[i]}. {choice.label}" in unescape(student)
    for leak in ("data-answer", "data-correct", "Right:", "Answer key"):
        assert leak not in student
    assert "Answer key: worksheet (sheet number 11)" in key


def test_the_key_starts_on_a_new_printed_page():
    """The key is a separate sheet whose class makes the print stylesheet break the page before it."""
    from tamcuc.printables import STYLE

    _, key = parts(worksheet(5).html())
    assert key.startswith('<div class="tamcuc-sheet tamcuc-key tamcuc-new-page"')
    assert ".tamcuc-print .tamcuc-new-page{break-before:page" in STYLE


def test_the_key_starts_with_a_one_line_answer_grid():
    """Right under the key's title: question numbers 1 … n, each with the letter of the engine's answer."""
    sheet = worksheet(9, 12)
    _, key = parts(sheet.html())
    after_title = key.split("</h2>", 1)[1]
    assert after_title.startswith('<p class="tamcuc-key-grid"')
    grid = after_title.split("</p>", 1)[0]
    cells = re.findall(r'<span class="tamcuc-key-n">(\d+)</span> <b class="tamcuc-key-letter">([A-Z])</b>', grid)
    assert cells == [(str(n), LETTERS[question(q.kind, q.seed).answer]) for n, q in enumerate(sheet.questions, 1)]
    assert grid.index("tamcuc-key-grid") < key.index("tamcuc-key-item")  # explanations follow the grid


def visible_text(html: str) -> str:
    """Returns the text a reader sees: no style, script, pictures or tags."""
    import html as html_module

    text = re.sub(r"<style>.*?</style>|<script>.*?</script>|<svg.*?</svg>", " ", html, flags=re.S)
    return " ".join(html_module.unescape(re.sub(r"<[^>]+>", " ", text)).split())


JARGON = ("quiz(", "seed", "engine", "preset", "kind", "Rules", "tamcuc", "None", "True", "False", "()", "_", "=")


@pytest.mark.parametrize("seed", [0, 7, 31])
def test_the_worksheets_own_texts_carry_no_engine_jargon(seed):
    """Titles, instructions and the key's notes (all but the questions' own texts) use no code words or seeds."""
    sheet = worksheet(seed, 16)
    html = sheet.html()
    # What the quiz module wrote (prompts, pictures, choices, explanations) is checked by its own tests.
    for quiz_text in (r'<p class="tamcuc-ws-prompt">.*?</p>', r'<ul class="tamcuc-ws-choices">.*?</ul>',
                      r"<figure.*?</figure>", r'<p><b class="tamcuc-key-answer">.*?</p><p>.*?</p><ul>.*?</ul>'):
        html, found = re.subn(quiz_text, " ", html, flags=re.S)
        assert found >= len(sheet.questions) or quiz_text.startswith("<figure"), quiz_text
    own = visible_text(html)
    assert "Answer key" in own and "Tick one box" in own  # the check reads the sheet's own words
    for word in JARGON:
        assert word not in own, f"{word!r} in the worksheet's own text: {own[:300]}"
    assert not re.search(r"\b(card-beats|is-pair|trick-winner|deck-count)\b", own)


def test_the_key_names_the_lesson_that_teaches_each_question():
    """Each key entry ends with the lesson that teaches its kind of question, instead of any code to run."""
    sheet = worksheet(4, 12)
    _, key = parts(sheet.html())
    lessons = re.findall(r'<p class="tamcuc-key-lesson">Taught in lesson (\d+)\.</p>', key)
    assert [int(n) for n in lessons] == [KINDS[q.kind].lesson for q in sheet.questions]
    assert "quiz(" not in key and "<code>" not in key


def test_questions_on_one_sheet_are_all_different():
    """No two questions of a sheet read the same, even for kinds with few possible questions."""
    for seed in range(5):
        sheet = worksheet(seed, 40, lessons=[2])
        texts = [(q.prompt, tuple(map(str, q.cards)), tuple(c.label for c in q.choices)) for q in sheet.questions]
        assert len(set(texts)) == len(texts)


def test_the_mix_is_balanced_between_lessons():
    """Every lesson gets its turn: the counts per lesson differ by at most one, in lesson order."""
    for n in (1, 5, 8, 12, 20, 40):
        kinds = plan(n)
        assert len(kinds) == n
        per_lesson = Counter(KINDS[k].lesson for k in kinds)
        counts = [per_lesson.get(lesson, 0) for lesson in ws.DEFAULT_LESSONS]
        assert max(counts) - min(counts) <= 1
        assert [KINDS[k].lesson for k in kinds] == sorted(KINDS[k].lesson for k in kinds)


def test_a_default_sheet_is_on_tam_cuc_and_tu_sac_comes_when_asked_for():
    """Without --lessons a sheet covers the Tam Cúc lessons; the Tứ Sắc lesson's questions come only when named."""
    tusac = {k.lesson for k in KINDS.values() if not k.make.__module__.startswith("tamcuc.quiz.kinds.")}
    assert tusac and not tusac & set(ws.DEFAULT_LESSONS)
    assert set(ws.DEFAULT_LESSONS) | tusac == set(LESSONS)
    assert {KINDS[k].lesson for k in plan(40)} == set(ws.DEFAULT_LESSONS)
    assert {KINDS[k].lesson for k in plan(6, lessons=sorted(tusac))} == tusac


def test_a_lesson_selection_uses_only_those_lessons_and_all_their_kinds():
    """--lessons 2-4 style: only kinds of those lessons, and each of their kinds once before any repeats."""
    kinds = plan(12, lessons=[2, 3, 4])
    assert {KINDS[k].lesson for k in kinds} == {2, 3, 4}
    assert {k for k in KINDS if KINDS[k].lesson in (2, 3, 4)} <= set(kinds)


@pytest.mark.parametrize(
    "kwargs, named",
    [
        ({"seed": -1}, "seed=-1"),
        ({"seed": "7"}, "seed='7'"),
        ({"seed": 7, "questions": 0}, "questions=0"),
        ({"seed": 7, "questions": 41}, "questions=41"),
        ({"seed": 7, "questions": True}, "questions=True"),
        ({"seed": 7, "lessons": [1, 2]}, "lessons=[1, 2]"),
        ({"seed": 7, "lessons": []}, "lessons=[]"),
    ],
)
def test_bad_worksheet_settings_are_errors_that_name_them(kwargs, named):
    """A bad seed, size or lesson list raises a QuizError (a TamCucError) that names the value and the limit."""
    with pytest.raises(QuizError) as err:
        worksheet(**kwargs)
    assert isinstance(err.value, TamCucError)
    assert str(err.value).startswith(named)


def test_module_examples():
    """The examples in the docstrings of tamcuc.printables.worksheet run and give the output they show."""
    result = doctest.testmod(ws)
    assert result.attempted > 0 and result.failed == 0


# -- the command line -------------------------------------------------------------------------------


def run(*args):
    """Runs ``python -m tamcuc ARGS`` in the repository and returns the completed process (text)."""
    return subprocess.run([sys.executable, "-m", "tamcuc", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, check=False)


def test_the_command_writes_the_worksheet(tmp_path):
    """``python -m tamcuc worksheet --seed 7 --questions 12 --out sheet.html`` writes worksheet(7, 12), every time."""
    first, second = tmp_path / "a.html", tmp_path / "b.html"
    for out in (first, second):
        done = run("worksheet", "--seed", "7", "--questions", "12", "--out", str(out))
        assert done.returncode == 0, done.stderr
        assert done.stderr == ""
    assert first.read_bytes() == second.read_bytes()
    assert first.read_text(encoding="utf-8") == worksheet(7, 12).document()


def test_the_command_takes_lessons_and_paper(tmp_path):
    """--lessons 2-4,8 and --paper letter reach the worksheet."""
    out = tmp_path / "w.html"
    done = run("worksheet", "--seed", "3", "--lessons", "2-4,8", "--paper", "letter", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == worksheet(3, 12, lessons=[2, 3, 4, 8]).document("letter")


@pytest.mark.parametrize(
    "args, message",
    [
        (["worksheet", "--seed", "7", "--questions", "0"], "--questions: 0 is out of range: --questions must be 1 to 40"),
        (["worksheet", "--seed", "7", "--questions", "many"], "--questions: 'many' is not a whole number"),
        (["worksheet", "--seed", "7", "--questions", "41"], "must be 1 to 40"),
        (["worksheet", "--questions", "12"], "the following arguments are required: --seed"),
        (["worksheet", "--seed", "7", "--lessons", "1-3"], "'1-3': worksheets cover lessons 2–9"),
        (["worksheet", "--seed", "7", "--lessons", "two"], "write for example 2-4 or 2,3,5"),
        (["homework", "--seed", "7"], "invalid choice: 'homework'"),
        ([], "the following arguments are required: COMMAND"),
    ],
)
def test_bad_arguments_exit_2_with_a_clear_message(args, message):
    """A bad argument or unknown command prints the usage and what is wrong on stderr, and exits with 2."""
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert "usage: python -m tamcuc" in done.stderr
    assert done.stdout == ""


@pytest.mark.parametrize("where", ["missing-folder/sheet.html", "."])
def test_an_unwritable_out_file_exits_2_and_says_why(tmp_path, where):
    """--out in a folder that does not exist, or naming a folder, is refused with the reason; nothing is written."""
    target = tmp_path / where
    done = run("worksheet", "--seed", "7", "--out", str(target))
    assert done.returncode == 2
    assert f"cannot write --out {target}" in done.stderr
    assert not (tmp_path / "missing-folder").exists()


def test_help_lists_the_commands():
    """``python -m tamcuc --help`` exits 0 and names every command with an example."""
    done = run("--help")
    assert done.returncode == 0
    for command in ("worksheet", "deck", "poster", "plays", "scoresheet"):
        assert command in done.stdout
    assert "python -m tamcuc worksheet --seed 7 --questions 12 --out sheet.html" in done.stdout


@pytest.mark.parametrize("seed", [7, 20270115])
def test_the_title_names_the_set_not_a_place_in_a_series(seed):
    """The sheet and its key say "worksheet (sheet number N)", so seed 7 does not read as "the seventh worksheet"."""
    sheet = worksheet(seed, 3)
    html = sheet.html()
    assert f"<h2>Tam Cúc worksheet (sheet number {seed})</h2>" in html
    assert f"<h2>Answer key: worksheet (sheet number {seed})</h2>" in html
    assert sheet.title == f"Tam Cúc worksheet (sheet number {seed})"
    assert f"worksheet {seed}" not in html


# -- two levels and exit tickets -------------------------------------------------------------------------------


@pytest.mark.parametrize("level", sorted(ws.LEVELS))
def test_a_level_keeps_to_its_kinds_and_its_key_is_the_engines(level):
    """An easy or hard sheet holds only its level's kinds, covers every chosen lesson that has one, names its
    level in the title and the key, and every key answer is question(kind, seed)'s answer."""
    sheet = worksheet(5, 12, lessons=(2, 3, 4, 5), level=level)
    kinds = [q.kind for q in sheet.questions]
    assert set(kinds) <= ws.LEVELS[level]
    assert {KINDS[k].lesson for k in kinds} == {2, 3, 4, 5}
    html = sheet.html()
    word = {"easy": "easy level", "hard": "hard level"}[level]
    assert f"Tam Cúc worksheet, {word} (sheet number 5)" in html and f"Answer key: Tam Cúc worksheet, {word}" in html
    found = re.findall(r'class="tamcuc-key-item" data-kind="([^"]+)" data-seed="(\d+)" data-answer="(\d+)"', html)
    assert len(found) == 12
    for kind, seed, answer in found:
        assert question(kind, int(seed)).answer == int(answer)
    assert sheet == worksheet(5, 12, lessons=(2, 3, 4, 5), level=level)
    assert worksheet(5, 12) == worksheet(5, 12, level=None)  # no level: the sheets made before levels


def test_the_two_levels_split_every_kind_and_a_lesson_without_one_is_left_out():
    """Every quiz kind is in exactly one level; an easy sheet on lessons 7 and 9 (only hard kinds) is refused,
    and an unknown level is a QuizError naming it."""
    assert ws.LEVELS["easy"] | ws.LEVELS["hard"] == set(KINDS) and not ws.LEVELS["easy"] & ws.LEVELS["hard"]
    assert {KINDS[k].lesson for k in plan(8, (5, 7), level="easy")} == {5}
    with pytest.raises(QuizError, match="no easy questions"):
        worksheet(1, 4, lessons=(7, 9), level="easy")
    with pytest.raises(QuizError, match="level="):
        worksheet(1, 4, level="medium")


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_lesson_has_an_exit_ticket_of_three_questions_with_the_engines_key(lesson):
    """exit_ticket(lesson) holds three questions of that lesson's kinds, the same on each of its copies, and a key
    on a new page whose answers are the engine's; the same lesson and seed give the same ticket."""
    made = ws.exit_ticket(lesson, seed=2, copies=3)
    assert len(made.questions) == ws.TICKET_QUESTIONS == 3
    assert {KINDS[q.kind].lesson for q in made.questions} == {lesson}
    html = made.html()
    assert html.count('<div class="tamcuc-ticket">') == 3
    tickets, key = html.split('<div class="tamcuc-sheet tamcuc-key tamcuc-new-page"', 1)
    assert tickets.count('class="tamcuc-ws-q"') == 9 and 'class="tamcuc-key-item"' not in tickets
    found = re.findall(r'class="tamcuc-key-item" data-kind="([^"]+)" data-seed="(\d+)" data-answer="(\d+)"', key)
    assert [(k, int(s)) for k, s, _ in found] == [(q.kind, q.seed) for q in made.questions]
    grid = re.findall(r'class="tamcuc-key-letter">([A-Z])<', key)
    for (kind, seed, answer), letter in zip(found, grid, strict=True):
        assert question(kind, int(seed)).answer == int(answer) and LETTERS[int(answer)] == letter
    assert made.html() == ws.exit_ticket(lesson, seed=2, copies=3).html()
    assert html.count('class="tamcuc-ruler"') == 2


@pytest.mark.parametrize("kwargs, named", [({"lesson": 10}, "lesson="), ({"lesson": True}, "lesson="),
                                           ({"lesson": 5, "copies": 0}, "copies="),
                                           ({"lesson": 5, "seed": -1}, "seed=")])
def test_bad_exit_ticket_settings_are_errors_that_name_them(kwargs, named):
    """A lesson without quizzes, no copies or a negative seed is a QuizError that names the setting."""
    with pytest.raises(QuizError, match=named):
        ws.exit_ticket(**kwargs)


def test_the_commands_write_a_level_and_an_exit_ticket(tmp_path):
    """worksheet --level hard and exit --lesson 4 --lang vi write exactly the printables' documents."""
    for args, made in ((["worksheet", "--seed", "3", "--level", "hard"], worksheet(3, 12, level="hard")),
                       (["exit", "--lesson", "4", "--lang", "vi"], ws.exit_ticket(4, lang="vi"))):
        out = tmp_path / "page.html"
        done = subprocess.run([sys.executable, "-m", "tamcuc", *args, "--out", str(out), "--force"], cwd=ROOT,
                              capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 0, done.stderr
        assert out.read_text(encoding="utf-8") == made.document()
    assert "Phiếu cuối giờ: bài 4" in ws.exit_ticket(4, lang="vi").html()

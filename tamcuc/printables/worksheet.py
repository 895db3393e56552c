"""Printable worksheets of engine-made questions, with an answer key on separate pages.

``worksheet(seed=7, questions=12)`` makes one sheet: the same seed gives the same
sheet, another seed a different sheet of the same difficulty. Which kinds of question
a sheet holds depends only on how many questions it has and which lessons it covers
(:func:`plan`): a balanced mix, the lessons taken in turn, easiest lesson first. The
seed only chooses each question's own seed, so every sheet of a class has the same
kinds in the same places, but not the same questions.

Every question is :func:`tamcuc.quiz.question` (kind, seed) and every answer in the
key is that question's ``answer``, with its explanation; nothing is typed in. The key
starts on a new printed page, so a teacher can print the sheet alone or keep the
key apart; its first line is the answer grid (``1 B  2 A …``) for quick marking,
and the reasons follow. ``lang="vi"`` writes the sheet, its questions and its key in
Vietnamese (the same seed gives the same questions and answers in every language).

>>> w = worksheet(seed=7, questions=4)
>>> [q.kind for q in w.questions]
['deck-count', 'card-beats', 'is-pair', 'trick-winner']
>>> w == worksheet(seed=7, questions=4)
True
"""

from __future__ import annotations

import random
from typing import Iterable, Optional, Sequence

from .._html import esc
from ..draw import cards_html, hand_svg
from ..errors import shown
from ..i18n import N_, language, resolve, t, tn
from ..quiz import KINDS, Question, question
from ..quiz.model import QuizError
from ..quiz.render import LETTERS, strip_verdict, text_html
from ..wording import capitalise, join, number_word
from .base import Printable, ruler_html
from .._public import public_dir

__all__ = [
    "LESSONS", "DEFAULT_LESSONS", "MAX_QUESTIONS", "CARD_WIDTH", "SEED_RANGE", "plan", "Worksheet", "worksheet",
    "answer_grid_html", "LEVELS", "TICKET_QUESTIONS", "MAX_COPIES", "exit_ticket",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

LESSONS = tuple(sorted({k.lesson for k in KINDS.values()}))
"""The lessons that have questions (2 … 9 for Tam Cúc, 13 for Tứ Sắc)."""

DEFAULT_LESSONS = tuple(sorted({k.lesson for k in KINDS.values() if k.make.__module__.startswith("tamcuc.quiz.kinds.")}))
"""The lessons a worksheet covers when none are named: the Tam Cúc ones. Questions on Tứ Sắc,
another game, come only when their lesson is asked for."""

MAX_QUESTIONS = 40
"""The most questions one worksheet holds."""

CARD_WIDTH = 38
"""Pixel width of one card in a question's pictures (about 10 mm printed)."""

SEED_RANGE = 1_000_000
"""Question seeds are drawn from 0 … SEED_RANGE − 1."""

LEVELS = {
    # One step: count, recognise, compare two cards, apply one rule.
    "easy": frozenset({"deck-count", "folk-name", "card-beats", "is-pair", "trick-winner", "hand-size", "ranking",
                       "tusac-both", "tusac-numbers"}),
    # Several steps or a rule of the folk game: characters, real decks, triples, the ban, bắt cái, kết, settlement.
    "hard": frozenset({"han", "real-deck", "highest-card", "is-triple", "play-beats", "first-trick", "dealer", "ket",
                       "settle", "declaration", "house-rule", "tusac-meld", "tusac-rac", "tusac-lenh", "tusac-bung"}),
}
"""The two levels of a worksheet, as the quiz kinds each uses: an easy sheet and a hard sheet on the same lessons
let a class work at two levels (every kind is in exactly one level)."""
assert LEVELS["easy"].isdisjoint(LEVELS["hard"]) and LEVELS["easy"] | LEVELS["hard"] == set(KINDS)

TICKET_QUESTIONS = 3
"""The questions on an exit ticket."""

MAX_COPIES = 8
"""The most tickets one exit-ticket printout holds (cut apart, one per student)."""


def _check_lessons(lessons: Optional[Iterable[int]]) -> tuple:
    if lessons is None:
        return DEFAULT_LESSONS
    try:
        chosen = tuple(sorted(set(lessons)))
    except TypeError:
        raise QuizError(t("lessons={lessons}: give lesson numbers, such as (2, 3, 4)", None,
                          lessons=shown(lessons))) from None
    bad = [n for n in chosen if isinstance(n, bool) or not isinstance(n, int) or n not in LESSONS]
    if bad or not chosen:
        raise QuizError(t("lessons={lessons}: worksheets have questions for {known}; {bad} cannot be used", None,
                          lessons=shown(lessons), known=_lessons_text(LESSONS),
                          bad=", ".join(map(repr, bad)) or t("none", None)))
    return chosen


def _check_count(questions) -> int:
    if isinstance(questions, bool) or not isinstance(questions, int) or not 1 <= questions <= MAX_QUESTIONS:
        raise QuizError(t("questions={questions}: a worksheet holds 1 to {most} questions", None,
                          questions=shown(questions), most=MAX_QUESTIONS))
    return questions


def _check_seed(seed) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise QuizError(t("seed={seed}: a worksheet's seed is a whole number, 0 or more (for example 7)", None,
                          seed=shown(seed)))
    return seed


def _check_level(level, lang: Optional[str] = None):
    if level is not None and level not in LEVELS:
        raise QuizError(t("level={level}: a worksheet is {choices}, or None for every kind", lang,
                          level=shown(level), choices=" or ".join(sorted(LEVELS))))
    return level


def plan(questions: int = 12, lessons: Optional[Iterable[int]] = None, level: Optional[str] = None) -> list:
    """Returns the kinds of a worksheet's questions, in order; it does not depend on the seed.

    The lessons take turns (each lesson's kinds in turn too) until there are
    ``questions``; then the list is put in lesson order, so the sheet starts easy.
    ``level`` (``"easy"`` or ``"hard"``, :data:`LEVELS`) keeps only the kinds of that level;
    a lesson with none of them is left out.

    >>> plan(4, (2, 3), level="easy"), plan(4, (2, 3), level="hard")
    (['deck-count', 'folk-name', 'card-beats', 'card-beats'], ['han', 'real-deck', 'highest-card', 'highest-card'])
    """
    n = _check_count(questions)
    chosen = _check_lessons(lessons)
    level = _check_level(level)
    kinds = {lesson: [k.name for k in KINDS.values() if k.lesson == lesson and (level is None or k.name in LEVELS[level])]
             for lesson in chosen}
    kinds = {lesson: names for lesson, names in kinds.items() if names}
    if not kinds:
        raise QuizError(t("lessons={lessons}: no {level} questions on {known}", None, lessons=shown(lessons),
                          level=level, known=_lessons_text(chosen)))
    picked, turn = [], 0
    while len(picked) < n:
        for lesson in kinds:
            if len(picked) == n:
                break
            options = kinds[lesson]
            picked.append((lesson, turn, options[turn % len(options)]))
        turn += 1
    return [kind for _, _, kind in sorted(picked)]


class Worksheet(Printable):
    """A printable worksheet: ``questions`` (the :class:`Question` objects, in order),
    the ``seed`` and ``lessons`` it was made from, and its language ``lang``; :meth:`html`
    holds the sheet and the key."""

    def __init__(self, seed: int, questions: Sequence[Question], lessons: tuple, lang: Optional[str] = None,
                 level: Optional[str] = None):
        lang = resolve(lang)
        self.seed = seed
        self.questions = tuple(questions)
        self.lessons = lessons
        self.level = level
        with language(lang):
            body = _sheet_html(seed, self.questions, lessons, lang, level) + _key_html(seed, self.questions, lang, level)
        super().__init__(
            "worksheet",
            _title(seed, lang, level),
            body,
            pages=None,
            screen_note=t("Worksheet, sheet number {seed}: {n} questions, then the answer key on a new page. Print at 100 % "
                          "on A4 or US Letter; the rest of this page is not printed.", lang,
                          seed=seed, n=len(self.questions)),
            lang=lang,
        )

    @property
    def answers(self) -> list:
        """Returns the letter of each question's right answer, in order."""
        return [LETTERS[q.answer] for q in self.questions]

    def __eq__(self, other) -> bool:
        return isinstance(other, Worksheet) and self.html() == other.html()

    def __hash__(self) -> int:
        return hash(self.html())

    def __repr__(self) -> str:
        level = "" if self.level is None else f", level={self.level!r}"
        return f"Worksheet(seed={self.seed}, questions={len(self.questions)}, lessons={self.lessons}{level})"


def worksheet(seed: int, questions: int = 12, lessons: Optional[Iterable[int]] = None,
              lang: Optional[str] = None, level: Optional[str] = None) -> Worksheet:
    """Returns the worksheet of set number ``seed`` with ``questions`` questions on ``lessons`` (default: :data:`DEFAULT_LESSONS`),
    written in ``lang`` (default: the current language); ``level`` (``"easy"`` or ``"hard"``) keeps to the kinds of
    that level (:data:`LEVELS`), for a class that works at two levels.

    Each question's seed is drawn from ``random.Random("worksheet:<seed>")`` (with a level,
    ``"worksheet:<seed>:<level>"``); two questions of a sheet never read the same.
    """
    lang = resolve(lang)
    seed = _check_seed(seed)
    chosen = _check_lessons(lessons)
    level = _check_level(level, lang)
    kinds = plan(questions, chosen, level)
    rng = random.Random(f"worksheet:{seed}" if level is None else f"worksheet:{seed}:{level}")
    return Worksheet(seed, _questions(kinds, rng, lang), chosen, lang, level)


def _questions(kinds: Sequence[str], rng: random.Random, lang: Optional[str]) -> list:
    """Returns one engine question of each kind, seeds drawn from ``rng``, no two reading the same."""
    made, seen = [], set()
    for kind in kinds:
        for _ in range(100):
            q = question(kind, rng.randrange(SEED_RANGE), lang=lang)
            key = (q.prompt, tuple(str(c) for c in q.cards), tuple(c.label for c in q.choices))
            if key not in seen:
                break
        seen.add(key)
        made.append(q)
    return made


def _title(seed: int, lang: Optional[str], level: Optional[str]) -> str:
    if level is None:
        return t("Tam Cúc worksheet (sheet number {seed})", lang, seed=seed)
    return t("Tam Cúc worksheet, {level} (sheet number {seed})", lang, seed=seed, level=t(_LEVEL_NAMES[level], lang))


_LEVEL_NAMES = {"easy": N_("easy level"), "hard": N_("hard level")}


def _lessons_text(lessons: tuple, lang: Optional[str] = None) -> str:
    """Returns lesson numbers as text, runs joined: ``lessons 2–9 and 13`` (in Vietnamese ``bài 2–9 và 13``)."""
    parts, run = [], [lessons[0]]
    for n in lessons[1:]:
        if n == run[-1] + 1:
            run.append(n)
        else:
            parts.append(run)
            run = [n]
    parts.append(run)
    words = [f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in parts]
    text = join(words, lang=lang)
    if len(lessons) == 1:
        return t("lesson {numbers}", lang, numbers=text)
    return t("lessons {numbers}", lang, numbers=text)


def _question_html(n: int, q: Question) -> str:
    parts = [
        f'<li class="tamcuc-ws-q" data-kind="{esc(q.kind)}" data-seed="{q.seed}">',
        f'<p class="tamcuc-ws-prompt">{text_html(q.prompt, 22)}</p>',
    ]
    if q.cards:
        parts.append(cards_html(q.cards, q.captions, width=CARD_WIDTH))
    parts.append('<ul class="tamcuc-ws-choices">')
    for i, choice in enumerate(q.choices):
        pic = hand_svg(choice.cards, width=20) if choice.cards is not None else ""
        parts.append(
            f'<li><span class="tamcuc-box" aria-hidden="true"></span><span>{LETTERS[i]}. {text_html(choice.label, 22)}</span>'
            f"{pic}</li>"
        )
    parts.append("</ul></li>")
    return "".join(parts)


def _sheet_html(seed: int, questions: Sequence[Question], lessons: tuple, lang: Optional[str] = None,
                level: Optional[str] = None) -> str:
    items = "".join(_question_html(n, q) for n, q in enumerate(questions, 1))
    blanks = "".join(f'<span>{esc(t(field, lang))} <span class="tamcuc-blank"></span></span>'
                     for field in (N_("Name:"), N_("Class:"), N_("Date:")))
    return (
        f'<div class="tamcuc-sheet tamcuc-ws-sheet" data-seed="{seed}">'
        f"<h2>{esc(_title(seed, lang, level))}</h2>"
        f'<p class="tamcuc-fields">{blanks}</p>'
        "<p>" + esc(tn("The sheet has {n} question on {lessons}. Tick one box for each question. The cards are "
                      "drawn as in the book: red cards carry the square seal ĐỎ.",
                      "The sheet has {n} questions on {lessons}. Tick one box for each question. The cards are "
                      "drawn as in the book: red cards carry the square seal ĐỎ.", len(questions), lang,
                      n=len(questions), lessons=_lessons_text(lessons, lang))) + "</p>"
        f'<ol class="tamcuc-ws-list">{items}</ol>{ruler_html(lang)}</div>'
    )


def _strip_verdict(text: str, lang: Optional[str] = None) -> str:
    """Returns an explanation without its leading verdict (``Right: …``, ``Đúng rồi: …``), capitalised."""
    return strip_verdict(text, lang)


def answer_grid_html(questions: Sequence[Question], lang: Optional[str] = None) -> str:
    """Returns the key's first line: every question's number and the letter of its answer."""
    cells = "".join(
        f'<span class="tamcuc-key-cell"><span class="tamcuc-key-n">{n}</span> '
        f'<b class="tamcuc-key-letter">{LETTERS[q.answer]}</b></span>'
        for n, q in enumerate(questions, 1)
    )
    label = esc(t("Answers, question by question", lang))
    return f'<p class="tamcuc-key-grid" aria-label="{label}">{cells}</p>'


def _key_items(questions: Sequence[Question], lang: Optional[str] = None) -> str:
    """Returns the key's list items: each question's answer, its reason, why the others are wrong, its lesson."""
    items = []
    for q in questions:
        right = q.choices[q.answer]
        others = "".join(
            f"<li>{LETTERS[i]}. {text_html(c.label, 18)}: {esc(c.explanation)}</li>"
            for i, c in enumerate(q.choices)
            if i != q.answer
        )
        lesson = KINDS[q.kind].lesson
        items.append(
            f'<li class="tamcuc-key-item" data-kind="{esc(q.kind)}" data-seed="{q.seed}" data-answer="{q.answer}">'
            f'<p><b class="tamcuc-key-answer">{LETTERS[q.answer]}. {text_html(right.label, 18)}</b></p>'
            f"<p>{esc(_strip_verdict(right.explanation, lang))}</p>"
            f"<ul>{others}</ul>"
            f'<p class="tamcuc-key-lesson">{esc(t("Taught in lesson {n}.", lang, n=lesson))}</p></li>'
        )
    return "".join(items)


def _key_html(seed: int, questions: Sequence[Question], lang: Optional[str] = None,
              level: Optional[str] = None) -> str:
    if level is None:
        title = t("Answer key: worksheet (sheet number {seed})", lang, seed=seed)
    else:
        title = t("Answer key: {title}", lang, title=_title(seed, lang, level))
    return (
        f'<div class="tamcuc-sheet tamcuc-key tamcuc-new-page" data-seed="{seed}">'
        f"<h2>{esc(title)}</h2>"
        f"{answer_grid_html(questions, lang)}"
        "<p>" + esc(t("For the teacher: the answers above, one letter for each question, for quick marking. Below, "
                     "the reason for each answer, why each other choice is wrong, and the lesson that teaches it.",
                     lang)) + "</p>"
        f'<ol class="tamcuc-ws-list tamcuc-key-list">{_key_items(questions, lang)}</ol>'
        f"{ruler_html(lang)}</div>"
    )


# -- exit tickets -------------------------------------------------------------------------------------------


def exit_ticket(lesson: int, seed: int = 1, copies: int = 4, lang: Optional[str] = None) -> Printable:
    """Returns exit tickets for ``lesson``: ``copies`` identical tickets of :data:`TICKET_QUESTIONS` engine
    questions on that lesson's goals (its quiz kinds, taken in turn), to cut apart and hand out at the end of
    the class, then the key on a new page. The same lesson and ``seed`` give the same ticket.

    >>> [q.kind for q in exit_ticket(4).questions]
    ['is-pair', 'is-triple', 'play-beats']
    """
    lang = resolve(lang)
    if isinstance(lesson, bool) or lesson not in LESSONS:
        raise QuizError(t("lesson={lesson}: exit tickets have questions for {known}", lang, lesson=shown(lesson),
                          known=_lessons_text(LESSONS, lang)))
    seed = _check_seed(seed)
    if isinstance(copies, bool) or not isinstance(copies, int) or not 1 <= copies <= MAX_COPIES:
        raise QuizError(t("copies={copies}: print 1 to {most} tickets at a time", lang, copies=shown(copies),
                          most=MAX_COPIES))
    names = [k.name for k in KINDS.values() if k.lesson == lesson]
    kinds = [names[i % len(names)] for i in range(TICKET_QUESTIONS)]
    with language(lang):
        questions = _questions(kinds, random.Random(f"exit:{lesson}:{seed}"), lang)
        title = t("Exit ticket: lesson {n} (ticket number {seed})", lang, n=lesson, seed=seed)
        blanks = "".join(f'<span>{esc(t(field, lang))} <span class="tamcuc-blank"></span></span>'
                         for field in (N_("Name:"), N_("Class:")))
        items = "".join(_question_html(n, q) for n, q in enumerate(questions, 1))
        ticket = (f'<div class="tamcuc-ticket"><h3>{esc(title)}</h3><p class="tamcuc-fields">{blanks}</p>'
                  f'<ol class="tamcuc-ws-list">{items}</ol></div>')
        key = (
            f'<div class="tamcuc-sheet tamcuc-key tamcuc-new-page" data-lesson="{lesson}">'
            f"<h2>{esc(t('Answer key: {title}', lang, title=title))}</h2>"
            f"{answer_grid_html(questions, lang)}"
            f'<ol class="tamcuc-ws-list tamcuc-key-list">{_key_items(questions, lang)}</ol>{ruler_html(lang)}</div>'
        )
    body = (f'<div class="tamcuc-sheet tamcuc-tickets" data-lesson="{lesson}">{ticket * copies}'
            f"{ruler_html(lang)}</div>{key}")
    note = tn("{copies} exit ticket of {n} questions on lesson {lesson}, to cut apart, then the key on a new page. "
              "Print at 100 % on A4 or US Letter; the rest of this page is not printed.",
              "{copies} exit tickets of {n} questions on lesson {lesson}, to cut apart, then the key on a new page. "
              "Print at 100 % on A4 or US Letter; the rest of this page is not printed.", copies, lang,
              copies=capitalise(number_word(copies, lang)), n=number_word(TICKET_QUESTIONS, lang), lesson=lesson)
    made = Printable("exit", title, body, pages=None, screen_note=note, lang=lang)
    made.questions = tuple(questions)
    made.lesson = lesson
    return made

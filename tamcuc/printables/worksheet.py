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
from ..i18n import N_, language, resolve, t
from ..quiz import KINDS, Question, question
from ..quiz.model import QuizError
from ..quiz.render import LETTERS, strip_verdict, text_html
from ..wording import join
from .base import Printable, ruler_html
from .._public import public_dir

__all__ = [
    "LESSONS", "DEFAULT_LESSONS", "MAX_QUESTIONS", "CARD_WIDTH", "SEED_RANGE", "plan", "Worksheet", "worksheet",
    "answer_grid_html",
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


def plan(questions: int = 12, lessons: Optional[Iterable[int]] = None) -> list:
    """Returns the kinds of a worksheet's questions, in order; it does not depend on the seed.

    The lessons take turns (each lesson's kinds in turn too) until there are
    ``questions``; then the list is put in lesson order, so the sheet starts easy.
    """
    n = _check_count(questions)
    chosen = _check_lessons(lessons)
    kinds = {lesson: [k.name for k in KINDS.values() if k.lesson == lesson] for lesson in chosen}
    picked, turn = [], 0
    while len(picked) < n:
        for lesson in chosen:
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

    def __init__(self, seed: int, questions: Sequence[Question], lessons: tuple, lang: Optional[str] = None):
        lang = resolve(lang)
        self.seed = seed
        self.questions = tuple(questions)
        self.lessons = lessons
        with language(lang):
            body = _sheet_html(seed, self.questions, lessons, lang) + _key_html(seed, self.questions, lang)
        super().__init__(
            "worksheet",
            t("Tam Cúc worksheet (sheet number {seed})", lang, seed=seed),
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
        return f"Worksheet(seed={self.seed}, questions={len(self.questions)}, lessons={self.lessons})"


def worksheet(seed: int, questions: int = 12, lessons: Optional[Iterable[int]] = None,
              lang: Optional[str] = None) -> Worksheet:
    """Returns the worksheet of set number ``seed`` with ``questions`` questions on ``lessons`` (default: :data:`DEFAULT_LESSONS`),
    written in ``lang`` (default: the current language).

    Each question's seed is drawn from ``random.Random("worksheet:<seed>")``; two
    questions of a sheet never read the same.
    """
    lang = resolve(lang)
    seed = _check_seed(seed)
    chosen = _check_lessons(lessons)
    kinds = plan(questions, chosen)
    rng = random.Random(f"worksheet:{seed}")
    made, seen = [], set()
    for kind in kinds:
        for _ in range(100):
            q = question(kind, rng.randrange(SEED_RANGE), lang=lang)
            key = (q.prompt, tuple(str(c) for c in q.cards), tuple(c.label for c in q.choices))
            if key not in seen:
                break
        seen.add(key)
        made.append(q)
    return Worksheet(seed, made, chosen, lang)


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


def _sheet_html(seed: int, questions: Sequence[Question], lessons: tuple, lang: Optional[str] = None) -> str:
    items = "".join(_question_html(n, q) for n, q in enumerate(questions, 1))
    blanks = "".join(f'<span>{esc(t(field, lang))} <span class="tamcuc-blank"></span></span>'
                     for field in (N_("Name:"), N_("Class:"), N_("Date:")))
    return (
        f'<div class="tamcuc-sheet tamcuc-ws-sheet" data-seed="{seed}">'
        f"<h2>{esc(t('Tam Cúc worksheet (sheet number {seed})', lang, seed=seed))}</h2>"
        f'<p class="tamcuc-fields">{blanks}</p>'
        "<p>" + esc(t("{n} questions on {lessons}. Tick one box for each question. The cards are drawn as in the "
                     "book: red cards carry the square seal ĐỎ.", lang, n=len(questions),
                     lessons=_lessons_text(lessons, lang))) + "</p>"
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


def _key_html(seed: int, questions: Sequence[Question], lang: Optional[str] = None) -> str:
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
    return (
        f'<div class="tamcuc-sheet tamcuc-key tamcuc-new-page" data-seed="{seed}">'
        f"<h2>{esc(t('Answer key: worksheet (sheet number {seed})', lang, seed=seed))}</h2>"
        f"{answer_grid_html(questions, lang)}"
        "<p>" + esc(t("For the teacher: the answers above, one letter for each question, for quick marking. Below, "
                     "the reason for each answer, why each other choice is wrong, and the lesson that teaches it.",
                     lang)) + "</p>"
        f'<ol class="tamcuc-ws-list tamcuc-key-list">{"".join(items)}</ol>'
        f"{ruler_html(lang)}</div>"
    )

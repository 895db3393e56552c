"""Showing a quiz: one object, one face (the site's HTML quiz), run by the page or by JupyterLab.

``quiz(kind, seed)`` returns a :class:`Quiz`: a short round of ``1 + MORE``
questions of one kind (seeds ``seed``, ``seed + SEED_STEP`` …). As the last line of a
notebook cell it displays itself through ``_repr_mimebundle_``, which carries:

``application/vnd.jupyter.widget-view+json``
    the JupyterLab face (:class:`tamcuc.quiz_widget.QuizWidget`, an anywidget): the same HTML as
    the site's, run by the same script (:func:`quiz_function`); "More questions" asks the kernel
    for each new question instead of the page's engine, so the notebook's quiz looks and behaves
    as the site's and keeps the reader's answers in the browser too.
``text/html``
    a self-contained quiz for the built book: inline ``<style>`` and
    ``<script>``, no external requests, works without a kernel and from
    ``file://``. It embeds the round's questions; the script only reveals what
    Python computed (each choice's correctness and feedback text), counts the
    round, keeps the reader's answers in the browser (``localStorage``, nothing
    leaves the machine) and sums the round up. Past the embedded questions,
    "More questions" asks the engine in the page for more
    (``window.tamcuc.call("quiz_question", kind, seed, index)``, and the quiz's
    language as a fifth argument when it is not English; it returns
    :func:`question_block_html`) when ``window.tamcuc.available``; otherwise the
    round starts again. Every word the script writes comes from the container's
    ``data-words``, in the quiz's language (``quiz(kind, seed, lang="vi")``).
``text/plain``
    the prompt and lettered choices.

Everything except the widget's model id is a function of the question(s):
the same kind and seed give byte-identical HTML and text.

DOM contract of the HTML face (for browser tests, the engine in the page and styling):

- the container is ``<div class="tamcuc-quiz" id="tcq-KIND-SEED" lang data-lang data-kind
  data-seed data-count data-step data-words>`` (``data-count``: the embedded questions;
  ``data-step``: :data:`SEED_STEP`; ``lang``, ``data-lang``: the quiz's language, ``en`` or
  ``vi``; ``data-words``: the words the script writes, as JSON, in that language, see
  :func:`quiz_words`: the script itself holds no word a reader sees); one page should hold
  a given kind and seed once;
- question ``N`` of the quiz (``N`` = 0, 1 …) has seed ``SEED + N * SEED_STEP`` (or one of the next
  seeds when that question would repeat an earlier one of its round, or one of the round before; or,
  first of a round, another question of its round in its place: :func:`round_questions`) and is a
  ``<div class="tamcuc-q" id="tcq-KIND-SEED-qN" data-seed data-index>``; all but the
  current one are ``hidden``; :func:`question_block_html` makes exactly this markup, so a
  question the engine makes in the page is wired like an embedded one;
- each answer is ``<button type="button" class="tamcuc-choice" data-correct="true|false"
  data-feedback="…" data-key="1…">``; ids ``tcq-KIND-SEED-qN-cI`` (I: choice 0 …);
- a round is ``data-count`` questions: the embedded ones, then each ``data-count`` more the
  engine in the page makes;
- ``<p class="tamcuc-progress">`` reads "Question 3 of 5 · 2 right first time so far" (first answers
  of the round count), never "Question 6": the sixth question is question 1 of the next
  round; ``<p class="tamcuc-summary" role="status" aria-live="polite">`` is empty until
  every question of the round is answered, then sums the round up; the quiz stops there:
  the next question comes only when the reader asks for "More questions" (a new round);
- the feedback is ``<p class="tamcuc-feedback" role="status" aria-live="polite">``; a click
  writes that choice's ``data-feedback`` into it (starting "Right!" or "Not quite.", so a
  screen reader hears the verdict first) and sets ``data-state="right|wrong"`` on the
  feedback and on the clicked button;
- the head ``<div class="tamcuc-quiz-head">`` holds the label "Quiz" and the kind's plain
  title ``<span class="tamcuc-quiz-title">`` (:func:`kind_title`, from the registry:
  ``KINDS[kind].title``), then the progress line;
- once the right answer is clicked the question is locked: the panel gets
  ``data-locked="1"``, its choices ``aria-disabled="true"``, and further clicks and number
  keys do nothing; "Next question" still goes on (reset and "Start again" unlock);
- keys: with the focus in the quiz, letter keys A … E (as the answers are labelled, either
  case) or number keys 1 … 5 choose a choice (focus it and set ``data-selected``), Enter confirms (the focused button's own click); the keys hint
  ``<span class="tamcuc-keyhint">`` is hidden on touch screens and below 600 px;
- ``<button class="tamcuc-next">`` moves to the next question and focuses its first
  choice: "Next question", then at the round's last question "More questions" (engine in
  the page: a new round) or "Start again"; it is left out when there is no other question;
  ``<button class="tamcuc-reset">`` ("Reset this quiz", shown once something is answered)
  and ``<button class="tamcuc-forget">`` ("Forget all my quiz answers", every quiz of the
  book, shown with the summary) forget what the browser kept;
- the browser keeps, per quiz id, ``localStorage["tamcuc-quiz:" + id]`` =
  ``{"v": data-version, "cur": N, "first": [choice index or -1, …], "last": […],
  "made": [seed, …]}``: the question shown, the reader's first answer to each question (what
  counts) and last (what the question shows again after a reload), and the seed of each
  question the engine made (question ``data-count + k`` has seed ``made[k]``: after a reload
  the script asks the engine for them again, in order, and then shows question ``cur``);
  ``last`` and ``made`` may be missing; it ignores what it kept for another ``data-version``
  (:func:`quiz_version`: the questions changed);
- buttons are rendered ``disabled`` and enabled by the script, so without JavaScript
  nothing looks clickable that does nothing; the container then gets ``data-ready="1"``;
- a Hán character of a rank in a prompt or a choice is drawn, never typed
  (:func:`text_html`: an ``<svg class="tamcuc-han">`` from :func:`tamcuc.draw.han_svg`
  whose accessible name is the character), so it reads on a machine without CJK fonts;
  the plain-text face keeps the character, and feedback texts never carry one.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from typing import Optional, Sequence

import json

from .._html import css, esc, script, with_widget
from ..errors import shown
from ..cards import Rank
from ..draw import CARD_PX, cards_html, han_svg, hand_svg
from ..i18n import N_, language, resolve, t
from .model import KINDS, MAX_SEED, Kind, Question, question
from .._public import public_dir

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MORE = 4
"""How many further questions a quiz's round holds after its first."""

MAX_MORE = 49
"""The most further questions one :class:`Quiz` shows after its first (a round of 50 at most)."""

MAX_INDEX = 10 ** 9
"""The last place a question can have in its quiz (so that its first seed stays a number a page can write)."""

SEED_STEP = 100
"""Question N of a quiz has seed ``seed + N * SEED_STEP``: two quizzes of one kind on a page
(a lesson's ``quiz("trick-winner", seed=2)`` and ``seed=5``) never repeat each other's
questions unless their seeds differ by a multiple of it."""


def seed_of(first: int, index: int) -> int:
    """Returns the seed of question ``index`` of the quiz whose first question has seed ``first``: the
    seed it is drawn from first (:func:`round_questions` draws it again, from the next seeds, when it
    would repeat an earlier question of its round or one of the round before)."""
    return first + index * SEED_STEP


REDRAWS = 60
"""How many times, at most, a question that repeats an earlier one of its round is drawn again."""

FRESH_REDRAWS = 20
"""How many draws, at most, look for a question the round before did not ask, before one of that round's
questions is let in again (a kind with few different questions cannot always avoid them)."""

CHAINED_ROUNDS = 10
"""How many rounds in a row are drawn each knowing the round before (:func:`round_questions`); the first
round of each run of them (round 0, round ``CHAINED_ROUNDS`` …) is drawn afresh, so that making any
question of a quiz draws at most ``2 * CHAINED_ROUNDS`` rounds, however far the reader has gone."""


def _redraw_seed(seed: int, attempt: int) -> int:
    """Returns the seed of draw ``attempt`` (0: the first) of the question whose seed is ``seed``.

    Redraws stay within ``SEED_STEP - 1`` of it, so they never land on another question's seed of the quiz.
    """
    step = attempt % SEED_STEP
    return seed + step if seed + step <= MAX_SEED else seed - step


@lru_cache(maxsize=512)
def _drawn_round(entry: Kind, first: int, count: int, number: int) -> tuple:
    """Returns ``((seed, key), …)``: the seeds and :meth:`Question.key` (in English) of the ``count``
    questions of round ``number`` of the quiz of ``entry`` starting at seed ``first``, in the order drawn.

    Each question is drawn from its seed (:func:`seed_of`), then from the next ones (:func:`_redraw_seed`),
    until it repeats no earlier question of its round; and, unless the round is the first of a run of
    :data:`CHAINED_ROUNDS`, until it repeats no question of the round before (:data:`FRESH_REDRAWS` draws
    at most, then a question of that round is let in) and, first of its round, until it is not the last
    question of the round before, the one the reader has just answered.
    """
    from .model import QuizError

    kind = entry.name
    before = () if number % CHAINED_ROUNDS == 0 else _drawn_round(entry, first, count, number - 1)
    asked = {key for _, key in before}
    just_seen = before[-1][1] if before else None
    seen, drawn = set(), []
    for index in range(number * count, (number + 1) * count):
        base = seed_of(first, index)
        fresh = again = None
        for attempt in range(REDRAWS + 1):
            if again is not None and attempt >= FRESH_REDRAWS:
                break
            seed = _redraw_seed(base, attempt)
            key = question(kind, seed, lang="en").key()
            if key in seen or (not drawn and key == just_seen):
                continue
            if key not in asked:
                fresh = (seed, key)
                break
            again = again or (seed, key)
        pick = fresh or again
        if pick is None:
            raise QuizError(t("{kind}, seed {seed}: a round of {count} questions would ask one twice (only {found} "
                              "different ones were found); ask for fewer", kind=kind, seed=first, count=count,
                              found=len(seen)))
        seen.add(pick[1])
        drawn.append(pick)
    return tuple(drawn)


def round_questions(kind: str, first: int, upto: int, lang: Optional[str] = None, size: Optional[int] = None) -> list:
    """Returns the questions of the quiz of ``kind`` starting at seed ``first``, from the start of the
    round holding question ``upto`` to question ``upto`` itself, none the same as one before it in its round.

    A round holds ``size`` questions (default ``1 + MORE``, the rounds of the book's quizzes and of
    their "More questions"); :class:`Quiz` asks for rounds of its own length.
    Two questions are the same when a reader sees the same thing (:meth:`Question.key`: the same
    prompt, cards and captions, and the same right answer), compared in English so that every
    language asks the same questions. A question that repeats an earlier one of its round is drawn
    again from the next seed (``seed + 1`` …, at most :data:`REDRAWS` times); its ``seed`` is the one
    it was drawn from, so ``question(kind, q.seed)`` makes it again. When every redraw repeats an
    earlier question (the kind has too few different questions for so long a round) it raises
    :class:`QuizError` rather than ask a question twice.

    A new round ("More questions") never opens with the question the reader has just answered, the last
    of the round before, and asks none of that round's questions again where the kind has enough
    different ones (:func:`_drawn_round`). The first round of a run of :data:`CHAINED_ROUNDS` is drawn
    without knowing the one before; when it would open with that round's last question, its first two
    questions change places (in a round of three or more, so that its last question stays the one the
    next round knows). Round 0, the quiz's own, is drawn as it always was.
    """
    from ..checks import whole
    from .model import QuizError

    first = whole(first, "first", -MAX_SEED, MAX_SEED, error=QuizError)
    upto = whole(upto, "index", 0, MAX_INDEX, error=QuizError)
    count = 1 + MORE if size is None else whole(size, "size", 1, 1 + MAX_MORE, error=QuizError)
    lang = resolve(lang)
    question(kind, first)  # refuses an unknown kind in the engine's words, before any redraw
    number = upto // count
    drawn = list(_drawn_round(KINDS[kind], first, count, number))
    if number and number % CHAINED_ROUNDS == 0 and count >= 3:
        if drawn[0][1] == _drawn_round(KINDS[kind], first, count, number - 1)[-1][1]:
            drawn[0], drawn[1] = drawn[1], drawn[0]
    return [question(kind, seed, lang=lang) for seed, _ in drawn[: upto % count + 1]]


def quiz_question_at(kind: str, first: int, index: int, lang: Optional[str] = None) -> Question:
    """Returns question ``index`` (from 0) of the quiz of ``kind`` whose first question has seed ``first``:
    one that differs from every earlier question of its round of ``1 + MORE``, and, first of a round, from
    the last question of the round before (:func:`round_questions`)."""
    return round_questions(kind, first, index, lang)[-1]

CARD_WIDTH = CARD_PX
"""Pixel width of one card in a question's pictures and its answers' (60: the card writes its name)."""

RIGHT = N_("Right! ")
WRONG = N_("Not quite. ")
STORAGE_PREFIX = "tamcuc-quiz:"
"""The ``localStorage`` key of a quiz is this and the quiz's id."""

VERDICTS = {
    "en": (("Right",), ("No:", "No,", "Not quite", "Wrong")),
    "vi": (("Đúng rồi",), ("Chưa đúng", "Sai")),
}
"""How an explanation that carries its own verdict starts, per language: (right, wrong)."""


def feedback_text(q: Question, index: int) -> str:
    """Returns what the reader sees after choosing ``q.choices[index]``, graded by :meth:`Question.grade`.

    The explanation starts with a verdict: its own (``Right: …``, ``No: …``; in Vietnamese
    ``Đúng rồi: …``, ``Chưa đúng: …``) when it has one, else ``Right!`` or ``Not quite.``
    (``Đúng rồi!``, ``Chưa đúng.``) is put in front, in the question's language.
    """
    fb = q.grade(index)
    right, wrong = VERDICTS[q.lang]
    if fb.text.startswith(right if fb.correct else wrong):
        return fb.text
    return t(RIGHT if fb.correct else WRONG, q.lang) + fb.text


def strip_verdict(text: str, lang: Optional[str] = None) -> str:
    """Returns a right answer's explanation without its leading verdict (``Right: …``), capitalised.

    >>> strip_verdict("Right: a chariot outranks a cannon."), strip_verdict("Đúng rồi: xe lớn hơn pháo.", "vi")
    ('A chariot outranks a cannon.', 'Xe lớn hơn pháo.')
    """
    lang = resolve(lang)
    leads = [t(RIGHT, lang)] + [t(RIGHT, lang).rstrip(" !") + tail for tail in (": ", ", ", ". ")]
    for lead in leads:
        if text.startswith(lead):
            text = text[len(lead):]
            break
    return text[:1].upper() + text[1:]


_PROGRESS = N_("Question {n} of {count}")
_PROGRESS_RIGHT = N_("{where} · {right} right first time so far")
_SUMMARY = N_("All {count} answered: {right} right first time.")
_CHEER = N_(" Well done!")


def progress_text(index: int, count: int, right: Optional[int] = None, lang: Optional[str] = None) -> str:
    """Returns the progress line: ``Question 3 of 5 · 2 right first time so far`` (``right`` None: nothing answered yet).

    ``index`` counts from the quiz's first question; a round holds ``count`` questions, and
    question ``count`` (from 0) is the first of the next round ("More questions"), never a
    "Question 6 of 5". ``right`` counts the first answers of the round.

    >>> progress_text(2, 5, 2, lang="vi")
    'Câu 3 / 5 · số câu đúng ngay lần đầu: 2'
    >>> progress_text(5, 5)
    'Question 1 of 5'
    """
    where = t(_PROGRESS, lang, n=index % count + 1, count=count)
    return where if right is None else t(_PROGRESS_RIGHT, lang, where=where, right=right)


def summary_text(right: int, count: int, lang: Optional[str] = None) -> str:
    """Returns the end-of-round summary: ``All 5 answered: 4 right first time.``"""
    cheer = t(_CHEER, lang) if right == count else ""
    return t(_SUMMARY, lang, count=count, right=right) + cheer


_HAN = {rank.han: rank for rank in Rank}
_HAN_CHAR = re.compile("[" + "".join(_HAN) + "]")

HAN_SIZE = 30
"""Pixel size of a Hán character drawn in a prompt or on an answer button."""


def text_html(text: str, size: float = HAN_SIZE) -> str:
    """Returns ``text`` escaped for HTML, each Hán character of a rank drawn rather than typed.

    A school machine often has no CJK font and would show a typed ``砲`` as an empty
    box; :func:`tamcuc.draw.han_svg` draws its outline instead. The picture's
    accessible name is the character alone, so a screen reader reads it without
    being told the rank the question asks for.

    >>> text_html("Xe & Pháo")
    'Xe &amp; Pháo'
    >>> "砲" in text_html("The character 砲.").split('aria-label="')[1].split('"')[0]
    True
    """
    text = str(text)
    parts, at = [], 0
    for m in _HAN_CHAR.finditer(text):
        parts.append(esc(text[at:m.start()]))
        parts.append(han_svg(_HAN[m.group()], size, label=m.group()))
        at = m.end()
    parts.append(esc(text[at:]))
    return "".join(parts)


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() and ch.isascii() else "-" for ch in str(text).lower())


def quiz_id(kind: str, seed: int) -> str:
    """Returns the id of the quiz of ``kind`` whose first question has ``seed``: ``tcq-card-beats-3``."""
    return f"tcq-{_slug(kind)}-{seed}"


def _cards_text(q: Question) -> str:
    groups = [str(g) if g is not None else t("(face down)", q.lang) for g in q.cards]
    if q.captions:
        groups = [f"{c}: {g}" for c, g in zip(q.captions, groups)]
    return "; ".join(groups)


def question_text(q: Question) -> str:
    """Returns a question as plain text (in its language): the prompt, the cards, and lettered choices."""
    lines = [q.prompt]
    if q.cards:  # captioned groups say what they are ("An (leads): H; Bình: c"), one colon each
        text = _cards_text(q)
        lines.append(text[:1].upper() + text[1:] if q.captions else t("Cards: {cards}", q.lang, cards=text))
    for i, choice in enumerate(q.choices):
        extra = f" [{choice.cards}]" if choice.cards is not None else ""
        lines.append(f"  {LETTERS[i]}. {choice.label}{extra}")
    return "\n".join(lines)


# -- the static HTML/JS face ---------------------------------------------------------

def _style() -> str:
    """Returns the quiz's ``<style>``: ``tamcuc/static/quiz.css`` on one line, its comments left out."""
    return "<style>" + css("quiz.css") + "</style>"


def _script(base: str) -> str:
    """Returns the script of the quiz ``base``: ``tamcuc/static/quiz.js``, lines trimmed, comment lines
    left out, inside CDATA so that the quiz stays well-formed XML.

    It knows no rule: it shows the feedback Python wrote into each button, counts first answers,
    keeps them in localStorage (checked when read, merged across tabs) and asks the engine in the
    page (``window.tamcuc``, see :mod:`tamcuc.web`) for more questions."""
    code = script("quiz.js").replace("__QUIZ_ID__", base).replace("__PREFIX__", STORAGE_PREFIX)
    return "//<![CDATA[\n" + code + "\n//]]>"


_KEYS_HINT = N_("Keyboard: press {first}–{last} or 1–{n} to pick an answer, then Enter.")
_KEPT_NOTE = N_("Your answers are kept in this browser only.")
_NEXT = N_("Next question")
_MORE = N_("More questions")

_WORDS = {
    "progress": _PROGRESS,
    "right": _PROGRESS_RIGHT,
    "summary": _SUMMARY,
    "cheer": _CHEER,
    "next": _NEXT,
    "more": _MORE,
    "again": N_("Start again"),
    "loading": N_("Making a new question…"),
    "wait": N_("One moment: the new question is on its way…"),
    "failed": N_("New questions could not be made in this browser; your answers are kept."),
    "back": N_("One moment: the question you were on is coming back…"),
}
"""The words the quiz's script writes (in the container's ``data-words``), ``{placeholders}`` filled by the script."""


def quiz_words(lang: Optional[str] = None) -> dict:
    """Returns the words the HTML quiz's script shows (progress, summary, button labels), in ``lang``.

    >>> quiz_words("vi")["next"]
    'Câu tiếp theo'
    """
    return {key: t(message, lang) for key, message in _WORDS.items()}


def kind_title(kind: str, lang: Optional[str] = None) -> str:
    """Returns the plain title a quiz of ``kind`` shows in its head (``Which card wins?``) in ``lang``,
    or "" for a kind that is not registered (a hand-made question)."""
    entry = KINDS.get(kind)
    return t(entry.title, lang) if entry is not None else ""


def _title_html(kind: str, lang: str) -> str:
    title = kind_title(kind, lang)
    return f'<span class="tamcuc-quiz-title">{text_html(title)}</span>' if title else ""


def _question_html(q: Question, base: str, n: int) -> str:
    """Returns question ``n`` of the quiz ``base``: prompt, cards, and the answer buttons.

    It is drawn in the question's language: pictures that name themselves (a Tứ Sắc hand,
    cards face down) speak it too.
    """
    with language(q.lang):
        return _question_markup(q, base, n)


def _question_markup(q: Question, base: str, n: int) -> str:
    qid = f"{base}-q{n}"
    hidden = " hidden" if n else ""
    parts = [
        f'<div class="tamcuc-q" id="{qid}" data-seed="{q.seed}" data-index="{n}"{hidden}>',
        f'<p class="tamcuc-prompt" id="{qid}-p">{text_html(q.prompt)}</p>',
    ]
    if q.cards:
        parts.append(_cards_html(q))
    parts.append(f'<div class="tamcuc-choices" role="group" aria-labelledby="{qid}-p">')
    for i, choice in enumerate(q.choices):
        pic = _hand_svg(choice.cards, q.lang) if choice.cards is not None else ""
        parts.append(
            f'<button type="button" class="tamcuc-choice" id="{qid}-c{i}" data-key="{i + 1}" '
            f'data-correct="{"true" if choice.correct else "false"}" '
            f'data-feedback="{esc(feedback_text(q, i))}" disabled>'
            f"{LETTERS[i]}. {text_html(choice.label)}{pic}</button>"
        )
    parts.append("</div></div>")
    return "".join(parts)


def question_block_html(kind: str, seed: int, index: int, lang: Optional[str] = None) -> str:
    """Returns the markup of question ``index`` (seed ``seed``) of the quiz of ``kind`` that
    starts at seed ``seed - index * SEED_STEP``, written in ``lang`` (default: the current language).

    The ids (``tcq-KIND-FIRST-qINDEX…``) are the ones an embedded question there would have.
    The engine in the page returns this (``tamcuc.web.quiz_question``) for "More
    questions"; the quiz's script inserts and wires it like an embedded question, and
    passes the quiz's ``data-lang`` as a fifth argument when it is not English.
    """
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        from .model import QuizError

        raise QuizError(t("index={index}: a question's place in its quiz is a whole number, 0 or more",
                          index=shown(index)))
    if index > MAX_INDEX:
        from .model import QuizError

        raise QuizError(t("index={index}: a question's place in its quiz is at most {most}", index=shown(index),
                          most=MAX_INDEX))
    if isinstance(seed, bool) or not isinstance(seed, int) or abs(seed) > MAX_SEED:
        question(kind, seed)  # refuses the seed (or the kind) in the engine's words
    first = seed - index * SEED_STEP
    return _question_html(quiz_question_at(kind, first, index, lang=lang), quiz_id(kind, first), index)


def quiz_version(questions: Sequence[Question]) -> str:
    """Returns a short digest of the quiz's questions and answers.

    The browser keeps a reader's answers with it and forgets them when a new version of
    the book asks something else under the same quiz id.
    """
    text = "\n".join(f"{q.kind}|{q.seed}|{q.prompt}|{'|'.join(c.label for c in q.choices)}|{q.answer}"
                      for q in questions)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _cards_html(q: Question) -> str:
    """Returns the question's groups of cards drawn with their captions, described in its language."""
    return cards_html(q.cards, q.captions, width=CARD_WIDTH, lang=q.lang)


def _hand_svg(cards, lang: str) -> str:
    return hand_svg(cards, width=CARD_WIDTH, lang=lang)


def quiz_function() -> str:
    """Returns the quiz's script as one JavaScript function of the quiz's element (``function(r){…}``),
    not called: JupyterLab's quiz widget (:mod:`tamcuc.quiz_widget`) runs it on the HTML it draws, so
    the notebook's quiz behaves as the site's, from the same code."""
    code = script("quiz.js").replace("__PREFIX__", STORAGE_PREFIX)
    call = "})(document.getElementById('__QUIZ_ID__'));"
    if not code.endswith(call):
        raise AssertionError("tamcuc/static/quiz.js must end by calling its function on the quiz's element")
    return code[: -len(call)] + "})"


def quiz_html(questions: Sequence[Question], lang: Optional[str] = None, *, script: bool = True) -> str:
    """Returns the self-contained HTML/JS quiz for ``questions`` (the first shown, the rest behind "Next question").

    Its own words (the head, the buttons, the progress line the script writes) are in ``lang``,
    by default the first question's language; the container says which (``lang="vi"``).
    ``script=False`` leaves the script out (the notebook's widget runs it, :func:`quiz_function`).
    """
    first = questions[0]
    lang = first.lang if lang is None else resolve(lang)
    base = quiz_id(first.kind, first.seed)
    count = len(questions)
    panels = "".join(_question_html(q, base, n) for n, q in enumerate(questions))
    renewable = count > 1
    nxt = (f'<button type="button" class="tamcuc-next" id="{base}-next" disabled>{esc(t(_NEXT, lang))}</button>'
           if renewable else "")
    most = max(len(q.choices) for q in questions)
    words = json.dumps(quiz_words(lang), ensure_ascii=False, separators=(",", ":"))
    return (
        f'<div class="tamcuc-quiz" id="{base}" lang="{lang}" data-lang="{lang}" data-kind="{esc(first.kind)}" '
        f'data-seed="{first.seed}" data-count="{count}" data-step="{SEED_STEP}" '
        f'data-version="{quiz_version(questions)}" data-words="{esc(words)}">'
        f"{_style()}"
        f'<div class="tamcuc-quiz-head"><span class="tamcuc-quiz-heading"><span class="tamcuc-quiz-label">'
        f"{esc(t('Quiz', lang))}</span>"
        f"{_title_html(first.kind, lang)}</span>"
        f'<p class="tamcuc-progress" id="{base}-progress">{esc(progress_text(0, count, lang=lang))}</p></div>'
        f"{panels}"
        f'<p class="tamcuc-feedback" id="{base}-fb" role="status" aria-live="polite"></p>'
        f'<p class="tamcuc-summary" id="{base}-summary" role="status" aria-live="polite"></p>'
        f'<div class="tamcuc-actions">{nxt}'
        f'<button type="button" class="tamcuc-reset" id="{base}-reset" disabled hidden>'
        f"{esc(t('Reset this quiz', lang))}</button>"
        f'<button type="button" class="tamcuc-forget" id="{base}-forget" disabled hidden>'
        f"{esc(t('Forget all my quiz answers', lang))}</button>"
        f"</div>"
        f'<p class="tamcuc-keys"><span class="tamcuc-keyhint">{esc(t(_KEYS_HINT, lang, first=LETTERS[0], last=LETTERS[most - 1], n=most))} </span>'
        f"{esc(t(_KEPT_NOTE, lang))}</p>"
        f"{f'<script>{_script(base)}</script>' if script else ''}"
        f"</div>"
    )


# -- the object a notebook displays ------------------------------------------------


class Quiz:
    """A round of questions to show in a notebook: a widget in JupyterLab, an HTML/JS quiz on the site.

    ``more`` further questions (0 … :data:`MAX_MORE`; default :data:`MORE`; seeds SEED_STEP apart,
    none repeating another) follow the first; for a kind that is not registered there are none.
    A kind with too few different questions for so long a round is refused (:class:`QuizError`). ``lang`` is the language of the quiz's own words and of
    its questions (default: the question's language); a question of a registered kind in
    another language is made again, from its seed, in ``lang``.
    """

    def __init__(self, q: Question, more: Optional[int] = None, lang: Optional[str] = None):
        if not isinstance(q, Question):
            from ..errors import QuizError, shown

            raise QuizError(t("Quiz() takes a Question, not {q}; use quiz(kind, seed) to make one", q=shown(q)))
        from ..checks import whole
        from .model import QuizError

        more = MORE if more is None else whole(more, "more", 0, MAX_MORE, error=QuizError)
        self.lang = q.lang if lang is None else resolve(lang)
        if q.lang != self.lang and q.kind in KINDS:
            q = question(q.kind, q.seed, lang=self.lang)
        # A round of 1 + more questions, none repeating another; refused here when the kind cannot give one.
        rest = round_questions(q.kind, q.seed, more, lang=self.lang, size=1 + more)[1:] if q.kind in KINDS else []
        self.question = q
        self.more = more
        self._round = [q] + rest

    @property
    def kind(self) -> str:
        """Returns the question kind."""
        return self.question.kind

    @property
    def seed(self) -> int:
        """Returns the seed of the first question."""
        return self.question.seed

    @property
    def renewable(self) -> bool:
        """Returns True when "Next question" can make more questions (the kind is registered)."""
        return self.kind in KINDS

    def questions(self) -> list:
        """Returns the question and the ``more`` ones of its round after it, none repeating another
        (:func:`round_questions`); a kind that is not registered has only its question."""
        return list(self._round)

    def grade(self, index: int):
        """Returns the :class:`Feedback` for choosing ``index`` (see :meth:`Question.grade`)."""
        return self.question.grade(index)

    def text(self) -> str:
        """Returns the plain-text face."""
        return question_text(self.question)

    def html(self, *, script: bool = True) -> str:
        """Returns the self-contained HTML/JS face (``script=False``: without its script, see :func:`quiz_html`)."""
        return quiz_html(self.questions(), lang=self.lang, script=script)

    def view(self):
        """Returns a new JupyterLab face of the quiz: a :class:`~tamcuc.quiz_widget.QuizWidget` (needs
        anywidget, which the book's requirements install), the site's quiz run by the site's script."""
        from ..quiz_widget import QuizWidget

        return QuizWidget(self)

    def __repr__(self) -> str:
        return f"Quiz({self.kind!r}, seed={self.seed})"

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The site's HTML quiz and its text, plus (where anywidget is installed) the JupyterLab widget
        that runs the same quiz with the kernel (the book's build keeps the HTML, see _config.yml)."""
        return with_widget({"text/plain": self.text(), "text/html": self.html()}, self.view, include, exclude)


def quiz(kind: str, seed: int = 0, lang: Optional[str] = None) -> Quiz:
    """Returns the :class:`Quiz` showing question ``kind`` made from ``seed``, in ``lang`` (default: the current language)."""
    lang = resolve(lang)
    return Quiz(question(kind, seed, lang=lang), lang=lang)


__all__ = ["Quiz", "quiz_function", "kind_title", "quiz", "quiz_question_at", "round_questions", "quiz_html",
           "question_block_html", "question_text", "feedback_text",
           "progress_text", "summary_text", "strip_verdict", "quiz_words", "text_html"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

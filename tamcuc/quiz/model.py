"""The data of a quiz question, its grading, and the registry of question kinds.

A question is pure data made by a generator from a seed: a prompt, the cards
shown with it, and the choices, exactly one of them correct, each with its own
explanation. Grading is :meth:`Question.grade`; renderers (widget, HTML) only
display what is here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from ..cards import Hand
from ..errors import QuizError, shown  # noqa: F401 - defined in tamcuc.errors, still importable from here
from ..i18n import language, resolve, t, tn
from .._public import public_dir

__all__ = [
    "Choice", "Feedback", "Question", "FaceDown", "Kind", "KINDS", "register", "title", "MAX_SEED", "question",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


@dataclass(frozen=True)
class Choice:
    """One answer: its label, optional cards to draw, whether it is right, and why (or why not)."""

    label: str
    correct: bool
    explanation: str
    cards: Optional[Hand] = None


@dataclass(frozen=True)
class Feedback:
    """The result of grading one answer."""

    correct: bool
    text: str


@dataclass(frozen=True)
class Question:
    """A generated question. ``cards`` are groups of cards drawn under the prompt.

    ``captions`` labels each group (e.g. the player who laid it); it is empty or
    as long as ``cards``. ``lang`` is the language its texts are written in (``"en"``,
    ``"vi"``); the faces write their own words (buttons, progress) in it too.
    """

    kind: str
    seed: int
    prompt: str
    choices: tuple
    cards: tuple = ()
    captions: tuple = ()
    lang: str = "en"

    def __post_init__(self):
        right = [i for i, c in enumerate(self.choices) if c.correct]
        if len(right) != 1:
            raise QuizError(t("{kind} seed {seed}: a question needs exactly one correct choice, has {n}",
                              kind=self.kind, seed=self.seed, n=len(right)))
        if len({c.label for c in self.choices}) != len(self.choices):
            raise QuizError(t("{kind} seed {seed}: two choices have the same label", kind=self.kind, seed=self.seed))
        resolve(self.lang)

    def key(self) -> tuple:
        """Returns what a reader sees of the question: its kind, prompt, cards and captions, and its right
        answer (label and cards). Two questions of a round never share it (the order of the choices and
        the wrong ones do not make a question new)."""
        right = self.choices[self.answer]
        return (self.kind, self.prompt, tuple(str(g) for g in self.cards), tuple(self.captions), right.label,
                str(right.cards))

    @property
    def answer(self) -> int:
        """Returns the index of the correct choice."""
        return next(i for i, c in enumerate(self.choices) if c.correct)

    def grade(self, index: int) -> Feedback:
        """Returns the :class:`Feedback` for choosing ``choices[index]``."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self.choices):
            raise QuizError(t("answer {index} is not one of the choices 0 … {last}", index=shown(index),
                              last=len(self.choices) - 1))
        choice = self.choices[index]
        return Feedback(choice.correct, choice.explanation)


@dataclass(frozen=True)
class FaceDown:
    """A group of ``count`` cards laid face down: a folded (chui) player's cards in a trick question.

    It draws itself (``svg``, the protocol :func:`tamcuc.draw.hand_html` follows for cards that
    draw themselves), so every face that draws a question's groups with
    :func:`tamcuc.draw.cards_html` shows the backs, and it reads as ``2 cards face down``
    (``2 quân úp`` in ``lang="vi"``).
    """

    count: int
    lang: str = field(default="en", compare=False)

    def __len__(self) -> int:
        return self.count

    def __str__(self) -> str:
        return tn("{n} card face down", "{n} cards face down", self.count, self.lang, n=self.count)

    def svg(self, title: Optional[str] = None, width: float = 50) -> str:
        """Returns the face-down cards as pictures (:func:`tamcuc.draw.back_svg`), side by side."""
        from ..draw import MIN_WIDTH, back_svg

        return back_svg(max(width, MIN_WIDTH), lang=self.lang) * self.count


@dataclass(frozen=True)
class Kind:
    """A registered kind of question: its generator, a one-line description, its lesson, and its title.

    ``title`` is the plain question the quiz's head shows (``Which card wins?``), in English;
    :func:`title` gives it in a language. The teachers' lesson plans name quizzes by it.
    """

    name: str
    make: Callable
    description: str
    lesson: int
    title: str = ""


KINDS: dict = {}
"""Every question kind by name, filled in by :func:`register`."""


def register(name: str, description: str, lesson: int, *, title: str):
    """Returns a decorator that registers ``make(rng, seed, lang) -> Question`` as a question kind.

    ``title`` is the kind's plain title for readers (``Which card wins?``), one per kind, in
    English and marked for translation (``title=N_("Which card wins?")``); ``make`` writes
    its question in ``lang`` (``"en"`` or ``"vi"``).
    """
    if not isinstance(title, str) or not title.strip():
        raise QuizError(t("quiz kind {name}: a title is a short plain question, not {title}", name=shown(name),
                          title=shown(title)))
    clash = [k.name for k in KINDS.values() if k.title == title and k.name != name]
    if clash:
        raise QuizError(t("quiz kind {name}: the title {title} is already {other}'s; one title per kind",
                          name=shown(name), title=shown(title), other=shown(clash[0])))

    def wrap(make):
        KINDS[name] = Kind(name, make, description, lesson, title)
        return make

    return wrap


def _entry(kind: str) -> Kind:
    try:
        return KINDS[kind]
    except (KeyError, TypeError):
        raise QuizError(t("no question kind {kind}; the kinds are {kinds}", kind=shown(kind),
                          kinds=", ".join(sorted(KINDS)))) from None


def title(kind: str, lang: Optional[str] = None) -> str:
    """Returns the plain title of question ``kind`` in ``lang`` (default: the current language), as its quiz's head shows it.

    >>> title("card-beats"), title("card-beats", lang="vi")
    ('Which card wins?', 'Quân nào thắng?')
    """
    return t(_entry(kind).title, lang)


MAX_SEED = 10 ** 18 - 1
"""The largest seed (either sign) a question is made from."""


def question(kind: str, seed: int = 0, lang: Optional[str] = None) -> Question:
    """Returns the question of ``kind`` made from ``seed``, written in ``lang`` (default: the current language).

    The same seed gives the same question, and the same cards and answer in every language.
    """
    entry = _entry(kind)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise QuizError(t("seed={seed}: a question's seed is a whole number", seed=shown(seed)))
    if abs(seed) > MAX_SEED:  # a seed is written out (in the shuffle's text, the quiz's id): keep it writable
        raise QuizError(t("seed={seed}: a question's seed is a whole number of at most {digits} digits",
                          seed=shown(seed), digits=len(str(MAX_SEED))))
    lang = resolve(lang)
    with language(lang):  # what the generator asks of the engine speaks the question's language too
        made = entry.make(random.Random(f"{kind}:{seed}"), seed, lang)
    if lang == "vi":  # every option starts with a capital, as in a textbook: "A. Không phải là đôi", "B. Hạng 2"
        made = replace(made, choices=tuple(replace(c, label=c.label[:1].upper() + c.label[1:]) for c in made.choices))
    return made

"""The data of a quiz question, its grading, and the registry of question kinds.

A question is pure data made by a generator from a seed: a prompt, the cards
shown with it, and the choices, exactly one of them correct, each with its own
explanation. Grading is :meth:`Question.grade`; renderers (widget, HTML) only
display what is here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Optional

from ..cards import Hand
from ..errors import TamCucError


class QuizError(TamCucError):
    """An unknown question kind, a bad seed, or an answer that is not one of the choices."""


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
    as long as ``cards``.
    """

    kind: str
    seed: int
    prompt: str
    choices: tuple
    cards: tuple = ()
    captions: tuple = ()

    def __post_init__(self):
        right = [i for i, c in enumerate(self.choices) if c.correct]
        if len(right) != 1:
            raise QuizError(f"{self.kind} seed {self.seed}: a question needs exactly one correct choice, has {len(right)}")
        if len({c.label for c in self.choices}) != len(self.choices):
            raise QuizError(f"{self.kind} seed {self.seed}: two choices have the same label")

    @property
    def answer(self) -> int:
        """Returns the index of the correct choice."""
        return next(i for i, c in enumerate(self.choices) if c.correct)

    def grade(self, index: int) -> Feedback:
        """Returns the :class:`Feedback` for choosing ``choices[index]``."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self.choices):
            raise QuizError(f"answer {index!r} is not one of the choices 0 … {len(self.choices) - 1}")
        choice = self.choices[index]
        return Feedback(choice.correct, choice.explanation)


@dataclass(frozen=True)
class FaceDown:
    """A group of ``count`` cards laid face down: a folded (chui) player's cards in a trick question.

    It draws itself (``svg``, the protocol :func:`tamcuc.draw.hand_html` follows for cards that
    draw themselves), so every face that draws a question's groups with
    :func:`tamcuc.draw.cards_html` shows the backs, and it reads as ``2 cards face down``.
    """

    count: int

    def __len__(self) -> int:
        return self.count

    def __str__(self) -> str:
        return f"{self.count} card{'s' if self.count != 1 else ''} face down"

    def svg(self, title: Optional[str] = None, width: float = 50) -> str:
        """Returns the face-down cards as pictures (:func:`tamcuc.draw.back_svg`), side by side."""
        from ..draw import MIN_WIDTH, back_svg

        return back_svg(max(width, MIN_WIDTH)) * self.count


@dataclass(frozen=True)
class Kind:
    """A registered kind of question: its generator, a one-line description, its lesson, and its title.

    ``title`` is the plain question the quiz's head shows (``Which card wins?``); the
    teachers' lesson plans name quizzes by it.
    """

    name: str
    make: Callable
    description: str
    lesson: int
    title: str = ""


KINDS: dict = {}
"""Every question kind by name, filled in by :func:`register`."""


def register(name: str, description: str, lesson: int, *, title: str):
    """Returns a decorator that registers ``make(rng, seed) -> Question`` as a question kind.

    ``title`` is the kind's plain title for readers (``Which card wins?``), one per kind.
    """
    if not isinstance(title, str) or not title.strip():
        raise QuizError(f"quiz kind {name!r}: a title is a short plain question, not {title!r}")
    clash = [k.name for k in KINDS.values() if k.title == title and k.name != name]
    if clash:
        raise QuizError(f"quiz kind {name!r}: the title {title!r} is already {clash[0]!r}'s; one title per kind")

    def wrap(make):
        KINDS[name] = Kind(name, make, description, lesson, title)
        return make

    return wrap


def title(kind: str) -> str:
    """Returns the plain title of question ``kind``, as its quiz's head shows it.

    >>> title("card-beats")
    'Which card wins?'
    """
    try:
        return KINDS[kind].title
    except (KeyError, TypeError):
        raise QuizError(f"no question kind {kind!r}; the kinds are {sorted(KINDS)}") from None


def question(kind: str, seed: int = 0) -> Question:
    """Returns the question of ``kind`` made from ``seed`` (the same seed gives the same question)."""
    try:
        entry = KINDS[kind]
    except (KeyError, TypeError):
        raise QuizError(f"no question kind {kind!r}; the kinds are {sorted(KINDS)}") from None
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise QuizError(f"seed={seed!r}: a question's seed is a whole number")
    return entry.make(random.Random(f"{kind}:{seed}"), seed)

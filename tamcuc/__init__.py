"""tamcuc: the rules of Tam Cúc, the 32-card folk game of northern Vietnam, in Python.

``import tamcuc as tc`` gives the whole engine in one flat namespace:

>>> import tamcuc as tc
>>> tc.trick_winner(["r r", "C C", "R R", "h h"])
2
>>> tc.Card.parse("R") > tc.Card.parse("c")
True

The faces that draw or interact are submodules, imported when needed (as
``chess.svg`` is to ``chess``): :mod:`tamcuc.draw` (pictures),
:mod:`tamcuc.quiz` (questions, their kinds grouped by lesson in :mod:`tamcuc.quiz.kinds`),
:mod:`tamcuc.table` (a game table widget), :mod:`tamcuc.replay` (step-through replays)
and the package :mod:`tamcuc.printables` (pages for a class: the deck, the one-page
sheets, worksheets). Their styles and scripts are files under ``tamcuc/static/``, and
what they share to write HTML (escaping, numbers, the palette) is ``tamcuc._html``.
The engine's core never imports a face, except where a value draws itself in a
notebook (``_repr_*``; ``tests/test_layout.py``). Importing ``tamcuc`` itself never
imports ipywidgets. Shared wording (the default names An, Bình, Chi, Dũng, articles,
plurals) is :mod:`tamcuc.wording`. Tứ Sắc, the four-colour game played with the same
pieces, is the subpackage :mod:`tamcuc.tusac` (its model, pictures and quiz kinds).

After a deal, :func:`review` (its method in :mod:`tamcuc._review`) marks each decision of a seat (best, good,
inaccuracy, mistake) by the kept cards it was worth on average, with the better move.

Every text the engine writes comes in English (the default) or Vietnamese:
``tc.set_language("vi")``, or ``lang="vi"`` on a call (:mod:`tamcuc.i18n`).

The rules the engine follows, where each comes from and what the engine decides
where the sources are silent, are in the rules reference, ``RULES.md`` at the root
of the repository; comments cite it as "RULES.md §n" (its sections keep their
numbers). Every rule that varies is a field of :class:`tamcuc.rules.Rules`.

Every call checks its input before it changes anything, and refuses bad input
with a subclass of :class:`TamCucError` (a ``ValueError``, all in
:mod:`tamcuc.errors`) that names the input and the rule, briefly:

>>> tc.Game(dealer=True)
Traceback (most recent call last):
...
tamcuc.errors.SeatError: dealer=True: seats are numbered 0 … 3
"""

from .bots import RandomBot, RuleBot, simulate
from .cards import Card, Colour, Hand, Rank, deck, parse_cards
from .dealing import choose_dealer, deal
from . import i18n, wording
from .i18n import get_language, language, set_language
from .errors import (ERROR_NAMES, IllegalPlayError, NotationError, PrintError, QuizError, RulesError, SeatError,
                     TamCucError, UsageError)
from .game import Game, Move, Result
from .plays import Kind, Play
from ._review import Review, review
from .rules import Rules
from .sampling import SamplingBot
from .scoring import ranking, settle
from .tricks import TrickResult, resolve_trick, trick_winner
from .game import Trick, TrickRecord

__version__ = "0.1.0"

__all__ = [
    "Card",
    "Hand",
    "Rank",
    "Colour",
    "parse_cards",
    "deck",
    "Play",
    "Kind",
    "Rules",
    "deal",
    "choose_dealer",
    "resolve_trick",
    "trick_winner",
    "TrickResult",
    "settle",
    "ranking",
    "Game",
    "Move",
    "Result",
    "Trick",
    "TrickRecord",
    "RandomBot",
    "RuleBot",
    "SamplingBot",
    "review",
    "Review",
    "simulate",
    *ERROR_NAMES,  # every error class, listed once in errors.py
    "wording",
    "i18n",
    "set_language",
    "get_language",
    "language",
]

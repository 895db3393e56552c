"""Exercises for programmers: write a rule of Tam Cúc yourself, and the engine checks it.

Each checker takes the reader's function, tries it on every case there is (or, for whole tricks
and deals, on many seeded random ones), compares each answer with the engine's, and returns a
:class:`Verdict`: passed, or the first case where the function is wrong, in words, with the
engine's reason (RULES.md §1–§3 for cards, order and plays, §6 for a trick).

Cards are given to the reader's functions as their one-letter codes (``"R"`` a red chariot,
``"r"`` a black chariot: :data:`CODES`), and a trick as a list of each player's cards as text,
``None`` for a fold, so the exercise is the rule itself, not the engine's classes:

>>> from tamcuc import exercises
>>> def is_pair(a, b):
...     return a == b
>>> exercises.check_is_pair(is_pair).passed
True
>>> def beats(a, b):
...     return a.isupper() and b.islower()   # red beats black: not the whole rule
>>> print(exercises.check_beats(beats))
Not yet: your beats says that a red soldier (P) beats a black horse (h), but it does not: a horse outranks a soldier; rank comes first, and colour only settles equal ranks.
"""

from __future__ import annotations

import random
import re
import traceback
from dataclasses import dataclass
from typing import Callable, Optional

from .bots import RandomBot, RuleBot
from .checks import whole
from .cards import deck
from ._public import public_dir
from .errors import IllegalPlayError, TamCucError, UsageError, shown
from .game import Game
from .i18n import language, resolve, t, tn
from .plays import Play, plays_of_size, why_beats
from .rules import Rules
from .tricks import resolve_trick
from .wording import DEFAULT_NAMES, decimal

__all__ = ["CODES", "Verdict", "check_beats", "check_bot", "check_is_pair", "check_trick_winner"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

CODES = tuple(sorted({c.code for c in deck()}, key=lambda code: Play(code).strength))
"""The 14 kinds of card by their codes, weakest first: ``p P h H c C r R e E a A k K`` (upper case red)."""

MOST_CASES = 100_000
"""The most random cases (tricks) a checker tries in one call."""

MOST_DEALS = 500
"""The most deals :func:`check_bot` plays in one call."""

MOST_SEED = 2 ** 62
"""The largest seed a checker takes (a deal's seed is this plus the deal's number)."""

_LONGEST = 300
"""The longest a shown value (an answer, an error) may be in a verdict."""


@dataclass(frozen=True)
class Verdict:
    """What a checker found: ``passed``, how many cases it ``tried``, and its ``message`` in words.

    ``case`` is the first case the function got wrong (its arguments), or None when it passed.
    A verdict is true when it passed; it prints as its message and shows in a notebook as a
    green or red box.
    """

    name: str
    passed: bool
    tried: int
    message: str
    case: Optional[tuple] = None

    def __bool__(self) -> bool:
        return self.passed

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        state = "passed" if self.passed else "failed"
        return f"<Verdict {self.name} {state} after {self.tried} case{'s' if self.tried != 1 else ''}>"

    def _repr_html_(self) -> str:
        colour, edge = ("#e7f5ea", "#1e7b34") if self.passed else ("#fbeaea", "#b3151b")
        return (f'<p class="tamcuc-verdict" style="background:{colour};color:#1c1c1c;border-left:5px solid {edge};'
                f'padding:.4em .8em;margin:.4em 0">{_marked(self.message)}</p>')


_CODE = re.compile(r"\b\w*Error: .*$|\w+(?:\.\w+)*\((?:[^()]|\([^()]*\))*\)|\[[^\]]*\]|'[^']*'"
                   r"|\b(?:\w+_\w+|beats|choose|RuleBot|True|False|None)\b")
"""What in a verdict is Python (a call, a list, a quoted value, a function's name, Python's own error): shown as code."""


def _marked(text: str) -> str:
    """Returns ``text`` as HTML, its Python parts (:data:`_CODE`) in ``<code>``: they read the same in every language."""
    from ._html import esc

    out, last = [], 0
    for m in _CODE.finditer(text):
        out += [esc(text[last:m.start()]), f"<code>{esc(m.group(0))}</code>"]
        last = m.end()
    return "".join(out) + esc(text[last:])


def _function(fn, name: str, lang: str) -> Callable:
    if not callable(fn):
        raise UsageError(t("check_{name}({fn}): give your function itself, such as check_{name}({name})", lang,
                           name=name, fn=shown(fn)))
    return fn


def _short(value) -> str:
    """Returns ``value`` as Python writes it (its repr), at most :data:`_LONGEST` characters."""
    return _clip(repr(value))


def _clip(text: str) -> str:
    return text if len(text) <= _LONGEST else text[: _LONGEST - 1] + "…"


def _call(fn, args: tuple, name: str, lang: str):
    """Calls the reader's function; returns (answer, None) or (None, the verdict's words for its error)."""
    try:
        return fn(*args), None
    except Exception as err:  # the reader's own code: its error is the answer
        error = traceback.format_exception_only(type(err), err)[-1].strip()
        call = f"{name}({', '.join(map(repr, args))})"
        return None, t("Not yet: {call} stopped with an error: {error}", lang, call=call, error=_clip(error))


def _card(code: str, lang: str) -> str:
    return f"{Play(code).phrase(lang)} ({code})"


def _bool_answer(answer, call: str, lang: str) -> Optional[str]:
    if isinstance(answer, bool):
        return None
    return t("Not yet: {call} returned {answer}; it should return True or False", lang, call=call,
             answer=_short(answer))


def check_is_pair(is_pair, *, lang: Optional[str] = None) -> Verdict:
    """Checks ``is_pair(a, b)`` (two card codes; True when the two cards make a pair) on every two
    cards a deck can hold: 103 hands (one general of each colour) (RULES.md §3: a pair is two identical cards).

    >>> check_is_pair(lambda a, b: a.lower() == b.lower()).message
    'Not yet: your is_pair says that a black soldier (p) and a red soldier (P) make a pair, but they do not: the two cards of a pair are the same card (same rank, same colour).'
    """
    lang = resolve(lang)
    fn = _function(is_pair, "is_pair", lang)
    count = {code: 0 for code in CODES}
    for card in deck():
        count[card.code] += 1
    cases = [(a, b) for i, a in enumerate(CODES) for b in CODES[i:] if a != b or count[a] >= 2]
    with language(lang):
        for n, (a, b) in enumerate(cases, start=1):
            answer, error = _call(fn, (a, b), "is_pair", lang)
            call = f"is_pair({a!r}, {b!r})"
            error = error or _bool_answer(answer, call, lang)
            if error:
                return Verdict("is_pair", False, n, error, (a, b))
            truth = _is_pair(a, b)
            if answer != truth:
                first, second = _card(a, lang), _card(b, lang)
                if answer:
                    text = t("Not yet: your is_pair says that {a} and {b} make a pair, but they do not: the two "
                             "cards of a pair are the same card (same rank, same colour).", lang, a=first, b=second)
                else:
                    text = t("Not yet: your is_pair says that {a} and {b} do not make a pair, but they do: two "
                             "identical cards are a pair.", lang, a=first, b=second)
                return Verdict("is_pair", False, n, text, (a, b))
        return Verdict("is_pair", True, len(cases), t(
            "Well done: your is_pair agrees with the engine on all {n} hands of two cards.", lang, n=len(cases)))


def _is_pair(a: str, b: str) -> bool:
    try:
        return Play(f"{a} {b}").size == 2
    except IllegalPlayError:
        return False


def check_beats(beats, *, lang: Optional[str] = None) -> Verdict:
    """Checks ``beats(a, b)`` (two card codes; True when the single card ``a`` is stronger than ``b``)
    on all 196 ordered pairs of the 14 kinds of card (RULES.md §2: rank first, then colour)."""
    lang = resolve(lang)
    fn = _function(beats, "beats", lang)
    cases = [(a, b) for a in CODES for b in CODES]
    with language(lang):
        for n, (a, b) in enumerate(cases, start=1):
            answer, error = _call(fn, (a, b), "beats", lang)
            error = error or _bool_answer(answer, f"beats({a!r}, {b!r})", lang)
            if error:
                return Verdict("beats", False, n, error, (a, b))
            x, y = Play(a), Play(b)
            truth = x.strength > y.strength
            if answer == truth:
                continue
            first, second = _card(a, lang), _card(b, lang)
            if x.strength == y.strength:
                text = t("Not yet: your beats says that {a} beats {b}, but they are the same card: neither "
                         "beats the other.", lang, a=first, b=second)
            elif answer:
                text = t("Not yet: your beats says that {a} beats {b}, but it does not: {why}.", lang, a=first,
                         b=second, why=why_beats(y, x, lang))
            else:
                text = t("Not yet: your beats says that {a} does not beat {b}, but it does: {why}.", lang,
                         a=first, b=second, why=why_beats(x, y, lang))
            return Verdict("beats", False, n, text, (a, b))
        return Verdict("beats", True, len(cases), t(
            "Well done: your beats agrees with the engine on all {n} pairs of cards.", lang, n=len(cases)))


def random_trick(rng: random.Random, players: int = 4) -> list:
    """Returns one trick as text (leader first; ``None`` a fold) from a seeded deal: the leader calls
    1, 2 or 3 cards of their hand, and each other player shows a play of the same kind or folds.

    >>> random_trick(random.Random(1))
    ['P', 'E', None, 'p']
    """
    cards = list(deck())
    rng.shuffle(cards)
    size = len(cards) // players
    hands = [cards[i * size:(i + 1) * size] for i in range(players)]
    call = rng.choice((1, 1, 2, 2, 3))
    leads = plays_of_size(hands[0], call) or plays_of_size(hands[0], 1)
    lead = rng.choice(leads)
    trick = [str(lead)]
    for hand in hands[1:]:
        same = [p for p in plays_of_size(hand, lead.size) if p.kind is lead.kind]
        trick.append(str(rng.choice(same)) if same and rng.random() < 0.75 else None)
    return trick


def check_trick_winner(trick_winner, *, cases: int = 1000, seed: int = 0, lang: Optional[str] = None) -> Verdict:
    """Checks ``trick_winner(plays)`` (a list of each player's cards as text in play order, leader
    first, ``None`` for a fold; returns the winner's place in the list) on ``cases`` random tricks of
    four players made from ``seed``, outside the first trick (RULES.md §6; two equal plays: the
    earlier wins, this book's convention, §12.1)."""
    lang = resolve(lang)
    fn = _function(trick_winner, "trick_winner", lang)
    with language(lang):  # a refusal in the reader's language too
        cases = whole(cases, "cases", 1, MOST_CASES)
        seed = whole(seed, "seed", 0, MOST_SEED)
    rng = random.Random(seed)
    rules = Rules()
    with language(lang):
        for n in range(1, cases + 1):
            trick = random_trick(rng)
            answer, error = _call(fn, (list(trick),), "trick_winner", lang)
            if error:
                return Verdict("trick_winner", False, n, error, (trick,))
            result = resolve_trick(trick, rules)
            if type(answer) is int and answer == result.winner:
                continue
            why = result.explain(lang=lang)
            if type(answer) is not int:
                text = t("Not yet: for the trick {trick} (An leads) your trick_winner returned {answer}; it should "
                         "return the winner's place in the list (0 for the leader). {why}", lang, trick=trick,
                         answer=_short(answer), why=why)
            else:
                text = t("Not yet: for the trick {trick} (An leads) your trick_winner says {answer}, but the winner is "
                         "{right} ({name}). {why}", lang, trick=trick, answer=answer, right=result.winner,
                         name=DEFAULT_NAMES[result.winner], why=why)
            return Verdict("trick_winner", False, n, text, (trick,))
        return Verdict("trick_winner", True, cases, t(
            "Well done: your trick_winner agrees with the engine on {n} random tricks.", lang, n=cases))


class _ReadersBot:
    """The reader's ``choose(game, seat)`` as a bot of the engine, each move checked before it is made."""

    def __init__(self, choose: Callable, lang: str):
        self.fn, self.lang, self.wrong = choose, lang, None

    def choose(self, game: Game, seat: int, rng) -> object:
        # The reader's function gets a copy: whatever it does to it, the deal being checked stays as it was.
        answer, error = _call(self.fn, (game.copy(), seat), "choose", self.lang)
        if error is None and not game.is_legal(answer):
            why = game.why_illegal(answer, codes=False) if hasattr(answer, "action") else t(
                "it is not one of game.legal_plays()", self.lang)
            error = t("Not yet: in trick {trick}, your bot chose {move}, which is not allowed: {why}. Choose one "
                      "of game.legal_plays() (here {n}).", self.lang, trick=game.trick_number + 1, move=_short(answer),
                      why=why.rstrip("."), n=len(game.legal_plays()))
        if error:
            self.wrong = error
            raise _Stop()
        return answer


class _Stop(Exception):
    """Stops a deal at the reader's bot's first wrong move."""


def _kept(bots: list, deals: int, seed: int) -> float:
    total = 0
    for d in range(deals):
        game = Game(seed=seed + d)
        total += game.play_out(bots, seed=seed + d).kept[0]
    return total / deals


def check_bot(choose, *, deals: int = 20, seed: int = 0, lang: Optional[str] = None) -> Verdict:
    """Checks a bot, ``choose(game, seat)`` returning one of ``game.legal_plays()``: it plays ``deals``
    deals (from ``seed``) at seat 0 against three :class:`~tamcuc.bots.RuleBot` players, and every move
    it makes must be allowed. A bot that passes is told how many cards it kept on average, beside a
    random player and a RuleBot in its seat on the same deals."""
    lang = resolve(lang)
    fn = _function(choose, "bot", lang)
    with language(lang):  # a refusal in the reader's language too
        deals = whole(deals, "deals", 1, MOST_DEALS)
        seed = whole(seed, "seed", 0, MOST_SEED)
    reader = _ReadersBot(fn, lang)
    with language(lang):
        try:
            yours = _kept([reader, RuleBot(), RuleBot(), RuleBot()], deals, seed)
        except _Stop:
            return Verdict("bot", False, 1, reader.wrong)
        except TamCucError as err:  # a move the engine refused
            return Verdict("bot", False, 1, t("Not yet: {why}", lang, why=_short(str(err))))
        randomly = _kept([RandomBot(), RuleBot(), RuleBot(), RuleBot()], deals, seed)
        careful = _kept([RuleBot(), RuleBot(), RuleBot(), RuleBot()], deals, seed)
        return Verdict("bot", True, deals, tn(
            "No wrong move: your bot played {deals} deal and every move was allowed. It kept {yours} cards a deal on "
            "average; on the same deal a random player kept {random} and a RuleBot {rule}.",
            "No wrong move: your bot played {deals} deals and every move was allowed. It kept {yours} cards a deal on "
            "average; on the same deals a random player kept {random} and a RuleBot {rule}.", deals, lang,
            deals=deals, yours=decimal(f"{yours:.1f}", lang), random=decimal(f"{randomly:.1f}", lang),
            rule=decimal(f"{careful:.1f}", lang)))

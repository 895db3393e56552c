"""Computer players, each with its strategy in its docstring, and :func:`simulate`.

A bot has one method, ``choose(game, player, rng) -> Move``, which returns one of
``game.legal_plays()``. Bots read only what their seat may know: their own hand,
the cards they laid, and what has been shown on the table (``game.history``,
``game.declarations``, the trick under way). Every random choice uses the
``random.Random`` passed in.

What a seat knows comes from the engine's public view only: ``game.hand(player)``,
``game.unseen(player)`` and ``game.trick`` (with its ``face_up(seat, viewer)``),
never from private attributes.

>>> records = simulate(Rules.learning(), [RuleBot()] * 4, deals=3, seed=1)
>>> [sum(r.result.kept) for r in records]       # one hand size kept per deal
[8, 8, 8]
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from dataclasses import dataclass
from typing import Sequence

from .cards import Card, Hand
from . import checks
from .checks import MAX_DEALS, whole
from .errors import IllegalPlayError, UsageError, shown
from .i18n import t
from .dealing import Seed, make_rng
from .game import Game, Result
from .plays import KIND_OF_CALL, Play, _VALID
from .rules import Rules
from .tricks import FACE_UP, counts_as_folded, takes_lead
from ._public import public_dir

__all__ = [
    "check_turn", "RandomBot", "RuleBot", "unseen_cards", "BOTS", "DealRecord", "simulate",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


def check_turn(game, player) -> int:
    """Returns ``player`` as a seat when it is that seat's turn in ``game``; raises otherwise (a bot's entry check)."""
    if type(player) is int and isinstance(game, Game) and player == game.to_move:
        return player  # the usual case, checked at once
    if not isinstance(game, Game):
        raise UsageError(t("game={game}: a bot chooses a move in a Game", game=shown(game)))
    player = checks.seat(player, game.players, "player")
    if game.is_over():
        raise IllegalPlayError(t("the deal is over: there is no move to choose"))
    if player != game.to_move:
        raise IllegalPlayError(t("seat {seat} is asked to move, but it is seat {turn}'s turn", seat=player,
                                 turn=game.to_move))
    return player


class RandomBot:
    """Chooses uniformly at random among the legal moves. A baseline, not a player."""

    name = "random"

    def choose(self, game: Game, player: int, rng) -> "Move":
        """Returns a random legal move."""
        check_turn(game, player)
        moves = game.legal_plays()
        return moves[rng.randrange(len(moves))] if len(moves) > 1 else moves[0]

    def __repr__(self) -> str:
        return "RandomBot()"


class RuleBot:
    """A simple rule-based player: how a careful beginner plays.

    1. **Declarations.** Always declare tứ tử or ngũ tử at the first chance: the
       cards count as won at once, and ngũ tử takes the lead.
    2. **Kết.** Keep a kết combination of the rules (a pair of black soldiers,
       Xe–Pháo–Mã) back for the end: never lead it, lay it or fold it while other
       cards remain, so that the last lead can be that kết.
    3. **Leading.** When the whole hand is one play, lead it (this ends the deal,
       as a kết if it is one). Otherwise lead the biggest play that no unseen card
       can beat (a sure winner: triples before pairs before singles). With no sure
       winner, lead low: the weakest single outside the kết, losing little and
       hiding the strong cards.
    4. **Following.** Lay the strongest play of the called kind if one is in hand
       (and allowed in the first trick); otherwise lay the weakest cards, which
       will be folded anyway.
    5. **Revealing.** Show the laid play only if it beats everything shown so far;
       otherwise fold (chui), so the others learn nothing.
    """

    name = "rule-based"

    def choose(self, game: Game, player: int, rng) -> "Move":
        """Returns the move the strategy above picks.

        A lead or a lay depends only on what the seat knows: its hand, the call, whether this is the first trick
        and, for a lead, the cards it cannot see (:meth:`Game.unseen <tamcuc.game.Game.unseen>`). The choice is
        kept for each of these under the rules (:func:`_choices`), so that a play-out meeting the same hand
        again (the review and the hint replay each world once a move tried) does not work it out again."""
        check_turn(game, player)
        phase = game.phase
        if phase == "lead" or phase == "lay":
            # The bot's class is in the key: a subclass that leads or lays otherwise keeps its own choices.
            key = (type(self), player, phase, game.hand(player), game.call, game.is_first_trick,
                   game.unseen(player) if phase == "lead" else None)
            memo = _choices(game.rules)
            found = memo.get(key)
            if found is None:
                if len(memo) > _MEMO_LIMIT:
                    memo.clear()
                found = memo[key] = self._choose(game, player)
            return found
        return self._choose(game, player)

    def _choose(self, game: Game, player: int) -> "Move":
        """Returns the move the strategy above picks (the seat to move is ``player``, checked)."""
        moves = game.legal_plays()
        if len(moves) == 1:
            return moves[0]
        phase = game.phase
        if phase == "declare":
            return max(moves, key=lambda m: len(m.cards))
        if phase == "reveal":
            return self._reveal(game, moves)
        hand = game.hand(player)
        reserve = _ket_reserve(game.rules, hand)
        if phase == "lead":
            return self._lead(game, player, moves, hand, reserve)
        return self._lay(game, moves, hand, reserve)

    def _reveal(self, game: Game, moves):
        show = next(m for m in moves if m.action == "show")
        chui = next(m for m in moves if m.action == "chui")
        mine = Play(show.cards)
        rules, first = game.rules, game.is_first_trick
        if counts_as_folded(mine.cards, rules, first):
            return chui
        # A banned lead shown here was forced (the only way a banned lead is made). In the reveal every play
        # led or shown is face up to the table (Trick.shown, read here from the trick so far).
        standing = [
            _VALID[tuple([c.strength for c in cards])].strength
            for i, (_seat, cards, status) in enumerate(game.trick_so_far)
            if status in FACE_UP and not counts_as_folded(cards, rules, first, forced_lead=i == 0)
        ]
        return show if takes_lead(mine.strength, max(standing, default=None), rules) else chui

    def _lead(self, game: Game, player: int, moves, hand: Hand, reserve: Hand):
        return _lead_among(moves, hand, reserve, unseen_cards(game, player))

    def _lay(self, game: Game, moves, hand: Hand, reserve: Hand):
        return _lay_among(moves, reserve, game.rules, game.is_first_trick, game.call)

    def __repr__(self) -> str:
        return "RuleBot()"


def _lead_among(moves, hand: Hand, reserve: Hand, unseen: Counter):
    """Returns RuleBot's lead (rules 2 and 3 of its docstring) among ``moves`` (the legal leads, in the engine's
    order), from ``hand``, its kết ``reserve`` (:func:`_ket_reserve`) and the ``unseen`` cards (a Counter).

    RuleBot's leads in one place: :meth:`RuleBot.choose` and the fast play-out (:mod:`tamcuc._rollout`) ask it."""
    whole = [m for m in moves if len(m.cards) == len(hand)]
    if whole:
        return whole[0]
    free = [m for m in moves if not _touches(m.cards, reserve)] or moves
    sure = [m for m in free if not _beatable(Play(m.cards), unseen)]
    if sure:
        return max(sure, key=lambda m: (len(m.cards), Play(m.cards).strength))
    singles = [m for m in free if len(m.cards) == 1]
    return min(singles or free, key=lambda m: (len(m.cards), Play(m.cards).strength))


def _lay_among(moves, reserve: Hand, rules: Rules, first: bool, call: int):
    """Returns RuleBot's lay (rules 2 and 4 of its docstring) among ``moves`` (the legal lays, in the engine's
    order) for a call of ``call`` cards, keeping the kết ``reserve`` back; ``first``: the deal's first trick.

    RuleBot's lays in one place: :meth:`RuleBot.choose` and the fast play-out (:mod:`tamcuc._rollout`) ask it."""
    kind = KIND_OF_CALL[call]
    plays = []
    for m in moves:
        # A play of the called kind that may be shown (tricks.must_fold is None) and can win.
        play = _VALID.get(tuple([c.strength for c in m.cards])) if len(m.cards) >= call else None
        if play is not None and play.kind is kind and not counts_as_folded(m.cards, rules, first):
            plays.append((play.strength, m))
    free_plays = [pm for pm in plays if not _touches(pm[1].cards, reserve)]
    if free_plays or plays:
        return max(free_plays or plays, key=lambda pm: pm[0])[1]
    free = [m for m in moves if not _touches(m.cards, reserve)] or moves
    return min(free, key=lambda m: sum(c.strength for c in m.cards))


_MEMO_LIMIT = 200_000
"""The most choices :func:`_choices` keeps per rule set before it starts again (a bound on memory)."""

_MEMOS: dict = {}


def _choices(rules: Rules) -> dict:
    """Returns RuleBot's choices kept so far under ``rules`` (see :meth:`RuleBot.choose`).

    Looked up by the rules object itself (``id``, the object kept beside it): hashing a Rules, with its kết table,
    at every move would cost more than the choice."""
    found = _MEMOS.get(id(rules))
    if found is None or found[0] is not rules:
        if len(_MEMOS) > 16:
            _MEMOS.clear()
        found = _MEMOS[id(rules)] = (rules, {})
    return found[1]


def _touches(cards, reserve: Hand) -> bool:
    if not reserve:
        return False
    left = Counter(reserve)
    spare = Counter(cards)
    return any(card in left for card in spare)


def _ket_reserve(rules: Rules, hand: Hand) -> Hand:
    """Returns the cards of the first kết combination in ``hand`` (empty if none)."""
    if not rules.ket:
        return _NO_CARDS
    key = (rules.ket, hand)
    found = _RESERVES.get(key)
    if found is None:
        if len(_RESERVES) > 100_000:  # a bound: the hands met in play-outs are many
            _RESERVES.clear()
        found = _RESERVES[key] = _find_reserve(rules.ket, hand)
    return found


def _find_reserve(ket: tuple, hand: Hand) -> Hand:
    counts = Counter(hand)
    for cards, need in _ket_plays(ket):
        if len(hand) > len(cards) and all(counts[c] >= n for c, n in need.items()):
            return cards
    return _NO_CARDS


_RESERVES: dict = {}
"""The kết reserve of each (kết table, hand) met so far (:func:`_ket_reserve`, asked at every move of a play-out)."""


_NO_CARDS = Hand()


@lru_cache(maxsize=None)
def _ket_plays(ket: tuple) -> tuple:
    """Returns ``(cards, counts)`` for every combination of a kết table, in table order."""
    return tuple((Hand(code), Counter(Hand(code))) for row in ket for code in row.plays)


def _beatable(play: Play, unseen: Counter) -> bool:
    """Returns True if some play of the same kind stronger than ``play`` can be made from unseen cards."""
    for need in _stronger(play):
        if all(unseen[card] >= n for card, n in need):
            return True
    return False


@lru_cache(maxsize=None)
def _stronger(play: Play) -> tuple:
    """Returns, for each play of the same kind stronger than ``play``, the cards it needs: ``((card, count), …)``."""
    return tuple(
        tuple((Card.from_strength(s), n) for s, n in Counter(key).items())
        for key, other in _VALID.items()
        if other.kind is play.kind and other.strength > play.strength
    )


def unseen_cards(game: Game, player: int) -> Counter:
    """Returns :meth:`Game.unseen <tamcuc.game.Game.unseen>` as a Counter: the cards ``player`` cannot place.

    The deck less their own cards and everything shown (led or shown in a trick,
    or declared). Cards folded by others stay unseen.
    """
    return Counter(game.unseen(player))


BOTS = {"random": RandomBot, "rule-based": RuleBot}
"""The bots by name."""


@dataclass(frozen=True)
class DealRecord:
    """One simulated deal: its seed, dealer and result."""

    seed: int
    dealer: int
    result: Result


def simulate(rules: Rules, bots: Sequence, deals: int, seed: Seed = 0, progress=None) -> list:
    """Plays ``deals`` deals with one bot per seat and returns a :class:`DealRecord` per deal.

    - ``rules``: the :class:`Rules` every deal follows. Example: ``Rules.learning()``.
    - ``bots``: one computer player per seat. Example: ``[RuleBot(), RandomBot(), RandomBot(), RandomBot()]``.
    - ``deals``: how many deals to play, 1 … 1,000,000. Example: ``20``.
    - ``seed``: deal ``i`` is shuffled with a seed drawn from it, so the whole run is
      reproducible. Example: ``seed=1``.
    - ``progress``: None, or a function called after each deal with (deals done, deals in
      all), to show how far a long run is; it does not change the results. Example:
      ``tamcuc.notebooks.Progress("Playing")``, a line in a notebook that goes when the run ends.

    >>> records = simulate(Rules.learning(), [RuleBot(), RandomBot(), RandomBot(), RandomBot()], 3, seed=1)
    >>> len(records), all(sum(r.result.kept) == 8 for r in records)  # 8 tricks a deal
    (3, True)
    """
    deals = whole(deals, "deals", 1, MAX_DEALS)
    progress = checks.progress(progress)
    rng = make_rng(seed)
    out = []
    for _ in range(deals):
        deal_seed = rng.getrandbits(32)
        game = Game(rules, seed=deal_seed)
        result = game.play_out(bots, seed=rng)
        out.append(DealRecord(deal_seed, game.dealer, result))
        if progress is not None:
            progress(len(out), deals)
    return out


def __getattr__(name: str):
    # The strongest bot lives in tamcuc.sampling (it builds on RuleBot); reach it from here too.
    if name == "SamplingBot":
        from .sampling import SamplingBot

        return SamplingBot
    raise AttributeError(f"module 'tamcuc.bots' has no attribute {name!r}")

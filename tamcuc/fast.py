"""Fast random deals for simulations: whole deals on integer-coded cards.

.. warning::

   This module is for machines, not for people. It checks nothing: it plays
   only the random policy of :class:`tamcuc.bots.RandomBot`, trusts its own
   bookkeeping, and keeps no history. To play, teach or check a move, use
   :class:`tamcuc.game.Game`, whose :meth:`~tamcuc.game.Game.legal_plays` is
   the single source of truth. This module follows it exactly (the tests replay
   fast deals through ``Game.push`` and compare every result), but it is only
   a faster way to ask "what happens over 100,000 random deals?".

Everything the rules decide is read from the :class:`~tamcuc.rules.Rules`
given, through the same pieces :class:`~tamcuc.game.Game` uses: the per-trick
rules of :mod:`tamcuc.tricks` (``may_lead``/``lead_choices`` for the first-trick
ban and the forced lead, ``must_fold``, ``counts_as_folded``, ``takes_lead`` and
``keeps_whole_trick``, turned into tables when a rule set is first met), the
leads and lays from the engine's one move generator (``plays.plays_of_size`` and
``plays.lay_ways``, looked up once per part of a hand); declarations
from ``game.declarable``; plays and their strengths from ``plays._VALID``; kết
from ``Rules.ket_row``; scores from :func:`tamcuc.scoring.final_scores` and
:func:`tamcuc.scoring.ranking`; the dealer from
:func:`tamcuc.dealing.first_leader`. What is new here is only the speed: a hand
is one integer (three bits per card, 14 cards), and the legal moves of each
hand are computed once and then looked up.

>>> from tamcuc.rules import Rules
>>> deals = random_deals(Rules.learning(), 1000, seed=1)
>>> len(deals), all(sum(d.scores) == 0 for d in deals)
(1000, True)

Two ways to draw random numbers:

``exact=True``
    the same random numbers as :func:`tamcuc.bots.simulate` with four
    :class:`~tamcuc.bots.RandomBot`: one ``random.Random(seed)`` draws a
    32-bit seed per deal, that deal is shuffled and its dealer chosen by
    ``random.Random(deal seed)`` exactly as :class:`~tamcuc.game.Game` does,
    and every choice among two or more legal moves is
    ``rng.randrange(len(moves))`` over the moves in ``Game.legal_plays()``
    order. Same seed, same deals, same moves, same results (see
    :func:`simulate`).
``exact=False`` (the default, faster)
    one ``random.Random(seed)`` drives everything: one ``randrange`` per deal
    picks the dealer draw and the card order together (exactly uniform), and a
    choice among ``m`` moves is ``int(rng.random() * m)``: the same uniform
    distribution over the legal moves (to within 2**-53), but not the same
    numbers as the checked path.
"""

from __future__ import annotations

import math
import random
from functools import partial
from typing import List, NamedTuple, Optional, Sequence

from .cards import CARDS, Card, Hand
from .dealing import Seed, first_leader, make_rng
from .game import Move, declarable
from .plays import _VALID, lay_ways, plays_of_size
from .rules import Rules
from .scoring import KetOutcome, final_scores, ranking, totals
from .tricks import counts_as_folded, keeps_whole_trick, may_lead, must_fold, takes_lead
from ._public import public_dir

__all__ = ["DealResult", "random_deals", "play_random", "simulate", "encode", "decode", "to_moves"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

_SHIFT = 3
"""Bits per card in a hand code: up to 7 copies, and a rank has at most 5."""
_POW = tuple(1 << (_SHIFT * s) for s in range(14))
_SOLDIERS = (1 << (2 * _SHIFT)) - 1
"""Mask of the two soldier fields (strengths 0 and 1): all that declarations depend on."""
_CACHE_LIMIT = 400_000
"""Entries kept per move table before it is emptied (2-player hands are many)."""


def encode(cards) -> int:
    """Returns the integer code of ``cards`` (text, Cards or strengths 0 … 13): the sum of 8**strength."""
    if isinstance(cards, str):
        cards = Hand(cards)
    return sum(_POW[c if isinstance(c, int) else c.strength] for c in cards)


class _OnDemand(dict):
    """A dict that fills itself: a missing ``key`` gets ``make(key)``, kept for next time."""

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        self[key] = found = self.make(key)
        return found


def _fields(base: int, half: int) -> tuple:
    """Returns the strengths in one half of a hand code (seven fields from ``base``), strongest first."""
    out = []
    for s in range(6, -1, -1):
        out.extend([base + s] * ((half >> (_SHIFT * s)) & 7))
    return tuple(out)


_HALF = 7 * _SHIFT
_HALF_MASK = (1 << _HALF) - 1
_HIGH = _OnDemand(partial(_fields, 7))
_LOW = _OnDemand(partial(_fields, 0))
"""The two halves of a hand code (strengths 7 … 13 and 0 … 6) decoded, filled as hands are met."""


def decode(code: int) -> tuple:
    """Returns the strengths in the hand ``code``, strongest first."""
    return _HIGH[code >> _HALF] + _LOW[code & _HALF_MASK]


def _hand(code: int) -> Hand:
    return Hand._sorted(tuple(CARDS[s] for s in decode(code)))


class DealResult(NamedTuple):
    """The outcome of one fast deal, one entry per seat where a tuple.

    ``kept``, ``bonuses``, ``scores`` and ``ranking`` mean what they mean in
    :class:`tamcuc.game.Result`; ``ket`` is the :class:`~tamcuc.scoring.KetOutcome`
    of the last trick or None (``ket.row.name`` is e.g. ``"kết đôi"``).
    """

    dealer: int
    kept: tuple
    bonuses: tuple
    scores: tuple
    ranking: tuple
    ket: Optional[KetOutcome]


def _clip(code: int, most: int) -> int:
    """Returns ``code`` with every card's count cut to ``most`` (1, 2 or 3)."""
    present = (code | code >> 1 | code >> 2) & _ONES
    if most == 1:
        return present
    clipped = present + ((code >> 1 | code >> 2) & _ONES)
    if most == 2:
        return clipped
    return clipped + ((code >> 2 | (code >> 1 & code)) & _ONES)


_ONES = sum(_POW)
_PAIR_CARDS = sum(_POW[k[0]] * 7 for k in _VALID if len(k) == 2)
"""The fields of the cards that make pairs."""
_TRIPLE_CARDS = sum({_POW[s] for k in _VALID if len(k) == 3 for s in k})
"""The fields (one copy) of the cards that make triples."""


_new = tuple.__new__


class _Outcome(random.Random):
    """A stand-in for random.Random whose one draw returns outcome ``i``: lists what first_leader can do."""

    def __init__(self, i: int):
        super().__init__(0)
        self.i = i
        self.count = None

    def randrange(self, n, *more):
        self.count = n
        return self.i

    def choice(self, seq):
        self.count = len(seq)
        return seq[self.i]


def _dealers(rules: Rules) -> tuple:
    """Returns the dealer for each equally likely draw of dealing.first_leader (one draw: a card or a seat)."""
    probe = _Outcome(0)
    first_leader(rules, probe)
    return tuple(first_leader(rules, _Outcome(i))[0] for i in range(probe.count))


class _Tables:
    """The legal moves of every hand met so far under one Rules, filled in on demand.

    Two levels: ``lead[first]`` and ``lay[call]`` map a hand code to its
    options; on a miss the options are looked up by the hand with each count
    cut to what can matter (a lay of k cards uses at most k copies of a card,
    a lead at most 2), and only computed (by Game's own helpers) on a second miss.
    """

    def __init__(self, rules: Rules):
        self.rules = rules
        n = self.n = rules.players
        self.deck = [c.strength for c in rules.deck]  # the order Game shuffles
        self.after = tuple(tuple((p + i) % n for i in range(1, n)) for p in range(n))
        # takes[best][strength]: does a play of strength beat the best so far (tricks.takes_lead)?
        # Row -1 (the last) is for best == -1: no play standing yet but a forced lead that folds.
        strengths = range(max(p.strength for p in _VALID.values()) + 1)
        self.takes = tuple(
            tuple(takes_lead(s, best, rules) for s in strengths) for best in (*strengths, None)
        )
        self.keep_trick = keeps_whole_trick(rules)
        self.lead = ({}, {})  # [first trick?] hand code -> lead options
        self.lay = ({}, {}, {}, {})  # [call] hand code -> lay options
        self._lead_parts = ([None, {}, {}, {}], [None, {}, {}, {}])  # [first trick?][size] part of a hand -> options
        self._lay_clipped = ({}, {}, {}, {})
        self._lay_option = tuple(_OnDemand(partial(self._lay, call)) for call in range(4))  # [call] strengths -> lay option
        self._lead_option = tuple(_OnDemand(partial(self._lead, first)) for first in (False, True))  # [first trick?] strengths -> (lead or None, forced lead)
        self._ket = {}
        self.scores = {}
        self.declare = tuple(self._declarable(code) for code in range(_SOLDIERS + 1))
        self.dealers = _dealers(rules)
        self.orders = math.factorial(len(self.deck))

    # Options are tuples, shared between hands:
    #   lead    (code, call, strength, ket row or None, strengths)
    #   lay     (code, size, strength if a play of the called kind else -1, folds in trick 1, strengths)
    #   declare (code, size, seizes the lead, strengths)

    def _declarable(self, soldiers: int) -> tuple:
        hand = _hand(soldiers)
        plays = declarable(hand, self.rules)
        return tuple(
            (encode(p.cards), p.size, self.rules.declaration_effect(p.size) == "seize", tuple(c.strength for c in p.cards))
            for p in plays
        )

    def leads(self, code: int, first: bool) -> tuple:
        """Returns the lead options of hand ``code``, in Game.legal_plays() order.

        As Game._compute_legal, phase "lead": the plays of each call size in the
        hand (plays.plays_of_size), filtered as :func:`tricks.lead_choices
        <tamcuc.tricks.lead_choices>` does: those the first-trick ban lets be
        led (``tricks.may_lead``), or, when there is none of any size, every
        play as a forced lead (strength -1 here when it counts as folded, so
        that the first allowed play shown beats it). The plays of one size
        depend only on part of the hand (which cards are there, which are there
        twice), so they are looked up by that part.
        """
        table = self.lead[first]
        if len(table) > _CACHE_LIMIT:
            table.clear()
        parts = self._lead_parts[first]
        allowed = every = ()
        for size in self.rules.calls:
            if size == 1:
                key = (code | code >> 1 | code >> 2) & _ONES  # the cards there
            elif size == 2:
                key = ((code >> 1 | code >> 2) & _ONES) << 1 & _PAIR_CARDS  # the pairs there
            else:
                key = (code | code >> 1 | code >> 2) & _TRIPLE_CARDS
            found = parts[size].get(key)
            if found is None:
                plays = [play._key for play in plays_of_size(_hand(key), size)]  # the engine's generator
                options = [self._lead_option[first][play] for play in plays]
                found = parts[size][key] = (
                    tuple(lead for lead, _ in options if lead is not None),
                    tuple(forced for _, forced in options),
                )
            allowed += found[0]
            every += found[1]
        table[code] = options = allowed or every  # tricks.lead_choices: forced when nothing is allowed
        return options

    def _lead(self, first: bool, cards: tuple) -> tuple:
        """Returns the lead option of the play ``cards`` when it may be led (else None), and as a forced lead."""
        play = _VALID[cards]
        row = self.rules.ket_row(play)
        code = encode(cards)
        lead = None
        if may_lead(play, self.rules, first):
            folds = counts_as_folded(play.cards, self.rules, first)
            lead = (code, play.size, -1 if folds else play.strength, row, cards)
        folds = counts_as_folded(play.cards, self.rules, first, forced_lead=True)
        return lead, (code, play.size, -1 if folds else play.strength, row, cards)

    def lays(self, code: int, call: int) -> tuple:
        """Returns the lay options of hand ``code`` for a call of ``call``, in Game.legal_plays() order.

        As Game._compute_legal, phase "lay": a hand of at most ``call`` cards lays
        them all; a bigger one lays any distinct ``call`` of them (plays.lay_ways:
        the combinations of the sorted hand, each multiset once, in order of first
        appearance), which depend only on each count cut to ``call``. (A hand
        cut to at most ``call`` cards is either the whole hand or ``call``
        copies of one card: in both cases laying it all is the one lay.)
        """
        table = self.lay[call]
        if len(table) > _CACHE_LIMIT:
            table.clear()
        key = _clip(code, call)
        clipped = self._lay_clipped[call]
        options = clipped.get(key)
        if options is None:
            cards = decode(key)
            option = self._lay_option[call].__getitem__
            if len(cards) <= call:
                options = (option(cards),)
            else:
                options = tuple(option(tuple(c.strength for c in way)) for way in lay_ways(_hand(key), call))
            if len(clipped) > _CACHE_LIMIT:
                clipped.clear()
            clipped[key] = options
        table[code] = options
        return options

    def _lay(self, call: int, cards: tuple) -> tuple:
        # As Game._next_reveal: short lays and non-plays fold without a choice (tricks.must_fold).
        hand = [CARDS[s] for s in cards]
        strength = -1 if must_fold(hand, call) else _VALID[cards].strength
        folds_first = counts_as_folded(hand, self.rules, True)
        return (encode(cards), len(cards), strength, folds_first, cards)

    def ket(self, row, leader: int, winner: int) -> KetOutcome:
        key = (row.name, leader, winner)
        found = self._ket.get(key)
        if found is None:
            found = self._ket[key] = KetOutcome(row, leader, winner, beaten=winner != leader)
        return found

    def score(self, kept: tuple, bonuses: tuple) -> tuple:
        key = (kept, bonuses)
        found = self.scores.get(key)
        if found is None:
            found = self.scores[key] = (tuple(final_scores(kept, bonuses, self.rules)),
                                        tuple(ranking(totals(kept, bonuses))))
        return found


_TABLES: dict = {}


def _tables(rules: Rules) -> _Tables:
    found = _TABLES.get(rules)
    if found is None:
        if len(_TABLES) > 16:
            _TABLES.clear()
        found = _TABLES[rules] = _Tables(rules)
    return found


def _below(rng: random.Random):
    """Returns ``rng.randrange`` for one argument, as a faster callable giving the very same numbers.

    ``random.Random.randrange(m)`` with ``m > 0`` returns ``self._randbelow(m)``
    (CPython 3.2 onwards); calling that directly skips the argument checks. A
    subclass that changes ``randrange`` keeps its own.
    """
    if type(rng).randrange is random.Random.randrange and hasattr(rng, "_randbelow"):
        return rng._randbelow
    return rng.randrange



def _holder_after(hands: list, after: list, leader: int) -> int:
    """Returns the first seat after ``leader`` (in play order, ``after``) that still holds cards: who leads when the
    leader's hand is empty (Game._start_window). The fast play and the review's play-out share it."""
    for q in after[leader]:
        if hands[q]:
            return q
    return leader

def _play(t: _Tables, hands: list, left: int, dealer: int, rng, exact: bool, log: Optional[list]) -> DealResult:
    """Plays one deal from ``hands`` (codes, changed in place; ``left`` cards in all) with random moves.

    Mirrors Game move for move, and draws a random number only where there is a
    choice (two or more moves): the between-tricks window (declare/pass), the
    lead, the lays in seat order, then the reveals in order (show/chui), then
    the trick's winner, kept cards and, in the last trick, kết. ``exact=True``
    draws ``rng.randrange(m)`` exactly where RandomBot does, so each show-or-fold
    waits until every card is laid; otherwise a choice is ``int(rng.random() * m)``
    and a follower's show-or-fold is drawn right after its own lay: the same
    uniform, independent choices in fewer steps (the one loop, two orders of drawing).
    ``log`` (a list or None) receives the moves as ``(player, action, strengths)``,
    in Game's order either way.
    """
    below = _below(rng)
    rand = rng.random
    # Exact show or fold: chui when randrange(2) == 1 (RandomBot's order of the moves: show, chui).
    coin = partial(below, 2)
    after = t.after
    lead_tables = t.lead
    lay_tables = t.lay
    declare = t.declare
    takes = t.takes
    keep_trick = t.keep_trick
    n = t.n
    kept = [0] * n
    bonuses = [0] * n
    ket = None
    leader = dealer
    first = True
    # Hands only shrink, so only a seat that could declare at the deal can declare later.
    declarers = [q for q in range(n) if declare[hands[q] & _SOLDIERS]]
    while left:
        # The window between tricks (Game._start_window / _next_in_window).
        if not hands[leader]:
            leader = _holder_after(hands, after, leader)
        if declarers:
            for q in [q for q in (leader,) + after[leader] if declare[hands[q] & _SOLDIERS]]:
                options = declare[hands[q] & _SOLDIERS]
                if not options:
                    continue
                m = len(options)
                i = below(m + 1) if exact else int(rand() * (m + 1))
                if i == m:
                    if log is not None:
                        log.append((q, "pass", ()))
                    continue
                code, size, seize, cards = options[i]
                hands[q] -= code
                kept[q] += size
                left -= size
                if seize:
                    leader = q
                if log is not None:
                    log.append((q, "declare", cards))
            declarers = [q for q in declarers if declare[hands[q] & _SOLDIERS]]
            if not hands[leader]:
                continue
        # The lead (tricks.lead_choices, in the table).
        code = hands[leader]
        options = lead_tables[first].get(code) or t.leads(code, first)
        m = len(options)
        lead, call, best, row, cards = options[(below(m) if exact else int(rand() * m)) if m > 1 else 0]
        hands[leader] = code - lead
        if log is not None:
            log.append((leader, "lead", cards))
        # The lays, face down, in seat order.
        total = call
        winner = leader
        won = call
        choosers = []  # exact: the lays that may be shown, revealed after every lay (RandomBot's order)
        reveals = [] if log is not None else None  # fast: the reveals, logged after the lays (Game's order)
        lay_table = lay_tables[call]
        for q in after[leader]:
            code = hands[q]
            if code:
                options = lay_table.get(code) or t.lays(code, call)
                m = len(options)
                option = options[(below(m) if exact else int(rand() * m)) if m > 1 else 0]
                hands[q] = code - option[0]
                total += option[1]
                if log is not None:
                    log.append((q, "lay", option[4]))
                strength = option[2]
                if strength >= 0:  # a play of the called kind: show or fold (tricks.must_fold)
                    if exact:
                        choosers.append((q, option))
                        continue
                    # Fast: this lay's show-or-fold is drawn now (an independent coin, so the
                    # order of draws does not matter), and the reveal is scored at once.
                    shown = rand() < 0.5
                    if log is not None:
                        reveals.append((q, "show" if shown else "chui", option[4]))
                    if shown and not (first and option[3]) and takes[best][strength]:
                        best = strength
                        winner = q
                        won = option[1]
        if reveals:
            log.extend(reveals)
        # The reveals, in order; the best play shown so far is ahead (tricks.takes_lead).
        for q, (_, size, strength, folds_first, cards) in choosers:
            if coin() >= 0.5:
                if log is not None:
                    log.append((q, "chui", cards))
                continue
            if log is not None:
                log.append((q, "show", cards))
            if first and folds_first:  # tricks.counts_as_folded
                continue
            if takes[best][strength]:
                best = strength
                winner = q
                won = size
        left -= total
        kept[winner] += total if keep_trick else won  # tricks.winner_keeps
        if row is not None and not left:
            ket = t.ket(row, leader, winner)
            bonuses[winner] += ket.bonus
        leader = winner
        first = False
    kept = tuple(kept)
    bonuses = tuple(bonuses)
    scores, places = t.score(kept, bonuses)
    return _new(DealResult, (dealer, kept, bonuses, scores, places, ket))


def _deal(t: _Tables, cards: list, dealer: int) -> list:
    """Returns the hand codes dealt from ``cards`` one at a time from ``dealer`` (dealing.deal_cards)."""
    n = t.n
    pow_ = _POW.__getitem__
    return [sum(map(pow_, cards[(q - dealer) % n :: n])) for q in range(n)]


def random_deals(rules: Rules, deals: int, seed: Seed = 0, exact: bool = False) -> List[DealResult]:
    """Plays ``deals`` complete random deals and returns a :class:`DealResult` per deal.

    Every player chooses uniformly among its legal moves, as
    :class:`~tamcuc.bots.RandomBot`. With ``exact=True`` the deals and moves are
    the very ones :func:`tamcuc.bots.simulate` plays with the same seed; the
    default draws random numbers faster (see the module docstring).
    """
    t = _tables(rules)
    rng = make_rng(seed)
    out = []
    append = out.append
    deck = t.deck
    size = len(deck)
    play = _play
    if exact:
        for _ in range(deals):
            deal_rng = random.Random(rng.getrandbits(32))
            dealer, _drawn = first_leader(rules, deal_rng)
            cards = deck[:]
            deal_rng.shuffle(cards)
            append(play(t, _deal(t, cards, dealer), size, dealer, rng, True, None))
        return out
    draw = rng.randrange
    dealers = t.dealers
    ways = len(dealers) * t.orders
    top = range(size - 1, 0, -1)
    codes = [_POW[s] for s in deck]
    n = t.n
    seats = range(n)
    for _ in range(deals):
        # One draw chooses the dealer (as dealing.first_leader) and the order of the cards
        # (as random.shuffle, Fisher–Yates, its swaps read off in mixed radix).
        x = draw(ways)
        x, i = divmod(x, len(dealers))
        dealer = dealers[i]
        cards = codes[:]
        for i in top:
            x, j = divmod(x, i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        # Card i goes to seat (dealer + i) % n, as dealing.deal_cards.
        hands = [0] * n
        for q in seats:
            hands[(dealer + q) % n] = sum(cards[q::n])
        append(play(t, hands, size, dealer, rng, False, None))
    return out


def play_random(
    rules: Rules, hands: Sequence, dealer: int, seed: Seed = 0, log: Optional[list] = None, exact: bool = False
) -> DealResult:
    """Plays one random deal from the given ``hands`` and ``dealer`` to the end.

    ``hands`` are Hands, text or sequences of strengths, one per seat (not
    checked). If ``log`` is a list, every move is appended to it as
    ``(player, action, strengths)``; :func:`to_moves` turns these into
    :class:`~tamcuc.game.Move` objects for ``Game.push``. ``exact=True`` chooses
    with ``rng.randrange`` as :class:`~tamcuc.bots.RandomBot` does; otherwise as
    :func:`random_deals` does by default.
    """
    t = _tables(rules)
    rng = make_rng(seed)
    codes = [encode(h) for h in hands]
    left = sum(len(decode(c)) for c in codes)
    return _play(t, codes, left, dealer, rng, exact, log)


def to_moves(log: Sequence) -> list:
    """Returns the :class:`~tamcuc.game.Move` list of a log made by :func:`play_random`."""
    return [Move(p, action, Hand(Card.from_strength(s) for s in cards)) for p, action, cards in log]


def simulate(rules: Rules, deals: int, seed: Seed = 0) -> list:
    """Returns what ``bots.simulate(rules, [RandomBot()] * rules.players, deals, seed)`` returns, faster.

    A list of :class:`tamcuc.bots.DealRecord` with :class:`tamcuc.game.Result`
    objects equal to the checked path's, deal by deal.
    """
    from .bots import DealRecord
    from .game import Result

    t = _tables(rules)
    rng = make_rng(seed)
    size = len(t.deck)
    out = []
    for _ in range(deals):
        deal_seed = rng.getrandbits(32)
        deal_rng = random.Random(deal_seed)
        dealer, _drawn = first_leader(rules, deal_rng)
        cards = t.deck[:]
        deal_rng.shuffle(cards)
        r = _play(t, _deal(t, cards, dealer), size, dealer, rng, True, None)
        result = Result(r.kept, r.bonuses, r.scores, r.ranking, r.ket, rules.scoring)
        out.append(DealRecord(deal_seed, dealer, result))
    return out

"""RuleBot's play-out, fast: the same moves as :func:`tamcuc.sampling.play_out` with RuleBot, on integer-coded hands.

The review of a deal (:func:`tamcuc.review`) and the hint (:class:`tamcuc.sampling.SamplingBot`) finish thousands
of deals with :class:`~tamcuc.bots.RuleBot` from imagined positions, and read one number from each: the points the
seat made (and, for the review, the cards it won in the decision's trick). :func:`points_after` gives those numbers
without building the finished :class:`~tamcuc.game.Game`:

1. the move tried is made on a copy of the position (checked once per world: ``Game.push``'s check), and the
   declarations under way, if any, are made on the checked Game by RuleBot;
2. from there the deal goes on over integer-coded hands, the trick under way first (what was laid, as the tables'
   options; the lays still to come; every reveal not made yet): :mod:`tamcuc.fast`'s tables give the legal
   leads, lays and declarations of each hand, in ``Game.legal_plays()`` order (the engine's own move generator,
   the first-trick ban included), and each seat chooses as RuleBot does: its leads and lays are RuleBot's own
   steps (``bots._lead_among`` / ``bots._lay_among``) written on codes, worked out once per hand met and kept (a
   lead by what the unseen cards can beat it with, :func:`_reach`); its reveal (show what beats everything shown
   so far, unless banned in the first trick; else chui) and its declarations (the biggest) are one comparison
   each.

Every move is the one RuleBot would make on the checked Game, so the points are the same: the tests play both
ways from many positions under several rule sets and compare them (``tests/test_sampling.py``).
"""

from __future__ import annotations

from collections import Counter

from . import checks
from .bots import RuleBot, _ket_plays
from .errors import UsageError, shown
from .fast import _ONES, _POW, _SOLDIERS, _OnDemand, _clip, _holder_after, _tables, decode, encode
from .plays import _VALID, Kind
from .game import Game, Move
from .i18n import t
from .scoring import totals

_LIMIT = 200_000
"""The most choices kept per rule set before starting again (a bound on memory)."""

_RULEBOT = RuleBot()


class _Choices:
    """RuleBot's leads and lays under one rule set, by integer code: the option chosen among the fast tables'."""

    def __init__(self, tables):
        self.tables = tables
        self.rules = tables.rules
        self.lead = ({}, {})  # [first trick?] (hand, reach of the unseen cards) -> lead option
        self.plans = ({}, {})  # [first trick?] hand -> what the lead needs (_plan)
        self.reserves = {}  # hand -> its kết reserve, as a mask
        # The kết combinations in table order (bots._ket_plays): the copies of each card, their number, their mask.
        self.ket = [(tuple((3 * c.strength, k) for c, k in need.items()), len(cards), _present(encode(cards)))
                    for cards, need in _ket_plays(self.rules.ket)] if self.rules.ket else []
        self.lay = (({}, {}, {}, {}), ({}, {}, {}, {}))  # [first trick?][call] hand -> lay option

    def leads(self, code: int, reach: tuple, first: bool) -> tuple:
        """Returns RuleBot's lead from hand ``code`` when the cards it cannot see reach ``reach`` (:func:`_reach`);
        ``first``: in the deal's first trick. ``bots._lead_among`` on codes (its steps in its order, each ``max``
        and ``min`` over the leads in the engine's order, so that ties go the same way)."""
        memo, plans = self.lead[first], self.plans[first]
        if len(memo) > _LIMIT:
            memo.clear()
            plans.clear()
        plan = plans.get(code)
        if plan is None:
            plan = plans[code] = self._plan(code, first)
        whole, free, entries = plan
        if whole is not None:
            found = memo[code, reach] = whole
            return found
        sure = [e for e in free if reach[e[1] - 1] <= e[2]]  # no stronger play of its kind unseen (_beatable)
        if sure:
            found = max(sure, key=_SIZE_STRENGTH)[0]
        else:
            found = min([e for e in free if e[1] == 1] or free, key=_SIZE_STRENGTH)[0]
        memo[code, reach] = found
        return found

    def _plan(self, code: int, first: bool) -> tuple:
        """Returns what RuleBot's lead from hand ``code`` needs beside the unseen cards: the lead of the whole hand
        when there is one, and each lead not touching the kết reserve (all when none) as ``(option, size,
        strength)``."""
        options = self.tables.lead[first].get(code) or self.tables.leads(code, first)
        if len(options) == 1:
            return options[0], (), ()
        size = len(decode(code))
        for option in options:
            if option[1] == size:
                return option, (), ()
        reserve = self._reserve(code)
        entries = [(option, option[1], _VALID[option[4]].strength) for option in options]
        free = [e for e in entries if not _present(e[0][0]) & reserve] or entries
        return None, free, entries

    def _reserve(self, code: int) -> int:
        """Returns the cards of RuleBot's kết reserve in hand ``code`` (``bots._ket_reserve``: the first kết
        combination of the rules the hand holds with a card to spare), as a mask of the cards there."""
        found = self.reserves.get(code)
        if found is None:
            if len(self.reserves) > _LIMIT:
                self.reserves.clear()
            size = len(decode(code))
            found = next((mask for fields, n, mask in self.ket
                          if size > n and all(code >> at & 7 >= k for at, k in fields)), 0)
            self.reserves[code] = found
        return found

    def lays(self, code: int, call: int, first: bool) -> tuple:
        """Returns RuleBot's lay from hand ``code`` for a call of ``call`` (``first``: in the first trick)."""
        options = self.tables.lay[call].get(code) or self.tables.lays(code, call)
        table = self.lay[first][call]
        if len(table) > _LIMIT:
            table.clear()
        if len(options) == 1:
            found = table[code] = options[0]
            return found
        # bots._lay_among on codes: the strongest play of the called kind, kept from the kết reserve if one is;
        # otherwise the weakest cards (the first of equals in the engine's order, as max and min give).
        reserve = self._reserve(code)
        # A play of the called kind (not must_fold) that may be shown (not banned in the first trick).
        plays = [option for option in options if option[2] >= 0 and not (first and option[3])]
        free = [option for option in plays if not _present(option[0]) & reserve]
        if free or plays:
            found = max(free or plays, key=_STRENGTH)
        else:
            free = [option for option in options if not _present(option[0]) & reserve] or options
            found = min(free, key=_CARDS_STRENGTH)
        table[code] = found
        return found


def _present(code: int) -> int:
    """Returns the mask of the cards in ``code`` (one bit a card, whatever its count)."""
    return (code | code >> 1 | code >> 2) & _ONES


def _SIZE_STRENGTH(entry):
    return entry[1], entry[2]


def _STRENGTH(option):
    return option[2]


def _CARDS_STRENGTH(option):
    return sum(option[4])


_NEEDS = tuple(
    tuple(sorted(((play.strength, tuple((3 * s, n) for s, n in Counter(key).items()))
                  for key, play in _VALID.items() if play.kind is kind), reverse=True))
    for kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE)
)
"""For single, pair and triple: each play of that kind, strongest first, with the copies of each card it needs
(``(3 * strength, copies)``: where the card's count sits in a code)."""


def _reach_of(clipped: int) -> tuple:
    """Returns, for single, pair and triple, the strength of the strongest play of that kind the cards ``clipped``
    (a code, each count cut to 2) can make, or -1."""
    return tuple(next((strength for strength, need in plays if all(clipped >> at & 7 >= n for at, n in need)), -1)
                 for plays in _NEEDS)


_REACH = _OnDemand(_reach_of)
"""The reach (:func:`_reach_of`) of each clipped code met."""


def _reach(unseen: int) -> tuple:
    """Returns what RuleBot's lead asks of the cards it cannot see (``unseen``, a code): whether a play of each
    kind stronger than its own can be made of them (``bots._beatable``), which the strongest play of each kind
    they make answers. Two sets of unseen cards with the same reach give the same lead, so the leads are kept
    by it."""
    if not _RANKED:
        return _REACH[_clip(unseen, 2)]
    present = (unseen | unseen >> 1 | unseen >> 2) & _ONES
    if not present:
        return _NO_REACH
    pairs = (unseen >> 1 | unseen >> 2) & _PAIR_ONES
    return (_SINGLE_AT[present.bit_length() // 3], _PAIR_AT[pairs.bit_length() // 3] if pairs else -1,
            next((strength for strength, mask in _TRIPLES if present & mask == mask), -1))


_NO_REACH = (-1, -1, -1)
_PAIR_ONES = _ONES & sum(_POW[key[0]] for key, play in _VALID.items() if play.kind is Kind.PAIR)
"""The cards of which two make a pair (one bit each)."""
_SINGLE_AT = {s: _VALID[(s,)].strength for s in range(14)}
_PAIR_AT = {s: _VALID[(s, s)].strength for s in range(14) if (s, s) in _VALID}
_TRIPLES = sorted(((play.strength, sum(_POW[s] for s in key)) for key, play in _VALID.items()
                   if play.kind is Kind.TRIPLE), reverse=True)
_RANKED = (all(_SINGLE_AT[s] == s for s in _SINGLE_AT) and all(_PAIR_AT[s] == s for s in _PAIR_AT)
           and len({mask for _, mask in _TRIPLES}) == len(_TRIPLES))
"""True when a single's and a pair's strength is its card's (so the strongest card there makes the strongest
single, and the strongest card there twice the strongest pair): :func:`_reach` then reads them off the code's
highest bits; otherwise it tries every play (:func:`_reach_of`)."""


_CHOICES: dict = {}


def _choices(rules) -> _Choices:
    """Returns the :class:`_Choices` of ``rules`` (looked up by the object: hashing a Rules costs more)."""
    found = _CHOICES.get(id(rules))
    if found is None or found[0] is not rules:
        if len(_CHOICES) > 16:
            _CHOICES.clear()
        found = _CHOICES[id(rules)] = (rules, _Choices(_tables(rules)))
    return found[1]


def points_after(world: Game, move: Move, seat: int, trick_at: int = -1) -> tuple:
    """Returns ``(points, won)`` after ``move`` (one of ``world.legal_plays()``) in ``world`` and RuleBot's play
    to the end: the points ``seat`` made (:func:`tamcuc.sampling.points`) and the cards it won in the trick
    numbered ``trick_at`` (from 0; 0 when another seat won it, or the deal ended before).

    ``world`` is not changed. The same numbers as :func:`tamcuc.sampling.play_out` with RuleBot (see the module
    docstring), faster.

    >>> from tamcuc.sampling import play_out, points
    >>> game = Game(seed=3)
    >>> move = game.legal_plays()[0]
    >>> points_after(game, move, 0)[0] == points(play_out(game, move, None), 0), game.moves
    (True, [])
    """
    if not isinstance(world, Game):
        raise UsageError(t("world={world}: give a Game", world=shown(world)))
    seat = world._seat(seat)
    if checks.as_whole(trick_at) is None:
        raise UsageError(t("trick_at={trick_at}: give a trick's number from 0, or -1 for none",
                            trick_at=shown(trick_at)))
    if move not in world.legal_plays():  # Game.push's check, made once for all the moves tried in this world
        world.copy().push(move)  # raises with the reason
    trial = world.copy()
    trial._apply(move)
    choose, apply = _RULEBOT.choose, trial._apply
    while trial._phase == "declare":  # the declarations under way: the engine asks the seats in its order
        apply(choose(trial, trial._to_move, None))
    if trial._phase == "over":
        kept, bonuses, won = [len(k) for k in trial.kept], trial.bonuses, 0
    else:
        kept, bonuses, won = _finish(trial, seat, trick_at)
    if 0 <= trick_at < len(trial.history):
        record = trial.history[trick_at]
        won = len(record.kept) if record.winner == seat else 0
    return totals([kept[seat]], [bonuses[seat]])[0], won


_FIELDS: dict = {}
"""The ``(8 ** strength, copies)`` of each play's code met so far (:func:`_less`)."""


def _less(unseen: int, cards: int) -> int:
    """Returns the code ``unseen`` less the cards of the code ``cards``, no count going below 0.

    As :meth:`Game.unseen <tamcuc.game.Game.unseen>` counts: in an imagined world the others' hands are dealt
    from what the reviewed seat cannot see, so another seat may "see" a card of its own folded earlier in a
    hand as well (its count of that card is then 0, not below)."""
    fields = _FIELDS.get(cards)
    if fields is None:
        fields = _FIELDS[cards] = tuple((8 ** s, cards >> (3 * s) & 7) for s in range(14) if cards >> (3 * s) & 7)
    for power, k in fields:
        have = unseen // power & 7
        unseen -= power * (k if have >= k else have)
    return unseen



def _finish(game: Game, seat: int = -1, trick_at: int = -1, log=None) -> tuple:
    """Returns ``(kept, bonuses, won)`` when RuleBot plays ``game`` (to lead, or in a trick under way) to the end,
    on integer-coded hands: the cards each seat kept and its bonus, and the cards ``seat`` won in the trick
    numbered ``trick_at`` if it is played here. Mirrors :func:`tamcuc.fast._play` move for move, with RuleBot's
    choices instead of random ones. ``log``, a list, gets the moves as ``(seat, action, strengths)`` (the tests
    compare them with the engine's), except the reveals."""
    choices = _choices(game.rules)
    t = choices.tables
    n = t.n
    after, declare, takes, keep_trick = t.after, t.declare, t.takes, t.keep_trick
    hands = [encode(h) for h in game.hands]
    kept = [len(k) for k in game.kept]
    bonuses = list(game.bonuses)
    left = sum(len(h) for h in game.hands)
    first = not game.history
    number = len(game.history)  # the trick being played
    won_at = 0
    # What each seat cannot see (Game.unseen), worked out when it first leads: the game's count now, less the
    # cards the others have shown since (``public``: seat and code, in order; ``upto[q]``: how many are counted).
    unseen = [-1] * n
    upto = [0] * n
    public = []
    declarers = [q for q in range(n) if declare[hands[q] & _SOLDIERS]]
    phase = game._phase
    window = phase not in ("lead", "lay", "reveal")  # to lead: the declarations are over

    def close(shown, total, leader, winner, won, row):
        """Ends a trick: the plays shown become public, the winner keeps its cards (tricks.winner_keeps), and the
        last trick's kết scores (``row``: the kết led, or None)."""
        nonlocal left, won_at
        public.extend(shown)  # everyone else now sees the lead and the plays shown (folded cards stay unseen)
        left -= total
        gain = total if keep_trick else won
        kept[winner] += gain
        if number == trick_at and winner == seat:
            won_at = gain
        if row is not None and not left:
            bonuses[winner] += t.ket(row, leader, winner).bonus

    if phase in ("lay", "reveal"):
        # The trick under way: what was laid (the lead, then each lay, as the tables' options), then the lays
        # still to come, then every reveal not made yet, as RuleBot makes them.
        call, order, laid = game.call, game._order, game._laid
        leader = order[0]
        allowed, forced = t._lead_option[first][tuple(c.strength for c in laid[0])]
        lead, _call, best, row, _cards = allowed or forced
        options = [t._lay_option[call][tuple(c.strength for c in cards)] for cards in laid[1:]]
        seats = list(order[1:])
        total = sum(len(cards) for cards in laid)
        left += total
        for q in ([game._to_move] if phase == "lay" else []) + list(game._followers if phase == "lay" else ()):
            option = choices.lay[first][call].get(hands[q]) or choices.lays(hands[q], call, first)
            hands[q] -= option[0]
            total += option[1]
            seats.append(q)
            options.append(option)
            if log is not None:
                log.append((q, "lay", option[4]))
        # Each lay's reveal, in order: those made already as they were, the others RuleBot's (show what takes the
        # lead, unless banned in the first trick; chui otherwise).
        reveal_from = game._reveal_at if phase == "reveal" else 1
        shown = [] if phase == "reveal" else [(leader, lead)]  # face up from now on (public); the lead once
        winner, won = leader, call
        for i, (q, option) in enumerate(zip(seats, options), start=1):
            strength = option[2]
            if strength < 0:  # not a play of the call: folded without a choice (tricks.must_fold)
                continue
            stands = not (first and option[3]) and takes[best][strength]  # not banned, and ahead of the best
            if i < reveal_from:
                if game._status[i] != "shown":
                    continue
            elif stands:
                shown.append((q, option[0]))
            if stands:
                best, winner, won = strength, q, option[1]
        close(shown, total, leader, winner, won, row)
        leader, first, number, window = winner, False, number + 1, True
    else:
        leader = game.leader
    while left:
        # The window between tricks (Game._start_window / _next_in_window).
        if not hands[leader]:
            leader = _holder_after(hands, after, leader)
        if declarers and window:
            for q in [q for q in (leader,) + after[leader] if declare[hands[q] & _SOLDIERS]]:
                options = declare[hands[q] & _SOLDIERS]
                if not options:
                    continue
                # RuleBot declares the most soldiers it can (the first such in the engine's order), never passes.
                code, size, seize, _cards = max(options, key=lambda option: option[1])
                hands[q] -= code
                kept[q] += size
                left -= size
                if seize:
                    leader = q
                if log is not None:
                    log.append((q, "declare", _cards))
                public.append((q, code))  # declared cards are face up to everyone
            declarers = [q for q in declarers if declare[hands[q] & _SOLDIERS]]
            if not hands[leader]:
                continue
        window = True
        # The lead.
        mine = unseen[leader]
        if mine < 0:  # the game is not changed here: its count is still the one at the start
            mine = sum(_POW[s] * k for s, k in enumerate(game._unseen_counts(leader)) if k > 0)
        for q, cards in public[upto[leader]:]:
            if q != leader:
                mine = _less(mine, cards)
        unseen[leader], upto[leader] = mine, len(public)
        code = hands[leader]
        reach = _reach(mine)
        option = choices.lead[first].get((code, reach)) or choices.leads(code, reach, first)
        lead, call, best, row, _cards = option
        hands[leader] = code - lead
        if log is not None:
            log.append((leader, "lead", _cards))
        shown = [(leader, lead)]  # the cards everyone sees when the trick is revealed, and whose they are
        # The lays, face down, in seat order; RuleBot shows a lay only if it beats everything shown before it
        # (and it may: not banned in the first trick).
        total = call
        winner = leader
        won = call
        table = choices.lay[first][call]
        for q in after[leader]:
            code = hands[q]
            if code:
                option = table.get(code) or choices.lays(code, call, first)
                hands[q] = code - option[0]
                total += option[1]
                if log is not None:
                    log.append((q, "lay", option[4]))
                strength = option[2]
                if strength >= 0 and not (first and option[3]) and takes[best][strength]:  # shown, and ahead
                    best = strength
                    winner = q
                    won = option[1]
                    shown.append((q, option[0]))
        close(shown, total, leader, winner, won, row)
        leader = winner
        first = False
        number += 1
    return kept, bonuses, won_at

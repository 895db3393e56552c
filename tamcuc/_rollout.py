"""RuleBot's play-out, fast: the same moves as :func:`tamcuc.sampling.play_out` with RuleBot, on integer-coded hands.

The review of a deal (:func:`tamcuc.review`) and the hint (:class:`tamcuc.sampling.SamplingBot`) finish thousands
of deals with :class:`~tamcuc.bots.RuleBot` from imagined positions, and read one number from each: the points the
seat made (and, for the review, the cards it won in the decision's trick). :func:`points_after` gives those numbers
without building the finished :class:`~tamcuc.game.Game`:

1. the move tried is pushed on a copy of the position, and RuleBot plays the checked Game to the end of the trick
   under way (and of the decision's trick: a declaration comes before it), so that the first trick, with its ban,
   and a trick begun with hidden cards are played by the engine itself;
2. from the next trick on, when every card on the table is a finished trick's, the deal goes on over integer-coded
   hands (:mod:`tamcuc.fast`'s tables: the legal leads, lays and declarations of each hand, in
   ``Game.legal_plays()`` order, the engine's own move generator), each seat choosing as RuleBot does: its leads
   and lays are RuleBot's own steps (``bots._lead_among`` / ``bots._lay_among``) written on codes, worked out
   once per hand met and kept (a lead by what the unseen cards can beat it with, :func:`_reach`); its reveal
   (show what beats everything shown so far, else chui) and its declarations (the biggest) are one comparison
   each.

Every move is the one RuleBot would make on the checked Game, so the points are the same: the tests play both
ways from many positions under several rule sets and compare them (``tests/test_sampling.py``).
"""

from __future__ import annotations

from collections import Counter

from .bots import RuleBot, _ket_plays
from .fast import _ONES, _POW, _SOLDIERS, _OnDemand, _clip, _hand, _tables, decode, encode
from .plays import _VALID, Kind
from .game import Game, Move
from .scoring import totals

_LIMIT = 200_000
"""The most choices kept per rule set before starting again (a bound on memory)."""

_RULEBOT = RuleBot()


class _Choices:
    """RuleBot's leads and lays under one rule set, by integer code: the option chosen among the fast tables'."""

    def __init__(self, tables):
        self.tables = tables
        self.rules = tables.rules
        self.lead = {}  # (hand, reach of the unseen cards) -> lead option
        self.plans = {}  # hand -> what the lead needs (_plan)
        self.reserves = {}  # hand -> its kết reserve, as a mask
        # The kết combinations in table order (bots._ket_plays): the copies of each card, their number, their mask.
        self.ket = [(tuple((3 * c.strength, k) for c, k in need.items()), len(cards), _present(encode(cards)))
                    for cards, need in _ket_plays(self.rules.ket)] if self.rules.ket else []
        self.lay = ({}, {}, {}, {})  # [call] hand -> lay option

    def leads(self, code: int, reach: tuple) -> tuple:
        """Returns RuleBot's lead from hand ``code`` (not the first trick) when the cards it cannot see reach
        ``reach`` (:func:`_reach`): ``bots._lead_among`` on codes (its steps in its order, each ``max`` and ``min``
        over the leads in the engine's order, so that ties go the same way)."""
        if len(self.lead) > _LIMIT:
            self.lead.clear()
            self.plans.clear()
        plan = self.plans.get(code)
        if plan is None:
            plan = self.plans[code] = self._plan(code)
        whole, free, entries = plan
        if whole is not None:
            found = self.lead[code, reach] = whole
            return found
        sure = [e for e in free if reach[e[1] - 1] <= e[2]]  # no stronger play of its kind unseen (_beatable)
        if sure:
            found = max(sure, key=_SIZE_STRENGTH)[0]
        else:
            found = min([e for e in free if e[1] == 1] or free, key=_SIZE_STRENGTH)[0]
        self.lead[code, reach] = found
        return found

    def _plan(self, code: int) -> tuple:
        """Returns what RuleBot's lead from hand ``code`` needs beside the unseen cards: the lead of the whole hand
        when there is one, and each lead not touching the kết reserve (all when none) as ``(option, size,
        strength)``."""
        options = self.tables.lead[False].get(code) or self.tables.leads(code, False)
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

    def lays(self, code: int, call: int) -> tuple:
        """Returns RuleBot's lay from hand ``code`` for a call of ``call`` (not the first trick)."""
        options = self.tables.lay[call].get(code) or self.tables.lays(code, call)
        table = self.lay[call]
        if len(table) > _LIMIT:
            table.clear()
        if len(options) == 1:
            found = table[code] = options[0]
            return found
        # bots._lay_among on codes: the strongest play of the called kind, kept from the kết reserve if one is;
        # otherwise the weakest cards (the first of equals in the engine's order, as max and min give).
        reserve = self._reserve(code)
        plays = [option for option in options if option[2] >= 0]  # a play of the called kind (not must_fold)
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
    docstring), faster."""
    trial = world.copy()
    trial.push(move)
    choose, apply = _RULEBOT.choose, trial._apply
    # The engine plays the trick under way, and the decision's trick, itself.
    while trial._phase != "over" and (trial._phase in ("lay", "reveal") or len(trial.history) <= trick_at):
        apply(choose(trial, trial._to_move, None))
    won = 0
    if 0 <= trick_at < len(trial.history):
        record = trial.history[trick_at]
        if record.winner == seat:
            won = len(record.kept)
    if trial._phase == "over":
        return totals([len(trial.kept[seat])], [trial.bonuses[seat]])[0], won
    if not trial.history:  # still before the first trick (only declarations so far): the engine goes on
        while trial._phase != "over":
            apply(choose(trial, trial._to_move, None))
        return totals([len(trial.kept[seat])], [trial.bonuses[seat]])[0], won
    kept, bonuses = _finish(trial)
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


def _finish(game: Game, log=None) -> tuple:
    """Returns ``(kept, bonuses)``, card counts per seat, when RuleBot plays ``game`` (between two tricks, after
    the first) to the end, on integer-coded hands. Mirrors :func:`tamcuc.fast._play` move for move, with RuleBot's
    choices instead of random ones. ``log``, a list, gets the moves as ``(seat, action, strengths)`` (the tests
    compare them with the engine's), except the lays' reveals."""
    choices = _choices(game.rules)
    t = choices.tables
    n = t.n
    after, declare, takes, keep_trick = t.after, t.declare, t.takes, t.keep_trick
    lead_choice, lay_choice = choices.lead, choices.lay
    hands = [encode(h) for h in game.hands]
    # What each seat cannot see (Game.unseen), worked out when it first leads: the game's count then, less the
    # cards the others have shown since (``public``: seat and code, in order; ``upto[q]``: how many are counted).
    unseen = [-1] * n
    upto = [0] * n
    public = []
    kept = [len(k) for k in game.kept]
    bonuses = list(game.bonuses)
    left = sum(len(h) for h in game.hands)
    leader = game.leader
    declarers = [q for q in range(n) if declare[hands[q] & _SOLDIERS]]
    while left:
        # The window between tricks (Game._start_window / _next_in_window).
        if not hands[leader]:
            for q in after[leader]:
                if hands[q]:
                    leader = q
                    break
        if declarers:
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
        option = lead_choice.get((code, reach)) or choices.leads(code, reach)
        lead, call, best, row, _cards = option
        hands[leader] = code - lead
        if log is not None:
            log.append((leader, "lead", _cards))
        shown = [(leader, lead)]  # the cards everyone sees when the trick is revealed, and whose they are
        # The lays, face down, in seat order; RuleBot shows a lay only if it beats everything shown before it.
        total = call
        winner = leader
        won = call
        table = lay_choice[call]
        for q in after[leader]:
            code = hands[q]
            if code:
                option = table.get(code) or choices.lays(code, call)
                hands[q] = code - option[0]
                total += option[1]
                if log is not None:
                    log.append((q, "lay", option[4]))
                strength = option[2]
                if strength >= 0 and takes[best][strength]:  # a play of the called kind that takes the lead: shown
                    best = strength
                    winner = q
                    won = option[1]
                    shown.append((q, option[0]))
        public += shown  # everyone else now sees the lead and the plays shown (folded cards stay unseen)
        left -= total
        kept[winner] += total if keep_trick else won  # tricks.winner_keeps
        if row is not None and not left:
            ket = t.ket(row, leader, winner)
            bonuses[winner] += ket.bonus
        leader = winner
    return kept, bonuses

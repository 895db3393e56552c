"""Exact odds of a deal, by counting, and the same figures estimated by dealing.

Every figure is a :class:`fractions.Fraction` computed from the deck of the
rules with binomial coefficients: a hand of ``h`` cards is one of the
``C(N, h)`` equally likely sets of ``h`` of the ``N`` cards (copies told apart).
:func:`estimate` deals many seeded hands and counts, so a lesson (and the
tests) can put the two side by side.

>>> hand_odds(Rules())["ngũ tử"]
Fraction(1, 1798)

The figures are named in ``lang`` (default: the current language), the same
words in both for ``tứ tử`` and ``ngũ tử``:

>>> sorted(hand_odds(Rules(), lang="vi"))[:3]
['Tướng–Sĩ–Tượng đen', 'Tướng–Sĩ–Tượng đỏ', 'Xe–Pháo–Mã đen']
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product
from math import comb
from typing import Callable, Dict, Optional

from .cards import Card, Colour, Rank, deck
from .dealing import Seed, deal, make_rng
from .i18n import N_, resolve, t
from .plays import TRIPLES
from .wording import decimal
from .rules import Rules
from .errors import RulesError
from .errors import shown
from ._public import public_dir

__all__ = [
    "hand_odds", "table_odds", "estimate", "as_percent", "triple_either_colour",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

_RED_SOLDIER = Card(Rank.SOLDIER, Colour.RED)
_BLACK_SOLDIER = Card(Rank.SOLDIER, Colour.BLACK)

_A_PAIR = N_("a pair")
_SOMEONE_TU_TU = N_("someone holds tứ tử")
_SOMEONE_NGU_TU = N_("someone holds ngũ tử")
_NAMED = (_A_PAIR, _SOMEONE_TU_TU, _SOMEONE_NGU_TU)
"""The figures whose English name is translated ("tứ tử" and "ngũ tử" are the same in both)."""


def _triple_name(colour: Colour, ranks, lang: Optional[str] = None) -> str:
    """Returns a triple's figure name: ``red Tướng–Sĩ–Tượng`` / ``Tướng–Sĩ–Tượng đỏ``."""
    return t("{colour} {triple}", lang, colour=colour.word(lang), triple="–".join(r.name_vi for r in ranks))


def _named(figures: dict, lang: Optional[str]) -> dict:
    """Returns ``figures`` (keyed in English) with its keys in ``lang``."""
    lang = resolve(lang)
    if lang == "en":
        return figures
    names = {key: t(key, lang) for key in _NAMED}
    for ranks in TRIPLES:
        for colour in Colour:
            names[_triple_name(colour, ranks, "en")] = _triple_name(colour, ranks, lang)
    return {names.get(k, k): v for k, v in figures.items()}


def _rules(rules) -> Rules:
    """Returns ``rules``, or the default rules ``Rules()`` for None; raises :class:`RulesError` for anything else."""
    from .dealing import _check_rules

    return Rules() if rules is None else _check_rules(rules)


def _deck_counts(rules: Rules) -> Counter:
    return Counter(deck(rules))


def _watched(rules: Rules, watched: list, test: Callable) -> Fraction:
    """Returns P(test(counts of the watched cards in one hand)) for a hand of ``rules``.

    Sums, over every way the hand can hold 0…c copies of each watched card,
    the number of hands with that pattern: ∏ C(c_t, k_t) · C(others, h − Σk).
    """
    counts = _deck_counts(rules)
    n, h = sum(counts.values()), rules.hand_size
    caps = [counts[c] for c in watched]
    others = n - sum(caps)
    ways = 0
    for ks in product(*(range(c + 1) for c in caps)):
        rest = h - sum(ks)
        if rest < 0 or not test(ks):
            continue
        w = comb(others, rest)
        for c, k in zip(caps, ks):
            w *= comb(c, k)
        ways += w
    return Fraction(ways, comb(n, h))


def _no_pair(rules: Rules) -> Fraction:
    """Returns P(a hand holds no two cards of the same rank and colour)."""
    counts = _deck_counts(rules)
    n, h = sum(counts.values()), rules.hand_size
    poly = [1]  # coefficients of x^k: hands of k cards with at most one copy of each card
    for c in counts.values():
        poly = [sum(poly[k - j] * (comb(c, j) if j <= 1 else 0) for j in range(2) if 0 <= k - j < len(poly)) for k in range(len(poly) + 1)]
    return Fraction(poly[h], comb(n, h)) if h < len(poly) else Fraction(0)


def hand_odds(rules: Optional[Rules] = None, lang: Optional[str] = None) -> Dict[str, Fraction]:
    """Returns the exact chance that one player's hand holds each of these.

    - ``tứ tử``: at least four soldiers of one colour;
    - ``ngũ tử``: all five soldiers of one colour;
    - ``a pair``: at least one pair (two cards of the same rank and colour);
    - each triple by name, e.g. ``red Tướng–Sĩ–Tượng``.

    ``rules`` is a :class:`Rules` (left out: the default rules ``Rules()``); the
    names are in ``lang`` (default: the current language).
    """
    rules = _rules(rules)
    soldiers = [_RED_SOLDIER, _BLACK_SOLDIER]
    odds = {
        "tứ tử": _watched(rules, soldiers, lambda ks: max(ks) >= 4),
        "ngũ tử": _watched(rules, soldiers, lambda ks: max(ks) >= 5),
        _A_PAIR: 1 - _no_pair(rules),
    }
    counts = _deck_counts(rules)
    for ranks in TRIPLES:
        for colour in Colour:
            cards = [Card(r, colour) for r in ranks]
            name = _triple_name(colour, ranks, "en")
            if all(counts[c] for c in cards):
                odds[name] = _watched(rules, cards, lambda ks: min(ks) >= 1)
            else:
                odds[name] = Fraction(0)
    return _named(odds, lang)


def triple_either_colour(ranks=None, rules: Optional[Rules] = None) -> Fraction:
    """Returns the exact chance that one hand holds the triple of ``ranks`` in red, in black, or both
    (default: Xe–Pháo–Mã, the triple of kết ba; ``rules`` default: ``Rules()``).

    It is less than twice one colour's chance, as a hand can hold both:

    >>> from tamcuc.rules import Rules
    >>> one = hand_odds(Rules.learning(), lang="en")["red Xe–Pháo–Mã"]
    >>> either = triple_either_colour(rules=Rules.learning())
    >>> one < either < 2 * one, as_percent(either)
    (True, '13.57%')
    """
    rules = _rules(rules)
    ranks = TRIPLES[1] if ranks is None else tuple(ranks)
    if ranks not in TRIPLES:
        raise RulesError(t("ranks={ranks}: a triple is Tướng–Sĩ–Tượng or Xe–Pháo–Mã", ranks=shown(ranks)))
    watched = [Card(r, colour) for colour in Colour for r in ranks]
    counts = _deck_counts(rules)
    size = len(ranks)
    if not all(counts[c] for c in watched[:size]) and not all(counts[c] for c in watched[size:]):
        return Fraction(0)
    return _watched(rules, watched, lambda ks: min(ks[:size]) >= 1 or min(ks[size:]) >= 1)


def table_odds(rules: Optional[Rules] = None, lang: Optional[str] = None) -> Dict[str, Fraction]:
    """Returns the exact chance that *some* player at the table is dealt tứ tử (or ngũ tử).

    Counts every way the red and black soldiers can be spread over the hands:
    a deal is a multinomial split of the deck into equal hands. ``rules`` left out are the
    default rules ``Rules()``; the names are in ``lang``.
    """
    rules = _rules(rules)
    counts = _deck_counts(rules)
    n, h, players = sum(counts.values()), rules.hand_size, rules.players
    red, black = counts[_RED_SOLDIER], counts[_BLACK_SOLDIER]
    others = n - red - black
    total = _multinomial(n, [h] * players)

    def spreads(k: int):
        if players == 1:
            yield (k,)
            return
        for split in product(range(k + 1), repeat=players - 1):
            last = k - sum(split)
            if last >= 0:
                yield split + (last,)

    result = {_SOMEONE_TU_TU: 0, _SOMEONE_NGU_TU: 0}
    for rs in spreads(red):
        for bs in spreads(black):
            if any(r + b > h for r, b in zip(rs, bs)):
                continue
            ways = _multinomial(red, rs) * _multinomial(black, bs) * _multinomial(others, [h - r - b for r, b in zip(rs, bs)])
            top = max(max(rs), max(bs))
            if top >= 4:
                result[_SOMEONE_TU_TU] += ways
            if top >= 5:
                result[_SOMEONE_NGU_TU] += ways
    return _named({k: Fraction(v, total) for k, v in result.items()}, lang)


def _multinomial(n: int, parts) -> int:
    out, left = 1, n
    for p in parts:
        out *= comb(left, p)
        left -= p
    return out


def _hand_events(rules: Rules) -> Dict[str, Callable]:
    def triple(cards):
        return lambda c: all(c[x] for x in cards)

    events = {
        "tứ tử": lambda c: max(c[_RED_SOLDIER], c[_BLACK_SOLDIER]) >= 4,
        "ngũ tử": lambda c: max(c[_RED_SOLDIER], c[_BLACK_SOLDIER]) >= 5,
        _A_PAIR: lambda c: any(n >= 2 for n in c.values()),
    }
    for ranks in TRIPLES:
        for colour in Colour:
            cards = [Card(r, colour) for r in ranks]
            events[_triple_name(colour, ranks, "en")] = triple(cards)
    return events


def estimate(rules: Optional[Rules] = None, deals: int = 10_000, seed: Seed = 0, lang: Optional[str] = None) -> Dict[str, Fraction]:
    """Returns the same figures as :func:`hand_odds` and :func:`table_odds`, counted over seeded deals.

    Each deal contributes every hand to the hand figures (seat 0's chance is
    every seat's chance) and one observation to the table figures. ``rules`` left out are the
    default rules ``Rules()``; ``deals`` is how many deals, ``seed`` what shuffles them; the names are in ``lang``.
    """
    rules = _rules(rules)
    rng = make_rng(seed)
    events = _hand_events(rules)
    hits = Counter()
    for _ in range(deals):
        hands = [Counter(h) for h in deal(rules, seed=rng)]
        for name, test in events.items():
            hits[name] += sum(1 for c in hands if test(c))
        if any(events["tứ tử"](c) for c in hands):
            hits[_SOMEONE_TU_TU] += 1
        if any(events["ngũ tử"](c) for c in hands):
            hits[_SOMEONE_NGU_TU] += 1
    out = {name: Fraction(hits[name], deals * rules.players) for name in events}
    for name in (_SOMEONE_TU_TU, _SOMEONE_NGU_TU):
        out[name] = Fraction(hits[name], deals)
    return _named(out, lang)


def as_percent(p: Fraction, digits: int = 2, lang: Optional[str] = None) -> str:
    """Returns ``p`` as a percentage string, e.g. ``'0.20%'`` (``'0,20%'`` in Vietnamese)."""
    return decimal(f"{float(p) * 100:.{digits}f}%", lang)

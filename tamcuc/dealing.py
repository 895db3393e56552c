"""Dealing and choosing the dealer (bắt cái).

RULES.md §4–5. All cards are dealt, one at a time in seat order, the dealer
(cái) first; seats are numbered 0 … n-1 in the order of play. Every deal takes
an explicit seed or ``random.Random``, so a lesson shows the same deal each run.

>>> [len(h) for h in deal(Rules.folk(players=3), seed=1)]
[10, 10, 10]
>>> choose_dealer("E", drawer=1, players=4)   # Tướng, Sĩ, Tượng: two seats on
3
"""

from __future__ import annotations

import random
from typing import Optional, Union

from .cards import Card, Hand, Rank, as_cards
from . import checks
from .errors import RulesError, UsageError, shown
from .i18n import t
from .rules import Rules
from ._public import public_dir

__all__ = [
    "Seed", "make_rng", "shuffled_deck", "deal", "deal_cards", "choose_dealer", "bat_cai_count", "first_leader",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

Seed = Union[int, random.Random, None]


def make_rng(seed: Seed) -> random.Random:
    """Returns a ``random.Random``: the one given, or a new one seeded with ``seed``."""
    if isinstance(seed, random.Random):
        return seed
    if seed is None or isinstance(seed, (int, str, bytes)):
        return random.Random(seed)
    raise UsageError(t(
        "seed={seed}: give a whole number (or a text) to shuffle the same way every time, "
        "a random.Random to draw from, or None for a new shuffle each time", seed=shown(seed)
    ))


def shuffled_deck(rules: Rules, seed: Seed) -> list:
    """Returns the deck of ``rules`` shuffled by ``seed``."""
    cards = list(rules.deck)
    make_rng(seed).shuffle(cards)
    return cards


def deal(rules: Optional[Rules] = None, seed: Seed = None, dealer: int = 0) -> list:
    """Returns one :class:`Hand` per seat after a shuffle and a deal (RULES.md §4).

    The dealer receives the first card, then the next seat in the order of
    play, and so on round the table until no card is left.

    - ``rules``: a :class:`Rules`; left out (``None``), the default rules ``Rules()``.
      Example: ``Rules(players=3)``.
    - ``seed``: what shuffles: a number (the same number, the same deal), a
      ``random.Random``, or ``None`` for a fresh shuffle. Example: ``seed=7``.
    - ``dealer``: the seat that receives the first card, 0 … players − 1. Example: ``dealer=2``.

    >>> hands = deal(seed=7)
    >>> len(hands), [len(h) for h in hands], hands == deal(seed=7)
    (4, [8, 8, 8, 8], True)
    >>> [len(h) for h in deal(Rules(players=3), seed=7, dealer=2)]
    [10, 10, 10]
    """
    rules = Rules() if rules is None else _check_rules(rules)
    dealer = checks.seat(dealer, rules.players, "dealer")
    return deal_cards(shuffled_deck(rules, seed), rules.players, dealer)


def deal_cards(cards, players: int, dealer: int = 0) -> list:
    """Returns the hands made by dealing ``cards`` in this order, one at a time from the dealer."""
    cards = as_cards(cards)
    players = checks.players(players)
    dealer = checks.seat(dealer, players, "dealer")
    if len(cards) % players:
        raise RulesError(t("{n} cards cannot be dealt evenly to {players} players", n=len(cards), players=players))
    hands = [[] for _ in range(players)]
    for i, card in enumerate(cards):
        hands[(dealer + i) % players].append(card)
    return [Hand(h) for h in hands]


def choose_dealer(drawn, drawer: int, players: int, rules: Optional[Rules] = None) -> int:
    """Returns the seat of the dealer chosen by bắt cái.

    Counting from the drawer in the order of play and saying Tướng, Sĩ, Tượng,
    Xe, Pháo, Mã, Tốt, the count stops at the drawn card's rank. By the engine
    convention the drawer is Tướng (``Rules.bat_cai_offset`` = 0); an offset of
    1 starts the count one seat further (RULES.md §5).

    - ``drawn``: the card drawn, as a :class:`Card` or its notation. Example: ``"R"`` (a chariot, Xe).
    - ``drawer``: the seat of the player who drew it. Example: ``0``.
    - ``players``: how many play, 2, 3 or 4. Example: ``4``.
    - ``rules``: a :class:`Rules` for its ``bat_cai_offset``; left out (``None``), the default rules.

    >>> choose_dealer("R", drawer=0, players=4)   # Tướng 0, Sĩ 1, Tượng 2, Xe 3
    3
    >>> choose_dealer("tốt đen", drawer=1, players=3)
    1
    """
    return bat_cai_count(drawn, drawer, players, rules)[-1][0]


def bat_cai_count(drawn, drawer: int, players: int, rules: Optional[Rules] = None) -> tuple:
    """Returns the count of bắt cái word by word: ``(seat, rank)`` for each name said, the last the dealer's.

    The arguments are :func:`choose_dealer`'s. The names are said in rank order,
    Tướng first, one seat further each time in the order of play, from the drawer
    (or, with ``Rules.bat_cai_offset`` = 1, the seat after); the count stops at the
    drawn card's rank, so a low card goes round the table more than once.

    >>> [(seat, rank.name_vi) for seat, rank in bat_cai_count("E", drawer=1, players=4)]
    [(1, 'Tướng'), (2, 'Sĩ'), (3, 'Tượng')]
    """
    card = Card.parse(drawn)
    players = checks.players(players)
    drawer = checks.seat(drawer, players, "drawer")
    offset = _check_rules(rules).bat_cai_offset if rules is not None else 0
    return tuple(((drawer + offset + k) % players, rank) for k, rank in enumerate(Rank) if k <= card.rank.index)


def first_leader(rules: Rules, seed: Seed = None, drawer: int = 0) -> tuple:
    """Returns ``(dealer, drawn card or None)`` for the start of a deal.

    Under ``dealer="bat-cai"`` a card is drawn from the shuffled deck and
    :func:`choose_dealer` counts; under ``"random"`` a seat is picked at random.
    """
    rules = _check_rules(rules)
    rng = make_rng(seed)
    drawer = checks.seat(drawer, rules.players, "drawer")
    if rules.dealer == "random":
        return rng.randrange(rules.players), None
    drawn = rng.choice(rules.deck)
    return choose_dealer(drawn, drawer, rules.players, rules), drawn


def _check_rules(rules) -> Rules:
    """Returns ``rules`` when it is a :class:`Rules`; raises :class:`RulesError` otherwise (a preset's name included)."""
    if not isinstance(rules, Rules):
        raise RulesError(t("rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')", rules=shown(rules)))
    return rules

"""Dealing and choosing the dealer, bắt cái (RULES.md §4–5)."""

import random
from collections import Counter

import pytest

from tamcuc.cards import Card, Hand, Rank
from tamcuc.dealing import choose_dealer, deal, deal_cards, first_leader, make_rng, shuffled_deck
from tamcuc.errors import NotationError, RulesError, UsageError
from tamcuc.rules import Rules

ALL_RULES = [
    Rules.folk(players=2),
    Rules.folk(players=3),
    Rules.folk(players=3, removal="drop-five"),
    Rules.folk(players=3, removal="drop-five-advisors"),
    Rules.folk(players=4),
    Rules.learning(),
]


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: f"{r.players}p-{r.removal}-{r.scoring}")
def test_deal_partitions_the_deck(rules):
    """Every card of the rules' deck goes to exactly one hand, and the hands are equal."""
    for seed in range(20):
        hands = deal(rules, seed=seed)
        assert len(hands) == rules.players
        assert all(len(h) == rules.hand_size for h in hands)
        assert Counter(c for h in hands for c in h) == Counter(rules.deck)


def test_hand_sizes_by_players():
    """4 players get 8 cards, 2 players 16, 3 players 10 (or 9 after a five-card removal)."""
    assert [len(h) for h in deal(Rules(), seed=1)] == [8] * 4
    assert [len(h) for h in deal(Rules.folk(players=2), seed=1)] == [16, 16]
    assert [len(h) for h in deal(Rules.folk(players=3), seed=1)] == [10] * 3
    assert [len(h) for h in deal(Rules.folk(players=3, removal="drop-five"), seed=1)] == [9] * 3


def test_dealer_receives_first_one_at_a_time():
    """The dealer gets the first card, then each seat in the order of play, one card at a time."""
    cards = Hand("K A E R C H P p")  # strongest first; dealt in this order
    assert [str(h) for h in deal_cards(cards, 4, dealer=0)] == ["K C", "A H", "E P", "R p"]
    assert [str(h) for h in deal_cards(cards, 4, dealer=2)] == ["E P", "R p", "K C", "A H"]
    assert [str(h) for h in deal_cards(list(cards)[:6], 3, dealer=1)] == ["E H", "K R", "A C"]


def test_deal_follows_the_shuffle():
    """deal() is the shuffled deck dealt from the dealer: the same seed gives the same hands."""
    rules = Rules()
    order = shuffled_deck(rules, 11)
    assert deal(rules, seed=11, dealer=3) == deal_cards(order, 4, dealer=3)
    assert deal(rules, seed=11) == deal(rules, seed=11)
    assert deal(rules, seed=11) != deal(rules, seed=12)
    assert deal(rules, seed=random.Random(11)) == deal(rules, seed=11)


def test_golden_deal():
    """A fixed seed's deal, printed as codes, never changes (lessons rely on it)."""
    assert [str(h) for h in deal(Rules(), seed=2024)] == [
        "A A E r c H p p",
        "K k c H P P P p",
        "a a E e R R r h",
        "e C C h P P p p",
    ]
    assert [str(h) for h in deal(Rules.folk(players=3), seed=2024, dealer=1)] == [
        "A a R R C c H p p p",
        "k A E e r C h P P p",
        "K a E e r c H h P P",
    ]


def test_deal_errors():
    """A bad dealer seat, a bad seed and an uneven deal raise RulesError."""
    with pytest.raises(RulesError, match=r"dealer=4: seats are numbered 0 … 3"):
        deal(Rules(), seed=1, dealer=4)
    with pytest.raises(UsageError, match=r"seed=1.5: give a whole number \(or a text\).*a random.Random.*or None"):
        make_rng(1.5)
    with pytest.raises(RulesError, match="31 cards cannot be dealt evenly to 4 players"):
        deal_cards(list(Rules().deck)[:31], 4)


# -- bắt cái ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "drawn, drawer, players, dealer",
    [
        ("K", 0, 4, 0),  # the drawer counts as Tướng
        ("k", 2, 4, 2),
        ("A", 0, 4, 1),  # Tướng, Sĩ
        ("E", 1, 4, 3),  # Tướng (1), Sĩ (2), Tượng (3)
        ("tượng thâm", 1, 4, 3),
        ("R", 0, 4, 3),
        ("C", 0, 4, 0),  # four seats: Pháo comes back to the drawer
        ("H", 3, 4, 0),
        ("P", 0, 4, 2),  # Tốt is the seventh name: 6 seats on
        ("P", 0, 3, 0),
        ("H", 0, 3, 2),
        ("p", 1, 2, 1),
        ("h", 1, 2, 0),
    ],
)
def test_choose_dealer(drawn, drawer, players, dealer):
    """The count starts at the drawer (Tướng) and stops at the drawn card's rank."""
    assert choose_dealer(drawn, drawer, players) == dealer
    assert choose_dealer(drawn, drawer, players) == (drawer + Card.parse(drawn).rank.index) % players


def test_choose_dealer_offset_option():
    """bat_cai_offset=1 starts the count one seat after the drawer; colour does not matter."""
    rules = Rules(bat_cai_offset=1)
    assert choose_dealer("K", 0, 4, rules) == 1
    assert choose_dealer("E", 1, 4, rules) == 0
    assert choose_dealer("e", 1, 4, rules) == choose_dealer("E", 1, 4, rules)
    for rank in Rank:
        assert choose_dealer(Card(rank, Card.parse("K").colour), 2, 4, rules) == (2 + 1 + rank.index) % 4


def test_choose_dealer_errors():
    """Bad drawn text, player counts or drawer seats raise a teaching error."""
    with pytest.raises(NotationError):
        choose_dealer("X", 0, 4)
    with pytest.raises(RulesError, match="played by 2, 3 or 4 players"):
        choose_dealer("K", 0, 5)
    with pytest.raises(RulesError, match=r"drawer=4: seats are numbered 0 … 3"):
        choose_dealer("K", 4, 4)


def test_first_leader():
    """bắt cái draws a card and counts; the learning convention picks a seat at random."""
    rules = Rules()
    for seed in range(30):
        dealer, drawn = first_leader(rules, seed=seed, drawer=1)
        assert dealer == choose_dealer(drawn, 1, 4)
        assert drawn in rules.deck
        seat, none = first_leader(Rules.learning(), seed=seed)
        assert none is None and 0 <= seat < 4
    assert len({first_leader(Rules.learning(), seed=s)[0] for s in range(40)}) == 4
    assert first_leader(rules, seed=5) == (0, Card.parse("c"))

"""Exact odds against counting arguments and against seeded deals."""

from fractions import Fraction
from math import comb, sqrt

import pytest

from tamcuc.odds import estimate, hand_odds, table_odds
from tamcuc.rules import Rules

ALL_TABLES = [
    Rules.folk(players=4),
    Rules.folk(players=2),
    Rules.folk(players=3, removal="drop-two-soldiers"),
    Rules.folk(players=3, removal="drop-five"),
    Rules.folk(players=3, removal="drop-five-advisors"),
]


def test_ngu_tu_for_four_players_by_hand():
    """Five given soldiers in an 8-card hand from 32: 2 colours × C(27, 3) / C(32, 8)."""
    assert hand_odds(Rules())["ngũ tử"] == Fraction(2 * comb(27, 3), comb(32, 8))


def test_tu_tu_for_four_players_by_hand():
    """At least four soldiers of one colour, by inclusion and exclusion over the two colours."""
    one_colour = sum(comb(5, k) * comb(27, 8 - k) for k in (4, 5))
    both = comb(5, 4) ** 2  # four red and four black soldiers fill the hand: counted twice above
    assert hand_odds(Rules())["tứ tử"] == Fraction(2 * one_colour - both, comb(32, 8))


def test_two_players_always_hold_a_pair():
    """Sixteen cards of only fourteen kinds must repeat one: a pair is certain with two players."""
    assert hand_odds(Rules.folk(players=2))["a pair"] == 1


def test_three_players_cannot_hold_ngu_tu_after_the_usual_removals():
    """Both removals of the article leave four soldiers per colour, so five of one colour cannot occur."""
    for removal in ("drop-two-soldiers", "drop-five"):
        rules = Rules.folk(players=3, removal=removal)
        assert hand_odds(rules)["ngũ tử"] == 0
        assert table_odds(rules)["someone holds ngũ tử"] == 0


def test_drop_five_advisors_leaves_ngu_tu_possible():
    """Removing a black soldier only keeps all five red soldiers, so ngũ tử stays possible."""
    assert hand_odds(Rules.folk(players=3, removal="drop-five-advisors"))["ngũ tử"] > 0


def test_no_general_triple_without_generals():
    """With both generals removed (drop-five), Tướng–Sĩ–Tượng cannot be held."""
    odds = hand_odds(Rules.folk(players=3, removal="drop-five"))
    assert odds["red Tướng–Sĩ–Tượng"] == 0 and odds["black Tướng–Sĩ–Tượng"] == 0


def test_someone_holds_at_least_what_one_player_holds():
    """The chance that some player holds tứ tử is at least one player's chance and at most n times it."""
    for rules in ALL_TABLES:
        one = hand_odds(rules)["tứ tử"]
        anyone = table_odds(rules)["someone holds tứ tử"]
        assert one <= anyone <= rules.players * one


@pytest.mark.parametrize("rules", ALL_TABLES, ids=lambda r: f"{r.players}p-{r.removal}")
def test_exact_odds_agree_with_seeded_deals(rules):
    """Every exact figure lies within five standard errors of the frequency over 6,000 seeded deals."""
    deals = 6000
    exact = {**hand_odds(rules), **table_odds(rules)}
    seen = estimate(rules, deals=deals, seed=2026)
    for name, p in exact.items():
        trials = deals if name.startswith("someone") else deals * rules.players
        sd = sqrt(float(p) * (1 - float(p)) / trials)
        assert abs(float(seen[name]) - float(p)) <= 5 * sd + 1e-12, name


def test_a_xe_phao_ma_of_either_colour_counts_hands_that_hold_both_once():
    """triple_either_colour is P(red) + P(black) − P(both), with P(both) counted independently by
    inclusion–exclusion over the six cards a hand must hold; it is 13.57 % with the beginners' rules."""
    from itertools import combinations
    from math import comb

    from tamcuc.cards import Card, Colour
    from tamcuc.odds import as_percent, hand_odds, triple_either_colour
    from tamcuc.plays import TRIPLES
    from tamcuc.rules import Rules

    for rules in (Rules.learning(), Rules(players=3), Rules(players=2)):
        deck = list(rules.deck)
        n, h = len(deck), rules.hand_size
        cards = [Card(r, c) for c in Colour for r in TRIPLES[1]]
        copies = [deck.count(card) for card in cards]
        both = sum((-1) ** k * comb(n - sum(copies[i] for i in missing), h)
                   for k in range(len(cards) + 1) for missing in combinations(range(len(cards)), k))
        odds = hand_odds(rules, lang="en")
        expected = odds["red Xe–Pháo–Mã"] + odds["black Xe–Pháo–Mã"] - Fraction(both, comb(n, h))
        assert triple_either_colour(rules=rules) == expected
    assert as_percent(triple_either_colour(rules=Rules.learning())) == "13.57%"
    assert triple_either_colour(TRIPLES[0], Rules.learning()) < 2 * hand_odds(Rules.learning(), lang="en")["red Tướng–Sĩ–Tượng"]

"""Statistics over simulated deals: intervals, kết counts, the dealer, and duplicate comparisons."""

import doctest
import math
from types import SimpleNamespace

import pytest

from tamcuc.bots import RandomBot, RuleBot, simulate
from tamcuc.dealing import make_rng
from tamcuc.errors import TamCucError
from tamcuc.game import Game
from tamcuc.plays import KIND_OF_CALL, is_play, Play
from tamcuc.rules import FOLK_KET, Rules
from tamcuc.scoring import KetOutcome
import tamcuc.stats
from tamcuc.stats import (
    DuplicateDeal,
    Estimate,
    ShowAllBot,
    Z95,
    compare_bots,
    dealer_advantage,
    duplicate_deals,
    ket_summary,
    mean_ci,
    proportion_ci,
    summarise_duplicates,
)

KET_DOI, KET_BA = FOLK_KET


def record(kept, dealer=0, bonuses=None, ket=None):
    """A stand-in for a DealRecord: only the fields the statistics read."""
    bonuses = bonuses or [0] * len(kept)
    return SimpleNamespace(dealer=dealer, result=SimpleNamespace(kept=tuple(kept), bonuses=tuple(bonuses), ket=ket))


def test_module_examples():
    """The examples in the module docstring run and print what they show."""
    result = doctest.testmod(tamcuc.stats)
    assert result.attempted >= 2 and result.failed == 0


# -- intervals ---------------------------------------------------------------------------------


def test_mean_ci_of_known_values():
    """1…5: mean 3, sample variance 2.5, so the interval is 3 ± 1.96 · √(2.5 / 5)."""
    est = mean_ci([1, 2, 3, 4, 5])
    assert est.value == 3
    assert est.n == 5
    assert est.half_width == pytest.approx(Z95 * math.sqrt(2.5 / 5))
    assert est.contains(3) and not est.contains(5)


def test_mean_ci_of_one_value_is_that_value():
    """A single observation gives a zero-width interval (no spread to measure)."""
    assert mean_ci([4]) == Estimate(4.0, 4.0, 4.0, 1)


def test_mean_ci_of_nothing_is_an_error():
    """No values, no average: the error says so."""
    with pytest.raises(TamCucError, match="at least one value"):
        mean_ci([])


def test_proportion_ci_is_the_wilson_interval():
    """30 of 100: the Wilson 95% interval is about 0.219 to 0.396 (standard textbook value)."""
    est = proportion_ci(30, 100)
    assert est.value == 0.3
    assert est.low == pytest.approx(0.2189, abs=1e-4)
    assert est.high == pytest.approx(0.3958, abs=1e-4)


def test_proportion_ci_stays_inside_zero_and_one():
    """None or all of the trials: the interval touches 0 or 1 but never leaves [0, 1]."""
    none, every = proportion_ci(0, 20), proportion_ci(20, 20)
    assert none.low == 0 and 0 < none.high < 0.2
    assert every.high == 1 and 0.8 < every.low < 1


@pytest.mark.parametrize("hits, n", [(1, 0), (-1, 5), (6, 5)])
def test_proportion_ci_rejects_impossible_counts(hits, n):
    """No trials, or more hits than trials, is an error that names the input."""
    with pytest.raises(TamCucError, match=f"hits={hits}"):
        proportion_ci(hits, n)


def test_estimate_format():
    """Plain numbers, signed numbers when the interval crosses zero, and percentages."""
    assert str(Estimate(2.125, 2.0, 2.25, 10)) == "2.12 (95% CI 2.00 to 2.25)"
    assert str(Estimate(-0.1, -0.3, 0.1, 10)) == "-0.10 (95% CI -0.30 to +0.10)"
    assert Estimate(0.25, 0.2, 0.3, 10).format(percent=True) == "25.0% (95% CI 20.0% to 30.0%)"
    assert str(Estimate(-0.001, -0.13, 0.13, 10)) == "+0.00 (95% CI -0.13 to +0.13)"


# -- kết ---------------------------------------------------------------------------------------


def test_ket_summary_of_known_records():
    """Two kết đôi (one beaten), one kết ba won, one ordinary deal."""
    records = [
        record([2, 2, 2, 2], ket=KetOutcome(KET_DOI, leader=1, scorer=1, beaten=False)),
        record([2, 2, 2, 2], ket=KetOutcome(KET_DOI, leader=1, scorer=2, beaten=True)),
        record([2, 2, 2, 2], ket=KetOutcome(KET_BA, leader=0, scorer=0, beaten=False)),
        record([2, 2, 2, 2]),
    ]
    summary = ket_summary(records)
    assert (summary.deals, summary.tried, summary.won, summary.beaten) == (4, 3, 2, 1)
    assert summary.by_row == {"kết ba": (1, 1, 0), "kết đôi": (2, 1, 1)}
    assert summary.tried_share.value == 0.75
    assert summary.won_share.value == pytest.approx(2 / 3)
    assert summary.table().splitlines()[-1].split() == ["all", "3", "2", "1", "67%"]


def test_ket_summary_agrees_with_the_games():
    """Over seeded RuleBot deals, the counts are those of the games' own kết outcomes."""
    records = simulate(Rules.folk(), [RuleBot()] * 4, deals=60, seed=3)
    summary = ket_summary(records)
    outcomes = [r.result.ket for r in records if r.result.ket is not None]
    assert summary.tried == len(outcomes) > 0
    assert summary.beaten == sum(k.beaten for k in outcomes)
    assert summary.won + summary.beaten == summary.tried


def test_ket_summary_without_ket_rules_counts_nothing():
    """The learning rules have no kết: no deal tries one."""
    summary = ket_summary(simulate(Rules.learning(), [RuleBot()] * 4, deals=20, seed=1))
    assert (summary.tried, summary.by_row) == (0, {})


def test_ket_summary_of_nothing_is_an_error():
    """No deals, nothing to summarise."""
    with pytest.raises(TamCucError, match="no deals"):
        ket_summary([])


# -- the dealer --------------------------------------------------------------------------------


def test_dealer_advantage_of_known_records():
    """Dealer kept 4 then 1; the others averaged 4/3 then 7/3: gaps +8/3 and −4/3."""
    records = [record([4, 2, 1, 1], dealer=0), record([3, 1, 4, 0], dealer=1)]
    adv = dealer_advantage(records)
    assert adv.dealer.value == 2.5
    assert adv.others.value == pytest.approx((2 + 1 + 1 + 3 + 4 + 0) / 6)
    assert adv.difference.value == pytest.approx((8 / 3 - 4 / 3) / 2)
    assert adv.difference.n == 2


def test_dealer_advantage_with_bonuses():
    """bonuses=True adds the kết / đè bonus to each seat's count."""
    records = [record([2, 2, 2, 2], dealer=3, bonuses=[0, 0, 0, 3])]
    assert dealer_advantage(records).difference.value == 0
    assert dealer_advantage(records, bonuses=True).difference.value == 3


def test_dealer_advantage_intervals_contain_their_estimates():
    """On seeded deals every interval contains its own value, and the figures fit the deck."""
    records = simulate(Rules.learning(), [RuleBot()] * 4, deals=80, seed=2)
    adv = dealer_advantage(records)
    for est in (adv.dealer, adv.others, adv.difference):
        assert est.low < est.value < est.high
    # Learning deals keep 8 cards in all, so the dealer's and the others' averages balance out.
    assert adv.dealer.value + 3 * adv.others.value == pytest.approx(8)


# -- ShowAllBot and duplicate deals -------------------------------------------------------------


def lesson5_reveal():
    """The pair trick of lesson 5, stopped at Dũng's reveal after R R has been shown."""
    hands = ["r r K A E p p p", "C C k A e P P p", "R R a a E c H P", "h h e c H P P p"]
    game = Game(Rules.learning(), hands=hands, dealer=0)
    for cards in ("r r", "C C", "R R", "h h"):
        game.play(cards)
    game.show()
    game.show()
    return game


def test_show_all_bot_shows_a_losing_pair_that_rule_bot_folds():
    """Dũng's black horses cannot beat the red chariots: RuleBot folds, ShowAllBot shows."""
    game = lesson5_reveal()
    rng = make_rng(0)
    assert RuleBot().choose(game, 3, rng).action == "chui"
    assert ShowAllBot().choose(game, 3, rng).action == "show"


def test_show_all_bot_never_folds_a_play():
    """In whole deals, every fold by a ShowAllBot seat is a hand that held no play of the call."""
    bots = [ShowAllBot(), RandomBot(), ShowAllBot(), RandomBot()]
    for seed in range(15):
        game = Game(Rules.folk(), seed=seed)
        game.play_out(bots, seed=seed)
        for trick in game.history:
            kind = KIND_OF_CALL[trick.call]
            for seat, laid, status in zip(trick.order, trick.laid, trick.status):
                if seat % 2 == 0 and status == "chui":
                    assert not (is_play(laid) and Play(laid).kind is kind)


def test_show_all_bot_leads_and_lays_like_rule_bot():
    """Outside the reveal, both bots pick the same move in the same position."""
    rng = make_rng(0)
    for seed in range(10):
        game = Game(Rules.folk(), seed=seed)
        while not game.is_over():
            p = game.to_move
            move = RuleBot().choose(game, p, rng)
            if game.phase != "reveal":
                assert ShowAllBot().choose(game, p, rng) == move
            game.push(move)


def test_a_bot_against_itself_differs_by_exactly_zero():
    """Duplicate deals cancel the luck: RuleBot against RuleBot scores the same on both sides."""
    comparison = compare_bots(Rules.folk(), RuleBot(), RuleBot(), deals=20, seed=5)
    assert comparison.difference == Estimate(0.0, 0.0, 0.0, 20)
    assert comparison.a_ahead.value == 0.5


def test_duplicate_deals_share_out_the_cards():
    """With the learning rules 8 cards are kept per play, so per seat A and B average 4 between them."""
    for deal in duplicate_deals(Rules.learning(), ShowAllBot(), RandomBot(), deals=10, seed=1):
        assert deal.a + deal.b == pytest.approx(4)


def test_duplicate_deals_are_reproducible():
    """The same seed gives the same deals and the same results."""
    first = duplicate_deals(Rules.folk(), RuleBot(), RandomBot(), deals=5, seed=9)
    assert first == duplicate_deals(Rules.folk(), RuleBot(), RandomBot(), deals=5, seed=9)
    assert len({d.seed for d in first}) == 5


def test_summarise_duplicates_of_known_deals():
    """A ahead, behind and level: the share counts the tie half; the difference is A minus B."""
    deals = [DuplicateDeal(1, 3.0, 1.0), DuplicateDeal(2, 1.0, 2.0), DuplicateDeal(3, 2.0, 2.0)]
    comparison = summarise_duplicates(deals)
    assert comparison.a_ahead.value == pytest.approx(0.5)
    assert comparison.difference.value == pytest.approx(1 / 3)
    assert comparison.a.value == 2 and comparison.b.value == pytest.approx(5 / 3)


def test_rule_bot_beats_random_bot_by_a_clear_margin():
    """A seeded duplicate run: the careful player's edge is positive and its interval excludes zero."""
    comparison = compare_bots(Rules.folk(), RuleBot(), RandomBot(), deals=40, seed=2)
    assert comparison.difference.low > 0
    assert comparison.difference.contains(comparison.difference.value)


def test_duplicate_deals_need_a_deal():
    """Zero deals is an error that names the input."""
    with pytest.raises(TamCucError, match="deals=0"):
        duplicate_deals(Rules.folk(), RuleBot(), RuleBot(), deals=0)

"""tamcuc.fast plays the same game as tamcuc.game.Game, only faster.

The strongest checks: with ``exact=True`` the fast path draws the same random
numbers as bots.simulate with RandomBot, so the results must be equal deal by
deal; and every move of a fast deal, replayed through the checked Game.push,
must be legal there and lead to the same result.
"""

import random

import pytest

from tamcuc import fast
from tamcuc.bots import RandomBot, simulate
from tamcuc.dealing import deal
from tamcuc.cards import Rank
from tamcuc.game import Game
from tamcuc.rules import REMOVALS, Rules

RULE_SETS = {
    "folk-4": Rules.folk(players=4),
    "learning": Rules.learning(),
    "folk-2": Rules.folk(players=2),
    **{f"folk-3-{removal}": Rules.folk(players=3, removal=removal) for removal in REMOVALS},
    # Every other choice of each field, so that no field is read wrongly.
    "variant-4": Rules.folk(
        ties="later", keep="trick", scoring="pairwise", tu_tu="seize", ngu_tu="keep", calls=(1, 2), dealer="random"
    ),
    "variant-3": Rules.folk(players=3, bat_cai_offset=1, first_trick_ban=frozenset(), tu_tu="off", ket=()),
    # A ban on every rank but the soldier: forced banned leads in most deals.
    "ban-all-but-soldiers": Rules.folk(first_trick_ban=frozenset(r for r in Rank if r is not Rank.SOLDIER)),
    "forced-lead-plays": Rules.folk(
        first_trick_ban=frozenset(r for r in Rank if r is not Rank.SOLDIER), forced_lead="plays"
    ),
}


def _replay(rules, hands, dealer, log):
    game = Game(rules, dealer=dealer, hands=hands)
    for move in fast.to_moves(log):
        game.push(move)  # raises IllegalPlayError if the fast path made an illegal move
    assert game.is_over()
    return game


def _same(result, game_result):
    return (result.kept, result.bonuses, result.scores, result.ranking, result.ket) == (
        game_result.kept,
        game_result.bonuses,
        game_result.scores,
        game_result.ranking,
        game_result.ket,
    )


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_exact_path_equals_checked_simulate(name, pytestconfig):
    """fast.simulate gives the same DealRecords as bots.simulate with RandomBot, deal by deal
    (120 deals of each rule set, 1,200 with --runslow)."""
    rules, deals = RULE_SETS[name], 1200 if pytestconfig.getoption("--runslow") else 120
    assert fast.simulate(rules, deals, seed=11) == simulate(rules, [RandomBot()] * rules.players, deals, seed=11)


@pytest.mark.parametrize("name", sorted(RULE_SETS))
@pytest.mark.parametrize("exact", [False, True])
def test_fast_moves_replay_through_game(name, exact, pytestconfig):
    """Every move of a fast deal is legal in the checked Game, which reaches the same result
    (100 deals of each rule set, 1,000 with --runslow)."""
    rules = RULE_SETS[name]
    seen = {"declare": 0, "show": 0, "chui": 0}
    for i in range(1000 if pytestconfig.getoption("--runslow") else 100):
        rng = random.Random(i)
        dealer = rng.randrange(rules.players)
        hands = deal(rules, rng, dealer)
        log = []
        result = fast.play_random(rules, hands, dealer, rng, log=log, exact=exact)
        game = _replay(rules, hands, dealer, log)
        assert _same(result, game.result()), (name, i, log)
        for _, action, _ in log:
            seen[action] = seen.get(action, 0) + 1
    assert seen["show"] and seen["chui"]


@pytest.mark.parametrize(
    "rules, hands",
    [
        # Four players: five red soldiers (ngũ tử seizes the lead) and four black ones.
        (Rules.folk(), ["P P P P P R c h", "p p p p K E r H", "k A a e R C H h", "A a E e r C c p"]),
        # Two players: all ten soldiers in one hand, two declarations possible at once.
        (
            Rules.folk(players=2),
            ["P P P P P p p p p p K A E R C H", "k A a a E e e R r r C c c H h h"],
        ),
        # Three players, drop-five-advisors leaves five red soldiers; tứ tử seizes the lead.
        (
            Rules.folk(players=3, removal="drop-five-advisors"),
            ["P P P P P E e R r", "p p p p E e r c H", "A a R C C c H h h"],
        ),
    ],
)
def test_declarations_replay_through_game(rules, hands):
    """Deals with tứ tử and ngũ tử, declared or passed at random, replay move for move in Game."""
    declared = passed = 0
    for seed in range(150):
        for exact in (False, True):
            log = []
            result = fast.play_random(rules, hands, 0, seed, log=log, exact=exact)
            game = _replay(rules, hands, 0, log)
            assert _same(result, game.result())
            declared += sum(1 for m in log if m[1] == "declare")
            passed += sum(1 for m in log if m[1] == "pass")
    assert declared and passed


@pytest.mark.parametrize("deals", [1200, pytest.param(12_000, marks=pytest.mark.slow)])
def test_ket_is_scored_as_in_game(deals):
    """Over many fast deals kết and đè both occur, and each replays to the same bonus in Game."""
    rules = Rules.folk()
    outcomes = set()
    for i in range(deals):
        rng = random.Random(i)
        hands = deal(rules, rng, 0)
        log = []
        result = fast.play_random(rules, hands, 0, rng, log=log)
        if result.ket is not None:
            game = _replay(rules, hands, 0, log)
            assert _same(result, game.result())
            outcomes.add((result.ket.row.name, result.ket.beaten))
    assert {beaten for _, beaten in outcomes} == {False, True}


def test_forced_banned_lead_replays_through_game():
    """A leader left with only banned cards leads one anyway (tricks: forced, counts as folded), as in Game."""
    rules = Rules.folk()
    hands = ["P P P P P A a a", "K k A E E e e p", "R R r r C C p p", "c c H H h h p p"]
    game = Game(rules, dealer=0, hands=hands)
    game.declare("P P P P P")  # ngũ tử cướp cái: the declarer keeps the lead with A a a
    assert [str(m.cards) for m in game.legal_plays()] == ["A", "a", "a a"]
    forced = 0
    for seed in range(60):
        for exact in (False, True):
            log = []
            result = fast.play_random(rules, hands, 0, seed, log=log, exact=exact)
            assert _same(result, _replay(rules, hands, 0, log).result())
            forced += log[0][1:] == ("declare", (1, 1, 1, 1, 1))
    assert forced


@pytest.mark.parametrize("n", [6_000, pytest.param(60_000, marks=pytest.mark.slow)])
def test_fast_and_exact_draw_from_the_same_distribution(n):
    """The default fast draws give the same averages as the exact ones (within five standard errors)."""
    rules = Rules.folk()

    def stats(deals):
        dealer_kept = [d.kept[d.dealer] for d in deals]
        mean = sum(dealer_kept) / len(deals)
        var = sum((x - mean) ** 2 for x in dealer_kept) / len(deals)
        kets = sum(d.ket is not None for d in deals) / len(deals)
        return mean, var, kets

    m1, v1, k1 = stats(fast.random_deals(rules, n, seed=5))
    m2, v2, k2 = stats(fast.random_deals(rules, n, seed=6, exact=True))
    assert abs(m1 - m2) < 5 * ((v1 + v2) / n) ** 0.5
    assert abs(k1 - k2) < 5 * ((k1 * (1 - k1) + k2 * (1 - k2)) / n) ** 0.5


def test_random_deals_is_reproducible_and_complete():
    """The same seed gives the same deals; every deal has one entry per seat and a dealer."""
    rules = Rules.folk(players=3)
    a = fast.random_deals(rules, 500, seed=3)
    assert a == fast.random_deals(rules, 500, seed=3)
    assert a != fast.random_deals(rules, 500, seed=4)
    assert all(len(d.kept) == len(d.scores) == len(d.ranking) == 3 and 0 <= d.dealer < 3 for d in a)
    # Under keep="own" the winner keeps only its own cards: never more than the deck.
    assert all(0 < sum(d.kept) <= 30 for d in a)


def test_dealer_follows_first_leader():
    """The fast dealer draw lists the same outcomes as dealing.first_leader: bắt cái counts from seat 0."""
    rules = Rules.folk()
    dealers = fast._dealers(rules)
    # Tướng (1 card per colour) → seat 0, Sĩ → 1, Tượng → 2, Xe → 3, Pháo → 0, Mã → 1, Tốt (5) → 2.
    assert sorted(dealers) == sorted([0] * 2 + [1] * 4 + [2] * 4 + [3] * 4 + [0] * 4 + [1] * 4 + [2] * 10)
    assert fast._dealers(Rules.learning()) == (0, 1, 2, 3)


def test_encode_and_decode_are_inverse():
    """A hand code holds the counts of every card; decode gives the strengths back, strongest first."""
    assert fast.decode(fast.encode([13, 0, 0, 7])) == (13, 7, 0, 0)
    assert fast.encode("K P P") == fast.encode([13, 1, 1])

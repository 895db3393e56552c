"""The sampling bot: worlds consistent with what a seat has seen, legal choices, and reproducible advice."""

import random
from collections import Counter

import pytest

from tamcuc.bots import RandomBot, RuleBot, unseen_cards
from tamcuc.errors import UsageError
from tamcuc.game import Game
from tamcuc.plays import Play
from tamcuc.rules import Rules
from tamcuc.sampling import SamplingBot, clone, sample_world


def _positions(rules, seeds):
    """Yields (game, player to move) at every decision of RandomBot deals."""
    for seed in seeds:
        game, rng = Game(rules, seed=seed), random.Random(seed)
        while not game.is_over():
            yield game, game.to_move
            game.push(RandomBot().choose(game, game.to_move, rng))


@pytest.mark.parametrize("rules", [Rules(), Rules.learning(), Rules.folk(players=3), Rules.folk(players=2)],
                         ids=["folk4", "learning", "folk3", "folk2"])
def test_sampled_worlds_are_consistent_with_what_the_seat_saw(rules):
    """A sampled world keeps the seat's own cards, everyone's hand size, and deals only unseen cards."""
    rng = random.Random(1)
    for game, me in _positions(rules, range(6)):
        world = sample_world(game, me, rng)
        assert world.hand(me) == game.hand(me)
        assert [len(h) for h in world.hands] == [len(h) for h in game.hands]
        others = Counter()
        for p in range(game.players):
            if p != me:
                others.update(world.hand(p))
        assert not (others - unseen_cards(game, me))
        if game.phase == "lay" and game.trick.leader != me:
            lead = world.trick.cards(world.trick.leader, viewer=world.trick.leader)
            assert Play(lead).size == game.call
        assert world.legal_plays() == game.legal_plays()


def test_clone_is_independent():
    """Playing on in a clone leaves the original game untouched."""
    game = Game(Rules(), seed=4)
    copy = clone(game)
    copy.push(copy.legal_plays()[0])
    assert len(game.moves) == 0 and len(copy.moves) == 1


def test_choices_are_legal_and_reproducible():
    """The sampling bot only plays legal moves, and the same seed gives the same deal."""
    def play(seed):
        game = Game(Rules(), seed=seed)
        game.play_out([SamplingBot(3), RuleBot(), RuleBot(), RuleBot()], seed=seed)
        return game.moves

    assert play(2) == play(2)


def test_advice_names_its_reason():
    """Advice gives a legal move and the averages that chose it."""
    for seed in range(30):
        game = Game(Rules(), seed=seed)
        if len(game.legal_plays()) > 1:
            break
    move, why = SamplingBot(3).advise(game, game.to_move, random.Random(0))
    assert move in game.legal_plays()
    assert "random guesses" in why or "only" in why


def test_worlds_must_be_positive():
    """A bot that samples no world is refused."""
    with pytest.raises(UsageError, match=r"worlds=0: give a whole number from 1 to"):
        SamplingBot(0)


def test_the_hint_ranks_moves_by_points_with_the_shared_play_out():
    """SamplingBot (the hint) averages sampling.points over sampling.play_out, the very measure and play-out the
    review ranks moves by: its averages are the points the seat makes, computed again here the same way."""
    import tamcuc as tc
    from tamcuc.sampling import _candidates, play_out, points, sample_world

    game = tc.Game(tc.Rules.learning(), seed=5)
    while len(game.legal_plays()) < 3:
        game.push(tc.RuleBot().choose(game, game.to_move, random.Random(0)))
    seat = game.to_move
    ranked = SamplingBot(3).evaluate(game, seat, random.Random(1))
    rng = random.Random(1)
    moves = _candidates(game, seat, rng)
    sums = [0] * len(moves)
    for _ in range(3):
        world = sample_world(game, seat, rng)
        for i, move in enumerate(moves):
            sums[i] += points(play_out(world, move, rng), seat)
    assert sorted((v, str(m)) for v, m in ranked) == sorted((s / 3, str(m)) for s, m in zip(sums, moves))
    assert all(0 <= v <= len(game.rules.deck) for v, _ in ranked)


_ROLLOUT_RULES = [Rules(), Rules.learning(), Rules.folk(players=3), Rules.folk(players=2), Rules(ties="later"),
                  Rules.learning(keep="trick"), Rules(forced_lead="folds"), Rules(forced_lead="plays"),
                  Rules(calls=(1, 2)), Rules(ket=()), Rules(first_trick_ban=frozenset()), Rules(di_dem=True)]
_ROLLOUT_IDS = ["folk4", "learning", "folk3", "folk2", "ties-later", "keep-trick", "forced-folds", "forced-plays",
                "calls-1-2", "no-ket", "no-ban", "di-dem"]


def _compare_rollouts(rules, seeds, moves_each):
    """Plays every few decisions of RandomBot deals both ways (the checked play_out, the fast points_after) in an
    imagined world; returns how many play-outs were compared (asserting each agrees)."""
    from tamcuc._rollout import _finish, points_after
    from tamcuc.sampling import play_out, points

    rng, compared = random.Random(7), 0
    for k, (game, seat) in enumerate(_positions(rules, seeds)):
        if len(game.legal_plays()) < 2 or k % 3:
            continue
        world = sample_world(game, seat, rng)
        trick_at = len(game.history)
        for move in world.legal_plays()[:moves_each]:
            done = play_out(world, move, None)
            record = done.history[trick_at] if trick_at < len(done.history) else None
            won = len(record.kept) if record is not None and record.winner == seat else 0
            assert points_after(world, move, seat, trick_at) == (points(done, seat), won), (rules, move)
            compared += 1
        # From the position itself (a trick under way, the first trick's lead …): the engine's moves and result.
        if world.phase != "declare":
            log, engine = [], world.copy()
            engine.play_out([RuleBot()] * rules.players)
            assert _finish(world.copy(), log=log)[:2] == ([len(c) for c in engine.kept], list(engine.bonuses))
            assert log == [(m.player, m.action, tuple(c.strength for c in m.cards))
                           for m in engine.moves[len(world.moves):] if m.action not in ("show", "chui")]
        # The fast part's own moves, from the end of the next trick on: the engine's, in its order (reveals aside).
        done, start = play_out(world, world.legal_plays()[-1], None), world.copy()
        for at, move in enumerate(done.moves[len(world.moves):], start=len(world.moves)):
            start.push(move)
            if start.history and len(start.history) > trick_at and start.phase in ("declare", "lead"):
                log = []
                assert _finish(start, log=log)[:2] == ([len(c) for c in done.kept], list(done.bonuses))
                assert log == [(m.player, m.action, tuple(c.strength for c in m.cards))
                               for m in done.moves[at + 1:] if m.action not in ("show", "chui")]
                compared += 1
                break
    return compared


@pytest.mark.parametrize("rules", _ROLLOUT_RULES, ids=_ROLLOUT_IDS)
def test_the_fast_play_out_gives_the_checked_play_outs_points(rules):
    """_rollout.points_after (the review's and the hint's play-out on integer-coded hands) gives exactly the points
    and the decision's trick that sampling.play_out with RuleBot gives, from decisions of random deals under
    several rule sets, and its moves after the first trick are the engine's."""
    assert _compare_rollouts(rules, [1], 2) > 5


@pytest.mark.slow
@pytest.mark.parametrize("rules", _ROLLOUT_RULES, ids=_ROLLOUT_IDS)
def test_the_fast_play_out_agrees_over_many_deals(rules):
    """The same agreement over many more deals and every choice (slow)."""
    assert _compare_rollouts(rules, range(2, 14), 6) > 100


def test_the_fast_unseen_cards_never_go_below_none():
    """In an imagined world a seat may meet again a card it saw as its own fold: the fast play-out's count of the
    cards it cannot see stops at 0, as Game.unseen's does, instead of borrowing from the next card."""
    from tamcuc._rollout import _less
    from tamcuc.fast import decode, encode

    assert _less(encode("A R R p"), encode("A A")) == encode("R R p")
    assert decode(_less(encode("K R p p"), encode("R c p"))) == decode(encode("K p"))


def test_break_ties_keeps_pairs_and_triples_then_spends_the_weakest_cards():
    """Among moves whose averages round to the same tenth, break_ties puts first the one that leaves the most
    pairs and triples in the hand, then the one with the weakest cards; moves not tied keep their order."""
    from tamcuc.cards import Hand
    from tamcuc.game import Move
    from tamcuc.sampling import break_ties, combinations_in

    def lay(text):
        return Move(0, "lay", Hand(text))

    hand = "E E R C H P p"  # a pair of red elephants, a red Xe–Pháo–Mã, two lone soldiers
    assert combinations_in(hand) == 2
    order = break_ties([(3.0, lay("E")), (3.04, lay("R")), (2.96, lay("P")), (2.97, lay("p"))], hand)
    # The soldiers break nothing (the weaker first); the elephant and the chariot each break one play: the
    # chariot, weaker, goes before the elephant.
    assert [str(m.cards) for _, m in order] == ["p", "P", "R", "E"]
    order = break_ties([(3.0, lay("E")), (2.0, lay("p"))], hand)  # not tied: the better average first
    assert [str(m.cards) for _, m in order] == ["E", "p"]
    order = break_ties([(1.0, lay("E E")), (1.0, lay("P p"))], hand)  # a pair led whole vs two lone soldiers
    assert [str(m.cards) for _, m in order] == ["P p", "E E"]
    with pytest.raises(UsageError, match="ranked="):
        break_ties([("E", 3.0)], hand)

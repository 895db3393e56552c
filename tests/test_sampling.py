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

"""Đi đêm (RULES.md §7, a house rule): a swap of cards face down is a Move like any other.

It goes through ``Game.push``, is checked (the house rule on, between tricks, two
different seats, the same number of cards each way, each from the giver's hand),
is recorded in ``game.moves`` so a replay repeats it, and changes what each seat knows.
"""

import random
from collections import Counter

import pytest

from tamcuc import IllegalPlayError, SeatError
from tamcuc.bots import RuleBot
from tamcuc.cards import Hand
from tamcuc.game import Game, Move
from tamcuc.replay import Replay, replay_steps
from tamcuc.rules import Rules
from tamcuc.wording import cards_phrase

RULES = Rules(di_dem=True)


def _game():
    return Game(RULES, seed=4)


def test_swap_is_a_recorded_move():
    """di_dem() pushes one Move for both seats; the hands change and game.moves holds it."""
    game = _game()
    a, b = game.hand(0), game.hand(1)
    give, take = Hand(a[:1]), Hand(b[:1])
    game.di_dem(0, give, 1, take)
    assert game.moves == [Move(0, "di_dem", give, partner=1, partner_cards=take)]
    assert game.hand(0) == a - give + take and game.hand(1) == b - take + give
    assert str(game.moves[0]) == f"0:di_dem {give} <> 1:{take}"
    assert game.moves[0].describe() == (
        f"An and Bình swap one card each way face down (đi đêm): {cards_phrase(give)} for {cards_phrase(take)}"
    )


def test_a_game_with_a_swap_replays():
    """A deal with a swap, replayed move by move from the same hands, reaches the same result."""
    game = _game()
    game.di_dem(0, game.hand(0)[:2], 2, game.hand(2)[-2:])
    result = game.play_out([RuleBot()] * 4, seed=1)
    again = Game(RULES, dealer=game.dealer, hands=game.initial_hands)
    for move in game.moves:
        again.push(move)
    assert again.is_over() and again.result() == result
    steps = replay_steps(game)
    swaps = [s for s in steps if s["kind"] == "di_dem"]
    assert len(swaps) == 1 and "swap two cards each way face down (đi đêm)" in swaps[0]["text"]
    assert steps[-1]["kind"] == "scores" and Replay(game).steps == steps


def test_swap_with_oneself_is_refused():
    """A seat cannot swap with itself: no card is ever duplicated."""
    game = _game()
    before = game.hands
    with pytest.raises(IllegalPlayError, match=r"đi đêm is a swap between two players: An cannot swap with themselves"):
        game.di_dem(0, game.hand(0)[:1], 0, game.hand(0)[-1:])
    assert game.hands == before and game.moves == []


@pytest.mark.parametrize("seat", [4, -1, "1", True])
def test_bad_seats_are_refused(seat):
    """A seat that is not at the table is refused with the package's error, not an IndexError crash."""
    game = _game()
    with pytest.raises(SeatError, match="partner=.*: seats are numbered 0 … 3"):
        game.push(Move(0, "di_dem", game.hand(0)[:1], partner=seat, partner_cards=Hand("R")))
    with pytest.raises(SeatError, match="seats are numbered 0 … 3"):
        game.hand(seat)


def test_cards_must_be_held_and_match_in_number():
    """Each seat gives cards it holds, as many as it receives, at least one."""
    game = _game()
    missing = next(c for c in RULES.deck if c not in game.hand(0))
    with pytest.raises(IllegalPlayError, match=r"An cannot give .* in đi đêm: .* is not in"):
        game.di_dem(0, Hand([missing]), 1, game.hand(1)[:1])
    with pytest.raises(IllegalPlayError, match="the same number of cards each way"):
        game.di_dem(0, game.hand(0)[:2], 1, game.hand(1)[:1])
    with pytest.raises(IllegalPlayError, match="at least one"):
        game.di_dem(0, Hand(), 1, Hand())


def test_only_by_house_rule_and_between_tricks():
    """Without Rules.di_dem the swap is refused; with it, never during a trick."""
    plain = Game(Rules(), seed=4)
    with pytest.raises(IllegalPlayError, match=r"Rules.di_dem is False"):
        plain.di_dem(0, plain.hand(0)[:1], 1, plain.hand(1)[:1])
    game = _game()
    while game.phase != "lead":
        game.push(game.legal_plays()[-1])
    game.push(game.legal_plays()[0])
    assert not game.is_legal(Move(0, "di_dem", game.hand(0)[:1], partner=1, partner_cards=game.hand(1)[:1]))
    with pytest.raises(IllegalPlayError, match="between tricks, not during one"):
        game.di_dem(0, game.hand(0)[:1], 1, game.hand(1)[:1])


def test_seats_know_about_the_swap():
    """After a swap, the receiver knows the cards it got; the giver no longer counts on the ones it gave."""
    game = _game()
    give, take = game.hand(0)[:1], game.hand(1)[:1]
    before = [Counter(game.unseen(p)) for p in (0, 1)]
    game.di_dem(0, give, 1, take)
    assert Counter(game.unseen(0)) == before[0] - Counter(take) + Counter(give)
    assert Counter(game.unseen(1)) == before[1] - Counter(give) + Counter(take)
    # The others saw nothing.
    assert Counter(game.unseen(2)) == Counter(Rules().deck) - Counter(game.hand(2))


def test_swap_moves_are_in_no_legal_list_but_are_legal():
    """A swap is agreed between two seats, so legal_plays() does not list it; is_legal() and push() check it."""
    game = _game()
    move = Move(0, "di_dem", game.hand(0)[:1], partner=3, partner_cards=game.hand(3)[:1])
    assert move not in game.legal_plays() and game.is_legal(move)
    rng = random.Random(0)
    game.push(move)
    game.play_out([RuleBot()] * 4, seed=rng)
    assert sum(game.result().kept) >= 8

"""Who sees what (RULES.md §6): the engine's one public view, checked from every seat after every move.

An observer model, built here from the moves alone, follows what each seat has
seen: its own cards, cards it received in đi đêm, declarations, and each trick's
lead and shown plays once the reveal starts. After every move of seeded games,
``game.unseen(seat)`` must be exactly the deck less what that seat has seen, and
never less than the cards really hidden from it; ``game.trick.face_up`` and the
trick records must agree with the same model.
"""

import random
from collections import Counter

import pytest

from tamcuc.bots import RandomBot, RuleBot
from tamcuc.cards import Hand
from tamcuc.game import Game, Move
from tamcuc.rules import Rules

RULE_SETS = {
    "folk-4": Rules(),
    "learning": Rules.learning(),
    "folk-3": Rules.folk(players=3),
    "folk-2": Rules.folk(players=2),
    "di-dem": Rules(di_dem=True),
}


class Observer:
    """What each seat has seen, from the move stream only (no engine visibility code)."""

    def __init__(self, game):
        self.n = game.players
        self.seen = [Counter(game.hand(p)) for p in range(self.n)]
        self.lead = None  # (leader, cards) until the reveal shows it

    def after(self, move, game):
        """Updates every seat's knowledge for ``move``, just pushed on ``game``."""
        p, action, cards = move.player, move.action, move.cards
        if action == "di_dem":
            self.seen[p] -= Counter(cards)
            self.seen[p] += Counter(move.partner_cards)
            self.seen[move.partner] -= Counter(move.partner_cards)
            self.seen[move.partner] += Counter(cards)
        elif action == "declare":
            for v in range(self.n):
                if v != p:
                    self.seen[v] += Counter(cards)
        elif action == "lead":
            self.lead = (p, cards)
        elif action == "show":
            for v in range(self.n):
                if v != p:
                    self.seen[v] += Counter(cards)
        # The lead is turned face up when the reveal starts (or the trick ends without one).
        if self.lead is not None and (game.phase == "reveal" or action in ("lay", "lead", "show", "chui")
                                      and game.trick is None):
            leader, led = self.lead
            for v in range(self.n):
                if v != leader:
                    self.seen[v] += Counter(led)
            self.lead = None

    def unseen(self, game, v):
        return Counter(game.rules.deck) - self.seen[v]


def _hidden_from(game, v):
    """Returns the cards really out of ``v``'s sight now: the others' hands and their face-down laid cards."""
    hidden = Counter()
    for p in range(game.players):
        if p != v:
            hidden.update(game.hand(p))
    trick = game.trick
    if trick is not None:
        for seat in trick.order:
            if seat != v and not trick.face_up(seat, v):
                hidden.update(trick.cards(seat, viewer=seat))
    return hidden


def _maybe_swap(game, rng):
    """Between tricks, sometimes pushes a random đi đêm swap between two seats that hold cards."""
    if not game.rules.di_dem or game.phase not in ("declare", "lead") or rng.random() < 0.7:
        return None
    seats = [p for p in range(game.players) if game.hand(p)]
    if len(seats) < 2:
        return None
    a, b = rng.sample(seats, 2)
    k = rng.randint(1, min(len(game.hand(a)), len(game.hand(b)), 2))
    move = Move(a, "di_dem", Hand(rng.sample(list(game.hand(a)), k)), partner=b,
                partner_cards=Hand(rng.sample(list(game.hand(b)), k)))
    game.push(move)
    return move


def _check(game, observer):
    for v in range(game.players):
        unseen = Counter(game.unseen(v))
        assert unseen == observer.unseen(game, v), (v, game.moves[-1:])
        assert not (_hidden_from(game, v) - unseen), "a seat knows a card it could not have seen"
        assert not (unseen + Counter(game.hand(v)) - Counter(game.rules.deck)), "own cards are never unseen"
        trick = game.trick
        if trick is not None:
            for i, seat in enumerate(trick.order):
                up = trick.face_up(seat, v)
                assert (trick.cards(seat, v) is not None) == up
                if up:  # a face-up card is one the seat has seen
                    assert not (Counter(trick.cards(seat, v)) - observer.seen[v])
                if seat == v:
                    assert up


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_every_seat_sees_exactly_what_it_may(name):
    """After every move of seeded games, each seat's unseen cards are the deck less what it has seen."""
    rules = RULE_SETS[name]
    swaps = 0
    for seed in range(12):
        game, rng = Game(rules, seed=seed), random.Random(seed)
        observer = Observer(game)
        _check(game, observer)
        bot = RuleBot() if seed % 2 else RandomBot()
        while not game.is_over():
            swap = _maybe_swap(game, rng)
            if swap is not None:
                swaps += 1
                observer.after(swap, game)
                _check(game, observer)
            move = bot.choose(game, game.to_move, rng)
            game.push(move)
            observer.after(move, game)
            _check(game, observer)
        for record in game.history:
            for seat, status in zip(record.order, record.status):
                for v in range(game.players):
                    assert record.face_up(seat, v) == (v == seat or status in ("led", "shown"))
                assert record.face_up(seat) == (status in ("led", "shown"))
    assert swaps or not rules.di_dem


def test_the_lead_is_face_down_until_the_reveal():
    """While the others lay, only the leader sees the lead; once the reveal starts everyone does."""
    game = Game(Rules.learning(), seed=1)
    game.push(game.legal_plays()[0])
    trick = game.trick
    leader = trick.leader
    others = [p for p in range(4) if p != leader]
    assert trick.face_up(leader, leader) and not any(trick.face_up(leader, v) for v in others)
    assert not trick.face_up(leader) and trick.shown == (None,)
    assert trick.status == ("led",) and trick.sizes == (len(game.moves[0].cards),)
    while game.phase == "lay":
        game.push(game.legal_plays()[0])
    if game.phase == "reveal":
        assert all(game.trick.face_up(leader, v) for v in range(4))
        assert game.trick.shown[0] is not None


def test_no_trick_between_tricks():
    """Between tricks there is no trick under way: ``game.trick`` is None."""
    game = Game(Rules.learning(), seed=2)
    assert game.phase == "lead" and game.trick is None


# -- kept piles: one answer in the engine, the replay and the table picture, for every Rules.keep --------------

from typing import get_args  # noqa: E402

from tamcuc.draw import _back_body, _card_body, game_table_svg  # noqa: E402
from tamcuc.cards import Card  # noqa: E402
from tamcuc.replay import Replay  # noqa: E402
from tamcuc.rules import Keep  # noqa: E402

_BACK = _back_body()
_FACE_MARK = _card_body(Card.parse("R"))[:120]  # the frame every card face starts with


def _kept_after_each_trick(game):
    """Yields a fresh game pushed through ``game``'s moves, once after each trick is won."""
    fresh = Game(game.rules, dealer=game.dealer, hands=game.initial_hands)
    for move in game.moves:
        done = len(fresh.history)
        fresh.push(move)
        if len(fresh.history) > done:
            yield fresh


@pytest.mark.parametrize("keep", get_args(Keep))
def test_kept_piles_agree_with_unseen(keep):
    """Each face-down kept card is unseen by the viewer, and each face-up one is a card it has seen."""
    rules = Rules.learning(keep=keep)
    hidden_somewhere = False
    for seed in range(6):
        game = Game(rules, seed=seed)
        game.play_out([RuleBot()] * 4, seed=seed)
        for now in _kept_after_each_trick(game):
            for v in range(now.players):
                unseen = Counter(now.unseen(v))
                seen = Counter(rules.deck) - unseen
                face_up, face_down = Counter(), Counter()
                for seat in range(now.players):
                    up = Counter(now.kept_seen(seat, v))
                    assert not up - Counter(now.kept[seat]), "kept_seen holds only cards of the pile"
                    assert list(now.kept_view(seat, v)).count(None) == len(now.kept[seat]) - len(now.kept_seen(seat, v))
                    face_up += up
                    face_down += Counter(now.kept[seat]) - up
                assert not face_down - unseen, (keep, seed, v)
                assert not face_up - seen, (keep, seed, v)
                hidden_somewhere = hidden_somewhere or bool(face_down)
    # Under "own" the winner keeps only cards shown to all; under "trick" folded cards go face down into piles.
    assert hidden_somewhere == (keep == "trick")


@pytest.mark.parametrize("keep", get_args(Keep))
def test_the_replay_and_the_table_picture_draw_what_the_engine_says(keep):
    """After every trick, each view of the replay and the table picture show a kept card face up exactly
    when Game.kept_seen says that view sees it (the repro: keep="trick", seed 0, seat 2)."""
    rules = Rules.learning(keep=keep)
    for seed in range(3):
        game = Game(rules, seed=seed)
        game.play_out([RuleBot()] * 4, seed=seed)
        steps = [s for s in Replay(game).steps if s["kind"] == "keep"]
        for step, now in zip(steps, _kept_after_each_trick(game), strict=True):
            for v in (None, *range(now.players)):
                key = "all" if v is None else str(v)
                drawn = step["kept_seen"].get(key, step["kept"])
                assert [Counter(codes) for codes in drawn] == [
                    Counter(c.code for c in now.kept_seen(seat, v)) for seat in range(now.players)]
                svg = game_table_svg(now, viewer=v)
                up = sum(len(now.kept_seen(seat, v)) for seat in range(now.players))
                down = sum(len(k) for k in now.kept) - up
                assert svg.count(_FACE_MARK) == up
                assert svg.count(_BACK) == down + min(len(now.discards), 6)
    if keep == "trick":
        game = Game(rules, seed=0)
        game.play_out([RuleBot()] * 4, seed=0)
        final = Replay(game).steps[-1]
        shown_to_chi = Counter(code for pile in final["kept_seen"]["2"] for code in pile)
        seen_by_chi = Counter(c.code for c in rules.deck) - Counter(c.code for c in game.unseen(2))
        assert not shown_to_chi - seen_by_chi, "the replay shows Chi a card Game.unseen(2) says is unseen"
        assert sum(shown_to_chi.values()) < sum(len(k) for k in game.kept), "some kept cards lie face down"

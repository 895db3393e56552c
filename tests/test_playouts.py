"""Seeded random play-outs of whole deals for every preset and player count, with the invariants
checked after every move and every trick (RULES.md §4, §6–8)."""

import random
from collections import Counter

import pytest

from tamcuc.bots import RandomBot, RuleBot
from tamcuc.game import Game
from tamcuc.rules import Rules

CONFIGS = {
    "folk-2": Rules.folk(players=2),
    "folk-3-drop-two-soldiers": Rules.folk(players=3, removal="drop-two-soldiers"),
    "folk-3-drop-five": Rules.folk(players=3, removal="drop-five"),
    "folk-3-drop-five-advisors": Rules.folk(players=3, removal="drop-five-advisors"),
    "folk-4": Rules.folk(players=4),
    "learning": Rules.learning(),
    "folk-4-keep-trick-later-ties": Rules.folk(players=4, keep="trick", ties="later"),
}
DEALS = {"quick": {RandomBot: 150, RuleBot: 40}, "long": {RandomBot: 1000, RuleBot: 250}}
"""Deals per test: a quick sample by default, thousands with --runslow."""
LENGTHS = ["quick", pytest.param("long", marks=pytest.mark.slow)]


def _next_with_cards(game, seat):
    """Returns ``seat`` if it holds cards, else the next seat in play order that does."""
    n = game.players
    for k in range(n):
        q = (seat + k) % n
        if game.hand(q):
            return q
    return None


def _check_trick(game, record, deck, expected_number):
    """Checks one finished trick against the rules and the state it left."""
    rules = game.rules
    assert record.number == expected_number
    assert record.first == (expected_number == 1)
    # Conservation: every card is in a hand, a kept pile or the discards.
    total = Counter(game.discards)
    for hand, kept in zip(game.hands, game.kept):
        total.update(hand)
        total.update(kept)
    assert total == deck
    # Everyone who laid cards laid the number called, unless they held fewer.
    for laid, status in zip(record.laid, record.status):
        assert len(laid) == record.call or (status == "short" and len(laid) < record.call)
    assert record.status[0] == "led" and record.shown[0] is not None
    # The winner showed the best play not banned; no other standing play is stronger.
    i = record.result.winner
    assert record.winner == record.order[i]
    assert record.status[i] in ("led", "shown")
    best = record.shown[i].strength
    for j, (play, status) in enumerate(zip(record.shown, record.status)):
        if play is None:
            assert status in ("chui", "no play", "short")
            continue
        assert play.kind is record.shown[0].kind
        if j not in record.result.banned:
            assert play.strength <= best
            if play.strength == best and j != i:
                assert (j > i) == (rules.ties == "earlier")
    if record.first:
        assert not (set(record.result.banned) - {0}) or all(
            rules.is_banned(record.shown[j].cards, True) for j in record.result.banned
        )
    else:
        assert not record.result.banned
    # Kept and discarded cards.
    laid_all = Counter(c for cards in record.laid for c in cards)
    if rules.keep == "own":
        assert record.kept == record.laid[i] and len(record.kept) == record.call
    else:
        assert Counter(record.kept) == laid_all
    assert Counter(record.kept) + Counter(record.discarded) == laid_all
    # The winner leads next (or the next seat with cards if the winner has none).
    if not game.is_over():
        assert game.leader == _next_with_cards(game, record.winner)
    assert record.last == game.is_over()


def play_checked(rules, bot, seed):
    """Plays one whole deal with ``bot`` in every seat, checking the invariants; returns the game."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    deck = Counter(rules.deck)
    assert sorted(c for h in game.hands for c in h) == sorted(rules.deck)
    assert all(len(h) == rules.hand_size for h in game.hands)
    limit = 4 * rules.players * len(rules.deck)
    moves = 0
    while not game.is_over():
        legal = game.legal_plays()
        assert legal, f"no legal move in {game!r} (seed {seed})"
        player = game.to_move
        assert all(m.player == player for m in legal)
        move = bot.choose(game, player, rng)
        done = len(game.history)
        game.push(move)
        moves += 1
        assert moves <= limit, f"deal with seed {seed} did not end"
        if move.action == "declare":
            decl = game.declarations[-1]
            assert decl.player == player and decl.before_trick == done + 1
            assert decl.seized == (rules.declaration_effect(len(move.cards)) == "seize")
            if decl.seized and game.hand(player):
                assert game.leader == player
        if game.phase == "lead":
            assert game.to_move == game.leader
        if len(game.history) > done:
            _check_trick(game, game.history[-1], deck, done + 1)
    assert game.legal_plays() == () and game.to_move is None
    assert not any(game.hands)
    result = game.result()
    declared = sum(d.play.size for d in game.declarations)
    assert sum(result.kept) == sum(len(t.kept) for t in game.history) + declared
    assert len(game.discards) == sum(len(t.discarded) for t in game.history)
    if rules.keep == "own" and not game.declarations:
        assert sum(result.kept) == rules.hand_size  # RULES.md §6: one hand size in all
    if rules.scoring == "pairwise":
        assert sum(result.scores) == 0
    else:
        assert list(result.scores) == [k + b for k, b in zip(result.kept, result.bonuses)]
    assert sum(1 for t in game.history if t.ket is not None) <= 1
    if game.ket is not None:
        assert game.history[-1].ket == game.ket and sum(result.bonuses) == game.ket.bonus
    else:
        assert not any(result.bonuses)
    assert min(result.ranking) == 1
    return game


@pytest.mark.parametrize("length", LENGTHS)
@pytest.mark.parametrize("bot_class", [RandomBot, RuleBot], ids=lambda b: b.__name__)
@pytest.mark.parametrize("name", list(CONFIGS))
def test_playouts(name, bot_class, length):
    """Seeded whole deals (thousands with --runslow) end, with every invariant holding after every trick."""
    rules = CONFIGS[name]
    rng = random.Random(f"{name}/{bot_class.__name__}/{length}")
    bot = bot_class()
    declarations = kets = 0
    for _ in range(DEALS[length][bot_class]):
        game = play_checked(rules, bot, rng.getrandbits(32))
        declarations += bool(game.declarations)
        kets += game.ket is not None
    if rules.tu_tu == "off":
        assert declarations == 0
    if not rules.ket:
        assert kets == 0
    elif bot_class is RuleBot:
        assert kets > 0  # RuleBot saves its kết for the end, so some deals finish with one

"""The game table driven from Python, as a reader's clicks would drive it."""

import random

import pytest

from tamcuc.bots import RuleBot
from tamcuc.errors import TamCucError
from tamcuc.game import Game
from tamcuc.rules import Rules
from tamcuc.table import BUTTONS, Table


def _play_through(table: Table) -> int:
    """Plays the reader's seat with RuleBot's choices, by selecting cards and clicking buttons."""
    me, clicks = RuleBot(), 0
    while not table.game.is_over():
        move = me.choose(table.game, table.seat, random.Random(0))
        if move.action in ("lead", "lay"):
            table.select(move.cards)
            table.click("play")
        else:
            table.click(move.action)
        assert table.message == "", table.message
        clicks += 1
    return clicks


@pytest.mark.parametrize("players,preset", [(4, "folk"), (3, "folk"), (2, "folk"), (4, "learning")])
def test_a_deal_through_the_table_matches_the_game(players, preset):
    """A whole deal clicked through the table ends exactly as the same deal played by Game with the same bots."""
    table = Table(players=players, preset=preset, seed=11)
    table.widget()
    assert _play_through(table) > 0
    rules = Rules.preset(preset, players=players) if preset == "folk" else Rules.learning()
    game = Game(rules, seed=11)
    expected = game.play_out([RuleBot() for _ in range(players)], seed=11)
    assert table.game.result() == expected
    assert table.game.moves == game.moves
    assert table.log[-1].startswith("The deal is over.")


def test_every_trick_is_explained_in_the_log():
    """The log holds the opening, one explanation per trick, and the final scores."""
    table = Table(seed=4)
    _play_through(table)
    tricks = [line for line in table.log if line.startswith("Trick ")]
    assert len(tricks) == len(table.game.history)
    assert all(" wins " in line for line in tricks)


def test_an_illegal_click_explains_the_rule():
    """Leading a banned rank in the first trick is refused, the ban is named, and nothing is played."""
    for seed in range(200):
        table = Table(seed=seed, players=4, preset="folk")
        banned = [c for c in table.hand if c.rank.name in ("GENERAL", "ADVISOR")]
        if table.my_turn() and table.game.phase == "lead" and banned:
            break
    else:
        pytest.fail("no seed below 200 gives the reader the first lead with a banned card")
    before = len(table.game.moves)
    table.select(banned[:1])
    table.click("play")
    assert table.message.startswith("Not allowed:") and "first trick" in table.message
    assert len(table.game.moves) == before


def test_selecting_a_non_pair_to_lead_is_refused_with_the_reason():
    """Two cards that are no pair cannot be led, and the message says why."""
    for seed in range(50):
        table = Table(seed=seed, preset="learning")
        if table.my_turn() and table.game.phase == "lead":
            break
    hand = list(table.hand)
    pair = next((a, b) for a in hand for b in hand if a is not b and (a.rank is not b.rank or a.colour is not b.colour))
    table.select(pair)
    table.click("play")
    assert table.message.startswith("Not allowed:")
    assert "pair" in table.message


def _my_turn(phase: str) -> Table:
    """Returns the first seeded table at which the reader is to move in ``phase``."""
    for seed in range(300):
        table = Table(seed=seed)
        while not table.game.is_over():
            if table.game.phase == phase:
                return table
            move = RuleBot().choose(table.game, table.seat, random.Random(0))
            if move.action in ("lead", "lay"):
                table.select(move.cards)
                table.click("play")
            else:
                table.click(move.action)
    pytest.fail(f"no seed below 300 gives the reader a move in phase {phase!r}")


@pytest.mark.parametrize("phase", ["lead", "lay", "reveal", "declare"])
def test_buttons_follow_the_legal_moves(phase):
    """The buttons offered are exactly those of the legal moves' actions, plus Hint and New deal."""
    table = _my_turn(phase)
    actions = {m.action for m in table.game.legal_plays()}
    expected = {"play"} if actions & {"lead", "lay"} else set()
    expected |= actions & {"show", "chui", "declare", "pass"}
    assert set(table.available()) == expected | {"hint", "new deal"}


def test_hint_names_a_legal_move():
    """On the reader's turn the hint names the move the strongest bot picks, and leaves the deal as it was."""
    table = _my_turn("lay")
    before = list(table.game.moves)
    table.click("hint")
    assert table.message.startswith("Hint: ")
    assert "random guesses" in table.message or "only legal move" in table.message
    assert table.game.moves == before


def test_the_widget_and_the_static_face_share_one_object():
    """The mime bundle carries the widget view and a static HTML face that replays a seeded deal."""
    bundle = Table(seed=9)._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    html = bundle["text/html"]
    assert "needs a running Python kernel" in html and "tamcuc-replay" in html
    assert Table(seed=9).static_html() == html


def test_bad_settings_raise_clear_errors():
    """The learning preset is for four players, and unknown buttons are named."""
    with pytest.raises(TamCucError, match="4 players"):
        Table(players=3, preset="learning")
    with pytest.raises(TamCucError, match="no button"):
        Table(seed=1).click("undo")

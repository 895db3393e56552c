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


def test_buttons_follow_the_legal_moves():
    """Only the buttons that match the legal moves of the reader's turn are offered."""
    table = Table(seed=2)
    actions = {m.action for m in table.game.legal_plays()} if table.my_turn() else set()
    live = set(table.available())
    if "lead" in actions or "lay" in actions:
        assert "play" in live
    assert "show" not in live or "show" in actions
    assert set(live) <= set(BUTTONS)


def test_hint_names_a_legal_move():
    """The hint describes a move that is legal for the reader now."""
    table = Table(seed=3)
    table.click("hint")
    assert table.message.startswith("Hint:") or table.message.startswith("No hint")


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

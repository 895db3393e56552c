"""The game table driven from Python, as a reader's clicks would drive it."""

import random

import pytest

from tamcuc.bots import RuleBot
from tamcuc.cards import Hand
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
    assert "needs Python" in html and "tamcuc-replay" in html
    assert "data-tamcuc-table='1' data-players='4' data-preset='folk' data-seed='9'" in html
    assert Table(seed=9).static_html() == html


def test_bad_settings_raise_clear_errors():
    """The learning preset is for four players, and unknown buttons are named."""
    with pytest.raises(TamCucError, match="4 players"):
        Table(players=3, preset="learning")
    with pytest.raises(TamCucError, match="no button"):
        Table(seed=1).click("undo")


@pytest.mark.parametrize("strength,bot", [("easy", "RandomBot"), ("medium", "RuleBot"), ("hard", "SamplingBot")])
def test_strength_chooses_the_computer_players(strength, bot):
    """easy, medium and hard seat RandomBot, RuleBot and SamplingBot at the other seats."""
    table = Table(players=3, seed=2, strength=strength, autoplay=False)
    assert [type(b).__name__ for b in table.bots] == [bot] * 3


def _play_through_page(table: Table) -> int:
    """Plays the reader's seat with RuleBot's choices through the page's events (toggle, click, step)."""
    me, events = RuleBot(), 0
    while not table.game.is_over():
        if table.pending():
            table.event("step")
        else:
            move = me.choose(table.game, table.seat, random.Random(0))
            if move.action in ("lead", "lay"):
                wanted = list(move.cards)
                for index, card in enumerate(table.hand):
                    if card in wanted:
                        wanted.remove(card)
                        table.event("toggle", str(index))
                assert Hand(table.selected) == move.cards, (table.selected, move.cards)
                table.event("click", "play")
            else:
                table.event("click", move.action)
            assert table.message == "", table.message
        events += 1
        assert events < 500
    return events


@pytest.mark.parametrize("players,preset", [(4, "folk"), (3, "folk"), (4, "learning")])
def test_the_page_face_plays_the_same_deal_one_computer_move_at_a_time(players, preset):
    """Driven by the page's events, with computer moves one step at a time, a deal ends as Game says."""
    table = Table(players=players, preset=preset, seed=11, autoplay=False)
    _play_through_page(table)
    rules = Rules.preset(preset, players=players) if preset == "folk" else Rules.learning()
    expected = Game(rules, seed=11).play_out([RuleBot() for _ in range(players)], seed=11)
    assert table.game.result() == expected
    html = table.html()
    assert "Final scores" in html and "data-tc-over='1'" in html
    assert html.count("disabled") == len(BUTTONS) - 1  # only New deal is left to press


def test_the_page_face_offers_exactly_the_available_buttons():
    """In the HTML face a button is enabled exactly when available() lists it, and cards are
    buttons only when selecting them means something."""
    table = _my_turn("lay")
    html = table.html()
    for name in BUTTONS:
        enabled = f"data-tc-arg='{name}'>" in html
        assert enabled == (name in table.available()), name
    assert html.count("data-tc-act='toggle'") == len(table.hand)
    table = _my_turn("reveal")
    assert "data-tc-act='toggle'" not in table.html()


def test_toggle_selects_and_unselects_a_card():
    """Toggling a card twice selects it, then leaves the selection empty; a bad index is refused."""
    table = _my_turn("lay")
    table.event("toggle", "0")
    assert table.selected == [table.hand[0]]
    assert "aria-pressed='true'" in table.html()
    table.event("toggle", "0")
    assert table.selected == []
    with pytest.raises(TamCucError, match="you hold"):
        table.toggle(99)


def test_choices_apply_to_the_next_deal():
    """Choosing 3 players and the hard computer changes nothing until New deal, which uses them."""
    table = Table(seed=5, autoplay=False)
    table.event("choose", "players=3")
    table.event("choose", "strength=hard")
    assert table.rules.players == 4 and "New deal" in table.message
    table.event("click", "new deal")
    assert table.rules.players == 3 and table.seed == 6
    assert [type(b).__name__ for b in table.bots] == ["SamplingBot"] * 3
    table.event("choose", "preset=learning")
    table.event("click", "new deal")
    assert table.message.startswith("Not allowed:") and "4 players" in table.message
    table.event("choose", "players=9")
    assert "2, 3 or 4 players" in table.message

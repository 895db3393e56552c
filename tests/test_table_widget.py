"""The game table's notebook face (tamcuc.table_widget): the site's HTML, its messages carried to Table.event."""

import random

import pytest

from tamcuc._html import esc
from tamcuc.bots import RuleBot
from tamcuc.errors import TamCucError
from tamcuc.game import Game
from tamcuc.i18n import t
from tamcuc.rules import Rules
from tamcuc.table import Table, refusal
from tamcuc.table_widget import STEP_MS, TEXT_LIMIT, TableWidget


def _state(table: Table) -> tuple:
    """Returns what a message may change at the table: the moves, the selection, the message and the face."""
    return list(table.game.moves), list(table.selected), table.message, table.html()


def _select(widget: TableWidget, cards) -> None:
    """Presses the cards ``cards`` of the hand, one message each, as the reader clicks them."""
    hand = list(widget.table.hand)
    for card in cards:
        i = next(i for i, c in enumerate(hand) if c == card)
        hand[i] = None
        assert widget.handle({"act": "toggle", "arg": str(i)})


def _play(widget: TableWidget, move) -> None:
    """Makes ``move`` by the widget's messages: presses its cards and Play, or presses its button."""
    if move.action in ("lead", "lay"):
        _select(widget, move.cards)
        assert widget.handle({"act": "click", "arg": "play"})
    else:
        assert widget.handle({"act": "click", "arg": move.action})


def test_the_widget_holds_the_tables_html_with_its_stylesheet():
    """The ``html`` trait is Table.html() (the stylesheet in it: a notebook has no page stylesheet), and the
    notebook shows this widget, with the static face as its text/html."""
    table = Table(seed=9)
    bundle = table._repr_mimebundle_()
    widget = table.widget()
    assert isinstance(widget, TableWidget) and table.widget() is widget
    assert widget.html == table.html() and "<style>" in widget.html
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == widget.model_id
    assert bundle["text/html"] == table.static_html()
    assert widget.step_ms == STEP_MS and widget.words["moment"]
    assert "export default" in widget._esm and "data-tc-act" in widget._esm


def test_a_message_applies_the_event_and_redraws():
    """``{act, arg}`` is Table.event(act, arg): a card pressed is selected, Play plays it, and the trait follows."""
    table = Table(seed=9)
    widget = table.widget()
    before = widget.version
    move = RuleBot().choose(table.game, table.seat, random.Random(0))
    _select(widget, move.cards)
    assert list(table.selected) == list(move.cards)
    assert widget.handle({"act": "click", "arg": "play"})
    assert move in table.game.moves and table.selected == []
    assert widget.html == table.html() and widget.version > before


def test_the_widget_steps_the_computer_and_shows_each_finished_trick():
    """Shown as a widget, the table lets the computer move only when asked (``step``), one move a
    message, and holds each finished trick until Continue."""
    table = Table(seed=9)
    widget = table.widget()
    me = RuleBot()
    while not table.trick_done:
        if table.pending():
            moves = len(table.game.moves)
            assert widget.handle({"act": "step", "arg": "", "at": widget.version})
            assert len(table.game.moves) == moves + 1
        else:
            _play(widget, me.choose(table.game, table.seat, random.Random(0)))
    assert table.status() == t("{won} Press Continue.", won=table._won(table.game.history[-1]))
    assert "data-tc-trick-done='1'" in widget.html
    widget.handle({"act": "click", "arg": "continue"})
    assert not table.trick_done


@pytest.mark.parametrize("players,preset", [(4, "folk"), (2, "folk"), (4, "learning")])
def test_a_whole_deal_through_the_widgets_messages_matches_the_game(players, preset):
    """A deal played only by the widget's messages (cards, buttons, steps, Continue) ends as Game plays it."""
    table = Table(players=players, preset=preset, seed=11)
    widget = table.widget()
    me = RuleBot()
    while not table.game.is_over():
        if table.trick_done:
            widget.handle({"act": "click", "arg": "continue", "at": widget.version})
        elif table.pending():
            widget.handle({"act": "step", "arg": "", "at": widget.version})
        else:
            _play(widget, me.choose(table.game, table.seat, random.Random(0)))
        assert table.message == "", table.message
    rules = Rules.preset(preset, players=players) if preset == "folk" else Rules.learning()
    game = Game(rules, seed=11)
    assert table.game.result() == game.play_out([RuleBot() for _ in range(players)], seed=11)
    assert widget.html == table.html() and "tc-scores" in widget.html


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_refused_click_keeps_the_state_and_shows_the_tables_message(lang):
    """A press the table refuses (a card it does not hold) changes no move and no selection; the face says why,
    in the table's language, and no error leaves the widget."""
    table = Table(seed=9, lang=lang)
    widget = table.widget()
    moves, selected = list(table.game.moves), list(table.selected)
    with pytest.raises(TamCucError) as refused:
        Table(seed=9, lang=lang).toggle(99)
    assert widget.handle({"act": "toggle", "arg": "99"})
    assert table.message == refusal(refused.value, lang)
    assert esc(table.message) in widget.html
    assert table.game.moves == moves and table.selected == selected and table.lang == lang
    assert widget.html == table.html()


@pytest.mark.parametrize("content", [
    None, "click", ["click", "play"], 7, {}, {"arg": "play"}, {"act": None, "arg": "play"},
    {"act": 1, "arg": "play"}, {"act": "click", "arg": ["play"]}, {"act": "click", "arg": None},
    {"act": "click", "arg": "x" * (TEXT_LIMIT + 1)}, {"act": "x" * (TEXT_LIMIT + 1)},
    {"act": "toggle", "arg": {"0": 1}}, {"act": "step", "arg": "", "at": "1"}, {"act": "step", "arg": "", "at": True},
    {"act": "step", "arg": "", "at": 1.5}, {"act": "step", "arg": "", "at": -1},
])
def test_hostile_messages_change_nothing(content):
    """A message of the wrong shape (not a dict, a key missing or not a text, a huge text, a bad ``at``) is
    dropped: the table and its face stay as they were."""
    table = Table(seed=9)
    widget = table.widget()
    before, version = _state(table), widget.version
    assert widget.handle(content) is False
    assert _state(table) == before and widget.version == version and widget.html == before[3]


def test_a_timed_message_for_an_older_table_is_dropped():
    """A step or Continue the script sent for a version of the table that has since changed (another view
    sent it first) is dropped, so two views of one widget never play two moves for one."""
    table = Table(seed=9)
    widget = table.widget()
    move = RuleBot().choose(table.game, table.seat, random.Random(0))
    _select(widget, move.cards)
    widget.handle({"act": "click", "arg": "play"})
    assert table.pending()
    at = widget.version
    assert widget.handle({"act": "step", "arg": "", "at": at})
    moves = len(table.game.moves)
    assert widget.handle({"act": "step", "arg": "", "at": at}) is False
    assert len(table.game.moves) == moves


def test_every_message_is_answered_and_code_redraws_the_face():
    """The kernel answers each message (even a dropped one) with ``done``; a click made from code redraws too."""
    table = Table(seed=9)
    widget = table.widget()
    sent = []
    widget.send = sent.append
    widget._on_message(widget, {"act": "click", "arg": "hint"}, [])
    widget._on_message(widget, "nonsense", [])
    assert sent == [{"done": True}, {"done": True}]
    table.click("new deal")
    assert widget.html == table.html() and "deal number 10" in widget.html

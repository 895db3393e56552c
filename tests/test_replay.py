"""Replays: the data the engine produces and the self-contained HTML that shows it."""

import json
import re

import pytest

from tamcuc.bots import RuleBot
from tamcuc.game import Game
from tamcuc.replay import Replay, replay_steps
from tamcuc.rules import Rules


@pytest.mark.parametrize("rules", [Rules(), Rules.learning(), Rules.folk(players=3), Rules.folk(players=2)],
                         ids=["folk4", "learning", "folk3", "folk2"])
def test_steps_follow_the_deal(rules):
    """One step for the deal, one per declaration, one per trick and one for the scores; cards are conserved."""
    replay = Replay.from_bots(rules, [RuleBot()] * rules.players, seed=21)
    game = replay.game
    assert len(replay.steps) == 2 + len(game.history) + len(game.declarations)
    total = len(rules.deck)
    for step in replay.steps:
        held = sum(len(h) for h in step["hands"])
        kept = sum(len(k) for k in step["kept"])
        assert held + kept <= total
    assert [len(h) for h in replay.steps[0]["hands"]] == [rules.hand_size] * rules.players
    assert all(len(h) == 0 for h in replay.steps[-1]["hands"])
    assert [len(k) for k in replay.steps[-1]["kept"]] == list(game.result().kept)


def test_trick_steps_carry_the_explanation_and_winner():
    """Each trick step names its winner and has the engine's explanation of the trick."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=8)
    tricks = [s for s in replay.steps if s["laid"]]
    for step, record in zip(tricks, replay.game.history):
        assert step["winner"] == record.winner
        assert step["text"] == record.explain(replay.names)


def test_replay_needs_a_finished_deal():
    """A deal still in play cannot be replayed."""
    with pytest.raises(ValueError, match="finished"):
        replay_steps(Game(Rules(), seed=1))


def test_html_is_self_contained_and_deterministic():
    """The HTML embeds its data and script, loads nothing from outside, and is the same every time."""
    a = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=3, title="Ordinary deal")._repr_html_()
    b = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=3, title="Ordinary deal")._repr_html_()
    assert a == b
    assert 'id="tcr-ordinary-deal"' in a
    assert not re.search(r"(src|href)=\"https?:", a)
    blob = re.search(r'<script type="application/json" class="tcr-data">(.*?)</script>', a, re.S).group(1)
    data = json.loads(blob.replace("<\\/", "</"))
    assert len(data["steps"]) >= 10

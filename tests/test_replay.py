"""Replays: the data the engine produces and the self-contained HTML that shows it."""

import json
import re

import pytest

from tamcuc.bots import RuleBot
from tamcuc.game import Game
from tamcuc.replay import Replay, replay_steps, sees
from tamcuc.rules import Rules


@pytest.mark.parametrize("rules", [Rules(), Rules.learning(), Rules.folk(players=3), Rules.folk(players=2)],
                         ids=["folk4", "learning", "folk3", "folk2"])
def test_steps_follow_the_deal(rules):
    """Deal, declarations, every trick as sub-steps (lays, reveals, keep), scores; cards are conserved."""
    replay = Replay.from_bots(rules, [RuleBot()] * rules.players, seed=21)
    game = replay.game
    kinds = [s["kind"] for s in replay.steps]
    assert kinds[0] == "deal" and kinds[-1] == "scores"
    assert kinds.count("keep") == len(game.history) and kinds.count("declare") == len(game.declarations)
    per_trick = sum(2 * len(r.order) + 1 for r in game.history)
    assert kinds.count("lay") + kinds.count("reveal") + kinds.count("keep") == per_trick
    total = len(rules.deck)
    for step in replay.steps:
        held = sum(len(h) for h in step["hands"])
        kept = sum(len(k) for k in step["kept"])
        laid = sum(len(c) for _, c, _ in step["laid"]) if step["kind"] != "keep" else 0
        assert held + kept + laid + step["discards"] == total
    assert [len(h) for h in replay.steps[0]["hands"]] == [rules.hand_size] * rules.players
    assert all(len(h) == 0 for h in replay.steps[-1]["hands"])
    assert [len(k) for k in replay.steps[-1]["kept"]] == list(game.result().kept)


def test_a_trick_is_laid_face_down_then_revealed_in_order():
    """RULES.md §6: everyone lays face down (leader first), the leader reveals first, then each follower."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=8)
    record = replay.game.history[0]
    steps = replay.steps[1:1 + 2 * len(record.order) + 1]
    lays, reveals, keep = steps[:4], steps[4:8], steps[8]
    assert [s["laid"][-1][0] for s in lays] == list(record.order)
    assert all(not any(s["seen"]["all"]) for s in lays)
    assert [s["kind"] for s in reveals] == ["reveal"] * 4 and reveals[0]["seen"]["all"][0] is True
    assert reveals[0]["text"].startswith(f"{replay.names[record.leader]} turns the lead over")
    for j, status in enumerate(record.status):
        assert reveals[-1]["seen"]["all"][j] == (status in ("led", "shown"))
    assert keep["winner"] == record.winner and keep["text"] == record.explain(replay.names)


def test_one_seat_sees_only_its_own_hand_and_lays():
    """In one seat's view the other hands are hidden; its own face-down lay is seen by it alone."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=8)
    first_lay = replay.steps[1]
    leader = first_lay["laid"][0][0]
    assert first_lay["seen"][str(leader)] == [True]
    assert all(first_lay["seen"][str(p)] == [False] for p in range(4) if p != leader)
    assert [sees(2, p, "hand", False) for p in range(4)] == [False, False, True, False]
    assert all(sees(None, p, "hand", False) for p in range(4))
    assert sees(1, 3, "kept", "shown") and not sees(1, 3, "kept", "chui") and sees(3, 3, "kept", "chui")
    assert not sees(1, 3, "lay", "laid", revealed=False) and sees(3, 3, "lay", "laid", revealed=False)
    assert sees(1, 3, "lay", "shown") and not sees(1, 3, "lay", "chui") and sees(3, 3, "lay", "chui")
    with pytest.raises(ValueError, match="'hand', a 'lay' or 'kept'"):
        sees(0, 1, "table")


def test_a_seat_that_runs_out_of_cards_is_said_to():
    """A 3-player deal with a seat emptied early says so (found among seeded deals)."""
    for seed in range(200):
        replay = Replay.from_bots(Rules.folk(players=3), [RuleBot()] * 3, seed=seed)
        said = [s for s in replay.steps if "has run out of cards" in s["text"]]
        emptied = any(not r.last and any(len(h) == 0 for h in s["hands"]) for s, r in
                      zip([s for s in replay.steps if s["kind"] == "keep"], replay.game.history))
        assert bool(said) == emptied, seed
        if said:
            return
    pytest.fail("no seeded 3-player deal in 0..199 empties a hand before the end")


def test_replay_needs_a_finished_deal():
    """A deal still in play cannot be replayed."""
    with pytest.raises(ValueError, match="finished"):
        replay_steps(Game(Rules(), seed=1))


def test_html_is_self_contained_and_deterministic():
    """The HTML embeds its data, one-seat views and script, loads nothing from outside, and is the same every time."""
    a = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=3, title="Ordinary deal")._repr_html_()
    b = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=3, title="Ordinary deal")._repr_html_()
    assert a == b
    assert 'id="tcr-ordinary-deal"' in a
    assert not re.search(r"(src|href)=\"https?:", a)
    assert '<option value="2">Chi</option>' in a
    blob = re.search(r'<script type="application/json" class="tcr-data">(.*?)</script>', a, re.S).group(1)
    data = json.loads(blob.replace("<\\/", "</"))
    assert len(data["steps"]) >= 30
    assert data["hands_seen"]["1"] == [False, True, False, False]


def test_a_second_bar_of_buttons_sits_under_the_text_and_phones_get_40px_cards():
    """Previous/Next come twice: at the top and in a bar under the step's text that sticks to the screen's foot."""
    html = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=3)._repr_html_()
    bar = html.index('<div class="tcr-bar"')
    assert html.index('class="tcr-explain"') < bar < html.index("<details>")
    assert html.count('class="tcr-next"') == html.count('class="tcr-next2"') == 1
    assert ".tamcuc-replay .tcr-bar{position:sticky;bottom:0" in html
    assert "@media (max-width:480px){" in html and ".tamcuc-replay .tcr-cards svg{width:40px;height:100px}" in html

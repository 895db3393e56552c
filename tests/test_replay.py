"""Replays: the data the engine produces and the self-contained HTML that shows it."""

import json
import re

import pytest

from tamcuc.bots import RuleBot
from tamcuc.game import Game
from tamcuc.i18n import t
from tamcuc.replay import TEMPO, TEMPOS, Replay, replay_parts, replay_steps, sees
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
    assert keep["winner"] == record.winner and keep["text"] == record.explain(replay.names, moves=False)


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_each_fold_is_told_once(lang):
    """A replay tells each show and each fold once, at its reveal step; the trick's last step tells who wins and
    keeps, not the folds again (deals where seats fold, in both languages)."""
    folds = 0
    for seed in (0, 1):
        replay = Replay.from_bots(Rules.folk(players=4), [RuleBot()] * 4, seed=seed, lang=lang)
        for record in replay.game.history:
            steps = [s for s in replay.steps if s["trick"] == record.number and s["kind"] in ("reveal", "keep")]
            folded = sum(status in ("chui", "no play") for status in record.status)
            told = sum(s["text"].count("chui") for s in steps)
            assert told == folded and "chui" not in steps[-1]["text"], [s["text"] for s in steps]
            folds += folded
    assert folds


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


def test_a_second_bar_of_buttons_sits_under_the_text_for_phones():
    """Previous/Next come twice: at the top, and in a bar under the step's text that, on a phone (where the top
    ones are hidden), sticks to the screen's foot."""
    html = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=3)._repr_html_()
    bar = html.index('<div class="tcr-bar"')
    assert html.index('class="tcr-explain"') < bar < html.index("<details>")
    assert html.count('class="tcr-next"') == html.count('class="tcr-next2"') == 1
    phone = html[html.index("@media (max-width:600px){"):]
    assert ".tamcuc-replay .tcr-controls .tcr-steps," in phone and ".tamcuc-replay .tcr-bar{position:sticky;bottom:0" in phone


@pytest.mark.parametrize("rules", [Rules(), Rules.learning(), Rules.folk(players=3), Rules.folk(players=2)],
                         ids=["folk4", "learning", "folk3", "folk2"])
def test_each_step_says_which_trick_it_belongs_to(rules):
    """A trick's lays, reveals and keep carry its number, a declaration the trick it is made before; the deal and
    the scores belong to no trick; each trick's steps come together, in order."""
    replay = Replay.from_bots(rules, [RuleBot()] * rules.players, seed=21)
    steps, history = replay.steps, replay.game.history
    assert steps[0]["trick"] is None and steps[-1]["trick"] is None
    inner = [s["trick"] for s in steps[1:-1]]
    assert all(isinstance(n, int) for n in inner) and inner == sorted(inner)
    assert sorted(set(inner)) == [r.number for r in history]
    for record in history:
        own = [s for s in steps if s["trick"] == record.number and s["kind"] in ("lay", "reveal", "keep")]
        assert len(own) == 2 * len(record.order) + 1 and own[-1]["kind"] == "keep"
        assert own[-1]["winner"] == record.winner and all(s["title"] == f"Trick {record.number}" for s in own)


def test_a_declaration_belongs_to_the_trick_it_is_made_before():
    """Deal 0 under the folk rules opens with a declaration before trick 1: it is trick 1's first step."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=0)
    declare = replay.steps[1]
    assert declare["kind"] == "declare" and declare["title"] == "Declaration before trick 1" and declare["trick"] == 1
    assert replay_parts(replay.steps)[1] == ["Trick 1", 1]


@pytest.mark.parametrize("rules", [Rules(), Rules.learning(), Rules.folk(players=3), Rules.folk(players=2)],
                         ids=["folk4", "learning", "folk3", "folk2"])
def test_the_parts_are_the_start_each_trick_and_the_scores(rules):
    """The jump list: "Start" at the deal, "Trick n" at each trick's first step, "End / scores" at the last step;
    every step lies in the part of its trick."""
    replay = Replay.from_bots(rules, [RuleBot()] * rules.players, seed=21)
    steps, history = replay.steps, replay.game.history
    parts = replay_parts(steps)
    assert [title for title, _ in parts] == ["Start", *(f"Trick {r.number}" for r in history), "End / scores"]
    firsts = [first for _, first in parts]
    assert firsts[0] == 0 and firsts[-1] == len(steps) - 1 and firsts == sorted(set(firsts))
    for (_, first), record in zip(parts[1:-1], history):
        assert steps[first]["trick"] == record.number and steps[first - 1]["trick"] != record.number
    for i, step in enumerate(steps[1:-1], 1):
        part = max(j for j, first in enumerate(firsts) if first <= i)
        assert parts[part][0] == f"Trick {step['trick']}", (i, step["title"])


def test_the_parts_are_named_in_the_replays_language():
    """A Vietnamese replay names its parts in Vietnamese, from the catalogue."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=13, lang="vi")
    parts = replay_parts(replay.steps, "vi")
    assert parts[0][0] == t("Start", "vi") and parts[1][0] == t("Trick {n}", "vi", n=1)
    assert parts[-1][0] == t("End / scores", "vi") and parts[1][0] != "Trick 1"


def _data(html: str) -> dict:
    blob = re.search(r'<script type="application/json" class="tcr-data">(.*?)</script>', html, re.S).group(1)
    return json.loads(blob.replace("<\\/", "</"))


def test_the_html_offers_a_jump_a_slider_and_autoplay():
    """The jump list holds the parts (the script reads them from the data: no rule in the script), the slider runs
    over every step, Play starts at the default tempo among the slower and faster ones, and the keys are told."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=13)
    html = replay._repr_html_()
    parts = replay_parts(replay.steps)
    assert _data(html)["parts"] == parts and all("trick" in s for s in _data(html)["steps"])
    jump = re.search(r'<select class="tcr-jump">(.*?)</select>', html).group(1)
    assert re.findall(r'<option value="(\d+)">([^<]*)</option>', jump) == [(str(i), p[0]) for i, p in enumerate(parts)]
    assert f'<input type="range" class="tcr-slider" min="1" max="{len(replay.steps)}" value="1"' in html
    assert '<button type="button" class="tcr-play" aria-pressed="false">▶ Play</button>' in html
    tempos = re.findall(r'<option value="(\d+)"( selected)?>', re.search(r'class="tcr-tempo">(.*?)</select>', html).group(1))
    assert tempos == [(str(s * 1000), " selected" if s == TEMPO else "") for s in TEMPOS] and TEMPO == 2
    assert max(TEMPOS) > TEMPO > min(TEMPOS)
    assert 'tabindex="-1" aria-keyshortcuts="ArrowLeft ArrowRight Home End Space" data-lm-suppress-shortcuts="true">' in html


def test_the_new_controls_speak_vietnamese():
    """In a Vietnamese replay the Play button, the speed, the jump and the keys read as the catalogue says."""
    html = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=13, lang="vi")._repr_html_()
    for message in ("▶ Play", "Speed", "Jump to", "Start", "End / scores"):
        assert t(message, "vi") in html and t(message, "vi") != message
    assert t("{n} second a step", "vi", n=2) in html and _data(html)["words"]["pause"] == t("❚❚ Pause", "vi")
    assert "seconds a step" not in html and "Jump to" not in html


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_last_step_holds_each_seats_score_for_the_trick_box(lang):
    """The scores step carries, for the box where a trick's cards lie, each seat's line of the result (kept cards,
    score, place) in seat order and the places; the page's data holds them, so the box is never an empty heading."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=13, lang=lang)
    result, last = replay.game.result(), replay.steps[-1]
    assert last["kind"] == "scores" and last["laid"] == []
    assert last["scores"] == result.summary(replay.names, lang).split("\n")
    assert last["places"] == list(result.ranking)
    assert all(line.startswith(name + ":") for line, name in zip(last["scores"], replay.names))
    assert not any("scores" in step for step in replay.steps[:-1])
    blob = re.search(r'<script type="application/json" class="tcr-data">(.*?)</script>', replay._repr_html_(), re.S)
    data = json.loads(blob.group(1).replace("<\\/", "</"))
    assert data["steps"][-1]["scores"] == last["scores"]

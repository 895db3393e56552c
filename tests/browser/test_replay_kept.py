"""The replay's script draws each kept pile as the engine says a point of view sees it (no site build needed).

Under ``Rules.keep="trick"`` the folded cards a winner takes stay face down for everyone
but their owner: the script must draw them as card backs, never face up, and draw exactly
``Game.kept_seen`` face up (tests/test_visibility.py checks the data the script reads).
At the last step the trick's box shows the scores the engine gives, never an empty heading.
"""

from __future__ import annotations

import pytest

from tamcuc.bots import RuleBot
from tamcuc.draw import BACK_LABEL
from tamcuc.i18n import t
from tamcuc.replay import Replay
from tamcuc.rules import Rules


@pytest.mark.parametrize("keep", ["own", "trick"])
def test_the_replay_draws_kept_cards_face_down_where_the_engine_says(tab, keep):
    """At the last step, each view's kept piles show Game.kept_seen face up and the rest as backs."""
    page = tab
    replay = Replay.from_bots(Rules.learning(keep=keep), [RuleBot()] * 4, seed=0)
    game = replay.game
    page.set_content(f"<!doctype html><html><body>{replay._repr_html_()}</body></html>")
    root = page.locator(".tamcuc-replay")
    total = len(replay.steps)
    for _ in range(total - 1):
        root.locator(".tcr-next").click()
    for view in ("all", "0", "1", "2", "3"):
        root.locator("select.tcr-view").select_option(view)
        viewer = None if view == "all" else int(view)
        piles = root.locator(".tcr-kept .tcr-cards")
        assert piles.count() == 4
        for seat in range(4):
            svgs = piles.nth(seat).locator("svg")
            up = len(game.kept_seen(seat, viewer))
            assert svgs.count() == len(game.kept[seat]), (keep, view, seat)
            backs = svgs.evaluate_all("(els, label) => els.filter(e => e.getAttribute('aria-label') === label).length",
                                      t(BACK_LABEL, "en"))
            faces = svgs.count() - backs
            assert faces == up, (keep, view, seat, faces, up)


@pytest.mark.parametrize("lang, empty, out, none_kept, none_at_end", [
    ("en", "Discard pile: empty.", "no cards left", "kept nothing yet", "kept nothing"),
    ("vi", "Chồng bỏ: chưa có quân nào.", "hết bài", "chưa ăn quân nào", "không ăn được quân nào"),
])
def test_the_replay_says_its_zeros_in_words(tab, lang, empty, out, none_kept, none_at_end):
    """A zero is said in words, never "0": the empty discard pile at the start, the empty hands at the end, and
    the kept pile of a seat that has won nothing yet (at the end, nothing at all: no "yet"); a seat
    keeps nothing (seed 0: Chi and Dũng)."""
    page = tab
    replay = Replay.from_bots(Rules.learning(), [RuleBot()] * 4, seed=0, lang=lang)
    assert any(not kept for kept in replay.game.kept)
    page.set_content(f"<!doctype html><html><body>{replay._repr_html_()}</body></html>")
    root = page.locator(".tamcuc-replay")
    assert root.locator(".tcr-pile").inner_text() == empty
    assert root.locator(".tcr-kept .tcr-small").all_inner_texts() == [none_kept] * 4
    for _ in range(len(replay.steps) - 1):
        root.locator(".tcr-next").click()
    smalls = root.locator(".tcr-seat .tcr-small").all_inner_texts()
    assert smalls.count(out) == 4 and not any(text.startswith("0 ") or text.endswith(": 0") for text in smalls)
    kept = root.locator(".tcr-kept .tcr-small").all_inner_texts()
    assert [text == none_at_end for text in kept] == [not cards for cards in replay.game.kept], kept


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_last_step_shows_the_scores_in_the_trick_box(tab, lang):
    """Stepped to its end (End / scores), the replay's trick box shows, under its heading, one line per seat with
    that seat's kept cards, score and place (the engine's words), first place framed; one step back, the box holds
    the last trick again and no scores."""
    page = tab
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=13, lang=lang)
    result = replay.game.result()
    page.set_content(f"<!doctype html><html><body>{replay._repr_html_()}</body></html>")
    root = page.locator(".tamcuc-replay")
    root.locator("select.tcr-jump").select_option(str(root.locator("select.tcr-jump option").count() - 1))
    box = root.locator(".tcr-trick")
    assert box.locator(".tcr-title").inner_text() == t("Scores", lang)
    rows = box.locator(".tcr-lays .tcr-score")
    assert rows.all_inner_texts() == result.summary(replay.names, lang).split("\n")
    first = [replay.names[p] for p, place in enumerate(result.ranking) if place == 1]
    assert [text.split(":")[0] for text in box.locator(".tcr-first").all_inner_texts()] == first
    assert rows.first.is_visible() and rows.last.bounding_box()["height"] > 0
    root.locator(".tcr-prev").click()
    assert box.locator(".tcr-score").count() == 0 and box.locator(".tcr-lay").count() > 0

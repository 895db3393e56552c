"""The guided deals of lesson 10 in the page (issue 22): played to their ends in Chromium by clicking what
the guide marks, in both editions; a wrong click gets the engine's reason (or the guide's) and the deal waits.

The expected words come from the same ``Table(guide=…)`` driven in CPython with the same clicks.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tamcuc.guide import GUIDES
from tamcuc.i18n import t
from tamcuc.table import Table

ENGINE_STARTS = True  # the engine starts as a reader's page does (see conftest.py)
READY_MS = 90_000
STEP_MS = 30_000
PAGE = "10_play_a_deal"
EDITIONS = {"en": "book", "vi": "vi"}


def _open(page, site, lang: str, name: str):
    """Opens lesson 10 of the ``lang`` edition; returns the live box of the guided table ``name``, settled."""
    page.goto(f"{site}/{EDITIONS[lang]}/{PAGE}.html")
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=READY_MS)
    guides = [s.get_attribute("data-guide") for s in page.locator(".tamcuc-table-static").all()]
    assert name in guides, f"{lang} lesson 10 places no guided table {name!r}: {guides}"
    index = guides.index(name)
    box = page.locator(".tamcuc-live-box").nth(index)
    expect(box.locator(".tamcuc-live")).to_be_visible(timeout=STEP_MS)
    page.evaluate("window.tamcuc.stepDelay = 0")
    _settled(box)
    return box


def _settled(box) -> None:
    """Waits until no computer move is pending at the table."""
    expect(box.locator(".tamcuc-live")).to_have_attribute("data-tc-pending", "0", timeout=STEP_MS)
    expect(box).not_to_have_attribute("aria-busy", "true", timeout=STEP_MS)


def _mirror(name: str, lang: str) -> Table:
    """The same guided table in CPython, at the reader's first turn."""
    return Table(guide=name, lang=lang)


def _wrong_clicks(box, mirror: Table) -> None:
    """A forbidden selection (one unguided card where more are called) and an allowed unguided one: each is
    refused with the words the CPython table says, and the deal does not move."""
    live = box.locator(".tamcuc-live")
    moves = live.get_attribute("data-tc-moves")
    action = mirror.guided().action
    if action in ("show", "chui"):  # the other button
        other = "chui" if action == "show" else "show"
        box.locator(f"[data-tc-act='click'][data-tc-arg='{other}']").click()
        mirror.click(other)
        assert mirror.message, "the CPython table accepted a wrong move"
        expect(box.locator(".tc-message")).to_have_text(mirror.message)
        expect(live).to_have_attribute("data-tc-moves", moves)
        return
    cards = box.locator(".tc-card")
    free = [i for i in range(cards.count()) if "tc-guided" not in (cards.nth(i).get_attribute("class") or "")]
    need = mirror.game.lay_count(mirror.seat) or len(mirror.guided().cards)
    for chosen in ([free[0]], free[:need]) if free else ():
        if len(chosen) == 1 and need == 1:
            continue
        for i in chosen:
            _toggle(box, mirror, i)
        box.locator("[data-tc-act='click'][data-tc-arg='play']").click()
        mirror.click("play")
        assert mirror.message, "the CPython table accepted a wrong move"
        expect(box.locator(".tc-message")).to_have_text(mirror.message)
        expect(live).to_have_attribute("data-tc-moves", moves)
        for i in [i for i, on in enumerate(mirror._marks()) if on]:  # take back a selection that stayed
            _toggle(box, mirror, i)


def _toggle(box, mirror: Table, i: int) -> None:
    """Presses card ``i`` on the page and in ``mirror``, and waits for the page to show it (two presses of
    the same card in flight would count as one double click)."""
    box.locator(".tc-card").nth(i).click()
    mirror.toggle(i)
    expect(box.locator(".tc-card").nth(i)).to_have_attribute("aria-pressed", "true" if mirror._marks()[i] else "false")


def _press_guided(box) -> None:
    """Presses each card the guide marks that is not pressed yet, waiting for the page to show each."""
    for k in range(box.locator(".tc-card.tc-guided").count()):
        if box.locator(".tc-card.tc-guided").nth(k).get_attribute("aria-pressed") == "false":
            box.locator(".tc-card.tc-guided").nth(k).click()
            expect(box.locator(".tc-card.tc-guided").nth(k)).to_have_attribute("aria-pressed", "true")


def _follow(box, name: str) -> int:
    """Clicks what the guide marks (its cards, then its button; Continue between tricks) to the deal's end;
    returns the number of steps taken, each announced in the guide's box."""
    live = box.locator(".tamcuc-live")
    steps = 0
    for _ in range(200):
        _settled(box)
        if live.get_attribute("data-tc-over") == "1":
            return steps
        if live.get_attribute("data-tc-trick-done") == "1":
            box.locator("[data-tc-act='click'][data-tc-arg='continue']").click()
            expect(live).to_have_attribute("data-tc-trick-done", "0", timeout=STEP_MS)
            continue
        moves = live.get_attribute("data-tc-moves")
        expect(box.locator(".tc-guide strong")).to_contain_text(f"{steps + 1}")
        _press_guided(box)
        box.locator(".tc-button.tc-guided").click()
        expect(live).not_to_have_attribute("data-tc-moves", moves, timeout=STEP_MS)
        expect(box.locator(".tc-message")).to_have_count(0)
        steps += 1
    raise AssertionError(f"guided deal {name} did not end")


def test_the_guided_first_deal_marks_its_move_and_explains_a_wrong_click(tab, site, tab_watch_http):
    """On the English lesson 10 the guided first deal comes alive: the guide's first step is said above the
    hand with its three cards and Play marked; a wrong click gets the engine's reason, an allowed but
    unguided one the guide's, and the deal waits for the guided move, which it then takes."""
    page, watch_http = tab, tab_watch_http
    box = _open(page, site, "en", "first")
    mirror = _mirror("first", "en")
    expect(box.locator(".tc-guide")).to_contain_text(mirror.guide_words().split("\n")[0])
    expect(box.locator(".tc-card.tc-guided")).to_have_count(len(mirror.guided().cards))
    expect(box.locator(".tc-button.tc-guided")).to_have_attribute("data-tc-arg", "play")
    _wrong_clicks(box, mirror)
    moves = box.locator(".tamcuc-live").get_attribute("data-tc-moves")
    _press_guided(box)
    box.locator(".tc-button.tc-guided").click()
    expect(box.locator(".tamcuc-live")).not_to_have_attribute("data-tc-moves", moves, timeout=STEP_MS)
    expect(box.locator(".tc-message")).to_have_count(0)
    watch_http.assert_clean(f"book/{PAGE} guided")


@pytest.mark.slow
@pytest.mark.parametrize("lang", sorted(EDITIONS))
def test_both_guided_deals_play_to_their_end_in_each_edition(tab, site, tab_watch_http, lang):
    """In each edition, both guided deals of lesson 10 are played to their ends by clicking what the guide
    marks, with a wrong click refused at every step; each ends with the engine's scores, the guide's closing
    words and Play a free deal, which starts a free deal."""
    page, watch_http = tab, tab_watch_http
    for name, guide in GUIDES.items():
        box = _open(page, site, lang, name)
        mirror = _mirror(name, lang)
        live = box.locator(".tamcuc-live")
        steps = 0
        while mirror.guided() is not None:
            for _ in range(20):  # the page waits at each trick's end for Continue; the CPython table plays on
                _settled(box)
                done = live.get_attribute("data-tc-trick-done") == "1"
                if live.get_attribute("data-tc-moves") == str(len(mirror.game.moves)) and not done:
                    break
                if done:
                    box.locator("[data-tc-act='click'][data-tc-arg='continue']").click()
                    expect(live).to_have_attribute("data-tc-trick-done", "0", timeout=STEP_MS)
            expect(live).to_have_attribute("data-tc-moves", str(len(mirror.game.moves)), timeout=STEP_MS)
            _wrong_clicks(box, mirror)
            move = mirror.guided()
            if move.action in ("lead", "lay"):
                mirror.select(move.cards)
            mirror.click(mirror.guided_button())
            before = live.get_attribute("data-tc-moves")
            _press_guided(box)
            box.locator(".tc-button.tc-guided").click()
            expect(live).not_to_have_attribute("data-tc-moves", before, timeout=STEP_MS)
            steps += 1
        assert steps == len(guide.steps)
        assert _follow(box, name) == 0
        expect(box.locator(".tc-guide")).to_have_text(t(guide.outro, lang))
        expect(box.locator(".tc-scores li")).to_have_count(4)
        assert box.locator(".tc-scores li").all_inner_texts() == mirror.game.result().summary(
            mirror.score_names(), lang=lang).splitlines()
        box.locator("[data-tc-act='click'][data-tc-arg='free deal']").click()
        expect(box.locator(".tc-guide")).to_have_count(0, timeout=STEP_MS)
        expect(box.locator("[data-tc-arg='new deal']")).to_have_count(1)
    watch_http.assert_clean(f"{EDITIONS[lang]}/{PAGE} guided deals")


def test_the_whole_first_guided_deal_by_its_marks(tab, site, tab_watch_http):
    """Clicking only what the guide marks (and Continue) plays the guided first deal to its end on the
    Vietnamese page, in as many steps as the guide has."""
    page, watch_http = tab, tab_watch_http
    box = _open(page, site, "vi", "first")
    assert _follow(box, "first") == len(GUIDES["first"].steps)
    expect(box.locator(".tc-guide")).to_have_text(t(GUIDES["first"].outro, "vi"))
    watch_http.assert_clean(f"vi/{PAGE} guided")

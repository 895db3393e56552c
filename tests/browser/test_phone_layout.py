"""At phone width (390 px), in Chromium, on pages of their own (no book build needed):
the score sheet scrolls inside its own box, and the game table's settings and hand fit the screen,
each card with its short name under it. Every expected text comes from Python."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import NO_ICON, serve
from tamcuc import printables
from tamcuc.bots import RuleBot
from tamcuc.i18n import t
from tamcuc.table import SETTINGS_NOTE, Table

PHONE = {"width": 390, "height": 844}
ENGINE_CSS = Path(__file__).resolve().parents[2] / "sphinxext" / "static" / "tamcuc-engine.css"


def _page(body: str, lang: str) -> str:
    css = ENGINE_CSS.read_text(encoding="utf-8")
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>phone</title>{NO_ICON}'
            f"<style>body{{margin:16px;font-family:sans-serif}}{css}</style></head><body>{body}</body></html>")


@pytest.fixture(scope="module")
def phone_site(tmp_path_factory):
    """Serves a score sheet page and a game table page per language on 127.0.0.1; returns the base URL."""
    folder = tmp_path_factory.mktemp("phone")
    for lang in ("en", "vi"):
        (folder / f"scores-{lang}.html").write_text(
            _page(printables.scoresheet(players=4, lang=lang).html(), lang), encoding="utf-8")
        table = Table(seed=3, lang=lang, autoplay=False)
        table.event("settings")
        table.event("choose", "players=3")
        (folder / f"table-{lang}.html").write_text(_page(table.html(), lang), encoding="utf-8")
        # A 4-player deal at the reader's first turn, two cards already on the table (deal 11).
        (folder / f"trick-{lang}.html").write_text(_page(Table(players=4, seed=11, lang=lang).html(), lang),
                                                   encoding="utf-8")
        # The longest row of buttons: the beginners' rules, a card laid, the reader to show or fold
        # (Show, Chui, Hint, Undo, Last trick, New deal).
        (folder / f"buttons-{lang}.html").write_text(_page(_most_buttons(lang).html(), lang), encoding="utf-8")
    with serve(folder) as url:
        yield url


def _most_buttons(lang: str) -> Table:
    """Returns a beginners' table (seeds from 1) where the reader shows or folds with every other button
    offered too: Show, Chui, Hint, Undo, Last trick and New deal."""
    import random

    for seed in range(1, 60):
        table = Table(preset="learning", seed=seed, lang=lang)
        while not table.game.is_over():
            if len(table.available()) >= 6:
                return table
            move = RuleBot().choose(table.game, table.seat, random.Random(0))
            if move.action in ("lead", "lay", "declare"):
                table.select(move.cards)
            table.click("play" if move.action in ("lead", "lay") else move.action)
    pytest.fail("no beginners' deal below 60 offers the reader six buttons at once", pytrace=False)


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_score_sheet_scrolls_inside_its_own_box(tab, tab_watch_http, phone_site, lang):
    """The page does not scroll sideways at 390 px: the score sheet's table scrolls inside its box."""
    page, watch_http = tab, tab_watch_http
    page.set_viewport_size(PHONE)
    page.goto(f"{phone_site}/scores-{lang}.html", wait_until="load")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    box = page.locator(".tamcuc-scroll")
    expect(box).to_have_count(1)
    assert box.evaluate("b => b.getBoundingClientRect().right") <= PHONE["width"]
    assert box.evaluate("b => b.scrollWidth > b.clientWidth"), "the table keeps readable columns and scrolls"
    watch_http.assert_clean(f"the {lang} score sheet")


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_table_fits_a_phone_and_names_each_card(tab, tab_watch_http, phone_site, lang):
    """At 390 px the table's settings (the computer's strength among them) stay on screen, the note
    says to press New deal, and each card of the hand shows its short name under it."""
    page, watch_http = tab, tab_watch_http
    page.set_viewport_size(PHONE)
    page.goto(f"{phone_site}/table-{lang}.html", wait_until="load")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    for arg in ("players", "preset", "strength", "seed"):
        right = page.locator(f"[data-tc-arg='{arg}']").evaluate("e => e.getBoundingClientRect().right")
        assert right <= PHONE["width"], (arg, right)
    table = Table(seed=3, lang=lang, autoplay=False)
    expect(page.locator(".tc-settings-note")).to_have_text(t(SETTINGS_NOTE, lang))
    names = page.locator(".tc-card .tc-card-name")
    expected = [c.name(lang)[:1].upper() + c.name(lang)[1:] for c in table.hand]
    expect(names).to_have_text(expected)
    for i in range(names.count()):
        box = names.nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (expected[i], box)
    watch_http.assert_clean(f"the {lang} table")


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_cards_of_the_table_stay_40_px_wide_on_a_phone(tab, tab_watch_http, phone_site, lang):
    """At 390 px every card of the hand and of the trick is at least 40 px wide (as every card picture
    of the book on a phone), and the hand, the trick, the status line and the main button fit the screen."""
    page, watch_http = tab, tab_watch_http
    page.set_viewport_size(PHONE)
    page.goto(f"{phone_site}/trick-{lang}.html", wait_until="load")
    widths = page.locator(".tc-card svg, .tc-laid svg").evaluate_all("ss => ss.map(s => s.getBoundingClientRect().width)")
    assert len(widths) >= 8 + 2 and min(widths) >= 39.5, f"card widths at 390 px: {widths}"
    for part in (".tc-cards", ".tc-trick", ".tc-status", ".tc-main"):
        box = page.locator(f".tamcuc-live {part}").first.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (part, box)
        assert box["y"] + box["height"] <= PHONE["height"] - 60, f"{part} ends at {box['y'] + box['height']:.0f} px"
    watch_http.assert_clean(f"the {lang} table with a trick")


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_buttons_stay_on_one_row_on_a_phone(tab, tab_watch_http, phone_site, lang):
    """At 390 px the longest row of buttons (Show, Chui, Hint, Undo, New deal, once a card is laid; Last
    trick sits on the trick area's title line) stays on one line inside the screen, each label whole (a
    label may take two lines between its words, never inside one), each button still a finger's size."""
    page, watch_http = tab, tab_watch_http
    page.set_viewport_size(PHONE)
    page.goto(f"{phone_site}/buttons-{lang}.html", wait_until="load")
    buttons = page.locator(".tc-buttons .tc-button")
    table = _most_buttons(lang)
    expect(buttons).to_have_text([table.label(n) for n in table.available() if n != "last trick"])
    expect(page.locator(".tc-trick .tc-trick-toggle")).to_have_text(table.label("last trick"))  # on the trick's title line
    boxes = buttons.evaluate_all("bs => bs.map(b => { const r = b.getBoundingClientRect();"
                                 " return [r.top, r.bottom, r.left, r.right, r.height, b.scrollWidth > b.clientWidth]; })")
    assert len({round(b[0]) for b in boxes}) == 1, f"the buttons wrap to more rows: {boxes}"
    assert boxes[0][2] >= 0 and boxes[-1][3] <= PHONE["width"], boxes
    assert all(b[4] >= 32 and not b[5] for b in boxes), boxes
    words = buttons.evaluate_all(  # no label broken inside a word: each line starts at a word
        """bs => bs.flatMap(b => { const r = document.createRange(); r.selectNodeContents(b);
               const lines = new Set(Array.from(r.getClientRects(), x => Math.round(x.top)));
               return lines.size > b.textContent.trim().split(/\\s+/).length ? [b.textContent] : []; })""")
    assert not words, f"labels broken inside a word: {words}"
    watch_http.assert_clean(f"the {lang} table's buttons")

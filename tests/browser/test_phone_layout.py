"""At phone width (390 px), in Chromium, on pages of their own (no book build needed):
the score sheet scrolls inside its own box, and the game table's settings and hand fit the screen,
each card with its short name under it. Every expected text comes from Python."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import serve
from tamcuc import printables
from tamcuc.table import Table

PHONE = {"width": 390, "height": 844}
ENGINE_CSS = Path(__file__).resolve().parents[2] / "sphinxext" / "static" / "tamcuc-engine.css"


def _page(body: str, lang: str) -> str:
    css = ENGINE_CSS.read_text(encoding="utf-8")
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>phone</title>'
            f"<style>body{{margin:16px;font-family:sans-serif}}{css}</style></head><body>{body}</body></html>")


@pytest.fixture(scope="module")
def phone_site(tmp_path_factory):
    """Serves a score sheet page and a game table page per language on 127.0.0.1; returns the base URL."""
    folder = tmp_path_factory.mktemp("phone")
    for lang in ("en", "vi"):
        (folder / f"scores-{lang}.html").write_text(
            _page(printables.scoresheet(players=4, lang=lang).html(), lang), encoding="utf-8")
        table = Table(seed=3, lang=lang, autoplay=False)
        table.event("choose", "players=3")
        (folder / f"table-{lang}.html").write_text(_page(table.html(), lang), encoding="utf-8")
        # A 4-player deal at the reader's first turn, two cards already on the table (deal 11).
        (folder / f"trick-{lang}.html").write_text(_page(Table(players=4, seed=11, lang=lang).html(), lang),
                                                   encoding="utf-8")
    with serve(folder) as url:
        yield url


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_score_sheet_scrolls_inside_its_own_box(page, watch_http, phone_site, lang):
    """The page does not scroll sideways at 390 px: the score sheet's table scrolls inside its box."""
    page.set_viewport_size(PHONE)
    page.goto(f"{phone_site}/scores-{lang}.html", wait_until="load")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    box = page.locator(".tamcuc-scroll")
    expect(box).to_have_count(1)
    assert box.evaluate("b => b.getBoundingClientRect().right") <= PHONE["width"]
    assert box.evaluate("b => b.scrollWidth > b.clientWidth"), "the table keeps readable columns and scrolls"
    watch_http.assert_clean(f"the {lang} score sheet")


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_table_fits_a_phone_and_names_each_card(page, watch_http, phone_site, lang):
    """At 390 px the table's settings (the computer's strength among them) stay on screen, the note
    says to press New deal, and each card of the hand shows its short name under it."""
    page.set_viewport_size(PHONE)
    page.goto(f"{phone_site}/table-{lang}.html", wait_until="load")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    for arg in ("players", "preset", "strength", "seed"):
        right = page.locator(f"[data-tc-arg='{arg}']").evaluate("e => e.getBoundingClientRect().right")
        assert right <= PHONE["width"], (arg, right)
    table = Table(seed=3, lang=lang, autoplay=False)
    expect(page.locator(".tc-settings-note")).to_have_text(
        {"en": "Press New deal to play with these settings.", "vi": "Bấm Ván mới để chơi với cách chọn này."}[lang])
    names = page.locator(".tc-card .tc-card-name")
    expected = [c.name(lang)[:1].upper() + c.name(lang)[1:] for c in table.hand]
    expect(names).to_have_text(expected)
    for i in range(names.count()):
        box = names.nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (expected[i], box)
    watch_http.assert_clean(f"the {lang} table")


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_cards_of_the_table_stay_40_px_wide_on_a_phone(page, watch_http, phone_site, lang):
    """At 390 px every card of the hand and of the trick is at least 40 px wide (as every card picture
    of the book on a phone), and the hand, the trick, the status line and the main button fit the screen."""
    page.set_viewport_size(PHONE)
    page.goto(f"{phone_site}/trick-{lang}.html", wait_until="load")
    widths = page.locator(".tc-card svg, .tc-laid svg").evaluate_all("ss => ss.map(s => s.getBoundingClientRect().width)")
    assert len(widths) >= 8 + 2 and min(widths) >= 39.5, f"card widths at 390 px: {widths}"
    for part in (".tc-cards", ".tc-trick", ".tc-status", ".tc-main"):
        box = page.locator(f".tamcuc-live {part}").first.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (part, box)
        assert box["y"] + box["height"] <= PHONE["height"] - 60, f"{part} ends at {box['y'] + box['height']:.0f} px"
    watch_http.assert_clean(f"the {lang} table with a trick")

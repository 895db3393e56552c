"""The Tứ Sắc lesson (book/13_tu_sac) in Chromium: its quizzes answer offline, the analyser's sorting is on
the page as named pictures, and nothing overflows a 390-pixel phone screen.
"""

from __future__ import annotations

import pytest
from book_pages import ON_USE  # tests/browser/book_pages.py
from playwright.sync_api import expect
from test_site import answer_all  # tests/browser/test_site.py

from tamcuc import tusac as ts

PAGE = "book/13_tu_sac.html"


def test_tusac_quizzes_answer_offline(tab, tab_watch_http, site):
    """Served locally, the page loads nothing from outside, and its six quizzes (at least four) all answer."""
    page, watch_http = tab, tab_watch_http
    response = page.goto(f"{site}/{PAGE}", wait_until="networkidle")
    assert response is not None and response.ok
    expect(page.locator("article.bd-article h1").first).to_contain_text("Tứ Sắc")
    assert answer_all(page, PAGE) >= 4
    kinds = page.locator(".tamcuc-quiz").evaluate_all("qs => qs.map(q => q.getAttribute('data-kind'))")
    assert {"tusac-meld", "tusac-both", "tusac-rac", "tusac-lenh"} <= set(kinds), kinds
    watch_http.assert_clean(PAGE)


@pytest.mark.slow  # file:// is checked by default on a lesson of each edition (test_site.py)
def test_tusac_quizzes_answer_from_a_folder(tab, tab_watch_file, html_dir):
    """Opened through file:// (a USB stick), every quiz of the page still answers."""
    page, watch_file = tab, tab_watch_file
    page.goto((html_dir / "book" / "13_tu_sac.html").as_uri(), wait_until="networkidle")
    assert answer_all(page, f"file:// {PAGE}") >= 4
    watch_file.assert_clean(f"file:// {PAGE}")


def test_the_analysers_sorting_is_shown_as_named_frames(tab, site):
    """The page shows An's dealt hand sorted into chẵn, lẻ and rác, each frame a picture whose name lists its cards."""
    page = tab
    page.goto(f"{site}/{PAGE}", wait_until="networkidle")
    hands, _ = ts.deal(seed=3, dealer=0)
    best = ts.analyse(hands[0]).best
    labels = page.locator(".tusac-melds > span > svg").evaluate_all("s => s.map(e => e.getAttribute('aria-label'))")
    for meld in best.melds:
        word = "chẵn" if meld.is_chan else "lẻ"
        assert any(label.startswith(f"{word} ") and meld.cards[0].label in label for label in labels), meld
    assert any(label.startswith(f"rác {best.rac_count} left over") for label in labels)
    expect(page.locator(".tusac-arrangement figcaption").filter(has_text="six rác").first).to_be_visible()


def test_the_page_fits_a_phone(browser, site):
    """At 390 px no Tứ Sắc picture sticks out of the screen and the sorted hand's frames stay legible.
    (axe-core checks this page in both editions, light in test_pages_*.py and dark in test_accessibility.py.)"""
    context = browser.new_context(viewport={"width": 390, "height": 800})
    context.add_init_script(ON_USE)  # the engine starts on first use (book_pages.py)
    try:
        page = context.new_page()
        page.goto(f"{site}/{PAGE}", wait_until="networkidle")
        sticking_out = page.eval_on_selector_all(
            "article svg[role=img]",
            "ss => ss.filter(s => s.getBoundingClientRect().right > document.documentElement.clientWidth + 1)"
            ".map(s => s.getAttribute('aria-label').slice(0, 60))",
        )
        tusac = [label for label in sticking_out if "Tứ Sắc" in label or label.startswith(("chẵn", "lẻ", "rác"))]
        assert not tusac, tusac
        smallest = page.eval_on_selector_all(
            ".tusac-melds > span > svg", "ss => Math.min(...ss.map(s => s.getBoundingClientRect().height))"
        )
        assert smallest >= 100, f"the sorted hand's frames shrink to {smallest:.0f} px on a phone"
    finally:
        context.close()

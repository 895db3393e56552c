"""Projector mode on the BUILT site (_static/tamcuc-projector.js and .css), in Chromium.

A lesson page (and the one-page rules page, when the book has one) offers a
"Projector mode" button; it shows one step per screen with large cards, arrow keys
move, Esc leaves, and the page is as it was. Fixtures come from tests/browser/conftest.py.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

TIMEOUT_MS = 5_000


def step_to(page, target, most: int = 80) -> None:
    """In projector mode, presses the right arrow (at most ``most`` times) until ``target`` is on the
    screen; test_replays.py and test_engine.py use it to bring a replay or a table up."""
    for _ in range(most):
        if target.is_visible():
            break
        page.keyboard.press("ArrowRight")
    expect(target).to_be_visible()


def open_lesson(page, site, html_dir, name: str) -> str:
    """Opens book/<name>.html of the built site, or fails saying it is missing."""
    where = f"book/{name}.html"
    if not (html_dir / where).exists():
        pytest.fail(f"{where} is not in the built site", pytrace=False)
    page.goto(f"{site}/{where}", wait_until="networkidle")
    return where


def shown_blocks(page) -> int:
    """Returns how many of the article's step blocks are displayed."""
    return page.eval_on_selector_all(
        "[data-tamcuc-step-block]", "els => els.filter(e => getComputedStyle(e).display !== 'none').length"
    )


def test_the_vietnamese_lessons_have_the_projector_in_vietnamese(tab, site):
    """The Vietnamese rules have one "Chế độ trình chiếu" button (every lesson of both editions has one:
    test_site.visit_page); its first step is the page's title (not the switch to the English page) and
    the bar counts "Bước 1 / …"."""
    page = tab
    for name in ("rules",):
        page.goto(f"{site}/vi/{name}.html", wait_until="load")
        expect(page.get_by_role("button", name="Chế độ trình chiếu"), name).to_have_count(1)
    page.get_by_role("button", name="Chế độ trình chiếu").click()
    current = page.locator("[data-tamcuc-current]").first
    assert current.evaluate("e => /^H[1-6]$/.test(e.tagName)"), "the first step starts at the title"
    expect(page.locator(".tamcuc-projector-count")).to_contain_text("Bước 1 / ")
    page.keyboard.press("Escape")


def test_projector_mode_shows_one_step_per_screen_and_arrow_keys_move(tab, site, html_dir, tab_watch_http):
    """In projector mode only the current step is shown, large; → and ← move, End reaches the last step."""
    page, watch_http = tab, tab_watch_http
    where = open_lesson(page, site, html_dir, "05_a_trick")
    blocks_before = page.locator("article.bd-article p").count()
    page.get_by_role("button", name="Projector mode").click()
    count = page.locator(".tamcuc-projector-count")
    expect(count).to_have_text("Step 1 of " + count.inner_text().split(" of ")[1], timeout=TIMEOUT_MS)
    total = int(count.inner_text().split(" of ")[1])
    assert total >= 5, f"{where}: only {total} steps"
    expect(page.locator(".bd-sidebar-primary")).to_be_hidden()
    first = page.locator("[data-tamcuc-current]")
    assert first.count() >= 1 and first.first.evaluate("e => /^H[1-6]$/.test(e.tagName)")
    assert shown_blocks(page) == first.count()
    page.keyboard.press("ArrowRight")
    expect(count).to_have_text(f"Step 2 of {total}")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    expect(count).to_have_text(f"Step 2 of {total}")
    page.keyboard.press("End")
    expect(count).to_have_text(f"Step {total} of {total}")
    expect(page.get_by_role("button", name="Next ▶")).to_be_disabled()
    # Some step shows a card picture, and it is large: at least a third of the screen high.
    page.keyboard.press("Home")
    heights = []
    for _ in range(total):
        heights += page.eval_on_selector_all(
            "[data-tamcuc-current] .cell_output svg[role=img]", "s => s.map(x => x.getBoundingClientRect().height)")
        page.keyboard.press("ArrowRight")
    viewport = page.viewport_size["height"]
    assert heights and max(heights) >= viewport / 3, (heights[:5], viewport)
    assert blocks_before == page.locator("article.bd-article p").count()  # nothing copied or rebuilt
    watch_http.assert_clean(where)


def test_escape_leaves_projector_mode_and_restores_the_page(tab, site, html_dir):
    """Esc shows the whole page again, with the sidebar, and gives the focus back to the button."""
    page = tab
    open_lesson(page, site, html_dir, "03_colour_and_rank")
    button = page.get_by_role("button", name="Projector mode")
    visible = page.locator("article.bd-article p:visible").count()
    button.click()
    expect(page.locator(".tamcuc-projector-bar")).to_be_visible()
    assert page.locator("article.bd-article p:visible").count() < visible
    page.keyboard.press("Escape")
    expect(page.locator(".tamcuc-projector-bar")).to_have_count(0)
    expect(page.locator(".bd-sidebar-primary")).to_be_visible()
    assert page.locator("article.bd-article p:visible").count() == visible
    expect(button).to_be_focused()


def test_a_quiz_still_answers_in_projector_mode(tab, site, html_dir):
    """The quiz shown on a projector step is the page's own: clicking an answer shows its feedback."""
    page = tab
    open_lesson(page, site, html_dir, "03_colour_and_rank")
    page.get_by_role("button", name="Projector mode").click()
    count = page.locator(".tamcuc-projector-count")
    total = int(count.inner_text().split(" of ")[1])
    for _ in range(total):
        quiz = page.locator("[data-tamcuc-current] .tamcuc-quiz")
        if quiz.count():
            break
        page.keyboard.press("ArrowRight")
    else:
        pytest.fail("no projector step shows a quiz")
    quiz = quiz.first
    expect(quiz).to_have_attribute("data-ready", "1", timeout=TIMEOUT_MS)
    quiz.locator('.tamcuc-q:visible .tamcuc-choice[data-correct="true"]').click()
    expect(quiz.locator(".tamcuc-feedback")).to_have_attribute("data-state", "right", timeout=TIMEOUT_MS)
    expect(page.locator(".tamcuc-projector-bar")).to_be_visible()  # answering does not leave the mode


def test_projector_mode_works_from_a_usb_stick(tab, html_dir, tab_watch_file):
    """Opened from disk (file://), a lesson still enters projector mode and moves with the keyboard."""
    page, watch_file = tab, tab_watch_file
    target = html_dir / "book" / "04_pairs_and_triples.html"
    page.goto(target.as_uri(), wait_until="load")
    page.get_by_role("button", name="Projector mode").click()
    count = page.locator(".tamcuc-projector-count")
    expect(count).to_contain_text("Step 1 of ")
    page.keyboard.press("PageDown")
    expect(count).to_contain_text("Step 2 of ")
    watch_file.assert_clean("lesson 4 from disk")


def test_the_rules_page_has_projector_mode_when_the_book_has_one(tab, site, html_dir):
    """The one-page rules page (book/rules.html), when built, offers projector mode like a lesson."""
    page = tab
    target = html_dir / "book" / "rules.html"
    if not target.exists():
        assert "book/rules" not in (html_dir.parent.parent / "_toc.yml").read_text(encoding="utf-8")
        return
    page.goto(f"{site}/book/rules.html", wait_until="networkidle")
    page.get_by_role("button", name="Projector mode").click()
    expect(page.locator(".tamcuc-projector-count")).to_contain_text("Step 1 of ")

"""The explorables on the built site (tamcuc/explore.py): each is driven with clicks in Chromium, and what the
page says after each click is compared with the engine run here in CPython on the same clicks.

One page load per lesson, several checks in it: the engine in the page starts once per page. The clicks go to
the page's controls (data-tx-act / data-tx-arg); the expected words come from the same explorable class, pressed
with the same clicks here (the page carries no rule: it only sends each click to tamcuc.web.explore_event).
"""

from __future__ import annotations

import pytest
from book_pages import page_path  # tests/browser/book_pages.py

from tamcuc import explore
from tamcuc.explore import BatCai, Ladder, Reveal, TrickBuilder

ENGINE_STARTS = True  # the explorables come alive when the engine is ready (see conftest.py)
READY_MS = 90_000
CLICK_MS = 30_000


def _open(page, site, name: str, edition: str = "en") -> None:
    """Opens a lesson and waits until every explorable on it has been drawn by the engine."""
    page.goto(f"{site}/{page_path(name, edition)}")
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=READY_MS)
    page.wait_for_function(
        "[...document.querySelectorAll('.tamcuc-explore')].every(e => e.dataset.txLive === '1')", timeout=CLICK_MS)


def _said(page, index: int) -> str:
    """Returns what explorable ``index`` says (its refusal line after a refused click, else its verdict)."""
    return page.locator(".tamcuc-explore").nth(index).locator(".tx-refusal, .tx-said").all_inner_texts()


def _click(page, index: int, act: str, arg: str = "") -> None:
    """Clicks a control of explorable ``index`` and waits for the engine's answer to be drawn."""
    root = page.locator(".tamcuc-explore").nth(index)
    state = root.get_attribute("data-tx-state")
    text = root.inner_text()
    root.locator(f"[data-tx-act='{act}'][data-tx-arg='{arg}']").first.click()
    page.wait_for_function(
        """([i, s, t]) => { const r = document.querySelectorAll('.tamcuc-explore')[i];
                  return !r.hasAttribute('aria-busy') && (r.dataset.txState !== s || r.innerText !== t); }""",
        arg=[index, state, text], timeout=CLICK_MS)


def _expected(x) -> list:
    """Returns what ``x`` says, as the page and the JupyterLab widget show it: after a refused click the refusal
    alone (the answer of before is cleared), else the verdict."""
    return [x.message] if x.message else [x.verdict()]


def _drive(page, index: int, x, clicks) -> None:
    """Clicks ``clicks`` on explorable ``index`` and, after each, compares the page with ``x`` pressed the same."""
    for act, arg in clicks:
        _click(page, index, act, arg)
        x.press(act, arg)
        assert _said(page, index) == _expected(x), f"after {act} {arg}"
        assert page.locator(".tamcuc-explore").nth(index).get_attribute("data-tx-state") == x.state_text()


def test_the_trick_builder_and_the_reveal_of_lesson_5(tab, site, tab_watch_http):
    """Lesson 5: the trick builder judges each click as the engine does (a fold, new cards, a refusal; First trick on
    an empty table says what it does), and the reveal turns the trick over one player at a time, folds staying face down."""
    page, watch_http = tab, tab_watch_http
    _open(page, site, "05_a_trick")
    kinds = page.locator(".tamcuc-explore").evaluate_all("els => els.map(e => e.dataset.txKind)")
    assert kinds == ["trick", "reveal"]
    builder = TrickBuilder(["r r", "C C", "R R", "h h"])
    assert _said(page, 0) == _expected(builder)
    _drive(page, 0, builder, [("fold", "1"), ("take", "3:0"), ("take", "3:0"), ("card", "A"), ("card", "A"),
                              ("seat", "1"), ("card", "R"), ("seat", "2"), ("card", "K")])
    # a refusal shows alone, with the cards in words: the winner of before is no longer marked
    assert builder.message and page.locator(".tamcuc-explore").first.locator(".tx-won").count() == 0
    # what a screen reader hears: the last answer, in a region that stays while the builder is redrawn
    assert page.locator(".tamcuc-explore-said").first.text_content() == builder.message
    _drive(page, 0, builder, [("seat", "3")])
    assert "Dũng" in page.locator(".tamcuc-explore .tx-won").first.inner_text()
    assert page.locator(".tamcuc-explore-said").first.text_content() == builder.verdict()
    # On an empty table the First trick toggle changes nothing else: it says beside it what it now does.
    _drive(page, 0, builder, [("clear", ""), ("first", "")])
    note = page.locator(".tamcuc-explore").first.locator(".tx-toggle-note")
    assert builder.first_trick_words() and note.inner_text() == builder.first_trick_words()
    reveal = Reveal(["r r", "C C", "R R", None])
    _drive(page, 1, reveal, [("next", "")] * 4 + [("back", "")])
    backs = page.locator(".tamcuc-explore").nth(1).locator("svg[aria-label='face-down card']").count()
    assert backs == reveal.html(live=True).count('aria-label="face-down card"') == 2  # Dũng's fold, never shown
    watch_http.assert_clean("lesson 5's explorables")


def test_the_ladder_of_lesson_3_in_vietnamese(tab, site, tab_watch_http):
    """Lesson 3 (Vietnamese): the ladder is two rows, red over black, one column per rank; two clicked cards are
    judged as the engine judges them, in Vietnamese, and a card the deck has once cannot be picked twice."""
    page, watch_http = tab, tab_watch_http
    _open(page, site, "03_colour_and_rank", "vi")
    root = page.locator(".tamcuc-explore").first
    codes = root.locator(".tx-grid [data-tx-act='card']").evaluate_all("els => els.map(e => e.dataset.txArg)")
    assert codes == list("KAERCHP") + list("kaerchp")
    ladder = Ladder(["C", "e"], lang="vi")
    assert _said(page, 0) == _expected(ladder)
    _drive(page, 0, ladder, [("card", "h"), ("card", "H"), ("card", "K"), ("card", "K"), ("card", "k"),
                             ("clear", ""), ("card", "P"), ("card", "P")])
    # the two picked cards are pressed for a screen reader and seen without colour: lifted, with a check mark
    picked = root.locator(".tx-card[aria-pressed='true']")
    assert picked.evaluate_all("els => els.map(e => e.dataset.txArg)") == ["P"]  # two red soldiers: one grid card
    assert picked.locator(".tx-check").count() == 1
    assert picked.first.evaluate("e => getComputedStyle(e).transform") != "none"
    watch_http.assert_clean("lesson 3's ladder")


@pytest.mark.slow
def test_the_bat_cai_counter_of_lesson_6(tab, site, tab_watch_http):
    """Lesson 6: Count walks the drawn card's names round the seats to the engine's dealer; another card,
    another drawer or another number of players counts again."""
    page, watch_http = tab, tab_watch_http
    _open(page, site, "06_dealing")
    counter = BatCai("E", drawer=1)
    assert _said(page, 0) == _expected(counter)
    _drive(page, 0, counter, [("next", "")] * 3 + [("card", "p"), ("all", ""), ("players", "3"), ("drawer", "2"),
                                                    ("next", ""), ("again", "")])
    watch_http.assert_clean("lesson 6's counter")


@pytest.mark.slow
@pytest.mark.parametrize("name, edition, plays, clicks", [
    ("04_pairs_and_triples", "vi", ["R C H", None, None, None],
     [("take", "0:1"), ("card", "c"), ("take", "0:2"), ("card", "C"), ("seat", "1"), ("card", "p"), ("card", "p"),
      ("card", "p"), ("first", ""), ("clear", "")]),
    ("07_ket_and_de", "en", ["p p", "H H", None, None],
     [("take", "1:0"), ("take", "1:0"), ("card", "p"), ("card", "p"), ("take", "0:0"), ("card", "P"), ("card", "c"),
      ("first", ""), ("clear", "")]),
])
def test_the_trick_builders_of_lessons_4_and_7(tab, site, tab_watch_http, name, edition, plays, clicks):
    """Lessons 4 (Vietnamese) and 7: the trick builder starts from the lesson's trick and judges clicks as the
    engine does (an equal pair, a lead that is no play), in the page's language."""
    page, watch_http = tab, tab_watch_http
    _open(page, site, name, edition)
    builder = TrickBuilder(plays, lang=edition)
    assert _said(page, 0) == _expected(builder)
    _drive(page, 0, builder, clicks)
    watch_http.assert_clean(f"{name}'s trick builder")


def test_without_webassembly_the_explorables_keep_their_book_face(page, site, watch_http):
    """A browser that cannot run the engine keeps each explorable as the book drew it: the example's answer
    shows, the controls stay disabled, and the note says the live parts could not start."""
    page.add_init_script("delete globalThis.WebAssembly")
    page.goto(f"{site}/{page_path('05_a_trick')}")
    page.wait_for_function("window.tamcuc && window.tamcuc.state === 'failed'", timeout=CLICK_MS)
    builder = explore.TrickBuilder(["r r", "C C", "R R", "h h"])
    assert _said(page, 0) == _expected(builder)
    buttons = page.locator(".tamcuc-explore").first.locator("button")
    assert buttons.count() > 14 and buttons.evaluate_all("bs => bs.every(b => b.disabled)")
    note = page.locator(".tamcuc-explore-box > .tx-note").first
    assert note.is_visible() and note.inner_text() == page.evaluate("window.tamcuc.word('failed')")

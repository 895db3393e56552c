"""The two editions of the site: every page has its twin in the other language, a switch to
it, and the Vietnamese pages are written in Vietnamese.

The English edition is under ``book/``, the Vietnamese one under ``vi/`` (see
``book_pages.py`` and ``scripts/build_book.py``). These checks read the built HTML; the
browser tests of each page (offline, quizzes, accessibility, print) run on both editions
in their own modules.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from book_pages import EDITIONS, PAGES, page_path  # tests/browser/book_pages.py
from playwright.sync_api import expect

OTHER = {"en": "vi", "vi": "en"}
SWITCH = re.compile(r'<p class="tamcuc-lang"><a href="([^"]+)" hreflang="(\w+)" lang="(\w+)"[^>]*>([^<]+)</a></p>')

# Common English words that are not Vietnamese words (with or without their marks; "to", "in",
# "an", "do", "can", "may", "than" and "no" are Vietnamese words too and left out): two of them
# in one sentence of a Vietnamese page mean an English sentence was left there.
ENGLISH = frozenset("""
the and is are was were of with which who whom what when where why how you your yours this that these
those for from into it its not has have had be been by or if then there their they them he she his
her we our us cannot will would should must might does did yes all any each every
wins win won beats beat card cards trick tricks player players play plays lead leads leader show shows
hide code next previous question questions answer answers right wrong first last one two three four
five pair pairs triple black red general advisor elephant chariot cannon horse soldier soldiers deal
deals dealer score scores keep keeps kept fold folds lesson lessons page print back
""".split())
# Elements whose text is not prose of the page: code, pictures, scripts, and anything marked
# as English on purpose (a quoted English term, the switch to the English edition).
SKIPPED = {"script", "style", "svg", "pre", "code", "kbd", "samp", "head", "noscript", "math"}
# Parts of the theme's page frame that are not the page's text (the theme writes its own
# words, translated by Sphinx; checked separately below).
FRAME_CLASSES = {"cell_input", "highlight", "bd-sidebar-primary", "bd-sidebar-secondary", "bd-header-article",
                 "search-button-field", "bd-footer-content", "prev-next-area", "bd-footer-article"}


class _Prose(HTMLParser):
    """Collects the visible prose of the article: text outside SKIPPED elements, frames and lang="en" parts."""

    VOID = {"br", "img", "hr", "input", "meta", "link", "source", "wbr", "area", "col", "embed", "param", "track"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list = []  # (tag, skipped)
        self.chunks: list = []
        self.in_article = 0

    def _skipping(self) -> bool:
        return any(skip for _, skip in self.stack)

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        attrs = dict(attrs)
        classes = set((attrs.get("class") or "").split())
        skip = (tag in SKIPPED or attrs.get("lang", "vi") != "vi" or bool(classes & FRAME_CLASSES)
                or "display:none" in (attrs.get("style") or "").replace(" ", ""))
        self.stack.append((tag, skip))
        if tag == "article":
            self.in_article += 1
        if tag in {"p", "li", "div", "td", "th", "h1", "h2", "h3", "h4", "dt", "dd", "button", "figcaption"}:
            self.chunks.append("\n")

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == "article":
                self.in_article -= 1
            if open_tag == tag:
                break
        self.chunks.append(" ")

    def handle_data(self, data):
        if self.in_article and not self._skipping():
            self.chunks.append(data)


def prose(html: str) -> str:
    """Returns the visible prose of a built page's article, without code, pictures and English-marked parts."""
    parser = _Prose()
    parser.feed(html)
    return "".join(parser.chunks)


def english_sentences(text: str) -> list:
    """Returns the sentences of ``text`` that read as English (two or more common English words)."""
    found = []
    for sentence in re.split(r"(?<=[.!?:;])\s+|\n+", text):
        words = re.findall(r"[A-Za-z]+", sentence)
        hits = {w.lower() for w in words if w.lower() in ENGLISH}
        if len(hits) >= 2:
            found.append(" ".join(sentence.split())[:160])
    return found


def test_the_english_check_finds_english_and_passes_vietnamese():
    """The check flags an English sentence, and passes Vietnamese prose and an English term marked lang="en"."""
    assert english_sentences("Chi wins the trick with two red chariots.")
    assert not english_sentences("Chi ăn lượt này bằng đôi xe đỏ. An chui, không lật bài. Tốt đen là quân nhỏ nhất.")
    marked = '<article><p>Xe đỏ, tiếng Anh gọi là <span lang="en">the red chariot</span>.</p></article>'
    assert not english_sentences(prose(marked))
    assert english_sentences(prose("<article><p>Show the code and answer the question.</p></article>"))


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("name", PAGES)
def test_every_page_has_a_switch_to_its_twin(html_dir, name, edition):
    """The page starts with a link, in the other language, to the same page in the other edition, which links back."""
    here = html_dir / page_path(name, edition)
    html = here.read_text(encoding="utf-8")
    assert f'<html lang="{edition}"' in html, f"{page_path(name, edition)}: the page does not say it is {edition}"
    found = SWITCH.search(html)
    assert found, f"{page_path(name, edition)} has no language switch"
    href, hreflang, lang, text = found.groups()
    assert hreflang == lang == OTHER[edition]
    twin = (here.parent / href).resolve()
    assert twin == (html_dir / page_path(name, OTHER[edition])).resolve(), f"{page_path(name, edition)} links {href}"
    back = SWITCH.search(twin.read_text(encoding="utf-8"))
    assert back and (twin.parent / back.group(1)).resolve() == here.resolve(), f"{twin} does not link back"
    assert text == {"vi": "Đọc trang này bằng tiếng Việt", "en": "Read this page in English"}[OTHER[edition]]


@pytest.mark.parametrize("name", PAGES)
def test_no_english_sentence_is_left_in_a_vietnamese_page(html_dir, name):
    """A Vietnamese page's prose, quizzes and engine pictures' captions have no English sentence
    (code, names and English terms marked lang="en" aside)."""
    html = (html_dir / page_path(name, "vi")).read_text(encoding="utf-8")
    left = english_sentences(prose(html))
    assert not left, f"vi/{name}.html has {len(left)} English sentences, e.g. {left[:4]}"


def test_the_theme_speaks_vietnamese_in_the_vietnamese_edition(html_dir):
    """The theme's own words (search, contents, previous, next) come in Vietnamese on a Vietnamese page."""
    html = (html_dir / page_path("05_a_trick", "vi")).read_text(encoding="utf-8")
    assert "tìm kiếm" in html.lower() and "Lên đầu trang" in html
    for english in ("Search this book", ">Contents<", "Back to top", "Skip to main content", "previous page", "Copyright"):
        assert english not in html, english


def test_the_vietnamese_front_page_opens_the_vietnamese_introduction(tab, site, tab_watch_http):
    """vi/index.html opens vi/intro.html, and its switch leads to the English introduction and back, on a phone."""
    page, watch_http = tab, tab_watch_http
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site}/vi/index.html", wait_until="networkidle")
    expect(page).to_have_url(f"{site}/vi/intro.html")
    switch = page.locator("p.tamcuc-lang a")
    expect(switch).to_be_visible()
    box = switch.bounding_box()
    assert box["height"] >= 44 and box["x"] + box["width"] <= 390, f"the switch is not a finger-sized target: {box}"
    switch.click()
    expect(page).to_have_url(f"{site}/book/intro.html")
    page.wait_for_load_state("networkidle")
    page.locator("p.tamcuc-lang a").click()
    expect(page).to_have_url(f"{site}/vi/intro.html")
    page.wait_for_load_state("networkidle")
    watch_http.assert_clean("vi/intro.html")


def test_vietnamese_search_finds_words_typed_without_their_marks(tab, site, tab_watch_http):
    """In the Vietnamese edition, searching "tuong" (typed without marks) finds the pages about tướng and
    tượng, as "tướng" does."""
    page, watch_http = tab, tab_watch_http
    found = {}
    for query in ("tuong", "tướng"):
        page.goto(f"{site}/vi/search.html?q={query}", wait_until="networkidle")
        results = page.locator("#search-results ul.search li")
        expect(results.first).to_be_visible(timeout=10_000)
        found[query] = results.count()
    assert found["tuong"] >= 3 and found["tướng"] >= 3, found
    watch_http.assert_clean("vi/search.html")

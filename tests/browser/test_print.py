"""The teacher's printables of the BUILT site, printed to PDF by headless Chromium.

``page.pdf()`` applies the print stylesheet, as a teacher's Print button would. The
PDF's text layer (read with pypdf) holds the text drawn inside each card's SVG: the
Vietnamese name, the Hán character and the ĐỎ / ĐEN mark. Fixtures (``site``,
``html_dir``, ``watch_http``, ``watch_file``) come from tests/browser/conftest.py.
"""

from __future__ import annotations

import io
from collections import Counter

import pypdf
import pytest
from playwright.sync_api import expect

from tamcuc import printables
from tamcuc.cards import CARDS, deck
from tamcuc.quiz import question
from tamcuc.worksheet import worksheet

PAPERS = ["A4", "Letter"]
TEACHERS = "book/teachers"


def pdf_pages(page, **options) -> list:
    """Prints ``page`` to PDF and returns the text of each printed page."""
    reader = pypdf.PdfReader(io.BytesIO(page.pdf(**options)))
    return [p.extract_text() for p in reader.pages]


def open_page(page, site, html_dir, name: str):
    """Opens book/teachers/<name>.html of the built site, or fails saying why it is missing."""
    where = f"{TEACHERS}/{name}.html"
    if not (html_dir / where).exists():
        pytest.fail(f"{where} is not in the built site: _toc.yml needs the 'For teachers' part", pytrace=False)
    response = page.goto(f"{site}/{where}", wait_until="networkidle")
    assert response is not None and response.ok, where
    return where


def name_counts(text: str) -> Counter:
    """Returns how often each card's Vietnamese name appears in ``text``."""
    return Counter({card: text.count(card.name_vi) for card in CARDS})


@pytest.mark.parametrize("paper", PAPERS)
def test_the_deck_page_prints_the_whole_deck_on_two_pages(page, site, html_dir, watch_http, paper):
    """The deck page prints on 2 pages of A4 or Letter, and the text layer holds every card of deck() as often as the deck does."""
    where = open_page(page, site, html_dir, "deck")
    texts = pdf_pages(page, format=paper)
    assert len(texts) == printables.deck().pages == 2, f"{where} on {paper}: {len(texts)} pages"
    assert name_counts("\n".join(texts)) == Counter(deck())
    assert "\n".join(texts).count("ĐỎ") == 16 and "\n".join(texts).count("ĐEN") == 16
    # Sheet by sheet: the first 18 cards of the engine's deck, then the other 14.
    cards = list(deck())
    assert name_counts(texts[0]) == Counter(cards[:18])
    assert name_counts(texts[1]) == Counter(cards[18:])
    # Nothing of the site is printed: not the page title, not the instructions.
    assert "The printable deck" not in "\n".join(texts) and "How to print" not in "\n".join(texts)
    watch_http.assert_clean(where)


def test_ticking_backs_adds_a_mirrored_back_page_after_each_sheet(page, site, html_dir, watch_http):
    """With "also print the card backs" ticked (by keyboard), the deck prints 4 pages: faces, backs, faces, backs."""
    where = open_page(page, site, html_dir, "deck")
    box = page.get_by_label("Also print the card backs")
    expect(box).to_be_enabled()
    box.focus()
    page.keyboard.press("Space")
    expect(box).to_be_checked()
    texts = pdf_pages(page, format="A4")
    assert len(texts) == 4, f"{where} with backs: {len(texts)} pages"
    assert [sum(name_counts(t).values()) for t in texts] == [18, 0, 14, 0]
    assert "Card backs for sheet 1 of 2" in texts[1] and "Card backs for sheet 2 of 2" in texts[3]
    watch_http.assert_clean(where)


def test_the_deck_prints_from_a_usb_stick(page, html_dir, watch_file):
    """Opened from disk (file://), as from a USB stick, the deck page still prints the 32 cards on 2 pages."""
    target = html_dir / TEACHERS / "deck.html"
    if not target.exists():
        pytest.fail(f"{target} is missing: _toc.yml needs the 'For teachers' part", pytrace=False)
    page.goto(target.as_uri(), wait_until="load")
    texts = pdf_pages(page, format="A4")
    assert len(texts) == 2
    assert name_counts("\n".join(texts)) == Counter(deck())
    watch_file.assert_clean("deck.html from disk")


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize(
    "name, printable, title",
    [
        ("poster", printables.poster, "Who beats whom"),
        ("plays", printables.plays_card, "The plays of Tam Cúc"),
        ("scoresheet", printables.scoresheet, "Class tournament: score sheet"),
    ],
)
def test_one_page_printables_print_on_one_page(page, site, html_dir, watch_http, paper, name, printable, title):
    """The poster (landscape), the plays card and the score sheet each print on exactly one page."""
    where = open_page(page, site, html_dir, name)
    made = printable()
    texts = pdf_pages(page, format=paper, landscape=made.landscape)
    assert len(texts) == made.pages == 1, f"{where} on {paper}: {len(texts)} pages"
    assert texts[0].lstrip().startswith(title)
    watch_http.assert_clean(where)


def test_the_poster_prints_all_fourteen_cards_in_order(page, site, html_dir):
    """The printed poster numbers the 14 different cards from 1st (red general) to 14th (black soldier)."""
    open_page(page, site, html_dir, "poster")
    text = " ".join(pdf_pages(page, format="A4", landscape=True)[0].split())
    ladder = printables.LADDER
    for place, card in enumerate(ladder, 1):
        line = f"{place}{'st' if place == 1 else 'nd' if place == 2 else 'rd' if place == 3 else 'th'}: {card.name_vi}"
        assert line in text, line
    # Every card also shows its own name on its picture.
    assert all(count >= 2 for count in name_counts(text).values())


@pytest.mark.parametrize("paper", PAPERS)
def test_the_worksheet_key_starts_on_its_own_page(page, site, html_dir, watch_http, paper):
    """The sample worksheet prints its questions first; the answer key starts at the top of a later page."""
    where = open_page(page, site, html_dir, "worksheet")
    texts = pdf_pages(page, format=paper)
    starts = [i for i, t in enumerate(texts) if "Answer key: worksheet 7" in t]
    assert len(starts) == 1, f"{where}: the key's title is on pages {starts}"
    first_key = starts[0]
    assert first_key >= 1 and texts[first_key].lstrip().startswith("Answer key: worksheet 7")
    sheet = "\n".join(texts[:first_key])
    assert sheet.lstrip().startswith("Tam Cúc worksheet 7")
    assert "For the teacher" not in sheet
    # The first question's prompt is on the sheet (its first words: long prompts wrap).
    first = worksheet(7, 12).questions[0]
    assert question(first.kind, first.seed) == first
    assert " ".join(first.prompt.split()[:4]) in " ".join(sheet.split())
    watch_http.assert_clean(where)

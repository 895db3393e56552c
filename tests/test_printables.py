"""The printables of the teacher's kit: the deck, the rank-ladder poster, the plays card, the score sheet.

Their print layout (page counts, cards on the PDF's text layer) is checked in a real
browser by tests/browser/test_print.py; here the HTML itself is checked against the
engine, and the command line that writes the files.
"""

from __future__ import annotations

import doctest
import re
import subprocess
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tamcuc import printables
from tamcuc.cards import CARDS, Card, deck
from tamcuc.draw import back_svg, card_label, card_svg, hand_svg
from tamcuc.errors import TamCucError
from tamcuc.plays import ALL_PLAYS, Kind, is_play
from tamcuc.printables import PrintError, plays_card, poster, scoresheet
from tamcuc.scoring import settle

ROOT = Path(__file__).resolve().parent.parent


class _Tags(HTMLParser):
    """Collects every start tag as (name, attributes), in document order."""

    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def tags(html: str) -> list:
    """Returns the start tags of ``html`` as (name, attributes) pairs."""
    parser = _Tags()
    parser.feed(html)
    return parser.tags


def svg_labels(html: str) -> list:
    """Returns the aria-label of every <svg> in ``html``, in order (None when it has none)."""
    return [a.get("aria-label") for t, a in tags(html) if t == "svg"]


def sheets(html: str, kind: str) -> list:
    """Returns the HTML of each printed sheet of class ``tamcuc-<kind>`` (faces or backs)."""
    return re.findall(rf'<div class="tamcuc-page tamcuc-{kind}".*?</div></div>', html)


def test_the_printed_deck_is_the_engines_deck():
    """Each card of deck() is drawn by card_svg exactly as often as the deck holds it: 32 cards."""
    html = printables.deck().html()
    counts = Counter(deck())
    for card in CARDS:
        assert html.count(card_svg(card)) == counts[card], card_label(card)
    assert sum(html.count(card_svg(card)) for card in CARDS) == 32


def test_the_deck_prints_in_engine_order_on_two_sheets_of_eighteen_and_fourteen():
    """The faces follow deck() order, 18 on the first sheet (6 × 3) and the other 14 on the second."""
    faces = sheets(printables.deck(backs=False).html(), "faces")
    assert [len(svg_labels(s)) for s in faces] == [18, 14]
    labels = [label for s in faces for label in svg_labels(s)]
    assert labels == [card_label(c) for c in deck()]


def test_every_card_picture_has_its_name_and_red_cards_carry_the_seal():
    """Every picture is an accessible image named after its card; the 16 red ones carry the seal, black ones none."""
    html = printables.deck(backs=False).html()
    svgs = [a for t, a in tags(html) if t == "svg"]
    assert all(a.get("role") == "img" and a.get("aria-label") for a in svgs)
    pictures = re.findall(r"<svg.*?</svg>", html)
    red = [p for p in pictures if "đỏ (red" in p]
    assert len(red) == 16 and all("tamcuc-seal" in p for p in red)
    assert not any("tamcuc-seal" in p for p in pictures if p not in red)


@pytest.mark.parametrize(
    "backs, pages, back_sheets, checkbox",
    [(False, 2, 0, False), (True, 4, 2, False), (None, 2, 2, True)],
)
def test_card_backs_are_optional(backs, pages, back_sheets, checkbox):
    """backs=False prints faces only, True adds a back sheet after each face sheet, None asks with a checkbox."""
    p = printables.deck(backs=backs)
    html = p.html()
    assert p.pages == pages
    assert len(sheets(html, "backs")) == back_sheets
    assert html.count(back_svg()) == (32 if back_sheets else 0)
    assert ('type="checkbox"' in html) is checkbox
    assert ("tamcuc-with-backs" in html.split(">", 1)[0]) is (backs is True)


def test_back_sheets_are_mirrored_for_double_sided_printing():
    """Each back sheet follows its face sheet, holds as many backs, and is laid right to left."""
    html = printables.deck(backs=True).html()
    order = re.findall(r'class="tamcuc-page tamcuc-(faces|backs)" data-sheet="(\d)"', html)
    assert order == [("faces", "1"), ("backs", "1"), ("faces", "2"), ("backs", "2")]
    for face, back in zip(sheets(html, "faces"), sheets(html, "backs")):
        assert back.count(back_svg()) == len(svg_labels(face))
        assert "tamcuc-mirror" in back
    assert ".tamcuc-mirror{direction:rtl}" in printables.STYLE


def test_cards_print_at_a_holdable_size_that_fits_a4_and_letter():
    """Cards print 30 × 75 mm in 32 × 80 mm cells; six by three fit inside A4 and Letter with the margins."""
    style = printables.STYLE
    assert ".tamcuc-cell svg{width:30mm;height:75mm;" in style
    assert "grid-template-columns:repeat(6,32mm);grid-auto-rows:80mm" in style
    width, height = 6 * 32, 3 * 80 + 6  # the grid and the one-line note above it
    for paper_w, paper_h in ((210, 297), (215.9, 279.4)):  # A4, US Letter
        assert width <= paper_w - 2 * printables.MARGIN_MM
        assert height <= paper_h - 2 * printables.MARGIN_MM


def test_the_print_stylesheet_hides_the_site_and_starts_each_sheet_on_a_new_page():
    """In print the site's header, sidebars and notebook code are hidden and each sheet starts a new page."""
    style = printables.STYLE
    media = style[style.index("@media print{"):]
    for selector in ("#jb-print-docs-body", ".bd-sidebar-primary", ".bd-header", ".cell_input", ".tamcuc-screen"):
        assert selector in media
    assert ".tamcuc-page+.tamcuc-page,.tamcuc-print .tamcuc-new-page{break-before:page" in media


def test_the_poster_is_the_engines_order_red_above_black():
    """The ladder shows the 14 cards strongest first, rank by rank, red above black, numbered 1st to 14th."""
    html = poster().html()
    labels = svg_labels(html)
    ladder = sorted(CARDS, reverse=True)
    assert labels == [card_label(c) for c in ladder]
    assert all(a > b for a, b in zip(ladder, ladder[1:]))
    assert all(ladder[2 * i].is_red and not ladder[2 * i + 1].is_red for i in range(7))
    places = re.findall(r'class="tamcuc-place">(\d+)\w\w: ([^<]+)<', html)
    assert places == [(str(i + 1), c.name_vi) for i, c in enumerate(ladder)]


def test_the_poster_states_that_colour_never_beats_rank():
    """The poster's example, black elephant over red cannon, is what the engine says (RULES.md §2)."""
    html = poster().html()
    assert Card.parse("e") > Card.parse("C")
    assert "Tượng đen (black elephant) beats Pháo đỏ (red cannon)" in html
    assert poster().landscape and poster().pages == 1


def test_the_plays_card_lists_every_pair_and_triple_of_the_engine():
    """Every pair and triple of ALL_PLAYS is drawn on the card, and the total count is the engine's."""
    html = plays_card().html()
    for play in ALL_PLAYS:
        if play.kind in (Kind.PAIR, Kind.TRIPLE):
            assert hand_svg(play.cards, width=24) in html, str(play)
    assert f"There are {len(ALL_PLAYS)} different plays in all." in html
    assert "Ba: a triple (only 4)" in html and "Đôi: a pair (12 kinds)" in html


def test_the_plays_card_near_misses_are_not_plays():
    """Each near miss on the card is rejected by the engine, and the card gives the engine's reason."""
    html = plays_card().html()
    assert printables.NOT_PLAYS
    for cards in printables.NOT_PLAYS:
        assert not is_play(cards), cards
    assert "a red soldier and a black soldier are not a pair" in html
    assert "Pháo–Mã–Tốt is not one" in html


def test_the_score_sheet_example_is_the_worked_settlement():
    """The example row settles kept cards 3, 1, 4, 0 into +4, −4, +8, −8 (learning convention's worked example)."""
    # Source: the learning convention (sources/001), RULES.md §8 and §10.
    html = scoresheet().html()
    assert settle([3, 1, 4, 0]) == [4, -4, 8, -8]
    row = re.search(r'<tr class="tamcuc-example">(.*?)</tr>', html).group(1)
    cells = re.findall(r"<td>([^<]*)</td>", row)
    assert cells[:12] == ["3", "+4", "+4", "1", "−4", "−4", "4", "+8", "+8", "0", "−8", "−8"]
    assert cells[12] == "8 · 0"


@pytest.mark.parametrize("players, deals", [(4, 6), (3, 8), (2, 1), (4, 14)])
def test_the_score_sheet_has_a_row_per_deal_and_columns_per_player(players, deals):
    """One row per deal and, per player, the kept cards, the score and the running total."""
    html = scoresheet(players, deals).html()
    rows = re.findall(r'<tr><th scope="row">(\d+)</th>', html)
    assert rows == [str(d) for d in range(1, deals + 1)]
    assert html.count('<th scope="col">Kept</th>') == players
    assert html.count('<th scope="col">Total</th>') == players
    assert f"score = {players} × kept − all kept" in html


@pytest.mark.parametrize("players, deals", [(5, 6), (1, 6), (4, 0), (4, 15), ("4", 6), (4, True)])
def test_the_score_sheet_rejects_impossible_tables(players, deals):
    """A table of other than 2–4 players, or a number of deals that does not fit, is a PrintError naming it."""
    with pytest.raises(PrintError) as err:
        scoresheet(players, deals)
    assert isinstance(err.value, TamCucError)
    bad = "players" if players not in (2, 3, 4) or isinstance(players, str) else "deals"
    assert str(err.value).startswith(f"{bad}=")


@pytest.mark.parametrize("make", [printables.deck, poster, plays_card, scoresheet])
def test_a_standalone_file_loads_nothing_from_outside(make):
    """The file has a language, a title, and no link, script source, font or picture from elsewhere."""
    text = make().document()
    assert text.startswith("<!DOCTYPE html>") and '<html lang="en">' in text
    assert re.search(r"<title>[^<]+</title>", text)
    urls = set(re.findall(r"https?://[^\s\"')]+", text))
    assert urls <= {"http://www.w3.org/2000/svg"}  # at most the SVG namespace name, never fetched
    for outside in ("<link", " src=", "@import", "url(", "@font-face"):
        assert outside not in text


def test_paper_pins_the_page_size():
    """paper='a4' or 'letter' pins @page size (landscape for the poster); another paper is a PrintError."""
    assert "@page{size:A4}" in printables.deck().document("a4")
    assert "@page{size:letter}" in printables.deck().document("letter")
    assert "@page{size:A4 landscape}" in poster().document("A4")
    assert "size:" not in printables.deck().document().split("</head>")[0]
    with pytest.raises(PrintError, match="'a3'"):
        printables.deck().document("a3")


def test_the_same_call_gives_the_same_bytes():
    """Printables are deterministic: no ids, counters or random numbers change between calls."""
    for make in (printables.deck, poster, plays_card, scoresheet):
        assert make().document() == make().document()


def test_module_examples():
    """The examples in the docstrings of tamcuc.printables run and give the output they show."""
    result = doctest.testmod(printables)
    assert result.attempted > 0 and result.failed == 0


# -- the command line -------------------------------------------------------------------------------


def run(*args, cwd=ROOT):
    """Runs ``python -m tamcuc ARGS`` and returns the completed process (text)."""
    return subprocess.run([sys.executable, "-m", "tamcuc", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=60, check=False)


@pytest.mark.parametrize(
    "args, printable, paper",
    [
        (["deck", "--backs", "--paper", "letter"], lambda: printables.deck(backs=True), "letter"),
        (["poster"], poster, None),
        (["plays", "--paper", "A4"], plays_card, "a4"),
        (["scoresheet", "--players", "3", "--deals", "8"], lambda: scoresheet(3, 8), None),
    ],
)
def test_the_command_writes_the_printable(tmp_path, args, printable, paper):
    """``python -m tamcuc deck|poster|plays|scoresheet --out FILE`` writes exactly the printable's document."""
    out = tmp_path / "page.html"
    done = run(*args, "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == printable().document(paper)
    assert "print" in done.stdout and str(out) in done.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (["scoresheet", "--players", "5"], "--players: 5 is out of range: --players must be 2 to 4"),
        (["scoresheet", "--deals", "x"], "'x' is not a whole number"),
        (["deck", "--paper", "a3"], "invalid choice: 'a3'"),
        (["deck", "--backs=yes"], "--backs"),
    ],
)
def test_bad_printable_arguments_exit_2_with_a_message(args, message):
    """A bad option prints what is wrong on stderr and exits with status 2, writing nothing to stdout."""
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr and done.stdout == ""

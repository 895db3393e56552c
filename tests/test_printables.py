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
from itertools import combinations
from pathlib import Path

import pytest

from tamcuc import printables
from tamcuc.cards import CARDS, Card, Rank, deck
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
    """Returns the aria-label of every <svg> in ``html`` but the check ruler and drawn characters, in order."""
    return [a.get("aria-label") for t, a in tags(html)
            if t == "svg" and not {"tamcuc-ruler-svg", "tamcuc-han"} & set(a.get("class", "").split())]


def sheets(html: str, side: str) -> list:
    """Returns the HTML of each printed sheet of class ``tamcuc-<side>`` (faces, backs or fold)."""
    parts = re.split(r'(?=<div class="tamcuc-page )', html)
    return [part for part in parts if part.startswith(f'<div class="tamcuc-page tamcuc-{side}')]


def test_the_printed_deck_is_the_engines_deck():
    """Each card of every layout is drawn by card_svg exactly as often as the deck holds it: 32 cards."""
    counts = Counter(deck())
    for layout in printables.LAYOUTS:
        html = printables.deck(layout).html()
        for card in CARDS:
            assert html.count(card_svg(card)) == counts[card], (layout, card_label(card))
        assert sum(html.count(card_svg(card)) for card in CARDS) == 32


def test_the_deck_prints_in_engine_order_on_two_sheets_of_eighteen_and_fourteen():
    """The faces follow deck() order, 18 on the first sheet (6 × 3) and the other 14 on the second."""
    faces = sheets(printables.deck("faces").html(), "faces")
    labels = [[a for a in svg_labels(s) if a.endswith(")")] for s in faces]
    assert [len(x) for x in labels] == [18, 14]
    assert [label for sheet in labels for label in sheet] == [card_label(c) for c in deck()]


def test_every_card_picture_has_its_name_and_red_cards_carry_the_seal():
    """Every picture is an accessible image named after its card; the 16 red ones carry the seal, black ones none."""
    html = printables.deck("faces").html()
    svgs = [a for t, a in tags(html) if t == "svg"]
    assert all(a.get("role") == "img" and a.get("aria-label") for a in svgs)
    pictures = re.findall(r"<svg.*?</svg>", html)
    red = [p for p in pictures if "đỏ (red" in p]
    assert len(red) == 16 and all("tamcuc-seal" in p for p in red)
    assert not any("tamcuc-seal" in p for p in pictures if p not in red)


@pytest.mark.parametrize(
    "layout, pages, backs",
    [("faces", 2, 0), ("duplex", 4, 32), ("fold", 4, 32)],
)
def test_each_layout_prints_its_pages(layout, pages, backs):
    """faces: 2 pages, no backs; duplex: faces and backs, 4 pages; fold: 4 sheets with 32 backs in all."""
    p = printables.deck(layout)
    assert p.pages == pages == len(printables.deck_sheets(layout))
    html = p.html()
    assert html.count(back_svg(letter="")) == backs
    assert html.count('class="tamcuc-page ') == pages
    assert html.count(" tamcuc-new-page\"") == pages - 1


def test_the_sites_deck_offers_the_three_layouts_and_shows_faces_first():
    """layout=None holds every layout behind three radio buttons; faces only are shown until one is chosen."""
    html = printables.deck(None).html()
    radios = [a for t, a in tags(html) if t == "input" and a["type"] == "radio"]
    assert [a["value"] for a in radios] == list(printables.LAYOUTS)
    boxes = [a for t, a in tags(html) if t == "input" and a["type"] == "checkbox"]
    assert [(a["value"], "disabled" in a, "checked" in a) for a in boxes] == [("light", True, False)]
    assert 'data-back="dark"' in html.split(">", 1)[0]
    assert all(a["type"] == "radio" and "disabled" in a for a in radios)  # enabled by the script
    assert [a.get("checked", "no") for a in radios] == [None, "no", "no"]
    assert 'data-layout="faces"' in html.split(">", 1)[0]
    assert "Also print the card backs" in html  # the label the accessibility test ticks
    for layout in printables.LAYOUTS:
        assert f'<div class="tamcuc-layout" data-layout="{layout}"' in html
    assert printables.deck(backs=True).html() == printables.deck("duplex").html()


def test_each_back_is_at_the_mirror_place_of_its_face():
    """Duplex: the back of card i is at x → width − x on the next page; fold: mirrored about the fold line."""
    width = printables.AREA_MM[0]
    layout = printables.deck_sheets("duplex")
    for faces, backs in zip(layout[::2], layout[1::2]):
        assert (faces.side, backs.side, faces.n) == ("faces", "backs", backs.n)
        assert [c.index for c in faces.cells] == [c.index for c in backs.cells]
        for f, b in zip(faces.cells, backs.cells):
            assert b.card is None and f.card is not None
            assert (b.x, b.y, b.w, b.h) == pytest.approx((width - f.x - f.w, f.y, f.w, f.h))
    for sheet in printables.deck_sheets("fold"):
        front = {c.index: c for c in sheet.cells if c.card is not None}
        back = {c.index: c for c in sheet.cells if c.card is None}
        assert front.keys() == back.keys()
        for i, f in front.items():
            b = back[i]
            assert (b.x + b.w / 2) == pytest.approx(2 * sheet.fold_x - (f.x + f.w / 2))
            assert (b.y, b.w, b.h) == (f.y, f.w, f.h)
            assert b.x >= sheet.fold_x + printables.BLEED_MM > sheet.fold_x - printables.BLEED_MM >= f.x + f.w


def test_every_card_in_every_layout_is_placed_once_inside_the_sheet():
    """Each layout places card 0 … 31 of deck() once face up (and once face down with backs), inside AREA_MM."""
    width, height = printables.AREA_MM
    for layout in printables.LAYOUTS:
        cells = [c for s in printables.deck_sheets(layout) for c in s.cells]
        faces = [c for c in cells if c.card is not None]
        assert [c.card for c in sorted(faces, key=lambda c: c.index)] == list(deck())
        assert sorted(c.index for c in cells if c.card is None) == ([] if layout == "faces" else list(range(32)))
        b = printables.BLEED_MM
        for c in cells:
            assert -b <= c.x and c.x + c.w <= width + b and printables.NOTE_MM < c.y and c.y + c.h <= height - printables.RULER_ROOM_MM


def test_every_layout_cuts_cards_of_one_size():
    """Faces, double-sided and fold-and-glue sheets all cut cells of exactly one card, CARD_MM × 2.5 CARD_MM,
    and the deck page and the command line say that one size."""
    size = (printables.CARD_MM, printables.CARD_MM * 5 / 2)
    assert printables.CELL_MM == pytest.approx(size)
    for layout in printables.LAYOUTS:
        cells = {(c.w, c.h) for s in printables.deck_sheets(layout) for c in s.cells}
        assert cells == {size}, layout
    assert f"each {size[0]:g} × {size[1]:g} mm in every layout" in printables.deck("fold").screen_note
    from tamcuc.__main__ import build_parser

    deck_help = build_parser("en")._subparsers._group_actions[0].choices["deck"].description
    assert f"{size[0]:g} x {size[1]:g} mm in every layout" in deck_help


def test_every_back_carries_the_decks_letter_and_the_light_backs_are_a_print_style():
    """letter="b" prints B on each of the 32 backs (and names the back after it); no letter leaves the disc
    blank; back="light" marks the printable for the stylesheet, which whitens the backs; bad values are refused."""
    lettered = printables.deck("duplex", letter="b")
    assert lettered.letter == "B"
    html = lettered.html()
    assert html.count(back_svg(letter="B")) == 32 and html.count('class="tamcuc-back-letter"') == 32
    assert html.count('aria-label="face-down card of deck B"') == 32
    blank = printables.deck("fold").html()
    assert blank.count('class="tamcuc-back-letter" x="25" y="67" font-size="13" font-weight="700" '
                       'text-anchor="middle" fill="#25594a"></text>') == 32
    light = printables.deck("duplex", back="light").html()
    assert 'data-back="light"' in light.split(">", 1)[0] and 'data-back="dark"' in html.split(">", 1)[0]
    assert ".tamcuc-print[data-back=light] .tamcuc-back-fill{fill:#fff}" in printables.STYLE
    assert back_svg() == back_svg(letter=None) and "tamcuc-back-letter" not in back_svg()  # the book's own back
    for bad in ("ABC", "A!", 7):
        with pytest.raises(PrintError, match="letter="):
            printables.deck("duplex", letter=bad)
    with pytest.raises(PrintError, match="back="):
        printables.deck("duplex", back="grey")


def test_the_play_mat_seats_the_players_anticlockwise_with_their_zones():
    """The mat numbers the seats in the order of play round the sheet as the engine's table picture does
    (bottom, right, top, left: anticlockwise) and names them as the book does, gives each a face-down zone and
    a kept-cards zone the size of a printed card, none meeting another, turns the corner arrows anticlockwise,
    says who calls first from Rules.dealer and how to deal, and fits A4 and Letter with its ruler."""
    from tamcuc.draw import table_svg
    from tamcuc.rules import Rules

    from tamcuc.wording import names as tc_names

    for players, places in ((4, ["bottom", "right", "top", "left"]), (3, ["bottom", "right", "left"]),
                            (2, ["bottom", "top"])):
        made = printables.mat(players)
        html = made.html()
        seats = re.findall(r'data-seat="(\d)" data-place="(\w+)"', html)
        assert seats == [(str(i + 1), place) for i, place in enumerate(places)]
        assert html.count("Lay cards here") == html.count("Kept cards") == players
        assert made.pages == 1 and html.count('class="tamcuc-ruler"') == 1
        rules = Rules.learning().replace(players=players)
        text = re.sub(r"<[^>]+>", "", html)
        assert printables.first_caller_text(rules) in text
        # Each seat has the book's name, as the handout's trick and the dealing sheets seat them; the deal is said.
        for n, name in enumerate(tc_names(players), 1):
            assert f"Seat {n} · {name}" in text
        assert f"Deal: {'First take' if rules.removed_cards else str(rules.hand_size)}" in text
        assert f"{rules.hand_size} cards each" in text
        assert all(f"{c.name_vi} ({c.name_en})" in text for c in rules.removed_cards)
    assert "play going anticlockwise" in table_svg(4)
    # Every zone holds a printed card (CELL_MM); no two seats' zones meet, and all lie on the mat.
    from tamcuc.printables.pages import _mat_arrows, _mat_box

    zone = f'width="{printables.CELL_MM[0]}" height="{printables.CELL_MM[1]}"'
    assert all(printables.mat(n).html().count(zone) == 2 * n for n in (2, 3, 4))
    boxes = list(_mat_box().values())
    width, height = printables.MAT_MM
    assert all(0 <= x0 < x1 <= width and 0 <= y0 < y1 <= height for x0, y0, x1, y1 in boxes)
    assert all(a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1] for a, b in combinations(boxes, 2))
    # The four arrows, one per corner, each turn anticlockwise round the middle as seen from above (y points down
    # on the page, so a negative cross product), and start and end outside every zone.
    arrows = _mat_arrows()
    assert printables.mat().html().count('class="tamcuc-mat-arrow"') == len(arrows) == 4
    for (ax, ay), _, (bx, by) in arrows:
        assert (ax - width / 2) * (by - height / 2) - (ay - height / 2) * (bx - width / 2) < 0
        assert not any(x0 <= px <= x1 and y0 <= py <= y1 for px, py in ((ax, ay), (bx, by)) for x0, y0, x1, y1 in boxes)
    width, height = printables.MAT_MM
    for paper_w, paper_h in printables.PAPER_MM.values():
        assert width <= paper_w - 2 * printables.MARGIN_MM
        assert height + printables.RULER_ROOM_MM + 21 <= paper_h - 2 * printables.MARGIN_MM  # four lines of words
    assert printables.FIRST_CALLER.keys() == {"random", "bat-cai"}
    assert "bắt cái" in printables.first_caller_text(Rules.folk())
    with pytest.raises(PrintError, match="players="):
        printables.mat(5)


def test_the_poster_prints_on_a_page_on_a3_or_as_four_tiles_of_one_drawing():
    """The poster is one drawing of POSTER_MM, centred: on a page as it is, on A3 enlarged (the page asks for A3),
    and as four tiles that each show one quarter of the drawing enlarged, every page with its own ruler."""
    page, a3, tiles = (poster(size=size) for size in printables.POSTER_SIZES)
    assert (page.pages, a3.pages, tiles.pages) == (1, 1, 4) and all(p.landscape for p in (page, a3, tiles))
    assert "@page{size:A3 landscape}" in a3.html() and "@page{size:landscape}" in page.html()
    w, h = printables.POSTER_MM
    assert f".tamcuc-poster-art{{width:{w}mm;height:{h}mm;margin:0 auto}}" in printables.STYLE  # centred
    for made in (page, a3, tiles):
        assert made.html().count('class="tamcuc-ruler"') == made.pages
    zoom = printables.POSTER_ZOOM["tiles"]
    windows = re.findall(r'tamcuc-tile-window" style="width:([\d.]+)mm;height:([\d.]+)mm">'
                         r'<div class="tamcuc-tile-mover" style="left:(-?[\d.]+)mm;top:(-?[\d.]+)mm">', tiles.html())
    quarter = (w * zoom / 2, h * zoom / 2)
    assert [tuple(float(v) for v in x) for x in windows] == [
        pytest.approx((*quarter, -col * quarter[0], -row * quarter[1])) for row in (0, 1) for col in (0, 1)]
    for paper_w, paper_h in printables.PAPER_MM.values():  # a tile and its ruler fit a landscape page
        assert quarter[0] <= paper_h - 2 * printables.MARGIN_MM
        assert quarter[1] + printables.RULER_ROOM_MM + 4 <= paper_w - 2 * printables.MARGIN_MM
    assert w * printables.POSTER_ZOOM["a3"] <= 420 - 2 * printables.MARGIN_MM
    assert h * printables.POSTER_ZOOM["a3"] + printables.RULER_ROOM_MM + 4 <= 297 - 2 * printables.MARGIN_MM
    with pytest.raises(PrintError, match="size="):
        poster(size="a2")


def test_the_demonstration_cards_print_one_card_a_page():
    """demo_cards prints the 14 different cards strongest first, one to a page with its place on the ladder, or
    the cards asked for; nothing or no card is refused."""
    made = printables.demo_cards()
    assert made.cards == printables.LADDER and made.pages == 14
    html = made.html()
    assert [a for a in svg_labels(html) if a.endswith(")")] == [card_label(c) for c in printables.LADDER]
    assert "Tướng đỏ (red general): 1st of 14" in html and "Tốt đen (black soldier): 14th of 14" in html
    assert html.count('class="tamcuc-ruler"') == 14 and html.count(" tamcuc-new-page") == 13
    pair = printables.demo_cards("r r")
    assert pair.pages == 2 and [str(c) for c in pair.cards] == ["r", "r"]
    assert "Xe đen: bậc 8 trong 14 quân" in printables.demo_cards("r", lang="vi").html()
    assert f".tamcuc-demo-card svg{{width:{printables.DEMO_CARD_MM}mm;" in printables.STYLE
    for bad in ("", "r x"):
        with pytest.raises(PrintError, match="cards="):
            printables.demo_cards(bad)


def test_the_handout_says_the_direction_of_play_and_who_calls_first():
    """The handout's trick says play goes anticlockwise (RULES.md §4), and its dealing says who calls first
    under the beginners' rules, in both languages."""
    from tamcuc.i18n import t
    from tamcuc.rules import Rules

    assert Rules.learning().dealer == "random"
    for lang in ("en", "vi"):
        text = re.sub(r"<[^>]+>", "", printables.handout(lang=lang).html())
        assert t(printables.DIRECTION, lang) in text
        assert printables.first_caller_text(Rules.learning(), lang) in text
    assert "anticlockwise" in printables.DIRECTION and "random" in printables.first_caller_text()


def test_cards_print_at_a_holdable_size_and_the_sheet_fits_a4_and_letter_centred():
    """Cards print 30 × 75 mm; the sheet box fits inside A4 and Letter with the margins, centred on each."""
    style = printables.STYLE
    assert ".tamcuc-cell svg{width:30mm;height:75mm;" in style
    width, height = printables.AREA_MM
    assert ".tamcuc-area{position:relative;width:%gmm;height:%gmm;margin:0 auto}" % (width, height) in style
    for paper_w, paper_h in printables.PAPER_MM.values():
        assert width <= paper_w - 2 * printables.MARGIN_MM
        assert height <= paper_h - 2 * printables.MARGIN_MM
    for layout in printables.LAYOUTS:
        for sheet in printables.deck_sheets(layout):
            xs = [c.x for c in sheet.cells] + [c.x + c.w for c in sheet.cells]
            assert min(xs) == pytest.approx(width - max(xs)), sheet  # centred in the box


def test_the_ruler_is_100_mm_with_a_tick_every_millimetre():
    """The check ruler draws a 100 mm line, 101 ticks, labels 0 … 10 cm, and says what to do if it is wrong."""
    ruler = printables.ruler_html()
    # One user unit is one millimetre: the picture is 2 mm wider than the line on each side,
    # so the end labels "0" and "10", centred on the end ticks, are not cut off.
    assert 'width="104mm"' in ruler and 'viewBox="-2 0 104 7"' in ruler
    assert '<rect x="0" y="4" width="100" height=".4"/>' in ruler
    assert ruler.count('width=".25"') == 101
    assert [int(t) for t in re.findall(r'text-anchor="middle">(\d+)<', ruler)] == list(range(11))
    assert "print again at 100 %" in ruler


@pytest.mark.parametrize("make", [lambda: printables.deck("faces"), lambda: printables.deck("duplex"),
                                  lambda: printables.deck("fold"), poster, plays_card, scoresheet,
                                  printables.handout, printables.mat, printables.demo_cards,
                                  lambda: poster(size="tiles"), lambda: poster(size="a3")])
def test_every_printed_page_carries_the_ruler(make):
    """Every page of every printable holds one 100 mm ruler."""
    p = make()
    assert p.html().count('class="tamcuc-ruler"') == p.pages


@pytest.mark.parametrize(
    "students, groups",
    [(2, [2]), (3, [3]), (5, [5]), (8, [4, 4]), (9, [4, 5]), (10, [4, 3, 3]), (11, [4, 4, 3]), (30, [4] * 6 + [3, 3])],
)
def test_a_class_splits_into_tables_of_four_with_threes_or_a_five(students, groups):
    """Groups of 4, then a group of 3, two of 3 or one of 5; everyone has a table."""
    assert printables.groups_for(students) == groups
    assert sum(groups) == students


@pytest.mark.parametrize("students", range(2, 61))
def test_what_to_print_for_a_class_counts_sheets_of_paper(students):
    """One deck per group: 2 double-sided sheets or 4 fold sheets per deck, and a handout per student."""
    need = printables.class_needs(students)
    assert need["decks"] == len(printables.groups_for(students)) == need["plays_cards"] == need["scoresheets"]
    assert need["sheets"] == {"faces": 2 * need["decks"], "duplex": 2 * need["decks"], "fold": 4 * need["decks"]}
    assert need["handouts"] == students
    assert all(g in (2, 3, 4, 5) for g in need["groups"]) and (students < 6 or 2 not in need["groups"])


@pytest.mark.parametrize("students", [1, 0, -3, "20", True])
def test_a_class_of_fewer_than_two_is_a_print_error(students):
    """Fewer than 2 students (or not a whole number) is a PrintError that names the input."""
    with pytest.raises(PrintError, match="students="):
        printables.groups_for(students)


def test_the_class_table_on_the_deck_page_matches_class_needs():
    """Each row of the screen table is class_needs: decks and sheets for double-sided and fold printing."""
    html = printables.class_table_html((8, 27))
    rows = re.findall(r'<tr><th scope="row">(\d+)</th><td>([^<]*)</td><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td>', html)
    assert rows == [("8", "2 of 4", "2", "4", "8"), ("27", "6 of 4, 1 of 3", "7", "14", "28")]


def test_the_handout_states_the_engines_facts():
    """Counts, hand sizes, the removal for three, the worked trick and the worked settlement come from the engine."""
    from tamcuc.rules import Rules
    from tamcuc.tricks import trick_winner

    html = printables.handout().html()
    text = re.sub(r"<[^>]+>", "", html)
    assert "32 cards" in text and "1 Tướng, 2 Sĩ, 2 Tượng, 2 Xe, 2 Pháo, 2 Mã and 5 Tốt" in text
    three = Rules.learning().replace(players=3)
    assert f"take out one Tốt đỏ and one Tốt đen first (30 cards, {three.hand_size} each)" in text
    assert "four players get 8 each" in text and "two players get 16 each" in text
    assert trick_winner(list(printables.HANDOUT_TRICK)) == 2
    assert "Chi wins this trick with a pair of red chariots" in text and "go to the discard pile" in text
    assert "Kept 3, 1, 4 and 0 score +4, −4, +8 and −8" in text
    assert svg_labels(html)[:14] == [card_label(c) for c in printables.LADDER]
    assert "never played for money" in text


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
    # Each column's heading draws its character (no CJK font needed), in rank order.
    heads = [a.get("aria-label") for t, a in tags(html) if t == "svg" and "tamcuc-han" in a.get("class", "")]
    assert heads == [rank.han for rank in Rank]


def test_the_poster_states_that_colour_never_beats_rank():
    """The poster's example, black elephant over red cannon, is what the engine says (RULES.md §2)."""
    html = poster().html()
    assert Card.parse("e") > Card.parse("C")
    assert "Tượng đen (black elephant) beats Pháo đỏ (red cannon)" in html
    assert poster().landscape and poster().pages == 1


def test_the_poster_gives_each_rule_once_and_the_tie_of_identical_cards():
    """The colour rule's example is two cards of one rank, said once (not the rule again in brackets); the last
    rule says how identical cards tie, as the engine resolves them under both presets."""
    from tamcuc.rules import Rules
    from tamcuc.tricks import resolve_trick

    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", poster().html()))
    assert "red beats black (Xe đỏ (red chariot) beats Xe đen (black chariot))." in text
    assert text.count("of the same rank red beats black") == 0
    assert all(resolve_trick(["A", "A"], rules).winner == 0 for rules in (Rules(), Rules.learning()))
    assert "of two identical cards, the one laid first wins" in text
    assert "hai quân giống hệt nhau thì quân ra trước thắng" in poster(lang="vi").html()


def test_the_plays_card_lists_every_pair_and_triple_of_the_engine():
    """Every pair and triple of ALL_PLAYS is drawn on the card, and the total count is the engine's."""
    html = plays_card().html()
    for play in ALL_PLAYS:
        if play.kind in (Kind.PAIR, Kind.TRIPLE):
            assert hand_svg(play.cards, width=24) in html, str(play)
    led = [p for p in ALL_PLAYS if p.kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE)]
    declared = [p for p in ALL_PLAYS if p.kind in (Kind.TU_TU, Kind.NGU_TU)]
    assert (len(led), len(declared)) == (30, 4)
    assert f"A leader can call {len(led)} different plays; four or five soldiers of one colour make four more" in html
    assert "Ba: a triple (only four)" in html and "Đôi: a pair (12 kinds)" in html


def test_the_plays_card_near_misses_are_not_plays():
    """Each near miss on the card is rejected by the engine, and the card gives the engine's reason."""
    html = plays_card().html()
    assert printables.NOT_PLAYS
    for cards in printables.NOT_PLAYS:
        assert not is_play(cards), cards
    assert "a red soldier and a black soldier are not a pair" in html
    assert "a red cannon, a red horse and a red soldier are not a triple" in html


def test_the_score_sheet_example_is_the_worked_settlement():
    """The example row settles kept cards 3, 1, 4, 0 into +4, −4, +8, −8 (learning convention's worked example)."""
    # Source: the learning convention ([L]), RULES.md §8 and §10.
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
    # Each player's columns are headed by a blank to write a name in, never a numbered "Player N".
    assert html.count('colspan="3">Name: <span class="tamcuc-blank"></span></th>') == players
    assert not re.search(r"Player \d", html)


@pytest.mark.parametrize("players, deals", [(6, 6), (1, 6), (4, 0), (4, 15), ("4", 6), (4, True)])
def test_the_score_sheet_rejects_impossible_tables(players, deals):
    """A table of other than 2–5 players, or a number of deals that does not fit, is a PrintError naming it."""
    with pytest.raises(PrintError) as err:
        scoresheet(players, deals)
    assert isinstance(err.value, TamCucError)
    bad = "players" if players not in (2, 3, 4, 5) or isinstance(players, str) else "deals"
    assert str(err.value).startswith(f"{bad}=")


@pytest.mark.parametrize("make", [printables.deck, poster, plays_card, scoresheet, printables.handout])
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
    for make in (printables.deck, poster, plays_card, scoresheet, printables.handout, lambda: printables.deck(None)):
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
        (["deck", "--backs", "--paper", "letter"], lambda: printables.deck("duplex"), "letter"),
        (["deck", "--fold"], lambda: printables.deck("fold"), None),
        (["deck"], lambda: printables.deck("faces"), None),
        (["handout", "--paper", "a4"], printables.handout, "a4"),
        (["poster"], poster, None),
        (["plays", "--paper", "A4"], plays_card, "a4"),
        (["scoresheet", "--players", "3", "--deals", "8"], lambda: scoresheet(3, 8), None),
        (["deck", "--backs", "--letter", "c", "--light"], lambda: printables.deck("duplex", letter="C", back="light"),
         None),
        (["mat", "--players", "3"], lambda: printables.mat(3), None),
        (["mat", "--lang", "vi"], lambda: printables.mat(lang="vi"), None),
        (["poster", "--size", "tiles"], lambda: poster(size="tiles"), None),
        (["demo", "--cards", "R R"], lambda: printables.demo_cards("R R"), None),
    ],
)
def test_the_command_writes_the_printable(tmp_path, args, printable, paper):
    """``python -m tamcuc deck|poster|plays|scoresheet --out FILE`` writes exactly the printable's document."""
    out = tmp_path / "page.html"
    done = run(*args, "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == printable().document(paper)
    assert ("print" in done.stdout or " in " in done.stdout) and str(out) in done.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (["scoresheet", "--players", "6"], "--players: 6 is out of range: --players must be 2 to 5"),
        (["scoresheet", "--deals", "x"], "'x' is not a whole number"),
        (["deck", "--paper", "a3"], "invalid choice: 'a3'"),
        (["deck", "--backs=yes"], "--backs"),
        (["deck", "--backs", "--fold"], "argument --fold: not allowed with argument --backs"),
        (["class"], "the following arguments are required: --students"),
        (["class", "--students", "1"], "--students must be 2 to 200"),
        (["deck", "--letter", "ABC"], "letter='ABC'"),
        (["mat", "--players", "5"], "--players must be 2 to 4"),
    ],
)
def test_bad_printable_arguments_exit_2_with_a_message(args, message):
    """A bad option prints what is wrong on stderr and exits with status 2, writing nothing to stdout."""
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr and done.stdout == ""


def test_the_class_command_says_what_to_print():
    """``python -m tamcuc class --students 27`` prints the groups, decks and sheets of class_needs(27)."""
    done = run("class", "--students", "27")
    assert done.returncode == 0, done.stderr
    need = printables.class_needs(27)
    assert done.stdout.startswith("A class of 27: 7 groups (6 of 4 and 1 of 3).")
    assert f"{need['sheets']['duplex']} sheets printed double-sided" in done.stdout
    assert f"or {need['sheets']['fold']} sheets to fold and glue" in done.stdout
    assert "takes one Tốt đỏ (red soldier) and one Tốt đen (black soldier) out of its deck" in done.stdout
    assert "Play mats: 7." in done.stdout and "on the backs, A to G (--letter)" in done.stdout
    five = run("class", "--students", "9").stdout
    assert "four play and one referees; the referee changes after every deal" in five

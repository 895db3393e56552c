"""The teacher's printables printed to PDF by headless Chromium, and measured.

``page.pdf()`` applies the print stylesheet, as a teacher's Print button would. Two
kinds of page are printed: the files that ``python -m tamcuc`` writes (opened from
disk, as a teacher opens them) and the pages of the BUILT site. The PDF's text layer
(read with pypdf) holds the text drawn inside each card's SVG; the geometry is
measured on the PDF rasterised by poppler's ``pdftoppm`` at 10 pixels per mm:

- the cut lines of the faces and the coloured area of the backs, row by row, so
  that after a long-edge flip each back lies behind its face (within 0.5 mm);
- the fold line and both halves of a fold-and-glue sheet;
- the 100 mm check ruler on every printed page.

Each command-line file is written once per module and each (file, paper, orientation) printed and
measured once (``printed_file``): several tests check the same print (the ruler tests and the deck
tests print the same PDFs). Fixtures (``site``, ``html_dir``, ``watch_http``, ``watch_file``,
``file_watcher``) come from tests/browser/conftest.py.
"""

from __future__ import annotations

import functools
import io
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import numpy as np
import pypdf
import pytest
from playwright.sync_api import expect

from tamcuc import printables
from tamcuc.cards import Card, Colour, Hand, Rank, deck
from tamcuc.quiz import question
from tamcuc.worksheet import worksheet

PAPERS = ["A4", "Letter"]
# A4 is the paper of Vietnamese schools; Letter is checked by every test that asks whether a page
# fits (it is the shorter sheet), and by the rest with --runslow (the layouts scale by one rule).
PAPERS_SAMPLED = ["A4", pytest.param("Letter", marks=pytest.mark.slow)]
TEACHERS = "book/teachers"
ROOT = Path(__file__).resolve().parents[2]
PX_PER_MM = 7  # 178 dpi: three edges measured to a pixel (0.14 mm) each stay inside the 0.5 mm tolerance
TOLERANCE_MM = 0.5
INK = 200  # a grey level below this is ink (the paper is 255; the cut lines are 138)
MM_PER_PT = 25.4 / 72


# -- printing and measuring --------------------------------------------------------------------


def pdf_pages(pdf: bytes) -> list:
    """Returns the text of each page of a PDF."""
    return [p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]


def poppler(tool: str) -> str:
    """Returns the path of a poppler tool, or fails saying how to install it."""
    found = shutil.which(tool)
    if found is None:
        pytest.fail(f"{tool} is missing: apt-get install -y poppler-utils (the print tests measure PDFs with it)",
                    pytrace=False)
    return found


class Printed:
    """A PDF and its pages rasterised in grey (``images``, PX_PER_MM pixels per mm); ``watch`` (when printed
    by ``printed_file``) holds what the page did while it loaded that it should not."""

    def __init__(self, pdf: bytes, watch=None):
        self.pdf = pdf
        self.watch = watch
        self._words: dict = {}
        self.texts = pdf_pages(pdf)
        self.folder = Path(tempfile.mkdtemp(prefix="tamcuc-print-"))
        (self.folder / "print.pdf").write_bytes(pdf)
        sizes = [p.mediabox for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]
        self.sizes_mm = [(float(b.width) * MM_PER_PT, float(b.height) * MM_PER_PT) for b in sizes]
        assert len(self.texts) == len(self.sizes_mm)

    @functools.cached_property
    def images(self) -> list:
        """The pages rasterised in grey, made when a test first measures ink (reading words needs none)."""
        subprocess.run([poppler("pdftoppm"), "-r", f"{PX_PER_MM * 25.4:g}", "-gray", "print.pdf", "page"],
                       cwd=self.folder, check=True)
        images = [read_pgm(f) for f in sorted(self.folder.glob("page-*.pgm"), key=lambda f: int(f.stem[5:]))]
        assert len(images) == len(self.texts)
        return images

    def scale(self, n: int) -> float:
        """Returns pixels per mm on page ``n`` (exact, from the page's width)."""
        return self.images[n].shape[1] / self.sizes_mm[n][0]

    def words(self, n: int) -> list:
        """Returns (text, x0, y0, x1, y1) in mm of every word on page ``n`` (pdftotext -bbox, run once a page)."""
        if n not in self._words:
            self._words[n] = self._read_words(n)
        return list(self._words[n])

    def _read_words(self, n: int) -> list:
        out = subprocess.run([poppler("pdftotext"), "-bbox", "-f", str(n + 1), "-l", str(n + 1), "print.pdf", "-"],
                             cwd=self.folder, check=True, capture_output=True, text=True).stdout
        found = re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', out)
        return [(w, *(float(v) * MM_PER_PT for v in box)) for *box, w in found]

    def close(self):
        shutil.rmtree(self.folder, ignore_errors=True)


def read_pgm(path: Path) -> np.ndarray:
    """Reads a binary PGM (P5) file as a 2-D array of grey levels."""
    data = path.read_bytes()
    magic, width, height, maxval, _ = data.split(maxsplit=4)
    assert magic == b"P5" and maxval == b"255"
    width, height = int(width), int(height)
    return np.frombuffer(data[-width * height:], dtype=np.uint8).reshape(height, width)


def runs(flags: np.ndarray) -> list:
    """Returns the (start, end) index pairs of the runs of True in a 1-D array (end exclusive)."""
    padded = np.concatenate([[False], flags, [False]]).astype(int)
    edges = np.flatnonzero(np.diff(padded))
    return list(zip(edges[::2], edges[1::2]))


def column_runs(image: np.ndarray, scale: float, y0: float, y1: float, cover: float = .25) -> list:
    """Returns the runs (mm) of columns that carry ink on at least ``cover`` of the rows from y0 to y1 mm."""
    band = image[int(y0 * scale):int(y1 * scale)] < INK
    flags = band.mean(axis=0) >= cover
    return [(a / scale, b / scale) for a, b in runs(flags)]


def row_extent(printed: Printed, n: int, y0: float, y1: float) -> tuple:
    """Returns the leftmost and rightmost inked column (mm) of page ``n`` between y0 and y1 mm."""
    found = column_runs(printed.images[n], printed.scale(n), y0, y1)
    assert found, f"page {n + 1}: nothing printed between {y0:.1f} and {y1:.1f} mm"
    return found[0][0], found[-1][1]


def rows_of(sheet) -> list:
    """Returns the (top, bottom) mm of each row of cells of a deck sheet, inside the sheet box."""
    return sorted({(c.y, c.y + c.h) for c in sheet.cells})


def band(top: float, bottom: float) -> tuple:
    """Returns the page y range (mm) to measure a row in: its middle, clear of the horizontal cut lines."""
    middle, half = (top + bottom) / 2 + printables.MARGIN_MM, (bottom - top) * .3
    return middle - half, middle + half


def ruler_line(printed: Printed, n: int) -> tuple:
    """Returns (x0, x1, y) in mm of the check ruler's line on page ``n``: the longest dark run beside its label."""
    words = printed.words(n)
    # The label is "100 mm check: …", or in Vietnamese "Kiểm tra 100 mm: …".
    labels = [w for i, w in enumerate(words)
              if w[0] == "check:" or (w[0] == "Kiểm" and [v[0] for v in words[i + 1:i + 4]][::2] == ["tra", "mm:"])]
    assert len(labels) == 1, f"page {n + 1}: the ruler's label is not there once: {labels}"
    _, x0, _, _, y1 = labels[0]
    scale = printed.scale(n)
    top = max(int((y1 - 10) * scale), 0)
    # The ruler is black; the darkest card colours (the backs' green) are lighter than 40.
    window = printed.images[n][top:int((y1 + 2) * scale), :int(x0 * scale)] < 40
    found = [(b - a, a, b, top + r) for r, row in enumerate(window) for a, b in runs(row)]
    assert found, f"page {n + 1}: no ruler line left of its label"
    _, a, b, row = max(found)
    return a / scale, b / scale, row / scale


def ruler_length(printed: Printed, n: int) -> float:
    """Returns the length (mm) of the check ruler's line on page ``n``."""
    x0, x1, _ = ruler_line(printed, n)
    return x1 - x0


def assert_ruler_labels_whole(printed: Printed, n: int, where: str) -> None:
    """The ruler's end labels "0" and "10" are in the text layer under the line's ends, and drawn whole:
    ink of each reaches past its end of the line (a picture cut at the line's ends shows "0" half and "10" as "1")."""
    x0, x1, y = ruler_line(printed, n)
    below = [w for w in printed.words(n) if 0 < w[2] - y < 4 and x0 - 3 < w[1] and w[3] < x1 + 3]
    texts = [w[0] for w in below]
    assert texts[:1] == ["0"] and texts[-1:] == ["10"], f"{where}: the ruler's labels read {texts}"
    first, last = below[0], below[-1]
    assert abs((first[1] + first[3]) / 2 - x0) < 1 and abs((last[1] + last[3]) / 2 - x1) < 1, (where, first, last)
    page_w, page_h = printed.sizes_mm[n]
    assert 0 < first[1] and last[3] < page_w and last[4] < page_h, f"{where}: a ruler label is off the page"
    scale, image = printed.scale(n), printed.images[n]
    rows = slice(int((first[2] + .2) * scale), int((first[4] - .2) * scale))
    left = image[rows, int((x0 - 1.2) * scale):int((x0 - .2) * scale)] < INK
    right = image[rows, int((x1 + .2) * scale):int((x1 + 1.2) * scale)] < INK
    assert left.any(), f"{where}: the ruler's \"0\" is cut at the line's left end"
    assert right.any(), f"{where}: the ruler's \"10\" is cut at the line's right end"


@pytest.fixture
def printer(tab):
    """Returns print(source, paper, landscape) -> Printed: opens an HTML file or URL in the module's tab (or,
    with no source, takes the page it shows) and prints it to PDF."""
    page = tab
    made = []

    def print_(source, paper: str, landscape: bool = False) -> Printed:
        if isinstance(source, Path):
            page.goto(source.as_uri(), wait_until="load")
        elif source is not None:
            page.goto(source, wait_until="networkidle")
        printed = Printed(page.pdf(format=paper, landscape=landscape))
        made.append(printed)
        return printed

    yield print_
    for printed in made:
        printed.close()


def command_file(tmp_path: Path, *args: str) -> Path:
    """Runs ``python -m tamcuc ARGS --out FILE`` as a teacher would and returns the file."""
    out = tmp_path / f"{args[0]}.html"
    done = subprocess.run([sys.executable, "-m", "tamcuc", *args, "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return out


@pytest.fixture(scope="module")
def printed_file(browser, browser_context_args, tmp_path_factory, file_watcher):
    """Returns print_file(args, paper, landscape=False) -> Printed: the file ``python -m tamcuc ARGS`` writes
    (:func:`command_file`), opened from disk in the module's one page (a context of its own) and printed to
    PDF. Each ``args`` is written once and each (args, paper, landscape) printed once per module: the tests
    that measure the same print share it (and its rasterised pages). Its ``watch`` holds what that load did."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    seen = file_watcher(page)
    folder = tmp_path_factory.mktemp("printables")
    files, made = {}, {}

    def print_file(args: tuple, paper: str, landscape: bool = False) -> Printed:
        args = tuple(args)
        if args not in files:
            own = folder / str(len(files))
            own.mkdir()
            files[args] = command_file(own, *args)
        key = (args, paper, landscape)
        if key not in made:
            marks = [len(seen.external), len(seen.errors), len(seen.failed)]
            page.goto(files[args].as_uri(), wait_until="load")
            pdf = page.pdf(format=paper, landscape=landscape)
            made[key] = Printed(pdf, type(seen)(seen.external[marks[0]:], seen.errors[marks[1]:],
                                                seen.failed[marks[2]:]))
        return made[key]

    try:
        yield print_file
    finally:
        for printed in made.values():
            printed.close()
        context.close()


RANK_WORDS = {rank.name_vi: rank for rank in Rank}
COLOUR_WORDS = {"ĐỎ": Colour.RED, "ĐEN": Colour.BLACK}


def cards_on(printed: Printed, n: int) -> Counter:
    """Returns the cards printed on page ``n``, read from the PDF's text layer: each card writes
    its name (the rank, perhaps followed by đỏ or đen) and, centred under it, its colour word
    (ĐỎ or ĐEN); each name pairs with the nearest colour word below it in the same column."""
    words = printed.words(n)
    names = []
    for i, (word, x0, y0, x1, y1) in enumerate(words):
        if word in RANK_WORDS:
            after = words[i + 1] if i + 1 < len(words) else None
            if after and after[0] in ("đỏ", "đen") and abs(after[2] - y0) < .5:
                x1 = after[3]  # the whole name "Xe đỏ" is centred on the card
            names.append((word, x0, y0, x1, y1))
    found, used = Counter(), set()
    for mark, x0, y0, x1, y1 in words:
        if mark not in COLOUR_WORDS:
            continue
        centre = (x0 + x1) / 2
        above = [w for w in names if w not in used and abs((w[1] + w[3]) / 2 - centre) < 2 and 0 < y0 - w[4] < 16]
        if above:
            name = min(above, key=lambda w: y0 - w[4])
            used.add(name)
            found[Card(RANK_WORDS[name[0]], COLOUR_WORDS[mark])] += 1
    return found


def all_cards(printed: Printed) -> Counter:
    """Returns the cards printed on every page of a PDF together."""
    return sum((cards_on(printed, n) for n in range(len(printed.texts))), Counter())


def assert_backs_behind_faces(printed: Printed, sheets: list, where: str) -> None:
    """Each back sheet's coloured rows mirror its face sheet's cut lines (long-edge flip) within 0.5 mm."""
    for i in range(0, len(sheets), 2):
        faces, backs = sheets[i], sheets[i + 1]
        assert (faces.side, backs.side) == ("faces", "backs")
        width = printed.sizes_mm[i][0]
        assert printed.sizes_mm[i + 1][0] == pytest.approx(width)
        for top, bottom in rows_of(faces):
            y0, y1 = band(top, bottom)
            f_left, f_right = row_extent(printed, i, y0, y1)
            b_left, b_right = row_extent(printed, i + 1, y0, y1)
            b_left, b_right = b_left + printables.BLEED_MM, b_right - printables.BLEED_MM
            row = f"{where}, sheet {faces.n}, row at {top:g} mm"
            assert abs(b_left - (width - f_right)) <= TOLERANCE_MM, (row, f_left, f_right, b_left, b_right, width)
            assert abs(b_right - (width - f_left)) <= TOLERANCE_MM, (row, f_left, f_right, b_left, b_right, width)
        # Long-edge flip keeps the height: the top of the grid is at the same height on both sides.
        f_left, f_right = row_extent(printed, i, *band(*rows_of(faces)[0]))
        top = rows_of(faces)[0][0] + printables.MARGIN_MM
        scale = printed.scale(i)
        for n, bleed, x0, x1 in ((i, 0, f_left, f_right), (i + 1, printables.BLEED_MM, width - f_right,
                                                             width - f_left)):
            image = printed.images[n][:, int(x0 * scale) + 3:int(x1 * scale) - 3] < INK
            y = next(y for y in range(int((top - bleed - 2) * scale), int((top + 3) * scale))
                     if image[y].mean() >= .25)
            assert abs(y / scale + bleed - top) <= TOLERANCE_MM, (where, n, y / scale, top)


# -- the command-line files ------------------------------------------------------------------


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
def test_the_command_line_deck_with_backs_is_centred_and_each_back_lies_behind_its_card(
        printed_file, paper):
    """deck --backs prints 4 pages; its faces have equal margins and the backs mirror them within 0.5 mm."""
    printed = printed_file(("deck", "--backs"), paper)
    sheets = printables.deck_sheets("duplex")
    assert len(printed.texts) == len(sheets) == 4
    width = printed.sizes_mm[0][0]
    for i in (0, 2):
        left, right = row_extent(printed, i, *band(*rows_of(sheets[i])[0]))
        assert abs(left - (width - right)) <= TOLERANCE_MM, f"{paper}: margins {left:.2f} and {width - right:.2f} mm"
        assert right - left == pytest.approx(printables.COLUMNS * printables.CELL_MM[0], abs=TOLERANCE_MM)
    assert_backs_behind_faces(printed, sheets, f"deck --backs on {paper}")
    cards = list(deck())
    assert cards_on(printed, 0) == Counter(cards[:18])
    assert cards_on(printed, 2) == Counter(cards[18:])
    assert not cards_on(printed, 1) and not cards_on(printed, 3)
    printed.watch.assert_clean(f"deck --backs on {paper}")


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
def test_the_fold_layout_puts_each_cards_back_behind_its_face(printed_file, paper):
    """deck --fold: 4 sheets; on each, the backs mirror the faces about the printed fold line within 0.5 mm."""
    printed = printed_file(("deck", "--fold"), paper)
    sheets = printables.deck_sheets("fold")
    assert len(printed.texts) == len(sheets) == 4
    cards = list(deck())
    for n, sheet in enumerate(sheets):
        faces = [c for c in sheet.cells if c.card is not None]
        assert cards_on(printed, n) == Counter(c.card for c in faces)
        assert [c.card for c in faces] == cards[9 * n:9 * n + 9]
        scale, width = printed.scale(n), printed.sizes_mm[n][0]
        for top, bottom in rows_of(sheet):
            y0, y1 = band(top, bottom)
            found = column_runs(printed.images[n], scale, y0, y1)
            solid = column_runs(printed.images[n], scale, y0, y1, cover=.95)
            # The fold line: a narrow solid line in the gutter, which is 12 mm wide around the middle.
            folds = [(a + b) / 2 for a, b in solid if b - a <= 1 and abs((a + b) / 2 - width / 2) < 4]
            assert len(folds) == 1, f"sheet {n + 1}: fold lines found at {folds}"
            fold = folds[0]
            left = [r for r in found if r[1] < fold - .5]
            right = [r for r in found if r[0] > fold + .5]
            f_left, f_right = left[0][0], left[-1][1]
            # One card size for every layout: a fold sheet's cards are as wide as the other layouts' (CELL_MM).
            in_row = sum(1 for c in faces if c.y == top)
            assert abs((f_right - f_left) / in_row - printables.CELL_MM[0]) <= TOLERANCE_MM, (paper, n, top, in_row)
            b_left, b_right = right[0][0] + printables.BLEED_MM, right[-1][1] - printables.BLEED_MM
            row = f"{paper}, fold sheet {n + 1}, row at {top:g} mm"
            assert abs(b_left - (2 * fold - f_right)) <= TOLERANCE_MM, (row, f_left, f_right, fold, b_left, b_right)
            assert abs(b_right - (2 * fold - f_left)) <= TOLERANCE_MM, (row, f_left, f_right, fold, b_left, b_right)
        assert abs(fold - width / 2) <= TOLERANCE_MM, f"{paper}: the fold is {fold - width / 2:+.2f} mm off centre"
    printed.watch.assert_clean(f"deck --fold on {paper}")


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
@pytest.mark.parametrize(
    "args, landscape",
    [(("deck",), False), (("deck", "--backs"), False), (("deck", "--fold"), False), (("handout",), False),
     (("poster",), True), (("plays",), False), (("scoresheet",), False),
     (("worksheet", "--seed", "7"), False), (("demo", "--cards", "K r"), False)],
)
def test_every_printed_page_has_a_ruler_100_mm_long(printed_file, paper, args, landscape):
    """The check ruler on each page of each printable measures 100 mm on the PDF (within 0.5 mm), and the
    file loaded from disk cleanly."""
    printed = printed_file(args, paper, landscape)
    made = {"demo": 2}.get(args[0])
    assert made is None or len(printed.texts) == made, f"{args} on {paper}: {len(printed.texts)} pages"
    pages = range(len(printed.texts)) if args[0] != "worksheet" else [0, *(
        i for i, t in enumerate(printed.texts) if "Answer key" in t)]
    for n in pages:
        if args[0] == "worksheet" and "check:" not in printed.texts[n]:
            continue  # a worksheet's questions flow over pages; its sheet and key each end with the ruler
        length = ruler_length(printed, n)
        assert abs(length - printables.RULER_MM) <= TOLERANCE_MM, f"{args} on {paper}, page {n + 1}: {length:.2f} mm"
        assert_ruler_labels_whole(printed, n, f"{args} on {paper}, page {n + 1}")
    if args[0] == "worksheet":
        assert sum("check:" in t for t in printed.texts) == 2  # the students' sheet and the key
    else:
        assert all("check:" in t for t in printed.texts), f"{args}: a page without its ruler"
    printed.watch.assert_clean(f"{args} on {paper}")


@pytest.mark.parametrize("paper", PAPERS)
def test_the_rules_handout_fits_one_page(printed_file, paper):
    """python -m tamcuc handout prints on exactly one page of A4 or Letter, from its title to its ruler."""
    printed = printed_file(("handout",), paper)
    assert len(printed.texts) == 1, f"the handout takes {len(printed.texts)} pages on {paper}"
    text = printed.texts[0]
    assert text.lstrip().startswith("Tam Cúc on one page")
    for heading in ("Plays", "Dealing", "A trick", "Scoring", "The folk rules add", "100 mm check"):
        assert heading in text
    trick = [card for play in printables.HANDOUT_TRICK for card in Hand(play)]
    assert cards_on(printed, 0) == Counter(printables.LADDER) + Counter(trick)  # the ladder and the trick


# -- the built site ----------------------------------------------------------------------------


def open_page(page, site, html_dir, name: str):
    """Opens book/teachers/<name>.html of the built site, or fails saying why it is missing."""
    where = f"{TEACHERS}/{name}.html"
    if not (html_dir / where).exists():
        pytest.fail(f"{where} is not in the built site: _toc.yml needs the 'For teachers' part", pytrace=False)
    response = page.goto(f"{site}/{where}", wait_until="networkidle")
    assert response is not None and response.ok, where
    return where


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
def test_the_deck_page_prints_the_whole_deck_on_two_pages(tab, site, html_dir, tab_watch_http, printer, paper):
    """The deck page prints on 2 pages of A4 or Letter, and the text layer holds every card of deck() as often as the deck does."""
    page, watch_http = tab, tab_watch_http
    where = open_page(page, site, html_dir, "deck")
    printed = printer(None, paper)
    texts = printed.texts
    assert len(texts) == printables.deck("faces").pages == 2, f"{where} on {paper}: {len(texts)} pages"
    assert all_cards(printed) == Counter(deck())
    assert "\n".join(texts).count("ĐỎ") == 16 and "\n".join(texts).count("ĐEN") == 16
    cards = list(deck())
    assert cards_on(printed, 0) == Counter(cards[:18])
    assert cards_on(printed, 1) == Counter(cards[18:])
    # Nothing of the site is printed: not the page title, not the instructions, not the class table.
    for site_text in ("The printable deck", "How to print", "Students"):
        assert site_text not in "\n".join(texts)
    watch_http.assert_clean(where)


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
def test_choosing_backs_on_the_site_prints_backs_behind_each_sheet(tab, site, html_dir, tab_watch_http, printer, paper):
    """Choosing "Also print the card backs" (by keyboard) prints faces, backs, faces, backs, mirror-aligned."""
    page, watch_http = tab, tab_watch_http
    where = open_page(page, site, html_dir, "deck")
    choice = page.get_by_label("Also print the card backs")
    expect(choice).to_be_enabled()
    choice.focus()
    page.keyboard.press("Space")
    expect(choice).to_be_checked()
    printed = printer(None, paper)
    assert len(printed.texts) == 4, f"{where} with backs: {len(printed.texts)} pages"
    assert [sum(cards_on(printed, n).values()) for n in range(4)] == [18, 0, 14, 0]
    assert "Card backs for sheet 1 of 2" in printed.texts[1] and "Card backs for sheet 2 of 2" in printed.texts[3]
    assert_backs_behind_faces(printed, printables.deck_sheets("duplex"), f"{where} on {paper}")
    watch_http.assert_clean(where)


def test_choosing_fold_on_the_site_prints_four_fold_sheets(tab, site, html_dir, tab_watch_http, printer):
    """Choosing the fold-and-glue layout prints 4 sheets of 9, 9, 9 and 5 cards."""
    page, watch_http = tab, tab_watch_http
    where = open_page(page, site, html_dir, "deck")
    page.get_by_label("Fold and glue").check()
    printed = printer(None, "A4")
    assert [sum(cards_on(printed, n).values()) for n in range(len(printed.texts))] == [9, 9, 9, 5]
    assert all_cards(printed) == Counter(deck())
    watch_http.assert_clean(where)


def test_the_deck_page_tells_how_many_sheets_a_class_needs(tab, site, html_dir):
    """On screen, the deck page's table gives the decks and sheets of class_needs for a class of 27."""
    page = tab
    open_page(page, site, html_dir, "deck")
    need = printables.class_needs(27)
    row = page.locator("table.tamcuc-class-table tr", has=page.locator("th", has_text=re.compile(r"^27$")))
    expect(row).to_have_count(1)
    expect(row.locator("td")).to_have_text(["6 of 4, 1 of 3", str(need["decks"]), str(need["sheets"]["duplex"]),
                                            str(need["sheets"]["fold"])])


def test_the_deck_prints_from_a_usb_stick(tab, html_dir, tab_watch_file, printer):
    """Opened from disk (file://), as from a USB stick, the deck page still prints the 32 cards on 2 pages."""
    page, watch_file = tab, tab_watch_file
    target = html_dir / TEACHERS / "deck.html"
    if not target.exists():
        pytest.fail(f"{target} is missing: _toc.yml needs the 'For teachers' part", pytrace=False)
    printed = printer(target, "A4")
    assert len(printed.texts) == 2
    assert all_cards(printed) == Counter(deck())
    watch_file.assert_clean("deck.html from disk")


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize(
    "name, printable, title",
    [
        ("handout", printables.handout, "Tam Cúc on one page"),
        ("poster", printables.poster, "Who beats whom"),
        ("plays", printables.plays_card, "The plays of Tam Cúc"),
        ("scoresheet", printables.scoresheet, "Class tournament: score sheet"),
    ],
)
def test_one_page_printables_print_on_one_page(tab, site, html_dir, tab_watch_http, printer, paper, name, printable,
                                               title):
    """The handout, the poster (landscape), the plays card and the score sheet each print on exactly one page."""
    page, watch_http = tab, tab_watch_http
    where = open_page(page, site, html_dir, name)
    made = printable()
    printed = printer(None, paper, made.landscape)
    assert len(printed.texts) == made.pages == 1, f"{where} on {paper}: {len(printed.texts)} pages"
    assert printed.texts[0].lstrip().startswith(title)
    assert abs(ruler_length(printed, 0) - printables.RULER_MM) <= TOLERANCE_MM
    assert_ruler_labels_whole(printed, 0, f"{where} on {paper}")
    watch_http.assert_clean(where)


def test_the_poster_prints_all_fourteen_cards_in_order(tab, site, html_dir, printer):
    """The printed poster numbers the 14 different cards from 1st (red general) to 14th (black soldier)."""
    page = tab
    open_page(page, site, html_dir, "poster")
    printed = printer(None, "A4", True)
    text = " ".join(printed.texts[0].split())
    for place, card in enumerate(printables.LADDER, 1):
        line = f"{place}{'st' if place == 1 else 'nd' if place == 2 else 'rd' if place == 3 else 'th'}: {card.name_vi}"
        assert line in text, line
    assert cards_on(printed, 0) == Counter(printables.LADDER)  # each card drawn once, with its name


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
def test_the_worksheet_key_starts_on_its_own_page_with_the_answer_grid(tab, site, html_dir, tab_watch_http, printer,
                                                                       paper):
    """The sample worksheet prints its questions first; the key starts a later page with the answer grid."""
    page, watch_http = tab, tab_watch_http
    where = open_page(page, site, html_dir, "worksheet")
    texts = printer(None, paper).texts
    starts = [i for i, t in enumerate(texts) if "Answer key: worksheet (sheet number 7)" in t]
    assert len(starts) == 1, f"{where}: the key's title is on pages {starts}"
    first_key = starts[0]
    assert first_key >= 1 and texts[first_key].lstrip().startswith("Answer key: worksheet (sheet number 7)")
    sheet = "\n".join(texts[:first_key])
    assert sheet.lstrip().startswith("Tam Cúc worksheet (sheet number 7)")
    assert "For the teacher" not in sheet
    first = worksheet(7, 12).questions[0]
    assert question(first.kind, first.seed) == first
    assert " ".join(first.prompt.split()[:4]) in " ".join(sheet.split())
    grid = " ".join(texts[first_key].split()).split("Answer key: worksheet (sheet number 7)", 1)[1]
    letters = worksheet(7, 12).answers
    assert grid.lstrip().startswith(" ".join(f"{n} {a}" for n, a in enumerate(letters, 1)))
    watch_http.assert_clean(where)


# -- the Vietnamese printables ----------------------------------------------------------------


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)  # Vietnam prints on A4; Letter too with --runslow
@pytest.mark.parametrize("name, printable", [("handout", printables.handout), ("poster", printables.poster),
                                             ("plays", printables.plays_card), ("scoresheet", printables.scoresheet)])
def test_the_vietnamese_one_page_printables_print_on_one_page(printed_file, paper, name, printable):
    """With --lang vi the handout, poster, plays card and score sheet still print on one page each, with a
    Vietnamese title and a whole 100 mm ruler (Vietnamese sentences are longer than English ones)."""
    made, english = printable(lang="vi"), printable()
    printed = printed_file((name, "--lang", "vi"), paper, made.landscape)
    assert len(printed.texts) == made.pages == 1, f"{name} --lang vi on {paper}: {len(printed.texts)} pages"
    heading = " ".join(re.sub(r"<[^>]+>", "", re.search(r"<h[12][^>]*>(.*?)</h[12]>", made.body, re.S).group(1)).split())
    assert " ".join(printed.texts[0].split()).startswith(heading), (heading, printed.texts[0][:80])
    english_heading = re.sub(r"<[^>]+>", "", re.search(r"<h[12][^>]*>(.*?)</h[12]>", english.body, re.S).group(1))
    assert " ".join(english_heading.split()) not in " ".join(printed.texts[0].split()), "English left on the page"
    assert abs(ruler_length(printed, 0) - printables.RULER_MM) <= TOLERANCE_MM
    assert_ruler_labels_whole(printed, 0, f"{name} --lang vi on {paper}")
    printed.watch.assert_clean(f"{name} --lang vi")


def test_the_vietnamese_worksheet_key_starts_on_its_own_page(printed_file):
    """worksheet --lang vi prints the Vietnamese questions first and the Vietnamese key on a later page,
    with the same answers as the English sheet of the same number."""
    printed = printed_file(("worksheet", "--lang", "vi", "--seed", "7", "--questions", "12"), "A4")
    made = worksheet(7, 12, lang="vi")
    assert made.answers == worksheet(7, 12).answers
    key = [i for i, text in enumerate(printed.texts) if "Đáp án" in text]
    assert key and key[0] >= 1, f"the key's pages: {key}"
    sheet = " ".join("\n".join(printed.texts[:key[0]]).split())
    assert " ".join(made.questions[0].prompt.split()[:4]) in sheet
    assert "Answer key" not in " ".join(printed.texts)


# -- one card size, the play mat, the poster's tiles and A3, the big cards --------------------------------------


def card_width(printed: Printed, n: int, sheet) -> float:
    """Returns the printed width (mm) of one card of a deck sheet: the inked extent of the faces of its first
    row, from the first cut line to the last, divided by the number of faces in that row."""
    top, bottom = rows_of(sheet)[0]
    faces = [c for c in sheet.cells if c.card is not None and c.y == top]
    offset = (printed.sizes_mm[n][0] - printables.AREA_MM[0]) / 2
    left, right = min(c.x for c in faces) + offset, max(c.x + c.w for c in faces) + offset
    found = [r for r in column_runs(printed.images[n], printed.scale(n), *band(top, bottom))
             if r[1] > left - 2 and r[0] < right + 2]
    return (found[-1][1] - found[0][0]) / len(faces)


@pytest.mark.slow  # A4 by default: the fold and double-sided tests above measure their cards' width too
@pytest.mark.parametrize("paper", PAPERS)
def test_every_deck_layout_prints_cards_of_one_size(printed_file, paper):
    """Faces-only, double-sided and fold-and-glue decks print their cards the same width, CELL_MM[0] (a row of
    cards within 0.5 mm), measured on the PDF: one size for every layout, so decks printed differently mix."""
    widths = {}
    for layout, args in (("faces", ("deck",)), ("duplex", ("deck", "--backs")), ("fold", ("deck", "--fold"))):
        printed = printed_file(args, paper)
        sheet = printables.deck_sheets(layout)[0]
        widths[layout] = card_width(printed, 0, sheet)
        assert abs(widths[layout] - printables.CELL_MM[0]) <= TOLERANCE_MM / 3, (layout, widths[layout])
    assert max(widths.values()) - min(widths.values()) <= TOLERANCE_MM, widths


def ink_box(printed: Printed, n: int) -> tuple:
    """Returns the box (x0, y0, x1, y1, mm) of all the ink on page ``n``."""
    mask = printed.images[n] < 250
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    scale = printed.scale(n)
    return cols[0] / scale, rows[0] / scale, (cols[-1] + 1) / scale, (rows[-1] + 1) / scale


def assert_inside_margins(printed: Printed, n: int, where: str) -> None:
    """Everything printed on page ``n`` lies inside the page margins (MARGIN_MM on every side)."""
    x0, y0, x1, y1 = ink_box(printed, n)
    w, h = printed.sizes_mm[n]
    m = printables.MARGIN_MM - TOLERANCE_MM
    assert x0 >= m and y0 >= m and x1 <= w - m and y1 <= h - m, (where, (x0, y0, x1, y1), (w, h))


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
def test_the_play_mat_prints_on_one_page_inside_the_printable_area_with_its_seats(printed_file, paper):
    """python -m tamcuc mat prints one portrait page whose drawing is centred and inside the margins, with four
    seats numbered round it, the direction of play and who calls first in its text."""
    printed = printed_file(("mat",), paper)
    assert len(printed.texts) == 1
    assert_inside_margins(printed, 0, f"mat on {paper}")
    assert abs(ruler_length(printed, 0) - printables.RULER_MM) <= TOLERANCE_MM
    assert_ruler_labels_whole(printed, 0, f"mat on {paper}")
    # The mat's frame, measured across its middle (below the text, above the ruler), is centred on the page.
    frame = column_runs(printed.images[0], printed.scale(0), 100, 180, cover=.9)
    x0, x1 = frame[0][0], frame[-1][1]
    assert abs(x1 - x0 - printables.MAT_MM[0]) <= 1, (paper, x0, x1)
    assert abs(x0 - (printed.sizes_mm[0][0] - x1)) <= TOLERANCE_MM, (paper, x0, x1)
    text = " ".join(printed.texts[0].split())
    for word in ("Seat 1", "Seat 2", "Seat 3", "Seat 4", "anticlockwise", "Who calls", "at random"):
        assert word in text, word
    words = printed.words(0)
    centre = {b[0]: ((a[1] + b[3]) / 2, (a[2] + b[4]) / 2) for a, b in zip(words, words[1:])
              if a[0] == "Seat" and b[0] in "1234"}
    assert sorted(centre) == ["1", "2", "3", "4"], centre
    # Seen from above, anticlockwise: seat 1 at the bottom, 2 on the right, 3 at the top, 4 on the left.
    assert centre["1"][1] > centre["2"][1] > centre["3"][1] and centre["2"][0] > centre["1"][0] > centre["4"][0]


@pytest.mark.parametrize("paper", PAPERS_SAMPLED)
def test_the_poster_tiles_print_four_landscape_pages_inside_the_printable_area(printed_file, paper):
    """poster --size tiles prints four landscape pages, each a quarter of the enlarged poster inside the margins;
    the first tile holds the title, the last the end of the rules."""
    printed = printed_file(("poster", "--size", "tiles"), paper, True)
    assert len(printed.texts) == 4
    for n in range(4):
        assert printed.sizes_mm[n][0] > printed.sizes_mm[n][1]
        assert_inside_margins(printed, n, f"tile {n + 1} on {paper}")
        assert f"Tile {n + 1} of 4" in printed.texts[n]
        assert abs(ruler_length(printed, n) - printables.RULER_MM) <= TOLERANCE_MM, f"tile {n + 1} on {paper}"
        assert_ruler_labels_whole(printed, n, f"tile {n + 1} on {paper}")
    assert "Who beats" in printed.texts[0] and "Who beats" not in printed.texts[3]


@pytest.mark.slow
def test_the_a3_poster_prints_on_one_a3_page(printed_file):
    """poster --size a3 prints one landscape A3 page, the drawing inside the margins and the ruler 100 mm."""
    printed = printed_file(("poster", "--size", "a3"), "A3", True)
    assert len(printed.texts) == 1
    assert printed.sizes_mm[0] == pytest.approx((420, 297), abs=1)
    assert_inside_margins(printed, 0, "A3 poster")
    assert abs(ruler_length(printed, 0) - printables.RULER_MM) <= TOLERANCE_MM


@pytest.mark.slow
def test_the_vietnamese_play_mat_and_big_cards_print_whole(printed_file):
    """mat --lang vi fits one A4 page inside the margins; demo --lang vi prints one big card a page, each card
    as wide as DEMO_CARD_MM."""
    mat = printed_file(("mat", "--lang", "vi"), "A4")
    assert len(mat.texts) == 1 and "Chỗ 1" in mat.texts[0] and "ngược chiều kim đồng hồ" in mat.texts[0]
    assert_inside_margins(mat, 0, "mat --lang vi")
    big = printed_file(("demo", "--lang", "vi", "--cards", "K k"), "A4")
    assert len(big.texts) == 2
    for n in range(2):
        assert_inside_margins(big, n, f"big card {n + 1}")
        x0, y0, x1, y1 = ink_box(big, n)
        scale = big.scale(n)
        middle = big.images[n][int((y0 + 60) * scale)] < INK  # a row through the card, below its top
        cols = np.flatnonzero(middle)
        assert abs((cols[-1] - cols[0]) / scale - printables.DEMO_CARD_MM) <= 1.5, n

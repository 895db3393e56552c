"""The cards' Hán characters on a machine without CJK fonts, and every page on a phone.

The cards draw 將 士 象 車 砲 馬 卒 as outlines (tamcuc/static/han_glyphs.json), so they
must read on a bare Linux machine. This machine, like CI's, has no CJK font: the first
test checks that, so that the others prove something.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from book_pages import ON_USE  # tests/browser/book_pages.py

from tamcuc.cards import Card, Colour, Rank
from tamcuc.draw import W, card_svg

PHONE = {"width": 390, "height": 844}


def test_this_machine_has_no_cjk_font():
    """fc-list finds no font for Chinese: a typed 車 could only be drawn as a missing-glyph box here."""
    assert shutil.which("fc-list"), "fc-list (fontconfig) is needed to check that no CJK font is installed"
    found = subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True, check=True).stdout.strip()
    assert not found, (
        "A CJK font is installed, so these tests cannot prove that the cards read without one. "
        f"Remove it (the tests must run on a machine like a school's, without CJK fonts):\n{found}"
    )


_MEDALLIONS = """async (svgs) => {
  const draw = (paint) => { const c = document.createElement('canvas'); c.width = c.height = 64;
    const x = c.getContext('2d'); x.fillStyle = '#fff'; x.fillRect(0, 0, 64, 64); paint(x);
    return Array.from(x.getImageData(0, 0, 64, 64).data.filter((_, i) => i % 4 === 0)); };
  const out = [];
  for (const [char, svg] of svgs) {
    const img = new Image(); img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
    await img.decode();
    // The medallion of a card 64 px wide: the ring round the character, x 8..42, y 27..61 in card units.
    const drawn = draw(x => x.drawImage(img, 8 / 50 * img.width, 27 / 50 * img.width, 34 / 50 * img.width,
                                        34 / 50 * img.width, 0, 0, 64, 64));
    const typed = draw(x => { x.fillStyle = '#000'; x.font = '40px serif'; x.textAlign = 'center';
                              x.fillText(char, 32, 46); });
    out.push({char, drawn, typed});
  }
  return out;
}"""


def _differ(a: list, b: list) -> int:
    return sum(1 for x, y in zip(a, b) if abs(x - y) > 64)


def test_the_seven_medallions_are_drawn_and_all_differ(tab):
    """Each rank's medallion has ink, differs from every other rank's, and is not the box a typed character gives."""
    page = tab
    svgs = [(rank.han, card_svg(Card(rank, Colour.BLACK), 200)) for rank in Rank]
    page.set_content("<!doctype html><title>medallions</title>")
    found = page.evaluate(_MEDALLIONS, svgs)
    for item in found:
        ink = sum(1 for v in item["drawn"] if v < 128)
        assert ink > 150, f"{item['char']}: the medallion has almost no ink ({ink} dark pixels)"
        assert _differ(item["drawn"], item["typed"]) > 300, (
            f"{item['char']}: the medallion looks like the missing-glyph box of the typed character"
        )
    boxes = [f["typed"] for f in found]
    assert all(b == boxes[0] for b in boxes), "typed characters should all be the same box on a machine without CJK"
    for i, a in enumerate(found):
        for b in found[i + 1:]:
            assert _differ(a["drawn"], b["drawn"]) > 150, f"{a['char']} and {b['char']} look alike"


def test_no_label_touches_the_frame(tab):
    """Every word on every card (its name, ĐỎ / ĐEN) lies inside the inner frame, clear of it, in this browser's font."""
    page = tab
    from tamcuc.cards import CARDS

    page.set_content("<!doctype html><title>cards</title>" + "".join(card_svg(c, 200) for c in CARDS))
    boxes = page.evaluate("""() => Array.from(document.querySelectorAll('svg')).map(s =>
        Array.from(s.querySelectorAll('text')).map(t => { const b = t.getBBox();
            return [s.getAttribute('aria-label'), t.textContent, b.x, b.x + b.width]; }))""")
    for card in boxes:
        for label, word, left, right in card:
            assert left >= 4.5 and right <= W - 4.5, f"{label}: “{word}” spans x {left:.1f}…{right:.1f}, touching the frame"


# -- every page at phone width ---------------------------------------------------------------

_CARD_PICTURES = """() => {
  const out = [];
  for (const s of document.querySelectorAll('svg[role=img]')) {
    const r = s.getBoundingClientRect();
    if (!r.width || s.closest('template')) continue;
    const vb = (s.getAttribute('viewBox') || '').split(/\\s+/).map(Number);
    out.push({label: s.getAttribute('aria-label') || '', w: r.width, vw: vb[2], vh: vb[3], img: ''});
  }
  for (const i of document.querySelectorAll('img')) {
    const src = i.getAttribute('src') || '';
    if (src.endsWith('.svg') && i.getBoundingClientRect().width) out.push({label: i.alt, w: i.getBoundingClientRect().width, img: src});
  }
  return out;
}"""


def _viewbox(path) -> tuple:
    root = ET.parse(path).getroot()
    vb = [float(v) for v in root.get("viewBox", "0 0 0 0").split()]
    return root.get("aria-label") or "", vb[2], vb[3]


def _is_cards(label: str, vw: float, vh: float) -> bool:
    """Our pictures of cards are in card units: at least one card (50 × 125) and a card's name or a back."""
    return vw >= W and vh >= 125 and bool(re.search(r"\((red|black) [a-z]+|face-down card|(đỏ|đen) \(|quân bài úp", label))


def cards_narrower_than(page, html_dir, where: str, least: float) -> list:
    """Returns "N px: name" for each card picture of the open page that Chromium lays out under ``least``
    px wide (one card's width; a picture of several cards is measured by its cards)."""
    small = []
    for pic in page.evaluate(_CARD_PICTURES):
        if pic["img"]:
            label, vw, vh = _viewbox((html_dir / where).parent.joinpath(pic["img"]).resolve())
        else:
            label, vw, vh = pic["label"], pic["vw"], pic["vh"]
        if _is_cards(label, vw, vh) and pic["w"] * W / vw < least - 0.5:
            small.append(f"{pic['w'] * W / vw:.0f} px: {label[:60]}")
    return small


def phone_problems(page, html_dir, where: str) -> list:
    """Returns what is wrong with the open page at phone width: it scrolls sideways, or a card picture is under 40 px.

    The page must already be at :data:`PHONE` width (``page.set_viewport_size(PHONE)``);
    ``test_site.test_page_works_offline`` checks every page of both editions with it.
    """
    problems = []
    width = page.evaluate("document.documentElement.scrollWidth")
    if width > PHONE["width"]:
        problems.append(f"{where} is {width} px wide at {PHONE['width']} px: it scrolls sideways")
    small = cards_narrower_than(page, html_dir, where, 40)
    if small:
        problems.append(f"{where}: card pictures under 40 px wide on a phone: {small[:8]}")
    return problems


DESK = {"width": 1280, "height": 800}
DESK_CARD_PX = 60
"""At 1280 px a lesson's cards are drawn at least this wide (tamcuc.draw.CARD_PX: the card writes its name)."""


def desk_problems(page, html_dir, where: str) -> list:
    """Returns the card pictures of the open page (at :data:`DESK` width) that are under
    :data:`DESK_CARD_PX` wide, measured as Chromium lays them out; ``test_site.visit_page`` checks
    lessons 1-5 of both editions with it (test_book_reading.py reads the same from the HTML)."""
    small = cards_narrower_than(page, html_dir, where, DESK_CARD_PX)
    return [f"{where}: card pictures under {DESK_CARD_PX} px wide at {DESK['width']} px: {small[:8]}"] if small else []


# -- no typed Hán character anywhere a reader sees text ----------------------------------------

_CJK_TEXT = r"""() => {
  // CJK radicals to CJK unified ideographs, compatibility ideographs, and the planes from U+20000.
  const cjk = /[\u2E80-\u9FFF\uF900-\uFAFF\u{20000}-\u{10FFFF}]/u;
  const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  const hits = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!el || skip.has(el.tagName) || el.closest('svg') || !cjk.test(n.data)) continue;
    const where = el.tagName.toLowerCase() + (el.classList.length ? '.' + el.classList[0] : '');
    hits.push(where + ': ' + n.data.trim().slice(0, 50));
  }
  return hits;
}"""


def typed_han(page) -> list:
    """Returns every text node of the open page outside an <svg> that holds a CJK character.

    Without a CJK font such a character shows as an empty box. Hidden text counts too (a
    quiz's feedback, a closed <details>): a reader can open it. Accessible names
    (aria-label, <title> inside a picture) may carry the character.
    ``test_site.test_page_works_offline`` checks every page of both editions with it.
    """
    return page.evaluate(_CJK_TEXT)


# -- the rank ladder and the captions ----------------------------------------------------------

_LADDER_ROWS = """() => {
  const out = [];
  for (const panel of document.querySelectorAll('.tcd-singles')) {
    const cards = Array.from(panel.querySelectorAll('svg[role=img]')).map(s => s.getBoundingClientRect());
    if (cards.length !== 14) continue;
    const tops = [...new Set(cards.map(r => Math.round(r.top)))];
    out.push({rows: tops.length, widths: cards.map(r => r.width)});
  }
  return out;
}"""


# The rules page names each card of its ladder under it ("Tướng đỏ", "red general"): the names
# need a little more room than the bare cards, so that ladder may take three rows.
@pytest.mark.parametrize("lesson, most_rows", [("rules", 3), ("03_colour_and_rank", 2)])
def test_the_rank_ladder_is_a_tight_row_on_a_phone(browser, site, lesson, most_rows):
    """At 390 px the 14 cards strongest first take two rows of seven or more (three with their names),
    each card at least 40 px wide."""
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(ON_USE)  # the engine starts on first use (book_pages.py)
    page = context.new_page()
    try:
        page.goto(f"{site}/book/{lesson}.html", wait_until="networkidle")
        ladders = page.evaluate(_LADDER_ROWS)
        assert ladders, f"{lesson}: no ladder of 14 single cards in one panel"
        for ladder in ladders:
            assert ladder["rows"] <= most_rows, f"{lesson}: the ladder takes {ladder['rows']} rows at 390 px"
            assert min(ladder["widths"]) >= 39.5, f"{lesson}: ladder cards {min(ladder['widths']):.0f} px wide"
    finally:
        context.close()


_CAPTIONS = """() => {
  const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = c => { const v = rgb(c).map(x => { x /= 255; return x <= .03928 ? x / 12.92 : ((x + .055) / 1.055) ** 2.4; });
                     return .2126 * v[0] + .7152 * v[1] + .0722 * v[2]; };
  const out = [];
  const panels = '.tamcuc-cards, .tamcuc-trick, .tusac-cards, .tusac-arrangement';
  for (const cap of document.querySelectorAll(panels.split(', ').map(p => p + ' figcaption').join(', '))) {
    const panel = cap.closest(panels);
    const cs = getComputedStyle(cap), bg = getComputedStyle(panel).backgroundColor;
    const [a, b] = [lum(cs.color), lum(bg)].sort((x, y) => y - x);
    out.push({text: cap.textContent.slice(0, 40), weight: Number(cs.fontWeight), contrast: (a + .05) / (b + .05)});
  }
  return out;
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_captions_under_cards_are_regular_weight_and_dark(browser, site, theme):
    """Captions under hands and tricks (lessons 1, 5 and 13) are weight 400 or more, at 7:1 contrast on their panel."""
    context = browser.new_context()
    context.add_init_script(ON_USE)  # the engine starts on first use (book_pages.py)
    page = context.new_page()
    page.add_init_script(f"localStorage.setItem('theme', '{theme}'); localStorage.setItem('mode', '{theme}');")
    try:
        for lesson in ("01_what_is_tam_cuc", "05_a_trick", "13_tu_sac"):
            page.goto(f"{site}/book/{lesson}.html", wait_until="networkidle")
            assert page.evaluate("document.documentElement.dataset.theme") == theme
            captions = page.evaluate(_CAPTIONS)
            assert captions, f"{lesson}: no captions under cards"
            for cap in captions:
                assert cap["weight"] >= 400, f"{lesson} ({theme}): “{cap['text']}” is set at weight {cap['weight']}"
                assert cap["contrast"] >= 7, f"{lesson} ({theme}): “{cap['text']}” has contrast {cap['contrast']:.1f}"
    finally:
        context.close()

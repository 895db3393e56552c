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


def test_the_seven_medallions_are_drawn_and_all_differ(page):
    """Each rank's medallion has ink, differs from every other rank's, and is not the box a typed character gives."""
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


def test_no_label_touches_the_frame(page):
    """Every word on every card (its name, ĐỎ / ĐEN) lies inside the inner frame, clear of it, in this browser's font."""
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
    return vw >= W and vh >= 125 and bool(re.search(r"\((red|black) [a-z]+|face-down card", label))


def test_no_page_scrolls_sideways_on_a_phone_and_cards_stay_40px(browser, site, html_dir, page_name):
    """At 390 px the page is no wider than the screen, every card picture is at least 40 px wide, and nothing errs."""
    from conftest import _local_http, watch  # tests/browser/conftest.py

    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    seen = watch(page, _local_http)
    where = f"book/{page_name}.html"
    try:
        page.goto(f"{site}/{where}", wait_until="networkidle")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"{where} is {width} px wide at {PHONE['width']} px: it scrolls sideways"
        small = []
        for pic in page.evaluate(_CARD_PICTURES):
            if pic["img"]:
                label, vw, vh = _viewbox((html_dir / "book" / pic["img"]).resolve())
            else:
                label, vw, vh = pic["label"], pic["vw"], pic["vh"]
            if _is_cards(label, vw, vh):
                card = pic["w"] * W / vw
                if card < 40 - 0.5:
                    small.append(f"{card:.0f} px: {label[:60]}")
        assert not small, f"{where}: card pictures under 40 px wide on a phone: {small[:8]}"
        seen.assert_clean(where)
    finally:
        context.close()

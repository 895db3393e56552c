"""Pictures of Tứ Sắc cards, hands and arrangements, as SVG text (and HTML around it).

A Tứ Sắc card is smaller and shorter than a Tam Cúc card and carries only
writing, no picture: the Hán character of the piece in the card's colour. Four
colours are hard to tell apart in black and white, on a grey screen or for a
colour-blind reader, so each colour also has its **own mark and word**:

=======  ==================  =======================================
colour   ink                 mark under the character
=======  ==================  =======================================
xanh     green               a triangle, and the word XANH
vàng     dark yellow (gold)  a circle, and the word VÀNG
trắng    dark grey           a hollow diamond, and the word TRẮNG
đỏ       red                 a filled square seal, and the word ĐỎ
=======  ==================  =======================================

The face, edge, fonts and accessible-name style are those of :mod:`tamcuc.draw` (the
palette of ``tamcuc._html``), so the two decks look like relatives. The output depends only on the arguments
(no ids, no counters), so notebook outputs compare byte for byte. Their words
(accessible names, captions) come in ``lang=`` or the current language; in
Vietnamese a card is named ``Xe xanh`` alone.

>>> from tamcuc.tusac import Card
>>> 'aria-label="Xe xanh (green chariot)"' in card_svg(Card.parse("Rx"))
True
"""

from __future__ import annotations

from typing import Optional, Sequence

from .. import draw as _tc
from .._html import BLACK, EDGE, FACE, MUTED, RED, TEXT_FONT  # noqa: F401 (the palette, shared with tamcuc.draw)
from .._html import esc, number
from ..i18n import resolve, t, tn
from .model import Analysis, Arrangement, Card, Colour, Hand, MeldKind
from .._public import public_dir

__all__ = [
    "W", "H", "GAP", "INK", "HAN_INK", "BAND", "WORD", "card_svg", "hand_label", "hand_svg", "CHUNK", "hand_html",
    "deck_html", "arrangement_svg", "arrangement_html", "analysis_html", "groups_html",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

W, H = 36, 96
"""A card's size in drawing units: narrower and shorter than a Tam Cúc card (50 × 125)."""
GAP = 4
INK = {Colour.XANH: "#1d6b35", Colour.VANG: "#9a6f00", Colour.TRANG: "#6b6b6b", Colour.DO: RED}
"""The ink of each colour's frame (all dark enough to read on the card's white face)."""
HAN_INK = {**INK, Colour.TRANG: "#454545"}
"""The ink of the character: the colour's ink; trắng (white) has none of its own, so a solid dark grey,
as strong as the other three and told apart from them by its mark and word, in black and white too."""
BAND = {Colour.XANH: "#d7eedc", Colour.VANG: "#fbeaa4", Colour.TRANG: "#ffffff", Colour.DO: "#f7d4d5"}
"""The pale band behind the colour word."""
WORD = {Colour.XANH: "XANH", Colour.VANG: "VÀNG", Colour.TRANG: "TRẮNG", Colour.DO: "ĐỎ"}


def _mark(colour: Colour) -> str:
    """Returns the colour's own shape, centred at (18, 64)."""
    ink = INK[colour]
    if colour is Colour.XANH:
        return f'<path d="M18 57.5 L24.5 69 L11.5 69 Z" fill="{ink}"/>'
    if colour is Colour.VANG:
        return f'<circle cx="18" cy="63.5" r="5.6" fill="{ink}"/>'
    if colour is Colour.TRANG:
        return f'<path d="M18 57 L24.5 63.5 L18 70 L11.5 63.5 Z" fill="{FACE}" stroke="{BLACK}" stroke-width="1.3"/>'
    return f'<rect x="12.5" y="58" width="11" height="11" rx="1" fill="{ink}"/>'


def _han(card: Card, x: float, y: float, size: float) -> str:
    """Returns the piece's Hán character centred at (x, y), ``size`` units high.

    The character is drawn from the outlines in :mod:`tamcuc.draw` (``han_path``),
    so no CJK font is needed.
    """
    return _tc.han_path(card.han, x - size / 2, y - size / 2, size, fill=HAN_INK[card.colour])


def _card_body(card: Card) -> str:
    """Returns one card face at (0, 0), in card units."""
    c = card.colour
    ink = INK[c]
    return (
        f'<g class="tusac-card tusac-{c.name.lower()}" font-weight="700" text-anchor="middle">'
        f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="3" fill="{FACE}" stroke="{EDGE}"/>'
        f'<rect x="2.5" y="2.5" width="{W - 5}" height="{H - 5}" rx="2" fill="none" stroke="{ink}" stroke-width="1.2"/>'
        + _han(card, 18, 22, 22)
        + f'<text x="18" y="48" font-size="8" fill="{BLACK}">{esc(card.rank.name_vi)}</text>'
        + _mark(c)
        + f'<rect x="4" y="76" width="28" height="12" rx="2" fill="{BAND[c]}" stroke="{ink}" stroke-width=".6"/>'
        f'<text x="18" y="85" font-size="{6.6 if c is not Colour.TRANG else 6.2}" fill="{BLACK}">{WORD[c]}</text>'
        "</g>"
    )


def _svg(width: float, height: float, vw: float, vh: float, label: str, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(width)}" height="{number(height)}" '
        f'viewBox="0 0 {number(vw)} {number(vh)}" role="img" aria-label="{esc(label)}" font-family="{TEXT_FONT}" '
        f'style="max-width:100%;height:auto"><title>{esc(label)}</title>{body}</svg>'
    )


def card_svg(card, width: float = 44, lang: Optional[str] = None) -> str:
    """Returns one Tứ Sắc card as SVG, ``width`` pixels wide (its accessible name in ``lang``)."""
    card = Card.parse(card)
    return _svg(width, width * H / W, W, H, card.label_in(lang), _card_body(card))


def _row(cards: Sequence[Card], x0: float, y0: float) -> str:
    return "".join(
        f'<g transform="translate({number(x0 + i * (W + GAP))} {number(y0)})">{_card_body(c)}</g>' for i, c in enumerate(cards)
    )


def _row_width(n: int) -> int:
    return n * W + max(n - 1, 0) * GAP if n else W


def hand_label(cards: Sequence[Card], title: Optional[str] = None, lang: Optional[str] = None) -> str:
    """Returns the accessible name of some cards: ``3 Tứ Sắc cards: Xe xanh (green chariot), …``."""
    names = ", ".join(c.label_in(lang) for c in cards) if cards else t("no cards", lang)
    head = title or tn("{n} Tứ Sắc card", "{n} Tứ Sắc cards", len(cards), lang, n=len(cards))
    return f"{head}: {names}"


def hand_svg(cards, title: Optional[str] = None, width: float = 36, per_row: int = 14,
             lang: Optional[str] = None) -> str:
    """Returns Tứ Sắc cards as SVG in rows of ``per_row``, each card ``width`` pixels wide, in the order given."""
    cards = cards if isinstance(cards, Hand) else Hand(cards)
    rows = [cards[i:i + per_row] for i in range(0, len(cards), per_row)] or [()]
    vw = _row_width(len(rows[0]))
    vh = len(rows) * H + (len(rows) - 1) * GAP
    body = "".join(_row(r, 0, i * (H + GAP)) for i, r in enumerate(rows))
    if title:
        vw = max(vw, int(len(title) * 5.2) + 4)
        body += f'<text x="0" y="{vh + 12}" font-size="10" fill="{BLACK}">{esc(title)}</text>'
        vh += 16
    scale = width / W
    return _svg(vw * scale, vh * scale, vw, vh, hand_label(cards, title, lang), body)


_PANEL = f"background:{FACE};color:{BLACK};border-radius:8px;box-sizing:border-box;padding:4px 6px"
"""Each figure sits on a light panel of its own, so it reads the same in the site's dark mode."""
_FIG = f"display:inline-block;margin:0 1.2em .6em 0;vertical-align:top;max-width:100%;{_PANEL}"
_CAPTION = f"font-size:.9em;color:{BLACK};font-weight:400;font-family:inherit;text-align:left;margin-top:.2em"
"""Captions in the page's text weight and dark ink, not the theme's pale figure caption (weight 300, grey)."""


CHUNK = 7
"""Cards per picture in :func:`hand_html`: a long hand is drawn as pictures of seven cards that wrap
like words, so it stays large on a phone and sits on one line on a wide screen."""


def hand_html(cards, caption: Optional[str] = None, width: float = 44, per_row: int = CHUNK,
              lang: Optional[str] = None) -> str:
    """Returns a ``<figure>`` holding the cards as pictures of ``per_row`` cards that wrap, and an optional caption."""
    cards = cards if isinstance(cards, Hand) else Hand(cards)
    cap = f'<figcaption style="{_CAPTION}">{esc(caption)}</figcaption>' if caption else ""
    chunks = [cards[i:i + per_row] for i in range(0, len(cards), per_row)] or [cards]
    pics = "".join(
        f'<span style="display:inline-block;margin:0 {number(GAP * width / W)}px {number(GAP * width / W)}px 0">'
        f'{hand_svg(Hand(chunk), width=width, per_row=per_row, lang=lang)}</span>'
        for chunk in chunks
    )
    return f'<figure class="tusac-cards" style="{_FIG}">{pics}{cap}</figure>'


def deck_html(width: float = 34, lang: Optional[str] = None) -> str:
    """Returns the 112-card deck, one figure per colour: four sets of the seven pieces, with a caption."""
    from ..cards import Rank
    from .model import COPIES

    figs = []
    for colour in Colour:
        # Each picture is one set of the seven pieces, Tướng … Tốt; four of them make the colour.
        cards = Hand(Card(rank, colour) for _ in range(COPIES) for rank in Rank)
        name = colour.name_vi.capitalize()
        if resolve(lang) == "en":
            name = f"{name} ({colour.name_en})"
        caption = t("{colour}: 7 pieces × 4 copies = {n} cards", lang, colour=name, n=len(cards))
        figs.append(hand_html(cards, caption=caption, width=width, lang=lang))
    return f'<div class="tusac-deck">{"".join(figs)}</div>'


# -- arrangements ------------------------------------------------------------------------------------

_STYLE_OF = {
    # chẵn: a solid frame; lẻ: a dashed frame; rác: a dotted grey frame (tell-apart in black and white).
    "chẵn": ("#2f2f2f", ""),
    "lẻ": ("#2f2f2f", ' stroke-dasharray="6 3"'),
    "rác": (MUTED, ' stroke-dasharray="1.5 2.5"'),
}


def _groups(arr: Arrangement, lang: Optional[str] = None) -> list:
    """Returns (word, caption, cards) for each meld, then the rác."""
    out = []
    for m in arr.melds:
        word = "chẵn" if m.is_chan else "lẻ"
        # The notation's name ("khạp Sĩ vàng") in English; in Vietnamese pieces in lower case ("khạp sĩ vàng",
        # "ba tốt khác màu"), as a sentence says them; a lẻ keeps its set's capitals ("Xe–Pháo–Mã xanh").
        name = (m.name[len("lẻ "):] if m.kind is MeldKind.LE else m.name if resolve(lang) == "en"
                else m.name_in(lang))
        out.append((word, name, m.cards))
    if arr.rac:
        out.append(("rác", t("{n} left over", lang, n=len(arr.rac)), arr.rac))
    return out


_PAD, _LAB = 5, 30


def _box_width(caption: str, cards) -> int:
    return max(_row_width(len(cards)) + 2 * _PAD, int(len(caption) * 4.2) + 10)


def _box(word: str, caption: str, cards, x: float, y: float, cw: float) -> str:
    """Returns one labelled frame of cards at (x, y), ``cw`` units wide."""
    stroke, dash = _STYLE_OF[word]
    row_h = H + 2 * _PAD + _LAB
    return (
        f'<rect x="{number(x + 1)}" y="{number(y + 1)}" width="{number(cw - 2)}" height="{number(row_h - 2)}" rx="5" '
        f'fill="none" stroke="{stroke}" stroke-width="1.6"{dash}/>'
        + _row(cards, x + (cw - _row_width(len(cards))) / 2, y + _PAD)
        + f'<text x="{number(x + cw / 2)}" y="{number(y + _PAD + H + 13)}" font-size="10" text-anchor="middle" '
        f'font-weight="700" fill="{BLACK}">{esc(word)}</text>'
        f'<text x="{number(x + cw / 2)}" y="{number(y + _PAD + H + 24)}" font-size="7.5" text-anchor="middle" '
        f'fill="{BLACK}">{esc(caption)}</text>'
    )


def _box_label(word: str, caption: str, cards, lang: Optional[str] = None) -> str:
    return f"{word} {caption} ({', '.join(c.label_in(lang) for c in cards)})"


def arrangement_svg(arr: Arrangement, width: float = 36, max_units: float = 700, lang: Optional[str] = None) -> str:
    """Returns an arrangement as one SVG: each meld in a labelled frame (chẵn solid, lẻ dashed), then the rác (dotted).

    Frames wrap onto new rows at ``max_units`` drawing units.
    """
    boxes = [(word, caption, cards, _box_width(caption, cards)) for word, caption, cards in _groups(arr, lang)]
    x = y = 0
    row_h = H + 2 * _PAD + _LAB
    body, vw = [], 0
    for word, caption, cards, cw in boxes:
        if x and x + cw > max_units:
            x, y = 0, y + row_h + 6
        body.append(_box(word, caption, cards, x, y, cw))
        x += cw + 6
        vw = max(vw, x - 6)
    vh = y + row_h
    parts = [_box_label(word, caption, cards, lang) for word, caption, cards, _ in boxes]
    label = t("Tứ Sắc hand sorted into melds: {melds}", lang, melds="; ".join(parts)) if parts else t("no cards", lang)
    scale = width / W
    return _svg(vw * scale, vh * scale, vw, vh, label, "".join(body))


def arrangement_html(arr: Arrangement, width: float = 44, caption: Optional[str] = None,
                     lang: Optional[str] = None) -> str:
    """Returns a ``<figure>``: one picture per meld and one for the rác, wrapping like words, and a sentence.

    Each frame is its own SVG (chẵn solid, lẻ dashed, rác dotted), so on a narrow screen the
    frames move to the next line instead of shrinking.
    """
    text = caption if caption is not None else arr.describe(lang)
    scale = width / W
    pics = []
    for word, cap, cards in _groups(arr, lang):
        cw = _box_width(cap, cards)
        vh = H + 2 * _PAD + _LAB
        svg = _svg(cw * scale, vh * scale, cw, vh, _box_label(word, cap, cards, lang), _box(word, cap, cards, 0, 0, cw))
        pics.append(f'<span style="display:inline-block;margin:0 6px 6px 0;vertical-align:top">{svg}</span>')
    return (
        f'<figure class="tusac-arrangement" style="margin:0 0 1em 0;max-width:100%;{_PANEL}">'
        f'<div class="tusac-melds">{"".join(pics)}</div>'
        f'<figcaption style="{_CAPTION}">{esc(text)}</figcaption></figure>'
    )


def analysis_html(analysis: Analysis, width: float = 44, lang: Optional[str] = None) -> str:
    """Returns the hand as dealt, then the best arrangement, then one line on the other ways found."""
    caption = t("The hand: {n} cards", lang, n=len(analysis.hand))
    return (
        '<div class="tusac-analysis">'
        + hand_html(analysis.hand, caption=caption, width=width, lang=lang)
        + arrangement_html(analysis.best, width, caption=analysis.explain(lang), lang=lang)
        + "</div>"
    )


def groups_html(groups: Sequence, captions: Sequence = (), width: float = 44, lang: Optional[str] = None) -> str:
    """Returns several groups of Tứ Sắc cards side by side, each with its caption, as an HTML ``<div>``."""
    if captions and len(captions) != len(groups):
        from ..errors import UsageError

        raise UsageError(t("groups_html: {groups} groups but {captions} captions", groups=len(groups),
                           captions=len(captions)))
    figs = [hand_html(g, caption=captions[i] if captions else None, width=width, lang=lang)
            for i, g in enumerate(groups)]
    return f'<div class="tusac-card-groups">{"".join(figs)}</div>'

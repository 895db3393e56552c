"""Pictures of cards, hands, tricks and the table as SVG text (and HTML fragments around it).

Every picture is generated here: no image files, no fonts fetched. A card is long
and narrow like the real ones: a warm white face; in the top corner an index (the
character small over a colour mark: a red square or a black ring) that stays
readable in a fanned hand and in black-and-white print; the Hán character large
and black (as on real cards) inside a round chess-piece ring in the card's
colour; the card's Vietnamese name; and the colour mark again, big: red cards
carry a square red seal with the word ``ĐỎ``, black cards a ring with ``ĐEN``, so
red and black differ by shape as well as by colour. All face-down cards
(:func:`back_svg`) look alike.

The Hán characters are **drawn**, not typed: their outlines were taken once from
Noto Serif CJK TC (SIL Open Font License) by ``scripts/extract_glyphs.py`` into
``tamcuc/static/han_glyphs.json``, so a card looks the same on a machine without
any CJK font, in a PDF and on paper.

Pictures of many cards (:func:`hand_html`, :func:`cards_html`,
:func:`trick_html`) are HTML that wraps on a narrow screen, one small picture per
card, never narrower than :data:`MIN_WIDTH` pixels; explanations are HTML text.

Accessibility: every ``<svg>`` has ``role="img"``, an ``aria-label`` and a
``<title>`` naming what it shows, e.g. ``Xe đỏ (red chariot, 車)``.

Determinism: the output depends only on the arguments. No element ids, no
counters, no random numbers, so notebook outputs compare byte for byte.

>>> from tamcuc.cards import Card
>>> card_svg(Card.parse("R")).count("ĐỎ")
1
>>> 'aria-label="Xe đỏ (red chariot, 車)"' in card_svg(Card.parse("R"))
True

Every text a picture carries (names, notes, captions, accessible names) is in
``lang`` (default: the current language), so the Vietnamese edition reads
``Xe đỏ (車)`` and ``quân bài úp``:

>>> 'aria-label="Xe đỏ (車)"' in card_svg(Card.parse("R"), lang="vi")
True
"""

from __future__ import annotations

import functools
import inspect
import json
import re
from typing import Optional, Sequence

from . import checks, wording
from ._html import BACK, BLACK, EDGE, FACE, HIGHLIGHT, HIGHLIGHT_EDGE, MUTED, RED, TEXT_FONT  # noqa: F401 (the palette)
from ._html import css, esc, number, static_text
from .cards import Card, Hand, Rank, as_cards
from .errors import UsageError
from .errors import shown as _shown
from .i18n import N_, resolve, t
from ._public import public_dir

__all__ = [
    "W", "H", "GAP", "CARD_PX", "LADDER_ROW", "ladder_columns", "card_label", "BACK_LABEL", "han_path", "han_svg", "NAME_SIZE", "NAME_MIN_PX", "names_fit",
    "card_svg", "back_svg", "hand_label", "PER_ROW", "hand_svg", "MIN_WIDTH", "STYLE", "hand_html", "cards_html",
    "trick_svg", "trick_html", "welcome_html", "TABLE_NAME_PX", "TABLE_TEXT_PX", "table_svg", "game_table_svg",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

# -- the drawing's constants, in card units (a card is W × H); the palette is tamcuc._html's --
W, H = 50, 125
GAP = 5

CARD_PX = 60
"""The width, in pixels, a lesson draws a card at by default (:func:`hand_html`, :func:`cards_html`,
:func:`trick_html`, :func:`hand_svg`): wide enough for the card to write its name (:func:`names_fit`)
and for a beginner to read its character. On a phone a row of cards wraps instead of shrinking."""


def _sized(*names):
    """Decorates a drawing function so that its arguments ``names`` (widths, sizes) are checked by
    :func:`tamcuc.checks.size` before anything is drawn."""
    def wrap(fn):
        signature = inspect.signature(fn)

        @functools.wraps(fn)
        def checked(*args, **kwargs):
            bound = signature.bind(*args, **kwargs)
            for name in names:
                if name in bound.arguments:
                    bound.arguments[name] = checks.size(bound.arguments[name], name)
            return fn(*bound.args, **bound.kwargs)
        return checked
    return wrap


def _text(value, what: str) -> Optional[str]:
    """Returns ``value`` when it is a text or None (a title, a caption); raises :class:`UsageError` otherwise."""
    if value is not None and not isinstance(value, str):
        raise UsageError(t("{what}={value}: give a text", what=what, value=_shown(value)))
    return value


def _sequence(value, what: str) -> list:
    """Returns ``value`` as a list when it is a collection (groups, captions), not a text or a dict;
    raises :class:`UsageError` otherwise."""
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        raise UsageError(t("{what}={value}: give a list", what=what, value=_shown(value)))
    return list(value)


def _load_glyphs() -> dict:
    """Returns the outline (SVG path data, em square 1000, y down) of each rank's character."""
    return json.loads(static_text("han_glyphs.json"))["glyphs"]


def _coarse(path: str) -> str:
    """Returns ``path`` rescaled from a 1000-unit to a 100-unit em, coordinates rounded.

    The corner index draws the character about 10 pixels high: a tenth of a unit
    is far below a pixel there, and the path is half as long.
    """
    return re.sub(r"-?\d+", lambda m: str(round(int(m.group()) / 10)), path)


_GLYPHS = _load_glyphs()
_SMALL = {char: _coarse(path) for char, path in _GLYPHS.items()}


def card_label(card: Card, han: bool = True, lang: Optional[str] = None) -> str:
    """Returns the accessible name of a card, e.g. ``Xe đỏ (red chariot, 車)``; in Vietnamese ``Xe đỏ (車)``.

    The pictures draw the Hán character as an outline; the name carries it as
    text for screen readers and search. ``han=False`` leaves it out, for running
    text that may be shown on a machine without a CJK font.
    """
    label = wording.card_label(card, lang)
    if not han:
        return label
    return f"{label[:-1]}, {card.han})" if resolve(lang) == "en" else f"{label} ({card.han})"


BACK_LABEL = N_("face-down card")
"""The accessible name of a face-down card (in English; ``t(BACK_LABEL, lang)`` in any language)."""


def han_path(char: str, x: float, y: float, size: float, fill: str = BLACK, small: bool = False,
             stroke: Optional[str] = None) -> str:
    """Returns the outline of a Hán character as an SVG path, ``size`` units square, top-left at (x, y).

    The outlines come from Noto Serif CJK (see ``tamcuc/static/han_glyphs.json``),
    so the character looks the same with or without a CJK font installed; only
    the seven characters of the ranks are there. ``small=True`` uses the coarser
    copy made for the corner index; ``stroke`` outlines the character in that
    colour (about a thirtieth of its size wide).
    """
    path, em = (_SMALL[char], 100) if small else (_GLYPHS[char], 1000)
    line = f' stroke="{stroke}" stroke-width="{number(em / 30)}"' if stroke else ""
    return (
        f'<path transform="translate({number(x)} {number(y)}) scale({number(size / em)})" fill="{fill}"{line} '
        f'd="{path}"/>'
    )


@_sized("size")
def han_svg(card_or_rank, size: float = 32, label: Optional[str] = None, lang: Optional[str] = None) -> str:
    """Returns the Hán character of a rank alone, as an SVG picture ``size`` pixels square.

    For quizzes and tables that name a rank by its character: it draws the
    outline, so it needs no CJK font. Its accessible name is the character
    followed by the rank's names, e.g. ``車 (Xe, chariot)``; a quiz that asks
    which rank a character names passes ``label`` (say, the character alone)
    so the name does not give the answer away. In Vietnamese the name is ``車 (Xe)``.
    """
    rank = card_or_rank.rank if isinstance(card_or_rank, Card) else card_or_rank
    if isinstance(rank, str):
        rank = Card.parse(rank).rank
    if not isinstance(rank, Rank):
        raise UsageError(t("card_or_rank={value}: give a card, a rank or a card's code such as 'R'",
                           value=_shown(card_or_rank)))
    if label is not None and not isinstance(label, str):
        raise UsageError(t("{what}={value}: give a text", what="label", value=_shown(label)))
    if label is None:
        label = f"{rank.han} ({rank.name_vi}, {rank.name_en})" if resolve(lang) == "en" else f"{rank.han} ({rank.name_vi})"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tamcuc-han" width="{number(size)}" height="{number(size)}" '
        f'viewBox="0 0 100 100" role="img" aria-label="{esc(label)}"><title>{esc(label)}</title>'
        f'{han_path(rank.han, 0, 0, 100)}</svg>'
    )


def _colour_mark(card: Card, cx: float, cy: float, r: float) -> str:
    """Returns the colour mark: a filled square for red (a small seal), a ring for black."""
    if card.is_red:
        return f'<rect x="{number(cx - r)}" y="{number(cy - r)}" width="{number(2 * r)}" height="{number(2 * r)}" rx=".6" fill="{RED}"/>'
    return f'<circle cx="{number(cx)}" cy="{number(cy)}" r="{number(r - .5)}" fill="none" stroke="{BLACK}" stroke-width="1.2"/>'


_NAME_ROOM = 37
"""The width, in card units, the card's name may take: the inner frame (43) less a margin each side."""


NAME_SIZE = 7
"""The font size of the card's name, in card units (a card is 50 wide)."""

NAME_MIN_PX = 8
"""The smallest the card's name is written, in pixels on screen: on a narrower card it is left out."""


@_sized("width")
def names_fit(width: float) -> bool:
    """Returns whether a card ``width`` pixels wide writes its name (at :data:`NAME_MIN_PX` or more).

    A card 60 px wide writes it at 8.4 px; at 40 to 50 px the name would come out
    5.6 to 7 px tall, too small to read on a phone, so the card leaves it out: the
    corner index, the big character and the seal or ring still tell the card, and
    its accessible name still says it in full.

    >>> names_fit(60), names_fit(50)
    (True, False)
    """
    return width * NAME_SIZE / W >= NAME_MIN_PX - 1e-9


def _name(card: Card, ink: str) -> str:
    """Returns the card's Vietnamese name (``Tượng đen``) under the medallion, clear of the frame.

    A long name is squeezed to :data:`_NAME_ROOM` with ``textLength``, so it
    never touches the frame whatever font the reader's machine substitutes.
    """
    size = NAME_SIZE
    estimate = len(card.name_vi) * size * .66  # bold sans: about two thirds of an em a letter
    fit = f' textLength="{_NAME_ROOM}" lengthAdjust="spacingAndGlyphs"' if estimate > _NAME_ROOM - 3 else ""
    return (
        f'<text x="25" y="73.5" font-size="{size}" fill="{ink}"{fit}>'
        f'{esc(card.name_vi)}</text>'
    )


FINE_PX = 100
"""A card drawn at most this many pixels wide draws its big character from the coarse outline (a
100-unit em, as the corner index: a card 60 px wide draws it 26 px tall, so a unit is a quarter of a
pixel); a wider card, a printed one say, from the full one. The coarse outline is a quarter shorter,
and a lesson page holds hundreds of cards."""


def _card_body(card: Card, name: bool = True, fine: bool = True) -> str:
    """Returns the SVG elements of one card face at (0, 0), in card units.

    From the top: the corner index (the character small, over the colour mark:
    a red square or a black ring), readable when cards overlap in a fanned hand
    or are printed in black and white; the character large inside the round
    chess-piece ring; the card's Vietnamese name (``name=False`` leaves it out,
    for small cards: see :func:`names_fit`); the seal (red) or ring (black)
    with the colour word. ``fine=False`` draws the big character from the coarse outline (see
    :data:`FINE_PX`).
    """
    ink = RED if card.is_red else BLACK
    parts = [
        f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="4" fill="{FACE}" stroke="{EDGE}"/>'
        f'<rect x="3.5" y="3.5" width="{W - 7}" height="{H - 7}" rx="2" fill="none" stroke="{ink}" stroke-width=".6"/>',
        # The corner index.
        han_path(card.han, 5.5, 6, 9, small=True),
        _colour_mark(card, 10, 20.5, 2.8),
        # The medallion: the character is printed in black on every real card; red shows in the ring.
        f'<g fill="none" stroke="{ink}"><circle cx="25" cy="44" r="16.5" stroke-width="1.6"/>'
        f'<circle cx="25" cy="44" r="14" stroke-width=".5"/></g>',
        han_path(card.han, 14, 33, 22, small=not fine),
        # The name and the colour word share one group's weight and anchor (a page holds hundreds of cards).
        '<g font-weight="700" text-anchor="middle">',
        _name(card, ink) if name else "",
    ]
    if card.is_red:
        # The seal: a square stamp with a double border, the colour word inside.
        parts.append(
            f'<g class="tamcuc-seal" transform="rotate(-4 25 95)">'
            f'<rect x="14" y="84" width="22" height="22" rx="2" fill="{RED}"/>'
            f'<rect x="16" y="86" width="18" height="18" rx="1" fill="none" stroke="{FACE}" stroke-width=".8"/>'
            f'<text x="25" y="98.2" font-size="8" fill="{FACE}">ĐỎ</text></g></g>'
        )
    else:
        parts.append(
            f'<circle cx="25" cy="95" r="11" fill="none" stroke="{BLACK}" stroke-width="1.2"/>'
            f'<text x="25" y="98.2" font-size="7.5" fill="{BLACK}">ĐEN</text></g>'
        )
    return "".join(parts)


def _back_body(letter: Optional[str] = None) -> str:
    """Returns the SVG elements of a face-down card at (0, 0), in card units.

    ``letter`` (a printed deck's letter, ``""`` for a blank one) puts a larger white disc in the
    middle with the letter in it, so mixed decks can be told apart; ``None`` is the plain back.
    The parts carry classes, so a print stylesheet can print a light back (less ink)."""
    if letter is None:  # the book's plain back
        return (
            f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="4" fill="{BACK}" stroke="{EDGE}"/>'
            f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="2" fill="none" stroke="{FACE}" stroke-width=".8"/>'
            f'<path d="M25 12 L41 62.5 L25 113 L9 62.5 Z M25 30 L35 62.5 L25 95 L15 62.5 Z" fill="none" '
            f'stroke="{FACE}" stroke-width=".8"/>'
            f'<circle cx="25" cy="62.5" r="5" fill="{FACE}"/>'
        )
    return (
        f'<rect class="tamcuc-back-fill" x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="4" fill="{BACK}" '
        f'stroke="{EDGE}"/>'
        f'<g class="tamcuc-back-lines" fill="none" stroke="{FACE}" stroke-width=".8">'
        f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="2"/>'
        f'<path d="M25 12 L41 62.5 L25 113 L9 62.5 Z M25 30 L35 62.5 L25 95 L15 62.5 Z"/></g>'
        f'<circle class="tamcuc-back-disc" cx="25" cy="62.5" r="9" fill="{FACE}" stroke="{BACK}" stroke-width=".8"/>'
        f'<text class="tamcuc-back-letter" x="25" y="67" font-size="13" font-weight="700" text-anchor="middle" '
        f'fill="{BACK}">{esc(letter)}</text>'
    )


def _svg(width: float, height: float, vw: float, vh: float, label: str, body: str) -> str:
    """Returns a complete accessible ``<svg>`` element."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(width)}" height="{number(height)}" '
        f'viewBox="0 0 {number(vw)} {number(vh)}" role="img" aria-label="{esc(label)}" '
        f'font-family="{TEXT_FONT}"><title>{esc(label)}</title>{body}</svg>'
    )


@_sized("width")
def card_svg(card, width: float = 60, name: Optional[bool] = None, lang: Optional[str] = None) -> str:
    """Returns one card as SVG, ``width`` pixels wide (the height is 2.5 times that).

    ``card`` is a :class:`Card` or anything :meth:`Card.parse` reads. The card
    writes its name when ``name`` is true; by default when the name comes out
    readable at that width (:func:`names_fit`: from about 57 px). Its accessible
    name is in ``lang`` (the face itself is the same in both languages).
    """
    card = Card.parse(card)
    name = names_fit(width) if name is None else name
    return _svg(width, width * H / W, W, H, card_label(card, lang=lang), _card_body(card, name, width > FINE_PX))


@_sized("width")
def back_svg(width: float = 60, lang: Optional[str] = None, letter: Optional[str] = None) -> str:
    """Returns a face-down card as SVG; every back is the same (its accessible name in ``lang``).

    ``letter`` is for printed decks: the deck's letter in a white disc in the middle (``""``: the
    disc left blank, to write the letter in by hand); ``None``, the default, is the book's plain back."""
    if letter is not None and (not isinstance(letter, str) or len(letter) > 2):
        raise UsageError(t("letter={letter}: a deck's letter is at most two characters, such as A", lang,
                           letter=_shown(letter)))
    label = t(BACK_LABEL, lang) if not letter else t("face-down card of deck {letter}", lang, letter=letter)
    return _svg(width, width * H / W, W, H, label, _back_body(letter))


def _row(items: Sequence, x0: float = 0, y0: float = 0, names: bool = True, fine: bool = True) -> str:
    """Returns cards (``Card`` or ``None`` for a back) laid left to right from (x0, y0)."""
    out = []
    for i, item in enumerate(items):
        body = _back_body() if item is None else _card_body(item, names, fine)
        out.append(f'<g transform="translate({number(x0 + i * (W + GAP))} {number(y0)})">{body}</g>')
    return "".join(out)


def _row_width(n: int) -> int:
    return n * W + max(n - 1, 0) * GAP if n else W


def hand_label(cards: Sequence, title: Optional[str] = None, lang: Optional[str] = None) -> str:
    """Returns the accessible name of a group of cards, e.g. ``pair of red chariots: Xe đỏ (red chariot), …``."""
    names = ", ".join(card_label(c, lang=lang) for c in cards) if cards else wording.cards_phrase((), lang)
    if title:
        return f"{title}: {names}"
    # No cards: the phrase alone ("no cards"), not "0 cards: no cards"
    return f"{wording.count(len(cards), 'card', lang)}: {names}" if cards else names


PER_ROW = 16
"""Cards per row in :func:`hand_svg`: a whole deck is drawn as two rows of sixteen."""


@_sized("width")
def hand_svg(cards, title: Optional[str] = None, width: float = CARD_PX, per_row: int = PER_ROW,
             lang: Optional[str] = None) -> str:
    """Returns cards as SVG, in rows of at most ``per_row``, each card ``width`` pixels wide.

    ``cards`` is a :class:`Hand`, a list of cards, or text such as ``"R R c"``;
    the cards are drawn in the order given. ``title``, when given, is written
    under the cards and starts the accessible name. The cards always write
    their names: this one picture is also what the printables scale up to paper.
    """
    title, per_row = _text(title, "title"), checks.whole(per_row, "per_row", 1, 1000)
    if callable(getattr(cards, "svg", None)):  # another game's cards draw themselves (tamcuc.tusac.Hand)
        return cards.svg(title=title, width=width)
    cards = list(cards) if isinstance(cards, Hand) else as_cards(cards)
    label = hand_label(cards, title, lang)
    rows = [cards[i:i + per_row] for i in range(0, len(cards), per_row)] or [[]]
    vw = _row_width(len(rows[0]))
    if cards:
        body = "".join(_row(row, 0, r * (H + GAP), fine=width > FINE_PX) for r, row in enumerate(rows))
    else:
        body = (
            f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="4" fill="none" stroke="{EDGE}" '
            f'stroke-dasharray="3 3"/><text x="25" y="66" font-size="8" text-anchor="middle" fill="{MUTED}">'
            f'{esc(wording.cards_phrase((), lang))}</text>'
        )
    vh = len(rows) * H + (len(rows) - 1) * GAP
    if title:
        vw = max(vw, int(len(title) * 5.2) + 4)
        body += f'<text x="0" y="{vh + 12}" font-size="10" fill="{BLACK}">{esc(title)}</text>'
        vh += 16
    scale = width / W
    return _svg(vw * scale, vh * scale, vw, vh, label, body)


# -- HTML fragments (for lessons, quizzes, tricks and tables) ---------------------------------
#
# A picture of many cards is HTML around one small <svg> per card, in a flex box
# that wraps: on a phone the cards go onto more rows instead of shrinking, so a
# card is never narrower than MIN_WIDTH pixels on screen. Each fragment sits on a
# light panel of its own with dark text in the page's font, so it reads the same in
# the site's dark mode and in a dark JupyterLab.

MIN_WIDTH = 40
"""The narrowest a card is ever drawn in an HTML fragment, in pixels (a larger ``width`` is kept)."""

STYLE = css("cards.css")
"""The stylesheet of the fragments: ``tamcuc/static/cards.css`` on one line (class-scoped; each
fragment carries it in a ``<style>``)."""

_STYLE_TAG = f"<style>{STYLE}</style>"


def _px(width: float) -> float:
    return max(width, MIN_WIDTH)


def _cards_row(items: Sequence, width: float, banned: bool = False, lang: Optional[str] = None) -> str:
    """Returns a wrapping row of card pictures (``None`` is a face-down card), as HTML.

    ``banned=True`` lays the first-trick ban mark over the cards: a red stroke
    across them and the stamp ``CẤM`` (banned), readable in black and white too.
    """
    pics = "".join(back_svg(width, lang) if c is None else card_svg(c, width, lang=lang) for c in items)
    if not banned:
        return f'<div class="tcd-row">{pics}</div>'
    stroke = (
        '<svg class="tcd-ban-line" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">'
        f'<path d="M4 96 96 4" stroke="{FACE}" stroke-width="9" vector-effect="non-scaling-stroke"/>'
        f'<path d="M4 96 96 4" stroke="{RED}" stroke-width="5" vector-effect="non-scaling-stroke"/></svg>'
    )
    return (
        f'<div class="tcd-row tcd-banned">{pics}{stroke}'
        f'<span class="tcd-ban-stamp">CẤM</span></div>'
    )


@_sized("width")
def hand_html(cards, title: Optional[str] = None, caption: Optional[str] = None, width: float = CARD_PX,
              lang: Optional[str] = None) -> str:
    """Returns a ``<figure>`` of cards that wraps onto more rows on a narrow screen.

    Each card is its own picture, ``width`` pixels wide (never under
    :data:`MIN_WIDTH`). ``title`` or ``caption`` (both may be given) is written
    under the cards as HTML text.
    """
    title, caption = _text(title, "title"), _text(caption, "caption")
    words = " ".join(esc(t) for t in (title, caption) if t)
    cap = f"<figcaption>{words}</figcaption>" if words else ""
    if callable(getattr(cards, "svg", None)):  # another game's cards draw themselves (tamcuc.tusac.Hand)
        return f'<figure class="tamcuc-cards">{_STYLE_TAG}<div class="tcd-row">{cards.svg(width=width)}</div>{cap}</figure>'
    cards = list(cards) if isinstance(cards, Hand) else as_cards(cards)
    if not cards:
        row = f'<div class="tcd-row">{hand_svg(Hand(), width=_px(width), lang=lang)}</div>'
    else:
        row = _cards_row(cards, _px(width), lang=lang)
    return f'<figure class="tamcuc-cards">{_STYLE_TAG}{row}{cap}</figure>'


def _name_lines(card: Card, lang: Optional[str] = None) -> str:
    """Returns a card's name for under its picture: ``Tướng đỏ``, and in English the gloss below it
    (``red general``), as HTML lines."""
    # Inline styles: the fragments' shared stylesheet (STYLE) stays as every other page has it.
    lines = f'<span class="tcd-name" style="display:block">{esc(card.name_vi)}</span>'
    if resolve(lang) == "en":
        lines += f'<span class="tcd-gloss" style="display:block;font-size:.9em;color:#4a4a4a">{esc(card.name_en)}</span>'
    return lines


LADDER_ROW = 8
"""The most single cards :func:`cards_html` lays in one row: more go into rows of equal length."""


def ladder_columns(count: int, names: bool = False) -> tuple:
    """Returns (columns on a screen, columns on a phone) for ``count`` single cards in one panel.

    Up to :data:`LADDER_ROW` cards take one row; more take as few rows as hold them, all as long
    as can be, so the 14-card ladder reads as two rows of seven (never eleven and three). On a phone
    the cards are 40 px wide and the same rows fit, except when each card has its name under it
    (``names``): then a row holds at most five.

    >>> ladder_columns(14), ladder_columns(7), ladder_columns(14, names=True)
    ((7, 7), (7, 7), (7, 5))
    """
    count = checks.whole(count, "count", 1, 1000)
    cols = -(-count // -(-count // LADDER_ROW))
    phone = -(-count // -(-count // 5)) if names else cols
    return cols, min(cols, phone)


@_sized("width")
def cards_html(groups: Sequence, captions: Sequence = (), width: float = CARD_PX, lang: Optional[str] = None,
               names: bool = False) -> str:
    """Returns several groups of cards side by side (wrapping), each over its caption, as an HTML ``<div>``.

    ``groups`` are hands (or text); ``captions`` is empty or one text per group.
    A group of ``None`` is drawn as a single face-down card. When every group
    is one card (a rank ladder, say), the cards share one panel, each over its caption, in rows
    of equal length (:func:`ladder_columns`: the 14-card ladder is two rows of seven); on a phone
    they are drawn 40 px wide.
    ``names=True`` writes each single card's name under it, after its caption
    (``Tướng đỏ``, in English with ``red general`` below).
    """
    groups, captions = _sequence(groups, "groups"), _sequence(captions, "captions")
    for text in captions:
        _text(text, "captions")
    if captions and len(captions) != len(groups):
        raise UsageError(t("cards_html: {groups} groups but {captions} captions; give one caption per group, or none",
                           groups=len(groups), captions=len(captions)))
    singles = [g if g is None or callable(getattr(g, "svg", None)) else
               (list(g) if isinstance(g, Hand) else as_cards(g)) for g in groups]
    if singles and all(g is None or (isinstance(g, list) and len(g) == 1) for g in singles):
        def caption(i, g):
            text = esc(captions[i]) if captions and captions[i] else ""
            if names and g is not None:
                text = (f'<span class="tcd-place" style="display:block;font-weight:700">{text}</span>' if text else "")
                text += _name_lines(g[0], lang)
            return f"<figcaption>{text}</figcaption>" if text else ""

        cells = "".join(
            f'<figure>{_cards_row([None if g is None else g[0]], _px(width), lang=lang)}{caption(i, g)}</figure>'
            for i, g in enumerate(singles)
        )
        cols, phone = ladder_columns(len(singles), names)
        if cols < len(singles):  # rows of equal length, in a grid (cards.css: .tcd-cols)
            return (f'<div class="tamcuc-cards tcd-singles tcd-cols" style="--tcd-cols:{cols};--tcd-phone-cols:{phone}">'
                    f'{_STYLE_TAG}{cells}</div>')
        return f'<div class="tamcuc-cards tcd-singles">{_STYLE_TAG}{cells}</div>'
    figs = []
    for i, group in enumerate(groups):
        cap = captions[i] if captions else None
        if group is None:
            figs.append(
                f'<figure class="tamcuc-cards">{_cards_row([None], _px(width), lang=lang)}'
                + (f"<figcaption>{esc(cap)}</figcaption>" if cap else "")
                + "</figure>"
            )
        else:
            figs.append(hand_html(group, caption=cap, width=width, lang=lang).replace(_STYLE_TAG, "", 1))
    return f'<div class="tcd-groups">{_STYLE_TAG}{"".join(figs)}</div>'


# -- tricks ---------------------------------------------------------------------------------


_NOTES = {
    "leads": N_("leads"), "shows": N_("shows"), "banned": N_("banned: counts as folded"),
    "short": N_("too few cards"), "chui": N_("folds (chui)"),
    "led, lost": N_("leads, and loses"), "shown, lost": N_("shows, and loses"),
}
"""What each player did, written under their cards in a trick picture."""


def _trick_columns(record_or_result, names, lang: Optional[str] = None, losses: bool = False):
    """Returns (columns, winner_index, caption, explanation) for a trick record or a trick result, in ``lang``.

    A column is (name, items, note, banned): items are cards or ``None`` for a back. ``losses=True`` says
    of a play led or shown that does not win that it loses (the note of a picture without the explanation's words).
    Drawing never decides a trick: a list of plays is refused, resolve it first.
    """
    from .tricks import TrickResult

    note_of = lambda key: t(_NOTES[key], lang)  # noqa: E731
    if hasattr(record_or_result, "laid") and hasattr(record_or_result, "order"):
        rec = record_or_result
        label = wording.labeller(names or None)
        cols = []
        for i, (seat, status, laid, shown) in enumerate(zip(rec.order, rec.status, rec.laid, rec.shown)):
            banned = i in rec.result.banned
            if status in ("led", "shown"):
                items = list(shown.cards)
                note = note_of("leads" if status == "led" else "shows")
                if losses and i != rec.result.winner:
                    note = note_of("led, lost" if status == "led" else "shown, lost")
                if banned:
                    note = note_of("banned")
            elif status == "short":
                items, note = [None] * len(laid), note_of("short")
            else:
                items, note = [None] * len(laid), note_of("chui")
            cols.append((label(seat), items, note, banned))
        result = rec.result
        order_names = [label(p) for p in rec.order]
        win = result.winner
        explanation = rec.explain(names, lang=lang)
        caption = t("Trick {n}: {name} wins with {play}.", lang, n=rec.number, name=order_names[win],
                    play=result.winning_play.phrase(lang))
    elif isinstance(record_or_result, TrickResult):
        result = record_or_result
        order_names = list(names) if names is not None else list(wording.names(len(result.plays)))
        size = result.plays[0].size
        cols = []
        for i, play in enumerate(result.plays):
            banned = i in result.banned
            if play is None:
                cols.append((order_names[i], [None] * size, note_of("chui"), False))
            else:
                note = note_of("leads" if i == 0 else "shows")
                if losses and i != result.winner:
                    note = note_of("led, lost" if i == 0 else "shown, lost")
                if banned:
                    note = note_of("banned")
                cols.append((order_names[i], list(play.cards), note, banned))
        win = result.winner
        explanation = result.explain(order_names, lang=lang)
        caption = t("{name} wins with {play}.", lang, name=order_names[win], play=result.winning_play.phrase(lang))
    else:
        raise UsageError(t(
            "draw pictures a trick already played, not {kind} {value}: give a game's trick record, or resolve "
            "the plays first, e.g. trick_html(tc.resolve_trick(plays, rules, first_trick))",
            kind=type(record_or_result).__name__, value=_shown(record_or_result),
        ))
    return cols, win, caption, explanation


def _ban_overlay(x: float, y: float, w: float, h: float) -> str:
    """Returns the mark laid over a banned play in a trick picture: a red band and ``CẤM``."""
    cx, cy = x + w / 2, y + h / 2
    return (
        f'<g class="tcd-banned"><path d="M{number(x + 3)} {number(y + h - 3)} {number(x + w - 3)} {number(y + 3)}" '
        f'stroke="{FACE}" stroke-width="9"/><path d="M{number(x + 3)} {number(y + h - 3)} {number(x + w - 3)} {number(y + 3)}" '
        f'stroke="{RED}" stroke-width="5"/>'
        f'<rect x="{number(cx - 19)}" y="{number(cy - 9)}" width="38" height="18" rx="3" fill="{FACE}" stroke="{RED}" '
        f'stroke-width="2"/><text x="{number(cx)}" y="{number(cy + 4.5)}" font-size="12" font-weight="700" '
        f'text-anchor="middle" fill="{RED}">CẤM</text></g>'
    )


@_sized("width")
def trick_svg(trick, names: Optional[Sequence[str]] = None, width: float = 50, caption: bool = True,
              lang: Optional[str] = None) -> str:
    """Returns a trick as one SVG: each player's laid cards, folds face down, the winner framed.

    ``trick`` is a :class:`~tamcuc.game.TrickRecord` (``names`` then index
    seats, as in its ``explain``) or a :class:`~tamcuc.tricks.TrickResult`
    (``names`` then follow play order; default An, Bình, Chi, Dũng). Drawing
    never decides who wins: for a list of plays, call
    ``tc.resolve_trick(plays, rules, first_trick)`` first (a list raises
    :class:`~tamcuc.errors.UsageError`). ``width`` is one card's width
    in pixels. A play that breaks the first-trick ban is struck through and
    stamped ``CẤM``. A one-line caption (``caption=False`` leaves it out) says
    who wins; the accessible name always does. For pages read on phones use
    :func:`trick_html`, which wraps. Every word is in ``lang`` (default: the current language).
    """
    lang = resolve(lang)
    cols, win, line, _ = _trick_columns(trick, names, lang)
    pad, top = 8, 20
    x = 0
    body = []
    for i, (name, items, note, banned) in enumerate(cols):
        won = i == win
        word = t("★ wins", lang) if won else note
        cw = max(_row_width(len(items)) + 2 * pad, int(len(word) * 5.6) + 8, int(len(name) * 7) + 8)
        inset = (cw - _row_width(len(items))) / 2
        if won:
            body.append(
                f'<rect x="{x + 1.5}" y="1.5" width="{cw - 3}" height="{top + H + 25}" rx="6" '
                f'fill="{HIGHLIGHT}" stroke="{HIGHLIGHT_EDGE}" stroke-width="3"/>'
            )
        body.append(
            f'<text x="{x + cw / 2:g}" y="15" font-size="12" font-weight="700" text-anchor="middle" '
            f'fill="{BLACK}">{esc(name)}</text>'
        )
        body.append(_row(items, x + inset, top))
        if banned:
            body.append(_ban_overlay(x + inset, top, _row_width(len(items)), H))
        weight = ' font-weight="700"' if won else ""
        body.append(
            f'<text x="{x + cw / 2:g}" y="{top + H + 15}" font-size="10" text-anchor="middle" '
            f'fill="{BLACK if won else MUTED}"{weight}>{esc(word)}</text>'
        )
        x += cw + 6
    vw, vh = x - 6, top + H + 28
    if caption:
        vw, vh = max(vw, int(len(line) * 6.4)), vh + 20
        body.append(f'<text x="2" y="{vh - 6}" font-size="12" fill="{BLACK}">{esc(line)}</text>')
    label = line + " " + "; ".join(
        f"{name} {note}" + (": " + ", ".join(card_label(c, lang=lang) for c in items) if items and items[0] is not None else "")
        for name, items, note, _ in cols
    ) + "."
    scale = width / W
    return _svg(vw * scale, vh * scale, vw, vh, label, "".join(body))


@_sized("width")
def trick_html(trick, names: Optional[Sequence[str]] = None, width: float = CARD_PX, lang: Optional[str] = None,
               losses: bool = False) -> str:
    """Returns a trick as HTML: one block per player in play order, then the explanation as a paragraph.

    Takes the same arguments as :func:`trick_svg`. Each block holds the player's
    name, the cards laid (a fold face down), and what the player did; the
    winner's block is framed, a play broken by the first-trick ban carries the
    ``CẤM`` stamp. The blocks sit side by side and wrap; on a phone they stack,
    one player per line. The explanation (who wins and why) is HTML text in the
    page's own font. Every word is in ``lang`` (default: the current language).
    ``losses=True`` writes under a play led or shown that does not win that it loses ("shows, and
    loses"), for a picture read before its explanation (the book's first picture).
    """
    lang = resolve(lang)
    cols, win, line, explanation = _trick_columns(trick, names, lang, losses=bool(losses))
    seats = []
    for i, (name, items, note, banned) in enumerate(cols):
        won = i == win
        word = t("★ wins", lang) if won else note
        seats.append(
            f'<div class="tcd-seat{" tcd-won" if won else ""}"><span class="tcd-who">{esc(name)}</span>'
            f'{_cards_row(items, _px(width), banned, lang)}<span class="tcd-note">{esc(word)}</span></div>'
        )
    return (
        f'<figure class="tamcuc-trick" aria-label="{esc(line)}">{_STYLE_TAG}<div class="tcd-seats">{"".join(seats)}</div>'
        f'<figcaption class="tcd-explain">{esc(explanation)}</figcaption></figure>'
    )


# -- the book's first picture --------------------------------------------------------------


@_sized("width")
def welcome_html(hand, trick, href: str, width: float = CARD_PX, lang: Optional[str] = None) -> str:
    """Returns the picture that opens the book: a hand, a trick, and a link to play a deal now.

    ``hand`` is the cards one player holds (a :class:`Hand`, a list or text); ``trick`` a trick
    the engine resolved (``tc.resolve_trick(plays)``: drawing decides nothing, see
    :func:`trick_html`); ``href`` the page of the game table, relative to the page that shows the
    picture. Both halves are HTML that wraps on a phone, cards ``width`` pixels wide, every word
    in ``lang``.
    """
    lang = resolve(lang)
    href = _text(href, "href")
    if not href or any(c in href for c in "\"<> "):
        raise UsageError(t("href={value}: give the relative address of a page, e.g. 10_play_a_deal.html",
                           value=_shown(href)))
    cards = list(hand) if isinstance(hand, Hand) else as_cards(hand)
    hand_part = hand_html(cards, caption=t("A hand: the {n} cards one player holds, strongest first.", lang,
                                           n=len(cards)), width=width, lang=lang).replace(_STYLE_TAG, "", 1)
    trick_part = trick_html(trick, width=width, lang=lang, losses=True).replace(_STYLE_TAG, "", 1)
    step = t("A trick: each player lays the same number of cards face down; the leader shows them, and each other "
             "player shows or folds (chui). The strongest play shown takes the trick; every other play loses.", lang)
    play, how = t("Play a deal now ▶", lang), t("against the computer, right in this book: no code, no sign-up.", lang)
    return (
        f'<div class="tamcuc-welcome">{_STYLE_TAG}{hand_part}<p class="tcd-welcome-step">{esc(step)}</p>'
        f'{trick_part}<p class="tcd-play-now"><a href="{esc(href)}">{esc(play)}</a> <span>{esc(how)}</span></p></div>'
    )


# -- a picture of the table -----------------------------------------------------------------

_FAN = 11
"""How far apart kept cards are fanned, in card units: the corner index stays readable."""


def _fan(cards: Sequence, x: float, y: float, names: bool = True) -> str:
    """Returns cards overlapping left to right from (x, y), each showing its corner index (``None``: a card face down)."""
    return "".join(
        f'<g transform="translate({number(x + i * _FAN)} {number(y)})">{_back_body() if c is None else _card_body(c, names)}</g>'
        for i, c in enumerate(cards)
    )


def _fan_width(n: int) -> float:
    return W + _FAN * (n - 1) if n else 0


def _seat_places(players: int) -> list:
    """Returns where each seat sits, in play order: "bottom", then anticlockwise round the table."""
    return {2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"]}[players]


TABLE_NAME_PX = 17
TABLE_TEXT_PX = 14
"""Font sizes (picture units) of the table seen from above: a seat's name, and its other words.
The picture is drawn small on a phone (about 0.7 of its size), so they stay readable there."""


@_sized("width")
def table_svg(players: int, names: Optional[Sequence[str]] = None, held: Sequence = (), laid: Sequence = (),
              kept: Sequence = (), discards: int = 0, call: Optional[int] = None, width: float = 44,
              lang: Optional[str] = None) -> str:
    """Returns a picture of the table seen from above: seats, lays, kept cards and the discard pile.

    Seat 0 sits at the bottom and the others follow **anticlockwise**, the way
    play goes round a real table (RULES.md §4): with four players seat 1 is on
    the right, seat 2 across, seat 3 on the left. An arrow in the middle shows
    the direction of play.

    The picture draws what it is given and decides nothing: ``held`` is the
    number of cards in each seat's hand; ``laid`` lists, in play order, what
    each player has put down in the trick under way as ``(seat, cards,
    face_up, note)`` (``cards`` may be ``None`` entries when face down; a small
    number on the lay gives the reveal order, 1 for the leader); ``kept`` is
    each seat's kept cards, drawn in front of that seat, face up, or face down
    for a ``None`` entry; ``discards``
    is the size of the discard pile in the middle. ``width`` is a card's width
    in pixels; ``lang`` the language of its words (default: the current one).
    """
    lang = resolve(lang)
    names = list(names) if names is not None else list(wording.names(players))
    over = bool(held) and not any(held)  # every hand empty: the deal is over, and nothing kept is "kept nothing"
    held = list(held) or [0] * players
    kept = [list(k) for k in kept] or [[] for _ in range(players)]
    where = _seat_places(players)
    lays = {seat: (i, list(cards), up, note) for i, (seat, cards, up, note) in enumerate(laid)}
    lay_w = _row_width(3)  # room for the largest call
    side_w, mid_w = lay_w, 140
    vw = side_w * 2 + mid_w + 28
    seat_h = 18 + H + 26  # name, cards, note
    top_h = seat_h + 10 if "top" in where else 24
    side_h = seat_h + H + 18
    mid_top = top_h + 8
    vh = mid_top + side_h + 8 + seat_h + 10
    body = [f'<rect x="1" y="1" width="{number(vw - 2)}" height="{number(vh - 2)}" rx="36" fill="#e9f1ea" '
            f'stroke="#7f9c86" stroke-width="1.5"/>']

    def lay_block(seat: int, x: float, y: float) -> str:
        """The seat's name, its lay this trick, and a note; x is the block's left edge."""
        out = [f'<text x="{number(x)}" y="{number(y + 13)}" font-size="{TABLE_NAME_PX}" font-weight="700" fill="{BLACK}">'
               f'{esc(names[seat])}<tspan font-weight="400" fill="{MUTED}" font-size="{TABLE_TEXT_PX}"> · '
               f'{esc(t("{n} in hand", lang, n=held[seat]))}</tspan></text>']
        if seat in lays:
            order, cards, up, note = lays[seat]
            for j, c in enumerate(cards):
                cx = x + j * (W + GAP)
                piece = _card_body(c, names_fit(width)) if up and c is not None else _back_body()
                out.append(f'<g transform="translate({number(cx)} {number(y + 18)})">{piece}</g>')
            out.append(
                f'<circle cx="{number(x + 8)}" cy="{number(y + 26)}" r="8" fill="{BLACK}"/>'
                f'<text x="{number(x + 8)}" y="{number(y + 30)}" font-size="11" font-weight="700" text-anchor="middle" '
                f'fill="{FACE}">{order + 1}</text>'
                f'<text x="{number(x)}" y="{number(y + 18 + H + 15)}" font-size="{TABLE_TEXT_PX}" fill="{BLACK}">{esc(note)}</text>'
            )
        return "".join(out)

    def kept_block(seat: int, x: float, y: float) -> str:
        cards = kept[seat]
        label = (t("kept {n}", lang, n=len(cards)) if cards else t("kept nothing", lang) if over
                 else t("kept nothing yet", lang))
        out = [f'<text x="{number(x)}" y="{number(y + 10)}" font-size="{TABLE_TEXT_PX}" fill="{MUTED}">{label}</text>']
        out.append(_fan(cards, x, y + 14, names_fit(width)))
        return "".join(out)

    for seat, place in enumerate(where):
        if place == "bottom":
            x0 = (vw - lay_w - 10 - _fan_width(max(len(kept[seat]), 1))) / 2
            y0 = mid_top + side_h + 8
            body.append(lay_block(seat, x0, y0))
            body.append(kept_block(seat, x0 + lay_w + 10, y0 + 4))
        elif place == "top":
            x0 = (vw - lay_w - 10 - _fan_width(max(len(kept[seat]), 1))) / 2
            body.append(lay_block(seat, x0, 8))
            body.append(kept_block(seat, x0 + lay_w + 10, 12))
        else:
            x0 = 12 if place == "left" else vw - side_w - 12
            body.append(lay_block(seat, x0, mid_top))
            body.append(kept_block(seat, x0, mid_top + seat_h))
    # The middle: the discard pile and the direction of play.
    cx, cy = vw / 2, mid_top + side_h / 2
    for k in range(min(discards, 6)):
        body.append(f'<g transform="translate({number(cx - W / 2 + k * 2)} {number(cy - H / 2 - 6 + k * 2)})">{_back_body()}</g>')
    pile = t("discard pile: {n}", lang, n=discards) if discards else t("discard pile: empty", lang)
    body.append(f'<text x="{number(cx)}" y="{number(cy - H / 2 - 16)}" font-size="{TABLE_TEXT_PX}" text-anchor="middle" '
                f'fill="{BLACK}">{pile}</text>')
    # An arrow round the pile, anticlockwise as seen from above (bottom, right, top, left).
    r = 62
    a = (cx + r * .71, cy + r * .71)
    b = (cx - r * .71, cy + r * .71)
    tip = (b[0] + 7 * .71, b[1] + 7 * .71)
    # The arrowhead at the end of the arc, pointing along it (down and to the right there).
    base = [(b[0] - 2.1 - 4, b[1] - 2.1 + 4), (b[0] - 2.1 + 4, b[1] - 2.1 - 4)]
    body.append(
        f'<path d="M{number(a[0])} {number(a[1])} A{r} {r} 0 1 0 {number(b[0])} {number(b[1])}" fill="none" '
        f'stroke="{HIGHLIGHT_EDGE}" stroke-width="2.5" stroke-dasharray="6 4"/>'
        f'<path d="M{number(tip[0])} {number(tip[1])} L{number(base[0][0])} {number(base[0][1])} L{number(base[1][0])} '
        f'{number(base[1][1])} Z" fill="{HIGHLIGHT_EDGE}"/>'
        f'<text x="{number(cx)}" y="{number(cy + r + 16)}" font-size="{TABLE_TEXT_PX}" text-anchor="middle" fill="{BLACK}">'
        f'{esc(t("play goes anticlockwise", lang))}</text>'
    )
    if call is not None:
        from .game import _CALL_WORDS, call_words

        words = call_words(call, lang) if call in _CALL_WORDS else str(call)
        body.append(f'<text x="{number(cx)}" y="{number(cy + r + 32)}" font-size="{TABLE_TEXT_PX}" text-anchor="middle" fill="{BLACK}">'
                    f'{esc(t("call: {call}", lang, call=words))}</text>')
    parts = []
    for seat in range(players):
        fields = dict(name=names[seat], where=t(_PLACES[where[seat]], lang), held=held[seat], kept=len(kept[seat]))
        if seat in lays:
            order, cards, up, note = lays[seat]
            if up and cards and cards[0] is not None:
                shown = ", ".join(card_label(c, lang=lang) for c in cards)
            else:
                shown = t("{n} face down", lang, n=len(cards))
            parts.append(t("{name} ({where}): {held} in hand, kept {kept}, laid {shown} ({note})", lang,
                           shown=shown, note=note, **fields))
        else:
            parts.append(t("{name} ({where}): {held} in hand, kept {kept}", lang, **fields))
    label = (t("The table from above, play going anticlockwise. {seats}; discard pile {n}.", lang,
               seats="; ".join(parts), n=discards) if discards else
             t("The table from above, play going anticlockwise. {seats}; no discards yet.", lang,
               seats="; ".join(parts)))
    scale = width / W
    return _svg(vw * scale, vh * scale, vw, vh, label, "".join(body))


_PLACES = {"bottom": N_("bottom"), "right": N_("right"), "top": N_("top"), "left": N_("left")}
"""Where a seat sits in the picture, for its accessible name."""

_TABLE_WORDS = {"led": N_("led"), "shown": N_("shown"), "chui": N_("folded (chui)"), "no play": N_("folded (chui)"),
                "short": N_("too few cards"), "laid": N_("face down")}


@_sized("width")
def game_table_svg(game, names: Optional[Sequence[str]] = None, viewer: Optional[int] = None,
                   width: float = 44, lang: Optional[str] = None) -> str:
    """Returns :func:`table_svg` for a :class:`~tamcuc.game.Game` as it stands, seen by ``viewer``.

    ``viewer`` is a seat, or ``None`` for an onlooker. Which laid and kept cards
    are face up comes from the engine (``game.trick.cards(seat, viewer)``,
    ``game.kept_view(seat, viewer)``): the picture only draws them. Lays are numbered in the order they are revealed.
    """
    from .game import Game

    if not isinstance(game, Game):
        raise UsageError(t("game={game}: the table picture draws a Game", game=_shown(game)))
    names = wording.check_names(names, game.players) if names is not None else list(wording.names(game.players))
    laid = []
    trick = game.trick
    if trick is not None:
        for seat, size, status in zip(trick.order, trick.sizes, trick.status):
            cards = trick.cards(seat, viewer)
            word = t(_TABLE_WORDS[status] if trick.revealed else _TABLE_WORDS["laid"], lang)
            if seat == viewer and not trick.face_up(seat, None):
                word = t("{word} (you see your own)", lang, word=word)
            laid.append((seat, list(cards) if cards is not None else [None] * size, cards is not None, word))
    return table_svg(game.players, names, held=[len(h) for h in game.hands], laid=laid,
                     kept=[game.kept_view(seat, viewer) for seat in range(game.players)], discards=len(game.discards),
                     call=game.call if trick is not None else None, width=width, lang=lang)

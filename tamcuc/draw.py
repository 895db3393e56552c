"""Pictures of cards, hands and tricks as SVG text (and HTML fragments around it).

Every picture is generated here: no image files, no fonts fetched. A card is long
and narrow like the real ones: a warm white face, the Hán character large and
black (as on real cards) inside a round chess-piece ring in the card's colour, and the Vietnamese name small
at the foot. Red cards also carry a square red seal with the word ``ĐỎ``, so red
and black differ by shape as well as by colour (for colour-blind readers and
black-and-white printouts). All face-down cards (:func:`back_svg`) look alike.

Accessibility: every ``<svg>`` has ``role="img"``, an ``aria-label`` and a
``<title>`` naming what it shows, e.g. ``Xe đỏ (red chariot)``.

Determinism: the output depends only on the arguments. No element ids, no
counters, no random numbers, so notebook outputs compare byte for byte.

>>> from tamcuc.cards import Card
>>> card_svg(Card.parse("R")).count("ĐỎ")
1
>>> 'aria-label="Xe đỏ (red chariot)"' in card_svg(Card.parse("R"))
True
"""

from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from .cards import Card, Hand, as_cards

# -- the drawing's constants, in card units (a card is W × H) -----------------------
W, H = 50, 125
GAP = 5
RED = "#b3151b"
BLACK = "#1c1c1c"
FACE = "#fffdf6"
EDGE = "#7a6a50"
BACK = "#25594a"
HIGHLIGHT = "#fff2b8"
HIGHLIGHT_EDGE = "#b88a00"
MUTED = "#5a5a5a"
HAN_FONT = "'Noto Serif CJK TC','Songti TC',serif"
TEXT_FONT = "'Noto Sans','DejaVu Sans','Segoe UI',Arial,sans-serif"


def _q(text: str) -> str:
    """Returns ``text`` escaped for an attribute value or element text."""
    return escape(str(text), quote=True)


def card_label(card: Card) -> str:
    """Returns the accessible name of a card, e.g. ``Xe đỏ (red chariot)``."""
    return f"{card.name_vi} ({card.name_en})"


BACK_LABEL = "face-down card"


def _card_body(card: Card) -> str:
    """Returns the SVG elements of one card face at (0, 0), in card units."""
    ink = RED if card.is_red else BLACK
    parts = [
        f'<g fill="{ink}" font-weight="700" text-anchor="middle">'
        f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="4" fill="{FACE}" stroke="{EDGE}"/>'
        f'<g fill="none" stroke="{ink}"><rect x="3.5" y="3.5" width="{W - 7}" height="{H - 7}" rx="2" stroke-width=".6"/>'
        f'<circle cx="25" cy="27" r="17" stroke-width="1.6"/><circle cx="25" cy="27" r="14.5" stroke-width=".5"/>'
        f'<circle cx="25" cy="106" r="9" stroke-width=".8"/></g>'
        # The Hán character is printed in black on every real card; red shows in the ring and the seal.
        f'<g font-family="{HAN_FONT}" fill="{BLACK}"><text x="25" y="36.5" font-size="26">{card.han}</text>'
        f'<text x="25" y="110.3" font-size="12" transform="rotate(180 25 106)">{card.han}</text></g>'
        f'<text x="25" y="56" font-size="7.4">{_q(card.name_vi)}</text>'
    ]
    if card.is_red:
        # The seal: a square stamp with a double border, the colour word inside.
        parts.append(
            f'<g class="tamcuc-seal" transform="rotate(-4 25 77)"><rect x="12" y="64" width="26" height="26" rx="2"/>'
            f'<rect x="14.5" y="66.5" width="21" height="21" rx="1" fill="none" stroke="{FACE}" stroke-width=".9"/>'
            f'<text x="25" y="80.5" font-size="9" fill="{FACE}">ĐỎ</text></g>'
        )
    else:
        parts.append('<text x="25" y="80.5" font-size="9">ĐEN</text>')
    parts.append("</g>")
    return "".join(parts)


def _back_body() -> str:
    """Returns the SVG elements of a face-down card at (0, 0), in card units."""
    return (
        f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="4" fill="{BACK}" stroke="{EDGE}"/>'
        f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="2" fill="none" stroke="{FACE}" stroke-width=".8"/>'
        f'<path d="M25 12 L41 62.5 L25 113 L9 62.5 Z M25 30 L35 62.5 L25 95 L15 62.5 Z" fill="none" '
        f'stroke="{FACE}" stroke-width=".8"/>'
        f'<circle cx="25" cy="62.5" r="5" fill="{FACE}"/>'
    )


def _svg(width: float, height: float, vw: float, vh: float, label: str, body: str) -> str:
    """Returns a complete accessible ``<svg>`` element."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}" height="{_n(height)}" '
        f'viewBox="0 0 {_n(vw)} {_n(vh)}" role="img" aria-label="{_q(label)}" '
        f'font-family="{TEXT_FONT}"><title>{_q(label)}</title>{body}</svg>'
    )


def _n(x: float) -> str:
    """Returns a number for SVG: an integer when whole, else at most two decimals."""
    if float(x).is_integer():
        return str(int(x))
    return f"{x:.2f}".rstrip("0").rstrip(".")


def card_svg(card, width: float = 60) -> str:
    """Returns one card as SVG, ``width`` pixels wide (the height is 2.5 times that).

    ``card`` is a :class:`Card` or anything :meth:`Card.parse` reads.
    """
    card = Card.parse(card)
    return _svg(width, width * H / W, W, H, card_label(card), _card_body(card))


def back_svg(width: float = 60) -> str:
    """Returns a face-down card as SVG; every back is the same."""
    return _svg(width, width * H / W, W, H, BACK_LABEL, _back_body())


def _row(items: Sequence, x0: float = 0, y0: float = 0) -> str:
    """Returns cards (``Card`` or ``None`` for a back) laid left to right from (x0, y0)."""
    out = []
    for i, item in enumerate(items):
        body = _back_body() if item is None else _card_body(item)
        out.append(f'<g transform="translate({_n(x0 + i * (W + GAP))} {_n(y0)})">{body}</g>')
    return "".join(out)


def _row_width(n: int) -> int:
    return n * W + max(n - 1, 0) * GAP if n else W


def hand_label(cards: Sequence, title: Optional[str] = None) -> str:
    """Returns the accessible name of a group of cards, e.g. ``pair of red chariots: Xe đỏ (red chariot), …``."""
    names = ", ".join(card_label(c) for c in cards) if cards else "no cards"
    return f"{title}: {names}" if title else f"{len(cards)} card{'s' if len(cards) != 1 else ''}: {names}"


PER_ROW = 16
"""Cards per row in :func:`hand_svg`: a whole deck is drawn as two rows of sixteen."""


def hand_svg(cards, title: Optional[str] = None, width: float = 50, per_row: int = PER_ROW) -> str:
    """Returns cards as SVG, in rows of at most ``per_row``, each card ``width`` pixels wide.

    ``cards`` is a :class:`Hand`, a list of cards, or text such as ``"R R c"``;
    the cards are drawn in the order given. ``title``, when given, is written
    under the cards and starts the accessible name.
    """
    if callable(getattr(cards, "svg", None)):  # another game's cards draw themselves (tamcuc.tusac.Hand)
        return cards.svg(title=title, width=width)
    cards = list(cards) if isinstance(cards, Hand) else as_cards(cards)
    label = hand_label(cards, title)
    rows = [cards[i:i + per_row] for i in range(0, len(cards), per_row)] or [[]]
    vw = _row_width(len(rows[0]))
    if cards:
        body = "".join(_row(row, 0, r * (H + GAP)) for r, row in enumerate(rows))
    else:
        body = (
            f'<rect x=".5" y=".5" width="{W - 1}" height="{H - 1}" rx="4" fill="none" stroke="{EDGE}" '
            f'stroke-dasharray="3 3"/><text x="25" y="66" font-size="8" text-anchor="middle" fill="{MUTED}">no cards</text>'
        )
    vh = len(rows) * H + (len(rows) - 1) * GAP
    if title:
        vw = max(vw, int(len(title) * 5.2) + 4)
        body += f'<text x="0" y="{vh + 12}" font-size="10" fill="{BLACK}">{_q(title)}</text>'
        vh += 16
    scale = width / W
    return _svg(vw * scale, vh * scale, vw, vh, label, body)


# -- HTML fragments (for quizzes and lessons) --------------------------------------------

_HTML_STYLE = "display:inline-block;margin:0 1.2em .6em 0;vertical-align:top"


def hand_html(cards, title: Optional[str] = None, caption: Optional[str] = None, width: float = 50) -> str:
    """Returns a ``<figure>`` holding :func:`hand_svg` and an optional visible caption."""
    cap = f'<figcaption style="font-size:.9em;color:#1c1c1c">{_q(caption)}</figcaption>' if caption else ""
    return f'<figure class="tamcuc-cards" style="{_HTML_STYLE}">{hand_svg(cards, title, width)}{cap}</figure>'


def cards_html(groups: Sequence, captions: Sequence = (), width: float = 50) -> str:
    """Returns several groups of cards side by side, each under its caption, as an HTML ``<div>``.

    ``groups`` are hands (or text); ``captions`` is empty or one text per group.
    A group of ``None`` is drawn as a single face-down card.
    """
    if captions and len(captions) != len(groups):
        raise ValueError(f"cards_html: {len(groups)} groups but {len(captions)} captions")
    figs = []
    for i, group in enumerate(groups):
        cap = captions[i] if captions else None
        if group is None:
            inner = back_svg(width)
            figs.append(
                f'<figure class="tamcuc-cards" style="{_HTML_STYLE}">{inner}'
                + (f'<figcaption style="font-size:.9em;color:#1c1c1c">{_q(cap)}</figcaption>' if cap else "")
                + "</figure>"
            )
        else:
            figs.append(hand_html(group, caption=cap, width=width))
    return f'<div class="tamcuc-card-groups">{"".join(figs)}</div>'


# -- tricks ---------------------------------------------------------------------------------


def _trick_columns(record_or_plays, names, rules, first_trick):
    """Returns (columns, winner_index, caption, explanation) for a trick in any of its forms.

    A column is (name, items, note): items are cards or ``None`` for a back.
    """
    from .tricks import TrickResult, resolve_trick

    if hasattr(record_or_plays, "laid") and hasattr(record_or_plays, "order"):
        rec = record_or_plays
        label = (lambda p: names[p]) if names else (lambda p: f"Player {p}")
        cols = []
        for i, (seat, status, laid, shown) in enumerate(zip(rec.order, rec.status, rec.laid, rec.shown)):
            if status in ("led", "shown"):
                items = list(shown.cards)
                note = "leads" if status == "led" else "shows"
                if i in rec.result.banned:
                    note = "banned: counts as folded"
            elif status == "short":
                items, note = [None] * len(laid), "too few cards"
            else:
                items, note = [None] * len(laid), "folds (chui)"
            cols.append((label(seat), items, note))
        result = rec.result
        order_names = [label(p) for p in rec.order]
        win = result.winner
        explanation = rec.explain(names)
        title = f"Trick {rec.number}: "
    else:
        result = record_or_plays if isinstance(record_or_plays, TrickResult) else None
        if result is None:
            from .rules import Rules

            result = resolve_trick(list(record_or_plays), rules if rules is not None else Rules(), first_trick)
        order_names = list(names) if names is not None else [chr(ord("A") + i) for i in range(len(result.plays))]
        size = result.plays[0].size
        cols = []
        for i, play in enumerate(result.plays):
            if play is None:
                cols.append((order_names[i], [None] * size, "folds (chui)"))
            else:
                note = "leads" if i == 0 else "shows"
                if i in result.banned:
                    note = "banned: counts as folded"
                cols.append((order_names[i], list(play.cards), note))
        win = result.winner
        explanation = result.explain(order_names)
        title = ""
    caption = f"{title}{order_names[win]} wins with {result.winning_play.phrase_en}."
    return cols, win, caption, explanation


def trick_svg(record_or_plays, names: Optional[Sequence[str]] = None, rules=None, first_trick: bool = False,
              width: float = 50, caption: bool = True) -> str:
    """Returns a trick as SVG: each player's laid cards, folds face down, the winner framed.

    ``record_or_plays`` is a :class:`~tamcuc.game.TrickRecord` (``names`` then
    index seats, as in its ``explain``), a :class:`~tamcuc.tricks.TrickResult`,
    or the list of plays that :func:`~tamcuc.tricks.resolve_trick` takes
    (``["r r", None, "R R"]``; ``names`` then follow play order, default A, B, C…,
    and ``rules``/``first_trick`` are passed on). ``width`` is one card's width
    in pixels. A one-line caption (``caption=False`` leaves it out) says who wins;
    the accessible name always does.
    """
    cols, win, line, _ = _trick_columns(record_or_plays, names, rules, first_trick)
    pad, top = 8, 20
    x = 0
    body = []
    for i, (name, items, note) in enumerate(cols):
        won = i == win
        word = "★ wins" if won else note
        cw = max(_row_width(len(items)) + 2 * pad, int(len(word) * 5.6) + 8, int(len(name) * 7) + 8)
        inset = (cw - _row_width(len(items))) / 2
        if won:
            body.append(
                f'<rect x="{x + 1.5}" y="1.5" width="{cw - 3}" height="{top + H + 25}" rx="6" '
                f'fill="{HIGHLIGHT}" stroke="{HIGHLIGHT_EDGE}" stroke-width="3"/>'
            )
        body.append(
            f'<text x="{x + cw / 2:g}" y="15" font-size="12" font-weight="700" text-anchor="middle" '
            f'fill="{BLACK}">{_q(name)}</text>'
        )
        body.append(_row(items, x + inset, top))
        weight = ' font-weight="700"' if won else ""
        body.append(
            f'<text x="{x + cw / 2:g}" y="{top + H + 15}" font-size="10" text-anchor="middle" '
            f'fill="{BLACK if won else MUTED}"{weight}>{_q(word)}</text>'
        )
        x += cw + 6
    vw, vh = x - 6, top + H + 28
    if caption:
        vw, vh = max(vw, int(len(line) * 6.4)), vh + 20
        body.append(f'<text x="2" y="{vh - 6}" font-size="12" fill="{BLACK}">{_q(line)}</text>')
    label = line + " " + "; ".join(
        f"{name} {note}" + (": " + ", ".join(card_label(c) for c in items) if items and items[0] is not None else "")
        for name, items, note in cols
    ) + "."
    scale = width / W
    return _svg(vw * scale, vh * scale, vw, vh, label, "".join(body))


def trick_html(record_or_plays, names: Optional[Sequence[str]] = None, rules=None, first_trick: bool = False,
               width: float = 50) -> str:
    """Returns a ``<figure>``: :func:`trick_svg` with the full explanation as its caption."""
    _, _, _, explanation = _trick_columns(record_or_plays, names, rules, first_trick)
    svg = trick_svg(record_or_plays, names, rules, first_trick, width, caption=False)
    return (
        f'<figure class="tamcuc-trick" style="margin:0 0 1em 0">{svg}'
        f'<figcaption style="font-size:.9em;max-width:48em;color:#1c1c1c">{_q(explanation)}</figcaption></figure>'
    )

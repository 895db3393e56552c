"""What every printable shares: the page, its sizes, the print stylesheet and the check ruler.

A :class:`Printable` is an HTML fragment (its own ``<style>``, no ids shared with the
rest of a page, nothing loaded from outside) that shows itself in a notebook and on the
site, where its print stylesheet (``tamcuc/static/print.css``) hides the site around it,
and becomes a standalone file (:meth:`Printable.document`, :meth:`Printable.save`).
The sizes of the printed page (margins, the deck's area, a card, the ruler) are
constants here, in millimetres; the stylesheet takes them from here.

>>> ruler_html().count("<rect") - 1 == RULER_MM + 1
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional, Union

from .._html import BACK, css, esc, lang_attribute, script
from ..cards import Card  # noqa: F401 (the doctest's)
from ..errors import PrintError
from ..errors import shown as _shown
from ..i18n import resolve, t
from .._public import public_dir

__all__ = [
    "MARGIN_MM", "CARD_MM", "CELL_MM", "COLUMNS", "ROWS", "PER_SHEET", "PAPERS", "PAPER_MM", "AREA_MM", "NOTE_MM",
    "RULER_ROOM_MM", "RULER_MM", "RULER_PAD_MM", "STYLE", "DOC_STYLE", "PRINT_BUTTON", "PRINT_SCRIPT", "Printable",
    "ruler_html", "DEMO_CARD_MM", "card_words", "counted_cards",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

MARGIN_MM = 8
"""The page margin, in millimetres, on every side."""

CARD_MM = 30
"""The printed width of a card in millimetres (its height is 2.5 times that)."""

CELL_MM = (CARD_MM, CARD_MM * 5 // 2)
"""One cut cell: exactly one card, in every layout of the deck (faces, double-sided, fold and glue),
so every printed deck has cards of one size, :data:`CARD_MM` × 2.5 :data:`CARD_MM`."""

COLUMNS, ROWS = 6, 3
PER_SHEET = COLUMNS * ROWS
"""Cards on one printed sheet of the deck."""

PAPERS = {"a4": "A4", "letter": "letter"}
"""Paper names a standalone file may pin (``@page { size: … }``)."""

PAPER_MM = {"a4": (210, 297), "letter": (215.9, 279.4)}
"""Paper sizes in millimetres (width, height, portrait)."""

AREA_MM = (
    min(w for w, _ in PAPER_MM.values()) - 2 * MARGIN_MM,
    258,
)
"""The box every deck sheet is laid out in (mm): as wide as the printable width of A4
(the narrower paper), a little shorter than Letter's printable height. It is centred
on the page, so its left and right margins are equal on A4 and on Letter: a
double-sided print (flip on the long edge) lands each back behind its card."""

NOTE_MM = 6
"""The height of the one-line note at the top of a deck sheet."""

RULER_ROOM_MM = 10
"""The room kept for the check ruler at the bottom of a deck sheet."""

RULER_MM = 100
"""The length of the check ruler printed on every sheet, in millimetres."""

RULER_PAD_MM = 2
"""Room left and right of the ruler's line for its end labels, in millimetres."""

DEMO_CARD_MM = 90
"""The printed width of a big demonstration card (:func:`tamcuc.printables.pages.demo_cards`): 90 × 225 mm."""


def card_words(card, lang: Optional[str] = None) -> str:
    """Returns a card by name in a sentence of a printable: its Vietnamese name, the word on the printed faces,
    then its name in the reader's language when that is another one.

    >>> card_words(Card.parse("R"), "en"), card_words(Card.parse("R"), "vi")
    ('Xe đỏ (red chariot)', 'xe đỏ')
    """
    own = card.name(lang)
    return own if own.lower() == card.name_vi.lower() else f"{card.name_vi} ({own})"


def counted_cards(cards, lang: Optional[str] = None, name=card_words) -> str:
    """Returns cards in a sentence of a printable, equal cards counted together in words and the list joined
    with "and" (``name`` names one card, :func:`card_words` unless given).

    >>> counted_cards([Card.parse("P"), Card.parse("p")], "vi")
    'một tốt đỏ và một tốt đen'
    >>> counted_cards([Card.parse("P"), Card.parse("p")], "en", name=lambda card, lang: card.name_vi)
    'one Tốt đỏ and one Tốt đen'
    """
    from ..wording import _counted, join, number_word

    return join([f"{number_word(n, lang)} {name(card, lang)}" for card, n in _counted(cards).items()], lang=lang)


# -- the shared stylesheet (tamcuc/static/print.css) -------------------------------------

STYLE = "<style>" + css("print.css", {
    "margin": f"{MARGIN_MM}mm",
    "area-width": f"{AREA_MM[0]:g}mm",
    "area-height": f"{AREA_MM[1]:g}mm",
    "area-ratio": f"{AREA_MM[0]:g}/{AREA_MM[1]:g}",
    "back": BACK,
    "note-height": f"{NOTE_MM}mm",
    "card-width": f"{CARD_MM}mm",
    "card-height": f"{CARD_MM * 5 // 2}mm",
    "ruler-width": f"{RULER_MM + 2 * RULER_PAD_MM}mm",
    "ruler-share": f"{100 * (RULER_MM + 2 * RULER_PAD_MM) / AREA_MM[0]:.2f}%",
    "demo-width": f"{DEMO_CARD_MM}mm",
    "demo-height": f"{DEMO_CARD_MM * 5 / 2:g}mm",
}) + "</style>"
"""The print stylesheet every printable carries (scoped to ``.tamcuc-print``): ``tamcuc/static/print.css``
on one line, its ``var(--py-…)`` slots filled with the sizes above."""

DOC_STYLE = css("print-document.css")
"""The style of the page around a printable in a standalone file: ``tamcuc/static/print-document.css``."""


def _print_button(lang: Optional[str] = None) -> str:
    """Returns the screen-only "Print this page" button (enabled by :data:`PRINT_SCRIPT`)."""
    return (
        '<p class="tamcuc-screen"><button type="button" class="tamcuc-print-button" disabled>'
        f"{esc(t('Print this page', lang))}</button></p>"
    )


PRINT_BUTTON = _print_button("en")
PRINT_SCRIPT = "<script>" + script("print.js", "") + "</script>"
"""Enables the print button and prints on a click: ``tamcuc/static/print.js`` on one line."""


class Printable:
    """A printable page or set of pages: a self-contained HTML fragment and what it prints.

    ``name`` is the short name (``deck``, ``poster``, ``plays``, ``scoresheet``,
    ``worksheet``); ``pages`` the number of printed pages on A4 or Letter when it is
    known in advance (``None`` when the content flows); ``landscape`` whether its
    pages are landscape; ``lang`` the language it is written in (``title``, ``body`` and
    ``screen_note`` come already written in it). :meth:`html` is the fragment,
    :meth:`document` a whole file.
    """

    def __init__(self, name: str, title: str, body: str, pages: Optional[int] = None,
                 landscape: bool = False, screen_note: str = "", extra_class: str = "", attributes: str = "",
                 lang: Optional[str] = None, page_size: Optional[str] = None):
        self.lang = resolve(lang)
        self.page_size = page_size
        self.name = name
        self.attributes = attributes
        self.title = title
        self.body = body
        self.pages = pages
        self.landscape = landscape
        self.screen_note = screen_note
        self.extra_class = extra_class

    def html(self) -> str:
        """Returns the fragment: stylesheet, a screen-only note, and the printed pages."""
        note = f'<p class="tamcuc-screen tamcuc-screen-note">{esc(self.screen_note)}</p>' if self.screen_note else ""
        size = " ".join(x for x in (self.page_size, "landscape" if self.landscape else None) if x)
        page_rule = f"<style>@page{{size:{size}}}</style>" if size else ""
        cls = f"tamcuc-print tamcuc-{self.name}" + (f" {self.extra_class}" if self.extra_class else "")
        pages = f' data-pages="{self.pages}"' if self.pages is not None else ""
        return (
            f'<div class="{cls}"{lang_attribute(self.lang)} data-printable="{self.name}"{pages}{self.attributes}>'
            f"{STYLE}{page_rule}{note}{_print_button(self.lang)}"
            f"{self.body}{PRINT_SCRIPT}</div>"
        )

    def document(self, paper: Optional[str] = None) -> str:
        """Returns a standalone HTML file; ``paper`` (``"a4"``, ``"letter"`` or None) pins its page size."""
        size = ""
        if paper is not None:
            key = str(paper).lower()
            if key not in PAPERS:
                raise PrintError(t("paper {paper} is not one we print on; choose one of {choices}", self.lang,
                                   paper=_shown(paper), choices=sorted(PAPERS)))
            size = f"@page{{size:{PAPERS[key]}{' landscape' if self.landscape else ''}}}"
        return (
            f'<!DOCTYPE html>\n<html lang="{self.lang}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{esc(self.title)}</title>\n<style>{DOC_STYLE}{size}</style>\n</head>\n<body>\n<main>\n"
            f'<h1 class="tamcuc-screen-title">{esc(self.title)}</h1>\n'
            f"{self.html()}\n</main>\n</body>\n</html>\n"
        )

    def save(self, path: Union[str, Path], paper: Optional[str] = None) -> Path:
        """Writes :meth:`document` to ``path`` (UTF-8) and returns the path."""
        path = Path(path)
        path.write_text(self.document(paper), encoding="utf-8")
        return path

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        pages = "" if self.pages is None else f", pages={self.pages}"
        return f"Printable({self.name!r}{pages})"


# -- the ruler --------------------------------------------------------------------------------


def ruler_html(lang: Optional[str] = None) -> str:
    """Returns the 100 mm check ruler: a line with a tick every millimetre and its label (in ``lang``).

    A teacher holds a real ruler against it: if it is not 10 cm long, the browser
    scaled the page ("fit to page"), and the cards are the wrong size.
    """
    ticks = []
    for mm in range(RULER_MM + 1):
        tall = 3.2 if mm % 10 == 0 else 2.2 if mm % 5 == 0 else 1.3
        x = min(max(mm - 0.125, 0), RULER_MM - 0.25)  # the end ticks stay inside 0 … 100 mm
        ticks.append(f'<rect x="{x:g}" y="{4.2 - tall:g}" width=".25" height="{tall:g}"/>')
    labels = "".join(
        f'<text x="{cm * 10}" y="6.6" text-anchor="middle">{cm}</text>' for cm in range(0, RULER_MM // 10 + 1)
    )
    # The picture is RULER_PAD_MM wider than the line on each side, so the end labels ("0",
    # "10"), centred on the end ticks, are drawn whole: one user unit is still one millimetre.
    pad, wide = RULER_PAD_MM, RULER_MM + 2 * RULER_PAD_MM
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tamcuc-ruler-svg" viewBox="{-pad:g} 0 {wide:g} 7" '
        f'width="{wide:g}mm" height="7mm" role="img" aria-label="{esc(t("a {mm} mm ruler", lang, mm=RULER_MM))}">'
        f'<g fill="#000"><rect x="0" y="4" width="{RULER_MM}" height=".4"/>{"".join(ticks)}</g>'
        f'<g fill="#000" font-size="2.2" font-family="\'DejaVu Sans\',Arial,sans-serif">{labels}</g></svg>'
    )
    label = t("{mm} mm check: hold a ruler here. If this line is not 10 cm long, print again at 100 % "
              "(actual size).", lang, mm=RULER_MM)
    return f'<div class="tamcuc-ruler">{svg}<span class="tamcuc-ruler-label">{esc(label)}</span></div>'

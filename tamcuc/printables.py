"""Things a teacher prints: the deck, the rules handout, the poster, the plays card, a score sheet.

Every printable is a :class:`Printable`: an HTML fragment (its own ``<style>``,
no ids shared with the rest of a page, nothing loaded from outside) that

- shows itself in a notebook and on the book's site (``_repr_html_``), where its
  print stylesheet hides the site around it, so printing the page prints only it;
- becomes a standalone file with :meth:`Printable.document` / :meth:`Printable.save`
  (what ``python -m tamcuc deck --out deck.html`` writes).

Every picture is drawn by :mod:`tamcuc.draw` and every fact comes from the engine:
the deck sheets hold exactly :func:`tamcuc.cards.deck`, the ladder is the order of
:data:`tamcuc.cards.CARDS`, the plays card lists :data:`tamcuc.plays.ALL_PLAYS`,
the score sheet's example is :func:`tamcuc.scoring.settle`.

Paper: the printed area of every page fits both A4 (210 × 297 mm) and US Letter
(215.9 × 279.4 mm) inside margins of :data:`MARGIN_MM`, so the same page prints on
either; ``paper="a4"`` or ``"letter"`` pins the ``@page`` size of a standalone file.
Print at 100 % ("actual size"), not "fit to page", so the cards keep their size.

Every printable takes ``lang`` (``"en"`` or ``"vi"``; None: the current language) and
remembers it: its words, its title and the ``lang`` of its pages are in that language.

Cards are printed :data:`CARD_MM` wide and 2.5 times as tall (30 × 75 mm, about
the size of a real card), six across and three down: 18 cards a sheet, the deck on
two sheets. :func:`deck_sheets` places every card, for the site and the command line
alike: each sheet is a box of :data:`AREA_MM` centred on the page, so the margins
left and right are equal on A4 and on Letter, and the card backs, when asked for,
sit at the mirror place of their faces: a double-sided print (flip on the long
edge) puts each back behind its face. The ``fold`` layout puts faces and backs on
one sheet, for printers without double-sided printing. Every sheet carries a
:func:`ruler_html` 100 mm long, to check that the print was not scaled.

>>> from tamcuc.draw import card_svg
>>> p = deck("faces")
>>> p.pages, p.html().count(card_svg("K")), p.html().count(card_svg("p"))
(2, 1, 5)
>>> deck("duplex").pages, deck("fold").pages
(4, 4)
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Optional, Sequence, Union

from .cards import CARDS, Card, Colour, Hand, Rank
from .cards import deck as engine_deck
from .draw import BACK, back_svg, card_svg, han_svg, hand_svg
from . import checks
from .errors import PrintError  # defined in tamcuc.errors, still importable from here
from .errors import shown as _shown
from .draw import trick_svg
from .i18n import N_, language, resolve, t
from .wording import card_label as wording_label
from .wording import join as wording_join
from .wording import ordinal as wording_ordinal
from .plays import ALL_PLAYS, TRIPLES, Kind, Play, why_beats, why_not_a_play
from .rules import Rules
from .scoring import settle
from .tricks import resolve_trick

MARGIN_MM = 8
"""The page margin, in millimetres, on every side."""

CARD_MM = 30
"""The printed width of a card in millimetres (its height is 2.5 times that)."""

CELL_MM = (32, 80)
"""One cut cell: the card and a 1 mm border on each side."""

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


def _q(text) -> str:
    return escape(str(text), quote=True)


def lang_attribute(lang: Optional[str] = None, quote: str = '"') -> str:
    """Returns `` lang="vi"`` for an element written in a language other than English, else nothing.

    English is the pages' own language, so English fragments stay exactly as they were.
    """
    lang = resolve(lang)
    return "" if lang == "en" else f" lang={quote}{lang}{quote}"


# -- the shared stylesheet --------------------------------------------------------------

STYLE = (
    "<style>"
    "@page{margin:%(m)smm}"
    # The theme's colour variables, fixed inside a printable: it stays dark on white in the
    # site's dark mode too (and on paper).
    ".tamcuc-print{--pst-color-heading:#1c1c1c;--pst-color-text-base:#1c1c1c;--pst-color-text-muted:#3d3d3d;"
    "--pst-color-inline-code:#1c1c1c;--pst-color-surface:#f3ecdc;--pst-color-border:#b9ad95}"
    ".tamcuc-print h2,.tamcuc-print h3,.tamcuc-print figcaption,.tamcuc-print code,.tamcuc-print th,"
    ".tamcuc-print td,.tamcuc-print label{color:inherit}"
    ".tamcuc-print code{background:#f3ecdc}"
    ".tamcuc-print{color:#1c1c1c;background:#fff;font-family:'Noto Sans','DejaVu Sans','Segoe UI',Arial,sans-serif;"
    "-webkit-print-color-adjust:exact;print-color-adjust:exact;line-height:1.35}"
    ".tamcuc-print h2{font-size:1.35em;margin:.2em 0 .4em}"
    ".tamcuc-print h3{font-size:1.05em;margin:.6em 0 .25em}"
    ".tamcuc-print p{margin:.25em 0}"
    ".tamcuc-print .tamcuc-page,.tamcuc-print .tamcuc-sheet{margin:0 0 2.5em}"
    ".tamcuc-print .tamcuc-note{font-size:3mm;color:#3d3d3d;margin:0 0 1.5mm}"
    ".tamcuc-print .tamcuc-controls{margin:0 0 1em;padding:.5em .8em;border:1px solid #d8cfbc;"
    "border-radius:6px;background:#fcfaf4}"
    ".tamcuc-print .tamcuc-controls{display:flex;gap:.6em;align-items:flex-start}"
    ".tamcuc-print .tamcuc-controls input{margin-top:.3em;flex:none;width:1.1em;height:1.1em}"
    ".tamcuc-print .tamcuc-controls label{display:inline;margin:0}"
    ".tamcuc-print .tamcuc-controls input:focus-visible,.tamcuc-print .tamcuc-print-button:focus-visible"
    "{outline:3px solid #1a5fb4;outline-offset:2px}"
    ".tamcuc-print .tamcuc-print-button{font:inherit;color:#1c1c1c;background:#fff;border:2px solid #8c7d62;"
    "border-radius:5px;padding:.3em .9em;cursor:pointer}"
    ".tamcuc-print .tamcuc-print-button[disabled]{cursor:default;opacity:.6}"
    # the deck: every sheet is a box of AREA_MM centred on the page; cells are placed in it
    ".tamcuc-print .tamcuc-area{position:relative;width:%(aw)smm;height:%(ah)smm;margin:0 auto}"
    ".tamcuc-print .tamcuc-area>*{position:absolute;box-sizing:border-box;margin:0}"
    ".tamcuc-print .tamcuc-cell{display:flex;align-items:center;justify-content:center;"
    "outline:.25mm dashed #8a8a8a;outline-offset:-.125mm}"
    ".tamcuc-print .tamcuc-cell svg{width:%(w)smm;height:%(h)smm;display:block}"
    ".tamcuc-print .tamcuc-back-cell{outline:0;background:%(back)s}"
    ".tamcuc-print .tamcuc-fold .tamcuc-back-cell svg{transform:scaleX(-1)}"
    ".tamcuc-print .tamcuc-fold-line{background:#1c1c1c}"
    ".tamcuc-print .tamcuc-area>.tamcuc-note{white-space:nowrap;overflow:hidden;line-height:%(nh)smm}"
    ".tamcuc-print .tamcuc-layout{display:none}"
    ".tamcuc-print[data-layout=faces] .tamcuc-layout[data-layout=faces],"
    ".tamcuc-print[data-layout=duplex] .tamcuc-layout[data-layout=duplex],"
    ".tamcuc-print[data-layout=fold] .tamcuc-layout[data-layout=fold]{display:block}"
    ".tamcuc-print .tamcuc-controls legend{font-weight:700;padding:0 .3em}"
    ".tamcuc-print .tamcuc-controls p{display:flex;gap:.6em;align-items:flex-start;margin:.3em 0}"
    # the check ruler
    ".tamcuc-print .tamcuc-ruler{display:flex;align-items:flex-end;gap:3mm;margin:3mm 0 0;break-inside:avoid}"
    ".tamcuc-print .tamcuc-ruler-svg{width:%(rw)smm;height:7mm;flex:none;display:block}"
    ".tamcuc-print .tamcuc-ruler-label{font-size:2.8mm;color:#3d3d3d;line-height:1.2}"
    ".tamcuc-print .tamcuc-class-table{border-collapse:collapse;margin:.5em 0 1em}"
    ".tamcuc-print .tamcuc-class-table th,.tamcuc-print .tamcuc-class-table td{border:1px solid #b9ad95;"
    "padding:.15em .6em;text-align:center}"
    ".tamcuc-print .tamcuc-class-table caption{text-align:left;caption-side:top;margin:0 0 .3em}"
    # the ladder poster
    ".tamcuc-print .tamcuc-ladder{display:grid;grid-template-columns:repeat(7,36mm);width:252mm;"
    "column-gap:0;text-align:center}"
    ".tamcuc-print .tamcuc-rung{border-left:.4mm solid #b9ad95;padding:0 1mm}"
    ".tamcuc-print .tamcuc-rung:first-child{border-left:0}"
    ".tamcuc-print .tamcuc-rung-head{font-size:4mm;line-height:1.2;min-height:14mm}"
    ".tamcuc-print .tamcuc-rung-head b{font-size:5.2mm}"
    # The column's character is drawn (draw.han_svg), like the cards: no CJK font needed.
    ".tamcuc-print .tamcuc-rung-head svg.tamcuc-han{width:5mm;height:5mm;display:inline-block;margin:0;"
    "vertical-align:-.8mm}"
    ".tamcuc-print .tamcuc-rung svg{width:18mm;height:45mm;display:block;margin:1mm auto 0}"
    ".tamcuc-print .tamcuc-place{font-size:3.4mm;font-weight:700;margin:.5mm 0 1.5mm}"
    ".tamcuc-print .tamcuc-arrow{display:flex;justify-content:space-between;width:252mm;font-weight:700;"
    "font-size:4.2mm;border-bottom:.6mm solid #1c1c1c;margin:1mm 0 2mm;padding-bottom:1mm}"
    ".tamcuc-print .tamcuc-poster h2{font-size:8mm;margin:0 0 1mm}"
    ".tamcuc-print .tamcuc-rules{font-size:3.9mm;margin:2mm 0 0;padding-left:6mm;width:246mm}"
    # the plays card
    ".tamcuc-print .tamcuc-plays h2{font-size:6.5mm;margin:0 0 1mm}"
    ".tamcuc-print .tamcuc-plays h3{font-size:4.6mm;margin:3mm 0 1mm;border-bottom:.3mm solid #b9ad95}"
    ".tamcuc-print .tamcuc-plays p,.tamcuc-print .tamcuc-plays li{font-size:3.5mm}"
    ".tamcuc-print .tamcuc-plays ul{margin:.5mm 0;padding-left:5mm}"
    ".tamcuc-print .tamcuc-row{display:flex;flex-wrap:wrap;gap:1mm 3mm;margin:1mm 0}"
    ".tamcuc-print .tamcuc-row figure{margin:0;padding:0;text-align:center;font-size:2.8mm}"
    ".tamcuc-print figure,.tamcuc-print figcaption{padding:0}"
    ".tamcuc-print .tamcuc-row svg{height:18mm;width:auto;display:block;margin:0 auto}"
    ".tamcuc-print .tamcuc-row.tamcuc-small svg{height:14mm}"
    # the handout
    ".tamcuc-print .tamcuc-handout h2{font-size:6.5mm;margin:0 0 1mm}"
    ".tamcuc-print .tamcuc-handout h3{font-size:4.2mm;margin:2mm 0 .5mm;border-bottom:.3mm solid #b9ad95}"
    ".tamcuc-print .tamcuc-handout p,.tamcuc-print .tamcuc-handout li{font-size:3.4mm}"
    ".tamcuc-print .tamcuc-handout ul,.tamcuc-print .tamcuc-handout ol{margin:.5mm 0;padding-left:5mm}"
    ".tamcuc-print .tamcuc-ladder-row{gap:0 1mm;flex-wrap:nowrap}"
    ".tamcuc-print .tamcuc-ladder-row svg{height:30mm;width:12mm}"
    ".tamcuc-print .tamcuc-handout-trick{margin:1mm 0}"
    ".tamcuc-print .tamcuc-handout-trick svg{height:34mm;width:auto;display:block}"
    ".tamcuc-print .tamcuc-handout-trick figcaption{font-size:3.2mm}"
    # the score sheet
    ".tamcuc-print .tamcuc-score h2{font-size:6mm;margin:0 0 1mm}"
    ".tamcuc-print .tamcuc-score p,.tamcuc-print .tamcuc-score li{font-size:3.4mm}"
    ".tamcuc-print .tamcuc-score ol{margin:.5mm 0;padding-left:5mm}"
    ".tamcuc-print table.tamcuc-table{border-collapse:collapse;margin:2mm 0;width:%(pw)smm;table-layout:fixed}"
    ".tamcuc-print .tamcuc-table th,.tamcuc-print .tamcuc-table td{border:.3mm solid #5a5a5a;padding:.6mm 1mm;"
    "font-size:3.3mm;text-align:center;height:%(rowh)smm}"
    ".tamcuc-print .tamcuc-table thead th{background:#f3ecdc;height:auto}"
    ".tamcuc-print .tamcuc-table .tamcuc-example td,.tamcuc-print .tamcuc-table .tamcuc-example th"
    "{color:#3d3d3d;font-style:italic;background:#f7f4ec}"
    ".tamcuc-print .tamcuc-table .tamcuc-total{font-weight:700}"
    ".tamcuc-print .tamcuc-blank{display:inline-block;min-width:40mm;border-bottom:.3mm solid #1c1c1c}"
    ".tamcuc-print .tamcuc-table .tamcuc-blank{display:block;min-width:0;width:90%%;height:5mm;margin:0 auto}"
    # the worksheet
    ".tamcuc-print .tamcuc-ws-list{padding-left:7mm;margin:2mm 0}"
    ".tamcuc-print .tamcuc-ws-q{break-inside:avoid;page-break-inside:avoid;margin:0 0 4mm}"
    ".tamcuc-print .tamcuc-ws-prompt{font-weight:600}"
    ".tamcuc-print .tamcuc-ws-choices{list-style:none;padding:0;margin:1mm 0;display:flex;flex-wrap:wrap;gap:1mm 6mm}"
    ".tamcuc-print .tamcuc-ws-choices li{display:flex;align-items:center;gap:1.5mm}"
    ".tamcuc-print .tamcuc-box{display:inline-block;width:3.6mm;height:3.6mm;border:.35mm solid #1c1c1c;"
    "border-radius:.5mm;flex:none}"
    ".tamcuc-print .tamcuc-ws-q figure{margin:0 4mm 1mm 0 !important}"
    ".tamcuc-print .tamcuc-key-item{break-inside:avoid;page-break-inside:avoid;margin:0 0 3mm}"
    ".tamcuc-print .tamcuc-key-item ul{margin:.5mm 0;padding-left:5mm;color:#3d3d3d;font-size:.92em}"
    ".tamcuc-print .tamcuc-fields{display:flex;gap:8mm;margin:2mm 0 3mm}"
    ".tamcuc-print .tamcuc-key-grid{display:flex;flex-wrap:wrap;gap:1mm 2mm;margin:1mm 0 3mm;font-size:4mm}"
    ".tamcuc-print .tamcuc-key-cell{border:.3mm solid #5a5a5a;border-radius:1mm;padding:.3mm 1.5mm;"
    "white-space:nowrap}"
    ".tamcuc-print .tamcuc-key-n{color:#3d3d3d;font-size:.8em}"
    ".tamcuc-print .tamcuc-key-list{font-size:3.3mm}"
    ".tamcuc-print .tamcuc-key-lesson{font-size:.9em;color:#3d3d3d;font-style:italic}"
    "@media print{.tamcuc-print .tamcuc-key-list{column-count:2;column-gap:6mm}}"
    # On screen the pages shrink to the column they are shown in (a preview); print sizes are in mm.
    "@media screen{.tamcuc-print{padding:.6em .8em;border-radius:6px}"
    ".tamcuc-print .tamcuc-page,.tamcuc-print .tamcuc-sheet"
    "{border-top:2px dashed #b9ad95;padding-top:.8em;max-width:100%%}"
    ".tamcuc-print .tamcuc-area{width:100%%;max-width:%(aw)smm;height:auto;aspect-ratio:%(aw)s/%(ah)s}"
    ".tamcuc-print .tamcuc-cell svg{width:92%%;height:auto;max-height:100%%}"
    ".tamcuc-print .tamcuc-area>.tamcuc-note{font-size:.7em;line-height:1.2}"
    ".tamcuc-print .tamcuc-area .tamcuc-ruler-svg{width:%(rpct)s%%;height:auto}"
    ".tamcuc-print .tamcuc-ladder{grid-template-columns:repeat(7,minmax(0,1fr));width:100%%}"
    ".tamcuc-print .tamcuc-rung svg{width:70%%;height:auto}"
    ".tamcuc-print .tamcuc-rung-head,.tamcuc-print .tamcuc-place{font-size:.8em}"
    ".tamcuc-print .tamcuc-rung-head b{font-size:1.1em}"
    ".tamcuc-print .tamcuc-arrow,.tamcuc-print .tamcuc-rules{width:auto}"
    ".tamcuc-print .tamcuc-poster h2{font-size:1.5em}"
    ".tamcuc-print table.tamcuc-table{width:100%%}"
    ".tamcuc-print .tamcuc-blank{min-width:6em}"
    ".tamcuc-print .tamcuc-screen-note{font-size:.95em;margin:.5em 0}"
    # The handout's ladder shares the column out among its 14 cards, and wraps before a card
    # gets narrower than 40 px (7 and 7 on a phone); on paper it stays one row of 12 mm cards.
    ".tamcuc-print .tamcuc-ladder-row{flex-wrap:wrap}"
    ".tamcuc-print .tamcuc-ladder-row figure{flex:1 1 0;min-width:40px;max-width:60px}"
    ".tamcuc-print .tamcuc-ladder-row svg{width:100%%;height:auto}}"
    # On a phone every card stays at least 40 px wide: rows of cards wrap, the poster's ladder
    # takes two rows of columns, and the handout's trick scrolls inside its own box.
    "@media screen and (max-width:%(narrow)spx){"
    ".tamcuc-print .tamcuc-ladder{grid-template-columns:repeat(4,minmax(0,1fr));row-gap:3mm}"
    ".tamcuc-print .tamcuc-rung:nth-child(4n+1){border-left:0}"
    ".tamcuc-print .tamcuc-row svg,.tamcuc-print .tamcuc-row.tamcuc-small svg,"
    ".tamcuc-print .tamcuc-ws-choices svg{height:%(cardh)spx;width:auto;max-width:none}"
    ".tamcuc-print .tamcuc-ladder-row svg{width:100%%;height:auto}"
    ".tamcuc-print .tamcuc-ruler{flex-wrap:wrap}"
    ".tamcuc-print .tamcuc-ruler-svg{max-width:100%%;height:auto}"
    ".tamcuc-print .tamcuc-handout-trick{overflow-x:auto;max-width:100%%}"
    ".tamcuc-print .tamcuc-handout-trick svg{height:%(trickh)spx;width:auto;max-width:none}"
    # The score sheet keeps readable columns and scrolls sideways inside its own box.
    ".tamcuc-print .tamcuc-scroll{overflow-x:auto;max-width:100%%}"
    ".tamcuc-print .tamcuc-scroll table.tamcuc-table{min-width:%(tablemin)sem}}"
    "@media print{"
    # The site around a printable is not printed: the theme's header, sidebars,
    # print-only title and table of contents, the notebook's code, and every part
    # of the page that holds no printable.
    "#jb-print-docs-body,.bd-header,.bd-header-article,.bd-sidebar-primary,.bd-sidebar-secondary,"
    ".prev-next-footer,.bd-footer,.bd-footer-content,.bd-footer-article,.skip-link,.cell_input,"
    ".tamcuc-screen{display:none!important}"
    "article.bd-article :not(:has(.tamcuc-print)):not(.tamcuc-print):not(.tamcuc-print *)"
    "{display:none!important}"
    ".bd-page-width,.bd-container,.bd-container__inner,.bd-main,.bd-content,.bd-article-container,"
    "article.bd-article,article.bd-article section,article.bd-article .cell,.cell_output,"
    ".cell_output .output{margin:0!important;padding:0!important;border:0!important;max-width:none!important;"
    "overflow:visible!important;"
    "width:auto!important;box-shadow:none!important;background:none!important}"
    "body{margin:0!important;padding:0!important}"
    ".tamcuc-print .tamcuc-scroll{overflow:visible}"
    ".tamcuc-print,.tamcuc-print .tamcuc-page,.tamcuc-print .tamcuc-sheet{margin:0;border:0;padding:0}"
    ".tamcuc-print .tamcuc-page{break-inside:avoid;page-break-inside:avoid}"
    ".tamcuc-print .tamcuc-page+.tamcuc-page,.tamcuc-print .tamcuc-new-page"
    "{break-before:page;page-break-before:always}"
    "}"
    "</style>"
) % {
    "tablemin": 34,
    "m": MARGIN_MM,
    "aw": f"{AREA_MM[0]:g}",
    "ah": f"{AREA_MM[1]:g}",
    "back": BACK,
    "nh": NOTE_MM,
    "w": CARD_MM,
    "h": CARD_MM * 5 // 2,
    "pw": 192,
    "narrow": 640,
    "cardh": 104,
    "trickh": 146,
    "rw": RULER_MM + 2 * RULER_PAD_MM,
    "rpct": f"{100 * (RULER_MM + 2 * RULER_PAD_MM) / AREA_MM[0]:.2f}",
    "rowh": 9,
}
"""The print stylesheet every printable carries (scoped to ``.tamcuc-print``)."""

DOC_STYLE = (
    "body{margin:1.5em auto;max-width:262mm;padding:0 1em;background:#fff;color:#1c1c1c;"
    "font-family:'Noto Sans','DejaVu Sans','Segoe UI',Arial,sans-serif}"
    "@media print{body{margin:0;padding:0;max-width:none}}"
)


def _print_button(lang: Optional[str] = None) -> str:
    """Returns the screen-only "Print this page" button (enabled by :data:`PRINT_SCRIPT`)."""
    return (
        '<p class="tamcuc-screen"><button type="button" class="tamcuc-print-button" disabled>'
        f"{_q(t('Print this page', lang))}</button></p>"
    )


PRINT_BUTTON = _print_button("en")
# Enables the button and prints on a click; written without "<" or "&" (well-formed XML).
PRINT_SCRIPT = (
    "<script>(function(){var s=document.currentScript;if(!s)return;"
    "var b=s.parentNode.querySelector('.tamcuc-print-button');if(!b)return;b.disabled=false;"
    "b.addEventListener('click',function(){window.print();});})();</script>"
)


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
                 lang: Optional[str] = None):
        self.lang = resolve(lang)
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
        note = f'<p class="tamcuc-screen tamcuc-screen-note">{_q(self.screen_note)}</p>' if self.screen_note else ""
        page_rule = "<style>@page{size:landscape}</style>" if self.landscape else ""
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
            f"<title>{_q(self.title)}</title>\n<style>{DOC_STYLE}{size}</style>\n</head>\n<body>\n<main>\n"
            f'<h1 class="tamcuc-screen-title">{_q(self.title)}</h1>\n'
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


# The standalone file's h1 is for the screen only (a printed page count must not change).
DOC_STYLE += "@media print{.tamcuc-screen-title{display:none}}"


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
        f'width="{wide:g}mm" height="7mm" role="img" aria-label="{_q(t("a {mm} mm ruler", lang, mm=RULER_MM))}">'
        f'<g fill="#000"><rect x="0" y="4" width="{RULER_MM}" height=".4"/>{"".join(ticks)}</g>'
        f'<g fill="#000" font-size="2.2" font-family="\'DejaVu Sans\',Arial,sans-serif">{labels}</g></svg>'
    )
    label = t("{mm} mm check: hold a ruler here. If this line is not 10 cm long, print again at 100 % "
              "(actual size).", lang, mm=RULER_MM)
    return f'<div class="tamcuc-ruler">{svg}<span class="tamcuc-ruler-label">{_q(label)}</span></div>'


# -- the deck ---------------------------------------------------------------------------------

BLEED_MM = 1.5
"""How far the colour of the card backs runs past each card's cut lines, so a printer
that places the back side a little off still leaves no white strip on any back."""

FOLD_GUTTER_MM = 12
"""The space between the two halves of a fold-and-glue sheet; the fold line is in its middle."""


LAYOUTS = ("faces", "duplex", "fold")
"""How the deck can be printed: faces only, faces and backs for a double-sided print
(flip on the long edge), or faces and backs side by side on each sheet, to fold and glue."""


def _chunks(items: Sequence, size: int) -> list:
    return [list(items[i:i + size]) for i in range(0, len(items), size)]


class Cell:
    """One card's place on a printed sheet: its box in mm inside :data:`AREA_MM`
    (``x``, ``y`` from the top left, ``w``, ``h``) and the ``card`` printed there
    (``None`` for a back). ``index`` is the card's place in :func:`tamcuc.cards.deck`."""

    __slots__ = ("x", "y", "w", "h", "card", "index")

    def __init__(self, x: float, y: float, w: float, h: float, card: Optional[Card], index: int):
        self.x, self.y, self.w, self.h, self.card, self.index = x, y, w, h, card, index

    @property
    def centre(self) -> tuple:
        """Returns the centre of the cell (mm)."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    def __repr__(self) -> str:
        what = "back" if self.card is None else str(self.card)
        return f"Cell({what} #{self.index} at {self.x:g},{self.y:g} mm)"


class Sheet:
    """One printed page of the deck: ``side`` (``"faces"``, ``"backs"`` or ``"fold"``),
    its number ``n`` of ``of``, and its cells. A fold sheet holds both sides;
    ``fold_x`` is where to fold it (mm from the left of the area)."""

    def __init__(self, side: str, n: int, of: int, cells: list, fold_x: Optional[float] = None):
        self.side, self.n, self.of, self.cells, self.fold_x = side, n, of, cells, fold_x

    def __repr__(self) -> str:
        return f"Sheet({self.side} {self.n} of {self.of}, {len(self.cells)} cells)"


def _grid(cards: Sequence, first: int, x0: float, y0: float, cols: int, cw: float, ch: float,
          mirror: bool = False, right: Optional[float] = None) -> list:
    """Lays cards in rows of ``cols`` from (x0, y0); ``mirror`` lays each row from the right
    edge ``right`` leftwards instead: the mirror image of the same grid."""
    cells = []
    for i, card in enumerate(cards):
        r, c = divmod(i, cols)
        x = x0 + c * cw
        if mirror:
            x = right - (x - x0) - cw
        cells.append(Cell(x, y0 + r * ch, cw, ch, card, first + i))
    return cells


def deck_sheets(layout: str = "faces") -> list:
    """Returns the printed sheets of the deck for ``layout`` (one of :data:`LAYOUTS`).

    This one function places every card for the site's page and for the command
    line alike. ``"faces"``: 18 faces to a sheet (6 × 3 cells of :data:`CELL_MM`).
    ``"duplex"``: each face sheet followed by its backs, each back at the mirror
    place of its face (x → width − x), so a long-edge flip puts it behind its card.
    ``"fold"``: 9 cards a sheet, 3 × 3 faces on the left and their backs mirrored
    on the right of a fold line; fold, glue, cut.

    >>> [len(s.cells) for s in deck_sheets("faces")]
    [18, 14]
    >>> [s.side for s in deck_sheets("duplex")]
    ['faces', 'backs', 'faces', 'backs']
    >>> [len(s.cells) for s in deck_sheets("fold")]
    [18, 18, 18, 10]
    """
    if layout not in LAYOUTS:
        raise PrintError(t("layout={layout} is not a way we print the deck; choose one of {choices}", None,
                           layout=_shown(layout), choices=list(LAYOUTS)))
    cards = list(engine_deck())
    width = AREA_MM[0]
    y0 = NOTE_MM + 2
    if layout == "fold":
        cw, ch = CARD_MM, CARD_MM * 5 / 2
        per = 9
        groups = _chunks(cards, per)
        fold_x = width / 2
        left = fold_x - FOLD_GUTTER_MM / 2 - 3 * cw
        out = []
        for n, group in enumerate(groups, 1):
            first = (n - 1) * per
            faces = _grid(group, first, left, y0, 3, cw, ch)
            backs = _grid([None] * len(group), first, left, y0, 3, cw, ch, mirror=True, right=2 * fold_x - left)
            out.append(Sheet("fold", n, len(groups), faces + backs, fold_x=fold_x))
        return out
    cw, ch = CELL_MM
    groups = _chunks(cards, PER_SHEET)
    x0 = (width - COLUMNS * cw) / 2
    out = []
    for n, group in enumerate(groups, 1):
        first = (n - 1) * PER_SHEET
        out.append(Sheet("faces", n, len(groups), _grid(group, first, x0, y0, COLUMNS, cw, ch)))
        if layout == "duplex":
            backs = _grid([None] * len(group), first, x0, y0, COLUMNS, cw, ch, mirror=True, right=width - x0)
            out.append(Sheet("backs", n, len(groups), backs))
    return out


def _pct(value: float, whole: float) -> str:
    return f"{100 * value / whole:.4f}".rstrip("0").rstrip(".") + "%"


def _place(x: float, y: float, w: float, h: float) -> str:
    """Returns an inline style placing a box in the deck area (percentages: exact mm in print)."""
    aw, ah = AREA_MM
    return f"left:{_pct(x, aw)};top:{_pct(y, ah)};width:{_pct(w, aw)};height:{_pct(h, ah)}"


def _sheet_html(sheet: Sheet, layout: str, first_page: bool, lang: Optional[str] = None) -> str:
    faces = [c for c in sheet.cells if c.card is not None]
    if sheet.side == "faces":
        note = t("Tam Cúc deck, sheet {n} of {of}: {cards} card faces. Cut along the dashed lines.", lang,
                 n=sheet.n, of=sheet.of, cards=len(faces))
        if layout == "duplex":
            note = t("{note} Print double-sided: flip on the long edge.", lang, note=note)
    elif sheet.side == "backs":
        note = t("Card backs for sheet {n} of {of}: the back of sheet {n} (double-sided, flip on the long edge).",
                 lang, n=sheet.n, of=sheet.of)
    else:
        note = t("Tam Cúc deck to fold, sheet {n} of {of}: {cards} cards. Fold on the solid line, glue the halves "
                 "together, then cut along the dashed lines.", lang, n=sheet.n, of=sheet.of, cards=len(faces))
    parts = []
    for cell in sheet.cells:
        if cell.card is not None:
            parts.append(f'<div class="tamcuc-cell" style="{_place(cell.x, cell.y, cell.w, cell.h)}">'
                         f"{card_svg(cell.card)}</div>")
        else:
            b = BLEED_MM
            parts.append(f'<div class="tamcuc-cell tamcuc-back-cell" data-card="{cell.index}" '
                         f'style="{_place(cell.x - b, cell.y - b, cell.w + 2 * b, cell.h + 2 * b)}">'
                         f"{back_svg()}</div>")
    if sheet.fold_x is not None:
        rows = max(c.y + c.h for c in sheet.cells)
        parts.append(f'<div class="tamcuc-fold-line" style="{_place(sheet.fold_x - .2, NOTE_MM + .5, .4, rows - NOTE_MM - .5)}">'
                     '</div>')
    parts.append(f'<p class="tamcuc-note" style="{_place(0, 0, AREA_MM[0], NOTE_MM)}">{_q(note)}</p>')
    bottom = max(c.y + c.h for c in sheet.cells) + 2
    parts.append(f'<div class="tamcuc-ruler-place" style="{_place(0, bottom, AREA_MM[0], RULER_ROOM_MM - 2)}">'
                 f"{ruler_html(lang)}</div>")
    cls = f"tamcuc-page tamcuc-{sheet.side}" + ("" if first_page else " tamcuc-new-page")
    return (f'<div class="{cls}" data-sheet="{sheet.n}" data-cards="{len(sheet.cells)}">'
            f'<div class="tamcuc-area">{"".join(parts)}</div></div>')


def _layout_html(layout: str, lang: Optional[str] = None) -> str:
    sheets = deck_sheets(layout)
    pages = "".join(_sheet_html(s, layout, i == 0, lang) for i, s in enumerate(sheets))
    return f'<div class="tamcuc-layout" data-layout="{layout}" data-pages="{len(sheets)}">{pages}</div>'


LAYOUT_CHOICES = (
    ("faces", N_("Faces only (2 pages). The backs stay white.")),
    ("duplex", N_("Also print the card backs, for a double-sided printer (4 pages: flip on the long edge). "
                  "Each back lands behind its card.")),
    ("fold", N_("Fold and glue, for a printer without double-sided printing (4 pages): each sheet holds nine "
                "faces and, on the other half, their backs. Fold, glue, cut.")),
)


def deck(layout: Optional[str] = "faces", *, backs: Optional[bool] = None, lang: Optional[str] = None) -> Printable:
    """Returns the printable deck: the engine's 32 cards with cut lines (see :func:`deck_sheets`).

    ``layout`` is ``"faces"``, ``"duplex"`` (faces and mirrored backs) or ``"fold"``
    (fold-and-glue), or ``None`` (the site's page): the reader chooses with buttons,
    faces only until they choose. ``backs=True`` is the same as ``layout="duplex"``.
    """
    lang = resolve(lang)
    if backs is not None:
        layout = "duplex" if backs else "faces"
    if layout is not None and layout not in LAYOUTS:
        raise PrintError(t("layout={layout} is not a way we print the deck; choose one of {choices}", None,
                           layout=_shown(layout), choices=list(LAYOUTS)))
    parts = []
    if layout is None:
        choices = "".join(
            f'<p><input type="radio" name="tamcuc-deck-layout" id="tamcuc-deck-{key}" value="{key}" disabled'
            f'{" checked" if key == "faces" else ""}><label for="tamcuc-deck-{key}">{_q(t(text, lang))}</label></p>'
            for key, text in LAYOUT_CHOICES
        )
        legend = _q(t("How to print the deck", lang))
        parts.append(f'<fieldset class="tamcuc-screen tamcuc-controls"><legend>{legend}</legend>'
                     f"{choices}</fieldset>")
        parts.extend(_layout_html(key, lang) for key, _ in LAYOUT_CHOICES)
        parts.append(
            "<script>(function(){var s=document.currentScript;if(!s)return;var r=s.closest('.tamcuc-print');"
            "var b=r.querySelectorAll('input[name=tamcuc-deck-layout]');"
            "var sync=function(){b.forEach(function(i){if(i.checked)r.setAttribute('data-layout',i.value);});};"
            "b.forEach(function(i){i.disabled=false;i.addEventListener('change',sync);});sync();})();</script>"
        )
        shown, pages = "faces", None
    else:
        parts.append(_layout_html(layout, lang))
        shown, pages = layout, len(deck_sheets(layout))
    note = t("The {cards} cards of the engine's deck, each {w} × {h} mm. Print at 100 % (actual size) on A4 or "
             "US Letter; the rest of this page is not printed.", lang,
             cards=len(engine_deck()), w=CARD_MM, h=CARD_MM * 5 // 2)
    p = Printable("deck", t("Tam Cúc: the printable deck", lang), "".join(parts), pages=pages, screen_note=note,
                  attributes=f' data-layout="{shown}"', lang=lang)
    p.layout = shown
    return p


# -- how much to print for a class --------------------------------------------------------------

MAX_STUDENTS = 200
"""The largest class a plan is made for (:func:`groups_for`, ``python -m tamcuc class --students``)."""


def groups_for(students: int) -> list:
    """Returns the group sizes for a class: tables of four, with a table of three, two of
    three, or one of five (four play, one referees in turn) when the class does not divide by 4.

    >>> groups_for(27), groups_for(25), groups_for(26), groups_for(6)
    ([4, 4, 4, 4, 4, 4, 3], [4, 4, 4, 4, 4, 5], [4, 4, 4, 4, 4, 3, 3], [3, 3])
    """
    if isinstance(students, bool) or not isinstance(students, int) or students < 2:
        raise PrintError(t("students={students}: a class needs at least 2 students to play Tam Cúc", None,
                           students=_shown(students)))
    if students > MAX_STUDENTS:
        raise PrintError(t("students={students}: the plan is for a class of at most {most} students", None,
                           students=_shown(students), most=MAX_STUDENTS))
    if students <= 5:
        return [students]
    q, r = divmod(students, 4)
    return {0: [4] * q, 1: [4] * (q - 1) + [5], 2: [4] * (q - 1) + [3, 3], 3: [4] * q + [3]}[r]


def class_needs(students: int) -> dict:
    """Returns what to print for a class of ``students``: the groups, and the sheets of paper
    for each deck layout (a double-sided sheet counts once), the plays cards, score sheets
    and one-page rules handouts.

    >>> need = class_needs(27)
    >>> need["decks"], need["sheets"]["duplex"], need["sheets"]["fold"], need["handouts"]
    (7, 14, 28, 27)
    """
    groups = groups_for(students)
    decks = len(groups)
    per_deck = {
        "faces": len(deck_sheets("faces")),
        "duplex": sum(1 for s in deck_sheets("duplex") if s.side == "faces"),
        "fold": len(deck_sheets("fold")),
    }
    return {
        "students": students,
        "groups": groups,
        "decks": decks,
        "sheets": {k: v * decks for k, v in per_deck.items()},
        "plays_cards": decks,
        "scoresheets": decks,
        "handouts": students,
    }


def group_shape(groups: Sequence[int], lang: Optional[str] = None) -> str:
    """Returns the groups of a class in words: ``6 of 4, 1 of 3`` (in Vietnamese ``6 nhóm 4 người, …``)."""
    if not isinstance(groups, (list, tuple)) or not all(type(g) is int for g in groups):
        raise PrintError(t("groups={groups}: give the group sizes, a list of whole numbers such as [4, 4, 3]", None,
                           groups=_shown(groups)))
    return ", ".join(t("{n} of {size}", lang, n=groups.count(k), size=k) for k in (4, 3, 5, 2) if k in groups)


def class_table_html(sizes: Sequence[int] = tuple(range(8, 41)), lang: Optional[str] = None) -> str:
    """Returns the screen table "how many sheets for a class of N" for the deck page, in ``lang``."""
    if isinstance(sizes, (str, bytes, dict)) or not hasattr(sizes, "__iter__"):
        raise PrintError(t("sizes={sizes}: give the class sizes, a list of whole numbers such as [20, 30]", None,
                           sizes=_shown(sizes)))
    rows = []
    for n in sizes:
        need = class_needs(n)
        groups = need["groups"]
        shape = _q(group_shape(groups, lang))
        rows.append(
            f"<tr><th scope=\"row\">{n}</th><td>{shape}</td><td>{need['decks']}</td>"
            f"<td>{need['sheets']['duplex']}</td><td>{need['sheets']['fold']}</td></tr>"
        )
    return (
        # The caption takes the table's colour: in the site's dark mode a notebook's HTML output
        # sits on a light panel, where the theme's muted caption colour is too pale to read.
        f'<table class="tamcuc-class-table"{lang_attribute(lang)}><caption style="color:inherit">'
        + _q(t("How many sheets of paper for a class: one deck per group; a double-sided sheet counts once. Add "
               "one plays card and one score sheet per group, and one rules handout per student.", lang))
        + "</caption><thead><tr>"
        + "".join(f'<th scope="col">{_q(t(head, lang))}</th>' for head in CLASS_TABLE_HEADS)
        + f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


CLASS_TABLE_HEADS = (N_("Students"), N_("Groups"), N_("Decks"), N_("Sheets, double-sided"),
                     N_("Sheets, fold and glue"))
"""The columns of :func:`class_table_html`."""


# -- the rank-ladder poster -------------------------------------------------------------------

LADDER = tuple(sorted(CARDS, reverse=True))
"""The 14 different cards, strongest first: the order the poster shows."""


def _ordinal(n: int, lang: Optional[str] = None) -> str:
    """Returns a place on the ladder: ``1st``, ``2nd`` … (in Vietnamese ``Thứ nhất``, ``Thứ 2`` …)."""
    if resolve(lang) != "en":
        text = wording_ordinal(n, lang=lang)
        return text[:1].upper() + text[1:]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _label(card: Card, lang: Optional[str] = None) -> str:
    """Returns a card's name for running text: ``Xe đỏ (red chariot)``; in Vietnamese ``Xe đỏ``."""
    return wording_label(card, lang=lang)


def poster(lang: Optional[str] = None) -> Printable:
    """Returns the one-page rank-ladder poster (landscape): the seven ranks, red above black."""
    lang = resolve(lang)
    place = {card: i + 1 for i, card in enumerate(LADDER)}
    rungs = []
    for rank in Rank:
        red, black = Card(rank, Colour.RED), Card(rank, Colour.BLACK)
        cells = "".join(
            f"{card_svg(c)}<p class=\"tamcuc-place\">{_q(_ordinal(place[c], lang))}: {_q(c.name_vi)}</p>"
            for c in (red, black)
        )
        english = f"<br>{_q(rank.name_en)}" if lang == "en" else ""
        rungs.append(
            f'<div class="tamcuc-rung" data-rank="{rank.code}">'
            f'<div class="tamcuc-rung-head"><b>{_q(rank.name_vi)}</b> '
            f'{han_svg(rank, label=rank.han)}{english}'
            f"<br>{_q(t('{n} of each colour', lang, n=rank.copies))}</div>{cells}</div>"
        )
    top, bottom = LADDER[0], LADDER[-1]
    # The classic surprise, checked by the engine rather than typed in (RULES.md §2).
    winner, loser = Card.parse("e"), Card.parse("C")
    assert winner > loser
    with language(lang):
        surprise = why_beats(Play([winner]), Play([loser]))
        same = why_beats(Play("R"), Play("r"))
    body = (
        '<div class="tamcuc-page tamcuc-poster">'
        f"<h2>{_q(t('Who beats whom: rank first, colour second', lang))}</h2>"
        f'<div class="tamcuc-arrow" aria-hidden="true"><span>{_q(t("◀ stronger", lang))}</span>'
        f'<span>{_q(t("weaker ▶", lang))}</span></div>'
        f'<div class="tamcuc-ladder">{"".join(rungs)}</div>'
        '<ol class="tamcuc-rules">'
        + t("<li><b>Rank first:</b> Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from strongest to weakest.</li>", lang)
        + t("<li><b>Colour second:</b> of two cards of the same rank, red beats black (Xe đỏ over Xe đen: "
            "{same}). Red cards carry the square seal ĐỎ; black cards say ĐEN.</li>", lang, same=_q(same))
        + t("<li><b>Colour never beats rank:</b> {winner} beats {loser}: {reason}.</li>", lang,
            winner=_q(_label(winner, lang)), loser=_q(_label(loser, lang)), reason=_q(surprise))
        + t("<li>Strongest card: {top}. Weakest: {bottom}. Each card beats every card with a larger number.</li>",
            lang, top=_q(_label(top, lang)), bottom=_q(_label(bottom, lang)))
        + "</ol>" + ruler_html(lang) + "</div>"
    )
    note = t("A one-page poster (landscape). Print at 100 % on A4 or US Letter; the rest of this page is not "
             "printed.", lang)
    return Printable("poster", t("Tam Cúc: the rank ladder", lang), body, pages=1, landscape=True, screen_note=note,
                     lang=lang)


# -- the plays reference card ---------------------------------------------------------------------

NOT_PLAYS = ("P p", "A E R", "C H P", "R C h", "P P P")
"""Near misses the reference card explains (RULES.md §3), each with the engine's reason."""


def _play_figure(play_or_cards, caption: str, width: float = 24) -> str:
    return f"<figure>{hand_svg(play_or_cards, width=width)}<figcaption>{_q(caption)}</figcaption></figure>"


def plays_card(lang: Optional[str] = None) -> Printable:
    """Returns the one-page reference card of the valid plays, strongest first in each kind."""
    lang = resolve(lang)
    by_kind = {k: sorted((p for p in ALL_PLAYS if p.kind is k), key=lambda p: p.strength, reverse=True) for k in Kind}
    singles = by_kind[Kind.SINGLE]
    pairs = by_kind[Kind.PAIR]
    triples = by_kind[Kind.TRIPLE]
    declared = by_kind[Kind.TU_TU] + by_kind[Kind.NGU_TU]
    name = (lambda p: p.name_en) if lang == "en" else (lambda p: p.name_vi)

    def row(plays, small=False, label=name):
        figs = "".join(_play_figure(p.cards, label(p)) for p in plays)
        return f'<div class="tamcuc-row{" tamcuc-small" if small else ""}">{figs}</div>'

    with language(lang):
        reasons = [why_not_a_play(t_, codes=False) for t_ in NOT_PLAYS]
    misses = "".join(
        f"<li><b>{_q(', '.join(c.name_vi for c in Hand(cards)))}</b>: {_q(reason)}.</li>"
        for cards, reason in zip(NOT_PLAYS, reasons)
    )
    total = len(ALL_PLAYS)
    body = (
        '<div class="tamcuc-page tamcuc-plays">'
        f"<h2>{_q(t('The plays of Tam Cúc', lang))}</h2>"
        + t("<p>A leader calls one, two or three cards; everyone lays that many face down, then reveals a play "
            "of the same kind or folds (chui). Plays of one kind compare; different kinds never meet. "
            "There are {total} different plays in all.</p>", lang, total=total)
        + t("<h3>Một cây: a single ({n} different cards)</h3>", lang, n=len(singles))
        + t("<p>Any one card. Rank first (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt), and of the same rank red beats "
            "black. The strongest and the weakest:</p>", lang)
        + row([singles[0], singles[-1]], small=True)
        + t("<h3>Đôi: a pair ({n} kinds)</h3>", lang, n=len(pairs))
        + t("<p>Two cards of the same rank <b>and</b> the same colour, compared like singles. There is only one "
            "general of each colour, so no pair of generals. Strongest first:</p>", lang)
        + row(pairs, small=True, label=lambda p: p.cards[0].name_vi)
        + t("<h3>Ba: a triple (only {n})</h3>", lang, n=len(triples))
        + t("<p>Exactly Tướng–Sĩ–Tượng or Xe–Pháo–Mã, all one colour. Tướng–Sĩ–Tượng beats Xe–Pháo–Mã; of the "
            "same triple, red beats black. Strongest first:</p>", lang)
        + row(triples)
        + t("<h3>Who wins a trick</h3>", lang)
        + t("<p>The strongest revealed play of the called kind wins; folded cards (chui) never win. Of two "
            "identical plays, the one laid first wins (the engine's convention: agree on it before you play). The "
            "winner keeps only their own winning cards and leads the next trick.</p>", lang)
        + t("<h3>Not plays: the near misses</h3>", lang) + "<ul>"
        + misses
        + "</ul>"
        + t("<h3>Tứ tử and ngũ tử: four or five soldiers ({n})</h3>", lang, n=len(declared))
        + t("<p>Four or five soldiers of one colour are never led in a trick: in the folk rules they are declared "
            "between tricks and count as won cards (tứ tử trình làng; ngũ tử cướp cái also takes the lead). "
            "The beginners' rules leave them out.</p>", lang)
        + ruler_html(lang)
        + "</div>"
    )
    note = t("A one-page reference card. Print at 100 % on A4 or US Letter; the rest of this page is not printed.",
             lang)
    return Printable("plays", t("Tam Cúc: the plays", lang), body, pages=1, screen_note=note, lang=lang)


# -- the class score sheet --------------------------------------------------------------------------

EXAMPLE_KEPT = {
    # RULES.md §10 and the learning convention's worked example: 3, 1, 4, 0 → +4, −4, +8, −8.
    4: (3, 1, 4, 0),
    # Made-up examples of the same shape for 2 and 3 players (they add up to one hand).
    3: (4, 5, 1),
    2: (10, 6),
}
MAX_DEALS = 14
"""The most deal rows that fit on one score sheet."""


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("−" + str(-n) if n < 0 else "0")


def scoresheet(players: int = 4, deals: int = 6, lang: Optional[str] = None) -> Printable:
    """Returns a one-page score sheet for one table of a class tournament.

    Each deal row has, per player, the cards kept, the pairwise settlement
    (``settle``: n·kept − all kept) and the running total; an example row shows the
    arithmetic. ``players`` is 2, 3 or 4; ``deals`` 1 … :data:`MAX_DEALS`.
    """
    lang = resolve(lang)
    with language(lang):
        players = checks.players(players, error=PrintError)
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MAX_DEALS:
        raise PrintError(t("deals={deals}: a score sheet has room for 1 to {most} deals", lang,
                           deals=_shown(deals), most=MAX_DEALS))
    hand = Rules.folk(players=players).hand_size
    example = EXAMPLE_KEPT[players]
    assert sum(example) == hand, (example, hand)
    scores = settle(list(example))

    def words(text):
        return _q(t(text, lang))

    head1 = "".join(
        f'<th scope="colgroup" colspan="3">{words(N_("Name:"))} <span class="tamcuc-blank"></span></th>'
        for _ in range(players)
    )
    head2 = "".join(f'<th scope="col">{words(N_("Kept"))}</th><th scope="col">{words(N_("Score"))}</th>'
                    f'<th scope="col">{words(N_("Total"))}</th>'
                    for _ in range(players))
    ex_cells = "".join(f"<td>{k}</td><td>{_signed(s)}</td><td>{_signed(s)}</td>" for k, s in zip(example, scores))
    blank = "<td></td>" * (3 * players)
    rows = "".join(f'<tr><th scope="row">{d}</th>{blank}<td></td></tr>' for d in range(1, deals + 1))
    final = "".join('<td></td><td></td><td class="tamcuc-total"></td>' for _ in range(players))
    cols = '<col style="width:17mm">' + '<col>' * (3 * players) + '<col style="width:20mm">'
    table = (
        f'<div class="tamcuc-scroll"><table class="tamcuc-table"><caption class="tamcuc-note">'
        f'{words(N_("One row per deal. The example row shows the arithmetic; it is not part of the game."))}'
        f"</caption><colgroup>{cols}</colgroup>"
        f'<thead><tr><th scope="col" rowspan="2">{words(N_("Deal"))}</th>{head1}'
        f'<th scope="col" rowspan="2">{words(N_("Check"))}</th></tr>'
        f"<tr>{head2}</tr></thead><tbody>"
        f'<tr class="tamcuc-example"><th scope="row">{words(N_("Example"))}</th>{ex_cells}'
        f"<td>{sum(example)} · {sum(scores)}</td></tr>"
        f"{rows}"
        f'<tr class="tamcuc-total"><th scope="row">{words(N_("Place"))}</th>{final}<td></td></tr>'
        "</tbody></table></div>"
    )
    example_text = ", ".join(str(k) for k in example)
    score_text = ", ".join(_signed(s) for s in scores)
    body = (
        '<div class="tamcuc-page tamcuc-score">'
        f"<h2>{_q(t('Class tournament: score sheet ({players} players)', lang, players=players))}</h2>"
        f'<p class="tamcuc-fields"><span>{words(N_("Table:"))} <span class="tamcuc-blank"></span></span>'
        f'<span>{words(N_("Date:"))} <span class="tamcuc-blank"></span></span></p>'
        "<ol>"
        + t("<li>Play a deal with the beginners' rules. At the end, each player counts the cards they kept "
            "(only their own winning cards). With {players} players the kept cards add up to {hand}.</li>", lang,
            players=players, hand=hand)
        + t("<li>Score each player by pairwise settlement: every two players settle the difference, so "
            "<b>score = {players} × kept − all kept</b>. The scores of a deal add up to 0.</li>", lang,
            players=players)
        + t("<li>Add the score to the player's total. In the Check column write the sum of the kept cards and "
            "the sum of the scores.</li>", lang)
        + t("<li>Example: kept {kept} gives {scores}.</li>", lang, kept=example_text, scores=score_text)
        + "</ol>"
        f"{table}"
        + t("<p>After the last deal, the highest total is 1st; equal totals share a place. Points are for the "
            "game only: Tam Cúc in class is never played for money.</p>", lang)
        + f"{ruler_html(lang)}</div>"
    )
    note = t("One page per table. Print at 100 % on A4 or US Letter; the rest of this page is not printed.", lang)
    return Printable("scoresheet", t("Tam Cúc: class tournament score sheet", lang), body, pages=1,
                     screen_note=note, lang=lang)


# -- the one-page rules handout -------------------------------------------------------------------

HANDOUT_NAMES = ("An", "Bình", "Chi", "Dũng")
HANDOUT_TRICK = ("r r", "C C", "R R", "h h")
"""The worked pair trick of the learning convention (RULES.md §10), drawn on the handout."""


def handout(lang: Optional[str] = None) -> Printable:
    """Returns the one-page rules handout for students (the learning rules, then the folk extras).

    Every number and example on it comes from the engine: the deck's counts, the
    hand sizes of :class:`Rules`, the trick of :data:`HANDOUT_TRICK` resolved by
    :func:`resolve_trick`, and the settlement of the worked example.
    """
    lang = resolve(lang)
    learning = Rules.learning()
    three = learning.replace(players=3)
    two = learning.replace(players=2)
    cards = list(engine_deck())
    copies = ", ".join(f"{r.copies} {_q(r.name_vi)}" for r in Rank)
    ladder = "".join(f"<figure>{card_svg(c)}<figcaption>{i}</figcaption></figure>" for i, c in enumerate(LADDER, 1))
    removed = ", ".join(_q(c.name_vi) for c in three.removed_cards)
    names = list(HANDOUT_NAMES)
    with language(lang):
        result = resolve_trick(list(HANDOUT_TRICK), learning)
        beats = why_beats(Play("e"), Play("C"))
        picture = trick_svg(result, names, width=22, caption=False)
    winner = names[result.winner]
    pair, red_triple = Play("R R"), Play("K A E")
    kept = list(EXAMPLE_KEPT[4])
    scores = settle(kept)
    first = Rules.folk()
    banned_ranks = [_q(r.name_vi) for r in sorted(first.first_trick_ban, key=lambda r: r.index)]
    extra_ranks = [_q(r.name_vi) for r in sorted(Rules.folk(players=3).first_trick_ban - first.first_trick_ban,
                                                 key=lambda r: r.index)]

    triples = wording_join(["–".join(r.name_vi for r in triple) for triple in TRIPLES], last="or", lang=lang)
    with language(lang):
        winning = result.winning_play.phrase_en if lang == "en" else result.winning_play.name_vi.lower()
    body = (
        '<div class="tamcuc-page tamcuc-handout">'
        f"<h2>{_q(t('Tam Cúc on one page', lang))}</h2>"
        + t("<p><b>The deck:</b> {cards} cards, two colours, red and black. Each colour has {copies}. "
            "Red cards carry the square seal ĐỎ, black cards the word ĐEN. The strongest card is 1, the weakest "
            "14:</p>", lang, cards=len(cards), copies=copies)
        + f'<div class="tamcuc-row tamcuc-ladder-row">{ladder}</div>'
        + t("<p><b>Who beats whom:</b> rank first, colour second. Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from "
            "strongest to weakest; of the same rank, red beats black. Colour never beats rank: Tượng đen beats "
            "Pháo đỏ ({reason}).</p>", lang, reason=_q(beats))
        + t("<h3>Plays</h3>", lang) + "<ul>"
        + t("<li><b>Một cây</b> (a single): any one card.</li>", lang)
        + t("<li><b>Đôi</b> (a pair): two cards of the same rank <i>and</i> the same colour, such as "
            "{first} + {second}. A red and a black card never make a pair.</li>", lang,
            first=_q(pair.cards[0].name_vi), second=_q(pair.cards[1].name_vi))
        + t("<li><b>Ba</b> (a triple): only {triples}, all one colour; {stronger} is the stronger.</li>", lang,
            triples=triples, stronger="–".join(_q(c.rank.name_vi) for c in red_triple.cards))
        + "</ul>"
        + t("<h3>Dealing</h3>", lang)
        + t("<p>Deal all the cards, one at a time: 4 players get {four} each. For 3 players take out {removed} "
            "first ({deck} cards, {three} each); 2 players get {two} each.</p>", lang,
            four=learning.hand_size, removed=removed, deck=len(three.deck), three=three.hand_size,
            two=two.hand_size)
        + t("<h3>A trick</h3>", lang) + "<ol>"
        + t("<li>The leader calls one, two or three cards and lays that many face down: a real play.</li>", lang)
        + t("<li>Everyone else, in turn, lays exactly that many cards face down.</li>", lang)
        + t("<li>The leader turns their cards over first. Each other player shows a play of the same kind, or "
            "folds (<b>chui</b>): their cards stay face down and cannot win. Folding is always allowed.</li>", lang)
        + t("<li>The strongest play shown wins. Two identical plays: the one laid first wins.</li>", lang)
        + t("<li>The winner keeps <b>only their own</b> cards, face up; the rest of the trick is put aside. "
            "The winner leads the next trick.</li>", lang)
        + "</ol>"
        f'<figure class="tamcuc-handout-trick">{picture}<figcaption>'
        + _q(t("{winner} wins this pair trick and keeps {cards}; the six other cards are put aside.", lang,
               winner=winner, cards=winning))
        + "</figcaption></figure>"
        + t("<h3>Scoring</h3>", lang)
        + t("<p>When the hands are empty, count the cards each player kept (with 4 players they add up to "
            "{total}). Every two players settle the difference: <b>score = number of players × kept − all "
            "kept</b>. Kept {kept} scores {scores}.</p>", lang, total=learning.hand_size,
            kept=", ".join(map(str, kept)), scores=", ".join(_signed(x) for x in scores))
        + t("<h3>The folk rules add</h3>", lang) + "<ul>"
        + t("<li><b>The first-trick ban:</b> in the first trick of a deal, {banned} may not be led, and a play "
            "holding one cannot win (with 3 players, {extra} too).</li>", lang,
            banned=wording_join(banned_ranks, lang=lang), extra=wording_join(extra_ranks, lang=lang))
        + t("<li><b>Tứ tử, ngũ tử:</b> four or five soldiers of one colour are shown between tricks and count "
            "as won cards.</li>", lang)
        + t("<li><b>Kết and đè:</b> leading the last trick with a low pair or Xe–Pháo–Mã (kết) and winning it "
            "scores a bonus; a player who beats it (đè) scores a bonus instead. Agree the table before you "
            "play.</li>", lang)
        + "</ul>"
        + t("<p>Points only show who played better: Tam Cúc in class is never played for money.</p>", lang)
        + f"{ruler_html(lang)}</div>"
    )
    note = t("One page for each student. Print at 100 % on A4 or US Letter; the rest of this page is not printed.",
             lang)
    return Printable("handout", t("Tam Cúc on one page", lang), body, pages=1, screen_note=note, lang=lang)


PRINTABLES = {"deck": deck, "handout": handout, "poster": poster, "plays": plays_card, "scoresheet": scoresheet}
"""The printables by name (the worksheet lives in :mod:`tamcuc.worksheet`)."""

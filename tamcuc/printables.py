"""Things a teacher prints: the deck, the rank-ladder poster, the plays card, a score sheet.

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

Cards are printed :data:`CARD_MM` wide and 2.5 times as tall (30 × 75 mm, about
the size of a real card), six across and three down: 18 cards a sheet, the deck on
two sheets. The card backs, when asked for, follow each sheet mirrored left to right,
so a double-sided print (flip on the long edge) puts each back behind its face.

>>> p = deck(backs=False)
>>> p.pages, p.html().count('role="img"')
(2, 32)
>>> deck(backs=True).pages
4
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Optional, Sequence, Union

from .cards import CARDS, Card, Colour, Hand, Rank
from .cards import deck as engine_deck
from .draw import back_svg, card_label, card_svg, hand_svg
from .errors import TamCucError
from .plays import ALL_PLAYS, Kind, Play, why_beats, why_not_a_play
from .rules import Rules
from .scoring import settle

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


class PrintError(TamCucError):
    """A printable asked for with settings it cannot have (paper, players, deals…)."""


def _q(text) -> str:
    return escape(str(text), quote=True)


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
    # the deck
    ".tamcuc-print .tamcuc-grid{display:grid;grid-template-columns:repeat(%(cols)s,%(cw)smm);"
    "grid-auto-rows:%(ch)smm;width:%(gw)smm}"
    ".tamcuc-print .tamcuc-mirror{direction:rtl}"
    ".tamcuc-print .tamcuc-cell{display:flex;align-items:center;justify-content:center;"
    "outline:.25mm dashed #8a8a8a;outline-offset:-.125mm}"
    ".tamcuc-print .tamcuc-cell svg{width:%(w)smm;height:%(h)smm;display:block}"
    ".tamcuc-print .tamcuc-backs{display:none}"
    ".tamcuc-print.tamcuc-with-backs .tamcuc-backs{display:block}"
    # the ladder poster
    ".tamcuc-print .tamcuc-ladder{display:grid;grid-template-columns:repeat(7,36mm);width:252mm;"
    "column-gap:0;text-align:center}"
    ".tamcuc-print .tamcuc-rung{border-left:.4mm solid #b9ad95;padding:0 1mm}"
    ".tamcuc-print .tamcuc-rung:first-child{border-left:0}"
    ".tamcuc-print .tamcuc-rung-head{font-size:4mm;line-height:1.2;min-height:15mm}"
    ".tamcuc-print .tamcuc-rung-head b{font-size:5.2mm}"
    ".tamcuc-print .tamcuc-han{font-family:'Noto Serif CJK TC','Songti TC',serif;font-size:5mm}"
    ".tamcuc-print .tamcuc-rung svg{width:20mm;height:50mm;display:block;margin:1mm auto 0}"
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
    ".tamcuc-print .tamcuc-row figure{margin:0;text-align:center;font-size:2.8mm}"
    ".tamcuc-print .tamcuc-row svg{height:19mm;width:auto;display:block;margin:0 auto}"
    ".tamcuc-print .tamcuc-row.tamcuc-small svg{height:15mm}"
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
    # On screen the pages shrink to the column they are shown in (a preview); print sizes are in mm.
    "@media screen{.tamcuc-print{padding:.6em .8em;border-radius:6px}"
    ".tamcuc-print .tamcuc-page,.tamcuc-print .tamcuc-sheet"
    "{border-top:2px dashed #b9ad95;padding-top:.8em;max-width:100%%}"
    ".tamcuc-print .tamcuc-grid{grid-template-columns:repeat(%(cols)s,minmax(0,1fr));grid-auto-rows:auto;"
    "width:100%%;max-width:%(gw)smm}"
    ".tamcuc-print .tamcuc-cell{padding:4%% 0}"
    ".tamcuc-print .tamcuc-cell svg{width:92%%;height:auto}"
    ".tamcuc-print .tamcuc-ladder{grid-template-columns:repeat(7,minmax(0,1fr));width:100%%}"
    ".tamcuc-print .tamcuc-rung svg{width:70%%;height:auto}"
    ".tamcuc-print .tamcuc-rung-head,.tamcuc-print .tamcuc-place{font-size:.8em}"
    ".tamcuc-print .tamcuc-rung-head b{font-size:1.1em}"
    ".tamcuc-print .tamcuc-arrow,.tamcuc-print .tamcuc-rules{width:auto}"
    ".tamcuc-print .tamcuc-poster h2{font-size:1.5em}"
    ".tamcuc-print table.tamcuc-table{width:100%%}"
    ".tamcuc-print .tamcuc-blank{min-width:6em}"
    ".tamcuc-print .tamcuc-screen-note{font-size:.95em;margin:.5em 0}}"
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
    "width:auto!important;box-shadow:none!important;background:none!important}"
    "body{margin:0!important;padding:0!important}"
    ".tamcuc-print,.tamcuc-print .tamcuc-page,.tamcuc-print .tamcuc-sheet{margin:0;border:0;padding:0}"
    ".tamcuc-print .tamcuc-page{break-inside:avoid;page-break-inside:avoid}"
    ".tamcuc-print .tamcuc-page+.tamcuc-page,.tamcuc-print .tamcuc-new-page"
    "{break-before:page;page-break-before:always}"
    "}"
    "</style>"
) % {
    "m": MARGIN_MM,
    "cols": COLUMNS,
    "cw": CELL_MM[0],
    "ch": CELL_MM[1],
    "gw": CELL_MM[0] * COLUMNS,
    "w": CARD_MM,
    "h": CARD_MM * 5 // 2,
    "pw": 192,
    "rowh": 9,
}
"""The print stylesheet every printable carries (scoped to ``.tamcuc-print``)."""

DOC_STYLE = (
    "body{margin:1.5em auto;max-width:262mm;padding:0 1em;background:#fff;color:#1c1c1c;"
    "font-family:'Noto Sans','DejaVu Sans','Segoe UI',Arial,sans-serif}"
    "@media print{body{margin:0;padding:0;max-width:none}}"
)


PRINT_BUTTON = (
    '<p class="tamcuc-screen"><button type="button" class="tamcuc-print-button" disabled>'
    "Print this page</button></p>"
)
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
    pages are landscape. :meth:`html` is the fragment, :meth:`document` a whole file.
    """

    def __init__(self, name: str, title: str, body: str, pages: Optional[int] = None,
                 landscape: bool = False, screen_note: str = "", extra_class: str = ""):
        self.name = name
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
            f'<div class="{cls}" data-printable="{self.name}"{pages}>{STYLE}{page_rule}{note}{PRINT_BUTTON}'
            f"{self.body}{PRINT_SCRIPT}</div>"
        )

    def document(self, paper: Optional[str] = None) -> str:
        """Returns a standalone HTML file; ``paper`` (``"a4"``, ``"letter"`` or None) pins its page size."""
        size = ""
        if paper is not None:
            key = str(paper).lower()
            if key not in PAPERS:
                raise PrintError(f"paper {paper!r} is not one we print on; choose one of {sorted(PAPERS)}")
            size = f"@page{{size:{PAPERS[key]}{' landscape' if self.landscape else ''}}}"
        return (
            '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
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


# -- the deck ---------------------------------------------------------------------------------


def _chunks(items: Sequence, size: int) -> list:
    return [list(items[i:i + size]) for i in range(0, len(items), size)]


def deck(backs: Optional[bool] = None) -> Printable:
    """Returns the printable deck: the engine's 32 cards, 18 to a sheet, with cut lines.

    ``backs``: ``True`` adds a mirrored sheet of card backs after each sheet of faces,
    ``False`` prints faces only, ``None`` (the site's page) lets the reader choose with
    a checkbox (faces only until it is ticked).
    """
    cards = list(engine_deck())
    sheets = _chunks(cards, PER_SHEET)
    n = len(sheets)
    parts = []
    if backs is None:
        parts.append(
            '<div class="tamcuc-screen tamcuc-controls">'
            '<input type="checkbox" id="tamcuc-deck-backs" disabled>'
            '<label for="tamcuc-deck-backs">Also print the card backs (one mirrored sheet after each sheet of '
            "faces, for double-sided printing: flip on the long edge)</label></div>"
        )
    for i, sheet in enumerate(sheets, 1):
        cells = "".join(f'<div class="tamcuc-cell">{card_svg(c)}</div>' for c in sheet)
        parts.append(
            f'<div class="tamcuc-page tamcuc-faces" data-sheet="{i}" data-cards="{len(sheet)}">'
            f'<p class="tamcuc-note">Tam Cúc deck, sheet {i} of {n}: {len(sheet)} card faces. '
            "Cut along the dashed lines.</p>"
            f'<div class="tamcuc-grid">{cells}</div></div>'
        )
        if backs is not False:
            backs_cells = "".join(f'<div class="tamcuc-cell">{back_svg()}</div>' for _ in sheet)
            parts.append(
                f'<div class="tamcuc-page tamcuc-backs" data-sheet="{i}">'
                f'<p class="tamcuc-note">Card backs for sheet {i} of {n} (mirrored: print on the back of '
                f"sheet {i}).</p>"
                f'<div class="tamcuc-grid tamcuc-mirror">{backs_cells}</div></div>'
            )
    if backs is None:
        parts.append(
            "<script>(function(){var c=document.getElementById('tamcuc-deck-backs');if(!c)return;"
            "var r=c.closest('.tamcuc-print');c.disabled=false;"
            "var sync=function(){r.classList.toggle('tamcuc-with-backs',c.checked);};"
            "c.addEventListener('change',sync);sync();})();</script>"
        )
    extra = "tamcuc-with-backs" if backs else ""
    note = (
        f"The {len(cards)} cards of the engine's deck, {PER_SHEET} to a sheet, each {CARD_MM} × "
        f"{CARD_MM * 5 // 2} mm. Print at 100 % (actual size) on A4 or US Letter; the rest of "
        "this page is not printed."
    )
    return Printable("deck", "Tam Cúc: the printable deck", "".join(parts), pages=n * (2 if backs else 1),
                     screen_note=note, extra_class=extra)


# -- the rank-ladder poster -------------------------------------------------------------------

LADDER = tuple(sorted(CARDS, reverse=True))
"""The 14 different cards, strongest first: the order the poster shows."""


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def poster() -> Printable:
    """Returns the one-page rank-ladder poster (landscape): the seven ranks, red above black."""
    place = {card: i + 1 for i, card in enumerate(LADDER)}
    rungs = []
    for rank in Rank:
        red, black = Card(rank, Colour.RED), Card(rank, Colour.BLACK)
        cells = "".join(
            f"{card_svg(c)}<p class=\"tamcuc-place\">{_ordinal(place[c])}: {_q(c.name_vi)}</p>" for c in (red, black)
        )
        rungs.append(
            f'<div class="tamcuc-rung" data-rank="{rank.code}">'
            f'<div class="tamcuc-rung-head"><b>{_q(rank.name_vi)}</b> '
            f'<span class="tamcuc-han" lang="zh-Hant">{rank.han}</span><br>{_q(rank.name_en)}'
            f"<br>{rank.copies} of each colour</div>{cells}</div>"
        )
    top, bottom = LADDER[0], LADDER[-1]
    # The classic surprise, checked by the engine rather than typed in (RULES.md §2).
    winner, loser = Card.parse("e"), Card.parse("C")
    assert winner > loser
    surprise = why_beats(Play([winner]), Play([loser]))
    same = why_beats(Play("R"), Play("r"))
    body = (
        '<div class="tamcuc-page tamcuc-poster">'
        "<h2>Who beats whom: rank first, colour second</h2>"
        '<div class="tamcuc-arrow" aria-hidden="true"><span>◀ stronger</span><span>weaker ▶</span></div>'
        f'<div class="tamcuc-ladder">{"".join(rungs)}</div>'
        '<ol class="tamcuc-rules">'
        "<li><b>Rank first:</b> Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from strongest to weakest.</li>"
        "<li><b>Colour second:</b> of two cards of the same rank, red beats black "
        f"(Xe đỏ over Xe đen: {_q(same)}). Red cards carry the square seal ĐỎ; black cards say ĐEN.</li>"
        f"<li><b>Colour never beats rank:</b> {_q(winner.name_vi)} ({_q(winner.name_en)}) beats "
        f"{_q(loser.name_vi)} ({_q(loser.name_en)}): {_q(surprise)}.</li>"
        f"<li>Strongest card: {_q(card_label(top, han=False))}. Weakest: {_q(card_label(bottom, han=False))}. "
        "Each card beats every card with a larger number.</li>"
        "</ol></div>"
    )
    note = "A one-page poster (landscape). Print at 100 % on A4 or US Letter; the rest of this page is not printed."
    return Printable("poster", "Tam Cúc: the rank ladder", body, pages=1, landscape=True, screen_note=note)


# -- the plays reference card ---------------------------------------------------------------------

NOT_PLAYS = ("P p", "A E R", "C H P", "R C h", "P P P")
"""Near misses the reference card explains (RULES.md §3), each with the engine's reason."""


def _play_figure(play_or_cards, caption: str, width: float = 24) -> str:
    return f"<figure>{hand_svg(play_or_cards, width=width)}<figcaption>{_q(caption)}</figcaption></figure>"


def plays_card() -> Printable:
    """Returns the one-page reference card of the valid plays, strongest first in each kind."""
    by_kind = {k: sorted((p for p in ALL_PLAYS if p.kind is k), key=lambda p: p.strength, reverse=True) for k in Kind}
    singles = by_kind[Kind.SINGLE]
    pairs = by_kind[Kind.PAIR]
    triples = by_kind[Kind.TRIPLE]
    declared = by_kind[Kind.TU_TU] + by_kind[Kind.NGU_TU]

    def row(plays, small=False, label=lambda p: p.name_en):
        figs = "".join(_play_figure(p.cards, label(p)) for p in plays)
        return f'<div class="tamcuc-row{" tamcuc-small" if small else ""}">{figs}</div>'

    misses = "".join(
        f"<li><b>{_q(', '.join(c.name_vi for c in Hand(t)))}</b>: "
        f"{_q(why_not_a_play(t).split(': ', 1)[1])}.</li>"
        for t in NOT_PLAYS
    )
    total = len(ALL_PLAYS)
    body = (
        '<div class="tamcuc-page tamcuc-plays">'
        "<h2>The plays of Tam Cúc</h2>"
        f"<p>A leader calls one, two or three cards; everyone lays that many face down, then reveals a play "
        f"of the same kind or folds (chui). Plays of one kind compare; different kinds never meet. "
        f"There are {total} different plays in all.</p>"
        f"<h3>Một cây: a single ({len(singles)} different cards)</h3>"
        "<p>Any one card. Rank first (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt), and of the same rank red beats "
        "black. The strongest and the weakest:</p>"
        + row([singles[0], singles[-1]], small=True)
        + f"<h3>Đôi: a pair ({len(pairs)} kinds)</h3>"
        "<p>Two cards of the same rank <b>and</b> the same colour, compared like singles. There is only one "
        "general of each colour, so no pair of generals. Strongest first:</p>"
        + row(pairs, small=True, label=lambda p: p.cards[0].name_vi)
        + f"<h3>Ba: a triple (only {len(triples)})</h3>"
        "<p>Exactly Tướng–Sĩ–Tượng or Xe–Pháo–Mã, all one colour. Tướng–Sĩ–Tượng beats Xe–Pháo–Mã; of the "
        "same triple, red beats black. Strongest first:</p>"
        + row(triples)
        + "<h3>Who wins a trick</h3>"
        "<p>The strongest revealed play of the called kind wins; folded cards (chui) never win. Of two identical "
        "plays, the one laid first wins (the engine's convention: agree on it before you play). The winner keeps "
        "only their own winning cards and leads the next trick.</p>"
        + "<h3>Not plays: the near misses</h3><ul>"
        + misses
        + "</ul>"
        f"<h3>Tứ tử and ngũ tử: four or five soldiers ({len(declared)})</h3>"
        "<p>Four or five soldiers of one colour are never led in a trick: in the folk rules they are declared "
        "between tricks and count as won cards (tứ tử trình làng; ngũ tử cướp cái also takes the lead). "
        "The learning preset leaves them out.</p>"
        "</div>"
    )
    note = "A one-page reference card. Print at 100 % on A4 or US Letter; the rest of this page is not printed."
    return Printable("plays", "Tam Cúc: the plays", body, pages=1, screen_note=note)


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


def scoresheet(players: int = 4, deals: int = 6) -> Printable:
    """Returns a one-page score sheet for one table of a class tournament.

    Each deal row has, per player, the cards kept, the pairwise settlement
    (``settle``: n·kept − all kept) and the running total; an example row shows the
    arithmetic. ``players`` is 2, 3 or 4; ``deals`` 1 … :data:`MAX_DEALS`.
    """
    if not isinstance(players, int) or isinstance(players, bool) or players not in EXAMPLE_KEPT:
        raise PrintError(f"players={players!r}: Tam Cúc is played by 2, 3 or 4 players")
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MAX_DEALS:
        raise PrintError(f"deals={deals!r}: a score sheet has room for 1 to {MAX_DEALS} deals")
    hand = Rules.folk(players=players).hand_size
    example = EXAMPLE_KEPT[players]
    assert sum(example) == hand, (example, hand)
    scores = settle(list(example))
    head1 = "".join(
        f'<th scope="colgroup" colspan="3">Player {i + 1}: <span class="tamcuc-blank"></span></th>'
        for i in range(players)
    )
    head2 = "".join('<th scope="col">Kept</th><th scope="col">Score</th><th scope="col">Total</th>'
                    for _ in range(players))
    ex_cells = "".join(f"<td>{k}</td><td>{_signed(s)}</td><td>{_signed(s)}</td>" for k, s in zip(example, scores))
    blank = "<td></td>" * (3 * players)
    rows = "".join(f'<tr><th scope="row">{d}</th>{blank}<td></td></tr>' for d in range(1, deals + 1))
    final = "".join('<td></td><td></td><td class="tamcuc-total"></td>' for _ in range(players))
    cols = '<col style="width:17mm">' + '<col>' * (3 * players) + '<col style="width:20mm">'
    table = (
        f'<table class="tamcuc-table"><caption class="tamcuc-note">One row per deal. The example row shows the '
        f"arithmetic; it is not part of the game.</caption><colgroup>{cols}</colgroup>"
        f'<thead><tr><th scope="col" rowspan="2">Deal</th>{head1}<th scope="col" rowspan="2">Check</th></tr>'
        f"<tr>{head2}</tr></thead><tbody>"
        f'<tr class="tamcuc-example"><th scope="row">Example</th>{ex_cells}<td>{sum(example)} · {sum(scores)}</td></tr>'
        f"{rows}"
        f'<tr class="tamcuc-total"><th scope="row">Place</th>{final}<td></td></tr>'
        "</tbody></table>"
    )
    example_text = ", ".join(str(k) for k in example)
    score_text = ", ".join(_signed(s) for s in scores)
    body = (
        '<div class="tamcuc-page tamcuc-score">'
        f"<h2>Class tournament: score sheet ({players} players)</h2>"
        '<p class="tamcuc-fields"><span>Table: <span class="tamcuc-blank"></span></span>'
        '<span>Date: <span class="tamcuc-blank"></span></span></p>'
        "<ol>"
        f"<li>Play a deal with the learning rules. At the end, each player counts the cards they kept "
        f"(only their own winning cards). With {players} players the kept cards add up to {hand}.</li>"
        f"<li>Score each player by pairwise settlement: every two players settle the difference, so "
        f"<b>score = {players} × kept − all kept</b>. The scores of a deal add up to 0.</li>"
        "<li>Add the score to the player's total. In the Check column write the sum of the kept cards and "
        "the sum of the scores.</li>"
        f"<li>Example: kept {example_text} gives {score_text}.</li>"
        "</ol>"
        f"{table}"
        "<p>After the last deal, the highest total is 1st; equal totals share a place. Points are for the "
        "game only: Tam Cúc in class is never played for money.</p>"
        "</div>"
    )
    note = "One page per table. Print at 100 % on A4 or US Letter; the rest of this page is not printed."
    return Printable("scoresheet", "Tam Cúc: class tournament score sheet", body, pages=1, screen_note=note)


PRINTABLES = {"deck": deck, "poster": poster, "plays": plays_card, "scoresheet": scoresheet}
"""The printables by name (the worksheet lives in :mod:`tamcuc.worksheet`)."""

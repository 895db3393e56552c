"""The printable deck (:func:`deck`, laid out by :func:`deck_sheets`) and how much a class needs to print.

Cards are printed :data:`~tamcuc.printables.base.CARD_MM` wide and 2.5 times as tall, six
across and three down: 18 cards a sheet, the deck on two sheets. Each sheet is a box of
:data:`~tamcuc.printables.base.AREA_MM` centred on the page, so a double-sided print puts
each back behind its face; the ``fold`` layout puts faces and backs on one sheet.
:func:`groups_for` and :func:`class_needs` say how many decks and sheets a class needs.

>>> [len(s.cells) for s in deck_sheets("faces")]
[18, 14]
"""

from __future__ import annotations

from typing import Optional, Sequence

from .._html import esc, lang_attribute, percent, script
from ..cards import Card
from ..cards import deck as engine_deck
from ..draw import back_svg, card_svg
from ..errors import PrintError
from ..errors import shown as _shown
from ..i18n import N_, resolve, t
from .base import AREA_MM, CARD_MM, CELL_MM, COLUMNS, NOTE_MM, PER_SHEET, RULER_ROOM_MM, Printable, ruler_html
from .._public import public_dir

__all__ = [
    "BACKS", "BLEED_MM", "FOLD_GUTTER_MM", "LAYOUTS", "LIGHT_CHOICE", "Cell", "Sheet", "deck_sheets", "LAYOUT_CHOICES", "deck",
    "MAX_STUDENTS", "groups_for", "class_needs", "group_shape", "class_table_html", "CLASS_TABLE_HEADS",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


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
        cw, ch = CELL_MM
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


def _place(x: float, y: float, w: float, h: float) -> str:
    """Returns an inline style placing a box in the deck area (percentages: exact mm in print)."""
    aw, ah = AREA_MM
    return f"left:{percent(x, aw)};top:{percent(y, ah)};width:{percent(w, aw)};height:{percent(h, ah)}"


def _sheet_html(sheet: Sheet, layout: str, first_page: bool, lang: Optional[str] = None, letter: str = "") -> str:
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
                         f"{back_svg(lang=lang, letter=letter)}</div>")
    if sheet.fold_x is not None:
        rows = max(c.y + c.h for c in sheet.cells)
        parts.append(f'<div class="tamcuc-fold-line" style="{_place(sheet.fold_x - .2, NOTE_MM + .5, .4, rows - NOTE_MM - .5)}">'
                     '</div>')
    parts.append(f'<p class="tamcuc-note" style="{_place(0, 0, AREA_MM[0], NOTE_MM)}">{esc(note)}</p>')
    bottom = max(c.y + c.h for c in sheet.cells) + 2
    parts.append(f'<div class="tamcuc-ruler-place" style="{_place(0, bottom, AREA_MM[0], RULER_ROOM_MM - 2)}">'
                 f"{ruler_html(lang)}</div>")
    cls = f"tamcuc-page tamcuc-{sheet.side}" + ("" if first_page else " tamcuc-new-page")
    return (f'<div class="{cls}" data-sheet="{sheet.n}" data-cards="{len(sheet.cells)}">'
            f'<div class="tamcuc-area">{"".join(parts)}</div></div>')


def _layout_html(layout: str, lang: Optional[str] = None, letter: str = "") -> str:
    sheets = deck_sheets(layout)
    pages = "".join(_sheet_html(s, layout, i == 0, lang, letter) for i, s in enumerate(sheets))
    return f'<div class="tamcuc-layout" data-layout="{layout}" data-pages="{len(sheets)}">{pages}</div>'


LAYOUT_CHOICES = (
    ("faces", N_("Faces only (2 pages). The backs stay white.")),
    ("duplex", N_("Also print the card backs, for a double-sided printer (4 pages: flip on the long edge). "
                  "Each back lands behind its card.")),
    ("fold", N_("Fold and glue, for a printer without double-sided printing (4 pages): each sheet holds nine "
                "faces and, on the other half, their backs. Fold, glue, cut.")),
)


BACKS = ("dark", "light")
"""How the card backs are printed: ``"dark"`` (solid green, the colour bleeding past the cut lines)
or ``"light"`` (white with green lines: far less toner, and thin card stock does not curl)."""


def _check_letter(letter, lang: Optional[str] = None) -> str:
    if letter is None:
        return ""
    if not isinstance(letter, str) or len(letter.strip()) > 2 or not all(c.isalnum() for c in letter.strip()):
        raise PrintError(t("letter={letter}: a deck's letter is one or two letters or digits, such as A or B2", lang,
                           letter=_shown(letter)))
    return letter.strip().upper()


def deck(layout: Optional[str] = "faces", *, backs: Optional[bool] = None, letter: Optional[str] = None,
         back: str = "dark", lang: Optional[str] = None) -> Printable:
    """Returns the printable deck: the engine's 32 cards with cut lines (see :func:`deck_sheets`).

    ``layout`` is ``"faces"``, ``"duplex"`` (faces and mirrored backs) or ``"fold"``
    (fold-and-glue), or ``None`` (the site's page): the reader chooses with buttons,
    faces only until they choose. ``backs=True`` is the same as ``layout="duplex"``.
    Every back carries the deck's ``letter`` (such as ``"B"``) in a white disc, so decks mixed
    in a classroom can be sorted again; without a letter the disc is blank, to write it in by
    hand. ``back`` is one of :data:`BACKS`; on the site's page the reader chooses it too.
    """
    lang = resolve(lang)
    if backs is not None:
        layout = "duplex" if backs else "faces"
    if layout is not None and layout not in LAYOUTS:
        raise PrintError(t("layout={layout} is not a way we print the deck; choose one of {choices}", None,
                           layout=_shown(layout), choices=list(LAYOUTS)))
    if back not in BACKS:
        raise PrintError(t("back={back}: the card backs print {choices}", lang, back=_shown(back),
                           choices=list(BACKS)))
    letter = _check_letter(letter, lang)
    parts = []
    if layout is None:
        choices = "".join(
            f'<p><input type="radio" name="tamcuc-deck-layout" id="tamcuc-deck-{key}" value="{key}" disabled'
            f'{" checked" if key == "faces" else ""}><label for="tamcuc-deck-{key}">{esc(t(text, lang))}</label></p>'
            for key, text in LAYOUT_CHOICES
        )
        light = (f'<p><input type="checkbox" name="tamcuc-deck-back" id="tamcuc-deck-light" value="light" disabled'
                 f'{" checked" if back == "light" else ""}><label for="tamcuc-deck-light">'
                 f'{esc(t(LIGHT_CHOICE, lang))}</label></p>')
        legend = esc(t("How to print the deck", lang))
        parts.append(f'<fieldset class="tamcuc-screen tamcuc-controls"><legend>{legend}</legend>'
                     f"{choices}{light}</fieldset>")
        parts.extend(_layout_html(key, lang, letter) for key, _ in LAYOUT_CHOICES)
        parts.append("<script>" + script("print-deck.js", "") + "</script>")  # the reader's choice of layout
        shown, pages = "faces", None
    else:
        parts.append(_layout_html(layout, lang, letter))
        shown, pages = layout, len(deck_sheets(layout))
    note = t("The {cards} cards of the engine's deck, each {w} × {h} mm in every layout. Print at 100 % (actual "
             "size) on A4 or US Letter; the rest of this page is not printed.", lang,
             cards=len(engine_deck()), w=CELL_MM[0], h=CELL_MM[1])
    p = Printable("deck", t("Tam Cúc: the printable deck", lang), "".join(parts), pages=pages, screen_note=note,
                  attributes=f' data-layout="{shown}" data-back="{back}"', lang=lang)
    p.layout = shown
    p.back = back
    p.letter = letter
    return p


LIGHT_CHOICE = N_("Light card backs: white with green lines, to save toner (the backs of the two layouts above "
                  "that print them).")
"""The label of the site's light-backs box."""

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


def group_shape(groups: Sequence[int], lang: Optional[str] = None, prose: bool = False) -> str:
    """Returns the groups of a class in words: ``6 of 4, 1 of 3`` for a table's cell (in Vietnamese ``6 nhóm 4
    người, …``); with ``prose``, for a sentence, the last joined with "and": ``6 of 4 and 1 of 3``."""
    if not isinstance(groups, (list, tuple)) or not all(type(g) is int for g in groups):
        raise PrintError(t("groups={groups}: give the group sizes, a list of whole numbers such as [4, 4, 3]", None,
                           groups=_shown(groups)))
    from ..wording import join

    shapes = [t("{n} of {size}", lang, n=groups.count(k), size=k) for k in (4, 3, 5, 2) if k in groups]
    return join(shapes, lang=lang) if prose else ", ".join(shapes)


def class_table_html(sizes: Sequence[int] = tuple(range(8, 41)), lang: Optional[str] = None) -> str:
    """Returns the screen table "how many sheets for a class of N" for the deck page, in ``lang``."""
    if isinstance(sizes, (str, bytes, dict)) or not hasattr(sizes, "__iter__"):
        raise PrintError(t("sizes={sizes}: give the class sizes, a list of whole numbers such as [20, 30]", None,
                           sizes=_shown(sizes)))
    rows = []
    for n in sizes:
        need = class_needs(n)
        groups = need["groups"]
        shape = esc(group_shape(groups, lang))
        rows.append(
            f"<tr><th scope=\"row\">{n}</th><td>{shape}</td><td>{need['decks']}</td>"
            f"<td>{need['sheets']['duplex']}</td><td>{need['sheets']['fold']}</td></tr>"
        )
    return (
        # The caption takes the table's colour: in the site's dark mode a notebook's HTML output
        # sits on a light panel, where the theme's muted caption colour is too pale to read.
        f'<table class="tamcuc-class-table"{lang_attribute(lang)}><caption style="color:inherit">'
        + esc(t("How many sheets of paper for a class: one deck per group; a double-sided sheet counts once. Add "
               "one plays card and one score sheet per group, and one rules handout per student.", lang))
        + "</caption><thead><tr>"
        + "".join(f'<th scope="col">{esc(t(head, lang))}</th>' for head in CLASS_TABLE_HEADS)
        + f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


CLASS_TABLE_HEADS = (N_("Students"), N_("Groups"), N_("Decks"), N_("Sheets, double-sided"),
                     N_("Sheets, fold and glue"))
"""The columns of :func:`class_table_html`."""

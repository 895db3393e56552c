"""Things a teacher prints: the deck, the rules handout, the poster, the plays card, a score sheet.

Every printable is a :class:`Printable`: an HTML fragment (its own ``<style>``,
no ids shared with the rest of a page, nothing loaded from outside) that

- shows itself in a notebook and on the book's site (``_repr_html_``), where its
  print stylesheet hides the site around it, so printing the page prints only it;
- becomes a standalone file with :meth:`Printable.document` / :meth:`Printable.save`
  (what ``python -m tamcuc deck --out deck.html`` writes).

The package has six modules: :mod:`~tamcuc.printables.base` (the page: :class:`Printable`,
the paper sizes, the print stylesheet ``tamcuc/static/print.css``, the check ruler),
:mod:`~tamcuc.printables.decks` (the deck and how much a class needs),
:mod:`~tamcuc.printables.pages` (the poster, the plays card, the score sheet, the handout, the play mat),
:mod:`~tamcuc.printables.deals` (duplicate deals for a class: dealing sheets, result slips, the class
results sheet, and after play the engine's play and the comparison of the tables; imported on its own)
and :mod:`~tamcuc.printables.worksheet` (worksheets of quiz questions with their key; imported
on its own, as it needs :mod:`tamcuc.quiz`, and still importable as ``tamcuc.worksheet``).
Everything but the worksheet is importable from ``tamcuc.printables`` itself.

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
the size of a real card, and the same cut size in every layout: :data:`CELL_MM`), six across and three down: 18 cards a sheet, the deck on
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

from .._html import lang_attribute
from ..errors import PrintError  # defined in tamcuc.errors, still importable from here
from .base import (AREA_MM, CARD_MM, CELL_MM, COLUMNS, DOC_STYLE, MARGIN_MM, NOTE_MM, PAPER_MM, PAPERS, PER_SHEET,
                   PRINT_BUTTON, PRINT_SCRIPT, ROWS, RULER_MM, RULER_PAD_MM, RULER_ROOM_MM, STYLE, Printable, ruler_html)
from .decks import (BACKS, BLEED_MM, CLASS_TABLE_HEADS, FOLD_GUTTER_MM, LAYOUT_CHOICES, LAYOUTS, LIGHT_CHOICE,
                    MAX_STUDENTS, Cell, Sheet, class_needs, class_table_html, deck, deck_sheets, group_shape,
                    groups_for)
from .base import DEMO_CARD_MM
from .pages import (DIRECTION, EXAMPLE_KEPT, FIRST_CALLER, HANDOUT_NAMES, HANDOUT_TRICK, LADDER, MAT_MM, MAX_DEALS,
                    NOT_PLAYS, POSTER_MM, POSTER_SIZES, POSTER_ZOOM, demo_cards, first_caller_text, handout, mat,
                    plays_card, poster, scoresheet)
from .._public import public_dir

PRINTABLES = {"deck": deck, "handout": handout, "poster": poster, "plays": plays_card, "scoresheet": scoresheet,
              "mat": mat, "demo": demo_cards}
"""The printables by name (the worksheet lives in :mod:`tamcuc.printables.worksheet`)."""

__all__ = [
    "DEMO_CARD_MM", "POSTER_MM", "POSTER_SIZES", "POSTER_ZOOM", "demo_cards", "BACKS", "DIRECTION", "FIRST_CALLER", "LIGHT_CHOICE", "MAT_MM", "first_caller_text", "mat",
    "AREA_MM", "BLEED_MM", "CARD_MM", "CELL_MM", "CLASS_TABLE_HEADS", "COLUMNS", "DOC_STYLE", "EXAMPLE_KEPT",
    "FOLD_GUTTER_MM", "HANDOUT_NAMES", "HANDOUT_TRICK", "LADDER", "LAYOUTS", "LAYOUT_CHOICES", "MARGIN_MM", "MAX_DEALS",
    "MAX_STUDENTS", "NOTE_MM", "NOT_PLAYS", "PAPERS", "PAPER_MM", "PER_SHEET", "PRINTABLES", "PRINT_BUTTON",
    "PRINT_SCRIPT", "ROWS", "RULER_MM", "RULER_PAD_MM", "RULER_ROOM_MM", "STYLE", "Cell", "PrintError", "Printable",
    "Sheet", "class_needs", "class_table_html", "deck", "deck_sheets", "group_shape", "groups_for", "handout",
    "lang_attribute", "plays_card", "poster", "ruler_html", "scoresheet",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

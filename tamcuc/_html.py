"""What the faces share to write HTML: escaping, numbers, the palette and their style and script files.

The faces (:mod:`tamcuc.draw`, :mod:`tamcuc.table`, :mod:`tamcuc.replay`,
:mod:`tamcuc.printables`, :mod:`tamcuc.quiz`, :mod:`tamcuc.tusac.drawing`) write HTML
and SVG text; this module is the one place for what they all need:

- :func:`esc`: text made safe for element text and attribute values;
- :func:`number` and :func:`percent`: numbers as SVG and CSS want them (short, no
  trailing zeros, the same text on every machine, so outputs compare byte for byte);
- the palette (:data:`RED`, :data:`BLACK`, :data:`FACE` …), shared by both decks' pictures;
- :func:`lang_attribute`: `` lang="vi"`` on a face written in a language other than English;
- :func:`static_text`, :func:`css` and :func:`script`: the faces' stylesheets and
  scripts, real files under ``tamcuc/static/`` (package data, read with
  :mod:`importlib.resources`), made compact for inlining in a page.

>>> esc('Chi\\'s "pair" & more')
'Chi&#x27;s &quot;pair&quot; &amp; more'
>>> number(12.0), number(3.14159), percent(1, 3)
('12', '3.14', '33.3333%')
>>> lang_attribute("vi"), lang_attribute("en")
(' lang="vi"', '')

The engine's core (cards, rules, plays, tricks, game, scoring …) imports nothing from here:
it stays free of faces (``tests/test_layout.py``).
"""

from __future__ import annotations

import re
from html import escape
from importlib import resources
from typing import Mapping, Optional

from .i18n import resolve
from ._public import public_dir

__all__ = [
    "RED", "BLACK", "FACE", "EDGE", "BACK", "HIGHLIGHT", "HIGHLIGHT_EDGE", "MUTED", "TEXT_FONT", "esc", "number",
    "percent", "lang_attribute", "static_text", "css", "script", "with_widget",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

# -- the palette: both decks' pictures and the panels around them ---------------------
RED = "#b3151b"
"""The ink of red cards (and of the ban stamp)."""
BLACK = "#1c1c1c"
"""The ink of black cards and of text on a light panel."""
FACE = "#fffdf6"
"""A card's face, and the light panel behind every picture."""
EDGE = "#7a6a50"
"""A card's edge."""
BACK = "#25594a"
"""The colour of a card's back."""
HIGHLIGHT = "#fff2b8"
"""The background of what won (a trick's winning seat)."""
HIGHLIGHT_EDGE = "#b88a00"
"""The edge of what won."""
MUTED = "#5a5a5a"
"""Quieter text (a loser's note under a trick)."""
TEXT_FONT = "'Noto Sans','DejaVu Sans','Segoe UI',Arial,sans-serif"
"""The font of every word drawn in a picture."""


def esc(value) -> str:
    """Returns ``str(value)`` escaped for element text or an attribute value (either quote)."""
    return escape(str(value), quote=True)


def number(x: float) -> str:
    """Returns a number for SVG: an integer when whole, else at most two decimals."""
    if float(x).is_integer():
        return str(int(x))
    return f"{x:.2f}".rstrip("0").rstrip(".")


def percent(value: float, whole: float) -> str:
    """Returns ``value`` as a CSS percentage of ``whole``, at most four decimals."""
    return f"{100 * value / whole:.4f}".rstrip("0").rstrip(".") + "%"


def lang_attribute(lang: Optional[str] = None, quote: str = '"') -> str:
    """Returns `` lang="vi"`` for an element written in a language other than English, else nothing.

    English is the pages' own language, so English fragments stay exactly as they were.
    """
    lang = resolve(lang)
    return "" if lang == "en" else f" lang={quote}{lang}{quote}"


# -- the faces' stylesheets and scripts: tamcuc/static/ -------------------------------

_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_SLOT = re.compile(r"var\(--py-([a-z0-9-]+)\)")


def static_text(name: str) -> str:
    """Returns the text of ``tamcuc/static/<name>`` (package data), without its opening comment.

    Every style and script file opens with a comment that says who reads it and how (CSS
    ``/* … */``, JavaScript ``//`` lines); the text returned starts after it.
    """
    text = resources.files(__package__).joinpath(f"static/{name}").read_text(encoding="utf-8")
    if text.startswith("/*"):
        return text[text.index("*/") + 2:].lstrip("\n")
    lines = text.splitlines(keepends=True)
    while lines and lines[0].startswith("//"):
        lines.pop(0)
    return "".join(lines)


def css(name: str, slots: Optional[Mapping[str, str]] = None) -> str:
    """Returns the stylesheet ``tamcuc/static/<name>`` on one line: comments left out, lines trimmed.

    A value that Python computes (a size in millimetres, a colour of the palette) is written
    in the file as ``var(--py-NAME)``, so the file stays valid CSS; each is replaced by
    ``slots[NAME]``, and a slot the file names that ``slots`` lacks is a ``KeyError``.
    """
    text = "".join(line.strip() for line in _COMMENT.sub("", static_text(name)).splitlines())
    return _SLOT.sub(lambda m: (slots or {})[m[1]], text)


def script(name: str, joiner: str = "\n") -> str:
    """Returns the script ``tamcuc/static/<name>``: lines trimmed, blank and ``//`` comment lines left
    out, joined by ``joiner`` (``""`` makes one line: each line of such a file ends a statement or a block)."""
    lines = (line.strip() for line in static_text(name).splitlines())
    return joiner.join(line for line in lines if line and not line.startswith("//"))


def with_widget(bundle: dict, make, include=None, exclude=None):
    """Returns a face's mime ``bundle`` (its HTML and text) with the JupyterLab widget that ``make()``
    returns added, or the bundle alone where anywidget is not installed (``make`` raises ImportError).
    The widget's own text is left out (the face's stays); anywidget's metadata comes back as
    ``(bundle, metadata)``, as IPython takes it. The quiz and the game table display themselves with it."""
    try:
        widget = make()
    except ImportError:  # anywidget absent: the HTML face is all there is
        return bundle
    view = widget._repr_mimebundle_(include=include, exclude=exclude)
    view, metadata = view if isinstance(view, tuple) else (view, {})
    if view:
        bundle.update({k: v for k, v in view.items() if k != "text/plain"})
    return (bundle, metadata) if metadata else bundle

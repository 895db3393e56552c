"""The game table in JupyterLab: the site's table (:meth:`Table.html <tamcuc.table.Table.html>`) as a widget.

One HTML from Python for both faces. On the site the page's script carries each click on a
control (its ``data-tc-act`` / ``data-tc-arg``) to :meth:`Table.event <tamcuc.table.Table.event>`
through :func:`tamcuc.web.table_event`; here the widget's script (``tamcuc/static/table_widget.js``,
an `anywidget <https://anywidget.dev>`_ module) sends it to the kernel as a message
``{"act": ..., "arg": ...}``, and :class:`TableWidget` applies it and puts the table's new HTML
in its ``html`` trait, which the script draws. The script holds no rule of the game.

A table shown as a widget plays at the reader's pace, as on the site: the computer's moves come
one at a time (the script asks for each with ``step``, :data:`STEP_MS` apart) and a finished
trick stays on the table until Continue (or the tempo the reader chose).
"""

from __future__ import annotations

import anywidget
import traitlets

from ._html import static_text
from .errors import TamCucError
from .i18n import language
from ._public import public_dir

__all__ = [
    "STEP_MS", "TEXT_LIMIT", "WORDS", "TableWidget",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

STEP_MS = 350
"""Milliseconds between two computer moves, so the reader sees each (the site's ``stepDelay``)."""

TEXT_LIMIT = 10_000
"""The longest ``act`` or ``arg`` a message may carry (as :data:`tamcuc.web.TEXT_LIMIT`)."""

WORDS = ("moment", "thinking")
"""What the script says while the kernel works (from :data:`tamcuc.web.ENGINE_WORDS`)."""


class TableWidget(anywidget.AnyWidget):
    """The table's notebook face: ``html`` is :meth:`Table.html` (with its stylesheet), redrawn after each message.

    A message is ``{"act": str, "arg": str}`` (:meth:`Table.event`); one the script sends by itself
    (a computer's step, the Continue after the tempo) also carries ``"at"``, the ``version`` it
    was sent for, and is dropped when the table has changed since (another view of the same
    widget sent it first, or the reader pressed something). Each message is answered with
    ``{"done": true}``, so the script knows the kernel is free again.
    """

    _esm = static_text("table_keys.js") + static_text("table_widget.js")  # the keys are the site's too
    html = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)
    step_ms = traitlets.Int(STEP_MS).tag(sync=True)
    words = traitlets.Dict().tag(sync=True)

    def __init__(self, table, **kwargs):
        from .web import engine_words

        super().__init__(**kwargs)
        self.table = table
        table.autoplay = False  # the computer's moves are stepped one by one, as on the site
        table.pause = True  # and every finished trick stays until Continue (or the tempo)
        words = engine_words(table.lang)
        self.words = {key: words[key] for key in WORDS}
        self.redraw()
        self.on_msg(self._on_message)

    def redraw(self) -> None:
        """Puts the table's HTML, with its stylesheet (a notebook has none of the book's), in ``html``."""
        html = self.table.html()
        if html != self.html:
            with self.hold_sync():
                self.html = html
                self.version += 1

    def _on_message(self, _widget, content, _buffers) -> None:
        try:
            self.handle(content)
        finally:
            self.send({"done": True})

    def handle(self, content) -> bool:
        """Applies one message of the script; returns whether the table took it (see the class).

        A message of the wrong shape (not a dict, ``act`` or ``arg`` not a text, or longer than
        :data:`TEXT_LIMIT`) is dropped and changes nothing. A refused event (a
        :class:`~tamcuc.errors.TamCucError`) changes nothing but the table's message, which says
        why in the table's language: never a traceback."""
        if not isinstance(content, dict):
            return False
        act, arg, at = content.get("act"), content.get("arg", ""), content.get("at")
        if not all(isinstance(x, str) and len(x) <= TEXT_LIMIT for x in (act, arg)):
            return False
        if at is not None and (type(at) is not int or at != self.version):
            return False
        table = self.table
        lang = table.lang
        try:
            table.event(str(act), str(arg))
        except TamCucError as err:
            table.lang = lang  # as tamcuc.web.table_event: a refused click changes nothing else
            with language(lang):
                from .table import refusal

                table.message = refusal(err, lang)
        self.redraw()
        return True

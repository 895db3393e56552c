"""The explorables in JupyterLab: the site's explorable (:mod:`tamcuc.explore`) as a widget.

One HTML from Python for both faces. The widget's script (``tamcuc/static/explore_widget.js``, an
anywidget module) draws the HTML in the ``html`` trait and sends each click on a control (its
``data-tx-act`` / ``data-tx-arg``) to the kernel as a message ``{"act": ..., "arg": ...}``;
:class:`ExploreWidget` applies it (:meth:`Explorable.press <tamcuc.explore.Explorable.press>`) and puts
the new HTML in ``html``. The script holds no rule of the game.
"""

from __future__ import annotations

import anywidget
import traitlets

from ._html import static_text
from ._public import public_dir

__all__ = ["ExploreWidget"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


class ExploreWidget(anywidget.AnyWidget):
    """An explorable's notebook face: ``html`` is :meth:`Explorable.html` (live, with its stylesheet)."""

    _esm = static_text("explore_widget.js")
    html = traitlets.Unicode("").tag(sync=True)

    def __init__(self, explorable, **kwargs):
        super().__init__(**kwargs)
        self.explorable = explorable
        self.html = explorable.html(live=True)
        self.on_msg(self._on_message)

    def _on_message(self, _widget, content, _buffers) -> None:
        self.handle(content)

    def handle(self, content) -> bool:
        """Applies one message of the script; returns whether the explorable took the click. A message of the
        wrong shape is dropped; a refused click changes nothing but the line that says why."""
        if not isinstance(content, dict):
            return False
        taken = self.explorable.press(content.get("act"), content.get("arg", ""))
        self.html = self.explorable.html(live=True)
        return taken

"""The quiz in JupyterLab: the site's quiz (:func:`tamcuc.quiz.render.quiz_html`) as a widget.

One face for both: the widget draws the HTML Python made for the site and runs the site's own quiz
script on it (``tamcuc/static/quiz.js``, as one function, :func:`~tamcuc.quiz.render.quiz_function`),
so the notebook's quiz looks and behaves as the website's: clickable answers with their cards, keys,
Reset, the round's summary, and the answers kept in the browser (they survive a kernel restart and a
reopened notebook). When the reader asks for more questions, the script asks the kernel instead of
the page's engine: a message ``{"id": n, "call": "quiz_question", "args": [kind, seed, index, lang]}``,
answered with ``{"id": n, "html": ...}`` (:func:`tamcuc.web.quiz_question`, as on the site) or
``{"id": n, "error": ...}``. The script holds no rule and grades nothing: Python wrote each answer's
grading and feedback into the HTML.
"""

from __future__ import annotations

import anywidget
import traitlets

from ._html import static_text
from ._public import public_dir
from .errors import TamCucError
from .quiz.render import quiz_function

__all__ = ["QuizWidget", "TEXT_LIMIT"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

TEXT_LIMIT = 200
"""The longest text a message's argument may be (a kind's name or a language code are far shorter)."""


class QuizWidget(anywidget.AnyWidget):
    """A quiz's notebook face: ``html`` is the quiz's HTML without its script (the module runs it)."""

    _esm = "var runQuiz=" + quiz_function() + ";\n" + static_text("quiz_widget.js")
    html = traitlets.Unicode("").tag(sync=True)

    def __init__(self, quiz, **kwargs):
        super().__init__(**kwargs)
        self.quiz = quiz
        self.html = quiz.html(script=False)
        self.on_msg(self._on_message)

    def _on_message(self, _widget, content, _buffers) -> None:
        reply = self.answer(content)
        if reply is not None:
            self.send(reply)

    def answer(self, content) -> dict | None:
        """Returns the answer to one message of the script (see the module), or None for a message
        of the wrong shape (it is dropped). Only this quiz's kind may be asked for; a refused
        question is an ``error`` in the quiz's language, never a traceback."""
        from .web import quiz_question

        if not isinstance(content, dict) or type(content.get("id")) is not int:
            return None
        args = content.get("args")
        if content.get("call") != "quiz_question" or not isinstance(args, list) or not 3 <= len(args) <= 4:
            return {"id": content["id"], "error": "unknown call"}
        if any(isinstance(a, str) and len(a) > TEXT_LIMIT for a in args):
            return {"id": content["id"], "error": "too long"}
        if not (isinstance(args[0], str) and all(type(a) is int for a in args[1:3])
                and (len(args) == 3 or isinstance(args[3], str) or args[3] is None)):
            return {"id": content["id"], "error": "unknown call"}  # the script sends (kind, seed, index, lang)
        kind = args[0]
        if kind != self.quiz.kind:
            return {"id": content["id"], "error": "another quiz's question"}
        try:
            return {"id": content["id"], "html": quiz_question(*args)}
        except TamCucError as err:
            return {"id": content["id"], "error": str(err)}

"""Showing a quiz question: one object, two faces (a live widget and a static HTML/JS quiz).

``quiz(kind, seed)`` returns a :class:`Quiz`. As the last line of a notebook
cell it displays itself through ``_repr_mimebundle_``, which carries:

``application/vnd.jupyter.widget-view+json``
    an ipywidgets view (JupyterLab, a live kernel): grading runs in Python
    (:meth:`Question.grade`) on each click; "New question" asks the generator
    for the next seed.
``text/html``
    a self-contained quiz for the built book: inline ``<style>`` and
    ``<script>``, no external requests, works without a kernel. It embeds the
    question and a few pre-generated next ones (seeds ``seed+1`` …), and its
    "New question" button cycles through them. The script only reveals what
    Python computed: each choice's correctness and feedback text.
``text/plain``
    the prompt and lettered choices.

Everything except the widget's model id is a function of the question(s):
the same kind and seed give byte-identical HTML and text.

DOM contract of the HTML face (for browser tests and styling):

- the container is ``<div class="tamcuc-quiz" id="tcq-KIND-SEED" data-kind data-seed>``;
  one page should hold a given kind and seed once (ids are unique per kind and seed);
- each question is a ``<div class="tamcuc-q">``; all but the current one are ``hidden``;
- each answer is ``<button type="button" class="tamcuc-choice" data-correct="true|false"
  data-feedback="…">``; ids ``tcq-KIND-SEED-qN-cI`` (N: question 0 …, I: choice 0 …);
- the feedback is ``<p class="tamcuc-feedback" role="status" aria-live="polite">``; a click
  writes that choice's ``data-feedback`` into it and sets ``data-state="right|wrong"``
  on the feedback and on the clicked button;
- ``<button class="tamcuc-next">`` shows the next embedded question (cycling) and
  moves focus to its first choice; it is left out when there is no other question;
- buttons are rendered ``disabled`` and enabled by the script, so without JavaScript
  nothing looks clickable that does nothing; the container then gets ``data-ready="1"``.
"""

from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from ..draw import cards_html, hand_svg
from .model import KINDS, Question, question

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MORE = 4
"""How many further questions (seeds seed+1 … seed+MORE) the HTML face embeds."""

CARD_WIDTH = 46
"""Pixel width of one card in a question's pictures."""

RIGHT = "Right! "
WRONG = "Not quite. "


def feedback_text(q: Question, index: int) -> str:
    """Returns what the reader sees after choosing ``q.choices[index]``, graded by :meth:`Question.grade`.

    The explanation starts with a verdict: its own (``Right: …``, ``No: …``) when it has one,
    else ``Right!`` or ``Not quite.`` is put in front.
    """
    fb = q.grade(index)
    own = ("Right",) if fb.correct else ("No:", "No,", "Not quite", "Wrong")
    if fb.text.startswith(own):
        return fb.text
    return (RIGHT if fb.correct else WRONG) + fb.text


def _q(text) -> str:
    return escape(str(text), quote=True)


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() and ch.isascii() else "-" for ch in str(text).lower())


def _cards_text(q: Question) -> str:
    groups = [str(g) if g is not None else "(face down)" for g in q.cards]
    if q.captions:
        groups = [f"{c}: {g}" for c, g in zip(q.captions, groups)]
    return "; ".join(groups)


def question_text(q: Question) -> str:
    """Returns a question as plain text: the prompt, the cards, and lettered choices."""
    lines = [q.prompt]
    if q.cards:
        lines.append("Cards: " + _cards_text(q))
    for i, choice in enumerate(q.choices):
        extra = f" [{choice.cards}]" if choice.cards is not None else ""
        lines.append(f"  {LETTERS[i]}. {choice.label}{extra}")
    return "\n".join(lines)


# -- the static HTML/JS face ---------------------------------------------------------

_STYLE = (
    "<style>"
    ".tamcuc-quiz{border:1px solid #d8cfbc;border-left:5px solid #b3151b;border-radius:6px;"
    "background:#fcfaf4;color:#1c1c1c;padding:.8em 1em;margin:1em 0;max-width:52em}"
    ".tamcuc-quiz .tamcuc-quiz-label{font-size:.8em;font-weight:700;letter-spacing:.08em;"
    "text-transform:uppercase;color:#7a5a00;margin-bottom:.3em}"
    ".tamcuc-quiz .tamcuc-prompt{font-weight:600;margin:.2em 0 .6em}"
    ".tamcuc-quiz .tamcuc-choices{display:flex;flex-wrap:wrap;gap:.5em;margin:.4em 0}"
    ".tamcuc-quiz button{font:inherit;color:#1c1c1c;background:#fff;border:2px solid #8c7d62;"
    "border-radius:5px;padding:.35em .8em;cursor:pointer;text-align:left}"
    ".tamcuc-quiz button:hover:not([disabled]){background:#f3ecdc}"
    ".tamcuc-quiz button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}"
    ".tamcuc-quiz button[disabled]{cursor:default;opacity:.6}"
    ".tamcuc-quiz button svg{vertical-align:middle;margin-left:.4em}"
    ".tamcuc-quiz .tamcuc-choice[data-state=right]{border-color:#1e7b34;background:#e7f5ea}"
    ".tamcuc-quiz .tamcuc-choice[data-state=wrong]{border-color:#b3151b;background:#fbeaea}"
    ".tamcuc-quiz .tamcuc-choice[data-state=right]::before{content:'\\2713  '}"
    ".tamcuc-quiz .tamcuc-choice[data-state=wrong]::before{content:'\\2717  '}"
    ".tamcuc-quiz .tamcuc-feedback{min-height:1.5em;margin:.5em 0;padding:0 .6em;border-left:4px solid transparent}"
    ".tamcuc-quiz .tamcuc-feedback[data-state=right]{color:#1e5b2a;border-color:#1e7b34}"
    ".tamcuc-quiz .tamcuc-feedback[data-state=wrong]{color:#8e1116;border-color:#b3151b}"
    ".tamcuc-quiz .tamcuc-next{font-size:.9em}"
    ".tamcuc-quiz figure{margin:0 1em .4em 0}"
    "</style>"
)

_SCRIPT = (
    # Written without "<" and "&" so that the quiz stays well-formed XML.
    "(function(){var r=document.getElementById('%s');if(!r||r.getAttribute('data-ready'))return;"
    "r.setAttribute('data-ready','1');"
    "var each=function(s,f){Array.prototype.forEach.call(r.querySelectorAll(s),f);};"
    "var qs=r.querySelectorAll('.tamcuc-q'),fb=r.querySelector('.tamcuc-feedback'),"
    "nx=r.querySelector('.tamcuc-next'),cur=0;"
    "each('button',function(b){b.disabled=false;});"
    "each('.tamcuc-choice',function(b){b.addEventListener('click',function(){"
    "var s=b.getAttribute('data-correct')==='true'?'right':'wrong';"
    "b.setAttribute('data-state',s);fb.setAttribute('data-state',s);"
    "fb.textContent=b.getAttribute('data-feedback');});});"
    "if(nx)nx.addEventListener('click',function(){"
    "each('.tamcuc-choice',function(b){b.removeAttribute('data-state');});"
    "fb.textContent='';fb.removeAttribute('data-state');qs[cur].hidden=true;"
    "cur=(cur+1)%%qs.length;qs[cur].hidden=false;var f=qs[cur].querySelector('.tamcuc-choice');"
    "if(f)f.focus();});})();"
)


def _question_html(q: Question, base: str, n: int) -> str:
    """Returns one question's panel: prompt, cards, and the answer buttons."""
    qid = f"{base}-q{n}"
    hidden = " hidden" if n else ""
    parts = [
        f'<div class="tamcuc-q" id="{qid}" data-seed="{q.seed}"{hidden}>',
        f'<p class="tamcuc-prompt" id="{qid}-p">{_q(q.prompt)}</p>',
    ]
    if q.cards:
        parts.append(cards_html(q.cards, q.captions, width=CARD_WIDTH))
    parts.append(f'<div class="tamcuc-choices" role="group" aria-labelledby="{qid}-p">')
    for i, choice in enumerate(q.choices):
        pic = hand_svg(choice.cards, width=24) if choice.cards is not None else ""
        parts.append(
            f'<button type="button" class="tamcuc-choice" id="{qid}-c{i}" '
            f'data-correct="{"true" if choice.correct else "false"}" '
            f'data-feedback="{_q(feedback_text(q, i))}" disabled>'
            f"{LETTERS[i]}. {_q(choice.label)}{pic}</button>"
        )
    parts.append("</div></div>")
    return "".join(parts)


def quiz_html(questions: Sequence[Question]) -> str:
    """Returns the self-contained HTML/JS quiz for ``questions`` (the first shown, the rest behind "New question")."""
    first = questions[0]
    base = f"tcq-{_slug(first.kind)}-{first.seed}"
    panels = "".join(_question_html(q, base, n) for n, q in enumerate(questions))
    nxt = (
        f'<button type="button" class="tamcuc-next" id="{base}-next" disabled>New question</button>'
        if len(questions) > 1
        else ""
    )
    return (
        f'<div class="tamcuc-quiz" id="{base}" data-kind="{_q(first.kind)}" data-seed="{first.seed}">'
        f"{_STYLE}"
        f'<div class="tamcuc-quiz-label">Quiz</div>'
        f"{panels}"
        f'<p class="tamcuc-feedback" id="{base}-fb" role="status" aria-live="polite"></p>'
        f"{nxt}"
        f"<script>{_SCRIPT % base}</script>"
        f"</div>"
    )


# -- the live widget face ------------------------------------------------------------


class QuizView:
    """The ipywidgets face of a quiz: ``box`` (a VBox) and, for the current question,
    ``buttons`` (one per choice), ``feedback`` (an HTML widget) and ``next_button``.

    Each click is graded in Python by :meth:`Question.grade`; "New question"
    replaces the question with the one of the next seed.
    """

    def __init__(self, q: Question, can_renew: bool):
        import ipywidgets as w

        self._w = w
        self.question = q
        self.box = w.VBox(layout=w.Layout(border="1px solid #d8cfbc", padding="6px 10px", margin="8px 0"))
        self.feedback = w.HTML("")
        self.next_button = None
        if can_renew:
            self.next_button = w.Button(description="New question")
            self.next_button.on_click(lambda _b: self.renew())
        self._build()

    def _build(self) -> None:
        w, q = self._w, self.question
        children = [w.HTML(f"<b>{_q(q.prompt)}</b>")]
        if q.cards:
            children.append(w.HTML(cards_html(q.cards, q.captions, width=CARD_WIDTH)))
        self.buttons = []
        rows = []
        for i, choice in enumerate(q.choices):
            b = w.Button(description=f"{LETTERS[i]}. {choice.label}", layout=w.Layout(width="auto"))
            b.on_click(lambda _b, i=i: self.choose(i))
            self.buttons.append(b)
            if choice.cards is not None:
                rows.append(w.HBox([b, w.HTML(hand_svg(choice.cards, width=24))]))
            else:
                rows.append(b)
        children.append(w.VBox(rows))
        self.feedback.value = ""
        children.append(self.feedback)
        if self.next_button is not None:
            children.append(self.next_button)
        self.box.children = tuple(children)

    def choose(self, index: int) -> None:
        """Grades choice ``index`` and shows the feedback."""
        fb = self.question.grade(index)
        button = self.buttons[index]
        button.button_style = "success" if fb.correct else "danger"
        button.icon = "check" if fb.correct else "times"
        colour = "#1e6b2e" if fb.correct else "#8e1116"
        self.feedback.value = f'<p style="color:{colour}">{_q(feedback_text(self.question, index))}</p>'

    def renew(self) -> None:
        """Replaces the question with the one of the next seed."""
        q = self.question
        self.question = question(q.kind, q.seed + 1)
        self._build()


# -- the object a notebook displays ------------------------------------------------


class Quiz:
    """A question to show in a notebook: a widget in JupyterLab, an HTML/JS quiz on the site.

    ``more`` further questions (the next seeds) are embedded in the HTML for its
    "New question" button; for a kind that is not registered there are none.
    """

    def __init__(self, q: Question, more: Optional[int] = None):
        if not isinstance(q, Question):
            raise TypeError(f"Quiz() takes a Question, not {q!r}; use quiz(kind, seed) to make one")
        self.question = q
        self.more = MORE if more is None else more

    @property
    def kind(self) -> str:
        """Returns the question kind."""
        return self.question.kind

    @property
    def seed(self) -> int:
        """Returns the seed of the first question."""
        return self.question.seed

    @property
    def renewable(self) -> bool:
        """Returns True when "New question" can make more questions (the kind is registered)."""
        return self.kind in KINDS

    def questions(self) -> list:
        """Returns the question and the ones embedded after it in the HTML."""
        qs = [self.question]
        if self.renewable:
            qs += [question(self.kind, self.seed + k) for k in range(1, self.more + 1)]
        return qs

    def grade(self, index: int):
        """Returns the :class:`Feedback` for choosing ``index`` (see :meth:`Question.grade`)."""
        return self.question.grade(index)

    def text(self) -> str:
        """Returns the plain-text face."""
        return question_text(self.question)

    def html(self) -> str:
        """Returns the self-contained HTML/JS face."""
        return quiz_html(self.questions())

    def view(self) -> QuizView:
        """Returns a new ipywidgets view of the question (needs ipywidgets)."""
        return QuizView(self.question, self.renewable)

    def __repr__(self) -> str:
        return f"Quiz({self.kind!r}, seed={self.seed})"

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict:
        data = {"text/plain": self.text(), "text/html": self.html()}
        try:
            import ipywidgets  # noqa: F401  (optional: the book extra installs it)
        except ImportError:
            return data
        widget_data = self.view().box._repr_mimebundle_()
        key = "application/vnd.jupyter.widget-view+json"
        if key in widget_data:
            data[key] = widget_data[key]
        return data


def quiz(kind: str, seed: int = 0) -> Quiz:
    """Returns the :class:`Quiz` showing question ``kind`` made from ``seed``."""
    return Quiz(question(kind, seed))


__all__ = ["Quiz", "QuizView", "quiz", "quiz_html", "question_text", "feedback_text"]

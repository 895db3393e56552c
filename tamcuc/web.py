"""What the book's web pages call when Python runs in the page (Pyodide).

The site's engine loader (``sphinxext/static/tamcuc-engine.js``) installs this package
in a Web Worker (``tamcuc-engine-worker.js``), off the page's main thread, and the page
calls these functions by name through ``window.tamcuc.call(name, ...args)``, as messages;
each returns HTML (or plain data) that the page puts in place. Only glue lives here: the
questions come from :mod:`tamcuc.quiz`, the table from :mod:`tamcuc.table`, and every
rule from the engine. A try-it line (:func:`run_cell`) runs with :mod:`tamcuc`, a display
stand-in and a fenced ``import`` (see :data:`_FENCED`); the worker has no page to reach.

Every function takes the page's language, ``lang`` (the script reads it from
``document.documentElement.lang``: ``"en"`` or ``"vi"``); left out, the current language.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import io
import traceback
from collections import OrderedDict
from typing import Optional

from ._html import esc
from .i18n import LANGUAGES, N_, language, resolve, set_language, t
from ._public import public_dir

__all__ = ["quiz_question", "run_cell", "table_start", "table_event", "explore_event", "set_page_language",
           "ENGINE_WORDS", "engine_words"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

ENGINE_WORDS = {
    "steps": (N_("downloading its data"), N_("opening Python"), N_("starting Python"),
              N_("adding the Tam Cúc rules"), N_("ready")),
    "loading": N_("Loading the game… (step {n} of {total}: {step})"),
    "loading_short": N_("Loading the game…"),
    "ready": N_("The game is ready."),
    "loading_questions": N_("Getting new questions ready… (step {n} of {total}: {step})"),
    "ready_questions": N_("New questions are ready."),
    "failed": N_("The live parts of this page (the game table, new questions, Run) could not start in this "
                 "browser; the rest of the page works as before."),
    "wait": N_("One moment: the game is still loading…"),
    "thinking": N_("Thinking about a hint…"),
    "reviewing": N_("Reviewing the deal…"),
    "moment": N_("One moment…"),
    "try_label": N_("Try it: change the code and press Run"),
    "try_note": N_("Your code runs with the book's game engine only: it cannot change this page or reach the "
                   "internet, and Stop (or {seconds} seconds) ends it."),
    "run": N_("Run"),
    "running": N_("Running…"),
    "fenced": N_("not allowed in a try-it line: it runs with the game engine alone, away from the page and the "
                 "internet"),
    "stop": N_("Stop"),
    "stopped": N_("Stopped. The game engine was restarted: you can run the line again."),
    "stopped_time": N_("Stopped: the line ran for more than {seconds} seconds. The game engine was restarted: "
                       "change the line and run it again."),
}
"""The words the engine loader shows before Python runs (and so cannot ask Python for): in
English; :func:`engine_words` gives them in a language. The Sphinx extension writes them, for
every language, into ``tamcuc-engine-words.js`` beside the loader; ``{n}``, ``{total}`` and
``{step}`` are the loading step's number, the number of steps and its name."""

def engine_words(lang: Optional[str] = None) -> dict:
    """Returns :data:`ENGINE_WORDS` in ``lang`` (default: the current language), placeholders kept.

    >>> engine_words("vi")["run"], engine_words("en")["steps"][-1]
    ('Chạy', 'ready')
    """
    lang = resolve(lang)
    return {key: [t(w, lang) for w in value] if isinstance(value, tuple) else t(value, lang)
            for key, value in ENGINE_WORDS.items()}


def all_engine_words() -> dict:
    """Returns :func:`engine_words` for every language the engine writes, by language code."""
    return {code: engine_words(code) for code in LANGUAGES}


class _Recent(OrderedDict):
    """A dict that keeps only its ``limit`` most recently used entries: what a page (or a hostile script
    calling the engine in a loop) can make the engine remember is bounded."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def __getitem__(self, key):
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)


TABLES_KEPT = 16
"""How many live tables the engine keeps (a page shows two; the least recently used is forgotten)."""
NAMESPACES_KEPT = 8
"""How many pages' try-it namespaces the engine keeps."""
_TABLES = _Recent(TABLES_KEPT)
_NAMESPACES = _Recent(NAMESPACES_KEPT)


def _lang(lang: Optional[str]) -> str:
    """Returns the page's language: ``lang`` when the page gave one the engine writes, else the current one.

    A page of another language (or none, or anything that is not a short text) gets the engine's
    current language rather than an error.
    """
    lang = lang[:20] if isinstance(lang, str) else ""
    lang = lang.strip().lower().split("-")[0]
    try:
        return resolve(lang or None)
    except ValueError:
        return resolve(None)


TEXT_LIMIT = 10_000
"""The longest text the page sends in an argument other than a try-it line (a key, a kind, an event)."""


def _word(value, what: str) -> str:
    """Returns ``value`` when the page sent a text (at most :data:`TEXT_LIMIT` characters, a plain ``str``);
    raises :class:`~tamcuc.errors.UsageError` otherwise, before anything changes."""
    from .errors import UsageError, shown

    if not isinstance(value, str) or len(value) > TEXT_LIMIT:
        raise UsageError(t("{what}={value}: give a text", what=what, value=shown(value)))
    return str.__str__(value)


def _whole(value, what: str, low=None, high=None) -> int:
    """Returns ``value`` as an ``int`` when the page sent a whole number: an ``int``, a float with
    no fraction (JavaScript's numbers) or its digits as text; raises :class:`~tamcuc.errors.UsageError`
    otherwise (NaN, infinity, None, a list, a bool, a text of another kind or of more than 30 characters)."""
    from . import checks

    if isinstance(value, float) and value.is_integer():
        value = int(value)
    elif isinstance(value, str):  # ASCII digits, one minus sign at most (checks.digits)
        number = checks.digits(value.strip(), 29, signed=True)
        value = value if number is None else number
    return checks.whole(value, what, low, high)


def set_page_language(lang: Optional[str] = None) -> str:
    """Makes the page's language (``document.documentElement.lang``) the current language of
    the engine in the page, when the engine writes it; returns the language now current."""
    set_language(_lang(lang))
    return resolve(None)


def quiz_question(kind: str, seed: int, index: int, lang: Optional[str] = None) -> str:
    """Returns the HTML of one new question of the quiz ``kind`` in ``lang`` (see
    :func:`tamcuc.quiz.render.question_block_html`)."""
    from .quiz.render import question_block_html

    kind, seed, index = _word(kind, "kind"), _whole(seed, "seed"), _whole(index, "index")
    lang = _lang(lang)
    with language(lang):
        return question_block_html(kind, seed, index, lang=lang)


# -- try-it cells -----------------------------------------------------------------------------
_FENCED = frozenset({"js", "pyodide", "pyodide_js", "_pyodide", "micropip", "ctypes", "_ctypes", "socket", "ssl",
                     "urllib", "http", "webbrowser", "subprocess"})
"""Modules a try-it line may not import: in the page, ``js`` and ``pyodide`` would reach the
browser (the worker's own globals; the worker has no page, no storage, and its network and
``postMessage`` are taken away once the engine is ready), the others the network or the machine."""


def _fenced_import(name, globals=None, locals=None, fromlist=(), level=0):
    """``__import__`` for a try-it line: the engine and Python's own modules, not the ones of :data:`_FENCED`."""
    if level == 0 and str(name).split(".")[0] in _FENCED:
        raise ImportError(t("a try-it line cannot use {name}: it runs with the game engine alone, away from the page",
                            name=name))
    return builtins.__import__(name, globals, locals, fromlist, level)


def _fenced_builtins() -> dict:
    """Returns Python's builtins with :func:`_fenced_import` in place of ``__import__``."""
    names = dict(vars(builtins))
    names["__import__"] = _fenced_import
    return names


def _namespace(context: str) -> dict:
    """Returns the names a page's cells import: its top-level ``import`` statements, run once.

    The namespace holds :mod:`tamcuc` (``tc``), the display stand-ins and the builtins with
    a fenced ``import`` (see :data:`_FENCED`): a try-it line reaches the engine, not the page."""
    if context in _NAMESPACES:
        return _NAMESPACES[context]
    namespace: dict = {"__name__": "__main__", "__builtins__": _fenced_builtins()}
    exec("import tamcuc as tc", namespace)
    for source in context.split("\n\x1e\n") if context else ():
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        for node in tree.body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                try:
                    exec(compile(ast.Module(body=[node], type_ignores=[]), "<imports>", "exec"), namespace)
                except ImportError:  # IPython is not in the page: its display classes are below
                    if isinstance(node, ast.ImportFrom) and node.module == "IPython.display":
                        for alias in node.names:
                            if alias.name in _DISPLAY:
                                namespace[alias.asname or alias.name] = _DISPLAY[alias.name]
    _NAMESPACES[context] = namespace
    return namespace


class _Markup:
    """A stand-in for IPython's ``HTML`` / ``SVG`` (not in the page): shows its markup."""

    def __init__(self, data: str = ""):
        self.data = str(data)

    def _repr_html_(self) -> str:
        return self.data


_DISPLAY = {"HTML": _Markup, "SVG": _Markup}


def _display(value) -> str:
    """Returns ``value`` as a notebook shows it: its HTML, its SVG, or its repr as text."""
    if hasattr(value, "_repr_mimebundle_"):
        bundle = value._repr_mimebundle_() or {}
        if isinstance(bundle, tuple):
            bundle = bundle[0]
        if "text/html" in bundle:
            return f"<div class='output text_html'>{bundle['text/html']}</div>"
    for method, wrap in (("_repr_html_", "text_html"), ("_repr_svg_", "text_html")):
        if hasattr(value, method):
            out = getattr(value, method)()
            if out:
                return f"<div class='output {wrap}'>{out}</div>"
    return _text(repr(value))


def _text(text: str, stream: str = "text_plain") -> str:
    return (
        f"<div class='output {stream} highlight-myst-ansi notranslate'><div class='highlight'>"
        f"<pre><span></span>{esc(text)}</pre></div></div>"
    )


def _error_text(err: BaseException) -> str:
    """Returns an error as the reader reads it: the engine's own errors by their message alone
    (it names the input and the rule), Python's others as Python prints their last line."""
    from .errors import TamCucError

    if isinstance(err, TamCucError):
        return str(err)
    if isinstance(err, SyntaxError):
        return _syntax_text(err)
    return traceback.format_exception_only(type(err), err)[-1].rstrip()


def _syntax_text(err: SyntaxError) -> str:
    """Returns a line that is not Python in the page's words, with its line number and what to look at
    (Python's own "SyntaxError: invalid syntax" says nothing to a reader, and not in their language)."""
    said = (err.msg or "").lower()
    if isinstance(err, IndentationError) and "unexpected indent" in said:
        why = t("start the line at the left edge, without spaces in front")
    elif "never closed" in said or "unexpected eof" in said or "does not match" in said or "unmatched" in said:
        why = t("a bracket is not closed, or one is too many: count the ( and ), [ and ]")
    elif "unterminated string" in said or "eol while scanning" in said:
        why = t("a text in quotes is not closed: put a \" (or ') at each end")
    else:
        why = t("check the brackets, the quotes and the commas against the example")
    return t("This line is not valid Python (line {line}): {why}.", line=err.lineno or 1, why=why)


def run_cell(code: str, context: str = "", lang: Optional[str] = None) -> str:
    """Runs one cell of Python as a notebook would, and returns its output as HTML.

    ``context`` is the source of the page's code cells (separated by a line holding
    ``"\\x1e"``): their top-level imports run first, so the cell sees the names the
    lesson imported; ``tc`` is :mod:`tamcuc`. The value of a last expression shows as
    its picture or text; printed text shows above it; an error shows its message, which
    in this engine names the input and the rule. The cell runs in ``lang``, the page's
    language, so what the engine writes reads as the page does.
    """
    if context is None:
        context = ""
    if not isinstance(context, str):  # the page's own cells, joined: text of any length
        _word(context, "context")
    with language(_lang(lang)):
        return _run_cell(code, context)


def _run_cell(code: str, context: str) -> str:
    namespace = _namespace(context)
    out = io.StringIO()
    parts = []
    try:
        tree = ast.parse(code, "<try-it>", "exec")
        last = tree.body[-1] if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        body = tree.body[:-1] if last is not None else tree.body
        value = None
        with contextlib.redirect_stdout(out):
            exec(compile(ast.Module(body=body, type_ignores=[]), "<try-it>", "exec"), namespace)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), "<try-it>", "eval"), namespace)
    except Exception as err:  # the reader's own code: show the error as a notebook would
        if out.getvalue():
            parts.append(_text(out.getvalue(), "stream"))
        parts.append(_text(_error_text(err), "traceback"))
        return "".join(parts)
    if out.getvalue():
        parts.append(_text(out.getvalue(), "stream"))
    if value is not None:
        parts.append(_display(value))
    return "".join(parts)


# -- the game table ---------------------------------------------------------------------------
def table_start(key: str, players: int = 4, preset: str = "folk", seed: int = 1, strength: str = "medium",
                lang: Optional[str] = None, guide: str = "") -> str:
    """Starts (or restarts) the live table called ``key`` on the page, speaking ``lang``; returns its HTML.

    ``guide`` names a guided deal (:data:`tamcuc.guide.GUIDES`, the placeholder's ``data-guide``): its own
    deal, with the guide's advice at each of the reader's turns; "" for a free table."""
    from .table import MAX_SEED, Table

    key, players, seed = _word(key, "key"), _whole(players, "players"), _whole(seed, "seed", 0, MAX_SEED)
    preset, strength = _word(preset, "preset"), _word(strength, "strength")
    guide = _word(guide, "guide") if guide else None
    table = Table(players=players, preset=preset, seed=seed, strength=strength, autoplay=False, lang=_lang(lang),
                  guide=guide)
    _TABLES[key] = table
    return table.html(style=False)  # the page links table.css once (sphinxext/tamcuc_engine.py)


def table_event(key: str, action: str, arg: str = "", lang: Optional[str] = None) -> str:
    """Applies one click of the page (see :meth:`tamcuc.table.Table.event`); returns the table's new HTML.

    ``lang``, when given, is the page's language: the table speaks it from now on."""
    from .errors import UsageError, shown

    key, action = _word(key, "key"), _word(action, "action")
    arg = "" if arg is None else _word(arg, "arg")
    if key not in _TABLES:
        raise UsageError(t("no game table called {key} on this page; start it first (table_start)", key=shown(key)))
    table = _TABLES[key]
    before = table.lang
    if lang:
        table.lang = _lang(lang)
    try:
        table.event(action, arg)
    except Exception:
        table.lang = before  # a refused click changes nothing, not even the table's language
        raise
    return table.html(style=False)  # the page links table.css once (sphinxext/tamcuc_engine.py)


# -- the explorables ---------------------------------------------------------------------------
def explore_event(kind: str, state: str, act: str = "", arg: str = "", lang: Optional[str] = None) -> str:
    """Returns the HTML of the explorable ``kind`` (:data:`tamcuc.explore.KINDS`) rebuilt from ``state`` (the
    ``data-tx-state`` the page carries) after the click ``act``/``arg`` (none when ``act`` is ""), in ``lang``.

    The engine keeps nothing between clicks: the state comes back with each, and is checked in full.
    A click the rules refuse is answered by the same explorable saying why (the engine's
    :class:`~tamcuc.errors.TamCucError`, in the page's language); a state or kind that is not one is refused."""
    from .errors import UsageError, shown
    from .explore import KINDS

    kind, state = _word(kind, "kind"), _word(state, "state")
    act, arg = _word(act or "", "act"), _word(arg or "", "arg")
    if kind not in KINDS:
        raise UsageError(t("kind={kind}: the explorables are {kinds}", kind=shown(kind), kinds=", ".join(KINDS)))
    lang = _lang(lang)
    with language(lang):
        explorable = KINDS[kind].from_state(state, lang)
        if act:
            explorable.press(act, arg)
        return explorable.html(live=True, style=False)

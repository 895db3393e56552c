"""The package's layout: the core knows no face, the old module paths still work, and the faces'
style and script files under ``tamcuc/static/`` are all read and all sound.

Layers. The **core** is the game itself (cards, rules, plays, tricks, a game, scoring,
dealing, odds, the words and messages, and Tứ Sắc's model). The **players** play it
(the bots, the sampling bot, the fast play-outs, the statistics of bots' games), and the
flat API (``tamcuc/__init__.py``) gathers both. The **faces** show or serve it (pictures,
quizzes, the table, replays, printables, the page's functions, the command lines). A core
module imports neither a player nor a face, and a player no face, except inside a
``_repr_*`` method, where a value draws itself when a notebook shows it. Every module is in
exactly one layer, so a new module has to be placed.
"""

from __future__ import annotations

import ast
import fnmatch
import functools
import importlib
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import tamcuc as tc

PACKAGE = Path(tc.__file__).resolve().parent
STATIC = PACKAGE / "static"

CORE = ("_public", "cards", "checks", "dealing", "errors", "game", "i18n", "odds", "plays", "rules", "scoring", "tricks",
        "wording", "locale", "locale.*", "tusac", "tusac.model")
"""The game itself. ``tusac`` is the Tứ Sắc subpackage's ``__init__``, which is its model."""

PLAYERS = ("__init__", "bots", "sampling", "fast", "_rollout", "stats", "guide", "_review")
"""Who plays the game (and judges it: the review of a deal), and the flat API (``import tamcuc as tc``: the engine and
its bots); ``guide``: the guided deals, scripted players with their advice; ``_rollout``: the review's and the hint's
fast play-outs (RuleBot on integer-coded hands)."""

FACES = ("__main__", "_html", "bench", "botbench", "draw", "draw_tusac", "exercises", "notebooks", "printables",
         "printables.*", "quiz", "quiz.*", "quiz_widget", "explore", "explore_widget", "replay", "table", "table_widget", "web", "worksheet",
         "tusac.drawing", "tusac.quizzes",
         "tusac.__main__")
"""What shows the game or serves it: pictures, quizzes, the table, replays, printables, the page's
functions, the command lines and benchmarks (and the old names ``draw_tusac``, ``worksheet``)."""

DRAWS_ITSELF = {
    # draw.hand_svg and draw.hand_html draw a Tứ Sắc hand by asking it (hand.svg(), hand.html()):
    # these two methods are the hand's own pictures, like its _repr_html_.
    ("tusac.model", "Hand.svg"),
    ("tusac.model", "Hand.html"),
}
"""Methods outside ``_repr_*`` that may import a face: (module, qualified name), each with its reason."""


def _layer_of(module: str) -> str | None:
    """Returns the layer ("core", "players", "faces") of a module named relative to the package."""
    for layer, patterns in (("core", CORE), ("players", PLAYERS), ("faces", FACES)):
        if any(fnmatch.fnmatchcase(module, p) for p in patterns):
            return layer
    return None


def _modules() -> dict[str, Path]:
    """Returns every module of the package by its name relative to the package (``quiz.kinds.cards``,
    ``tusac`` for ``tusac/__init__.py``, ``__init__`` for the package itself)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__" and len(parts) > 1:
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imports(source: str, module: str, is_package: bool, known) -> list[tuple[str, int, tuple[str, ...]]]:
    """Returns each package module that ``source`` imports: (imported module, line, enclosing
    functions and classes from the outside in). ``module`` is the importer's name relative to the
    package; ``known`` tells which names are modules of the package."""
    here = [] if module == "__init__" else module.split(".")
    package = here if is_package else here[:-1]
    found = []

    def target(base: list[str], name: str | None) -> list[str]:
        if name is None:
            return base
        return base + name.split(".")

    def visit(node: ast.AST, scope: tuple[str, ...]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                visit(child, scope + (child.name,))
                continue
            names: list[str] = []
            if isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package[:len(package) - (child.level - 1)] if child.level > 1 else package
                    where = target(list(base), child.module)
                elif child.module and (child.module == "tamcuc" or child.module.startswith("tamcuc.")):
                    where = child.module.split(".")[1:]
                else:
                    where = None
                if where is not None:
                    for alias in child.names:  # ``from . import draw`` imports the module draw
                        sub = ".".join(where + [alias.name])
                        names.append(sub if sub in known else ".".join(where))
            elif isinstance(child, ast.Import):
                names = [a.name[len("tamcuc."):] for a in child.names if a.name.startswith("tamcuc.")]
            for name in names:
                found.append((name or "__init__", child.lineno, scope))
            visit(child, scope)

    visit(ast.parse(source), ())
    return found


def _crossings(source: str, module: str, is_package: bool = False, known=()) -> list[str]:
    """Returns every import in ``source`` that goes against the layers (outside ``_repr_*`` and
    :data:`DRAWS_ITSELF`), as ``"module:line imports other (layer)"``."""
    allowed = {"core": {"core"}, "players": {"core", "players"}, "faces": {"core", "players", "faces"}}
    layer = _layer_of(module)
    wrong = []
    for name, line, scope in _imports(source, module, is_package, set(known)):
        other = _layer_of(name)
        if other is None or other in allowed[layer]:
            continue
        functions = [s for s in scope]
        if any(s.startswith("_repr_") for s in functions) or (module, ".".join(scope)) in DRAWS_ITSELF:
            continue
        wrong.append(f"{module}:{line} imports {name} ({other})" + (f" in {'.'.join(scope)}" if scope else ""))
    return wrong


def test_every_module_has_one_layer():
    """Each module of the package is core, a player or a face, and only one of them."""
    for module in _modules():
        layers = [layer for layer, patterns in (("core", CORE), ("players", PLAYERS), ("faces", FACES))
                  if any(fnmatch.fnmatchcase(module, p) for p in patterns)]
        assert len(layers) == 1, f"tamcuc/{module}: in {layers or 'no layer'}; add it to CORE, PLAYERS or FACES"


def test_the_core_imports_no_face_and_no_player():
    """No core module imports a face or a player, and no player a face, except where a value draws
    itself (``_repr_*``): the engine runs, and is tested, without anything that shows it."""
    modules = _modules()
    wrong = []
    for module, path in modules.items():
        if _layer_of(module) != "faces":
            wrong += _crossings(path.read_text(encoding="utf-8"), module, path.name == "__init__.py", modules)
    assert not wrong, "\n".join(wrong)


def test_the_layer_check_sees_a_face_imported_by_the_core():
    """The check above finds a face imported by a core module at the top, in a function and in a
    method, by a relative or an absolute import, and lets a ``_repr_html_`` import it."""
    known = set(_modules())
    source = (
        "from .draw import card_svg\n"
        "import tamcuc.table\n"
        "def explain():\n    from .quiz import question\n"
        "class Card:\n"
        "    def picture(self):\n        from . import replay\n"
        "    def _repr_html_(self):\n        from .draw import hand_html\n"
        "    def play(self):\n        from .bots import RuleBot\n"
    )
    found = _crossings(source, "cards", known=known)
    assert found == ["cards:1 imports draw (faces)", "cards:2 imports table (faces)",
                     "cards:4 imports quiz (faces) in explain", "cards:7 imports replay (faces) in Card.picture",
                     "cards:11 imports bots (players) in Card.play"]
    assert _crossings("from .. import draw\n", "tusac.model", known=known) == ["tusac.model:1 imports draw (faces)"]
    assert _crossings("from .draw import card_svg\n", "replay", known=known) == []


@pytest.mark.parametrize("old, new, names", [
    ("tamcuc.draw_tusac", "tamcuc.tusac.drawing", ["card_svg", "hand_svg", "deck_html", "groups_html", "WORD"]),
    ("tamcuc.quiz.tusac", "tamcuc.tusac.quizzes", ["LESSON"]),
    ("tamcuc.worksheet", "tamcuc.printables.worksheet", ["worksheet", "plan", "LESSONS", "DEFAULT_LESSONS"]),
    ("tamcuc.quiz.questions", "tamcuc.quiz.kinds.common", ["cards_words", "play_phrase", "NAMES"]),
    ("tamcuc.quiz.questions", "tamcuc.quiz.kinds.tricks", ["MAY_LEAD", "BANNED"]),
    ("tamcuc.tusac", "tamcuc.tusac.model", ["Card", "Hand", "analyse", "parse_hand", "SOURCE", "TuSacRules"]),
    ("tamcuc.printables", "tamcuc.printables.decks", ["deck", "deck_sheets", "class_needs", "MAX_STUDENTS"]),
    ("tamcuc.printables", "tamcuc.printables.pages", ["poster", "plays_card", "scoresheet", "handout"]),
    ("tamcuc.printables", "tamcuc.printables.base", ["Printable", "STYLE", "ruler_html", "AREA_MM"]),
])
def test_old_module_paths_still_work(old, new, names):
    """A module that moved is still importable by its old name, with the same objects."""
    before, after = importlib.import_module(old), importlib.import_module(new)
    for name in names:
        assert getattr(before, name) is getattr(after, name), f"{old}.{name} is not {new}.{name}"


def test_importing_tusac_draws_nothing():
    """``import tamcuc.tusac`` gives the model alone: neither its pictures nor its quiz kinds."""
    code = ("import sys, tamcuc.tusac\n"
            "print(','.join(m for m in ('tamcuc.tusac.drawing', 'tamcuc.tusac.quizzes', 'tamcuc.draw', 'tamcuc.quiz')"
            " if m in sys.modules))")
    import sys

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


# -- the style and script files ------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _read_static_files() -> dict[str, str]:
    """Returns each static file the package reads with ``css``, ``script`` or ``static_text`` (by
    name), with the module and the joiner it is read with (``script(name, "")``: one line)."""
    read = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
                first = node.args[0]
                if node.func.id in ("css", "script", "static_text") and isinstance(first, ast.Constant):
                    one_line = (node.func.id == "script" and len(node.args) > 1
                                and isinstance(node.args[1], ast.Constant) and node.args[1].value == "")
                    read[first.value] = "one line" if one_line else str(path.relative_to(PACKAGE))
    return read


STYLE_AND_SCRIPT = sorted(p.name for p in STATIC.iterdir() if p.suffix in (".css", ".js"))


def test_every_style_and_script_file_is_read():
    """Every ``.css`` and ``.js`` under ``tamcuc/static/`` is read by some module (no orphan), and
    every one a module reads is there."""
    read = {name for name in _read_static_files() if name.endswith((".css", ".js"))}
    assert set(STYLE_AND_SCRIPT) == read, (
        f"never read: {sorted(set(STYLE_AND_SCRIPT) - read)}; read but missing: {sorted(read - set(STYLE_AND_SCRIPT))}")


def _code(text: str, kind: str) -> str:
    """Returns ``text`` with its comments, strings (and, in JavaScript, regular expressions) blanked
    out, so that only brackets of the code itself are left to count. Raises AssertionError on a
    comment or a string that is never closed."""
    out, i, n, last = [], 0, len(text), "("
    while i < n:
        ch, two = text[i], text[i:i + 2]
        if two == "/*":
            end = text.find("*/", i + 2)
            assert end >= 0, f"a comment opened at {i} is never closed"
            i = end + 2
            continue
        if kind == "js" and two == "//":
            i = text.find("\n", i) if "\n" in text[i:] else n
            continue
        regex = kind == "js" and ch == "/" and last in "(,=:[!&|?{};+-*%<>~^\n"
        if ch in "'\"`" or regex:
            close, j, in_class = ("/" if regex else ch), i + 1, False
            while j < n and (text[j] != close or in_class):
                if text[j] == "\\":
                    j += 1
                elif regex and text[j] in "[]":
                    in_class = text[j] == "["
                elif text[j] == "\n" and close != "`":
                    raise AssertionError(f"a string or regular expression opened at {i} runs past its line")
                j += 1
            assert j < n, f"a string opened at {i} is never closed"
            out.append(" ")
            i, last = j + 1, "a"
            continue
        out.append(ch)
        if not ch.isspace():
            last = ch
        i += 1
    return "".join(out)


def _balanced(code: str) -> bool:
    """Returns True when every bracket of ``code`` closes the last one opened."""
    stack = []
    for ch in code:
        if ch in "([{":
            stack.append(ch)
        elif ch in ")]}":
            if not stack or "([{"[")]}".index(ch)] != stack.pop():
                return False
    return not stack


@pytest.mark.parametrize("name", STYLE_AND_SCRIPT)
def test_style_and_script_files_are_sound(name):
    """Each file says what it is in an opening comment, has code after it, closes every comment,
    string and bracket, and (a script read onto one line) ends each line with ``;``, ``{`` or ``}``."""
    text = (STATIC / name).read_text(encoding="utf-8")
    kind = name.rsplit(".", 1)[1]
    assert text.startswith("/*" if kind == "css" else "//"), f"{name} does not open with a comment"
    code = _code(text, kind)
    assert code.strip(), f"{name} has no code"
    assert _balanced(code), f"{name}: brackets do not balance"
    if kind == "css":
        assert "{}" not in code.replace(" ", "") and ";;" not in code, f"{name}: an empty rule or declaration"
    if _read_static_files().get(name) == "one line":
        lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("//")]
        assert all(line[-1] in ";{}" for line in lines), f"{name}: a line would run into the next on one line"


def test_the_balance_check_sees_broken_files():
    """The soundness check fails on an unclosed rule, a stray bracket, an unclosed comment or string,
    and passes brackets inside strings, comments and regular expressions."""
    assert not _balanced(_code(".a{color:red", "css"))
    assert not _balanced(_code("(function(){x();}", "js"))
    with pytest.raises(AssertionError):
        _code("/* never closed", "css")
    with pytest.raises(AssertionError):
        _code("var s='}", "js")
    assert _balanced(_code("a{content:'}'}/* { */", "css"))
    assert _balanced(_code("s.replace(/\\{(\\w+)\\}/g,f);// {\nvar t=\"(\";", "js"))


@pytest.mark.parametrize("name", [n for n in STYLE_AND_SCRIPT if n.endswith(".js")])
def test_scripts_parse(name):
    """Each script is valid JavaScript for Node's parser (``node --check``; Node comes with the
    README's set-up, as npm's)."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (the README's set-up installs it with npm)")
    done = subprocess.run([node, "--check", str(STATIC / name)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_python_values_fill_every_slot_of_the_print_style():
    """The print stylesheet's ``var(--py-…)`` slots are all filled, with the sizes of
    :mod:`tamcuc.printables.base`, and none is left in the page."""
    from tamcuc.printables import base

    slots = set(re.findall(r"var\(--py-([a-z0-9-]+)\)", (STATIC / "print.css").read_text(encoding="utf-8")))
    assert slots and "var(--py-" not in base.STYLE
    assert f"@page{{margin:{base.MARGIN_MM}mm}}" in base.STYLE
    assert f".tamcuc-cell svg{{width:{base.CARD_MM}mm;height:{base.CARD_MM * 5 // 2}mm;" in base.STYLE

"""The flat public API: ``import tamcuc as tc`` gives the whole engine, and nothing heavy comes with it."""

import re
import subprocess
import sys

import pytest

import tamcuc as tc
from tamcuc import wording

ENGINE = [
    "Card", "Hand", "Rank", "Colour", "parse_cards", "deck", "Play", "Kind", "Rules", "deal",
    "choose_dealer", "resolve_trick", "trick_winner", "TrickResult", "settle", "ranking", "Game",
    "Move", "Result", "RandomBot", "RuleBot", "SamplingBot", "simulate",
]
ERRORS = ["TamCucError", "NotationError", "IllegalPlayError", "RulesError", "SeatError", "UsageError", "QuizError",
          "PrintError"]


@pytest.mark.parametrize("name", ENGINE + ERRORS)
def test_every_name_of_the_issue_is_exported(name):
    """Each engine name the lessons use is in tamcuc.__all__ and is an attribute of the package."""
    assert name in tc.__all__
    assert getattr(tc, name) is not None


def test_all_lists_only_real_names():
    """Every name in __all__ exists, and ``from tamcuc import *`` gives exactly those."""
    namespace = {}
    exec("from tamcuc import *", namespace)
    exported = {k for k in namespace if not k.startswith("__")}
    assert exported == set(tc.__all__)
    assert len(tc.__all__) == len(set(tc.__all__))


def test_errors_are_value_errors():
    """Every error class is a ValueError (SeatError is also an IndexError, as a list index would be)."""
    for name in ERRORS:
        assert issubclass(getattr(tc, name), ValueError)
    assert issubclass(tc.SeatError, IndexError) and issubclass(tc.SeatError, tc.RulesError)


def test_every_error_class_is_listed_once_and_exported():
    """Every TamCucError class that errors.py defines is in errors.ERROR_NAMES, and tamcuc exports exactly those."""
    import inspect

    from tamcuc import errors

    defined = {name for name, value in vars(errors).items()
               if inspect.isclass(value) and issubclass(value, errors.TamCucError)}
    assert defined == set(errors.ERROR_NAMES) == set(ERRORS)
    assert [name for name in tc.__all__ if name in defined] == list(errors.ERROR_NAMES)


def test_a_lesson_needs_one_import():
    """The opening of lesson 5 works with the flat namespace alone."""
    from tamcuc import Card, Game, Rules  # noqa: F401  (the import itself is the test)

    assert tc.trick_winner(["r r", "C C", "R R", "h h"]) == 2
    game = tc.Game(tc.Rules.learning(), seed=7)
    result = game.play_out([tc.RuleBot()] * 4, seed=1)
    assert sum(result.kept) == 8


def test_importing_tamcuc_is_light():
    """``import tamcuc`` imports neither ipywidgets nor the faces (draw, quiz, table, replay, printables)."""
    code = (
        "import sys, tamcuc\n"
        "heavy = [m for m in ('ipywidgets', 'tamcuc.draw', 'tamcuc.quiz', 'tamcuc.table', 'tamcuc.replay',"
        " 'tamcuc.printables') if m in sys.modules]\n"
        "print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_values_draw_themselves():
    """A trick result, a trick record and a result show a picture and their explanation as a paragraph."""
    trick = tc.resolve_trick(["r r", "C C", "R R", "h h"])
    html = trick._repr_html_()
    assert "<svg" in html and "Chi wins with a pair of red chariots" in html and "Player" not in html
    assert "An&#x27;s pair of black chariots loses" in html or "An's pair of black chariots loses" in html
    game = tc.Game(tc.Rules(), seed=3)
    result = game.play_out([tc.RuleBot()] * 4, seed=3)
    record_html = game.history[0]._repr_html_()
    assert "<svg" in record_html and "Trick 1:" in record_html and "Player" not in record_html
    result_html = result._repr_html_()
    assert result_html.count("<svg") >= 4 and "An: kept" in result_html and "Player" not in result_html


def test_default_names_everywhere():
    """Every explanation names the seats An, Bình, Chi, Dũng unless told otherwise, never "Player 0"."""
    game = tc.Game(tc.Rules(), seed=11)
    result = game.play_out([tc.RuleBot()] * 4, seed=11)
    texts = [m.describe() for m in game.moves] + [r.explain() for r in game.history] + [result.summary()]
    texts += [d.describe() for d in game.declarations]
    assert all("Player" not in t for t in texts)
    assert any(name in " ".join(texts) for name in wording.names(4))
    record = game.history[0]
    own = ["Lan", "Minh", "Hoa", "Tuấn"]
    assert record.explain(own).startswith(f"Trick 1: {own[record.leader]} calls")
    assert record.explain().startswith(f"Trick 1: {wording.name(record.leader)} calls")


# -- the engine at the prompt (issue 24) --------------------------------------------------------------------


def test_an_error_shows_as_its_message_in_ipython():
    """IPython shows a TamCucError as its name and message only (_render_traceback_), not the engine's frames."""
    try:
        tc.Card.parse("Z")
    except tc.TamCucError as error:
        lines = error._render_traceback_()
    assert lines[0].startswith("NotationError: 'Z' is not a card")
    assert len(lines) == 1 and not any("File " in line or "Traceback" in line for line in lines)


def test_an_error_renders_through_ipython_itself():
    """IPython's own shell prints a TamCucError raised in a cell as one short paragraph, no library frames."""
    ipython = pytest.importorskip("IPython")
    from IPython.testing.globalipapp import start_ipython
    from IPython.utils.capture import capture_output

    shell = start_ipython() or ipython.get_ipython()
    with capture_output() as out:
        shell.run_cell("import tamcuc as tc\ntc.Card.parse('Z')")
    text = out.stdout + out.stderr
    assert "NotationError: 'Z' is not a card" in text
    assert "cards.py" not in text and len(text.strip().splitlines()) <= 3


@pytest.mark.parametrize("call", [
    lambda: tc.Card("R"), lambda: tc.Card(5), lambda: tc.Card(), lambda: tc.Card(None, None),
    lambda: tc.Card(tc.Rank.CHARIOT), lambda: tc.Card([1], b"R"), lambda: tc.Play(), lambda: tc.Hand(b"R R"),
    lambda: tc.Hand(bytearray(b"R")), lambda: tc.parse_cards(b"R"), lambda: tc.Game(hands=[b"R"] * 4),
], ids=["Card-text", "Card-int", "Card-nothing", "Card-None", "Card-rank-only", "Card-list-bytes", "Play-nothing",
        "Hand-bytes", "Hand-bytearray", "parse_cards-bytes", "Game-hands-bytes"])
def test_constructors_refuse_wrong_types_with_the_engines_error(call):
    """A card, play or hand built from the wrong kind of value raises a TamCucError, never a raw TypeError."""
    with pytest.raises(tc.TamCucError) as caught:
        call()
    assert not isinstance(caught.value, TypeError) and len(str(caught.value)) < 300


def test_card_with_text_points_to_parse():
    """``tc.Card("R")`` says that text is read by Card.parse, in both languages."""
    with pytest.raises(tc.NotationError, match=r"Card\.parse\('R'\)"):
        tc.Card("R")
    with tc.language("vi"), pytest.raises(tc.NotationError, match=r"Card\.parse"):
        tc.Card("R")


def test_a_huge_text_is_refused_briefly():
    """A huge string given where cards are expected is refused with a short message (the input is cut)."""
    with pytest.raises(tc.NotationError) as caught:
        tc.Hand("Z" * 1_000_000)
    assert len(str(caught.value)) < 400


def test_move_repr_is_short_and_names_everything():
    """A move's repr is one short line with its action, cards in notation, seat and default name."""
    move = tc.Move(2, "lead", tc.Hand("R R"))
    assert repr(move) == "<Move lead 'R R' by Chi (seat 2)>"
    assert repr(tc.Move(1, "pass", tc.Hand(""))) == "<Move pass by Bình (seat 1)>"
    swap = tc.Move(0, "di_dem", tc.Hand("p"), partner=2, partner_cards=tc.Hand("c"))
    assert repr(swap) == "<Move di_dem 'p' by An (seat 0) <> 'c' by Chi (seat 2)>"
    legal = tc.Game(seed=3).legal_plays()
    assert all(len(repr(m)) < 60 and "partner" not in repr(m) for m in legal)


def test_move_repr_carries_what_rebuilds_it():
    """Every field of a move can be read back from its repr: the seat, the action and the cards."""
    game = tc.Game(tc.Rules.learning(), seed=5)
    game.play_out([tc.RandomBot()] * 4, seed=5)
    for move in game.moves:
        text = repr(move)
        assert f"(seat {move.player})" in text and move.action in text
        if move.cards:
            assert repr(str(move.cards)) in text


def test_an_odd_move_still_shows_itself():
    """A Move built by hand with fields the engine never writes still has a repr (no error while printing)."""
    assert repr(tc.Move(9, "lead", 5)).startswith("Move(9, 'lead', 5")


def test_a_game_draws_the_table_for_the_seat_to_move():
    """In a notebook a Game is the table picture seen by the seat to move, with that seat's hand named under it."""
    game = tc.Game(seed=3, dealer=1)
    html = game._repr_html_()
    assert html.count("<svg") >= 1 + len(game.hand(1)) and "Bình to move: Bình&#x27;s hand" in html
    with tc.language("vi"):
        assert "Đến lượt Bình: bài trên tay Bình" in game._repr_html_()
    game.play_out([tc.RandomBot()] * 4, seed=3)
    assert "<svg" in game._repr_html_() and "to move" not in game._repr_html_()


def test_help_of_resolve_trick_is_short():
    """help(tc.resolve_trick) shows rules=None ("the default rules"), an example, and no Rules(...) dump."""
    import inspect
    import pydoc

    text = pydoc.render_doc(tc.resolve_trick, renderer=pydoc.plaintext)
    assert re.search(r"rules: '?Optional\[Rules\]'? = None", text)
    assert "the default rules" in text and ">>> " in text and "Rules(players" not in text
    for function in (tc.resolve_trick, tc.trick_winner):
        assert inspect.signature(function).parameters["rules"].default is None
    assert tc.trick_winner(["E", "e"]) == tc.trick_winner(["E", "e"], tc.Rules())


@pytest.mark.parametrize("name", [n for n in tc.__all__ if callable(getattr(tc, n))
                                  and type(getattr(tc, n)).__name__ == "function"])
def test_every_public_function_explains_each_parameter_with_an_example(name):
    """Each public function's docstring names every parameter and carries a doctest example."""
    import inspect

    function = getattr(tc, name)
    doc = inspect.getdoc(function) or ""
    assert ">>> " in doc, f"{name} has no example"
    for parameter in inspect.signature(function).parameters:
        assert f"``{parameter}``" in doc, f"{name}'s docstring does not explain {parameter}"


def test_help_of_game_explains_its_arguments():
    """help(tc.Game) explains rules, seed, dealer, hands and drawer, with an example."""
    import inspect

    doc = inspect.getdoc(tc.Game)
    for parameter in ("rules", "seed", "dealer", "hands", "drawer"):
        assert f"``{parameter}``:" in doc
    assert ">>> " in doc and "bắt cái" in doc


FACE_MODULES = ["draw", "replay", "table", "table_widget", "web", "printables", "printables.base", "printables.decks",
                "printables.pages", "printables.worksheet", "quiz", "quiz.model", "quiz.render", "tusac.drawing",
                "tusac.quizzes", "draw_tusac", "worksheet", "cards", "game", "tricks", "rules", "errors"]


@pytest.mark.parametrize("name", FACE_MODULES)
def test_modules_show_only_their_own_names(name):
    """Each face module has __all__; ``dir()`` and ``from … import *`` give its names, not json, re or escape."""
    import importlib

    module = importlib.import_module(f"tamcuc.{name}")
    assert module.__all__ and all(hasattr(module, n) for n in module.__all__)
    namespace = {}
    exec(f"from tamcuc.{name} import *", namespace)
    shown = set(dir(module)) | set(namespace)
    assert not shown & {"json", "re", "escape", "Optional", "annotations", "public_dir"}
    assert set(module.__all__) <= set(dir(module))


# -- what the lessons read lives inside the package (issue 24) -----------------------------------------------


def test_lesson_12b_figures_come_from_the_package():
    """The bots' measured figures are read from tamcuc/data/ with importlib.resources, and pyproject ships them."""
    from pathlib import Path

    from tamcuc.botbench import format_table, stored

    figures = stored()
    assert figures["rules"] == "folk" and len(figures["rows"]) == 3
    assert format_table(figures["rows"]).count("\n") == 4
    root = Path(tc.__file__).resolve().parent.parent
    assert '"data/*"' in (root / "pyproject.toml").read_text(encoding="utf-8")
    with pytest.raises(tc.UsageError, match="bots-folk"):
        stored("../secrets")


def test_no_notebook_reads_a_file_outside_book():
    """No lesson's code opens a file by a path that leaves book/ (book/ may be shared on its own)."""
    import json
    from pathlib import Path

    root = Path(tc.__file__).resolve().parent.parent
    for path in sorted((root / "book").rglob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        assert "../" not in code and "benchmarks" not in code, path.name


def test_a_huge_text_is_refused_at_once():
    """Text far longer than any cards' notation is refused before it is read, in a moment, naming its length."""
    import time

    start = time.monotonic()
    for call in (lambda: tc.Hand("R" * 10 ** 6), lambda: tc.trick_winner(["R" * 10 ** 6, "C"]),
                 lambda: tc.Card.parse("x" * 10 ** 7), lambda: tc.Game(seed=1).play("R " * 10 ** 6)):
        with pytest.raises(tc.NotationError, match="characters, longer than any cards' notation"):
            call()
    assert time.monotonic() - start < 2
    assert len(tc.parse_cards(", ".join(["tướng ông"] + ["tốt đen"] * 5 + ["xe đỏ"] * 2))) == 8

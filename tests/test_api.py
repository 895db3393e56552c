"""The flat public API: ``import tamcuc as tc`` gives the whole engine, and nothing heavy comes with it."""

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

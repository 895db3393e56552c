"""The examples in the engine modules' docstrings run and give the output they show."""

import doctest
import importlib

import pytest

MODULES = [
    "cards", "plays", "rules", "tricks", "dealing", "scoring", "game", "bots", "errors",
    "odds", "replay", "draw", "fast", "stats",
]


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name):
    """Every module has docstring examples, and every example of tamcuc.<module> passes."""
    module = importlib.import_module(f"tamcuc.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, f"tamcuc.{name} has no docstring examples"
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctest examples failed in tamcuc.{name}"


def test_the_engine_has_examples():
    """The engine documents itself with examples: at least a dozen across the modules."""
    finder = doctest.DocTestFinder()
    total = sum(
        len(t.examples) for name in MODULES for t in finder.find(importlib.import_module(f"tamcuc.{name}"))
    )
    assert total >= 12

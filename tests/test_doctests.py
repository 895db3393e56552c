"""The engine documents itself with examples; pytest runs them all (``--doctest-modules``, see pyproject.toml).

This file only checks that the examples are there: every engine module has some,
so that no module's examples can quietly disappear.
"""

import doctest
import importlib

import pytest

ENGINE = [
    "cards", "plays", "rules", "tricks", "dealing", "scoring", "game", "bots", "errors",
    "fast", "odds", "stats", "wording", "replay", "draw",
]


@pytest.mark.parametrize("name", ENGINE)
def test_module_has_examples(name):
    """tamcuc.<module> has docstring examples for --doctest-modules to run."""
    module = importlib.import_module(f"tamcuc.{name}")
    examples = sum(len(t.examples) for t in doctest.DocTestFinder().find(module))
    assert examples > 0, f"tamcuc.{name} has no docstring examples"


def test_doctests_run_by_default(pytestconfig):
    """The default test run collects docstring examples (pyproject.toml's addopts), unless addopts was cleared."""
    if not pytestconfig.getini("addopts"):
        pytest.skip("addopts was overridden on the command line (-o addopts=...)")
    assert pytestconfig.getoption("doctestmodules")
    assert "tamcuc" in pytestconfig.getini("testpaths")

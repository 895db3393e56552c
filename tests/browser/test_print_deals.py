"""The duplicate deals' pages and the five-seat score sheet printed to PDF by headless Chromium on A4, and measured.

The files are the ones ``python -m tamcuc deals`` and ``scoresheet --players 5`` write, opened from disk
as a teacher opens them; the measuring helpers are those of test_print.py.
"""

from __future__ import annotations

import pytest

from tamcuc.printables import deals as d
from tamcuc.printables import RULER_MM
from collections import Counter

from tamcuc.cards import CARDS
from test_print import TOLERANCE_MM, command_file, printer, ruler_length  # noqa: F401 (printer: fixture)


SLOW_SERIES = [pytest.param(n, "A4", marks=pytest.mark.slow) for n in (2, 3, 5)] + [
    pytest.param(n, "Letter", marks=pytest.mark.slow) for n in (3, 5)]
"""The other group sizes on A4, and two on Letter (the shorter sheet), with --runslow."""


@pytest.mark.parametrize("players, paper", [(4, "A4"), *SLOW_SERIES])
def test_the_deals_print_one_page_each_on_a4_with_the_engines_hands(tmp_path, printer, watch_file, players, paper):
    """deals --seed 7 --deals 2: each dealing sheet, the slips and the results sheet print on one A4 page each (and
    one Letter page, with --runslow), each with a whole 100 mm ruler; each dealing sheet pictures exactly the cards
    of the engine's deal of its number."""
    printed = printer(command_file(tmp_path, "deals", "--seed", "7", "--deals", "2", "--players", str(players)), paper)
    expected = d.class_deals(7, 2, players)
    assert len(printed.texts) == expected.pages == 4
    for n in range(expected.pages):
        assert abs(ruler_length(printed, n) - RULER_MM) <= TOLERANCE_MM, f"page {n + 1}"
    for n, number in enumerate((7, 8)):
        assert printed.texts[n].lstrip().startswith(f"Deal {number}: dealing sheet")
        dealt = Counter(c for h in d.deal_game(number, players).initial_hands for c in h)
        # Each card's English name is printed once in the sorting table, once under each picture of it and, for
        # the cards three players take out, once in the sentence that says so.
        text = " ".join(printed.texts[n].split())
        removed = Counter(d.deal_rules(players).removed_cards)
        assert {c: text.count(c.name_en) - 1 - removed[c] for c in CARDS} == {c: dealt[c] for c in CARDS}
    assert printed.texts[2].lstrip().startswith("Result slips")
    assert printed.texts[3].lstrip().startswith("Class results")
    watch_file.assert_clean(f"deals --players {players}")


def test_the_five_seat_score_sheet_prints_on_one_a4_page(tmp_path, printer):
    """scoresheet --players 5 --deals 10 prints on one A4 page with its referee marks and a whole ruler."""
    printed = printer(command_file(tmp_path, "scoresheet", "--players", "5", "--deals", "10"), "A4")
    assert len(printed.texts) == 1
    assert printed.texts[0].count("Referee") >= 11  # one mark per deal row, the example's and the rule's
    assert abs(ruler_length(printed, 0) - RULER_MM) <= TOLERANCE_MM

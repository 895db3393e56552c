"""The Vietnamese catalogue: English message -> Vietnamese, gathered from one module per face.

- :mod:`.engine`: cards, plays, tricks, games, scoring, rules, errors, drawings, replays;
- :mod:`.quiz`: quiz questions, choices, explanations and the quiz's buttons;
- :mod:`.faces`: the game table, the page's engine, printables, worksheets, the command line;
- :mod:`.cli`: the command line's help and refusals, and argparse's own words;
- :mod:`.explore`: the explorables (trick builder, ladder, bắt cái counter, reveal);
- :mod:`.tusac`: Tứ Sắc;
- :mod:`.review`: the review of a deal (and the table's Review button);
- :mod:`.deals`: the duplicate deals for a class and the score sheet of a group of five.

Written as a Vietnamese teacher would say it, with the folk words players use (cái,
chui, kết, đè, bắt cái, tứ tử trình làng), not word for word from the English.
"""

from __future__ import annotations

import unicodedata

from . import cli, deals, engine, explore, faces, guide, quiz, review, tusac


def _merge(*modules) -> dict:
    merged: dict = {}
    for module in modules:
        for english, vietnamese in module.MESSAGES.items():
            vietnamese = unicodedata.normalize("NFC", vietnamese)
            if merged.get(english, vietnamese) != vietnamese:
                raise ValueError(f"{module.__name__}: {english!r} is translated twice, differently")
            merged[english] = vietnamese
    return merged


MESSAGES = _merge(engine, quiz, faces, explore, tusac, cli, guide, review, deals)

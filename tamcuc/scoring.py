"""Scoring: kept cards, ranking with shared places, pairwise settlement, kết and đè.

RULES.md §7–8.

>>> settle([3, 1, 4, 0])      # the learning convention's worked example
[4, -4, 8, -8]
>>> ranking([3, 1, 4, 3])
[2, 4, 1, 2]
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import Optional, Sequence

from . import checks
from .errors import RulesError, UsageError, shown
from .i18n import N_, t
from .rules import Ket, Rules
from .plays import Play
from .wording import count, labeller, signed
from ._public import public_dir

__all__ = [
    "totals", "margin", "settle", "ranking", "KetOutcome", "ket_outcome", "final_scores", "ScoreTable", "score_table",
    "SCORING_WORDS", "scoring_words",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


def totals(kept: Sequence[int], bonuses: Optional[Sequence[int]] = None) -> list:
    """Returns each seat's total: its kept cards plus its kết / đè bonus (``None``: no bonuses).

    The one place a seat's kept cards and bonus are added, for the scores, the
    bots, the statistics and the benchmarks.

    >>> totals([3, 1, 4, 0], [0, 0, 2, 0]), totals([3, 1])
    ([3, 1, 6, 0], [3, 1])
    """
    kept = _check_counts(kept)
    if bonuses is None:
        return kept
    return [k + b for k, b in zip(kept, bonuses)]


def margin(points: Sequence, seat: int) -> float:
    """Returns how far ``seat``'s points are ahead of the average of the other seats' points.

    That is the pairwise settlement (:func:`settle`) shared out over the other
    seats: what a bot aims for, and what the statistics measure.

    >>> margin([4, 1, 2, 0], 0), settle([4, 1, 2, 0])[0] / 3
    (3.0, 3.0)
    """
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - sum(others) / len(others)


def settle(kept: Sequence[int]) -> list:
    """Returns each player's pairwise settlement: every pair settles the difference.

    Player i receives ``n·w_i − Σw``; the results sum to zero. The one place the
    pairwise settlement is worked out (:func:`final_scores` uses it; RULES.md §8).

    ``kept`` is the number of cards each player kept, by seat. Example: ``[3, 5, 0, 0]``.

    >>> settle([3, 5, 0, 0])
    [4, 12, -8, -8]
    """
    kept = _check_counts(kept)
    total = sum(kept)
    n = len(kept)
    return [n * w - total for w in kept]


def ranking(points: Sequence[int]) -> list:
    """Returns each player's place (1 = most); equal points share the higher place.

    ``points`` is each player's score, by seat (negative scores are allowed). Example: ``[4, 12, -8, -8]``.

    >>> ranking([4, 12, -8, -8])
    [2, 1, 3, 3]
    """
    points = _check_counts(points, allow_negative=True)
    return [1 + sum(1 for q in points if q > p) for p in points]


_MOST_COUNTS = 1000
"""The most numbers scoring reads from one argument (a table has at most a few players)."""


def _check_counts(values, allow_negative: bool = False) -> list:
    if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__iter__"):
        raise UsageError(t("{values}: scoring needs one number per player", values=shown(values)))
    values = list(islice(values, _MOST_COUNTS + 1))  # an endless iterator is read no further than this
    if not values:
        raise RulesError(t("scoring needs one number per player"))
    if len(values) > _MOST_COUNTS:
        raise UsageError(t("{values}: scoring needs one number per player", values=shown(values)))
    checked = []
    for v in values:
        n = checks.as_whole(v)
        if n is None or (n < 0 and not allow_negative):
            raise RulesError(t("{value} is not a number of kept cards (a whole number, 0 or more)", value=shown(v)))
        checked.append(n)
    return checked


@dataclass(frozen=True)
class KetOutcome:
    """What a kết in the last trick earned: the row, who scored, and whether it was beaten (đè)."""

    row: Ket
    leader: int
    scorer: int
    beaten: bool

    @property
    def bonus(self) -> int:
        """Returns the points the scorer gets."""
        return self.row.de_bonus if self.beaten else self.row.bonus

    def describe(self, names: Optional[Sequence[str]] = None, lang: Optional[str] = None) -> str:
        """Returns one sentence: who kết, and who scored (``names`` by seat; default An, Bình, Chi, Dũng).

        ``lang`` is the language (default: the current one).

        >>> from tamcuc.rules import FOLK_KET
        >>> KetOutcome(FOLK_KET[0], 0, 1, beaten=True).describe(lang="vi")
        'An kết đôi nhưng bị Bình đè, Bình được +4'
        """
        name = labeller(names)
        if self.beaten:
            return t("{leader} tried {ket} but {scorer} beat it (đè) and scores +{bonus}", lang,
                     leader=name(self.leader), ket=self.row.name, scorer=name(self.scorer), bonus=self.bonus)
        return t("{leader} finished with {ket} and scores +{bonus}", lang, leader=name(self.leader), ket=self.row.name,
                 bonus=self.bonus)


def ket_outcome(lead, leader: int, winner: int, rules: Rules) -> Optional[KetOutcome]:
    """Returns the :class:`KetOutcome` of a last trick led with ``lead``, or None if it is no kết."""
    row = rules.ket_row(Play(lead))
    if row is None:
        return None
    return KetOutcome(row, leader, winner, beaten=winner != leader)


def final_scores(kept: Sequence[int], bonuses: Sequence[int], rules: Rules) -> list:
    """Returns the final scores: kept cards plus bonuses, settled pairwise under that scheme.

    Under ``scoring="ranking"`` the score is kept cards + bonuses and players are
    ranked by it; under ``"pairwise"`` that total is settled between every pair.
    """
    points = totals(kept, bonuses)
    if rules.scoring == "pairwise":
        return settle(points)
    return points


@dataclass(frozen=True)
class ScoreTable:
    """The end of a deal for a reader: each player's name, kept cards, and what they make under the rules,
    a place (``Rules.scoring="ranking"``) or points (``"pairwise"``). Made by :func:`score_table`.

    In a notebook it is a small table (:meth:`_repr_html_`); as text, one line a player (:meth:`text`).
    """

    names: tuple
    kept: tuple
    scores: tuple
    places: tuple
    scoring: str
    lang: str

    def __post_init__(self):
        if self.scoring not in _COLUMN or len({len(self.names), len(self.kept), len(self.scores),
                                               len(self.places)}) != 1:
            raise UsageError(t("a ScoreTable is made by score_table(kept, rules): give the kept cards to it"))

    def text(self) -> str:
        """Returns one line a player, in the table's language: ``An: kept 3 cards, place 2``."""
        rows = []
        for name, kept, score, place in zip(self.names, self.kept, self.scores, self.places):
            fields = dict(name=name, cards=count(kept, "card", self.lang), place=place, score=signed(score, self.lang))
            rows.append(t(_LINES[self.scoring, bool(kept)], self.lang, **fields))
        return "\n".join(rows)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        """Returns the table: a row a player, the name, the cards kept and the place or the points."""
        from html import escape

        lang = self.lang
        column, value = _COLUMN[self.scoring]
        cell = "style='padding:.2em .9em;border-bottom:1px solid #d8cfb9'"  # inline: a notebook has no book CSS
        head = "".join(f"<th scope='col' {cell}>{escape(t(h, lang))}</th>"
                       for h in (N_("Player"), N_("Cards kept"), column))
        rows = "".join(
            f"<tr><th scope='row' {cell}>{escape(name)}</th><td {cell}>{kept}</td>"
            f"<td {cell}>{escape(value(score, place, lang))}</td></tr>"
            for name, kept, score, place in zip(self.names, self.kept, self.scores, self.places))
        return (f"<table class='tamcuc-scores' lang='{lang}' style='border-collapse:collapse;text-align:center'>"
                f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text(self.text())


_LINES = {
    ("ranking", True): N_("{name}: kept {cards}, place {place}"),
    ("ranking", False): N_("{name}: kept no cards, place {place}"),
    ("pairwise", True): N_("{name}: kept {cards}, score {score}"),
    ("pairwise", False): N_("{name}: kept no cards, score {score}"),
}
"""A :class:`ScoreTable`'s line, by scoring scheme and whether the player kept any card ("no cards" in words)."""

_COLUMN = {
    "ranking": (N_("Place"), lambda score, place, lang: str(place)),
    "pairwise": (N_("Score"), lambda score, place, lang: signed(score, lang)),
}
"""A :class:`ScoreTable`'s last column, by scoring scheme: its heading, and what it writes of a player."""


def score_table(kept: Sequence[int], rules: Optional[Rules] = None, names: Optional[Sequence[str]] = None,
                lang: Optional[str] = None) -> ScoreTable:
    """Returns the :class:`ScoreTable` of a deal: each player's kept cards and place or points, by name.

    - ``kept``: the number of cards each player kept, by seat. Example: ``[3, 1, 4, 0]``.
    - ``rules``: the rules scored by (``Rules.scoring``); left out, the default rules ``Rules()`` (ranking).
      Example: ``Rules.learning()`` (pairwise settlement).
    - ``names``: the players' names by seat (default: An, Bình, Chi, Dũng). Example: ``["Lan", "Minh"]``.
    - ``lang``: the language (default: the current one). Example: ``"vi"``.

    >>> print(score_table([3, 1, 4, 3]))
    An: kept 3 cards, place 2
    Bình: kept 1 card, place 4
    Chi: kept 4 cards, place 1
    Dũng: kept 3 cards, place 2
    >>> print(score_table([3, 1, 4, 0], Rules.learning(), lang="vi"))
    An: ăn được 3 quân, điểm +4
    Bình: ăn được 1 quân, điểm −4
    Chi: ăn được 4 quân, điểm +8
    Dũng: không ăn được quân nào, điểm −8
    """
    from .i18n import resolve

    lang = resolve(lang)
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise RulesError(t("rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')", rules=shown(rules)))
    kept = _check_counts(kept)
    if len(kept) != rules.players:
        raise RulesError(t("kept={kept}: these rules are for {players} players: give one count for each", lang,
                           kept=shown(kept), players=rules.players))
    dealt = rules.players * rules.hand_size
    if sum(kept) > dealt:
        raise RulesError(t("kept={kept}: the players keep {n} cards at most between them (the cards dealt)", lang,
                           kept=shown(kept), n=dealt))
    label = labeller(names, len(kept))
    scores = final_scores(kept, [0] * len(kept), rules)
    return ScoreTable(tuple(label(p) for p in range(len(kept))), tuple(kept), tuple(scores), tuple(ranking(scores)),
                      rules.scoring, lang)


SCORING_WORDS = {
    ("ranking", False): N_("How the places are counted: each player's score is the number of cards they kept, and the "
                           "highest score comes first (equal scores share a place)."),
    ("ranking", True): N_("How the places are counted: each player's score is the number of cards they kept, plus any "
                          "kết or đè bonus, and the highest score comes first (equal scores share a place)."),
    ("pairwise", False): N_("How the score is counted: each player compares the cards they kept with every other "
                            "player's, gains the difference from each one who kept fewer and loses it to each one who "
                            "kept more; so all the scores add up to 0."),
    ("pairwise", True): N_("How the score is counted: each player compares their points (cards kept, plus any kết or "
                           "đè bonus) with every other player's, gains the difference from each one who has fewer and "
                           "loses it to each one who has more; so all the scores add up to 0."),
}
"""What a deal's score is, in one line, by scoring scheme (``Rules.scoring``) and whether the rules give a kết
bonus (``Rules.ket``): :func:`scoring_words`."""


def scoring_words(rules: Rules, lang: Optional[str] = None) -> str:
    """Returns one sentence saying what the final scores under ``rules`` are (the line under the table's scores).

    - ``rules``: the :class:`Rules` the deal was played by (``Rules.scoring``, and ``Rules.ket`` for the bonus).
      Example: ``Rules.learning()``.
    - ``lang``: the language (default: the current one). Example: ``"vi"``.

    >>> scoring_words(Rules.learning())[:64]
    'How the score is counted: each player compares the cards they ke'
    >>> scoring_words(Rules(), "vi")[:40]
    'Cách xếp hạng: điểm của mỗi người là số '
    """
    if not isinstance(rules, Rules):
        raise RulesError(t("rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')", lang,
                           rules=shown(rules)))
    return t(SCORING_WORDS[rules.scoring, bool(rules.ket)], lang)

"""Scoring: kept cards, ranking with shared places, pairwise settlement, kết and đè.

RULES.md §7–8.

>>> settle([3, 1, 4, 0])      # the learning convention's worked example
[4, -4, 8, -8]
>>> ranking([3, 1, 4, 3])
[2, 4, 1, 2]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from . import checks
from .errors import RulesError, UsageError, shown
from .i18n import t
from .rules import Ket, Rules
from .plays import Play
from .wording import labeller
from ._public import public_dir

__all__ = [
    "totals", "margin", "settle", "ranking", "KetOutcome", "ket_outcome", "final_scores",
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


def _check_counts(values, allow_negative: bool = False) -> list:
    if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__iter__"):
        raise UsageError(t("{values}: scoring needs one number per player", values=shown(values)))
    values = list(values)
    if not values:
        raise RulesError(t("scoring needs one number per player"))
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

"""What many simulated deals teach: averages with confidence intervals, kết, the dealer, chui.

Everything here except :func:`duplicate_deals` and :func:`compare_bots` is a
pure function over records that :func:`tamcuc.bots.simulate` (or your own
loop) produced, so a lesson can run the simulation once and ask it several
questions. Each figure comes as an :class:`Estimate`: the value measured and a
95% confidence interval around it, which says how far the value could move if
the whole experiment were run again with other seeds.

>>> print(mean_ci([1, 2, 3, 4, 5]))
3.00 (95% CI 1.61 to 4.39)
>>> print(proportion_ci(30, 100))
0.30 (95% CI 0.22 to 0.40)
>>> proportion_ci(30, 100).format(lang="vi")
'0,30 (khoảng tin cậy 95%: 0,22 đến 0,40)'

:class:`ShowAllBot` is :class:`~tamcuc.bots.RuleBot` without the habit of
folding (chui) a play it could show; :func:`compare_bots` measures what that
habit is worth, duplicate style: the same cards are played twice with the
seats swapped, so the luck of the deal cancels out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Dict, Optional, Sequence

from .bots import RuleBot
from .dealing import Seed, make_rng
from . import checks
from .checks import MAX_DEALS, whole
from .errors import UsageError, shown
from .game import Game
from .i18n import resolve, t
from .wording import decimal
from .rules import Rules
from .scoring import margin, totals
from ._public import public_dir

__all__ = [
    "Z95", "Estimate", "mean_ci", "proportion_ci", "KetSummary", "ket_summary", "DealerAdvantage",
    "dealer_advantage", "ShowAllBot", "DuplicateDeal", "duplicate_deals", "duplicate_seeds", "duplicate_deal",
    "Comparison", "summarise_duplicates", "compare_bots",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

Z95 = 1.959963984540054
"""The normal quantile for a two-sided 95% interval."""


@dataclass(frozen=True)
class Estimate:
    """A measured value with its 95% confidence interval ``low`` … ``high``, from ``n`` observations."""

    value: float
    low: float
    high: float
    n: int

    @property
    def half_width(self) -> float:
        """Returns half the width of the interval (the ± figure)."""
        return (self.high - self.low) / 2

    def contains(self, x: float) -> bool:
        """Returns True if ``x`` lies inside the interval."""
        return self.low <= x <= self.high

    def format(self, digits: int = 2, percent: bool = False, lang: Optional[str] = None) -> str:
        """Returns e.g. ``'2.13 (95% CI 2.01 to 2.25)'``, or with ``percent=True`` ``'21.3% (…)'``, in ``lang``."""
        signed = self.low < 0 < self.high or self.value < 0

        def f(x: float) -> str:
            if percent:
                return f"{x * 100:.{max(digits - 1, 0)}f}%"
            text = f"{x:+.{digits}f}" if signed else f"{x:.{digits}f}"
            return text.replace("-", "+") if float(text) == 0 else text  # no "-0.00"

        def f_lang(x: float) -> str:
            return decimal(f(x), lang)

        return t("{value} (95% CI {low} to {high})", lang, value=f_lang(self.value), low=f_lang(self.low), high=f_lang(self.high))

    def __str__(self) -> str:
        return self.format()


def mean_ci(values: Sequence[float]) -> Estimate:
    """Returns the mean of ``values`` with a normal-approximation confidence interval.

    The interval is mean ± 1.96 · s / √n, with ``s`` the sample standard deviation;
    with a single value the interval is that value alone.
    """
    values = [float(v) for v in values]
    n = len(values)
    if n == 0:
        raise UsageError(t("mean_ci([]): an average needs at least one value"))
    mean = sum(values) / n
    if n == 1:
        return Estimate(mean, mean, mean, 1)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half, n)


def proportion_ci(hits: int, n: int) -> Estimate:
    """Returns the share ``hits / n`` with its Wilson score interval (good also near 0 and 1)."""
    if n <= 0:
        raise UsageError(t("proportion_ci(hits={hits}, n={n}): a share needs at least one trial", hits=shown(hits), n=shown(n)))
    if not 0 <= hits <= n:
        raise UsageError(t("proportion_ci(hits={hits}, n={n}): hits must lie between 0 and n", hits=shown(hits), n=shown(n)))
    p, z = hits / n, Z95
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half), n)


# -- kết ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class KetSummary:
    """How the deals ended: how many tried a kết, and how many of those kết won or were beaten (đè).

    ``by_row`` maps each kết name (``'kết đôi'``, ``'kết ba'``) to ``(tried, won, beaten)``.
    """

    deals: int
    tried: int
    won: int
    beaten: int
    by_row: Dict[str, tuple]

    @property
    def tried_share(self) -> Estimate:
        """Returns the share of deals that ended with a kết led, with its interval."""
        return proportion_ci(self.tried, self.deals)

    @property
    def won_share(self) -> Estimate:
        """Returns the share of kết tried that won the last trick, with its interval."""
        return proportion_ci(self.won, self.tried)

    def table(self, lang: Optional[str] = None) -> str:
        """Returns the counts as a small aligned text table, one row per kết and a total (headings in ``lang``).

        >>> print(KetSummary(10, 4, 3, 1, {"kết đôi": (4, 3, 1)}).table(lang="vi"))
                    gọi kết  thắng   bị đè  tỉ lệ thắng
        ----------------------------------------------
        kết đôi           4      3       1          75%
        tất cả            4      3       1          75%
        """
        lang = resolve(lang)
        heads = [t("tried", lang), t("won", lang), t("beaten", lang), t("won share", lang)]
        widths = [max(w, len(h) + 1) for w, h in zip((6, 6, 7, 10), heads)]
        lines = ["{:10} ".format("") + " ".join(h.rjust(w) for h, w in zip(heads, widths))]
        lines.append("-" * (len(lines[0]) - 1))
        rows = list(self.by_row.items()) + [(t("all", lang), (self.tried, self.won, self.beaten))]
        for name, (tried, won, beaten) in rows:
            share = f"{won / tried:.0%}" if tried else "-"
            cells = (str(tried), str(won), str(beaten), share)
            lines.append(f"{name:10} " + " ".join(c.rjust(w) for c, w in zip(cells, widths)))
        return "\n".join(lines)


def ket_summary(records: Sequence) -> KetSummary:
    """Returns a :class:`KetSummary` of ``records`` (anything with ``.result.ket``, e.g. DealRecord).

    A deal counts as *tried* when its last trick was led with a kết of the
    rules; *won* when the leader also won that trick; *beaten* when another
    player beat it (đè).
    """
    if not records:
        raise UsageError(t("ket_summary([]): there are no deals to count"))
    by_row: Dict[str, list] = {}
    for record in records:
        ket = record.result.ket
        if ket is None:
            continue
        row = by_row.setdefault(ket.row.name, [0, 0, 0])
        row[0] += 1
        row[2 if ket.beaten else 1] += 1
    tried = sum(r[0] for r in by_row.values())
    won = sum(r[1] for r in by_row.values())
    return KetSummary(len(records), tried, won, tried - won, {k: tuple(v) for k, v in sorted(by_row.items())})


# -- the dealer -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class DealerAdvantage:
    """Average cards kept by the dealer (who leads the first trick), by the others, and the gap.

    ``difference`` is measured deal by deal: the dealer's count minus the
    average of the other players' counts in the same deal.
    """

    dealer: Estimate
    others: Estimate
    difference: Estimate


def dealer_advantage(records: Sequence, bonuses: bool = False) -> DealerAdvantage:
    """Returns the :class:`DealerAdvantage` over ``records`` (anything with ``.dealer`` and ``.result``).

    Counts kept cards; with ``bonuses=True`` the kết / đè bonuses are added.
    """
    if not records:
        raise UsageError(t("dealer_advantage([]): there are no deals to count"))
    dealer, others, gaps = [], [], []
    for record in records:
        result = record.result
        points = totals(result.kept, result.bonuses if bonuses else None)
        dealer.append(points[record.dealer])
        others.extend(p for seat, p in enumerate(points) if seat != record.dealer)
        gaps.append(margin(points, record.dealer))
    return DealerAdvantage(mean_ci(dealer), mean_ci(others), mean_ci(gaps))


# -- chui: a bot that never folds what it could show --------------------------------------------


class ShowAllBot(RuleBot):
    """RuleBot without one habit: it never folds (chui) a play it could show.

    It declares, leads and lays exactly like RuleBot. The one change is in the
    reveal: when the cards it laid form a play of the called kind, it always
    shows them, even when they cannot win, so the table learns what it held.
    (Cards that form no such play are still folded: there is no choice.)
    Comparing it with RuleBot measures what hiding your cards is worth.
    """

    name = "show-all"

    def _reveal(self, game: Game, moves):
        return next(m for m in moves if m.action == "show")

    def __repr__(self) -> str:
        return "ShowAllBot()"


@dataclass(frozen=True)
class DuplicateDeal:
    """One deal played twice with the seats swapped: bot A's and bot B's average total per seat."""

    seed: int
    a: float
    b: float


def _seat_pattern(players: int, swap: bool) -> list:
    """Returns which bot sits where: ``'a'``/``'b'`` alternating, starting with ``'b'`` when swapped."""
    first, second = ("b", "a") if swap else ("a", "b")
    return [first if p % 2 == 0 else second for p in range(players)]


def duplicate_deals(rules: Rules, a, b, deals: int, seed: Seed = 0, progress=None) -> list:
    """Plays ``deals`` duplicate deals of bot ``a`` against bot ``b``; returns a :class:`DuplicateDeal` each.

    Each deal is shuffled with a seed drawn from ``seed`` and played twice:
    ``a`` and ``b`` alternate round the table, then swap seats on the same
    cards. A seat's total is its kept cards plus bonuses; each bot's figure is
    its average per seat over both plays. ``progress``, None or a function, is called
    after each deal with (deals done, deals in all), as in :func:`tamcuc.simulate`.
    """
    seeds = duplicate_seeds(deals, seed)
    progress = checks.progress(progress)
    out = []
    for deal_seed in seeds:
        out.append(duplicate_deal(rules, a, b, deal_seed))
        if progress is not None:
            progress(len(out), len(seeds))
    return out


def duplicate_seeds(deals: int, seed: Seed = 0) -> list:
    """Returns the shuffle seed of each of ``deals`` duplicate deals, drawn from ``seed`` (as :func:`duplicate_deals`)."""
    deals = whole(deals, "deals", 1, MAX_DEALS)
    rng = make_rng(seed)
    return [rng.getrandbits(32) for _ in range(deals)]


def duplicate_deal(rules: Rules, a, b, deal_seed: int) -> DuplicateDeal:
    """Returns the :class:`DuplicateDeal` of one deal shuffled with ``deal_seed``, played twice by
    bots ``a`` and ``b`` (alternating round the table, then swapped): one step of :func:`duplicate_deals`."""
    sums = {"a": 0.0, "b": 0.0}
    seats = {"a": 0, "b": 0}
    for swap in (False, True):
        pattern = _seat_pattern(rules.players, swap)
        bots = [a if who == "a" else b for who in pattern]
        result = Game(rules, seed=deal_seed).play_out(bots, seed=make_rng(deal_seed * 2 + swap))
        for who, points in zip(pattern, totals(result.kept, result.bonuses)):
            sums[who] += points
            seats[who] += 1
    return DuplicateDeal(deal_seed, sums["a"] / seats["a"], sums["b"] / seats["b"])


@dataclass(frozen=True)
class Comparison:
    """Bot A against bot B over duplicate deals: each one's average per seat, and A minus B."""

    a: Estimate
    b: Estimate
    difference: Estimate
    a_ahead: Estimate


def summarise_duplicates(duplicates: Sequence[DuplicateDeal]) -> Comparison:
    """Returns the :class:`Comparison` of some duplicate deals.

    ``difference`` is A's average per seat minus B's, deal by deal; ``a_ahead``
    is the share of deals in which A did better (a tie counts half).
    """
    if not duplicates:
        raise UsageError(t("summarise_duplicates([]): there are no deals to compare"))
    ahead = sum(1.0 if d.a > d.b else 0.5 if d.a == d.b else 0.0 for d in duplicates)
    n = len(duplicates)
    p = ahead / n  # ties count half, so the interval is the normal approximation
    half = Z95 * math.sqrt(p * (1 - p) / n)
    share = Estimate(p, max(0.0, p - half), min(1.0, p + half), n)
    return Comparison(
        mean_ci([d.a for d in duplicates]),
        mean_ci([d.b for d in duplicates]),
        mean_ci([d.a - d.b for d in duplicates]),
        share,
    )


def compare_bots(rules: Rules, a, b, deals: int, seed: Seed = 0, progress=None) -> Comparison:
    """Returns the :class:`Comparison` of bot ``a`` with bot ``b`` over ``deals`` duplicate deals
    (``progress`` as in :func:`duplicate_deals`)."""
    return summarise_duplicates(duplicate_deals(rules, a, b, deals, seed, progress))

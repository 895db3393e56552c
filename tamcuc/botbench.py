"""Benchmark: how strong is each computer player against the others?

``python -m tamcuc.botbench --deals 2000`` plays, for each pairing of bots,
that many seeded 4-player deals twice, *duplicate* style: bot A in seats 0 and
2 and bot B in seats 1 and 3, then the same cards with the seats swapped, so
luck of the deal cancels out. It prints, for each pairing, each bot's average
kept cards (plus bonuses) per seat, and A's win rate: the share of deals in
which A's seats together ended ahead of B's (a tie counts half), with a 95%
confidence interval. ``--json FILE`` also writes the figures, for the book: lesson 12b reads
them with :func:`stored` from ``tamcuc/data/bots-folk.json``, inside the package, so the lesson
runs wherever the package is installed (``book/`` shared on its own, a JupyterHub).

The results are measurements, not tests: they take minutes, not seconds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from typing import Sequence

from .bots import RandomBot, RuleBot
from .errors import UsageError, shown
from .i18n import t
from .rules import Rules
from .sampling import SamplingBot
from .stats import DuplicateDeal, duplicate_deal, duplicate_seeds, summarise_duplicates
from ._public import public_dir

__all__ = [
    "PAIRINGS", "make_bot", "measure", "STORED", "stored", "format_table", "main",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

PAIRINGS = (("rule-based", "random"), ("sampling", "rule-based"), ("sampling", "random"))
"""The pairings measured, stronger bot (as we expect) first."""


def make_bot(name: str, worlds: int):
    """Returns a new bot by name: ``random``, ``rule-based`` or ``sampling``."""
    if name == "random":
        return RandomBot()
    if name == "rule-based":
        return RuleBot()
    if name == "sampling":
        return SamplingBot(worlds)
    raise UsageError(f"no bot called {name!r}; the bots are random, rule-based, sampling")


def _deal_pair(args) -> DuplicateDeal:
    """Returns one duplicate deal (:func:`tamcuc.stats.duplicate_deal`), the bots made here by name
    (so that a worker process can play it)."""
    rules_name, a, b, seed, worlds = args
    return duplicate_deal(Rules.preset(rules_name), make_bot(a, worlds), make_bot(b, worlds), seed)


def measure(a: str, b: str, deals: int, rules_name: str = "folk", seed: int = 0, worlds: int = 8,
            jobs: int = 1) -> dict:
    """Returns the figures for bot ``a`` against bot ``b`` over ``deals`` duplicate deals.

    The deals are :func:`tamcuc.stats.duplicate_deals`'s (the same seeds, one deal at a
    time so that ``jobs`` processes can share them), summed up by
    :func:`tamcuc.stats.summarise_duplicates` with its confidence intervals.
    """
    tasks = [(rules_name, a, b, deal_seed, worlds) for deal_seed in duplicate_seeds(deals, seed)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(_deal_pair, tasks, chunksize=16))
    else:
        rows = [_deal_pair(t) for t in tasks]
    figures = summarise_duplicates(rows)
    return {
        "a": a, "b": b, "rules": rules_name, "deals": deals,
        "a_kept": figures.a.value, "b_kept": figures.b.value,
        "a_win_rate": figures.a_ahead.value, "a_win_low": figures.a_ahead.low, "a_win_high": figures.a_ahead.high,
        "diff": figures.difference.value, "diff_half_width": figures.difference.high - figures.difference.value,
    }


STORED = ("bots-folk",)
"""The benchmarks stored with the package, in ``tamcuc/data/`` (written by ``--json``): the folk rules'."""


def stored(name: str = "bots-folk") -> dict:
    """Returns the figures of a benchmark stored with the package: ``rules``, ``worlds`` and ``rows``.

    ``name`` is one of :data:`STORED` (default ``"bots-folk"``, the folk rules' run that
    lesson 12b shows); the file is read with :mod:`importlib.resources`, so it is found
    wherever ``tamcuc`` is installed, not beside the notebook.

    >>> figures = stored()
    >>> figures["rules"], sorted(figures["rows"][0])[:3]
    ('folk', ['a', 'a_kept', 'a_win_high'])
    """
    if name not in STORED:
        raise UsageError(t("name={name}: the stored benchmarks are {names}", name=shown(name),
                           names=", ".join(STORED)))
    text = (resources.files(__package__) / "data" / f"{name}.json").read_text(encoding="utf-8")
    return json.loads(text)


def format_table(rows: Sequence[dict]) -> str:
    """Returns the figures as an aligned text table."""
    head = f"{'bot A':<11} {'bot B':<11} {'deals':>6} {'A kept':>7} {'B kept':>7} {'A ahead (95% CI)':>22}"
    lines = [head, "-" * len(head)]
    for r in rows:
        ci = f"{r['a_win_rate']:.1%} ({r['a_win_low']:.1%}–{r['a_win_high']:.1%})"
        lines.append(f"{r['a']:<11} {r['b']:<11} {r['deals']:>6} {r['a_kept']:>7.2f} {r['b_kept']:>7.2f} {ci:>22}")
    return "\n".join(lines)


def main(argv=None) -> int:
    """Runs the benchmark from the command line."""
    parser = argparse.ArgumentParser(prog="python -m tamcuc.botbench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=2000, help="duplicate deals per pairing (default 2000)")
    parser.add_argument("--rules", default="folk", choices=["folk", "learning"])
    parser.add_argument("--worlds", type=int, default=8, help="worlds the sampling bot samples per decision")
    parser.add_argument("--jobs", type=int, default=1, help="processes to use")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    rows = []
    for a, b in PAIRINGS:
        start = time.perf_counter()
        row = measure(a, b, args.deals, args.rules, args.seed, args.worlds, args.jobs)
        row["seconds"] = round(time.perf_counter() - start, 1)
        rows.append(row)
        print(f"{a} vs {b}: {row['seconds']} s", file=sys.stderr)
    print(f"{args.rules} rules, 4 players, sampling bot with {args.worlds} worlds")
    print(format_table(rows))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"rules": args.rules, "worlds": args.worlds, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

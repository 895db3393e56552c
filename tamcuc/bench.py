"""How fast can random deals be played? ``python -m tamcuc.bench``

Prints complete random deals per second on one core, for each rule set:

``fast cold``   :func:`tamcuc.fast.random_deals` in a fresh process state (its
                move tables empty), as a lesson's first call would be;
``fast warm``   the same again with another seed, tables filled;
``exact``       ``random_deals(..., exact=True)``: the very random numbers of the
                checked path (used by the tests);
``checked``     :func:`tamcuc.bots.simulate` with :class:`~tamcuc.bots.RandomBot`
                through :class:`tamcuc.game.Game`, every move validated.

Each figure times ``--deals`` deals (``--checked`` for the checked path,
which is slow) with a fixed seed, after a small warm-up of the code paths;
all but ``fast cold`` are the best of ``--repeat`` timings. ``--clock cpu`` times with ``time.process_time`` instead of
``time.perf_counter``, which helps on a busy machine.
"""

from __future__ import annotations

import argparse
import sys
import time

from . import fast
from .bots import RandomBot, simulate
from .rules import Rules
from ._public import public_dir

__all__ = [
    "RULE_SETS", "measure", "main",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

RULE_SETS = (
    ("folk, 4 players", lambda: Rules.folk(players=4)),
    ("learning, 4 players", Rules.learning),
    ("folk, 3 players", lambda: Rules.folk(players=3)),
    ("folk, 2 players", lambda: Rules.folk(players=2)),
)
"""The rule sets measured, in the order printed."""


def _rate(clock, run, deals: int, repeat: int = 1) -> float:
    """Returns the best deals per second over ``repeat`` runs of ``run(k)``, which plays ``deals`` deals."""
    best = 0.0
    for k in range(repeat):
        start = clock()
        run(k)
        elapsed = clock() - start
        best = max(best, deals / elapsed if elapsed > 0 else float("inf"))
    return best


def measure(rules: Rules, deals: int, checked: int, seed: int = 2024, clock=time.perf_counter, repeat: int = 3) -> dict:
    """Returns the deals per second of each path for ``rules``."""
    fast._TABLES.pop(rules, None)
    fast.random_deals(rules, 20, seed=seed + 99)  # warm-up: imports, bytecode, first entries
    fast._TABLES.pop(rules, None)
    bots = [RandomBot()] * rules.players
    simulate(rules, bots, 10, seed + 98)
    return {
        # Every timing plays new deals (seed + 1 + k): no timing replays deals already cached.
        "fast cold": _rate(clock, lambda k: fast.random_deals(rules, deals, seed), deals),
        "fast warm": _rate(clock, lambda k: fast.random_deals(rules, deals, seed + 1 + k), deals, repeat),
        "exact": _rate(clock, lambda k: fast.random_deals(rules, deals, seed + 1 + repeat + k, exact=True), deals, repeat),
        "checked": _rate(clock, lambda k: simulate(rules, bots, checked, seed + k), checked, repeat),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tamcuc.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000, help="deals per fast timing (default 20000)")
    parser.add_argument("--checked", type=int, default=1_000, help="deals for the checked path (default 1000)")
    parser.add_argument("--seed", type=int, default=2024, help="seed (default 2024)")
    parser.add_argument("--repeat", type=int, default=3, help="timings per figure; the best is shown (default 3)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="perf_counter (wall) or process_time (cpu)")
    parser.add_argument("--only", choices=("folk", "learning"), help="measure only the 4-player rows of one preset")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.checked < 1 or args.repeat < 1:
        parser.error("--deals, --checked and --repeat must be at least 1")
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    sets = [(name, make) for name, make in RULE_SETS if not args.only or name == f"{args.only}, 4 players"]
    print(f"Complete random deals per second, one core ({args.clock} clock, Python {sys.version.split()[0]})")
    print(f"fast: {args.deals} deals per timing; checked: {args.checked} deals; best of {args.repeat}; seed {args.seed}")
    print()
    header = f"{'rules':<20} {'fast cold':>10} {'fast warm':>10} {'exact':>10} {'checked':>10} {'speed-up':>9}"
    print(header)
    print("-" * len(header))
    for name, make in sets:
        row = measure(make(), args.deals, args.checked, args.seed, clock, args.repeat)
        speed_up = row["fast warm"] / row["checked"]
        print(
            f"{name:<20} {row['fast cold']:>10,.0f} {row['fast warm']:>10,.0f} {row['exact']:>10,.0f} "
            f"{row['checked']:>10,.0f} {speed_up:>8.1f}x"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

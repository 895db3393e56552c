#!/usr/bin/env python
"""How stable the review's marks are across sampling seeds: figures to read, not a test.

    python scripts/bench_review_stability.py                  # the fixed deal set, 4 sampling seeds
    python scripts/bench_review_stability.py --deals 8 --seeds 5 --samples 48

The fixed deal set: for each rule set (folk and beginners', 4 players), deals 0 … ``--deals`` − 1
(``tc.Game(rules, seed=deal)``), seat 0 played by RandomBot (many choices, many mistakes to find)
and the other seats by RuleBot (``play_out(..., seed=deal)``). Seat 0 is reviewed with sampling
seeds 0 … ``--seeds`` − 1 (``tc.review(game, 0, samples=…, rng=seed)``), and for each mark group

* ``mistake``, ``inaccuracy`` and ``fine`` (``best`` or ``good``),

the script prints how often the mark **agrees** between runs: over every decision and every
ordered pair of two different seeds (a, b) in which run a gives the mark, the share in which run
b gives it too (the chance that another seed repeats a mark). It also prints how many decisions
got the same mark group from every seed, the worlds tried per decision, and the CPU time of one
review (median and worst; ``time.process_time``). The load of the machine (``os.getloadavg``) is
printed with the figures: the machine may be shared.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import tamcuc as tc  # noqa: E402
from tamcuc import _review  # noqa: E402

RULE_SETS = (("folk", lambda: tc.Rules.preset("folk")), ("beginners'", tc.Rules.learning))
GROUPS = {"best": "fine", "good": "fine", "inaccuracy": "inaccuracy", "mistake": "mistake"}


def deal_set(make, deals: int) -> list:
    """Returns the fixed deals of one rule set: seat 0 RandomBot, the others RuleBot, deal ``i`` from seed ``i``."""
    games = []
    for seed in range(deals):
        game = tc.Game(make(), seed=seed)
        game.play_out([tc.RandomBot(), tc.RuleBot(), tc.RuleBot(), tc.RuleBot()], seed=seed)
        games.append(game)
    return games


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=6, help="deals per rule set (seeds 0 … deals-1)")
    parser.add_argument("--seeds", type=int, default=4, help="sampling seeds per deal")
    parser.add_argument("--samples", type=int, default=_review.DEFAULT_SAMPLES, help="the most worlds a decision")
    parser.add_argument("--rules", choices=["both", "folk", "beginners'"], default="both")
    args = parser.parse_args(argv)
    print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs; "
          f"Python {sys.version.split()[0]}; up to {args.samples} worlds a decision "
          f"(at least {min(args.samples, getattr(_review, 'MIN_SAMPLES', 8))}), {args.deals} deals a rule set, {args.seeds} seeds")
    every = {g: [0, 0] for g in ("mistake", "inaccuracy", "fine")}
    for name, make in RULE_SETS:
        if args.rules not in ("both", name):
            continue
        agree = {g: [0, 0] for g in every}  # [pairs agreeing, pairs where the first run gives the mark]
        cpus, worlds, same, total = [], [], 0, 0
        for game in deal_set(make, args.deals):
            runs = []
            for seed in range(args.seeds):
                cpu = time.process_time()
                result = tc.review(game, 0, samples=args.samples, rng=seed)
                cpus.append(time.process_time() - cpu)
                runs.append([GROUPS[m] for m in result.marks])
                worlds += [d.samples for d in result.decisions]
            for marks in zip(*runs):
                total += 1
                same += len(set(marks)) == 1
                for a, b in permutations(range(len(marks)), 2):
                    agree[marks[a]][1] += 1
                    agree[marks[a]][0] += marks[a] == marks[b]
        for g, (yes, all_) in agree.items():
            every[g][0] += yes
            every[g][1] += all_
        print(f"{name}: " + "; ".join(f"{g} agrees {yes}/{all_} ({yes / max(all_, 1):.1%})"
                                      for g, (yes, all_) in agree.items())
              + f"; same group every seed {same}/{total} ({same / max(total, 1):.0%}); "
              f"worlds a decision {statistics.mean(worlds):.1f}; "
              f"cpu a review median {statistics.median(cpus):.2f} s, worst {max(cpus):.2f} s")
    print("both: " + "; ".join(f"{g} agrees {yes}/{all_} ({yes / max(all_, 1):.1%})" for g, (yes, all_) in every.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

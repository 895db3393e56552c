#!/usr/bin/env python
"""How long a review of a deal takes, and how stable its marks are: figures to read, not a test.

    python scripts/bench_review.py                   # 4-player folk and beginners' deals, the default samples
    python scripts/bench_review.py --samples 16 24 40 --deals 4 --seeds 4
    python scripts/bench_review.py --pyodide         # the same reviews in the page's engine (needs _build/html)

For each rule set, ``--deals`` deals (seeds 0, 1, …) are played to the end with
seat 0 played by RandomBot (many choices, many mistakes to find: the slowest case)
and RuleBot elsewhere; then :func:`tamcuc.review` reviews seat 0 with each
sample count, and the script prints:

* ``wall`` and ``cpu``: the median and the worst time of one whole review (seconds;
  ``time.perf_counter`` and ``time.process_time``: on a shared machine the CPU time is
  the fairer figure);
* ``decisions`` and ``tried``: decisions reviewed per deal and choices tried per decision;
* ``same mark``: over ``--seeds`` different sampling seeds, the share of decisions whose
  mark is the same every time, and ``max step``: how far apart two marks of one decision
  ever are (1: neighbours, such as good / inaccuracy); ``a mistake every time``: of the
  decisions marked a mistake in some run, how many are a mistake in every run.

``--pyodide`` times the same reviews (one sampling seed) in the page's engine instead: the
built site (``python scripts/build_book.py`` first) is served locally and opened in headless
Chromium (``/usr/bin/chromium``), and the review runs in its Web Worker through a try-it
line (``tamcuc.web.run_cell``), timed there with ``time.perf_counter``; then the same deal is
reviewed through the table as the page does it (``Table.step`` after step, the table drawn after
each; the page adds only the messages between the worker and the page), with the table's seed.
The worker is warm (the engine loaded and a deal played), as after a deal in the page.

How often each mark agrees between sampling seeds, on a fixed deal set, is
``scripts/bench_review_stability.py``'s figure (the ``same mark`` here is the share of decisions
marked alike by every seed).

Targets (issue 22): a whole 4-player review within 2 s in CPython and 5 s in the page
(Pyodide, in the Web Worker; the table works it out a step at a time, so the page
stays responsive). The machine's load (``os.getloadavg``) is printed with the figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import tamcuc as tc  # noqa: E402
from tamcuc._review import DEFAULT_SAMPLES, MARKS, review  # noqa: E402

RULE_SETS = (("folk, 4 players", lambda: tc.Rules.preset("folk")), ("beginners', 4 players", tc.Rules.learning))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, nargs="+", default=[DEFAULT_SAMPLES])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=3, help="sampling seeds for the stability figure")
    parser.add_argument("--rules", choices=["both", "folk", "learning"], default="both")
    parser.add_argument("--pyodide", action="store_true", help="time the reviews in the page's engine (Chromium)")
    args = parser.parse_args(argv)
    if args.pyodide:
        return _pyodide(args)
    print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs; "
          f"Python {sys.version.split()[0]}")
    for name, make in RULE_SETS:
        if args.rules != "both" and not name.startswith({"folk": "folk", "learning": "beginners"}[args.rules]):
            continue
        games = []
        for seed in range(args.deals):
            game = tc.Game(make(), seed=seed)
            game.play_out([tc.RandomBot(), tc.RuleBot(), tc.RuleBot(), tc.RuleBot()], seed=seed)
            games.append(game)
        for samples in args.samples:
            walls, cpus, decisions, tried, same, total, step = [], [], [], [], 0, 0, 0
            mistakes = always = 0
            for game in games:
                runs = []
                for seed in range(args.seeds):
                    wall, cpu = time.perf_counter(), time.process_time()
                    result = review(game, 0, samples=samples, rng=seed)
                    walls.append(time.perf_counter() - wall)
                    cpus.append(time.process_time() - cpu)
                    runs.append(result.marks)
                decisions.append(len(result.decisions))
                tried += [len(d.choices) for d in result.decisions]
                for marks in zip(*runs):
                    total += 1
                    same += len(set(marks)) == 1
                    ranks = [MARKS.index(m) for m in marks]
                    step = max(step, max(ranks) - min(ranks))
                    if "mistake" in marks:
                        mistakes += 1
                        always += set(marks) == {"mistake"}
            print(f"{name}, {samples} samples: wall median {statistics.median(walls):.2f} s, worst {max(walls):.2f} s; "
                  f"cpu median {statistics.median(cpus):.2f} s, worst {max(cpus):.2f} s; "
                  f"{statistics.mean(decisions):.1f} decisions, {statistics.mean(tried):.1f} tried each; "
                  f"same mark {same}/{total} ({same / max(total, 1):.0%}), max step {step}; "
                  f"a mistake every time {always}/{mistakes}")
    return 0


PYODIDE_CODE = """import time, tamcuc as tc
g = tc.Game(tc.Rules.preset({preset!r}), seed={seed})
g.play_out([tc.RandomBot(), tc.RuleBot(), tc.RuleBot(), tc.RuleBot()], seed={seed})
t0, c0 = time.perf_counter(), time.process_time()
r = tc.review(g, 0, samples={samples}, rng=0)
wall = time.perf_counter() - t0
from tamcuc.table import Table
tab = Table(preset={preset!r}, seed={seed}, autoplay=False)
tab.game = g  # the same finished deal, reviewed as the page's table does it: a step at a time, drawn after each
t1, steps = time.perf_counter(), 0
tab.event("review", "0")
tab.html()
while tab.reviewing():
    tab.event("step")
    tab.html()
    steps += 1
print({preset!r}, {seed}, f"wall {{wall:.2f}} s,", len(r.decisions), "decisions;",
      f"the table's review {{time.perf_counter() - t1:.2f}} s in {{steps}} steps (its seed)")
"""
"""One review in the page's engine, timed there (one try-it line a review: each answers within the page's minute);
then the same deal reviewed through the table as the page does it (:meth:`tamcuc.table.Table.step` after step, the
table drawn after each: the page adds only the messages between the worker and the page)."""


def _pyodide(args) -> int:
    """Times the reviews in Pyodide, in the built site's Web Worker; prints one line per deal."""
    import functools
    import html
    import http.server
    import re
    import threading

    from playwright.sync_api import sync_playwright

    root = Path(__file__).resolve().parent.parent / "_build" / "html"
    if not (root / "book" / "10_play_a_deal.html").exists():
        print("no built site: run python scripts/build_book.py first")
        return 1
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):  # the figures only, not every file served
            pass

    handler = functools.partial(Quiet, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    presets = [p for p in ("folk", "learning") if args.rules in ("both", p)]
    lines = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/book/10_play_a_deal.html")
            page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=180_000)
            for preset in presets:
                for seed in range(args.deals):
                    code = PYODIDE_CODE.format(preset=preset, seed=seed, samples=args.samples[0])
                    out = page.evaluate("(c) => window.tamcuc.call('run_cell', c, '', 'en')", code)
                    lines.append(html.unescape(re.sub(r"<[^>]+>", "", out)).strip())
            browser.close()
    finally:
        server.shutdown()
    print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}; Pyodide in Chromium, "
          f"{args.samples[0]} samples:")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

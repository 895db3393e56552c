#!/usr/bin/env python
"""How fast the game engine is in the page: figures to read, not a test.

    python scripts/bench_site.py              # builds the book first if _build/html is missing
    python scripts/bench_site.py --runs 3     # repeat the page loads, print each figure's median

Opens the built site in headless Chromium (``/usr/bin/chromium``, or ``$CHROMIUM``),
served by a local ``http.server`` and from ``file://``, with every request that leaves
the site aborted and counted, and prints:

* engine ready: from opening lesson 10 to the loader's ``tamcuc:ready``;
* table shown: from opening lesson 10 to its live table in the page;
* first new question: from opening lesson 5 to the engine's first new quiz question;
* a computer move: ``table_event("step")`` called from the page, per strength;
* a hint: the strongest bot's advice, measured inside the page's Python;
* the site's total size, and the engine's share of it.

Targets on a 2-core machine: ready <= 6 s, shown <= 7 s, move <= 0.3 s, hint <= 2 s,
site <= 40 MB. The machine's load (``uptime``) is printed with the figures.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import statistics
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]

# Runs in the page's Python (through tamcuc.web.run_cell): one deal per strength with the
# reader's seat played by RuleBot, timing every computer move and a hint at each of the
# reader's first turns.
IN_PAGE = r"""
import json, random, time
from tamcuc.bots import RuleBot
from tamcuc.table import Table
out = {}
for strength in ("easy", "medium", "hard"):
    table, me, moves, hints = Table(players=4, seed=3, strength=strength, autoplay=False), RuleBot(), [], []
    while not table.game.is_over():
        if table.pending():
            t = time.perf_counter(); table.step(); moves.append(time.perf_counter() - t)
            continue
        if strength == "medium" and len(hints) < 4:
            t = time.perf_counter(); table.hint(); hints.append(time.perf_counter() - t)
        move = me.choose(table.game, table.seat, random.Random(0))
        if move.action in ("lead", "lay", "declare"):
            table.select(move.cards)
        table.click("play" if move.action in ("lead", "lay") else move.action)
    out[strength] = {"moves": moves, "hints": hints}
print(json.dumps(out))
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def _open(browser, url: str, allowed):
    page = browser.new_page()
    outside = []

    def route(r):
        if allowed(r.request.url):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    page.route("**/*", route)
    page.goto(url)
    return page, outside


def measure(browser, book: str, allowed) -> dict:
    """Returns the figures of one opening of lesson 10 and one of lesson 5 from ``book``."""
    page, outside = _open(browser, f"{book}10_play_a_deal.html", allowed)
    page.wait_for_function("window.tamcuc && window.tamcuc.timings.table", timeout=120_000)
    t = page.evaluate("window.tamcuc.timings")
    figures = {"ready": t["ready"] / 1000, "table": t["table"] / 1000}
    steps = page.evaluate(
        """async () => {
            const times = [];
            await window.tamcuc.call('table_start', 'bench', 4, 'folk', 7, 'medium');
            for (let i = 0; i < 3; i++) {
                const t = performance.now();
                await window.tamcuc.call('table_event', 'bench', 'step', '');
                times.push((performance.now() - t) / 1000);
            }
            return times;
        }"""
    )
    figures["page step"] = max(steps)
    html = page.evaluate("code => window.tamcuc.call('run_cell', code, '')", IN_PAGE)
    inner = page.evaluate("h => { const d = document.createElement('div'); d.innerHTML = h; return d.textContent; }", html)
    data = json.loads(inner.strip().splitlines()[-1])
    for strength, runs in data.items():
        figures[f"move {strength}"] = max(runs["moves"]) if runs["moves"] else 0.0
        figures[f"move {strength} mean"] = statistics.mean(runs["moves"]) if runs["moves"] else 0.0
    figures["hint"] = max(data["medium"]["hints"])
    page.close()

    page, more = _open(browser, f"{book}05_a_trick.html", allowed)
    quiz = page.locator(".tamcuc-quiz").first
    kind, seed = quiz.get_attribute("data-kind"), int(quiz.get_attribute("data-seed"))
    page.evaluate(
        "([k, s]) => window.tamcuc.call('quiz_question', k, s + 100, 100).then("
        "() => { window.tamcuc.timings.question = performance.now(); },"
        "e => { window.tamcuc.timings.question = -1; window.tamcuc.timings.error = String(e); })",
        [kind, seed],
    )
    page.wait_for_function("window.tamcuc.timings.question", timeout=120_000)
    q = page.evaluate("window.tamcuc.timings")
    figures["question"] = q["question"] / 1000 if q["question"] > 0 else float("nan")
    if q["question"] < 0:
        print(f"  (quiz_question failed: {q.get('error')})")
    page.close()
    figures["outside requests"] = len(outside) + len(more)
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="page loads per mode (median printed)")
    args = parser.parse_args(argv)
    if not (HTML / "_static" / "tamcuc-engine" / "tamcuc-engine-data.js").is_file():
        subprocess.run(["jupyter-book", "build", ".", "--all", "-W", "-n", "--keep-going"], cwd=ROOT, check=True)
    from playwright.sync_api import sync_playwright

    handler = functools.partial(_Quiet, directory=str(HTML))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    modes = {
        "served": (f"http://127.0.0.1:{server.server_port}/book/", lambda u: u.startswith("http://127.0.0.1:")),
        "file://": ((HTML / "book").as_uri() + "/", lambda u: u.startswith("file:")),
    }
    load = subprocess.run(["uptime"], stdout=subprocess.PIPE, text=True).stdout.strip()
    results = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for mode, (book, allowed) in modes.items():
            runs = [measure(browser, book, allowed) for _ in range(args.runs)]
            results[mode] = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        browser.close()
    server.shutdown()
    site, engine = _size(HTML), _size(HTML / "_static" / "tamcuc-engine")
    print(f"Game engine in the page (Pyodide), headless Chromium, {os.cpu_count()} cores; uptime: {load}")
    rows = [
        ("engine ready after opening lesson 10", "ready", "s", 6),
        ("live table shown after opening lesson 10", "table", "s", 7),
        ("first new quiz question after opening lesson 5", "question", "s", 7),
        ("a computer move, called from the page (medium)", "page step", "s", 0.3),
        ("a computer move, easy (slowest of a deal)", "move easy", "s", 0.3),
        ("a computer move, medium (slowest of a deal)", "move medium", "s", 0.3),
        ("a computer move, hard (slowest of a deal)", "move hard", "s", None),
        ("a computer move, hard (mean of a deal)", "move hard mean", "s", None),
        ("a hint (slowest of four)", "hint", "s", 2),
        ("requests that left the site", "outside requests", "", 0),
    ]
    print(f"{'':50} {'served':>9} {'file://':>9}  target")
    for label, key, unit, target in rows:
        cells = [
            "n/a" if results[m][key] != results[m][key] else f"{results[m][key]:.2f}{unit}" if unit else f"{results[m][key]:g}"
            for m in modes
        ]
        goal = "" if target is None else f"<= {target}{unit}"
        print(f"{label:50} {cells[0]:>9} {cells[1]:>9}  {goal}")
    print(f"{'site size (_build/html)':50} {site / 1e6:8.1f} MB {'':9}  <= 40 MB")
    print(f"{'  of which the engine (_static/tamcuc-engine)':50} {engine / 1e6:8.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

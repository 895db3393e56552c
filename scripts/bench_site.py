#!/usr/bin/env python
"""How fast the game engine is in the page, and how long it ever blocks the page: figures to read, not a test.

    python scripts/bench_site.py              # builds the book first if _build/html is missing
    python scripts/bench_site.py --runs 3     # repeat, print each figure's median
    python scripts/bench_site.py --html DIR   # measure another build of the site (before/after)

Opens the built site in headless Chromium (``/usr/bin/chromium``, or ``$CHROMIUM``),
served by a local ``http.server`` and from ``file://``, with every request that leaves
the site aborted and counted. A heartbeat in the page (a 10 ms ``setTimeout`` chain that
keeps the longest gap between two beats, less the 10 ms it waits) measures the longest
time the page's main thread could not answer a click:

* while the engine loads: from its start (``tamcuc:loading``; an older loader without it: the
  page's ``DOMContentLoaded``) to the engine ready (lesson 10);
* while a whole 4-player deal is played through the live table's buttons, the computer
  players at "hard" (the reader's seat chooses as RuleBot would, mirrored in CPython);
* while hints are asked (three, during that deal);
* while the first quiz question the engine makes is asked for (lesson 5, "More questions"
  clicked at once after opening).

And the times: engine ready after opening lesson 10; first engine-made quiz question after
opening lesson 5 (the reader clicks through the embedded questions at once). Targets on a
2-core machine: every block <= 100 ms, ready <= 5 s, first question <= 6 s. The machine's
load (``uptime``) is printed with the figures.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import random
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
WAIT_MS = 180_000

HEARTBEAT = """
(() => {
  const hb = window.__heartbeat = {phase: 'page', max: {}, last: performance.now()};
  hb.set = (phase) => { hb.phase = phase; hb.max[phase] = hb.max[phase] || 0; hb.last = performance.now(); };
  (function beat() {
    const now = performance.now();
    const gap = now - hb.last - 10;
    if (gap > (hb.max[hb.phase] || 0)) hb.max[hb.phase] = gap;
    hb.last = now;
    setTimeout(beat, 10);
  })();
  document.addEventListener('DOMContentLoaded', () => hb.set('load'));
  document.addEventListener('tamcuc:loading', () => hb.set('load')); // the engine starts after first paint
})();
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def _open(browser, url: str, allowed, outside: list):
    context = browser.new_context()
    page = context.new_page()

    def route(r):
        if allowed(r.request.url):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    page.route("**/*", route)
    page.add_init_script(HEARTBEAT)
    page.goto(url, wait_until="commit")
    return page


def _phase(page, name: str) -> None:
    page.evaluate("n => window.__heartbeat.set(n)", name)


def _block(page, name: str) -> float:
    return page.evaluate("n => window.__heartbeat.max[n] || 0", name) / 1000


def _wait_for_reader(page, box_index: int, moves: int, trick_done: bool = False) -> None:
    """Waits until the table has made ``moves`` moves, has no computer move pending, and shows a
    finished trick exactly when ``trick_done``."""
    page.wait_for_function(
        """([i, n, done]) => {
            const box = document.querySelectorAll('.tamcuc-live-box')[i];
            const live = box && box.querySelector('.tamcuc-live');
            return !!live && live.dataset.tcPending === '0' && Number(live.dataset.tcMoves) === n
                && live.dataset.tcTrickDone === (done ? '1' : '0') && box.getAttribute('aria-busy') !== 'true';
        }""",
        arg=[box_index, moves, trick_done], timeout=WAIT_MS)


def play_hard_deal(page, hints: int = 3) -> None:
    """Plays a 4-player deal at lesson 10's 4-player table, computer players at "hard", asking ``hints`` hints."""
    from playwright.sync_api import expect

    from tamcuc.bots import RuleBot
    from tamcuc.table import Table

    statics = page.locator(".tamcuc-table-static")
    players = [0 if s.get_attribute("data-guide") else int(s.get_attribute("data-players")) for s in statics.all()]
    index = players.index(4)
    stat = statics.nth(index)
    preset, seed = stat.get_attribute("data-preset"), int(stat.get_attribute("data-seed"))
    box = page.locator(".tamcuc-live-box").nth(index)
    box.locator(".tamcuc-live").wait_for(timeout=WAIT_MS)
    page.evaluate("window.tamcuc.stepDelay = 0")
    # The table takes no click while it waits for the engine (aria-busy): a loaded machine may still be
    # drawing it here, and a click then would be dropped.
    page.wait_for_function(
        """i => { const box = document.querySelectorAll('.tamcuc-live-box')[i];
                  const live = box && box.querySelector('.tamcuc-live');
                  return !!live && live.dataset.tcPending === '0' && box.getAttribute('aria-busy') !== 'true'; }""",
        arg=index, timeout=WAIT_MS)
    box.locator("[data-tc-act='settings']").click()  # the settings are folded away
    box.locator("select[data-tc-arg='strength']").select_option("hard")
    _phase(page, "deal")
    box.locator("[data-tc-arg='new deal']").click()
    page.wait_for_function(
        "i => { const l = document.querySelectorAll('.tamcuc-live-box')[i].querySelector('.tamcuc-live');"
        " return !!l && /computer hard/.test(l.getAttribute('aria-label') || ''); }",
        arg=index, timeout=WAIT_MS)
    mirror = Table(players=4, preset=preset, seed=seed + 1, strength="hard", autoplay=False)
    me = RuleBot()
    while True:
        while mirror.pending():
            mirror.step()
        _wait_for_reader(page, index, len(mirror.game.moves), mirror.trick_done)
        if mirror.trick_done:  # the table shows each finished trick until Continue
            box.locator("[data-tc-act='click'][data-tc-arg='continue']").click()
            mirror.click("continue")
            continue
        if mirror.game.is_over():
            return
        if hints:
            _phase(page, "hint")
            box.locator("[data-tc-arg='hint']").click()
            box.locator(".tc-message details.tc-why").wait_for(timeout=WAIT_MS)
            _phase(page, "deal-" + str(hints))
            hints -= 1
        move = me.choose(mirror.game, mirror.seat, random.Random(0))
        if move.action in ("lead", "lay", "declare"):
            # The cards to press: the move's, first copies first; a hint has selected its own cards already,
            # so each card whose state differs from the one wanted is pressed (once).
            wanted, target = list(move.cards), set()
            for i, card in enumerate(mirror.hand):
                if card in wanted:
                    wanted.remove(card)
                    target.add(i)
            for i in range(len(mirror.hand)):
                button = box.locator(f"[data-tc-act='toggle'][data-tc-arg='{i}']")
                if (button.get_attribute("aria-pressed") == "true") != (i in target):
                    button.click()
                    expect(button).to_have_attribute("aria-pressed", "true" if i in target else "false",
                                                     timeout=WAIT_MS)
            mirror.select(move.cards)
        name = "play" if move.action in ("lead", "lay") else move.action
        box.locator(f"[data-tc-act='click'][data-tc-arg='{name}']").click()
        mirror.click(name)


def measure(browser, book: str, allowed) -> dict:
    """Returns the figures of one opening of lesson 10 and one of lesson 5 from ``book``."""
    outside: list = []
    page = _open(browser, f"{book}10_play_a_deal.html", allowed, outside)
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=WAIT_MS)
    figures = {"ready": page.evaluate("window.tamcuc.timings.ready") / 1000, "block load": _block(page, "load")}
    play_hard_deal(page)
    maxima = page.evaluate("window.__heartbeat.max")
    figures["block deal"] = max(v for k, v in maxima.items() if k.startswith("deal")) / 1000
    figures["block hint"] = maxima.get("hint", 0) / 1000
    page.context.close()

    page = _open(browser, f"{book}05_a_trick.html", allowed, outside)
    quiz = page.locator(".tamcuc-quiz").first
    quiz.locator(".tamcuc-next").wait_for()
    count = int(quiz.get_attribute("data-count"))
    for _ in range(count - 1):
        quiz.locator(".tamcuc-next").click()
    _phase(page, "question")
    quiz.locator(".tamcuc-next").click()
    figures["question"] = page.wait_for_function(
        "c => { const q = document.querySelector('.tamcuc-quiz .tamcuc-q[data-index=\"' + c + '\"]');"
        " return q && !q.hidden && performance.now(); }", arg=count, timeout=WAIT_MS).json_value() / 1000
    figures["block question"] = _block(page, "question")
    page.context.close()
    figures["outside requests"] = len(outside)
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="page loads per mode (median printed)")
    parser.add_argument("--html", type=Path, default=HTML, help="the built site (default: _build/html)")
    args = parser.parse_args(argv)
    html = args.html.resolve()
    if not (html / "_static" / "tamcuc-engine" / "tamcuc-engine-data.js").is_file():
        if html != HTML:
            parser.error(f"{html} holds no built site")
        subprocess.run([sys.executable, str(ROOT / "scripts" / "build_book.py")], cwd=ROOT, check=True)
    from playwright.sync_api import sync_playwright

    handler = functools.partial(_Quiet, directory=str(html))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    modes = {
        "served": (f"http://127.0.0.1:{server.server_port}/book/", lambda u: u.startswith("http://127.0.0.1:")),
        "file://": ((html / "book").as_uri() + "/", lambda u: u.startswith(("file:", "blob:"))),
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
    after = subprocess.run(["uptime"], stdout=subprocess.PIPE, text=True).stdout.strip()
    site, engine = _size(html), _size(html / "_static" / "tamcuc-engine")
    print(f"Game engine in the page, headless Chromium, {os.cpu_count()} cores, {html}")
    print(f"  uptime before: {load}\n  uptime after:  {after}")
    rows = [
        ("engine ready after opening lesson 10", "ready", "s", 5),
        ("first engine-made question after opening lesson 5", "question", "s", 6),
        ("longest main-thread block: engine loading", "block load", "s", 0.1),
        ("longest main-thread block: a hard 4-player deal", "block deal", "s", 0.1),
        ("longest main-thread block: a hint", "block hint", "s", 0.1),
        ("longest main-thread block: first new question", "block question", "s", 0.1),
        ("requests that left the site", "outside requests", "", 0),
    ]
    print(f"{'':52} {'served':>9} {'file://':>9}  target")
    for label, key, unit, target in rows:
        cells = [f"{results[m][key]:.2f}{unit}" if unit else f"{results[m][key]:g}" for m in modes]
        goal = "" if target is None else f"<= {target}{unit}"
        print(f"{label:52} {cells[0]:>9} {cells[1]:>9}  {goal}")
    print(f"{'site size':52} {site / 1e6:8.1f} MB")
    print(f"{'  of which the engine (_static/tamcuc-engine)':52} {engine / 1e6:8.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

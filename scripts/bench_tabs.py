#!/usr/bin/env python
"""What a page visit of the browser tests costs: figures to read, not a test.

    python scripts/bench_tabs.py                 # 20 pages of the built site, each way, twice
    python scripts/bench_tabs.py --pages 40 --rounds 1

The browser tests visit every page of both editions. This script visits the same pages of the built
site (``python scripts/build_book.py`` first), served on 127.0.0.1, in headless Chromium
(``/usr/bin/chromium``), three ways:

* ``new tab, routed``: a new context and tab for every visit, and every request routed through the
  test process to be allowed or aborted (how the tests worked before);
* ``one tab, routed``: one tab for all the visits, still routed;
* ``one tab, watched``: one tab, the requests only listened to (how ``tests/browser/conftest.py``
  works now: Chromium resolves no host but 127.0.0.1, so a request that leaves the site fails, and
  the watch records it).

Each visit loads the page and waits for its fonts, as ``test_site.visit_page`` does first. For each
way it prints the median wall time of a visit and the CPU time the whole machine spent per visit
(from ``/proc/stat``: run it on an otherwise idle machine; the load average is printed with the
figures). Linux only.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"
sys.path[:0] = [str(ROOT / "tests" / "browser"), str(ROOT)]

def _busy_seconds() -> float:
    """CPU seconds the whole machine has spent (all cores, every process), from /proc/stat."""
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in fields[:8])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def _visit(page, url: str) -> None:
    page.goto(url, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")


def measure(browser, urls: list, way: str, on_use: str) -> tuple:
    """Visits ``urls`` the ``way`` named; returns (median wall seconds, CPU seconds per visit)."""
    walls = []
    shared = None
    before = _busy_seconds()
    for url in urls:
        if shared is None or way.startswith("new tab"):
            if shared is not None:
                shared.context.close()
            context = browser.new_context()
            context.add_init_script(on_use)
            shared = context.new_page()
            if way.endswith("routed"):
                shared.route("**/*", lambda r: r.continue_() if "127.0.0.1" in r.request.url else r.abort())
            else:
                shared.on("request", lambda r: None)
        start = time.perf_counter()
        _visit(shared, url)
        walls.append(time.perf_counter() - start)
    shared.context.close()
    return statistics.median(walls), (_busy_seconds() - before) / len(urls)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--pages", type=int, default=20, help="how many pages of the site to visit (default 20)")
    parser.add_argument("--rounds", type=int, default=2, help="how many times to measure each way (default 2)")
    args = parser.parse_args()
    if not (HTML / "index.html").is_file():
        sys.exit("build the site first: python scripts/build_book.py")
    from book_pages import EDITIONS, ON_USE, PAGES, page_path
    from conftest import CHROMIUM, CHROMIUM_ARGS, serve  # the browser tests' own Chromium and server
    from playwright.sync_api import sync_playwright

    with serve(HTML) as site, sync_playwright() as p:
        _run(p, site, args, EDITIONS, ON_USE, PAGES, page_path, CHROMIUM, CHROMIUM_ARGS)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


def _run(p, site, args, EDITIONS, ON_USE, PAGES, page_path, CHROMIUM, CHROMIUM_ARGS) -> None:
    urls = [f"{site}/{page_path(p, e)}" for e in EDITIONS for p in PAGES][: args.pages]
    ways = ["new tab, routed", "one tab, routed", "one tab, watched"]
    print(f"{len(urls)} page visits a way, {args.rounds} rounds; load average {os.getloadavg()[0]:.1f} at the start")
    browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    _visit(browser.new_page(), urls[0])  # the browser's own start is not a visit's
    for round_ in range(1, args.rounds + 1):
        for way in ways:
            wall, cpu = measure(browser, urls, way, ON_USE)
            print(f"round {round_}  {way:18}  wall {wall:5.2f} s a visit (median)   cpu {cpu:5.2f} s a visit")
    browser.close()


if __name__ == "__main__":
    main()

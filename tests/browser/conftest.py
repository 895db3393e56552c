"""The built site in a real browser: Debian's Chromium driven by pytest-playwright.

The site is served from ``_build/html`` by a local ``http.server`` on 127.0.0.1. Chromium resolves no
other host name, so every request that leaves the site fails, and the watch records it: that is the
offline check (``watch``). A page can also be opened through ``file://`` (the book on a USB
stick). One browser instance serves the whole session (pytest-playwright's session-scoped ``browser``);
a test gets a fresh page in a fresh context (``page``), or the tab its module shares (``tab``).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable
from urllib.parse import urlsplit

import pytest
from book_pages import EDITIONS, ON_USE, PAGES  # tests/browser/book_pages.py

# Debian's package installs /usr/bin/chromium; set CHROMIUM to use another build
# (for example Ubuntu's snap, /snap/bin/chromium).
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Offline but for the local server: every other host name fails to resolve, so a page that asks the
    # internet for anything gets an error, as it would in a classroom without a connection (and the
    # watch records the request, see ``watch``).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
# A page the tests write themselves names no icon, so Chromium asks the server for /favicon.ico and logs
# the 404 as a console error: this empty icon keeps such a page's console clean (the book has its own icon).
NO_ICON = '<link rel="icon" href="data:,">'
# The requests the watch judges: the ones that could leave the site (not data:, blob: or about: URLs,
# which the page makes itself).
WATCHED_SCHEMES = ("http", "https", "ws", "wss", "file", "ftp")


def pytest_generate_tests(metafunc):
    """Runs a test taking ``page_name`` once for every page of the site, and a test taking
    ``edition`` (not parametrized by itself) once for each edition, English and Vietnamese."""
    if "page_name" in metafunc.fixturenames:
        metafunc.parametrize("page_name", PAGES)
    if "edition" in metafunc.fixturenames and not any(
        "edition" in marker.args[0] for marker in metafunc.definition.iter_markers("parametrize")
    ):
        metafunc.parametrize("edition", EDITIONS)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launches Debian's Chromium (``playwright install`` is never used here)."""
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail(
                f"CI: {CHROMIUM} is missing; .ci/run must install it first "
                "(apt-get update && apt-get install -y chromium).",
                pytrace=False,
            )
        pytest.fail(
            f"The browser tests need Debian's Chromium at {CHROMIUM}. Install it with\n"
            "    sudo apt-get update && sudo apt-get install -y chromium\n"
            "(do not run `playwright install`: it downloads another browser).",
            pytrace=False,
        )
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": CHROMIUM_ARGS,
    }




@pytest.fixture(autouse=True)
def _engine_on_use(request):
    """Adds ``book_pages.ON_USE`` to the test's page, unless its module sets ``ENGINE_STARTS``
    (a test that makes its own context adds it there)."""
    if "page" in request.fixturenames and not getattr(request.module, "ENGINE_STARTS", False):
        request.getfixturevalue("page").add_init_script(ON_USE)


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files without logging every request to stderr."""

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        pass


@pytest.fixture(scope="session")
def html_dir(book_build) -> Path:
    """Returns _build/html after a successful strict build, or fails the test."""
    if not book_build.ok:
        pytest.fail(
            "the book did not build (see test_book_builds_strictly):\n" + book_build.output[-3000:],
            pytrace=False,
        )
    return book_build.html


@contextlib.contextmanager
def serve(folder: Path):
    """Serves ``folder`` on 127.0.0.1 (a random free port) while the block runs; yields its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def site(html_dir):
    """Serves _build/html on 127.0.0.1 (a random free port) and returns its base URL."""
    with serve(html_dir) as url:
        yield url


def _local_http(url: str) -> bool:
    return urlsplit(url).hostname == "127.0.0.1"


def _local_file(url: str) -> bool:
    return urlsplit(url).scheme == "file"


@dataclass
class Watch:
    """What a page did that it should not: requests that left the site, console
    errors (any: the theme's own two are fixed at their cause in _config.yml),
    uncaught exceptions, and local files that failed to load."""

    external: list = field(default_factory=list)
    errors: list = field(default_factory=list)
    failed: list = field(default_factory=list)
    allowed: Callable[[str], bool] = _local_http

    def reset(self, allowed: Callable[[str], bool]) -> "Watch":
        """Forgets what was recorded and from now on allows only what ``allowed`` accepts (a shared tab,
        handed from one test to the next)."""
        self.external.clear()
        self.errors.clear()
        self.failed.clear()
        self.allowed = allowed
        return self

    def assert_clean(self, where: str) -> None:
        """Fails, naming ``where``, if anything was recorded."""
        assert not self.external, f"{where} tried to load from outside the site: {self.external}"
        assert not self.errors, f"{where} logged console errors: {self.errors}"
        assert not self.failed, f"{where} failed to load: {self.failed}"


def watch(page, allowed: Callable[[str], bool]) -> Watch:
    """Records every request whose URL is not ``allowed`` (it fails: Chromium resolves no host name here,
    ``CHROMIUM_ARGS``, so nothing leaves the machine, as on a school laptop offline); records every console
    error, uncaught exception and failed local load.

    The requests are watched, not routed: routing every request through the test process cost about 0.4
    CPU-seconds a page visit and turned the browser's cache off (scripts/bench_tabs.py)."""
    seen = Watch(allowed=allowed)

    def request(r):
        url = r.url
        if urlsplit(url).scheme in WATCHED_SCHEMES and not seen.allowed(url):
            seen.external.append(url)

    def console(message):
        if message.type == "error":
            seen.errors.append(message.text)

    def page_error(error):
        seen.errors.append(f"uncaught exception: {error}")

    def response(resp):
        if resp.status >= 400:
            seen.failed.append(f"{resp.status} {resp.url}")

    def request_failed(request):
        # net::ERR_ABORTED: the page went on before the file came (the redirect of index.html), not a failure
        if seen.allowed(request.url) and request.failure != "net::ERR_ABORTED":
            seen.failed.append(f"{request.failure} {request.url}")

    page.on("request", request)
    page.on("console", console)
    page.on("pageerror", page_error)
    page.on("response", response)
    page.on("requestfailed", request_failed)
    return seen


@pytest.fixture
def watch_http(page):
    """Returns a :class:`Watch` on ``page`` that allows only the local server."""
    return watch(page, _local_http)


@pytest.fixture
def watch_file(page):
    """Returns a :class:`Watch` on ``page`` that allows only ``file://`` URLs."""
    return watch(page, _local_file)


@pytest.fixture(scope="session")
def file_watcher():
    """Returns ``watcher(page)``: a :class:`Watch` that allows only ``file://`` URLs, for a page that a
    module's own fixture makes (one page shared by several tests, where ``watch_file`` cannot go)."""
    return lambda page: watch(page, _local_file)


# One tab shared by a module's tests. A new tab is a new renderer process, which loads and compiles the
# theme's scripts and styles afresh: on this project's 2-core machine a page visit cost about 2 CPU-seconds
# in a new tab and about 1 in a tab that has shown the site before, 0.6 with the requests watched rather
# than routed (scripts/bench_tabs.py).
# Tests that visit pages and read them share one; a test that sets its page up (an init script, a route,
# another context) keeps its own ``page``.
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}  # pytest-playwright's, the size a new context gets


@dataclass
class Tab:
    """A module's one tab, its :class:`Watch` and the size it is given back before each test."""

    page: object
    seen: Watch
    viewport: dict

    def blank(self) -> None:
        """Forgets what the site stored (local and session storage), then shows a blank page at the
        default size: the state of a new tab, with the site's scripts already compiled."""
        if self.page.url.startswith(("http://", "file://")):
            self.page.evaluate("() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }")
        self.page.goto("about:blank")
        self.page.set_viewport_size(self.viewport)


@pytest.fixture(scope="module")
def _module_tab(browser, browser_context_args, request):
    """The module's one context and tab, closed after the module's last test."""
    context = browser.new_context(**browser_context_args)
    if not getattr(request.module, "ENGINE_STARTS", False):
        context.add_init_script(ON_USE)
    page = context.new_page()
    yield Tab(page, watch(page, _local_http), dict(browser_context_args.get("viewport") or DEFAULT_VIEWPORT))
    context.close()


@pytest.fixture
def tab(_module_tab):
    """The module's shared tab as a new test gets it: blank, at the default size, with nothing the tests
    before it stored; what the test's pages store is cleared after it."""
    _module_tab.blank()
    _module_tab.seen.reset(_local_http)
    yield _module_tab.page
    _module_tab.blank()


@pytest.fixture
def tab_watch_http(tab, _module_tab):
    """The shared tab's :class:`Watch`, allowing only the local server (as ``watch_http`` does)."""
    return _module_tab.seen.reset(_local_http)


@pytest.fixture
def tab_watch_file(tab, _module_tab):
    """The shared tab's :class:`Watch`, allowing only ``file://`` URLs (as ``watch_file`` does)."""
    return _module_tab.seen.reset(_local_file)

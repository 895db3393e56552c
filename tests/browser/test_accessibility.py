"""Accessibility of the BUILT site: axe-core on every page, card pictures named, quizzes by keyboard.

axe-core comes bundled with the ``axe-playwright-python`` package (PyPI) and is
injected into each page: nothing is downloaded. Every HTML page of ``_build/html``
is checked, not only the ones in a list, so a new page cannot slip through. A
violation of impact "serious" or "critical" fails; "moderate" and "minor" ones
(for example the theme's content outside a landmark) are not counted.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe, AxeResults
from book_pages import EDITIONS, ON_USE, PAGES, page_path  # tests/browser/book_pages.py
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

FAILING_IMPACTS = ("serious", "critical")

# The ids of the rules that can find a violation of a failing impact, read from axe's own rule table (each
# rule carries the highest impact its checks can give), among those axe runs by default (not the
# experimental ones). A rule whose worst finding is "moderate" or
# "minor" (the landmark rules, "region", "heading-order" …) can never fail a test, and skipping it takes
# about two fifths off each run (measured on lesson 7: 3.6 s to 2.2 s without colour contrast).
_FAILING_RULES = """impacts => (window.axe && axe._audit && axe._audit.rules || [])
    .filter(r => r.enabled !== false && !r.tags.includes('experimental') && impacts.includes(r.impact))
    .map(r => r.id)"""


class SeriousAxe(Axe):
    """axe-core that runs only the rules able to report a serious or critical violation (all of them, if
    this axe does not say each rule's impact); ``options["rules"]`` may still switch one off."""

    def run(self, page, context=None, options=None):
        """Runs axe-core on ``page`` (or ``context`` in it) with ``options`` and returns its results."""
        options = dict(options or {"resultTypes": ["violations"]})
        page.evaluate(self.axe_script)
        off = {rule for rule, how in options.get("rules", {}).items() if not how.get("enabled", True)}
        ids = [rule for rule in page.evaluate(_FAILING_RULES, list(FAILING_IMPACTS)) if rule not in off]
        if ids and "runOnly" not in options:
            options["runOnly"] = {"type": "rule", "values": ids}
            options.pop("rules", None)
        args = self._format_script_args(context=context, options=options)
        return AxeResults(page.evaluate(f"axe.run({args}).then(results => results)"))


def site_pages(html_dir: Path) -> list:
    """Returns every HTML page of the built site, relative to its root.

    Left out: the assets folders (``_static`` …) and redirects, such as the root
    ``index.html`` that only sends the browser on to the first page.
    """
    return sorted(
        p.relative_to(html_dir).as_posix()
        for p in html_dir.rglob("*.html")
        if not any(part.startswith("_") for part in p.relative_to(html_dir).parts)
        and not p.read_text(encoding="utf-8", errors="replace").lstrip().lower().startswith('<meta http-equiv="refresh"')
    )


def serious(results) -> list:
    """Returns "rule (impact): target …" for each serious or critical violation of an axe run."""
    found = []
    for v in results.response["violations"]:
        if v["impact"] in FAILING_IMPACTS:
            targets = "; ".join(" ".join(map(str, n["target"])) for n in v["nodes"][:5])
            found.append(f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes): {v['help']} at {targets}")
    return found


def test_every_page_of_the_site_passes_axe(tab, site, html_dir):
    """axe-core finds no serious or critical violation on any page of the built site.

    The book's own pages (PAGES, both editions) are checked one by one, after their quizzes
    are answered, by ``test_site.test_page_works_offline``; this test checks every other HTML
    page of the site (search, index …), so a new page cannot slip through.
    """
    page = tab
    pages = site_pages(html_dir)
    expected = [page_path(p, edition) for edition in EDITIONS for p in PAGES]
    missing = sorted(set(expected) - set(pages))
    assert not missing, f"pages missing from the built site: {missing}"
    others = [name for name in pages if name not in expected]
    assert others, "the site has no page besides the book's own (search, index)"
    axe = SeriousAxe()
    problems = {}
    for name in others:
        response = page.goto(f"{site}/{name}", wait_until="networkidle")
        assert response is not None and response.ok, name
        found = serious(axe.run(page))
        if found:
            problems[name] = found
    assert not problems, "axe-core violations:\n" + "\n".join(
        f"{name}:\n  " + "\n  ".join(found) for name, found in problems.items()
    )


# Pages are checked in the theme's dark mode too: the card captions that tamcuc.draw writes
# carry their own dark colour, since they sit on the cards' light background. The colours
# come from one stylesheet for every page, so the default run checks one page of each kind
# (prose with pictures, quizzes, the table and its replay; Tứ Sắc's own cards; printables), from both
# editions; `python -m pytest --runslow` checks every page of both. (The long rules page, prose and
# pictures only, is left to --runslow: lesson 10 has prose and pictures too.)
DARK_MODE_SAMPLE = ["book/10_play_a_deal", "vi/13_tu_sac", "book/teachers/worksheet"]


def dark_mode_pages(config) -> list:
    """Returns the pages the dark-mode check opens: the sample, or every page of both editions with --runslow."""
    if config.getoption("--runslow"):
        return [page_path(p, edition) for p in PAGES for edition in EDITIONS]
    return [f"{name}.html" for name in DARK_MODE_SAMPLE]


def test_pages_pass_axe_in_dark_mode(browser, site, html_dir, pytestconfig):
    """In the theme's dark mode every page still has no serious violation (cards and printables stay dark on white)."""
    context = browser.new_context(color_scheme="dark")
    context.add_init_script(ON_USE)  # the engine starts on first use (book_pages.py)
    try:
        page = context.new_page()
        page.add_init_script("localStorage.setItem('mode', 'dark');")  # the theme's own switch
        axe = SeriousAxe()
        problems = {}
        for name in dark_mode_pages(pytestconfig):
            assert (html_dir / name).exists(), f"{name} is not in the built site"
            page.goto(f"{site}/{name}", wait_until="networkidle")
            try:  # the theme's script sets the mode; on a loaded machine it may come after the network is idle
                page.wait_for_function("document.documentElement.dataset.theme === 'dark'", timeout=10_000)
            except PlaywrightTimeout:
                pass
            assert page.evaluate("document.documentElement.dataset.theme") == "dark", name
            found = serious(axe.run(page))
            if found:
                problems[name] = found
        assert not problems, f"axe-core violations in dark mode: {problems}"
    finally:
        context.close()


def test_the_deck_page_with_backs_shown_passes_axe(tab, site, html_dir):
    """With the card backs shown (the checkbox ticked), the deck page still has no serious violation."""
    page = tab
    where = "book/teachers/deck.html"
    if not (html_dir / where).exists():
        pytest.fail(f"{where} is not in the built site: _toc.yml needs the 'For teachers' part", pytrace=False)
    page.goto(f"{site}/{where}", wait_until="networkidle")
    page.get_by_label("Also print the card backs").check()
    assert serious(SeriousAxe().run(page)) == []


_PICTURE_NAMES = """svgs => {
    const pics = svgs.filter(s => s.parentElement.closest('svg') === null)
        .filter(s => !s.closest('[aria-hidden=true], .copybtn') && !/icon/.test(s.getAttribute('class') || ''));
    const ok = s => s.getAttribute('role') === 'img' && (s.getAttribute('aria-label') || '').trim() !== '';
    return [pics.filter(s => !ok(s)).map(s => s.outerHTML.slice(0, 120)), pics.filter(ok).length];
}"""


def picture_names(page) -> tuple:
    """Returns (the pictures of the open page's article without a name, how many have one).

    A picture is an image with a non-empty name, or hidden from screen readers; the theme's
    icons (class ``icon…``: the copy button, the dropdown chevron) are left out: they decorate
    a control that has its own name. ``test_site.test_page_works_offline`` checks every page of
    both editions with it.
    """
    bad, good = page.eval_on_selector_all("article svg", _PICTURE_NAMES)
    return bad, good


def test_every_card_picture_has_a_name(tab, site, html_dir):
    """On the deck page the 32 cards are named pictures, and on every page outside the book's own
    (search, index …) each picture has a name (the book's pages are checked in test_site.py)."""
    page = tab
    page.goto(f"{site}/book/teachers/deck.html", wait_until="load")
    bad, good = picture_names(page)
    assert good >= 32 and not bad, (good, bad[:3])  # the check has something to check
    expected = {page_path(p, edition) for edition in EDITIONS for p in PAGES}
    unnamed = {}
    for name in site_pages(html_dir):
        if name in expected:
            continue
        page.goto(f"{site}/{name}", wait_until="load")
        bad, _ = picture_names(page)
        if bad:
            unnamed[name] = bad[:3]
    assert not unnamed, f"pictures without a name: {unnamed}"


def test_quiz_answers_are_buttons_reachable_by_keyboard(tab, site):
    """On a lesson page, Tab reaches a quiz answer button and Enter answers it: the feedback appears."""
    page = tab
    page.goto(f"{site}/book/03_colour_and_rank.html", wait_until="networkidle")
    quiz = page.locator(".tamcuc-quiz").first
    expect(quiz).to_have_attribute("data-ready", "1")
    first_choice = quiz.locator(".tamcuc-q:visible .tamcuc-choice").first
    assert first_choice.evaluate("b => b.tagName") == "BUTTON"
    # Start from the element just before the quiz, then move by keyboard only.
    quiz.evaluate("q => { const s = document.createElement('span'); s.tabIndex = -1; q.before(s); s.focus(); }")
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('tamcuc-choice')"):
            break
    else:
        pytest.fail("Tab did not reach a quiz answer button")
    page.keyboard.press("Enter")
    feedback = quiz.locator(".tamcuc-feedback")
    expect(feedback).not_to_have_text("")
    expect(feedback).to_have_attribute("data-state", "right" if page.evaluate(
        "document.activeElement.dataset.correct") == "true" else "wrong")

"""The game engine in the page: the same Python ``tamcuc``, run by Pyodide in Chromium.

The engine runs in a Web Worker: how the page answers while it loads and thinks, and how it
fails, is checked in test_worker.py. Each test opens the site one way, served or from ``file://``
(a USB stick), and every feature is checked both ways between the tests (starting Python takes
seconds, so no test runs twice for that alone), with every request that leaves the site aborted
and counted (``watch_http`` / ``watch_file``): the engine's files come from the site folder alone. The expected
outcomes come from the engine running here in CPython: a deal clicked through the
page's buttons ends with exactly the scores ``Table`` computes for the same clicks.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tamcuc import web
from tamcuc.bots import RuleBot
from tamcuc.table import Table

ENGINE_STARTS = True  # the engine starts as a reader's page does (see conftest.py)
READY_MS = 90_000  # the machine may be loaded; the benchmark reports the real figures
STEP_MS = 30_000
TABLE_PAGE = "10_play_a_deal"
QUIZ_PAGE = "10_play_a_deal"  # re-executed with the quiz face that asks the engine
NEW_QUESTIONS = 8


@dataclass
class Where:
    """How the site is opened: its book/ folder's URL and the watch on the page."""

    mode: str
    book: str
    seen: object


@pytest.fixture(params=["served", "file"])
def where(request, page, site, html_dir) -> Where:
    """Opens pages on the local server or from the folder; the watch allows only that source."""
    if request.param == "served":
        return Where("served", f"{site}/book/", request.getfixturevalue("watch_http"))
    return Where("file", (html_dir / "book").as_uri() + "/", request.getfixturevalue("watch_file"))


def open_page(page, where: Where, name: str) -> None:
    """Opens ``book/<name>.html`` and waits for the engine to be ready."""
    page.goto(f"{where.book}{name}.html")
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=READY_MS)


def _wait_for_reader(page, index: int, moves: int) -> None:
    """Waits until table ``index`` has played ``moves`` moves and waits for the reader (or is over)."""
    page.wait_for_function(
        """([i, n]) => {
            const box = document.querySelectorAll('.tamcuc-live-box')[i];
            const live = box && box.querySelector('.tamcuc-live');
            return !!live && live.dataset.tcPending === '0' && Number(live.dataset.tcMoves) === n;
        }""",
        arg=[index, moves],
        timeout=STEP_MS,
    )


def _select(box, table: Table, cards) -> None:
    """Clicks the cards of the reader's hand that make up ``cards`` (the page's hand is in hand order)."""
    wanted = list(cards)
    for index, card in enumerate(table.hand):
        if card in wanted:
            wanted.remove(card)
            button = box.locator(f"[data-tc-act='toggle'][data-tc-arg='{index}']")
            button.click()
            expect(button).to_have_attribute("aria-pressed", "true")


def play_deal(page, index: int, players: int, preset: str, seed: int, hint: bool = False, lang: str = "en") -> Table:
    """Plays the reader's seat of live table ``index`` through its buttons, choosing as RuleBot
    would, while the same clicks drive a CPython ``Table`` (in ``lang``); returns that table at the end."""
    box = page.locator(".tamcuc-live-box").nth(index)
    mirror = Table(players=players, preset=preset, seed=seed, lang=lang)
    me = RuleBot()
    while True:
        _wait_for_reader(page, index, len(mirror.game.moves))
        if mirror.game.is_over():
            return mirror
        if hint:
            box.locator("[data-tc-arg='hint']").click()
            expect(box.locator(".tc-message"), "the hint of the strongest bot").to_contain_text("Hint: ", timeout=STEP_MS)
            why = box.locator(".tc-message details.tc-why")
            expect(why.locator("summary")).to_have_text("why?")
            assert why.get_attribute("open") is None, "the numbers behind the hint stay folded away"
            assert "guess" not in box.locator(".tc-message").inner_text()
            hint = False
        move = me.choose(mirror.game, mirror.seat, random.Random(0))
        if move.action in ("lead", "lay", "declare"):
            _select(box, mirror, move.cards)
            mirror.select(move.cards)
        button = "play" if move.action in ("lead", "lay") else move.action
        box.locator(f"[data-tc-act='click'][data-tc-arg='{button}']").click()
        mirror.click(button)
        assert mirror.message == "", mirror.message


def check_final_scores(page, index: int, mirror: Table, where: str) -> None:
    """The page shows the final scores and the story of every trick exactly as the engine has them."""
    box = page.locator(".tamcuc-live-box").nth(index)
    scores = box.locator(".tc-scores li")
    expect(scores, f"{where}: one line of scores per seat").to_have_count(mirror.rules.players)
    lines = mirror.game.result().summary(mirror.names).splitlines()
    assert scores.all_inner_texts() == lines, f"{where}: final scores"
    log = box.locator(".tc-log li").all_inner_texts()
    assert log == mirror.log, f"{where}: the log of the deal"
    assert sum(line.startswith("Trick ") for line in log) == len(mirror.game.history)
    expect(box).not_to_contain_text("Not allowed")
    assert box.locator("[data-tc-act='click']:not([disabled])").all_inner_texts() == ["New deal"]


def test_live_table_plays_whole_deals(page, where):
    """On lesson 10 both tables come alive; a 4-player and a 3-player deal, clicked through the
    page's buttons (with one hint), end with the engine's scores, and nothing leaves the site."""
    open_page(page, where, TABLE_PAGE)
    statics = page.locator(".tamcuc-table-static")
    expect(page.locator(".tamcuc-live-box")).to_have_count(statics.count(), timeout=STEP_MS)
    settings = [
        (int(s.get_attribute("data-players")), s.get_attribute("data-preset"), int(s.get_attribute("data-seed")))
        for s in statics.all()
    ]
    assert sorted(p for p, _, _ in settings)[-2:] == [3, 4], f"lesson 10's tables: {settings}"
    expect(statics.first).to_be_hidden()
    assert page.locator(".tamcuc-engine-status").count() == 0, "the table page shows loading in its own line"
    page.evaluate("window.tamcuc.stepDelay = 0")  # the computer's moves without a pause to watch them
    for index, (players, preset, seed) in enumerate(settings):
        mirror = play_deal(page, index, players, preset, seed, hint=players == 3)
        check_final_scores(page, index, mirror, f"{where.mode} table {index + 1} ({players} players)")
    where.seen.assert_clean(f"{where.mode} {TABLE_PAGE}")


def test_the_vietnamese_table_plays_a_deal_in_vietnamese(page, site, watch_http):
    """On the Vietnamese lesson 10 the live table speaks Vietnamese: a deal clicked through its buttons
    ends with the engine's Vietnamese scores and story, and nothing leaves the site."""
    from tamcuc.i18n import t

    page.goto(f"{site}/vi/{TABLE_PAGE}.html")
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=READY_MS)
    static = page.locator(".tamcuc-table-static").first
    expect(page.locator(".tamcuc-live-box").first).to_be_visible(timeout=STEP_MS)
    page.evaluate("window.tamcuc.stepDelay = 0")
    players, preset, seed = int(static.get_attribute("data-players")), static.get_attribute("data-preset"), int(static.get_attribute("data-seed"))
    mirror = play_deal(page, 0, players, preset, seed, lang="vi")
    box = page.locator(".tamcuc-live-box").first
    expect(box.locator(".tamcuc-live")).to_have_attribute("lang", "vi")
    lines = mirror.game.result().summary(mirror.names, lang="vi").splitlines()
    assert box.locator(".tc-scores li").all_inner_texts() == lines, "final scores in Vietnamese"
    assert box.locator(".tc-log li").all_inner_texts() == mirror.log, "the story of the deal in Vietnamese"
    enabled = box.locator("[data-tc-act='click']:not([disabled])").all_inner_texts()
    assert enabled == [t("New deal", "vi")], enabled
    watch_http.assert_clean(f"vi/{TABLE_PAGE}")


def test_new_deal_with_other_settings(page, where):
    """Choosing 2 players and the easy computer, then New deal, deals a 2-player game with the next
    deal number; typing a deal number deals that deal; axe-core finds no serious violation in the
    live table."""
    open_page(page, where, TABLE_PAGE)
    box = page.locator(".tamcuc-live-box").first
    expect(box.locator(".tamcuc-live")).to_be_visible(timeout=STEP_MS)
    page.evaluate("window.tamcuc.stepDelay = 0")
    seed = int(page.locator(".tamcuc-table-static").first.get_attribute("data-seed"))
    box.locator("select[data-tc-arg='players']").select_option("2")
    expect(box.locator(".tc-settings-note")).to_have_text("Press New deal to play with these settings.")
    box.locator("select[data-tc-arg='strength']").select_option("easy")
    box.locator("[data-tc-arg='new deal']").click()
    expect(box.locator(".tamcuc-live")).to_have_attribute("aria-label", re.compile(rf"2 players, folk rules, computer easy, deal number {seed + 1}$"))
    mirror = Table(players=2, preset="folk", seed=seed + 1, strength="easy")
    _wait_for_reader(page, 0, len(mirror.game.moves))
    assert box.locator(".tc-table strong").all_inner_texts() == ["Bình", "On the table:"]
    expect(box.locator("select[data-tc-arg='strength'] option")).to_have_text(
        ["easy: plays any allowed card", "medium: plays carefully", "hard: thinks ahead"])
    number = box.locator("input[data-tc-arg='seed']")
    expect(number).to_have_value(str(seed + 1))
    # The table may still redraw itself once after the reader's turn comes (it keeps the box's
    # focus and caret): type again if a redraw took the first typing.
    for _ in range(3):
        number.fill("123")
        if number.input_value() == "123":
            break
    expect(number).to_have_value("123")
    number.press("Tab")  # the change is sent when the box is left
    expect(box.locator(".tc-settings-note")).to_have_text("Press New deal to play with these settings.")
    box.locator("[data-tc-arg='new deal']").click()
    expect(box.locator(".tamcuc-live")).to_have_attribute("aria-label", re.compile(r"deal number 123$"))
    mirror = Table(players=2, preset="folk", seed=123, strength="easy")
    _wait_for_reader(page, 0, len(mirror.game.moves))
    assert box.locator(".tc-log li").all_inner_texts()[:2] == mirror.log[:2], "the same number deals the same cards"
    where.seen.assert_clean(f"{where.mode} {TABLE_PAGE} new deal")
    # axe-core itself fetches the theme's stylesheets (and fails to on file://): checked last.
    problems = [
        f"{v['id']} ({v['impact']}): {v['help']}"
        for v in Axe().run(page, context=".tamcuc-live-box").response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert not problems, f"axe-core on the live table: {problems}"


@pytest.mark.parametrize("where", ["file"], indirect=True)
def test_quiz_asks_the_engine_for_new_questions(page, where):
    """Past its embedded questions, a quiz's New question asks the engine: eight more questions,
    each graded and explained as the engine says, mostly different from each other."""
    from test_site import answer_question  # tests/browser/test_site.py

    page.goto(f"{where.book}{QUIZ_PAGE}.html")
    quiz = page.locator(".tamcuc-quiz").first
    expect(quiz).to_have_attribute("data-ready", "1")
    kind = quiz.get_attribute("data-kind")
    embedded = [q.get_attribute("data-seed") for q in quiz.locator(".tamcuc-q").all()]
    for _ in range(len(embedded) - 1):
        quiz.locator(".tamcuc-next").click()
    shown, texts = [], []
    for n in range(NEW_QUESTIONS):
        before = quiz.locator(".tamcuc-q:visible").get_attribute("data-seed")
        quiz.locator(".tamcuc-next").click()
        visible = quiz.locator(".tamcuc-q:visible")
        expect(visible, f"question {n + 1} from the engine").not_to_have_attribute("data-seed", before, timeout=READY_MS)
        seed = visible.get_attribute("data-seed")
        assert seed not in embedded, f"question {n + 1} is embedded seed {seed}, not the engine's"
        answer_question(quiz, kind, f"{where.mode} {QUIZ_PAGE} new question {n + 1}")
        shown.append(seed)
        texts.append(visible.inner_text())
    assert quiz.locator(".tamcuc-q").count() >= len(embedded) + NEW_QUESTIONS
    assert len(set(shown)) == NEW_QUESTIONS, f"seeds {shown}"
    assert len(set(texts)) >= NEW_QUESTIONS - 2, "the new questions are mostly the same question"
    assert page.evaluate("window.tamcuc.ready"), "the engine answered"
    expect(page.locator(".tamcuc-engine-status"), "the ready box fades away").to_be_hidden(timeout=5_000)
    where.seen.assert_clean(f"{where.mode} {QUIZ_PAGE} quiz")


def _try_it_page(html_dir: Path) -> str:
    for path in sorted((html_dir / "book").glob("*.html")):
        if "tag_try-it" in path.read_text(encoding="utf-8"):
            return path.stem
    pytest.fail("no page of the book has a try-it cell (a code cell tagged try-it)", pytrace=False)


# The text a reader sees in an element: no style sheets or scripts (as Playwright's
# to_have_text reads it), and without the theme's copy button.
_READ = """e => { const c = e.cloneNode(true);
    c.querySelectorAll('style, script, .copybtn').forEach(x => x.remove());
    return c.textContent.trim(); }"""


def _text_of(page, html: str) -> str:
    return page.evaluate(f"h => {{ const d = document.createElement('div'); d.innerHTML = h; return ({_READ})(d); }}", html)


@pytest.mark.parametrize("where", ["served"], indirect=True)
def test_try_it_cell_runs_changed_code(page, where, html_dir):
    """A try-it cell becomes an editable, wrapping line with a Run button; changed code shows the engine's new answer."""
    name = _try_it_page(html_dir)
    page.goto(f"{where.book}{name}.html")
    cell = page.locator(".cell.tag_try-it").first
    field = cell.locator(".tamcuc-try textarea")
    expect(field).to_be_visible()
    original = field.input_value()
    output = cell.locator(".cell_output")
    stored = output.evaluate(_READ)
    context = page.evaluate(  # the page's other code cells, as the loader sends them
        "Array.from(document.querySelectorAll('.cell .cell_input pre'), e => e.textContent).join('\\n\\x1e\\n')"
    )
    for code in (original, 'tc.trick_winner(["R R", "C C", "r r", "h h"])', 'tc.parse_cards("Q")'):
        field.fill(code)
        cell.get_by_role("button", name="Run").click()
        expected = _text_of(page, web.run_cell(code, context))
        expect(output, f"{where.mode} {name}: {code}").to_have_text(expected, timeout=READY_MS)
        if code == original:
            assert " ".join(expected.split()) == " ".join(stored.split()), "Run with the stored code shows the stored output"
    where.seen.assert_clean(f"{where.mode} {name} try-it")

"""The notebook face: in a real JupyterLab, the quizzes, explorables and game table are live widgets.

ONE JupyterLab server runs on 127.0.0.1 over a temporary folder: copies of two lessons and a teacher page,
a student copy of the whole book (``python -m tamcuc student-copy``'s :func:`tamcuc.notebooks.student_copy`)
and a scratch notebook with one long cell. ONE Chromium page loads JupyterLab once for the whole module
(``--expose-app-in-browser``: the tests open, run and close notebooks with JupyterLab's own commands, as its
menus do), and each notebook is opened and run once, in one kernel, then reused by every check on it.

The checks click: a quiz (the site's quiz and script in an anywidget) must grade as on the site, get new
questions from the kernel and keep the reader's answers across a closed and reopened notebook; an explorable
(the site's HTML in an anywidget) must say after each click what the engine says; the game table (the site's
HTML in an anywidget) must play a trick to its end as on the site, with a hint from the strongest computer
player; a replay (plain HTML with its inline script) must step by its buttons and keys; a teacher page must
print alone; a long cell's progress bar must show and advance, and be gone when the cell ends.
"""

from __future__ import annotations

import html
import json
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect
from test_explorables import _expected  # tests/browser/test_explorables.py: what the site's explorable says

from tamcuc.bots import RuleBot
from tamcuc.explore import Reveal, TrickBuilder
from tamcuc.notebooks import Progress, student_copy
from tamcuc.quiz import feedback_text
from tamcuc.quiz.render import MORE, progress_text, quiz_question_at
from tamcuc.table import Table

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ["10_play_a_deal.ipynb", "11_replays.ipynb"]
STUDENT = "student/05_a_trick.ipynb"  # a student copy: no stored widget, the quizzes and explorables drawn by Run All
RUN_MS = 90_000

# The scratch notebook's long cell: 12b's simulation with its progress line, a few deals made slow enough
# (a pause after each) that the page sees the bar move; the next cell shows the run's result.
DEALS = 6
PROGRESS_CELLS = [
    "import time\n\nimport tamcuc as tc\nfrom tamcuc.notebooks import Progress\n\n"
    "bar = Progress(\"Simulating\", every=0)\n\n\n"
    "def slowly(done, total):\n    bar(done, total)\n    time.sleep(0.2)\n\n\n"
    f"records = tc.simulate(tc.Rules(), [tc.RuleBot()] * 4, deals={DEALS}, seed=2024, progress=slowly)",
    "len(records)",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _scratch(cells: list) -> dict:
    """Returns a notebook (its JSON) of code cells with no outputs."""
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": f"cell-{i}", "metadata": {},
                       "outputs": [], "source": source} for i, source in enumerate(cells)],
            "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                        "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """Starts JupyterLab (no token, loopback only, its app object in the page) over copies of the lessons,
    a student copy of the book and the scratch notebook; returns its URL."""
    root = tmp_path_factory.mktemp("lab")
    for name in LESSONS:
        shutil.copy(ROOT / "book" / name, root / name)
    shutil.copy(ROOT / "book" / "teachers" / "handout.ipynb", root / "handout.ipynb")
    student_copy(ROOT / "book", root / "student")  # what python -m tamcuc student-copy book/ OUT/ writes
    (root / "progress.ipynb").write_text(json.dumps(_scratch(PROGRESS_CELLS), indent=1), encoding="utf-8")
    port = _free_port()
    log = open(root / "lab.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}",
         "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
         f"--ServerApp.root_dir={root}", "--LabApp.news_url=None", "--LabApp.check_for_updates_class="
         "jupyterlab.NeverCheckForUpdate", "--LabApp.expose_app_in_browser=True"],
        stdout=log, stderr=subprocess.STDOUT, cwd=root, env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"{url}/api/status", timeout=1)
                break
            except OSError:
                if proc.poll() is not None:
                    pytest.fail("JupyterLab exited:\n" + (root / "lab.log").read_text()[-2000:], pytrace=False)
                time.sleep(0.5)
        else:
            pytest.fail("JupyterLab did not answer within 60 s", pytrace=False)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


class Lab:
    """The one JupyterLab page of the module: opens, runs, shows and closes notebooks through JupyterLab's
    commands (``window.jupyterapp``), each notebook run once and then shared by the checks on it."""

    def __init__(self, page, url: str):
        self.page, self.url = page, url
        self.errors: list = []  # console errors and uncaught exceptions, in order
        self._ran: set = set()  # the notebooks run all (once each)
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.goto(f"{url}/lab/workspaces/tests?reset")  # a fresh workspace: no notebook open
        page.wait_for_function("window.jupyterapp !== undefined", timeout=RUN_MS)
        page.evaluate("() => window.jupyterapp.restored.then(() => true)")

    def open(self, path: str):
        """Opens ``path`` (or shows it, if open), waits until it is read; returns its panel."""
        panel_id = self.page.evaluate(
            """async path => { const w = await window.jupyterapp.commands.execute('docmanager:open', {path});
                               await w.context.ready; window.jupyterapp.shell.activateById(w.id); return w.id; }""",
            path)
        panel = self.page.locator(f"[id='{panel_id}']")
        expect(panel).to_be_visible(timeout=RUN_MS)
        return panel

    def run(self, path: str):
        """Returns the panel of ``path``, run all once: opened, its kernel started, "Run All Cells" (as the
        Run menu does; :meth:`finished` waits for the last cell)."""
        if path in self._ran:
            return self.open(path)
        panel = self.open(path)
        self.page.evaluate(
            """async path => { const app = window.jupyterapp, w = app.shell.currentWidget;
                               if (!w || !w.context || w.context.path !== path) throw new Error('not shown: ' + path);
                               await w.sessionContext.ready;
                               window.tcRuns = window.tcRuns || {};
                               window.tcRuns[path] = app.commands.execute('notebook:run-all-cells'); }""", path)
        self._ran.add(path)
        return panel

    def finished(self, path: str) -> None:
        """Waits until the last "Run All Cells" of ``path`` has run every cell."""
        self.page.evaluate("path => window.tcRuns[path].then(() => true)", path)

    def _current(self, path: str, then: str) -> None:
        """Shows ``path`` and runs the command ``then`` on it (as its menu item does)."""
        self.page.evaluate(
            """async ([path, then]) => { const app = window.jupyterapp;
                                         const w = await app.commands.execute('docmanager:open', {path});
                                         app.shell.activateById(w.id);
                                         await app.commands.execute(then); }""", [path, then])

    def save(self, path: str) -> None:
        """Saves ``path`` (File > Save Notebook) and waits until the file is written."""
        self._current(path, "docmanager:save")
        self.page.wait_for_function(
            """path => { const w = window.jupyterapp.shell.currentWidget;
                         return w.context.path === path && !w.context.model.dirty; }""", arg=path, timeout=20_000)

    def close(self, path: str) -> None:
        """Closes ``path``'s tab (File > Close Tab; saved first, or JupyterLab asks); its kernel runs on."""
        self._current(path, "application:close")
        self._ran.discard(path)


@pytest.fixture(scope="module")
def jl(browser, browser_context_args, lab):
    """The module's one JupyterLab page (its own browser context), loaded once."""
    context = browser.new_context(**browser_context_args)
    try:
        yield Lab(context.new_page(), lab)
    finally:
        context.close()


def _answer(quiz, asked, lang: str = "en") -> None:
    """On the quiz's visible question (``asked``, the engine's): a wrong answer shows its explanation,
    then the right one shows success, as on the site."""
    panel = quiz.locator(".tamcuc-q:visible")
    choices = panel.locator(".tamcuc-choice")
    expect(choices).to_have_count(len(asked.choices))
    marks = choices.evaluate_all("cs => cs.map(c => c.getAttribute('data-correct'))")
    assert marks == ["true" if c.correct else "false" for c in asked.choices]
    feedback = quiz.locator(".tamcuc-feedback")
    wrong = next(i for i, c in enumerate(asked.choices) if not c.correct)
    choices.nth(wrong).click()
    expect(feedback).to_have_text(feedback_text(asked, wrong), timeout=10_000)
    expect(feedback).to_have_attribute("data-state", "wrong")
    choices.nth(asked.answer).click()
    expect(feedback).to_have_text(feedback_text(asked, asked.answer), timeout=10_000)
    expect(feedback).to_have_attribute("data-state", "right")


def _stored_widgets(url: str, path: str) -> int:
    """Returns how many widget outputs the notebook at ``path`` holds on the server's disk."""
    with urllib.request.urlopen(f"{url}/api/contents/{path}?content=1", timeout=10) as answer:
        notebook = json.load(answer)["content"]
    return sum("application/vnd.jupyter.widget-view+json" in o.get("data", {})
               for c in notebook["cells"] for o in c.get("outputs", []))


def test_quiz_is_the_sites_quiz_and_keeps_answers_across_a_reopen(jl):
    """In a student copy of lesson 5 (``python -m tamcuc student-copy``: no stored widget) run live, the first
    quiz is the site's quiz run by the kernel: a wrong answer shows its explanation, the right one success;
    the sixth question ("More questions") is made by the kernel; after a save (the file now holds the
    widgets' outputs), closing the notebook, reopening it from disk and Run All, the reader is back on that
    question, answered as left, and no "model not found" is left on the page."""
    page = jl.page
    panel = jl.run(STUDENT)
    assert _stored_widgets(jl.url, STUDENT) == 0
    quiz = panel.locator(".tamcuc-quiz-box .tamcuc-quiz[data-kind='trick-winner'][data-seed='2']")
    expect(quiz).to_have_attribute("data-ready", "1", timeout=RUN_MS)  # the widget ran the site's script
    quiz.scroll_into_view_if_needed()
    for index in range(MORE + 1):
        asked = quiz_question_at("trick-winner", 2, index)  # the round, without repeats
        expect(quiz.locator(".tamcuc-q:visible")).to_have_attribute("data-seed", str(asked.seed))
        _answer(quiz, asked)
        expect(quiz.locator(".tamcuc-progress")).to_contain_text(progress_text(index, MORE + 1))
        quiz.locator(".tamcuc-next").click()
    made = quiz_question_at("trick-winner", 2, MORE + 1)  # past the five in the HTML: the kernel makes it
    expect(quiz.locator(".tamcuc-q:visible"), "the kernel's question").to_have_attribute(
        "data-seed", str(made.seed), timeout=20_000)
    _answer(quiz, made)
    jl.save(STUDENT)
    assert _stored_widgets(jl.url, STUDENT) > 0  # what made "model not found" on a reopen
    jl.close(STUDENT)
    expect(panel).to_have_count(0, timeout=10_000)
    panel = jl.run(STUDENT)  # read again from the disk: a new document, a new widget manager
    quiz = panel.locator(".tamcuc-quiz-box .tamcuc-quiz[data-kind='trick-winner'][data-seed='2']")
    jl.finished(STUDENT)
    expect(quiz.locator(".tamcuc-q:visible"), "back where the reader was").to_have_attribute(
        "data-seed", str(made.seed), timeout=RUN_MS)
    expect(quiz.locator(".tamcuc-feedback")).to_have_text(feedback_text(made, made.answer), timeout=10_000)
    expect(quiz.locator(".tamcuc-q:visible .tamcuc-choice[data-correct='true']")).to_have_attribute("data-state", "right")
    expect(page.get_by_text("model not found")).to_have_count(0)


def _said(root) -> list:
    """Returns what an explorable says (its refusal line, if any, then its verdict): the lines' text, which
    does not wait for JupyterLab to lay out a cell scrolled into view (``innerText`` would)."""
    return root.locator(".tx-refusal, .tx-said").all_text_contents()


def _drive(page, panel, index: int, x, clicks) -> None:
    """Clicks ``clicks`` on explorable ``index`` of ``panel`` and, after each, once the kernel's new HTML is drawn,
    compares what it says and its state with ``x`` (the same explorable class here) pressed the same."""
    root = panel.locator(".tamcuc-explore").nth(index)
    for act, arg in clicks:
        state, text = root.get_attribute("data-tx-state"), root.text_content()
        root.locator(f"[data-tx-act='{act}'][data-tx-arg='{arg}']").first.click()
        page.wait_for_function(
            """([id, i, s, t]) => { const r = document.getElementById(id).querySelectorAll('.tamcuc-explore')[i];
                                    return r && (r.dataset.txState !== s || r.textContent !== t); }""",
            arg=[panel.get_attribute("id"), index, state, text], timeout=20_000)
        x.press(act, arg)
        assert _said(root) == _expected(x), f"after {act} {arg}"
        assert root.get_attribute("data-tx-state") == x.state_text()


def test_explorables_answer_clicks_as_the_engine_in_jupyterlab(jl):
    """In the student copy of lesson 5 run live, the trick builder is the site's explorable run by the kernel:
    each click on a card, a name, a fold or a laid card is judged as the engine judges it here (a fold, new
    cards, a refusal, the winner starred), and the reveal turns the trick over one player at a time, the fold
    staying face down."""
    panel = jl.run(STUDENT)
    jl.finished(STUDENT)  # every output is the run's (a reopened notebook first shows the saved ones)
    boxes = panel.locator(".tamcuc-explore")
    expect(boxes).to_have_count(2, timeout=RUN_MS)
    assert boxes.evaluate_all("els => els.map(e => e.dataset.txKind)") == ["trick", "reveal"]
    builder = TrickBuilder(["r r", "C C", "R R", "h h"])  # the lesson's cell
    assert _said(boxes.nth(0)) == _expected(builder)
    _drive(jl.page, panel, 0, builder, [("fold", "1"), ("take", "3:0"), ("take", "3:0"), ("card", "A"),
                                        ("card", "A"), ("seat", "1"), ("card", "R"), ("seat", "2"), ("card", "K"),
                                        ("seat", "3")])  # after the refused K, a new choice of seat clears the refusal
    assert builder.result() is not None and not builder.message
    expect(boxes.nth(0).locator(".tx-won")).to_contain_text(builder.names[builder.result().winner])
    reveal = Reveal(["r r", "C C", "R R", None])
    _drive(jl.page, panel, 1, reveal, [("next", "")] * 4 + [("back", "")])
    backs = boxes.nth(1).locator("svg[aria-label='face-down card']").count()
    assert backs == reveal.html(live=True).count('aria-label="face-down card"') == 2  # Dũng's fold, never shown


def test_solution_and_hidden_code_are_folded_and_terms_are_links_in_jupyterlab(jl):
    """In the student copy of lesson 5 as JupyterLab shows it, the solution is folded until its summary is
    clicked, and the code the site hides (the lesson's set-up cell) is folded too (its ``source_hidden``
    metadata); a glossary term is a link, no MyST role shows as text, and clicking the term opens the
    glossary."""
    panel = jl.open(STUDENT)
    box = panel.locator("details.tamcuc-solution")
    box.scroll_into_view_if_needed(timeout=RUN_MS)
    expect(box).to_have_count(1)
    answer = box.get_by_text("The elephant outranks the chariot")
    expect(answer).to_be_hidden()
    box.locator("summary", has_text="Solution").click()
    expect(answer).to_be_visible(timeout=10_000)
    first_code = panel.locator(".jp-CodeCell").first
    first_code.scroll_into_view_if_needed(timeout=10_000)
    expect(first_code.locator(".jp-InputPlaceholder")).to_be_visible(timeout=10_000)
    rendered = panel.locator(".jp-MarkdownOutput")
    expect(rendered.first).to_be_visible()
    shown = "".join(rendered.all_text_contents())
    assert "chui" in shown and "{term}" not in shown and "{doc}" not in shown
    term = rendered.locator("a", has_text="chui").first
    term.scroll_into_view_if_needed(timeout=10_000)
    expect(term).to_have_attribute("href", re.compile(r"glossary\.md.*#term-chui$"))
    term.click()
    expect(jl.page.locator(".lm-TabBar-tab.lm-mod-current", has_text="glossary.md")).to_be_visible(timeout=20_000)


def _seen(page, box) -> None:
    """Records in the page every move count the table shows (``window.tcSeen``): each redraw, however short."""
    box.evaluate("""box => {
        window.tcSeen = [];
        const note = () => { const t = box.querySelector('.tamcuc-live');
                             if (t) window.tcSeen.push(Number(t.getAttribute('data-tc-moves'))); };
        new MutationObserver(note).observe(box, {childList: true});
        note();
    }""")


def _play(page, box, mirror, widget) -> None:
    """Makes the reader's move that RuleBot picks, by clicking its cards and its button in the page,
    and the same move at ``mirror`` (the same table in this process, driven by the same messages)."""
    move = RuleBot().choose(mirror.game, mirror.seat, random.Random(0))
    if move.action in ("lead", "lay"):
        hand = list(mirror.hand)
        for card in move.cards:
            i = hand.index(card)
            hand[i] = None
            box.locator(f".tc-card[data-tc-arg='{i}']").click()
            widget.handle({"act": "toggle", "arg": str(i)})
            expect(box.locator(f".tc-card[data-tc-arg='{i}']")).to_have_attribute("aria-pressed", "true")
        button = "play"
    else:
        button = move.action
    box.get_by_role("button", name=mirror.label(button), exact=True).click()
    widget.handle({"act": "click", "arg": button})


def test_game_table_plays_in_jupyterlab(jl):
    """In lesson 10 run live, the table is the site's (the same HTML from Python): the arrow keys walk the
    hand, cards pressed and Play are taken by the engine, the computer's moves come one at a time, the
    finished trick stays with every play shown and the winner marked until Continue (focused, pressed
    with Enter), and Hint answers; no console errors."""
    page, errors = jl.page, len(jl.errors)
    panel = jl.run("10_play_a_deal.ipynb")
    box = panel.locator(".tamcuc-live-box").nth(1)  # the first free table, Table(players=4, seed=1), after the guided deal
    mirror = Table(players=4, preset="folk", seed=1)
    widget = mirror.widget()
    live = box.locator(".tamcuc-live")
    expect(box.locator(".tc-status")).to_have_text(mirror.status(), timeout=RUN_MS)
    expect(box.locator("style")).to_have_count(1)  # the table's own stylesheet: a notebook has no other
    assert box.evaluate("b => getComputedStyle(b.querySelector('.tc-card')).cursor") == "pointer"

    cards = box.locator(".tc-card")
    cards.nth(0).focus()
    page.keyboard.press("ArrowRight")
    expect(cards.nth(1)).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(cards.nth(0)).to_be_focused()

    _seen(page, box)
    first = len(mirror.game.moves)
    while not mirror.trick_done:
        if mirror.pending():
            widget.handle({"act": "step", "arg": "", "at": widget.version})
        else:
            expect(live).to_have_attribute("data-tc-moves", str(len(mirror.game.moves)), timeout=30_000)
            expect(box.locator(".tc-status")).to_have_text(mirror.status())
            _play(page, box, mirror, widget)
    end = len(mirror.game.moves)
    expect(live).to_have_attribute("data-tc-trick-done", "1", timeout=30_000)
    assert set(range(first, end + 1)) <= set(page.evaluate("window.tcSeen")), "each move is shown"
    expect(box.locator(".tc-status")).to_have_text(mirror.status())
    expect(box.locator(".tc-trick .tc-play")).to_have_count(mirror.rules.players)
    expect(box.locator(".tc-trick .tc-play.tc-won")).to_have_count(1)
    expect(box.locator(".tc-trick .tc-play[data-up='0']")).to_have_count(
        sum(not mirror.game.history[-1].face_up(p, mirror.seat) for p in mirror.game.history[-1].order))
    continue_ = box.get_by_role("button", name=mirror.label("continue"), exact=True)
    expect(continue_).to_be_focused()  # focus goes where play continues
    page.wait_for_timeout(1500)
    expect(live).to_have_attribute("data-tc-trick-done", "1")  # the finished trick waits for the reader
    page.keyboard.press("Enter")
    widget.handle({"act": "click", "arg": "continue"})
    while mirror.pending():
        widget.handle({"act": "step", "arg": "", "at": widget.version})
    expect(live).to_have_attribute("data-tc-moves", str(len(mirror.game.moves)), timeout=30_000)
    expect(box.locator(".tc-status")).to_have_text(mirror.status(), timeout=10_000)
    assert mirror.my_turn()

    box.locator(".tc-card").first.click()  # a card pressed, then taken back: the same control keeps the focus
    expect(box.locator(".tc-card").first).to_have_attribute("aria-pressed", "true")
    expect(box.locator(".tc-card").first).to_be_focused()
    box.get_by_role("button", name=mirror.label("hint"), exact=True).click()
    expect(box.locator(".tc-message")).to_contain_text("Hint:", timeout=60_000)
    expect(box).not_to_contain_text("Not allowed")
    expect(panel.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)
    assert not jl.errors[errors:], jl.errors[errors:]


def test_replay_steps_by_buttons_jump_and_keys_in_jupyterlab(jl):
    """In lesson 11 run live, the first replay's script runs in its output: Next steps, the jump list goes to a
    trick, and with the focus in the replay → and End step it, not JupyterLab's notebook."""
    import tamcuc as tc
    from tamcuc.replay import Replay, replay_parts

    page = jl.page
    panel = jl.run("11_replays.ipynb")
    jl.finished("11_replays.ipynb")  # every cell has run: the replay in view is the live one, not one to be replaced
    made = Replay.from_bots(tc.Rules(), [tc.RuleBot()] * 4, seed=13)  # the lesson's first replay
    total = len(made.steps)
    replay = panel.locator(".tamcuc-replay").first
    expect(replay.locator(".tcr-pos")).to_have_text(f"Step 1 of {total}", timeout=RUN_MS)
    expect(replay).to_have_attribute("data-ready", "1", timeout=RUN_MS)  # its script has run: the buttons answer
    replay.locator(".tcr-next").click()
    expect(replay.locator(".tcr-pos")).to_have_text(f"Step 2 of {total}")
    first = replay_parts(made.steps)[2][1]
    replay.locator(".tcr-jump").select_option("2")
    expect(replay.locator(".tcr-explain")).to_have_text(made.steps[first]["text"])
    replay.locator(".tcr-table").click(position={"x": 5, "y": 5})
    page.keyboard.press("ArrowRight")
    expect(replay.locator(".tcr-pos")).to_have_text(f"Step {first + 2} of {total}")
    page.keyboard.press("End")
    expect(replay.locator(".tcr-explain")).to_have_text(made.steps[-1]["text"])


def test_a_printable_prints_alone_from_a_notebook(jl):
    """In the handout's notebook run live, "Print this page" opens the handout alone in a window of its
    own (as the command line's file) and prints it there: JupyterLab's own window is never printed."""
    page = jl.page
    panel = jl.run("handout.ipynb")
    button = panel.locator(".jp-OutputArea-output .tamcuc-print-button").first
    expect(button).to_be_enabled(timeout=RUN_MS)
    page.evaluate("() => { window.tcPrint = window.print; window.tcPrinted = 0;"
                  " window.print = () => { window.tcPrinted += 1; }; }")
    try:
        with page.expect_popup() as opened:
            button.click()
        alone = opened.value
        expect(alone.locator(".tamcuc-print .tamcuc-handout h2")).to_have_text("Tam Cúc on one page")
        assert alone.locator(".jp-Notebook").count() == 0 and alone.locator("script").count() == 0
        assert page.evaluate("window.tcPrinted") == 0
        alone.close()
    finally:
        page.evaluate("() => { window.print = window.tcPrint; }")


def _words(html_text: str) -> str:
    """Returns the words of a progress line's HTML (``Progress.html``), as the page shows them."""
    return html.unescape(re.search(r"<span>(.*)</span>", html_text).group(1))


def test_a_long_cells_progress_bar_shows_and_moves_in_jupyterlab(jl):
    """In a notebook run from JupyterLab, a long simulation given ``progress=Progress("Simulating")`` shows
    under its cell a bar and the engine's words ("Simulating: 3 of 6 deals") that move on as the deals are
    played, and the cell ends with no output once the run is done (the next cell then shows the run's result)."""
    panel = jl.open("progress.ipynb")
    panel.evaluate("""el => {
        window.tcBars = [];
        const note = () => el.querySelectorAll('.tamcuc-progress').forEach(p => {
            const bar = p.querySelector('progress'), seen = [Number(bar.value), Number(bar.max),
                                                               p.querySelector('span').textContent];
            const last = window.tcBars[window.tcBars.length - 1];
            if (!last || last.join('|') !== seen.join('|')) window.tcBars.push(seen);
        });
        new MutationObserver(note).observe(el, {childList: true, subtree: true, attributes: true});
    }""")
    jl.run("progress.ipynb")
    cells = panel.locator(".jp-CodeCell")
    expect(cells.nth(1).locator(".jp-OutputArea-output")).to_have_text(str(DEALS), timeout=RUN_MS)
    expect(cells.nth(0).locator(".jp-OutputArea-output")).to_have_count(0)  # the bar is gone with the run
    seen = jl.page.evaluate("window.tcBars")
    done = [value for value, _, _ in seen]
    assert len(done) >= 2 and done == sorted(set(done)), f"the bar moves on: {seen}"
    bar = Progress("Simulating")
    for value, total, words in seen:
        assert total == DEALS and 0 < value < DEALS
        assert words == _words(bar.html(value, DEALS))


@pytest.mark.slow
def test_guided_deal_in_jupyterlab(jl):
    """In lesson 10 run live, the guided first deal is the lesson's first table: the guide's first step is
    above the hand with its cards marked; a wrong card and Play get the engine's reason, as in CPython; the
    guided cards and button are then taken and the deal goes on."""
    panel = jl.run("10_play_a_deal.ipynb")
    box = panel.locator(".tamcuc-live-box").first  # Table(guide="first")
    mirror = Table(guide="first")
    live = box.locator(".tamcuc-live")
    expect(box.locator(".tc-guide strong")).to_have_text(mirror.guide_words().split("\n")[0], timeout=RUN_MS)
    expect(box.locator(".tc-card.tc-guided")).to_have_count(len(mirror.guided().cards))
    moves = live.get_attribute("data-tc-moves")
    wrong = box.locator(".tc-card:not(.tc-guided)").first
    wrong.click()
    expect(wrong).to_have_attribute("aria-pressed", "true")
    index = int(wrong.get_attribute("data-tc-arg"))
    mirror.toggle(index)
    box.locator("[data-tc-act='click'][data-tc-arg='play']").click()
    mirror.click("play")
    expect(box.locator(".tc-message")).to_have_text(mirror.message)
    expect(live).to_have_attribute("data-tc-moves", moves)
    box.locator(f".tc-card[data-tc-arg='{index}']").click()
    expect(box.locator(f".tc-card[data-tc-arg='{index}']")).to_have_attribute("aria-pressed", "false")
    for k in range(box.locator(".tc-card.tc-guided").count()):
        box.locator(".tc-card.tc-guided").nth(k).click()
        expect(box.locator(".tc-card.tc-guided").nth(k)).to_have_attribute("aria-pressed", "true")
    box.locator(".tc-button.tc-guided").click()
    expect(live).not_to_have_attribute("data-tc-moves", moves, timeout=30_000)
    expect(box.locator(".tc-message")).to_have_count(0)

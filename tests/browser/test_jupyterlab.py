"""The notebook face: in a real JupyterLab, the quizzes and the game table are live widgets.

A JupyterLab server runs on 127.0.0.1 over a temporary copy of three lessons; Chromium
opens each notebook, runs all its cells with the real kernel, and clicks: a quiz (the
site's quiz and script in an anywidget) must grade as on the site, get new questions from
the kernel and keep the reader's answers across a reopened notebook, the game table (the site's HTML in an
anywidget) must play a trick to its end as on the site, with a hint from the strongest
computer player, and a replay (plain HTML with its inline script) must step by its buttons
and keys.
"""

from __future__ import annotations

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

from tamcuc.bots import RuleBot
from tamcuc.notebooks import clear_widgets
from tamcuc.quiz import feedback_text, question
from tamcuc.quiz.render import MORE, progress_text, quiz_question_at
from tamcuc.table import Table

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ["05_a_trick.ipynb", "10_play_a_deal.ipynb", "11_replays.ipynb"]
RUN_MS = 90_000


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """Starts JupyterLab (no token, loopback only) over copies of the lessons; returns its URL."""
    root = tmp_path_factory.mktemp("lab")
    for name in LESSONS:
        shutil.copy(ROOT / "book" / name, root / name)
    shutil.copy(ROOT / "book" / "teachers" / "handout.ipynb", root / "handout.ipynb")
    shutil.copy(ROOT / "book" / "glossary.md", root / "glossary.md")  # the lessons' term links open it
    (root / "student").mkdir()
    notebook = json.loads((ROOT / "book" / LESSONS[0]).read_text(encoding="utf-8"))
    clear_widgets(notebook)  # what python -m tamcuc student-copy writes
    (root / "student" / LESSONS[0]).write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")
    port = _free_port()
    log = open(root / "lab.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", f"--port={port}",
         "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
         f"--ServerApp.root_dir={root}", "--LabApp.news_url=None", "--LabApp.check_for_updates_class="
         "jupyterlab.NeverCheckForUpdate"],
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


def run_all(page, url: str, notebook: str, workspace: str = "") -> None:
    """Opens ``notebook`` in JupyterLab and runs all its cells."""
    workspace = workspace or Path(notebook).stem.replace("_", "-")  # a fresh workspace: only this notebook open
    page.goto(f"{url}/lab/workspaces/{workspace}/tree/{notebook}?reset")
    panel = page.locator(".jp-NotebookPanel:visible")
    expect(panel).to_have_count(1, timeout=RUN_MS)
    expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(timeout=RUN_MS)
    panel.locator(".jp-Notebook").click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


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


def test_quiz_is_the_sites_quiz_and_keeps_answers_across_a_reopen(page, lab):
    """In a student copy of lesson 5 (``python -m tamcuc student-copy``: no stored widget) run live, the first
    quiz is the site's quiz run by the kernel: a wrong answer shows its explanation, the right one success;
    the sixth question ("More questions") is made by the kernel; after a save, a reopen and Run All, the
    reader is back on that question, answered as left, and no "model not found" is left on the page."""
    run_all(page, lab, "student/05_a_trick.ipynb", workspace="student-first")
    quiz = page.locator(".tamcuc-quiz-box .tamcuc-quiz[data-kind='trick-winner'][data-seed='2']")
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
    page.keyboard.press("Control+s")
    expect(page.locator(".jp-NotebookPanel:visible .jp-mod-dirty")).to_have_count(0, timeout=10_000)
    run_all(page, lab, "student/05_a_trick.ipynb", workspace="student-reopened")
    quiz = page.locator(".tamcuc-quiz-box .tamcuc-quiz[data-kind='trick-winner'][data-seed='2']")
    expect(quiz.locator(".tamcuc-q:visible"), "back where the reader was").to_have_attribute(
        "data-seed", str(made.seed), timeout=RUN_MS)
    expect(quiz.locator(".tamcuc-feedback")).to_have_text(feedback_text(made, made.answer), timeout=10_000)
    expect(quiz.locator(".tamcuc-q:visible .tamcuc-choice[data-correct='true']")).to_have_attribute("data-state", "right")
    expect(page.get_by_text("model not found")).to_have_count(0)


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


def test_game_table_plays_in_jupyterlab(page, lab):
    """In lesson 10 run live, the table is the site's (the same HTML from Python): the arrow keys walk the
    hand, cards pressed and Play are taken by the engine, the computer's moves come one at a time, the
    finished trick stays with every play shown and the winner marked until Continue (focused, pressed
    with Enter), and Hint answers; no console errors."""
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    run_all(page, lab, "10_play_a_deal.ipynb")
    box = page.locator(".tamcuc-live-box").nth(1)  # the first free table, Table(players=4, seed=1), after the guided deal
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
    expect(page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)
    assert not errors, errors


def test_replay_steps_by_buttons_jump_and_keys_in_jupyterlab(page, lab):
    """In lesson 11 run live, the first replay's script runs in its output: Next steps, the jump list goes to a
    trick, and with the focus in the replay → and End step it, not JupyterLab's notebook."""
    import tamcuc as tc
    from tamcuc.replay import Replay, replay_parts

    run_all(page, lab, "11_replays.ipynb")
    made = Replay.from_bots(tc.Rules(), [tc.RuleBot()] * 4, seed=13)  # the lesson's first replay
    total = len(made.steps)
    replay = page.locator(".tamcuc-replay").first
    expect(replay.locator(".tcr-pos")).to_have_text(f"Step 1 of {total}", timeout=RUN_MS)
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


def test_solution_and_hidden_code_are_folded_and_terms_are_links_in_jupyterlab(page, lab):
    """In lesson 5 as JupyterLab opens it, the solution is folded until its summary is clicked, and the code
    the site hides (the lesson's set-up cell) is folded too (its ``source_hidden`` metadata); a glossary
    term is a link, no MyST role shows as text, and clicking the term opens the glossary."""
    workspace = "solutions"
    page.goto(f"{lab}/lab/workspaces/{workspace}/tree/05_a_trick.ipynb?reset")
    panel = page.locator(".jp-NotebookPanel:visible")
    expect(panel).to_have_count(1, timeout=RUN_MS)
    box = panel.locator("details.tamcuc-solution")
    box.scroll_into_view_if_needed(timeout=RUN_MS)
    expect(box).to_have_count(1)
    answer = box.get_by_text("The elephant outranks the chariot")
    expect(answer).to_be_hidden()
    box.locator("summary", has_text="Solution").click()
    expect(answer).to_be_visible(timeout=10_000)
    first_code = panel.locator(".jp-CodeCell").first
    expect(first_code.locator(".jp-InputPlaceholder")).to_be_visible(timeout=10_000)
    rendered = panel.locator(".jp-MarkdownOutput")
    expect(rendered.first).to_be_visible()
    shown = "".join(rendered.all_inner_texts())
    assert "{term}" not in shown and "{doc}" not in shown
    term = rendered.locator("a", has_text="chui").first
    term.scroll_into_view_if_needed(timeout=10_000)
    expect(term).to_have_attribute("href", re.compile(r"glossary\.md.*#term-chui$"))
    term.click()
    expect(page.locator(".lm-TabBar-tab.lm-mod-current", has_text="glossary.md")).to_be_visible(timeout=20_000)


def test_a_printable_prints_alone_from_a_notebook(page, lab):
    """In the handout's notebook run live, "Print this page" opens the handout alone in a window of its
    own (as the command line's file) and prints it there: JupyterLab's own window is never printed."""
    run_all(page, lab, "handout.ipynb")
    button = page.locator(".jp-OutputArea-output .tamcuc-print-button").first
    expect(button).to_be_enabled(timeout=RUN_MS)
    page.evaluate("() => { window.tcPrinted = 0; window.print = () => { window.tcPrinted += 1; }; }")
    with page.expect_popup() as opened:
        button.click()
    alone = opened.value
    expect(alone.locator(".tamcuc-print .tamcuc-handout h2")).to_have_text("Tam Cúc on one page")
    assert alone.locator(".jp-Notebook").count() == 0 and alone.locator("script").count() == 0
    assert page.evaluate("window.tcPrinted") == 0


@pytest.mark.slow
def test_guided_deal_in_jupyterlab(page, lab):
    """In lesson 10 run live, the guided first deal is the lesson's first table: the guide's first step is
    above the hand with its cards marked; a wrong card and Play get the engine's reason, as in CPython; the
    guided cards and button are then taken and the deal goes on."""
    run_all(page, lab, "10_play_a_deal.ipynb")
    box = page.locator(".tamcuc-live-box").first  # Table(guide="first")
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

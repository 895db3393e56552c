"""The notebook face: in a real JupyterLab, the quizzes and the game table are live widgets.

A JupyterLab server runs on 127.0.0.1 over a temporary copy of two lessons; Chromium
opens each notebook, runs all its cells with the real kernel, and clicks: a quiz
answer must show the engine's feedback, and a card laid at the game table must be
accepted by the engine, with a hint from the strongest computer player.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tamcuc.quiz import feedback_text, question

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ["05_a_trick.ipynb", "10_play_a_deal.ipynb"]
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


def run_all(page, url: str, notebook: str) -> None:
    """Opens ``notebook`` in JupyterLab and runs all its cells."""
    workspace = Path(notebook).stem.replace("_", "-")  # a fresh workspace: only this notebook open
    page.goto(f"{url}/lab/workspaces/{workspace}/tree/{notebook}?reset")
    panel = page.locator(".jp-NotebookPanel:visible")
    expect(panel).to_have_count(1, timeout=RUN_MS)
    expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(timeout=RUN_MS)
    panel.locator(".jp-Notebook").click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def test_quiz_widgets_grade_clicks_in_jupyterlab(page, lab):
    """In lesson 5 run live, a quiz's wrong answer shows its explanation and the right one shows success."""
    run_all(page, lab, "05_a_trick.ipynb")
    asked = question("trick-winner", 2)  # the lesson's first quiz: quiz("trick-winner", seed=2)
    prompt = page.locator(".widget-vbox", has=page.locator(f"text={asked.prompt}")).last
    expect(prompt).to_be_visible(timeout=RUN_MS)
    wrong = next(i for i, c in enumerate(asked.choices) if not c.correct)
    letters = "ABCDEFGH"
    prompt.get_by_role("button", name=f"{letters[wrong]}. {asked.choices[wrong].label}", exact=True).click()
    expect(prompt).to_contain_text(asked.choices[wrong].explanation, timeout=10_000)
    right = asked.answer
    prompt.get_by_role("button", name=f"{letters[right]}. {asked.choices[right].label}", exact=True).click()
    expect(prompt).to_contain_text(feedback_text(asked, right), timeout=10_000)


def test_game_table_plays_in_jupyterlab(page, lab):
    """In lesson 10 run live, the table accepts a card laid by clicking and gives a hint."""
    run_all(page, lab, "10_play_a_deal.ipynb")
    hint = page.get_by_role("button", name="Hint", exact=True).first
    expect(hint).to_be_visible(timeout=RUN_MS)
    table = hint.locator("xpath=ancestor::div[contains(@class, 'widget-vbox')][1]")  # the first table
    expect(table).to_contain_text("Your turn", timeout=10_000)
    before = table.inner_text()
    table.locator(".widget-toggle-button").first.click()
    table.get_by_role("button", name="Play", exact=True).click()
    expect(table).not_to_have_text(before, timeout=10_000)
    expect(table).not_to_contain_text("Not allowed")
    table.get_by_role("button", name="Hint", exact=True).click()
    expect(table).to_contain_text("Hint:", timeout=60_000)

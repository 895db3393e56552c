"""The static HTML/JS quiz in Vietnamese, in a real browser (Chromium): the script writes the words Python gave it.

The page holds a Vietnamese quiz; the script has no word of its own, so the progress line,
the summary and the buttons it writes must be the Vietnamese ones of ``data-words``, and
"Thêm câu hỏi" (More questions) asks the engine in the page for a question in Vietnamese.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from conftest import NO_ICON, serve
from tamcuc.quiz import feedback_text, question, quiz
from tamcuc.quiz.render import MORE, progress_text, question_block_html, seed_of, summary_text

TIMEOUT_MS = 5_000
COUNT = MORE + 1
KIND, SEED = "trick-winner", 7


@pytest.fixture(scope="module")
def vi_site(tmp_path_factory):
    """Serves a page with one Vietnamese quiz on 127.0.0.1 and returns its URL."""
    folder = tmp_path_factory.mktemp("quizface-vi")
    body = quiz(KIND, SEED, lang="vi").html()
    (folder / "index.html").write_text(
        f'<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>câu đố</title>{NO_ICON}</head><body>{body}</body></html>',
        encoding="utf-8")
    with serve(folder) as url:
        yield f"{url}/index.html"


def _answer(root, index: int, first_right: bool) -> None:
    """Answers the visible question ``index``: right at once, or wrong and then right."""
    q = question(KIND, seed_of(SEED, index), lang="vi")
    panel = root.locator(".tamcuc-q:visible")
    expect(panel).to_have_attribute("data-index", str(index), timeout=TIMEOUT_MS)
    if not first_right:
        wrong = next(i for i, c in enumerate(q.choices) if not c.correct)
        panel.locator(".tamcuc-choice").nth(wrong).click()
        expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, wrong))
    panel.locator(".tamcuc-choice").nth(q.answer).click()
    expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, q.answer))


def test_the_script_writes_the_vietnamese_words(tab, tab_watch_http, vi_site):
    """Progress, buttons and the summary are the Vietnamese ones; "Làm lại từ đầu" restarts without the engine."""
    page, watch_http = tab, tab_watch_http
    page.goto(vi_site, wait_until="load")
    root = page.locator(".tamcuc-quiz")
    expect(root).to_have_attribute("data-ready", "1")
    expect(root.locator(".tamcuc-progress")).to_have_text("Câu 1 / 5")
    expect(root.locator(".tamcuc-next")).to_have_text("Câu tiếp theo")
    right = 0
    for index in range(COUNT):
        _answer(root, index, first_right=index % 2 == 0)
        right += index % 2 == 0
        expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(index, COUNT, right, lang="vi"))
        if index < COUNT - 1:
            root.locator(".tamcuc-next").click()
    expect(root.locator(".tamcuc-summary")).to_have_text(summary_text(right, COUNT, "vi"))
    expect(root.locator(".tamcuc-next")).to_have_text("Làm lại từ đầu")
    expect(root.locator(".tamcuc-forget")).to_have_text("Xoá mọi câu trả lời đã lưu")
    root.locator(".tamcuc-next").click()
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", "0")
    expect(root.locator(".tamcuc-progress")).to_have_text("Câu 1 / 5")
    watch_http.assert_clean("the Vietnamese quiz page")


def test_more_questions_come_in_the_quiz_language(page, watch_http, vi_site):
    """After the round, "Thêm câu hỏi" starts a new round ("Câu 1 / 5"): it calls quiz_question(kind, seed, index, "vi") and shows its Vietnamese question."""
    answers = {f"{KIND}|{seed_of(SEED, i)}|{i}|vi": question_block_html(KIND, seed_of(SEED, i), i, lang="vi")
               for i in (COUNT, COUNT + 1)}
    page.add_init_script(
        f"window.tamcucCalls=[];var A={json.dumps(answers)};"
        "window.tamcuc={available:true,call:function(fn,kind,seed,index,lang){"
        "window.tamcucCalls.push([fn,kind,seed,index,lang]);"
        "return new Promise(function(ok){setTimeout(function(){ok(A[kind+'|'+seed+'|'+index+'|'+lang]);},50);});}};"
    )
    page.goto(vi_site, wait_until="load")
    root = page.locator(".tamcuc-quiz")
    for index in range(COUNT):
        _answer(root, index, first_right=True)
        if index < COUNT - 1:
            root.locator(".tamcuc-next").click()
    expect(root.locator(".tamcuc-next")).to_have_text("Thêm câu hỏi")
    root.locator(".tamcuc-next").click()
    _answer(root, COUNT, first_right=False)
    expect(root.locator(".tamcuc-progress")).to_have_text("Câu 1 / 5 · số câu đúng ngay lần đầu: 0")
    expect(root.locator(".tamcuc-summary")).to_have_text("")
    assert page.evaluate("window.tamcucCalls") == [["quiz_question", KIND, seed_of(SEED, COUNT), COUNT, "vi"]]
    watch_http.assert_clean("the Vietnamese quiz page with the engine stand-in")

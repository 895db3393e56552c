"""Progress across the book (issue 23): the sidebar ticks a lesson once its quizzes are done.

What is done is read from what the quizzes keep (``localStorage["tamcuc-quiz:" + id]``, see
tamcuc/quiz/render.py); which quizzes a page holds from ``window.tamcucProgressData`` (written by
sphinxext/tamcuc_book.py). Served and from ``file://``, in both editions.
"""

from __future__ import annotations

from book_pages import page_path  # tests/browser/book_pages.py
from playwright.sync_api import expect

LESSON = "02_the_cards"
DONE = {"en": "quizzes done", "vi": "đã làm xong câu đố"}

# Writes, for every quiz of one page, what the quiz keeps once a reader has answered its whole first
# round (choice 0 each time), except the last question of the first quiz when `leave_one`; that
# quiz then shows its last question. Returns how many quizzes it wrote.
_KEEP = """([page, leaveOne]) => {
  const quizzes = window.tamcucProgressData[page];
  quizzes.forEach(([id, v, n], k) => {
    const first = Array(n).fill(0);
    const kept = {v, cur: 0, first};
    if (leaveOne && k === 0) { first.pop(); kept.cur = n - 1; }
    localStorage.setItem('tamcuc-quiz:' + id, JSON.stringify(kept));
  });
  return quizzes.length;
}"""


def test_a_lesson_is_ticked_once_its_quizzes_are_done(tab, site, html_dir, edition):
    """From file://, a lesson whose quizzes all kept a whole round is ticked in another page's sidebar, with
    words in the edition's language; served, the last answer clicked ticks it at once, and "Forget all my
    quiz answers" takes the tick away again."""
    page = tab
    data_page = ("book/" if edition == "en" else "") + LESSON
    intro = html_dir / page_path("intro", edition)
    page.goto(intro.as_uri())
    tick = page.locator(f'nav.bd-docs-nav a.reference.internal[href$="{LESSON}.html"] .tamcuc-done')
    expect(tick).to_have_count(0)
    assert page.evaluate(_KEEP, [data_page, False]) >= 4
    page.reload()
    expect(tick).to_have_count(1)
    expect(tick).to_contain_text(DONE[edition])

    page.goto(f"{site}/{page_path(LESSON, edition)}")
    page.evaluate(_KEEP, [data_page, True])
    page.reload()
    here = page.locator("nav.bd-docs-nav a.reference.internal.current .tamcuc-done")
    expect(here, "one question is still to answer").to_have_count(0)
    quiz = page.locator(".tamcuc-quiz").first
    expect(quiz).to_have_attribute("data-ready", "1")
    quiz.locator('.tamcuc-q:visible .tamcuc-choice[data-correct="true"]').click()
    expect(here).to_have_count(1)
    page.goto(f"{site}/{page_path('intro', edition)}")
    expect(tick).to_have_count(1)
    page.goto(f"{site}/{page_path(LESSON, edition)}")
    page.locator(".tamcuc-quiz").first.locator(".tamcuc-forget").click()
    expect(here, "after \"Forget all my quiz answers\" no quiz is done").to_have_count(0)

"""Every page of the built book in Chromium: it loads offline, logs no error, and its
quizzes answer.

The quiz DOM contract (tamcuc/quiz renders it): a container ``.tamcuc-quiz``, its
answer buttons ``.tamcuc-choice`` with ``data-correct="true"`` or ``"false"``, a
``.tamcuc-feedback`` element that shows the explanation of the chosen answer, and an
optional ``.tamcuc-next``. The expected explanation comes from the engine itself when
the container names its question (``data-kind`` and ``data-seed``), or from a
choice's ``data-explanation``.
"""

from __future__ import annotations

from pathlib import Path

from book_pages import LESSONS, MIN_QUIZZES, QUIZ_LESSONS  # tests/browser/book_pages.py
from playwright.sync_api import expect

from tamcuc.quiz import question

TIMEOUT_MS = 5_000


def expected_explanations(quiz, choices, count: int) -> list[str] | None:
    """Returns each choice's explanation as the engine states it, or None if the quiz
    carries neither ``data-kind``/``data-seed`` nor ``data-explanation``."""
    kind, seed = quiz.get_attribute("data-kind"), quiz.get_attribute("data-seed")
    if kind is not None and seed is not None:
        asked = question(kind, int(seed))
        assert len(asked.choices) == count, f"quiz {kind} seed {seed} shows {count} choices, the engine has {len(asked.choices)}"
        for i, choice in enumerate(asked.choices):
            shown = choices.nth(i).get_attribute("data-correct")
            assert shown == ("true" if choice.correct else "false"), f"quiz {kind} seed {seed}: choice {i} is marked {shown}"
        return [choice.explanation for choice in asked.choices]
    given = [choices.nth(i).get_attribute("data-explanation") for i in range(count)]
    return given if all(given) else None


def answer_quiz(quiz, where: str) -> None:
    """Clicks a wrong answer and checks its explanation, then the right one and checks success."""
    quiz.scroll_into_view_if_needed()
    choices = quiz.locator(".tamcuc-choice:visible")
    count = choices.count()
    assert count >= 2, f"{where}: a quiz needs at least two visible choices, has {count}"
    marks = [choices.nth(i).get_attribute("data-correct") for i in range(count)]
    assert set(marks) <= {"true", "false"}, f"{where}: data-correct must be true or false, got {marks}"
    assert marks.count("true") == 1, f"{where}: exactly one choice must be right, got {marks}"
    wrong, right = marks.index("false"), marks.index("true")
    explanations = expected_explanations(quiz, choices, count)
    feedback = quiz.locator(".tamcuc-feedback").first

    choices.nth(wrong).click()
    if explanations:
        expect(feedback, f"{where}: wrong answer's explanation").to_contain_text(explanations[wrong], timeout=TIMEOUT_MS)
    else:
        expect(feedback, f"{where}: feedback after a wrong answer").not_to_have_text("", timeout=TIMEOUT_MS)
    after_wrong = feedback.inner_text()

    choices.nth(right).click()
    if explanations:
        expect(feedback, f"{where}: right answer's explanation").to_contain_text(explanations[right], timeout=TIMEOUT_MS)
    expect(feedback, f"{where}: feedback must change for the right answer").not_to_have_text(after_wrong, timeout=TIMEOUT_MS)
    expect(feedback).to_be_visible()


def answer_all(page, where: str) -> int:
    """Answers every quiz on ``page``; returns how many there were."""
    quizzes = page.locator(".tamcuc-quiz")
    for i in range(quizzes.count()):
        answer_quiz(quizzes.nth(i), f"{where}, quiz {i + 1}")
    return quizzes.count()


def test_page_works_offline(page, watch_http, site, page_name):
    """The page loads from the local server alone, logs no error, and every quiz on it answers."""
    where = f"book/{page_name}.html"
    response = page.goto(f"{site}/{where}", wait_until="networkidle")
    assert response is not None and response.ok, f"{where}: {response and response.status}"
    expect(page.locator("article.bd-article h1").first).to_be_visible()
    quizzes = answer_all(page, where)
    if page_name in QUIZ_LESSONS:
        assert quizzes >= MIN_QUIZZES, f"{where} has {quizzes} quizzes, a lesson needs at least {MIN_QUIZZES}"
    watch_http.assert_clean(where)


def test_front_page_leads_to_the_introduction(page, watch_http, site):
    """index.html opens the introduction, whose lesson list links every lesson."""
    page.goto(f"{site}/index.html", wait_until="networkidle")
    expect(page).to_have_url(f"{site}/book/intro.html")
    links = page.locator("main a.reference.internal")
    targets = {Path(href.split("#")[0]).stem for href in links.evaluate_all("els => els.map(e => e.getAttribute('href'))")}
    missing = [lesson for lesson in LESSONS if lesson not in targets]
    assert not missing, f"the introduction does not link {missing}"
    watch_http.assert_clean("index.html")


def test_book_works_from_a_folder(page, watch_file, html_dir):
    """Opened through file:// (a USB stick), the front page and a lesson's quizzes work."""
    page.goto((html_dir / "index.html").as_uri(), wait_until="networkidle")
    expect(page).to_have_url((html_dir / "book" / "intro.html").as_uri())
    lesson = QUIZ_LESSONS[1]
    page.goto((html_dir / "book" / f"{lesson}.html").as_uri(), wait_until="networkidle")
    quizzes = answer_all(page, f"file:// {lesson}")
    assert quizzes >= MIN_QUIZZES, f"file:// {lesson} shows {quizzes} quizzes"
    watch_file.assert_clean(f"file:// {lesson}")

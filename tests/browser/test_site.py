"""Every page of the built book, both editions, in Chromium: it loads offline, logs no error,
its quizzes answer, it passes axe-core and it fits a phone (one visit a page).

The quiz DOM contract is documented in tamcuc/quiz/render.py: a container
``.tamcuc-quiz`` with ``data-kind`` and ``data-seed``; one visible ``.tamcuc-q`` panel
(its own ``data-seed``) at a time; answer buttons ``.tamcuc-choice`` with
``data-correct="true|false"``; a ``.tamcuc-feedback`` that shows the chosen answer's
feedback and gets ``data-state="right|wrong"``; a ``.tamcuc-progress`` line that counts
first answers; an optional ``.tamcuc-next``. The expected texts come from the engine
itself (``question``, ``feedback_text``, ``progress_text``). The quiz face alone (keys,
the summary, answers kept in the browser, questions from the engine in the page) is
tested in test_quiz_face.py.
"""

from __future__ import annotations

from pathlib import Path

from book_pages import LESSONS, MIN_QUIZZES, QUIZ_LESSONS, page_path  # tests/browser/book_pages.py
from playwright.sync_api import expect
from test_accessibility import SeriousAxe, picture_names, serious  # tests/browser/test_accessibility.py
from test_cards_render import DESK, PHONE, desk_problems, phone_problems, typed_han  # tests/browser/test_cards_render.py

from tamcuc.quiz import feedback_text, question
from tamcuc.quiz.render import progress_text, seed_of

TIMEOUT_MS = 5_000
# The words of the progress line that do not change ("Question 3 of 5 · 2 right first time so far").
RIGHT_SO_FAR = {"en": "right first time so far", "vi": "số câu đúng ngay lần đầu"}
# The button that shows a lesson one step per screen (test_projector.py tests what it does).
PROJECTOR = {"en": "Projector mode", "vi": "Chế độ trình chiếu"}


def answer_question(quiz, kind: str, where: str, lang: str = "en") -> None:
    """On the visible question: a wrong answer shows its explanation, then the right one shows success."""
    panel = quiz.locator(".tamcuc-q:visible")
    expect(panel, f"{where}: exactly one question is shown").to_have_count(1, timeout=TIMEOUT_MS)
    seed = int(panel.get_attribute("data-seed"))
    asked = question(kind, seed, lang=lang)
    where = f"{where} ({kind}, seed {seed})"
    choices = panel.locator(".tamcuc-choice")
    expect(choices, f"{where}: the choices the engine made").to_have_count(len(asked.choices))
    marks = choices.evaluate_all("cs => cs.map(c => c.getAttribute('data-correct'))")
    assert marks == ["true" if c.correct else "false" for c in asked.choices], f"{where}: data-correct {marks}"
    wrong = next(i for i, c in enumerate(asked.choices) if not c.correct)
    feedback = quiz.locator(".tamcuc-feedback")

    choices.nth(wrong).click()
    expect(feedback, f"{where}: feedback on a wrong answer").to_have_text(feedback_text(asked, wrong), timeout=TIMEOUT_MS)
    expect(feedback).to_contain_text(asked.choices[wrong].explanation)
    expect(feedback).to_have_attribute("data-state", "wrong")

    choices.nth(asked.answer).click()
    expect(feedback, f"{where}: feedback on the right answer").to_have_text(feedback_text(asked, asked.answer), timeout=TIMEOUT_MS)
    expect(feedback).to_have_attribute("data-state", "right")
    expect(choices.nth(asked.answer)).to_have_attribute("data-state", "right")
    expect(feedback).to_be_visible()
    index, count = int(panel.get_attribute("data-index")), int(quiz.get_attribute("data-count"))
    expect(quiz.locator(".tamcuc-progress"), f"{where}: progress").to_contain_text(progress_text(index, count, lang=lang))
    expect(quiz.locator(".tamcuc-progress")).to_contain_text(RIGHT_SO_FAR[lang])


def answer_quiz(quiz, where: str, lang: str = "en", follow: bool = True) -> None:
    """Answers the quiz's question, then (if it offers one and ``follow``) the next question too."""
    quiz.scroll_into_view_if_needed()
    expect(quiz, f"{where}: the quiz script ran").to_have_attribute("data-ready", "1", timeout=TIMEOUT_MS)
    kind, seed = quiz.get_attribute("data-kind"), int(quiz.get_attribute("data-seed"))
    first = quiz.locator(".tamcuc-q:visible")
    assert first.get_attribute("data-seed") == str(seed), f"{where}: the first question shown is not seed {seed}"
    answer_question(quiz, kind, where, lang)
    following = quiz.locator(".tamcuc-next")
    if follow and following.count():
        following.click()
        expect(quiz.locator(".tamcuc-q:visible"), f"{where}: Next question").to_have_attribute("data-seed", str(seed_of(seed, 1)))
        expect(quiz.locator(".tamcuc-feedback"), f"{where}: Next question clears the feedback").to_have_text("")
        answer_question(quiz, kind, where, lang)


# What one quiz shows, read in one call: whether its script ran, its kind and seed, and for the one
# visible question its seed and each answer button's grading, feedback and whether it can be clicked.
_QUIZ_STATE = """q => {
  const shown = Array.from(q.querySelectorAll('.tamcuc-q')).filter(p => p.offsetParent !== null);
  return {ready: q.getAttribute('data-ready'), kind: q.getAttribute('data-kind'), seed: q.getAttribute('data-seed'),
          shown: shown.map(p => p.getAttribute('data-seed')),
          choices: shown.length !== 1 ? [] : Array.from(shown[0].querySelectorAll('.tamcuc-choice'), c =>
            ({correct: c.getAttribute('data-correct'), feedback: c.getAttribute('data-feedback'), disabled: c.disabled}))};
}"""


def check_quiz(quiz, where: str, lang: str = "en") -> None:
    """Without clicking: the quiz's script ran, it shows its first question, and every answer button
    can be clicked and carries the grading and feedback the engine gives for that question."""
    expect(quiz, f"{where}: the quiz script ran").to_have_attribute("data-ready", "1", timeout=TIMEOUT_MS)
    state = quiz.evaluate(_QUIZ_STATE)
    assert state["shown"] == [state["seed"]], f"{where}: the question shown is {state['shown']}, not seed {state['seed']}"
    asked = question(state["kind"], int(state["seed"]), lang=lang)
    where = f"{where} ({state['kind']}, seed {state['seed']})"
    expected = [{"correct": "true" if c.correct else "false", "feedback": feedback_text(asked, i), "disabled": False}
                for i, c in enumerate(asked.choices)]
    assert state["choices"] == expected, f"{where}: the answers differ from the engine's:\n{state['choices']}\n{expected}"


def answer_all(page, where: str, lang: str = "en", follow: bool = True, click: str = "all") -> int:
    """Checks every quiz on ``page`` (written in ``lang``); returns how many there were.

    With ``click="all"`` each quiz's first question is answered by clicks, wrong then right (and, with
    ``follow``, its next question too); with ``click="first"`` only the first quiz is, and the others are
    checked without clicking (:func:`check_quiz`: the same buttons, gradings and feedback, read from the
    page). test_quiz_face.py steps one quiz through all its questions, its summary and its reset, in
    both languages.
    """
    quizzes = page.locator(".tamcuc-quiz")
    for i in range(quizzes.count()):
        if click == "all" or i == 0:
            answer_quiz(quizzes.nth(i), f"{where}, quiz {i + 1}", lang, follow)
        else:
            check_quiz(quizzes.nth(i), f"{where}, quiz {i + 1}", lang)
    return quizzes.count()


def visit_page(page, watch_http, site, html_dir, page_name: str, edition: str, contrast: bool = True,
               click: str = "first") -> None:
    """Visits one page of one edition and checks everything a page must do, in one visit: it loads
    from the local server alone and logs no error; no Hán character is typed as text; every quiz
    is the engine's and answers (the first one clicked wrong, then right); a lesson has its projector
    button and a teacher's page none; every picture has a name; axe-core finds no serious violation;
    in lessons 1-5, at 1280 px every card is at least 60 px wide (it writes its name); and at phone
    width (390 px) it does not scroll sideways and its cards stay at least 40 px wide.

    The tests that call it are in ``test_pages_*.py``, four files (each edition's lessons and its
    other pages), so that pytest-xdist's ``--dist loadfile`` spreads the visits over the workers.
    The page's first quiz is answered by clicks, wrong then right, and the others are checked as the
    page shows them (``click="all"``, as ``--runslow`` asks, clicks them all). Without ``contrast``
    axe-core leaves out its colour-contrast rule, the slowest half of its run:
    the two editions are one stylesheet and one HTML writer, so the default run checks contrast on
    every English page (and the dark-mode sample, test_accessibility.py), and ``--runslow`` on the
    Vietnamese pages too.
    """
    where = page_path(page_name, edition)
    # "load", then the fonts: not "networkidle", whose half-second of quiet costs every visit. A request
    # made later (a lazy picture, a font) is still caught: the watch is read again at the end of the visit.
    response = page.goto(f"{site}/{where}", wait_until="load")
    assert response is not None and response.ok, f"{where}: {response and response.status}"
    page.evaluate("document.fonts.ready.then(() => true)")
    expect(page.locator("article.bd-article h1").first).to_be_visible()
    watch_http.assert_clean(where)
    hits = typed_han(page)
    assert not hits, f"{where}: {len(hits)} typed CJK characters (boxes without a CJK font): {hits[:6]}"
    quizzes = answer_all(page, where, edition, follow=False, click=click)
    if page_name in QUIZ_LESSONS:
        assert quizzes >= MIN_QUIZZES, f"{where} has {quizzes} quizzes, a lesson needs at least {MIN_QUIZZES}"
    if page_name in QUIZ_LESSONS or page_name.startswith("teachers/"):
        shown = 1 if page_name in QUIZ_LESSONS else 0
        expect(page.get_by_role("button", name=PROJECTOR[edition]), f"{where}: projector buttons").to_have_count(shown)
    # axe's stylesheet preload re-fetches <link>ed CSS and resolves their @imports against the
    # page, not the stylesheet (404 basic.css): no rule used here needs it.
    unnamed, _ = picture_names(page)
    assert not unnamed, f"{where}: pictures without a name: {unnamed[:3]}"
    options = {"resultTypes": ["violations"], "preload": False}
    if not contrast:
        options["rules"] = {"color-contrast": {"enabled": False}}
    violations = serious(SeriousAxe().run(page, options=options))
    assert not violations, f"{where}: axe-core violations:\n  " + "\n  ".join(violations)
    if page_name in LESSONS[:5]:  # the lessons that teach the cards: each card writes its name on a screen
        page.set_viewport_size(DESK)
        page.wait_for_function(f"window.innerWidth === {DESK['width']}")
        problems = desk_problems(page, html_dir, where)
        assert not problems, "\n".join(problems)
    page.set_viewport_size(PHONE)
    page.wait_for_function(f"window.innerWidth === {PHONE['width']}")
    problems = phone_problems(page, html_dir, where)
    assert not problems, "\n".join(problems)
    watch_http.assert_clean(where)


def test_a_request_that_leaves_the_site_fails_and_is_recorded(tab, tab_watch_http, site):
    """The offline check can fail: a page that asks another host for a file gets an error, as in a classroom
    without internet, and the watch names the request."""
    page, seen = tab, tab_watch_http
    page.goto(f"{site}/book/intro.html", wait_until="load")
    outside = "https://cdn.example.org/tamcuc.js"
    result = page.evaluate("url => fetch(url).then(() => 'loaded', e => 'failed: ' + e.name)", outside)
    assert result.startswith("failed"), result
    assert seen.external == [outside], seen.external
    try:
        seen.assert_clean("intro.html")
    except AssertionError as e:
        assert outside in str(e)
    else:
        raise AssertionError("the watch let a request to another host pass")
    seen.external.clear()


def test_front_page_leads_to_the_introduction(tab, tab_watch_http, site):
    """index.html opens the introduction, whose lesson list links every lesson."""
    page, watch_http = tab, tab_watch_http
    page.goto(f"{site}/index.html", wait_until="networkidle")
    expect(page).to_have_url(f"{site}/book/intro.html")
    links = page.locator("article.bd-article a.reference.internal")
    targets = {Path(href.split("#")[0]).stem for href in links.evaluate_all("els => els.map(e => e.getAttribute('href'))")}
    missing = [lesson for lesson in LESSONS if lesson not in targets]
    assert not missing, f"the introduction does not link {missing}"
    watch_http.assert_clean("index.html")


def test_book_works_from_a_folder(tab, tab_watch_file, html_dir, edition):
    """Opened through file:// (a USB stick), each edition's front page and a lesson's quizzes work."""
    page, watch_file = tab, tab_watch_file
    front = html_dir / ("index.html" if edition == "en" else "vi/index.html")
    page.goto(front.as_uri(), wait_until="networkidle")
    expect(page).to_have_url((html_dir / page_path("intro", edition)).as_uri())
    lesson = QUIZ_LESSONS[1]
    page.goto((html_dir / page_path(lesson, edition)).as_uri(), wait_until="networkidle")
    quizzes = answer_all(page, f"file:// {page_path(lesson, edition)}", edition, follow=False)
    assert quizzes >= MIN_QUIZZES, f"file:// {page_path(lesson, edition)} shows {quizzes} quizzes"
    watch_file.assert_clean(f"file:// {page_path(lesson, edition)}")

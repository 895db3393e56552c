"""The quiz's HTML face in Chromium, on a page of its own (no book build needed).

A page holding two quizzes (``quiz(kind, seed).html()``) is served from a temporary
folder by a local ``http.server`` (``localStorage`` needs a real origin). The tests
click and type as a reader does: a wrong answer then the right one, number keys and
Enter, the progress line and the summary, answers kept across a reload, the reset
buttons, and "More questions" through a stand-in for the engine in the page
(``window.tamcuc``, whose ``call`` returns :func:`question_block_html`, exactly what
``tamcuc.web.quiz_question`` returns). Every expected text comes from Python.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from conftest import NO_ICON, serve
from tamcuc.quiz import feedback_text, question, quiz
from tamcuc.quiz.render import MORE, STORAGE_PREFIX, progress_text, question_block_html, quiz_words, seed_of, summary_text

TIMEOUT_MS = 5_000
COUNT = MORE + 1
QUIZZES = [("is-pair", 4), ("trick-winner", 2)]
# What the stand-in engine answers: the questions after each quiz's round.
EXTRA = 3


# Two "han" quizzes: seed 0 starts with characters on the buttons, seed 4 with one in the prompt.
HAN_QUIZZES = [("han", 0), ("han", 4)]
HAN = "將士象車砲馬卒"


def _page_html(quizzes=QUIZZES) -> str:
    body = "".join(f"<h2>{kind}</h2>{quiz(kind, seed).html()}" for kind, seed in quizzes)
    return f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>quiz face</title>{NO_ICON}</head><body>{body}</body></html>'


@pytest.fixture(scope="module")
def quiz_site(tmp_path_factory):
    """Serves a page of two quizzes on 127.0.0.1 and returns its URL."""
    folder = tmp_path_factory.mktemp("quizface")
    (folder / "index.html").write_text(_page_html(), encoding="utf-8")
    (folder / "han.html").write_text(_page_html(HAN_QUIZZES), encoding="utf-8")

    with serve(folder) as url:
        yield f"{url}/index.html"


@pytest.fixture
def quiz_page(tab, tab_watch_http, quiz_site):
    """Opens the quiz page in the module's tab (nothing else may load) and returns it; fails on any console
    error."""
    tab.goto(quiz_site, wait_until="load")
    yield tab
    tab_watch_http.assert_clean("the quiz page")


def _quiz(page, n=0):
    return page.locator(".tamcuc-quiz").nth(n)


def _visible_question(root, kind, seed0):
    panel = root.locator(".tamcuc-q:visible")
    expect(panel).to_have_count(1, timeout=TIMEOUT_MS)
    index = int(panel.get_attribute("data-index"))
    return panel, index, question(kind, seed_of(seed0, index))


def _answer(root, kind, seed0, first_right: bool):
    """Answers the visible question: right at once, or wrong and then right. Returns its index."""
    panel, index, q = _visible_question(root, kind, seed0)
    choices = panel.locator(".tamcuc-choice")
    if not first_right:
        wrong = next(i for i, c in enumerate(q.choices) if not c.correct)
        choices.nth(wrong).click()
        expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, wrong))
    choices.nth(q.answer).click()
    expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, q.answer))
    return index


def _choose_by_key_and_confirm(page, root, kind, seed0, key) -> None:
    """Presses ``key(question)`` on the visible question: it selects the right answer without answering;
    Enter then confirms it and the feedback appears."""
    panel, _, q = _visible_question(root, kind, seed0)
    panel.locator(".tamcuc-choice").first.focus()
    page.keyboard.press(key(q))
    chosen = panel.locator(".tamcuc-choice").nth(q.answer)
    expect(chosen).to_be_focused()
    expect(chosen).to_have_attribute("data-selected", "1")
    expect(root.locator(".tamcuc-feedback")).to_have_text("")
    page.keyboard.press("Enter")
    expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, q.answer))


def _answer_round(root, kind, seed0) -> None:
    """Answers every question of the round right at once, pressing "Next question" between them."""
    for n in range(COUNT):
        _answer(root, kind, seed0, True)
        if n < COUNT - 1:
            root.locator(".tamcuc-next").click()


def test_wrong_then_right_shows_each_verdict_and_counts_the_first(quiz_page):
    """A wrong answer shows its explanation after "Not quite."; the right one after "Right!"; only the first counts."""
    root = _quiz(quiz_page)
    kind, seed = QUIZZES[0]
    expect(root).to_have_attribute("data-ready", "1")
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT))
    panel, _, q = _visible_question(root, kind, seed)
    wrong = next(i for i, c in enumerate(q.choices) if not c.correct)
    feedback = root.locator(".tamcuc-feedback")
    panel.locator(".tamcuc-choice").nth(wrong).click()
    expect(feedback).to_have_text(feedback_text(q, wrong))
    expect(feedback).to_have_attribute("data-state", "wrong")
    assert feedback_text(q, wrong).startswith("Not quite.")
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT, 0))
    panel.locator(".tamcuc-choice").nth(q.answer).click()
    expect(feedback).to_have_text(feedback_text(q, q.answer))
    expect(feedback).to_have_attribute("data-state", "right")
    expect(feedback).to_have_attribute("aria-live", "polite")
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT, 0))
    expect(root.locator(".tamcuc-reset")).to_be_visible()


def test_number_keys_choose_and_enter_confirms(quiz_page):
    """With the focus in a quiz, a number key selects that choice without answering; Enter answers it."""
    root = _quiz(quiz_page, 1)
    kind, seed = QUIZZES[1]
    _choose_by_key_and_confirm(quiz_page, root, kind, seed, lambda q: str(q.answer + 1))
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT, 1))
    root.locator(".tamcuc-next").focus()
    quiz_page.keyboard.press("Enter")
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", "1")
    expect(root.locator(".tamcuc-q:visible .tamcuc-choice").first).to_be_focused()


def test_a_round_ends_with_a_summary_and_starts_again(quiz_page):
    """Five questions, the progress after each, the summary at the end; without the engine "Start again" restarts."""
    root = _quiz(quiz_page)
    kind, seed = QUIZZES[0]
    right = 0
    for n in range(COUNT):
        first_right = n != 2
        assert _answer(root, kind, seed, first_right) == n
        right += first_right
        expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(n, COUNT, right))
        if n < COUNT - 1:
            expect(root.locator(".tamcuc-summary")).to_have_text("")
            expect(root.locator(".tamcuc-next")).to_have_text("Next question")
            root.locator(".tamcuc-next").click()
    expect(root.locator(".tamcuc-summary")).to_have_text(summary_text(right, COUNT))
    expect(root.locator(".tamcuc-forget")).to_be_visible()
    expect(root.locator(".tamcuc-next")).to_have_text("Start again")
    root.locator(".tamcuc-next").click()
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", "0")
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT))
    expect(root.locator(".tamcuc-summary")).to_have_text("")


def test_answers_are_kept_in_the_browser_and_can_be_reset(quiz_page):
    """After a reload the quiz is where the reader left it, with the same count; "Reset this quiz" forgets it."""
    root = _quiz(quiz_page)
    kind, seed = QUIZZES[0]
    _answer(root, kind, seed, True)
    root.locator(".tamcuc-next").click()
    second = _answer(root, kind, seed, False)
    quiz_page.reload(wait_until="load")
    root = _quiz(quiz_page)
    panel, index, q = _visible_question(root, kind, seed)
    assert index == second
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(1, COUNT, 1))
    wrong_first = next(i for i, c in enumerate(q.choices) if not c.correct)
    expect(panel.locator(".tamcuc-choice").nth(wrong_first)).to_have_attribute("data-state", "wrong")
    # The panel shows the reader's last answer (the right one), not the first.
    expect(panel.locator(".tamcuc-choice").nth(q.answer)).to_have_attribute("data-state", "right")
    expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, q.answer))
    expect(root.locator(".tamcuc-feedback")).to_have_attribute("data-state", "right")
    expect(panel).to_have_attribute("data-locked", "1")
    stored = json.loads(quiz_page.evaluate(f"localStorage.getItem('{STORAGE_PREFIX}' + {json.dumps(root.get_attribute('id'))})"))
    assert stored["cur"] == 1 and len(stored["first"]) == 2 and stored["v"] == root.get_attribute("data-version")
    root.locator(".tamcuc-reset").click()
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT))
    expect(root.locator(".tamcuc-reset")).to_be_hidden()
    quiz_page.reload(wait_until="load")
    expect(_quiz(quiz_page).locator(".tamcuc-q:visible")).to_have_attribute("data-index", "0")
    expect(_quiz(quiz_page).locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT))


def test_forget_all_clears_every_quiz(quiz_page):
    """"Forget all my quiz answers" empties what every quiz on the page kept."""
    second = _quiz(quiz_page, 1)
    _answer(second, *QUIZZES[1], True)
    root = _quiz(quiz_page)
    kind, seed = QUIZZES[0]
    _answer_round(root, kind, seed)
    root.locator(".tamcuc-forget").click()
    keys = quiz_page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{STORAGE_PREFIX}'))")
    assert keys == []
    for n in (0, 1):
        expect(_quiz(quiz_page, n).locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT))


def _engine_script(calls_seen: str = "tamcucCalls") -> str:
    """A stand-in for the pyodide loader: window.tamcuc.call answers with question_block_html."""
    answers = {}
    for kind, seed in QUIZZES:
        for index in range(COUNT, COUNT + EXTRA):
            answers[f"{kind}|{seed_of(seed, index)}|{index}"] = question_block_html(kind, seed_of(seed, index), index)
    return (
        f"window.{calls_seen}=[];var A={json.dumps(answers)};"
        "window.tamcuc={available:true,call:function(fn,kind,seed,index){"
        f"window.{calls_seen}.push([fn,kind,seed,index]);"
        "return new Promise(function(ok){setTimeout(function(){ok(A[kind+'|'+seed+'|'+index]);},50);});}};"
    )


def test_more_questions_come_from_the_engine_in_the_page(page, watch_http, quiz_site):
    """Past the round, "More questions" asks window.tamcuc.call("quiz_question", kind, seed, index) and wires its answer."""
    page.add_init_script(_engine_script())
    page.goto(quiz_site, wait_until="load")
    root = _quiz(page)
    kind, seed = QUIZZES[0]
    _answer_round(root, kind, seed)
    expect(root.locator(".tamcuc-next")).to_have_text("More questions")
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(COUNT - 1, COUNT, COUNT))
    right = 0
    for index in range(COUNT, COUNT + 2):
        root.locator(".tamcuc-next").click()
        expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", str(index), timeout=TIMEOUT_MS)
        expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-seed", str(seed_of(seed, index)))
        expect(root.locator(".tamcuc-q:visible .tamcuc-choice").first).to_be_focused()
        first_right = index % 2 == 0
        _answer(root, kind, seed, first_right)
        right += first_right
        expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(index, COUNT, right))
    calls = page.evaluate("window.tamcucCalls")
    assert calls == [["quiz_question", kind, seed_of(seed, n), n] for n in (COUNT, COUNT + 1)]
    # A new round: the summary of the first is gone, and no "Question 6" is shown.
    expect(root.locator(".tamcuc-summary")).to_have_text("")
    expect(root.locator(".tamcuc-next")).to_have_text("Next question")
    watch_http.assert_clean("the quiz page with the engine stand-in")


def test_questions_the_engine_made_are_made_again_after_a_reload(page, watch_http, quiz_site):
    """A question the engine made ("More questions"), answered wrong then right: after a reload the quiz asks
    the engine for it again from its kept seed, shows it where the reader was, with their last answer's
    feedback, and counts their first."""
    page.add_init_script(_engine_script())
    page.goto(quiz_site, wait_until="load")
    root = _quiz(page)
    kind, seed = QUIZZES[0]
    _answer_round(root, kind, seed)
    root.locator(".tamcuc-next").click()
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", str(COUNT), timeout=TIMEOUT_MS)
    _answer(root, kind, seed, False)
    key = STORAGE_PREFIX + root.get_attribute("id")
    stored = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(key)})"))
    assert stored["made"] == [seed_of(seed, COUNT)] and stored["cur"] == COUNT, stored
    page.reload(wait_until="load")
    root = _quiz(page)
    panel = root.locator(".tamcuc-q:visible")
    expect(panel).to_have_attribute("data-index", str(COUNT), timeout=TIMEOUT_MS)
    expect(panel).to_have_attribute("data-seed", str(seed_of(seed, COUNT)))
    q = question(kind, seed_of(seed, COUNT))
    wrong = next(i for i, c in enumerate(q.choices) if not c.correct)
    expect(panel.locator(".tamcuc-choice").nth(wrong)).to_have_attribute("data-state", "wrong")
    expect(panel.locator(".tamcuc-choice").nth(q.answer)).to_have_attribute("data-state", "right")
    expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, q.answer))
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(COUNT, COUNT, 0))
    assert page.evaluate("window.tamcucCalls") == [["quiz_question", kind, seed_of(seed, COUNT), COUNT]]
    root.locator(".tamcuc-next").click()  # the round goes on with the next new question
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", str(COUNT + 1), timeout=TIMEOUT_MS)
    expect(root.locator(".tamcuc-q")).to_have_count(COUNT + 2)
    watch_http.assert_clean("questions made again after a reload")


def test_questions_the_engine_made_stay_kept_when_it_cannot_run(page, watch_http, quiz_site):
    """Kept progress past the embedded questions, on a page whose engine cannot run: the quiz shows its last
    embedded question, "More questions" says the engine failed, and nothing kept is lost."""
    kind, seed = QUIZZES[0]
    html = quiz(kind, seed).html()
    qid, version = re.search(r'id="([^"]+)"', html).group(1), re.search(r'data-version="([^"]+)"', html).group(1)
    key = STORAGE_PREFIX + qid
    value = {"v": version, "cur": COUNT + 1, "first": [0] * (COUNT + 2), "last": [1] * (COUNT + 2),
             "made": [seed_of(seed, COUNT), seed_of(seed, COUNT + 1)]}
    page.add_init_script(f"window.tamcuc = {{available: false, ready: false}};"
                         f"localStorage.setItem({json.dumps(key)}, {json.dumps(json.dumps(value))});")
    page.goto(quiz_site, wait_until="load")
    root = _quiz(page)
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", str(COUNT - 1))
    root.locator(".tamcuc-next").click()
    expect(root.locator(".tamcuc-feedback")).to_have_text(quiz_words("en")["failed"])
    assert json.loads(page.evaluate(f"localStorage.getItem({json.dumps(key)})")) == value
    watch_http.assert_clean("kept questions without an engine")


def test_the_round_stops_at_its_last_question(quiz_page):
    """After the fifth answer the quiz stays on question 5 with the summary: no sixth question, no "Question 6"."""
    root = _quiz(quiz_page)
    kind, seed = QUIZZES[0]
    _answer_round(root, kind, seed)
    expect(root.locator(".tamcuc-summary")).to_have_text(summary_text(COUNT, COUNT))
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", str(COUNT - 1))
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(COUNT - 1, COUNT, COUNT))
    expect(root.locator(".tamcuc-q")).to_have_count(COUNT)


def test_letter_keys_choose_like_the_answer_labels(quiz_page):
    """A letter key (as the answers are labelled, A, B …, either case) selects that choice; Enter answers it."""
    root = _quiz(quiz_page, 1)
    kind, seed = QUIZZES[1]
    _choose_by_key_and_confirm(quiz_page, root, kind, seed, lambda q: "ABCDEFGH"[q.answer].lower())


def test_answers_kept_for_other_questions_are_ignored(quiz_page):
    """What the browser kept under a quiz id for another version of its questions is not shown as the reader's."""
    root = _quiz(quiz_page)
    key = STORAGE_PREFIX + root.get_attribute("id")
    quiz_page.evaluate(f"localStorage.setItem({json.dumps(key)}, JSON.stringify({{v: 'older', cur: 3, first: [0, 1, 0, 1]}}))")
    quiz_page.reload(wait_until="load")
    root = _quiz(quiz_page)
    expect(root.locator(".tamcuc-q:visible")).to_have_attribute("data-index", "0")
    expect(root.locator(".tamcuc-progress")).to_have_text(progress_text(0, COUNT))


# What a reader sees of each Hán picture in the visible question: its size, its accessible name, and
# how many dark pixels it has once drawn on a canvas (a picture that failed would have none).
_HAN_PICTURES = """(panel) => Array.from(panel.querySelectorAll('svg.tamcuc-han')).map(s => {
  const r = s.getBoundingClientRect();
  return {name: s.getAttribute('aria-label'), w: r.width, h: r.height,
          inButton: !!s.closest('button'), markup: new XMLSerializer().serializeToString(s)};
})"""

_INK = """async (markup) => {
  const img = new Image(); img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(markup);
  await img.decode();
  const c = document.createElement('canvas'); c.width = c.height = 48; const x = c.getContext('2d');
  x.fillStyle = '#fff'; x.fillRect(0, 0, 48, 48); x.drawImage(img, 0, 0, 48, 48);
  const d = x.getImageData(0, 0, 48, 48).data; let ink = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] < 128) ink++;
  return ink;
}"""


def test_han_quiz_draws_its_characters_without_a_cjk_font(tab, tab_watch_http, quiz_site):
    """In both directions of the "han" quiz every character is a drawn picture with ink, the four on the buttons
    differ, nothing shown is typed in a CJK font, and each button's accessible name carries its character."""
    page, watch_http = tab, tab_watch_http
    page.goto(quiz_site.replace("index.html", "han.html"), wait_until="load")
    seen_prompt = seen_buttons = False
    for n, (kind, seed) in enumerate(HAN_QUIZZES):
        root = _quiz(page, n)
        expect(root).to_have_attribute("data-ready", "1")
        panel, _, q = _visible_question(root, kind, seed)
        pictures = panel.evaluate(_HAN_PICTURES)
        wanted = [ch for ch in q.prompt if ch in HAN] + [ch for c in q.choices for ch in c.label if ch in HAN]
        assert [p["name"] for p in pictures] == wanted
        inks = []
        for p in pictures:
            assert p["w"] >= 24 and p["h"] >= 24, p["name"]
            inks.append(page.evaluate(_INK, p["markup"]))
            assert inks[-1] > 100, f"{p['name']} has almost no ink ({inks[-1]} dark pixels)"
        shown = panel.evaluate("(p) => p.innerText")
        assert not any(ch in HAN for ch in shown), shown
        buttons = panel.locator(".tamcuc-choice")
        for i, c in enumerate(q.choices):
            expect(buttons.nth(i)).to_have_accessible_name(re.compile(re.escape(c.label)))
        in_buttons = [p for p in pictures if p["inButton"]]
        if in_buttons:
            seen_buttons = True
            shots = [buttons.nth(i).locator("svg.tamcuc-han").screenshot() for i in range(len(q.choices))]
            assert len(set(shots)) == len(shots), "two answer buttons show the same picture"
        else:
            seen_prompt = True
        wrong = next(i for i, c in enumerate(q.choices) if not c.correct)
        buttons.nth(wrong).click()
        expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, wrong))
    assert seen_prompt and seen_buttons
    watch_http.assert_clean("the han quiz page")


def test_a_question_answered_right_is_locked(quiz_page):
    """Once the right answer is clicked, a wrong one clicked after it changes nothing (no "Not quite"), number keys
    select nothing, and "Next question" still goes on to an unlocked question."""
    root = _quiz(quiz_page)
    kind, seed = QUIZZES[0]
    panel, _, q = _visible_question(root, kind, seed)
    _answer(root, kind, seed, True)
    expect(panel).to_have_attribute("data-locked", "1")
    wrong = next(i for i, c in enumerate(q.choices) if not c.correct)
    expect(panel.locator(".tamcuc-choice").nth(wrong)).to_be_disabled()  # aria-disabled
    panel.locator(".tamcuc-choice").nth(wrong).dispatch_event("click")  # a click that gets there anyway
    expect(root.locator(".tamcuc-feedback")).to_have_text(feedback_text(q, q.answer))
    expect(panel.locator(".tamcuc-choice").nth(wrong)).not_to_have_attribute("data-state", "wrong")
    panel.locator(".tamcuc-choice").nth(q.answer).focus()
    quiz_page.keyboard.press(str(wrong + 1))
    expect(panel.locator(".tamcuc-choice").nth(wrong)).not_to_have_attribute("data-selected", "1")
    root.locator(".tamcuc-next").click()
    nxt = root.locator(".tamcuc-q:visible")
    expect(nxt).to_have_attribute("data-index", "1")
    expect(nxt).not_to_have_attribute("data-locked", "1")


def test_head_shows_the_title_and_the_keys_hint_only_with_a_wide_screen(quiz_page):
    """Each quiz head shows its kind's plain title; the keys hint shows at 1280 px and is hidden at 390 px, while the
    note that answers stay in the browser remains."""
    from tamcuc.quiz import title

    for n, (kind, _) in enumerate(QUIZZES):
        expect(_quiz(quiz_page, n).locator(".tamcuc-quiz-title")).to_have_text(title(kind))
    hint = _quiz(quiz_page).locator(".tamcuc-keyhint")
    quiz_page.set_viewport_size({"width": 1280, "height": 900})
    expect(hint).to_be_visible()
    quiz_page.set_viewport_size({"width": 390, "height": 800})
    expect(hint).to_be_hidden()
    expect(_quiz(quiz_page).locator(".tamcuc-keys")).to_contain_text("kept in this browser only")


def test_a_folded_players_cards_are_drawn_face_down(quiz_page):
    """In a trick question every player is drawn; a folder's laid cards are card backs captioned "… folds (chui)"."""
    from tamcuc.quiz import FaceDown

    kind, seed = QUIZZES[1]
    root = _quiz(quiz_page, 1)
    panel, _, q = _visible_question(root, kind, seed)
    figures = panel.locator("figure.tamcuc-cards")
    expect(figures).to_have_count(len(q.cards))
    for i, (group, caption) in enumerate(zip(q.cards, q.captions)):
        expect(figures.nth(i).locator("figcaption")).to_have_text(caption)
        expect(figures.nth(i).locator("svg")).to_have_count(len(group))
    assert any(isinstance(g, FaceDown) for g in q.cards), "the quiz shown holds a fold"

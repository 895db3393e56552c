"""Tests for tamcuc.quiz.render: the widget, HTML and text faces of a quiz."""

import re
import xml.etree.ElementTree as ET

import pytest

from tamcuc.cards import Hand
from tamcuc.quiz import KINDS, Choice, Question, Quiz, QuizError, feedback_text, question, quiz
from tamcuc.quiz.render import MORE, SEED_STEP, STORAGE_PREFIX, seed_of, progress_text, question_block_html, summary_text

WIDGET = "application/vnd.jupyter.widget-view+json"


def _local_question(seed: int = 0) -> Question:
    """A hand-made question of an unregistered kind: "New question" has nothing to offer for it."""
    return Question(
        kind="local-test",
        seed=seed,
        prompt="Which card wins: R or c?",
        cards=(Hand("R"), Hand("c")),
        captions=("North", "East"),
        choices=(
            Choice("the red chariot", True, "Right: a chariot outranks a cannon.", Hand("R")),
            Choice("the black cannon", False, "A cannon is below a chariot, whatever its colour.", Hand("c")),
        ),
    )


def _html_root(html: str) -> ET.Element:
    """Parses the quiz HTML as XML (it is written well-formed, with boolean attributes valued)."""
    fixed = re.sub(r" (hidden|disabled)(?=[ >])", r' \1="\1"', html)
    return ET.fromstring(fixed)


def _bundle(q) -> dict:
    """Returns the data of a quiz's mime bundle (anywidget adds metadata: ``(data, metadata)``)."""
    bundle = q._repr_mimebundle_()
    return bundle[0] if isinstance(bundle, tuple) else bundle


def test_bundle_has_all_three_faces():
    """The mime bundle carries the widget view, the static HTML and plain text."""
    bundle = _bundle(Quiz(_local_question()))
    assert set(bundle) == {"text/plain", "text/html", WIDGET}
    assert bundle[WIDGET]["model_id"]


def test_plain_text_has_prompt_cards_and_lettered_choices():
    """text/plain lists the prompt, the cards under their captions (one colon each), and lettered choices."""
    text = Quiz(_local_question()).text()
    assert text.splitlines() == [
        "Which card wins: R or c?",
        "North: R; East: c",
        "  A. the red chariot [R]",
        "  B. the black cannon [c]",
    ]


def test_html_follows_the_dom_contract():
    """Container, choices with data-correct and feedback, a live feedback region, deterministic ids."""
    html = Quiz(_local_question(seed=3)).html()
    root = _html_root(html)
    assert root.get("class") == "tamcuc-quiz" and root.get("id") == "tcq-local-test-3"
    buttons = [b for b in root.iter("button") if b.get("class") == "tamcuc-choice"]
    assert [b.get("id") for b in buttons] == ["tcq-local-test-3-q0-c0", "tcq-local-test-3-q0-c1"]
    assert [b.get("data-correct") for b in buttons] == ["true", "false"]
    assert all(b.get("type") == "button" for b in buttons)
    assert buttons[1].get("data-feedback") == "Not quite. A cannon is below a chariot, whatever its colour."
    assert buttons[0].get("data-feedback") == "Right: a chariot outranks a cannon."
    fb = [p for p in root.iter("p") if p.get("class") == "tamcuc-feedback"]
    assert len(fb) == 1 and fb[0].get("aria-live") == "polite" and fb[0].get("role") == "status"
    assert "<script>" in html and "tcq-local-test-3" in html.split("<script>")[1]


def test_html_fetches_nothing():
    """The static quiz is self-contained: no external scripts, styles, fonts or require.js."""
    html = quiz("card-beats", seed=3).html()
    assert "src=" not in html and "href=" not in html and "url(" not in html
    assert "@import" not in html and "require(" not in html


def test_unregistered_kind_has_no_dead_new_question_button():
    """Without further questions there is no "New question" button (the widget shows the same HTML)."""
    q = Quiz(_local_question())
    assert 'class="tamcuc-next"' not in q.html()
    assert 'class="tamcuc-next"' in quiz("card-beats", seed=0).html()


def test_html_embeds_the_next_seeds_for_new_question():
    """A registered kind embeds MORE questions after the first, SEED_STEP seeds apart; only the first is visible."""
    root = _html_root(quiz("card-beats", seed=3).html())
    panels = [d for d in root.iter("div") if d.get("class") == "tamcuc-q"]
    assert [int(p.get("data-seed")) for p in panels] == [3 + n * SEED_STEP for n in range(MORE + 1)]
    assert root.get("data-step") == str(SEED_STEP)
    assert [p.get("hidden") for p in panels] == [None] + ["hidden"] * MORE
    nxt = [b for b in root.iter("button") if b.get("class") == "tamcuc-next"]
    assert len(nxt) == 1 and nxt[0].text == "Next question"


def test_buttons_are_disabled_until_the_script_enables_them():
    """Without JavaScript nothing looks clickable: every button starts disabled."""
    html = quiz("card-beats", seed=1).html()
    assert html.count("<button") == html.count(" disabled>") + html.count(" disabled hidden>")
    assert "disabled=false" in html


def test_same_seed_same_html_and_text():
    """HTML and text depend only on kind and seed (nbval compares them byte for byte)."""
    a, b = quiz("trick-winner", seed=5), quiz("trick-winner", seed=5)
    assert a.html() == b.html() and a.text() == b.text()
    assert a.html() != quiz("trick-winner", seed=6).html()


def test_html_and_bundle_agree():
    """The bundle's HTML and text are the quiz's own faces."""
    q = quiz("is-pair", seed=2)
    bundle = _bundle(q)
    assert bundle["text/html"] == q.html() and bundle["text/plain"] == q.text()


def test_feedback_is_graded_in_python():
    """The HTML's per-choice feedback is exactly what grading in Python says."""
    q = quiz("card-beats", seed=4)
    root = _html_root(q.html())
    first = [b for b in root.iter("button") if (b.get("id") or "").startswith("tcq-card-beats-4-q0-c")]
    for i, b in enumerate(first):
        assert b.get("data-correct") == ("true" if q.question.grade(i).correct else "false")
        assert b.get("data-feedback") == feedback_text(q.question, i)
        assert q.question.grade(i).text in feedback_text(q.question, i)


def test_quiz_needs_a_question():
    """Quiz() explains what it takes when given something else."""
    with pytest.raises(QuizError, match="quiz\\(kind, seed\\)"):
        Quiz("card-beats")


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_renders_well_formed(kind):
    """Every registered kind renders HTML that parses, with one right choice per embedded question."""
    root = _html_root(quiz(kind, seed=0).html())
    panels = [d for d in root.iter("div") if d.get("class") == "tamcuc-q"]
    for panel in panels:
        flags = [b.get("data-correct") for b in panel.iter("button") if b.get("class") == "tamcuc-choice"]
        assert flags.count("true") == 1


def _panels(root):
    """Returns the question panels of a parsed quiz."""
    return [d for d in root.iter("div") if d.get("class") == "tamcuc-q"]


def test_progress_and_summary_lines():
    """The quiz shows "Question 1 of 5" before any answer and has an empty live summary line."""
    root = _html_root(quiz("card-beats", seed=2).html())
    progress = [p for p in root.iter("p") if p.get("class") == "tamcuc-progress"]
    assert [p.text for p in progress] == [f"Question 1 of {MORE + 1}"]
    assert root.get("data-count") == str(MORE + 1)
    summary = [p for p in root.iter("p") if p.get("class") == "tamcuc-summary"]
    assert len(summary) == 1 and summary[0].text is None
    assert summary[0].get("aria-live") == "polite" and summary[0].get("role") == "status"
    assert progress_text(2, 5) == "Question 3 of 5"
    assert progress_text(2, 5, 2) == "Question 3 of 5 · 2 right first time so far"
    assert progress_text(6, 5, 1) == "Question 2 of 5 · 1 right first time so far"
    assert summary_text(4, 5) == "All 5 answered: 4 right first time."
    assert summary_text(5, 5).endswith("Well done!")


def test_reset_forget_and_keys_hint():
    """Each quiz has a hidden "Reset this quiz" and "Forget all my quiz answers" button and says which keys work."""
    html = quiz("is-pair", seed=1).html()
    root = _html_root(html)
    classes = [b.get("class") for b in root.iter("button")]
    assert classes.count("tamcuc-reset") == 1 and classes.count("tamcuc-forget") == 1
    keys = [p for p in root.iter("p") if p.get("class") == "tamcuc-keys"]
    assert "".join(keys[0].itertext()) == ("Keyboard: press A–B or 1–2 to pick an answer, then Enter. "
                                           "Your answers are kept in this browser only.")
    hint = [e for e in keys[0].iter("span") if e.get("class") == "tamcuc-keyhint"]
    assert hint and hint[0].text.startswith("Keyboard:")
    assert "@media (hover:none),(max-width:600px){.tamcuc-quiz .tamcuc-keyhint{display:none}}" in html
    assert f"'{STORAGE_PREFIX}'+r.id" in html and "localStorage" in html


def test_quiz_head_shows_the_kinds_title():
    """The head of every registered kind's quiz shows its plain title from the registry; a hand-made question's
    only says "Quiz"."""
    for kind in KINDS:
        root = _html_root(quiz(kind, seed=0).html())
        titles = [e for e in root.iter("span") if e.get("class") == "tamcuc-quiz-title"]
        assert len(titles) == 1 and "".join(titles[0].itertext()) == KINDS[kind].title, kind
    local = _html_root(Quiz(_local_question()).html())
    assert not [e for e in local.iter("span") if e.get("class") == "tamcuc-quiz-title"]


def test_question_block_is_the_embedded_panel():
    """question_block_html(kind, seed, index) is exactly the markup question ``index`` has embedded in its quiz."""
    root_html = quiz("trick-winner", seed=5).html()
    for index in range(MORE + 1):
        block = question_block_html("trick-winner", seed_of(5, index), index)
        assert block.replace(f'data-index="{index}" hidden>', f'data-index="{index}">') in root_html.replace(
            " hidden>", ">")
        panel = _html_root(block)
        assert panel.get("id") == f"tcq-trick-winner-5-q{index}" and panel.get("data-seed") == str(seed_of(5, index))
        assert (panel.get("hidden") is None) == (index == 0)


def test_question_block_beyond_the_round_has_unique_ids():
    """A question made past the embedded ones gets ids of its own, wired like the others."""
    block = _html_root(question_block_html("card-beats", seed_of(3, MORE + 1), MORE + 1))
    assert block.get("id") == f"tcq-card-beats-3-q{MORE + 1}"
    ids = [b.get("id") for b in block.iter("button")]
    assert ids == [f"tcq-card-beats-3-q{MORE + 1}-c{i}" for i in range(len(ids))]
    q = question("card-beats", seed_of(3, MORE + 1))
    assert [b.get("data-feedback") for b in block.iter("button")] == [feedback_text(q, i) for i in range(len(ids))]


def test_question_block_rejects_a_bad_index():
    """A negative or non-integer index is a QuizError that says what an index is."""
    from tamcuc.quiz import QuizError

    for bad in (-1, 1.5, True, "2"):
        with pytest.raises(QuizError, match="place in its quiz"):
            question_block_html("card-beats", 3, bad)


def test_progress_never_goes_past_the_round():
    """The question after a round's last is question 1 of the next round, never "Question 6"."""
    assert progress_text(4, 5, 2) == "Question 5 of 5 · 2 right first time so far"
    assert progress_text(5, 5) == "Question 1 of 5"
    assert progress_text(5, 5, 1, lang="vi") == "Câu 1 / 5 · số câu đúng ngay lần đầu: 1"
    assert "Question 6" not in quiz("is-pair", seed=0).html()


def test_keys_hint_names_the_answer_letters():
    """The keys hint names the letters the answers carry (A–D) as well as the numbers, in both languages."""
    from tamcuc.quiz.render import LETTERS
    q = quiz("trick-winner", seed=3)
    most = max(len(x.choices) for x in q.questions())
    hint = f"press A–{LETTERS[most - 1]} or 1–{most} to pick an answer"
    assert hint in q.html()
    assert f"bấm A–{LETTERS[most - 1]} hoặc 1–{most}" in quiz("trick-winner", seed=3, lang="vi").html()
    assert "toUpperCase().charCodeAt(0)-65" in q.html()


def test_quizzes_with_nearby_seeds_share_no_question():
    """Two quizzes of one kind with nearby seeds (a lesson's seed=2 and seed=5) ask different questions."""
    def seeds(first):
        return {int(p.get("data-seed")) for p in _panels(_html_root(quiz("trick-winner", seed=first).html()))}

    assert not seeds(2) & seeds(5) and not seeds(5) & seeds(8)
    assert seed_of(5, 0) == 5 and seed_of(5, 2) == 5 + 2 * SEED_STEP


def test_quiz_version_follows_the_questions():
    """data-version is the same for the same questions and changes when a question or its answer does."""
    from tamcuc.quiz.render import quiz_version

    a = quiz("ket", seed=5)
    assert _html_root(a.html()).get("data-version") == quiz_version(a.questions())
    assert quiz_version(a.questions()) == quiz_version(quiz("ket", seed=5).questions())
    assert quiz_version(a.questions()) != quiz_version(quiz("ket", seed=6).questions())
    assert quiz_version([_local_question()]) != quiz_version([_local_question(seed=1)])


# -- Hán characters are drawn, never typed (a school machine may have no CJK font) -----------------------

CJK = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f]")
SILENT = {"title", "style", "script"}  # elements whose text is not shown on the page
NAMES = {"aria-label", "title"}  # attributes that carry an accessible name, not shown text


def _local(tag: str) -> str:
    """Returns an element's tag without its XML namespace (``{…svg}title`` → ``title``)."""
    return tag.rsplit("}", 1)[-1]


def typed_cjk(html: str) -> list:
    """Returns every piece of shown text or attribute of a quiz that holds a typed CJK character.

    Text inside ``<title>``, ``<style>`` and ``<script>`` and the ``aria-label`` and ``title``
    attributes are left out (they name a picture; they are not drawn with a font); every other
    attribute is looked at, ``data-feedback`` too, since the script shows it as text.
    """
    found = []
    for el in _html_root(html).iter():
        for name, value in el.attrib.items():
            if name not in NAMES and CJK.search(value):
                found.append(f"{name}={value!r}")
        if el.text and _local(el.tag) not in SILENT and CJK.search(el.text):
            found.append(el.text)
        if el.tail and CJK.search(el.tail):
            found.append(el.tail)
    return found


def test_typed_cjk_finder_finds_shown_text_and_spares_names():
    """The finder catches a typed character in text, in a tail and in data-feedback, and spares aria-label/title."""
    shown = ('<div><p>A card shows 砲.</p><b>x</b>車<button data-feedback="馬 is Mã">A</button>'
             '<svg xmlns="http://www.w3.org/2000/svg" aria-label="象"><title>象</title></svg></div>')
    assert typed_cjk(shown) == ["A card shows 砲.", "車", "data-feedback='馬 is Mã'"]
    assert typed_cjk('<div><svg xmlns="http://www.w3.org/2000/svg" aria-label="象"><title>象</title></svg></div>') == []


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_html_draws_every_han_character(kind):
    """Over 100 questions of every kind, the HTML face types no Hán (CJK) character outside aria-label/title: each is
    drawn, so a machine without CJK fonts shows it."""
    for seed in range(20):
        html = quiz(kind, seed).html()
        assert not typed_cjk(html), (kind, seed, typed_cjk(html)[:3])


def test_han_quiz_draws_its_characters_and_keeps_them_in_names_and_text():
    """In the "han" kind each character of a prompt or choice is an svg.tamcuc-han named by the character alone
    (never by its rank, which would give the answer away); the plain-text face types the characters."""
    from tamcuc.cards import Rank

    chars = {r.han for r in Rank}
    both_ways = set()
    for seed in range(40):
        q = question("han", seed)
        root = _html_root(question_block_html("han", seed, 0))
        prompt = next(p for p in root.iter("p") if p.get("class") == "tamcuc-prompt")
        buttons = [b for b in root.iter("button") if b.get("class") == "tamcuc-choice"]
        for element, text in [(prompt, q.prompt)] + list(zip(buttons, (c.label for c in q.choices))):
            wanted = [ch for ch in text if ch in chars]
            drawn = [s.get("aria-label") for s in element.iter() if _local(s.tag) == "svg"
                     and s.get("class") == "tamcuc-han"]
            assert drawn == wanted, (seed, text, drawn)
        both_ways.add(any(ch in q.prompt for ch in chars))
        plain = Quiz(q).text()
        assert all(ch in plain for c in q.choices for ch in c.label if ch in chars)
        assert all(not CJK.search(c.explanation) for c in q.choices), (seed, q.choices)
    assert both_ways == {True, False}


def _parent(box, widget):
    """Returns the box, at any depth under ``box``, that holds ``widget`` as a child (None if none does)."""
    kids = getattr(box, "children", ())
    if widget in kids:
        return box
    return next((found for kid in kids if (found := _parent(kid, widget)) is not None), None)

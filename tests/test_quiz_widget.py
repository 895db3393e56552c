"""The quiz in JupyterLab (tamcuc/quiz_widget.py): the site's HTML and script, questions from the kernel.

The widget's page side is tested in a real JupyterLab (tests/browser/test_jupyterlab.py); here, what
Python gives it and how it answers the script's messages, hostile ones included.
"""

import re

import pytest

from tamcuc.quiz import Choice, Question, Quiz, quiz
from tamcuc.quiz.render import MORE, quiz_function, seed_of
from tamcuc.quiz_widget import TEXT_LIMIT, QuizWidget  # anywidget is in the lock: no skip
from tamcuc.web import quiz_question


def test_the_widget_draws_the_sites_quiz_without_its_script():
    """The widget's HTML is the site's quiz, byte for byte, with only the <script> left out."""
    q = quiz("card-beats", seed=3, lang="vi")
    widget = q.view()
    assert isinstance(widget, QuizWidget)
    site = q.html()
    assert "<script>" in site and "<script>" not in widget.html
    assert widget.html == re.sub(r"<script>.*?</script>", "", site, flags=re.S)


def test_the_widget_runs_the_sites_script_as_a_function():
    """The module carries quiz.js as one uncalled function (runQuiz) of the quiz's element, with the
    site's storage prefix, and the module holds no rule: it never reads what a card is."""
    code = quiz_function()
    assert code.startswith("(function(r){") and code.endswith("})")
    assert "__QUIZ_ID__" not in code and "__PREFIX__" not in code
    esm = QuizWidget._esm
    assert esm.startswith("var runQuiz=(function(r){") and "export default { render }" in esm
    assert "r.tamcucEngine||window.tamcuc" in esm


def test_more_questions_come_from_the_kernel_as_on_the_site():
    """A "More questions" message is answered with the same HTML the page's engine would give."""
    q = quiz("trick-winner", seed=5, lang="vi")
    widget = q.view()
    index = MORE + 1
    reply = widget.answer({"id": 7, "call": "quiz_question", "args": ["trick-winner", seed_of(5, index), index, "vi"]})
    assert reply == {"id": 7, "html": quiz_question("trick-winner", seed_of(5, index), index, "vi")}
    assert 'class="tamcuc-q"' in reply["html"]


@pytest.mark.parametrize("message", [
    None, [], "quiz_question", {"call": "quiz_question", "args": ["card-beats", 1, 5]},
    {"id": "1", "call": "quiz_question", "args": ["card-beats", 1, 5]},
    {"id": True, "call": "quiz_question", "args": ["card-beats", 1, 5]},
])
def test_a_message_of_the_wrong_shape_is_dropped(message):
    """A message that is not a dict with a whole-number id gets no answer (the script waits, then says so)."""
    assert quiz("card-beats", seed=1).view().answer(message) is None


@pytest.mark.parametrize("args, error", [
    (["is-pair", 1, 5], "another quiz's question"),
    (["card-beats", 1], "unknown call"),
    ("card-beats", "unknown call"),
    (["card-beats" * 100, 1, 5], "too long"),
    (["card-beats", "x" * (TEXT_LIMIT + 1), 5], "too long"),
    ([{}, 1, 5], "unknown call"),
    (["card-beats", [1], 5], "unknown call"),
    (["card-beats", 1, 5, 7], "unknown call"),
])
def test_a_wrong_question_is_refused_in_words(args, error):
    """Another kind, a wrong number of arguments or a huge text is refused with an error, not a traceback."""
    assert quiz("card-beats", seed=1).view().answer({"id": 3, "call": "quiz_question", "args": args}) == {
        "id": 3, "error": error}


def test_a_refused_seed_or_index_says_why():
    """A bad seed or index is the engine's own refusal, in words, as the page's engine gives it."""
    widget = quiz("card-beats", seed=1).view()
    for args in (["card-beats", 1.5, 5], ["card-beats", 1, -2], ["card-beats", 10 ** 40, 5]):
        reply = widget.answer({"id": 1, "call": "quiz_question", "args": args})
        assert set(reply) == {"id", "error"} and 0 < len(reply["error"]) <= 400, reply


def test_only_another_call_is_unknown():
    """A call other than quiz_question (the site's engine has more) is not the quiz's to make."""
    widget = quiz("card-beats", seed=1).view()
    assert widget.answer({"id": 2, "call": "table_event", "args": ["a", "b", "c"]}) == {"id": 2, "error": "unknown call"}


def test_a_hand_made_question_shows_the_same_way():
    """A quiz of a question made by hand (no kind registered) shows in the widget too, with no Next button."""
    made = Question("local-test", 3, "Which card wins: R or c?",
                    (Choice("R", True, "Right: a chariot outranks a cannon."), Choice("c", False, "No.")))
    widget = Quiz(made).view()
    assert 'class="tamcuc-next"' not in widget.html and "Which card wins: R or c?" in widget.html

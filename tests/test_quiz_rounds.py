"""Tests that a quiz's round of questions never asks the same thing twice, in every quiz of the book."""

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from tamcuc.quiz import KINDS, question, quiz
import tamcuc as tc
from tamcuc.quiz import render
from tamcuc.quiz.render import (CHAINED_ROUNDS, MAX_MORE, MORE, SEED_STEP, Quiz, question_block_html,
                                quiz_question_at, round_questions)

BOOK = Path(__file__).resolve().parent.parent / "book"
ROUNDS = 3
"""How many rounds of each quiz are checked (the embedded one, then two the engine makes in the page)."""


def _book_quizzes() -> list:
    """Returns every ``quiz(kind, seed=N)`` of the book's notebooks, both editions, with the notebook it is in."""
    found = set()
    for path in sorted(BOOK.rglob("*.ipynb")):
        if "_build" in path.parts or ".ipynb_checkpoints" in path.parts:
            continue
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code":
                for m in re.finditer(r'quiz\("([a-z0-9-]+)", seed=(\d+)', "".join(cell["source"])):
                    found.add((str(path.relative_to(BOOK)), m.group(1), int(m.group(2))))
    return sorted(found)


BOOK_QUIZZES = _book_quizzes()


def test_the_book_has_quizzes_in_both_editions():
    """The scan finds the quizzes of both editions (so that the tests below check something)."""
    assert len(BOOK_QUIZZES) > 100
    assert any(p.startswith("vi/") for p, _k, _s in BOOK_QUIZZES)
    assert {k for _p, k, _s in BOOK_QUIZZES} <= set(KINDS)


@pytest.mark.parametrize("where,kind,seed", BOOK_QUIZZES)
def test_no_round_of_a_book_quiz_repeats_a_question(where, kind, seed):
    """In each of the first rounds of every quiz of the book, the five questions differ in what a reader sees
    (prompt, cards and right answer), in English and in Vietnamese alike."""
    lang = "vi" if where.startswith("vi/") else "en"
    for r in range(ROUNDS):
        qs = round_questions(kind, seed, r * (1 + MORE) + MORE, lang=lang)
        assert len(qs) == 1 + MORE
        keys = [question(kind, q.seed, lang="en").key() for q in qs]
        assert len(set(keys)) == len(keys), (where, kind, seed, r)
        assert len({(q.prompt, tuple(str(g) for g in q.cards), q.choices[q.answer].label) for q in qs}) == len(qs)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_round_repeats_for_any_kind(kind):
    """Every registered kind gives rounds of five different questions, whatever the quiz's first seed."""
    for first in range(0, 30):
        keys = [q.key() for q in round_questions(kind, first, MORE)]
        assert len(set(keys)) == len(keys), (kind, first)


def test_a_redrawn_question_is_made_again_from_its_seed():
    """A question drawn again (it would have repeated one before it) keeps the seed it came from, and
    ``question(kind, seed)`` makes it again; the languages ask the same question."""
    redrawn = [(kind, first) for kind in ("hand-size", "is-triple", "real-deck") for first in range(20)
               if any(q.seed % SEED_STEP != first % SEED_STEP for q in round_questions(kind, first, MORE))]
    assert redrawn
    for kind, first in redrawn[:5]:
        en, vi = round_questions(kind, first, MORE), round_questions(kind, first, MORE, lang="vi")
        assert [q.seed for q in en] == [q.seed for q in vi]
        for q in en:
            assert question(kind, q.seed) == q


def test_every_face_shows_the_same_round():
    """The embedded quiz and the engine's "More questions" (in the page, or from the kernel for the JupyterLab
    widget, which shows the embedded HTML) give the same questions."""
    kind, first = "hand-size", 8
    embedded = quiz(kind, seed=first).questions()
    assert embedded == round_questions(kind, first, MORE)
    for index, q in enumerate(embedded):
        assert quiz_question_at(kind, first, index) == q
        assert f'data-seed="{q.seed}"' in question_block_html(kind, first + index * SEED_STEP, index)
    widget = quiz(kind, seed=first).view()
    assert all(f'data-seed="{q.seed}"' in widget.html for q in embedded)
    past = widget.answer({"id": 1, "call": "quiz_question", "args": [kind, first + (MORE + 1) * SEED_STEP, MORE + 1]})
    assert f'data-seed="{quiz_question_at(kind, first, MORE + 1).seed}"' in past["html"]


@pytest.mark.parametrize("kind", ["trick-winner", "hand-size", "is-triple", "deck-count", "card-beats"])
@pytest.mark.parametrize("more", [0, 1, 7, 11])
def test_a_quiz_of_any_length_repeats_no_question(kind, more):
    """Quiz(question, more=N) shows N + 1 questions, none repeating another, for short and long rounds
    alike; the standard length is the book's round."""
    for first in (0, 3, 17):
        qs = Quiz(question(kind, first), more=more).questions()
        assert len(qs) == 1 + more and qs[0] == question(kind, first)
        keys = [question(kind, q.seed, lang="en").key() for q in qs]
        assert len(set(keys)) == len(keys), (kind, more, first)
    assert Quiz(question(kind, 5)).questions() == round_questions(kind, 5, MORE)


@pytest.mark.parametrize("lang, words", [("en", "would ask one twice"), ("vi", "hỏi hai lần")])
def test_a_round_longer_than_the_kind_allows_is_refused(lang, words):
    """A round longer than the kind's different questions allow is a QuizError in the reader's language
    (naming the kind and the round's length), not a round that asks a question twice."""
    from tamcuc.errors import QuizError

    with tc.language(lang):
        with pytest.raises(QuizError, match="real-deck") as raised:
            Quiz(question("real-deck", 0), more=MAX_MORE)
        assert words in str(raised.value) and str(1 + MAX_MORE) in str(raised.value)
        with pytest.raises(QuizError):
            round_questions("real-deck", 0, MAX_MORE, size=1 + MAX_MORE)


@pytest.mark.parametrize("more", [-1, MAX_MORE + 1, 2.5, True, "3"])
def test_a_quiz_length_that_is_no_count_is_refused(more):
    """more= outside 0 … MAX_MORE, or not a whole number, is refused with the argument's name."""
    from tamcuc.errors import QuizError

    with pytest.raises(QuizError, match="more="):
        Quiz(question("hand-size", 0), more=more)


def _key(q):
    """Returns what a reader sees of ``q`` (its prompt, cards and right answer), as the English edition asks it."""
    return question(q.kind, q.seed, lang="en").key()


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_more_questions_never_open_with_the_question_just_answered(kind):
    """A new round ("More questions") never opens with the last question of the round before, the one the reader
    has just answered: in the rounds drawn knowing the one before, and in the first round of the next run of them
    (round CHAINED_ROUNDS), which is drawn afresh."""
    for first in range(6):
        for r in (1, 2, CHAINED_ROUNDS - 1, CHAINED_ROUNDS, CHAINED_ROUNDS + 1):
            answered = round_questions(kind, first, r * (1 + MORE) - 1)[-1]
            opening = quiz_question_at(kind, first, r * (1 + MORE))
            assert _key(opening) != _key(answered), (kind, first, r)


def test_lesson_one_deck_quiz_opens_its_next_round_with_another_question():
    """The reader's case: after lesson 1's "Which deck is which?" (real-deck, seed 2) ends on "Which of these is a
    full Tam Cúc deck, as sold?", "More questions" opens with another question, in both editions, and with the
    same one however often it is made."""
    for lang in ("en", "vi"):
        answered = quiz("real-deck", seed=2, lang=lang).questions()[-1]
        opening = quiz_question_at("real-deck", 2, 1 + MORE, lang=lang)
        assert (opening.prompt, opening.choices[opening.answer].label) != (
            answered.prompt, answered.choices[answered.answer].label)
        render._drawn_round.cache_clear()
        assert quiz_question_at("real-deck", 2, 1 + MORE, lang=lang) == opening


@lru_cache(maxsize=None)
def _different_questions(kind: str) -> int:
    """Returns how many different questions (:meth:`Question.key`) ``kind`` makes from seeds 0 … 299."""
    return len({question(kind, seed, lang="en").key() for seed in range(300)})


@pytest.mark.parametrize("where,kind,seed", BOOK_QUIZZES)
def test_a_new_round_asks_nothing_of_the_round_before_where_the_kind_allows(where, kind, seed):
    """Where a kind has questions enough for three rounds, no round of a book quiz's first rounds asks a question
    of the round before; with fewer, each round still asks five different ones."""
    lang = "vi" if where.startswith("vi/") else "en"
    rounds = [[_key(q) for q in round_questions(kind, seed, r * (1 + MORE) + MORE, lang=lang)]
              for r in range(ROUNDS + 1)]
    assert all(len(set(keys)) == 1 + MORE for keys in rounds)
    if _different_questions(kind) >= 3 * (1 + MORE):
        for before, after in zip(rounds, rounds[1:]):
            assert not set(before) & set(after), (where, kind, seed)

"""The programmers' exercises (tamcuc/exercises.py): a right solution passes, each typical wrong one
gets the first counter-example in words, in both languages, and the checkers refuse bad input."""

import random

import pytest

import tamcuc as tc
from tamcuc import exercises as ex
from tamcuc.errors import TamCucError, UsageError

ORDER = "phcreak"  # soldier … general: a reader's own ladder of ranks, weakest first


def is_pair(a, b):
    """A right is_pair: two identical cards."""
    return a == b


def beats(a, b):
    """A right beats: rank first, then red over black."""
    return (ORDER.index(a.lower()), a.isupper()) > (ORDER.index(b.lower()), b.isupper())


def trick_winner(plays):
    """A right trick_winner, written from the rules (not with the engine): the strongest play, the earlier on a tie."""
    def strength(play):
        cards = play.split()
        if len(cards) == 3:  # the two triples: Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, then red beats black
            return (cards[0].lower() == "k", cards[0].isupper())
        return (ORDER.index(cards[0].lower()), cards[0].isupper())
    best = 0
    for i, play in enumerate(plays[1:], start=1):
        if play is not None and strength(play) > strength(plays[best]):
            best = i
    return best


def test_right_solutions_pass():
    """A right is_pair, beats and trick_winner pass, on every case there is (and 2,000 random tricks)."""
    assert ex.check_is_pair(is_pair) and ex.check_is_pair(is_pair).tried == 103
    assert ex.check_beats(beats).tried == 196 and ex.check_beats(beats).passed
    verdict = ex.check_trick_winner(trick_winner, cases=2000, seed=3)
    assert verdict.passed and verdict.tried == 2000 and "2000 random tricks" in verdict.message


@pytest.mark.parametrize("wrong, words", [
    (lambda a, b: a.lower() == b.lower(), "a black soldier (p) and a red soldier (P) make a pair, but they do not"),
    (lambda a, b: a == b and a not in "kK", None),  # right too: a deck has one general of each colour
    (lambda a, b: a == b and a not in "pP", "a black soldier (p) and a black soldier (p) do not make a pair, but they do"),
])
def test_is_pair_mistakes_get_their_counter_example(wrong, words):
    """Pairs of any colour, or no soldier pairs: the first hand it gets wrong, in words."""
    verdict = ex.check_is_pair(wrong)
    if words is None:
        assert verdict.passed
    else:
        assert not verdict.passed and words in verdict.message and verdict.case


@pytest.mark.parametrize("wrong, words", [
    (lambda a, b: a.isupper() and b.islower(), "a red soldier (P) beats a black horse (h), but it does not: a horse outranks a soldier"),
    (lambda a, b: ORDER.index(a.lower()) > ORDER.index(b.lower()), "a red soldier (P) does not beat a black soldier (p), but it does: both are soldiers, and of the same rank red beats black"),
    (lambda a, b: (ORDER.index(a.lower()), a.isupper()) >= (ORDER.index(b.lower()), b.isupper()), "they are the same card"),
    (lambda a, b: (a.isupper(), ORDER.index(a.lower())) > (b.isupper(), ORDER.index(b.lower())), "rank comes first"),
])
def test_beats_mistakes_get_their_counter_example(wrong, words):
    """Colour first, rank without colour, a card beating itself: each gets the engine's reason."""
    verdict = ex.check_beats(wrong)
    assert not verdict.passed and words in verdict.message, verdict.message


def test_trick_winner_mistakes_get_their_counter_example():
    """Forgetting folds, or ties going to the later play, is caught with the trick and the engine's explanation."""
    def no_folds(plays):
        return max(range(len(plays)), key=lambda i: (plays[i] is not None, i))
    def later_on_a_tie(plays):
        best = 0
        for i, p in enumerate(plays):
            if p is not None and tc.Play(p).strength >= tc.Play(plays[best]).strength:
                best = i
        return best
    for wrong in (no_folds, later_on_a_tie):
        verdict = ex.check_trick_winner(wrong, cases=3000, seed=1)
        assert not verdict.passed and "but the winner is" in verdict.message and " wins with " in verdict.message
        trick = verdict.case[0]
        assert tc.trick_winner(trick) != wrong(trick)


def test_a_bot_is_checked_move_by_move():
    """A bot that picks legal moves passes with its average kept cards; one that invents a move is stopped at it."""
    verdict = ex.check_bot(lambda game, seat: game.legal_plays()[0], deals=5)
    assert verdict.passed and "5 deals and every move was allowed" in verdict.message
    wrong = ex.check_bot(lambda game, seat: "R", deals=5)
    assert not wrong.passed and "which is not allowed" in wrong.message
    rng = random.Random(0)
    assert ex.check_bot(lambda game, seat: rng.choice(game.legal_plays()), deals=3).passed


def test_the_readers_errors_and_wrong_types_are_answers_not_crashes():
    """A function that raises, or returns something other than True/False or a number, gets a sentence."""
    assert "stopped with an error: ZeroDivisionError" in ex.check_is_pair(lambda a, b: 1 / 0).message
    assert "it should return True or False" in ex.check_beats(lambda a, b: "yes").message
    assert "it should return the winner's place" in ex.check_trick_winner(lambda plays: "An").message
    assert "stopped with an error" in ex.check_bot(lambda game: None, deals=1).message


def test_verdicts_speak_vietnamese():
    """Every verdict comes in Vietnamese too, with the cards' Vietnamese names."""
    assert "tốt đen (p) và tốt đỏ (P) thành một đôi" in ex.check_is_pair(lambda a, b: a.lower() == b.lower(), lang="vi").message
    assert ex.check_beats(beats, lang="vi").message.startswith("Giỏi lắm")
    assert "người ăn lượt là" in ex.check_trick_winner(lambda plays: 0, lang="vi").message


@pytest.mark.parametrize("call", [
    lambda: ex.check_is_pair("is_pair"), lambda: ex.check_beats(None),
    lambda: ex.check_trick_winner(trick_winner, cases=0), lambda: ex.check_trick_winner(trick_winner, cases=10 ** 9),
    lambda: ex.check_trick_winner(trick_winner, seed=-1), lambda: ex.check_trick_winner(trick_winner, cases=True),
    lambda: ex.check_bot(lambda g, s: None, deals=10 ** 6),
])
def test_bad_input_is_refused_in_words(call):
    """Not a function, or counts out of range: a UsageError (a TamCucError) that names the input, briefly."""
    with pytest.raises(UsageError) as err:
        call()
    assert isinstance(err.value, TamCucError) and len(str(err.value)) < 200


def test_a_verdict_shows_itself():
    """A verdict is true when passed, prints as its sentence, and draws a green or red box in a notebook."""
    good, bad = ex.check_is_pair(is_pair), ex.check_is_pair(lambda a, b: True)
    assert bool(good) and not bad and str(bad) == bad.message
    assert repr(good) == "<Verdict is_pair passed after 103 cases>"
    assert "#1e7b34" in good._repr_html_() and "#b3151b" in bad._repr_html_()
    assert ex.check_is_pair(is_pair) == good  # the same function, the same verdict


def test_a_bot_that_plays_on_its_game_changes_nothing_but_its_own_copy():
    """A bot that pushes a move on the game it is given plays on a copy: the deal being checked is untouched, so its
    move (legal there) is played and the check passes."""
    def meddler(game, seat):
        move = game.legal_plays()[0]
        game.push(move)
        return move
    verdict = ex.check_bot(meddler, deals=2)
    assert verdict.passed and verdict.message == ex.check_bot(lambda game, seat: game.legal_plays()[0], deals=2).message

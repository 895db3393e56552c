"""The review of a deal (tc.review, tamcuc._review): marks checked against the engine on fixed seeds, the same marks
for the same seed, refusals of bad input, and properties of every review."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings, strategies as st

import tamcuc as tc
from tamcuc.wording import number_word
from tamcuc._review import (DEFAULT_SAMPLES, GOOD_LOSS, INACCURACY_LOSS, MARKS, MISTAKE_LOSS, Reviewer, mark_of,
                           review)


class FoldsAWinner(tc.RuleBot):
    """RuleBot, except at its first reveal where it would show its play: there it folds (chui) instead."""

    def __init__(self):
        self.folded_at = None

    def choose(self, game, player, rng):
        move = super().choose(game, player, rng)
        if self.folded_at is None and move.action == "show":
            self.folded_at = len(game.moves)
            return next(m for m in game.legal_plays() if m.action == "chui")
        return move


def _played(preset: str, seed: int, first) -> tc.Game:
    """Returns the deal ``seed`` of the 4-player ``preset`` played to its end: ``first`` at seat 0, RuleBot elsewhere."""
    game = tc.Game(tc.Rules.preset(preset), seed=seed)
    game.play_out([first, tc.RuleBot(), tc.RuleBot(), tc.RuleBot()], seed=seed)
    return game


@pytest.mark.parametrize("preset, seed", [("folk", 7), ("learning", 0)])
def test_folding_a_winning_play_is_a_mistake(preset, seed):
    """Folding (chui) a play that wins the trick, where RuleBot would show it, is marked a mistake, with
    showing it as the better move; the sentence gives the game reason (showing would have won the trick) and
    the averages come apart (seeds found by trying)."""
    bot = FoldsAWinner()
    game = _played(preset, seed, bot)
    result = review(game, 0, rng=0)
    decision = next(d for d in result.decisions if d.index == bot.folded_at)
    assert decision.played.move.action == "chui" and decision.mark == "mistake"
    assert decision.best.move.action == "show" and decision.loss >= MISTAKE_LOSS
    assert decision.why("en") == "Better to show " + decision.best.move.instruction()[5:] + \
        ": in most of the deals the computer tried, that won this trick, and your move lost it."
    assert "ăn được lượt này" in decision.why("vi") and decision.why("vi").startswith("Lẽ ra em nên lật")
    assert decision.best.won_trick >= 0.5 and decision.played.won_trick <= 0.25
    assert "the better move, about" in decision.worth("en") and "cách kia" in decision.worth("vi")
    assert result.count("mistake") >= 1 and result.summary().startswith(
        tuple(f"{number_word(n)} mistake" for n in range(1, 9)))


@pytest.mark.parametrize("seed", [0, 1])
def test_the_strongest_players_moves_are_not_mistakes(seed):
    """The sampling bot's own moves (seat 0, the folk rules) get no mistake in the review."""
    game = _played("folk", seed, tc.SamplingBot())
    result = review(game, 0, rng=0)
    assert result.decisions and "mistake" not in result.marks


def test_the_same_seed_gives_the_same_marks():
    """Two reviews with the same seed give the same decisions, values and marks; a seed may be a Random too."""
    game = _played("folk", 3, tc.RandomBot())
    first = review(game, 0, samples=6, rng=5)
    assert review(game, 0, samples=6, rng=5) == first
    assert review(game, 0, samples=6, rng=random.Random(5)) == first


def test_the_summary_and_its_words_in_both_languages():
    """The summary counts the marks and adds the losses to the cards kept; it reads in English and
    (to a child, "em") in Vietnamese, the count a figure beside the decimal figure; a review shows itself in a notebook and in a short repr."""
    game = _played("folk", 7, FoldsAWinner())
    result = review(game, 0, samples=8, rng=0)
    assert result.best_kept == pytest.approx(result.kept + sum(d.loss for d in result.decisions))
    vi = result.summary("vi")
    assert "," in vi.split("khoảng")[1]  # a decimal figure, so the count beside it is a figure too
    assert f"you kept {result.kept} card" in result.summary("en") and f"em ăn được {result.kept} quân" in vi
    assert vi.count("em ăn được") == 1  # "còn nếu chơi hay nhất thì khoảng …", not a second "em ăn được"
    assert result.explain("vi").count("\n") == len(result.decisions)
    assert repr(result).startswith("<Review of seat 0:") and "<ol>" in result._repr_html_()
    assert "Decision(" in repr(result.decisions[0]) and "data-mark" in result.decisions[0]._repr_html_()


def test_the_marks_follow_the_documented_thresholds():
    """A loss up to GOOD_LOSS is the best, then good below INACCURACY_LOSS, an inaccuracy below MISTAKE_LOSS,
    and a mistake from there on."""
    assert [mark_of(x) for x in (0, GOOD_LOSS, INACCURACY_LOSS - 0.01, INACCURACY_LOSS, MISTAKE_LOSS - 0.01,
                                 MISTAKE_LOSS, 5)] == ["best", "best", "good", "inaccuracy", "inaccuracy", "mistake",
                                                        "mistake"]
    assert MARKS == ("best", "good", "inaccuracy", "mistake") and DEFAULT_SAMPLES >= 16


def test_progress_is_reported_decision_by_decision():
    """``progress`` hears (done, total) after each decision; the Reviewer steps one decision at a time."""
    game = _played("learning", 2, tc.RuleBot())
    heard = []
    result = review(game, 0, samples=2, rng=0, progress=lambda done, total: heard.append((done, total)))
    assert heard == [(i + 1, len(result.decisions)) for i in range(len(result.decisions))]
    stepper = Reviewer(game, 0, samples=2, rng=0)
    assert stepper.done == 0 and stepper.step() and stepper.done == 1 and stepper.result() == result


@pytest.mark.parametrize("args, kwargs, error", [
    (("not a game", 0), {}, tc.UsageError),
    ((None, 0), {}, tc.UsageError),
    ((tc.Game(tc.Rules.learning(), seed=1), 0), {}, tc.IllegalPlayError),
    (("GAME", 4), {}, tc.SeatError),
    (("GAME", -1), {}, tc.SeatError),
    (("GAME", True), {}, tc.SeatError),
    (("GAME", "0"), {}, tc.SeatError),
    (("GAME", 0), {"samples": 0}, tc.UsageError),
    (("GAME", 0), {"samples": 10 ** 9}, tc.UsageError),
    (("GAME", 0), {"samples": 2.5}, tc.UsageError),
    (("GAME", 0), {"rng": object()}, tc.UsageError),
    (("GAME", 0), {"progress": "yes"}, tc.UsageError),
])
def test_bad_input_is_refused_before_any_work(args, kwargs, error):
    """A review refuses what is not a finished Game, a seat not at the table, a sample count out of range,
    a seed that is not one and a progress that cannot be called, each with its own TamCucError."""
    finished = _played("learning", 1, tc.RuleBot())
    args = tuple(finished if a == "GAME" else a for a in args)
    with pytest.raises(error):
        review(*args, **kwargs)


def test_an_unknown_mark_is_refused():
    """Counting a mark that is not one of MARKS is a UsageError, in the language spoken."""
    result = review(_played("learning", 1, tc.RuleBot()), 0, samples=1, rng=0)
    with pytest.raises(tc.UsageError, match="best, good, inaccuracy, mistake"):
        result.count("blunder")


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10 ** 6), seat=st.integers(0, 3), preset=st.sampled_from(["learning", "folk"]))
def test_every_review_marks_only_the_seats_own_choices(seed, seat, preset):
    """For any deal and seat: one decision per move of that seat that had more than one legal choice, in
    order; the best choice is worth the most (its loss is 0); the loss is the best's value less the
    move played's, and the mark is that loss's. The one exception is the lessons' chui: a show that lost the
    trick in every world, where a fold was worth as much, is "good" with the fold as the best choice."""
    game = tc.Game(tc.Rules.preset(preset), seed=seed)
    game.play_out([tc.RandomBot()] * 4, seed=seed)
    fresh = tc.Game(game.rules, dealer=game.dealer, hands=game.initial_hands)
    expected = []
    for index, move in enumerate(game.moves):
        if move.player == seat and len(fresh.legal_plays()) > 1:
            expected.append(index)
        fresh.push(move)
    result = review(game, seat, samples=2, rng=seed)
    assert [d.index for d in result.decisions] == expected
    for d in result.decisions:
        assert game.moves[d.index] == d.played.move and d.played.move.player == seat
        if d.best.move.action == "chui" and d._showed_a_sure_loser() and d.mark == "good" and d.loss <= GOOD_LOSS:
            assert abs(d.best.kept - d.played.kept) < GOOD_LOSS and d.played.won_trick == 0
            continue
        assert d.best.kept == max(c.kept for c in d.choices)
        assert d.loss == pytest.approx(d.best.kept - d.played.kept) and d.loss >= 0
        assert d.mark == mark_of(d.loss) and (d.mark != "best" or d.loss <= GOOD_LOSS)
        assert d.played.move in [c.move for c in d.choices]


def test_a_replay_carries_every_seats_marks():
    """``Replay(game, review=True)`` puts each seat's marks on the steps of its decisions (leads and lays,
    shows and folds, declarations), as tc.review has them, for that seat's view and the lesson view only;
    a replay without review carries none, and ``review`` must be True or False."""
    from tamcuc.replay import Replay

    game = _played("folk", 7, FoldsAWinner())
    replay = Replay(game, review=True)
    marked = [s for s in replay.steps if "review" in s]
    shown_decisions = [d for r in replay.reviews for d in r.decisions if d.played.move.action != "pass"]
    assert len(marked) == len(shown_decisions) and {s["review_seat"] for s in marked} == {0, 1, 2, 3}
    assert any("mistake" in s["review"] and s["review_seat"] == 0 for s in marked)
    assert 'class="tcr-review"' in replay._repr_html_() and "review_seat" in replay._repr_html_()
    assert not any("review" in s for s in Replay(game).steps) and 'class="tcr-review"' not in Replay(game)._repr_html_()
    with pytest.raises(tc.UsageError):
        Replay(game, review="yes")


def test_tc_review_is_the_function_and_no_module_shadows_it():
    """``tc.review`` is the review function; its module is the private ``tamcuc._review`` and the package holds no
    module called ``review`` whose import would put a module in the function's place."""
    from pathlib import Path

    import tamcuc._review  # noqa: F401  (importing the module leaves tc.review the function)

    package = Path(tc.__file__).parent
    assert callable(tc.review) and tc.review.__module__ == "tamcuc._review"
    assert (package / "_review.py").is_file()
    assert not (package / "review.py").exists() and not (package / "review").exists()


@pytest.mark.parametrize("played, best, won, says_en, says_vi", [
    (("lead", "R"), ("lead", "p"), (0.5, 0.5), "that keeps a red chariot back for a later trick", "để dành được một xe đỏ"),
    (("lay", "R"), ("lay", "p"), (1.0, 0.0), "your move won this trick, but it spent a red chariot",
     "nhưng lại tiêu mất một xe đỏ"),
    (("chui", "E"), ("show", "E"), (0.0, 0.9), "in most of the deals the computer tried, that won this trick",
     "trong phần lớn các ván máy chia thử"),
    (("show", "e"), ("chui", "e"), (0.0, 0.0), "a fold keeps your cards secret", "chui thì bài em vẫn kín"),
    (("pass", ""), ("declare", "p p p p"), (0.0, 0.0), "declared cards count as won at once", "trình làng"),
])
def test_the_why_gives_the_game_reason(played, best, won, says_en, says_vi):
    """The sentence of a weaker move names the better move and the reason the play-outs show: the trick it
    would have won, the cards it keeps back for later or spent, the secret a fold keeps, the cards a
    declaration banks; in both languages, without the averages (those are ``worth``)."""
    from tamcuc._review import Choice, Decision

    mine = Choice(tc.Move(0, played[0], tc.Hand(played[1])), 2.0, won[0])
    better = Choice(tc.Move(0, best[0], tc.Hand(best[1])), 3.5, won[1])
    decision = Decision(0, 2, "lay", mine, (better, mine), 1.5, "mistake", 24)
    assert says_en in decision.why("en") and says_vi in decision.why("vi")
    assert decision.why("en").startswith("Better to ") and "3.5" not in decision.why("en")
    assert decision.worth("en") == ("In the deals the computer tried, this move ended with about 2 cards kept; "
                                    "the better move, about 3.5 cards.")
    assert decision.worth("vi") == ("Trong các ván máy chia thử, đánh như em thì hết ván ăn được khoảng 2 quân; "
                                    "đánh cách kia thì khoảng 3,5 quân.")


@pytest.mark.parametrize("kept, best, en, vi", [
    (0.0, 0.0, "with no cards kept.", "em không ăn được quân nào."),
    (0.02, 0.02, "with hardly any cards kept.", "em gần như không ăn được quân nào."),
    (0.02, 1.6, "with hardly any cards kept; the better move, about 1.6 cards.",
     "gần như không ăn được quân nào; đánh cách kia thì ăn được khoảng 1,6 quân."),
])
def test_a_worth_near_zero_is_said_in_words(kept, best, en, vi):
    """A move worth nothing, or next to nothing, is "no cards" / "hardly any cards", never "about 0 cards"."""
    from tamcuc._review import Choice, Decision

    mine = Choice(tc.Move(0, "lay", tc.Hand("e")), kept, 0.0)
    better = Choice(tc.Move(0, "lay", tc.Hand("R")), best, 0.0)
    mark = mark_of(best - kept)
    decision = Decision(0, 2, "lay", mine, (better, mine) if best > kept else (mine,), best - kept, mark, 24)
    assert decision.worth("en").endswith(en) and decision.worth("vi").endswith(vi)
    assert "about 0 " not in decision.worth("en") and "khoảng 0 " not in decision.worth("vi")


@pytest.mark.parametrize("kept, best, en, vi", [
    (0.4, 2.0, "with fewer than half a card kept; the better move, about 2 cards.",
     "ăn được chưa đến nửa quân; đánh cách kia thì khoảng 2 quân."),
    (0.5, 0.9, "with about half a card kept; the better move, nearly one card.",
     "ăn được khoảng nửa quân; đánh cách kia thì gần một quân."),
    (0.98, 1.6, "with about 1 card kept; the better move, about 1.6 cards.",
     "ăn được khoảng 1 quân; đánh cách kia thì khoảng 1,6 quân."),
])
def test_a_worth_below_one_card_is_no_fraction_of_a_card(kept, best, en, vi):
    """Below one card an average is said in words a child reads ("chưa đến nửa quân", "khoảng nửa quân", "gần
    một quân"), never "0,4 quân"; from one card on it stays a figure."""
    from tamcuc._review import Choice, Decision

    mine = Choice(tc.Move(0, "lay", tc.Hand("e")), kept, 0.0)
    better = Choice(tc.Move(0, "lay", tc.Hand("R")), best, 0.0)
    decision = Decision(0, 2, "lay", mine, (better, mine), 1.0, "mistake", 24)
    assert decision.worth("en").endswith(en) and decision.worth("vi").endswith(vi)
    assert not re.search(r"0[.,]\d", decision.worth("en") + decision.worth("vi"))


def test_how_says_the_number_of_deals_once_when_it_is_one_number():
    """The method note says "16 to 128 random deals" for a range, and "16 random deals" (never "16 to 16") when
    the review was asked for no more than the first batch, in both languages."""
    finished = _played("learning", 1, tc.RuleBot())
    assert "in the same 16 to 128 random deals" in review(finished, 0, rng=0).how("en")
    few = review(finished, 0, samples=16, rng=0)
    assert "in the same 16 random deals" in few.how("en")
    assert "16 đến 16" not in few.how("vi") and "trên cùng một loạt gồm 16 cách chia" in few.how("vi")


def test_a_decision_s_title_says_its_kind_and_an_equal_choice_is_not_a_better_one():
    """A trick can hold two decisions of one seat (its lay, then its reveal): each title names its kind
    ("Trick 2, laying: good"; in Vietnamese "khá", never "tốt", which is also a card); a choice marked best
    is never told of "the better move", even when another move was worth as much."""
    from tamcuc._review import Choice, Decision

    mine = Choice(tc.Move(0, "lay", tc.Hand("R")), 3.0, 0.5)
    other = Choice(tc.Move(0, "lay", tc.Hand("p")), 3.0, 0.5)
    good = Decision(0, 2, "lay", mine, (other, mine), 0.2, "good", 24)
    assert good.title("en") == "Trick 2, laying: good" and good.title("vi") == "Lượt 2, lúc úp bài: khá"
    best = Decision(0, 2, "reveal", mine, (other, mine), 0.0, "best", 24)
    assert best.title("en") == "Trick 2, showing: best"
    assert best.worth("en") == "In the deals the computer tried, this move ended with about 3 cards kept."
    assert "cách kia" not in best.worth("vi")


@pytest.mark.parametrize("seed", [2, 5])
def test_among_equally_good_better_moves_the_review_names_the_one_the_hint_would(seed):
    """When the move played was worse and several others were equally good, the "better move" the review names
    is the one the hint's tie-break puts first (tc.sampling.break_ties: keep pairs and triples, spend least)."""
    from tamcuc.sampling import break_ties

    game = _played("learning", seed, tc.RandomBot())
    fresh = tc.Game(game.rules, dealer=game.dealer, hands=game.initial_hands)
    hands = []
    for move in game.moves:
        hands.append(fresh.hand(0))
        fresh.push(move)
    checked = 0
    for decision in review(game, 0, samples=24, rng=seed).decisions:
        if decision.best is decision.played:
            continue
        top = [c for c in decision.choices if round(c.kept, 6) == round(decision.best.kept, 6)]
        named = break_ties([(c.kept, c.move) for c in top], hands[decision.index], places=6)[0][1]
        assert decision.best.move == named, (decision.index, top)
        checked += len(top) > 1
    assert checked  # the seeds have such ties (found by trying)


def test_a_show_that_could_only_lose_is_told_to_chui_as_the_lessons_teach():
    """Showing a play that lost the trick in every world tried, where folding was worth as much, is marked good
    (not best) with the fold as the best choice, and the sentence says both lose and a fold keeps the cards secret."""
    seen = 0
    for seed in range(4):
        game = tc.Game(tc.Rules.preset("folk"), seed=seed)
        game.play_out([tc.RandomBot(), tc.RuleBot(), tc.RuleBot(), tc.RuleBot()], seed=seed)
        for d in review(game, 0, samples=24, rng=seed).decisions:
            if d.played.move.action == "show" and d.played.won_trick == 0 and d.mark in ("best", "good"):
                fold = next(c for c in d.choices if c.move.action == "chui")
                if abs(fold.kept - d.played.kept) < GOOD_LOSS and d.best.move in (fold.move, d.played.move):
                    assert d.mark == "good" and d.best.move.action == "chui"
                    assert d.why("en").startswith("Showing or folding (chui) loses this trick alike")
                    assert d.why("vi").startswith("Lật hay chui cũng thua lượt này")
                    assert "the better move" not in d.worth("en")
                    seen += 1
    assert seen  # the seeds hold such shows (found by trying)


def test_the_summary_says_a_bonus_apart_from_the_cards_kept():
    """A seat that kept cards and won a bonus reads both: "14 cards and a +3 bonus (as good as 17 cards)", never
    17 cards it did not hold (2 players, folk rules, deal 5: seat 0 wins a bonus; found by trying)."""
    game = tc.Game(tc.Rules.folk(2), seed=5)
    game.play_out([tc.RuleBot(), tc.RuleBot()], seed=5)
    cards, bonus = len(game.kept[0]), game.bonuses[0]
    assert bonus > 0
    result = review(game, 0, samples=2, rng=1)
    assert result.cards == cards and result.kept == cards + bonus
    assert f"you kept {cards} cards and a +{bonus} bonus (as good as {cards + bonus} cards)" in result.summary("en")
    assert f"em ăn được {cards} quân và được thưởng +{bonus} (tính như {cards + bonus} quân)" in result.summary("vi")


@pytest.mark.parametrize("loss, en, vi", [
    (0.3, "you kept no cards, and even best play would seldom have kept one",
     "em không ăn được quân nào, mà chơi hay nhất cũng hiếm khi ăn được quân nào"),
    (0.5, "you kept no cards, and best play would have kept one only about half the time",
     "còn nếu chơi hay nhất thì cũng chỉ ăn được một quân trong khoảng một nửa số ván máy chia thử"),
    (0.8, "you kept no cards, best play would have kept nearly one card", "chơi hay nhất thì em ăn được gần một quân"),
])
def test_a_summary_below_one_card_never_has_best_play_keep_a_fraction(loss, en, vi):
    """A seat that kept nothing, where best play keeps under a card on average, reads how often best play keeps one
    ("seldom", "about half the time"), never "best play would have kept fewer than half a card"."""
    from tamcuc._review import Choice, Decision, Review

    mine = Choice(tc.Move(0, "lay", tc.Hand("e")), 0.0, 0.0)
    better = Choice(tc.Move(0, "lay", tc.Hand("R")), loss, 0.0)
    decision = Decision(0, 2, "lay", mine, (better, mine), loss, mark_of(loss), 24)
    result = Review(seat=0, samples=24, kept=0, decisions=(decision,), cards=0)
    assert result.summary("en").endswith(en) and result.summary("vi").endswith(vi)
    assert "half a card" not in result.summary("en") and "nửa quân" not in result.summary("vi")

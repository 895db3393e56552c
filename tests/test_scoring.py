"""Scoring: pairwise settlement, ranking with shared places, kết and đè (RULES.md §7–8, §10)."""

import re
from itertools import combinations

import pytest

from tamcuc.errors import RulesError, UsageError
from tamcuc.rules import FOLK_KET, Rules
from tamcuc.scoring import KetOutcome, ScoreTable, final_scores, ket_outcome, ranking, score_table, settle


def test_settlement_worked_example():
    """RULES.md §10, the learning convention's worked example (source [L]):
    An, Bình, Chi, Dũng keep 3, 1, 4, 0 cards and settle +4, −4, +8, −8."""
    assert settle([3, 1, 4, 0]) == [4, -4, 8, -8]


def test_settlement_is_the_sum_of_pairwise_differences():
    """Each player's score is the sum over the others of the difference in kept cards."""
    kept = [5, 0, 2, 1]
    direct = [0] * 4
    for i, j in combinations(range(4), 2):
        direct[i] += kept[i] - kept[j]
        direct[j] += kept[j] - kept[i]
    assert settle(kept) == direct == [12, -8, 0, -4]
    assert sum(settle(kept)) == 0
    assert settle([8, 8]) == [0, 0]


def test_settlement_rejects_bad_counts():
    """Kept cards are whole numbers, zero or more, one per player."""
    with pytest.raises(RulesError, match="one number per player"):
        settle([])
    with pytest.raises(RulesError, match=r"-1 is not a number of kept cards \(a whole number, 0 or more\)"):
        settle([3, -1])
    with pytest.raises(RulesError, match="is not a number of kept cards"):
        settle([1.5, 2])
    with pytest.raises(RulesError):
        settle([True, 2])


def test_ranking_with_shared_places():
    """Places go by points, most first; equal points share the higher place and skip the next."""
    assert ranking([3, 1, 4, 0]) == [2, 3, 1, 4]
    assert ranking([3, 1, 4, 3]) == [2, 4, 1, 2]
    assert ranking([2, 2, 2, 2]) == [1, 1, 1, 1]
    assert ranking([5, 5, 0]) == [1, 1, 3]
    assert ranking([-8, 8]) == [2, 1]


def test_ket_outcome_succeeded_and_beaten():
    """A kết that wins gives the leader its bonus; a kết beaten (đè) gives the beater the đè bonus."""
    rules = Rules()
    ok = ket_outcome("p p", leader=1, winner=1, rules=rules)
    assert (ok.row.name, ok.scorer, ok.beaten, ok.bonus) == ("kết đôi", 1, False, 2)
    assert ok.describe(["An", "Bình", "Chi", "Dũng"]) == "Bình finished with kết đôi and scores +2"
    de = ket_outcome("p p", leader=1, winner=3, rules=rules)
    assert (de.scorer, de.beaten, de.bonus) == (3, True, 4)
    assert de.describe() == "Bình tried kết đôi but Dũng beat it (đè) and scores +4"
    ba = ket_outcome("R C H", leader=0, winner=0, rules=rules)
    assert (ba.row.name, ba.bonus) == ("kết ba", 3)
    assert ket_outcome("r c h", leader=0, winner=2, rules=rules).bonus == 6


def test_no_ket():
    """Other last leads, and any lead under the learning convention, are no kết."""
    assert ket_outcome("P P", 0, 0, Rules()) is None
    assert ket_outcome("K A E", 0, 0, Rules()) is None
    assert ket_outcome("p p", 0, 0, Rules.learning()) is None


def test_ket_outcome_value():
    """KetOutcome is a plain value object."""
    assert KetOutcome(FOLK_KET[0], 0, 0, False) == ket_outcome("p p", 0, 0, Rules())


def test_final_scores():
    """Ranking scoring adds bonuses to kept cards; pairwise settles that total between every pair."""
    assert final_scores([3, 1, 4, 0], [0, 0, 0, 4], Rules()) == [3, 1, 4, 4]
    assert final_scores([3, 1, 4, 0], [0, 0, 0, 0], Rules.learning()) == [4, -4, 8, -8]
    assert final_scores([3, 1, 4, 0], [2, 0, 0, 0], Rules(scoring="pairwise")) == [10, -6, 6, -10]


def test_a_score_table_names_the_players_not_a_list():
    """score_table shows a deal's end to a reader: a row a player with the name, the cards kept and the place
    (ranking) or the signed points (pairwise, from Rules.scoring), in both languages; never a Python list."""
    from tamcuc.scoring import score_table

    folk = score_table([3, 1, 4, 3])
    assert folk.places == tuple(ranking([3, 1, 4, 3])) and "Chi: kept 4 cards, place 1" in folk.text()
    html = folk._repr_html_()
    cells = re.findall(r"<t[hd][^>]*>([^<]*)</t[hd]>", html)
    assert "<table" in html and cells[-3:] == ["Dũng", "3", "2"] and "[" not in html
    learning = score_table([3, 1, 4, 0], Rules.learning(), names=["Lan", "Minh", "Hoa", "Tú"], lang="vi")
    assert learning.scores == tuple(settle([3, 1, 4, 0]))
    assert "Tú: không ăn được quân nào, điểm −8" in str(learning) and ">+8</td>" in learning._repr_html_()
    assert "Điểm" in learning._repr_html_() and "Hạng" not in learning._repr_html_()
    with pytest.raises(RulesError):
        score_table([3, 1], "folk")


@pytest.mark.parametrize("kept", [[1, 1, 1], [1, 1, 1, 1, 1], [100, 0, 0, 0], [10 ** 100, 1, 2, 3]],
                         ids=["three-counts", "five-counts", "more-than-dealt", "huge"])
def test_score_table_refuses_counts_no_deal_could_give(kept):
    """score_table takes one count per player of the rules, and no more cards between them than were dealt;
    anything else is a RulesError naming ``kept``, in the reader's language."""
    with pytest.raises(RulesError, match="kept="):
        score_table(kept)
    with pytest.raises(RulesError, match="luật này|số quân đã chia"):
        score_table(kept, lang="vi")


def test_a_score_table_made_by_hand_is_refused_when_it_cannot_be_drawn():
    """ScoreTable's own fields are checked: a scoring scheme it cannot write, or columns of different lengths,
    is a UsageError, not a KeyError later when it is drawn."""
    with pytest.raises(UsageError):
        ScoreTable(("A",), (1,), (1,), (1,), "x", "en")
    with pytest.raises(UsageError):
        ScoreTable((3,), (1,), (1,), (1, 2), "ranking", "en")


def test_an_endless_iterator_of_counts_is_refused_not_read_forever():
    """Scoring reads a bounded number of counts: an endless iterator is a UsageError, not a hang."""
    from itertools import count as counting

    with pytest.raises(UsageError):
        final_scores(counting(), [0, 0, 0, 0], Rules())


def test_scoring_words_say_what_the_score_is_under_each_rules():
    """One line says what the score is: under pairwise scoring, each player's score is the sum of the differences
    with every other player (settle does exactly that, and the scores add up to 0); under ranking, the kept cards
    (plus the kết bonus when the rules have one) ranked. In both languages; a non-Rules is refused."""
    from tamcuc.scoring import SCORING_WORDS, scoring_words

    kept = [3, 1, 4, 0]
    assert settle(kept) == [sum(w - v for v in kept) for w in kept] and sum(settle(kept)) == 0
    assert scoring_words(Rules.learning()) == SCORING_WORDS["pairwise", False]
    assert "add up to 0" in scoring_words(Rules.learning()) and "bonus" not in scoring_words(Rules.learning())
    assert scoring_words(Rules()) == SCORING_WORDS["ranking", True] and "kết or đè bonus" in scoring_words(Rules())
    assert scoring_words(Rules(ket=())) == SCORING_WORDS["ranking", False]
    assert scoring_words(Rules.learning(ket="seller")) == SCORING_WORDS["pairwise", True]
    assert scoring_words(Rules.learning(), "vi").startswith("Cách tính điểm: mỗi người so số quân ăn được")
    assert "cộng lại bằng không" in scoring_words(Rules.learning(), "vi")
    with pytest.raises(RulesError, match="rules="):
        scoring_words("folk")

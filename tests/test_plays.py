"""Plays: singles, pairs, triples, tứ tử / ngũ tử and their comparison (RULES.md §3)."""

from collections import Counter
from itertools import product

import pytest

from tamcuc.cards import CARDS, Hand
from tamcuc.errors import IllegalPlayError, TamCucError
from tamcuc.plays import ALL_PLAYS, Kind, Play, is_play, lays, plays_in, why_beats, why_not_a_play


# -- what is a play ------------------------------------------------------------------------
def test_every_single_card_is_a_play():
    """Any one card is a single."""
    for card in CARDS:
        assert Play([card]).kind is Kind.SINGLE


def test_pair_is_same_rank_and_colour():
    """Two cards of the same rank and colour make a pair; generals have no pair."""
    for a in CARDS:
        for b in CARDS:
            expected = a == b and a.rank.copies >= 2
            assert is_play([a, b]) == expected, (a, b)


@pytest.mark.parametrize("text", ["K A E", "k a e", "R C H", "r c h"])
def test_the_four_triples(text):
    """Tướng–Sĩ–Tượng and Xe–Pháo–Mã of one colour are the only triples."""
    assert Play(text).kind is Kind.TRIPLE


def test_no_other_triple_exists():
    """Among all 3-card multisets only the four triples are plays."""
    triples = {str(p) for p in ALL_PLAYS if p.kind is Kind.TRIPLE}
    found = set()
    for a, b, c in product(CARDS, repeat=3):
        if a >= b >= c and is_play([a, b, c]):
            found.add(str(Hand([a, b, c])))
    assert found == triples == {"K A E", "k a e", "R C H", "r c h"}


@pytest.mark.parametrize(
    "text, message",
    [
        ("A E R", r"'A E R' is not a triple: a red advisor, a red elephant and a red chariot are not a triple; the "
                  r"only triples are Tướng–Sĩ–Tượng and Xe–Pháo–Mã, each of one colour"),
        ("E R C", r"a red elephant, a red chariot and a red cannon are not a triple"),
        ("C H P", r"a red cannon, a red horse and a red soldier are not a triple"),
        ("P P P", r"three red soldiers are not a triple"),
        ("p p p", r"three black soldiers are not a triple"),
        ("R H P", r"a red chariot, a red horse and a red soldier are not a triple"),  # mixed ranks (source 001's example)
        ("K E C", r"a red general, a red elephant and a red cannon are not a triple"),
        ("R C h", r"Xe–Pháo–Mã must be all one colour, and here they are a red chariot, a red cannon and a black horse"),
        ("K a E", r"Tướng–Sĩ–Tượng must be all one colour"),
    ],
)
def test_non_triples_teach_why(text, message):
    """Each non-triple of RULES.md §3 is refused with a message that names the rule."""
    assert not is_play(text)
    assert "is not a triple" in why_not_a_play(text)
    with pytest.raises(IllegalPlayError, match=message):
        Play(text)


def test_red_and_black_soldier_are_not_a_pair():
    """The message says that a red and a black soldier are not a pair, and what a pair is."""
    with pytest.raises(
        IllegalPlayError,
        match=r"a red soldier and a black soldier are not a pair; a pair is two cards of the same rank and the same colour",
    ):
        Play("P p")


@pytest.mark.parametrize(
    "text, message",
    [
        ("K k", r"no pair of generals"),
        ("R C", r"a red chariot and a red cannon differ in rank"),
        ("P P P p", r"four cards are a play only as tứ tử, four soldiers of one colour"),
        ("P P P P P p", r"a play has one, two or three cards"),
        ("", r"lay one, two or three cards"),
    ],
)
def test_other_non_plays_teach_why(text, message):
    """Other non-plays name the reason."""
    with pytest.raises(IllegalPlayError, match=message):
        Play(text)


def test_tu_tu_and_ngu_tu_are_plays():
    """Four or five soldiers of one colour are the declared plays tứ tử and ngũ tử."""
    assert Play("P P P P").kind is Kind.TU_TU
    assert Play("p p p p p").kind is Kind.NGU_TU
    assert Play("p p p p p").name_en == "five black soldiers (ngũ tử)"
    assert Play("p p p p").name("vi") == "bốn tốt đen (tứ tử)"


def test_play_names_and_identity():
    """Plays have English and Vietnamese names, evaluate back from repr and are shared values."""
    assert Play("R R").name_en == "pair of red chariots"
    assert Play("R R").name_vi == "đôi Xe đỏ"
    assert Play("k a e").name_en == "black general–advisor–elephant"
    assert Play("R C H").name_vi == "Xe–Pháo–Mã đỏ"
    assert Play("xe hồng, pháo hồng, mã hồng") is Play("R C H")
    assert eval(repr(Play("c c"))) == Play("c c")  # noqa: S307
    assert Play(Play("E")) is Play("E")
    assert Play("R C H").size == 3
    assert Kind.PAIR.size == 2 and Kind.TRIPLE.name_vi == "ba"


# -- comparison ------------------------------------------------------------------------------
def test_pairs_compare_by_rank_then_colour():
    """Red chariots beat red cannons and black chariots; black chariots beat red cannons."""
    assert Play("R R").beats(Play("C C"))
    assert Play("R R").beats("r r")
    assert Play("r r").beats("C C")
    assert not Play("C C").beats("r r")
    assert not Play("R R").beats("R R")


def test_triples_compare():
    """Tướng–Sĩ–Tượng beats Xe–Pháo–Mã whatever the colours; within one triple red beats black."""
    order = [Play(t) for t in ("r c h", "R C H", "k a e", "K A E")]
    for i, weaker in enumerate(order):
        for stronger in order[i + 1 :]:
            assert stronger.beats(weaker)
            assert not weaker.beats(stronger)
    assert Play("k a e").beats("R C H")


def test_singles_compare_like_cards():
    """Singles compare exactly as the cards do."""
    for a in CARDS:
        for b in CARDS:
            assert Play([a]).beats(Play([b])) == (a > b)


def test_plays_of_different_kinds_are_never_compared():
    """Comparing a pair with a single (or a triple with a pair) is an error, not False."""
    with pytest.raises(IllegalPlayError, match="are never compared: only plays of the same kind are"):
        Play("R R").beats(Play("K"))
    with pytest.raises(IllegalPlayError):
        Play("K A E").beats("R R")
    with pytest.raises(IllegalPlayError, match="never compared"):
        why_beats("R R", "K")


def test_why_beats_explains_rank_before_colour():
    """why_beats says that rank comes first, and that colour settles equal ranks."""
    assert why_beats("e", "C") == "an elephant outranks a cannon; rank comes first, and colour only settles equal ranks"
    assert why_beats("R", "r") == "both are chariots, and of the same rank red beats black"
    assert why_beats("K A E", "R C H") == "Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, whatever the colours"
    assert why_beats("R C H", "r c h") == "both are Xe–Pháo–Mã, and of the same kind red beats black"
    assert why_beats("R R", "R R") == "the two plays are equal"
    assert why_beats("C C", "R R").startswith("a pair of red cannons does not beat a pair of red chariots")


def test_why_beats_has_no_brackets():
    """why_beats never uses brackets, so a caller may put its reason in brackets without nesting them."""
    plays = list(ALL_PLAYS)
    for a in plays:
        for b in plays:
            if a.kind is b.kind:
                reason = why_beats(a, b)
                assert "(" not in reason and ")" not in reason, (a, b, reason)


# -- golden counts ------------------------------------------------------------------------------
def test_all_plays_golden_counts():
    """14 singles, 12 pairs (no pair of generals), 4 triples, 2 tứ tử and 2 ngũ tử."""
    counts = Counter(p.kind for p in ALL_PLAYS)
    assert counts == {Kind.SINGLE: 14, Kind.PAIR: 12, Kind.TRIPLE: 4, Kind.TU_TU: 2, Kind.NGU_TU: 2}
    assert len(ALL_PLAYS) == 34
    assert len(set(ALL_PLAYS)) == 34
    assert [str(p) for p in ALL_PLAYS[:2]] == ["p", "P"]
    assert str(ALL_PLAYS[-1]) == "P P P P P"


def _distinct_multisets(counts, k):
    """Counts the k-card multisets of a multiset by the generating function Π(1 + x + … + x^c)."""
    poly = [1]
    for c in counts:
        new = [0] * (len(poly) + c)
        for i, a in enumerate(poly):
            for j in range(c + 1):
                new[i + j] += a
        poly = new
    return poly[k] if k < len(poly) else 0


@pytest.mark.parametrize(
    "hand, k, expected",
    [
        ("K A A E R R c p", 1, 6),
        ("K A A E R R c p", 2, 17),
        ("K A A E R R c p", 3, 30),
        ("P P P P P p p p", 3, 4),
        ("K k A a E e R r", 8, 1),
    ],
)
def test_distinct_lays_golden(hand, k, expected):
    """The number of distinct ways to lay k cards (copies are interchangeable) is fixed."""
    found = lays(hand, k)
    assert len(found) == expected
    assert len(set(found)) == len(found)
    assert _distinct_multisets(Hand(hand).counts().values(), k) == expected
    assert all(len(h) == k for h in found)


def test_plays_in_a_hand():
    """plays_in lists the distinct plays of one kind a hand can make, strongest first."""
    hand = "K A A E R R C H c p"
    assert [str(p) for p in plays_in(hand, Kind.PAIR)] == ["A A", "R R"]
    assert [str(p) for p in plays_in(hand, Kind.TRIPLE)] == ["K A E", "R C H"]
    assert len(plays_in(hand, Kind.SINGLE)) == 8
    assert plays_in(hand, Kind.TU_TU) == []
    assert [str(p) for p in plays_in("P P P P P", Kind.TU_TU)] == ["P P P P"]


def test_play_errors_are_tamcuc_errors():
    """Bad cards inside a play raise a TamCucError, not another exception."""
    with pytest.raises(TamCucError):
        Play("R Z")

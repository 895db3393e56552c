"""Shared wording (tamcuc.wording): the one home for articles, plurals, ordinals, signs, card labels and names."""

import pytest

from tamcuc import RulesError, wording
from tamcuc.cards import Card


def test_default_names_follow_the_book():
    """Two players are An and Bình, three add Chi, four add Dũng; seats keep their names."""
    assert wording.names(2) == ("An", "Bình")
    assert wording.names(3) == ("An", "Bình", "Chi")
    assert wording.names(4) == ("An", "Bình", "Chi", "Dũng")
    assert [wording.name(s) for s in range(4)] == list(wording.names(4))
    assert wording.name(1, ["Lan", "Minh"]) == "Minh"
    assert wording.labeller(None)(2) == "Chi" and wording.labeller(["x", "y"])(1) == "y"
    with pytest.raises(RulesError, match="played by 2, 3 or 4 players"):
        wording.names(5)
    with pytest.raises(RulesError, match="seats are numbered"):
        wording.name(4)


@pytest.mark.parametrize("word, phrase", [("elephant", "an elephant"), ("advisor", "an advisor"),
                                          ("chariot", "a chariot"), ("soldier", "a soldier")])
def test_articles(word, phrase):
    """The indefinite article goes by the first letter."""
    assert wording.a(word) == phrase


def test_counts_ordinals_signs_and_lists():
    """Counts agree in number; ordinals, signs and lists read as English."""
    assert (wording.count(1, "card"), wording.count(0, "card"), wording.count(2, "trick")) == ("1 card", "0 cards", "2 tricks")
    assert [wording.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
    assert (wording.ordinal_word(1), wording.ordinal_word(8), wording.ordinal_word(40)) == ("first", "eighth", "40th")
    assert (wording.signed(3), wording.signed(-8), wording.signed(0)) == ("+3", "-8", "0")
    assert wording.join(["An"]) == "An" and wording.join(["An", "Bình", "Chi"]) == "An, Bình and Chi"
    assert wording.capitalise("đè beats it") == "Đè beats it"


def test_card_labels():
    """A card is named in Vietnamese with the English in brackets; a group says how many."""
    assert wording.card_label(Card.parse("R")) == "Xe đỏ (red chariot)"
    assert wording.cards_label([Card.parse("R"), Card.parse("p")]).startswith("2 cards: Xe đỏ (red chariot), ")
    assert wording.cards_label([], "empty") == "empty: no cards"

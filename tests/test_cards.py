"""Cards: deck composition, notation, names and the order of RULES.md §1–2."""

from collections import Counter

import pytest

from tamcuc.cards import CARDS, Card, Colour, Hand, Rank, as_cards, deck, parse_cards
from tamcuc.errors import IllegalPlayError, NotationError, TamCucError

# RULES.md §1: rank, Vietnamese name, Hán, copies per colour, red code.
TABLE = [
    (Rank.GENERAL, "Tướng", "將", 1, "K"),
    (Rank.ADVISOR, "Sĩ", "士", 2, "A"),
    (Rank.ELEPHANT, "Tượng", "象", 2, "E"),
    (Rank.CHARIOT, "Xe", "車", 2, "R"),
    (Rank.CANNON, "Pháo", "砲", 2, "C"),
    (Rank.HORSE, "Mã", "馬", 2, "H"),
    (Rank.SOLDIER, "Tốt", "卒", 5, "P"),
]


# -- the deck ---------------------------------------------------------------------------
def test_deck_has_32_cards_16_per_colour():
    """The full deck is 32 cards, 16 of each colour."""
    cards = deck()
    assert len(cards) == 32
    by_colour = Counter(c.colour for c in cards)
    assert by_colour == {Colour.RED: 16, Colour.BLACK: 16}


@pytest.mark.parametrize("rank, vi, han, copies, code", TABLE)
def test_rank_table(rank, vi, han, copies, code):
    """Each rank has the name, Hán character, copies and code of RULES.md §1."""
    assert rank.name_vi == vi
    assert rank.han == han
    assert rank.copies == copies
    assert rank.code == code
    cards = deck()
    assert cards.count(Card(rank, Colour.RED)) == copies
    assert cards.count(Card(rank, Colour.BLACK)) == copies
    assert Card(rank, Colour.RED).code == code
    assert Card(rank, Colour.BLACK).code == code.lower()
    assert Card(rank, Colour.BLACK).han == han


def test_rank_index_and_strength():
    """The bắt cái count runs Tướng 0 … Tốt 6; strength runs the other way."""
    assert [r.index for r in Rank] == list(range(7))
    assert [r.strength for r in Rank] == [6, 5, 4, 3, 2, 1, 0]
    assert [r.name_en for r in Rank] == ["general", "advisor", "elephant", "chariot", "cannon", "horse", "soldier"]


def test_cards_are_the_14_distinct_cards_weakest_first():
    """CARDS lists the 14 distinct cards from the black soldier to the red general."""
    assert len(CARDS) == 14
    assert "".join(c.code for c in CARDS) == "pPhHcCrReEaAkK"
    assert [c.strength for c in CARDS] == list(range(14))
    assert set(deck()) == set(CARDS)


@pytest.mark.parametrize(
    "code, folk",
    [
        ("K", "tướng ông"),
        ("k", "tướng bà"),
        ("A", "sĩ điều"),
        ("E", "tượng hồng"),
        ("e", "tượng thâm"),
        ("R", "xe đỏ"),
        ("c", "pháo đen"),
        ("H", "mã đỏ"),
        ("p", "tốt đen"),
    ],
)
def test_folk_names(code, folk):
    """The folk names of RULES.md §1; the other cards go by piece and colour."""
    assert Card.parse(code).folk_name == folk


def test_names_of_a_card():
    """A card has a code, Vietnamese and English names and a colour test."""
    card = Card.parse("R")
    assert (card.code, card.name_vi, card.name_en, card.is_red) == ("R", "Xe đỏ", "red chariot", True)
    black = Card.parse("p")
    assert (black.name_vi, black.name_en, black.is_red) == ("Tốt đen", "black soldier", False)


# -- parsing ----------------------------------------------------------------------------
@pytest.mark.parametrize("card", CARDS, ids=str)
def test_parse_code_str_and_repr_round_trip(card):
    """Card.parse(str(c)) == c and repr evaluates back to the same card."""
    assert Card.parse(card.code) is card
    assert Card.parse(str(card)) == card
    assert eval(repr(card)) == card  # noqa: S307 - repr is documented to evaluate back
    assert Card.parse(card.name_vi) == card
    assert Card.parse(card.name_en) == card
    assert Card.parse(card.folk_name) == card


@pytest.mark.parametrize(
    "text, code",
    [
        ("xe đỏ", "R"),
        ("Xe Đỏ", "R"),
        ("xe do", "R"),
        ("xe hồng", "R"),
        ("xe hong", "R"),
        ("  xe   hồng ", "R"),
        ("tốt đen", "p"),
        ("tot den", "p"),
        ("chốt đen", "p"),
        ("tướng ông", "K"),
        ("tuong ong", "K"),
        ("tướng bà", "k"),
        ("tuong ba", "k"),
        ("sĩ điều", "A"),
        ("si dieu", "A"),
        ("sỹ đen", "a"),
        ("tượng thâm", "e"),
        ("tịnh hồng", "E"),
        ("tinh hong", "E"),
        ("tịnh thâm", "e"),
        ("tượng đỏ", "E"),
        ("tướng đen", "k"),
        ("mã đen", "h"),
        ("ma den", "h"),
        ("pháo điều", "C"),
        ("red chariot", "R"),
        ("Black Soldier", "p"),
        ("red general", "K"),
        ("black elephant", "e"),
        ("black horse", "h"),
        ("red cannon", "C"),
        ("red advisor", "A"),
    ],
)
def test_parse_names(text, code):
    """Vietnamese names with and without diacritics, folk names and English names parse."""
    assert Card.parse(text) == Card.parse(code)


def test_parse_decomposed_unicode():
    """Names typed in decomposed Unicode (NFD) parse like composed ones."""
    import unicodedata

    assert Card.parse(unicodedata.normalize("NFD", "tượng thâm")) == Card.parse("e")


@pytest.mark.parametrize("text", ["tuong do", "tuong den", "tuong hong", "tuong tham"])
def test_tuong_without_diacritics_is_ambiguous(text):
    """'tuong' without diacritics can be Tướng or Tượng: the error says so and how to fix it."""
    with pytest.raises(NotationError, match=r"ambiguous without diacritics.*Tướng \(general\).*Tượng \(elephant\)"):
        Card.parse(text)


@pytest.mark.parametrize("text", ["Z", "xe", "red", "xe xanh", "KK", "tướng", "green chariot", "1"])
def test_parse_rejects_non_cards_with_a_teaching_message(text):
    """Unknown text raises NotationError naming the input and the accepted notations."""
    with pytest.raises(NotationError, match=r"is not a card: use a code \(K A E R C H P red"):
        Card.parse(text)


@pytest.mark.parametrize("text, stray", [("R R X", "'X'"), ("K q", "'q'"), ("Rc xe p", "'xe'")])
def test_a_stray_token_among_codes_is_named(text, stray):
    """In codes with one stray token, the error names that token (in both languages), not the whole text."""
    from tamcuc.i18n import language

    with pytest.raises(NotationError, match=f"^{stray} in '{text}' is not a card"):
        parse_cards(text)
    with language("vi"), pytest.raises(NotationError, match=f"^{stray} trong '{text}' không phải là quân bài"):
        parse_cards(text)


def test_parse_empty_and_non_text():
    """An empty string and a non-string both raise NotationError with their own message."""
    with pytest.raises(NotationError, match="empty string names no card"):
        Card.parse("   ")
    with pytest.raises(NotationError, match="a card is named by text, not by 7"):
        Card.parse(7)


def test_card_constructor_checks_its_arguments():
    """Card() takes a Rank and a Colour, and returns the one shared instance."""
    assert Card(Rank.CHARIOT, Colour.RED) is Card.parse("R")
    with pytest.raises(NotationError, match="takes a Rank and a Colour"):
        Card(Rank.GENERAL, "red")
    with pytest.raises(NotationError, match="takes a Rank and a Colour"):
        Card("K", Colour.RED)


def test_cards_are_immutable_and_picklable():
    """A card cannot be changed, and pickles back to the same card."""
    import pickle

    card = Card.parse("e")
    with pytest.raises(AttributeError):
        card.rank = Rank.GENERAL
    assert pickle.loads(pickle.dumps(card)) is card
    assert Card.from_strength(13) == Card.parse("K")


def test_errors_are_value_errors():
    """Every error class is a TamCucError and a ValueError; NotationError differs from IllegalPlayError."""
    assert issubclass(NotationError, TamCucError)
    assert issubclass(TamCucError, ValueError)
    assert not issubclass(NotationError, IllegalPlayError)
    assert not issubclass(IllegalPlayError, NotationError)


# -- lists of cards -----------------------------------------------------------------------
def test_parse_cards_codes():
    """parse_cards reads codes separated by spaces or run together, strongest first."""
    assert parse_cards("R R c") == Hand([Card.parse("R"), Card.parse("R"), Card.parse("c")])
    assert parse_cards("c R R") == parse_cards("RRc")
    assert str(parse_cards("p K e C")) == "K e C p"
    assert parse_cards("") == Hand()


def test_parse_cards_comma_lists_and_single_names():
    """Names are separated by commas; a single name needs none."""
    assert str(parse_cards("xe hồng, tốt đen")) == "R p"
    assert str(parse_cards("tuong ong, tinh tham, red horse")) == "K e H"
    assert str(parse_cards("R, c")) == "R c"
    assert str(parse_cards("tướng bà")) == "k"


def test_parse_cards_rejects_bad_text():
    """A list holding a non-card raises NotationError."""
    with pytest.raises(NotationError):
        parse_cards("R R x")
    with pytest.raises(NotationError):
        parse_cards("xe hồng, xe xanh")
    with pytest.raises(NotationError, match="takes text"):
        parse_cards(["R"])


def test_hand_str_repr_and_arithmetic():
    """A Hand prints as codes, evaluates back from repr, adds and subtracts as a multiset."""
    hand = Hand("c R p R")
    assert str(hand) == "R R c p"
    assert eval(repr(hand)) == hand  # noqa: S307
    assert str(hand - "R p") == "R c"
    assert str(hand + "K") == "K R R c p"
    assert hand.counts()[Card.parse("R")] == 2
    with pytest.raises(IllegalPlayError, match=r"K \(red general\) is not in 'R R c p'"):
        hand - "K"


def test_as_cards_accepts_many_forms():
    """as_cards takes a card, text, or an iterable of cards and names."""
    r = Card.parse("R")
    assert as_cards(r) == [r]
    assert as_cards("R c") == [r, Card.parse("c")]
    assert as_cards([r, "xe đen"]) == [r, Card.parse("r")]
    with pytest.raises(NotationError, match="neither text nor a collection of cards"):
        as_cards(3)


# -- order (RULES.md §2) -------------------------------------------------------------------
def test_black_elephant_beats_red_cannon():
    """Rank comes first: the black elephant beats the red cannon."""
    assert Card.parse("e") > Card.parse("C")
    assert Card.parse("tượng thâm") > Card.parse("pháo đỏ")


def test_red_general_highest_black_soldier_lowest():
    """The red general is the highest card and the black soldier the lowest."""
    assert max(deck()) == Card.parse("K")
    assert min(deck()) == Card.parse("p")


def test_colour_only_between_equal_ranks():
    """Red beats black of the same rank; any higher rank beats any lower whatever the colours."""
    for a in CARDS:
        for b in CARDS:
            if a.rank is b.rank:
                assert (a > b) == (a.is_red and not b.is_red)
            else:
                assert (a > b) == (a.rank.strength > b.rank.strength)
    assert Card.parse("k") > Card.parse("A")
    assert Card.parse("h") > Card.parse("P")


def test_comparison_with_non_cards_is_unsupported():
    """Comparing a card with something else raises TypeError; equality is simply False."""
    with pytest.raises(TypeError):
        Card.parse("K") < 3  # noqa: B015
    assert Card.parse("K") != "K"


# -- Vietnamese names as people type them (issue 14) -----------------------------------------

import unicodedata  # noqa: E402

from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import tamcuc as tc  # noqa: E402
from tamcuc.plays import Play  # noqa: E402

_NFD = lambda text: unicodedata.normalize("NFD", text)  # noqa: E731


@pytest.mark.parametrize("text, code", [
    ("xe đỏ", "R"), ("xe do", "R"), (_NFD("xe đỏ"), "R"), ("XE ĐỎ", "R"), (_NFD("XE ĐỎ"), "R"), ("Xe Đỏ", "R"),
    ("tốt đen", "p"), ("tot den", "p"), ("TOT DEN", "p"), ("chốt đỏ", "P"),
    ("tướng ông", "K"), ("tuong ong", "K"), ("tướng bà", "k"), ("TUONG BA", "k"), ("sĩ điều", "A"), ("si dieu", "A"),
    ("tượng hồng", "E"), ("tượng thâm", "e"), (_NFD("tượng thâm"), "e"), ("tịnh hồng", "E"), ("tinh tham", "e"),
    ("sỹ đen", "a"), ("mã đỏ", "H"), ("ma den", "h"), ("pháo đen", "c"), ("phao do", "C"), ("  xe   đỏ  ", "R"),
])
def test_vietnamese_names_parse_in_every_spelling(text, code):
    """Vietnamese names parse with or without diacritics, in NFC or NFD, in any case (folk names too)."""
    assert Card.parse(text).code == code


def _spellings(card: Card) -> list:
    """Returns the Vietnamese ways to name ``card``: piece word and colour word, and its folk name."""
    pieces = {"K": ["tướng"], "A": ["sĩ", "sỹ"], "E": ["tượng", "tịnh"], "R": ["xe"], "C": ["pháo"], "H": ["mã"],
              "P": ["tốt", "chốt"]}[card.rank.code]
    colours = ["đỏ", "hồng"] if card.is_red else ["đen", "thâm"]
    return [f"{p} {c}" for p in pieces for c in colours] + [card.folk_name]


@given(card=st.sampled_from(CARDS), data=st.data(), upper=st.booleans(), nfd=st.booleans(), bare=st.booleans())
def test_any_spelling_of_any_card_parses_back(card, data, upper, nfd, bare):
    """Every Vietnamese spelling of every card, upper or lower case, NFC or NFD, names that card.

    Without diacritics "tuong …" is ambiguous (Tướng or Tượng) and says so; every other bare spelling parses.
    """
    text = data.draw(st.sampled_from(_spellings(card)))
    if upper:
        text = text.upper()
    if bare:
        text = tc.i18n.fold(text)
    if nfd:
        text = unicodedata.normalize("NFD", text)
    if bare and text.startswith("tuong") and text not in ("tuong ong", "tuong ba"):
        with pytest.raises(NotationError, match="ambiguous"):
            Card.parse(text)
    else:
        assert Card.parse(text) is card


def test_vietnamese_names_make_hands_and_plays():
    """Comma-separated Vietnamese names, in any spelling, make hands and plays."""
    assert str(parse_cards(_NFD("xe đỏ, XE DO"))) == "R R"
    assert Play("xe hồng, pháo hồng, mã hồng") == Play("R C H")
    assert Play(_NFD("TỐT ĐEN, tot den")) == Play("p p")


def test_parse_errors_speak_the_current_language():
    """An unreadable name is refused in the current language, naming the input."""
    with tc.language("vi"):
        with pytest.raises(NotationError, match="'xe xanh' không phải là quân bài"):
            Card.parse("xe xanh")
        with pytest.raises(NotationError, match="không rõ nghĩa khi viết không dấu"):
            Card.parse("tuong do")
    with pytest.raises(NotationError, match="'xe xanh' is not a card"):
        Card.parse("xe xanh")

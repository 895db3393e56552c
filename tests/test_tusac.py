"""Tests of tamcuc.tusac (Tứ Sắc deck, notation, melds, analyser, lệnh), its pictures and its quiz kinds.

Hand-made cases come from the project's Tứ Sắc source,
source [T] of RULES.md ("the source" below), section by section.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tamcuc import tusac as ts
from tamcuc.cards import Rank
from tamcuc.errors import NotationError, RulesError
from tamcuc.tusac import Hand, MeldKind, analyse, meld_kind

# -- the deck (source: "7 đạo quân … mỗi đạo quân có 16 lá chia đều ra 4 màu … Mỗi màu có 28 lá … 112 lá") --


def test_the_deck_has_112_cards_28_per_colour_16_per_piece():
    """The deck: 7 pieces × 4 colours × 4 copies; 28 cards per colour and 16 per piece, as the source counts."""
    d = ts.deck()
    assert len(d) == 112
    assert Counter(c.colour for c in d) == {c: 28 for c in ts.Colour}
    assert Counter(c.rank for c in d) == {r: 16 for r in Rank}
    assert set(Counter(d).values()) == {4}


def test_pieces_are_the_tam_cuc_ranks_and_colours_are_four_others():
    """The pieces are Tam Cúc's Rank (same names, codes, Hán); the colours are Tứ Sắc's own four."""
    card = ts.Card.parse("Rx")
    assert card.rank is Rank.CHARIOT and card.han == Rank.CHARIOT.han
    assert [c.name_vi for c in ts.Colour] == ["xanh", "vàng", "trắng", "đỏ"]
    assert card.name_vi == "Xe xanh" and card.name_en == "green chariot"


def test_cards_have_no_order():
    """Nothing beats anything in Tứ Sắc: comparing two cards is a TypeError, not an answer."""
    with pytest.raises(TypeError):
        ts.Card.parse("Rd") < ts.Card.parse("Rx")


# -- notation ----------------------------------------------------------------------------------------------


def test_notation_round_trips_with_repeats_commas_case_and_d_stroke():
    """'2Rx' repeats a card, commas separate like spaces, case is free, and 'đ' is đỏ; str() writes it back."""
    assert str(Hand("2Rx Cx, Hx")) == "Rx Rx Cx Hx"
    assert Hand("rX pđ") == Hand("Rx Pd")
    assert str(ts.parse_hand(str(ts.deck()))) == str(ts.deck())
    assert Hand("") == Hand()


@pytest.mark.parametrize(
    "text, teaches",
    [
        ("R", "has no colour"),
        ("Rx R", "unlike in Tam Cúc"),
        ("Zx", "'Z' is not a piece"),
        ("Rq", "'q' is not a colour"),
        ("5Rx", "only 4 of each piece"),
        ("Rx Rx Rx Rx Rx", "more than the deck holds"),
        ("2Rx 3Rx", "four copies of each piece in each colour"),
        ("Rxx", "then the colour letter"),
        ("xe đỏ", "written in codes, not names: Xe is .R."),
        ("Pháo", "in codes"),
    ],
)
def test_bad_notation_is_a_notation_error_that_teaches(text, teaches):
    """Unreadable hands raise NotationError (a ValueError) naming the input and saying how to write it."""
    with pytest.raises(NotationError, match=teaches) as err:
        ts.parse_hand(text)
    assert isinstance(err.value, ValueError)


def test_card_parse_reads_exactly_one_card():
    """Card.parse reads one code; more, none, or a non-string are NotationErrors."""
    assert ts.Card.parse(" Kd ") == ts.Card(Rank.GENERAL, ts.Colour.DO)
    for bad in ("Rx Cx", "", 3):
        with pytest.raises(NotationError):
            ts.Card.parse(bad)
    with pytest.raises(NotationError, match="parse_hand"):
        ts.parse_hand(["Rx"])


# -- melds (source: "Chẵn", "Lẻ", "Rác") -----------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, kind",
    [
        ("Rx Rx", MeldKind.PAIR),  # "Từ 2 đến 4 lá bài giống nhau và cùng màu"
        ("Cv Cv Cv", MeldKind.KHAP),  # "Ba lá bài giống nhau mà cùng màu được gọi là khạp"
        ("Ht Ht Ht Ht", MeldKind.QUAN),  # "Bốn lá … gọi là quan hay quằn"
        ("Px Pv Pd", MeldKind.SOLDIERS),  # "quân Tốt (Chốt) có thể từ 3 đến 4 lá bài khác màu"
        ("Px Pv Pt Pd", MeldKind.SOLDIERS),
        ("Kd", MeldKind.GENERAL),  # "Tướng có từ 1 đến 4 lá bài"
        ("Kd Kd", MeldKind.PAIR),
        ("Kx Ax Ex", MeldKind.LE),  # "Bộ ba Tướng – Sĩ – Tượng, Xe – Pháo – Mã cùng màu"
        ("Rt Ct Ht", MeldKind.LE),
        ("Rx Rd", None),  # identical pieces of two colours: only soldiers mix colours
        ("Px Pv", None),  # mixed soldiers start at three
        ("Pd Pd Px", None),  # with soldiers_all_different, every colour must differ
        ("Rx Cv Hx", None),  # a lẻ is one colour
        ("Ax Ex Rx", None),  # not one of the two lẻ
        ("Ad", None),  # only a general stands alone
        ("Rx Rx Cx Hx", None),
        ("", None),
    ],
)
def test_meld_kinds_follow_the_source(cards, kind):
    """meld_kind gives the source's chẵn and lẻ, and None for anything else."""
    assert meld_kind(cards) is kind
    if kind is not None:
        assert kind.is_chan == (kind is not MeldKind.LE)


def test_mixed_soldiers_reading_is_a_rules_field():
    """soldiers_all_different=False (the other reading of "khác màu") accepts any mix of two colours or more."""
    loose = ts.TuSacRules(soldiers_all_different=False)
    assert meld_kind("Pd Pd Px", loose) is MeldKind.SOLDIERS
    assert meld_kind("Pd Pd Px Pv", loose) is MeldKind.SOLDIERS
    assert meld_kind("Pd Pd Pd", loose) is MeldKind.KHAP
    assert analyse("Pd Pd Px Pv", loose).best.rac_count == 0


# -- bài bụng (source: "Bài bụng") ------------------------------------------------------------------------


@pytest.mark.parametrize("hand, extra", [("Rx Rx Cx Hx", "Rx"), ("Rx Cx Cx Hx", "Cx"), ("Rx Cx Hx Hx", "Hx")])
def test_bai_bung_keeps_the_le_and_one_card_is_rac(hand, extra):
    """Xe–Xe–Pháo–Mã and its siblings: the best sorting keeps Xe–Pháo–Mã and leaves the doubled card as rác.

    The source: the sound way is to keep the lẻ; using the pair instead leaves Pháo and Mã as rác, and
    "tề bài" throws out the extra Xe to keep the lẻ.
    """
    a = analyse(hand, slack=1)
    assert str(a.best) == f"[Rx Cx Hx] rác: {extra}"
    assert a.fewest_rac == 1 and len(a.optimal) == 1
    pair_way = [x for x in a.arrangements if x is not a.best]
    assert len(pair_way) == 1
    assert [m.kind for m in pair_way[0].melds] == [MeldKind.PAIR]
    assert pair_way[0].rac_count == 2


def test_bai_bung_with_soldiers():
    """The source's sibling "đôi Tốt cùng màu và hai con Tốt khác màu": three mixed Tốt beat the pair."""
    a = analyse("Pd Pd Px Pv", slack=1)
    assert str(a.best) == "[Px Pv Pd] rác: Pd"
    assert [str(x) for x in a.arrangements] == ["[Px Pv Pd] rác: Pd", "[Pd Pd] rác: Px Pv"]


@pytest.mark.parametrize("hand", ["Kv Av Av Ev", "Kv Av Ev Ev"])
def test_bai_bung_with_general_advisor_elephant_ties(hand):
    """Tướng–Sĩ–Sĩ–Tượng and Tướng–Sĩ–Tượng–Tượng (the source's last siblings): the lẻ and the pair both leave one rác.

    Because a Tướng alone is already a chẵn, the analyser finds two ways with one rác each; the one
    with more melds (Tướng alone + the pair) is listed first.
    """
    a = analyse(hand)
    assert a.fewest_rac == 1
    assert len(a.optimal) == 2
    assert {m.kind for m in a.best.melds} == {MeldKind.GENERAL, MeldKind.PAIR}
    assert [m.kind for m in a.optimal[1].melds] == [MeldKind.LE]


def test_a_general_is_never_rac():
    """"Tướng có từ 1 đến 4 lá": a lone Tướng is a chẵn, so generals never end up in rác."""
    a = analyse("Kx Kv Kt Kd Ax", slack=2)
    assert all(c.rank is not Rank.GENERAL for x in a.arrangements for c in x.rac)
    assert str(a.best) == "[Kx] [Kv] [Kt] [Kd] rác: Ax"


def test_a_dealt_quan_stays_whole_unless_the_rules_say_otherwise():
    """A quan dealt to you is laid down as it is (the source); quan_stays_whole=False lets a lẻ borrow one."""
    assert str(analyse("4Rx Cx Hx").best) == "[Rx Rx Rx Rx] rác: Cx Hx"
    free = ts.TuSacRules(quan_stays_whole=False)
    assert str(analyse("4Rx Cx Hx", free).best) == "[Rx Rx Rx] [Rx Cx Hx]"


# -- lệnh (source: "Cách tính điểm") ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, exposed, lenh",
    [
        ("Rx Rx", False, 0),  # "Đôi: không được lệnh nào"
        ("Kd", False, 1),  # "Tướng: 1 lệnh"
        ("Rx Cx Hx", True, 1),  # "3 con đã khui (Xe-Pháo-Mã, …): 1 lệnh"
        ("Kx Ax Ex", True, 1),
        ("Cv Cv Cv", True, 1),  # "ba con cùng màu"
        ("Px Pv Pd", True, 1),  # "ba con chốt khác màu"
        ("Ht Ht Ht Ht", True, 6),  # "4 con đã khui: 6 lệnh"
        ("Cv Cv Cv", False, 3),  # "Khạp (còn trên tay): 3 lệnh"
        ("Ht Ht Ht Ht", False, 8),  # "Quằn (còn trên tay): 8 lệnh"
        ("Px Pv Pt Pd", False, 2),  # "4 con chốt khác màu: 2 lệnh"
    ],
)
def test_lenh_of_each_meld_is_the_sources_table(cards, exposed, lenh):
    """Meld.lenh gives the source's table row for the meld, laid down (khui) or still in the hand."""
    hand = Hand(cards)
    assert ts.Meld(meld_kind(hand), hand, exposed).lenh() == lenh


def test_open_lenh_points_are_rules_fields():
    """Points the source leaves open (a lẻ in the hand, a Tướng inside a meld) follow their fields."""
    le, gen_pair = Hand("Kx Ax Ex"), Hand("Kd Kd")
    assert ts.Meld(MeldKind.LE, le).lenh() == 1
    assert ts.Meld(MeldKind.LE, le).lenh(ts.TuSacRules(lenh_le=2)) == 2
    bonus = ts.TuSacRules(general_bonus_in_melds=True)
    assert ts.Meld(MeldKind.LE, le).lenh(bonus) == 2
    assert ts.Meld(MeldKind.PAIR, gen_pair).lenh(bonus) == 2


def test_going_out_adds_three_and_a_quan_finish_doubles():
    """"người tới còn được cộng thêm 3 lệnh"; "Nếu tới quan … số lệnh sẽ được gấp đôi"; rác cannot go out."""
    best = analyse("Rx Cx Hx Kd 3Pv").best
    assert best.is_out and best.lenh == 1 + 1 + 3
    assert best.score() == 8
    assert best.score(by_quan=True) == 16
    assert best.score(ts.TuSacRules(quan_doubles=False), by_quan=True) == 8
    with pytest.raises(RulesError, match="rác"):
        analyse("Rx Cx").best.score()


# -- dealing (source: "Chia bài") ------------------------------------------------------------------------


def test_deal_gives_twenty_each_the_dealer_one_more_and_a_pile():
    """Five at a time to 20 each, one more for the dealer, the rest face down (nọc): 20 + 20 + 20 + 21 + 31 = 112."""
    hands, pile = ts.deal(seed=7, dealer=2)
    assert [len(h) for h in hands] == [20, 20, 21, 20]
    assert len(pile) == 31
    assert Counter(c for h in hands for c in h) + Counter(pile) == Counter(ts.deck())
    assert ts.deal(ts.SOURCE, 7, 2) == (hands, pile)
    assert ts.deal(seed=8, dealer=2) != (hands, pile)
    two, pile2 = ts.deal(ts.TuSacRules(players=2), seed=7)
    assert [len(h) for h in two] == [21, 20] and len(pile2) == 71


def test_bad_rules_and_arguments_are_errors_that_name_them():
    """Unknown fields, wrong types and impossible values raise RulesError naming the setting."""
    with pytest.raises(RulesError, match="no field 'lenh_pairs'"):
        ts.SOURCE.replace(lenh_pairs=1)
    with pytest.raises(RulesError, match="lenh_khap"):
        ts.TuSacRules(lenh_khap="3")
    with pytest.raises(RulesError, match="quan_doubles"):
        ts.TuSacRules(quan_doubles=1)
    with pytest.raises(RulesError, match="mixed_soldiers"):
        ts.TuSacRules(mixed_soldiers=(5,))
    with pytest.raises(RulesError, match="players"):
        ts.TuSacRules(players=5)
    with pytest.raises(RulesError, match="do not fit"):
        ts.TuSacRules(hand_size=30)
    with pytest.raises(RulesError, match="dealer"):
        ts.deal(seed=0, dealer=4)
    with pytest.raises(RulesError, match="slack"):
        analyse("Rx", slack=-1)


# -- properties ------------------------------------------------------------------------------------------

DECK = list(ts.deck())
hands = st.lists(st.integers(0, 111), min_size=0, max_size=21, unique=True).map(lambda ix: Hand(DECK[i] for i in ix))
small_hands = st.lists(st.integers(0, 111), min_size=0, max_size=8, unique=True).map(
    lambda ix: Hand(DECK[i] for i in ix)
)
# Hands from few card kinds, so that melds and near-melds are common.
FEW = [c for c in DECK if c.colour in (ts.Colour.XANH, ts.Colour.DO) and c.rank in (Rank.GENERAL, Rank.ADVISOR,
       Rank.ELEPHANT, Rank.CHARIOT, Rank.CANNON, Rank.HORSE)] + [c for c in DECK if c.rank is Rank.SOLDIER]
dense_hands = st.lists(st.integers(0, len(FEW) - 1), min_size=0, max_size=10, unique=True).map(
    lambda ix: Hand(FEW[i] for i in ix)
)
any_rules = st.builds(ts.TuSacRules, soldiers_all_different=st.booleans(), quan_stays_whole=st.booleans(),
                      lone_general=st.booleans())


@settings(max_examples=300, deadline=None)
@given(st.one_of(hands, dense_hands), any_rules, st.integers(0, 2))
def test_every_card_is_in_exactly_one_meld_or_in_rac(hand, rules, slack):
    """In every arrangement found, the melds' cards and the rác are exactly the hand, and every meld is a meld."""
    a = analyse(hand, rules, slack)
    for arr in a.arrangements:
        assert Counter(arr.cards()) == Counter(hand)
        for m in arr.melds:
            assert meld_kind(m.cards, rules) is m.kind
        assert arr.lenh == sum(m.lenh(rules) for m in arr.melds)
        assert a.fewest_rac <= arr.rac_count <= a.fewest_rac + slack


@settings(max_examples=300, deadline=None)
@given(st.one_of(hands, dense_hands), any_rules)
def test_the_best_has_no_fewer_melds_than_any_other_found(hand, rules):
    """The arrangement called best has the fewest rác and no fewer melds than any other arrangement found."""
    a = analyse(hand, rules)
    assert len({str(x) for x in a.arrangements}) == len(a.arrangements)
    for other in a.arrangements:
        assert a.best.rac_count <= other.rac_count
        assert len(a.best.melds) >= len(other.melds)


@settings(max_examples=200, deadline=None)
@given(st.one_of(hands, dense_hands), st.integers(0, 2))
def test_more_slack_finds_a_superset(hand, slack):
    """Allowing more rác keeps every arrangement found with less, and the best stays the best."""
    tight = {str(x) for x in analyse(hand, slack=slack).arrangements}
    loose = analyse(hand, slack=slack + 1)
    assert tight <= {str(x) for x in loose.arrangements}
    assert str(loose.best) == str(analyse(hand).best)


def _brute_fewest_rac(hand, rules) -> int:
    """Returns the fewest rác by trying every meld through the first card (slow, for small hands)."""
    cards = list(hand)
    if not cards:
        return 0
    first, rest = cards[0], cards[1:]
    best = 1 + _brute_fewest_rac(Hand(rest), rules)
    for size in range(0, 4):
        for combo in combinations(range(len(rest)), size):
            group = Hand([first] + [rest[i] for i in combo])
            if meld_kind(group, rules) is not None:
                left = Hand(c for i, c in enumerate(rest) if i not in combo)
                best = min(best, _brute_fewest_rac(left, rules))
    return best


@settings(max_examples=200, deadline=None)
@given(st.one_of(small_hands, dense_hands.filter(lambda h: len(h) <= 8)), any_rules)
def test_fewest_rac_matches_a_brute_force_search(hand, rules):
    """The analyser's fewest rác equals an exhaustive search over all groupings (quan rule off there)."""
    rules = rules.replace(quan_stays_whole=False)
    assert analyse(hand, rules).fewest_rac == _brute_fewest_rac(hand, rules)


# -- speed -----------------------------------------------------------------------------------------------


def test_a_random_twenty_card_hand_is_analysed_in_under_50_ms():
    """The benchmark's figure (mean ms per random 20-card hand, cold cache) is under the 50 ms target."""
    assert ts.bench(hands=60, seed=1) < 50


def test_the_bench_command_prints_ms_per_hand():
    """``python -m tamcuc.tusac --bench`` prints the time per hand; a hand argument prints its best sorting."""
    out = subprocess.run([sys.executable, "-m", "tamcuc.tusac", "--bench", "--hands", "30"], capture_output=True,
                         text=True, check=True).stdout
    assert "ms per random 20-card hand" in out
    out = subprocess.run([sys.executable, "-m", "tamcuc.tusac", "Rx Rx Cx Hx"], capture_output=True, text=True,
                         check=True).stdout
    assert out.splitlines()[0] == "[Rx Cx Hx] rác: Rx"


# -- pictures --------------------------------------------------------------------------------------------


def test_each_colour_has_its_own_word_and_mark_for_black_and_white():
    """Every card names its colour in words and has a shape of its own, so colour is never the only clue."""
    from tamcuc.tusac import drawing as dt

    svgs = {c: dt.card_svg(ts.Card(Rank.CANNON, c)) for c in ts.Colour}
    for colour, svg in svgs.items():
        assert dt.WORD[colour] in svg
        assert f'aria-label="Pháo {colour.name_vi} (' in svg
    marks = {dt._mark(c) for c in ts.Colour}
    assert len(marks) == 4
    assert dt.card_svg("Rx") == dt.card_svg("Rx")


def test_every_colour_draws_its_character_solid_and_dark():
    """The character is a filled dark shape in every colour: trắng (white) is solid dark grey, not a hollow outline."""
    import re

    from tamcuc.tusac import drawing as dt

    for colour in ts.Colour:
        svg = dt.card_svg(ts.Card(Rank.CHARIOT, colour))
        fills = re.findall(r'<path transform="[^"]*" fill="(#[0-9a-f]{6})"( stroke=)?', svg)
        assert len(fills) == 1 and not fills[0][1], f"{colour.name_vi}: the character should be one filled path"
        red, green, blue = (int(fills[0][0][i:i + 2], 16) for i in (1, 3, 5))
        luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        assert luminance < 120, f"{colour.name_vi}: the character's ink {fills[0][0]} is too pale"


def test_an_analysis_draws_its_melds_and_rac_in_labelled_frames():
    """An Analysis in a notebook shows the hand, then chẵn (solid), lẻ (dashed) and rác (dotted) frames."""
    html = analyse("Rx Rx Cx Hx Kd Pv Pt Pd")._repr_html_()
    pictures = html.count('<svg xmlns="http://www.w3.org/2000/svg" width=')  # not the Hán glyphs inside cards
    assert pictures == 2 + 4  # the hand (8 cards: two pictures of up to 7), then 3 melds and the rác
    assert 'aria-label="rác 1 left over (Xe xanh (green chariot))"' in html
    assert "lẻ" in html and "chẵn" in html and "rác" in html
    assert 'stroke-dasharray="6 3"' in html and 'stroke-dasharray="1.5 2.5"' in html
    assert "Best: " in html


# -- quizzes ---------------------------------------------------------------------------------------------

KINDS = ("tusac-meld", "tusac-rac", "tusac-lenh", "tusac-both", "tusac-numbers", "tusac-bung")


@pytest.mark.parametrize("kind", KINDS)
def test_tusac_quiz_answers_are_the_engines(kind):
    """For seeds 0 … 99 the one correct choice is what the engines compute from the question's own cards."""
    from tamcuc.cards import Hand as TamCucHand
    from tamcuc.plays import Kind, Play, is_play
    from tamcuc.quiz import KINDS as REGISTERED
    from tamcuc.quiz import question

    assert REGISTERED[kind].lesson == 13
    for seed in range(100):
        q = question(kind, seed)
        right = q.choices[q.answer].label
        if kind == "tusac-meld":
            k = meld_kind(q.cards[0])
            assert right.startswith("rác" if k is None else "a chẵn" if k.is_chan else "a lẻ")
        elif kind == "tusac-rac":
            assert right == str(analyse(q.cards[0]).fewest_rac)
        elif kind == "tusac-lenh":
            cards = q.cards[0]
            exposed = "mat" in q.prompt
            assert right == str(ts.Meld(meld_kind(cards), cards, exposed).lenh())
        elif kind == "tusac-both":
            tc, t = q.cards
            assert isinstance(tc, TamCucHand) and isinstance(t, Hand)
            a = is_play(tc) and Play(tc).kind in (Kind.PAIR, Kind.TRIPLE)
            b = meld_kind(t) is not None
            assert right == {(True, True): "both", (True, False): "only Tam Cúc", (False, True): "only Tứ Sắc",
                             (False, False): "neither game"}[(a, b)]
        elif kind == "tusac-numbers":
            assert right in ("Tam Cúc", "Tứ Sắc")
            assert ("32" in q.prompt or "8 cards" in q.prompt) == (right == "Tam Cúc")
        else:
            # The source: for Xe–Xe–Pháo–Mã and the Tốt sibling, keeping the three-card meld is right;
            # with Tướng–Sĩ–Sĩ–Tượng a lone Tướng and the pair leave one rác too.
            hand = q.cards[0]
            if hand[0].rank is Rank.GENERAL:
                assert right.startswith("both")
            else:
                assert "lẻ" in right or "Tốt of different colours" in right
                assert analyse(q.choices[q.answer].cards).fewest_rac == analyse(hand).fewest_rac == 1


@pytest.mark.parametrize("kind", KINDS)
def test_tusac_quizzes_draw_tu_sac_cards(kind):
    """The quiz HTML draws the Tứ Sắc groups with Tứ Sắc card pictures (and Tam Cúc groups with Tam Cúc ones)."""
    from tamcuc.quiz import quiz

    html = quiz(kind, 0).html()
    assert "tusac-card" in html
    assert "Tứ Sắc card" in html or "Tứ Sắc" in html


@pytest.mark.parametrize("name", ["tamcuc.tusac.model", "tamcuc.tusac.drawing", "tamcuc.tusac.quizzes"])
def test_the_tusac_modules_doctests_pass(name):
    """The examples in the docstrings of the Tứ Sắc modules run and give the output they show."""
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0, result


def test_a_wrong_both_answer_is_told_which_game_it_got_right():
    """A choice of "Tam Cúc, Tứ Sắc, both or neither?" right about one game is told so in plain words, never
    "“Only Tam Cúc” is right about Tứ Sắc" (a contradiction to a child): the game it got right, what the cards are
    there, and what they are in the other, with "too" / "either" when both games agree."""
    from tamcuc.quiz import question

    claims = {"both": (True, True), "only Tam Cúc": (True, False), "only Tứ Sắc": (False, True),
              "neither game": (False, False)}
    for seed in range(40):
        q = question("tusac-both", seed)
        truth = claims[q.choices[q.answer].label]
        vi = question("tusac-both", seed, lang="vi")
        for c, c_vi in zip(q.choices, vi.choices):
            says = claims[c.label]
            right_about = [g for g, s, x in zip(("Tam Cúc", "Tứ Sắc"), says, truth) if s == x]
            if len(right_about) == 1:
                assert c.explanation.startswith(f"You are right about {right_about[0]} (")
                assert c_vi.explanation.startswith(f"Em nói đúng về {right_about[0]} (")
                assert c.explanation.endswith((" too.", " either.")) == (truth[0] == truth[1]), c.explanation
            assert "đúng với" not in c_vi.explanation, c_vi.explanation
    agree = question("tusac-both", 2, lang="vi")  # neither: rác, and no pair or triple
    assert any("cũng không phải đôi hay bộ ba" in c.explanation for c in agree.choices)


def test_identical_melds_are_counted_not_repeated():
    """A sorting with two lone Tướng of one colour says "hai tướng xanh (mỗi lá đứng riêng là một chẵn)", not
    "tướng xanh, tướng xanh", in both languages."""
    best = analyse("Kx Kx Ex Pv Pt").best
    assert best.words("vi").startswith("hai tướng xanh (mỗi lá đứng riêng là một chẵn); còn ba lá rác")
    assert best.words("en").startswith("two green Tướng (each a chẵn on its own); three rác")


def test_the_tam_cuc_deal_is_told_without_a_count_true_for_four_players_only():
    """"Tam Cúc deals 8 to every player" is true with four players only (two get 16, three get 10): the wrong
    answer to "one more for the dealer" says the deal is even, with no count."""
    from tamcuc.quiz import question

    said = {c.explanation for seed in range(30) for lang in ("en", "vi")
            for c in question("tusac-numbers", seed, lang=lang).choices if c.label == "Tam Cúc" and not c.correct}
    assert "Tam Cúc deals the cards out evenly: the dealer gets no extra card." in said
    assert "Tam Cúc chia đều cho mọi người, người làm cái không được thêm lá nào." in said
    assert not any("dealer too" in s or "cũng vậy" in s for s in said)


@pytest.mark.parametrize("bad", [42, None, 3.5, b"Rx"])
def test_a_hand_that_is_not_text_or_cards_is_named(bad):
    """A number, None or bytes given as a Tứ Sắc hand is a NotationError naming it, in both languages, never a
    bare TypeError from deep inside; analyse() says the same."""
    from tamcuc.i18n import language

    with pytest.raises(NotationError, match="a Tứ Sắc hand is text such as 'Rx Cx Hx'"):
        ts.Hand(bad)
    with language("vi"), pytest.raises(NotationError, match="bài Tứ Sắc phải là chữ"):
        ts.analyse(bad)

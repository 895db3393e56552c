"""Rules as data: presets, 3-player removals, derived facts and RulesError (RULES.md §4, §7, §9)."""

from collections import Counter

import pytest

from tamcuc.cards import Card, Hand, Rank, deck
from tamcuc.errors import RulesError
from tamcuc.rules import FOLK_KET, REMOVALS, Ket, Rules
from tamcuc.plays import Play


def test_default_rules_are_folk_for_four():
    """Rules() is the folk game for four players: bắt cái, ban, declarations, kết, ranking."""
    rules = Rules()
    assert rules == Rules.folk() == Rules.preset("folk")
    assert rules.players == 4 and rules.hand_size == 8 and len(rules.deck) == 32
    assert rules.dealer == "bat-cai" and rules.bat_cai_offset == 0
    assert rules.first_trick_ban == {Rank.GENERAL, Rank.ADVISOR}
    assert (rules.tu_tu, rules.ngu_tu) == ("keep", "seize")
    assert rules.ket == FOLK_KET
    assert (rules.ties, rules.keep, rules.scoring, rules.di_dem) == ("earlier", "own", "ranking", False)
    assert rules.calls == (1, 2, 3)


def test_folk_for_two_and_three_players():
    """Two players: 16 cards each, same ban as four; three players: ban up to Tượng, tứ tử seizes."""
    two = Rules.folk(players=2)
    assert (two.hand_size, two.first_trick_ban, two.tu_tu) == (16, frozenset({Rank.GENERAL, Rank.ADVISOR}), "keep")
    three = Rules.folk(players=3)
    assert three.first_trick_ban == {Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT}
    assert three.tu_tu == "seize"


def test_learning_preset():
    """The learning convention: 4 players, random first caller, no ban, no declarations, no bonus, pairwise,
    and a move may be taken back."""
    rules = Rules.learning()
    assert rules == Rules.preset("learning")
    assert rules.players == 4 and rules.dealer == "random"
    assert rules.first_trick_ban == frozenset()
    assert (rules.tu_tu, rules.ngu_tu, rules.ket, rules.scoring) == ("off", "off", (), "pairwise")
    assert rules.calls == (1, 2, 3)
    assert rules.undo and not Rules().undo  # the table's learning aid: taking a move back
    assert set(Rules().diff(rules)) == {"dealer", "first_trick_ban", "tu_tu", "ngu_tu", "ket", "scoring", "undo"}


@pytest.mark.parametrize(
    "removal, removed, size, hand",
    [
        ("drop-two-soldiers", "P p", 30, 10),
        ("drop-five", "K k A P p", 27, 9),
        ("drop-five-advisors", "K k A a p", 27, 9),
    ],
)
def test_three_player_removals(removal, removed, size, hand):
    """Each 3-player removal takes out its cards: 30 or 27 cards, 10 or 9 each."""
    rules = Rules.folk(players=3, removal=removal)
    assert Hand(rules.removed_cards) == Hand(removed)
    assert len(rules.deck) == size
    assert rules.hand_size == hand
    assert Counter(deck()) - Counter(rules.deck) == Counter(Hand(removed))


def test_drop_two_soldiers_is_the_default_removal():
    """Without a removal named, three players drop one red and one black soldier."""
    assert Rules.folk(players=3).removal == "drop-two-soldiers"
    assert sorted(REMOVALS) == ["drop-five", "drop-five-advisors", "drop-two-soldiers"]


def test_drop_five_advisors_leaves_five_red_soldiers():
    """Only drop-five-advisors leaves all five red soldiers, so ngũ tử can occur with three players."""
    assert Rules.folk(players=3, removal="drop-five-advisors").deck.count(Card.parse("P")) == 5
    assert Rules.folk(players=3, removal="drop-five").deck.count(Card.parse("P")) == 4
    assert Rules.folk(players=3).deck.count(Card.parse("p")) == 4


def test_removal_ignored_for_two_and_four_players():
    """A removal is a 3-player rule: with 2 or 4 players every card is dealt."""
    assert len(Rules.folk(players=4, removal="drop-five").deck) == 32
    assert Rules.folk(players=2, removal="drop-five").removed_cards == ()


@pytest.mark.parametrize(
    "changes, message",
    [
        (dict(players=5), r"players=5: Tam Cúc is played by 2, 3 or 4 players"),
        (dict(players=1), r"played by 2, 3 or 4 players"),
        (dict(players="4"), r"played by 2, 3 or 4 players"),
        (dict(removal="drop-three"), r"removal='drop-three' is not a 3-player removal; choose one of"),
        (dict(removal=[]), r"is not a 3-player removal"),
        (dict(calls=(4,)), r"calls=\(4,\): a leader calls one, two or three cards"),
        (dict(calls=(2, 3)), r"one card must always be allowed"),
        (dict(calls=()), r"a leader calls one, two or three cards"),
        (dict(calls=4), r"a leader calls one, two or three cards"),
        (dict(ties="random"), r"ties='random' is not allowed; choose one of \['earlier', 'later'\]"),
        (dict(keep="all"), r"keep='all' is not allowed"),
        (dict(scoring="points"), r"scoring='points' is not allowed"),
        (dict(dealer="oldest"), r"dealer='oldest' is not allowed"),
        (dict(bat_cai_offset=4), r"bat_cai_offset=4: the count starts at the drawer"),
        (dict(tu_tu="win"), r"tu_tu='win': a declaration is 'off', 'keep'"),
        (dict(ngu_tu=None), r"ngu_tu=None: a declaration is"),
        (dict(first_trick_ban={"queen"}), r"first_trick_ban=\{'queen'\}: give a set of Rank members"),
        (dict(ket=("p p",)), r"or a tuple of Ket rows"),
        (dict(ket=5), r"give a table's name \('seller', 'article'\) or a tuple of Ket rows"),
        (dict(ket="village"), r"no kết table called 'village'; the tables are 'seller', 'article'"),
        (dict(di_dem="yes"), r"di_dem='yes': give True or False"),
    ],
)
def test_bad_rules_values_raise_rules_error(changes, message):
    """Every bad value raises RulesError with a message naming the field and the allowed values."""
    with pytest.raises(RulesError, match=message):
        Rules(**changes)


def test_unknown_preset():
    """An unknown preset name lists the presets that exist."""
    with pytest.raises(RulesError, match=r"no preset called 'house'; the presets are \['folk', 'learning'\]"):
        Rules.preset("house")
    with pytest.raises(RulesError, match="no preset called"):
        Rules.preset(["folk"])


def test_first_trick_ban_accepts_rank_names():
    """The ban can be given as Rank members or their names."""
    assert Rules(first_trick_ban={"general"}).first_trick_ban == {Rank.GENERAL}


def test_rules_are_frozen_and_replace_checks():
    """Rules cannot be changed in place; replace() returns a checked copy."""
    rules = Rules()
    with pytest.raises(AttributeError):
        rules.players = 3
    assert rules.replace(ties="later").ties == "later"
    assert rules.ties == "earlier"
    with pytest.raises(RulesError):
        rules.replace(players=5)
    assert rules.diff(rules.replace(ties="later")) == {"ties": ("earlier", "later")}


def test_replace_players_follows_the_folk_values():
    """Changing players in replace() also changes the by-players fields still at their folk value."""
    assert Rules().replace(players=3) == Rules.folk(players=3)
    assert Rules.folk(players=3).replace(players=4) == Rules.folk(players=4)
    assert Rules.folk(players=3).replace(players=2) == Rules.folk(players=2)
    # Fields set away from the folk value stay as they were.
    assert Rules.learning().replace(players=3).first_trick_ban == frozenset()
    assert Rules.learning().replace(players=3).tu_tu == "off"
    assert Rules(tu_tu="seize").replace(players=2).tu_tu == "seize"
    assert Rules().replace(players=3, tu_tu="keep").tu_tu == "keep"


def test_calls_are_normalised():
    """calls is stored sorted and without repeats."""
    assert Rules(calls=(3, 1, 1)).calls == (1, 3)


def test_is_banned_only_in_the_first_trick():
    """is_banned is True only for the first trick and a banned rank."""
    rules = Rules()
    assert rules.is_banned(Hand("K"), first_trick=True)
    assert rules.is_banned(Hand("A A"), first_trick=True)
    assert not rules.is_banned(Hand("E E"), first_trick=True)
    assert not rules.is_banned(Hand("K"), first_trick=False)
    assert Rules.folk(players=3).is_banned(Hand("e"), first_trick=True)


def test_declaration_effect():
    """Four soldiers keep (2/4 players) or seize (3 players); five always seize in the folk rules."""
    assert Rules().declaration_effect(4) == "keep"
    assert Rules().declaration_effect(5) == "seize"
    assert Rules.folk(players=2).declaration_effect(4) == "keep"
    assert Rules.folk(players=3).declaration_effect(4) == "seize"
    assert Rules.learning().declaration_effect(5) == "off"


def test_folk_ket_table():
    """The example table: kết đôi (black soldiers) +2 / đè +4, kết ba (Xe–Pháo–Mã) +3 / đè +6."""
    rules = Rules()
    doi = rules.ket_row(Play("p p"))
    ba_red, ba_black = rules.ket_row(Play("R C H")), rules.ket_row(Play("r c h"))
    assert (doi.name, doi.bonus, doi.de_bonus) == ("kết đôi", 2, 4)
    assert ba_red is ba_black
    assert (ba_red.name, ba_red.bonus, ba_red.de_bonus) == ("kết ba", 3, 6)
    assert rules.ket_row(Play("P P")) is None
    assert rules.ket_row(Play("K A E")) is None
    assert Rules.learning().ket_row(Play("p p")) is None


def test_article_ket_table_is_black_only():
    """RULES.md §7.3: the article's reading (source [A]) asks the kết group to be black."""
    from tamcuc.rules import ARTICLE_KET, KET_TABLES, ket_table

    rules = Rules(ket="article")
    assert rules.ket == ARTICLE_KET == ket_table("article") and Rules(ket="seller").ket == FOLK_KET
    assert set(KET_TABLES) == {"seller", "article"}
    assert rules.ket_row(Play("p p")).name == "kết đôi" and rules.ket_row(Play("r c h")).name == "kết ba"
    assert rules.ket_row(Play("R C H")) is None and Rules().ket_row(Play("R C H")) is not None
    assert rules.replace(players=3).ket == ARTICLE_KET
    # Its black tứ tử is declared, never led (calls are 1-3 cards): no row could ever match it.
    assert max(Rules().calls) < 4 and rules.ket_row(Play("p p p p")) is None


def test_ket_rows_check_their_plays():
    """A kết row must name real plays and have a name."""
    row = Ket("kết tứ", ("p p p p",), bonus=4, de_bonus=8)
    assert row.matches(Play("p p p p"))
    with pytest.raises(RulesError, match=r"kết row 'bad': 'P p' is not a pair"):
        Ket("bad", ("P p",), bonus=1, de_bonus=1)
    with pytest.raises(RulesError, match="needs a name"):
        Ket("", ("p p",), bonus=1, de_bonus=1)


def test_rules_are_hashable_values():
    """Equal rules are equal and hash alike, so they can key a cache."""
    assert hash(Rules.learning()) == hash(Rules.learning())
    assert len({Rules(), Rules.folk(), Rules.learning()}) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("field, value", [
    ("tu_tu", "keep"), ("tu_tu", "seize"), ("tu_tu", "off"),
    ("first_trick_ban", frozenset({Rank.GENERAL, Rank.ADVISOR})),
    ("first_trick_ban", frozenset({Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT})),
    ("first_trick_ban", frozenset()),
])
def test_replace_never_overwrites_an_explicit_value(field, value, players):
    """A by-players field the caller chose keeps its value whatever the new number of players."""
    start = 4 if players != 4 else 3
    rules = Rules.folk(players=start, **{field: value})
    assert getattr(rules.replace(players=players), field) == value
    assert not rules.by_players(field) and rules.replace(players=players).by_players(field) is False


def test_replace_follows_players_for_fields_left_by_players():
    """A field left "by players" follows the new count, through any chain of replaces."""
    rules = Rules()
    assert rules.by_players("tu_tu") and rules.by_players("first_trick_ban")
    assert rules.replace(players=3).replace(players=2).replace(players=3) == Rules.folk(players=3)
    assert Rules(tu_tu="keep").replace(players=3).tu_tu == "keep"
    assert Rules(tu_tu="keep").replace(players=3).first_trick_ban == Rules.folk(players=3).first_trick_ban


def test_fields_table_describes_every_field():
    """rules.FIELDS has one row per Rules field, and every listed choice is accepted by Rules."""
    import dataclasses

    from tamcuc.rules import FIELDS

    names = [f.name for f in dataclasses.fields(Rules) if f.init]
    assert list(FIELDS) == names
    for row in FIELDS.values():
        assert row.meaning and row.section.startswith("§")
        for choice in row.choices:
            Rules(**{row.name: choice}) if row.name != "removal" else Rules(players=3, removal=choice)
    assert FIELDS["tu_tu"].choices == ("off", "keep", "seize")
    assert "FIELDS" in __import__("tamcuc.rules", fromlist=["x"]).__doc__


def test_rules_restated_elsewhere_are_read_from_here():
    """The sayings, the traditional removals and the declaration words are rules.py data, one per rule."""
    from tamcuc import rules as R
    from tamcuc.quiz import questions as Q
    from tamcuc.tricks import ban_message

    assert set(R.BAN_SAYINGS) == set(R.FIRST_TRICK_BAN.values())
    for players, ban in R.FIRST_TRICK_BAN.items():
        assert R.BAN_SAYINGS[ban] in ban_message("K", Rules.folk(players))
    assert set(R.TRADITIONAL_REMOVALS) < set(REMOVALS) and Q.TRADITIONAL_REMOVALS is R.TRADITIONAL_REMOVALS
    assert tuple(R.DECLARATION_WORDS) == R.DECLARATION_EFFECTS
    assert all(Q.EFFECT_LABELS[e] is R.DECLARATION_WORDS[e] for e in R.DECLARATION_EFFECTS)


@pytest.mark.parametrize("path, lang", [("book/09_house_rules.ipynb", "en"), ("book/vi/09_house_rules.ipynb", "vi")])
def test_lesson_9_quotes_the_refusal_of_five_players_word_for_word(path, lang):
    """Lesson 9 quotes what the engine answers when asked for five players; the quote is the engine's message in
    that edition's language, exactly (a teacher found "2, 3 hoặc 4" where the engine says "hai, ba hoặc bốn")."""
    import json
    from pathlib import Path

    import tamcuc as tc

    notebook = json.loads((Path(__file__).resolve().parents[1] / path).read_text(encoding="utf-8"))
    prose = " ".join("".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown")
    prose = " ".join(prose.replace("`", "").split())
    with tc.language(lang), pytest.raises(tc.RulesError) as refused:
        tc.Rules(players=5)
    assert str(refused.value) in prose

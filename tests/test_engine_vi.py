"""The engine speaks Vietnamese: every text it writes with ``lang="vi"`` (or under ``tc.language("vi")``) is Vietnamese.

Checked area by area: the grammar helpers (tamcuc.wording), card and play names,
the reasons a play is no play or loses, trick explanations, whole seeded deals
(moves, tricks, declarations, kết, scores), errors raised in the current language,
pictures (accessible names, notes, captions), replays, odds and statistics. A
Vietnamese text must use the book's words (docs/vietnamese-style.md: lượt, đôi, chui, ăn, …) and
carry no English word; the English texts are unchanged (the other test files).
"""

import re

import pytest

import tamcuc as tc
from tamcuc import wording
from tamcuc.bots import RuleBot
from tamcuc.cards import CARDS, Card, Hand
from tamcuc.draw import back_svg, card_svg, game_table_svg, hand_svg, han_svg, table_svg, trick_html, trick_svg
from tamcuc.errors import IllegalPlayError, NotationError, RulesError, SeatError, UsageError
from tamcuc.game import Game, Move
from tamcuc.odds import hand_odds, table_odds
from tamcuc.plays import ALL_PLAYS, Kind, Play, why_beats, why_not_a_play
from tamcuc.replay import Replay, replay_html
from tamcuc.rules import Rules
from tamcuc.sampling import SamplingBot
from tamcuc.stats import KetSummary, mean_ci
from tamcuc.tricks import ban_message, resolve_trick

# Words an English sentence of the engine cannot do without, and that Vietnamese never uses
# (names such as An stay: the check is case-sensitive and "an" is the English article).
ENGLISH = re.compile(
    r"\b(the|a|an|and|or|of|is|are|not|with|wins?|beats?|loses|pair|pairs|triple|cards?|tricks?|folds?|folded|"
    r"leads?|shows?|keeps?|kept|lays?|laid|calls?|declares?|soldiers?|red|black|score|place|bonus|"
    r"seat|seats|player|players|deal|hand|face|down|trick|turn|cannot|must|only)\b"
)


def english_words(text: str) -> list:
    """Returns the English words found in ``text`` (empty for a Vietnamese sentence)."""
    return ENGLISH.findall(text)


def test_the_english_finder_finds_english_and_spares_vietnamese():
    """The finder catches an English sentence and lets a Vietnamese one with the names An, Bình pass."""
    assert english_words("An wins with a pair of red chariots.")
    assert not english_words("An ăn lượt bằng đôi xe đỏ. Bình chui. Điểm: +2, hạng 1.")


# -- wording --------------------------------------------------------------------------------------


@pytest.mark.parametrize("call, vietnamese", [
    (lambda: wording.count(3, "card", "vi"), "3 quân"),
    (lambda: wording.count(1, "trick", "vi"), "1 lượt"),
    (lambda: wording.count(2, "point", "vi"), "2 điểm"),
    (lambda: wording.plural("chariot", 3, "vi"), "xe"),
    (lambda: wording.a("black elephant", "vi"), "một tượng đen"),
    (lambda: wording.number_word(2, "vi"), "hai"),
    (lambda: wording.number_word(0, "vi"), "không"),
    (lambda: wording.ordinal(1, "vi"), "thứ nhất"),
    (lambda: wording.ordinal(3, "vi"), "thứ 3"),
    (lambda: wording.ordinal_word(2, "vi"), "thứ hai"),
    (lambda: wording.ordinal_word(4, "vi"), "thứ tư"),
    (lambda: wording.join(["An", "Bình", "Chi"], lang="vi"), "An, Bình và Chi"),
    (lambda: wording.join(["An", "Bình"], "or", "vi"), "An hoặc Bình"),
    (lambda: wording.cards_phrase(Hand("R R"), "vi"), "hai xe đỏ"),
    (lambda: wording.cards_phrase(Hand("e"), "vi"), "một tượng đen"),
    (lambda: wording.cards_phrase(Hand(), "vi"), "không quân nào"),
    (lambda: wording.card_label(Card.parse("R"), "vi"), "Xe đỏ"),
    (lambda: wording.cards_label(Hand("R p"), lang="vi"), "2 quân: Xe đỏ, Tốt đen"),
    (lambda: wording.signed(-2, "vi"), "\u22122"),
    (lambda: wording.thousands(999_999_999_999, "vi"), "999.999.999.999"),
    (lambda: wording.thousands(1_000_000, "vi"), "1.000.000"),
    (lambda: wording.thousands(2000, "en"), "2,000"),
], ids=lambda x: x if isinstance(x, str) else "")
def test_wording_in_vietnamese(call, vietnamese):
    """Counts use classifiers, no plurals, no articles; lists join with "và"; ordinals say "thứ"."""
    assert call() == vietnamese


def test_wording_follows_the_current_language():
    """Without ``lang`` the helpers write the current language, and English again after the block."""
    with tc.language("vi"):
        assert wording.count(3, "card") == "3 quân" and wording.join(["A", "B"]) == "A và B"
    assert wording.count(3, "card") == "3 cards" and wording.card_label(Card.parse("R")) == "Xe đỏ (red chariot)"


def test_card_rank_colour_and_play_names():
    """Cards, ranks, colours, kinds and plays name themselves in both languages."""
    assert [c.name("vi") for c in (Card.parse("K"), Card.parse("p"))] == ["tướng đỏ", "tốt đen"]
    assert Card.parse("e").name("en") == "black elephant"
    assert Card.parse("H").rank.word("vi") == "mã" and Card.parse("H").colour.word("vi") == "đỏ"
    assert Kind.PAIR.word("vi") == "đôi" and Kind.TRIPLE.word("vi") == "bộ ba" and Kind.PAIR.word("en") == "pair"
    assert Play("C C").name("vi") == "đôi pháo đỏ" and Play("C C").phrase("en") == "a pair of red cannons"
    assert Play("k a e").name("vi") == "bộ ba Tướng–Sĩ–Tượng đen"
    for play in ALL_PLAYS:
        assert not english_words(play.name("vi")), play


# -- plays and tricks -----------------------------------------------------------------------------


def test_the_teaching_example_reads_in_vietnamese():
    """The issue's example: a red and a black soldier are no pair, raised in the current language."""
    assert "một tốt đỏ và một tốt đen không phải là đôi" in why_not_a_play("P p", "vi")
    with tc.language("vi"):
        with pytest.raises(IllegalPlayError, match="một tốt đỏ và một tốt đen không phải là đôi"):
            Play("P p")
    with pytest.raises(IllegalPlayError, match="a red soldier and a black soldier are not a pair"):
        Play("P p")


@pytest.mark.parametrize("cards", ["", "K k", "R C", "R c h", "K R C", "P P P P P P", "p p p p", "R R R R"])
def test_every_reason_for_no_play_is_vietnamese(cards):
    """Each kind of non-play has its Vietnamese reason, keeping the cards' codes first (the quiz cuts there)."""
    if cards in ("p p p p",):
        assert Play(cards).kind is Kind.TU_TU  # four soldiers are a play: the reason is for five cards
        cards = "p p p p P"
    text = why_not_a_play(cards, "vi")
    assert not english_words(text), text
    assert (text.startswith(f"'{Hand(cards)}'") if cards else "không" in text) and ": " in text, text  # codes, reason


def test_why_beats_in_vietnamese():
    """The reasons a play beats another say "lớn hơn" or "ăn", rank before colour, in the book's words."""
    assert why_beats(Play("e"), Play("C"), "vi") == "tượng lớn hơn pháo; xét tên quân trước, cùng tên mới xét đến màu"
    assert why_beats(Play("R R"), Play("r r"), "vi") == "cả hai đều là xe, mà cùng tên thì đỏ ăn đen"
    for a in ALL_PLAYS:
        for b in ALL_PLAYS:
            if a.kind is b.kind:
                text = why_beats(a, b, "vi")
                assert not english_words(text), (a, b, text)


def test_trick_explanations_in_vietnamese():
    """A trick's explanation says who ăn lượt and why each other play loses, folds are "chui"."""
    text = resolve_trick(["r r", "C C", None]).explain(lang="vi")
    assert text == ("An ăn lượt bằng đôi xe đen. Đôi pháo đỏ của Bình thua: xe lớn hơn pháo; xét tên quân trước, "
                    "cùng tên mới xét đến màu. Chi chui.")
    banned = resolve_trick(["E", "K", "A", "e"], Rules(), first_trick=True).explain(lang="vi")
    assert "bị cấm ở lượt đầu" in banned and not english_words(banned)
    forced = resolve_trick(["K"], Rules(), first_trick=True, forced=True).explain(lang="vi")
    assert "người gọi bài" in forced and not english_words(forced)
    for ties, who in (("earlier", "mà An ra trước"), ("later", "mà Bình ra sau")):
        tie = resolve_trick(["R", "R"], Rules(ties=ties)).explain(lang="vi")
        assert "giống hệt" in tie and who in tie and not english_words(tie)
    with tc.language("vi"):
        assert resolve_trick(["R", "r"]).explain() == resolve_trick(["R", "r"]).explain(lang="vi")
    assert resolve_trick(["R", "r"]).explain().startswith("An wins with a red chariot.")


def test_ban_messages_in_vietnamese():
    """The first-trick ban's message keeps its saying and names the highest allowed card, in Vietnamese."""
    text = ban_message("K", Rules(), "An", "vi")
    assert "cấm tướng, cấm sĩ, lấy tượng cầm đầu" in text and "tượng đỏ là quân lớn nhất được ra" in text
    three = ban_message("E", Rules.folk(players=3), lang="vi")
    assert three.startswith("không được ra") and "lấy xe cầm đầu" in three
    assert not english_words(text) and not english_words(three)


# -- whole deals ----------------------------------------------------------------------------------


def _played(rules, seed):
    game = Game(rules, seed=seed)
    result = game.play_out([RuleBot()] * rules.players, seed=seed)
    return game, result


@pytest.mark.parametrize("rules, seed", [(Rules(), 0), (Rules(), 2), (Rules.folk(players=3), 11),
                                         (Rules.folk(players=2), 4), (Rules.learning(), 5)])
def test_seeded_deals_are_told_in_vietnamese(rules, seed):
    """Every move, trick, kết and score line of a seeded deal reads as Vietnamese, without English words."""
    game, result = _played(rules, seed)
    texts = [m.describe(lang="vi") for m in game.moves] + [m.instruction(lang="vi") for m in game.moves]
    texts += [rec.explain(lang="vi") for rec in game.history]
    texts += [d.describe(lang="vi") for d in game.declarations]
    texts.append(result.summary(lang="vi"))
    for text in texts:
        assert not english_words(text), text
    assert all(rec.explain(lang="vi").startswith(f"Lượt {rec.number}:") for rec in game.history)
    assert "điểm" in result.summary(lang="vi") and "hạng" in result.summary(lang="vi")


def _deal_with(rules, seat_cards: str, seed: int = 0):
    """Returns a game whose seat 0 holds ``seat_cards`` and the others the rest of the deck, dealt in order."""
    mine = Hand(seat_cards)
    rest = list(rules.deck - mine)
    size = rules.hand_size
    hands = [mine] + [Hand(rest[i * size:(i + 1) * size]) for i in range(rules.players - 1)]
    return Game(rules, dealer=0, hands=hands)


def test_declarations_and_ket_in_vietnamese():
    """Tứ tử trình làng and a kết (won or beaten, đè) are told with the folk words."""
    game = _deal_with(Rules.folk(players=3), "P P P P K A E R C H")
    declare = next(m for m in game.legal_plays() if m.action == "declare")
    game.push(declare)
    text = game.declarations[0].describe(lang="vi")
    assert text == ("An trình làng bốn tốt đỏ (tứ tử), cướp cái: bốn quân ấy được tính là quân ăn được, "
                    "và An giành quyền gọi bài")
    from tamcuc.rules import FOLK_KET
    from tamcuc.scoring import KetOutcome

    assert KetOutcome(FOLK_KET[1], 0, 0, beaten=False).describe(lang="vi") == "An kết ba thành công, được +3"
    assert KetOutcome(FOLK_KET[0], 2, 3, beaten=True).describe(lang="vi") == "Chi kết đôi nhưng bị Dũng đè, Dũng được +4"


def test_advice_in_vietnamese():
    """The sampling bot's advice gives its reason in Vietnamese, naming the runner-up move in words."""
    game = Game(Rules.learning(), seed=3)
    move, reason = SamplingBot(worlds=2).advise(game, game.to_move, tc.dealing.make_rng(1), lang="vi")
    assert move in game.legal_plays() and not english_words(reason), reason


# -- errors ---------------------------------------------------------------------------------------


def _message(error_type, call):
    with tc.language("vi"):
        with pytest.raises(error_type) as caught:
            call()
    return str(caught.value)


@pytest.mark.parametrize("error_type, call, words", [
    (NotationError, lambda: Card.parse("Z"), "không phải là quân bài"),
    (NotationError, lambda: Card.parse("tuong do"), "không rõ nghĩa"),
    (NotationError, lambda: Card.parse(""), "chuỗi rỗng"),
    (RulesError, lambda: Rules(players=5), "Tam Cúc chơi hai, ba hoặc bốn người"),
    (RulesError, lambda: Rules(scoring="points"), "không được phép"),
    (RulesError, lambda: Rules.preset("house"), "không có bộ luật nào"),
    (SeatError, lambda: Game(Rules(), seed=1).hand(7), "chỗ ngồi đánh số từ 0 đến 3"),
    (UsageError, lambda: tc.dealing.make_rng(1.5), "xáo bài"),
    (IllegalPlayError, lambda: resolve_trick([None]), "không được chui"),
    (IllegalPlayError, lambda: resolve_trick(["R R", "C"]), "phải ra đôi hoặc chui"),
    (IllegalPlayError, lambda: Game(Rules(), seed=1).result(), "ván chưa hết"),
    (IllegalPlayError, lambda: Hand("R") - Hand("K"), "không có trong"),
])
def test_errors_speak_the_current_language(error_type, call, words):
    """Errors are written in the language current when they are raised, and still teach the rule."""
    text = _message(error_type, call)
    assert words in text, text


def test_illegal_moves_are_explained_in_vietnamese():
    """A move out of turn, a wrong phase or a banned lead is refused with a Vietnamese reason."""
    game = Game(Rules(), seed=3)
    p = game.to_move
    other = (p + 1) % 4
    wrong_seat = _message(IllegalPlayError, lambda: game.push(Move(other, "lead", Hand(game.hand(other)[:1]))))
    assert "đang đến phiên" in wrong_seat
    assert "lúc này không thể lật bài" in _message(IllegalPlayError, game.show)
    game.push(game.legal_plays()[0])
    assert "phải úp đúng" in _message(IllegalPlayError, lambda: game.play(Hand()))
    lead_general = _deal_with(Rules(tu_tu="off", ngu_tu="off"), "K E R C H P p e")
    assert "cấm tướng, cấm sĩ" in _message(IllegalPlayError, lambda: lead_general.play("K"))


# -- pictures -------------------------------------------------------------------------------------


def test_pictures_name_their_cards_in_vietnamese():
    """Accessible names, notes and captions of the pictures are Vietnamese when asked for or current."""
    assert 'aria-label="Xe đỏ (車)"' in card_svg("R", lang="vi")
    assert 'aria-label="quân bài úp"' in back_svg(lang="vi")
    assert 'aria-label="車 (Xe)"' in han_svg("R", lang="vi")
    assert 'aria-label="2 quân: Xe đỏ (車), Tốt đen (卒)"' in hand_svg("R p", lang="vi")
    assert "không quân nào" in hand_svg("", lang="vi")
    with tc.language("vi"):
        assert 'aria-label="Xe đỏ (車)"' in card_svg("R") and "không quân nào" in Hand()._repr_svg_()
        html = resolve_trick(["r r", "C C", None])._repr_html_()
    assert "ăn lượt bằng đôi xe đen" in html and "★ ăn lượt" in html and "chui" in html
    assert 'aria-label="Xe đỏ (red chariot, 車)"' in card_svg("R")


def test_trick_and_table_pictures_in_vietnamese():
    """Trick pictures (with the CẤM stamp) and the table picture write every word in Vietnamese."""
    banned = resolve_trick(["E", "K", "e"], Rules(), first_trick=True)
    svg = trick_svg(banned, lang="vi")
    assert "CẤM" in svg and "bị cấm: coi như chui" in svg and "An ăn lượt bằng tượng đỏ." in svg
    label = re.search(r'aria-label="([^"]*)"', trick_html(banned, lang="vi")).group(1)
    assert not english_words(label), label
    table = table_svg(4, held=[8, 7, 8, 8], laid=[(1, [None], False, "úp")], kept=[[], [], [Card.parse("R")], []],
                      discards=2, call=1, lang="vi")
    assert "ngược chiều kim đồng hồ" in table and "chồng bỏ: 2" in table and "gọi: một cây" in table
    assert not english_words(re.search(r'aria-label="([^"]*)"', table).group(1))
    game = Game(Rules.learning(), seed=1)
    game.push(game.legal_plays()[0])
    seen = game_table_svg(game, viewer=game.trick.leader, lang="vi")
    assert "em thấy bài của mình" in seen


def test_record_pictures_follow_the_current_language():
    """A finished trick drawn in a notebook (``_repr_html_``) speaks the current language."""
    game, _ = _played(Rules(), 0)
    with tc.language("vi"):
        html = game.history[0]._repr_html_()
    assert "Lượt 1: " in html and "ăn lượt" in html


# -- replays --------------------------------------------------------------------------------------


def test_replays_in_vietnamese():
    """A replay made with ``lang="vi"`` titles, tells and labels every step, button and note in Vietnamese."""
    replay = Replay.from_bots(Rules(), [RuleBot()] * 4, seed=5, lang="vi")
    assert replay.title == "Ván 5" and replay.steps[0]["title"] == "Chia bài"
    for step in replay.steps:
        assert not english_words(step["title"] + " " + step["text"]), step["text"]
        for _, _, word in step["laid"]:
            assert not english_words(word), word
    html = replay_html(replay)
    for words in ("Lùi", "Tiếp", "Xem theo", "bài của mọi người", "Cả ván kể bằng lời", "Bước {n} / {total}",
                  "Chồng bỏ: {n} quân.", "{n} quân trên tay", 'aria-label="Xem từng bước của ván"'):
        assert words in html, words
    english = replay_html(Replay.from_bots(Rules(), [RuleBot()] * 4, seed=5))
    assert ">Previous</button>" in english and "Step {n} of {total}" in english and "Discard pile: {n} cards." in english


# -- odds and statistics --------------------------------------------------------------------------


def test_odds_and_statistics_in_vietnamese():
    """Odds are named in the current language (the figures unchanged); estimates and tables say it in Vietnamese."""
    english, vietnamese = hand_odds(Rules()), hand_odds(Rules(), lang="vi")
    assert list(english.values()) == list(vietnamese.values())
    assert "có ít nhất một đôi" in vietnamese and "Xe–Pháo–Mã đỏ" in vietnamese and "ngũ tử" in vietnamese
    assert set(table_odds(Rules(), lang="vi")) == {"có người cầm tứ tử", "có người cầm ngũ tử"}
    assert mean_ci([1, 2, 3]).format(lang="vi") == "2,00 (khoảng tin cậy 95%: 0,87 đến 3,13)"
    table = KetSummary(10, 4, 3, 1, {"kết đôi": (4, 3, 1)}).table(lang="vi")
    assert "bị đè" in table and "tất cả" in table and not english_words(table)

"""The explorables (tamcuc/explore.py): their state machines, what they say (the engine's words), the page's
glue (tamcuc.web.explore_event) and the notebook widget, with hostile input."""

from __future__ import annotations

import json
import random
import re

import pytest

import tamcuc as tc
from tamcuc import explore, web
from tamcuc.dealing import choose_dealer
from tamcuc.errors import TamCucError
from tamcuc.explore import BatCai, Ladder, Reveal, TrickBuilder
from tamcuc._html import esc
from tamcuc.i18n import t

HOSTILE = [None, 3, 3.5, [], {}, "", "x" * 500, "card", "-1", "99", "0:9", "1:-1", "\u0000", "K K K K", "NaN"]
ACTS = ["card", "take", "seat", "fold", "first", "clear", "next", "back", "start", "all", "again", "drawer", "players",
        "", "eval", None, 7]


def _state(html: str) -> str:
    """Returns the data-tx-state of the explorable in ``html``, unescaped."""
    found = re.search(r"data-tx-state='([^']*)'", html)
    return found.group(1).replace("&quot;", '"').replace("&#x27;", "'").replace("&amp;", "&")


def test_the_trick_builder_says_what_the_engine_says():
    """A built trick is judged by resolve_trick, and its words are the engine's explain(), in both languages."""
    for lang in ("en", "vi"):
        b = TrickBuilder(["r r", "C C", "R R", "h h"], lang=lang)
        result = tc.resolve_trick(["r r", "C C", "R R", "h h"])
        assert b.verdict() == result.explain(names=["An", "Bình", "Chi", "Dũng"], lang=lang)
        assert b.press("fold", "3")
        assert b.verdict() == tc.resolve_trick(["r r", "C C", "R R", None]).explain(lang=lang)


def test_the_trick_builder_is_filled_by_clicks():
    """Clicking cards fills the leader's seat, then each follower in turn; a full follower hands on to the next."""
    b = TrickBuilder()
    for code in ("R", "R"):
        assert b.press("card", code)
    assert b.seats[0] == tc.Hand("R R") and b.missing() == 1
    assert b.press("seat", "1") and b.press("card", "C") and b.press("card", "C")
    assert b.at == 2  # Bình is full: Chi is next
    assert b.press("fold", "2") and b.press("fold", "3")
    assert b.result().winner == tc.trick_winner(["R R", "C C", None, None])
    assert b.press("take", "1:0") and b.at == 1 and len(b.seats[1]) == 1 and b.result() is None
    assert b.press("clear") and b.state() == TrickBuilder().state()


@pytest.mark.parametrize("clicks, message", [
    ([("fold", "0")], "the leader cannot fold"),
    ([("card", "K"), ("seat", "1"), ("card", "K")], "only one red general"),
    ([("card", "P"), ("card", "P"), ("card", "P"), ("card", "P")], "not four"),
    ([("seat", "1"), ("card", "H")], "pick An's cards first"),
    ([("card", "R"), ("seat", "1"), ("card", "C"), ("seat", "1"), ("card", "C")], "as many cards as the leader called"),
    ([("take", "0:0")], "no such card"),
    ([("card", "Z")], ""),
])
def test_an_impossible_selection_is_refused_by_the_engine(clicks, message):
    """A click the rules refuse changes nothing: the state stays, and the line says the engine's refusal."""
    b = TrickBuilder()
    for act, arg in clicks[:-1]:
        assert b.press(act, arg), b.message
    before = b.state()
    assert not b.press(*clicks[-1])
    assert b.state() == before and message.lower() in b.message.lower()
    assert b.message[:1] == b.message[:1].upper(), "a sentence on the page starts with a capital"
    assert esc(b.message) in b.html(live=True)


def test_a_refusal_is_in_the_readers_language():
    """The same refused click says why in Vietnamese in the Vietnamese edition (the catalogue's words)."""
    b = TrickBuilder(["K", None, None, None], lang="vi")
    b.press("seat", "1")
    assert not b.press("card", "K")
    assert b.message == "Cỗ bài chỉ có một quân tướng đỏ: em chọn quân khác nhé"
    empty = TrickBuilder(lang="vi")
    empty.press("seat", "1")
    assert not empty.press("card", "R") and empty.message == "Em chọn quân cho An trước đã, vì An gọi bài"
    assert TrickBuilder(["R c", None, None, None], lang="vi").verdict().startswith(t("Not yet a trick: {reason}.", "vi",
                                                                                     reason="")[:-1])


def test_an_unfinished_trick_says_what_to_click():
    """Before every seat has laid, the builder asks for the next seat's cards (as many as are still to click, in
    the plural form that fits); a lead that is no play, or banned, is refused by the engine's own checks."""
    from tamcuc.tricks import why_not_a_trick

    assert "An" in TrickBuilder().verdict()
    assert TrickBuilder(["R R", "", "", ""]).verdict() == "Now Bình: click two cards, or fold."
    assert TrickBuilder(["R R", "C", "", ""]).verdict() == "Now Bình: click one more card (two in all), or fold."
    assert TrickBuilder(["R", "", "", ""]).verdict() == "Now Bình: click one card, or fold."
    assert TrickBuilder(["R", "", "", ""], lang="vi").verdict() == t("Now {name}: click {n} card, or fold.", "vi",
                                                                    name="Bình", n="một")
    said = TrickBuilder(["R c", "", "", ""]).verdict()
    with pytest.raises(TamCucError):
        tc.resolve_trick(["R c"])
    assert why_not_a_trick(["R c"]).rstrip(".") in said
    assert said.endswith("Click An's cards to take them back.")  # a click on a laid card takes it back
    assert TrickBuilder(["R c", "", "", ""], lang="vi").verdict().endswith("Em bấm vào quân của An để lấy lại.")
    first = TrickBuilder(["K", None, None, None], first_trick=True)
    with pytest.raises(TamCucError):
        tc.resolve_trick(["K", None, None, None], first_trick=True)
    assert why_not_a_trick(["K", None, None, None], first_trick=True).rstrip(".") in first.verdict()


@pytest.mark.parametrize("plays, first, words", [
    (["R c H", "", "", ""], False, ("red chariot", "black cannon", "red horse")),
    (["R c", "", "", ""], False, ("a red chariot", "a black cannon")),
    (["R R", "C c", None, None], True, ("Bình", "a red cannon", "a black cannon")),
    (["K", "", "", ""], True, ("red general",)),
])
def test_a_refused_trick_names_the_cards_in_words_not_codes(plays, first, words):
    """What the builder says of a trick the rules refuse names the players and the cards in the reader's words,
    in both languages, never the cards' codes ('R c H')."""
    for lang in ("en", "vi"):
        b = TrickBuilder(plays, first_trick=first, lang=lang)
        said = b.verdict()
        assert said.startswith(t("Not yet a trick: {reason}.", lang, reason="")[:-1]), said
        codes = {str(tc.Hand(p)) for p in plays if p and len(p) > 1} | {f"({p})" for p in plays if p}
        assert not any(code in said for code in codes) and "'" not in said.replace("'s ", ""), said
        if lang == "en":
            assert all(w in said for w in words), said
        assert esc(said) in b.html(live=True, style=False)


def test_a_refusal_clears_the_answer_of_before():
    """After a refused click the explorable shows the refusal alone: no verdict, no winner marked, in the page's
    HTML and in the widget's; the next taken click brings the answer back."""
    b = TrickBuilder(["r r", "C C", "R R", "h h"])
    assert "★" in b.html(live=True, style=False) and "tx-won" in b.html(live=True, style=False)
    assert not b.press("fold", "0")
    html = b.html(live=True, style=False)
    assert "tx-refusal" in html and "★" not in html and "tx-won" not in html and esc(b.verdict()) not in html
    assert b.widget().html == b.html(live=True)
    assert b.press("seat", "1") and "★" in b.html(live=True, style=False)
    assert "tx-refusal" not in b.html(live=True, style=False)
    ladder = Ladder(["C", "e"])
    assert "tx-win" in ladder.html(live=True, style=False)
    assert not ladder.press("card", "Z")
    html = ladder.html(live=True, style=False)
    assert "tx-win" not in html and esc(ladder.verdict()) not in html
    refused = web.explore_event("trick", TrickBuilder(["r r", "C C", "R R", "h h"]).state_text(), "fold", "0", "en")
    assert "★" not in refused and "tx-refusal" in refused


def test_a_picked_card_is_pressed_and_checked():
    """The cards picked in the ladder (and the drawn card of bắt cái) carry aria-pressed="true" and a check mark;
    every other card of the grid aria-pressed="false"; the stylesheet lifts and outlines a pressed card."""
    from tamcuc._html import css

    html = Ladder(["C", "e"]).html(live=True, style=False)
    pressed = re.findall(r"data-tx-act='card' data-tx-arg='(\w)'[^>]*aria-pressed='true'>(.*?)</button>", html)
    assert sorted(code for code, _ in pressed) == ["C", "e"] and all("tx-check" in inner for _, inner in pressed)
    assert html.count("aria-pressed='false'") == 12 and html.count("tx-check") == 2
    drawn = BatCai("R").html(live=True, style=False)
    assert re.findall(r"data-tx-arg='(\w)'[^>]*aria-pressed='true'>", drawn)[-1] == "R"
    style = css("explore.css")
    assert '.tx-card[aria-pressed="true"]' in style and "translateY" in style and ".tx-check" in style


def test_the_explorables_follow_the_rules_given():
    """The call's cap is Rules.calls, the ladder's tie sentence and winner follow Rules.ties, and the reveal judges
    by the rules of its table (two players here); rules for another table size are refused."""
    b = TrickBuilder(rules=tc.Rules(calls=(1, 2)))
    assert b.verdict() == "Click one or two cards for An, who leads."
    assert b.press("card", "R") and b.press("card", "R") and not b.press("card", "C")
    assert b.message == "The leader may call one or two cards under these rules, not three"
    assert b.rules.calls == (1, 2)  # the refusal restored the state, not the book's rules
    assert TrickBuilder(rules=tc.Rules(calls=(1,))).verdict() == "Click one card for An, who leads."
    assert TrickBuilder().verdict() == "Click one, two or three cards for An, who leads."
    for ties in ("earlier", "later"):
        ladder = Ladder(["R", "R"], rules=tc.Rules(ties=ties))
        assert ("laid first" in ladder.verdict()) == (ties == "earlier")
        assert ("laid later" in ladder.verdict()) == (ties == "later")
    two = tc.Rules(players=2)
    r = Reveal(["P", "p"], rules=two)
    assert r.press("next") and r.press("next") and r.verdict().endswith(tc.resolve_trick(["P", "p"], two).explain())
    assert Reveal(["P", "p"]).rules.players == 2
    for bad in (tc.Rules(players=3), "folk", 4):
        with pytest.raises(TamCucError):
            Reveal(["P", "p"], rules=bad)
    w = TrickBuilder(rules=tc.Rules(calls=(1,))).widget()
    assert not w.handle({"act": "fold", "arg": "0"}) and w.explorable.rules.calls == (1,)


@pytest.mark.parametrize("digit", ["\u0663", "\uff13", "\u0967", "1\u0663", " 1", "+1", "1_0"])
def test_only_ascii_digits_are_read_as_numbers(digit):
    """A seat, a place or a table size the page sends is read only from ASCII digits: other scripts' digits
    ('٣', '３') and signs are refused with the engine's error, and change nothing."""
    from tamcuc import checks

    assert checks.digits(digit, 3) is None
    b = TrickBuilder(["R", "C", "", ""])
    before = b.state()
    for act, arg in (("seat", digit), ("fold", digit), ("take", f"{digit}:0"), ("take", f"0:{digit}")):
        assert not b.press(act, arg) and b.state() == before and b.message
    c = BatCai()
    assert not c.press("players", digit) and not c.press("drawer", digit) and c.players == 4


def test_every_explorable_survives_hostile_clicks():
    """Random and hostile clicks never raise: each is taken or refused with a message, and the state stays one
    the explorable can be rebuilt from."""
    rng = random.Random(23)
    codes = [c.code for c in explore._ORDER]
    for cls in (TrickBuilder, Ladder, BatCai, Reveal):
        x = cls()
        for _ in range(300):
            act = rng.choice(ACTS)
            arg = rng.choice(HOSTILE + codes + [str(rng.randrange(5)), f"{rng.randrange(4)}:{rng.randrange(4)}"])
            before = x.state()
            if not x.press(act, arg):
                assert x.state() == before and x.message
            again = cls.from_state(x.state_text())
            assert again.state() == x.state() and again.verdict() == x.verdict()


@pytest.mark.parametrize("state", [
    "", "null", "[]", "{}", "{\"seats\": 1}", '{"seats":["K K"],"fold":[0],"at":0,"first":0}',
    '{"seats":["R","","",""],"fold":[1,0,0,0],"at":0,"first":0}', '{"seats":["R","","",""],"fold":[0,0,0,0],"at":9,"first":0}',
    '{"seats":["R","","",""],"fold":[0,0,0,0],"at":0,"first":2}', '{"seats":["R R R","R","",""],"fold":[0,0,0,0],"at":0,"first":0}',
    '{"picked":["K","K"]}', '{"card":"E","drawer":7,"players":4,"step":0}', '{"card":"E","drawer":0,"players":4,"step":99}',
    '{"plays":["r r","K K",null,null],"step":0}', '{"plays":[null,"r r"],"step":0}', "x" * 1000,
])
def test_a_forged_state_is_refused(state):
    """The page is not trusted: a state that no click could make is refused by explore_event before anything runs."""
    for kind in explore.KINDS:
        with pytest.raises(TamCucError):
            web.explore_event(kind, state, "", "", "en")


def test_the_page_glue_carries_the_state():
    """explore_event rebuilds the explorable from its state, applies the click and returns HTML with the new state."""
    b = TrickBuilder(["r r", "C C", "R R", "h h"])
    html = web.explore_event("trick", b.state_text(), "fold", "3", "vi")
    assert 'lang=\'vi\'' in html and "<style>" not in html
    after = TrickBuilder.from_state(_state(html), "vi")
    assert after.folds == (False, False, False, True)
    assert after.verdict() in html.replace("&#x27;", "'")
    refused = web.explore_event("trick", b.state_text(), "fold", "0", "en")
    assert _state(refused) == b.state_text() and "The leader cannot fold" in refused
    with pytest.raises(TamCucError):
        web.explore_event("chess", b.state_text(), "", "", "en")
    for bad in (None, 3, ["trick"]):
        with pytest.raises(TamCucError):
            web.explore_event(bad, b.state_text())


def test_the_ladder_says_which_card_wins():
    """Two clicked cards: the winner is the engine's stronger card, and the reason is why_beats; equal cards are
    named as equal, with the tie rule named as this book's convention."""
    from tamcuc.plays import Play, why_beats

    cards = explore._ORDER
    for a in cards:
        for b in cards:
            ladder = Ladder()
            assert ladder.press("card", a.code)
            if a == b and tc.Rules().deck.count(a) < 2:
                assert not ladder.press("card", b.code) and "only one" in ladder.message
                continue
            assert ladder.press("card", b.code)
            if a == b:
                assert "this book's rule" in ladder.verdict()
                continue
            win, lose = (a, b) if a > b else (b, a)
            assert ladder.winner() == win
            assert why_beats(Play([win]), Play([lose])) in ladder.verdict()
    third = Ladder(["C", "e"])
    assert third.press("card", "K") and third.picked == (tc.Card.parse("K"),)


def test_the_ladder_is_two_rows_of_ranks():
    """The grid is red over black, one column per rank from the general down (rank first, colour second)."""
    html = Ladder().html()
    labels = re.findall(r"data-tx-act='card' data-tx-arg='(\w)'", html)
    assert labels == list("KAERCHP") + list("kaerchp")


def test_the_bat_cai_counter_walks_to_the_engines_dealer():
    """Count walks one seat per name from the drawer and stops at the card's rank, on choose_dealer's seat."""
    for players in (2, 3, 4):
        for drawer in range(players):
            for card in explore._ORDER:
                c = BatCai(card.code, drawer, players)
                seen = []
                while c.dealer() is None:
                    assert c.press("next")
                    seen.append(c.count[c.step - 1][0])
                assert c.dealer() == choose_dealer(card, drawer, players)
                assert len(seen) == card.rank.index + 1 and seen[0] == drawer
    c = BatCai("E", 1, 4)
    assert c.press("all") and "Dũng deals" in c.verdict()
    assert c.press("players", "2") and c.drawer == 1 and c.step == 0
    assert not c.press("players", "5") and c.players == 2
    assert not c.press("drawer", "3") and c.drawer == 1


def test_the_reveal_turns_the_trick_over_one_player_at_a_time():
    """Each Turn over shows the next player's cards (a fold stays face down), says who is ahead by the engine,
    and the last says the engine's whole explanation."""
    plays = ["r r", "C C", "R R", None]
    r = Reveal(plays)
    back = 'aria-label="face-down card"'
    assert r.html().count(back) == 8
    for k in range(1, 5):
        assert r.press("next")
        ahead = tc.resolve_trick(plays[:k])
        assert ahead.winning_play.phrase() in r.verdict()
    assert r.verdict().endswith(tc.resolve_trick(plays).explain())
    assert r.html(live=True).count(back) == 2  # Dũng's fold, never shown
    assert r.press("back") and r.step == 3 and r.press("start") and r.step == 0
    with pytest.raises(TamCucError):
        Reveal(["r r", "K"])


def test_the_static_face_waits_for_the_engine():
    """The book's face has every control disabled, a note, and the example's answer; the live face none of these."""
    for x in (TrickBuilder(["r r", "C C", "R R", "h h"]), Ladder(["C", "e"]), BatCai(), Reveal()):
        static, live = x.html(), x.html(live=True, style=False)
        buttons = re.findall(r"<button[^>]*>", static)
        assert buttons and all(" disabled" in b for b in buttons)
        assert "tx-note" in static and "tx-note" not in live and " disabled" not in live
        assert x.verdict().replace("'", "&#x27;") in static
        assert json.loads(_state(static)) == x.state()


def test_the_widget_applies_clicks_in_the_kernel():
    """The JupyterLab widget takes the script's messages as the page's clicks, and drops messages of the wrong shape."""
    b = TrickBuilder(["r r", "C C", "R R", "h h"], lang="vi")
    w = b.widget()
    assert w.handle({"act": "fold", "arg": "3"}) and b.folds[3]
    assert w.html == b.html(live=True)
    assert not w.handle({"act": "fold", "arg": "0"}) and "chui" in w.html
    for bad in (None, [], {"act": 3}, {"act": "x" * 1000, "arg": ""}):
        assert not w.handle(bad)
    bundle = b._repr_mimebundle_()
    bundle = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "text/html" in bundle and bundle["text/plain"] == b.text()


def test_a_refused_event_called_directly_changes_nothing():
    """``event`` (what ``press`` calls) puts the explorable back as it was when a click is refused, even when the
    kind had begun to change it: a folded leader, a card the deck has no more of."""
    builder = TrickBuilder(["R R", "", "", ""])
    before = builder.state()
    for act, arg in [("fold", "0"), ("card", "R")]:
        with pytest.raises(tc.TamCucError):
            builder.event(act, arg)
        assert builder.state() == before, (act, arg)


@pytest.mark.parametrize("at", [10 ** 5000, -1, 4, True, 1.0, "1", None],
                         ids=["huge", "negative", "past-the-last", "bool", "float", "text", "none"])
def test_a_seat_that_is_not_one_is_refused_before_anything(at):
    """``at`` must be a seat number of the table (an int, not a bool); a huge one is refused by the engine, not by
    Python's limit on the digits of a number, and the refusal shows what was given."""
    with pytest.raises(tc.UsageError, match="seat="):
        TrickBuilder(["R", "", "", ""], at=at)


def test_the_first_trick_toggle_says_what_it_does_even_on_an_empty_table():
    """Pressed on an empty table (where nothing else changes), First trick of the deal says beside it, in the
    reader's language, what it now does under the rules: the ban on (its ranks, saying and highest card allowed),
    off, or nothing to ban; the note goes with the next click, and is sent back by the page's glue too."""
    for lang in ("en", "vi"):
        b = TrickBuilder(["", "", "", ""], lang=lang)
        assert "class='tx-toggle-note'" not in b.html(live=True)
        assert b.press("first", "")
        html = b.html(live=True)
        note = re.search(r"<p class='tx-toggle-note' role='status' style='[^']*'>([^<]*)</p>", html).group(1)
        assert note == esc(b.first_trick_words()) and "cấm tướng, cấm sĩ, lấy tượng cầm đầu" in note
        assert t("the {card} is the highest card allowed", lang, card=tc.Card.parse("E").name(lang)) in b.first_trick_words()
        b.press("first", "")
        assert b.first_trick_words() == t("First trick of the deal: off. This is a later trick: no card is banned.", lang)
        b.press("card", "R")
        assert "class='tx-toggle-note'" not in b.html(live=True)
    three = TrickBuilder(["", "", ""], rules=tc.Rules(players=3))
    three.press("first", "")
    assert "Tướng, Sĩ and Tượng" in three.first_trick_words() and "red chariot" in three.first_trick_words()
    free = TrickBuilder(["", "", "", ""], rules=tc.Rules.learning())
    free.press("first", "")
    assert free.first_trick_words().endswith("ban no card in the first trick, so nothing changes.")
    page = web.explore_event("trick", TrickBuilder(["", "", "", ""]).state_text(), "first", "", "vi")
    assert "Đã bật “Lượt đầu của ván”" in page and "class='tx-toggle-note'" in page

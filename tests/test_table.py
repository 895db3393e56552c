"""The game table driven from Python, as a reader's clicks would drive it."""

import random
import re

import pytest

from tamcuc.bots import RuleBot
from tamcuc.cards import Hand
from tamcuc.errors import TamCucError
from tamcuc.game import Game
from tamcuc.rules import Rules
from tamcuc.dealing import make_rng
from tamcuc.sampling import break_ties, combinations_in
from tamcuc.i18n import t
from tamcuc._html import esc
from tamcuc.table import BUTTONS, DEFAULT_TEMPO, SETTINGS_NOTE, STRENGTH_NAMES, TEMPOS, Table, _advice


def _click(table: Table, move) -> None:
    """Makes ``move`` at the table as a reader does: selects its cards and clicks Play, or clicks its button."""
    if move.action in ("lead", "lay"):
        table.select(move.cards)
        table.click("play")
    else:
        table.click(move.action)
    assert table.message == "", table.message


def _play_through(table: Table) -> int:
    """Plays the reader's seat with RuleBot's choices, by selecting cards and clicking buttons."""
    me, clicks = RuleBot(), 0
    while not table.game.is_over():
        _click(table, me.choose(table.game, table.seat, random.Random(0)))
        clicks += 1
    return clicks


@pytest.mark.parametrize("players,preset", [(4, "folk"), (3, "folk"), (2, "folk"), (4, "learning")])
def test_a_deal_through_the_table_matches_the_game(players, preset):
    """A whole deal clicked through the table ends exactly as the same deal played by Game with the same bots."""
    table = Table(players=players, preset=preset, seed=11)
    assert _play_through(table) > 0
    rules = Rules.preset(preset, players=players) if preset == "folk" else Rules.learning()
    game = Game(rules, seed=11)
    expected = game.play_out([RuleBot() for _ in range(players)], seed=11)
    assert table.game.result() == expected
    assert table.game.moves == game.moves
    assert table.log[-1].startswith("The deal is over.")


def test_every_trick_is_explained_in_the_log():
    """The log holds the opening, one explanation per trick, and the final scores."""
    table = Table(seed=4)
    _play_through(table)
    tricks = [line for line in table.log if line.startswith("Trick ")]
    assert len(tricks) == len(table.game.history)
    assert all(" wins " in line for line in tricks)


def _first_lead_with_a_banned_card() -> tuple:
    """Returns a 4-player folk table where the reader leads the first trick holding a rank its
    rules ban there (``Rules.first_trick_ban``), and those banned cards."""
    for seed in range(200):
        table = Table(seed=seed, players=4, preset="folk")
        banned = [c for c in table.hand if c.rank in table.game.rules.first_trick_ban]
        if table.my_turn() and table.game.phase == "lead" and banned:
            return table, banned
    pytest.fail("no seed below 200 gives the reader the first lead with a banned card")


def test_an_illegal_click_explains_the_rule():
    """Leading a banned rank in the first trick is refused, the ban is named, and nothing is played."""
    table, banned = _first_lead_with_a_banned_card()
    before = len(table.game.moves)
    table.select(banned[:1])
    table.click("play")
    assert table.message.startswith("Not allowed:") and "first trick" in table.message
    assert len(table.game.moves) == before


def test_selecting_a_non_pair_to_lead_is_refused_with_the_reason():
    """Two cards that are no pair cannot be led, and the message says why."""
    for seed in range(50):
        table = Table(seed=seed, preset="learning")
        if table.my_turn() and table.game.phase == "lead":
            break
    hand = list(table.hand)
    pair = next((a, b) for a in hand for b in hand if a is not b and (a.rank is not b.rank or a.colour is not b.colour))
    table.select(pair)
    table.click("play")
    assert table.message.startswith("Not allowed:")
    assert "pair" in table.message


def _my_turn(phase: str) -> Table:
    """Returns the first seeded table at which the reader is to move in ``phase``."""
    for seed in range(300):
        table = Table(seed=seed)
        while not table.game.is_over():
            if table.game.phase == phase:
                return table
            move = RuleBot().choose(table.game, table.seat, random.Random(0))
            if move.action in ("lead", "lay"):
                table.select(move.cards)
                table.click("play")
            else:
                table.click(move.action)
    pytest.fail(f"no seed below 300 gives the reader a move in phase {phase!r}")


@pytest.mark.parametrize("phase", ["lead", "lay", "reveal", "declare"])
def test_buttons_follow_the_legal_moves(phase):
    """The buttons offered are exactly those of the legal moves' actions, plus Hint and New deal."""
    table = _my_turn(phase)
    actions = {m.action for m in table.game.legal_plays()}
    expected = {"play"} if actions & {"lead", "lay"} else set()
    expected |= actions & {"show", "chui", "declare", "pass"}
    extra = {"last trick"} if table.game.history else set()  # the finished trick can be looked at again
    assert set(table.available()) == expected | {"hint", "new deal"} | extra


def test_hint_names_a_legal_move():
    """On the reader's turn the hint names the best move by its cards, says which moves score as
    well, keeps the numbers behind "Why?", and leaves the deal as it was."""
    table = _my_turn("lay")
    before = list(table.game.moves)
    ranked = break_ties(table.hint_bot.evaluate(table.game, table.seat, make_rng(table.seed * 7919 + len(before))),
                        table.hand)
    table.click("hint")
    best_value, best = ranked[0]
    assert best in table.game.legal_plays()
    assert table.message.startswith(f"Hint: {_advice(best)}.")
    ties = [m for v, m in ranked[1:] if round(v, 1) == round(best_value, 1)]
    assert ("just as good" in table.message) == bool(ties)
    assert all(_advice(m, gerund=True) in table.message.lower() for m in ties[:2])
    assert "guess" not in table.message and "+" not in table.message and "better" not in table.message
    assert "imagined 12 different ways" in table.hint_why and "on average" in table.hint_why
    assert "<details class='tc-why'><summary>Why?</summary>" in table.html()
    assert table.game.moves == before
    table.click("pass" if "pass" in table.available() else "new deal")
    assert table.hint_why == "" and "Why?" not in table.html()


def test_the_widget_and_the_static_face_share_one_object():
    """The mime bundle carries the widget view and a static HTML face that replays a seeded deal."""
    bundle = Table(seed=9)._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    html = bundle["text/html"]
    assert "needs Python" in html and "tamcuc-replay" in html
    assert "data-tamcuc-table='1' data-players='4' data-preset='folk' data-seed='9'" in html
    assert Table(seed=9).static_html() == html


def test_bad_settings_raise_clear_errors():
    """The learning preset is for four players, and unknown buttons are named."""
    with pytest.raises(TamCucError, match="4 players"):
        Table(players=3, preset="learning")
    with pytest.raises(TamCucError, match="no button"):
        Table(seed=1).click("redo")


@pytest.mark.parametrize("strength,bot", [("easy", "RandomBot"), ("medium", "RuleBot"), ("hard", "SamplingBot")])
def test_strength_chooses_the_computer_players(strength, bot):
    """easy, medium and hard seat RandomBot, RuleBot and SamplingBot at the other seats; the
    page names them in words, never by class."""
    table = Table(players=3, seed=2, strength=strength, autoplay=False)
    assert [type(b).__name__ for b in table.bots] == [bot] * 3
    assert f">{STRENGTH_NAMES[strength]}</option>" in table.html() and "Bot" not in _reader_text(table.html())


def _play_through_page(table: Table) -> int:
    """Plays the reader's seat with RuleBot's choices through the page's events (toggle, click, step)."""
    me, events = RuleBot(), 0
    while not table.game.is_over() or table.trick_done:
        if table.trick_done:  # the page shows each finished trick until Continue
            table.event("click", "continue")
        elif table.pending():
            table.event("step")
        else:
            move = me.choose(table.game, table.seat, random.Random(0))
            if move.action in ("lead", "lay"):
                wanted = list(move.cards)
                for index, card in enumerate(table.hand):
                    if card in wanted:
                        wanted.remove(card)
                        table.event("toggle", str(index))
                assert Hand(table.selected) == move.cards, (table.selected, move.cards)
                table.event("click", "play")
            else:
                table.event("click", move.action)
            assert table.message == "", table.message
        events += 1
        assert events < 500
    return events


@pytest.mark.parametrize("players,preset", [(4, "folk"), (3, "folk"), (4, "learning")])
def test_the_page_face_plays_the_same_deal_one_computer_move_at_a_time(players, preset):
    """Driven by the page's events, with computer moves one step at a time, a deal ends as Game says."""
    table = Table(players=players, preset=preset, seed=11, autoplay=False)
    _play_through_page(table)
    rules = Rules.preset(preset, players=players) if preset == "folk" else Rules.learning()
    expected = Game(rules, seed=11).play_out([RuleBot() for _ in range(players)], seed=11)
    assert table.game.result() == expected
    html = table.html()
    assert "Final scores" in html and "data-tc-over='1'" in html
    buttons = re.findall(r"data-tc-act='click' data-tc-arg='([^']*)'", html)
    assert buttons == ["review", "new deal"]  # only Review and New deal are left (the last trick is on the table)
    assert table.main_button() == "new deal" and "tc-main' data-tc-act='click' data-tc-arg='new deal'" in html


def test_the_page_face_offers_exactly_the_available_buttons():
    """In the HTML face a button is enabled exactly when available() lists it, and cards are
    buttons only when selecting them means something."""
    table = _my_turn("lay")
    html = table.html()
    for name in BUTTONS:
        enabled = f"data-tc-arg='{name}'>" in html
        assert enabled == (name in table.available()), name
    assert html.count("data-tc-act='toggle'") == len(table.hand)
    table = _my_turn("reveal")
    assert "data-tc-act='toggle'" not in table.html()


def test_toggle_selects_and_unselects_a_card():
    """Toggling a card twice selects it, then leaves the selection empty; a bad index is refused."""
    table = _my_turn("lay")
    table.event("toggle", "0")
    assert table.selected == [table.hand[0]]
    assert "aria-pressed='true'" in table.html()
    table.event("toggle", "0")
    assert table.selected == []
    with pytest.raises(TamCucError, match="you hold"):
        table.toggle(99)


def test_choices_apply_to_the_next_deal():
    """Choosing 3 players and the hard computer changes nothing until New deal, which uses them."""
    table = Table(seed=5, autoplay=False)
    table.event("choose", "players=3")
    table.event("choose", "strength=hard")
    assert table.rules.players == 4 and t(SETTINGS_NOTE, "en") in table.html()
    table.event("click", "new deal")
    assert table.rules.players == 3 and table.seed == 6
    assert [type(b).__name__ for b in table.bots] == ["SamplingBot"] * 3
    table.event("choose", "preset=learning")
    assert table.choice["players"] == 4 and "four players only" in table.message
    table.event("choose", "players=9")
    assert "2, 3 or 4 players" in table.message


def test_the_deal_number_chooses_the_deal():
    """The deal number box starts the deal it names (the same number, the same cards); left alone,
    New deal goes on to the next number; a number that is not one is refused in words."""
    table = Table(seed=5, autoplay=False)
    assert "Deal number <input" in table.html() and "value='5'" in table.html()
    table.event("choose", "seed=123")
    assert "class='tc-settings-note'" in table.html() and table.message == ""
    assert "value='123'" in table.html() and table.seed == 5
    table.event("click", "new deal")
    assert table.seed == 123 and table.game.hands == Game(Rules.preset("folk"), seed=123).hands
    table.event("click", "new deal")
    assert table.seed == 124
    table.event("choose", "seed=lots")
    assert table.message == "Not allowed: the deal number 'lots' is not a whole number."


def test_the_widget_has_the_deal_number_and_plain_strengths():
    """The JupyterLab face is the page's table: the same deal number box and plain strength names, and
    its New deal starts the number chosen in the box."""
    table = Table(seed=5)
    widget = table.widget()
    assert "data-tc-arg='seed' value='5'" in widget.html
    assert all(f">{name}</option>" in widget.html for name in STRENGTH_NAMES.values())
    widget.handle({"act": "choose", "arg": "seed=40"})
    assert t(SETTINGS_NOTE, "en") in widget.html and table.seed == 5
    widget.handle({"act": "click", "arg": "new deal"})
    assert t(SETTINGS_NOTE, "en") not in widget.html
    assert table.seed == 40 and "data-tc-arg='seed' value='40'" in widget.html


_CODE = re.compile(
    r"(?<![\w'’-])(?:[KERCHPkerchp]|[Aa](?=\s*(?:$|[.,;:)]|and\b|[KAERCHPkaerchp](?![\w'’]))))(?![\w'’-])"
)
_SEAT = re.compile(r"\b[Ss]eats?\b|\b[Pp]layer \d|\b[Ss]eed\b")
_CLASS = re.compile(r"Bot\b|Error\b|\bNone\b|\bcard\(s\)")


def _reader_text(html: str, story: bool = False) -> str:
    """Returns what a reader sees (and hears) in the table's HTML: text and labels, no pictures;
    without the story of the tricks (the engine's explanations) unless ``story``."""
    from html import unescape

    if not story:
        html = html.split("<div class='tc-log'>")[0]
    html = re.sub(r"<svg.*?</svg>|<style.*?</style>|<script.*?</script>", " ", html, flags=re.S)
    labels = " ".join(re.findall(r"aria-label='([^']*)'", html))
    return unescape(re.sub(r"<[^>]+>", " ", html) + " " + labels)


def _problems(text: str) -> list:
    return [m.group(0) for rx in (_SEAT, _CLASS, _CODE) for m in rx.finditer(text)]


def test_the_reader_sees_no_seat_numbers_class_names_or_card_codes():
    """Through whole deals (with a hint, refused clicks and changed settings at each step), the
    table's own words (status, messages, hints, settings, bắt cái, scores) have no seat number,
    no class name and no card code; the same holds for the page face and the static face's own words."""
    seen = []
    for players, preset, seed in ((4, "folk", 1), (3, "folk", 52), (2, "folk", 7), (4, "learning", 3)):
        table = Table(players=players, preset=preset, seed=seed, autoplay=False)
        static = table.static_html()
        seen.append(_reader_text(static.split('<div class="tamcuc-replay"')[0]))  # the replay: cards helper's
        assert "deal number" in _reader_text(static, story=True)
        me = RuleBot()
        hinted = False
        while not table.game.is_over():
            if table.trick_done:
                seen += [table.status(), _reader_text(table.html())]
                table.event("click", "continue")
                continue
            if not table.my_turn():
                table.event("step")
                continue
            seen += [table.status(), _reader_text(table.html())]
            if not hinted:
                table.event("click", "hint")
                hinted = True
                seen += [table.message, table.hint_why, _reader_text(table.html())]
            table.selected = []
            table.event("click", "play")  # nothing selected, or not the time to play
            seen.append(table.message)
            move = me.choose(table.game, table.seat, random.Random(0))
            if move.action in ("lead", "lay"):
                table.select(move.cards)
                table.event("click", "play")
            else:
                table.event("click", move.action)
            seen.append(table.message)
        table.event("choose", "strength=hard")
        seen += [table.message, _reader_text(table.html())]
        seen += [line for line in table.log if not line.startswith("Trick ")]
    problems = sorted({p for text in seen for p in _problems(text)})
    assert not problems, problems


def test_refusals_speak_to_the_reader_in_words():
    """A refused lead says "you" and names cards and rules in words: no seat number, no code."""
    table, banned = _first_lead_with_a_banned_card()
    table.select(banned[:1])
    table.click("play")
    assert table.message.startswith("Not allowed: you cannot lead ")
    assert not _problems(table.message), table.message
    table.select([])
    table.click("play")
    assert table.message == "Not allowed: select the cards to lead first (click them), then press Play."


def test_the_story_of_each_trick_has_no_card_codes():
    """The log's story of every trick (the engine's explanation) names cards in words, never by code."""
    table = Table(seed=4)
    _play_through(table)
    stories = [line for line in table.log if line.startswith("Trick ")]
    assert stories and not [p for line in stories for p in _problems(line)]
    assert not _problems(_reader_text(table.html(), story=True))


def test_hint_marks_the_hinted_cards_in_the_hand_until_the_next_button():
    """After Hint, the hand draws exactly the hinted move's cards with the class tc-hinted, and selects them
    (aria-pressed, as a click would); the next button press clears the marks."""
    table = _my_turn("lay")
    table.click("hint")
    html = table.html()
    hinted = re.findall(r"class='tc-card tc-hinted'[^>]*aria-pressed='(\w+)'", html)
    assert table.hinted and len(hinted) == len(table.hinted) and set(hinted) == {"true"}
    assert len(re.findall(r"aria-pressed='true'", html)) == len(table.hinted)
    assert sorted(table.selected) == sorted(table.hinted)
    table.click("new deal")
    assert not re.findall(r"class='[^']*tc-hinted", table.html())


def test_the_hint_keeps_pairs_whole_and_play_plays_the_hinted_card():
    """Deal 1: the reader lays one card from E E e e R C P p, and laying either elephant or the red chariot
    makes the same points (3.4 on average). The hint names the red chariot, which breaks no pair (the
    tie-break, sampling.break_ties), selects it, and Play then lays it."""
    table = Table(seed=1)
    assert table.my_turn() and table.game.phase == "lay" and str(table.hand) == "E E e e R C P p"
    ranked = table.hint_bot.evaluate(table.game, table.seat, make_rng(table.seed * 7919 + len(table.game.moves)))
    top = [m for v, m in ranked if round(v, 1) == round(ranked[0][0], 1)]
    assert {str(m.cards) for m in top} == {"E", "e", "R"}, "the situation this test is about"
    assert str(ranked[0][1].cards) == "E", "without the tie-break the hint would break the pair of red elephants"
    table.click("hint")
    assert table.message.startswith("Hint: lay a red chariot.")
    assert [str(c) for c in table.selected] == ["R"] and [str(c) for c in table.hinted] == ["R"]
    assert combinations_in(Hand("E E e e C P p")) == 2
    moves = len(table.game.moves)
    table.click("play")
    assert table.message == "" and str(table.game.moves[moves].cards) == "R"


def test_the_lay_status_says_a_small_count_in_words():
    """Deal 1: the reader lays one card; the status line asks for "one card" / "một quân" in words (not "1 card"),
    and the trick area is named "Trên chiếu" for a screen reader, as its visible title says."""
    for lang, words in (("en", "select one card to lay face down"), ("vi", "chọn một quân để úp xuống")):
        table = Table(seed=1, lang=lang)
        assert table.game.phase == "lay" and table.game.lay_count(table.seat) == 1 and words in table.status()
    assert "aria-label='Trên chiếu'" in table.html()


def test_the_menus_name_the_rules_and_the_strengths_in_plain_words():
    """The Rules menu says "folk rules" and "beginners' rules" (never the preset's name
    "learning"), and the Computer menu says what each strength does, not which program it is."""
    html = Table(players=4, preset="learning", seed=3).html()
    assert ">folk rules</option>" in html and ">beginners&#x27; rules</option>" in html
    assert ">learning<" not in html and "random player" not in html and "sampling" not in html
    assert ">hard: thinks ahead</option>" in html


def test_a_changed_setting_says_press_new_deal_until_it_is_dealt():
    """Choosing other settings shows a note (in the table's language) until New deal deals them."""
    table = Table(seed=5, autoplay=False)
    assert not table.settings_changed() and "class='tc-settings-note'" not in table.html()
    table.event("choose", "players=3")
    assert table.settings_changed()
    assert f"<p class='tc-settings-note' role='status'>{t(SETTINGS_NOTE, 'en')}</p>" in table.html()
    table.event("choose", "players=4")
    assert not table.settings_changed() and "class='tc-settings-note'" not in table.html()
    table.event("choose", "strength=easy")
    table.event("click", "new deal")
    assert not table.settings_changed() and "class='tc-settings-note'" not in table.html()
    vi = Table(seed=5, autoplay=False, lang="vi")
    vi.event("choose", "seed=9")
    assert t(SETTINGS_NOTE, "vi") in vi.html() and "Ván mới" in t(SETTINGS_NOTE, "vi")


def test_the_beginners_rules_keep_four_players_and_say_so():
    """With the learning preset (four players only, rules.PRESET_PLAYERS) the table shows and deals 4, and says why."""
    from tamcuc.rules import PRESET_PLAYERS
    assert PRESET_PLAYERS["learning"] == (4,)
    table = Table(seed=5, autoplay=False)
    table.event("choose", "players=3")
    table.event("choose", "preset=learning")
    assert table.choice["players"] == 4
    assert table.message.startswith("With the beginners' rules, the table deals for four players only.")
    html = table.html()
    assert "<option value='3' disabled>3</option>" in html and "<option value='4' selected>4</option>" in html
    table.event("choose", "players=3")
    assert table.choice["players"] == 4 and "four players only" in table.message
    table.event("click", "new deal")
    assert table.rules.players == 4 and table.preset == "learning" and not table.message.startswith("Not allowed")
    vi = Table(seed=5, autoplay=False, lang="vi", preset="learning")
    vi.event("choose", "players=2")
    assert vi.message.startswith("Với luật tập chơi, bàn chơi chỉ chia bài cho bốn người.")
    folk = Table(seed=5, autoplay=False)
    folk.event("choose", "players=3")
    folk.event("click", "new deal")
    assert folk.rules.players == 3


def test_each_card_in_hand_shows_its_short_name():
    """Under each card of the reader's hand: its short name (Red chariot / Xe đỏ), not only the Hán character."""
    for lang in ("en", "vi"):
        table = Table(seed=5, autoplay=False, lang=lang)
        html = table.html()
        for card in table.hand:
            name = card.name(lang)
            assert f">{name[0].upper() + name[1:]}</span>" in html
        assert html.count("class='tc-card-name'") == len(table.hand)


class _Script:
    """A computer player that replays the moves of a recorded deal."""

    def __init__(self, moves):
        self.moves = moves

    def choose(self, game, player, rng):
        return self.moves[len(game.moves)]


def test_the_log_names_the_next_leader_the_engine_chose():
    """When a trick's winner has no cards left, the log says who really leads next (the engine's
    next leader, the next seat with cards), never the winner."""
    from tamcuc.bots import RandomBot

    recorded = Game(Rules(), seed=54)
    recorded.play_out([RandomBot()] * 4, seed=54)
    out = next(r for r in recorded.history if r.next_leader not in (None, r.winner))
    table = Table(seed=54, bots=[_Script(recorded.moves)] * 4)
    while not table.game.is_over():
        _click(table, recorded.moves[len(table.game.moves)])
    assert table.game.moves == recorded.moves
    story = next(line for line in table.log if line.startswith(f"Trick {out.number}:"))
    winner, leader = table.names[out.winner], table.names[out.next_leader]
    assert story.endswith(f"but has no cards left, so {leader} leads next.")
    assert story.count(f"{winner} keeps") == 1 and "and leads next" not in story
    assert recorded.history[out.number].leader == out.next_leader  # the trick after it, as the engine played it


def _page_events_until(table: Table, stop) -> None:
    """Drives ``table`` as the page does (computer steps, RuleBot's choices for people) until ``stop(table)``."""
    me = RuleBot()
    for _ in range(500):
        if stop(table):
            return
        if table.trick_done or table.pass_to() is not None:
            table.event("click", "continue")
        elif table.pending():
            table.event("step")
        else:
            _click(table, me.choose(table.game, table.seat, random.Random(0)))
    raise AssertionError("the deal never reached the state asked for")


def test_the_page_face_shows_each_finished_trick_until_continue():
    """On the page, the last card of a trick leaves the whole trick on the table, the plays turned as the
    engine says, its winner marked; no computer moves until Continue; Last trick shows it again later."""
    table = Table(seed=8, autoplay=False)
    _page_events_until(table, lambda t: t.trick_done)
    record = table.game.history[-1]
    html = table.html()
    assert not table.pending() and "data-tc-trick-done='1'" in html and table.available() == ["continue", "new deal"]
    assert f"data-tc-trick='{record.number}'" in html
    won = re.findall(r"<div class='tc-play tc-won' data-seat='(\d)' data-up='(\d)'>", html)
    assert won == [(str(record.winner), "1")]
    plays = re.findall(r"<div class='tc-play[^']*' data-seat='(\d)' data-up='(\d)'>", html)
    assert plays == [(str(s), "1" if record.face_up(s, table.seat) else "0") for s in record.order]
    assert table.main_button() == "continue" and "tc-main' data-tc-act='click' data-tc-arg='continue'" in html
    table.event("click", "continue")
    assert not table.trick_done and "data-tc-trick=" not in table.html()
    _page_events_until(table, lambda t: t.my_turn())
    if "last trick" in table.available():
        table.event("click", "last trick")
        assert f"data-tc-trick='{table.game.history[-1].number}'" in table.html()


def test_the_tempo_lets_a_finished_trick_go_by_itself():
    """With a tempo of 2 seconds the page is told to go on after 2000 ms; until Continue, it says 0."""
    table = Table(seed=8, autoplay=False)
    _page_events_until(table, lambda t: t.trick_done)
    assert "data-tc-wait-ms='0'" in table.html() and "Press Continue" in table.status()
    table.event("choose", "tempo=2")
    assert "data-tc-wait-ms='2000'" in table.html() and not table.settings_changed()
    with pytest.raises(TamCucError, match="tempo"):
        table.choose("tempo", "7")


def test_pass_and_play_hides_every_hand_between_two_people():
    """With An and Bình at the device, the table says "Pass to Bình" and shows no hand before Bình's
    turn; the trick shows what the whole table sees; after Continue, Bình sees Bình's own hand only."""
    table = Table(seed=2, autoplay=False)
    table.event("choose", "seat-1=person")
    assert table.settings_changed()
    table.event("click", "new deal")
    assert table.humans == (0, 1) and table.log[0].startswith("An and Bình play at this device")
    _page_events_until(table, lambda t: t.pass_to() == 1)
    html = table.html()
    assert "Pass to Bình" in html and "data-tc-act='toggle'" not in html and "class='tc-card-name'" not in html
    assert table.available() == ["continue", "new deal"] and not table.pending()
    for seat, cards, status in table.game.trick_so_far:
        shown = "1" if table.game.trick.face_up(seat, None) else "0"
        assert f"data-seat='{seat}' data-up='{shown}'" in html
    table.event("click", "continue")
    assert table.seat == 1 and table.my_turn()
    html = table.html()
    assert "Bình&#x27;s hand — your turn" in html and html.count("class='tc-card-name'") == len(table.game.hand(1))
    assert "<div class='tc-seat' data-seat='0'>" in html  # An is now one of the others: a count and backs
    _page_events_until(table, lambda t: t.game.is_over() and not t.trick_done)
    assert table.game.result() is not None


def test_undo_is_a_rule_of_the_beginners_table_only():
    """In the beginners' rules Undo takes back your last move (and the computer's after it), the story says
    so, and the same move can be made again; in the folk rules there is no Undo."""
    folk = Table(seed=5, autoplay=False)
    assert not folk.rules.undo and "undo" not in folk.available()
    table = Table(preset="learning", seed=5, autoplay=False)
    assert table.rules.undo
    _page_events_until(table, lambda t: t.my_turn())
    before = (list(table.game.moves), list(table.hand), table.rng.getstate())
    move = RuleBot().choose(table.game, table.seat, random.Random(0))
    _click(table, move)
    _page_events_until(table, lambda t: t.my_turn() or t.game.is_over())
    assert "undo" in table.available()
    table.event("click", "undo")
    assert table.message == "" and (list(table.game.moves), list(table.hand), table.rng.getstate()) == before
    assert "took back a move" in table.log[-1] and "beginners' rules" in table.log[-1]
    assert "undo" not in table.available()
    _click(table, move)  # the same move again: the deal goes on as before


def test_the_copy_of_two_equal_cards_you_press_is_the_one_lifted():
    """Pressing the second of two equal cards lifts that one (not the first copy); pressing it again drops it."""
    for seed in range(1, 60):
        table = Table(players=4, seed=seed, autoplay=True)
        hand = list(table.hand)
        twins = [i for i in range(1, len(hand)) if hand[i] == hand[i - 1]]
        if twins and table.selectable():
            break
    else:
        raise AssertionError("no deal in 1..59 gives the reader two equal cards")
    second = twins[0]
    table.toggle(second)
    assert table._marks() == [i == second for i in range(len(hand))]
    pressed = re.findall(r"data-tc-act='toggle' data-tc-arg='(\d+)' aria-pressed='true'", table.html())
    assert pressed == [str(second)], f"the page lifts cards {pressed}, not card {second}"
    table.toggle(second)
    assert table.selected == [] and not any(table._marks())


@pytest.mark.parametrize("players,seed,ranking,words", [
    (4, 1, (1, 2, 4, 3), "You win the deal!"),
    (4, 2, (3, 2, 3, 1), "Dũng wins the deal."),
    (4, 14, (1, 4, 3, 1), "You share first place with Dũng."),
    (3, 16, (3, 1, 1), "Bình and Chi share first place."),
    (2, 10, (1, 1), "Everyone is level: the deal is a draw."),
])
def test_the_end_of_a_deal_says_who_won_it(players, seed, ranking, words):
    """At the end the status line names the deal's winners as the engine's settlement places them (its
    ranking, worked out by hand for these deals played with RuleBot's choices), asks for New deal, which is
    the main button, and no longer says Continue; the last trick stays on the table."""
    table = Table(players=players, seed=seed, autoplay=False)
    _page_events_until(table, lambda tb: tb.game.is_over())
    assert table.game.result().ranking == ranking
    assert not table.trick_done and table.status() == f"{words} Press New deal to play another."
    assert table.main_button() == "new deal" and table.available() == ["review", "new deal"]
    html = table.html()
    assert "data-tc-arg='continue'" not in html and "Continue" not in table.status()
    assert f"data-tc-trick='{table.game.history[-1].number}'" in html


def test_the_end_of_a_deal_in_vietnamese():
    """The Vietnamese table says who won in Vietnamese, with one sentence for New deal."""
    table = Table(players=4, seed=1, autoplay=False, lang="vi")
    _page_events_until(table, lambda tb: tb.game.is_over())
    assert table.status() == "Em thắng ván này! Em bấm Ván mới để chơi ván khác nhé."
    table = Table(players=4, seed=2, autoplay=False, lang="vi")
    _page_events_until(table, lambda tb: tb.game.is_over())
    assert table.status() == "Dũng thắng ván này. Em bấm Ván mới để chơi ván khác nhé."


def test_the_waiting_settings_note_stays_outside_the_folded_panel():
    """A changed setting is said beside the buttons, outside the settings panel, while the panel is open
    and after it is folded away, until New deal deals it."""
    table = Table(seed=5, autoplay=False)
    table.event("settings")
    table.event("choose", "players=3")
    note = f"<p class='tc-settings-note' role='status'>{t(SETTINGS_NOTE, 'en')}</p>"
    for folded in (False, True):
        html = table.html()
        panel = re.search(r"<div class='tc-settings'[^>]*>.*?</div>", html).group(0)
        assert (" hidden" in panel.split(">")[0]) == folded
        assert note not in panel and html.count(note) == 1
        assert html.index("<div class='tc-buttons'>") < html.index(note) < html.index("<div class='tc-log'>")
        table.event("settings")
    table.event("click", "new deal")
    assert table.rules.players == 3 and "class='tc-settings-note'" not in table.html()


def test_cards_laid_on_the_table_have_their_names_under_them():
    """Each card laid face up in the trick has its short name under it (as in the hand, capitalised);
    a card laid face down has none; the stylesheet keeps those names on one line."""
    from tamcuc._html import css

    for lang in ("en", "vi"):
        table = Table(players=4, seed=8, lang=lang, autoplay=False)
        _page_events_until(table, lambda tb: tb.trick_done)  # the finished trick on show
        html = table.html()
        record = table.game.history[-1]
        expected, backs = [], 0
        for seat, cards in zip(record.order, record.laid):
            if record.face_up(seat, table.seat):
                expected += [c.name(lang)[:1].upper() + c.name(lang)[1:] for c in cards]
            else:
                backs += len(cards)
        assert expected and backs, "deal 8's first trick has cards face up and face down"
        assert re.findall(r"<span class='tc-laid-name' aria-hidden='true'>([^<]*)</span>", html) == expected
        assert html.count("<span class='tc-laid-card'>") == len(expected) + backs
    sheet = css("table.css")
    rule = re.search(r"\.tc-laid-name\{([^}]*)\}", sheet) or re.search(r"\.tc-laid-name[^{]*\{([^}]*)\}", sheet)
    assert rule and "white-space:nowrap" in rule.group(1)


def test_no_cards_kept_is_said_in_its_own_sentence_in_vietnamese():
    """Before a seat has kept a card the Vietnamese table says "chưa ăn quân nào", never "ăn 0 quân"; the
    other seats say so too; after a trick the count is shown with its noun."""
    table = Table(players=4, seed=5, lang="vi", autoplay=False)
    html = table.html()
    assert "Em chưa ăn quân nào." in html and "chưa ăn quân nào)" in html
    assert not re.search(r"ăn (được )?0 quân", html)
    _page_events_until(table, lambda tb: tb.game.history and any(tb.game.kept[p] for p in range(4)))
    assert re.search(r"đã ăn [1-9]\d* quân", table.html())
    english = Table(players=4, seed=5, autoplay=False).html()
    assert "You have not kept any cards yet." in english and "none kept yet" in english


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_status_lines_have_at_most_one_colon_and_one_word_for_a_card(lang):
    """Through a whole deal (folk and beginners' rules) no status line has two colons, and the Vietnamese
    table never calls a card "cây" outside the names of the calls (một cây, đôi cây, ba cây)."""
    for preset in ("folk", "learning"):
        table = Table(players=4, preset=preset, seed=3, lang=lang, autoplay=False)
        seen = set()
        _page_events_until(table, lambda tb: seen.add(tb.status()) or tb.game.is_over())
        seen.add(table.status())
        assert all(line.count(":") <= 1 for line in seen), [x for x in seen if x.count(":") > 1]
        if lang == "vi":
            text = re.sub(r"<[^>]+>", " ", table.html())
            assert not re.search(r"cây", re.sub(r"(một|đôi|ba) cây", "", text))


def test_the_vietnamese_table_names_a_person_at_this_device():
    """The Vietnamese seat menu calls a person at this device "người chơi thật" (not "một người ở đây")."""
    html = Table(seed=5, lang="vi", autoplay=False).html()
    assert ">người chơi thật</option>" in html and "một người ở đây" not in html


def test_the_default_tempo_is_the_slowest():
    """A new table waits at each finished trick until Continue (the slowest tempo, chosen first in the
    menu); the reader may choose a faster one, and New deal keeps it."""
    assert DEFAULT_TEMPO == 0 and TEMPOS[0] == 0
    table = Table(seed=8, autoplay=False)
    assert table.tempo == DEFAULT_TEMPO
    assert "<option value='0' selected>until I press Continue</option>" in table.html()
    _page_events_until(table, lambda tb: tb.trick_done)
    assert "data-tc-wait-ms='0'" in table.html() and not table.pending()
    table.event("choose", "tempo=2")
    table.event("click", "new deal")
    assert table.tempo == 2


def test_last_trick_has_a_way_back_to_the_table():
    """Last trick opens the finished trick and the same button then says "Back to the table"; pressing it
    shows the trick under way again (in Vietnamese too)."""
    for lang, back in (("en", "Back to the table"), ("vi", "Trở lại bàn chơi")):
        table = Table(seed=8, autoplay=False, lang=lang)
        _page_events_until(table, lambda tb: tb.my_turn() and "last trick" in tb.available())
        table.event("click", "last trick")
        html = table.html()
        assert f"data-tc-arg='last trick'>{back}</button>" in html
        assert f"data-tc-trick='{table.game.history[-1].number}'" in html
        table.event("click", "last trick")
        html = table.html()
        assert f"data-tc-arg='last trick'>{table.label('last trick')}</button>" in html and back not in html
        assert "data-tc-trick=" not in html


@pytest.mark.parametrize("preset", ["folk", "learning"])
def test_the_end_shows_the_kept_cards_large_and_says_what_the_score_is(preset):
    """During play the reader's kept cards are named (no thumbnails too small to read on a phone); at the end they
    are drawn as the table's cards are (each with its name under it, tc-kept-end); every play of the last trick has
    its word (the reader's beaten play "lose" too); the scores name the reader "An (you)"; under the scores, one line
    says what the score is under the deal's rules (scoring.scoring_words), in the table's language."""
    from tamcuc.scoring import scoring_words

    for lang in ("en", "vi"):
        table = Table(preset=preset, seed=4, lang=lang)
        assert "tc-kept-end" not in table.html(style=False)
        me = RuleBot()
        while not table.game.kept_view(table.seat, table.seat) or table.game.is_over():
            assert not table.game.is_over(), "the reader keeps cards before the end in this deal"
            _click(table, me.choose(table.game, table.seat, random.Random(0)))
        mine = table.game.kept_view(table.seat, table.seat)
        named = re.search(r"<span class='tc-kept-line'>(.*?)</span></p>", table.html(style=False)).group(1)
        assert "<svg" not in named and all(esc(c.name(lang)) in named for c in mine if c is not None), named
        _play_through(table)
        html = table.html(style=False)
        plays = re.findall(r"<div class='tc-play[^']*' data-seat='(\d)'[^>]*><span class='tc-who'>[^<]*</span> (<span[^>]*>[^<]*</span>)?",
                           html)
        assert len(plays) == table.rules.players and all(mark for _, mark in plays), plays
        beaten = {t("lose", lang), t("win", lang), t("fold", lang)}
        assert re.search(r">([^<]*)</span>$", dict(plays)[str(table.seat)]).group(1) in beaten
        assert table.score_names()[table.seat] in ("An (you)", "An (em)") and table.score_names()[1:] == table.names[1:]
        assert f"<li>{esc(table.score_names()[table.seat])}: " in html
        kept = table.game.kept_view(table.seat, table.seat)
        end = re.search(r"<span class='tc-kept tc-kept-end'>(.*?)</span></span></p>", html)
        assert kept and end, "the reader kept cards in this deal, drawn at the end"
        assert end.group(1).count("<svg") == len(kept)
        assert end.group(1).count("class='tc-laid-name'") == sum(c is not None for c in kept)
        rule = re.search(r"<div class='tc-scores'>.*?<p class='tc-note tc-score-rule'>([^<]*)</p></div>", html)
        assert rule and rule.group(1) == esc(scoring_words(table.rules, lang))


@pytest.mark.parametrize("lang, joined, alone", [
    ("vi", "đều chui", " chui, quân đã ra vẫn úp kín."),
    ("en", "all fold (chui)", " folds (chui), keeping the cards face down."),
    ("vi", "đều úp một quân.", " úp một quân."),
    ("en", "all lay one card face down.", " lays one card face down."),
])
def test_folds_and_lays_one_after_another_are_said_in_one_sentence(lang, joined, alone):
    """What the table says for a screen reader after the reader's press joins folds made one after another
    into one sentence ("Chi và Dũng đều chui, …"), and lays of as many cards ("Bình, Chi và Dũng đều úp một
    quân."), as a teacher tells them, in both languages."""
    table = Table(players=4, preset="folk", seed=1, lang=lang, humans=(0,), autoplay=True)
    me, rng, heard = RuleBot(), random.Random(1), []
    while not table.game.is_over():
        if table.trick_done:
            table.event("click", "continue")
        else:
            move = me.choose(table.game, table.seat, rng)
            if move.action in ("lead", "lay", "show"):
                table.select(move.cards)
                table.event("click", "play" if move.action != "show" else "show")
            else:
                table.event("click", move.action)
        heard.append([line for line in table.said if not line.startswith(("Lượt ", "Trick "))])
    assert any(joined in line for lines in heard for line in lines), lang
    for lines in heard:
        for before, after in zip(lines, lines[1:]):
            lead = " gọi " in before or " calls " in before  # a lead face down ("Bình gọi một cây và úp một quân.")
            assert lead or not (before.endswith(alone) and after.endswith(alone)), (lang, lines)


def test_the_trick_area_says_who_led_and_what_was_called():
    """While a trick is under way, the trick area's title says who led and the call, in the reader's language:
    "On the table: Chi called one (một cây).", "Trên chiếu: Chi gọi một cây."; with nothing laid, no call."""
    import re

    for lang, words in (("en", "On the table: {who} called {call}."), ("vi", "Trên chiếu: {who} gọi {call}.")):
        table = Table(seed=1, lang=lang)
        lead = table.game.trick_so_far[0][0]
        title = re.search(r"tc-trick-title'[^>]*><strong>([^<]*)<", table.html()).group(1)
        who = table.names[lead] if lead != table.seat else ("you" if lang == "en" else "em")
        call = {"en": {1: "one (một cây)"}, "vi": {1: "một cây"}}[lang].get(table.game.call)
        assert call and title == words.format(who=who, call=call)
    fresh = Table(seed=0, lang="en")
    if not fresh.game.trick_so_far:
        assert "On the table:</strong>" in fresh.html()


def test_a_refusal_goes_once_the_selection_or_the_game_moves_on():
    """At the reader's turn, Play with nothing selected is refused, and the refusal goes as soon as a card is
    selected; Play out of turn says it is not the reader's turn yet, and that goes with the next computer move."""
    table = Table(seed=23, autoplay=False)
    _page_events_until(table, lambda t: t.my_turn() and t.game.phase == "lay" and t.game.lay_count(t.seat) == 3)
    table.event("click", "play")
    assert table.message == "Not allowed: select the three cards to lay first (click them), then press Play."
    table.event("toggle", "0")
    assert table.message == "" and "class='tc-message'" not in table.html()
    for i in (1, 2):
        table.event("toggle", str(i))
    table.event("click", "play")
    assert table.message == "" and table.pending() and "Waiting for" in table.status()
    table.event("click", "play")
    assert table.message == "Wait: it is not your turn." and "class='tc-message'" in table.html()
    table.event("step")
    assert table.message == "" and "class='tc-message'" not in table.html()
    # A hint is advice, not a refusal: it stays while the reader changes the selection.
    _page_events_until(table, lambda t: t.my_turn() and t.game.phase in ("lead", "lay"))
    table.event("click", "hint")
    hint = table.message
    table.event("toggle", "0")
    assert hint.startswith("Hint:") and table.message == hint

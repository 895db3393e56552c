"""The table says only what is true and only what the reader may know: the hint's reason, the lines spoken and
shown while cards lie face down, and the review of a move the hint suggested."""

from __future__ import annotations

import html as htmllib
import random

import pytest

from tamcuc.bots import RuleBot
from tamcuc.game import call_words
from tamcuc.plays import KIND_OF_CALL
from tamcuc.i18n import t
from tamcuc.replay import Replay
from tamcuc.rules import Rules
from tamcuc.table import Table
from tamcuc.tricks import counts_as_folded, must_fold
from tamcuc.wording import DEFAULT_NAMES, count_words

CANNOT_FOLLOW = ("You cannot follow with the kind of play called, so you will fold (chui) this trick whatever you lay: "
                 "lay the cards you need least.")
ONLY_PLAY = ("It is the only play you hold of the kind called: lay it, and when the cards are turned you will see "
             "whether it wins.")
CANNOT_WIN = ("Showing your {play} cannot win this trick: a play turned over before it beats it, or equals it and came "
              "first. If you fold (chui) you lose the trick just the same, and your cards stay secret (lesson 5).")
BANNED = ("Showing your {play} cannot win this trick: it holds a rank banned in the first trick. If you fold (chui) you "
          "lose the trick just the same, and your cards stay secret (lesson 5).")
HINTED = ("While you played, the hint chose the move you made here: it tried fewer deals, and the review, trying more, "
          "found a better one.")


def _play(table: Table, move) -> None:
    """Makes ``move`` at the table as a reader does: selects its cards and presses Play, or presses its button."""
    if move.action in ("lead", "lay"):
        table.select(move.cards)
        table.event("click", "play")
    else:
        if move.action == "declare":
            table.select(move.cards)
        table.event("click", move.action)
    assert table.message == "" or table.message.startswith(("Hint", "Gợi ý")), table.message


def _drive(table: Table, at_turn=None, hint: bool = True, after=None, moves=None) -> None:
    """Plays ``table`` to the end as the page does (computer moves one step at a time). At each of the reader's
    turns it presses Hint (``hint``), calls ``at_turn(table)`` if given, then plays the hinted move (without a
    hint: RuleBot's, or the next of the reader's moves in ``moves``); ``after(table)`` is called after every
    event."""
    mine = None if moves is None else [m for m in moves if m.player == table.seat]
    for _ in range(600):
        g = table.game
        if g.is_over() and not table.trick_done:
            return
        if table.trick_done or table.pass_to() is not None:
            table.event("click", "continue")
        elif table.pending():
            table.event("step")
        else:
            if hint:
                table.event("click", "hint")
                if after is not None:
                    after(table)
                if at_turn is not None:
                    at_turn(table)
                move = table._hint_at[1][0]
            elif mine is not None:
                move = mine.pop(0)
            else:
                move = RuleBot().choose(g, table.seat, random.Random(0))
            _play(table, move)
        if after is not None:
            after(table)
    raise AssertionError("the deal never ended")


DEALS = [(players, "folk", seed) for players in (2, 3, 4) for seed in range(0, 40, 3)] + [
    (4, "learning", seed) for seed in range(0, 40, 3)] + [(4, "folk", 11), (3, "folk", 209)]


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_hint_says_you_cannot_follow_only_when_you_hold_no_play_of_the_kind_called(lang):
    """Over many deals, whenever the hint's Why? says the reader cannot follow with the kind called, every legal
    lay of the reader folds (the engine's must_fold: no play of that kind); when it says the hinted lay is the only
    play of the kind held, the engine agrees. Seed 11 (four players, trick 2: K E e C h P P, a pair called) and
    seed 209 (three players) hold a pair and are told so, not that they must fold."""
    said = {"cannot": 0, "only": 0}

    def check(table):
        g, why = table.game, table.hint_why
        if g.phase != "lay":
            assert why not in (t(CANNOT_FOLLOW, lang), t(ONLY_PLAY, lang))
            return
        follows = [m for m in g.legal_plays() if not must_fold(m.cards, g.call)]
        if why == t(CANNOT_FOLLOW, lang):
            said["cannot"] += 1
            assert not follows, (table, g.hand(table.seat), g.call, why)
        elif why == t(ONLY_PLAY, lang):
            said["only"] += 1
            assert follows == [table._hint_at[1][0]], (table, g.hand(table.seat), g.call)
            assert not counts_as_folded(follows[0].cards, table.rules, g.is_first_trick)

    for players, preset, seed in DEALS:
        _drive(Table(players=players, preset=preset, seed=seed, lang=lang, autoplay=False), at_turn=check)
    assert said["cannot"] and said["only"], said  # both reasons are met, and checked

    table = Table(players=4, preset="folk", seed=11, lang=lang, autoplay=False)
    seen = []
    _drive(table, at_turn=lambda tb: seen.append((tb.game.trick_number + 1, tb.game.phase, tb.hint_why)))
    assert (2, "lay", t(ONLY_PLAY, lang)) in seen


def _forbidden(table: Table) -> set:
    """Returns the names (in the table's language, lower case) of cards the table's seat cannot see now, as the
    engine says (Game.unseen), less every name it may know otherwise: its hand, the cards it has seen face up
    (a lead or a play shown, in the trick under way or a finished one, a declaration) and the bắt cái card."""
    g, seat, lang = table.game, table.seat, table.lang
    known = list(g.hand(seat)) + [c for d in g.declarations for c in d.play.cards]
    for record in g.history:
        for who, laid in zip(record.order, record.laid):
            if record.face_up(who, seat):
                known += list(laid)
    if g.trick is not None:
        for who in g.trick.order:
            known += list(g.trick.cards(who, seat) or ())
    if g.drawn is not None:
        known.append(g.drawn)
    names = {c.name(lang).lower() for c in known}
    return {c.name(lang).lower() for c in g.unseen(seat)} - names


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_nothing_said_or_shown_names_a_card_the_reader_cannot_see(lang):
    """Over seeded deals driven through the page's events, after every event: no line spoken (tc-said), no line
    of the story (the log) and nothing in the table's HTML (text or labels) names a card the engine says the
    reader's seat cannot see yet: another player's lead lies face down until the reveal and is said without its
    cards ("Chi gọi một cây và úp một quân."), while the reader's own lead is named."""
    tested = []  # the events at which a lead by another seat lay face down, its card a name the reader may not know

    def check(table):
        bad = _forbidden(table)
        said = " ".join(table.said).lower()
        shown = htmllib.unescape(table.html()).lower()
        story = " ".join(table.log).lower()
        for name in bad:
            assert name not in said, (name, table.said)
            assert name not in story, (name, table.log)
            assert name not in shown, (name, table)
        trick = table.game.trick
        if trick is not None and trick.leader != table.seat and not trick.face_up(trick.leader, table.seat):
            lead = table.game.moves[-len(trick.order)]  # the lead of the trick under way
            if any(c.name(lang).lower() in bad for c in lead.cards):
                tested.append(lead)

    for players, preset, seed in [(4, "folk", s) for s in range(1, 13)] + [(3, "folk", 5), (2, "folk", 7),
                                                                            (4, "learning", 3)]:
        _drive(Table(players=players, preset=preset, seed=seed, lang=lang, autoplay=False), hint=False, after=check)
    assert tested


def test_another_players_lead_is_said_face_down_and_the_readers_own_by_its_cards():
    """A lead by Chi is spoken as a call and a face-down lay ("Chi gọi một cây và úp một quân."), with the count in
    words for two or three cards; a lead by the reader names its cards."""
    for lang, pattern in (("en", "calls {call} and lays {cards} face down."), ("vi", "gọi {call} và úp {cards}.")):
        others, mine = [], []

        def listen(table):
            for line in table.said:
                for call in (1, 2, 3):
                    text = pattern.format(call=call_words(call, lang), cards=count_words(call, "card", lang))
                    if line.endswith(text) and not line.startswith(table.names[table.seat]):
                        others.append(line)
            lead = [m for m in table.game.moves[-1:] if m.action == "lead" and m.player == table.seat]
            if lead and table.said:
                mine.append(table.said[0])

        for seed in range(1, 6):
            _drive(Table(players=4, preset="folk", seed=seed, lang=lang, autoplay=False), hint=False, after=listen)
        assert others and mine
        assert all(" và ra " in line or " and leads " in line for line in mine), mine


def test_a_hinted_move_the_review_marks_says_the_hint_tried_fewer_deals():
    """Four players, folk rules, deal 11: the reader follows every hint; the review marks the hinted lay of trick
    1 a slip (its mark kept: the review tries more deals) and its sentence adds that the hint suggested it and
    tried fewer deals, in both languages; a decision not marked a slip or a mistake does not say it, nor does a
    marked move the reader chose without the hint."""
    for lang in ("en", "vi"):
        table = Table(players=4, preset="folk", seed=11, lang=lang, autoplay=False)
        _drive(table)
        table.event("click", "review")
        while table.reviewing():
            table.event("step")
        decisions = table.reviewed.decisions
        first = decisions[0]
        assert first.trick == 1 and first.mark == "inaccuracy" and first.index in table.followed
        note = t(HINTED, lang)
        html = htmllib.unescape(table.html())
        assert f"{first.why(lang)} {note}" in html
        for d in decisions:
            said = table._review_why(d)
            assert (note in said) == (d.mark in ("inaccuracy", "mistake")), d
        # The same moves made without pressing Hint: the review says nothing of a hint.
        moves = list(table.game.moves)
        plain = Table(players=4, preset="folk", seed=11, lang=lang, autoplay=False)
        _drive(plain, hint=False, moves=moves)
        plain.event("click", "review")
        while plain.reviewing():
            plain.event("step")
        assert not plain.followed and note not in htmllib.unescape(plain.html())
        assert plain.reviewed.decisions[0].mark == "inaccuracy"


def test_a_hint_followed_then_taken_back_is_forgotten():
    """Under the beginners' rules (Undo allowed), a move made from the hint is recorded as followed; taken back, it
    is no longer, and a hint given before the Undo counts for nothing afterwards."""
    table = Table(players=4, preset="learning", seed=3, autoplay=True)
    while not table.my_turn() or table.game.phase not in ("lead", "lay"):
        table.event("click", "continue" if table.trick_done else "hint")
        if table.my_turn() and table.game.phase not in ("lead", "lay"):
            _play(table, table._hint_at[1][0])
    at = len(table.game.moves)
    table.event("click", "hint")
    _play(table, table._hint_at[1][0])
    assert at in table.followed
    table.event("click", "undo")
    assert len(table.game.moves) == at and at not in table.followed and table._hint_at == (-1, ())


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_fold_by_anyone_else_is_told_only_as_a_fold(lang):
    """A fold keeps the cards face down and hides what they were (RULES.md §6.3): over seeded deals, whenever a
    player lays cards that make no play of the kind called, the trick's words for the whole table (a replay, a
    trick drawn in a notebook) and for every other seat say only that the player folds (chui); the player's own
    words say the cards made no play of that kind; and the table's story, told to its one reader, does the same."""
    def no_play_line(seat, call):
        return t("{name} has laid no {kind} and folds (chui).", lang, name=DEFAULT_NAMES[seat],
                 kind=KIND_OF_CALL[call].word(lang))

    met = 0
    for seed in range(6):
        replay = Replay.from_bots(Rules.folk(players=4), [RuleBot()] * 4, seed=seed, lang=lang)
        steps = " ".join(s["text"] for s in replay.steps)
        for record in replay.game.history:
            for seat, status in zip(record.order[1:], record.status[1:]):
                if status != "no play":
                    continue
                met += 1
                line = no_play_line(seat, record.call)
                assert line not in record.explain(lang=lang) and line not in steps
                for viewer in range(4):
                    assert (line in record.explain(lang=lang, viewer=viewer)) == (viewer == seat)
    assert met

    told = {"mine": 0, "others": 0}  # the reader's own folds without a play, and other seats'
    for seed in range(1, 9):
        table = Table(players=4, preset="folk", seed=seed, lang=lang, autoplay=False)
        _drive(table, hint=False)
        story = " ".join(table.log)
        for record in table.game.history:
            for seat, status in zip(record.order[1:], record.status[1:]):
                if status == "no play":
                    told["mine" if seat == table.seat else "others"] += 1
                    line = no_play_line(seat, record.call).replace(DEFAULT_NAMES[seat], table.names[seat], 1)
                    assert (line in story) == (seat == table.seat), (line, story)
    assert told["mine"] and told["others"], told


def test_the_hint_names_a_fold_when_showing_cannot_win_or_gains_nothing():
    """The hint and the review weigh a show against a fold (chui) alike: when the play to show cannot win the trick
    (the engine's Game.show_cannot_win: a play shown before stands over it, or it holds a rank banned in the first
    trick), the hint names the fold and says which
    (showing loses alike, and the fold keeps the cards secret); when showing and folding come out equal, the hint
    names the fold and the show as just as good. Folk deals 1 to 4 and 46 (a banned rank) for four players and 14 for two, both languages:
    both cases are met."""
    for lang in ("en", "vi"):
        met = {"cannot win": 0, "banned": 0, "tie": 0}

        def check(table):
            suggested, g = table._hint_at[1], table.game
            if g.show_cannot_win():
                met["cannot win"] += 1
                assert [m.action for m in suggested] == ["chui"], table.message
                banned = counts_as_folded(suggested[0].cards, table.rules, g.is_first_trick)
                met["banned"] += banned
                before, after = t(BANNED if banned else CANNOT_WIN, lang).split("{play}")
                assert table.hint_why.startswith(before) and table.hint_why.endswith(after), table.hint_why
            elif {m.action for m in suggested} == {"show", "chui"}:
                met["tie"] += 1
                assert suggested[0].action == "chui", table.message

        for players, seed in ((4, 1), (4, 2), (4, 3), (4, 4), (4, 46), (2, 14)):
            _drive(Table(players=players, preset="folk", seed=seed, lang=lang, autoplay=False), at_turn=check)
        assert met["cannot win"] and met["banned"] and met["tie"], met

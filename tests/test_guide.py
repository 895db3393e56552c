"""Guided deals (issue 22): played to their ends by following the guide, wrong moves explained, reproducible."""

import random

import pytest

from tamcuc import web
from tamcuc.bots import RuleBot
from tamcuc.cards import Hand
from tamcuc.errors import IllegalPlayError, TamCucError, UsageError
from tamcuc.game import Game, Move
from tamcuc.guide import GUIDES, SEAT, Guide, ScriptBot, parse_move
from tamcuc.i18n import language, t
from tamcuc.table import Table, refusal

GUIDED = sorted(GUIDES)
LANGS = ("en", "vi")
ENDS = {"first": (5, 3, 0, 0), "folk": (3, 0, 0, 5)}
"""Each guided deal's kept cards at the end (seat 0 is the reader), as the guide plays it."""


def _follow(table: Table) -> list:
    """Plays the reader's seat by what the table's guide marks (its cards, then its button); returns the advice."""
    said = []
    while not table.game.is_over():
        move = table.guided()
        said.append(table.guide_words())
        marked = [c for c, on in zip(table.hand, table._marks(list(move.cards))) if on]
        if move.action in ("lead", "lay"):
            table.select(marked)
        table.click(table.guided_button())
        assert table.message == "", table.message
    return said


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GUIDED)
def test_following_the_guide_plays_the_deal_to_its_end(name, lang):
    """At each of the reader's turns the guide says a numbered step; doing what it marks ends the deal, the
    reader's turns are few (a short deal), and the end hands over to a free deal."""
    table = Table(guide=name, lang=lang)
    said = _follow(table)
    guide = GUIDES[name]
    assert len(said) == len(guide.steps) <= 8
    first = t("Step {n} of {total}: {move}.", lang, n=1, total=len(guide.steps), move="")[:5]
    assert all(words.startswith(first) and "\n" in words for words in said)
    assert table.game.result().kept == ENDS[name]
    assert table.guide_words() == t(guide.outro, lang)
    assert table.available() == ["review", "free deal"] and table.main_button() == "free deal"
    if lang == "vi":
        assert all("em" in words.lower().split() or "em," in words.lower() for words in said[:1])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GUIDED)
def test_the_end_of_a_guided_deal_says_what_comes_next_once(name, lang):
    """At the end of a guided deal the status line says who won and the guide's box alone says to press Play a
    free deal: the table's boxes (status, guide, message) carry that instruction once, not twice."""
    import re

    table = Table(guide=name, lang=lang)
    _follow(table)
    html = table.html()
    boxes = [re.sub(r"<[^>]+>", "", m.group(1)) for m in
             re.finditer(r"<(?:p|div) class='tc-(?:status|guide|message)'[^>]*>(.*?)</(?:p|div)>", html)]
    label = t("Play a free deal", lang)
    assert len(boxes) == 2 and sum(box.count(label) for box in boxes) == 1
    assert table.status() == table.winner_words() and label in table.guide_words()


@pytest.mark.parametrize("name", GUIDED)
def test_a_wrong_move_at_each_step_is_explained_and_changes_nothing(name):
    """At every step, an allowed move that is not the guided one gets the guided move and why; a forbidden one
    gets the engine's own reason (Game.why_illegal); neither changes the game, and the guided move then works."""
    guide = Guide(name)
    game = guide.game()
    while not game.is_over():
        guide.play_computer(game)
        expected = guide.expected(game)
        if expected is None:
            continue
        before = list(game.moves)
        for other in [m for m in game.legal_plays() if m != expected][:3]:
            why = guide.check(game, other, "en")
            assert why.startswith("That move is allowed") and expected.instruction(lang="en") in why
            with pytest.raises(IllegalPlayError):
                guide.push(game, other)
        wrong = Move(SEAT, "lead" if game.phase != "lead" else "lay", expected.cards)
        assert guide.check(game, wrong, "en") == game.why_illegal(wrong, who="you", codes=False) != ""
        assert list(game.moves) == before
        guide.push(game, expected)
    assert game.result().kept == ENDS[name]


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_refuses_a_wrong_click_with_the_reason_and_lets_the_reader_retry(lang):
    """At the table a forbidden selection gets "Not allowed" with the engine's reason, an allowed but unguided
    one the guide's words; the deal stays where it was, and the guided move is then accepted."""
    table = Table(guide="first", lang=lang)
    moves = len(table.game.moves)
    table.select("k")  # one card where three are called
    table.click("play")
    with language(lang):
        reason = table.game.why_illegal(Move(SEAT, "lay", Hand("k")), who=t("you", lang), codes=False)
    assert table.message == refusal(reason, lang)
    table.select("k a a")
    table.click("play")
    assert table.message.startswith(t("That move is allowed, but the guide suggests a better one: {move} (see the "
                                      "guide above). Try again.", lang, move="")[:12])
    assert len(table.game.moves) == moves and table.selected == []
    table.select(table.guided().cards)
    table.click("play")
    assert table.message == "" and len(table.game.moves) > moves


@pytest.mark.parametrize("name", GUIDED)
def test_the_computer_moves_are_fixed_and_the_medium_players(name):
    """The script's computer moves are what the medium player (RuleBot, no randomness) makes in that deal,
    and two play-throughs are the same move for move."""
    guide = Guide(name)
    game = guide.game()
    for move in guide.moves:
        if move.player != SEAT:
            assert RuleBot().choose(game, move.player, random.Random(1)) == move
        game.push(move)
    assert game.is_over()
    assert [str(m) for m in guide.play_through().moves] == [str(m) for m in Guide(name).play_through().moves]
    assert [parse_move(s) for s in GUIDES[name].moves] == list(game.moves)


def test_play_a_free_deal_hands_over_to_a_normal_deal():
    """After the guided deal, Play a free deal starts the next deal number with no guide: Hint and New deal
    are back, and the computer plays by itself."""
    table = Table(guide="folk")
    _follow(table)
    table.click("free deal")
    assert table.guide is None and table.seed == GUIDES["folk"].seed + 1 and table.preset == "folk"
    assert "hint" in table.available() and "new deal" in table.available()
    assert "tc-guide'" not in table.html()


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_places_a_guided_table_by_its_data_guide(lang):
    """The static face carries data-guide and the guide's steps (for a browser without WebAssembly); the page's
    table_start takes the guide by name and answers with the guide's words and marked cards."""
    table = Table(guide="first", lang=lang)
    static = table.static_html()
    assert "data-guide='first'" in static and static.count("<li><strong>") >= len(GUIDES["first"].steps)
    key = f"guided-{lang}"
    html = web.table_start(key, 4, "learning", 260, "medium", lang, "first")
    assert "class='tc-guide'" in html and t(GUIDES["first"].intro, lang, seed=260) in html.replace("&#x27;", "'")
    while "data-tc-pending='1'" in html:  # the page steps the computer's moves one at a time
        html = web.table_event(key, "step", "")
    assert html.count("tc-card tc-guided") == 3 and "tc-button tc-guided" in html


def test_inputs_are_checked_first():
    """An unknown guide, a bad move text, a game that is not the guide's, or a guide that is not text is
    refused with a TamCucError naming it."""
    with pytest.raises(UsageError, match="nope"):
        Guide("nope")
    with pytest.raises(UsageError, match="nope"):
        Table(guide="nope")
    with pytest.raises(UsageError):
        parse_move("0:dance R")
    with pytest.raises(UsageError):
        Guide("first").expected("a game")
    with pytest.raises(IllegalPlayError):
        Guide("first").expected(Guide("folk").play_through())
    with pytest.raises(TamCucError):
        web.table_start("bad-guide", 4, "learning", 260, "medium", "en", 5)
    with pytest.raises(IllegalPlayError):
        ScriptBot(GUIDES["first"]).choose(Game(Guide("folk").rules, seed=1), 1)


def test_a_second_person_at_the_device_ends_the_guide():
    """With another person seated (pass-and-play), the same deal number is dealt as a free deal: a guide speaks to
    seat 0 alone, so keeping it would leave the other person's every move refused."""
    table = Table(guide="first", autoplay=False)
    seed = table.seed
    table.event("choose", "seat-1=person")
    table.event("choose", f"seed={seed}")
    table.event("click", "new deal")
    assert table.guide is None and table.humans == (0, 1)


def test_a_guided_deal_is_left_only_on_purpose():
    """During a guided deal Play a free deal is not beside Play (one wrong tap would end it); it is there once the
    settings are opened, and at the end of the deal."""
    table = Table(guide="first")
    assert "free deal" not in table.available()
    table.event("settings")
    assert "free deal" in table.available()

"""Every door checked: hostile input to the public API raises the package's own errors, briefly, and changes nothing.

The probe calls every public function of ``tamcuc`` (and the main methods of Game, Rules,
Card, Play, Hand, TrickResult, TrickRecord, Move and Result) with each hostile value in
each argument, the others valid. Any exception other than a :class:`TamCucError` is a
door left open; so is a message longer than :data:`LONGEST`.

The property tests play random games through the public API, mixing legal moves with
hostile ones (wrong seats and types, cards not held, wrong phase, malformed moves,
đi đêm): a refused move leaves the game exactly as it was and the cards are conserved.
They run a few examples by default; ``--runslow`` runs many more.
"""

from __future__ import annotations

import inspect
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tamcuc as tc
from tamcuc import wording
from tamcuc.errors import TamCucError

LONGEST = 1000
"""The longest error message the probe accepts (inputs echoed are cut to about 60 characters)."""


class _Weird:
    """An object no function expects."""

    def __repr__(self):
        return "<weird>"


class _BadRepr:
    """An object whose repr fails: a message must still be written."""

    def __repr__(self):
        raise RuntimeError("no repr")


HOSTILE = [
    None, True, False, 1.0, float("nan"), 1 + 0j, 2 ** 70, -1, -(2 ** 70), 10 ** 5000,
    "x" * 100_000, "", "R" * 1000, "1", [], [1, 2, 3], ["R"] * 5, [None], {"a": 1}, {}, set(), (1,),
    b"R", _Weird(), _BadRepr(), tc.Card.parse("R"), tc.Hand("R R"), tc.Rules(), print,
]
"""Values no public call should take, or should take only to refuse them with its own error."""


def _over_game():
    game = tc.Game(tc.Rules.learning(), seed=1)
    game.play_out([tc.RandomBot()] * 4, seed=1)
    return game


def _record():
    return _over_game().history[0]


def _trick():
    game = tc.Game(tc.Rules.learning(), seed=1)
    game.push(game.legal_plays()[0])
    return game.trick


# Each target: (name, a function returning the callable, its valid keyword arguments).
TARGETS = [
    ("Card.parse", lambda: tc.Card.parse, dict(text="R")),
    ("Card.from_strength", lambda: tc.Card.from_strength, dict(strength=3)),
    ("Card", lambda: tc.Card, dict(rank=tc.Rank.CHARIOT, colour=tc.Colour.RED)),
    ("Card.name", lambda: tc.Card.parse("R").name, dict(lang="vi")),
    ("Rank", lambda: tc.Rank, dict(value=3)),
    ("Colour", lambda: tc.Colour, dict(value="red")),
    ("Kind", lambda: tc.Kind, dict(value="pair")),
    ("Rank.word", lambda: tc.Rank.CHARIOT.word, dict(lang="vi")),
    ("Hand", lambda: tc.Hand, dict(cards="R R")),
    ("Hand.__sub__", lambda: tc.Hand("R R C").__sub__, dict(other="R")),
    ("Hand.__add__", lambda: tc.Hand("R R C").__add__, dict(other="R")),
    ("parse_cards", lambda: tc.parse_cards, dict(text="R R")),
    ("deck", lambda: tc.deck, dict(rules=tc.Rules())),
    ("Play", lambda: tc.Play, dict(cards="R R")),
    ("Play.beats", lambda: tc.Play("R R").beats, dict(other="C C")),
    ("Play.name", lambda: tc.Play("R R").name, dict(lang="vi")),
    ("Play.phrase", lambda: tc.Play("R R").phrase, dict(lang="vi")),
    ("Rules", lambda: tc.Rules, dict(players=4, ties="earlier", calls=(1, 2, 3), first_trick_ban=None,
                                      tu_tu=None, ket="seller", di_dem=False, bat_cai_offset=0)),
    ("Rules.replace", lambda: tc.Rules().replace, dict(players=3, tu_tu="keep")),
    ("Rules.folk", lambda: tc.Rules.folk, dict(players=3)),
    ("Rules.learning", lambda: tc.Rules.learning, dict(ties="later")),
    ("Rules.preset", lambda: tc.Rules.preset, dict(name="folk")),
    ("Rules.diff", lambda: tc.Rules().diff, dict(other=tc.Rules.learning())),
    ("Rules.is_banned", lambda: tc.Rules().is_banned, dict(cards=tc.Hand("K"), first_trick=True)),
    ("Rules.declaration_effect", lambda: tc.Rules().declaration_effect, dict(soldiers=4)),
    ("Rules.ket_row", lambda: tc.Rules().ket_row, dict(play=tc.Play("p p"))),
    ("Rules.by_players", lambda: tc.Rules().by_players, dict(name="tu_tu")),
    ("deal", lambda: tc.deal, dict(rules=tc.Rules(), seed=1, dealer=1)),
    ("choose_dealer", lambda: tc.choose_dealer, dict(drawn="E", drawer=1, players=4, rules=tc.Rules())),
    ("resolve_trick", lambda: tc.resolve_trick, dict(plays=["R", "C"], rules=tc.Rules(), first_trick=False,
                                                     forced=False)),
    ("trick_winner", lambda: tc.trick_winner, dict(plays=["R", "C"], rules=tc.Rules(), first_trick=False,
                                                   forced=False)),
    ("TrickResult.explain", lambda: tc.resolve_trick(["R", "C", None]).explain,
     dict(names=["A", "B", "C"], folds=True, lang="vi")),
    ("settle", lambda: tc.settle, dict(kept=[3, 1, 4, 0])),
    ("ranking", lambda: tc.ranking, dict(points=[3, 1, 4, 3])),
    ("tricks.why_not_a_trick", lambda: __import__("tamcuc.tricks").tricks.why_not_a_trick,
     dict(plays=["R", "C"], rules=tc.Rules(), first_trick=False, names=["A", "B"], lang="vi")),
    ("scoring.score_table", lambda: __import__("tamcuc.scoring").scoring.score_table,
     dict(kept=[3, 1, 4, 0], rules=tc.Rules(), names=["A", "B", "C", "D"], lang="vi")),
    ("Game", lambda: tc.Game, dict(rules=tc.Rules.learning(), seed=1, dealer=1, drawer=0)),
    ("Game(hands)", lambda: tc.Game, dict(rules=tc.Rules.learning(), dealer=0,
                                          hands=tc.deal(tc.Rules.learning(), seed=3))),
    ("Game.hand", lambda: tc.Game(seed=1).hand, dict(player=1)),
    ("Game.unseen", lambda: tc.Game(seed=1).unseen, dict(seat=1)),
    ("Game.imagine", lambda: tc.Game(seed=1).imagine, dict(viewer=0, hands={}, laid={})),
    ("Game.push", lambda: tc.Game(seed=1).push, dict(move=tc.Game(seed=1).legal_plays()[0])),
    ("Game.is_legal", lambda: tc.Game(seed=1).is_legal, dict(move=tc.Game(seed=1).legal_plays()[0])),
    ("Game.play", lambda: tc.Game(tc.Rules.learning(), seed=1).play, dict(cards="R")),
    ("Game.declare", lambda: tc.Game(seed=1).declare, dict(cards="p p p p")),
    ("Game.di_dem", lambda: tc.Game(tc.Rules.learning(di_dem=True), seed=1).di_dem,
     dict(a=0, cards_a="R", b=1, cards_b="C")),
    ("Game.play_out", lambda: tc.Game(tc.Rules.learning(), seed=1).play_out, dict(bots=[tc.RandomBot()] * 4, seed=1)),
    ("Move.describe", lambda: tc.Move(1, "lead", tc.Hand("R R")).describe, dict(names=["A", "B"], lang="vi")),
    ("Move.instruction", lambda: tc.Move(1, "lead", tc.Hand("R R")).instruction, dict(names=["A", "B"], lang="vi")),
    ("Result.summary", lambda: _over_game().result().summary, dict(names=["A", "B", "C", "D"], lang="vi")),
    ("TrickRecord.explain", lambda: _record().explain, dict(names=["A", "B", "C", "D"], lang="vi")),
    ("TrickRecord.face_up", lambda: _record().face_up, dict(seat=1, viewer=2)),
    ("Trick.face_up", lambda: _trick().face_up, dict(seat=_trick().leader, viewer=2)),
    ("Trick.cards", lambda: _trick().cards, dict(seat=_trick().leader, viewer=2)),
    ("RandomBot.choose", lambda: tc.RandomBot().choose, dict(game=tc.Game(seed=1), player=tc.Game(seed=1).to_move,
                                                            rng=random.Random(1))),
    ("RuleBot.choose", lambda: tc.RuleBot().choose, dict(game=tc.Game(seed=1), player=tc.Game(seed=1).to_move,
                                                        rng=random.Random(1))),
    ("SamplingBot", lambda: tc.SamplingBot, dict(worlds=2)),
    ("review", lambda: tc.review, dict(game=_over_game(), seat=0, samples=1, rng=1, progress=None)),
    ("simulate", lambda: tc.simulate, dict(rules=tc.Rules.learning(), bots=[tc.RandomBot()] * 4, deals=1, seed=1)),
    ("set_language", lambda: tc.set_language, dict(lang="en")),
    ("language", lambda: (lambda lang: tc.language(lang).__enter__()), dict(lang="en")),
    ("wording.names", lambda: wording.names, dict(players=3)),
    ("wording.name", lambda: wording.name, dict(seat=1, names=["A", "B"])),
    ("wording.count", lambda: wording.count, dict(n=3, word="card", lang="vi")),
    ("wording.ordinal", lambda: wording.ordinal, dict(n=3, lang="vi")),
    ("wording.ordinal_word", lambda: wording.ordinal_word, dict(n=3, lang="vi")),
    ("wording.number_word", lambda: wording.number_word, dict(n=3, lang="vi")),
    ("wording.signed", lambda: wording.signed, dict(n=3, lang="vi")),
    ("wording.cards_phrase", lambda: wording.cards_phrase, dict(cards=tc.Hand("R R"), lang="vi")),
    ("wording.join", lambda: wording.join, dict(items=["a", "b"], last="or", lang="vi")),
    ("wording.a", lambda: wording.a, dict(word="elephant", lang="vi")),
    ("wording.article", lambda: wording.article, dict(word="elephant")),
    ("wording.noun", lambda: wording.noun, dict(word="card", lang="vi")),
    ("wording.plural", lambda: wording.plural, dict(word="card", n=2, lang="vi")),
    ("wording.capitalise", lambda: wording.capitalise, dict(text="an")),
    ("wording.card_label", lambda: wording.card_label, dict(card=tc.Card.parse("R"), lang="vi")),
    ("wording.cards_label", lambda: wording.cards_label, dict(cards=tc.Hand("R p"), title="x", lang="vi")),
    ("wording.decimal", lambda: wording.decimal, dict(text="0.25", lang="vi")),
    ("wording.thousands", lambda: wording.thousands, dict(n=2000, lang="vi")),
    ("i18n.t", lambda: (lambda message, lang: tc.i18n.t(message, lang, n=1)), dict(message="{n} card", lang="en")),
    ("i18n.tn", lambda: (lambda singular, plural, n: tc.i18n.tn(singular, plural, n, n=1)),
     dict(singular="{n} card", plural="{n} cards", n=1)),
    ("i18n.placeholders", lambda: tc.i18n.placeholders, dict(text="{n} card")),
    ("i18n.fold", lambda: tc.i18n.fold, dict(text="Xe đỏ")),
    ("i18n.catalogue", lambda: tc.i18n.catalogue, dict(lang="vi")),
    ("wording.labeller", lambda: (lambda names: wording.labeller(names)(1)), dict(names=["A", "B"])),
]

SKIP = {
    # A call whose argument may be anything by design (a seed is any text, int or Random; a
    # value compared for equality; a flag read for its truth).
    ("Game", "seed"), ("Game(hands)", "seed"), ("deal", "seed"), ("simulate", "seed"), ("Game.play_out", "seed"),
    ("resolve_trick", "first_trick"), ("resolve_trick", "forced"), ("trick_winner", "first_trick"),
    ("trick_winner", "forced"), ("TrickResult.explain", "folds"), ("Rules.is_banned", "first_trick"),
    ("RandomBot.choose", "rng"), ("RuleBot.choose", "rng"), ("review", "rng"),
}


def _params(fn, valid):
    try:
        names = [p for p in inspect.signature(fn).parameters if p not in ("self", "cls")]
    except (TypeError, ValueError):
        names = []
    return [n for n in names if n in valid] or list(valid)


def _probe(name, make, valid):
    """Returns the doors left open: (argument, value, exception) for each call not answered by a TamCucError."""
    open_doors = []
    fn = make()
    for param in _params(fn, valid):
        if (name, param) in SKIP:
            continue
        for value in HOSTILE:
            args = dict(valid, **{param: value})
            fn = make()
            try:
                fn(**args)
            except TamCucError as err:
                if len(str(err)) > LONGEST:
                    open_doors.append((param, wording_of(value), f"a message of {len(str(err))} characters"))
            except Exception as err:  # noqa: BLE001 - the probe is looking for exactly these
                open_doors.append((param, wording_of(value), f"{type(err).__name__}: {str(err)[:120]}"))
            finally:
                tc.set_language("en")
    return open_doors


def wording_of(value) -> str:
    """Returns a short name of a hostile value for the failure report."""
    from tamcuc.errors import shown

    return shown(value, 30)


@pytest.mark.parametrize("name, make, valid", TARGETS, ids=[t[0] for t in TARGETS])
def test_every_public_call_refuses_hostile_input_with_the_package_errors(name, make, valid):
    """Each hostile value in each argument is accepted or refused with a short TamCucError, never a raw Python error."""
    assert _probe(name, make, valid) == []


def _live_table(key="probe"):
    """Returns ``tamcuc.web.table_event`` after starting the page's table ``key``."""
    from tamcuc import web

    web.table_start(key, 4, "folk", 1, "medium", "en")
    return web.table_event


FACE_TARGETS = [
    # The page's entry points: they get whatever the page's JavaScript sends.
    ("web.quiz_question", lambda: __import__("tamcuc.web").web.quiz_question,
     dict(kind="card-beats", seed=1, index=0, lang="en")),
    ("web.table_start", lambda: __import__("tamcuc.web").web.table_start,
     dict(key="probe2", players=4, preset="folk", seed=1, strength="medium", lang="en")),
    ("web.table_event", _live_table, dict(key="probe", action="click", arg="play", lang="en")),
    ("web.set_page_language", lambda: __import__("tamcuc.web").web.set_page_language, dict(lang="vi")),
    ("web.engine_words", lambda: __import__("tamcuc.web").web.engine_words, dict(lang="vi")),
    ("web.run_cell", lambda: __import__("tamcuc.web").web.run_cell, dict(code="1 + 1", context="", lang="en")),
    # The faces a notebook calls.
    ("Table.event", lambda: __import__("tamcuc.table").table.Table(autoplay=False).event,
     dict(action="toggle", arg="0")),
    ("Table.choose", lambda: __import__("tamcuc.table").table.Table(autoplay=False).choose,
     dict(name="seed", value="3")),
    ("Replay", lambda: __import__("tamcuc.replay").replay.Replay,
     dict(game=_over_game(), title="x", names=["A", "B", "C", "D"])),
    # The pictures: a width or size is a number of pixels, a title a text, groups a list.
    ("draw.card_svg", lambda: __import__("tamcuc.draw").draw.card_svg, dict(card="R", width=60)),
    ("draw.hand_svg", lambda: __import__("tamcuc.draw").draw.hand_svg, dict(cards="R C", title="x", width=50, per_row=4)),
    ("draw.hand_html", lambda: __import__("tamcuc.draw").draw.hand_html, dict(cards="R C", title="x", caption="y")),
    ("draw.cards_html", lambda: __import__("tamcuc.draw").draw.cards_html, dict(groups=["R", "C"], captions=["a", "b"],
                                                                                  width=50)),
    ("draw.han_svg", lambda: __import__("tamcuc.draw").draw.han_svg, dict(card_or_rank="R", size=32, label="x")),
    ("draw.trick_svg", lambda: __import__("tamcuc.draw").draw.trick_svg, dict(trick=tc.resolve_trick(["R", "C"]),
                                                                                width=50)),
    ("quiz.question_block_html", lambda: __import__("tamcuc.quiz.render").quiz.render.question_block_html,
     dict(kind="card-beats", seed=1, index=0)),
    ("quiz.question", lambda: __import__("tamcuc.quiz").quiz.question, dict(kind="card-beats", seed=1, lang="en")),
    ("printables.groups_for", lambda: __import__("tamcuc.printables").printables.groups_for, dict(students=27)),
    ("printables.class_needs", lambda: __import__("tamcuc.printables").printables.class_needs, dict(students=27)),
    ("printables.group_shape", lambda: __import__("tamcuc.printables").printables.group_shape, dict(groups=[4, 3])),
    ("printables.class_table_html", lambda: __import__("tamcuc.printables").printables.class_table_html,
     dict(sizes=[8, 9])),
    ("draw.game_table_svg", lambda: __import__("tamcuc.draw").draw.game_table_svg,
     dict(game=tc.Game(seed=1), names=["A", "B", "C", "D"], viewer=0, width=44)),
]
"""The faces' doors: the page's functions (tamcuc.web) and the notebook's table and replay."""


@pytest.mark.parametrize("name, make, valid", FACE_TARGETS, ids=[t[0] for t in FACE_TARGETS])
def test_the_faces_refuse_hostile_input_with_the_package_errors(name, make, valid):
    """What the page's JavaScript may send (None, NaN, huge numbers, lists, long texts) is refused with a TamCucError."""
    assert _probe(name, make, valid) == []


def test_the_page_refuses_an_unknown_table_and_bad_numbers():
    """An event for a table never started, a seed beyond the table's, an index the page never sends: TamCucErrors."""
    from tamcuc import web

    with pytest.raises(tc.UsageError):
        web.table_event("never-started", "click", "hint")
    with pytest.raises(tc.UsageError):
        web.table_start("probe3", 4, "folk", 10 ** 5000)
    with pytest.raises(tc.UsageError):
        web.quiz_question("card-beats", float("nan"), 0)
    assert web.quiz_question("card-beats", 1.0, 0) == web.quiz_question("card-beats", 1, 0)  # JavaScript's numbers
    for arg in ("abc", "9" * 5000, "1.5", "-1"):
        with pytest.raises(tc.UsageError):
            _live_table()("probe", "toggle", arg)


@pytest.mark.parametrize("number", ["\u0663", "\uff13", "1\u0663", "-\u0663", "1_0", "+1", "--1"])
def test_only_ascii_digits_are_read_as_numbers_at_every_door(number):
    """Every parser of a typed or sent number (the page's numbers, the guide's moves, the table's choices, toggles
    and review buttons, the command line) reads ASCII digits only: '٣' or '３' (which str.isdecimal and int
    accept) is refused with the engine's own error, as any other text."""
    import argparse

    from tamcuc import __main__ as cli, guide, web
    from tamcuc.table import Table

    assert web._whole("-3", "x") == -3 and web._whole(" 12 ", "x") == 12
    with pytest.raises(tc.UsageError):
        web._whole(number, "seed")
    with pytest.raises(tc.UsageError):
        guide.parse_move(f"{number}:lead R")
    table = Table(autoplay=False)
    for name in ("seed", "players", "tempo"):
        with pytest.raises(TamCucError):
            table.choose(name, number)
    with pytest.raises(tc.UsageError):
        table._review_event(number)
    with pytest.raises(tc.UsageError):
        _live_table()("probe", "toggle", number)
    with pytest.raises(argparse.ArgumentTypeError):
        cli._whole(0, 99, "deals")(number)
    with pytest.raises(argparse.ArgumentTypeError):
        cli._lessons(f"2-{number}")
    assert cli._whole(-5, 99, "x")("-3") == -3 and cli._lessons("2-3") == (2, 3)


def test_a_class_plan_has_a_bound():
    """A class of 10**9 students is refused before a list of 250 million groups is made; the bound is the CLI's."""
    from tamcuc import printables
    from tamcuc.__main__ import MAX_STUDENTS

    assert MAX_STUDENTS is printables.MAX_STUDENTS
    printables.groups_for(MAX_STUDENTS)
    with pytest.raises(tc.PrintError):
        printables.groups_for(10 ** 9)


def test_a_table_checks_its_bots_as_play_out_does():
    """Table(bots=…) and hint_bot go through game.check_bots: the wrong number or a non-bot is a UsageError at once."""
    from tamcuc.table import Table

    for kwargs in (dict(bots=[tc.RandomBot()]), dict(bots=5), dict(bots=[1, 2, 3, 4]), dict(hint_bot=5)):
        with pytest.raises(tc.UsageError):
            Table(autoplay=False, **kwargs)


def test_a_refused_deal_leaves_the_table_as_it_was():
    """Table.new_deal checks everything, and deals, before it changes the table."""
    from tamcuc.table import Table

    table = Table(autoplay=False)
    before = (table.seat, table.preset, table.seed, dict(table.choice), table.rules, table.game, table.bots)
    with pytest.raises(TamCucError):
        table.new_deal(3, "folk", object())
    assert (table.seat, table.preset, table.seed, dict(table.choice), table.rules, table.game, table.bots) == before


def test_the_probe_covers_every_public_callable():
    """Every function and class of tamcuc.__all__ (but the error classes and modules) is a probe target."""
    probed = {name.split(".")[0].split("(")[0] for name, _, _ in TARGETS}
    public = {
        name for name in tc.__all__
        if callable(getattr(tc, name)) and not (inspect.isclass(getattr(tc, name))
                                                and issubclass(getattr(tc, name), BaseException))
    }
    assert public - probed - {"get_language", "Trick", "TrickRecord", "Move", "Result", "TrickResult", "Review"} == set()


def test_the_doors_named_in_issue_19_are_closed():
    """The calls the issue found raising raw errors now raise the package's errors, and the short way."""
    game = tc.Game(tc.Rules.learning(), seed=1)
    calls = [
        lambda: tc.resolve_trick(5),
        lambda: tc.resolve_trick(["R"], rules="folk"),
        lambda: tc.resolve_trick(["R", "C", "H", "P", "E"]),
        lambda: tc.Card.from_strength(-1),
        lambda: tc.Game("folk"),
        lambda: game.play_out([1, 2, 3, 4]),
        lambda: tc.settle(None),
        lambda: tc.set_language([]),
        lambda: tc.resolve_trick(["R", "C"]).explain(names=["A"]),
        lambda: tc.Rules().replace(bogus=1),
        lambda: tc.Rules(calls=[1, 2.0]),
        lambda: tc.Game(dealer=True),
        lambda: wording.names(1),
    ]
    for call in calls:
        with pytest.raises(TamCucError):
            call()
    with pytest.raises(tc.NotationError) as err:
        tc.Card.parse("x" * 10 ** 6)
    assert len(str(err.value)) < 400


def test_every_error_class_lives_in_errors_and_is_exported():
    """The error classes are defined in tamcuc.errors, exported by tamcuc, and the old import paths still work."""
    import tamcuc.errors as errors
    from tamcuc.printables import PrintError
    from tamcuc.quiz import QuizError

    classes = [v for v in vars(errors).values() if inspect.isclass(v) and issubclass(v, TamCucError)]
    assert {c.__name__ for c in classes} == {
        "TamCucError", "NotationError", "IllegalPlayError", "RulesError", "SeatError", "UsageError", "QuizError",
        "PrintError",
    }
    for cls in classes:
        assert getattr(tc, cls.__name__) is cls and cls.__name__ in tc.__all__
    assert PrintError is tc.PrintError and QuizError is tc.QuizError


def test_no_module_raises_the_base_or_a_plain_python_error():
    """No raise in tamcuc names TamCucError itself, or a plain ValueError/TypeError/IndexError/KeyError/AttributeError
    (a module's __getattr__ excepted: Python's protocol for a missing attribute is exactly AttributeError)."""
    import re
    from pathlib import Path

    root = Path(tc.__file__).parent
    pattern = re.compile(r"raise (TamCucError|ValueError|TypeError|IndexError|KeyError|AttributeError)\(")
    found = [
        f"{path.relative_to(root)}:{n}"
        for path in root.rglob("*.py") if "locale" not in path.parts
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line) and "has no attribute" not in line
    ]
    assert found == []


@pytest.mark.parametrize("seat", [True, False, 1.0, 1 + 0j, "1", -1, 4, 2 ** 70])
def test_one_seat_check_everywhere(seat):
    """The same bad seat is refused with SeatError by every call that takes a seat."""
    calls = [
        lambda: tc.Game(dealer=seat),
        lambda: tc.Game(drawer=seat),
        lambda: tc.deal(dealer=seat),
        lambda: tc.choose_dealer("E", seat, 4),
        lambda: tc.Game(seed=1).hand(seat),
        lambda: tc.Game(seed=1).unseen(seat),
        lambda: wording.name(seat),
    ]
    for call in calls:
        with pytest.raises(tc.SeatError):
            call()


def test_numpy_integers_are_whole_numbers():
    """A NumPy integer is a seat and a number of players; it is stored as a plain int."""
    np = pytest.importorskip("numpy")
    game = tc.Game(tc.Rules(players=np.int64(3)), dealer=np.int64(2), seed=1)
    assert type(game.players) is int and type(game.dealer) is int and game.dealer == 2
    move = game.legal_plays()[0]
    game.push(move._replace(player=np.int64(move.player)))
    assert type(game.moves[0].player) is int


@pytest.mark.parametrize("players", [True, 1, 5, 3.0, "3", None, 2 ** 70])
def test_one_player_count_check_everywhere(players):
    """The same bad number of players is refused with RulesError everywhere (PrintError in printables)."""
    from tamcuc.printables import scoresheet

    calls = [lambda: tc.Rules(players=players), lambda: wording.names(players),
             lambda: tc.choose_dealer("E", 0, players), lambda: tc.Rules.folk(players)]
    for call in calls:
        with pytest.raises(tc.RulesError):
            call()
    if players != 5:  # a score sheet has five seats for a group of five (four play, one referees)
        with pytest.raises(tc.PrintError):
            scoresheet(players=players)


# -- Rules: honest equality, hash and repr --------------------------------------------------

_FIELD_VALUES = {
    "players": st.sampled_from([2, 3, 4]),
    "removal": st.sampled_from(["drop-two-soldiers", "drop-five", "drop-five-advisors"]),
    "dealer": st.sampled_from(["bat-cai", "random"]),
    "bat_cai_offset": st.sampled_from([0, 1]),
    "calls": st.sampled_from([(1,), (1, 2), (1, 3), (1, 2, 3)]),
    "first_trick_ban": st.sampled_from([None, frozenset(), frozenset({tc.Rank.GENERAL, tc.Rank.ADVISOR}),
                                        frozenset({tc.Rank.GENERAL, tc.Rank.ADVISOR, tc.Rank.ELEPHANT})]),
    "forced_lead": st.sampled_from(["folds", "plays"]),
    "ties": st.sampled_from(["earlier", "later"]),
    "keep": st.sampled_from(["own", "trick"]),
    "tu_tu": st.sampled_from([None, "off", "keep", "seize"]),
    "ngu_tu": st.sampled_from(["off", "keep", "seize"]),
    "ket": st.sampled_from(["seller", "article", (), (tc.rules.Ket("x", ("R",), bonus=1, de_bonus=-2),)]),
    "scoring": st.sampled_from(["ranking", "pairwise"]),
    "di_dem": st.booleans(),
}

rules_st = st.builds(
    lambda preset, changes: tc.Rules.preset(preset, **changes),
    st.sampled_from(["folk", "learning"]),
    st.fixed_dictionaries({}, optional=_FIELD_VALUES),
)


@settings(max_examples=150, deadline=None)
@given(rules_st, st.sampled_from([2, 3, 4]))
def test_rules_repr_round_trips_and_equal_rules_behave_alike(rules, players):
    """eval(repr(r)) == r; equal Rules hash alike, and replace(players=…) gives equal Rules with equal values."""
    from tamcuc.rules import Ket, Rules

    again = eval(repr(rules), {"Rules": Rules, "Ket": Ket, "Rank": tc.Rank})
    assert again == rules and hash(again) == hash(rules) and repr(again) == repr(rules)
    one, two = rules.replace(players=players), again.replace(players=players)
    assert one == two
    assert all(getattr(one, f) == getattr(two, f) for f in tc.rules.FIELDS)


def test_a_value_chosen_is_not_the_same_rule_as_by_players():
    """Rules() and Rules(first_trick_ban=<the folk ban>, tu_tu='keep') differ: they part ways at three players."""
    from tamcuc.rules import FIRST_TRICK_BAN

    chosen = tc.Rules(first_trick_ban=FIRST_TRICK_BAN[4], tu_tu="keep")
    assert chosen.first_trick_ban == tc.Rules().first_trick_ban and chosen.tu_tu == tc.Rules().tu_tu
    assert chosen != tc.Rules()
    assert chosen.replace(players=3).tu_tu != tc.Rules().replace(players=3).tu_tu


@pytest.mark.parametrize("changes, field", [
    (dict(calls=[1, 2.0]), "calls"), (dict(calls=[1, True]), "calls"), (dict(bat_cai_offset=True), "bat_cai_offset"),
    (dict(players=4.0), "players"), (dict(bogus=1), "bogus"), (dict(first_trick_ban="K"), "first_trick_ban"),
    (dict(ket=[object()]), "ket"), (dict(di_dem=1), "di_dem"), (dict(tu_tu=["keep"]), "tu_tu"),
])
def test_every_rules_field_is_checked_and_named(changes, field):
    """A bad value of any field is a RulesError whose message names the field."""
    with pytest.raises(tc.RulesError, match=field):
        tc.Rules(**changes)
    with pytest.raises(tc.RulesError, match=field):
        tc.Rules().replace(**changes)


@pytest.mark.parametrize("row", [
    dict(name="x", plays=("p",), bonus="two", de_bonus=1), dict(name="x", plays=("p",), bonus=1, de_bonus=None),
    dict(name="x", plays=("p",), bonus=True, de_bonus=1), dict(name="x", plays="p p", bonus=1, de_bonus=1),
    dict(name=5, plays=("p",), bonus=1, de_bonus=1), dict(name="x", plays=(), bonus=1, de_bonus=1),
])
def test_ket_rows_check_their_bonuses_and_plays(row):
    """A kết row's bonuses are whole numbers (not bools) and its plays a tuple of plays."""
    with pytest.raises(tc.RulesError):
        tc.rules.Ket(**row)


# -- games: hostile moves change nothing -----------------------------------------------------

def snapshot(game) -> tuple:
    """Returns everything a game holds that a move could change (a copy's worth), as comparable values."""
    return (
        tuple(game.hands), tuple(game.kept), game.discards, tuple(game.bonuses), tuple(game.moves),
        tuple(game.history), tuple(game.declarations), game.phase, game.to_move, game.leader, game.call,
        game.ket, tuple(game.trick_so_far), game.legal_plays(),
    )


def conserved(game) -> bool:
    """Returns True when every card of the deck is in exactly one place: a hand, a kept pile, the discards or the trick."""
    places = Counter()
    for hand in game.hands:
        places.update(hand)
    for kept in game.kept:
        places.update(kept)
    places.update(game.discards)
    for _, laid, _ in game.trick_so_far:
        places.update(laid)
    return places == Counter(game.rules.deck)


def _hostile_moves(game, rng) -> list:
    """Returns moves and calls that must be refused now (or are legal, which the test then plays)."""
    move = game.legal_plays()[0] if not game.is_over() else tc.Move(0, "lead", tc.Hand("R"))
    p = move.player
    # A card p does not hold (a two-player hand may hold every kind: then one p holds, which may even be legal).
    missing = next((c for c in tc.deck() if c not in game.hand(p)), tc.deck()[0])
    other = (p + 1) % game.players
    return [
        lambda: game.push(move._replace(player=float(p))),
        lambda: game.push(move._replace(player=True)),
        lambda: game.push(move._replace(player=complex(p))),
        lambda: game.push(move._replace(player=other)),
        lambda: game.push(move._replace(player=game.players)),
        lambda: game.push(move._replace(action="fly")),
        lambda: game.push(move._replace(action=None)),
        lambda: game.push(move._replace(cards=5)),
        lambda: game.push(move._replace(cards=[None])),
        lambda: game.push(move._replace(cards=tc.Hand([missing]))),
        lambda: game.push(move._replace(cards=move.cards + tc.Hand([missing]))),
        lambda: game.push(move._replace(partner=other)),
        lambda: game.push(move._replace(partner_cards="R")),
        lambda: game.push(tuple(move)),
        lambda: game.push(None),
        lambda: game.push(tc.Move(p, "show" if game.phase != "reveal" else "lead", move.cards)),
        lambda: game.push(tc.Move(p, "di_dem", game.hand(p)[:1], partner=other, partner_cards=game.hand(other)[:1])),
        lambda: game.push(tc.Move(p, "di_dem", game.hand(p)[:1], partner=p, partner_cards=game.hand(p)[:1])),
        lambda: game.push(tc.Move(p, "di_dem", game.hand(p)[:1], partner=other, partner_cards=tc.Hand([missing]))),
        lambda: game.push(tc.Move(p, "di_dem", game.hand(p)[:1], partner=1.0, partner_cards=game.hand(other)[:1])),
        lambda: game.play([missing]),
        lambda: game.play(rng.choice(HOSTILE)),
        lambda: game.declare("P P P P P"),
        lambda: game.pass_(),
        lambda: game.show(),
        lambda: game.chui(),
        lambda: game.di_dem(p, game.hand(p)[:2], other, game.hand(other)[:1]),
        lambda: game.imagine(p, {other: game.hand(p)}),
        lambda: game.unseen(rng.choice(HOSTILE)),
        lambda: game.result(),
    ]


def _play_hostile(seed: int, rules, attempts: int) -> None:
    rng = random.Random(seed)
    game = tc.Game(rules, seed=seed)
    while not game.is_over():
        for _ in range(attempts):
            call = rng.choice(_hostile_moves(game, rng))
            before = snapshot(game)
            try:
                call()
            except TamCucError:
                assert snapshot(game) == before, "a refused move changed the game"
            assert conserved(game)
        if game.is_over():
            break
        legal = game.legal_plays()
        assert isinstance(legal, tuple)  # immutable: the cache cannot be cleared from outside
        game.push(legal[rng.randrange(len(legal))])
        assert conserved(game)
    assert sum(len(k) for k in game.kept) + len(game.discards) == len(rules.deck)


RULES = [tc.Rules(), tc.Rules.learning(di_dem=True), tc.Rules.folk(3, tu_tu="seize"), tc.Rules.folk(2, keep="trick"),
         tc.Rules(di_dem=True, keep="trick")]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2 ** 32 - 1), st.sampled_from(RULES))
def test_refused_moves_change_nothing(seed, rules):
    """In random games with hostile moves between the legal ones, every refusal is a TamCucError and changes nothing."""
    _play_hostile(seed, rules, attempts=3)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2 ** 32 - 1), st.sampled_from(RULES))
def test_refused_moves_change_nothing_many_games(seed, rules):
    """The same property over many more games and more hostile moves (run with --runslow)."""
    _play_hostile(seed, rules, attempts=8)


def test_the_small_helpers_refuse_what_is_not_theirs():
    """checks.digits' longest, tricks.call_refusal's count and rules, and the review's play-out
    (_rollout.points_after: its world, seat and trick) refuse wrong input with a TamCucError, never a raw error
    or a silent answer (a seat of -1 once meant the last seat)."""
    from tamcuc import _rollout, checks, tricks

    for longest in ("2", None, True, 0):
        with pytest.raises(tc.UsageError, match="longest="):
            checks.digits("1", longest)
    with pytest.raises(tc.RulesError):
        tricks.call_refusal(3, None)
    with pytest.raises(tc.UsageError, match="n="):
        tricks.call_refusal("x", tc.Rules())
    game = tc.Game(seed=3)
    move = game.legal_plays()[0]
    for seat in (99, -1, None):
        with pytest.raises(tc.SeatError):
            _rollout.points_after(game, move, seat)
    with pytest.raises(tc.UsageError, match="trick_at="):
        _rollout.points_after(game, move, 0, "x")
    with pytest.raises(tc.UsageError, match="world="):
        _rollout.points_after(None, move, 0)

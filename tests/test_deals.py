"""Duplicate deals for a class (tamcuc.printables.deals, ``python -m tamcuc deals``) and the five-seat score sheet."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

import tamcuc as tc
from tamcuc.__main__ import main
from tamcuc.cards import Card
from tamcuc.errors import PrintError, TamCucError
from tamcuc.plays import Kind, plays_in
from tamcuc.printables import deals as d
from tamcuc.printables import scoresheet
from tamcuc.wording import names as default_names

SERIES = [(2, 0), (3, 41), (4, 7), (5, 1000)]  # players, first deal number


def sheets(html: str) -> dict:
    """Returns each dealing sheet's HTML by its deal number."""
    found = re.findall(r'<div class="tamcuc-page tamcuc-deal-sheet" data-deal="(\d+)"[^>]*>(.*?)'
                       r'(?=<div class="tamcuc-page|$)', html, re.S)
    return {int(n): body for n, body in found}


def sorting_boxes(sheet: str) -> dict:
    """Returns {card: [boxes for seat 0, seat 1, …]} read from a dealing sheet's sorting table."""
    table = re.search(r'<table class="tamcuc-deal-sort">(.*?)</table>', sheet, re.S).group(1)
    rows = {}
    for code, row in re.findall(r'<tr data-card="([^"]+)">(.*?)</tr>', table, re.S):
        cells = re.findall(r'<td data-seat="(\d+)">(.*?)</td>', row, re.S)
        rows[Card.parse(code)] = [cell.count('class="tamcuc-box"') for _, cell in cells]
    return rows


def pictured_hands(sheet: str) -> list:
    """Returns each seat's cards as the sheet draws them, read from the pictures' text alternatives."""
    hands = []
    for _, cards in re.findall(r'<div class="tamcuc-deal-hand" data-seat="(\d+)">(.*?)</div></div>', sheet, re.S):
        labels = re.findall(r'<svg[^>]*aria-label="([^"(]+) \(', cards)
        hands.append(Counter(Card.parse(label) for label in labels))
    return hands


@pytest.mark.parametrize("players, seed", SERIES)
def test_the_dealing_sheets_set_up_the_engines_deal_of_that_number(players, seed):
    """Dealing a shuffled deck by each sheet's sorting table gives, seat by seat, the hands of the engine's own
    Game(rules, seed=deal number); the pictures show the same hands; the dealer is named as the one who calls first."""
    html = d.class_deals(seed, 3, players).html()
    found = sheets(html)
    assert sorted(found) == [seed, seed + 1, seed + 2]
    rules = tc.Rules.learning(players=d.playing(players))
    for number, sheet in found.items():
        game = tc.Game(rules, seed=number)
        truth = [Counter(h) for h in game.initial_hands]
        boxes = sorting_boxes(sheet)
        shuffled = list(tc.deck())
        random.Random(number).shuffle(shuffled)
        dealt = [Counter() for _ in truth]
        aside = []
        for card in shuffled:  # what a group does: turn a card over, find its row, give it to a seat with a box left
            free = [seat for seat, n in enumerate(boxes[card]) if dealt[seat][card] < n]
            if free:
                dealt[free[0]][card] += 1
            else:
                aside.append(card)
        assert dealt == truth, f"deal {number}, {players} players"
        assert Counter(aside) == Counter(rules.removed_cards)
        assert pictured_hands(sheet) == truth
        name = default_names(rules.players)[game.dealer]
        assert f"<b>{name} deals and calls the first trick.</b>" in sheet
        assert "anticlockwise" in sheet


@pytest.mark.parametrize("players", d.GROUP_SIZES)
def test_the_vietnamese_sheets_name_the_cards_in_vietnamese_and_the_english_in_both(players):
    """A Vietnamese dealing sheet names every card by its Vietnamese name only (under each picture and in the
    sorting table) and says "nhóm" where the English says "table"; an English one gives both names."""
    vi = d.class_deals(7, 1, players, lang="vi").html()
    en = d.class_deals(7, 1, players).html()
    sheet_vi, sheet_en = sheets(vi)[7], sheets(en)[7]
    for card in tc.cards.CARDS:
        assert card.name_en not in vi, card.name_en
        assert f'<b lang="vi">{card.name_vi}</b>' in sheet_vi and f'<b lang="vi">{card.name_vi}</b>' in sheet_en
        assert f"<small>{card.name_en}</small>" in sheet_en
    assert not re.search(r"\bBàn\b", vi) and "Nhóm" in vi
    if players == 3:
        assert "rút một tốt đỏ và một tốt đen ra khỏi cỗ bài" in sheet_vi
        assert "take one Tốt đỏ (red soldier) and one Tốt đen (black soldier) out of the deck" in sheet_en


def test_the_example_of_a_results_line_adds_up_to_the_hand_it_is_given():
    """The example kept cards a refusal shows have one number per seat, none below 0, adding up to the hand
    asked for (not a fixed line): for every group size's real hand and for other hand sizes."""
    for seats in (2, 3, 4):
        for hand in range(0, 33):
            example = d._example(seats, hand)
            assert len(example) == seats and min(example) >= 0 and sum(example) == hand, (seats, hand, example)
    for players in d.GROUP_SIZES:
        with pytest.raises(PrintError) as refused:
            d.read_results("7 1 2", 7, 1, players)
        example = [int(w) for w in str(refused.value).rsplit("such as ", 1)[1].split()]
        assert example[:2] == [7, 1] and sum(example[2:]) == d.deal_rules(players).hand_size
        assert len(example) == 2 + d.playing(players)


def test_a_group_of_five_has_its_referee_named_in_turn_on_each_sheet():
    """Groups of five play the four-player deal; the k-th sheet names the k-th score-sheet name as referee."""
    html = d.class_deals(20, 6, 5).html()
    for k, (number, sheet) in enumerate(sorted(sheets(html).items()), 1):
        nth = tc.wording.ordinal((k - 1) % 5 + 1)
        assert f"the referee of this deal is the {nth} name on the score sheet" in sheet, number
    assert html.count('<div class="tamcuc-slip"') == 6 and html.count("Referee:") == 6


@pytest.mark.parametrize("players, tables", [(2, 1), (4, 8), (5, 12)])
def test_the_slips_and_the_class_results_sheet_have_a_place_for_every_deal(players, tables):
    """One slip per deal with a column per seat; one grid per deal with a row per table; page count as said."""
    p = d.class_deals(3, 8, players, tables)
    html = p.html()
    seats = d.playing(players)
    for number in range(3, 11):
        slip = re.search(rf'<div class="tamcuc-slip" data-deal="{number}">(.*?)</table></div>', html, re.S).group(1)
        assert slip.count('<th scope="col">') == seats + 1
        grid = re.search(rf'<table data-deal="{number}">(.*?)</table>', html, re.S).group(1)
        assert len(re.findall(r'<tr><th scope="row">\d+</th>', grid)) == tables
    assert p.pages == html.count('class="tamcuc-page ') == html.count('class="tamcuc-ruler"')


@pytest.mark.parametrize("call, start", [
    (lambda: d.class_deals(-1), "seed="), (lambda: d.class_deals(d.MAX_SEED + 1), "seed="),
    (lambda: d.class_deals("7"), "seed="), (lambda: d.class_deals(True), "seed="),
    (lambda: d.class_deals(7, 0), "deals="), (lambda: d.class_deals(7, 10 ** 30), "deals="),
    (lambda: d.class_deals(7, 2, 1), "players="), (lambda: d.class_deals(7, 2, 6), "players="),
    (lambda: d.class_deals(7, 2, "x"), "players="), (lambda: d.class_deals(7, 2, 4, 0), "tables="),
    (lambda: d.after_play(7, 2, 4, results=[1]), "results="),
])
def test_impossible_series_are_refused_with_a_print_error(call, start):
    """A bad first deal, number of deals, group size or table count is a PrintError that names it, briefly."""
    with pytest.raises(PrintError) as err:
        call()
    assert isinstance(err.value, TamCucError)
    assert str(err.value).startswith(start) and len(str(err.value)) < 200


def test_the_refusals_speak_vietnamese():
    """With lang='vi' the same refusals come in Vietnamese."""
    with pytest.raises(PrintError, match="ván bài chung dành cho nhóm 2, 3, 4 hoặc 5 người"):
        d.class_deals(7, 2, 6, lang="vi")
    with pytest.raises(PrintError, match="một loạt ván có từ 1 đến 8 ván"):
        d.class_deals(7, 99, lang="vi")
    with pytest.raises(PrintError, match="hãy ghi một số nguyên từ 2 đến 5"):
        d.read_number("x", "--players", "vi")


@pytest.mark.parametrize("argv, words", [
    (["--seed", "-1"], "--seed='-1': give a whole number from 0 to 999,999,999,999"),
    (["--seed", "x"], "--seed='x': give a whole number from 0 to"),
    (["--seed", "9" * 5000], "--seed='99999999999999999999…': give a whole number"),
    (["--seed", "1", "--deals", "0"], "--deals='0': give a whole number from 1 to 8"),
    (["--seed", "1", "--deals", str(10 ** 40)], "--deals="),
    (["--seed", "1", "--players", "1"], "--players='1': give a whole number from 2 to 5"),
    (["--seed", "1", "--players", "6"], "--players='6': give a whole number from 2 to 5"),
    (["--seed", "1", "--players", "x"], "--players='x': give a whole number from 2 to 5"),
    (["--seed", "1", "--tables", "13"], "--tables='13': give a whole number from 1 to 12"),
])
def test_the_command_refuses_hostile_numbers(capsys, argv, words):
    """``deals`` with a bad number exits 2 with one bounded message, before writing anything."""
    with pytest.raises(SystemExit) as stop:
        main(["deals", *argv, "--out", "-"])
    captured = capsys.readouterr()
    assert stop.value.code == 2 and captured.out == ""
    assert words in captured.err and "Traceback" not in captured.err
    assert max(len(line) for line in captured.err.splitlines()) < 300


def test_the_command_refuses_in_vietnamese(capsys):
    """``deals --lang vi`` refuses a bad group size in Vietnamese."""
    with pytest.raises(SystemExit):
        main(["deals", "--lang", "vi", "--seed", "1", "--players", "6", "--out", "-"])
    assert "lỗi: --players='6': hãy ghi một số nguyên từ 2 đến 5" in capsys.readouterr().err


def test_the_command_writes_the_sheets_and_after_play(tmp_path, capsys):
    """``deals`` writes class_deals' document; ``--results FILE`` writes after_play with the comparison read."""
    out = tmp_path / "deals.html"
    assert main(["deals", "--seed", "7", "--deals", "2", "--players", "3", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == d.class_deals(7, 2, 3).document()
    results = tmp_path / "results.txt"
    results.write_text("# deal table An Bình Chi\n7 1 4 5 1\n7, 2, 3, 3, 4\n8 1 10 0 0\n", encoding="utf-8")
    after = tmp_path / "after.html"
    assert main(["deals", "--seed", "7", "--deals", "2", "--players", "3", "--results", str(results),
                 "--out", str(after)]) == 0
    expected = d.after_play(7, 2, 3, d.read_results(results.read_text(encoding="utf-8"), 7, 2, 3))
    assert after.read_text(encoding="utf-8") == expected.document()
    assert "Tables that reported: 2." in expected.html() and "Tables that reported: 1." in expected.html()


@pytest.mark.parametrize("text, words", [
    ("7 1 3 1 4", "line 1: write the deal number, the table number and the kept cards of the 4 seats"),
    ("7 1 3 1 4 1", "line 1: the kept cards 3 1 4 1 must be 0 or more and add up to 8"),
    ("# a note\n\n9 1 3 1 4 0", "line 3: deal 9 is not in this series (7 to 8)"),
    ("7 1 3 1 4 0\n7 1 2 2 2 2", "line 2: table 1 is given twice for deal 7"),
    ("7 0 3 1 4 0", "line 1: the table number 0 is not 1 to 999"),
    ("7 1 9 -1 0 0", "must be 0 or more"),
    ("7 one 3 1 4 0", "line 1: write the deal number"),
])
def test_results_are_read_line_by_line_and_refused_with_the_line(text, words):
    """Each line is deal, table and the kept cards of every seat, adding up to a hand; anything else is refused."""
    with pytest.raises(PrintError, match=re.escape(words)):
        d.read_results(text, 7, 2, 4)


def test_sure_plays_are_plays_no_other_hand_can_beat_or_equal():
    """For every seat of many deals: each sure play is in the hand, no other hand has an equal or stronger play
    of its kind, no card is used twice; and a play left out is beaten, equalled or shares a card."""
    for number in range(40):
        for players in (2, 3, 4):
            hands = tc.Game(tc.Rules.learning(players=players), seed=number).initial_hands
            for seat in range(players):
                sure = d.sure_plays(hands, seat)
                assert not Counter(c for p in sure for c in p.cards) - Counter(hands[seat])
                for play in sure:
                    for other, hand in enumerate(hands):
                        if other != seat:
                            assert all(q.strength < play.strength for q in plays_in(hand, play.kind))
                singles = [p for p in plays_in(hands[seat], Kind.SINGLE)]
                top = max((q.strength for o, h in enumerate(hands) if o != seat for q in plays_in(h, Kind.SINGLE)),
                          default=-1)
                left = Counter(hands[seat]) - Counter(c for p in sure for c in p.cards)
                assert not [p for p in singles if p.strength > top and left[p.cards[0]]]


def test_the_comparison_counts_the_tables_and_gives_the_engines_reasons():
    """compare_deal says how many tables made what for each seat, the engine's kept cards, the sure plays'
    worth, and how many tables fell below that worth."""
    number, players = 12, 4
    game = d.engine_play(number, players)
    engine = game.result().kept
    rng = random.Random(5)
    results = {}
    for table in range(1, 6):
        cut = sorted(rng.sample(range(8 + players - 1), players - 1))  # stars and bars: 8 kept cards
        parts = [b - a - 1 for a, b in zip([-1, *cut], [*cut, 8 + players - 1])]
        results[table] = tuple(parts)
    said = d.compare_deal(number, players, results)
    for seat, (name, text) in enumerate(zip(default_names(4), said)):
        made = Counter(k[seat] for k in results.values())
        for kept, n in made.items():
            assert re.search(rf"\b{kept or 'no cards'} at {n} tables?\b", text), text
        assert f"the engine's careful players kept {engine[seat] or 'none'}." in text
        sure = d.sure_plays(game.initial_hands, seat)
        worth = sum(p.size for p in sure)
        below = sum(n for kept, n in made.items() if kept < worth)
        if sure:
            assert f"{worth} kept card" in text
            assert (f"{name} kept fewer than {worth}" in text) == bool(below)
        else:
            assert "won by timing" in text
    vi = d.compare_deal(number, players, results, lang="vi")
    assert all("máy cẩn thận ăn được" in p or "máy cẩn thận không ăn được quân nào" in p for p in vi)
    assert not any(re.search(r"\b0 quân", p) for p in vi), vi  # a zero in words (the style guide)
    assert any(0 in k for k in results.values()) and any("không ăn được quân nào ở" in p for p in vi)
    assert all(("máy cẩn thận không ăn được quân nào" if k == 0 else f"máy cẩn thận ăn được {k} quân") in p
               for p, k in zip(vi, engine))
    assert any(k == 0 for k in engine) and not any(re.search(r"được 0 quân|\b0 quân", p) for p in vi)


def test_after_play_links_each_deal_number_to_its_replay():
    """after_play has a part per deal with a link to it and the engine's replay of that very deal."""
    html = d.after_play(30, 3, 4).document()
    for number in (30, 31, 32):
        assert f'<a href="#tamcuc-deal-{number}">Deal {number}</a>' in html
        assert f'id="tamcuc-deal-{number}"' in html
        assert f'<a href="#tcr-deal-{number}-the-engine-s-play">Step through the replay of deal {number}</a>' in html
        assert f'id="tcr-deal-{number}-the-engine-s-play"' in html
    kept = d.engine_play(31, 4).result().kept
    part = html.split('id="tamcuc-deal-31"')[1].split('id="tamcuc-deal-32"')[0]
    assert [int(k) for k in re.findall(r'<td class="tamcuc-num">(\d+)</td>', part)] == list(kept)
    assert 'class="tamcuc-replay' in html and 'class="tamcuc-replay' not in d.after_play(30, 1, 4, replays=False).html()


def test_a_one_deal_series_is_titled_by_its_deal_and_hands_are_in_the_pages_language():
    """A series of one deal says "deal 7", not "deals 7 to 7", on the sheets and after play; after play names the
    cards of each hand in the page's language."""
    assert d.class_deals(7, 1, 4).title == "Tam Cúc: duplicate deal 7"
    assert d.class_deals(7, 1, 4, lang="vi").title == "Tam Cúc: ván bài chung số 7"
    after = d.after_play(7, 1, 4, replays=False)
    assert after.title == "Tam Cúc: after play, deal 7" and "deals 7 to 7" not in after.html()
    hand = d.engine_play(7, 4).initial_hands[0]
    for lang in ("en", "vi"):
        html = d.after_play(7, 1, 4, replays=False, lang=lang).html()
        assert ", ".join(c.name(lang) for c in hand) in html, lang
    assert hand[0].name("en") != hand[0].name("vi")


def test_the_pages_are_the_same_every_time():
    """The same series gives the same bytes, in both languages."""
    for lang in ("en", "vi"):
        assert d.class_deals(5, 2, 4, lang=lang).document() == d.class_deals(5, 2, 4, lang=lang).document()
    assert '<html lang="vi">' in d.class_deals(5, 1, 3, lang="vi").document()


@pytest.mark.parametrize("deals", [1, 5, 11])
def test_the_five_seat_score_sheet_marks_the_referee_of_every_deal(deals):
    """scoresheet(5): five name columns; each deal row marks exactly one referee, one seat further each deal."""
    html = scoresheet(5, deals).html()
    assert html.count('colspan="3">Name: <span class="tamcuc-blank"></span></th>') == 5
    rows = re.findall(r'<tr><th scope="row">(\d+)</th>(.*?)</tr>', html)
    assert [int(n) for n, _ in rows] == list(range(1, deals + 1))
    for n, row in rows:
        cells = re.findall(r"<td[^>]*>[^<]*</td>", row)
        marks = [i for i, c in enumerate(cells) if "tamcuc-referee" in c]
        assert len(marks) == 1
        # Each seat before the referee has three cells; the referee's kept and score are one cell.
        assert marks[0] == 3 * ((int(n) - 1) % 5)
    assert "score = 4 × kept − all kept" in html
    assert "Trọng tài" in scoresheet(5, deals, lang="vi").html()


def test_the_command_writes_a_five_seat_score_sheet(tmp_path):
    """``scoresheet --players 5`` is no longer refused: it writes scoresheet(5, deals)."""
    out = tmp_path / "scores.html"
    assert main(["scoresheet", "--players", "5", "--deals", "10", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == scoresheet(5, 10).document()

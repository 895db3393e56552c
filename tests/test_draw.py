"""Tests for tamcuc.draw: SVG pictures of cards, hands and tricks."""

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import tamcuc.draw
from tamcuc.cards import CARDS, Card, Hand, Rank, parse_cards
from tamcuc.draw import (
    MIN_WIDTH,
    back_svg,
    card_label,
    card_svg,
    cards_html,
    ladder_columns,
    hand_html,
    game_table_svg,
    han_svg,
    hand_svg,
    table_svg,
    trick_html,
    trick_svg,
)
from tamcuc.errors import UsageError
from tamcuc.i18n import t
from tamcuc.game import Game
from tamcuc.plays import Play
from tamcuc.rules import Rules
from tamcuc.tricks import resolve_trick

SVG = "{http://www.w3.org/2000/svg}"


def _root(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def _seals(svg: str) -> list:
    return [g for g in _root(svg).iter(SVG + "g") if g.get("class") == "tamcuc-seal"]


@pytest.mark.parametrize("card", CARDS, ids=[c.code for c in CARDS])
def test_every_card_is_an_accessible_svg(card):
    """Each card parses as XML and names itself in role, aria-label and <title>."""
    root = _root(card_svg(card))
    assert root.tag == SVG + "svg"
    assert root.get("role") == "img"
    assert root.get("aria-label") == card_label(card)
    assert root.find(SVG + "title").text == card_label(card)
    assert card.han in root.get("aria-label")


def test_card_label_is_vietnamese_then_english_then_the_character():
    """The accessible name of the red chariot is 'Xe đỏ (red chariot, 車)'; running text can leave 車 out."""
    assert card_label(Card.parse("R")) == "Xe đỏ (red chariot, 車)"
    assert card_label(Card.parse("R"), han=False) == "Xe đỏ (red chariot)"


@pytest.mark.parametrize("card", CARDS, ids=[c.code for c in CARDS])
def test_red_cards_have_a_seal_and_black_cards_do_not(card):
    """Red and black differ by shape, not only colour: only red cards carry the seal."""
    assert len(_seals(card_svg(card))) == (1 if card.is_red else 0)


def test_colour_word_on_every_card():
    """Every card writes its colour in words (ĐỎ on the seal, ĐEN on black cards)."""
    assert "ĐỎ" in card_svg("R") and "ĐEN" not in card_svg("R")
    assert "ĐEN" in card_svg("r") and "ĐỎ" not in card_svg("r")


def test_backs_are_all_alike_and_reveal_nothing():
    """A face-down card names no rank or colour, and every back is the same."""
    back = back_svg()
    assert back == back_svg()
    root = _root(back)
    assert root.get("aria-label") == "face-down card"
    assert not any(c.han in back for c in CARDS)


def test_card_width_sets_the_size():
    """width= sets the pixel width; the card is 2.5 times as tall as wide."""
    root = _root(card_svg("K", width=80))
    assert (root.get("width"), root.get("height")) == ("80", "200")


def test_hand_svg_draws_every_card_in_order_and_names_them():
    """A hand draws one group per card, in order, and lists them in its accessible name."""
    hand = parse_cards("K R R p")
    svg = hand_svg(hand)
    root = _root(svg)
    cards = [g for g in root if g.tag == SVG + "g"]
    assert len(cards) == 4
    label = root.get("aria-label")
    assert label.index("Tướng đỏ") < label.index("Xe đỏ") < label.index("Tốt đen")
    assert len(_seals(svg)) == 3


def test_hand_title_is_shown_and_spoken():
    """A title (Play uses its English name) is written under the cards and starts the label."""
    svg = Play("R R")._repr_svg_()
    root = _root(svg)
    assert root.get("aria-label").startswith("pair of red chariots: ")
    assert any(t.text == "pair of red chariots" for t in root.iter(SVG + "text"))


def test_empty_hand_still_draws():
    """An empty pile draws a placeholder rather than an empty picture."""
    root = _root(hand_svg(Hand()))
    assert "no cards" in root.get("aria-label")


def test_a_full_hand_stays_small():
    """Sixteen cards with their drawn characters fit in under 40 kB of SVG (outputs are stored in notebooks)."""
    assert len(hand_svg(parse_cards("K k A A e e R r C c H h P P p p")).encode()) < 40_000


def test_no_ids_and_no_external_resources():
    """Pictures carry no element ids (they would clash on a page) and fetch nothing."""
    outputs = [card_svg("K"), back_svg(), hand_svg("R C H"), trick_svg(resolve_trick(["r r", "C C", "R R", None]))]
    for svg in outputs:
        assert " id=" not in svg
        assert "url(" not in svg and "@import" not in svg and "href" not in svg


def test_output_is_the_same_in_a_fresh_process():
    """Pictures depend only on their arguments: a new interpreter (new hash seed) draws the same bytes."""
    code = (
        "from tamcuc.draw import hand_svg, trick_html; from tamcuc.tricks import resolve_trick;"
        "import sys; sys.stdout.write(hand_svg('K k A P p', title='t') + trick_html(resolve_trick(['r r', 'C C', 'R R', None])))"
    )
    runs = {
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        ).stdout
        for seed in ("1", "2")
    }
    assert runs == {hand_svg("K k A P p", title="t") + trick_html(resolve_trick(["r r", "C C", "R R", None]))}


def test_trick_from_plays_frames_the_winner_and_shows_folds_face_down():
    """RULES.md §10 example: Chi's red chariots win; Dũng's fold is two face-down cards."""
    svg = trick_svg(resolve_trick(["r r", "C C", "R R", None]))
    root = _root(svg)
    label = root.get("aria-label")
    assert label.startswith("Chi wins with a pair of red chariots.")
    assert "Dũng folds (chui)" in label
    texts = [t.text for t in root.iter(SVG + "text")]
    assert "★ wins" in texts and "folds (chui)" in texts
    assert svg.count('aria-label="face-down card"') == 0  # backs are drawn inline, not as nested images
    assert svg.count("#25594a") == 2  # two backs for the fold


def test_trick_from_a_game_record_uses_seat_names():
    """A TrickRecord is drawn with the names given per seat, and trick_html adds the full explanation."""
    game = Game(Rules.learning(), seed=7)
    while not game.history:
        game.push(game.legal_plays()[0])
    record = game.history[0]
    names = ["North", "East", "South", "West"][: game.players]
    root = _root(trick_svg(record, names=names))
    assert root.get("aria-label").startswith(f"Trick 1: {names[record.winner]} wins")
    html = trick_html(record, names=names)
    assert record.explain(names).split(".")[0] in html


def test_draw_only_draws_a_trick_already_resolved():
    """issue 8: draw never decides a trick; a plain list of plays is refused with the way to resolve it."""
    with pytest.raises(UsageError, match=r"resolve the plays first, e.g. trick_html\(tc.resolve_trick"):
        trick_html(["r r", "C C", "R R", None])
    with pytest.raises(UsageError, match="not list"):
        trick_svg(["r r", "C C"])


def test_trick_html_and_cards_html_are_well_formed():
    """The HTML fragments are well-formed XML around their inline SVG, with captions."""
    for fragment in (
        trick_html(resolve_trick(["r r", "C C", "R R", None])),
        hand_html("R R", caption="North"),
        cards_html(["R R", "C C", None], captions=["A", "B", "C"]),
    ):
        ET.fromstring(fragment)
    assert "<figcaption" in cards_html(["R"], captions=["North"])


def test_cards_html_needs_one_caption_per_group():
    """Captions must match the groups one to one."""
    with pytest.raises(ValueError, match="2 groups but 1 captions"):
        cards_html(["R", "C"], captions=["A"])


@pytest.mark.parametrize("card", CARDS, ids=[c.code for c in CARDS])
def test_the_character_is_drawn_as_outlines_not_typed(card):
    """No <text> holds a Hán character (it would need a CJK font); the medallion and corner are paths."""
    root = _root(card_svg(card))
    texts = "".join(t.text or "" for t in root.iter(SVG + "text"))
    assert not any(c.han in texts for c in CARDS)
    assert len(root.findall(f".//{SVG}path")) == 2  # the corner index and the medallion


def test_each_rank_has_its_own_outline():
    """The seven ranks draw seven different outlines (taken from Noto Serif CJK, see tamcuc/static)."""
    outlines = {r: [p.get("d") for p in _root(han_svg(r)).iter(SVG + "path")] for r in Rank}
    assert len({tuple(v) for v in outlines.values()}) == 7


def test_han_svg_names_the_character_in_words():
    """A character alone is a picture whose accessible name is the character and the rank's names."""
    root = _root(han_svg(Card.parse("c")))
    assert root.get("aria-label") == "砲 (Pháo, cannon)"
    assert _root(han_svg(Rank.CANNON, label="砲")).get("aria-label") == "砲"  # a quiz need not give the answer


def test_glyph_data_records_its_source_and_licence():
    """The outline data says which font it came from; the OFL sits beside it."""
    static = Path(tamcuc.draw.__file__).parent / "static"
    data = json.loads((static / "han_glyphs.json").read_text(encoding="utf-8"))
    assert "Noto Serif CJK" in data["source"]["font"] and "fonts-noto-cjk" in data["source"]["package"]
    assert set(data["glyphs"]) == {r.han for r in Rank}
    assert "SIL OPEN FONT LICENSE Version 1.1" in (static / "OFL-NotoSerifCJK.txt").read_text(encoding="utf-8")


def test_corner_index_marks_colour_by_shape():
    """The corner shows a filled square on red cards and a ring on black ones (readable in black and white)."""
    red, black = _root(card_svg("R")), _root(card_svg("r"))
    assert red.find(f"{SVG}rect[@fill='{tamcuc.draw.RED}']") is not None
    assert black.find(f"{SVG}circle[@fill='none']") is not None


def test_hand_html_wraps_one_picture_per_card_never_under_40px():
    """A hand in HTML is one <svg> per card in a wrapping row; asking for 20 px still draws 40 px cards."""
    html = hand_html("K A E R C H P", caption="seven", width=20)
    root = ET.fromstring(html)
    svgs = root.findall(f".//{SVG}svg")
    assert len(svgs) == 7 and {s.get("width") for s in svgs} == {str(MIN_WIDTH)}
    assert "flex-wrap:wrap" in html and "<figcaption>seven</figcaption>" in html


def test_trick_html_explains_in_text_and_stacks_on_phones():
    """trick_html gives each player a block, frames the winner, and puts the explanation in a text caption."""
    html = trick_html(resolve_trick(["r r", "C C", "R R", None]), names=["An", "Bình", "Chi", "Dũng"])
    root = ET.fromstring(html)
    seats = [d for d in root.iter("div") if "tcd-seat" in (d.get("class") or "").split()]
    assert [d.find("span").text for d in seats] == ["An", "Bình", "Chi", "Dũng"]
    assert ["tcd-won" in d.get("class") for d in seats] == [False, False, True, False]
    caption = root.find("figcaption").text
    assert caption.startswith("Chi wins with a pair of red chariots.")
    assert "@media (max-width:560px){.tcd-seats{flex-direction:column}" in html


def test_a_banned_first_trick_play_is_marked_on_the_picture():
    """RULES.md §7: Bình's red advisor in the first trick is struck through and stamped CẤM, in both pictures."""
    plays, folk = ["E", "A", "e", None], Rules.folk()
    html = trick_html(resolve_trick(plays, folk, first_trick=True), names=["An", "Bình", "Chi", "Dũng"])
    assert html.count('<span class="tcd-ban-stamp">CẤM</span>') == 1 and "banned: counts as folded" in html
    svg = trick_svg(resolve_trick(plays, folk, first_trick=True))
    assert len([g for g in _root(svg).iter(SVG + "g") if g.get("class") == "tcd-banned"]) == 1
    assert "CẤM</span>" not in trick_html(resolve_trick(plays, folk, first_trick=False))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_seats_players_anticlockwise(players):
    """The table picture names every seat in its place: seat 0 at the bottom, then anticlockwise."""
    names = ["An", "Bình", "Chi", "Dũng"][:players]
    svg = table_svg(players, names, held=[3] * players, laid=[(1 % players, parse_cards("R"), True, "leads")],
                    kept=[[] for _ in range(players)], discards=4, call=1)
    label = _root(svg).get("aria-label")
    places = {2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"]}[players]
    for name, place in zip(names, places):
        assert f"{name} ({place})" in label
    assert "anticlockwise" in label and "discard pile 4" in label


def test_a_game_table_shows_only_what_the_viewer_sees():
    """Mid-trick, the leader's face-down lead is face up to the leader only (the engine's who-sees-what)."""
    game = Game(Rules.learning(), seed=1)
    game.push(game.legal_plays()[0])
    leader = game.trick.leader
    other = (leader + 1) % 4
    mine, theirs = game_table_svg(game, viewer=leader), game_table_svg(game, viewer=other)
    lead = game.trick.cards(leader, leader)
    assert card_label(lead[0]) in _root(mine).get("aria-label")
    assert card_label(lead[0]) not in _root(theirs).get("aria-label") and "1 face down" in _root(theirs).get("aria-label")


def test_small_cards_leave_out_their_name_but_still_say_it():
    """At 40-50 px the name would be 5.6-7 px tall: it is left out of the picture, never out of the accessible name."""
    for width, written in ((40, False), (44, False), (50, False), (60, True), (64, True)):
        root = _root(card_svg("E", width))
        texts = [t.text for t in root.iter(SVG + "text")]
        assert ("Tượng đỏ" in texts) == written, f"{width} px"
        assert "ĐỎ" in texts and root.get("aria-label") == card_label(Card.parse("E"))
    assert "Tượng đỏ</text>" in card_svg("E", 40, name=True)
    assert "Tượng đỏ</text>" not in hand_html("E", width=50) and "Tượng đỏ</text>" in hand_html("E", width=64)
    assert "Tượng đỏ</text>" in hand_html("E"), "a lesson's cards (CARD_PX wide by default) write their names"


def test_a_long_row_of_single_cards_takes_rows_of_equal_length():
    """The 14-card ladder is a grid of seven columns (two rows of seven, never 11 + 3); a row of seven
    stays a plain wrapping row; with names under the cards a phone row holds five."""
    ladder = cards_html(list(reversed(CARDS)), captions=[str(i) for i in range(1, 15)])
    assert 'class="tamcuc-cards tcd-singles tcd-cols" style="--tcd-cols:7;--tcd-phone-cols:7"' in ladder
    assert 'tcd-singles">' in cards_html(["k", "a", "e", "r", "c", "h", "p"])
    assert "--tcd-cols:7;--tcd-phone-cols:5" in cards_html(list(CARDS), names=True)
    assert [ladder_columns(n) for n in (1, 8, 9, 14, 16, 17, 32)] == [(1, 1), (8, 8), (5, 5), (7, 7), (8, 8), (6, 6), (8, 8)]
    with pytest.raises(UsageError):
        ladder_columns(0)


def test_a_ladder_of_single_cards_is_one_tight_panel():
    """Fourteen single cards with numbers share one panel that wraps tightly (40 px cards on a phone)."""
    ladder = sorted(CARDS, reverse=True)
    html = cards_html(ladder, captions=[str(i) for i in range(1, 15)])
    root = ET.fromstring(html)
    assert "tcd-singles" in root.get("class") and len(root.findall("figure")) == 14
    assert [f.find("figcaption").text for f in root.findall("figure")] == [str(i) for i in range(1, 15)]
    assert "@media (max-width:480px){.tcd-singles .tcd-row svg{width:40px;height:auto}" in html
    assert "tamcuc-cards tcd-singles" not in cards_html(["R R", "C"], captions=["a pair", "a single"])


def test_captions_use_the_text_weight_not_the_themes_light_one():
    """Captions under cards and tricks are set at weight 400 in dark ink, whatever the theme's figcaption says."""
    html = hand_html("R", caption="An") + trick_html(resolve_trick(["r", "C"]))
    assert ".tamcuc-cards figcaption{font-size:.9em;margin-top:.2em;color:#1c1c1c;text-align:left;font-weight:400" in html
    assert "color:#1c1c1c;font-size:1em;font-weight:400" in html


def test_a_rank_ladder_can_name_each_card_under_it():
    """cards_html(names=True) writes each single card's name under its caption: the
    Vietnamese name, and in English the English name below it."""
    from tamcuc import cards as tc_cards
    from tamcuc.draw import cards_html

    top = list(reversed(tc_cards.CARDS))
    html = cards_html(top, captions=[str(n) for n in range(1, 15)], width=40, names=True, lang="en")
    assert html.count("class=\"tcd-name\"") == 14 and "Tướng đỏ" in html and "red general" in html
    vi = cards_html(top, captions=[str(n) for n in range(1, 15)], width=40, names=True, lang="vi")
    assert "Tướng đỏ" in vi and "red general" not in vi


def test_the_welcome_picture_shows_a_hand_a_trick_and_the_way_to_the_table():
    """The book's first picture draws the hand's cards at 60 px with their names, the trick the engine
    resolved with its winner framed and each other play said to lose (Bình's pair is shown, and loses) or fold,
    and a link to the table page, in each language; a bad address is refused."""
    from tamcuc._html import esc
    from tamcuc.draw import CARD_PX, welcome_html

    trick = resolve_trick(["r r", "C C", "R R", None])
    for lang, play in (("en", "Play a deal now ▶"), ("vi", "Chơi thử một ván ▶")):
        html = welcome_html("K k a R r C h P", trick, "10_play_a_deal.html", lang=lang)
        assert f'<a href="10_play_a_deal.html">{play}</a>' in html
        assert html.count(f'width="{CARD_PX}"') >= 8 + 6 and "Tướng đỏ</text>" in html
        assert html.count('class="tcd-seat tcd-won"') == 1 and esc(trick.explain(["An", "Bình", "Chi", "Dũng"], lang=lang)) in html
        notes = re.findall(r'<span class="tcd-note">([^<]*)</span>', html)
        assert notes == [t(n, lang) for n in ("leads, and loses", "shows, and loses", "★ wins", "folds (chui)")]
    for bad in ("", 'x" onclick="y', None, 3):
        with pytest.raises(UsageError):
            welcome_html("K", trick, bad)


def test_the_tables_kept_label_drops_yet_once_every_hand_is_empty():
    """A seat with no kept cards reads "kept nothing yet" while hands hold cards, and "kept nothing" (vi "không ăn
    được quân nào") when every hand is empty: the deal is over."""
    from tamcuc.draw import table_svg

    playing = table_svg(4, held=[2, 2, 2, 2], kept=[[Card.parse("R")], [], [], []])
    over = table_svg(4, held=[0, 0, 0, 0], kept=[[Card.parse("R")], [], [], []], lang="vi")
    assert playing.count("kept nothing yet") == 3
    assert over.count("không ăn được quân nào") == 3 and "chưa ăn quân nào" not in over

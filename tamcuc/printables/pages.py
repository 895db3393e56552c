"""The one-page printables: the rank-ladder :func:`poster`, the :func:`plays_card`, the class
:func:`scoresheet` and the rules :func:`handout`.

Every fact on them comes from the engine: the ladder is the order of :data:`tamcuc.cards.CARDS`,
the plays card lists :data:`tamcuc.plays.ALL_PLAYS`, the score sheet's example is
:func:`tamcuc.scoring.settle`, the handout's trick is :func:`tamcuc.tricks.resolve_trick`'s.

>>> poster().pages, plays_card().pages, handout().pages
(1, 1, 1)
"""

from __future__ import annotations

from typing import Optional

from .._html import esc
from ..cards import CARDS, Card, Colour, Hand, Rank
from ..cards import deck as engine_deck
from .. import checks
from ..draw import _seat_places, card_svg, han_svg, hand_svg, trick_svg
from ..errors import PrintError, TamCucError
from ..errors import shown as _shown
from ..i18n import N_, language, resolve, t
from ..wording import card_label as wording_label
from ..wording import join as wording_join
from ..wording import names as wording_names
from ..wording import number_word
from ..plays import ALL_PLAYS, TRIPLES, Kind, Play, why_beats, why_not_a_play
from ..rules import Dealer, Rules
from typing import get_args
from ..scoring import settle
from ..tricks import resolve_trick
from .base import CELL_MM, DEMO_CARD_MM, Printable, counted_cards, ruler_html
from .._public import public_dir

__all__ = [
    "LADDER", "POSTER_SIZES", "POSTER_MM", "POSTER_ZOOM", "poster",
    "NOT_PLAYS", "plays_card", "EXAMPLE_KEPT", "MAX_DEALS", "scoresheet", "HANDOUT_NAMES",
    "HANDOUT_TRICK", "handout", "FIRST_CALLER", "DIRECTION", "first_caller_text", "MAT_MM", "mat", "DEMO_CARD_MM",
    "demo_cards",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


# -- the rank-ladder poster -------------------------------------------------------------------

LADDER = tuple(sorted(CARDS, reverse=True))
"""The 14 different cards, strongest first: the order the poster shows."""


def _ordinal(n: int, lang: Optional[str] = None) -> str:
    """Returns a place on the ladder: ``1st``, ``2nd`` … (in Vietnamese ``Bậc 1``, ``Bậc 2`` …: "Thứ 2" alone
    reads as Monday, docs/vietnamese-style.md)."""
    if resolve(lang) != "en":
        return f"Bậc {n}"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _label(card: Card, lang: Optional[str] = None) -> str:
    """Returns a card's name where it begins a label (a demo card's caption): ``Xe đỏ (red chariot)``; in
    Vietnamese ``Xe đỏ``."""
    return wording_label(card, lang=lang)


def _mid(card: Card, lang: Optional[str] = None) -> str:
    """Returns a card's name mid-sentence: ``Xe đỏ (red chariot)``; in Vietnamese a common noun in lower case,
    ``xe đỏ`` (docs/vietnamese-style.md: "tượng đen ăn pháo đỏ")."""
    return wording_label(card, lang=lang) if resolve(lang) == "en" else card.name(lang)


POSTER_SIZES = ("page", "a3", "tiles")
"""How big the poster prints: one A4 or Letter page, one A3 page, or four A4 or Letter tiles taped 2 × 2."""

POSTER_MM = (252, 182)
"""The poster's drawing at its own size (mm): it fits a landscape A4 or Letter page with the ruler below it."""

POSTER_ZOOM = {"page": 1, "a3": 1.45, "tiles": 1.9}
"""How much each size enlarges the drawing: A3 landscape holds it 1.45 times (a card 26 × 65 mm), four
tiles 1.9 times (479 × 346 mm in all, a card 34 × 85 mm, readable from the back of a classroom)."""


def poster(lang: Optional[str] = None, size: str = "page") -> Printable:
    """Returns the rank-ladder poster (landscape): the seven ranks, red above black, centred on the page.

    ``size`` is one of :data:`POSTER_SIZES`: ``"page"`` (one A4 or Letter page), ``"a3"`` (one A3 page,
    the drawing enlarged :data:`POSTER_ZOOM` times) or ``"tiles"`` (four A4 or Letter pages, each a quarter
    of the drawing enlarged, to trim and tape 2 × 2). Every page keeps a 100 mm ruler at its true size.
    """
    lang = resolve(lang)
    if size not in POSTER_SIZES:
        raise PrintError(t("size={size}: the poster prints as {choices}", lang, size=_shown(size),
                           choices=list(POSTER_SIZES)))
    place = {card: i + 1 for i, card in enumerate(LADDER)}
    rungs = []
    for rank in Rank:
        red, black = Card(rank, Colour.RED), Card(rank, Colour.BLACK)
        cells = "".join(
            f"{card_svg(c)}<p class=\"tamcuc-place\">{esc(_ordinal(place[c], lang))}: {esc(c.name_vi)}</p>"
            for c in (red, black)
        )
        english = f"<br>{esc(rank.name_en)}" if lang == "en" else ""
        rungs.append(
            f'<div class="tamcuc-rung" data-rank="{rank.code}">'
            f'<div class="tamcuc-rung-head"><b>{esc(rank.name_vi)}</b> '
            f'{han_svg(rank, label=rank.han)}{english}'
            f"<br>{esc(t('{n} of each colour', lang, n=rank.copies))}</div>{cells}</div>"
        )
    top, bottom = LADDER[0], LADDER[-1]
    # The classic surprise, checked by the engine rather than typed in (RULES.md §2).
    winner, loser = Card.parse("e"), Card.parse("C")
    assert winner > loser
    with language(lang):
        surprise = why_beats(Play([winner]), Play([loser]))
    red, black = Card.parse("R"), Card.parse("r")
    assert red > black and red.rank == black.rank
    # Of two identical cards, the one laid first wins, under both presets (RULES.md §6.4), as the engine resolves it.
    assert all(resolve_trick(["R", "R"], rules).winner == 0 for rules in (Rules(), Rules.learning()))
    art = (
        '<div class="tamcuc-poster">'
        f"<h2>{esc(t('Who beats whom: rank first, colour second', lang))}</h2>"
        f'<div class="tamcuc-arrow" aria-hidden="true"><span>{esc(t("◀ stronger", lang))}</span>'
        f'<span>{esc(t("weaker ▶", lang))}</span></div>'
        f'<div class="tamcuc-ladder">{"".join(rungs)}</div>'
        '<ol class="tamcuc-rules">'
        + t("<li><b>Rank first:</b> Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from strongest to weakest.</li>", lang)
        + t("<li><b>Colour second:</b> of two cards of the same rank, red beats black ({red} beats {black}). Red "
            "cards carry the square seal ĐỎ; black cards say ĐEN.</li>", lang, red=esc(_mid(red, lang)),
            black=esc(_mid(black, lang)))
        + t("<li><b>Colour never beats rank:</b> {winner} beats {loser}, because {reason}.</li>", lang,
            winner=esc(_mid(winner, lang)), loser=esc(_mid(loser, lang)), reason=esc(surprise))
        + t("<li>Strongest card: {top}. Weakest: {bottom}. Each card beats every card with a larger number on "
            "this poster; of two identical cards, the one laid first wins.</li>",
            lang, top=esc(_mid(top, lang)), bottom=esc(_mid(bottom, lang)))
        + "</ol></div>"
    )
    w, h = POSTER_MM
    zoom = POSTER_ZOOM[size]
    if size != "tiles":
        body = (f'<div class="tamcuc-page tamcuc-poster-page" data-size="{size}">'
                f'<div class="tamcuc-poster-art" style="zoom:{zoom:g}">{art}</div>{ruler_html(lang)}</div>')
        pages = 1
    else:
        quarter = (w * zoom / 2, h * zoom / 2)
        names = (N_("top left"), N_("top right"), N_("bottom left"), N_("bottom right"))
        tiles = []
        for n, name in enumerate(names):
            row, col = divmod(n, 2)
            note = t("Tile {n} of 4 ({where}). Cut off the white margin along the two edges that meet other tiles, "
                     "then tape the four tiles together.", lang, n=n + 1, where=t(name, lang))
            tiles.append(
                f'<div class="tamcuc-page tamcuc-tile{"" if n == 0 else " tamcuc-new-page"}" data-tile="{n + 1}">'
                f'<div class="tamcuc-tile-window" style="width:{quarter[0]:g}mm;height:{quarter[1]:g}mm">'
                f'<div class="tamcuc-tile-mover" style="left:{-col * quarter[0]:g}mm;top:{-row * quarter[1]:g}mm">'
                f'<div class="tamcuc-poster-art" style="zoom:{zoom:g}">{art}</div></div></div>'
                f'<p class="tamcuc-note">{esc(note)}</p>{ruler_html(lang)}</div>'
            )
        body = f'<div class="tamcuc-tiles" data-size="tiles">{"".join(tiles)}</div>'
        pages = 4
    notes = {
        "page": N_("A one-page poster (landscape). Print at 100 % on A4 or US Letter; the rest of this page is not "
                   "printed."),
        "a3": N_("A one-page poster for A3 paper (landscape). Print at 100 % on A3; the rest of this page is not "
                 "printed."),
        "tiles": N_("A poster on four landscape pages of A4 or US Letter, to trim and tape together 2 × 2. Print "
                    "at 100 %; the rest of this page is not printed."),
    }
    made = Printable("poster", t("Tam Cúc: the rank ladder", lang), body, pages=pages, landscape=True,
                     screen_note=t(notes[size], lang), lang=lang, page_size="A3" if size == "a3" else None)
    made.size = size
    return made


# -- the plays reference card ---------------------------------------------------------------------

NOT_PLAYS = ("P p", "A E R", "C H P", "R C h", "P P P")
"""Near misses the reference card explains (RULES.md §3), each with the engine's reason."""


def _play_figure(play_or_cards, caption: str, width: float = 24) -> str:
    return f"<figure>{hand_svg(play_or_cards, width=width)}<figcaption>{esc(caption)}</figcaption></figure>"


def plays_card(lang: Optional[str] = None) -> Printable:
    """Returns the one-page reference card of the valid plays, strongest first in each kind."""
    lang = resolve(lang)
    by_kind = {k: sorted((p for p in ALL_PLAYS if p.kind is k), key=lambda p: p.strength, reverse=True) for k in Kind}
    singles = by_kind[Kind.SINGLE]
    pairs = by_kind[Kind.PAIR]
    triples = by_kind[Kind.TRIPLE]
    declared = by_kind[Kind.TU_TU] + by_kind[Kind.NGU_TU]
    name = (lambda p: p.name_en) if lang == "en" else (lambda p: p.name_vi)

    def row(plays, small=False, label=name):
        figs = "".join(_play_figure(p.cards, label(p)) for p in plays)
        return f'<div class="tamcuc-row{" tamcuc-small" if small else ""}">{figs}</div>'

    with language(lang):
        reasons = [why_not_a_play(t_, codes=False) for t_ in NOT_PLAYS]
    misses = "".join(
        f"<li><b>{esc(', '.join(c.name_vi for c in Hand(cards)))}</b>: {esc(reason)}.</li>"
        for cards, reason in zip(NOT_PLAYS, reasons)
    )
    total = len(ALL_PLAYS)
    body = (
        '<div class="tamcuc-page tamcuc-plays">'
        f"<h2>{esc(t('The plays of Tam Cúc', lang))}</h2>"
        + t("<p>A leader calls one, two or three cards; everyone lays that many face down, then reveals a play "
            "of the same kind or folds (chui). Plays of one kind compare; different kinds never meet. "
            "A leader can call {led} different plays; four or five soldiers of one colour make {declared} more, "
            "declared between tricks and never led.</p>", lang, led=total - len(declared),
            declared=number_word(len(declared), lang))
        + t("<h3>Một cây: a single ({n} different cards)</h3>", lang, n=len(singles))
        + t("<p>Any one card. Rank first (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt), and of the same rank red beats "
            "black. The strongest and the weakest:</p>", lang)
        + row([singles[0], singles[-1]], small=True)
        + t("<h3>Đôi: a pair ({n} kinds)</h3>", lang, n=len(pairs))
        + t("<p>Two cards of the same rank <b>and</b> the same colour, compared like singles. There is only one "
            "general of each colour, so no pair of generals. Strongest first:</p>", lang)
        + row(pairs, small=True, label=lambda p: p.cards[0].name_vi)
        + t("<h3>Ba: a triple (only {n})</h3>", lang, n=number_word(len(triples), lang))
        + t("<p>Exactly Tướng–Sĩ–Tượng or Xe–Pháo–Mã, all one colour. Tướng–Sĩ–Tượng beats Xe–Pháo–Mã; of the "
            "same triple, red beats black. Strongest first:</p>", lang)
        + row(triples)
        + t("<h3>Who wins a trick</h3>", lang)
        + t("<p>The strongest revealed play of the called kind wins; folded cards (chui) never win. Of two "
            "identical plays, the one laid first wins (the engine's convention: agree on it before you play). The "
            "winner keeps only their own winning cards and leads the next trick.</p>", lang)
        + t("<h3>Not plays: the near misses</h3>", lang) + "<ul>"
        + misses
        + "</ul>"
        + t("<h3>Tứ tử and ngũ tử: four or five soldiers ({n} plays)</h3>", lang, n=len(declared))
        + t("<p>Four or five soldiers of one colour are never led in a trick: in the folk rules they are declared "
            "between tricks and count as won cards (tứ tử trình làng; ngũ tử cướp cái also takes the lead). "
            "The beginners' rules leave them out.</p>", lang)
        + ruler_html(lang)
        + "</div>"
    )
    note = t("A one-page reference card. Print at 100 % on A4 or US Letter; the rest of this page is not printed.",
             lang)
    return Printable("plays", t("Tam Cúc: the plays", lang), body, pages=1, screen_note=note, lang=lang)


# -- the class score sheet --------------------------------------------------------------------------

EXAMPLE_KEPT = {
    # RULES.md §10 and the learning convention's worked example: 3, 1, 4, 0 → +4, −4, +8, −8.
    4: (3, 1, 4, 0),
    # Made-up examples of the same shape for 2 and 3 players (they add up to one hand).
    3: (4, 5, 1),
    2: (10, 6),
}
MAX_DEALS = 14
"""The most deal rows that fit on one score sheet."""


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("−" + str(-n) if n < 0 else "0")


def scoresheet(players: int = 4, deals: int = 6, lang: Optional[str] = None) -> Printable:
    """Returns a one-page score sheet for one table of a class tournament.

    Each deal row has, per player, the cards kept, the pairwise settlement
    (``settle``: n·kept − all kept) and the running total; an example row shows the
    arithmetic. ``players`` is 2, 3 or 4, or 5 for a group of five: four play each deal
    and one referees, in turn: the referee of deal ``d`` is the ``((d − 1) mod 5) + 1``-th
    name, and that row marks the referee's cells (no kept cards, no score that deal).
    ``deals`` is 1 … :data:`MAX_DEALS`.
    """
    lang = resolve(lang)
    five = checks.as_whole(players) == 5 and not isinstance(players, bool)
    with language(lang):
        playing = 4 if five else checks.players(players, error=PrintError)
    seats = 5 if five else playing
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MAX_DEALS:
        raise PrintError(t("deals={deals}: a score sheet has room for 1 to {most} deals", lang,
                           deals=_shown(deals), most=MAX_DEALS))
    hand = Rules.folk(players=playing).hand_size
    example = EXAMPLE_KEPT[playing]
    assert sum(example) == hand, (example, hand)
    scores = settle(list(example))

    def words(text):
        return esc(t(text, lang))

    referee = f'<td colspan="2" class="tamcuc-referee">{words(N_("Referee"))}</td>'
    head1 = "".join(
        f'<th scope="colgroup" colspan="3">{words(N_("Name:"))} <span class="tamcuc-blank"></span></th>'
        for _ in range(seats)
    )
    head2 = "".join(f'<th scope="col">{words(N_("Kept"))}</th><th scope="col">{words(N_("Score"))}</th>'
                    f'<th scope="col">{words(N_("Total"))}</th>'
                    for _ in range(seats))
    ex_cells = "".join(f"<td>{k}</td><td>{_signed(s)}</td><td>{_signed(s)}</td>" for k, s in zip(example, scores))
    if five:
        ex_cells += f"{referee}<td>0</td>"

    def row(d: int) -> str:
        if not five:
            return "<td></td>" * (3 * seats)
        return "".join(f"{referee}<td></td>" if seat == (d - 1) % 5 else "<td></td>" * 3 for seat in range(seats))

    rows = "".join(f'<tr><th scope="row">{d}</th>{row(d)}<td></td></tr>' for d in range(1, deals + 1))
    final = "".join('<td></td><td></td><td class="tamcuc-total"></td>' for _ in range(seats))
    cols = '<col style="width:17mm">' + '<col>' * (3 * seats) + '<col style="width:20mm">'
    table = (
        f'<div class="tamcuc-scroll"><table class="tamcuc-table"><caption class="tamcuc-note">'
        f'{words(N_("One row per deal. The example row shows the arithmetic; it is not part of the game."))}'
        f"</caption><colgroup>{cols}</colgroup>"
        f'<thead><tr><th scope="col" rowspan="2">{words(N_("Deal"))}</th>{head1}'
        f'<th scope="col" rowspan="2">{words(N_("Check"))}</th></tr>'
        f"<tr>{head2}</tr></thead><tbody>"
        f'<tr class="tamcuc-example"><th scope="row">{words(N_("Example"))}</th>{ex_cells}'
        f"<td>{sum(example)} · {sum(scores)}</td></tr>"
        f"{rows}"
        f'<tr class="tamcuc-total"><th scope="row">{words(N_("Place"))}</th>{final}<td></td></tr>'
        "</tbody></table></div>"
    )
    example_text = wording_join([str(k) for k in example], lang=lang)
    score_text = wording_join([_signed(s) for s in scores], lang=lang)
    if five:
        heading = t("Class tournament: score sheet (a group of five: four players and a referee)", lang)
    else:
        heading = t("Class tournament: score sheet ({players} players)", lang, players=playing)
    referee_rule = t("<li>A group of five: in each deal four play and the one marked Referee sets up the cards and "
                     "checks the tricks; the referee keeps no cards and scores 0 that deal (copy the total). The "
                     "referee moves one name to the right every deal: play five or ten deals so that everyone "
                     "referees as often.</li>", lang) if five else ""
    body = (
        f'<div class="tamcuc-page tamcuc-score" data-seats="{seats}">'
        f"<h2>{esc(heading)}</h2>"
        f'<p class="tamcuc-fields"><span>{words(N_("Table:"))} <span class="tamcuc-blank"></span></span>'
        f'<span>{words(N_("Date:"))} <span class="tamcuc-blank"></span></span></p>'
        "<ol>"
        + t("<li>Play a deal with the beginners' rules. At the end, each player counts the cards they kept "
            "(only their own winning cards). With {players} players the kept cards add up to {hand}.</li>", lang,
            players=number_word(playing, lang), hand=hand)
        + t("<li>Score each player by pairwise settlement: every two players settle the difference, so "
            "<b>score = {players} × kept − all kept</b>. The scores of a deal add up to 0.</li>", lang,
            players=playing)
        + t("<li>Add the score to the player's total. In the Check column write the sum of the kept cards and "
            "the sum of the scores.</li>", lang)
        + t("<li>Example: kept {kept} gives {scores}.</li>", lang, kept=example_text, scores=score_text)
        + referee_rule
        + "</ol>"
        f"{table}"
        + t("<p>After the last deal, the highest total is 1st; equal totals share a place. Points are for the "
            "game only: Tam Cúc in class is never played for money.</p>", lang)
        + f"{ruler_html(lang)}</div>"
    )
    note = t("One page per table. Print at 100 % on A4 or US Letter; the rest of this page is not printed.", lang)
    return Printable("scoresheet", t("Tam Cúc: class tournament score sheet", lang), body, pages=1,
                     screen_note=note, lang=lang)


# -- the one-page rules handout -------------------------------------------------------------------

HANDOUT_NAMES = ("An", "Bình", "Chi", "Dũng")
HANDOUT_TRICK = ("r r", "C C", "R R", "h h")
"""The worked pair trick of the learning convention (RULES.md §10), drawn on the handout."""


def handout(lang: Optional[str] = None) -> Printable:
    """Returns the one-page rules handout for students (the learning rules, then the folk extras).

    Every number and example on it comes from the engine: the deck's counts, the
    hand sizes of :class:`Rules`, the trick of :data:`HANDOUT_TRICK` resolved by
    :func:`resolve_trick`, and the settlement of the worked example.
    """
    lang = resolve(lang)
    learning = Rules.learning()
    three = learning.replace(players=3)
    two = learning.replace(players=2)
    cards = list(engine_deck())
    low = (lambda name: name) if lang == "en" else str.lower  # Vietnamese piece names mid-sentence: "2 xe", "tốt đỏ"
    copies = wording_join([f"{r.copies} {esc(low(r.name_vi))}" for r in Rank], lang=lang)
    ladder = "".join(f"<figure>{card_svg(c)}<figcaption>{i}</figcaption></figure>" for i, c in enumerate(LADDER, 1))
    removed = esc(counted_cards(three.removed_cards, lang, name=lambda card, _: low(card.name_vi)))
    names = list(HANDOUT_NAMES)
    with language(lang):
        result = resolve_trick(list(HANDOUT_TRICK), learning)
        beats = why_beats(Play("e"), Play("C"))
        picture = trick_svg(result, names, width=22, caption=False)
    winner = names[result.winner]
    pair, red_triple = Play("R R"), Play("K A E")
    kept = list(EXAMPLE_KEPT[4])
    scores = settle(kept)
    first = Rules.folk()
    banned_ranks = [esc(low(r.name_vi)) for r in sorted(first.first_trick_ban, key=lambda r: r.index)]
    extra_ranks = [esc(low(r.name_vi)) for r in sorted(Rules.folk(players=3).first_trick_ban - first.first_trick_ban,
                                                 key=lambda r: r.index)]

    triples = wording_join(["–".join(r.name_vi for r in triple) for triple in TRIPLES], last="or", lang=lang)
    with language(lang):
        winning = result.winning_play.phrase_en if lang == "en" else result.winning_play.name_vi.lower()
    body = (
        '<div class="tamcuc-page tamcuc-handout">'
        f"<h2>{esc(t('Tam Cúc on one page', lang))}</h2>"
        + t("<p><b>The deck:</b> {cards} cards, two colours, red and black. Each colour has {copies}. "
            "Red cards carry the square seal ĐỎ, black cards the word ĐEN. The strongest card is 1, the weakest "
            "14:</p>", lang, cards=len(cards), copies=copies)
        + f'<div class="tamcuc-row tamcuc-ladder-row">{ladder}</div>'
        + t("<p><b>Who beats whom:</b> rank first, colour second. Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from "
            "strongest to weakest; of the same rank, red beats black. Colour never beats rank: Tượng đen beats "
            "Pháo đỏ ({reason}).</p>", lang, reason=esc(beats))
        + t("<h3>Plays</h3>", lang) + "<ul>"
        + t("<li><b>Một cây</b> (a single): any one card.</li>", lang)
        + t("<li><b>Đôi</b> (a pair): two cards of the same rank <i>and</i> the same colour, such as "
            "{first} + {second}. A red and a black card never make a pair.</li>", lang,
            first=esc(low(pair.cards[0].name_vi)), second=esc(low(pair.cards[1].name_vi)))
        + t("<li><b>Ba</b> (a triple): only {triples}, all one colour; {stronger} is the stronger.</li>", lang,
            triples=triples, stronger="–".join(esc(c.rank.name_vi) for c in red_triple.cards))
        + "</ul>"
        + t("<h3>Dealing</h3>", lang)
        + t("<p>Deal all the cards, one at a time: four players get {four} each. For three players take out "
            "{removed} first ({deck} cards, {three} each); two players get {two} each. <b>Who calls first:</b> "
            "{first}</p>",
            lang, four=learning.hand_size, removed=removed, deck=len(three.deck), three=three.hand_size,
            two=two.hand_size, first=esc(first_caller_text(learning, lang)))
        + t("<h3>A trick</h3>", lang) + "<ol>"
        + t("<li>The leader calls one, two or three cards and lays that many face down: a real play.</li>", lang)
        + t("<li>Everyone else, in turn, lays exactly that many cards face down. {direction}</li>", lang,
            direction=esc(t(DIRECTION, lang)))
        + t("<li>The leader turns their cards over first. Each other player shows a play of the same kind, or "
            "folds (<b>chui</b>): their cards stay face down and cannot win. Folding is always allowed.</li>", lang)
        + t("<li>The strongest play shown wins. Two identical plays: the one laid first wins (this book's rule; "
            "agree on it before you play).</li>", lang)
        + t("<li>The winner keeps <b>only their own</b> cards, face up; the rest of the trick goes to the discard "
            "pile. The winner leads the next trick.</li>", lang)
        + "</ol>"
        f'<figure class="tamcuc-handout-trick">{picture}<figcaption>'
        + esc(t("{winner} wins this trick with {cards} and keeps them; the six other cards go to the discard pile.",
                lang, winner=winner, cards=winning))
        + "</figcaption></figure>"
        + t("<h3>Scoring</h3>", lang)
        + t("<p>When the hands are empty, count the cards each player kept (with four players they add up to "
            "{total}). Every two players settle the difference: <b>score = number of players × kept − all "
            "kept</b>. Kept {kept} score {scores}.</p>", lang, total=learning.hand_size,
            kept=wording_join([str(k) for k in kept], lang=lang),
            scores=wording_join([_signed(x) for x in scores], lang=lang))
        + t("<h3>The folk rules add</h3>", lang) + "<ul>"
        + t("<li><b>The first-trick ban:</b> in the first trick of a deal, {banned} may not be led, and a play "
            "holding one cannot win (with three players, {extra} too).</li>", lang,
            banned=wording_join(banned_ranks, lang=lang), extra=wording_join(extra_ranks, lang=lang))
        + t("<li><b>Tứ tử, ngũ tử:</b> four or five soldiers of one colour are shown between tricks and count "
            "as won cards.</li>", lang)
        + t("<li><b>Kết and đè:</b> leading the last trick with the pair of black soldiers (kết đôi) or a "
            "Xe–Pháo–Mã (kết ba) and winning it scores a bonus; a player who beats it (đè) scores a bonus instead. Agree the table before you "
            "play.</li>", lang)
        + "</ul>"
        + t("<p>Points only show who played better: Tam Cúc in class is never played for money.</p>", lang)
        + f"{ruler_html(lang)}</div>"
    )
    note = t("One page for each student. Print at 100 % on A4 or US Letter; the rest of this page is not printed.",
             lang)
    return Printable("handout", t("Tam Cúc on one page", lang), body, pages=1, screen_note=note, lang=lang)


# -- direction of play and the first caller (RULES.md §4, §5) -----------------------------------------

DIRECTION = N_("Play goes anticlockwise: the next player is the one on your right.")
"""The direction of play round a real table (RULES.md §4: the turn passes anticlockwise, towards the
right hand), as the handout, the play mat and the plans say it; the engine's table picture
(:func:`tamcuc.draw.table_svg`) seats the players the same way."""

FIRST_CALLER = {
    "random": N_("pick the first caller at random, for example by drawing lots; they are dealt to first and call "
                 "the first trick. After that, whoever wins a trick calls the next."),
    "bat-cai": N_("one player draws a card and, from the drawer towards the right, the players say the ranks "
                  "Tướng, Sĩ, Tượng … in turn: whoever says the drawn card's rank deals, is dealt to first and "
                  "calls the first trick (bắt cái). After that, whoever wins a trick calls the next."),
}
"""Who calls the first trick, by the value of :attr:`Rules.dealer` (RULES.md §5)."""
assert set(FIRST_CALLER) == set(get_args(Dealer))


def first_caller_text(rules: Optional[Rules] = None, lang: Optional[str] = None) -> str:
    """Returns who calls the first trick under ``rules`` (default: the beginners' rules), in ``lang``.

    >>> first_caller_text(Rules.learning())[:31]
    'pick the first caller at random'
    """
    rules = Rules.learning() if rules is None else rules
    if not isinstance(rules, Rules):
        raise PrintError(t("rules={rules}: give a Rules, such as Rules.learning()", lang, rules=_shown(rules)))
    return t(FIRST_CALLER[rules.dealer], lang)


# -- the play mat ------------------------------------------------------------------------------------------

MAT_MM = (190, 222)
"""The play mat's drawing (mm, portrait): inside the printable area of A4 and of US Letter (margins of
:data:`~tamcuc.printables.base.MARGIN_MM`), with room for four lines of words above it and the check ruler
below it."""

_ZONE = CELL_MM     # one zone holds a card of the printed deck (30 × 75 mm), or a pile of them
_ZONE_GAP = 4
_LABEL_DEPTH = 7    # the seat's name, between its zones and its edge (mm)
_SHIFT = 22         # each seat's zones sit this far to its player's right of the middle of its edge (mm)
# Card-sized zones at all four edges would meet at the corners of the mat; each seat moved along its edge,
# all the same way round (a pinwheel), leaves them apart and frees a corner between each seat and the next,
# where the arrows of the direction of play go.


def _mat_box() -> dict:
    """Returns where each place's zones lie on the mat, as (x0, y0, x1, y1) in mm (the seat turned to its edge)."""
    w, h = MAT_MM
    zw, zh = _ZONE
    half, depth = zw + _ZONE_GAP / 2, zh + _LABEL_DEPTH
    return {
        "bottom": (w / 2 + _SHIFT - half, h - depth, w / 2 + _SHIFT + half, h - _LABEL_DEPTH),
        "right": (w - depth, h / 2 - _SHIFT - half, w - _LABEL_DEPTH, h / 2 - _SHIFT + half),
        "top": (w / 2 - _SHIFT - half, _LABEL_DEPTH, w / 2 - _SHIFT + half, depth),
        "left": (_LABEL_DEPTH, h / 2 + _SHIFT - half, depth, h / 2 + _SHIFT + half),
    }


def _mat_arrows() -> list:
    """Returns the four arrows of the direction of play, one in each corner of the mat, from the zones of one
    place to those of the next anticlockwise (bottom, right, top, left), as (start, bend, end) points in mm."""
    w, h = MAT_MM
    box = _mat_box()
    inset, gap = 12, 6
    return [
        ((box["bottom"][2] + gap, h - inset), (w - inset, h - inset), (w - inset, box["right"][3] + gap)),
        ((w - inset, box["right"][1] - gap), (w - inset, inset), (box["top"][2] + gap, inset)),
        ((box["top"][0] - gap, inset), (inset, inset), (inset, box["left"][1] - gap)),
        ((inset, box["left"][3] + gap), (inset, h - inset), (box["bottom"][0] - gap, h - inset)),
    ]


def _mat_seat(n: int, place: str, name: str, lang: Optional[str]) -> str:
    """Returns one seat of the mat, drawn at the bottom edge and turned to its ``place``: its number and the
    book's name for it (An, Bình …, as the handout and the dealing sheets seat them), the zone where its cards
    are laid face down, and the zone of its kept cards, face up, each the size of a printed card."""
    w, h = MAT_MM
    zw, zh = _ZONE
    origin = {"bottom": (w / 2, h, 0), "right": (w, h / 2, -90), "top": (w / 2, 0, 180), "left": (0, h / 2, 90)}
    x, y, angle = origin[place]
    left = _SHIFT - (zw + _ZONE_GAP / 2)
    top = -(zh + _LABEL_DEPTH)
    zone = (lambda x0, label1, label2, dash: (
        f'<rect x="{x0:g}" y="{top:g}" width="{zw}" height="{zh}" rx="2.5" fill="none" stroke="#5a5a5a" '
        f'stroke-width=".5"{dash}/>'
        f'<text x="{x0 + zw / 2:g}" y="{top + zh / 2 - 2:g}" font-size="3.4" text-anchor="middle">{esc(label1)}</text>'
        f'<text x="{x0 + zw / 2:g}" y="{top + zh / 2 + 3:g}" font-size="3.4" text-anchor="middle">{esc(label2)}</text>'
    ))
    seat = esc(t("Seat {n}", lang, n=n) + f" · {name}")
    return (
        f'<g class="tamcuc-mat-seat" data-seat="{n}" data-place="{place}" '
        f'transform="translate({x:g} {y:g}) rotate({angle})">'
        + zone(left, t("Lay cards here", lang), t("(face down)", lang), ' stroke-dasharray="2 1.5"')
        + zone(_SHIFT + _ZONE_GAP / 2, t("Kept cards", lang), t("(face up)", lang), "")
        + f'<text x="{_SHIFT:g}" y="-2" font-size="5" font-weight="700" text-anchor="middle">{seat}</text>'
        + "</g>"
    )


def mat(players: int = 4, lang: Optional[str] = None) -> Printable:
    """Returns the play mat for one table: a portrait page that lies in the middle of the table.

    Each seat has a zone to lay its cards face down and a zone for its kept cards, face up, each the size
    of a printed card; the seats are numbered in the order of play, going **anticlockwise** round the mat
    as the engine seats them (:func:`tamcuc.draw.table_svg`, RULES.md §4), each moved along its edge the
    same way round so that card-sized zones fit; the middle holds the discard pile, the corners the arrows
    of the direction of play, and the words above say who calls first (RULES.md §5) and how to deal.
    ``players`` is 2, 3 or 4.
    """
    lang = resolve(lang)
    with language(lang):
        players = checks.players(players, error=PrintError)
    w, h = MAT_MM
    places = _seat_places(players)
    names = wording_names(players)
    seats = "".join(_mat_seat(i + 1, place, names[i], lang) for i, place in enumerate(places))
    cx, cy = w / 2, h / 2
    # The arrows: from each place to the next anticlockwise as seen from above (bottom, right, top, left).
    arrows = "".join(
        f'<path class="tamcuc-mat-arrow" d="M{a[0]:g} {a[1]:g} Q{b[0]:g} {b[1]:g} {c[0]:g} {c[1]:g}" fill="none" '
        f'stroke="#1c1c1c" stroke-width=".8" marker-end="url(#tamcuc-mat-head)"/>' for a, b, c in _mat_arrows())
    head = ('<defs><marker id="tamcuc-mat-head" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="6" markerHeight="6" '
            'markerUnits="userSpaceOnUse" orient="auto"><path d="M0 0 L6 3 L0 6 Z" fill="#1c1c1c"/></marker></defs>')
    box = _mat_box()
    pw = box["right"][0] - box["left"][2] - 2 * _ZONE_GAP  # the discard pile: the middle, between the seats
    ph = box["bottom"][1] - box["top"][3] - 2 * _ZONE_GAP
    pile = (f'<rect x="{cx - pw / 2:g}" y="{cy - ph / 2:g}" width="{pw:g}" height="{ph:g}" rx="2.5" fill="#f3ecdc" '
            f'stroke="#5a5a5a" stroke-width=".5"/>'
            f'<text x="{cx:g}" y="{cy - 2:g}" font-size="3.4" text-anchor="middle">{esc(t("Discards", lang))}</text>'
            f'<text x="{cx:g}" y="{cy + 3:g}" font-size="3.4" text-anchor="middle">{esc(t("(face down)", lang))}</text>')
    words = esc(t("play goes anticlockwise", lang))
    (ax, ay), _, (bx, by) = _mat_arrows()[3]
    label = t("The play mat of a table of {players}, seen from above: each seat's zones, the discard pile, "
              "play going anticlockwise.", lang, players=number_word(players, lang))
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tamcuc-mat-svg" viewBox="0 0 {w} {h}" width="{w}mm" '
        f'height="{h}mm" role="img" aria-label="{esc(label)}" font-family="\'DejaVu Sans\',Arial,sans-serif" '
        f'fill="#1c1c1c">{head}'
        f'<rect x=".3" y=".3" width="{w - .6:g}" height="{h - .6:g}" rx="4" fill="none" stroke="#b9ad95" '
        f'stroke-width=".6"/>{seats}{arrows}{pile}'
        f'<text x="{(ax + bx) / 2 + 4:g}" y="{(ay + by) / 2 + 4:g}" font-size="4" font-weight="700" '
        f'text-anchor="middle">{words}</text>'
        "</svg>"
    )
    rules = Rules.learning().replace(players=players)
    deal = t("{n} cards each, one at a time, starting with the first caller and going anticlockwise.", lang,
             n=rules.hand_size)
    if rules.removed_cards:
        deal = t("First take {cards} out of the deck: they are not used with {players} players.", lang,
                 cards=counted_cards(rules.removed_cards, lang), players=number_word(players, lang)) + " " + deal
    body = (
        '<div class="tamcuc-page tamcuc-mat-page">'
        f'<p class="tamcuc-mat-words"><b>{esc(t("Direction of play:", lang))}</b> {esc(t(DIRECTION, lang))} '
        f'<b>{esc(t("Who calls first:", lang))}</b> {esc(first_caller_text(rules, lang))} '
        f'<b>{esc(t("Deal:", lang))}</b> {esc(deal)}</p>'
        f'<div class="tamcuc-mat">{svg}</div>{ruler_html(lang)}</div>'
    )
    note = t("A play mat for the middle of each table (portrait). Print at 100 % on A4 or US Letter; the rest of "
             "this page is not printed.", lang)
    return Printable("mat", t("Tam Cúc: the play mat ({players} players)", lang, players=players), body, pages=1,
                     screen_note=note, lang=lang)


# -- big demonstration cards --------------------------------------------------------------------------------

def demo_cards(cards=None, lang: Optional[str] = None) -> Printable:
    """Returns big demonstration cards for the front of the class, one card to a portrait page.

    ``cards`` is what :class:`~tamcuc.cards.Hand` reads (``"r r C C"``, a list of cards); the default
    is the 14 different cards, strongest first (:data:`LADDER`). Each page has the card, its name and
    its place on the ladder, and the 100 mm ruler.
    """
    lang = resolve(lang)
    try:
        chosen = list(LADDER) if cards is None else list(Hand(cards))
    except TamCucError as error:
        raise PrintError(t("cards={cards}: {reason}", lang, cards=_shown(cards), reason=str(error))) from None
    if not chosen:
        raise PrintError(t("cards={cards}: name at least one card, such as \"r r C C\"", lang, cards=_shown(cards)))
    place = {card: i + 1 for i, card in enumerate(LADDER)}
    pages = []
    for n, card in enumerate(chosen):
        where = _ordinal(place[card], lang)
        where = where if lang == "en" else where[:1].lower() + where[1:]  # mid-sentence in Vietnamese
        caption = t("{name}: {place} of 14", lang, name=_label(card, lang), place=where)
        pages.append(
            f'<div class="tamcuc-page tamcuc-demo{"" if n == 0 else " tamcuc-new-page"}" data-card="{card}">'
            f'<div class="tamcuc-demo-card">{card_svg(card, lang=lang)}</div>'
            f'<p class="tamcuc-demo-name">{esc(caption)}</p>{ruler_html(lang)}</div>'
        )
    note = t("Big cards for the front of the class, one to a page ({n} pages). Print at 100 % on A4 or US Letter; "
             "the rest of this page is not printed.", lang, n=len(chosen))
    made = Printable("demo", t("Tam Cúc: big cards for the front of the class", lang), "".join(pages),
                     pages=len(chosen), screen_note=note, lang=lang)
    made.cards = tuple(chosen)
    return made

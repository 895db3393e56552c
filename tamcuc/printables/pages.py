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
from ..draw import card_svg, han_svg, hand_svg, trick_svg
from ..errors import PrintError
from ..errors import shown as _shown
from ..i18n import N_, language, resolve, t
from ..wording import card_label as wording_label
from ..wording import join as wording_join
from ..plays import ALL_PLAYS, TRIPLES, Kind, Play, why_beats, why_not_a_play
from ..rules import Rules
from ..scoring import settle
from ..tricks import resolve_trick
from .base import Printable, ruler_html
from .._public import public_dir

__all__ = [
    "LADDER", "poster", "NOT_PLAYS", "plays_card", "EXAMPLE_KEPT", "MAX_DEALS", "scoresheet", "HANDOUT_NAMES",
    "HANDOUT_TRICK", "handout",
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
    """Returns a card's name for running text: ``Xe đỏ (red chariot)``; in Vietnamese ``Xe đỏ``."""
    return wording_label(card, lang=lang)


def poster(lang: Optional[str] = None) -> Printable:
    """Returns the one-page rank-ladder poster (landscape): the seven ranks, red above black."""
    lang = resolve(lang)
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
        same = why_beats(Play("R"), Play("r"))
    body = (
        '<div class="tamcuc-page tamcuc-poster">'
        f"<h2>{esc(t('Who beats whom: rank first, colour second', lang))}</h2>"
        f'<div class="tamcuc-arrow" aria-hidden="true"><span>{esc(t("◀ stronger", lang))}</span>'
        f'<span>{esc(t("weaker ▶", lang))}</span></div>'
        f'<div class="tamcuc-ladder">{"".join(rungs)}</div>'
        '<ol class="tamcuc-rules">'
        + t("<li><b>Rank first:</b> Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, from strongest to weakest.</li>", lang)
        + t("<li><b>Colour second:</b> of two cards of the same rank, red beats black (Xe đỏ over Xe đen: "
            "{same}). Red cards carry the square seal ĐỎ; black cards say ĐEN.</li>", lang, same=esc(same))
        + t("<li><b>Colour never beats rank:</b> {winner} beats {loser}: {reason}.</li>", lang,
            winner=esc(_label(winner, lang)), loser=esc(_label(loser, lang)), reason=esc(surprise))
        + t("<li>Strongest card: {top}. Weakest: {bottom}. Each card beats every card with a larger number.</li>",
            lang, top=esc(_label(top, lang)), bottom=esc(_label(bottom, lang)))
        + "</ol>" + ruler_html(lang) + "</div>"
    )
    note = t("A one-page poster (landscape). Print at 100 % on A4 or US Letter; the rest of this page is not "
             "printed.", lang)
    return Printable("poster", t("Tam Cúc: the rank ladder", lang), body, pages=1, landscape=True, screen_note=note,
                     lang=lang)


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
            "declared between tricks and never led.</p>", lang, led=total - len(declared), declared=len(declared))
        + t("<h3>Một cây: a single ({n} different cards)</h3>", lang, n=len(singles))
        + t("<p>Any one card. Rank first (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt), and of the same rank red beats "
            "black. The strongest and the weakest:</p>", lang)
        + row([singles[0], singles[-1]], small=True)
        + t("<h3>Đôi: a pair ({n} kinds)</h3>", lang, n=len(pairs))
        + t("<p>Two cards of the same rank <b>and</b> the same colour, compared like singles. There is only one "
            "general of each colour, so no pair of generals. Strongest first:</p>", lang)
        + row(pairs, small=True, label=lambda p: p.cards[0].name_vi)
        + t("<h3>Ba: a triple (only {n})</h3>", lang, n=len(triples))
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
        + t("<h3>Tứ tử and ngũ tử: four or five soldiers ({n})</h3>", lang, n=len(declared))
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
    arithmetic. ``players`` is 2, 3 or 4; ``deals`` 1 … :data:`MAX_DEALS`.
    """
    lang = resolve(lang)
    with language(lang):
        players = checks.players(players, error=PrintError)
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MAX_DEALS:
        raise PrintError(t("deals={deals}: a score sheet has room for 1 to {most} deals", lang,
                           deals=_shown(deals), most=MAX_DEALS))
    hand = Rules.folk(players=players).hand_size
    example = EXAMPLE_KEPT[players]
    assert sum(example) == hand, (example, hand)
    scores = settle(list(example))

    def words(text):
        return esc(t(text, lang))

    head1 = "".join(
        f'<th scope="colgroup" colspan="3">{words(N_("Name:"))} <span class="tamcuc-blank"></span></th>'
        for _ in range(players)
    )
    head2 = "".join(f'<th scope="col">{words(N_("Kept"))}</th><th scope="col">{words(N_("Score"))}</th>'
                    f'<th scope="col">{words(N_("Total"))}</th>'
                    for _ in range(players))
    ex_cells = "".join(f"<td>{k}</td><td>{_signed(s)}</td><td>{_signed(s)}</td>" for k, s in zip(example, scores))
    blank = "<td></td>" * (3 * players)
    rows = "".join(f'<tr><th scope="row">{d}</th>{blank}<td></td></tr>' for d in range(1, deals + 1))
    final = "".join('<td></td><td></td><td class="tamcuc-total"></td>' for _ in range(players))
    cols = '<col style="width:17mm">' + '<col>' * (3 * players) + '<col style="width:20mm">'
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
    example_text = ", ".join(str(k) for k in example)
    score_text = ", ".join(_signed(s) for s in scores)
    body = (
        '<div class="tamcuc-page tamcuc-score">'
        f"<h2>{esc(t('Class tournament: score sheet ({players} players)', lang, players=players))}</h2>"
        f'<p class="tamcuc-fields"><span>{words(N_("Table:"))} <span class="tamcuc-blank"></span></span>'
        f'<span>{words(N_("Date:"))} <span class="tamcuc-blank"></span></span></p>'
        "<ol>"
        + t("<li>Play a deal with the beginners' rules. At the end, each player counts the cards they kept "
            "(only their own winning cards). With {players} players the kept cards add up to {hand}.</li>", lang,
            players=players, hand=hand)
        + t("<li>Score each player by pairwise settlement: every two players settle the difference, so "
            "<b>score = {players} × kept − all kept</b>. The scores of a deal add up to 0.</li>", lang,
            players=players)
        + t("<li>Add the score to the player's total. In the Check column write the sum of the kept cards and "
            "the sum of the scores.</li>", lang)
        + t("<li>Example: kept {kept} gives {scores}.</li>", lang, kept=example_text, scores=score_text)
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
    copies = ", ".join(f"{r.copies} {esc(r.name_vi)}" for r in Rank)
    ladder = "".join(f"<figure>{card_svg(c)}<figcaption>{i}</figcaption></figure>" for i, c in enumerate(LADDER, 1))
    removed = ", ".join(esc(c.name_vi) for c in three.removed_cards)
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
    banned_ranks = [esc(r.name_vi) for r in sorted(first.first_trick_ban, key=lambda r: r.index)]
    extra_ranks = [esc(r.name_vi) for r in sorted(Rules.folk(players=3).first_trick_ban - first.first_trick_ban,
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
            first=esc(pair.cards[0].name_vi), second=esc(pair.cards[1].name_vi))
        + t("<li><b>Ba</b> (a triple): only {triples}, all one colour; {stronger} is the stronger.</li>", lang,
            triples=triples, stronger="–".join(esc(c.rank.name_vi) for c in red_triple.cards))
        + "</ul>"
        + t("<h3>Dealing</h3>", lang)
        + t("<p>Deal all the cards, one at a time: 4 players get {four} each. For 3 players take out {removed} "
            "first ({deck} cards, {three} each); 2 players get {two} each.</p>", lang,
            four=learning.hand_size, removed=removed, deck=len(three.deck), three=three.hand_size,
            two=two.hand_size)
        + t("<h3>A trick</h3>", lang) + "<ol>"
        + t("<li>The leader calls one, two or three cards and lays that many face down: a real play.</li>", lang)
        + t("<li>Everyone else, in turn, lays exactly that many cards face down.</li>", lang)
        + t("<li>The leader turns their cards over first. Each other player shows a play of the same kind, or "
            "folds (<b>chui</b>): their cards stay face down and cannot win. Folding is always allowed.</li>", lang)
        + t("<li>The strongest play shown wins. Two identical plays: the one laid first wins (this book's rule; "
            "agree on it before you play).</li>", lang)
        + t("<li>The winner keeps <b>only their own</b> cards, face up; the rest of the trick is put aside. "
            "The winner leads the next trick.</li>", lang)
        + "</ol>"
        f'<figure class="tamcuc-handout-trick">{picture}<figcaption>'
        + esc(t("{winner} wins this pair trick and keeps {cards}; the six other cards are put aside.", lang,
               winner=winner, cards=winning))
        + "</figcaption></figure>"
        + t("<h3>Scoring</h3>", lang)
        + t("<p>When the hands are empty, count the cards each player kept (with 4 players they add up to "
            "{total}). Every two players settle the difference: <b>score = number of players × kept − all "
            "kept</b>. Kept {kept} scores {scores}.</p>", lang, total=learning.hand_size,
            kept=", ".join(map(str, kept)), scores=", ".join(_signed(x) for x in scores))
        + t("<h3>The folk rules add</h3>", lang) + "<ul>"
        + t("<li><b>The first-trick ban:</b> in the first trick of a deal, {banned} may not be led, and a play "
            "holding one cannot win (with 3 players, {extra} too).</li>", lang,
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

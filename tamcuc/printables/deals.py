"""Duplicate deals for a class: every table plays the same numbered deals, then the class compares.

As in a bridge school, each group of the class plays the same deals with real cards. A
deal's number is the engine's seed: deal 7 is ``Game(rules, seed=7)`` under the beginners'
rules (:func:`deal_rules`), the hands, the dealer and all. :func:`class_deals` prints, for
the deals ``seed`` … ``seed + deals − 1``:

- one **dealing sheet** per deal: the seats in the order of play (anticlockwise), who deals
  and calls first, a sorting table that sets up the exact hands from a shuffled real deck
  (turn the cards over one by one and give each to the seat its row names), and each seat's
  hand card by card, by picture and by name in Vietnamese and English;
- a page of **result slips**, one slip per deal, for each table;
- the **class results sheet**, a grid per deal with a row per table.

After the class, :func:`after_play` prints the engine's own play of the same deals (the
kept cards of its careful players, :class:`tamcuc.bots.RuleBot`, and a step-by-step replay
of each deal, :class:`tamcuc.replay.Replay`) and, given the tables' kept cards
(:func:`read_results`), a comparison of the tables (:func:`compare_deal`): how many tables
made how many kept cards for each seat, and why, from what the engine knows of the whole
deal (:func:`sure_plays`: the plays in a hand that no other hand can beat).

Groups of five (``players=5``): four play the four-player deal and one referees, in turn:
the referee of the ``k``-th deal of the series is the ``k``-th name on the five-seat score
sheet (:func:`tamcuc.printables.scoresheet` with ``players=5``), round again after five.

>>> p = class_deals(7, 2, 4)
>>> p.pages, [len(h) for h in deal_game(7, 4).initial_hands]
(4, [8, 8, 8, 8])
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Dict, Mapping, Optional, Sequence

from .._html import css, esc
from ..cards import CARDS, Card, Hand
from .. import checks
from ..draw import card_svg
from ..errors import PrintError
from ..errors import shown as _shown
from ..game import Game
from ..i18n import N_, language, resolve, t, tn
from ..plays import Kind, Play, plays_in
from ..rules import Rules
from ..wording import join as wording_join
from ..wording import thousands
from ..wording import names as default_names
from ..wording import ordinal
from .base import Printable, counted_cards, ruler_html
from .._public import public_dir

__all__ = [
    "MAX_SEED", "MAX_SERIES", "MAX_TABLES", "DEFAULT_TABLES", "GROUP_SIZES", "playing", "deal_rules", "deal_numbers",
    "deal_game", "engine_play", "sure_plays", "referee_of", "check_series", "read_number", "read_results",
    "compare_deal", "class_deals", "after_play",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

MAX_SEED = 999_999_999_999
"""The largest first deal number (twelve digits: a date and a class number fit)."""

MAX_SERIES = 8
"""The most deals in one series: a dealing sheet each, and one page of result slips holds them all."""

MAX_TABLES = 12
"""The most tables the class results sheet has rows for (a class of 50 in groups of four)."""

DEFAULT_TABLES = 8
"""Rows on the class results sheet when the number of tables is not given."""

GROUP_SIZES = (2, 3, 4, 5)
"""The group sizes a series is printed for: 2, 3 or 4 players, or five (four play, one referees)."""

SLIPS_PER_PAGE = MAX_SERIES
"""Result slips on one page."""

_CSS = "<style>" + css("deals.css") + "</style>"
_LADDER = tuple(sorted(CARDS, reverse=True))  # the 14 different cards, strongest first


# -- the deals: the engine's, never dealt here ------------------------------------------------------------


def playing(players: int) -> int:
    """Returns how many of a group of ``players`` play each deal: the whole group of 2, 3 or 4; four of a
    group of five (the largest table, :data:`tamcuc.checks.PLAYER_COUNTS`), the fifth referees.

    >>> [playing(n) for n in GROUP_SIZES]
    [2, 3, 4, 4]
    """
    return min(_group(players), max(checks.PLAYER_COUNTS))


def deal_rules(players: int) -> Rules:
    """Returns the rules a group of ``players`` plays the series by: the beginners' rules for 2, 3 or 4
    players; a group of five plays the four-player game with a referee (:func:`playing`)."""
    return Rules.learning(players=playing(players))


def deal_numbers(seed: int, deals: int) -> range:
    """Returns the deal numbers of a series: ``seed``, ``seed + 1``, … (``deals`` of them)."""
    seed, deals = _seed(seed), _deals(deals)
    return range(seed, seed + deals)


def deal_game(number: int, players: int) -> Game:
    """Returns the engine's deal ``number`` for a group of ``players``: ``Game(deal_rules(players), seed=number)``."""
    return Game(deal_rules(players), seed=_seed(number))


def engine_play(number: int, players: int) -> Game:
    """Returns deal ``number`` played to the end by the engine's careful players (``RuleBot``), seeded by the number."""
    from ..bots import RuleBot
    from ..dealing import make_rng

    game = deal_game(number, players)
    game.play_out([RuleBot()] * game.players, seed=make_rng(number))
    return game


def sure_plays(hands: Sequence, seat: int) -> list:
    """Returns plays in ``hands[seat]`` that no other hand can beat or equal, each card used once, biggest first.

    A play that no other hand holds an equal or stronger play of the same kind against wins
    whenever its owner leads it or lays it on a call of its kind: each one won is that many
    kept cards. (A triple uses three different cards, so the plays are chosen greedily,
    triples first, and no card is counted twice.)

    Here the red general beats the black one, and only this hand has a pair; the red advisors are spent on
    the pair (the black general would beat a single red advisor anyway):

    >>> [str(p) for p in sure_plays([["K", "A", "A"], ["k", "a"]], 0)]
    ['A A', 'K']
    """
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence) or not 2 <= len(hands) <= 4:
        raise PrintError(t("hands={hands}: give the hands of the 2 to 4 seats", hands=_shown(hands)))
    hands = [list(Hand(h)) for h in hands]
    seat = checks.seat(seat, len(hands))
    best_other: Dict[Kind, int] = {}
    for i, hand in enumerate(hands):
        if i == seat:
            continue
        for kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE):
            for play in plays_in(hand, kind):
                best_other[kind] = max(best_other.get(kind, -1), play.strength)
    chosen, left = [], Counter(hands[seat])
    for kind in (Kind.TRIPLE, Kind.PAIR, Kind.SINGLE):
        for play in plays_in(hands[seat], kind):
            if play.strength <= best_other.get(kind, -1):
                continue
            while all(left[c] >= n for c, n in Counter(play.cards).items()):
                chosen.append(play)
                left.subtract(play.cards)
                if kind is not Kind.SINGLE:
                    break
    return chosen


def referee_of(position: int) -> int:
    """Returns the score-sheet column (0 … 4) of the referee of a group of five's ``position``-th deal (1, 2, …)."""
    position = checks.whole(position, "position", 1, error=PrintError)
    return (position - 1) % max(GROUP_SIZES)


# -- checks -----------------------------------------------------------------------------------------------


def _within(value, low: int, high: int, message: str, **names) -> int:
    """Returns ``value`` as an ``int`` when it is a whole number from ``low`` to ``high``; raises
    :class:`~tamcuc.errors.PrintError` with ``message`` (its placeholders filled from ``names``) otherwise."""
    n = checks.as_whole(value)
    if n is None or not low <= n <= high:
        raise PrintError(t(message, **names))
    return n


def _group(players) -> int:
    n = checks.as_whole(players)
    if n not in GROUP_SIZES:
        raise PrintError(t("players={players}: duplicate deals are for groups of 2, 3, 4 or 5 (four play, one "
                           "referees)", players=_shown(players)))
    return n


def _seed(seed) -> int:
    return _within(seed, 0, MAX_SEED, N_("seed={seed}: the first deal number is a whole number from 0 to {most}"),
                   seed=_shown(seed), most=thousands(MAX_SEED))


def _deals(deals) -> int:
    return _within(deals, 1, MAX_SERIES, N_("deals={deals}: a series has 1 to {most} deals"),
                   deals=_shown(deals), most=MAX_SERIES)


def _tables(tables) -> int:
    return _within(tables, 1, MAX_TABLES, N_("tables={tables}: the class results sheet has rows for 1 to {most} tables"),
                   tables=_shown(tables), most=MAX_TABLES)


def check_series(seed, deals, players, tables=DEFAULT_TABLES, lang: Optional[str] = None) -> tuple:
    """Returns ``(seed, deals, players, tables)`` as whole numbers once each is within its bounds; raises
    :class:`~tamcuc.errors.PrintError` in ``lang`` naming the first that is not."""
    with language(resolve(lang)):
        return _seed(seed), _deals(deals), _group(players), _tables(tables)


_NUMBERS = {
    "--seed": (0, MAX_SEED),
    "--deals": (1, MAX_SERIES),
    "--players": (GROUP_SIZES[0], GROUP_SIZES[-1]),
    "--tables": (1, MAX_TABLES),
}


def read_number(text, option: str, lang: Optional[str] = None) -> int:
    """Returns the whole number an option of ``python -m tamcuc deals`` was given as text; raises
    :class:`~tamcuc.errors.PrintError` (in ``lang``) for text that is no whole number or is out of bounds.

    >>> read_number("12", "--deals")
    Traceback (most recent call last):
    ...
    tamcuc.errors.PrintError: --deals='12': give a whole number from 1 to 8
    """
    lang = resolve(lang)
    low, high = _NUMBERS[option]
    shown_text = _shown(text if not isinstance(text, str) or len(text) <= 40 else text[:20] + "…")
    value = None
    if isinstance(text, str) and len(text) <= 40:
        try:
            value = int(text.strip())
        except ValueError:
            value = None
    if value is None or not low <= value <= high:
        raise PrintError(t("{option}={value}: give a whole number from {low} to {high}", lang, option=option,
                           value=shown_text, low=thousands(low, lang), high=thousands(high, lang)))
    return value


# -- the pages before play ------------------------------------------------------------------------------


def _seat_names(players: int) -> tuple:
    return default_names(playing(players))


def _card_name(card: Card, lang: str, sep: str = "<br>") -> str:
    """A card by name: its Vietnamese name, the word on the printed faces, then its name in the reader's language
    when that is another one (an English sheet names ``Tướng đỏ`` and ``red general``; a Vietnamese one only
    ``Tướng đỏ``)."""
    first = f'<b lang="vi">{esc(card.name_vi)}</b>'
    own = card.name(lang)
    return first if own.lower() == card.name_vi.lower() else f"{first}{sep}<small>{esc(own)}</small>"


def _seating(game: Game, lang: str) -> str:
    names = list(_seat_names(game.players))
    dealer = game.dealer
    after = [names[(dealer + i) % len(names)] for i in range(1, len(names))]
    order = " → ".join(names + [names[0]])
    return (
        t("<p><b>Seats:</b> sit round the table in this order, each next player on the right of the one "
          "before (anticlockwise): {order}.</p>", lang, order=esc(order))
        + t("<p><b>{dealer} deals and calls the first trick.</b> Play goes to the right (anticlockwise): "
            "after {dealer} come {after}.</p>", lang, dealer=esc(names[dealer]),
            after=esc(wording_join(after, lang=lang)))
    )


def _sorting_table(game: Game, lang: str) -> str:
    names = _seat_names(game.players)
    hands = [Counter(h) for h in game.initial_hands]
    deck = Counter(game.rules.deck)
    head = "".join(f'<th scope="col">{esc(n)}</th>' for n in names)
    rows = []
    for card in _LADDER:
        if not deck[card]:
            rows.append(f'<tr data-card="{card.code}"><th scope="row">{_card_name(card, lang, " · ")}</th>'
                        f'<td class="tamcuc-aside" colspan="{len(names)}">'
                        f'{esc(t("set aside: not used with 3 players", lang))}</td></tr>')
            continue
        cells = "".join(
            f'<td data-seat="{seat}">' + '<span class="tamcuc-box"></span>' * hands[seat][card] + "</td>"
            for seat in range(len(names))
        )
        rows.append(f'<tr data-card="{card.code}"><th scope="row">{_card_name(card, lang, " · ")}</th>{cells}</tr>')
    totals = "".join(f"<td>{sum(h.values())}</td>" for h in hands)
    return (
        f'<table class="tamcuc-deal-sort"><thead><tr><th scope="col">{esc(t("Card", lang))}</th>{head}</tr>'
        f'</thead><tbody>{"".join(rows)}</tbody><tfoot><tr><th scope="row">{esc(t("Cards each", lang))}</th>'
        f"{totals}</tr></tfoot></table>"
    )


def _hand_html(game: Game, seat: int, lang: str) -> str:
    name = _seat_names(game.players)[seat]
    hand = game.initial_hands[seat]
    figures = "".join(
        f"<figure>{card_svg(c, width=32, name=False, lang=lang)}<figcaption>{_card_name(c, lang)}</figcaption></figure>"
        for c in hand
    )
    title = tn("{name}: {n} card", "{name}: {n} cards", len(hand), lang, name=name, n=len(hand))
    return (f'<div class="tamcuc-deal-hand" data-seat="{seat}"><h3>{esc(title)}</h3>'
            f'<div class="tamcuc-deal-cards">{figures}</div></div>')


def _dealing_sheet(number: int, position: int, players: int, lang: str) -> str:
    game = deal_game(number, players)
    rules = game.rules
    parts = [
        f'<div class="tamcuc-page tamcuc-deal-sheet" data-deal="{number}" data-players="{players}">',
        f"<h2>{esc(t('Deal {number}: dealing sheet', lang, number=number))}</h2>",
    ]
    if players == 5:
        parts.append(t("<p><b>A group of five:</b> the referee of this deal is the {nth} name on the score sheet. "
                       "The referee sets up the cards and checks every trick; the four others take the seats "
                       "An, Bình, Chi and Dũng in the order of the score sheet.</p>", lang,
                       nth=esc(ordinal(referee_of(position) + 1, lang))))
    if rules.removed_cards:
        parts.append(t("<p><b>Three players:</b> first take {cards} out of the deck; they are not used.</p>", lang,
                       cards=esc(counted_cards(rules.removed_cards, lang))))
    parts.append(_seating(game, lang))
    parts.append(t("<p><b>Setting up:</b> shuffle the deck, then turn it over one card at a time. Find the "
                   "card's row below and put it face down in front of a seat with an empty box in that row; "
                   "tick the box. When every box is ticked, each player checks their cards against their row "
                   "of pictures.</p>", lang))
    parts.append(_sorting_table(game, lang))
    parts.extend(_hand_html(game, seat, lang) for seat in range(game.players))
    parts.append(t("<p>The same deal is played at every table: do not show your cards to another table. "
                   "At the end, write each player's kept cards on the result slip.</p>", lang))
    parts.append(ruler_html(lang) + "</div>")
    return "".join(parts)


def _slip(number: int, position: int, players: int, lang: str) -> str:
    names = _seat_names(players)
    referee = ""
    if players == 5:
        referee = (f'<span>{esc(t("Referee:", lang))} <span class="tamcuc-blank"></span></span> '
                   f'<small>({esc(t("the {nth} name on the score sheet", lang, nth=ordinal(referee_of(position) + 1, lang)))})</small>')
    seats = "".join(f'<th scope="col">{esc(n)}</th>' for n in names)
    blanks = "<td></td>" * len(names)
    return (
        f'<div class="tamcuc-slip" data-deal="{number}">'
        f'<p><b>{esc(t("Deal {number}", lang, number=number))}</b> · '
        f'{esc(t("Table:", lang))} <span class="tamcuc-blank" style="min-width:15mm"></span> {referee}</p>'
        f'<table><thead><tr><th scope="col">{esc(t("Seat", lang))}</th>{seats}</tr></thead><tbody>'
        f'<tr><th scope="row">{esc(t("Name", lang))}</th>{blanks}</tr>'
        f'<tr><th scope="row">{esc(t("Kept", lang))}</th>{blanks}</tr></tbody></table></div>'
    )


def _slips_pages(numbers: Sequence[int], players: int, lang: str) -> list:
    hand = deal_rules(players).hand_size
    pages = []
    for start in range(0, len(numbers), SLIPS_PER_PAGE):
        chunk = numbers[start:start + SLIPS_PER_PAGE]
        slips = "".join(_slip(n, start + i + 1, players, lang) for i, n in enumerate(chunk))
        pages.append(
            '<div class="tamcuc-page tamcuc-slips-page">'
            f"<h2>{esc(t('Result slips', lang))}</h2>"
            + t("<p>One page for each table. After each deal, fill in its slip, cut it off and hand it to "
                "the teacher. The kept cards of a deal add up to {hand}.</p>", lang, hand=hand)
            + f'<div class="tamcuc-slips">{slips}</div>{ruler_html(lang)}</div>'
        )
    return pages


def _results_per_page(tables: int) -> int:
    """Deal grids on one results page: two across, as many rows of them as fit in 225 mm."""
    grid_mm = (tables + 2) * 6 + 8
    return 2 * max(1, int(225 // (grid_mm + 3)))


def _results_pages(numbers: Sequence[int], players: int, tables: int, lang: str) -> list:
    names = _seat_names(players)
    hand = deal_rules(players).hand_size
    per_page = _results_per_page(tables)
    pages = []
    for start in range(0, len(numbers), per_page):
        grids = []
        for number in numbers[start:start + per_page]:
            head = "".join(f'<th scope="col">{esc(n)}</th>' for n in names)
            rows = "".join(f'<tr><th scope="row">{k}</th>' + "<td></td>" * (len(names) + 1) + "</tr>"
                           for k in range(1, tables + 1))
            grids.append(
                f'<table data-deal="{number}"><caption>{esc(t("Deal {number}", lang, number=number))}</caption>'
                f'<thead><tr><th scope="col">{esc(t("Table", lang))}</th>{head}'
                f'<th scope="col">{esc(t("Sum", lang))}</th></tr></thead><tbody>{rows}</tbody></table>'
            )
        pages.append(
            '<div class="tamcuc-page tamcuc-results-page">'
            f"<h2>{esc(t('Class results: kept cards', lang))}</h2>"
            + t("<p>Copy each table's slip into its row: the kept cards of each seat. Every row adds up to "
                "{hand}. After the class, the engine's own play of the same deals and a comparison of the "
                "tables: <code>python -m tamcuc deals --after</code> (the same <code>--seed</code>, "
                "<code>--deals</code> and <code>--players</code>) <code>--results FILE</code>.</p>", lang, hand=hand)
            + f'<div class="tamcuc-results">{"".join(grids)}</div>{ruler_html(lang)}</div>'
        )
    return pages


def class_deals(seed: int, deals: int = 4, players: int = 4, tables: int = DEFAULT_TABLES,
                lang: Optional[str] = None) -> Printable:
    """Returns the pages a class plays a series of duplicate deals with.

    The deals are numbered ``seed`` … ``seed + deals − 1`` (``seed`` 0 … :data:`MAX_SEED`,
    ``deals`` 1 … :data:`MAX_SERIES`); ``players`` is the group's size, 2, 3, 4 or 5 (four
    play and one referees); ``tables`` the rows of the class results sheet (1 …
    :data:`MAX_TABLES`). One dealing sheet per deal, a page of result slips (one set per
    table) and the class results sheet, each page with its check ruler.
    """
    lang = resolve(lang)
    seed, deals, players, tables = check_series(seed, deals, players, tables, lang)
    numbers = list(deal_numbers(seed, deals))
    pages = [_dealing_sheet(n, i, players, lang) for i, n in enumerate(numbers, 1)]
    pages += _slips_pages(numbers, players, lang)
    pages += _results_pages(numbers, players, tables, lang)
    note = t("The dealing sheets (one per deal, for every table), the result slips (one page per table) and the "
             "class results sheet. Print at 100 % on A4 or US Letter; the rest of this page is not printed.", lang)
    title = (t("Tam Cúc: duplicate deal {number}", lang, number=numbers[0]) if len(numbers) == 1 else
             t("Tam Cúc: duplicate deals {first} to {last}", lang, first=numbers[0], last=numbers[-1]))
    return Printable("deals", title, _CSS + "".join(pages), pages=len(pages), screen_note=note, lang=lang,
                     extra_class="tamcuc-deals", attributes=f' data-seed="{seed}" data-players="{players}"')


# -- after play: the tables' results, the engine's play, the comparison ------------------------------------


def read_results(text: str, seed: int, deals: int, players: int, lang: Optional[str] = None) -> dict:
    """Returns the tables' kept cards, ``{deal number: {table: (kept per seat, …)}}``, read from ``text``.

    One line per table and deal: the deal number, the table number, then each seat's kept
    cards in seat order (An, Bình, …), separated by spaces or commas, e.g. ``7 1 3 1 4 0``.
    Empty lines and lines starting with ``#`` are skipped. A line that is not a deal of the
    series, gives the wrong number of seats, kept cards that do not add up to a hand, or a
    table given twice is refused (:class:`~tamcuc.errors.PrintError`, naming the line).
    """
    lang = resolve(lang)
    seed, deals, players, _ = check_series(seed, deals, players, DEFAULT_TABLES, lang)
    if not isinstance(text, str):
        raise PrintError(t("results={results}: give the results as text, one line per table and deal", lang,
                           results=_shown(text)))
    numbers = deal_numbers(seed, deals)
    seats = playing(players)
    hand = deal_rules(players).hand_size
    found: Dict[int, Dict[int, tuple]] = {}
    lines = text.splitlines()
    if len(lines) > MAX_SERIES * 200:
        raise PrintError(t("the results have {n} lines; at most {most} are read", lang, n=len(lines),
                           most=MAX_SERIES * 200))
    for i, line in enumerate(lines, 1):
        words = line.replace(",", " ").replace(";", " ").split()
        if not words or words[0].startswith("#"):
            continue
        try:
            values = [int(w) for w in words] if len(line) <= 200 else None
        except ValueError:
            values = None
        if values is None or len(values) != seats + 2:
            raise PrintError(t("results, line {line}: write the deal number, the table number and the kept cards "
                               "of the {seats} seats, such as {example}", lang, line=i, seats=seats,
                               example=" ".join(["7", "1"] + [str(k) for k in _example(seats, hand)])))
        number, table, kept = values[0], values[1], tuple(values[2:])
        if number not in numbers:
            raise PrintError(t("results, line {line}: deal {number} is not in this series ({first} to {last})",
                               lang, line=i, number=number, first=numbers[0], last=numbers[-1]))
        if not 1 <= table <= 999:
            raise PrintError(t("results, line {line}: the table number {table} is not 1 to 999", lang, line=i,
                               table=table))
        if min(kept) < 0 or sum(kept) != hand:
            raise PrintError(t("results, line {line}: the kept cards {kept} must be 0 or more and add up to "
                               "{hand}", lang, line=i, kept=" ".join(map(str, kept)), hand=hand))
        if table in found.get(number, {}):
            raise PrintError(t("results, line {line}: table {table} is given twice for deal {number}", lang,
                               line=i, table=table, number=number))
        found.setdefault(number, {})[table] = kept
    return found


def _example(seats: int, hand: int) -> tuple:
    """Returns example kept cards of ``seats`` players that add up to ``hand`` (the cards of one hand, all kept),
    uneven as real deals are: (3, 1, 4, 0) for 4 players and 8 cards, (4, 5, 1) for 3 and 10, (10, 6) for 2 and 16.

    >>> _example(4, 8), _example(3, 10), _example(2, 16), _example(4, 5)
    ((3, 1, 4, 0), (4, 5, 1), (10, 6), (1, 0, 4, 0))
    """
    shape = {4: (3, 1, 4, 0), 3: (4, 5, 1), 2: (10, 6)}[seats]
    scaled = [k * hand // sum(shape) for k in shape]
    scaled[max(range(seats), key=lambda i: shape[i])] += hand - sum(scaled)  # the rounding to the biggest
    return tuple(scaled)


def _play_words(plays: Sequence[Play], lang: str) -> str:
    return wording_join([p.phrase(lang) for p in plays], lang=lang)


def _check_tables(tables, seats: int, hand: int, lang: str) -> None:
    """Refuses (:class:`~tamcuc.errors.PrintError`) one deal's results that are not ``{table: kept per seat}``
    as :func:`read_results` returns them: at least one table, ``seats`` whole numbers from 0 adding up to ``hand``."""
    ok = isinstance(tables, Mapping) and 0 < len(tables) <= 999 and all(
        checks.as_whole(table) is not None and isinstance(kept, (tuple, list)) and len(kept) == seats
        and all(checks.as_whole(k) is not None and k >= 0 for k in kept) and sum(kept) == hand
        for table, kept in tables.items())
    if not ok:
        raise PrintError(t("results={results}: give the results as read_results returns them", lang,
                           results=_shown(tables)))


def compare_deal(number: int, players: int, results: Mapping[int, Sequence[int]],
                 game: Optional[Game] = None, lang: Optional[str] = None) -> list:
    """Returns, for each seat of deal ``number``, one paragraph comparing the tables' kept cards (``results``:
    ``{table: kept per seat}``) with the engine's careful players, and why, from :func:`sure_plays`.

    ``game`` is the engine's finished play of the deal (:func:`engine_play`, made when left out).
    """
    lang = resolve(lang)
    players = _group(players)
    if game is None:
        game = engine_play(_seed(number), players)
    elif not isinstance(game, Game) or not game.is_over() or game.players != playing(players):
        raise PrintError(t("results={results}: give the results as read_results returns them", lang,
                           results=_shown(game)))
    _check_tables(results, game.players, game.rules.hand_size, lang)
    names = _seat_names(players)
    engine = game.result().kept
    hands = game.initial_hands
    out = []
    for seat, name in enumerate(names):
        made = Counter(kept[seat] for kept in results.values())
        # a zero comes last, so a sentence reads "An ăn được 2 quân ở 1 nhóm và không ăn được quân nào ở 2 nhóm"
        groups = sorted(made.items(), key=lambda kv: (kv[0] == 0, -kv[1], -kv[0]))
        # a zero is said in words ("không ăn được quân nào"), never "0 quân"
        kept, n = groups[0]
        said = [tn("{name} kept {kept} at {n} table", "{name} kept {kept} at {n} tables", n, lang, name=name, kept=kept,
                   n=n) if kept else
                tn("{name} kept no cards at {n} table", "{name} kept no cards at {n} tables", n, lang, name=name, n=n)]
        said += [tn("{kept} at {n} table", "{kept} at {n} tables", n, lang, kept=kept, n=n) if kept else
                 tn("no cards at {n} table", "no cards at {n} tables", n, lang, n=n) for kept, n in groups[1:]]
        text = [t("{tables}; the engine's careful players kept {engine}.", lang,
                  tables=wording_join(said, lang=lang), engine=engine[seat]) if engine[seat] else
                t("{tables}; the engine's careful players kept none.", lang, tables=wording_join(said, lang=lang))]
        sure = sure_plays(hands, seat)
        worth = sum(p.size for p in sure)
        if sure:
            text.append(tn("Why: no other hand could beat or equal {plays} in {name}'s hand: {worth} kept card "
                           "when it wins its trick.",
                           "Why: no other hand could beat or equal {plays} in {name}'s hand: {worth} kept cards "
                           "when each wins its trick.", worth, lang,
                           name=name, plays=_play_words(sure, lang), worth=worth))
            below = sum(n for kept, n in made.items() if kept < worth)
            if below:
                text.append(tn("At {n} table {name} kept fewer than {worth}: there one of these plays was folded "
                               "(chui) or laid under a call of another kind.",
                               "At {n} tables {name} kept fewer than {worth}: there one of these plays was folded "
                               "(chui) or laid under a call of another kind.", below, lang, n=below, name=name,
                               worth=worth))
        else:
            text.append(t("Why: another hand could beat every play in {name}'s hand, so whatever {name} kept was won "
                          "by timing: leading after the stronger cards had gone, or following when the stronger "
                          "player folded.", lang, name=name))
        above = sum(n for kept, n in made.items() if kept > engine[seat])
        if above:
            text.append(tn("{n} table did better for {name} than the engine: ask them how.",
                           "{n} tables did better for {name} than the engine: ask them how.", above, lang,
                           n=above, name=name))
        out.append(" ".join(text))
    return out


def after_play(seed: int, deals: int = 4, players: int = 4, results: Optional[Mapping] = None,
               lang: Optional[str] = None, replays: bool = True) -> Printable:
    """Returns the engine's own play of the series, deal by deal, and (given ``results``, as
    :func:`read_results` returns them) the comparison of the tables.

    For each deal: the hands, the plays no other hand could beat, the kept cards of the
    engine's careful players and, on screen, a replay of their play to step through
    (``replays=False`` leaves the replays out); a contents line links each deal number to
    its part of the page.
    """
    from ..replay import Replay

    lang = resolve(lang)
    seed, deals, players, _ = check_series(seed, deals, players, DEFAULT_TABLES, lang)
    if results is None:
        results = {}
    if not isinstance(results, Mapping):
        raise PrintError(t("results={results}: give the results as read_results returns them", lang,
                           results=_shown(results)))
    numbers = list(deal_numbers(seed, deals))
    unknown = sorted(set(results) - set(numbers), key=str)
    if unknown:
        raise PrintError(t("results: deal {number} is not in this series ({first} to {last})", lang,
                           number=_shown(unknown[0]), first=numbers[0], last=numbers[-1]))
    rules = deal_rules(players)
    for tables in results.values():  # all checked before anything is drawn
        _check_tables(tables, rules.players, rules.hand_size, lang)
    names = _seat_names(players)
    heading = (t("After play: the engine plays deal {number}", lang, number=numbers[0]) if len(numbers) == 1 else
               t("After play: the engine plays deals {first} to {last}", lang, first=numbers[0], last=numbers[-1]))
    links = " · ".join(f'<a href="#tamcuc-deal-{n}">{esc(t("Deal {number}", lang, number=n))}</a>' for n in numbers)
    parts = [
        '<div class="tamcuc-after">',
        f"<h2>{esc(heading)}</h2>",
        t("<p>Each deal as the engine's careful players played it, with the plays in each hand that no other hand "
          "could beat or equal. On screen, each deal has a replay to step through with the class.</p>", lang),
        f'<p class="tamcuc-screen">{links}</p>',
    ]
    shown = []  # the replays, drawn after the printed pages (outside their print stylesheet)
    for number in numbers:
        game = engine_play(number, players)
        kept = game.result().kept
        rows = []
        for seat, name in enumerate(names):
            sure = sure_plays(game.initial_hands, seat)
            rows.append(
                f'<tr><th scope="row">{esc(name)}</th><td>{esc(", ".join(c.name(lang) for c in game.initial_hands[seat]))}</td>'
                f"<td>{esc(_play_words(sure, lang) if sure else '–')}</td><td class=\"tamcuc-num\">{kept[seat]}</td></tr>"
            )
        table = (f'<table><thead><tr><th scope="col">{esc(t("Seat", lang))}</th><th scope="col">'
                 f'{esc(t("Hand", lang))}</th><th scope="col">{esc(t("Plays no other hand beats", lang))}</th>'
                 f'<th scope="col">{esc(t("Engine kept", lang))}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>')
        block = [f'<div class="tamcuc-deal-after" id="tamcuc-deal-{number}" data-deal="{number}">',
                 f"<h3>{esc(t('Deal {number}', lang, number=number))}</h3>",
                 f"<p>{esc(t('{dealer} dealt and called first.', lang, dealer=names[game.dealer]))}</p>", table]
        tables = results.get(number)
        if tables:
            block.append(f"<p><b>{esc(t('Tables that reported: {n}.', lang, n=len(tables)))}</b></p>")
            block.append("<ul>" + "".join(f"<li>{esc(p)}</li>" for p in compare_deal(number, players, tables, game,
                                                                                     lang)) + "</ul>")
        if replays:
            replay = Replay(game, title=t("Deal {number}: the engine's play", lang, number=number), lang=lang)
            block.append(f'<p class="tamcuc-screen"><a href="#{replay.element_id}">'
                         f'{esc(t("Step through the replay of deal {number}", lang, number=number))}</a></p>')
            shown.append(replay._repr_html_())
        block.append("</div>")
        parts.append("".join(block))
    parts.append(ruler_html(lang) + "</div>")
    note = t("The engine's play of the deals the class played, and the comparison of the tables. The replays "
             "are on screen only.", lang)
    title = (t("Tam Cúc: after play, deal {number}", lang, number=numbers[0]) if len(numbers) == 1 else
             t("Tam Cúc: after play, deals {first} to {last}", lang, first=numbers[0], last=numbers[-1]))
    return _AfterPlay("deals-after", title, _CSS + "".join(parts), pages=None, screen_note=note, lang=lang,
                      extra_class="tamcuc-deals", replays=shown)


class _AfterPlay(Printable):
    """The after-play pages, with the replays drawn after them: on screen only, in the replay's own style."""

    def __init__(self, *args, replays: Sequence[str] = (), **kwargs):
        super().__init__(*args, **kwargs)
        self.replays = tuple(replays)

    def html(self) -> str:
        """Returns the printable fragment, then the replays (hidden in print) in a screen-only block."""
        extra = "".join(f'<div class="tamcuc-screen tamcuc-after-replay">{r}</div>' for r in self.replays)
        hide = "<style>@media print{.tamcuc-after-replay{display:none!important}}</style>" if extra else ""
        return super().html() + hide + extra

"""Shared wording: the one home for the small pieces of English every explanation uses.

Articles, plurals, counts, ordinals, signed numbers, card labels and player
names live here, so that :mod:`~tamcuc.plays`, :mod:`~tamcuc.tricks`,
:mod:`~tamcuc.game`, :mod:`~tamcuc.scoring` and the faces all say things the
same way.

Seats are numbered 0 … n−1 in the API; in words they are people. Unless the
caller gives its own names, seat 0 is An, seat 1 Bình, seat 2 Chi and seat 3
Dũng (the book's players), so no sentence ever says "Player 0".

>>> names(3)
('An', 'Bình', 'Chi')
>>> name(3), name(1, ["Lan", "Minh"])
('Dũng', 'Minh')
>>> a("elephant"), count(1, "card"), count(3, "card")
('an elephant', '1 card', '3 cards')
>>> ordinal(2), ordinal_word(2), signed(4), signed(-2), signed(0)
('2nd', 'second', '+4', '-2', '0')
"""

from __future__ import annotations

from typing import Optional, Sequence

__all__ = [
    "DEFAULT_NAMES",
    "names",
    "name",
    "labeller",
    "article",
    "a",
    "plural",
    "count",
    "ordinal",
    "ordinal_word",
    "signed",
    "number_word",
    "card_label",
    "cards_label",
    "cards_phrase",
    "capitalise",
    "join",
]

DEFAULT_NAMES = ("An", "Bình", "Chi", "Dũng")
"""The book's players, seat 0 to seat 3."""


def names(players: int = 4) -> tuple:
    """Returns the default names of ``players`` seats (2, 3 or 4): An, Bình, Chi, Dũng in seat order."""
    if not isinstance(players, int) or not 1 <= players <= len(DEFAULT_NAMES):
        from .errors import RulesError

        raise RulesError(f"players={players!r}: Tam Cúc is played by 2, 3 or 4 players")
    return DEFAULT_NAMES[:players]


def name(seat: int, names: Optional[Sequence[str]] = None) -> str:
    """Returns what to call ``seat``: ``names[seat]`` when names are given, else the book's default name."""
    if names is not None:
        return names[seat]
    if isinstance(seat, int) and 0 <= seat < len(DEFAULT_NAMES):
        return DEFAULT_NAMES[seat]
    from .errors import RulesError

    raise RulesError(f"seat {seat!r}: seats are numbered 0 … {len(DEFAULT_NAMES) - 1}")


def labeller(names: Optional[Sequence[str]] = None):
    """Returns a function seat -> name, using ``names`` or the defaults (for ``explain(names=…)`` methods)."""
    if names is None:
        return DEFAULT_NAMES.__getitem__
    names = list(names)
    return names.__getitem__


def article(word: str) -> str:
    """Returns "a" or "an" for ``word`` (by its first letter: the engine's words have no silent h)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def a(word: str) -> str:
    """Returns ``word`` with its indefinite article, e.g. ``an elephant``."""
    return f"{article(word)} {word}"


def plural(word: str, n: int = 2) -> str:
    """Returns ``word`` for ``n`` of them: unchanged for one, else with -s (every engine noun is regular)."""
    return word if n == 1 else word + "s"


def count(n: int, word: str) -> str:
    """Returns ``n`` and the noun, e.g. ``1 card``, ``3 cards``."""
    return f"{n} {plural(word, n)}"


_ORDINAL_WORDS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                  "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth")


def ordinal(n: int) -> str:
    """Returns ``n`` as an ordinal in figures: 1st, 2nd, 3rd, 4th, 11th, 21st."""
    if 10 <= n % 100 <= 20:
        tail = "th"
    else:
        tail = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def ordinal_word(n: int) -> str:
    """Returns ``n`` as an ordinal in words (first … sixteenth), or in figures beyond."""
    return _ORDINAL_WORDS[n] if 0 <= n < len(_ORDINAL_WORDS) else ordinal(n)


def signed(n: int) -> str:
    """Returns ``n`` with its sign: ``+4``, ``-2``, and ``0`` for zero (scores and bonuses)."""
    return f"{n:+d}" if n else "0"


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(n: int) -> str:
    """Returns a small count in words (``no``, ``one`` … ``ten``), or in figures beyond."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def cards_phrase(cards) -> str:
    """Returns cards in words for a sentence, equal cards counted together, never their codes.

    >>> from tamcuc.cards import Hand
    >>> cards_phrase(Hand("R R")), cards_phrase(Hand("e"))
    ('two red chariots', 'a black elephant')
    >>> cards_phrase(Hand("C e P P")), cards_phrase(Hand())
    ('a black elephant, a red cannon and two red soldiers', 'no cards')
    """
    groups: dict = {}  # card -> how many, in the order given
    for card in cards:
        groups[card] = groups.get(card, 0) + 1
    if not groups:
        return "no cards"
    return join(a(c.name_en) if n == 1 else f"{number_word(n)} {plural(c.name_en)}" for c, n in groups.items())


def card_label(card) -> str:
    """Returns the name of a card in both languages, e.g. ``Xe đỏ (red chariot)``."""
    return f"{card.name_vi} ({card.name_en})"


def cards_label(cards, title: Optional[str] = None) -> str:
    """Returns the name of a group of cards, e.g. ``2 cards: Xe đỏ (red chariot), Xe đỏ (red chariot)``."""
    listed = ", ".join(card_label(c) for c in cards) if cards else "no cards"
    return f"{title}: {listed}" if title else f"{count(len(cards), 'card')}: {listed}"


def capitalise(text: str) -> str:
    """Returns ``text`` with its first letter made a capital (the rest unchanged)."""
    return text[:1].upper() + text[1:]


def join(items: Sequence[str], last: str = "and") -> str:
    """Returns the items as an English list: ``A``, ``A and B``, ``A, B and C``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]

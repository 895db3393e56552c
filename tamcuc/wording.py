"""Shared wording: the one home for the small pieces of grammar every explanation uses.

Articles, plurals, counts, ordinals, signed numbers, card labels and player
names live here, so that :mod:`~tamcuc.plays`, :mod:`~tamcuc.tricks`,
:mod:`~tamcuc.game`, :mod:`~tamcuc.scoring` and the faces all say things the
same way, in English or in Vietnamese (``lang="vi"``; left out, the current
language of :mod:`tamcuc.i18n`).

Vietnamese has no articles and no plurals; it counts with a number before the
noun ("3 quân", "hai xe đỏ", "một tượng đen"). The nouns the engine counts are
given in English ("card", "trick", "point", a rank or a card's English name) and
are put into Vietnamese here; a word this module does not know is used as given.

Seats are numbered 0 … n−1 in the API; in words they are people. Unless the
caller gives its own names, seat 0 is An, seat 1 Bình, seat 2 Chi and seat 3
Dũng (the book's players, in both languages), so no sentence ever says "Player 0".

>>> names(3)
('An', 'Bình', 'Chi')
>>> name(3), name(1, ["Lan", "Minh"])
('Dũng', 'Minh')
>>> a("elephant"), count(1, "card"), count(3, "card")
('an elephant', '1 card', '3 cards')
>>> a("elephant", "vi"), count(3, "card", "vi"), count(2, "trick", "vi")
('một tượng', '3 quân', '2 lượt')
>>> ordinal(2), ordinal_word(2), signed(4), signed(-2), signed(0)
('2nd', 'second', '+4', '-2', '0')
>>> ordinal(2, "vi"), ordinal_word(1, "vi"), ordinal_word(4, "vi")
('thứ 2', 'thứ nhất', 'thứ tư')
>>> join(["An", "Bình", "Chi"], lang="vi"), join(["An", "Bình"], "or", "vi")
('An, Bình và Chi', 'An hoặc Bình')
"""

from __future__ import annotations

from typing import Optional, Sequence

from .i18n import resolve
from ._public import public_dir

__all__ = [
    "DEFAULT_NAMES",
    "names",
    "check_names",
    "name",
    "labeller",
    "article",
    "a",
    "noun",
    "plural",
    "count",
    "count_words",
    "ordinal",
    "ordinal_word",
    "signed",
    "number_word",
    "card_label",
    "cards_label",
    "cards_phrase",
    "capitalise",
    "join",
    "decimal",
    "thousands",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

DEFAULT_NAMES = ("An", "Bình", "Chi", "Dũng")
"""The book's players, seat 0 to seat 3 (the same names in both languages)."""


def names(players: int = 4) -> tuple:
    """Returns the default names of ``players`` seats (2, 3 or 4): An, Bình, Chi, Dũng in seat order."""
    from .checks import players as check_players

    return DEFAULT_NAMES[: check_players(players)]


def check_names(names: Sequence[str], seats: Optional[int] = None) -> list:
    """Returns ``names`` as a list when it is texts, at least ``seats`` of them; raises :class:`UsageError` otherwise.

    >>> check_names(["Lan", "Minh"], 2)
    ['Lan', 'Minh']
    >>> check_names(["Lan"], 4)
    Traceback (most recent call last):
    ...
    tamcuc.errors.UsageError: names=['Lan']: give a name for each of the 4 seats
    """
    from .errors import UsageError, shown
    from .i18n import t

    given = names
    if isinstance(names, (str, bytes)) or not hasattr(names, "__iter__") or isinstance(names, dict):
        names = None
    else:
        names = list(names)
    if names is None or not all(isinstance(n, str) for n in names):
        raise UsageError(t("names={names}: give a list of names (texts), one per seat", names=shown(given)))
    if seats is not None and len(names) < seats:
        raise UsageError(t("names={names}: give a name for each of the {n} seats", names=shown(given), n=seats))
    return names


def name(seat: int, names: Optional[Sequence[str]] = None) -> str:
    """Returns what to call ``seat``: ``names[seat]`` when names are given, else the book's default name."""
    from .checks import seat as check_seat

    if names is not None:
        names = check_names(names)
        return names[check_seat(seat, len(names))]
    return DEFAULT_NAMES[check_seat(seat, len(DEFAULT_NAMES))]


def labeller(names: Optional[Sequence[str]] = None, seats: Optional[int] = None):
    """Returns a function seat -> name, using ``names`` or the defaults (for ``explain(names=…)`` methods).

    ``seats`` (when known) is how many names are needed; too few is a :class:`UsageError` at once.
    """
    from .checks import seat as check_seat

    names = DEFAULT_NAMES if names is None else tuple(check_names(names, seats))
    return lambda seat: names[check_seat(seat, len(names))]


# -- nouns ------------------------------------------------------------------------------------
# The English nouns the engine counts, in Vietnamese (grammar, not messages: a noun alone
# has no sentence to translate). Rank and card names are added from tamcuc.cards below.
_NOUNS_VI = {
    "card": "quân",
    "trick": "lượt",
    "point": "điểm",
    "player": "người chơi",
    "pair": "đôi",
    "triple": "bộ ba",
    "single": "quân lẻ",
    "deal": "ván",
    "game": "ván",
    "hand": "bài trên tay",
    "seat": "chỗ ngồi",
    "question": "câu hỏi",
    "step": "bước",
    "round": "vòng",
    "copy": "quân",
}
_CARD_NOUNS_ADDED = False


def _nouns_vi() -> dict:
    global _CARD_NOUNS_ADDED
    if not _CARD_NOUNS_ADDED:  # cards imports the errors that import nothing from here: add lazily
        from .cards import CARDS, Rank

        for rank in Rank:  # the ranks' own words (Rank.word), never a second list here
            _NOUNS_VI.setdefault(rank.name_en, rank.word("vi"))
        for card in CARDS:
            _NOUNS_VI.setdefault(card.name_en, card.name_vi.lower())
        _CARD_NOUNS_ADDED = True
    return _NOUNS_VI


def noun(word: str, lang: Optional[str] = None) -> str:
    """Returns an English noun of the engine in ``lang``: ``noun("card", "vi")`` is ``quân``.

    English words come back as given; a word the Vietnamese table does not know too (so a
    caller may pass a Vietnamese word).
    """
    word = _word(word)
    if resolve(lang) == "en":
        return word
    return _nouns_vi().get(word, word)


def article(word: str) -> str:
    """Returns "a" or "an" for ``word`` (by its first letter: the engine's words have no silent h)."""
    return "an" if _word(word)[:1].lower() in "aeiou" else "a"


def a(word: str, lang: Optional[str] = None) -> str:
    """Returns one ``word``: with its indefinite article in English (``an elephant``), after ``một`` in Vietnamese."""
    word = _word(word)
    if resolve(lang) == "en":
        return f"{article(word)} {word}"
    return f"một {noun(word, lang)}"


def plural(word: str, n: int = 2, lang: Optional[str] = None) -> str:
    """Returns ``word`` for ``n`` of them: unchanged for one, else with -s (every engine noun is regular).

    Vietnamese nouns have one form: ``plural("chariot", 2, "vi")`` is ``xe``.
    """
    word = _word(word)
    if resolve(lang) == "en":
        return word if n == 1 else word + "s"
    return noun(word, lang)


def count(n: int, word: str, lang: Optional[str] = None) -> str:
    """Returns ``n`` and the noun, e.g. ``1 card``, ``3 cards``; in Vietnamese ``3 quân``."""
    n = _number(n)
    return f"{n} {plural(_word(word), n, lang)}"


def count_words(n: int, word: str, lang: Optional[str] = None) -> str:
    """Returns a small count and the noun in words, as prose says it: ``one card``, ``two cards``; in Vietnamese
    ``hai quân`` (figures beyond ten: ``12 cards``).

    >>> count_words(2, "card"), count_words(1, "card", "vi"), count_words(12, "card")
    ('two cards', 'một quân', '12 cards')
    """
    n = _number(n)
    return f"{number_word(n, lang)} {plural(_word(word), n, lang)}"


BIGGEST = 10 ** 15
"""The largest number (either sign) a sentence of the engine writes."""


def _number(n) -> int:
    """Returns ``n`` as an int when it is a whole number a sentence can hold; raises :class:`UsageError`."""
    from .checks import whole

    return whole(n, "n", -BIGGEST, BIGGEST)


def _text(value, what: str) -> str:
    """Returns ``value`` when it is text; raises :class:`UsageError` naming the argument ``what`` otherwise."""
    if not isinstance(value, str):
        from .errors import UsageError, shown
        from .i18n import t

        raise UsageError(t("{what}={value}: give a text", what=what, value=shown(value)))
    return value


def _card(card):
    """Returns ``card`` as a Card (a Card, or text that names one); raises NotationError otherwise."""
    from .cards import Card

    return card if type(card) is Card else Card.parse(card)


def _word(word) -> str:
    """Returns ``word`` when it is text; raises :class:`UsageError` otherwise."""
    if not isinstance(word, str):
        from .errors import UsageError, shown
        from .i18n import t

        raise UsageError(t("word={word}: give a noun as text, such as 'card'", word=shown(word)))
    return word


_ORDINAL_WORDS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                  "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth")
_ORDINAL_WORDS_VI = ("thứ không", "thứ nhất", "thứ hai", "thứ ba", "thứ tư", "thứ năm", "thứ sáu", "thứ bảy",
                     "thứ tám", "thứ chín", "thứ mười", "thứ mười một", "thứ mười hai", "thứ mười ba",
                     "thứ mười bốn", "thứ mười lăm", "thứ mười sáu")


def ordinal(n: int, lang: Optional[str] = None) -> str:
    """Returns ``n`` as an ordinal in figures: 1st, 2nd, 3rd, 4th, 11th, 21st; in Vietnamese thứ nhất, thứ 2, thứ 3."""
    n = _number(n)
    if resolve(lang) != "en":
        return "thứ nhất" if n == 1 else f"thứ {n}"
    if 10 <= n % 100 <= 20:
        tail = "th"
    else:
        tail = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def ordinal_word(n: int, lang: Optional[str] = None) -> str:
    """Returns ``n`` as an ordinal in words (first … sixteenth; thứ nhất … thứ mười sáu), or in figures beyond."""
    n = _number(n)
    words = _ORDINAL_WORDS if resolve(lang) == "en" else _ORDINAL_WORDS_VI
    return words[n] if 0 <= n < len(words) else ordinal(n, lang)


def signed(n: int, lang: Optional[str] = None) -> str:
    """Returns ``n`` with its sign: ``+4``, ``-2``, and ``0`` for zero (scores and bonuses); Vietnamese writes
    a negative number with the minus sign, ``−2`` (U+2212; docs/vietnamese-style.md)."""
    lang = resolve(lang)
    n = _number(n)
    text = f"{n:+d}" if n else "0"
    return text.replace("-", "\u2212") if lang == "vi" else text


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_NUMBER_WORDS_VI = ("không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín", "mười")


def number_word(n: int, lang: Optional[str] = None) -> str:
    """Returns a small count in words (``no``, ``one`` … ``ten``; ``không``, ``một`` … ``mười``), or in figures beyond."""
    n = _number(n)
    words = _NUMBER_WORDS if resolve(lang) == "en" else _NUMBER_WORDS_VI
    return words[n] if 0 <= n < len(words) else str(n)


def _no_cards(lang: Optional[str]) -> str:
    return "no cards" if resolve(lang) == "en" else "không quân nào"


def cards_phrase(cards, lang: Optional[str] = None) -> str:
    """Returns cards in words for a sentence, equal cards counted together, never their codes.

    >>> from tamcuc.cards import Hand
    >>> cards_phrase(Hand("R R")), cards_phrase(Hand("e"))
    ('two red chariots', 'a black elephant')
    >>> cards_phrase(Hand("C e P P")), cards_phrase(Hand())
    ('a black elephant, a red cannon and two red soldiers', 'no cards')
    >>> cards_phrase(Hand("C e P P"), "vi"), cards_phrase(Hand(), "vi")
    ('một tượng đen, một pháo đỏ và hai tốt đỏ', 'không quân nào')
    """
    from .cards import as_cards

    groups = _counted(as_cards(cards))
    if not groups:
        return _no_cards(lang)
    if resolve(lang) == "en":
        return join(a(c.name_en) if n == 1 else f"{number_word(n)} {plural(c.name_en)}" for c, n in groups.items())
    return join((f"{number_word(n, lang)} {c.name(lang)}" for c, n in groups.items()), lang=lang)


def _counted(cards) -> dict:
    """Returns ``{card: how many}`` for equal cards counted together, in the order first met (what
    :func:`cards_phrase` and the printables' lists say as "hai tốt đỏ")."""
    groups: dict = {}
    for card in cards:
        groups[card] = groups.get(card, 0) + 1
    return groups


def card_label(card, lang: Optional[str] = None) -> str:
    """Returns the name of a card: in English both languages, ``Xe đỏ (red chariot)``; in Vietnamese ``Xe đỏ``."""
    card = _card(card)
    if resolve(lang) == "en":
        return f"{card.name_vi} ({card.name_en})"
    return card.name_vi


def cards_label(cards, title: Optional[str] = None, lang: Optional[str] = None) -> str:
    """Returns the name of a group of cards, e.g. ``2 cards: Xe đỏ (red chariot), Xe đỏ (red chariot)``.

    >>> from tamcuc.cards import Hand
    >>> cards_label(Hand("R p"), lang="vi")
    '2 quân: Xe đỏ, Tốt đen'
    """
    from .cards import as_cards

    cards = as_cards(cards)
    if title is not None:
        title = _text(title, "title")
    listed = ", ".join(card_label(c, lang) for c in cards) if cards else _no_cards(lang)
    return f"{title}: {listed}" if title else f"{count(len(cards), 'card', lang)}: {listed}"


def capitalise(text: str) -> str:
    """Returns ``text`` with its first letter made a capital (the rest unchanged)."""
    text = _text(text, "text")
    return text[:1].upper() + text[1:]


_JOIN_VI = {"and": "và", "or": "hoặc", "và": "và", "hoặc": "hoặc"}


def join(items: Sequence[str], last: str = "and", lang: Optional[str] = None) -> str:
    """Returns the items as a list: ``A``, ``A and B``, ``A, B and C``; in Vietnamese ``A, B và C``.

    ``last`` is the English word before the last item (``"and"`` or ``"or"``; ``hoặc`` in Vietnamese).
    """
    from .errors import UsageError, shown
    from .i18n import t

    given = items
    items = None if isinstance(items, (str, bytes)) or not hasattr(items, "__iter__") else list(items)
    if items is None or not all(isinstance(item, str) for item in items):
        raise UsageError(t("items={items}: give a list of texts to join", items=shown(given)))
    if not isinstance(last, str):
        raise UsageError(t("last={last}: give the word before the last item, such as 'and' or 'or'", last=shown(last)))
    if len(items) <= 1:
        return "".join(items)
    if resolve(lang) != "en":
        last = _JOIN_VI.get(last, last)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def thousands(n: int, lang: Optional[str] = None) -> str:
    """Returns a whole number in figures with its thousands marked as ``lang`` writes them: a comma in English,
    a dot in Vietnamese (docs/vietnamese-style.md: "1.500 ván"), and a negative number with the minus sign.

    >>> thousands(999_999_999_999), thousands(999_999_999_999, "vi"), thousands(200_000, "vi")
    ('999,999,999,999', '999.999.999.999', '200.000')
    >>> thousands(1000, "vi"), thousands(999, "vi"), thousands(-2000, "vi")
    ('1.000', '999', '−2.000')
    """
    n = _number(n)
    text = f"{n:,}"
    return text.replace(",", ".").replace("-", "\u2212") if resolve(lang) == "vi" else text


def decimal(text: str, lang: Optional[str] = None) -> str:
    """Returns a number already formatted in figures (``"+0.27"``, ``"21.3%"``) as ``lang`` writes it:
    Vietnamese writes the decimal point as a comma, and a negative number with the minus sign (``−0,5``).

    >>> decimal(f"{0.2734:+.2f}"), decimal(f"{0.2734:+.2f}", lang="vi"), decimal("21.3%", lang="vi")
    ('+0.27', '+0,27', '21,3%')
    >>> decimal("-0.5", lang="vi")
    '\u22120,5'
    """
    from .i18n import resolve

    text = _text(text, "text")
    return text.replace(".", ",").replace("-", "\u2212") if resolve(lang) == "vi" else text

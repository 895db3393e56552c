"""Cards: the seven ranks, the two colours, notation, names and the 32-card deck.

A card is a rank and a colour; the copies of one rank and colour are
interchangeable, so ``Card`` has no identity beyond those two. The order of the
game is rank first, colour second (RULES.md §2): ``Card.parse("e") > Card.parse("C")``
(the black elephant beats the red cannon).

Notation (RULES.md §1, after xiangqi): ``K A E R C H P`` for red general, advisor,
elephant, chariot, cannon, horse, soldier; lower case for black.

>>> Card.parse("tượng thâm") > Card.parse("pháo đỏ")
True
>>> parse_cards("R R c")
Hand('R R c')
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from enum import Enum, EnumMeta
from typing import Iterable, Optional, Union

from .errors import IllegalPlayError, NotationError, shown
from .i18n import resolve, t
from ._public import public_dir

__all__ = [
    "CheckedEnum", "Colour", "Rank", "Card", "CARDS", "Hand", "CardsLike", "parse_cards", "MAX_TEXT", "as_cards",
    "deck",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


class CheckedEnum(EnumMeta):
    """The metaclass of the engine's enums: looking up a value that is none of theirs raises the
    enum's own :class:`NotationError` (its ``_missing_``), however odd the value (``Rank(10**5000)``)."""

    def __call__(cls, value, *args, **kwargs):
        if args or kwargs:  # the functional API (Enum("Name", "A B")): Python's own
            return super().__call__(value, *args, **kwargs)
        try:
            return super().__call__(value)
        except NotationError:
            raise
        except Exception:  # noqa: BLE001 - Python could not even write its message: say ours
            cls._missing_(value)
            raise


class Colour(Enum, metaclass=CheckedEnum):
    """The two colours. Red beats black, but only between cards of the same rank."""

    RED = "red"
    BLACK = "black"

    @property
    def name_vi(self) -> str:
        """Returns the plain Vietnamese word: ``đỏ`` or ``đen``."""
        return "đỏ" if self is Colour.RED else "đen"

    @property
    def name_en(self) -> str:
        """Returns ``red`` or ``black``."""
        return self.value

    @classmethod
    def _missing_(cls, value):
        raise NotationError(t("{value} is not a colour: give 'red' or 'black'", value=shown(value)))

    def word(self, lang: Optional[str] = None) -> str:
        """Returns the colour's word in ``lang`` (default: the current language): ``red`` / ``đỏ``."""
        return self.name_en if resolve(lang) == "en" else self.name_vi

    def __repr__(self) -> str:
        return f"Colour.{self.name}"


class Rank(Enum, metaclass=CheckedEnum):
    """The seven ranks, from the general (highest) down to the soldier (lowest).

    ``rank.index`` is the place in the count Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt
    (0 … 6) that bắt cái uses; ``rank.strength`` is 6 … 0, higher wins.
    """

    GENERAL = 0
    ADVISOR = 1
    ELEPHANT = 2
    CHARIOT = 3
    CANNON = 4
    HORSE = 5
    SOLDIER = 6

    @classmethod
    def _missing_(cls, value):
        raise NotationError(t("{value} is not a rank: give its number, 0 (Tướng, the general) … 6 (Tốt, the soldier)",
                              value=shown(value)))

    @property
    def index(self) -> int:
        """Returns the place in the bắt cái count: Tướng 0 … Tốt 6."""
        return self.value

    @property
    def strength(self) -> int:
        """Returns 6 for the general … 0 for the soldier."""
        return 6 - self.value

    @property
    def code(self) -> str:
        """Returns the upper-case letter of the rank (the red card's code)."""
        return "KAERCHP"[self.value]

    @property
    def name_vi(self) -> str:
        """Returns the Vietnamese name with diacritics, e.g. ``Tượng``."""
        return _RANK_VI[self.value]

    @property
    def name_en(self) -> str:
        """Returns the English name, e.g. ``elephant``."""
        return _RANK_EN[self.value]

    def word(self, lang: Optional[str] = None) -> str:
        """Returns the rank's word for a sentence in ``lang``: ``elephant`` / ``tượng`` (lower case)."""
        return self.name_en if resolve(lang) == "en" else self.name_vi.lower()

    @property
    def han(self) -> str:
        """Returns the Hán character printed on the card, e.g. ``象``."""
        return "將士象車砲馬卒"[self.value]

    @property
    def copies(self) -> int:
        """Returns how many cards of this rank each colour has in the full deck."""
        return (1, 2, 2, 2, 2, 2, 5)[self.value]

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_RANK_VI = ("Tướng", "Sĩ", "Tượng", "Xe", "Pháo", "Mã", "Tốt")
_RANK_EN = ("general", "advisor", "elephant", "chariot", "cannon", "horse", "soldier")

# Folk names heard at the table (RULES.md §1); the other cards go by piece and colour.
_FOLK = {
    ("K"): "tướng ông",
    ("k"): "tướng bà",
    ("A"): "sĩ điều",
    ("E"): "tượng hồng",
    ("e"): "tượng thâm",
}


class Card:
    """One card: a :class:`Rank` and a :class:`Colour`. Immutable and hashable.

    ``str(card)`` is the one-letter code, ``repr(card)`` evaluates back, and in a
    notebook the card draws itself. Cards compare by the game's order.
    """

    __slots__ = ("rank", "colour", "strength")

    def __new__(cls, rank: Rank = None, colour: Colour = None) -> "Card":  # None: said wrong below, not a TypeError
        if not isinstance(rank, Rank) or not isinstance(colour, Colour):
            raise NotationError(t(
                "Card() takes a Rank and a Colour, not {rank} and {colour}; "
                "to read text use Card.parse('R') or Card.parse('xe đỏ')", rank=shown(rank), colour=shown(colour)
            ))
        return _CARDS[rank.strength * 2 + (colour is Colour.RED)]

    def __setattr__(self, name, value):
        from dataclasses import FrozenInstanceError  # what a frozen Rules raises too

        raise FrozenInstanceError(t("cannot set {name}: a {what} never changes", name=shown(name), what="Card"))

    def __reduce__(self):
        return (Card, (self.rank, self.colour))

    # -- notation ---------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> "Card":
        """Returns the card that ``text`` names.

        Accepts the code (``"R"``, ``"p"``), Vietnamese names with or without
        diacritics, in any case and in composed (NFC) or decomposed (NFD) Unicode
        (``"xe đỏ"``, ``"tot den"``, ``"XE ĐỎ"``, ``"tịnh hồng"``), folk names
        (``"tướng ông"``, ``"sĩ điều"``, ``"tượng thâm"``) and English names
        (``"red chariot"``). Without diacritics ``"tuong …"`` is ambiguous (Tướng or
        Tượng) and says so; ``"tinh …"`` is the elephant. Raises
        :class:`NotationError` for anything else, in the current language.

        >>> [Card.parse(s).code for s in ("xe do", "XE ĐỎ", "tot den", "tuong ba", "tinh tham", "si dieu")]
        ['R', 'R', 'p', 'k', 'e', 'A']
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise NotationError(t("a card is named by text, not by {text}", text=shown(text)))
        _check_length(text)
        key = " ".join(text.strip().split())
        if key in _CODE_TO_CARD:
            return _CODE_TO_CARD[key]
        low = unicodedata.normalize("NFC", key.lower())
        if low in _NAMES:
            return _NAMES[low]
        bare = _strip_diacritics(low)
        found = _BARE_NAMES.get(bare)
        if found is _AMBIGUOUS:
            raise NotationError(t(
                "{text} is ambiguous without diacritics: 'tuong' can be Tướng (general) "
                "or Tượng (elephant); write 'tướng'/'tượng', or 'tinh' for the elephant", text=shown(text)
            ))
        if found is not None:
            return found
        if not key:
            raise NotationError(t("an empty string names no card"))
        raise NotationError(t(
            "{text} is not a card: use a code (K A E R C H P red, k a e r c h p black), "
            "a Vietnamese name ('xe đỏ', 'tốt đen', 'tướng ông') or an English one ('red chariot')", text=shown(text)
        ))

    @classmethod
    def from_strength(cls, strength: int) -> "Card":
        """Returns the card of the given strength: 0 (black soldier) … 13 (red general).

        >>> Card.from_strength(13), Card.from_strength(0)
        (Card.parse('K'), Card.parse('p'))
        """
        from .checks import whole

        return _CARDS[whole(strength, "strength", 0, len(_CARDS) - 1, NotationError)]

    @property
    def code(self) -> str:
        """Returns the one-letter code: upper case red, lower case black."""
        c = self.rank.code
        return c if self.colour is Colour.RED else c.lower()

    @property
    def is_red(self) -> bool:
        """Returns True for a red card."""
        return self.colour is Colour.RED

    @property
    def name_vi(self) -> str:
        """Returns the Vietnamese name, e.g. ``Xe đỏ``."""
        return f"{self.rank.name_vi} {self.colour.name_vi}"

    @property
    def folk_name(self) -> str:
        """Returns the name used at the table, e.g. ``tướng ông`` or ``xe đỏ``."""
        return _FOLK.get(self.code, self.name_vi.lower())

    @property
    def name_en(self) -> str:
        """Returns the English name, e.g. ``red chariot``."""
        return f"{self.colour.name_en} {self.rank.name_en}"

    def name(self, lang: Optional[str] = None) -> str:
        """Returns the card's name for a sentence in ``lang`` (default: the current language).

        >>> Card.parse("R").name("en"), Card.parse("R").name("vi")
        ('red chariot', 'xe đỏ')
        """
        return self.name_en if resolve(lang) == "en" else self.name_vi.lower()

    @property
    def han(self) -> str:
        """Returns the Hán character of the rank."""
        return self.rank.han

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    # -- order --------------------------------------------------------------------
    def __lt__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return self.strength < other.strength

    def __le__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return self.strength <= other.strength

    def __gt__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return self.strength > other.strength

    def __ge__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return self.strength >= other.strength

    def __eq__(self, other):
        return self is other or (isinstance(other, Card) and other.strength == self.strength)

    def __hash__(self) -> int:
        return self.strength

    # -- pictures -----------------------------------------------------------------
    def _repr_svg_(self) -> str:
        from .draw import card_svg

        return card_svg(self)


_CARDS: list = []
for _s in range(14):
    _rank = Rank(6 - _s // 2)
    _colour = Colour.RED if _s % 2 else Colour.BLACK
    _c = object.__new__(Card)
    object.__setattr__(_c, "rank", _rank)
    object.__setattr__(_c, "colour", _colour)
    object.__setattr__(_c, "strength", _s)
    _CARDS.append(_c)
_CARDS = tuple(_CARDS)
CARDS = _CARDS
"""The 14 distinct cards, weakest (black soldier) first."""

_CODE_TO_CARD = {c.code: c for c in _CARDS}


def _strip_diacritics(text: str) -> str:
    text = text.replace("đ", "d").replace("Đ", "D")
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


_AMBIGUOUS = object()
_RANK_WORDS_VI = {
    Rank.GENERAL: ("tướng",),
    Rank.ADVISOR: ("sĩ", "sỹ"),
    Rank.ELEPHANT: ("tượng", "tịnh"),
    Rank.CHARIOT: ("xe",),
    Rank.CANNON: ("pháo",),
    Rank.HORSE: ("mã",),
    Rank.SOLDIER: ("tốt", "chốt"),
}
_COLOUR_WORDS_VI = {Colour.RED: ("đỏ", "hồng", "điều"), Colour.BLACK: ("đen", "thâm")}
_RANK_WORDS_EN = {
    Rank.GENERAL: ("general", "king"),
    Rank.ADVISOR: ("advisor", "adviser", "guard"),
    Rank.ELEPHANT: ("elephant", "minister"),
    Rank.CHARIOT: ("chariot", "rook"),
    Rank.CANNON: ("cannon",),
    Rank.HORSE: ("horse", "knight"),
    Rank.SOLDIER: ("soldier", "pawn"),
}


def _build_names():
    names = {}
    for card in _CARDS:
        for rw in _RANK_WORDS_VI[card.rank]:
            for cw in _COLOUR_WORDS_VI[card.colour]:
                names[f"{rw} {cw}"] = card
        for rw in _RANK_WORDS_EN[card.rank]:
            names[f"{card.colour.name_en} {rw}"] = card
        names[card.folk_name] = card
    names["tịnh hồng"] = names["tượng hồng"]
    names["tịnh thâm"] = names["tượng thâm"]
    bare = {}
    for name, card in names.items():
        key = _strip_diacritics(name)
        if key in bare and bare[key] is not card:
            bare[key] = _AMBIGUOUS
        else:
            bare[key] = card
    return names, bare


_NAMES, _BARE_NAMES = _build_names()


class Hand(tuple):
    """A multiset of cards, strongest first: a hand, a pile of kept cards, a play's cards.

    ``str(hand)`` is the codes separated by spaces; in a notebook it draws itself.
    """

    __slots__ = ()

    def __new__(cls, cards: "CardsLike" = ()):
        if type(cards) is Hand:
            return cards
        if type(cards) in (tuple, list) and all(type(c) is Card for c in cards):
            return super().__new__(cls, sorted(cards, key=_by_strength_desc))
        return super().__new__(cls, sorted(as_cards(cards), key=_by_strength_desc))

    @classmethod
    def _sorted(cls, cards: tuple) -> "Hand":
        """Returns a Hand of cards already sorted strongest first (no check: internal)."""
        return tuple.__new__(cls, cards)

    def __str__(self) -> str:
        return " ".join(c.code for c in self)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"

    def __add__(self, other) -> "Hand":
        return Hand(tuple(self) + tuple(Hand(other)))

    def __radd__(self, other) -> "Hand":
        return Hand(tuple(Hand(other)) + tuple(self))

    def __sub__(self, other) -> "Hand":
        """Returns this multiset less ``other``; raises if ``other`` is not part of it."""
        left = list(self)
        for card in Hand(other):
            try:
                left.remove(card)
            except ValueError:
                raise IllegalPlayError(t("{card} ({name}) is not in {hand}", card=card, name=card.name(),
                                         hand=shown(str(self)))) from None
        return Hand._sorted(tuple(left))

    def counts(self) -> Counter:
        """Returns a Counter of card → number of copies."""
        return Counter(self)

    def _repr_svg_(self) -> str:
        from .draw import hand_svg

        return hand_svg(self)

    def _repr_html_(self) -> str:
        # One picture per card in a row that wraps, so a long hand stays readable on a phone.
        from .draw import hand_html

        return hand_html(self)


def _by_strength_desc(card: Card) -> int:
    return -card.strength


CardsLike = Union[str, Card, Iterable[Union[Card, str]]]

_CODES_RE = re.compile(r"[KAERCHPkaerchp]+")


def parse_cards(text: str) -> Hand:
    """Returns the cards named by ``text`` as a :class:`Hand`, strongest first.

    ``text`` is codes separated by spaces or run together (``"R R c"``,
    ``"RRc"``), or names separated by commas (``"xe hồng, tốt đen"``), or one
    name (``"red chariot"``). Anything else raises :class:`NotationError`.

    >>> parse_cards("RRc"), parse_cards("xe hồng, tốt đen"), parse_cards("red chariot")
    (Hand('R R c'), Hand('R p'), Hand('R'))
    """
    if not isinstance(text, str):
        raise NotationError(t("parse_cards() takes text, not {text}", text=shown(text)))
    _check_length(text)
    if "," in text:
        parts = [p for p in (s.strip() for s in text.split(",")) if p]
        return Hand(Card.parse(p) for p in parts)
    tokens = text.split()
    if all(_CODES_RE.fullmatch(t) for t in tokens):
        return Hand(_CODE_TO_CARD[ch] for t in tokens for ch in t)
    # A single name such as "tướng ông" or "red chariot".
    try:
        return Hand([Card.parse(text)])
    except NotationError:
        bad = [token for token in tokens if not _CODES_RE.fullmatch(token)]
        if len(tokens) > 1 and len(bad) < len(tokens):  # codes with a stray token ("R R X"): name the stray one
            raise NotationError(t(
                "{token} in {text} is not a card: use a code (K A E R C H P red, k a e r c h p black), "
                "or separate names with commas ('xe đỏ, tốt đen')", token=shown(bad[0]), text=shown(text))) from None
        raise


MAX_TEXT = 2000
"""The longest text read as cards: far more than any hand's names (32 cards by name are under 700
characters), so that a mistyped or hostile text is refused at once rather than read for seconds."""


def _check_length(text: str) -> None:
    """Raises :class:`NotationError` when ``text`` is longer than :data:`MAX_TEXT` characters."""
    if len(text) > MAX_TEXT:
        raise NotationError(t("{text}: {n} characters, longer than any cards' notation (at most {most})",
                              text=shown(text), n=len(text), most=MAX_TEXT))


def as_cards(cards: CardsLike) -> list:
    """Returns a list of :class:`Card` from text, a card, or an iterable of cards or names."""
    if isinstance(cards, Card):
        return [cards]
    if isinstance(cards, str):
        return list(parse_cards(cards))
    if isinstance(cards, (bytes, bytearray, memoryview)):  # bytes iterate as numbers: say what they are
        raise NotationError(t("{cards} is neither text nor a collection of cards", cards=shown(cards)))
    try:
        items = list(cards)
    except TypeError:
        raise NotationError(t("{cards} is neither text nor a collection of cards", cards=shown(cards))) from None
    return [c if isinstance(c, Card) else Card.parse(c) for c in items]


def deck(rules=None) -> Hand:
    """Returns the deck for ``rules``: all 32 cards, or fewer after a 3-player removal.

    ``rules`` is a :class:`~tamcuc.rules.Rules`; left out (``None``), the default
    rules ``Rules()``, four players and the whole deck (RULES.md §1, §4).

    >>> from tamcuc.rules import Rules
    >>> len(deck()), len(deck(Rules(players=3)))
    (32, 30)
    """
    if rules is not None and not hasattr(type(rules), "removed_cards"):
        from .errors import RulesError

        raise RulesError(t("rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')", rules=shown(rules)))
    full = Counter({c: c.rank.copies for c in _CARDS})
    if rules is not None:
        for card in rules.removed_cards:
            full[card] -= 1
    return Hand(c for c, n in full.items() for _ in range(n))

"""Plays: which sets of cards may be shown together, and which beats which.

RULES.md §3. A play is a single, a pair (đôi: same rank *and* colour), one of the
two triples (Tướng–Sĩ–Tượng or Xe–Pháo–Mã, all one colour), or four or five
soldiers of one colour (tứ tử, ngũ tử), which are declared rather than led.
Plays of one kind compare; plays of different kinds never do.

>>> Play("R R").beats(Play("C C"))
True
>>> Play("P p")
Traceback (most recent call last):
...
tamcuc.errors.IllegalPlayError: 'P p' is not a pair: a red soldier and a black soldier are not a pair; a pair is two cards of the same rank and the same colour
"""

from __future__ import annotations

from enum import Enum
from itertools import combinations
from typing import Optional

from .cards import CARDS, Card, CheckedEnum, Colour, Hand, Rank, as_cards
from .errors import IllegalPlayError, NotationError, shown
from .i18n import N_, resolve, t
from .wording import a as _a, cards_phrase, number_word, plural as _plural_word
from ._public import public_dir

__all__ = [
    "Kind", "KIND_OF_CALL", "TRIPLES", "Play", "ALL_PLAYS", "is_play", "why_not_a_play", "plays_of_size",
    "lay_ways", "plays_in", "lays", "why_beats",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


class Kind(Enum, metaclass=CheckedEnum):
    """The kinds of play. ``kind.size`` is how many cards it takes."""

    SINGLE = "single"
    PAIR = "pair"
    TRIPLE = "triple"
    TU_TU = "tứ tử"
    NGU_TU = "ngũ tử"

    @classmethod
    def _missing_(cls, value):
        raise NotationError(t("{value} is not a kind of play: give one of {kinds}", value=shown(value),
                              kinds=", ".join(repr(k.value) for k in cls)))

    @property
    def size(self) -> int:
        """Returns the number of cards in a play of this kind."""
        return _KIND_SIZE[self]

    @property
    def name_en(self) -> str:
        """Returns an English description, e.g. ``four soldiers (tứ tử)``."""
        return _KIND_EN[self]

    @property
    def name_vi(self) -> str:
        """Returns the Vietnamese word: một cây, đôi, ba, tứ tử, ngũ tử."""
        return _KIND_VI[self]

    def word(self, lang: Optional[str] = None) -> str:
        """Returns the kind's word for a sentence in ``lang``: ``pair`` / ``đôi``, ``triple`` / ``bộ ba``."""
        return self.value if resolve(lang) == "en" else _KIND_WORD_VI[self]

    def __repr__(self) -> str:
        return f"Kind.{self.name}"


_KIND_SIZE = {Kind.SINGLE: 1, Kind.PAIR: 2, Kind.TRIPLE: 3, Kind.TU_TU: 4, Kind.NGU_TU: 5}
_KIND_EN = {
    Kind.SINGLE: "single",
    Kind.PAIR: "pair",
    Kind.TRIPLE: "triple",
    Kind.TU_TU: "four soldiers (tứ tử)",
    Kind.NGU_TU: "five soldiers (ngũ tử)",
}
_KIND_VI = {Kind.SINGLE: "một cây", Kind.PAIR: "đôi", Kind.TRIPLE: "ba", Kind.TU_TU: "tứ tử", Kind.NGU_TU: "ngũ tử"}
_KIND_WORD_VI = {Kind.SINGLE: "một quân", Kind.PAIR: "đôi", Kind.TRIPLE: "bộ ba", Kind.TU_TU: "tứ tử", Kind.NGU_TU: "ngũ tử"}
KIND_OF_CALL = {1: Kind.SINGLE, 2: Kind.PAIR, 3: Kind.TRIPLE}
"""The kind of play each call (one, two or three cards) asks for."""

TRIPLES = ((Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT), (Rank.CHARIOT, Rank.CANNON, Rank.HORSE))
"""The only two triples, stronger first (RULES.md §3)."""


class Play:
    """A valid combination of cards: its ``kind``, its ``cards`` and its ``strength``.

    ``Play(cards)`` accepts text (``"R C H"``, ``"xe hồng, pháo hồng, mã hồng"``)
    or cards, and raises :class:`IllegalPlayError` with the reason when the cards
    are not a play. Plays are immutable and hashable.
    """

    __slots__ = ("cards", "kind", "strength", "_key")

    def __new__(cls, cards=None) -> "Play":  # None: refused by Hand() with its own message
        if isinstance(cards, Play):
            return cards
        hand = Hand(cards)
        key = tuple(c.strength for c in hand)
        found = _VALID.get(key)
        if found is None:
            raise IllegalPlayError(why_not_a_play(hand))
        return found

    @classmethod
    def _make(cls, cards: tuple, kind: Kind, strength: int) -> "Play":
        self = object.__new__(cls)
        object.__setattr__(self, "cards", Hand(cards))
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "strength", strength)
        object.__setattr__(self, "_key", tuple(c.strength for c in self.cards))
        return self

    def __setattr__(self, name, value):
        from dataclasses import FrozenInstanceError  # what a frozen Rules raises too

        raise FrozenInstanceError(t("cannot set {name}: a {what} never changes", name=shown(name), what="Play"))

    def __reduce__(self):
        return (Play, (str(self),))

    @property
    def size(self) -> int:
        """Returns the number of cards."""
        return len(self.cards)

    @property
    def colour(self) -> Colour:
        """Returns the colour shared by the play's cards."""
        return self.cards[0].colour

    def beats(self, other: "Play") -> bool:
        """Returns True when this play is strictly stronger than ``other`` of the same kind.

        Raises :class:`IllegalPlayError` for plays of different kinds, which the
        game never compares.
        """
        other = Play(other)
        if other.kind is not self.kind:
            raise IllegalPlayError(t(
                "{play} ({kind}) and {other} ({other_kind}) are never compared: only plays of the same kind are",
                play=self, kind=self.kind.word(), other=other, other_kind=other.kind.word(),
            ))
        return self.strength > other.strength

    @property
    def name_en(self) -> str:
        """Returns an English description, e.g. ``pair of red chariots``."""
        c = self.cards[0]
        if self.kind is Kind.SINGLE:
            return c.name_en
        if self.kind is Kind.PAIR:
            return f"pair of {c.colour.name_en} {_plural(c.rank)}"
        if self.kind is Kind.TRIPLE:
            return f"{c.colour.name_en} " + "–".join(x.rank.name_en for x in self.cards)
        return f"{number_word(len(self.cards))} {c.colour.name_en} soldiers ({self.kind.value})"

    @property
    def phrase_en(self) -> str:
        """Returns the English name with its article, e.g. ``a pair of red chariots``."""
        name = self.name_en
        if self.size == 1:
            return _a(name)
        if self.kind is Kind.TRIPLE:
            return "the " + name
        return ("a " if self.size == 2 else "") + name

    def name(self, lang: Optional[str] = None) -> str:
        """Returns the play's name for a sentence in ``lang``: ``pair of red chariots`` / ``đôi xe đỏ``.

        >>> Play("R C H").name("vi"), Play("p p p p").name("vi")
        ('bộ ba Xe–Pháo–Mã đỏ', 'bốn tốt đen (tứ tử)')
        """
        if resolve(lang) == "en":
            return self.name_en
        c = self.cards[0]
        if self.kind is Kind.SINGLE:
            return c.name("vi")
        if self.kind is Kind.PAIR:
            return f"đôi {c.name('vi')}"
        if self.kind is Kind.TRIPLE:
            return "bộ ba " + "–".join(x.rank.name_vi for x in self.cards) + f" {c.colour.name_vi}"
        # the soldiers counted, the folk word after: "bốn tốt đen (tứ tử)", as the lessons and the table say it
        return f"{number_word(len(self.cards), 'vi')} tốt {c.colour.name_vi} ({self.kind.value})"

    def phrase(self, lang: Optional[str] = None) -> str:
        """Returns the play for a sentence in ``lang``: ``a pair of red chariots`` / ``đôi xe đỏ`` (no article in Vietnamese)."""
        return self.phrase_en if resolve(lang) == "en" else self.name(lang)

    @property
    def name_vi(self) -> str:
        """Returns a Vietnamese description, e.g. ``đôi Xe đỏ`` or ``Xe–Pháo–Mã đỏ``."""
        c = self.cards[0]
        if self.kind is Kind.SINGLE:
            return c.name_vi
        if self.kind is Kind.PAIR:
            return f"đôi {c.name_vi}"
        if self.kind is Kind.TRIPLE:
            return "–".join(x.rank.name_vi for x in self.cards) + f" {c.colour.name_vi}"
        return f"{self.kind.value} {c.colour.name_vi}"

    def __str__(self) -> str:
        return str(self.cards)

    def __repr__(self) -> str:
        return f"Play({str(self)!r})"

    def __eq__(self, other):
        return self is other or (isinstance(other, Play) and other._key == self._key)

    def __hash__(self) -> int:
        return hash(("Play", self._key))

    def _repr_svg_(self) -> str:
        from .draw import hand_svg

        return hand_svg(self.cards, title=self.name())


def _plural(rank: Rank, lang: Optional[str] = None) -> str:
    return _plural_word(rank.name_en, 2, lang)


def _one(rank: Rank, lang: Optional[str] = None) -> str:
    """Returns one of ``rank`` for a comparison: ``an elephant`` in English, ``tượng`` in Vietnamese."""
    return _a(rank.name_en) if resolve(lang) == "en" else rank.word(lang)


def _all_plays() -> dict:
    valid = {}

    def add(cards, kind, strength):
        play = Play._make(tuple(cards), kind, strength)
        valid[play._key] = play

    for card in CARDS:
        add([card], Kind.SINGLE, card.strength)
        if card.rank.copies >= 2:
            add([card, card], Kind.PAIR, card.strength)
    for colour in Colour:
        red = colour is Colour.RED
        for high, ranks in enumerate(reversed(TRIPLES)):
            add([Card(r, colour) for r in ranks], Kind.TRIPLE, high * 2 + red)
        soldier = Card(Rank.SOLDIER, colour)
        add([soldier] * 4, Kind.TU_TU, red)
        add([soldier] * 5, Kind.NGU_TU, red)
    return valid


_VALID = _all_plays()
ALL_PLAYS = tuple(sorted(_VALID.values(), key=lambda p: (p.size, p.strength)))
"""Every valid play, by size and then strength."""


def is_play(cards) -> bool:
    """Returns True when ``cards`` form a valid play."""
    return tuple(c.strength for c in Hand(cards)) in _VALID


def why_not_a_play(cards, lang: Optional[str] = None, codes: bool = True) -> str:
    """Returns the sentence that says why ``cards`` are not a play (for error messages), in ``lang``.

    ``codes=False`` gives only the reason, without the cards' codes in front: for a
    reader who sees the cards drawn.

    >>> why_not_a_play("P p", "vi")
    "'P p': một tốt đỏ và một tốt đen không phải là đôi; đôi là hai quân cùng tên, cùng màu"
    >>> why_not_a_play("P p", codes=False)
    'a red soldier and a black soldier are not a pair; a pair is two cards of the same rank and the same colour'
    >>> why_not_a_play("R R R", "vi", codes=False)
    'ba xe đỏ không thành bộ ba; chỉ Tướng–Sĩ–Tượng và Xe–Pháo–Mã cùng màu mới là bộ ba'
    """
    hand = Hand(cards)
    head, why = _not_a_play(hand, lang)
    return t(head, lang, text=shown(str(hand)), why=why) if codes else why


_NOT_A = {
    "none": N_("no cards are not a play: {why}"),
    "pair": N_("{text} is not a pair: {why}"),
    "triple": N_("{text} is not a triple: {why}"),
    "play": N_("{text} is not a play: {why}"),
}
"""The head of each "not a play" sentence (the cards' codes, and what they are not), by case."""


def _not_a_play(hand: Hand, lang: Optional[str] = None) -> tuple:
    """Returns (the head of the sentence, from :data:`_NOT_A`, and the reason in ``lang``) for ``hand``."""
    n = len(hand)
    if n == 0:
        return _NOT_A["none"], t("lay one, two or three cards", lang)
    if n == 2:
        a, b = hand
        if a.rank is b.rank and a.rank is Rank.GENERAL:
            return _NOT_A["pair"], t("there is one general of each colour, so no pair of generals", lang)
        if a.rank is b.rank:
            return _NOT_A["pair"], t("{a} and {b} are not a pair; a pair is two cards of the same rank and the same "
                                     "colour", lang, a=_a(a.name_en, lang), b=_a(b.name_en, lang))
        return _NOT_A["pair"], t("{a} and {b} differ in rank; a pair is two cards of the same rank and the same "
                                 "colour", lang, a=_a(a.name_en, lang), b=_a(b.name_en, lang))
    if n == 3:
        ranks = tuple(c.rank for c in hand)
        names = "–".join(r.name_vi for r in ranks)
        if ranks in TRIPLES:
            return _NOT_A["triple"], t("{names} must be all one colour, and here they are {cards}", lang, names=names,
                                       cards=cards_phrase(hand, lang))
        # the cards in words ("three red chariots"), not "Xe–Xe–Xe": piece names are lower case mid-sentence
        return _NOT_A["triple"], t("{cards} are not a triple; the only triples are Tướng–Sĩ–Tượng and Xe–Pháo–Mã, "
                                   "each of one colour", lang, cards=cards_phrase(hand, lang))
    if n in (4, 5):
        kind = "tứ tử" if n == 4 else "ngũ tử"
        return _NOT_A["play"], t("{n} cards are a play only as {kind}, {soldiers} soldiers of one colour", lang,
                                 n=number_word(n, lang), kind=kind, soldiers=number_word(n, lang))
    return _NOT_A["play"], t("a play has one, two or three cards, or four or five soldiers of one colour", lang)


def plays_of_size(hand: Hand, size: int) -> list:
    """Returns the distinct valid plays of ``size`` cards that ``hand`` (a :class:`Hand`) can make.

    This is the package's one move generator: :meth:`Game.legal_plays
    <tamcuc.game.Game.legal_plays>` leads from it, the fast simulator builds its
    tables from it, and :func:`plays_in` sorts it. Singles come in the hand's
    order; pairs, triples and four or five soldiers in a fixed order.

    >>> [str(p) for p in plays_of_size(Hand("K A A E R R C H c p"), 2)]
    ['R R', 'A A']
    """
    if size == 1:
        seen = []
        for c in hand:
            if not seen or seen[-1] is not c:
                seen.append(c)
        return [_VALID[(c.strength,)] for c in seen]
    found = []
    for key in _KEYS_BY_SIZE.get(size, ()):
        if _contains(hand, key):
            found.append(_VALID[key])
    return found


def _contains(hand: Hand, key: tuple) -> bool:
    if len(key) == 3:  # a triple: three different cards
        strengths = {c.strength for c in hand}
        return all(s in strengths for s in key)
    s = key[0]  # a pair, or four or five soldiers: copies of one card
    n = 0
    for c in hand:
        if c.strength == s:
            n += 1
    return n >= len(key)


_KEYS_BY_SIZE = {size: [k for k, p in _VALID.items() if p.size == size and p.kind is not Kind.SINGLE] for size in (2, 3, 4, 5)}


def lay_ways(hand: Hand, size: int) -> list:
    """Returns the distinct multisets of ``size`` cards from ``hand`` (a sorted :class:`Hand`), in the
    engine's order: the lays :meth:`Game.legal_plays <tamcuc.game.Game.legal_plays>` offers a follower."""
    seen = dict.fromkeys(combinations(hand, size))
    return [Hand._sorted(c) for c in seen]


def plays_in(cards, kind: Kind) -> list:
    """Returns every distinct valid play of ``kind`` that can be made from ``cards``, strongest first
    (:func:`plays_of_size`, sorted)."""
    return sorted(plays_of_size(Hand(cards), kind.size), key=lambda p: -p.strength)


def lays(cards, size: int) -> list:
    """Returns every distinct way to lay ``size`` cards from ``cards`` (as Hands), strongest first.

    A follower lays any ``size`` cards face down; only later does it show them as
    a play or fold (chui). Copies are interchangeable, so the ways are multisets:
    :func:`lay_ways`, the engine's, sorted.
    """
    return sorted(lay_ways(Hand(cards), size), key=lambda h: [-c.strength for c in h])


def why_beats(winner: Play, loser: Play, lang: Optional[str] = None, rank_note: bool = True) -> str:
    """Returns the reason, in words, that ``winner`` beats (or ties with) ``loser`` of the same kind.

    The reason has no brackets, so that callers can put it in brackets of their own.
    When a higher black rank beats a red card, the reason adds that rank comes
    first; ``rank_note=False`` leaves that remark out (for a text that says it once).

    >>> why_beats(Play("e"), Play("C"))
    'an elephant outranks a cannon; rank comes first, and colour only settles equal ranks'
    >>> why_beats(Play("e"), Play("C"), "vi")
    'tượng lớn hơn pháo; xét tên quân trước, cùng tên mới xét đến màu'
    """
    a, b = Play(winner), Play(loser)
    if a.kind is not b.kind:
        raise IllegalPlayError(t("{a} and {b} are never compared: they are plays of different kinds", a=a, b=b))
    x, y = a.cards[0], b.cards[0]
    if a.strength == b.strength:
        return t("the two plays are equal", lang)
    if a.strength < b.strength:
        return t("{play} does not beat {other}: {why}", lang, play=_bare(a, lang), other=_bare(b, lang),
                 why=why_beats(b, a, lang))
    if a.kind is Kind.TRIPLE:
        if a.cards[0].rank is not b.cards[0].rank:
            return t("Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, whatever the colours", lang)
        # both are Tướng–Sĩ–Tượng or both Xe–Pháo–Mã: two triples of one kind, not "the same triple"
        return t("both are {triple}, and of the same kind red beats black", lang,
                 triple="–".join(c.rank.name_vi for c in a.cards))
    if a.kind in (Kind.TU_TU, Kind.NGU_TU):
        return t("the same soldiers, and red beats black", lang)
    if x.rank is y.rank:
        return t("both are {ranks}, and of the same rank red beats black", lang, ranks=_plural(x.rank, lang))
    if x.colour is Colour.BLACK and y.colour is Colour.RED and rank_note:
        return t("{high} outranks {low}; rank comes first, and colour only settles equal ranks", lang,
                 high=_one(x.rank, lang), low=_one(y.rank, lang))
    return t("{high} outranks {low}", lang, high=_one(x.rank, lang), low=_one(y.rank, lang))


def _bare(play: Play, lang: Optional[str] = None) -> str:
    """Returns ``play`` for a sentence (``a pair of red cannons``), without the bracketed name of a tứ tử or ngũ tử."""
    if play.kind in (Kind.TU_TU, Kind.NGU_TU) and resolve(lang) == "en":
        return f"{play.size} {play.colour.name_en} soldiers"
    return play.phrase(lang)

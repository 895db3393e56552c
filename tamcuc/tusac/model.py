"""Tứ Sắc's model: the four-colour game played with the same seven pieces as Tam Cúc.

Tứ Sắc is *not* Tam Cúc with more cards: nobody wins tricks. Each player tries
to be the first to arrange the whole hand into melds (*tới*, going out). This
module gives the deck, a hand notation, the melds and a **meld analyser** that
sorts a hand into melds with as few leftovers as possible and counts the lệnh
(points) of each way of sorting it. The facts come from the Tứ Sắc source of the
project (source [T] of RULES.md, summarised in its §11); every point that
source leaves open is a field of :class:`TuSacRules`.

What is shared with Tam Cúc and what is not
-------------------------------------------
- The seven pieces are the same idea, so they are the Tam Cúc engine's
  :class:`~tamcuc.cards.Rank` (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt, with their
  codes ``K A E R C H P``, names and Hán characters).
- The colours are not: Tứ Sắc has four (:class:`Colour`: xanh, vàng, trắng, đỏ)
  and **no colour beats another**, and no piece beats another either: cards are
  never compared, only grouped. So :class:`Card` here has no order.
- Tam Cúc's triple (Tướng–Sĩ–Tượng or Xe–Pháo–Mã of one colour) is Tứ Sắc's lẻ.

Notation
--------
A card is its piece code (as in Tam Cúc: ``K`` Tướng, ``A`` Sĩ, ``E`` Tượng,
``R`` Xe, ``C`` Pháo, ``H`` Mã, ``P`` Tốt) followed by the first letter of its
colour's Vietnamese name: ``x`` xanh (green), ``v`` vàng (yellow), ``t`` trắng
(white), ``d`` (or ``đ``) đỏ (red). Case does not matter (in Tứ Sắc, unlike Tam
Cúc, upper and lower case carry no colour). A hand is such codes separated by
spaces or commas; a digit 1 … 4 in front repeats a card: ``"2Rx Cx Hx"`` is
``"Rx Rx Cx Hx"``.

Texts (:meth:`Arrangement.describe`, :meth:`Analysis.explain`, the errors) come in the
current language, or in ``lang=`` (``"en"`` or ``"vi"``) where a method takes it.

>>> hand = parse_hand("Rx Rx Cx Hx")
>>> best = analyse(hand).best
>>> str(best)
'[Rx Cx Hx] rác: Rx'
>>> best.rac_count, best.lenh
(1, 1)
"""

from __future__ import annotations

import dataclasses
import random
import re
import time
import unicodedata
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from itertools import combinations
from typing import Iterable, Optional, Sequence

from .. import checks
from ..cards import Rank
from ..errors import NotationError, RulesError, shown
from ..i18n import N_, resolve, t, tn
from ..wording import number_word
from .._public import public_dir

__all__ = [
    "Colour",
    "Rank",
    "Card",
    "Hand",
    "parse_hand",
    "deck",
    "deal",
    "MeldKind",
    "Meld",
    "meld_kind",
    "Arrangement",
    "Analysis",
    "analyse",
    "TuSacRules",
    "SOURCE",
    "COPIES",
    "LE_TRIPLES",
    "bench",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

COPIES = 4
"""How many copies of each piece each colour has: 4 (7 pieces × 4 colours × 4 = 112 cards)."""


class Colour(Enum):
    """The four colours of Tứ Sắc. None of them beats another."""

    XANH = 0
    VANG = 1
    TRANG = 2
    DO = 3

    @property
    def code(self) -> str:
        """Returns the letter of the notation: ``x``, ``v``, ``t`` or ``d``."""
        return "xvtd"[self.value]

    @property
    def name_vi(self) -> str:
        """Returns the Vietnamese word: ``xanh``, ``vàng``, ``trắng`` or ``đỏ``."""
        return ("xanh", "vàng", "trắng", "đỏ")[self.value]

    @property
    def name_en(self) -> str:
        """Returns the English word: ``green``, ``yellow``, ``white`` or ``red``."""
        return ("green", "yellow", "white", "red")[self.value]

    def word(self, lang: Optional[str] = None) -> str:
        """Returns the colour's word in ``lang``: ``green`` or ``xanh``."""
        return self.name_en if resolve(lang) == "en" else self.name_vi

    def __repr__(self) -> str:
        return f"Colour.{self.name}"


_COLOUR_BY_CODE = {c.code: c for c in Colour}
_COLOUR_BY_CODE["đ"] = Colour.DO
_RANK_BY_CODE = {r.code: r for r in Rank}

LE_TRIPLES = ((Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT), (Rank.CHARIOT, Rank.CANNON, Rank.HORSE))
"""The two lẻ: Tướng–Sĩ–Tượng and Xe–Pháo–Mã, each of one colour (the same pieces as Tam Cúc's triples)."""


@dataclass(frozen=True)
class Card:
    """One Tứ Sắc card: a piece (:class:`~tamcuc.cards.Rank`) and a :class:`Colour`.

    Copies are interchangeable, so two cards with the same piece and colour are
    equal. Cards have no order (nothing beats anything in Tứ Sắc); ``sort_key``
    only lays a hand out tidily: by colour, then Tướng … Tốt.
    """

    rank: Rank
    colour: Colour

    def __post_init__(self):
        if not isinstance(self.rank, Rank) or not isinstance(self.colour, Colour):
            raise NotationError(t("Card() takes a Rank and a tusac.Colour, not {rank} and {colour}; to read text "
                                  "use Card.parse('Rx')", None, rank=shown(self.rank), colour=shown(self.colour)))

    @classmethod
    def parse(cls, text) -> "Card":
        """Returns the card named by a code such as ``"Rx"`` (Xe xanh); raises :class:`NotationError`."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise NotationError(t("a Tứ Sắc card is named by text such as 'Rx', not by {text}", None, text=shown(text)))
        cards = _parse_token(text.strip(), text)
        if len(cards) != 1:
            raise NotationError(t("{text} names {n} cards; Card.parse reads one, parse_hand reads many", None,
                                  text=shown(text), n=len(cards)))
        return cards[0]

    @property
    def code(self) -> str:
        """Returns the code: piece letter and colour letter, e.g. ``Rx``."""
        return self.rank.code + self.colour.code

    @property
    def name_vi(self) -> str:
        """Returns the Vietnamese name, e.g. ``Xe xanh``."""
        return f"{self.rank.name_vi} {self.colour.name_vi}"

    @property
    def name_en(self) -> str:
        """Returns the English name, e.g. ``green chariot``."""
        return f"{self.colour.name_en} {self.rank.name_en}"

    def name(self, lang: Optional[str] = None) -> str:
        """Returns the card's name for a sentence in ``lang``: ``green chariot``, ``xe xanh``."""
        return self.name_en if resolve(lang) == "en" else self.name_vi.lower()

    @property
    def label(self) -> str:
        """Returns the accessible name used in pictures: ``Xe xanh (green chariot)``."""
        return f"{self.name_vi} ({self.name_en})"

    def short_in(self, lang: Optional[str] = None) -> str:
        """Returns the card as a meld list names it: ``xe xanh`` in Vietnamese (a common noun, lower case, as the
        style guide asks), ``green Xe`` in English."""
        if resolve(lang) == "en":
            return f"{self.colour.name_en} {self.rank.name_vi}"
        return self.name_vi.lower()

    def label_in(self, lang: Optional[str] = None) -> str:
        """Returns the accessible name in ``lang``: ``Xe xanh (green chariot)`` in English, ``Xe xanh`` in Vietnamese."""
        return self.label if resolve(lang) == "en" else self.name_vi

    @property
    def han(self) -> str:
        """Returns the Hán character of the piece (the same as on a Tam Cúc card)."""
        return self.rank.han

    @property
    def sort_key(self) -> tuple:
        """Returns (colour, piece): the display order, not an order of strength."""
        return (self.colour.value, self.rank.value)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def _repr_svg_(self) -> str:
        from .drawing import card_svg

        return card_svg(self)


_ALL = tuple(Card(r, c) for c in Colour for r in Rank)
_BY_CODE = {card.code: card for card in _ALL}

_TOKEN = re.compile(r"([1-9]?)([A-Za-z])([A-Za-zđĐ]?)")

_PIECE_WORDS = {"tuong": Rank.GENERAL, "si": Rank.ADVISOR, "sy": Rank.ADVISOR, "tinh": Rank.ELEPHANT,
                "xe": Rank.CHARIOT, "phao": Rank.CANNON, "ma": Rank.HORSE, "tot": Rank.SOLDIER, "chot": Rank.SOLDIER}
_PIECES_HELP = "K Tướng, A Sĩ, E Tượng, R Xe, C Pháo, H Mã, P Tốt"
_COLOURS_HELP = N_("x xanh (green), v vàng (yellow), t trắng (white), d đỏ (red)")


def _colours_help() -> str:
    return t(_COLOURS_HELP, None)


def _parse_token(token: str, whole: str) -> list:
    """Returns the cards of one token such as ``Rx`` or ``2Rx``; raises a teaching NotationError."""
    m = _TOKEN.fullmatch(unicodedata.normalize("NFC", token))
    if not token:
        raise NotationError(t("an empty string names no Tứ Sắc card; write a code such as 'Rx' (Xe xanh)", None))
    bare = "".join(ch for ch in unicodedata.normalize("NFD", token.lower().replace("đ", "d"))
                   if not unicodedata.combining(ch))
    if bare in _PIECE_WORDS:
        rank = _PIECE_WORDS[bare]
        raise NotationError(t(
            "{whole}: Tứ Sắc hands are written in codes, not names: {piece} is {code}, then a colour letter "
            "({colours}), so {piece} đỏ is '{letter}d'", None,
            whole=shown(whole), piece=rank.name_vi, code=shown(rank.code), colours=_colours_help(), letter=rank.code))
    if m is None:
        raise NotationError(t(
            "{token} in {whole} is not a Tứ Sắc card: write the piece letter ({pieces}), then the colour letter "
            "({colours}), e.g. 'Rx' for Xe xanh; '2Rx' is two of them", None,
            token=shown(token), whole=shown(whole), pieces=_PIECES_HELP, colours=_colours_help()))
    count, piece, colour = m.groups()
    rank = _RANK_BY_CODE.get(piece.upper())
    if rank is None:
        raise NotationError(t("{token} in {whole}: {piece} is not a piece; the seven pieces are {pieces}", None,
                              token=shown(token), whole=shown(whole), piece=shown(piece), pieces=_PIECES_HELP))
    if not colour:
        raise NotationError(t(
            "{token} in {whole} has no colour. Tứ Sắc cards come in four colours and, unlike in Tam Cúc, upper "
            "and lower case do not give one: add a colour letter, {colours}, e.g. '{letter}x' for {piece} xanh",
            None, token=shown(token), whole=shown(whole), colours=_colours_help(), letter=rank.code,
            piece=rank.name_vi if resolve(None) == "en" else rank.name_vi.lower()))
    col = _COLOUR_BY_CODE.get(colour.lower())
    if col is None:
        raise NotationError(t("{token} in {whole}: {colour} is not a colour; the four colours are {colours}", None,
                              token=shown(token), whole=shown(whole), colour=shown(colour), colours=_colours_help()))
    n = int(count) if count else 1
    if n > COPIES:
        raise NotationError(t(
            "{token} in {whole} asks for {n} copies, but the deck has only {copies} of each piece in each colour",
            None, token=shown(token), whole=shown(whole), n=n, copies=COPIES))
    return [Card(rank, col)] * n


class Hand(tuple):
    """Tứ Sắc cards, in the order given (a tuple of :class:`Card`).

    ``Hand("Rx Rx Cx Hx")`` reads the notation; ``str(hand)`` writes it back. A
    hand never holds more than four copies of one card, as the deck has four. In
    a notebook it draws itself.
    """

    def __new__(cls, cards: "Iterable | str" = ()) -> "Hand":
        if isinstance(cards, str):
            items = []
            for token in cards.replace(",", " ").split():
                items.extend(_parse_token(token, cards))
        elif isinstance(cards, (bytes, dict)) or not hasattr(cards, "__iter__"):  # 42, None: named, not a TypeError
            raise NotationError(t("a Tứ Sắc hand is text such as 'Rx Cx Hx' or a list of cards, not {cards}", None,
                                  cards=shown(cards)))
        else:
            items = [Card.parse(c) for c in cards]
        counts = Counter(items)
        for card, n in counts.items():
            if n > COPIES:
                raise NotationError(t(
                    "{n} × {code} ({name}) is more than the deck holds: a Tứ Sắc deck has {copies} copies of each "
                    "piece in each colour", None, n=n, code=card.code, name=card.short_in(), copies=number_word(COPIES)))
        return super().__new__(cls, items)

    def __str__(self) -> str:
        return " ".join(c.code for c in self)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"

    def sorted(self) -> "Hand":
        """Returns the same cards laid out by colour, then Tướng … Tốt."""
        return Hand(sorted(self, key=lambda c: c.sort_key))

    def counts(self) -> Counter:
        """Returns a Counter of card → copies."""
        return Counter(self)

    def svg(self, title: Optional[str] = None, width: float = 36) -> str:
        """Returns the hand as SVG (see :func:`tamcuc.tusac.drawing.hand_svg`)."""
        from .drawing import hand_svg

        return hand_svg(self, title=title, width=width)

    def html(self, caption: Optional[str] = None, width: float = 44) -> str:
        """Returns the hand as an HTML figure that wraps on narrow screens (see :func:`tamcuc.tusac.drawing.hand_html`)."""
        from .drawing import hand_html

        return hand_html(self, caption=caption, width=width)

    def _repr_html_(self) -> str:
        return self.html()


def parse_hand(text: str) -> Hand:
    """Returns the :class:`Hand` named by ``text`` (see the notation in the module docstring)."""
    if not isinstance(text, str):
        raise NotationError(t("parse_hand() takes text such as 'Rx Cx Hx', not {text}", None, text=shown(text)))
    return Hand(text)


def deck() -> Hand:
    """Returns the 112-card deck: for each colour xanh, vàng, trắng, đỏ, four of each of the seven pieces."""
    return Hand(card for card in _ALL for _ in range(COPIES))


# -- the rules -----------------------------------------------------------------------------


@dataclass(frozen=True)
class TuSacRules:
    """Every Tứ Sắc rule the analyser and the deal use, as data. ``TuSacRules()`` is :data:`SOURCE`.

    Facts the source states are fields too, so a house's table can be written
    down; the fields marked *open* are points the source leaves open, with the
    reading chosen here.

    Dealing (source: best with four, two or three can play; "5 lá một lượt", 20 each,
    one more for the dealer): ``players`` 4, ``hand_size`` 20, ``dealer_extra`` 1, ``packet`` 5.

    Melds:

    - ``lone_general`` (True): a Tướng on its own is a chẵn ("Tướng có từ 1 đến 4 lá").
    - ``mixed_soldiers`` (3, 4): the sizes of a chẵn of Tốt of mixed colours.
    - ``soldiers_all_different`` (True, *open*): in such a chẵn every colour differs.
      The source says "khác màu" (different colours); its bài bụng note (a pair of
      Tốt of one colour with two Tốt of other colours is an awkward hand) only
      makes sense if Tốt đỏ, Tốt đỏ, Tốt xanh, Tốt vàng is *not* a four-soldier chẵn.
      False: any mix of at least two colours.
    - ``quan_stays_whole`` (True): four identical cards are always one quan (the
      source: a quan dealt to you must be laid down on the mat); False lets a lẻ
      take one of them.

    Lệnh (the source's table; melds still in the hand unless marked exposed):

    - ``lenh_pair`` 0; ``lenh_general`` 1 (a lone Tướng);
    - ``lenh_three_exposed`` 1: a laid-down (khui) lẻ, khạp or three mixed Tốt;
    - ``lenh_four_exposed`` 6: a laid-down quan;
    - ``lenh_khap`` 3 and ``lenh_quan`` 8: a khạp or quan still in the hand;
    - ``lenh_soldiers4`` 2: four Tốt of four colours;
    - ``lenh_le`` 1 (*open*): a lẻ still in the hand (the source only prices laid-down
      ones; the same 1 lệnh is assumed);
    - ``lenh_soldiers3`` 1 (*open*): three mixed Tốt still in the hand (likewise);
    - ``general_bonus_in_melds`` (False, *open*): whether each Tướng inside a pair,
      khạp, quan or lẻ also earns ``lenh_general``;
    - ``lenh_going_out`` 3: added for the player who goes out (tới);
    - ``quan_doubles`` (True): going out on a card that makes a quan doubles the total.

    Claiming discards (who may take a thrown card, and in which order) is
    described in the lesson; it is not modelled here, as the analyser needs none of it.
    """

    players: int = 4
    hand_size: int = 20
    dealer_extra: int = 1
    packet: int = 5
    lone_general: bool = True
    mixed_soldiers: tuple = (3, 4)
    soldiers_all_different: bool = True
    quan_stays_whole: bool = True
    lenh_pair: int = 0
    lenh_general: int = 1
    lenh_three_exposed: int = 1
    lenh_four_exposed: int = 6
    lenh_khap: int = 3
    lenh_quan: int = 8
    lenh_soldiers4: int = 2
    lenh_le: int = 1
    lenh_soldiers3: int = 1
    general_bonus_in_melds: bool = False
    lenh_going_out: int = 3
    quan_doubles: bool = True

    def __post_init__(self):
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.type in ("int",) and (isinstance(value, bool) or not isinstance(value, int)):
                raise RulesError(t("TuSacRules.{field}={value}: give a whole number", None,
                                   field=f.name, value=shown(value)))
            if f.type in ("bool",) and not isinstance(value, bool):
                raise RulesError(t("TuSacRules.{field}={value}: give True or False", None,
                                   field=f.name, value=shown(value)))
        if self.players not in (2, 3, 4):
            raise RulesError(t("TuSacRules.players={players}: Tứ Sắc is played by 2, 3 or 4", None,
                               players=shown(self.players)))
        if not 1 <= self.packet or self.hand_size < 1 or self.dealer_extra < 0 or (
                self.players * self.hand_size + self.dealer_extra > COPIES * 28):
            raise RulesError(t(
                "TuSacRules: {players} hands of {size} (+{extra} for the dealer) in packets of {packet} do not fit "
                "the 112-card deck", None,
                players=self.players, size=self.hand_size, extra=self.dealer_extra, packet=self.packet))
        sizes = tuple(self.mixed_soldiers)
        if not sizes or any(s not in (2, 3, 4) for s in sizes) or (self.soldiers_all_different and max(sizes) > 4):
            raise RulesError(t(
                "TuSacRules.mixed_soldiers={sizes}: sizes of a mixed-colour Tốt chẵn, from 2 to 4 (there are only "
                "four colours)", None, sizes=shown(self.mixed_soldiers)))
        object.__setattr__(self, "mixed_soldiers", tuple(sorted(set(sizes))))

    def replace(self, **changes) -> "TuSacRules":
        """Returns a copy with some fields changed; an unknown field is a :class:`RulesError`."""
        names = {f.name for f in dataclasses.fields(self)}
        bad = sorted(set(changes) - names)
        if bad:
            raise RulesError(t("TuSacRules has no field {field}; the fields are {fields}", None,
                               field=shown(bad[0]), fields=sorted(names)))
        return dataclasses.replace(self, **changes)


SOURCE = TuSacRules()
"""The rules as the project's Tứ Sắc source gives them, open points read as documented."""


def deal(rules: Optional[TuSacRules] = None, seed=None, dealer: int = 0):
    """Returns (hands, pile): ``rules.hand_size`` cards for each of ``rules.players``, one more for ``dealer``.

    As :func:`tamcuc.deal` does for Tam Cúc, the deck is shuffled by ``seed`` (an
    int or a ``random.Random``); it is dealt ``rules.packet`` cards at a time, as
    the source describes, and the dealer's extra card comes off the top of what
    is left. The rest is the draw pile (nọc), face down in the middle.
    """
    from ..dealing import make_rng

    rules = SOURCE if rules is None else rules
    if not isinstance(rules, TuSacRules):
        raise RulesError(t("rules={rules}: give a TuSacRules", None, rules=shown(rules)))
    players = rules.players
    dealer = checks.seat(dealer, players, "dealer")
    cards = list(deck())
    make_rng(seed).shuffle(cards)
    hands = [[] for _ in range(players)]
    pos = 0
    while any(len(h) < rules.hand_size for h in hands):
        for h in hands:
            take = min(rules.packet, rules.hand_size - len(h))
            h.extend(cards[pos:pos + take])
            pos += take
    hands[dealer].extend(cards[pos:pos + rules.dealer_extra])
    pos += rules.dealer_extra
    return [Hand(h) for h in hands], Hand(cards[pos:])


# -- melds ---------------------------------------------------------------------------------


class MeldKind(Enum):
    """The kinds of meld. All are chẵn except :attr:`LE`."""

    GENERAL = "tướng"
    PAIR = "đôi"
    KHAP = "khạp"
    QUAN = "quan"
    SOLDIERS = "chốt khác màu"
    LE = "lẻ"

    @property
    def is_chan(self) -> bool:
        """Returns True for the chẵn kinds (everything but lẻ)."""
        return self is not MeldKind.LE

    @property
    def name_en(self) -> str:
        """Returns a short English gloss."""
        return _GLOSSES[self.name]

    def gloss(self, lang: Optional[str] = None) -> str:
        """Returns the short gloss in ``lang``: ``two identical cards``, ``hai quân giống hệt nhau``."""
        return t(_GLOSSES[self.name], lang)


_GLOSSES = {
    "GENERAL": N_("a general on its own"),
    "PAIR": N_("two identical cards"),
    "KHAP": N_("three identical cards"),
    "QUAN": N_("four identical cards"),
    "SOLDIERS": N_("soldiers of different colours"),
    "LE": N_("a one-colour Tướng–Sĩ–Tượng or Xe–Pháo–Mã"),
}


def meld_kind(cards, rules: TuSacRules = SOURCE) -> Optional[MeldKind]:
    """Returns the :class:`MeldKind` that ``cards`` form under ``rules``, or None if they form none.

    >>> meld_kind("Rx Cx Hx"), meld_kind("Pd Px Pv"), meld_kind("Rx Cv Hx")
    (<MeldKind.LE: 'lẻ'>, <MeldKind.SOLDIERS: 'chốt khác màu'>, None)
    """
    cards = cards if isinstance(cards, Hand) else Hand(cards)
    n = len(cards)
    if n == 0:
        return None
    kinds = set(cards)
    if len(kinds) == 1:
        card = cards[0]
        if n == 1:
            return MeldKind.GENERAL if card.rank is Rank.GENERAL and rules.lone_general else None
        return (None, None, MeldKind.PAIR, MeldKind.KHAP, MeldKind.QUAN)[n]
    if all(c.rank is Rank.SOLDIER for c in cards) and n in rules.mixed_soldiers:
        colours = [c.colour for c in cards]
        if (len(set(colours)) == n) if rules.soldiers_all_different else len(set(colours)) >= 2:
            return MeldKind.SOLDIERS
        return None
    if n == 3 and len({c.colour for c in cards}) == 1:
        ranks = sorted(c.rank.value for c in cards)
        if any(ranks == [r.value for r in t] for t in LE_TRIPLES):
            return MeldKind.LE
    return None


@dataclass(frozen=True)
class Meld:
    """A meld: its :class:`MeldKind` and cards; ``exposed`` when laid down on the mat (khui)."""

    kind: MeldKind
    cards: Hand
    exposed: bool = False

    @property
    def is_chan(self) -> bool:
        """Returns True for a chẵn, False for a lẻ."""
        return self.kind.is_chan

    def lenh(self, rules: TuSacRules = SOURCE) -> int:
        """Returns the lệnh of this meld under ``rules`` (the source's table by default)."""
        k, n, r = self.kind, len(self.cards), rules
        if k is MeldKind.GENERAL:
            base = r.lenh_general
        elif k is MeldKind.PAIR:
            base = r.lenh_pair
        elif k is MeldKind.KHAP:
            base = r.lenh_three_exposed if self.exposed else r.lenh_khap
        elif k is MeldKind.QUAN:
            base = r.lenh_four_exposed if self.exposed else r.lenh_quan
        elif k is MeldKind.SOLDIERS:
            if n == 4:
                base = r.lenh_soldiers4
            else:
                base = r.lenh_three_exposed if self.exposed else r.lenh_soldiers3
        else:
            base = r.lenh_three_exposed if self.exposed else r.lenh_le
        if r.general_bonus_in_melds and k is not MeldKind.GENERAL:
            base += r.lenh_general * sum(c.rank is Rank.GENERAL for c in self.cards)
        return base

    @property
    def name(self) -> str:
        """Returns how the lesson names it: ``lẻ Xe–Pháo–Mã xanh``, ``khạp Tốt đỏ``, ``Tướng vàng``…"""
        c = self.cards[0]
        if self.kind is MeldKind.GENERAL:
            return c.name_vi
        if self.kind is MeldKind.LE:
            return "lẻ " + "–".join(x.rank.name_vi for x in self.cards) + " " + c.colour.name_vi
        if self.kind is MeldKind.SOLDIERS:
            return f"{len(self.cards)} Tốt khác màu"
        return f"{self.kind.value} {c.name_vi}"

    def name_in(self, lang: Optional[str] = None) -> str:
        """Returns :attr:`name` for a sentence in ``lang``; in English the colour is English:
        ``đôi of green Xe``, ``lẻ Xe–Pháo–Mã in green``, ``3 Tốt of different colours``."""
        c = self.cards[0]
        if resolve(lang) != "en":  # piece names in lower case mid-sentence; the named sets keep their capitals
            if self.kind is MeldKind.LE:
                return self.name
            if self.kind is MeldKind.SOLDIERS:  # a small count in words in Vietnamese prose: "ba tốt khác màu"
                from ..wording import number_word
                return t("{n} Tốt of different colours", lang, n=number_word(len(self.cards), lang))
            return c.short_in(lang) if self.kind is MeldKind.GENERAL else f"{self.kind.value} {c.short_in(lang)}"
        if self.kind is MeldKind.GENERAL:
            return c.short_in(lang)
        if self.kind is MeldKind.LE:
            return "lẻ " + "–".join(x.rank.name_vi for x in self.cards) + f" in {c.colour.name_en}"
        if self.kind is MeldKind.SOLDIERS:
            return t("{n} Tốt of different colours", lang, n=len(self.cards))
        return f"{self.kind.value} of {c.short_in(lang)}"

    def __str__(self) -> str:
        return "[" + str(self.cards) + "]"


def _meld(kind: MeldKind, cards) -> Meld:
    return Meld(kind, Hand(sorted(cards, key=lambda c: c.sort_key)))


# -- the analyser ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Arrangement:
    """One way of sorting a hand: melds and rác (the leftovers), with the melds' lệnh."""

    melds: tuple
    rac: Hand
    lenh: int

    @property
    def chan(self) -> tuple:
        """Returns the chẵn melds."""
        return tuple(m for m in self.melds if m.is_chan)

    @property
    def le(self) -> tuple:
        """Returns the lẻ melds."""
        return tuple(m for m in self.melds if not m.is_chan)

    @property
    def rac_count(self) -> int:
        """Returns how many cards are left over."""
        return len(self.rac)

    @property
    def is_out(self) -> bool:
        """Returns True when no card is left over: the hand can go out (tới)."""
        return not self.rac

    def score(self, rules: TuSacRules = SOURCE, by_quan: bool = False) -> int:
        """Returns the lệnh of going out with this arrangement: melds + ``lenh_going_out``, doubled for a quan finish.

        Raises :class:`RulesError` if cards are left over (a hand with rác cannot go out).
        """
        if self.rac:
            raise RulesError(t("{arrangement} still has rác ({rac}); only a hand with no rác goes out (tới)", None,
                               arrangement=self, rac=self.rac))
        total = self.lenh + rules.lenh_going_out
        return total * 2 if by_quan and rules.quan_doubles else total

    def cards(self) -> Hand:
        """Returns every card of the arrangement: the melds' cards, then the rác."""
        return Hand([c for m in self.melds for c in m.cards] + list(self.rac))

    def describe(self, lang: Optional[str] = None) -> str:
        """Returns one sentence in ``lang``, small counts in words, e.g. ``two chẵn and one lẻ, one rác (Xe xanh);
        one lệnh.`` (``hai chẵn và một lẻ, một lá rác (xe xanh); một lệnh.``)."""
        # a zero lệnh in words: "không có lệnh nào", not "0 lệnh" (docs/vietnamese-style.md)
        from ..wording import join, number_word

        lenh = t("{n} lệnh", lang, n=number_word(self.lenh, lang)) if self.lenh else t("no lệnh", lang)
        chan, le = number_word(len(self.chan), lang), number_word(len(self.le), lang)  # small counts in words
        if self.chan and self.le:
            melds = t("{chan} chẵn and {le} lẻ", lang, chan=chan, le=le)
        elif self.chan:  # a zero said as "no lẻ", never "không lẻ"
            melds = t("{chan} chẵn, no lẻ", lang, chan=chan)
        elif self.le:
            melds = t("{le} lẻ, no chẵn", lang, le=le)
        else:
            melds = t("no chẵn and no lẻ", lang)
        if self.rac:
            return t("{melds}, {n} rác ({rac}); {lenh}.", lang, melds=melds, n=number_word(len(self.rac), lang),
                     rac=join([c.short_in(lang) for c in self.rac], lang=lang), lenh=lenh)
        return t("{melds}, no rác; {lenh}.", lang, melds=melds, lenh=lenh)

    def words(self, lang: Optional[str] = None) -> str:
        """Returns the melds and rác in words, e.g. ``lẻ Xe–Pháo–Mã xanh; one rác: Xe xanh``; identical melds are
        counted, not repeated: ``hai tướng xanh (mỗi quân đứng riêng là một chẵn)``, ``hai đôi xe đỏ``."""
        from ..wording import join, number_word

        melds = join(self._meld_names(lang, note=True), lang=lang) or t("no meld", lang)
        if not self.rac:
            return t("{melds}; no rác", lang, melds=melds)
        return t("{melds}; {n} rác: {rac}", lang, melds=melds, n=number_word(len(self.rac), lang),
                 rac=join([c.short_in(lang) for c in self.rac], lang=lang))

    def _meld_names(self, lang: Optional[str] = None, note: bool = False) -> list:
        """Returns the melds' names in ``lang``, identical melds counted, not repeated (``hai tướng xanh``, ``hai đôi
        xe đỏ``); ``note`` adds to counted generals that each is a chẵn on its own."""
        from ..wording import number_word

        counted = {}  # name -> (meld, how many), in the order first met
        for m in self.melds:
            name = m.name_in(lang)
            counted[name] = (m, counted.get(name, (m, 0))[1] + 1)
        names = []
        for name, (m, n) in counted.items():
            if n == 1:
                names.append(name)
            elif m.kind is MeldKind.GENERAL and note:
                names.append(t("{n} {card} (each a chẵn on its own)", lang, n=number_word(n, lang), card=name))
            else:
                names.append(t("{n} {meld}", lang, n=number_word(n, lang), meld=name))
        return names

    def __str__(self) -> str:
        text = " ".join(str(m) for m in self.melds)
        if self.rac:
            text += (" " if text else "") + "rác: " + str(self.rac)
        return text

    def _repr_html_(self) -> str:
        from .drawing import arrangement_html

        return arrangement_html(self)


def _partitions(n: int, smallest: int, largest: int = COPIES) -> list:
    """Returns the ways of splitting n identical cards into groups of ``smallest`` … ``largest`` (sizes descending)."""
    out = []

    def rec(left, cap, acc):
        if left == 0:
            out.append(tuple(acc))
            return
        for size in range(min(cap, left), smallest - 1, -1):
            rec(left - size, size, acc + [size])

    rec(n, largest, [])
    return out


_GROUP_KIND = {1: MeldKind.GENERAL, 2: MeldKind.PAIR, 3: MeldKind.KHAP, 4: MeldKind.QUAN}


@lru_cache(maxsize=None)
def _same_options(card: Card, n: int, rules: TuSacRules) -> tuple:
    """Returns the ways to sort ``n`` copies of ``card``: (meld sizes, rác count), every one."""
    smallest = 1 if card.rank is Rank.GENERAL and rules.lone_general else 2
    out = []
    for rac in range(n + 1):
        if smallest == 1 and rac:
            break  # a Tướng can always stand alone: leaving one as rác is never a way of sorting
        for sizes in _partitions(n - rac, smallest):
            if rules.quan_stays_whole and n == COPIES and sizes != (COPIES,):
                continue
            out.append((sizes, rac))
    return tuple(out)


def _groups(card: Card, sizes, rac: int) -> tuple:
    melds = tuple(_meld(_GROUP_KIND[s], [card] * s) for s in sizes)
    return melds, (card,) * rac


@lru_cache(maxsize=None)
def _triple_block(cards: tuple, counts: tuple, rules: TuSacRules) -> tuple:
    """Returns every way to sort the cards of one lẻ family of one colour: (melds, rác) pairs."""
    limit = min(counts)
    if rules.quan_stays_whole and COPIES in counts:
        limit = 0
    out = []
    for k in range(limit + 1):
        rest = [n - k for n in counts]
        per = [_same_options(c, n, rules) if n else (((), 0),) for c, n in zip(cards, rest)]
        le = tuple(_meld(MeldKind.LE, cards) for _ in range(k))
        for a in per[0]:
            for b in per[1]:
                for c in per[2]:
                    melds, rac = list(le), []
                    for card, (sizes, r) in zip(cards, (a, b, c)):
                        m, left = _groups(card, sizes, r)
                        melds.extend(m)
                        rac.extend(left)
                    out.append((tuple(melds), tuple(rac)))
    return tuple(out)


@lru_cache(maxsize=None)
def _soldier_sets(rules: TuSacRules) -> tuple:
    """Returns every mixed-colour soldier chẵn as a tuple of colour counts, e.g. (1, 1, 1, 0)."""
    sets = []
    for size in rules.mixed_soldiers:
        if rules.soldiers_all_different:
            for cols in combinations(range(4), size):
                sets.append(tuple(1 if i in cols else 0 for i in range(4)))
        else:
            def rec(i, left, acc):
                if i == 3:
                    v = acc + [left]
                    if sum(1 for x in v if x) >= 2:
                        sets.append(tuple(v))
                    return
                for x in range(left + 1):
                    rec(i + 1, left - x, acc + [x])

            rec(0, size, [])
    return tuple(sets)


@lru_cache(maxsize=None)
def _soldier_block(counts: tuple, rules: TuSacRules) -> tuple:
    """Returns every way to sort the soldiers (counts per colour): (melds, rác) pairs."""
    sets = _soldier_sets(rules)
    soldiers = [Card(Rank.SOLDIER, c) for c in Colour]
    fixed = [rules.quan_stays_whole and n == COPIES for n in counts]
    choices = []

    def rec(i, left, acc):
        if i == len(sets):
            choices.append((tuple(acc), tuple(left)))
            return
        rec(i + 1, left, acc)
        s = sets[i]
        usable = [j for j in range(4) if s[j]]
        if any(fixed[j] for j in usable):
            return
        times = min(left[j] // s[j] for j in usable)
        for t in range(1, times + 1):
            rest = [left[j] - t * s[j] for j in range(4)]
            rec(i + 1, rest, acc + [s] * t)

    rec(0, list(counts), [])
    out = []
    for mixed, left in choices:
        le = []
        for s in mixed:
            le.append(_meld(MeldKind.SOLDIERS, [soldiers[j] for j in range(4) for _ in range(s[j])]))
        per = [_same_options(soldiers[j], n, rules) if n else (((), 0),) for j, n in enumerate(left)]

        def combine(j, melds, rac):
            if j == 4:
                out.append((tuple(melds), tuple(rac)))
                return
            for sizes, r in per[j]:
                m, rest = _groups(soldiers[j], sizes, r)
                combine(j + 1, melds + list(m), rac + list(rest))

        combine(0, list(le), [])
    return tuple(out)


@dataclass(frozen=True)
class Analysis:
    """What :func:`analyse` found: the hand, the rules, and the arrangements, best first.

    ``arrangements`` holds every distinct way of sorting the hand whose rác is
    at most ``fewest_rac + slack``. They are ordered by fewest rác, then most
    melds, then most lệnh, then notation; ``best`` is the first.
    """

    hand: Hand
    rules: TuSacRules
    slack: int
    arrangements: tuple

    @property
    def best(self) -> Arrangement:
        """Returns the best arrangement (fewest rác, then most melds, then most lệnh)."""
        return self.arrangements[0]

    @property
    def fewest_rac(self) -> int:
        """Returns the smallest number of rác any arrangement leaves."""
        return self.arrangements[0].rac_count

    @property
    def optimal(self) -> tuple:
        """Returns the arrangements that leave the fewest rác."""
        return tuple(a for a in self.arrangements if a.rac_count == self.fewest_rac)

    def explain(self, lang: Optional[str] = None) -> str:
        """Returns a short text in ``lang``: how the best arrangement sorts the hand, and how many others tie."""
        from ..wording import number_word

        best = self.best
        lines = [t("Best: {how}", lang, how=best.describe(lang))]
        ties = len(self.optimal) - 1
        if ties:
            lines.append(tn("{n} other way also leaves {rac} rác.", "{n} other ways also leave {rac} rác.", ties, lang,
                            n=number_word(ties, lang), rac=number_word(best.rac_count, lang)))
        if best.is_out:
            lines.append(t("No rác: every card is in a meld, as going out (tới) needs; with the {bonus} lệnh for "
                           "going out that makes {total} lệnh.", lang,
                           bonus=number_word(self.rules.lenh_going_out, lang),
                           total=number_word(best.score(self.rules), lang)))
        return " ".join(lines)

    def _repr_html_(self) -> str:
        from .drawing import analysis_html

        return analysis_html(self)


def _key(a: Arrangement) -> tuple:
    return (a.rac_count, -len(a.melds), -a.lenh, str(a))


def analyse(hand, rules: TuSacRules = SOURCE, slack: int = 0) -> Analysis:
    """Returns the :class:`Analysis` of ``hand``: its arrangements into chẵn and lẻ with the fewest rác.

    ``hand`` is a :class:`Hand` or text in the notation. ``slack`` > 0 also keeps
    arrangements with up to that many more rác (to show a worse choice beside
    the best one, as in the bài bụng examples). Generals never become rác (a Tướng
    alone is a chẵn), and with ``rules.quan_stays_whole`` four identical cards are
    always one quan.

    The hand splits into independent families: for each colour Tướng–Sĩ–Tượng
    and Xe–Pháo–Mã (only they can share a lẻ), and all the Tốt together (they can
    mix colours). Each family's ways are listed once and combined.
    """
    hand = hand if isinstance(hand, Hand) else Hand(hand)
    if not isinstance(rules, TuSacRules):
        raise RulesError(t("rules={rules}: give a TuSacRules", None, rules=shown(rules)))
    if isinstance(slack, bool) or not isinstance(slack, int) or slack < 0:
        raise RulesError(t("slack={slack}: a whole number of extra rác, 0 or more", None, slack=shown(slack)))
    counts = Counter(hand)
    blocks = []
    for colour in Colour:
        for triple in LE_TRIPLES:
            cards = tuple(Card(r, colour) for r in triple)
            cs = tuple(counts.get(c, 0) for c in cards)
            if any(cs):
                blocks.append(_triple_block(cards, cs, rules))
    sold = tuple(counts.get(Card(Rank.SOLDIER, c), 0) for c in Colour)
    if any(sold):
        blocks.append(_soldier_block(sold, rules))
    # Per family: (extra rác over that family's fewest, melds, rác), so a total over budget is cut early.
    fams = []
    for options in blocks:
        low = min(len(r) for _, r in options)
        fams.append(sorted(((len(r) - low, m, r) for m, r in options), key=lambda x: x[0]))
    found = set()
    arrangements = []

    def rec(i, budget, melds, rac):
        if i == len(fams):
            ms = tuple(sorted(melds, key=lambda m: (m.cards[0].sort_key, -len(m.cards), m.kind.value, str(m))))
            rc = Hand(sorted(rac, key=lambda c: c.sort_key))
            key = (tuple(str(m) for m in ms), str(rc))
            if key not in found:
                found.add(key)
                arrangements.append(Arrangement(ms, rc, sum(m.lenh(rules) for m in ms)))
            return
        for extra, m, r in fams[i]:
            if extra > budget:
                break
            rec(i + 1, budget - extra, melds + list(m), rac + list(r))

    rec(0, slack, [], [])
    arrangements.sort(key=_key)
    return Analysis(hand, rules, slack, tuple(arrangements))


# -- the benchmark ---------------------------------------------------------------------------


def bench(hands: int = 300, seed: int = 0, size: int = 20) -> float:
    """Returns the mean milliseconds to analyse one random ``size``-card hand (``hands`` hands from ``seed``).

    The analyser's family cache is cleared first, so the figure includes working
    each family out the first time.
    """
    for f in (_triple_block, _soldier_block, _same_options, _soldier_sets):
        f.cache_clear()
    rng = random.Random(seed)
    cards = list(deck())
    samples = [Hand(rng.sample(cards, size)) for _ in range(hands)]
    start = time.perf_counter()
    for h in samples:
        analyse(h)
    return (time.perf_counter() - start) * 1000 / hands


def _main(argv: Sequence[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tamcuc.tusac", description="Tứ Sắc meld analyser")
    parser.add_argument("hand", nargs="?", help="a hand in the notation, e.g. 'Rx Rx Cx Hx'")
    parser.add_argument("--bench", action="store_true", help="print ms per random 20-card hand analysis")
    parser.add_argument("--hands", type=int, default=300)
    args = parser.parse_args(argv)
    if args.bench:
        worst = 0.0
        ms = bench(args.hands)
        for seed in range(1, 4):
            worst = max(worst, bench(args.hands // 3 or 1, seed))
        print(f"Tứ Sắc analyser: {ms:.2f} ms per random 20-card hand ({args.hands} hands, cold cache); "
              f"worst of three further runs {worst:.2f} ms; target < 50 ms")
        return 0
    if not args.hand:
        parser.error("give a hand, or --bench")
    a = analyse(args.hand)
    print(a.best)
    print(a.explain())
    return 0

"""Quiz kinds of the Tứ Sắc lesson (13): what makes a meld, rác, lệnh, and how the two games differ.

Every answer is computed: Tứ Sắc answers by :mod:`tamcuc.tusac` (``meld_kind``,
``analyse``, ``Meld.lenh``, ``deck``, ``deal``), Tam Cúc answers by the Tam Cúc
engine (``is_play``, ``Play``, ``deck``, ``deal``). The pictures are the engine's
own: Tứ Sắc groups are :class:`tamcuc.tusac.Hand`, which draw themselves; Tam
Cúc groups are :class:`tamcuc.cards.Hand`.

They are registered in the quizzes' one registry (:data:`tamcuc.quiz.model.KINDS`) when
:mod:`tamcuc.quiz` is imported, after the Tam Cúc kinds of :mod:`tamcuc.quiz.kinds`.

As in the Tam Cúc kinds, the right answer's explanation carries the reasoning and
each wrong answer's says what is wrong with *that* answer, so a reader who tries
several choices does not read the same sentence again. Every sentence is a message of the
catalogue, written in the question's ``lang`` (the melds keep their Vietnamese names, chẵn,
lẻ, khạp, quan, rác, in both languages).

>>> from tamcuc.quiz import question
>>> q = question("tusac-meld", seed=0)
>>> q.grade(q.answer).correct
True
"""

from __future__ import annotations

import inspect

from . import model as ts
from ..cards import Hand as TamCucHand
from ..cards import Rank
from ..cards import deck as tamcuc_deck
from ..dealing import deal as tamcuc_deal
from ..i18n import N_, t
from ..plays import Kind, Play, is_play
from ..rules import Rules
from ..wording import join as _join_words, number_word
from ..quiz.kinds.common import play_phrase
from ..quiz.model import Choice, Question, register
from .._public import public_dir

__all__ = [
    "LESSON", "meld", "rac", "lenh", "both", "numbers", "bung",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

LESSON = 13

_FAMILIES = ts.LE_TRIPLES


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _join(items, last: str = "and", lang: str = "en") -> str:
    return _join_words(list(items), last, lang)


def _and(items, lang: str = "en") -> str:
    """Returns ``A and B`` (each item joined by ``and``, as a meld list is said); in Vietnamese ``A và B``."""
    return (" and " if lang == "en" else " và ").join(items)


def _colour_named(colour, lang: str = "en") -> str:
    """Returns a Tứ Sắc colour for a sentence: ``green (xanh)`` in English, ``xanh`` in Vietnamese."""
    return f"{colour.name_en} ({colour.name_vi})" if lang == "en" else colour.name_vi


def _words(arrangement, lang: str) -> str:
    """Returns an arrangement's melds and rác in words (:meth:`tamcuc.tusac.Arrangement.words`), in ``lang``."""
    if "lang" in inspect.signature(arrangement.words).parameters:
        return arrangement.words(lang=lang)
    return arrangement.words()


def _group(rng) -> ts.Hand:
    """Returns a group of 2 … 4 Tứ Sắc cards that looks like a meld, is one, or nearly is."""
    colours = list(ts.Colour)
    c = rng.choice(colours)
    other = rng.choice([x for x in colours if x is not c])
    r = rng.choice(list(Rank))
    fam = rng.choice(_FAMILIES)
    shape = rng.randrange(9)
    if shape == 0:  # identical cards
        cards = [ts.Card(r, c)] * rng.choice((2, 3, 4))
    elif shape == 1:  # a lẻ
        cards = [ts.Card(x, c) for x in fam]
    elif shape == 2:  # the lẻ pieces in two colours
        cards = [ts.Card(fam[0], c), ts.Card(fam[1], other), ts.Card(fam[2], c)]
    elif shape == 3:  # soldiers of different colours
        cards = [ts.Card(Rank.SOLDIER, x) for x in rng.sample(colours, rng.choice((3, 4)))]
    elif shape == 4:  # soldiers with a repeated colour
        cards = [ts.Card(Rank.SOLDIER, c)] * 2 + [ts.Card(Rank.SOLDIER, other)]
    elif shape == 5:  # same piece, two colours
        cards = [ts.Card(r, c), ts.Card(r, other)]
    elif shape == 6:  # three pieces that are not a lẻ
        ranks = rng.sample([x for x in Rank if x is not Rank.SOLDIER], 3)
        cards = [ts.Card(x, c) for x in sorted(ranks, key=lambda x: x.value)]
    elif shape == 7:  # a lone general
        cards = [ts.Card(Rank.GENERAL, c)]
    else:  # three mixed non-soldiers of one piece
        cards = [ts.Card(r if r is not Rank.SOLDIER else Rank.HORSE, x) for x in rng.sample(colours, 3)]
    return ts.Hand(cards)


def _why(kind, cards: ts.Hand, lang: str = "en") -> str:
    """Returns why ``cards`` are (or are not) a Tứ Sắc meld, in one sentence."""
    if kind is ts.MeldKind.LE:
        return t("{ranks} all in {colour} is a lẻ.", lang, ranks="–".join(c.rank.name_vi for c in cards),
                 colour=_colour_named(cards[0].colour, lang))
    if kind is ts.MeldKind.GENERAL:
        return t("a Tướng on its own is already a chẵn: it is never rác.", lang)
    if kind is ts.MeldKind.SOLDIERS:
        return t("{n} Tốt of {n} different colours are a chẵn: only soldiers may mix colours.", lang,
                 n=number_word(len(cards), lang))
    if kind is not None:
        return t("{n} identical cards of one colour are a chẵn ({kind}).", lang, n=number_word(len(cards), lang),
                 kind=kind.value)  # in words: a sentence never starts with a figure
    colours = {c.colour for c in cards}
    ranks = {c.rank for c in cards}
    if ranks == {Rank.SOLDIER}:
        return t("soldiers may mix colours only when every colour is different (and there are at least three).", lang)
    if len(ranks) == 1:
        return t("identical pieces make a chẵn only when they are also the same colour (only soldiers may mix).", lang)
    if len(colours) > 1:
        return t("a lẻ needs all three cards in one colour.", lang)
    return t("only Tướng–Sĩ–Tượng and Xe–Pháo–Mã make a lẻ.", lang)


def _tamcuc_same(cards: ts.Hand, lang: str = "en") -> str:
    """Returns what the same pieces, in one Tam Cúc colour, would be in Tam Cúc (computed by the Tam Cúc engine)."""
    if len({c.colour for c in cards}) > 1:
        return t("In Tam Cúc there are only two colours, and a pair or triple is always one colour.", lang)
    counts = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    for rank, n in counts.items():
        if n > rank.copies:
            return t("Tam Cúc has only {n} {rank} of each colour, so this group cannot even be held there.", lang,
                     n=number_word(rank.copies, lang), rank=_piece(rank, lang))
    tc = TamCucHand(" ".join(c.rank.code for c in cards))
    if is_play(tc) and Play(tc).kind is not Kind.SINGLE:
        return t("In Tam Cúc the same pieces in red are {play}: a play you can lead.", lang,
                 play=play_phrase(Play(tc), lang))
    if len(cards) == 1:
        return t("In Tam Cúc one card on its own is a single: any card may be led that way.", lang)
    # What two or three cards would have to be: "ba quân ấy dù cùng màu đỏ cũng không thành bộ ba"
    if len(cards) == 2:
        return t("In Tam Cúc these two pieces, even both in red, are no pair.", lang)
    if len(cards) == 3:
        return t("In Tam Cúc these three pieces, even all in red, are no triple.", lang)
    return t("In Tam Cúc these {n} pieces, even all in red, are no play.", lang, n=number_word(len(cards), lang))


def _piece(rank, lang: str = "en") -> str:
    """Returns a piece's Vietnamese name: ``Xe`` in an English sentence, ``xe`` (a common noun) in a Vietnamese one."""
    return rank.name_vi if lang == "en" else rank.name_vi.lower()


def _pieces(cards, lang: str = "en") -> list:
    """Returns the distinct pieces of ``cards`` by Vietnamese name, in rank order."""
    return [_piece(r, lang) for r in sorted({c.rank for c in cards}, key=lambda r: r.value)]


def _colours(cards, lang: str = "en") -> list:
    """Returns the distinct colours of ``cards`` (:func:`_colour_named`), in colour order."""
    return [_colour_named(c, lang) for c in sorted({c.colour for c in cards}, key=lambda c: c.value)]


def _not_chan(cards: ts.Hand, lang: str = "en") -> str:
    """Returns what is wrong with calling ``cards`` (no chẵn) a chẵn."""
    ranks = {c.rank for c in cards}
    if ranks == {Rank.SOLDIER}:
        if len(cards) < min(ts.SOURCE.mixed_soldiers):
            return t("Tốt of different colours make a chẵn only {counts} at a time, and here there are {n}.", lang,
                     counts=_join([number_word(k, lang) for k in ts.SOURCE.mixed_soldiers], "or", lang),
                     n=number_word(len(cards), lang))
        twice = next(c.colour for c in cards if sum(d.colour is c.colour for d in cards) > 1)
        return t("In a chẵn of mixed Tốt no colour comes twice, and here {colour} does.", lang,
                 colour=_colour_named(twice, lang))
    if len(ranks) == 1:
        return t("Identical pieces make a chẵn only in one colour, and these {rank} are {colours}.", lang,
                 rank=_piece(cards[0].rank, lang), colours=_join(_colours(cards, lang), lang=lang))
    return t("A chẵn is one piece repeated (or a Tướng alone, or Tốt of different colours), and here there are "
             "{n} different pieces: {pieces}.", lang, n=number_word(len(ranks), lang),
             pieces=_join(_pieces(cards, lang), lang=lang))


def _not_le(cards: ts.Hand, lang: str = "en") -> str:
    """Returns what is wrong with calling ``cards`` (no lẻ) a lẻ."""
    ranks = {c.rank for c in cards}
    if len(cards) != 3:
        if len(cards) == 1:
            return t("A lẻ is exactly three cards, and here there is one.", lang)
        return t("A lẻ is exactly three cards, and here there are {n}.", lang, n=number_word(len(cards), lang))
    if len(ranks) == 1:
        return t("A lẻ is three different pieces, not three {rank}.", lang, rank=_piece(cards[0].rank, lang))
    if Rank.SOLDIER in ranks:
        return t("A Tốt is never part of a lẻ.", lang)
    family = next((f for f in _FAMILIES if set(f) == ranks), None)
    if family is None:
        return t("{pieces} takes pieces from both sets, Tướng–Sĩ–Tượng and Xe–Pháo–Mã, and a lẻ keeps to one.",
                 lang, pieces="–".join(_pieces(cards)) if lang == "en"  # not a named set: in words, lower case
                 else _cap(_join([p.lower() for p in _pieces(cards)], lang=lang)))
    return t("{run} are the right pieces, but a lẻ is one colour and these are {colours}.", lang,
             run="–".join(r.name_vi for r in family), colours=_join(_colours(cards, lang), lang=lang))


def _not_rac(cards: ts.Hand, lang: str = "en") -> str:
    """Returns what is wrong with calling ``cards`` (a meld) rác."""
    if len(cards) == 1:
        return t("Rác means cards left out of every meld, and a Tướng is a meld by itself.", lang)
    return t("Rác means cards left out of every meld, and these {n} cards make a meld together.", lang,
             n=number_word(len(cards), lang))


_MELD_LABELS = {
    "chẵn": N_("a chẵn (a set)"),
    "lẻ": N_("a lẻ (Tướng–Sĩ–Tượng or Xe–Pháo–Mã of one colour)"),
    "rác": N_("rác: not a meld"),
}


@register("tusac-meld", "Is this group a chẵn, a lẻ or rác in Tứ Sắc?", LESSON, title=N_("Chẵn, lẻ or rác?"))
def meld(rng, seed, lang="en"):
    cards = _group(rng)
    kind = ts.meld_kind(cards)
    answer = "chẵn" if kind is not None and kind.is_chan else "lẻ" if kind is not None else "rác"
    why = t("{why} {same}", lang, why=_cap(_why(kind, cards, lang)), same=_tamcuc_same(cards, lang))
    wrong = {"chẵn": _not_chan, "lẻ": _not_le, "rác": _not_rac}
    choices = [Choice(t(_MELD_LABELS[k], lang), k == answer, why if k == answer else wrong[k](cards, lang))
               for k in ("chẵn", "lẻ", "rác")]
    return Question("tusac-meld", seed, t("In Tứ Sắc, what are these cards?", lang), tuple(choices), (cards,),
                    ("Tứ Sắc",), lang)


def _small_hand(rng) -> ts.Hand:
    """Returns 5 … 8 cards of one or two colours and few pieces, so that melds and near-melds appear."""
    colours = rng.sample(list(ts.Colour), 2)
    pool = []
    for c in colours:
        fam = rng.choice(_FAMILIES)
        pool += [ts.Card(r, c) for r in fam for _ in range(2)]
    pool += [ts.Card(Rank.SOLDIER, c) for c in ts.Colour]
    return ts.Hand(sorted(rng.sample(pool, rng.randrange(5, 9)), key=lambda c: c.sort_key))


@register("tusac-rac", "How many rác does the best sorting of a small Tứ Sắc hand leave?", LESSON,
          title=N_("How many rác are left?"))
def rac(rng, seed, lang="en"):
    hand = _small_hand(rng)
    a = ts.analyse(hand)
    n = a.fewest_rac
    best = a.best
    why = (t("the best way is {best}.", lang, best=_words(best, lang)) if best.melds
           else t("no meld can be made: all {n} cards are rác.", lang, n=number_word(len(best.rac), lang)))
    options = sorted({n, max(n - 1, 0), n + 1, n + 2, 0, 1, 2, 3})[:5]
    if n not in options:
        options = options[:4] + [n]
    worse = ts.analyse(hand, slack=max(options) - n).arrangements

    def wrong(k: int) -> str:
        if k == 0:
            return t("0 rác would put every card in a meld, and these cards cannot all be placed.", lang)
        if k < n:
            return t("No sorting leaves as few as {k}.", lang, k=number_word(k, lang))
        way = next((w for w in worse if w.rac_count == k), None)
        if way is None:
            return t("No sorting leaves exactly {k} rác, and the best leaves fewer.", lang, k=number_word(k, lang))
        if not way.melds:
            return t("With no meld at all, {k} cards are left over; these cards can do better.", lang,
                     k=number_word(k, lang))
        return t("Keeping {melds} leaves {k} rác, but there is a better sorting.", lang,
                 melds=_join(way._meld_names(lang), lang=lang), k=number_word(k, lang))

    choices = [Choice(str(k), k == n, _cap(why) if k == n else wrong(k)) for k in options]
    return Question("tusac-rac", seed, t("Sort these Tứ Sắc cards into chẵn and lẻ as well as you can. How many cards "
                                         "are left over as rác?", lang), tuple(choices), (hand,),
                    (t("the hand", lang),), lang)


# Melds whose price the source's table states (an open point, such as a lẻ still in the hand, is never asked).
_LENH_MELDS = (
    ("Kx", False), ("Kd", False), ("Rd Rd", False), ("Av Av", True), ("Pv Pv Pv", False), ("Ht Ht Ht", False),
    ("Ct Ct Ct Ct", False), ("Ex Ex Ex Ex", False), ("Rv Rv Rv Rv", True), ("Px Pv Pt Pd", False),
    ("Px Pv Pd", True), ("Rx Cx Hx", True), ("Kd Ad Ed", True), ("Ht Ht Ht", True),
)


_WHERE = {True: N_("laid face up on the mat"), False: N_("still in the hand")}


@register("tusac-lenh", "How many lệnh does a meld score when its player goes out?", LESSON, title=N_("How many lệnh?"))
def lenh(rng, seed, lang="en"):
    text, exposed = rng.choice(_LENH_MELDS)
    cards = ts.Hand(text)
    m = ts.Meld(ts.meld_kind(cards), cards, exposed=exposed)
    n = m.lenh(ts.SOURCE)
    where = t(_WHERE[exposed], lang)
    options = [0, 1, 2, 3, 6, 8]
    rng.shuffle(options)
    options = sorted(set(options[:3]) | {n})
    why = (t("{meld} {where} scores {n} lệnh.", lang, meld=_cap(m.name_in(lang)), where=where, n=n) if n
           else t("{meld} {where} scores no lệnh.", lang, meld=_cap(m.name_in(lang)), where=where))

    def wrong(k: int) -> str:
        # Another meld of the table that scores k: of the same kind if there is one, so the reader sees what changes.
        others = [ts.Meld(ts.meld_kind(ts.Hand(h)), ts.Hand(h), exposed=e) for h, e in _LENH_MELDS]
        others = sorted((o for o in others if o.lenh(ts.SOURCE) == k), key=lambda o: (o.kind is not m.kind,
                                                                                        o.exposed is not exposed))
        if not others:
            return t("No meld in the source's table scores {k} lệnh.", lang, k=k)
        o = others[0]
        if o.kind is m.kind and o.kind in (ts.MeldKind.PAIR, ts.MeldKind.KHAP, ts.MeldKind.QUAN) and k:
            # the same kind elsewhere: what changes is where it lies ("Khạp vẫn còn trên tay thì được 3 lệnh; còn
            # khạp mã trắng đã hạ ngửa ra chiếu được 1 lệnh"), never another card the child has not seen
            return _cap(t("a {kind} {there} scores {k} lệnh; {meld} {where} scores {n}.", lang, kind=o.kind.value,
                          there=t(_WHERE[o.exposed], lang), k=k, meld=m.name_in(lang), where=where, n=n))
        if not k:  # a zero in words, and why 0 is wrong for this meld: "Những bộ như … mới không được lệnh nào; còn …"
            return t("A meld such as {other} {there} scores no lệnh; {meld} {where} scores {n}.", lang,
                     other=o.name_in(lang), there=t(_WHERE[o.exposed], lang), meld=m.name_in(lang), where=where, n=n)
        return _cap(t("{k} lệnh is what {meld} {where} scores.", lang, k=k, meld=o.name_in(lang),
                      where=t(_WHERE[o.exposed], lang)))

    choices = tuple(Choice(str(k), k == n, why if k == n else wrong(k)) for k in options)
    return Question("tusac-lenh", seed, t("A player goes out (tới). This meld is {where}. How many lệnh does it score?",
                                          lang, where=where), choices, (cards,), (where,), lang)


# The same idea drawn in each game: (Tam Cúc cards, Tứ Sắc cards). Which of them is a group is computed.
_SHAPES = (
    ("R R", "Rd Rd"),
    ("R C H", "Rd Cd Hd"),
    ("k a e", "Kx Ax Ex"),
    ("A E R", "Av Ev Rv"),
    ("P p P", "Px Pv Pd"),
    ("P P P", "Pd Pd Pd"),
    ("R r", "Rx Rt"),
    ("H c R", "Hx Cv Rx"),
    ("h h", "Hv Hv"),
    ("E E", "Et Et"),
)

_WHERE_GROUP = {"both": N_("both"), "only Tam Cúc": N_("only Tam Cúc"), "only Tứ Sắc": N_("only Tứ Sắc"),
                "neither": N_("neither game")}


@register("tusac-both", "Do these cards make a group in Tam Cúc, in Tứ Sắc, in both or in neither?", LESSON,
          title=N_("Tam Cúc, Tứ Sắc, both or neither?"))
def both(rng, seed, lang="en"):
    tc_text, ts_text = rng.choice(_SHAPES)
    tc = TamCucHand(tc_text)
    tsh = ts.Hand(ts_text)
    in_tc = is_play(tc) and Play(tc).kind in (Kind.PAIR, Kind.TRIPLE)
    kind = ts.meld_kind(tsh)
    in_ts = kind is not None
    answer = {(True, True): "both", (True, False): "only Tam Cúc", (False, True): "only Tứ Sắc",
              (False, False): "neither"}[(in_tc, in_ts)]
    tc_why = (t("in Tam Cúc they are {play}", lang, play=play_phrase(Play(tc), lang)) if in_tc
              else t("in Tam Cúc they are no pair or triple", lang))
    ts_why = (t("in Tứ Sắc they are a {kind}", lang, kind="chẵn" if kind.is_chan else "lẻ") if in_ts
              else t("in Tứ Sắc they are rác", lang))
    claims = {"both": (True, True), "only Tam Cúc": (True, False), "only Tứ Sắc": (False, True),
              "neither": (False, False)}
    label = {k: t(_WHERE_GROUP[k], lang) for k in claims}

    # What is true of the game a wrong choice got right ("there"), and of the one it got wrong: with "too" /
    # "either" when the two games agree ("Em nói đúng về Tứ Sắc (ở đó là rác), nhưng trong Tam Cúc, đó cũng
    # không phải đôi hay bộ ba"), never "“Chỉ Tam Cúc” is right about Tứ Sắc", which reads as a contradiction.
    tc_there = (t("there they are {play}", lang, play=play_phrase(Play(tc), lang)) if in_tc
                else t("there they are no pair or triple", lang))
    ts_there = (t("there they are a {kind}", lang, kind="chẵn" if kind.is_chan else "lẻ") if in_ts
                else t("there they are rác", lang))
    if in_tc == in_ts:
        tc_why_too = (t("in Tam Cúc they are {play} too", lang, play=play_phrase(Play(tc), lang)) if in_tc
                      else t("in Tam Cúc they are no pair or triple either", lang))
        ts_why_too = (t("in Tứ Sắc they are a {kind} too", lang, kind="chẵn" if kind.is_chan else "lẻ") if in_ts
                      else t("in Tứ Sắc they are rác too", lang))
    else:
        tc_why_too, ts_why_too = tc_why, ts_why

    def wrong(k: str) -> str:
        says_tc, says_ts = claims[k]
        if says_tc != in_tc and says_ts != in_ts:
            return _cap(t("{tc}, and {ts}.", lang, tc=tc_why, ts=ts_why))
        if says_tc != in_tc:
            return t("You are right about Tứ Sắc ({there}), but {tc}.", lang, there=ts_there, tc=tc_why_too)
        return t("You are right about Tam Cúc ({there}), but {ts}.", lang, there=tc_there, ts=ts_why_too)

    choices = tuple(Choice(label[k], k == answer, _cap(t("{tc}; {ts}.", lang, tc=tc_why, ts=ts_why)) if k == answer
                           else wrong(k)) for k in claims)
    # No captions under the two groups: the prompt says which is which (a Tam Cúc caption would take
    # the site theme's muted grey in dark mode, too faint on the quiz's light panel).
    return Question("tusac-both", seed, t("The same pieces in each game's colours: Tam Cúc on the left, Tứ Sắc on the "
                                          "right. Where do they make a group (a pair or triple in Tam Cúc, a chẵn or "
                                          "lẻ in Tứ Sắc)?", lang), choices, (tc, tsh), (), lang)


@register("tusac-numbers", "Which game has this many cards in the deck, or in each hand?", LESSON,
          title=N_("Which game has this many cards?"))
def numbers(rng, seed, lang="en"):
    tc_deck, ts_deck = len(tamcuc_deck()), len(ts.deck())
    tc_hand = len(tamcuc_deal(Rules(players=4), seed=seed)[0])
    ts_hands, ts_pile = ts.deal(ts.SOURCE, seed=seed, dealer=0)
    ts_hand, ts_dealer = len(ts_hands[1]), len(ts_hands[0])
    colours = _join([_colour_named(c, lang) for c in ts.Colour], lang=lang)
    # (what is asked, the game that has it, why: for the right answer, for the other game, for "both")
    facts = (
        (t("a deck of {n} cards", lang, n=tc_deck), "Tam Cúc",
         t("Tam Cúc has {n} cards: 7 pieces in red and in black.", lang, n=tc_deck),
         t("Tứ Sắc has {ts} cards, far more than {tc}.", lang, ts=ts_deck, tc=tc_deck),
         t("Only the smaller deck, Tam Cúc's, has {n} cards.", lang, n=tc_deck)),
        (t("a deck of {n} cards", lang, n=ts_deck), "Tứ Sắc",
         t("Tứ Sắc has {n} cards: 7 pieces × 4 colours × 4 copies.", lang, n=ts_deck),
         t("Tam Cúc has only {n} cards.", lang, n=tc_deck),
         t("Only the bigger deck, Tứ Sắc's, has {n} cards.", lang, n=ts_deck)),
        (t("{n} cards for each of four players", lang, n=tc_hand), "Tam Cúc",
         t("Tam Cúc deals the whole deck: {n} each.", lang, n=tc_hand),
         t("Tứ Sắc deals {hand} each, and {dealer} to the dealer.", lang, hand=ts_hand, dealer=ts_dealer),
         t("{n} cards is a Tam Cúc hand only; a Tứ Sắc hand is much bigger.", lang, n=tc_hand)),
        (t("{n} cards each, one more for the dealer", lang, n=ts_hand), "Tứ Sắc",
         t("Tứ Sắc deals {hand} each and {dealer} to the dealer; the rest is a draw pile.", lang, hand=ts_hand,
           dealer=ts_dealer),
         t("Tam Cúc deals the cards out evenly: the dealer gets no extra card.", lang),
         t("Only Tứ Sắc gives the dealer an extra card.", lang)),
        (t("{n} cards left face down to draw from", lang, n=len(ts_pile)), "Tứ Sắc",
         t("In Tứ Sắc the {n} undealt cards are a pile to draw from.", lang, n=len(ts_pile)),
         t("Tam Cúc deals every card, so nothing is left to draw.", lang),
         t("A Tam Cúc deal leaves no card over, so only Tứ Sắc has a draw pile.", lang)),
        (t("pieces in {n} colours", lang, n=number_word(len(ts.Colour), lang)), "Tứ Sắc",
         t("Tứ Sắc has four colours: {colours}.", lang, colours=colours),
         t("Tam Cúc has only two colours, red and black.", lang),
         t("Look at the Xe on the left: Tam Cúc's come in two colours only.", lang)),
    )
    text, answer, why, other, not_both = rng.choice(facts)
    choices = tuple(
        Choice(t(N_("both"), lang) if k == "both" else k, k == answer,
               _cap(why) if k == answer else not_both if k == "both" else other)
        for k in ("Tam Cúc", "Tứ Sắc", "both")
    )
    pictures = (TamCucHand("R r"), ts.Hand("Rx Rv Rt Rd"))
    return Question("tusac-numbers", seed, t("A Xe in each colour of Tam Cúc (left) and of Tứ Sắc (right). Which game "
                                             "has {what}?", lang, what=text), choices, pictures, (), lang)


_BUNG = (
    "Rx Rx Cx Hx", "Rv Cv Cv Hv", "Rt Ct Ht Ht", "Rd Rd Cd Hd",  # the source's bài bụng shapes
    "Pd Pd Px Pv", "Pt Pt Pv Px",  # "đôi Tốt cùng màu và hai con Tốt khác màu"
    "Kx Ax Ax Ex", "Kv Av Ev Ev",  # "Tướng-Sĩ-Sĩ-Tượng … Tướng-Sĩ-Tượng-Tượng"
)


@register("tusac-bung", "Bài bụng: which way of sorting four awkward cards leaves fewer rác?", LESSON,
          title=N_("Bài bụng: which sorting is better?"))
def bung(rng, seed, lang="en"):
    hand = ts.Hand(rng.choice(_BUNG))
    ways = ts.analyse(hand, slack=2).arrangements
    # The two ways the lesson compares: the one with the largest meld, and the one that keeps the pair.
    with_pair = next(a for a in ways if any(m.kind is ts.MeldKind.PAIR for m in a.melds))
    with_three = next(a for a in ways if any(len(m.cards) >= 3 for m in a.melds))
    a, b = (with_three, with_pair) if rng.random() < .5 else (with_pair, with_three)
    if a.rac_count < b.rac_count:
        answer = 0
    elif b.rac_count < a.rac_count:
        answer = 1
    else:
        answer = 2

    def melds(arr) -> str:
        return _and([m.name_in(lang) for m in arr.melds], lang)

    def words(arr) -> str:
        # "tướng vàng, đôi tượng vàng và một rác": one "and" in the list, the count in words
        return t("{melds} and {n} rác ({cards})", lang, melds=", ".join(m.name_in(lang) for m in arr.melds),
                 n=number_word(arr.rac_count, lang),
                 cards=", ".join(c.short_in(lang) for c in arr.rac))

    labels = (t("keep {melds}", lang, melds=melds(a)), t("keep {melds}", lang, melds=melds(b)),
              t("both leave the same number of rác", lang))
    why = t("One way gives {first}; the other gives {second}.", lang, first=words(a), second=words(b))

    def wrong(i: int) -> str:
        if i == 2:
            return t("The two ways leave different numbers of rác, {first} and {second}.", lang,
                     first=number_word(a.rac_count, lang), second=number_word(b.rac_count, lang))
        mine, theirs = (a, b) if i == 0 else (b, a)
        than = t("more than", lang) if mine.rac_count > theirs.rac_count else t("no fewer than", lang)
        return t("Keeping {melds} leaves {n} rác, {than} the other way.", lang, melds=melds(mine),
                 n=number_word(mine.rac_count, lang), than=than)

    choices = tuple(
        Choice(labels[i], i == answer, why if i == answer else wrong(i),
               cards=(a.cards() if i == 0 else b.cards() if i == 1 else None))
        for i in range(3)
    )
    return Question("tusac-bung", seed, t("You hold these four Tứ Sắc cards. Which way of sorting them leaves fewer "
                                          "rác?", lang), choices, (hand,), (t("your cards", lang),), lang)

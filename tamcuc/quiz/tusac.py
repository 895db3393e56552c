"""Quiz kinds of the Tứ Sắc lesson (13): what makes a meld, rác, lệnh, and how the two games differ.

Every answer is computed: Tứ Sắc answers by :mod:`tamcuc.tusac` (``meld_kind``,
``analyse``, ``Meld.lenh``, ``deck``, ``deal``), Tam Cúc answers by the Tam Cúc
engine (``is_play``, ``Play``, ``deck``, ``deal``). The pictures are the engine's
own: Tứ Sắc groups are :class:`tamcuc.tusac.Hand`, which draw themselves; Tam
Cúc groups are :class:`tamcuc.cards.Hand`.

As in the Tam Cúc kinds, the right answer's explanation carries the reasoning and
each wrong answer's says what is wrong with *that* answer, so a reader who tries
several choices does not read the same sentence again.

>>> from tamcuc.quiz import question
>>> q = question("tusac-meld", seed=0)
>>> q.grade(q.answer).correct
True
"""

from __future__ import annotations

from .. import tusac as ts
from ..cards import Hand as TamCucHand
from ..cards import Rank
from ..cards import deck as tamcuc_deck
from ..dealing import deal as tamcuc_deal
from ..plays import Kind, Play, is_play
from ..rules import Rules
from ..wording import join as _join
from .model import Choice, Question, register

LESSON = 13

_FAMILIES = ts.LE_TRIPLES


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


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


def _why(kind, cards: ts.Hand) -> str:
    """Returns why ``cards`` are (or are not) a Tứ Sắc meld, in one sentence."""
    if kind is ts.MeldKind.LE:
        return f"{'–'.join(c.rank.name_vi for c in cards)} of one colour ({cards[0].colour.name_vi}) is a lẻ."
    if kind is ts.MeldKind.GENERAL:
        return "a Tướng on its own is already a chẵn: it is never rác."
    if kind is ts.MeldKind.SOLDIERS:
        return f"{len(cards)} Tốt of {len(cards)} different colours are a chẵn: only soldiers may mix colours."
    if kind is not None:
        return f"{len(cards)} identical cards of one colour are a chẵn ({kind.value})."
    colours = {c.colour for c in cards}
    ranks = {c.rank for c in cards}
    if ranks == {Rank.SOLDIER}:
        return "soldiers may mix colours only when every colour is different (and there are at least three)."
    if len(ranks) == 1:
        return "identical pieces make a chẵn only when they are also the same colour (only soldiers may mix)."
    if len(colours) > 1:
        return "a lẻ needs all three cards in one colour."
    return "only Tướng–Sĩ–Tượng and Xe–Pháo–Mã make a lẻ."


def _tamcuc_same(cards: ts.Hand) -> str:
    """Returns what the same pieces, in one Tam Cúc colour, would be in Tam Cúc (computed by the Tam Cúc engine)."""
    if len({c.colour for c in cards}) > 1:
        return "In Tam Cúc there are only two colours, and a pair or triple is always one colour."
    counts = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    for rank, n in counts.items():
        if n > rank.copies:
            return (f"Tam Cúc has only {rank.copies} {rank.name_vi} of each colour, so this group cannot even "
                    f"be held there.")
    tc = TamCucHand(" ".join(c.rank.code for c in cards))
    if is_play(tc) and Play(tc).kind is not Kind.SINGLE:
        return f"In Tam Cúc the same pieces in red are {Play(tc).phrase_en}: a play you can lead."
    if len(cards) == 1:
        return "In Tam Cúc one card on its own is a single: any card may be led that way."
    return "In Tam Cúc the same pieces in red are not a play."


def _pieces(cards) -> list:
    """Returns the distinct pieces of ``cards`` by Vietnamese name, in rank order."""
    return [r.name_vi for r in sorted({c.rank for c in cards}, key=lambda r: r.value)]


def _colours(cards) -> list:
    """Returns the distinct colours of ``cards`` by Vietnamese name, in colour order."""
    return [c.name_vi for c in sorted({c.colour for c in cards}, key=lambda c: c.value)]


def _not_chan(cards: ts.Hand) -> str:
    """Returns what is wrong with calling ``cards`` (no chẵn) a chẵn."""
    ranks = {c.rank for c in cards}
    if ranks == {Rank.SOLDIER}:
        if len(cards) < min(ts.SOURCE.mixed_soldiers):
            return (f"No: Tốt of different colours make a chẵn only {_join(map(str, ts.SOURCE.mixed_soldiers), 'or')} "
                    f"at a time, and here there are {len(cards)}.")
        twice = next(c.colour for c in cards if sum(d.colour is c.colour for d in cards) > 1)
        return f"No: in a chẵn of mixed Tốt no colour comes twice, and here {twice.name_vi} ({twice.name_en}) does."
    if len(ranks) == 1:
        return (f"No: identical pieces make a chẵn only in one colour, and these {cards[0].rank.name_vi} are "
                f"{_join(_colours(cards))}.")
    return (f"No: a chẵn is one piece repeated (or a Tướng alone, or Tốt of different colours), and here there are "
            f"{len(ranks)} different pieces: {_join(_pieces(cards))}.")


def _not_le(cards: ts.Hand) -> str:
    """Returns what is wrong with calling ``cards`` (no lẻ) a lẻ."""
    ranks = {c.rank for c in cards}
    if len(cards) != 3:
        return f"No: a lẻ is exactly three cards, and here there {'is one' if len(cards) == 1 else f'are {len(cards)}'}."
    if len(ranks) == 1:
        return f"No: a lẻ is three different pieces, not three {cards[0].rank.name_vi}."
    if Rank.SOLDIER in ranks:
        return "No: a Tốt is never part of a lẻ."
    family = next((f for f in _FAMILIES if set(f) == ranks), None)
    if family is None:
        return (f"No: {'–'.join(_pieces(cards))} takes pieces from both runs, Tướng–Sĩ–Tượng and Xe–Pháo–Mã, "
                f"and a lẻ keeps to one.")
    return (f"No: {'–'.join(r.name_vi for r in family)} is the right run of pieces, but a lẻ is one colour "
            f"and these are {_join(_colours(cards))}.")


def _not_rac(cards: ts.Hand) -> str:
    """Returns what is wrong with calling ``cards`` (a meld) rác."""
    if len(cards) == 1:
        return "No: rác means cards left out of every meld, and a Tướng is a meld by itself."
    return f"No: rác means cards left out of every meld, and these {len(cards)} cards make a meld together."


@register("tusac-meld", "Is this group a chẵn, a lẻ or rác in Tứ Sắc?", LESSON, title="Chẵn, lẻ or rác?")
def meld(rng, seed, lang="en"):
    cards = _group(rng)
    kind = ts.meld_kind(cards)
    answer = "chẵn" if kind is not None and kind.is_chan else "lẻ" if kind is not None else "rác"
    why = "Right: " + _cap(_why(kind, cards)) + " " + _tamcuc_same(cards)
    wrong = {"chẵn": _not_chan, "lẻ": _not_le, "rác": _not_rac}
    labels = {
        "chẵn": "a chẵn (a set)",
        "lẻ": "a lẻ (a one-colour run of three)",
        "rác": "rác: not a meld",
    }
    choices = [Choice(labels[k], k == answer, why if k == answer else wrong[k](cards)) for k in ("chẵn", "lẻ", "rác")]
    return Question("tusac-meld", seed, "In Tứ Sắc, what are these cards?", tuple(choices), (cards,),
                    ("Tứ Sắc",))


def _small_hand(rng) -> ts.Hand:
    """Returns 5 … 8 cards of one or two colours and few pieces, so that melds and near-melds appear."""
    colours = rng.sample(list(ts.Colour), 2)
    pool = []
    for c in colours:
        fam = rng.choice(_FAMILIES)
        pool += [ts.Card(r, c) for r in fam for _ in range(2)]
    pool += [ts.Card(Rank.SOLDIER, c) for c in ts.Colour]
    return ts.Hand(sorted(rng.sample(pool, rng.randrange(5, 9)), key=lambda c: c.sort_key))


@register("tusac-rac", "How many rác does the best sorting of a small Tứ Sắc hand leave?", LESSON, title="How many rác are left?")
def rac(rng, seed, lang="en"):
    hand = _small_hand(rng)
    a = ts.analyse(hand)
    n = a.fewest_rac
    best = a.best
    why = f"the best way is {best.words()}."
    options = sorted({n, max(n - 1, 0), n + 1, n + 2, 0, 1, 2, 3})[:5]
    if n not in options:
        options = options[:4] + [n]
    worse = ts.analyse(hand, slack=max(options) - n).arrangements

    def wrong(k: int) -> str:
        if k == 0:
            return "No: 0 rác would put every card in a meld, and these cards cannot all be placed."
        if k < n:
            return f"No: no sorting leaves as few as {k}."
        way = next((w for w in worse if w.rac_count == k), None)
        if way is None:
            return f"No: no sorting leaves exactly {k} rác, and the best leaves fewer."
        if not way.melds:
            return f"No: {k} is what is left with no meld at all; these cards can do better."
        return f"No: keeping {_join([m.name for m in way.melds])} leaves {k} rác, but there is a better sorting."

    choices = [Choice(str(k), k == n, "Right: " + _cap(why) if k == n else wrong(k)) for k in options]
    return Question("tusac-rac", seed, "Sort these Tứ Sắc cards into chẵn and lẻ as well as you can. "
                    "How many cards are left over as rác?", tuple(choices), (hand,), ("the hand",))


# Melds whose price the source's table states (an open point, such as a lẻ still in the hand, is never asked).
_LENH_MELDS = (
    ("Kx", False), ("Kd", False), ("Rd Rd", False), ("Av Av", True), ("Pv Pv Pv", False), ("Ht Ht Ht", False),
    ("Ct Ct Ct Ct", False), ("Ex Ex Ex Ex", False), ("Rv Rv Rv Rv", True), ("Px Pv Pt Pd", False),
    ("Px Pv Pd", True), ("Rx Cx Hx", True), ("Kd Ad Ed", True), ("Ht Ht Ht", True),
)


_WHERE = {True: "laid face up on the mat", False: "still in the hand"}


@register("tusac-lenh", "How many lệnh does a meld score when its player goes out?", LESSON, title="How many lệnh?")
def lenh(rng, seed, lang="en"):
    text, exposed = rng.choice(_LENH_MELDS)
    cards = ts.Hand(text)
    m = ts.Meld(ts.meld_kind(cards), cards, exposed=exposed)
    n = m.lenh(ts.SOURCE)
    where = _WHERE[exposed]
    options = [0, 1, 2, 3, 6, 8]
    rng.shuffle(options)
    options = sorted(set(options[:3]) | {n})
    why = f"Right: {_cap(m.name)} {where} scores {n} lệnh in the source's table."

    def wrong(k: int) -> str:
        # Another meld of the table that scores k: of the same kind if there is one, so the reader sees what changes.
        others = [ts.Meld(ts.meld_kind(ts.Hand(t)), ts.Hand(t), exposed=e) for t, e in _LENH_MELDS]
        others = sorted((o for o in others if o.lenh(ts.SOURCE) == k), key=lambda o: (o.kind is not m.kind,
                                                                                        o.exposed is not exposed))
        if not others:
            return f"No: no meld in the source's table scores {k} lệnh."
        o = others[0]
        return f"No: {k} lệnh is what {o.name} {_WHERE[o.exposed]} scores."

    choices = tuple(Choice(str(k), k == n, why if k == n else wrong(k)) for k in options)
    return Question("tusac-lenh", seed, f"A player goes out (tới). This meld is {where}. "
                    "How many lệnh does it score?", choices, (cards,), (where,))


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


@register("tusac-both", "Do these cards make a group in Tam Cúc, in Tứ Sắc, in both or in neither?", LESSON, title="Tam Cúc, Tứ Sắc, both or neither?")
def both(rng, seed, lang="en"):
    tc_text, ts_text = rng.choice(_SHAPES)
    tc = TamCucHand(tc_text)
    tsh = ts.Hand(ts_text)
    in_tc = is_play(tc) and Play(tc).kind in (Kind.PAIR, Kind.TRIPLE)
    kind = ts.meld_kind(tsh)
    in_ts = kind is not None
    answer = {(True, True): "both", (True, False): "only Tam Cúc", (False, True): "only Tứ Sắc",
              (False, False): "neither"}[(in_tc, in_ts)]
    tc_why = (f"in Tam Cúc they are {Play(tc).phrase_en}" if in_tc
              else "in Tam Cúc they are no pair or triple")
    ts_why = f"in Tứ Sắc they are a {'chẵn' if kind.is_chan else 'lẻ'}" if in_ts else "in Tứ Sắc they are rác"
    claims = {"both": (True, True), "only Tam Cúc": (True, False), "only Tứ Sắc": (False, True),
              "neither": (False, False)}

    def wrong(k: str) -> str:
        says_tc, says_ts = claims[k]
        if says_tc != in_tc and says_ts != in_ts:
            return f"No: {tc_why}, and {ts_why}."
        if says_tc != in_tc:
            return f"No: “{k}” is right about Tứ Sắc, but {tc_why}."
        return f"No: “{k}” is right about Tam Cúc, but {ts_why}."

    choices = tuple(Choice(k, k == answer, f"Right: {tc_why}; {ts_why}." if k == answer else wrong(k))
                    for k in claims)
    # No captions under the two groups: the prompt says which is which (a Tam Cúc caption would take
    # the site theme's muted grey in dark mode, too faint on the quiz's light panel).
    return Question("tusac-both", seed, "The same pieces in each game's colours: Tam Cúc on the left, Tứ Sắc on the "
                    "right. Where do they make a group (a pair or triple in Tam Cúc, a chẵn or lẻ in Tứ Sắc)?",
                    choices, (tc, tsh))


@register("tusac-numbers", "Which game has this many cards in the deck, or in each hand?", LESSON, title="Which game has this many cards?")
def numbers(rng, seed, lang="en"):
    tc_deck, ts_deck = len(tamcuc_deck()), len(ts.deck())
    tc_hand = len(tamcuc_deal(Rules(players=4), seed=seed)[0])
    ts_hands, ts_pile = ts.deal(ts.SOURCE, seed=seed, dealer=0)
    ts_hand, ts_dealer = len(ts_hands[1]), len(ts_hands[0])
    colours = _join([f"{c.name_vi} ({c.name_en})" for c in ts.Colour])
    # (what is asked, the game that has it, why: for the right answer, for the other game, for "both")
    facts = (
        (f"a deck of {tc_deck} cards", "Tam Cúc", f"Tam Cúc has {tc_deck} cards: 7 pieces in red and in black.",
         f"No: Tứ Sắc has {ts_deck} cards, far more than {tc_deck}.",
         f"No: only the smaller deck, Tam Cúc's, has {tc_deck} cards."),
        (f"a deck of {ts_deck} cards", "Tứ Sắc", f"Tứ Sắc has {ts_deck} cards: 7 pieces × 4 colours × 4 copies.",
         f"No: Tam Cúc has only {tc_deck} cards.",
         f"No: only the bigger deck, Tứ Sắc's, has {ts_deck} cards."),
        (f"{tc_hand} cards for each of four players", "Tam Cúc",
         f"Tam Cúc deals the whole deck: {tc_hand} each.",
         f"No: Tứ Sắc deals {ts_hand} each, and {ts_dealer} to the dealer.",
         f"No: {tc_hand} cards is a Tam Cúc hand only; a Tứ Sắc hand is much bigger."),
        (f"{ts_hand} cards each, one more for the dealer", "Tứ Sắc",
         f"Tứ Sắc deals {ts_hand} each and {ts_dealer} to the dealer; the rest is a draw pile.",
         f"No: Tam Cúc deals {tc_hand} to every player, the dealer too.",
         "No: only Tứ Sắc gives the dealer an extra card."),
        (f"{len(ts_pile)} cards left face down to draw from", "Tứ Sắc",
         f"In Tứ Sắc the {len(ts_pile)} undealt cards are a pile to draw from.",
         "No: Tam Cúc deals every card, so nothing is left to draw.",
         "No: a Tam Cúc deal leaves no card over, so only Tứ Sắc has a draw pile."),
        (f"pieces in {len(ts.Colour)} colours", "Tứ Sắc", f"Tứ Sắc has four colours: {colours}.",
         "No: Tam Cúc has only two colours, red and black.",
         "No: look at the Xe on the left: Tam Cúc's come in two colours only."),
    )
    text, answer, why, other, not_both = rng.choice(facts)
    choices = tuple(
        Choice(k, k == answer, "Right: " + why if k == answer else not_both if k == "both" else other)
        for k in ("Tam Cúc", "Tứ Sắc", "both")
    )
    pictures = (TamCucHand("R r"), ts.Hand("Rx Rv Rt Rd"))
    return Question("tusac-numbers", seed, f"A Xe in each colour of Tam Cúc (left) and of Tứ Sắc (right). "
                    f"Which game has {text}?", choices, pictures)


_BUNG = (
    "Rx Rx Cx Hx", "Rv Cv Cv Hv", "Rt Ct Ht Ht", "Rd Rd Cd Hd",  # the source's bài bụng shapes
    "Pd Pd Px Pv", "Pt Pt Pv Px",  # "đôi Tốt cùng màu và hai con Tốt khác màu"
    "Kx Ax Ax Ex", "Kv Av Ev Ev",  # "Tướng-Sĩ-Sĩ-Tượng … Tướng-Sĩ-Tượng-Tượng"
)


@register("tusac-bung", "Bài bụng: which way of sorting four awkward cards leaves fewer rác?", LESSON, title="Bài bụng: which sorting is better?")
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

    def words(arr):
        melds = " and ".join(m.name for m in arr.melds)
        return f"{melds} and {arr.rac_count} rác ({', '.join(c.name_vi for c in arr.rac)})"

    labels = (f"keep {' and '.join(m.name for m in a.melds)}",
              f"keep {' and '.join(m.name for m in b.melds)}",
              "both leave the same number of rác")
    why = f"Right: one way gives {words(a)}; the other gives {words(b)}."

    def wrong(i: int) -> str:
        if i == 2:
            return f"No: the two ways leave different numbers of rác, {a.rac_count} and {b.rac_count}."
        mine, theirs = (a, b) if i == 0 else (b, a)
        than = "more than" if mine.rac_count > theirs.rac_count else "no fewer than"
        return f"No: keeping {' and '.join(m.name for m in mine.melds)} leaves {mine.rac_count} rác, {than} the other way."

    choices = tuple(
        Choice(labels[i], i == answer, why if i == answer else wrong(i),
               cards=(a.cards() if i == 0 else b.cards() if i == 1 else None))
        for i in range(3)
    )
    return Question("tusac-bung", seed, "You hold these four Tứ Sắc cards. Which way of sorting them leaves "
                    "fewer rác?", choices, (hand,), ("your cards",))

"""The question generators of the book's quizzes, one per kind, lessons 2 … 9.

Every generator is registered with :func:`~tamcuc.quiz.model.register` and is a
pure function of the ``random.Random`` it is given: the same seed gives the same
question. Every answer is computed by the engine (``deck()``, ``trick_winner``,
``resolve_trick``, ``choose_dealer``, ``settle``, ``ranking``, ``ket_outcome``,
``Rules``…), never typed in; explanations reuse the engine's reasons
(``why_beats``, ``why_not_a_play``, ``TrickResult.explain``, ``KetOutcome.describe``)
where it has them, without the engine's card codes.

How explanations are written (they are read by people, some of them children):

- cards are named (``the red chariot``, ``Xe đỏ``), never written as codes;
- the right answer's explanation carries the reasoning; a wrong answer's says
  what is wrong with *that* answer, so a reader who tries several choices does
  not read the same sentence again and again;
- players are the book's An, Bình, Chi and Dũng (seats 0 … 3), never "Player 0".

A question carries the data needed to recompute its answer: the cards of the
prompt in ``Question.cards`` with ``captions`` (for a trick: ``"Chi (leads)"``,
then the followers in play order; a folded player's laid cards are a
:class:`~tamcuc.quiz.model.FaceDown` group captioned ``"Bình folds (chui)"``, and the
prompt names the folder too), and the numbers of the prompt in a fixed wording (``An kept 3``,
``3 players``, ``Bình draws``). The tests recompute every answer from that.

>>> from tamcuc.quiz import question
>>> q = question("card-beats", seed=0)
>>> q.grade(q.answer).correct
True
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..cards import CARDS, Card, Colour, Hand, Rank, deck
from ..dealing import choose_dealer
from ..game import Declaration
from ..plays import ALL_PLAYS, TRIPLES, Kind, Play, is_play, why_beats, why_not_a_play
from ..rules import Rules
from ..scoring import ket_outcome, ranking, settle
from ..tricks import resolve_trick
from .. import wording
from .model import Choice, FaceDown, Question, register

# -- wording: the engine's shared wording (tamcuc.wording) ------------------------------------

NAMES = wording.DEFAULT_NAMES
"""The book's players, seat 0 to seat 3: An, Bình, Chi, Dũng."""

_a, _cap, _join, _signed, _ordinal = wording.a, wording.capitalise, wording.join, wording.signed, wording.ordinal
card_label = wording.card_label
"""Returns how a card is named in a choice: ``Xe đỏ (red chariot)``."""


def player(seat: int) -> str:
    """Returns the book's name of ``seat``: An, Bình, Chi or Dũng."""
    return wording.name(seat)


def names_by_seat(players: int = 4) -> list:
    """Returns the book's names indexed by seat, for :meth:`KetOutcome.describe` and the like."""
    return list(wording.names(players))


def _plural(rank: Rank, n: int = 2) -> str:
    return wording.plural(rank.name_en, n)


# -- shared helpers ---------------------------------------------------------------------


def _ask(rng, kind: str, seed: int, prompt: str, right: Choice, wrongs: Sequence[Choice], k: int = 4,
         cards: tuple = (), captions: tuple = ()) -> Question:
    """Returns a Question with ``right`` and the first ``k - 1`` distinct ``wrongs``, shuffled by ``rng``."""
    chosen = [right]
    for w in wrongs:
        if len(chosen) >= k:
            break
        if w.label not in {c.label for c in chosen}:
            chosen.append(w)
    rng.shuffle(chosen)
    return Question(kind, seed, prompt, tuple(chosen), tuple(cards), tuple(captions))


def _s(text: str) -> str:
    """Returns ``text`` as a sentence: a capital first letter and a full stop."""
    text = text.strip()
    return _cap(text) + ("" if text.endswith((".", "!", "?")) else ".")


def play_label(play: Play) -> str:
    """Returns how a play is named in a choice: ``đôi Xe đỏ (pair of red chariots)``."""
    return f"{play.name_vi} ({play.name_en})"


def _the(card: Card) -> str:
    return "the " + card.name_en


def cards_words(cards) -> str:
    """Returns cards in words: ``the red general, the black general, a red advisor and a black soldier``."""
    counts = Counter(cards)
    words = []
    for card in sorted(counts, key=lambda c: (c.rank.value, c.colour is Colour.BLACK)):
        n = counts[card]
        single = _COPIES[card] == 1
        if n == 1:
            words.append(_the(card) if single else _a(card.name_en))
        else:
            words.append(f"{n} {card.colour.name_en} {_plural(card.rank, n)}")
    return _join(words)


def why_not(cards) -> str:
    """Returns the engine's reason that ``cards`` are not a play, without its card codes.

    ``why_not_a_play`` starts with the cards' codes (for error messages); a reader of
    a quiz sees the cards drawn, so only the reason after them is kept.
    """
    text = why_not_a_play(cards)
    return re.sub(r"^'[^']*' is not (?:a|an) [a-z]+: ", "", text)


def _card_choice(card: Card, correct: bool, explanation: str, label: str = "") -> Choice:
    return Choice(label or card_label(card), correct, explanation, Hand([card]))


def _play_choice(play: Play, correct: bool, explanation: str, label: str = "") -> Choice:
    return Choice(label or play_label(play), correct, explanation, play.cards)


# -- lesson 2: the cards ------------------------------------------------------------------

_FULL = deck()
_COPIES = Counter(_FULL)

TRADITIONAL_REMOVALS = ("drop-two-soldiers", "drop-five")
"""The 3-player removals the sources agree on (RULES.md §4): a red and a black soldier
(30 cards, the default), or both generals, a red advisor and a red and a black soldier
(27 cards). The third, ``drop-five-advisors``, is one online game's; quizzes leave it out."""


def _count(pred) -> int:
    return sum(1 for c in _FULL if pred(c))


def _deck_facts() -> list:
    """Returns (key, description, count, fact) for every number a deck question can ask or mean."""
    facts = []
    for card in reversed(CARDS):
        n = _count(lambda c, card=card: c == card)
        rank = card.rank
        facts.append((
            ("card", card.code),
            f"{card.colour.name_en} {_plural(rank)} ({card.name_vi})",
            n,
            f"each colour has {n} {_plural(rank, n)} ({rank.name_vi}), "
            f"so there {'are' if n > 1 else 'is'} {n} {card.name_en}{'s' if n > 1 else ''}",
        ))
    for rank in Rank:
        n = _count(lambda c, rank=rank: c.rank is rank)
        facts.append((
            ("rank", rank.code),
            f"{_plural(rank)} ({rank.name_vi}) of both colours together",
            n,
            f"each colour has {n // 2} {_plural(rank, n // 2)}, so both colours together hold {n}",
        ))
    for colour in Colour:
        n = _count(lambda c, colour=colour: c.colour is colour)
        facts.append((
            ("colour", colour.value),
            f"{colour.name_en} cards",
            n,
            f"the two colours have the same cards, so each holds half of the {len(_FULL)}: {n}",
        ))
    facts.append((("all",), "cards in the whole deck", len(_FULL),
                  f"two colours of {len(_FULL) // 2} cards make {len(_FULL)}"))
    facts.append((("distinct",), "different cards (one of each rank and colour)", len(set(_FULL)),
                  f"{len(Rank)} ranks in 2 colours make {len(set(_FULL))} different cards"))
    # Numbers a beginner may confuse with the answer; never asked, only used to explain.
    facts.append((("ranks",), "ranks (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt)", len(Rank), ""))
    for n in (2, 4):
        facts.append((("hand", n), f"cards in each hand of a {n}-player game", Rules.folk(n).hand_size, ""))
    for removal in TRADITIONAL_REMOVALS:
        r = Rules.folk(3, removal=removal)
        facts.append((("three", removal), f"cards left for a 3-player game once {cards_words(r.removed_cards)} "
                                          f"are taken out", len(r.deck), ""))
    return facts


_DECK_FACTS = _deck_facts()
_ASKABLE = [f for f in _DECK_FACTS if f[3]]


@register("deck-count", "How many cards of a rank, a colour, or in the whole deck.", 2, title="How many cards?")
def _deck_count(rng, seed):
    key, desc, n, fact = rng.choice(_ASKABLE)
    cards, captions = (), ()
    if key[0] == "card":
        cards, captions = (Hand(key[1]),), ("this card",)
    elif key[0] == "rank":
        cards, captions = (Hand(key[1] + " " + key[1].lower()),), ("this rank, both colours",)
    if key == ("all",):
        prompt = "How many cards are in a full Tam Cúc deck, in all?"
    else:
        prompt = f"How many {desc} are in a full Tam Cúc deck?"
    # Related numbers first (the same rank counted the other way, the same colour…), then the nearest.
    related = [f for f in _DECK_FACTS if f[0] != key and len(key) > 1 and len(f[0]) > 1 and f[0][1:] == key[1:]]
    if key[0] == "card":
        related += [f for f in _DECK_FACTS if f[0] == ("rank", key[1].upper())]
    others = [f for f in _DECK_FACTS if f[0] != key]
    rng.shuffle(others)
    others.sort(key=lambda f: abs(f[2] - n))
    wrongs, seen = [], {n}
    for _, d, v, _ in related + others:
        if v in seen:
            continue
        seen.add(v)
        wrongs.append(Choice(str(v), False, f"{v} is the number of {d}."))
    right = Choice(str(n), True, _s(fact))
    return _ask(rng, "deck-count", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


# Words of the names heard at the table (RULES.md §1).
_RANK_WORDS = {"tướng": Rank.GENERAL, "sĩ": Rank.ADVISOR, "tượng": Rank.ELEPHANT, "tịnh": Rank.ELEPHANT,
               "xe": Rank.CHARIOT, "pháo": Rank.CANNON, "mã": Rank.HORSE, "tốt": Rank.SOLDIER}
_COLOUR_WORDS = {
    "ông": ("the gentleman", Colour.RED),
    "bà": ("the lady", Colour.BLACK),
    "điều": ("red", Colour.RED),
    "hồng": ("red", Colour.RED),
    "thâm": ("black", Colour.BLACK),
}
_FOLK_NAMES = ("tướng ông", "tướng bà", "sĩ điều", "tượng hồng", "tượng thâm", "tịnh hồng", "tịnh thâm",
               "xe hồng", "pháo thâm", "mã hồng", "tốt thâm", "xe thâm", "pháo hồng", "mã thâm")


def _gloss(name: str) -> str:
    rank_word, colour_word = name.split()
    rank = _RANK_WORDS[rank_word]
    meaning, colour = _COLOUR_WORDS[colour_word]
    extra = ""
    if rank_word == "tịnh":
        extra = " (tịnh is another word for Tượng)"
    elif rank in (Rank.GENERAL, Rank.ELEPHANT):
        extra = " (mind the tone marks of tướng, the general, and tượng, the elephant)"
    if meaning == colour.name_en:
        said = f"{colour_word} means {meaning}"
    else:
        said = f"{colour_word} ({meaning}) is the {colour.name_en} one"
    return f"{rank_word} names the {rank.name_en}{extra} and {said}"


@register("folk-name", "Which card a folk name such as tướng bà or tượng thâm means.", 2, title="What does the folk name mean?")
def _folk_name(rng, seed):
    name = rng.choice(_FOLK_NAMES)
    card = Card.parse(name)
    rank_word, colour_word = name.split()
    other_colour = Card(card.rank, Colour.RED if card.colour is Colour.BLACK else Colour.BLACK)
    twin = {Rank.GENERAL: Rank.ELEPHANT, Rank.ELEPHANT: Rank.GENERAL}.get(card.rank, Rank.ADVISOR)
    if twin is card.rank:
        twin = Rank.ELEPHANT
    candidates = [other_colour, Card(twin, card.colour), Card(twin, other_colour.colour)]
    rest = [c for c in CARDS if c not in candidates and c != card]
    rng.shuffle(rest)
    wrongs = []
    for c in candidates + rest:
        miss = []
        if c.rank is not card.rank:
            miss.append(f"“{rank_word}” names the {card.rank.name_en}, not the {c.rank.name_en}")
        if c.colour is not card.colour:
            miss.append(f"“{colour_word}” says {card.colour.name_en}, not {c.colour.name_en}")
        wrongs.append(_card_choice(c, False, f"That is the {c.name_en}, called “{c.folk_name}”: "
                                             f"{', and '.join(miss)}."))
    right = _card_choice(card, True, f"In “{name}”, {_gloss(name)}: the {card.name_en}.")
    prompt = f"Which card is called “{name}” at the table?"
    return _ask(rng, "folk-name", seed, prompt, right, wrongs, k=4)


@register("han", "Which rank a Hán character names, or which character a rank carries.", 2, title="Which Hán character?")
def _han(rng, seed):
    # The prompt and the choices hold the character itself (the plain-text face shows it; the
    # HTML face draws it, see render.text_html); the explanations name pieces in words only, as
    # they are shown as plain text, where a machine without CJK fonts would show an empty box.
    rank = rng.choice(list(Rank))
    others = [r for r in Rank if r is not rank]
    rng.shuffle(others)
    if rng.random() < 0.5:
        prompt = f"A card shows the Hán character {rank.han}. Which rank is it?"
        right = Choice(f"{rank.name_vi} ({rank.name_en})", True,
                       f"Right: this character names {rank.name_vi}, the {rank.name_en}; every {rank.name_vi} "
                       f"card carries it, red or black.")
        wrongs = [Choice(f"{r.name_vi} ({r.name_en})", False,
                         f"No: {r.name_vi}, the {r.name_en}, has a character of its own, not this one.")
                  for r in others]
    else:
        prompt = f"Which Hán character is printed on a {rank.name_vi} ({rank.name_en}) card?"
        right = Choice(rank.han, True, f"Right: this is the character of {rank.name_vi}, the {rank.name_en}, "
                                       f"on every {rank.name_vi} card, red or black.")
        wrongs = [Choice(r.han, False, f"No: that character is {r.name_vi}, the {r.name_en}.") for r in others]
    return _ask(rng, "han", seed, prompt, right, wrongs, k=4)


def describe_deck(colours: int, per_rank: dict) -> str:
    """Returns a deck described as ``32 cards in 2 colours, each colour: 1 Tướng, 2 Sĩ, …``."""
    total = colours * sum(per_rank.values())
    counts = ", ".join(f"{per_rank[r]} {r.name_vi}" for r in Rank)
    if colours == 1:
        return f"{total} cards in 1 colour: {counts}"
    return f"{total} cards in {colours} colours, each colour: {counts}"


def _real_deck_parts() -> dict:
    """Returns per-rank copies per colour of the full deck, computed from ``deck()``."""
    colours = {c.colour for c in _FULL}
    per = {r: _count(lambda c, r=r: c.rank is r and c.colour is Colour.RED) for r in Rank}
    assert all(per[r] == _count(lambda c, r=r: c.rank is r and c.colour is Colour.BLACK) for r in Rank)
    return {"colours": len(colours), "per": per}


@register("real-deck", "Which described deck is a real Tam Cúc deck.", 2, title="Which is the real deck?")
def _real_deck(rng, seed):
    real = _real_deck_parts()
    per, colours = real["per"], real["colours"]
    right = Choice(describe_deck(colours, per), True,
                   f"{len(_FULL)} cards in red and black, each colour with "
                   + _join([f"{per[r]} {_plural(r, per[r])}" for r in Rank]) + ".")
    fakes = []
    # Tứ Sắc: the same seven pieces, four colours, four copies each.
    fakes.append(Choice(describe_deck(4, {r: 4 for r in Rank}), False,
                        f"That is the deck of Tứ Sắc, a different game with the same piece names; Tam Cúc has "
                        f"2 colours and {len(_FULL)} cards."))
    # A pair of generals per colour.
    two = {**per, Rank.GENERAL: 2, Rank.SOLDIER: per[Rank.SOLDIER] - 1}
    fakes.append(Choice(describe_deck(colours, two), False,
                        f"Each colour has only {per[Rank.GENERAL]} general (Tướng), which is why there is no pair "
                        f"of generals; and the soldiers number {per[Rank.SOLDIER]} per colour."))
    # The 3-player deck after a removal (equal colours only).
    three = Rules.folk(3)
    left = Counter(three.deck)
    per3 = {r: left[Card(r, Colour.RED)] for r in Rank}
    fakes.append(Choice(describe_deck(colours, per3), False,
                        f"That is the {len(three.deck)}-card deck of a 3-player game, once "
                        f"{cards_words(three.removed_cards)} are taken out; the full deck has {len(_FULL)}."))
    # Soldiers like the other ranks.
    few = {**per, Rank.SOLDIER: per[Rank.CHARIOT]}
    fakes.append(Choice(describe_deck(colours, few), False,
                        f"The soldier is the one rank with {per[Rank.SOLDIER]} copies per colour (that is "
                        f"what makes four and five soldiers, tứ tử and ngũ tử, possible)."))
    # One colour only.
    fakes.append(Choice(describe_deck(1, per), False,
                        "That is only one colour, half the deck: Tam Cúc has two, red and black, and a red card "
                        "beats a black one of the same rank."))
    # Generals and advisors swapped in number.
    swap = {**per, Rank.GENERAL: per[Rank.ADVISOR], Rank.ADVISOR: per[Rank.GENERAL]}
    fakes.append(Choice(describe_deck(colours, swap), False,
                        "Generals and advisors are swapped: there is one general (Tướng) and there are two "
                        "advisors (Sĩ) per colour, so a pair of advisors exists but a pair of generals does not."))
    rng.shuffle(fakes)
    prompt = "Which of these is a full Tam Cúc deck, as sold?"
    return _ask(rng, "real-deck", seed, prompt, right, fakes, k=4)


# -- lesson 3: colour and rank ------------------------------------------------------------------


def _trap_pair(rng) -> tuple:
    """Returns two different cards; most often a higher black rank against a lower red one."""
    if rng.random() < 0.6:
        hi, lo = sorted(rng.sample(list(Rank), 2), key=lambda r: r.value)
        return Card(hi, Colour.BLACK), Card(lo, Colour.RED)
    return tuple(rng.sample(CARDS, 2))


def _beats_question(rng, kind: str, seed: int, a: Play, b: Play, unit: str) -> Question:
    """Returns "An leads, Bình follows: whose play wins?" for plays ``a`` and ``b``.

    The choices are the two players (with their cards), never "a tie": of two equal
    plays the earlier one wins (``Rules.ties``), and an equal pair is asked that way.
    """
    result = resolve_trick([a, b])
    make = _card_choice if a.size == 1 else _play_choice
    shown = [a.cards[0] if a.size == 1 else a, b.cards[0] if b.size == 1 else b]
    labels = [f"{player(i)}'s {(card_label if a.size == 1 else play_label)(shown[i])}" for i in (0, 1)]
    win, lose = result.winner, 1 - result.winner
    wp, lp = result.plays[win], result.plays[lose]
    if wp.strength == lp.strength:
        order = "earlier" if result.ties == "earlier" else "later"
        right_text = (f"both show the same {unit}, and of two equal plays the {order} one wins: "
                      f"{player(win)} {'leads' if win == 0 else 'plays second'}, so {player(win)} wins.")
        wrong_text = (f"the two {unit}s are equal, and equal plays do not share the trick: the {order} "
                      f"one, {player(win)}'s, wins.")
    else:
        right_text = _s(why_beats(wp, lp))
        wrong_text = _s(why_beats(lp, wp))
    choices = [None, None]
    choices[win] = make(shown[win], True, _s(right_text), labels[win])
    choices[lose] = make(shown[lose], False, _s(wrong_text), labels[lose])
    prompt = f"{player(0)} leads the first {unit} and {player(1)} follows with the second. Whose {unit} wins?"
    return Question(kind, seed, prompt, tuple(choices), (a.cards, b.cards), (f"{player(0)} (leads)", player(1)))


@register("card-beats", "Two single cards: which one wins.", 3, title="Which card wins?")
def _card_beats(rng, seed):
    if rng.random() < 0.1:  # two equal cards: the leader's wins
        card = rng.choice([c for c in CARDS if _COPIES[c] > 1])
        a, b = card, card
    else:
        a, b = _trap_pair(rng)
        if rng.random() < 0.5:
            a, b = b, a
    return _beats_question(rng, "card-beats", seed, Play([a]), Play([b]), "card")


def _rank_reason(best: Card, other: Card) -> str:
    """Returns the engine's reason that ``best`` beats ``other`` (``why_beats``), without its colour remark.

    For a higher black rank over a red card ``why_beats`` adds that rank comes first; a
    highest-card explanation says that once, in the right answer (:func:`_highest_reason`).
    """
    return why_beats(Play([best]), Play([other])).split("; ")[0]


def _highest_reason(best: Card, others: list) -> str:
    """Returns why ``best`` is the highest of the cards: one reason, and at most one colour remark."""
    lower = sorted({c.rank for c in others if c.rank is not best.rank}, key=lambda r: r.value)
    text = (f"{_cap(_the(best))} is the highest: {_a(best.rank.name_en)} outranks "
            f"{_join([_a(r.name_en) for r in lower])}.")
    twin = [c for c in others if c.rank is best.rank]
    reds = [c for c in others if c.colour is Colour.RED and c.rank is not best.rank]
    if twin:
        text += f" {_cap(_the(twin[0]))} has the same rank, and of the same rank red beats black."
    elif best.colour is Colour.BLACK and reds:
        text += (f" Rank comes first and colour only settles equal ranks, so being red does not help "
                 f"{_join([_the(c) for c in reds])}.")
    return text


@register("highest-card", "Four cards: which is the highest.", 3, title="Which card is highest?")
def _highest_card(rng, seed):
    black, red = _trap_pair(rng)
    rest = [c for c in CARDS if c not in (black, red)]
    cards = [black, red] + rng.sample(rest, 2)
    rng.shuffle(cards)
    result = resolve_trick([Play([c]) for c in cards])
    best = cards[result.winner]
    right = _card_choice(best, True, _highest_reason(best, [c for c in cards if c != best]))
    wrongs = [_card_choice(c, False, f"{_cap(_the(c))} loses to {_the(best)}: {_rank_reason(best, c)}.")
              for c in cards if c != best]
    prompt = "Which of these four cards is the highest?"
    return _ask(rng, "highest-card", seed, prompt, right, wrongs, k=4,
                cards=tuple(Hand([c]) for c in cards), captions=tuple(f"card {i + 1}" for i in range(4)))


# -- lesson 4: pairs and triples ---------------------------------------------------------------------

PAIR, NOT_PAIR = "a valid pair (đôi)", "not a pair"


@register("is-pair", "Two cards: a pair (đôi) or not.", 4, title="Is it a pair?")
def _is_pair(rng, seed):
    roll = rng.random()
    if roll < 0.45:
        play = rng.choice([p for p in ALL_PLAYS if p.kind is Kind.PAIR])
        cards = play.cards
    elif roll < 0.8:
        rank = rng.choice(list(Rank))
        cards = Hand([Card(rank, Colour.RED), Card(rank, Colour.BLACK)])
    else:
        colour = rng.choice(list(Colour))
        cards = Hand([Card(r, colour) for r in rng.sample(list(Rank), 2)])
    valid = is_play(cards) and len(cards) == 2
    if valid:
        play = Play(cards)
        right = Choice(PAIR, True, f"Two cards of the same rank and the same colour: {_a(play.name_en)}.")
        wrong = Choice(NOT_PAIR, False, f"It is a pair: both are {play.cards[0].name_en}s, and same rank and "
                                        f"same colour is all a pair needs.")
    else:
        why = why_not(cards)
        right = Choice(NOT_PAIR, True, _s(why))
        first, second = cards
        wrong = Choice(PAIR, False, f"The {first.name_en} and the {second.name_en} do not go together: a pair is "
                                    f"two cards of the same rank and the same colour.")
    prompt = "Are these two cards a pair (đôi)?"
    return _ask(rng, "is-pair", seed, prompt, right, [wrong], k=2, cards=(cards,), captions=("two cards",))


def triple_label(ranks: tuple) -> str:
    """Returns the choice label for one of the two triples: ``a Tướng–Sĩ–Tượng triple``."""
    return "a " + "–".join(r.name_vi for r in ranks) + " triple"


NOT_TRIPLE = "not a triple"


@register("is-triple", "Three cards: a valid triple (ba) or a near miss.", 4, title="Is it a triple?")
def _is_triple(rng, seed):
    roll = rng.random()
    colour = rng.choice(list(Colour))
    if roll < 0.4:
        ranks = rng.choice(TRIPLES)
        cards = Hand([Card(r, colour) for r in ranks])
    elif roll < 0.6:  # a real triple in mixed colours
        ranks = rng.choice(TRIPLES)
        odd = rng.randrange(3)
        other = Colour.RED if colour is Colour.BLACK else Colour.BLACK
        cards = Hand([Card(r, other if i == odd else colour) for i, r in enumerate(ranks)])
    else:  # the near misses: Sĩ–Tượng–Xe, Pháo–Mã–Tốt, Tượng–Xe–Pháo, three soldiers, mixed ranks
        near = rng.choice([
            (Rank.ADVISOR, Rank.ELEPHANT, Rank.CHARIOT),
            (Rank.CANNON, Rank.HORSE, Rank.SOLDIER),
            (Rank.ELEPHANT, Rank.CHARIOT, Rank.CANNON),
            (Rank.SOLDIER, Rank.SOLDIER, Rank.SOLDIER),
            (Rank.GENERAL, Rank.CHARIOT, Rank.SOLDIER),
            (Rank.GENERAL, Rank.ADVISOR, Rank.CHARIOT),
            (Rank.CHARIOT, Rank.HORSE, Rank.SOLDIER),
        ])
        cards = Hand([Card(r, colour) for r in near])
    labels = {ranks: triple_label(ranks) for ranks in TRIPLES}
    shown = tuple(c.rank for c in cards)
    listed = _join([_the(c) for c in cards])
    if is_play(cards) and Play(cards).kind is Kind.TRIPLE:
        play = Play(cards)
        right = Choice(labels[shown], True, f"The {play.name_en}: one of the only two triples, all one colour.")
        wrongs = [Choice(labels[t], False, f"These are {'–'.join(r.name_vi for r in shown)}, not "
                                           f"{'–'.join(r.name_vi for r in t)}.") for t in TRIPLES if t != shown]
        wrongs.append(Choice(NOT_TRIPLE, False, f"It is a triple: {'–'.join(r.name_vi for r in shown)} is one of "
                                                f"the only two, and all three are {play.colour.name_en}."))
    else:
        right = Choice(NOT_TRIPLE, True, _s(why_not(cards)))
        wrongs = []
        for t in TRIPLES:
            if sorted(shown, key=lambda r: r.value) == list(t):
                text = f"These are {'–'.join(r.name_vi for r in t)}, but a triple is all one colour: here {listed}."
            else:
                text = f"A {'–'.join(r.name_vi for r in t)} triple needs {_join([r.name_vi for r in t])}; " \
                       f"these are {listed}."
            wrongs.append(Choice(labels[t], False, text))
    prompt = "What are these three cards?"
    return _ask(rng, "is-triple", seed, prompt, right, wrongs, k=3, cards=(cards,), captions=("three cards",))


@register("play-beats", "Two pairs or two triples: which one wins.", 4, title="Which pair or triple wins?")
def _play_beats(rng, seed):
    roll = rng.random()
    if roll < 0.08:  # two equal plays: the leader's wins
        equal = [p for p in ALL_PLAYS if p.kind in (Kind.PAIR, Kind.TRIPLE) and _fits([p, p], _FULL)]
        a = rng.choice(equal)
        return _beats_question(rng, "play-beats", seed, a, a, "pair" if a.size == 2 else "triple")
    if roll < 0.6:
        pairs = [p for p in ALL_PLAYS if p.kind is Kind.PAIR]
        if rng.random() < 0.6:  # the trap: a higher black rank against a lower red one
            blacks = [p for p in pairs if p.colour is Colour.BLACK]
            hi = rng.choice(blacks[1:]) if len(blacks) > 1 else blacks[0]
            lows = [p for p in pairs if p.colour is Colour.RED and p.cards[0].rank.value > hi.cards[0].rank.value]
            a, b = hi, rng.choice(lows)
        else:
            a, b = rng.sample(pairs, 2)
        unit = "pair"
    else:
        a, b = rng.sample([p for p in ALL_PLAYS if p.kind is Kind.TRIPLE], 2)
        unit = "triple"
    if rng.random() < 0.5:
        a, b = b, a
    return _beats_question(rng, "play-beats", seed, a, b, unit)


# -- lesson 5: a trick ---------------------------------------------------------------------


def _fits(plays, pool) -> bool:
    """Returns True when the shown ``plays`` (None for a fold) can all come from one deck ``pool``."""
    need = Counter(c for p in plays if p is not None for c in p.cards)
    have = Counter(pool)
    return all(n <= have[c] for c, n in need.items())


def _random_play(rng, kind: Kind, allowed=lambda p: True, shown=(), pool=_FULL) -> Play:
    """Returns a random play of ``kind`` that ``allowed`` accepts and that the deck still holds beside ``shown``."""
    return rng.choice([p for p in ALL_PLAYS if p.kind is kind and allowed(p) and _fits(list(shown) + [p], pool)])


def _trick_data(plays: list, leader: int, players: int) -> tuple:
    """Returns (cards, captions, folded seats, seats in play order) for a trick shown in a question.

    A folded player laid as many cards as the leader, face down: a :class:`FaceDown` group
    captioned ``"Bình folds (chui)"``, as the trick pictures draw it.
    """
    seats = [(leader + i) % players for i in range(players)]
    cards, captions, folded = [], [], []
    for i, (seat, play) in enumerate(zip(seats, plays)):
        if play is None:
            folded.append(seat)
            cards.append(FaceDown(plays[0].size))
            captions.append(f"{player(seat)} folds (chui)")
            continue
        cards.append(play.cards)
        captions.append(f"{player(seat)} (leads)" if i == 0 else player(seat))
    return tuple(cards), tuple(captions), folded, seats


def _order_text(seats: list) -> str:
    """Returns ``Chi leads; then Dũng, An and Bình follow in the order of play.``"""
    return f"{player(seats[0])} leads; then {_join([player(s) for s in seats[1:]])} follow in the order of play."


def _fold_text(folded: list) -> str:
    if not folded:
        return ""
    return " " + _join([player(s) for s in folded]) + (" folds" if len(folded) == 1 else " fold") + " (chui)."


def _explain_trick(result, names: list) -> str:
    """Returns the engine's explanation of a trick, each reason said once.

    ``TrickResult.explain`` gives one sentence per player; here the folds are said
    together (``Chi and Dũng folded (chui).``), and so are the losers beaten for the
    same reason (``An's … and Bình's … lose: Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, …``).
    """
    text = result.explain(names, folds=False)
    win = result.winning_play
    groups = {}
    for i, play in enumerate(result.plays):
        if play is None or i == result.winner or i in result.banned or play.strength == win.strength:
            continue
        groups.setdefault(why_beats(win, play), []).append(i)
    for reason, seats in groups.items():
        if len(seats) < 2:
            continue
        alone = [f"{_cap(names[i])}'s {result.plays[i].name_en} loses: {reason}." for i in seats]
        together = _join([f"{names[i]}'s {result.plays[i].name_en}" for i in seats])
        text = text.replace(alone[0], f"{_cap(together)} lose: {reason}.")
        for sentence in alone[1:]:
            text = text.replace(" " + sentence, "")
    folded = [names[i] for i, p in enumerate(result.plays) if p is None]
    if folded:
        text += f" {_join(folded)} folded (chui)."
    return text


def _trick_choices(result, seats: list, names: list) -> tuple:
    """Returns (right, wrongs): one choice per seat, the winner's explained by ``result.explain``."""
    right = Choice(names[result.winner], True, _explain_trick(result, names))
    win = result.plays[result.winner]
    wrongs = []
    for i, play in enumerate(result.plays):
        if i == result.winner:
            continue
        if play is None:
            reason = f"{names[i]} folded (chui), and a folded play never wins, whatever it held"
        elif i in result.banned:
            reason = (f"{names[i]}'s {play.name_en} holds a rank banned in the first trick, so it counts as "
                      f"folded")
        elif play.strength == win.strength:
            order = "earlier" if result.ties == "earlier" else "later"
            reason = (f"{names[i]} showed the same play as {names[result.winner]}, and of equal plays the "
                      f"{order} one wins")
        else:
            reason = f"{names[i]}'s {play.name_en} loses to {names[result.winner]}'s: {why_beats(win, play)}"
        wrongs.append(Choice(names[i], False, _s(reason)))
    return right, wrongs


@register("trick-winner", "A four-player trick with folds: who wins.", 5, title="Who wins the trick?")
def _trick_winner(rng, seed):
    size = rng.choice((1, 1, 2, 2, 3))
    kind = {1: Kind.SINGLE, 2: Kind.PAIR, 3: Kind.TRIPLE}[size]
    lead = _random_play(rng, kind)
    folds = set(rng.sample((1, 2, 3), rng.choice((1, 1, 2))))
    plays = [lead]
    for i in (1, 2, 3):
        if i in folds:
            plays.append(None)
        else:
            same = [p for p in plays if p is not None and _fits(plays + [p], _FULL)]
            if same and rng.random() < 0.25:  # an equal play: the earlier one wins
                plays.append(rng.choice(same))
            else:
                plays.append(_random_play(rng, kind, shown=plays))
    leader = rng.randrange(4)
    cards, captions, folded, seats = _trick_data(plays, leader, 4)
    names = [player(s) for s in seats]
    result = resolve_trick(plays)
    right, wrongs = _trick_choices(result, seats, names)
    prompt = f"4 players. {_order_text(seats)}{_fold_text(folded)} Who wins the trick?"
    return _ask(rng, "trick-winner", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


MAY_LEAD = "yes, it may be led"
BANNED = "no: the first-trick ban forbids it"
LEAD_LOSES = "yes, but it cannot win the trick"


def _ban_text(rules: Rules) -> str:
    return _join([r.name_vi for r in sorted(rules.first_trick_ban, key=lambda r: r.value)])


@register("first-trick", "The first-trick ban: may the leader lead this, who wins when a follower breaks it.", 5, title="What does the first-trick ban allow?")
def _first_trick(rng, seed):
    players = rng.choice((2, 3, 4))
    rules = Rules.folk(players)
    banned_ranks = _ban_text(rules)
    if rng.random() < 0.5:
        kind = rng.choice((Kind.SINGLE, Kind.SINGLE, Kind.PAIR, Kind.TRIPLE))
        # Mostly the cards near the line: Tướng, Sĩ, Tượng, Xe.
        near = [p for p in ALL_PLAYS if p.kind is kind and p.cards[0].rank.value <= 3]
        lead = rng.choice(near if rng.random() < 0.8 else [p for p in ALL_PLAYS if p.kind is kind])
        held = sorted({c.rank for c in lead.cards} & set(rules.first_trick_ban), key=lambda r: r.value)
        allowed = not rules.is_banned(lead.cards, True)
        what = f"the {lead.name_en}" if lead.size > 1 else _the(lead.cards[0])
        rule = f"with {players} players the first trick bans {banned_ranks}"
        if allowed:
            right = Choice(MAY_LEAD, True, f"{_cap(rule)}, and {what} holds none of them.")
            wrongs = [Choice(BANNED, False, f"{_cap(what)} holds no banned rank, so it may be led."),
                      Choice(LEAD_LOSES, False, f"Nothing stops {what} winning: only a banned play counts as "
                                                f"folded, and it holds no banned rank.")]
        else:
            right = Choice(BANNED, True, f"{_cap(rule)}, and {what} holds {_join([r.name_vi for r in held])}: "
                                         f"the leader may not lead it.")
            wrongs = [Choice(MAY_LEAD, False, f"{_cap(what)} holds {_join([r.name_vi for r in held])}, a rank "
                                              f"the first trick bans."),
                      Choice(LEAD_LOSES, False, "That is what happens to a follower who shows a banned play; the "
                                                "leader may not lead one at all.")]
        prompt = f"The first trick of a deal, {players} players, folk rules. May the leader lead these cards?"
        return _ask(rng, "first-trick", seed, prompt, right, wrongs, k=3, cards=(lead.cards,),
                    captions=("the lead",))
    # A follower shows a banned play that would otherwise win (3 or 4 players, so that there are 3+ choices).
    players = rng.choice((3, 4))
    rules = Rules.folk(players)
    banned_ranks = _ban_text(rules)
    pool = rules.deck
    kind = rng.choice((Kind.SINGLE, Kind.SINGLE, Kind.PAIR, Kind.TRIPLE))
    lead = _random_play(rng, kind, lambda p: not rules.is_banned(p.cards, True), pool=pool)
    banned_plays = [p for p in ALL_PLAYS if p.kind is kind and rules.is_banned(p.cards, True)
                    and _fits([lead, p], pool)]
    plays = [lead]
    bad = rng.randrange(1, players)
    for i in range(1, players):
        if i == bad:
            plays.append(rng.choice(banned_plays))
        elif rng.random() < 0.25:
            plays.append(None)
        else:
            plays.append(_random_play(rng, kind, lambda p: not rules.is_banned(p.cards, True), plays, pool))
    leader = rng.randrange(players)
    cards, captions, folded, seats = _trick_data(plays, leader, players)
    names = [player(s) for s in seats]
    result = resolve_trick(plays, rules, first_trick=True)
    right, wrongs = _trick_choices(result, seats, names)
    prompt = (f"The first trick of a deal, {players} players, folk rules (banned: {banned_ranks}). "
              f"{_order_text(seats)}{_fold_text(folded)} Who wins the trick?")
    return _ask(rng, "first-trick", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


# -- lesson 6: dealing -------------------------------------------------------------------------------


def _setups() -> list:
    """Returns (players, removal or None, Rules) for every way to deal (the traditional removals)."""
    out = [(n, None, Rules.folk(n)) for n in (2, 4)]
    out += [(3, r, Rules.folk(3, removal=r)) for r in TRADITIONAL_REMOVALS]
    return out


@register("hand-size", "How many cards each player is dealt, for 2, 3 (with a removal) or 4 players.", 6, title="How many cards each?")
def _hand_size(rng, seed):
    setups = _setups()
    n, removal, rules = rng.choice(setups)
    if rng.random() < 0.25:
        return _how_many_players(rng, seed, n, rules, setups)
    ask_total = rng.random() < 0.3
    answer = len(rules.deck) if ask_total else rules.hand_size
    removed = Hand(rules.removed_cards)
    where = f"{n} players"
    if removal:
        where += f", with {len(removed)} cards taken out first ({cards_words(removed)})"
    if ask_total:
        prompt = f"{where}: how many cards are dealt in all?"
        fact = (f"{len(_FULL)} cards less the {len(removed)} taken out leave {len(rules.deck)}, all dealt"
                if removal else f"all {len(rules.deck)} cards are dealt; nothing stays in the middle")
    else:
        prompt = f"{where}: how many cards does each player get?"
        fact = f"{len(rules.deck)} cards dealt to {n} players make {rules.hand_size} each"
        if n == 3:
            fact += f" ({len(_FULL)} does not divide by 3, which is why cards are taken out first)"
    meanings = []
    for m, r, other in setups:
        if other == rules:
            continue
        label = f"{m} players" + (f" with {len(other.removed_cards)} cards taken out" if r else "")
        meanings.append((other.hand_size, f"the hand size for {label}"))
        meanings.append((len(other.deck), f"the number of cards dealt in all for {label}"))
    meanings.append((rules.hand_size, "what each player gets here, not the cards dealt in all"))
    meanings.append((len(rules.deck), "the cards dealt in all here, not what each player gets"))
    if n == 3:
        meanings.append((-(-len(_FULL) // 3), f"{len(_FULL)} ÷ 3 rounded up, but {len(_FULL)} cards do not "
                                              f"divide by 3"))
    rng.shuffle(meanings)
    meanings.sort(key=lambda m: abs(m[0] - answer))
    wrongs, seen = [], {answer}
    for v, text in meanings:
        if v not in seen:
            seen.add(v)
            wrongs.append(Choice(str(v), False, f"{v} is {text}."))
    right = Choice(str(answer), True, _s(fact))
    cards = (removed,) if removal else ()
    return _ask(rng, "hand-size", seed, prompt, right, wrongs, k=4, cards=cards,
                captions=("taken out before dealing",) if removal else ())


def _how_many_players(rng, seed, n, rules, setups) -> Question:
    """Returns the reverse question: each hand has so many cards; how many players?"""
    size = rules.hand_size
    fact = f"{len(rules.deck)} cards" + (f" (the full {len(_FULL)} less {len(rules.removed_cards)} taken out)"
                                          if rules.removed_cards else "") + f" dealt to {n} players make {size} each"
    right = Choice(str(n), True, _s(fact))
    wrongs = []
    for m in (2, 3, 4):
        if m != n:
            sizes = sorted({r.hand_size for k, _, r in setups if k == m})
            wrongs.append(Choice(str(m), False, f"With {m} players each holds {' or '.join(map(str, sizes))} cards."))
    prompt = f"All the cards in play are dealt and each player holds {size}. How many players are there?"
    return _ask(rng, "hand-size", seed, prompt, right, wrongs, k=3)


COUNT_RULE = ("The drawer counts as Tướng; the count goes on round the table in the order of play: "
              "Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt.")
"""How the bắt cái count runs (``Rules.bat_cai_offset = 0``), said in the dealer quiz's prompt."""


@register("dealer", "Bắt cái: who deals, from the drawer's seat and the drawn card.", 6, title="Who deals?")
def _dealer(rng, seed):
    n = rng.choice((3, 4, 4))
    drawer = rng.randrange(n)
    card = rng.choice(_FULL)
    rules = Rules.folk(n)
    assert rules.bat_cai_offset == 0, "the prompt's COUNT_RULE says the drawer counts as Tướng"
    answer = choose_dealer(card, drawer, n, rules)
    steps = [f"{r.name_vi} on {player((drawer + r.index) % n)}" for r in Rank if r.index <= card.rank.index]
    right = Choice(player(answer), True,
                   f"Counting from {player(drawer)}: {', '.join(steps)}. The card is {_a(card.rank.name_en)} "
                   f"({card.rank.name_vi}), so the count stops on {player(answer)}; its colour does not matter.")
    mistakes = {}
    for seat, text in (
        (choose_dealer(card, drawer, n, Rules.folk(n, bat_cai_offset=1)),
         "that is where the count would stop if it started one seat after the drawer; the drawer is Tướng"),
        ((drawer + card.rank.strength) % n, "that is where the count would stop if it started with Tốt; "
                                            "it starts with Tướng"),
        (drawer, "the drawer deals only when the count comes back round to them"),
        ((drawer - card.rank.index) % n, "that is counting the wrong way round the table"),
    ):
        mistakes.setdefault(seat, text)
    wrongs = []
    for s in range(n):
        if s == answer:
            continue
        mistake = mistakes.get(s, f"the count of {_a(card.rank.name_en)} does not stop on {player(s)}")
        wrongs.append(Choice(player(s), False, _s(mistake)))
    order = _join([player(s) for s in range(n)])
    prompt = (f"{n} players sit in the order of play: {order}. {player(drawer)} draws the card shown. "
              f"{COUNT_RULE} Who is the dealer (cái)?")
    return _ask(rng, "dealer", seed, prompt, right, wrongs, k=n, cards=(Hand([card]),),
                captions=("the drawn card",))


# -- lesson 7: kết and đè -----------------------------------------------------------------------------

NO_KET = "no kết: that lead is not a kết combination"

KET_TABLE_NAME = "the deck seller's example table"
"""The name of ``Rules.folk().ket`` (RULES.md §7: the engine's default table), said in the prompt."""


def ket_label(outcome) -> str:
    """Returns the choice label of a kết outcome (a KetOutcome, or None for no kết)."""
    if outcome is None:
        return NO_KET
    if outcome.beaten:
        return f"đè: {player(outcome.scorer)} scores +{outcome.bonus}"
    return f"kết succeeds: {player(outcome.scorer)} scores +{outcome.bonus}"


def ket_rows_text(rules: Rules) -> str:
    """Returns a kết table in words: ``kết đôi (a pair of black soldiers) +2, beaten (đè) +4; …``."""
    rows = []
    for r in rules.ket:
        plays = [Play(p) for p in r.plays]
        if len(plays) == 2 and plays[0].kind is Kind.TRIPLE and {p.cards[0].rank for p in plays} == {plays[0].cards[0].rank}:
            what = "–".join(c.rank.name_vi for c in plays[0].cards) + " of either colour"
        else:
            what = " or ".join(p.phrase_en for p in plays)
        rows.append(f"{r.name} ({what}) +{r.bonus}, beaten (đè) +{r.de_bonus}")
    return "; ".join(rows)


@register("ket", "The last trick led with a kết (or not): who scores what.", 7, title="What does the last trick score?")
def _ket(rng, seed):
    rules = Rules.folk(4)
    ket_plays = [Play(p) for row in rules.ket for p in row.plays]
    # Near misses: red soldiers, a black pair that is not soldiers, the other triple.
    near = [p for p in ALL_PLAYS if p.kind in (Kind.PAIR, Kind.TRIPLE) and rules.ket_row(p) is None]
    lead = rng.choice(ket_plays) if rng.random() < 0.75 else rng.choice(
        [Play("P P"), Play("h h"), Play("c c")] + [p for p in near if p.kind is Kind.TRIPLE])
    plays = [lead]
    for _ in range(3):
        roll = rng.random()
        if roll < 0.35:
            plays.append(None)
        else:
            plays.append(_random_play(rng, lead.kind, shown=plays))
    if all(p is None for p in plays[1:]) and rng.random() < 0.5:
        plays[rng.randrange(1, 4)] = _random_play(rng, lead.kind, shown=plays)
    leader = rng.randrange(4)
    cards, captions, folded, seats = _trick_data(plays, leader, 4)
    names = [player(s) for s in seats]
    result = resolve_trick(plays, rules)
    winner = seats[result.winner]
    outcome = ket_outcome(lead, leader, winner, rules)
    trick = _explain_trick(result, names)
    row = rules.ket_row(lead)
    what = lead.phrase_en
    if outcome is None:
        right = Choice(NO_KET, True, f"{_cap(what)} is not in the kết table, so nobody scores a bonus. {trick}")
    else:
        right = Choice(ket_label(outcome), True, f"{_s(outcome.describe(names_by_seat()))} {trick}")
    wrongs = []
    if outcome is None:
        for r in rules.ket:
            wrongs.append(Choice(f"kết succeeds: {player(leader)} scores +{r.bonus}", False,
                                 f"{_cap(what)} is not {r.name}: the kết table does not list it."))
            if winner != leader:
                wrongs.append(Choice(f"đè: {player(winner)} scores +{r.de_bonus}", False,
                                     f"{player(winner)} wins the trick, but +{r.de_bonus} is what beating "
                                     f"{_a(r.name)} pays, and {what} is not one."))
    else:
        if outcome.beaten:
            wrongs.append(Choice(f"kết succeeds: {player(leader)} scores +{row.bonus}", False,
                                 f"{player(leader)}'s {row.name} lost the trick to {player(winner)}, so "
                                 f"{player(leader)} scores nothing."))
            wrongs.append(Choice(f"đè: {player(winner)} scores +{row.bonus}", False,
                                 f"{player(winner)} did beat it, but đè pays +{row.de_bonus}, not the kết's "
                                 f"+{row.bonus}."))
        else:
            wrongs.append(Choice(f"kết succeeds: {player(leader)} scores +{row.de_bonus}", False,
                                 f"+{row.de_bonus} is what beating it (đè) pays; a {row.name} that wins pays "
                                 f"+{row.bonus}."))
        for i, p in enumerate(result.plays[1:], start=1):
            if seats[i] != winner:
                what_i = "folded (chui)" if p is None else "showed a play that does not win the trick"
                wrongs.append(Choice(f"đè: {player(seats[i])} scores +{row.de_bonus}", False,
                                     f"{player(seats[i])} {what_i}; only the trick's winner can đè."))
        wrongs.append(Choice(NO_KET, False, f"{_cap(what)} is {row.name}: the kết table lists it."))
    rng.shuffle(wrongs)
    prompt = (f"The last trick of a 4-player folk game, scored with {KET_TABLE_NAME}: {ket_rows_text(rules)}. "
              f"{_order_text(seats)}{_fold_text(folded)} What does the last trick score?")
    return _ask(rng, "ket", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


# -- lesson 8: scoring -------------------------------------------------------------------------------


def _kept(rng, total: int = 8, players: int = 4) -> list:
    cuts = sorted(rng.randint(0, total) for _ in range(players - 1))
    return [b - a for a, b in zip([0] + cuts, cuts + [total])]


def kept_text(kept: Sequence[int]) -> str:
    """Returns ``An kept 3, Bình kept 1, …`` (the wording the tests read back)."""
    return ", ".join(f"{player(i)} kept {k}" for i, k in enumerate(kept))


def numbers_label(values: Sequence[int]) -> str:
    """Returns a list of scores as a label: ``+4, -4, +8, -8``."""
    return ", ".join(_signed(v) for v in values)


@register("settle", "Pairwise settlement of kept cards: the list, or one player's result.", 8, title="What does each player get?")
def _settle(rng, seed):
    kept = _kept(rng)
    n, total = len(kept), sum(kept)
    scores = settle(kept)
    avg = [k - total // n for k in kept]
    who_order = ", ".join(player(i) for i in range(n))
    if rng.random() < 0.5:
        rule = (f"each pair of players settles the difference of their kept cards, so each gets "
                f"{n} × kept − {total} (the total kept)")
        right = Choice(numbers_label(scores), True, f"{_cap(rule)}: {numbers_label(scores)}.")
        wrongs = [
            Choice(numbers_label(avg), False, f"That is kept − average ({total // n}); each player settles with "
                                              f"each of the {n - 1} others, which makes {n} times as much."),
            Choice(numbers_label([n * k for k in kept]), False, f"That is {n} × kept without taking away the "
                                                                f"total; a settlement always adds up to 0."),
            Choice(numbers_label([-s for s in scores]), False, "The signs are the wrong way round: the player "
                                                               "who kept more receives."),
            Choice(numbers_label([(n - 1) * k - total for k in kept]), False,
                   f"That counts each player against {n - 1} others but takes away the whole total, their own "
                   f"cards too."),
        ]
        prompt = (f"Pairwise settlement, {n} players: {kept_text(kept)}. What does each player get, in the "
                  f"order {who_order}?")
        return _ask(rng, "settle", seed, prompt, right, wrongs, k=4)
    who = rng.randrange(n)
    me = kept[who]
    terms = ", ".join(f"{_signed(me - k)} against {player(j)} ({me} − {k})" for j, k in enumerate(kept) if j != who)
    fact = f"{player(who)} kept {me}: {terms}; in all {_signed(scores[who])}"
    right = Choice(_signed(scores[who]), True, _s(fact))
    cands = [
        (me - total // n, f"that is kept − average ({total // n}); settling with each of the other {n - 1} "
                          f"players gives {n} times that"),
        (-scores[who], "the sign is the wrong way round: the player who kept more receives"),
        (me, "that is the kept cards; the settlement is the differences with every other player"),
        (n * me, f"that is {n} × kept without taking away the total ({total})"),
        (sum(max(0, me - k) for k in kept), "that counts only the players who kept fewer; those who kept more "
                                            "are paid their difference too"),
        ((n - 1) * me - total, f"that counts {n - 1} others but takes away the whole total, own cards too"),
    ]
    wrongs, seen = [], {scores[who]}
    for v, text in cands:
        if v not in seen:
            seen.add(v)
            wrongs.append(Choice(_signed(v), False, _s(text)))
    prompt = f"Pairwise settlement, {n} players: {kept_text(kept)}. What does {player(who)} get?"
    return _ask(rng, "settle", seed, prompt, right, wrongs, k=4)


def places_label(places: Sequence[int]) -> str:
    """Returns a list of places as a label: ``1st, 2nd, 2nd, 4th``."""
    return ", ".join(_ordinal(p) for p in places)


def _ties_text(places: Sequence[int]) -> str:
    """Returns what each tie does to the places: ``Bình and Dũng tie for 3rd, so nobody is 4th.``"""
    out = []
    for p in sorted(set(places)):
        tied = [i for i, q in enumerate(places) if q == p]
        if len(tied) > 1:
            skipped = _join([_ordinal(p + k) for k in range(1, len(tied))], "or")
            out.append(f"{_join([player(i) for i in tied])} tie for {_ordinal(p)}, so nobody is {skipped}.")
    return " ".join(out)


@register("ranking", "Places by cards won, with equal counts sharing a place.", 8, title="Who comes where?")
def _ranking(rng, seed):
    while True:
        kept = _kept(rng)
        if len(set(kept)) < len(kept):  # a tie: the point of the question
            break
    places = ranking(kept)
    order = sorted(range(len(kept)), key=lambda i: -kept[i])
    dense_rank = sorted(set(kept), reverse=True)
    dense = [1 + dense_rank.index(k) for k in kept]
    lower = [sum(1 for q in kept if q >= k) for k in kept]
    seat_order = [0] * len(kept)
    for place, i in enumerate(order, start=1):
        seat_order[i] = place
    reverse = [len(kept) + 1 - p for p in places]
    listing = ", ".join(f"{player(i)} ({kept[i]}) {_ordinal(places[i])}" for i in range(len(kept)))
    fact = f"The most cards is 1st, and equal counts share a place: {listing}. {_ties_text(places)}"
    who_order = ", ".join(player(i) for i in range(len(kept)))
    if rng.random() < 0.5:
        right = Choice(places_label(places), True, fact)
        wrongs = [
            Choice(places_label(dense), False, "After a shared place the next place is skipped."),
            Choice(places_label(lower), False, "Tied players share the higher place, not the lower."),
            Choice(places_label(seat_order), False, "Tied players share a place; no one is ahead of an equal."),
            Choice(places_label(reverse), False, "More cards is better: the most is 1st."),
        ]
        prompt = (f"Ranking by cards won, {len(kept)} players: {kept_text(kept)}. What are the places, in the "
                  f"order {who_order}?")
        return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4)
    who = rng.randrange(len(kept))
    right = Choice(_ordinal(places[who]), True, fact)
    cands = [(dense[who], "after a shared place the next place is skipped"),
             (lower[who], "tied players share the higher place, not the lower"),
             (seat_order[who], "tied players share a place; no one is ahead of an equal"),
             (reverse[who], "more cards is better: the most is 1st")]
    for p in range(1, len(kept) + 1):
        holders = [i for i in range(len(kept)) if places[i] == p]
        cands.append((p, f"{_ordinal(p)} is the place of {kept[holders[0]]} cards" if holders
                      else f"no one is {_ordinal(p)} here"))
    wrongs, seen = [], {places[who]}
    for p, text in cands:
        if p not in seen:
            seen.add(p)
            wrongs.append(Choice(_ordinal(p), False, _s(text)))
    prompt = f"Ranking by cards won, {len(kept)} players: {kept_text(kept)}. What place is {player(who)}?"
    return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4)


EFFECT_LABELS = {
    "seize": "the cards count as won and the declarer takes the lead (cướp cái)",
    "keep": "the cards count as won; the lead stays where it was",
    "off": "nothing special: they are played like any other cards (these rules have no declarations)",
}
LED_LABEL = "they must be led together as one play in a trick"

_EFFECT_WHEN = {
    "seize": "in the folk rules, four soldiers take the lead only with 3 players, and five soldiers always do",
    "keep": "in the folk rules, only four soldiers with 2 or 4 players count as won without taking the lead",
    "off": "only the beginners' rules (the learning convention) have no declarations",
}


def _preset_words(preset: str) -> str:
    return "the beginners' rules (the learning convention)" if preset == "learning" else "the folk rules"


@register("declaration", "Tứ tử / ngũ tử for 2, 3 or 4 players: what a declaration does.", 8, title="Four or five soldiers: what happens?")
def _declaration(rng, seed):
    setups = ([("folk", n, None) for n in (2, 4)] + [("folk", 3, r) for r in TRADITIONAL_REMOVALS]
              + [("learning", 4, None)])
    while True:
        preset, n, removal = rng.choice(setups)
        rules = Rules.learning() if preset == "learning" else Rules.folk(n, **({"removal": removal} if removal else {}))
        size = rng.choice((4, 5))
        colour = rng.choice(list(Colour))
        soldier = Card(Rank.SOLDIER, colour)
        if Counter(rules.deck)[soldier] >= size:
            break
    effect = rules.declaration_effect(size)
    play = Play([soldier] * size)
    who = rng.randrange(n)
    where = f"{n} players, " + ("the beginners' rules" if preset == "learning" else "folk rules")
    if removal:
        where += f", the deck without {cards_words(rules.removed_cards)}"
    if effect == "off":
        fact = (f"{_cap(_preset_words(preset))} have no declarations: {player(who)} keeps the {size} soldiers "
                f"and plays them as singles or pairs like any other cards.")
    else:
        fact = _s(Declaration(who, play, 1, effect == "seize").describe(names_by_seat(n))) + (
            " Declaring is optional: the soldiers could also be played as singles or pairs.")
    right = Choice(EFFECT_LABELS[effect], True, fact)
    wrongs = [Choice(EFFECT_LABELS[e], False, _s(_EFFECT_WHEN[e])) for e in EFFECT_LABELS if e != effect]
    wrongs.append(Choice(LED_LABEL, False, "Four or five soldiers are never led together as one play; they can "
                                           "be declared between tricks, or played as singles or pairs."))
    prompt = (f"{where}. Between tricks {player(who)} shows these {size} {colour.name_en} soldiers. "
              f"What happens?")
    return _ask(rng, "declaration", seed, prompt, right, wrongs, k=4, cards=(play.cards,),
                captions=(f"{player(who)}'s soldiers",))


# -- lesson 9: house rules ------------------------------------------------------------------------------

PRESETS = {"folk": "the folk rules", "learning": "the beginners' rules"}
_SOLDIER_WORDS = {
    "seize": "they count as won cards and that player takes the lead (cướp cái)",
    "keep": "they count as won cards; the lead stays where it was",
    "off": "they are played like any other cards, as there are no declarations",
}
"""The two presets as the book names them (``Rules.preset(name)``)."""

# For each rule the book's house-rules lesson asks about: the question, and each value in words.
# The answers are read from Rules.preset("folk") and Rules.preset("learning"), both for 4 players;
# every prompt says "4 players" (HOUSE_PLAYERS), as some folk rules differ with 2 or 3 players
# (four soldiers take the lead with 3, RULES.md §7; the first-trick ban adds Tượng with 3).
HOUSE_RULES = {
    "dealer": ("how is the first leader chosen", {
        "bat-cai": "a drawn card is counted round the table (bắt cái) to find the dealer",
        "random": "the first leader is picked at random",
    }),
    "calls": ("how many cards may a leader call", {
        (1, 2, 3): "one, two or three",
        (1, 2): "one or two",
        (1,): "only one",
    }),
    "first_trick_ban": ("what may the leader not lead in the first trick of a deal", {
        frozenset(): "nothing is banned",
        frozenset({Rank.GENERAL, Rank.ADVISOR}): "Tướng and Sĩ",
        frozenset({Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT}): "Tướng, Sĩ and Tượng",
    }),
    "ties": ("when two players show equal plays, which one wins", {
        "earlier": "the one shown earlier (the leader first)",
        "later": "the one shown later",
    }),
    "keep": ("what does the winner of a trick keep", {
        "own": "only their own winning cards",
        "trick": "every card of the trick",
    }),
    "tu_tu": ("what happens when a player shows four soldiers of one colour between tricks", _SOLDIER_WORDS),
    "ngu_tu": ("what happens when a player shows all five soldiers of one colour between tricks", _SOLDIER_WORDS),
    "ket": ("what does a kết (finishing the last trick with a pair of black soldiers or a Xe–Pháo–Mã) score", {
        (): "the last trick scores like any other, with no bonus",
        Rules.folk().ket: "a bonus for the leader if it wins, a bigger one for whoever beats it (đè)",
    }),
    "scoring": ("how is a deal scored", {
        "ranking": "players are ranked by the cards they won",
        "pairwise": "every two players settle the difference of the cards they kept",
    }),
    "di_dem": ("may two players secretly swap cards (đi đêm)", {
        False: "no",
        True: "yes, if they agree",
    }),
}
HOUSE_PLAYERS = 4
"""The table every house-rules question describes (its prompt says so): the presets' own 4 players."""

WHICH_LABELS = {"folk": "the folk rules only", "learning": "the beginners' rules only", "both": "both",
                "neither": "neither"}


def _elsewhere(field: str, value, text: str) -> str:
    """Returns why a value neither preset has (at 4 players) is wrong: where it is found, if anywhere."""
    for n in (3, 2):
        if getattr(Rules.folk(n), field) == value:
            return f"“{_cap(text)}” is what {PRESETS['folk']} say for {n} players, not for {HOUSE_PLAYERS}."
    return f"“{_cap(text)}” is in neither set of rules."


def house_rules_value(field: str, preset: str):
    """Returns the value the house-rules quiz reads for ``field`` in ``preset`` (4 players)."""
    rules = Rules.preset(preset)
    assert rules.players == HOUSE_PLAYERS, "the house-rules prompts say 4 players"
    return getattr(rules, field)


@register("house-rule", "Folk or beginners' rules: what a rule is in each, or which rules have it.", 9, title="Folk rules or beginners' rules?")
def _house_rule(rng, seed):
    field = rng.choice(sorted(HOUSE_RULES))
    ask, words = HOUSE_RULES[field]
    values = {p: house_rules_value(field, p) for p in PRESETS}
    if values["folk"] == values["learning"]:
        both = f"Both sets of rules agree: {words[values['folk']]}."
    else:
        both = " ".join(f"{_cap(PRESETS[p])} answer “{words[values[p]]}”." for p in PRESETS)
    if len(words) >= 3 and rng.random() < 0.6:
        name = rng.choice(sorted(PRESETS))
        value = values[name]
        other = "learning" if name == "folk" else "folk"
        right = Choice(_cap(words[value]), True, both)
        wrongs = []
        for v, text in words.items():
            if v == value:
                continue
            if values[other] == v:
                why = f"That is what {PRESETS[other]} say, not {PRESETS[name]}."
            else:
                why = _elsewhere(field, v, text)
            wrongs.append(Choice(_cap(text), False, why))
        rng.shuffle(wrongs)
        prompt = f"{HOUSE_PLAYERS} players, {PRESETS[name]}: {ask}?"
        return _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4)
    value = rng.choice(list(words))
    having = [p for p in PRESETS if values[p] == value]
    key = "both" if len(having) == 2 else having[0] if having else "neither"
    right = Choice(WHICH_LABELS[key], True, both)
    wrongs = []
    for k in WHICH_LABELS:
        if k == key:
            continue
        if k in PRESETS:
            other = "learning" if k == "folk" else "folk"
            text = (f"{_cap(PRESETS[other])} say so too." if k in having
                    else f"Not {PRESETS[k]}: they answer “{words[values[k]]}”.")
        elif k == "both":
            missing = next(p for p in PRESETS if p not in having)
            text = (f"Only {PRESETS[having[0]]} say so; {PRESETS[missing]} answer “{words[values[missing]]}”."
                    if having else f"Neither says “{words[value]}”.")
        else:
            text = f"{_cap(PRESETS[having[0]])} say “{words[value]}”."
        wrongs.append(Choice(WHICH_LABELS[k], False, text))
    prompt = f"{HOUSE_PLAYERS} players: {ask}? Which rules answer “{words[value]}”?"
    return _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4)

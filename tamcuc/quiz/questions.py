"""The question generators of the book's quizzes, one per kind, lessons 2 … 9.

Every generator is registered with :func:`~tamcuc.quiz.model.register` and is a
pure function of the ``random.Random`` it is given: the same seed gives the same
question. Every answer is computed by the engine (``deck()``, ``trick_winner``,
``resolve_trick``, ``choose_dealer``, ``settle``, ``ranking``, ``ket_outcome``,
``Rules``…), never typed in; explanations reuse the engine's own sentences
(``why_beats``, ``why_not_a_play``, ``TrickResult.explain``, ``KetOutcome.describe``)
where it has them.

A question carries the data needed to recompute its answer: the cards of the
prompt in ``Question.cards`` with ``captions`` (for a trick: ``"Player 2 (leads)"``,
then the followers in play order; a folded player has no group and is named in the
prompt), and the numbers of the prompt in a fixed wording (``Player 0 kept 3``,
``3 players``, ``Player 1 draws``). The tests recompute every answer from that.

>>> from tamcuc.quiz import question
>>> q = question("card-beats", seed=0)
>>> q.grade(q.answer).correct
True
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ..cards import CARDS, Card, Colour, Hand, Rank, deck
from ..dealing import choose_dealer
from ..errors import IllegalPlayError
from ..game import Declaration
from ..plays import ALL_PLAYS, TRIPLES, Kind, Play, is_play, why_beats, why_not_a_play
from ..rules import REMOVALS, Rules
from ..scoring import ket_outcome, ranking, settle
from ..tricks import resolve_trick
from .model import Choice, Question, register

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


def _yes(text: str) -> str:
    return "Right: " + text[0].upper() + text[1:] if text else text


def card_label(card: Card) -> str:
    """Returns how a card is named in a choice: ``Xe đỏ (red chariot)``."""
    return f"{card.name_vi} ({card.name_en})"


def play_label(play: Play) -> str:
    """Returns how a play is named in a choice: ``đôi Xe đỏ (pair of red chariots)``."""
    return f"{play.name_vi} ({play.name_en})"


def player(i: int) -> str:
    """Returns the name of seat ``i``: ``Player 2``."""
    return f"Player {i}"


def _plural(rank: Rank) -> str:
    return rank.name_en + "s"


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _card_choice(card: Card, correct: bool, explanation: str) -> Choice:
    return Choice(card_label(card), correct, explanation, Hand([card]))


def _play_choice(play: Play, correct: bool, explanation: str) -> Choice:
    return Choice(play_label(play), correct, explanation, play.cards)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


# -- lesson 2: the cards ------------------------------------------------------------------

_FULL = deck()


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
            f"each colour has {n} {_plural(rank) if n > 1 else rank.name_en} ({rank.name_vi}), "
            f"so there {'are' if n > 1 else 'is'} {n} {card.name_en}{'s' if n > 1 else ''}",
        ))
    for rank in Rank:
        n = _count(lambda c, rank=rank: c.rank is rank)
        facts.append((
            ("rank", rank.code),
            f"{_plural(rank)} ({rank.name_vi}) of both colours together",
            n,
            f"each colour has {n // 2} {_plural(rank) if n > 2 else rank.name_en}, so both colours "
            f"together hold {n}",
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
    for removal in REMOVALS:
        r = Rules.folk(3, removal=removal)
        removed = ", ".join(c.name_en for c in r.removed_cards)
        facts.append((("three", removal), f"cards left for a 3-player game after removing {removed}",
                      len(r.deck), ""))
    return facts


_DECK_FACTS = _deck_facts()
_ASKABLE = [f for f in _DECK_FACTS if f[3]]


@register("deck-count", "How many cards of a rank, a colour, or in the whole deck.", 2)
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
        wrongs.append(Choice(str(v), False, f"Not {v}: {v} is the number of {d}. Here {fact}."))
    right = Choice(str(n), True, _yes(fact) + ".")
    return _ask(rng, "deck-count", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


# Words of the names heard at the table (RULES.md §1).
_RANK_WORDS = {"tướng": Rank.GENERAL, "sĩ": Rank.ADVISOR, "tượng": Rank.ELEPHANT, "tịnh": Rank.ELEPHANT,
               "xe": Rank.CHARIOT, "pháo": Rank.CANNON, "mã": Rank.HORSE, "tốt": Rank.SOLDIER}
_COLOUR_WORDS = {
    "ông": "ông (the gentleman) is the red one",
    "bà": "bà (the lady) is the black one",
    "điều": "điều means red",
    "hồng": "hồng means red",
    "thâm": "thâm means black",
}
_FOLK_NAMES = ("tướng ông", "tướng bà", "sĩ điều", "tượng hồng", "tượng thâm", "tịnh hồng", "tịnh thâm",
               "xe hồng", "pháo thâm", "mã hồng", "tốt thâm", "xe thâm", "pháo hồng", "mã thâm")


def _gloss(name: str) -> str:
    rank_word, colour_word = name.split()
    rank = _RANK_WORDS[rank_word]
    extra = ""
    if rank_word == "tịnh":
        extra = " (tịnh is another word for Tượng)"
    elif rank in (Rank.GENERAL, Rank.ELEPHANT):
        extra = " (mind the tone mark: tướng is the general, tượng the elephant)"
    return f"{rank_word} names the {rank.name_en}{extra} and {_COLOUR_WORDS[colour_word]}"


@register("folk-name", "Which card a folk name such as tướng bà or tượng thâm means.", 2)
def _folk_name(rng, seed):
    name = rng.choice(_FOLK_NAMES)
    card = Card.parse(name)
    other_colour = Card(card.rank, Colour.RED if card.colour is Colour.BLACK else Colour.BLACK)
    twin = {Rank.GENERAL: Rank.ELEPHANT, Rank.ELEPHANT: Rank.GENERAL}.get(card.rank, Rank.ADVISOR)
    if twin is card.rank:
        twin = Rank.ELEPHANT
    candidates = [other_colour, Card(twin, card.colour), Card(twin, other_colour.colour)]
    rest = [c for c in CARDS if c not in candidates and c != card]
    rng.shuffle(rest)
    why = _gloss(name)
    wrongs = [
        _card_choice(c, False, f"That is the {c.name_en}, called “{c.folk_name}”. In “{name}”, {why}: "
                               f"the {card.name_en}.")
        for c in candidates + rest
    ]
    right = _card_choice(card, True, f"Right: in “{name}”, {why}: the {card.name_en}.")
    prompt = f"Which card is called “{name}” at the table?"
    return _ask(rng, "folk-name", seed, prompt, right, wrongs, k=4)


@register("han", "Which rank a Hán character names, or which character a rank carries.", 2)
def _han(rng, seed):
    rank = rng.choice(list(Rank))
    others = [r for r in Rank if r is not rank]
    rng.shuffle(others)
    if rng.random() < 0.5:
        prompt = f"A card shows the Hán character {rank.han}. Which rank is it?"
        right = Choice(f"{rank.name_vi} ({rank.name_en})", True,
                       f"Right: {rank.han} is {rank.name_vi}, the {rank.name_en}.")
        wrongs = [Choice(f"{r.name_vi} ({r.name_en})", False,
                         f"No: {r.name_vi} ({r.name_en}) is written {r.han}; {rank.han} is {rank.name_vi}, "
                         f"the {rank.name_en}.") for r in others]
    else:
        prompt = f"Which Hán character is printed on a {rank.name_vi} ({rank.name_en}) card?"
        right = Choice(rank.han, True, f"Right: {rank.name_vi}, the {rank.name_en}, is written {rank.han}.")
        wrongs = [Choice(r.han, False, f"No: {r.han} is {r.name_vi} ({r.name_en}); the {rank.name_en} is "
                                       f"{rank.han}.") for r in others]
    return _ask(rng, "han", seed, prompt, right, wrongs, k=4)


def describe_deck(colours: int, per_rank: dict) -> str:
    """Returns a deck described as ``32 cards in 2 colours, each colour: 1 Tướng, 2 Sĩ, …``."""
    total = colours * sum(per_rank.values())
    counts = ", ".join(f"{per_rank[r]} {r.name_vi}" for r in Rank)
    return f"{total} cards in {colours} colours, each colour: {counts}"


def _real_deck_parts() -> dict:
    """Returns per-rank copies per colour of the full deck, computed from ``deck()``."""
    colours = {c.colour for c in _FULL}
    per = {r: _count(lambda c, r=r: c.rank is r and c.colour is Colour.RED) for r in Rank}
    assert all(per[r] == _count(lambda c, r=r: c.rank is r and c.colour is Colour.BLACK) for r in Rank)
    return {"colours": len(colours), "per": per}


@register("real-deck", "Which described deck is a real Tam Cúc deck.", 2)
def _real_deck(rng, seed):
    real = _real_deck_parts()
    per, colours = real["per"], real["colours"]
    right = Choice(describe_deck(colours, per), True,
                   f"Right: {len(_FULL)} cards in red and black, each colour with "
                   + ", ".join(f"{per[r]} {_plural(r) if per[r] > 1 else r.name_en}" for r in Rank) + ".")
    fakes = []
    # Tứ Sắc: the same seven pieces, four colours, four copies each.
    fakes.append(Choice(describe_deck(4, {r: 4 for r in Rank}), False,
                        f"That is the deck of Tứ Sắc, a different game with the same piece names; Tam Cúc has "
                        f"2 colours and {len(_FULL)} cards."))
    # A pair of generals per colour.
    two = {**per, Rank.GENERAL: 2, Rank.SOLDIER: per[Rank.SOLDIER] - 1}
    fakes.append(Choice(describe_deck(colours, two), False,
                        f"No: {why_not_a_play(Hand('K K'))}. The soldiers number {per[Rank.SOLDIER]} per colour."))
    # The 3-player deck after a removal (equal colours only).
    three = Rules.folk(3)
    left = Counter(three.deck)
    per3 = {r: left[Card(r, Colour.RED)] for r in Rank}
    fakes.append(Choice(describe_deck(colours, per3), False,
                        f"That is the {len(three.deck)}-card deck of a 3-player game after removing "
                        f"{', '.join(c.name_en for c in three.removed_cards)}; the full deck has {len(_FULL)}."))
    # Soldiers like the other ranks.
    few = {**per, Rank.SOLDIER: per[Rank.CHARIOT]}
    fakes.append(Choice(describe_deck(colours, few), False,
                        f"No: the soldier is the one rank with {per[Rank.SOLDIER]} copies per colour (that is "
                        f"what makes four and five soldiers, tứ tử and ngũ tử, possible)."))
    # One colour only.
    fakes.append(Choice(describe_deck(1, per), False,
                        f"No: Tam Cúc has two colours, red and black, and a red card beats a black one of the "
                        f"same rank; one colour is half the deck."))
    # Generals and advisors swapped in number.
    swap = {**per, Rank.GENERAL: per[Rank.ADVISOR], Rank.ADVISOR: per[Rank.GENERAL]}
    fakes.append(Choice(describe_deck(colours, swap), False,
                        f"No: there is one general (Tướng) and there are two advisors (Sĩ) per colour; that is "
                        f"why a pair of advisors exists but a pair of generals does not."))
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
    result = resolve_trick([a, b])
    win, lose = result.plays[result.winner], result.plays[1 - result.winner]
    make = _card_choice if a.size == 1 else _play_choice
    first = a.cards[0] if a.size == 1 else a
    second = b.cards[0] if b.size == 1 else b
    w, l = (first, second) if result.winner == 0 else (second, first)
    choices = [
        make(w, True, _yes(why_beats(win, lose)) + "."),
        make(l, False, why_beats(lose, win)[0].upper() + why_beats(lose, win)[1:] + "."),
        Choice("neither: they tie", False,
               f"Not a tie: only two identical {unit}s tie; here {why_beats(win, lose)}."),
    ]
    prompt = f"Player 0 leads the first {unit} and Player 1 follows with the second. Which {unit} wins?"
    return _ask(rng, kind, seed, prompt, choices[0], choices[1:], k=3,
                cards=(a.cards, b.cards), captions=("Player 0 (leads)", "Player 1"))


@register("card-beats", "Two single cards: which one wins.", 3)
def _card_beats(rng, seed):
    a, b = _trap_pair(rng)
    if rng.random() < 0.5:
        a, b = b, a
    return _beats_question(rng, "card-beats", seed, Play([a]), Play([b]), "card")


@register("highest-card", "Four cards: which is the highest.", 3)
def _highest_card(rng, seed):
    black, red = _trap_pair(rng)
    rest = [c for c in CARDS if c not in (black, red)]
    cards = [black, red] + rng.sample(rest, 2)
    rng.shuffle(cards)
    result = resolve_trick([Play([c]) for c in cards])
    best = cards[result.winner]
    right = _card_choice(best, True, "Right: " + "; ".join(
        f"it beats the {c.name_en}: {why_beats(Play([best]), Play([c]))}" for c in cards if c != best) + ".")
    wrongs = []
    for c in cards:
        if c != best:
            text = why_beats(Play([c]), Play([best]))
            wrongs.append(_card_choice(c, False, text[0].upper() + text[1:] + "."))
    prompt = "Which of these four cards is the highest?"
    return _ask(rng, "highest-card", seed, prompt, right, wrongs, k=4,
                cards=tuple(Hand([c]) for c in cards), captions=tuple(f"card {i + 1}" for i in range(4)))


# -- lesson 4: pairs and triples ---------------------------------------------------------------------

PAIR, NOT_PAIR = "a valid pair (đôi)", "not a pair"


@register("is-pair", "Two cards: a pair (đôi) or not.", 4)
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
        yes = f"two cards of the same rank and the same colour: {_a(play.name_en)}"
        right = Choice(PAIR, True, f"Right: {yes}.")
        wrong = Choice(NOT_PAIR, False, f"It is a pair: {yes}. Same rank and same colour is all a pair needs.")
    else:
        why = why_not_a_play(cards)
        right = Choice(NOT_PAIR, True, _yes(why) + ".")
        wrong = Choice(PAIR, False, f"Not a pair: {why}.")
    prompt = "Are these two cards a pair (đôi)?"
    return _ask(rng, "is-pair", seed, prompt, right, [wrong], k=2, cards=(cards,), captions=("two cards",))


def triple_label(ranks: tuple) -> str:
    """Returns the choice label for one of the two triples: ``a Tướng–Sĩ–Tượng triple``."""
    return "a " + "–".join(r.name_vi for r in ranks) + " triple"


NOT_TRIPLE = "not a triple"


@register("is-triple", "Three cards: a valid triple (ba) or a near miss.", 4)
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
    if is_play(cards) and Play(cards).kind is Kind.TRIPLE:
        play = Play(cards)
        ranks = tuple(c.rank for c in play.cards)
        right = Choice(labels[ranks], True, f"Right: the {play.name_en}, one of the only two triples, all one colour.")
        wrongs = [Choice(labels[t], False, f"No: these are {'–'.join(r.name_vi for r in ranks)}, not "
                                           f"{'–'.join(r.name_vi for r in t)}; still a valid triple, the "
                                           f"{play.name_en}.") for t in TRIPLES if t != ranks]
        wrongs.append(Choice(NOT_TRIPLE, False, f"It is a triple: {'–'.join(r.name_vi for r in ranks)}, all "
                                                f"{play.colour.name_en}, is one of the only two triples."))
    else:
        why = why_not_a_play(cards)
        right = Choice(NOT_TRIPLE, True, _yes(why) + ".")
        wrongs = [Choice(labels[t], False, f"Not a triple: {why}.") for t in TRIPLES]
    prompt = "What are these three cards?"
    return _ask(rng, "is-triple", seed, prompt, right, wrongs, k=3, cards=(cards,), captions=("three cards",))


@register("play-beats", "Two pairs or two triples: which one wins.", 4)
def _play_beats(rng, seed):
    if rng.random() < 0.6:
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
    """Returns (cards, captions, folded seats, seats in play order) for a trick shown in a question."""
    seats = [(leader + i) % players for i in range(players)]
    cards, captions, folded = [], [], []
    for i, (seat, play) in enumerate(zip(seats, plays)):
        if play is None:
            folded.append(seat)
            continue
        cards.append(play.cards)
        captions.append(f"{player(seat)} (leads)" if i == 0 else player(seat))
    return tuple(cards), tuple(captions), folded, seats


def _fold_text(folded: list) -> str:
    if not folded:
        return ""
    return " " + " and ".join(player(s) for s in folded) + (" folds" if len(folded) == 1 else " fold") + " (chui)."


def _trick_choices(result, seats: list, names: list) -> tuple:
    """Returns (right, wrongs): one choice per seat, the winner's explained by ``result.explain``."""
    why = result.explain(names)
    right = Choice(names[result.winner], True, "Right: " + why)
    win = result.plays[result.winner]
    wrongs = []
    for i, play in enumerate(result.plays):
        if i == result.winner:
            continue
        if play is None:
            reason = f"{names[i]} folded (chui), and a folded play never wins, whatever it held"
        elif i in result.banned:
            reason = f"{names[i]}'s {play.name_en} holds a rank banned in the first trick, so it counts as folded"
        elif play.strength == win.strength:
            reason = (f"{names[i]} showed the same play as {names[result.winner]}, and of equal plays the "
                      f"{result.ties} one wins")
        else:
            reason = f"{names[i]}'s {play.name_en} loses: {why_beats(win, play)}"
        # The first sentence of the engine's explanation names the winner and the winning play.
        wrongs.append(Choice(names[i], False, f"No: {reason}. {why.split('. ')[0].rstrip('.')}."))
    return right, wrongs


@register("trick-winner", "A four-player trick with folds: who wins.", 5)
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
    prompt = (f"4 players; {player(leader)} leads and the others follow in seat order "
              f"({', '.join(names)}).{_fold_text(folded)} Who wins the trick?")
    return _ask(rng, "trick-winner", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


MAY_LEAD = "yes, it may be led"
BANNED = "no: the first-trick ban forbids it"
LEAD_LOSES = "yes, but it cannot win the trick"


@register("first-trick", "The first-trick ban: may the leader lead this, who wins when a follower breaks it.", 5)
def _first_trick(rng, seed):
    players = rng.choice((2, 3, 4))
    rules = Rules.folk(players)
    banned_ranks = ", ".join(r.name_vi for r in sorted(rules.first_trick_ban, key=lambda r: r.value))
    if rng.random() < 0.5:
        kind = rng.choice((Kind.SINGLE, Kind.SINGLE, Kind.PAIR, Kind.TRIPLE))
        # Mostly the cards near the line: Tướng, Sĩ, Tượng, Xe.
        near = [p for p in ALL_PLAYS if p.kind is kind and p.cards[0].rank.value <= 3]
        lead = rng.choice(near if rng.random() < 0.8 else [p for p in ALL_PLAYS if p.kind is kind])
        try:
            resolve_trick([lead], rules, first_trick=True)
            why, allowed = None, True
        except IllegalPlayError as err:
            why, allowed = str(err), False
        rule = f"with {players} players the first trick bans {banned_ranks}"
        if allowed:
            right = Choice(MAY_LEAD, True, f"Right: {rule}, and the {lead.name_en} holds none of them.")
            wrongs = [Choice(BANNED, False, f"No: {rule}; the {lead.name_en} holds none of them, so it may be led."),
                      Choice(LEAD_LOSES, False, f"No: nothing stops it winning: {rule}, and the {lead.name_en} "
                                                f"holds none of them.")]
        else:
            right = Choice(BANNED, True, _yes(why) + ".")
            wrongs = [Choice(MAY_LEAD, False, f"No: {why}."),
                      Choice(LEAD_LOSES, False, f"No: the leader may not lead it at all ({why}); only a "
                                                f"follower's banned play is shown and counts as folded.")]
        prompt = (f"The first trick of a deal, {players} players, folk rules. May the leader lead these cards?")
        return _ask(rng, "first-trick", seed, prompt, right, wrongs, k=3, cards=(lead.cards,),
                    captions=("the lead",))
    # A follower shows a banned play that would otherwise win (3 or 4 players, so that there are 3+ choices).
    players = rng.choice((3, 4))
    rules = Rules.folk(players)
    banned_ranks = ", ".join(r.name_vi for r in sorted(rules.first_trick_ban, key=lambda r: r.value))
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
              f"{player(leader)} leads; the others follow in seat order ({', '.join(names)})."
              f"{_fold_text(folded)} Who wins the trick?")
    return _ask(rng, "first-trick", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


# -- lesson 6: dealing -------------------------------------------------------------------------------


def _setups() -> list:
    """Returns (players, removal or None, Rules) for every way to deal."""
    out = [(n, None, Rules.folk(n)) for n in (2, 4)]
    out += [(3, r, Rules.folk(3, removal=r)) for r in REMOVALS]
    return out


@register("hand-size", "How many cards each player is dealt, for 2, 3 (with a removal) or 4 players.", 6)
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
        where += f", after removing {len(removed)} cards ({', '.join(c.name_en for c in removed)})"
    if ask_total:
        prompt = f"{where}: how many cards are dealt in all?"
        fact = (f"{len(_FULL)} cards less the {len(removed)} removed leave {len(rules.deck)}, all dealt"
                if removal else f"all {len(rules.deck)} cards are dealt; nothing stays in the middle")
    else:
        prompt = f"{where}: how many cards does each player get?"
        fact = f"{len(rules.deck)} cards dealt to {n} players make {rules.hand_size} each"
        if n == 3:
            fact += f" ({len(_FULL)} does not divide by 3, which is why cards are removed first)"
    meanings = []
    for m, r, other in setups:
        if other == rules:
            continue
        label = f"{m} players" + (f" with the {len(other.removed_cards)}-card removal" if r else "")
        meanings.append((other.hand_size, f"the hand size for {label}"))
        meanings.append((len(other.deck), f"the cards dealt in all for {label}"))
    meanings.append((rules.hand_size, f"the cards each player gets here"))
    meanings.append((len(rules.deck), f"the cards dealt in all here"))
    if n == 3:
        meanings.append((-(-len(_FULL) // 3), f"{len(_FULL)} / 3 rounded up, but {len(_FULL)} cards do not "
                                              f"divide by 3"))
    rng.shuffle(meanings)
    meanings.sort(key=lambda m: abs(m[0] - answer))
    wrongs, seen = [], {answer}
    for v, text in meanings:
        if v not in seen:
            seen.add(v)
            wrongs.append(Choice(str(v), False, f"Not {v}: {v} is {text}. Here {fact}."))
    right = Choice(str(answer), True, _yes(fact) + ".")
    cards = (removed,) if removal else ()
    return _ask(rng, "hand-size", seed, prompt, right, wrongs, k=4, cards=cards,
                captions=("removed before dealing",) if removal else ())


def _how_many_players(rng, seed, n, rules, setups) -> Question:
    """Returns the reverse question: each hand has so many cards; how many players?"""
    size = rules.hand_size
    fact = f"{len(rules.deck)} cards" + (f" (the full {len(_FULL)} less {len(rules.removed_cards)} removed)"
                                          if rules.removed_cards else "") + f" dealt to {n} players make {size} each"
    right = Choice(str(n), True, _yes(fact) + ".")
    wrongs = []
    for m in (2, 3, 4):
        if m != n:
            sizes = sorted({r.hand_size for k, _, r in setups if k == m})
            wrongs.append(Choice(str(m), False, f"No: {m} players hold {' or '.join(map(str, sizes))} cards each. "
                                                f"Here {fact}."))
    prompt = f"All the cards in play are dealt and each player holds {size}. How many players are there?"
    return _ask(rng, "hand-size", seed, prompt, right, wrongs, k=3)


@register("dealer", "Bắt cái: who deals, from the drawer's seat and the drawn card.", 6)
def _dealer(rng, seed):
    n = rng.choice((3, 4, 4))
    drawer = rng.randrange(n)
    card = rng.choice(_FULL)
    answer = choose_dealer(card, drawer, n)
    count = ", ".join(f"{r.name_vi} on {player((drawer + r.index) % n)}"
                      for r in Rank if r.index <= card.rank.index)
    fact = (f"counting from the drawer, {player(drawer)}, in the order of play: {count}. The card is "
            f"{_a(card.rank.name_en)} ({card.rank.name_vi}), so {player(answer)} deals; its colour does not matter")
    right = Choice(player(answer), True, _yes(fact) + ".")
    mistakes = {}
    for seat, text in (
        (choose_dealer(card, drawer, n, Rules.folk(n, bat_cai_offset=1)),
         "that is where the count ends if it starts one seat after the drawer; here the drawer is Tướng"),
        ((drawer + card.rank.strength) % n, "that is where the count ends if it starts from Tốt; it starts from Tướng"),
        (drawer, "the drawer deals only when the count comes back round to them"),
    ):
        mistakes.setdefault(seat, text)
    wrongs = []
    for s in range(n):
        if s == answer:
            continue
        mistake = mistakes.get(s, "the count does not stop there")
        wrongs.append(Choice(player(s), False, f"Not {player(s)}: {mistake}. {fact[0].upper() + fact[1:]}."))
    prompt = (f"{n} players, seats 0 … {n - 1} in the order of play. {player(drawer)} draws the card shown. "
              f"Who is the dealer (cái)?")
    return _ask(rng, "dealer", seed, prompt, right, wrongs, k=n, cards=(Hand([card]),),
                captions=("the drawn card",))


# -- lesson 7: kết and đè -----------------------------------------------------------------------------

NO_KET = "no kết: that lead is not a kết combination"


def ket_label(outcome) -> str:
    """Returns the choice label of a kết outcome (a KetOutcome, or None for no kết)."""
    if outcome is None:
        return NO_KET
    if outcome.beaten:
        return f"đè: {player(outcome.scorer)} scores +{outcome.bonus}"
    return f"kết succeeds: {player(outcome.scorer)} scores +{outcome.bonus}"


@register("ket", "The last trick led with a kết (or not): who scores what.", 7)
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
    trick = result.explain(names)
    row = rules.ket_row(lead)
    rows = "; ".join(f"{r.name} with {' or '.join(r.plays)}: +{r.bonus}, đè +{r.de_bonus}" for r in rules.ket)
    if outcome is None:
        right = Choice(NO_KET, True, f"Right: the {lead.name_en} is not in the kết table ({rows}); "
                                     f"{trick}")
    else:
        right = Choice(ket_label(outcome), True, f"Right: {outcome.describe(names_by_seat())}. {trick}")
    wrongs = []
    if outcome is None:
        base = f"the {lead.name_en} is not a kết combination ({rows}), so nobody scores a bonus; {trick}"
        for r in rules.ket:
            wrongs.append(Choice(f"kết succeeds: {player(leader)} scores +{r.bonus}", False, f"No: {base}"))
            if winner != leader:
                wrongs.append(Choice(f"đè: {player(winner)} scores +{r.de_bonus}", False, f"No: {base}"))
    else:
        if outcome.beaten:
            wrongs.append(Choice(f"kết succeeds: {player(leader)} scores +{row.bonus}", False,
                                 f"No: the kết was beaten (đè), so the leader scores nothing: {trick}"))
            wrongs.append(Choice(f"đè: {player(winner)} scores +{row.bonus}", False,
                                 f"No: {player(winner)} did beat it, but đè pays +{row.de_bonus}, "
                                 f"not the kết's +{row.bonus}. {trick}"))
        else:
            wrongs.append(Choice(f"kết succeeds: {player(leader)} scores +{row.de_bonus}", False,
                                 f"No: +{row.de_bonus} is what beating it (đè) pays; a {row.name} that wins pays "
                                 f"+{row.bonus}. {trick}"))
        for i, p in enumerate(result.plays[1:], start=1):
            if seats[i] != winner:
                what = "folded (chui)" if p is None else "showed a play that does not win the trick"
                wrongs.append(Choice(f"đè: {player(seats[i])} scores +{row.de_bonus}", False,
                                     f"No: {player(seats[i])} {what}; only the trick's winner can đè. {trick}"))
        wrongs.append(Choice(NO_KET, False, f"No: the {lead.name_en} is {row.name} ({rows}). {trick}"))
    rng.shuffle(wrongs)
    prompt = (f"The last trick of a 4-player folk game (kết table: {rows}). {player(leader)} leads; the others "
              f"follow in seat order ({', '.join(names)}).{_fold_text(folded)} What does the last trick score?")
    return _ask(rng, "ket", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions)


def names_by_seat(players: int = 4) -> list:
    """Returns ``["Player 0", …]``: names indexed by seat, for :meth:`KetOutcome.describe`."""
    return [player(i) for i in range(players)]


# -- lesson 8: scoring -------------------------------------------------------------------------------


def _kept(rng, total: int = 8, players: int = 4) -> list:
    cuts = sorted(rng.randint(0, total) for _ in range(players - 1))
    return [b - a for a, b in zip([0] + cuts, cuts + [total])]


def kept_text(kept: Sequence[int]) -> str:
    """Returns ``Player 0 kept 3, Player 1 kept 1, …`` (the wording the tests read back)."""
    return ", ".join(f"{player(i)} kept {k}" for i, k in enumerate(kept))


def numbers_label(values: Sequence[int]) -> str:
    """Returns a list of scores as a label: ``+4, -4, +8, -8``."""
    return ", ".join(_signed(v) if v else "0" for v in values)


@register("settle", "Pairwise settlement of kept cards: the list, or one player's result.", 8)
def _settle(rng, seed):
    kept = _kept(rng)
    n, total = len(kept), sum(kept)
    scores = settle(kept)
    avg = [k - total // n for k in kept]
    if rng.random() < 0.5:
        rule = (f"each pair of players settles the difference of their kept cards, so each gets n·kept − total "
                f"= {n}·kept − {total}")
        right = Choice(numbers_label(scores), True, f"Right: {rule}: {numbers_label(scores)}.")
        wrongs = [
            Choice(numbers_label(avg), False, f"No: that is kept − average ({total // n}), what one player settles "
                                              f"against the average; the settlement is with each of the {n - 1} "
                                              f"others: {rule}."),
            Choice(numbers_label([n * k for k in kept]), False, f"No: that is {n}·kept without taking away the total; "
                                                                f"the results must sum to 0: {rule}."),
            Choice(numbers_label([-s for s in scores]), False, f"No: the signs are the wrong way round: the player "
                                                               f"who kept more receives: {rule}."),
            Choice(numbers_label([(n - 1) * k - total for k in kept]), False,
                   f"No: that counts each player against {n - 1} others but takes away the whole total, "
                   f"their own cards too: {rule}."),
        ]
        prompt = f"Pairwise settlement, {n} players: {kept_text(kept)}. What does each player get?"
        return _ask(rng, "settle", seed, prompt, right, wrongs, k=4)
    who = rng.randrange(n)
    me = kept[who]
    terms = ", ".join(f"{_signed(me - k) if me != k else '0'} against {player(j)} ({me}−{k})"
                      for j, k in enumerate(kept) if j != who)
    fact = f"{player(who)} kept {me}: {terms}; in all {_signed(scores[who]) if scores[who] else '0'}"
    right = Choice(_signed(scores[who]) if scores[who] else "0", True, _yes(fact) + ".")
    cands = [
        (me - total // n, f"that is kept − average ({total // n}); settling with each of the other {n - 1} "
                          f"players gives {n} times that"),
        (-scores[who], "the sign is the wrong way round: the player who kept more receives"),
        (me, "that is the kept cards; the settlement is the differences with every other player"),
        (n * me, f"that is {n}·kept without taking away the total ({total})"),
        (sum(max(0, me - k) for k in kept), "that counts only the players who kept fewer; those who kept more "
                                            "are paid their difference too"),
        ((n - 1) * me - total, f"that counts {n - 1} others but takes away the whole total, own cards too"),
    ]
    wrongs, seen = [], {scores[who]}
    for v, text in cands:
        if v not in seen:
            seen.add(v)
            wrongs.append(Choice(_signed(v) if v else "0", False, f"No: {text}. {fact[0].upper() + fact[1:]}."))
    prompt = f"Pairwise settlement, {n} players: {kept_text(kept)}. What does {player(who)} get?"
    return _ask(rng, "settle", seed, prompt, right, wrongs, k=4)


def places_label(places: Sequence[int]) -> str:
    """Returns a list of places as a label: ``1st, 2nd, 2nd, 4th``."""
    return ", ".join(_ordinal(p) for p in places)


def _ordinal(p: int) -> str:
    return str(p) + {1: "st", 2: "nd", 3: "rd"}.get(p, "th")


@register("ranking", "Places by cards won, with equal counts sharing a place.", 8)
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
    rule = "the most cards is 1st; equal counts share the higher place, and the places they fill are skipped"
    listing = ", ".join(f"{player(i)} ({kept[i]}) {_ordinal(places[i])}" for i in range(len(kept)))
    fact = f"{rule[0].upper() + rule[1:]}: {listing}"
    if rng.random() < 0.5:
        right = Choice(places_label(places), True, f"Right: {fact}.")
        wrongs = [
            Choice(places_label(dense), False, f"No: after a shared place the next place is skipped. {fact}."),
            Choice(places_label(lower), False, f"No: tied players share the higher place, not the lower. {fact}."),
            Choice(places_label(seat_order), False, f"No: tied players share a place; no one is ahead of an equal. "
                                                    f"{fact}."),
            Choice(places_label(reverse), False, f"No: more cards is better: the most is 1st. {fact}."),
        ]
        prompt = f"Ranking by cards won, {len(kept)} players: {kept_text(kept)}. What are the places?"
        return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4)
    who = rng.randrange(len(kept))
    right = Choice(_ordinal(places[who]), True, f"Right: {fact}.")
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
            wrongs.append(Choice(_ordinal(p), False, f"No: {text}. {fact}."))
    prompt = f"Ranking by cards won, {len(kept)} players: {kept_text(kept)}. What place is {player(who)}?"
    return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4)


EFFECT_LABELS = {
    "seize": "the cards count as won and the declarer takes the lead (cướp cái)",
    "keep": "the cards count as won; the lead stays where it was",
    "off": "nothing: these rules have no declarations",
}
LED_LABEL = "they must be led as a play in a trick"


@register("declaration", "Tứ tử / ngũ tử for 2, 3 or 4 players: what a declaration does.", 8)
def _declaration(rng, seed):
    setups = [("folk", n, None) for n in (2, 4)] + [("folk", 3, r) for r in REMOVALS] + [("learning", 4, None)]
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
    where = f"{n} players, {preset} rules"
    if removal:
        where += f", the deck without {', '.join(c.name_en for c in rules.removed_cards)}"
    if effect == "off":
        fact = f"under the {preset} rules {play.kind.value} is not declared"
    else:
        fact = Declaration(who, play, 1, effect == "seize").describe(names_by_seat(n))
    field = "tu_tu" if size == 4 else "ngu_tu"
    others = {
        "seize": "four soldiers take the lead only with 3 players, five soldiers always (folk rules)",
        "keep": "with 2 or 4 players four soldiers count as won but do not take the lead (folk rules)",
        "off": "only the learning convention turns declarations off",
    }
    right = Choice(EFFECT_LABELS[effect], True, f"Right: {fact} ({field}=\"{effect}\").")
    wrongs = [Choice(EFFECT_LABELS[e], False, f"No: {others[e]}. Here {fact} ({field}=\"{effect}\").")
              for e in EFFECT_LABELS if e != effect]
    wrongs.append(Choice(LED_LABEL, False, f"No: four or five soldiers are never led in a trick; they are declared "
                                           f"between tricks. Here {fact} ({field}=\"{effect}\")."))
    prompt = f"{where}. Between tricks {player(who)} shows these {size} soldiers. What happens?"
    return _ask(rng, "declaration", seed, prompt, right, wrongs, k=4, cards=(play.cards,),
                captions=(f"{player(who)}'s soldiers",))


# -- lesson 9: house rules ------------------------------------------------------------------------------

_FIELD_GLOSS = {
    "dealer": "how the first leader is chosen",
    "bat_cai_offset": "where the bắt cái count starts",
    "calls": "how many cards a leader may call",
    "first_trick_ban": "the ranks the first trick bans",
    "ties": "which of two equal plays wins",
    "keep": "what the winner of a trick keeps",
    "tu_tu": "what declaring four soldiers does",
    "ngu_tu": "what declaring five soldiers does",
    "ket": "the kết table",
    "scoring": "how the deal is scored",
    "di_dem": "whether đi đêm (a secret swap) is allowed",
}


def describe_value(field: str, value) -> str:
    """Returns ``field = value`` in a stable, readable form (sets sorted, kết rows named)."""
    if field == "first_trick_ban":
        text = "{" + ", ".join(r.name_vi for r in sorted(value, key=lambda r: r.value)) + "}" if value else "{} (no ban)"
    elif field == "ket":
        text = ("(" + "; ".join(f"{r.name} +{r.bonus}, đè +{r.de_bonus}" for r in value) + ")") if value else "() (no kết)"
    else:
        text = repr(value)
    return f"{field} = {text}"


_OTHER_VALUES = {
    "dealer": ("bat-cai", "random"),
    "bat_cai_offset": (0, 1),
    "calls": ((1, 2, 3), (1, 2), (1,)),
    "first_trick_ban": (frozenset(), frozenset({Rank.GENERAL, Rank.ADVISOR}),
                        frozenset({Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT})),
    "ties": ("earlier", "later"),
    "keep": ("own", "trick"),
    "tu_tu": ("off", "keep", "seize"),
    "ngu_tu": ("off", "keep", "seize"),
    "ket": ((), Rules().ket),
    "scoring": ("ranking", "pairwise"),
    "di_dem": (False, True),
}
PRESET_LABELS = {"folk": "folk only", "learning": "learning only", "both": "both presets", "neither": "neither preset"}


@register("house-rule", "Folk or learning: which preset has a rule, and what a field's value is.", 9)
def _house_rule(rng, seed):
    folk, learning = Rules.preset("folk"), Rules.preset("learning")
    differ = folk.diff(learning)
    presets = {"folk": folk, "learning": learning}
    field = rng.choice(sorted(_FIELD_GLOSS))
    both = f"folk has {describe_value(field, getattr(folk, field))}, learning has " \
           f"{describe_value(field, getattr(learning, field))}" if field in differ else \
           f"both presets have {describe_value(field, getattr(folk, field))}"
    gloss = _FIELD_GLOSS[field]
    if rng.random() < 0.5 or len(_OTHER_VALUES[field]) < 3:
        value = rng.choice(_OTHER_VALUES[field])
        having = [p for p, r in presets.items() if getattr(r, field) == value]
        key = "both" if len(having) == 2 else having[0] if having else "neither"
        text = describe_value(field, value)
        right = Choice(PRESET_LABELS[key], True, f"Right: {both} ({field}: {gloss}).")
        wrongs = [Choice(PRESET_LABELS[k], False, f"No: {both}, so {text} is "
                                                  f"{'in ' + PRESET_LABELS[key] if key != 'neither' else 'in neither'}.")
                  for k in PRESET_LABELS if k != key]
        prompt = f"Which preset has {text} ({gloss})?"
        return _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4)
    name = rng.choice(sorted(presets))
    value = getattr(presets[name], field)
    other = "learning" if name == "folk" else "folk"
    right = Choice(describe_value(field, value), True, f"Right: {both} ({field}: {gloss}).")
    wrongs = []
    for v in _OTHER_VALUES[field]:
        if v == value:
            continue
        where = f"the {other} preset's value" if getattr(presets[other], field) == v else "in neither preset"
        wrongs.append(Choice(describe_value(field, v), False, f"No: that is {where}; {both}."))
    rng.shuffle(wrongs)
    prompt = f"Under the {name} preset (Rules.preset(\"{name}\")), what is {field} ({gloss})?"
    return _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4)

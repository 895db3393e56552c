"""Shared by the quiz kinds: the book's names and how cards, plays and numbers are written in questions."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ...cards import Card, Colour, Hand, Rank, deck
from ...plays import Play, why_beats, why_not_a_play
from ... import wording
from ..model import Choice, Question

# -- wording: the engine's shared wording (tamcuc.wording) ------------------------------------

NAMES = wording.DEFAULT_NAMES
"""The book's players, seat 0 to seat 3: An, Bình, Chi, Dũng."""

_cap = wording.capitalise


def _a(word: str, lang: str = "en") -> str:
    return wording.a(word, lang)


def _join(items, last: str = "and", lang: str = "en") -> str:
    return wording.join(list(items), last, lang)


def _signed(n: int, lang: str = "en") -> str:
    return wording.signed(n, lang)


def _ordinal(n: int, lang: str = "en") -> str:
    return wording.ordinal(n, lang)


def card_label(card: Card, lang: str = "en") -> str:
    """Returns how a card is named in a choice: ``Xe đỏ (red chariot)``; in Vietnamese ``Xe đỏ``."""
    return wording.card_label(card, lang)


def player(seat: int) -> str:
    """Returns the book's name of ``seat``: An, Bình, Chi or Dũng."""
    return wording.name(seat)


def names_by_seat(players: int = 4) -> list:
    """Returns the book's names indexed by seat, for :meth:`KetOutcome.describe` and the like."""
    return list(wording.names(players))


def _plural(rank: Rank, n: int = 2, lang: str = "en") -> str:
    return wording.plural(rank.name_en, n, lang)


def _rank(rank: Rank, lang: str = "en") -> str:
    """Returns a rank's word for a sentence: ``elephant``; in Vietnamese ``tượng``."""
    return rank.word(lang)


def _rank_label(rank: Rank, lang: str = "en") -> str:
    """Returns a rank as a choice names it: ``Tượng (elephant)``; in Vietnamese ``Tượng``."""
    return f"{rank.name_vi} ({rank.name_en})" if lang == "en" else rank.word(lang)


def _rank_called(rank: Rank, lang: str = "en") -> str:
    """Returns a rank named in a sentence by both names: ``Tượng, the elephant``; in Vietnamese ``Tượng``."""
    return f"{rank.name_vi}, the {rank.name_en}" if lang == "en" else rank.word(lang)


_FULL = deck()
"""The engine's deck, the pool every question's cards come from."""
_COPIES = Counter(_FULL)


def _fits(plays, pool) -> bool:
    """Returns True when the shown ``plays`` (None for a fold) can all come from one deck ``pool``."""
    need = Counter(c for p in plays if p is not None for c in p.cards)
    have = Counter(pool)
    return all(n <= have[c] for c, n in need.items())


# -- shared helpers ---------------------------------------------------------------------


def _ask(rng, kind: str, seed: int, prompt: str, right: Choice, wrongs: Sequence[Choice], k: int = 4,
         cards: tuple = (), captions: tuple = (), lang: str = "en") -> Question:
    """Returns a Question with ``right`` and the first ``k - 1`` distinct ``wrongs``, shuffled by ``rng``."""
    chosen = [right]
    for w in wrongs:
        if len(chosen) >= k:
            break
        if w.label not in {c.label for c in chosen}:
            chosen.append(w)
    rng.shuffle(chosen)
    return Question(kind, seed, prompt, tuple(chosen), tuple(cards), tuple(captions), lang)


def _s(text: str) -> str:
    """Returns ``text`` as a sentence: a capital first letter and a full stop."""
    text = text.strip()
    return _cap(text) + ("" if text.endswith((".", "!", "?")) else ".")


def play_label(play: Play, lang: str = "en") -> str:
    """Returns how a play is named in a choice: ``đôi Xe đỏ (pair of red chariots)``; in Vietnamese ``Đôi xe đỏ``
    (piece names in lower case after the first word, docs/vietnamese-style.md)."""
    return f"{play.name_vi} ({play.name_en})" if lang == "en" else _cap(play.name(lang))


def play_name(play: Play, lang: str = "en") -> str:
    """Returns a play named in a sentence: ``pair of red chariots``; in Vietnamese ``đôi xe đỏ`` (:meth:`Play.name`)."""
    return play.name(lang)


def play_phrase(play: Play, lang: str = "en") -> str:
    """Returns a play with its article for a sentence: ``a pair of red chariots``; in Vietnamese ``đôi xe đỏ``."""
    return play.phrase(lang)


def _the(card: Card, lang: str = "en") -> str:
    return "the " + card.name_en if lang == "en" else card.name(lang)


def _one(card: Card, lang: str = "en") -> str:
    """Returns ``the red general`` for a card the deck has once, else ``a red chariot`` (``một xe đỏ``)."""
    if lang == "en":
        return _the(card) if _COPIES[card] == 1 else _a(card.name_en)
    return card.name(lang) if _COPIES[card] == 1 else _a(card.name_en, lang)


def cards_words(cards, lang: str = "en") -> str:
    """Returns cards in words: ``the red general, the black general, a red advisor and a black soldier``."""
    counts = Counter(cards)
    words = []
    for card in sorted(counts, key=lambda c: (c.rank.value, c.colour is Colour.BLACK)):
        n = counts[card]
        if n == 1:
            words.append(_one(card, lang))
        elif lang == "en":
            words.append(f"{n} {card.colour.name_en} {_plural(card.rank, n)}")
        else:
            words.append(f"{n} {card.name(lang)}")
    return _join(words, lang=lang)


def why_not(cards, lang: str = "en") -> str:
    """Returns the engine's reason that ``cards`` are not a play, without its card codes.

    ``why_not_a_play`` starts with the cards' codes (for error messages); a reader of
    a quiz sees the cards drawn, so it is asked for the reason only (``codes=False``).
    """
    return why_not_a_play(cards, lang=lang, codes=False)


def _why_beats(winner: Play, loser: Play, lang: str = "en") -> str:
    return why_beats(winner, loser, lang=lang)


def _card_choice(card: Card, correct: bool, explanation: str, label: str = "", lang: str = "en") -> Choice:
    return Choice(label or card_label(card, lang), correct, explanation, Hand([card]))


def _play_choice(play: Play, correct: bool, explanation: str, label: str = "", lang: str = "en") -> Choice:
    return Choice(label or play_label(play, lang), correct, explanation, play.cards)

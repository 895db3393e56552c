"""The question generators of the book's quizzes, one per kind, lessons 2 … 9.

Every generator is registered with :func:`~tamcuc.quiz.model.register` and is a
pure function of the ``random.Random`` it is given: the same seed gives the same
question, in every language. Every answer is computed by the engine (``deck()``, ``trick_winner``,
``resolve_trick``, ``choose_dealer``, ``settle``, ``ranking``, ``ket_outcome``,
``Rules``…), never typed in; explanations reuse the engine's reasons
(``why_beats``, ``why_not_a_play``, ``TrickResult.explain``, ``KetOutcome.describe``)
where it has them, without the engine's card codes.

How explanations are written (they are read by people, some of them children):

- cards are named (``the red chariot``, ``Xe đỏ``), never written as codes;
- the right answer's explanation carries the reasoning; a wrong answer's says
  what is wrong with *that* answer, so a reader who tries several choices does
  not read the same sentence again and again;
- players are the book's An, Bình, Chi and Dũng (seats 0 … 3), never "Player 0";
- every sentence is a message of the catalogue (:func:`tamcuc.i18n.t`), written in the
  question's ``lang``: English, or Vietnamese with the words players use (lượt, đôi,
  bộ ba, chui, kết, đè, tứ tử), not word for word.

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
>>> question("card-beats", seed=0, lang="vi").prompt
'An gọi bài, Bình đi theo; mỗi người ra một quân như trong hình. Bài của ai thắng?'
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Sequence

from ..cards import CARDS, Card, Colour, Hand, Rank, deck
from ..dealing import choose_dealer
from ..game import Declaration
from ..i18n import N_, t, tn
from ..plays import ALL_PLAYS, TRIPLES, Kind, Play, is_play, why_beats, why_not_a_play
from ..rules import DECLARATION_EFFECTS, DECLARATION_WORDS, FIRST_TRICK_BAN, TRADITIONAL_REMOVALS, Rules
from ..scoring import ket_outcome, ranking, settle
from ..tricks import resolve_trick
from .. import wording
from .model import Choice, FaceDown, Question, register

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
    return f"{rank.name_vi} ({rank.name_en})" if lang == "en" else rank.name_vi


def _rank_called(rank: Rank, lang: str = "en") -> str:
    """Returns a rank named in a sentence by both names: ``Tượng, the elephant``; in Vietnamese ``Tượng``."""
    return f"{rank.name_vi}, the {rank.name_en}" if lang == "en" else rank.name_vi


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
    """Returns how a play is named in a choice: ``đôi Xe đỏ (pair of red chariots)``; in Vietnamese ``đôi Xe đỏ``."""
    return f"{play.name_vi} ({play.name_en})" if lang == "en" else play.name_vi


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


# -- lesson 2: the cards ------------------------------------------------------------------

_FULL = deck()
_COPIES = Counter(_FULL)

# The 3-player removals the sources agree on (rules.TRADITIONAL_REMOVALS); quizzes leave the third out.


def _count(pred) -> int:
    return sum(1 for c in _FULL if pred(c))


def _ranks_named(rank: Rank, n: int, lang: str) -> str:
    """Returns ``chariots (Xe)`` for ``n`` cards of a rank; in Vietnamese ``xe``."""
    return f"{_plural(rank, n)} ({rank.name_vi})" if lang == "en" else rank.word(lang)


def _cards_named(card: Card, lang: str) -> str:
    """Returns ``red chariots (Xe đỏ)``, the copies of a card; in Vietnamese ``quân xe đỏ``."""
    return f"{card.colour.name_en} {_plural(card.rank)} ({card.name_vi})" if lang == "en" else t(
        "{card} cards", lang, card=card.name(lang))


@lru_cache(maxsize=None)
def _deck_facts(lang: str = "en") -> tuple:
    """Returns (key, description, count, fact) for every number a deck question can ask or mean, in ``lang``."""
    facts = []
    for card in reversed(CARDS):
        n = _count(lambda c, card=card: c == card)
        rank = card.rank
        facts.append((
            ("card", card.code),
            _cards_named(card, lang),
            n,
            tn("each colour has {n} {ranks}, so there is {n} {card}",
               "each colour has {n} {ranks}, so there are {n} {card}s", n, lang,
               n=n, ranks=_ranks_named(rank, n, lang), card=card.name(lang)),
        ))
    for rank in Rank:
        n = _count(lambda c, rank=rank: c.rank is rank)
        facts.append((
            ("rank", rank.code),
            t("{ranks} of both colours together", lang, ranks=_ranks_named(rank, 2, lang)),
            n,
            t("each colour has {half} {ranks}, so both colours together hold {n}", lang, half=n // 2,
              ranks=_plural(rank, n // 2, lang), n=n),
        ))
    for colour in Colour:
        n = _count(lambda c, colour=colour: c.colour is colour)
        facts.append((
            ("colour", colour.value),
            t("{colour} cards", lang, colour=colour.word(lang)),
            n,
            t("the two colours have the same cards, so each holds half of the {total}: {n}", lang,
              total=len(_FULL), n=n),
        ))
    facts.append((("all",), t("cards in the whole deck", lang), len(_FULL),
                  t("two colours of {half} cards make {total}", lang, half=len(_FULL) // 2, total=len(_FULL))))
    facts.append((("distinct",), t("different cards (one of each rank and colour)", lang), len(set(_FULL)),
                  t("{ranks} ranks in 2 colours make {n} different cards", lang, ranks=len(Rank),
                    n=len(set(_FULL)))))
    # Numbers a beginner may confuse with the answer; never asked, only used to explain.
    facts.append((("ranks",), t("ranks (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt)", lang), len(Rank), ""))
    for n in (2, 4):
        facts.append((("hand", n), t("cards in each hand of a {n}-player game", lang, n=n),
                      Rules.folk(n).hand_size, ""))
    for removal in TRADITIONAL_REMOVALS:
        r = Rules.folk(3, removal=removal)
        facts.append((("three", removal), t("cards left for a 3-player game once {cards} are taken out", lang,
                                            cards=cards_words(r.removed_cards, lang)), len(r.deck), ""))
    return tuple(facts)


@register("deck-count", "How many cards of a rank, a colour, or in the whole deck.", 2, title=N_("How many cards?"))
def _deck_count(rng, seed, lang="en"):
    facts = _deck_facts(lang)
    key, desc, n, fact = rng.choice([f for f in facts if f[3]])
    cards, captions = (), ()
    if key[0] == "card":
        cards, captions = (Hand(key[1]),), (t("this card", lang),)
    elif key[0] == "rank":
        cards, captions = (Hand(key[1] + " " + key[1].lower()),), (t("this rank, both colours", lang),)
    if key == ("all",):
        prompt = t("How many cards are in a full Tam Cúc deck, in all?", lang)
    else:
        prompt = t("How many {what} are in a full Tam Cúc deck?", lang, what=desc)
    # Related numbers first (the same rank counted the other way, the same colour…), then the nearest.
    related = [f for f in facts if f[0] != key and len(key) > 1 and len(f[0]) > 1 and f[0][1:] == key[1:]]
    if key[0] == "card":
        related += [f for f in facts if f[0] == ("rank", key[1].upper())]
    others = [f for f in facts if f[0] != key]
    rng.shuffle(others)
    others.sort(key=lambda f: abs(f[2] - n))
    wrongs, seen = [], {n}
    for _, d, v, _ in related + others:
        if v in seen:
            continue
        seen.add(v)
        wrongs.append(Choice(str(v), False, t("{n} is the number of {what}.", lang, n=v, what=d)))
    right = Choice(str(n), True, _s(fact))
    return _ask(rng, "deck-count", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions, lang=lang)


# Words of the names heard at the table (RULES.md §1).
_RANK_WORDS = {"tướng": Rank.GENERAL, "sĩ": Rank.ADVISOR, "tượng": Rank.ELEPHANT, "tịnh": Rank.ELEPHANT,
               "xe": Rank.CHARIOT, "pháo": Rank.CANNON, "mã": Rank.HORSE, "tốt": Rank.SOLDIER}
_COLOUR_WORDS = {
    "ông": (N_("the gentleman"), Colour.RED),
    "bà": (N_("the lady"), Colour.BLACK),
    "điều": ("red", Colour.RED),
    "hồng": ("red", Colour.RED),
    "thâm": ("black", Colour.BLACK),
}
_FOLK_NAMES = ("tướng ông", "tướng bà", "sĩ điều", "tượng hồng", "tượng thâm", "tịnh hồng", "tịnh thâm",
               "xe hồng", "pháo thâm", "mã hồng", "tốt thâm", "xe thâm", "pháo hồng", "mã thâm")


def _gloss(name: str, lang: str = "en") -> str:
    rank_word, colour_word = name.split()
    rank = _RANK_WORDS[rank_word]
    meaning, colour = _COLOUR_WORDS[colour_word]
    extra = ""
    if rank_word == "tịnh":
        extra = t(" (tịnh is another word for Tượng)", lang)
    elif rank in (Rank.GENERAL, Rank.ELEPHANT):
        extra = t(" (mind the tone marks of tướng, the general, and tượng, the elephant)", lang)
    if meaning == colour.name_en:
        said = t("{word} means {colour}", lang, word=colour_word, colour=colour.word(lang))
    else:
        said = t("{word} ({meaning}) is the {colour} one", lang, word=colour_word, meaning=t(meaning, lang),
                 colour=colour.word(lang))
    return t("{word} names the {rank}{extra} and {said}", lang, word=rank_word, rank=rank.word(lang), extra=extra,
             said=said)


@register("folk-name", "Which card a folk name such as tướng bà or tượng thâm means.", 2,
          title=N_("What does the folk name mean?"))
def _folk_name(rng, seed, lang="en"):
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
            miss.append(t("“{word}” names the {rank}, not the {other}", lang, word=rank_word,
                          rank=card.rank.word(lang), other=c.rank.word(lang)))
        if c.colour is not card.colour:
            miss.append(t("“{word}” says {colour}, not {other}", lang, word=colour_word,
                          colour=card.colour.word(lang), other=c.colour.word(lang)))
        why = miss[0] if len(miss) == 1 else t("{first}, and {second}", lang, first=miss[0], second=miss[1])
        wrongs.append(_card_choice(c, False, t("That is the {card}, called “{folk}”: {why}.", lang,
                                                card=c.name(lang), folk=c.folk_name, why=why), lang=lang))
    right = _card_choice(card, True, t("In “{name}”, {gloss}: the {card}.", lang, name=name,
                                       gloss=_gloss(name, lang), card=card.name(lang)), lang=lang)
    prompt = t("Which card is called “{name}” at the table?", lang, name=name)
    return _ask(rng, "folk-name", seed, prompt, right, wrongs, k=4, lang=lang)


@register("han", "Which rank a Hán character names, or which character a rank carries.", 2,
          title=N_("Which Hán character?"))
def _han(rng, seed, lang="en"):
    # The prompt and the choices hold the character itself (the plain-text face shows it; the
    # HTML face draws it, see render.text_html); the explanations name pieces in words only, as
    # they are shown as plain text, where a machine without CJK fonts would show an empty box.
    rank = rng.choice(list(Rank))
    others = [r for r in Rank if r is not rank]
    rng.shuffle(others)
    if rng.random() < 0.5:
        prompt = t("A card shows the Hán character {han}. Which rank is it?", lang, han=rank.han)
        right = Choice(_rank_label(rank, lang), True,
                       t("This character names {rank}; every {name} card carries it, red or black.", lang,
                         rank=_rank_called(rank, lang), name=rank.name_vi))
        wrongs = [Choice(_rank_label(r, lang), False,
                         t("{rank}, has a character of its own, not this one.", lang, rank=_rank_called(r, lang)))
                  for r in others]
    else:
        prompt = t("Which Hán character is printed on a {rank} card?", lang, rank=_rank_label(rank, lang))
        right = Choice(rank.han, True, t("This is the character of {rank}, on every {name} card, red or black.",
                                         lang, rank=_rank_called(rank, lang), name=rank.name_vi))
        wrongs = [Choice(r.han, False, t("That character is {rank}.", lang, rank=_rank_called(r, lang)))
                  for r in others]
    return _ask(rng, "han", seed, prompt, right, wrongs, k=4, lang=lang)


def describe_deck(colours: int, per_rank: dict, lang: str = "en") -> str:
    """Returns a deck described as ``32 cards in 2 colours, each colour: 1 Tướng, 2 Sĩ, …``."""
    total = colours * sum(per_rank.values())
    counts = ", ".join(f"{per_rank[r]} {r.name_vi}" for r in Rank)
    if colours == 1:
        return t("{total} cards in 1 colour: {counts}", lang, total=total, counts=counts)
    return t("{total} cards in {colours} colours, each colour: {counts}", lang, total=total, colours=colours,
             counts=counts)


def _real_deck_parts() -> dict:
    """Returns per-rank copies per colour of the full deck, computed from ``deck()``."""
    colours = {c.colour for c in _FULL}
    per = {r: _count(lambda c, r=r: c.rank is r and c.colour is Colour.RED) for r in Rank}
    assert all(per[r] == _count(lambda c, r=r: c.rank is r and c.colour is Colour.BLACK) for r in Rank)
    return {"colours": len(colours), "per": per}


@register("real-deck", "Which described deck is a real Tam Cúc deck.", 2, title=N_("Which is the real deck?"))
def _real_deck(rng, seed, lang="en"):
    real = _real_deck_parts()
    per, colours = real["per"], real["colours"]
    right = Choice(describe_deck(colours, per, lang), True,
                   t("{total} cards in red and black, each colour with {counts}.", lang, total=len(_FULL),
                     counts=_join([f"{per[r]} {_plural(r, per[r], lang)}" for r in Rank], lang=lang)))
    fakes = []
    # Tứ Sắc: the same seven pieces, four colours, four copies each.
    fakes.append(Choice(describe_deck(4, {r: 4 for r in Rank}, lang), False,
                        t("That is the deck of Tứ Sắc, a different game with the same piece names; Tam Cúc has "
                          "2 colours and {total} cards.", lang, total=len(_FULL))))
    # A pair of generals per colour.
    two = {**per, Rank.GENERAL: 2, Rank.SOLDIER: per[Rank.SOLDIER] - 1}
    fakes.append(Choice(describe_deck(colours, two, lang), False,
                        t("Each colour has only {generals} general (Tướng), which is why there is no pair "
                          "of generals; and the soldiers number {soldiers} per colour.", lang,
                          generals=per[Rank.GENERAL], soldiers=per[Rank.SOLDIER])))
    # The 3-player deck after a removal (equal colours only).
    three = Rules.folk(3)
    left = Counter(three.deck)
    per3 = {r: left[Card(r, Colour.RED)] for r in Rank}
    fakes.append(Choice(describe_deck(colours, per3, lang), False,
                        t("That is the {n}-card deck of a 3-player game, once {cards} are taken out; the full deck "
                          "has {total}.", lang, n=len(three.deck), cards=cards_words(three.removed_cards, lang),
                          total=len(_FULL))))
    # Soldiers like the other ranks.
    few = {**per, Rank.SOLDIER: per[Rank.CHARIOT]}
    fakes.append(Choice(describe_deck(colours, few, lang), False,
                        t("The soldier is the one rank with {n} copies per colour (that is what makes four and five "
                          "soldiers, tứ tử and ngũ tử, possible).", lang, n=per[Rank.SOLDIER])))
    # One colour only.
    fakes.append(Choice(describe_deck(1, per, lang), False,
                        t("That is only one colour, half the deck: Tam Cúc has two, red and black, and a red card "
                          "beats a black one of the same rank.", lang)))
    # Generals and advisors swapped in number.
    swap = {**per, Rank.GENERAL: per[Rank.ADVISOR], Rank.ADVISOR: per[Rank.GENERAL]}
    fakes.append(Choice(describe_deck(colours, swap, lang), False,
                        t("Generals and advisors are swapped: there is one general (Tướng) and there are two "
                          "advisors (Sĩ) per colour, so a pair of advisors exists but a pair of generals does not.",
                          lang)))
    rng.shuffle(fakes)
    prompt = t("Which of these is a full Tam Cúc deck, as sold?", lang)
    return _ask(rng, "real-deck", seed, prompt, right, fakes, k=4, lang=lang)


# -- lesson 3: colour and rank ------------------------------------------------------------------


def _trap_pair(rng) -> tuple:
    """Returns two different cards; most often a higher black rank against a lower red one."""
    if rng.random() < 0.6:
        hi, lo = sorted(rng.sample(list(Rank), 2), key=lambda r: r.value)
        return Card(hi, Colour.BLACK), Card(lo, Colour.RED)
    return tuple(rng.sample(CARDS, 2))


def _order_word(ties: str, lang: str) -> str:
    return t("earlier", lang) if ties == "earlier" else t("later", lang)


def _beats_question(rng, kind: str, seed: int, a: Play, b: Play, unit: str, lang: str = "en") -> Question:
    """Returns "An leads, Bình follows: whose play wins?" for plays ``a`` and ``b``.

    The choices are the two players (with their cards), never "a tie": of two equal
    plays the earlier one wins (``Rules.ties``), and an equal pair is asked that way.
    ``unit`` is the English noun of the plays (``card``, ``pair``, ``triple``).
    """
    result = resolve_trick([a, b])
    make = _card_choice if a.size == 1 else _play_choice
    shown = [a.cards[0] if a.size == 1 else a, b.cards[0] if b.size == 1 else b]
    labels = [t("{name}'s {play}", lang, name=player(i),
                play=(card_label if a.size == 1 else play_label)(shown[i], lang)) for i in (0, 1)]
    win, lose = result.winner, 1 - result.winner
    wp, lp = result.plays[win], result.plays[lose]
    units = wording.plural(unit, 2, lang)
    unit = wording.noun(unit, lang)
    if wp.strength == lp.strength:
        order = _order_word(result.ties, lang)
        right_text = t("both show the same {unit}, and of two equal plays the {order} one wins: {name} {does}, "
                       "so {name} wins.", lang, unit=unit, order=order, name=player(win),
                       does=t("leads", lang) if win == 0 else t("plays second", lang))
        wrong_text = t("the two {units} are equal, and equal plays do not share the trick: the {order} one, "
                       "{name}'s, wins.", lang, units=units, order=order, name=player(win))
    else:
        right_text = _s(_why_beats(wp, lp, lang))
        wrong_text = _s(_why_beats(lp, wp, lang))
    choices = [None, None]
    choices[win] = make(shown[win], True, _s(right_text), labels[win])
    choices[lose] = make(shown[lose], False, _s(wrong_text), labels[lose])
    prompt = t("{first} leads the first {unit} and {second} follows with the second. Whose {unit} wins?", lang,
               first=player(0), second=player(1), unit=unit)
    return Question(kind, seed, prompt, tuple(choices), (a.cards, b.cards),
                    (t("{name} (leads)", lang, name=player(0)), player(1)), lang)


@register("card-beats", "Two single cards: which one wins.", 3, title=N_("Which card wins?"))
def _card_beats(rng, seed, lang="en"):
    if rng.random() < 0.1:  # two equal cards: the leader's wins
        card = rng.choice([c for c in CARDS if _COPIES[c] > 1])
        a, b = card, card
    else:
        a, b = _trap_pair(rng)
        if rng.random() < 0.5:
            a, b = b, a
    return _beats_question(rng, "card-beats", seed, Play([a]), Play([b]), "card", lang)


def _rank_reason(best: Card, other: Card, lang: str = "en") -> str:
    """Returns the engine's reason that ``best`` beats ``other`` (``why_beats``), without its colour remark.

    For a higher black rank over a red card ``why_beats`` adds that rank comes first; a
    highest-card explanation says that once, in the right answer (:func:`_highest_reason`).
    """
    return why_beats(Play([best]), Play([other]), lang, rank_note=False)


def _a_rank(rank: Rank, lang: str = "en") -> str:
    """Returns ``an elephant`` for a sentence comparing ranks; in Vietnamese ``tượng``."""
    return _a(rank.name_en) if lang == "en" else rank.word(lang)


def _highest_reason(best: Card, others: list, lang: str = "en") -> str:
    """Returns why ``best`` is the highest of the cards: one reason, and at most one colour remark."""
    lower = sorted({c.rank for c in others if c.rank is not best.rank}, key=lambda r: r.value)
    text = t("{card} is the highest: {rank} outranks {lower}.", lang, card=_cap(_the(best, lang)),
             rank=_a_rank(best.rank, lang), lower=_join([_a_rank(r, lang) for r in lower], lang=lang))
    twin = [c for c in others if c.rank is best.rank]
    reds = [c for c in others if c.colour is Colour.RED and c.rank is not best.rank]
    if twin:
        text += t(" {card} has the same rank, and of the same rank red beats black.", lang,
                  card=_cap(_the(twin[0], lang)))
    elif best.colour is Colour.BLACK and reds:
        text += t(" Rank comes first and colour only settles equal ranks, so being red does not help {cards}.",
                  lang, cards=_join([_the(c, lang) for c in reds], lang=lang))
    return text


@register("highest-card", "Four cards: which is the highest.", 3, title=N_("Which card is highest?"))
def _highest_card(rng, seed, lang="en"):
    black, red = _trap_pair(rng)
    rest = [c for c in CARDS if c not in (black, red)]
    cards = [black, red] + rng.sample(rest, 2)
    rng.shuffle(cards)
    result = resolve_trick([Play([c]) for c in cards])
    best = cards[result.winner]
    right = _card_choice(best, True, _highest_reason(best, [c for c in cards if c != best], lang), lang=lang)
    wrongs = [_card_choice(c, False, t("{card} loses to {best}: {why}.", lang, card=_cap(_the(c, lang)),
                                       best=_the(best, lang), why=_rank_reason(best, c, lang)), lang=lang)
              for c in cards if c != best]
    prompt = t("Which of these four cards is the highest?", lang)
    return _ask(rng, "highest-card", seed, prompt, right, wrongs, k=4,
                cards=tuple(Hand([c]) for c in cards), captions=tuple(t("card {n}", lang, n=i + 1) for i in range(4)),
                lang=lang)


# -- lesson 4: pairs and triples ---------------------------------------------------------------------

PAIR, NOT_PAIR = N_("a valid pair (đôi)"), N_("not a pair")


def _a_play(play: Play, lang: str = "en") -> str:
    """Returns ``a pair of red chariots``; in Vietnamese ``đôi xe đỏ``."""
    return _a(play.name_en) if lang == "en" else play_name(play, lang)


@register("is-pair", "Two cards: a pair (đôi) or not.", 4, title=N_("Is it a pair?"))
def _is_pair(rng, seed, lang="en"):
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
    pair, not_pair = t(PAIR, lang), t(NOT_PAIR, lang)
    if valid:
        play = Play(cards)
        right = Choice(pair, True, t("Two cards of the same rank and the same colour: {pair}.", lang,
                                     pair=_a_play(play, lang)))
        both = play.cards[0].name_en + "s" if lang == "en" else play.cards[0].name(lang)
        wrong = Choice(not_pair, False, t("It is a pair: both are {cards}, and same rank and same colour is all a "
                                          "pair needs.", lang, cards=both))
    else:
        why = why_not(cards, lang)
        right = Choice(not_pair, True, _s(why))
        first, second = cards
        wrong = Choice(pair, False, _cap(t("The {first} and the {second} do not go together: a pair is two cards of "
                                           "the same rank and the same colour.", lang, first=first.name(lang),
                                           second=second.name(lang))))
    prompt = t("Are these two cards a pair (đôi)?", lang)
    return _ask(rng, "is-pair", seed, prompt, right, [wrong], k=2, cards=(cards,), captions=(t("two cards", lang),),
                lang=lang)


def triple_label(ranks: tuple, lang: str = "en") -> str:
    """Returns the choice label for one of the two triples: ``a Tướng–Sĩ–Tượng triple``."""
    return t("a {ranks} triple", lang, ranks="–".join(r.name_vi for r in ranks))


NOT_TRIPLE = N_("not a triple")


@register("is-triple", "Three cards: a valid triple (ba) or a near miss.", 4, title=N_("Is it a triple?"))
def _is_triple(rng, seed, lang="en"):
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
    labels = {ranks: triple_label(ranks, lang) for ranks in TRIPLES}
    not_triple = t(NOT_TRIPLE, lang)
    shown = tuple(c.rank for c in cards)
    listed = _join([_the(c, lang) for c in cards], lang=lang)

    def dashed(ranks) -> str:
        return "–".join(r.name_vi for r in ranks)

    if is_play(cards) and Play(cards).kind is Kind.TRIPLE:
        play = Play(cards)
        right = Choice(labels[shown], True, _cap(t("The {triple}: one of the only two triples, all one colour.", lang,
                                                   triple=play_name(play, lang))))
        wrongs = [Choice(labels[tr], False, t("These are {shown}, not {other}.", lang, shown=dashed(shown),
                                              other=dashed(tr))) for tr in TRIPLES if tr != shown]
        wrongs.append(Choice(not_triple, False, t("It is a triple: {shown} is one of the only two, and all three "
                                                  "are {colour}.", lang, shown=dashed(shown),
                                                  colour=play.colour.word(lang))))
    else:
        right = Choice(not_triple, True, _s(why_not(cards, lang)))
        wrongs = []
        for tr in TRIPLES:
            if sorted(shown, key=lambda r: r.value) == list(tr):
                text = t("These are {ranks}, but a triple is all one colour: here {listed}.", lang,
                         ranks=dashed(tr), listed=listed)
            else:
                text = t("A {ranks} triple needs {needs}; these are {listed}.", lang, ranks=dashed(tr),
                         needs=_join([r.name_vi for r in tr], lang=lang), listed=listed)
            wrongs.append(Choice(labels[tr], False, text))
    prompt = t("What are these three cards?", lang)
    return _ask(rng, "is-triple", seed, prompt, right, wrongs, k=3, cards=(cards,),
                captions=(t("three cards", lang),), lang=lang)


@register("play-beats", "Two pairs or two triples: which one wins.", 4, title=N_("Which pair or triple wins?"))
def _play_beats(rng, seed, lang="en"):
    roll = rng.random()
    if roll < 0.08:  # two equal plays: the leader's wins
        equal = [p for p in ALL_PLAYS if p.kind in (Kind.PAIR, Kind.TRIPLE) and _fits([p, p], _FULL)]
        a = rng.choice(equal)
        return _beats_question(rng, "play-beats", seed, a, a, "pair" if a.size == 2 else "triple", lang)
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
    return _beats_question(rng, "play-beats", seed, a, b, unit, lang)


# -- lesson 5: a trick ---------------------------------------------------------------------


def _fits(plays, pool) -> bool:
    """Returns True when the shown ``plays`` (None for a fold) can all come from one deck ``pool``."""
    need = Counter(c for p in plays if p is not None for c in p.cards)
    have = Counter(pool)
    return all(n <= have[c] for c, n in need.items())


def _random_play(rng, kind: Kind, allowed=lambda p: True, shown=(), pool=_FULL) -> Play:
    """Returns a random play of ``kind`` that ``allowed`` accepts and that the deck still holds beside ``shown``."""
    return rng.choice([p for p in ALL_PLAYS if p.kind is kind and allowed(p) and _fits(list(shown) + [p], pool)])


def _trick_data(plays: list, leader: int, players: int, lang: str = "en") -> tuple:
    """Returns (cards, captions, folded seats, seats in play order) for a trick shown in a question.

    A folded player laid as many cards as the leader, face down: a :class:`FaceDown` group
    captioned ``"Bình folds (chui)"``, as the trick pictures draw it.
    """
    seats = [(leader + i) % players for i in range(players)]
    cards, captions, folded = [], [], []
    for i, (seat, play) in enumerate(zip(seats, plays)):
        if play is None:
            folded.append(seat)
            cards.append(FaceDown(plays[0].size, lang))
            captions.append(t("{name} folds (chui)", lang, name=player(seat)))
            continue
        cards.append(play.cards)
        captions.append(t("{name} (leads)", lang, name=player(seat)) if i == 0 else player(seat))
    return tuple(cards), tuple(captions), folded, seats


def _order_text(seats: list, lang: str = "en") -> str:
    """Returns ``Chi leads; then Dũng, An and Bình follow in the order of play.``"""
    return t("{leader} leads; then {others} follow in the order of play.", lang, leader=player(seats[0]),
             others=_join([player(s) for s in seats[1:]], lang=lang))


def _fold_text(folded: list, lang: str = "en") -> str:
    if not folded:
        return ""
    return tn(" {names} folds (chui).", " {names} fold (chui).", len(folded), lang,
              names=_join([player(s) for s in folded], lang=lang))


def _explain_trick(result, names: list, lang: str = "en") -> str:
    """Returns the engine's explanation of a trick, each reason said once (``TrickResult.explain``,
    ``together=True``): the folds together (``Chi and Dũng folded (chui).``), and so are the losers
    beaten for the same reason (``An's … and Bình's … lose: Tướng–Sĩ–Tượng beats Xe–Pháo–Mã, …``)."""
    return result.explain(names, lang=lang, together=True)


def _trick_choices(result, seats: list, names: list, lang: str = "en") -> tuple:
    """Returns (right, wrongs): one choice per seat, the winner's explained by ``result.explain``."""
    right = Choice(names[result.winner], True, _explain_trick(result, names, lang))
    win = result.plays[result.winner]
    wrongs = []
    for i, play in enumerate(result.plays):
        if i == result.winner:
            continue
        if play is None:
            reason = t("{name} folded (chui), and a folded play never wins, whatever it held", lang, name=names[i])
        elif i in result.banned:
            reason = t("{name}'s {play} holds a rank banned in the first trick, so it counts as folded", lang,
                       name=names[i], play=play_name(play, lang))
        elif play.strength == win.strength:
            reason = t("{name} showed the same play as {winner}, and of equal plays the {order} one wins", lang,
                       name=names[i], winner=names[result.winner], order=_order_word(result.ties, lang))
        else:
            reason = t("{name}'s {play} loses to {winner}'s: {why}", lang, name=names[i], play=play_name(play, lang),
                       winner=names[result.winner], why=_why_beats(win, play, lang))
        wrongs.append(Choice(names[i], False, _s(reason)))
    return right, wrongs


@register("trick-winner", "A four-player trick with folds: who wins.", 5, title=N_("Who wins the trick?"))
def _trick_winner(rng, seed, lang="en"):
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
    cards, captions, folded, seats = _trick_data(plays, leader, 4, lang)
    names = [player(s) for s in seats]
    result = resolve_trick(plays)
    right, wrongs = _trick_choices(result, seats, names, lang)
    prompt = t("4 players. {order}{folds} Who wins the trick?", lang, order=_order_text(seats, lang),
               folds=_fold_text(folded, lang))
    return _ask(rng, "trick-winner", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions, lang=lang)


MAY_LEAD = N_("yes, it may be led")
BANNED = N_("no: the first-trick ban forbids it")
LEAD_LOSES = N_("yes, but it cannot win the trick")


def _ban_text(rules: Rules, lang: str = "en") -> str:
    return _join([r.name_vi for r in sorted(rules.first_trick_ban, key=lambda r: r.value)], lang=lang)


@register("first-trick", "The first-trick ban: may the leader lead this, who wins when a follower breaks it.", 5,
          title=N_("What does the first-trick ban allow?"))
def _first_trick(rng, seed, lang="en"):
    players = rng.choice((2, 3, 4))
    rules = Rules.folk(players)
    banned_ranks = _ban_text(rules, lang)
    may_lead, banned, lead_loses = t(MAY_LEAD, lang), t(BANNED, lang), t(LEAD_LOSES, lang)
    if rng.random() < 0.5:
        kind = rng.choice((Kind.SINGLE, Kind.SINGLE, Kind.PAIR, Kind.TRIPLE))
        # Mostly the cards near the line: Tướng, Sĩ, Tượng, Xe.
        near = [p for p in ALL_PLAYS if p.kind is kind and p.cards[0].rank.value <= 3]
        lead = rng.choice(near if rng.random() < 0.8 else [p for p in ALL_PLAYS if p.kind is kind])
        held = sorted({c.rank for c in lead.cards} & set(rules.first_trick_ban), key=lambda r: r.value)
        held_text = _join([r.name_vi for r in held], lang=lang)
        allowed = not rules.is_banned(lead.cards, True)
        if lang == "en":
            what = f"the {lead.name_en}" if lead.size > 1 else _the(lead.cards[0])
        else:
            what = play_name(lead, lang)
        rule = _cap(t("with {players} players the first trick bans {banned}", lang, players=players,
                      banned=banned_ranks))
        if allowed:
            right = Choice(may_lead, True, t("{rule}, and {what} holds none of them.", lang, rule=rule, what=what))
            # The sentence is capitalised, not the play: in Vietnamese it comes mid-sentence ("nên được ra sĩ đen").
            wrongs = [Choice(banned, False, _cap(t("{what} holds no banned rank, so it may be led.", lang,
                                                   what=what))),
                      Choice(lead_loses, False, t("Nothing stops {what} winning: only a banned play counts as "
                                                  "folded, and it holds no banned rank.", lang, what=what))]
        else:
            right = Choice(banned, True, t("{rule}, and {what} holds {held}: the leader may not lead it.", lang,
                                           rule=rule, what=what, held=held_text))
            wrongs = [Choice(may_lead, False, _cap(t("{what} holds {held}, a rank the first trick bans.", lang,
                                                     what=what, held=held_text))),
                      Choice(lead_loses, False, t("That is what happens to a follower who shows a banned play; the "
                                                  "leader may not lead one at all.", lang))]
        prompt = t("The first trick of a deal, {players} players, folk rules. May the leader lead these cards?", lang,
                   players=players)
        return _ask(rng, "first-trick", seed, prompt, right, wrongs, k=3, cards=(lead.cards,),
                    captions=(t("the lead", lang),), lang=lang)
    # A follower shows a banned play that would otherwise win (3 or 4 players, so that there are 3+ choices).
    players = rng.choice((3, 4))
    rules = Rules.folk(players)
    banned_ranks = _ban_text(rules, lang)
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
    cards, captions, folded, seats = _trick_data(plays, leader, players, lang)
    names = [player(s) for s in seats]
    result = resolve_trick(plays, rules, first_trick=True)
    right, wrongs = _trick_choices(result, seats, names, lang)
    prompt = t("The first trick of a deal, {players} players, folk rules (banned: {banned}). {order}{folds} "
               "Who wins the trick?", lang, players=players, banned=banned_ranks, order=_order_text(seats, lang),
               folds=_fold_text(folded, lang))
    return _ask(rng, "first-trick", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions, lang=lang)


# -- lesson 6: dealing -------------------------------------------------------------------------------


def _setups() -> list:
    """Returns (players, removal or None, Rules) for every way to deal (the traditional removals)."""
    out = [(n, None, Rules.folk(n)) for n in (2, 4)]
    out += [(3, r, Rules.folk(3, removal=r)) for r in TRADITIONAL_REMOVALS]
    return out


def _dealt(rules: Rules, n: int, removed: str, lang: str) -> str:
    """Returns ``30 cards dealt to 3 players make 10 each`` (``removed``: what was taken out, or "")."""
    return t("{cards} cards{removed} dealt to {n} players make {each} each", lang, cards=len(rules.deck),
             removed=removed, n=n, each=rules.hand_size)


@register("hand-size", "How many cards each player is dealt, for 2, 3 (with a removal) or 4 players.", 6,
          title=N_("How many cards each?"))
def _hand_size(rng, seed, lang="en"):
    setups = _setups()
    n, removal, rules = rng.choice(setups)
    if rng.random() < 0.25:
        return _how_many_players(rng, seed, n, rules, setups, lang)
    ask_total = rng.random() < 0.3
    answer = len(rules.deck) if ask_total else rules.hand_size
    removed = Hand(rules.removed_cards)
    where = t("{n} players", lang, n=n)
    if removal:
        where += t(", with {n} cards taken out first ({cards})", lang, n=len(removed),
                   cards=cards_words(removed, lang))
    if ask_total:
        prompt = t("{where}: how many cards are dealt in all?", lang, where=where)
        fact = (t("{full} cards less the {removed} taken out leave {left}, all dealt", lang, full=len(_FULL),
                  removed=len(removed), left=len(rules.deck))
                if removal else t("all {n} cards are dealt; nothing stays in the middle", lang, n=len(rules.deck)))
    else:
        prompt = t("{where}: how many cards does each player get?", lang, where=where)
        fact = _dealt(rules, n, "", lang)
        if n == 3:
            fact += t(" ({full} does not divide by 3, which is why cards are taken out first)", lang,
                      full=len(_FULL))
    meanings = []
    for m, r, other in setups:
        if other == rules:
            continue
        label = t("{n} players", lang, n=m) + (t(" with {n} cards taken out", lang, n=len(other.removed_cards))
                                               if r else "")
        meanings.append((other.hand_size, t("the hand size for {setup}", lang, setup=label)))
        meanings.append((len(other.deck), t("the number of cards dealt in all for {setup}", lang, setup=label)))
    meanings.append((rules.hand_size, t("what each player gets here, not the cards dealt in all", lang)))
    meanings.append((len(rules.deck), t("the cards dealt in all here, not what each player gets", lang)))
    if n == 3:
        meanings.append((-(-len(_FULL) // 3), t("{full} ÷ 3 rounded up, but {full} cards do not divide by 3", lang,
                                                full=len(_FULL))))
    rng.shuffle(meanings)
    meanings.sort(key=lambda m: abs(m[0] - answer))
    wrongs, seen = [], {answer}
    for v, text in meanings:
        if v not in seen:
            seen.add(v)
            wrongs.append(Choice(str(v), False, t("{n} is {what}.", lang, n=v, what=text)))
    right = Choice(str(answer), True, _s(fact))
    cards = (removed,) if removal else ()
    return _ask(rng, "hand-size", seed, prompt, right, wrongs, k=4, cards=cards,
                captions=(t("taken out before dealing", lang),) if removal else (), lang=lang)


def _how_many_players(rng, seed, n, rules, setups, lang="en") -> Question:
    """Returns the reverse question: each hand has so many cards; how many players?"""
    size = rules.hand_size
    removed = (t(" (the full {full} less {n} taken out)", lang, full=len(_FULL), n=len(rules.removed_cards))
               if rules.removed_cards else "")
    right = Choice(str(n), True, _s(_dealt(rules, n, removed, lang)))
    wrongs = []
    for m in (2, 3, 4):
        if m != n:
            sizes = sorted({r.hand_size for k, _, r in setups if k == m})
            wrongs.append(Choice(str(m), False, t("With {n} players each holds {sizes} cards.", lang, n=m,
                                                  sizes=_join(map(str, sizes), "or", lang))))
    prompt = t("All the cards in play are dealt and each player holds {n}. How many players are there?", lang, n=size)
    return _ask(rng, "hand-size", seed, prompt, right, wrongs, k=3, lang=lang)


COUNT_RULE = N_("The drawer counts as Tướng; the count goes on round the table in the order of play: "
                "Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt.")
"""How the bắt cái count runs (``Rules.bat_cai_offset = 0``), said in the dealer quiz's prompt."""


@register("dealer", "Bắt cái: who deals, from the drawer's seat and the drawn card.", 6, title=N_("Who deals?"))
def _dealer(rng, seed, lang="en"):
    n = rng.choice((3, 4, 4))
    drawer = rng.randrange(n)
    card = rng.choice(_FULL)
    rules = Rules.folk(n)
    assert rules.bat_cai_offset == 0, "the prompt's COUNT_RULE says the drawer counts as Tướng"
    answer = choose_dealer(card, drawer, n, rules)
    steps = [t("{rank} on {name}", lang, rank=r.name_vi, name=player((drawer + r.index) % n))
             for r in Rank if r.index <= card.rank.index]
    drawn = f"{_a(card.rank.name_en)} ({card.rank.name_vi})" if lang == "en" else card.rank.name_vi
    right = Choice(player(answer), True,
                   t("Counting from {drawer}: {steps}. The card is {card}, so the count stops on {dealer}; its "
                     "colour does not matter.", lang, drawer=player(drawer), steps=", ".join(steps), card=drawn,
                     dealer=player(answer)))
    mistakes = {}
    for seat, text in (
        (choose_dealer(card, drawer, n, Rules.folk(n, bat_cai_offset=1)),
         t("that is where the count would stop if it started one seat after the drawer; the drawer is Tướng", lang)),
        ((drawer + card.rank.strength) % n, t("that is where the count would stop if it started with Tốt; "
                                              "it starts with Tướng", lang)),
        (drawer, t("the drawer deals only when the count comes back round to them", lang)),
        ((drawer - card.rank.index) % n, t("that is counting the wrong way round the table", lang)),
    ):
        mistakes.setdefault(seat, text)
    counted = _a(card.rank.name_en) if lang == "en" else card.rank.name_vi
    wrongs = []
    for s in range(n):
        if s == answer:
            continue
        mistake = mistakes.get(s) or t("counting on to {rank} ends on another player, not on {name}", lang, rank=counted,
                                       name=player(s))
        wrongs.append(Choice(player(s), False, _s(mistake)))
    order = _join([player(s) for s in range(n)], lang=lang)
    prompt = t("{n} players sit in the order of play: {order}. {drawer} draws the card shown. {rule} "
               "Who is the dealer (cái)?", lang, n=n, order=order, drawer=player(drawer), rule=t(COUNT_RULE, lang))
    return _ask(rng, "dealer", seed, prompt, right, wrongs, k=n, cards=(Hand([card]),),
                captions=(t("the drawn card", lang),), lang=lang)


# -- lesson 7: kết and đè -----------------------------------------------------------------------------

NO_KET = N_("no kết: that lead is not a kết combination")

KET_TABLE_NAME = N_("the deck seller's example table")
"""The name of ``Rules.folk().ket`` (RULES.md §7: the engine's default table), said in the prompt."""

_KET_WINS = N_("kết succeeds: {name} scores +{bonus}")
_DE_WINS = N_("đè: {name} scores +{bonus}")


def ket_label(outcome, lang: str = "en") -> str:
    """Returns the choice label of a kết outcome (a KetOutcome, or None for no kết)."""
    if outcome is None:
        return t(NO_KET, lang)
    return t(_DE_WINS if outcome.beaten else _KET_WINS, lang, name=player(outcome.scorer), bonus=outcome.bonus)


def ket_rows_text(rules: Rules, lang: str = "en") -> str:
    """Returns a kết table in words: ``kết đôi (a pair of black soldiers) +2, beaten (đè) +4; …``."""
    rows = []
    for r in rules.ket:
        plays = [Play(p) for p in r.plays]
        if len(plays) == 2 and plays[0].kind is Kind.TRIPLE and {p.cards[0].rank for p in plays} == {plays[0].cards[0].rank}:
            what = t("{ranks} of either colour", lang, ranks="–".join(c.rank.name_vi for c in plays[0].cards))
        else:
            what = _join([play_phrase(p, lang) for p in plays], "or", lang)
        rows.append(t("{ket} ({what}) +{bonus}, beaten (đè) +{de}", lang, ket=r.name, what=what, bonus=r.bonus,
                      de=r.de_bonus))
    return "; ".join(rows)


def ket_bonus_text(rules: Rules, lang: str = "en") -> str:
    """Returns a kết table's bonuses only, the short form a question carries: ``kết đôi +2, đè +4; kết ba +3, đè +6``.

    Which cards make each kết is the page's table (lesson 7), shown once above the quizzes."""
    return "; ".join(t("{ket} +{bonus}, đè +{de}", lang, ket=r.name, bonus=r.bonus, de=r.de_bonus) for r in rules.ket)


def _describe(obj, names, lang: str) -> str:
    return obj.describe(names, lang=lang)


@register("ket", "The last trick led with a kết (or not): who scores what.", 7,
          title=N_("What does the last trick score?"))
def _ket(rng, seed, lang="en"):
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
    cards, captions, folded, seats = _trick_data(plays, leader, 4, lang)
    names = [player(s) for s in seats]
    result = resolve_trick(plays, rules)
    winner = seats[result.winner]
    outcome = ket_outcome(lead, leader, winner, rules)
    trick = _explain_trick(result, names, lang)
    row = rules.ket_row(lead)
    what = play_phrase(lead, lang)
    no_ket = t(NO_KET, lang)
    if outcome is None:
        right = Choice(no_ket, True, t("{what} is not in the kết table, so nobody scores a bonus. {trick}", lang,
                                       what=_cap(what), trick=trick))
    else:
        right = Choice(ket_label(outcome, lang), True, f"{_s(_describe(outcome, names_by_seat(), lang))} {trick}")
    wrongs = []
    if outcome is None:
        for r in rules.ket:
            wrongs.append(Choice(t(_KET_WINS, lang, name=player(leader), bonus=r.bonus), False,
                                 t("{what} is not {ket}: the kết table does not list it.", lang, what=_cap(what),
                                   ket=r.name)))
            if winner != leader:
                wrongs.append(Choice(t(_DE_WINS, lang, name=player(winner), bonus=r.de_bonus), False,
                                     t("{winner} wins the trick, but +{bonus} is what beating {ket} pays, and {what} "
                                       "is not one.", lang, winner=player(winner), bonus=r.de_bonus,
                                       ket=_a(r.name) if lang == "en" else r.name, what=what)))
    else:
        if outcome.beaten:
            wrongs.append(Choice(t(_KET_WINS, lang, name=player(leader), bonus=row.bonus), False,
                                 _cap(t("{leader}'s {ket} lost the trick to {winner}, so {leader} scores nothing.",
                                        lang, leader=player(leader), ket=row.name, winner=player(winner)))))
            wrongs.append(Choice(t(_DE_WINS, lang, name=player(winner), bonus=row.bonus), False,
                                 t("{winner} did beat it, but đè pays +{de}, not the kết's +{bonus}.", lang,
                                   winner=player(winner), de=row.de_bonus, bonus=row.bonus)))
        else:
            wrongs.append(Choice(t(_KET_WINS, lang, name=player(leader), bonus=row.de_bonus), False,
                                 t("+{de} is what beating it (đè) pays; a {ket} that wins pays +{bonus}.", lang,
                                   de=row.de_bonus, ket=row.name, bonus=row.bonus)))
        for i, p in enumerate(result.plays[1:], start=1):
            if seats[i] != winner:
                what_i = (t("folded (chui)", lang) if p is None
                          else t("showed a play that does not win the trick", lang))
                wrongs.append(Choice(t(_DE_WINS, lang, name=player(seats[i]), bonus=row.de_bonus), False,
                                     t("{name} {did}; only the trick's winner can đè.", lang, name=player(seats[i]),
                                       did=what_i)))
        wrongs.append(Choice(no_ket, False, t("{what} is {ket}: the kết table lists it.", lang, what=_cap(what),
                                              ket=row.name)))
    rng.shuffle(wrongs)
    prompt = t("The last trick of a 4-player folk game, with {table} ({rows}). {order}{folds} What does the last "
               "trick score?", lang, table=t(KET_TABLE_NAME, lang), rows=ket_bonus_text(rules, lang),
               order=_order_text(seats, lang), folds=_fold_text(folded, lang))
    return _ask(rng, "ket", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions, lang=lang)


# -- lesson 8: scoring -------------------------------------------------------------------------------


def _kept(rng, total: int = 8, players: int = 4) -> list:
    cuts = sorted(rng.randint(0, total) for _ in range(players - 1))
    return [b - a for a, b in zip([0] + cuts, cuts + [total])]


def kept_text(kept: Sequence[int], lang: str = "en") -> str:
    """Returns ``An kept 3, Bình kept 1, …`` (the wording the tests read back)."""
    return ", ".join(t("{name} kept {n}", lang, name=player(i), n=k) for i, k in enumerate(kept))


def numbers_label(values: Sequence[int], lang: str = "en") -> str:
    """Returns a list of scores as a label: ``+4, -4, +8, -8``."""
    return ", ".join(_signed(v, lang) for v in values)


@register("settle", "Pairwise settlement of kept cards: the list, or one player's result.", 8,
          title=N_("What does each player get?"))
def _settle(rng, seed, lang="en"):
    kept = _kept(rng)
    n, total = len(kept), sum(kept)
    scores = settle(kept)
    avg = [k - total // n for k in kept]
    who_order = ", ".join(player(i) for i in range(n))
    if rng.random() < 0.5:
        rule = t("each pair of players settles the difference of their kept cards, so each gets {n} × kept − {total} "
                 "(the total kept)", lang, n=n, total=total)
        right = Choice(numbers_label(scores, lang), True, t("{rule}: {scores}.", lang, rule=_cap(rule),
                                                            scores=numbers_label(scores, lang)))
        wrongs = [
            Choice(numbers_label(avg, lang), False, t("That is kept − average ({avg}); each player settles with each "
                                                      "of the {others} others, which makes {n} times as much.", lang,
                                                      avg=total // n, others=n - 1, n=n)),
            Choice(numbers_label([n * k for k in kept], lang), False,
                   t("That is {n} × kept without taking away the total; a settlement always adds up to 0.", lang, n=n)),
            Choice(numbers_label([-s for s in scores], lang), False,
                   t("The signs are the wrong way round: the player who kept more receives.", lang)),
            Choice(numbers_label([(n - 1) * k - total for k in kept], lang), False,
                   t("That counts each player against {others} others but takes away the whole total, their own "
                     "cards too.", lang, others=n - 1)),
        ]
        prompt = t("Pairwise settlement, {n} players: {kept}. What does each player get, in the order {order}?", lang,
                   n=n, kept=kept_text(kept, lang), order=who_order)
        return _ask(rng, "settle", seed, prompt, right, wrongs, k=4, lang=lang)
    who = rng.randrange(n)
    me = kept[who]
    terms = ", ".join(t("{diff} against {name} ({me} − {k})", lang, diff=_signed(me - k, lang), name=player(j), me=me,
                        k=k) for j, k in enumerate(kept) if j != who)
    fact = t("{name} kept {me}: {terms}; in all {total}", lang, name=player(who), me=me, terms=terms,
             total=_signed(scores[who], lang))
    right = Choice(_signed(scores[who], lang), True, _s(fact))
    cands = [
        (me - total // n, t("that is kept − average ({avg}); settling with each of the other {others} players gives "
                            "{n} times that", lang, avg=total // n, others=n - 1, n=n)),
        (-scores[who], t("the sign is the wrong way round: the player who kept more receives", lang)),
        (me, t("that is the kept cards; the settlement is the differences with every other player", lang)),
        (n * me, t("that is {n} × kept without taking away the total ({total})", lang, n=n, total=total)),
        (sum(max(0, me - k) for k in kept), t("that counts only the players who kept fewer; those who kept more "
                                              "are paid their difference too", lang)),
        ((n - 1) * me - total, t("that counts {others} others but takes away the whole total, own cards too", lang,
                                 others=n - 1)),
    ]
    wrongs, seen = [], {scores[who]}
    for v, text in cands:
        if v not in seen:
            seen.add(v)
            wrongs.append(Choice(_signed(v, lang), False, _s(text)))
    prompt = t("Pairwise settlement, {n} players: {kept}. What does {name} get?", lang, n=n,
               kept=kept_text(kept, lang), name=player(who))
    return _ask(rng, "settle", seed, prompt, right, wrongs, k=4, lang=lang)


def _place(n: int, lang: str = "en") -> str:
    """Returns a place: ``2nd``; in Vietnamese ``thứ hai``."""
    return _ordinal(n) if lang == "en" else wording.ordinal_word(n, lang)


def places_label(places: Sequence[int], lang: str = "en") -> str:
    """Returns a list of places as a label: ``1st, 2nd, 2nd, 4th``."""
    return ", ".join(_place(p, lang) for p in places)


def _ties_text(places: Sequence[int], lang: str = "en") -> str:
    """Returns what each tie does to the places: ``Bình and Dũng tie for 3rd, so nobody is 4th.``"""
    out = []
    for p in sorted(set(places)):
        tied = [i for i, q in enumerate(places) if q == p]
        if len(tied) > 1:
            skipped = _join([_place(p + k, lang) for k in range(1, len(tied))], "or", lang)
            out.append(t("{names} tie for {place}, so nobody is {skipped}.", lang,
                         names=_join([player(i) for i in tied], lang=lang), place=_place(p, lang), skipped=skipped))
    return " ".join(out)


@register("ranking", "Places by cards won, with equal counts sharing a place.", 8, title=N_("Who comes where?"))
def _ranking(rng, seed, lang="en"):
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
    listing = ", ".join(t("{name} ({kept}) {place}", lang, name=player(i), kept=kept[i], place=_place(places[i], lang))
                        for i in range(len(kept)))
    fact = t("The most cards is 1st, and equal counts share a place: {listing}. {ties}", lang, listing=listing,
             ties=_ties_text(places, lang))
    who_order = ", ".join(player(i) for i in range(len(kept)))
    if rng.random() < 0.5:
        right = Choice(places_label(places, lang), True, fact)
        wrongs = [
            Choice(places_label(dense, lang), False, t("After a shared place the next place is skipped.", lang)),
            Choice(places_label(lower, lang), False, t("Tied players share the higher place, not the lower.", lang)),
            Choice(places_label(seat_order, lang), False,
                   t("Tied players share a place; no one is ahead of an equal.", lang)),
            Choice(places_label(reverse, lang), False, t("More cards is better: the most is 1st.", lang)),
        ]
        prompt = t("Ranking by cards won, {n} players: {kept}. What are the places, in the order {order}?", lang,
                   n=len(kept), kept=kept_text(kept, lang), order=who_order)
        return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4, lang=lang)
    who = rng.randrange(len(kept))
    right = Choice(_place(places[who], lang), True, fact)
    cands = [(dense[who], t("after a shared place the next place is skipped", lang)),
             (lower[who], t("tied players share the higher place, not the lower", lang)),
             (seat_order[who], t("tied players share a place; no one is ahead of an equal", lang)),
             (reverse[who], t("more cards is better: the most is 1st", lang))]
    for p in range(1, len(kept) + 1):
        holders = [i for i in range(len(kept)) if places[i] == p]
        cands.append((p, t("{place} is the place of {n} cards", lang, place=_place(p, lang), n=kept[holders[0]])
                      if holders else t("no one is {place} here", lang, place=_place(p, lang))))
    wrongs, seen = [], {places[who]}
    for p, text in cands:
        if p not in seen:
            seen.add(p)
            wrongs.append(Choice(_place(p, lang), False, _s(text)))
    prompt = t("Ranking by cards won, {n} players: {kept}. What place is {name}?", lang, n=len(kept),
               kept=kept_text(kept, lang), name=player(who))
    return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4, lang=lang)


EFFECT_LABELS = {effect: DECLARATION_WORDS[effect] for effect in reversed(DECLARATION_EFFECTS)}
"""Each declaration effect as an answer, from rules.DECLARATION_WORDS (the strongest first: seize, keep, off)."""
LED_LABEL = N_("they must be led together as one play in a trick")

_EFFECT_WHEN = {
    "seize": N_("in the folk rules, four soldiers take the lead only with 3 players, and five soldiers always do"),
    "keep": N_("in the folk rules, only four soldiers with 2 or 4 players count as won without taking the lead"),
    "off": N_("the folk rules do have declarations; only the beginners' rules have none"),
}
_NO_DECLARATIONS = {
    "seize": N_("the beginners' rules have no declarations, so showing soldiers never takes the lead: they are played "
                "like any other cards"),
    "keep": N_("the beginners' rules have no declarations, so soldiers count as won only in a trick their player wins"),
}
"""Why a declaration's effect is wrong in a beginners'-rules question (the rules of the question, not the folk ones)."""


_PRESET_WORDS = {"learning": N_("the beginners' rules"), "folk": N_("the folk rules")}


def _preset_words(preset: str, lang: str = "en") -> str:
    return t(_PRESET_WORDS["learning" if preset == "learning" else "folk"], lang)


@register("declaration", "Tứ tử / ngũ tử for 2, 3 or 4 players: what a declaration does.", 8,
          title=N_("Four or five soldiers: what happens?"))
def _declaration(rng, seed, lang="en"):
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
    where = t("{n} players, {rules}", lang, n=n,
              rules=t("the beginners' rules", lang) if preset == "learning" else t("folk rules", lang))
    if removal:
        where += t(", the deck without {cards}", lang, cards=cards_words(rules.removed_cards, lang))
    if effect == "off":
        fact = t("{rules} have no declarations: {name} keeps the {size} soldiers and plays them as singles or pairs "
                 "like any other cards.", lang, rules=_cap(_preset_words(preset, lang)), name=player(who), size=size)
    else:
        fact = _s(_describe(Declaration(who, play, 1, effect == "seize"), names_by_seat(n), lang)) + t(
            " Declaring is optional: the soldiers could also be played as singles or pairs.", lang)
    right = Choice(t(EFFECT_LABELS[effect], lang), True, fact)
    wrongs = [Choice(t(EFFECT_LABELS[e], lang), False,
                     _s(t(_NO_DECLARATIONS[e] if effect == "off" else _EFFECT_WHEN[e], lang)))
              for e in EFFECT_LABELS if e != effect]
    wrongs.append(Choice(t(LED_LABEL, lang), False, t("Four or five soldiers are never led together as one play; they "
                                                      "can be declared between tricks, or played as singles or pairs.",
                                                      lang)))
    prompt = t("{where}. Between tricks {name} shows these {size} {colour} soldiers. What happens?", lang, where=where,
               name=player(who), size=size, colour=colour.word(lang))
    return _ask(rng, "declaration", seed, prompt, right, wrongs, k=4, cards=(play.cards,),
                captions=(t("{name}'s soldiers", lang, name=player(who)),), lang=lang)


# -- lesson 9: house rules ------------------------------------------------------------------------------

PRESETS = {"folk": N_("the folk rules"), "learning": N_("the beginners' rules")}
_SOLDIER_WORDS = {
    "seize": N_("they count as won cards and that player takes the lead (cướp cái)"),
    "keep": N_("they count as won cards; the lead stays where it was"),
    "off": N_("they are played like any other cards, as there are no declarations"),
}
"""The two presets as the book names them (``Rules.preset(name)``)."""

# For each rule the book's house-rules lesson asks about: the question, and each value in words.
# The answers are read from Rules.preset("folk") and Rules.preset("learning"), both for 4 players;
# every prompt says "4 players" (HOUSE_PLAYERS), as some folk rules differ with 2 or 3 players
# (four soldiers take the lead with 3, RULES.md §7; the first-trick ban adds Tượng with 3).
# Every text is English, marked for translation: the quiz writes it with t(text, lang).
HOUSE_RULES = {
    "dealer": (N_("how is the first leader chosen"), {
        "bat-cai": N_("a drawn card is counted round the table (bắt cái) to find the dealer"),
        "random": N_("the first leader is picked at random"),
    }),
    "calls": (N_("how many cards may a leader call"), {
        (1, 2, 3): N_("one, two or three"),
        (1, 2): N_("one or two"),
        (1,): N_("only one"),
    }),
    "first_trick_ban": (N_("what may the leader not lead in the first trick of a deal"), {
        frozenset(): N_("nothing is banned"),
        FIRST_TRICK_BAN[4]: N_("Tướng and Sĩ"),  # the folk bans, read from rules.py
        FIRST_TRICK_BAN[3]: N_("Tướng, Sĩ and Tượng"),
    }),
    "ties": (N_("when two players show equal plays, which one wins"), {
        "earlier": N_("the one shown earlier (the leader first)"),
        "later": N_("the one shown later"),
    }),
    "keep": (N_("what does the winner of a trick keep"), {
        "own": N_("only their own winning cards"),
        "trick": N_("every card of the trick"),
    }),
    "tu_tu": (N_("what happens when a player shows four soldiers of one colour between tricks"), _SOLDIER_WORDS),
    "ngu_tu": (N_("what happens when a player shows all five soldiers of one colour between tricks"), _SOLDIER_WORDS),
    "ket": (N_("what does a kết (finishing the last trick with a pair of black soldiers or a Xe–Pháo–Mã) score"), {
        (): N_("the last trick scores like any other, with no bonus"),
        Rules.folk().ket: N_("a bonus for the leader if it wins, a bigger one for whoever beats it (đè)"),
    }),
    "scoring": (N_("how is a deal scored"), {
        "ranking": N_("players are ranked by the cards they won"),
        "pairwise": N_("every two players settle the difference of the cards they kept"),
    }),
    "di_dem": (N_("may two players secretly swap cards (đi đêm)"), {
        False: N_("no"),
        True: N_("yes, if they agree"),
    }),
}
HOUSE_PLAYERS = 4
"""The table every house-rules question describes (its prompt says so): the presets' own 4 players."""

WHICH_LABELS = {"folk": N_("the folk rules only"), "learning": N_("the beginners' rules only"), "both": N_("both"),
                "neither": N_("neither")}


def _elsewhere(field: str, value, text: str, lang: str = "en") -> str:
    """Returns why a value neither preset has (at 4 players) is wrong: where it is found, if anywhere."""
    for n in (3, 2):
        if getattr(Rules.folk(n), field) == value:
            return t("“{text}” is what {rules} say for {n} players, not for {players}.", lang, text=_cap(text),
                     rules=t(PRESETS["folk"], lang), n=n, players=HOUSE_PLAYERS)
    return t("“{text}” is in neither set of rules.", lang, text=_cap(text))


def house_rules_value(field: str, preset: str):
    """Returns the value the house-rules quiz reads for ``field`` in ``preset`` (4 players)."""
    rules = Rules.preset(preset)
    assert rules.players == HOUSE_PLAYERS, "the house-rules prompts say 4 players"
    return getattr(rules, field)


@register("house-rule", "Folk or beginners' rules: what a rule is in each, or which rules have it.", 9,
          title=N_("Folk rules or beginners' rules?"))
def _house_rule(rng, seed, lang="en"):
    field = rng.choice(sorted(HOUSE_RULES))
    ask, words = HOUSE_RULES[field]
    ask = t(ask, lang)
    words = {v: t(text, lang) for v, text in words.items()}
    presets = {p: t(text, lang) for p, text in PRESETS.items()}
    which = {k: t(text, lang) for k, text in WHICH_LABELS.items()}
    values = {p: house_rules_value(field, p) for p in PRESETS}
    if values["folk"] == values["learning"]:
        both = t("Both sets of rules agree: {answer}.", lang, answer=words[values["folk"]])
    else:
        both = " ".join(t("{rules} answer “{answer}”.", lang, rules=_cap(presets[p]), answer=words[values[p]])
                        for p in PRESETS)
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
                why = t("That is what {other} say, not {rules}.", lang, other=presets[other], rules=presets[name])
            else:
                why = _elsewhere(field, v, text, lang)
            wrongs.append(Choice(_cap(text), False, why))
        rng.shuffle(wrongs)
        prompt = t("{n} players, {rules}: {ask}?", lang, n=HOUSE_PLAYERS, rules=presets[name], ask=ask)
        return _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4, lang=lang)
    value = rng.choice(list(words))
    having = [p for p in PRESETS if values[p] == value]
    key = "both" if len(having) == 2 else having[0] if having else "neither"
    right = Choice(which[key], True, both)
    wrongs = []
    for k in WHICH_LABELS:
        if k == key:
            continue
        if k in PRESETS:
            other = "learning" if k == "folk" else "folk"
            text = (t("{rules} say so too.", lang, rules=_cap(presets[other])) if k in having
                    else t("Not {rules}: they answer “{answer}”.", lang, rules=presets[k], answer=words[values[k]]))
        elif k == "both":
            missing = next(p for p in PRESETS if p not in having)
            text = (t("Only {rules} say so; {other} answer “{answer}”.", lang, rules=presets[having[0]],
                      other=presets[missing], answer=words[values[missing]])
                    if having else t("Neither says “{answer}”.", lang, answer=words[value]))
        else:
            text = t("{rules} say “{answer}”.", lang, rules=_cap(presets[having[0]]), answer=words[value])
        wrongs.append(Choice(which[k], False, text))
    prompt = t("{n} players: {ask}? Which rules answer “{answer}”?", lang, n=HOUSE_PLAYERS, ask=ask,
               answer=words[value])
    return _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4, lang=lang)

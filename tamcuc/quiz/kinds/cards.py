"""Quiz kinds of lesson 2, the cards: how many of each, folk names, Hán characters, a real deck."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ...cards import CARDS, Card, Colour, Hand, Rank
from ...i18n import N_, resolve, t, tn
from ...rules import TRADITIONAL_REMOVALS, Rules
from ...wording import number_word
from ..model import Choice, register
from .common import _ask, _card_choice, cards_words, _FULL, _join, _plural, _rank_called, _rank_label, _s

# -- lesson 2: the cards ------------------------------------------------------------------

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
               n=number_word(n, lang), ranks=_ranks_named(rank, n, lang), card=card.name(lang)),
        ))
    for rank in Rank:
        n = _count(lambda c, rank=rank: c.rank is rank)
        facts.append((
            ("rank", rank.code),
            t("{ranks} of both colours together", lang, ranks=_ranks_named(rank, 2, lang)),
            n,
            t("each colour has {half} {ranks}, so both colours together hold {n}", lang, half=number_word(n // 2, lang),
              ranks=_plural(rank, n // 2, lang), n=number_word(n, lang)),
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
                  t("{ranks} ranks in 2 colours make {n} different cards", lang, ranks=number_word(len(Rank), lang),
                    n=len(set(_FULL)))))
    # Numbers a beginner may confuse with the answer; never asked, only used to explain.
    facts.append((("ranks",), t("ranks (Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt)", lang), len(Rank), ""))
    for n in (2, 4):
        facts.append((("hand", n), t("cards in each hand of a {n}-player game", lang, n=number_word(n, lang)),
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
_FOLK_OF = {Card.parse(name): name for name in reversed(_FOLK_NAMES + ("sĩ thâm", "tốt hồng"))}
"""A name said at the table for each of the fourteen cards, the first of :data:`_FOLK_NAMES` where it has one: the
piece's word and a colour word (hồng, điều, thâm; RULES.md §1), so that the red soldier is "tốt hồng" as the black
one is "tốt thâm", never a card "with no name of its own"."""


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
    elif resolve(lang) == "vi":  # a Vietnamese reader needs no gloss of "bà" ("bà tướng" adds nothing)
        said = t("{word} is the {colour} one", lang, word=colour_word, colour=colour.word(lang))
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
        folk = c.folk_name if c.folk_name != c.name_vi.lower() else _FOLK_OF[c]
        said = t("That is the {card}, called “{folk}”: {why}.", lang, card=c.name(lang), folk=folk, why=why)
        wrongs.append(_card_choice(c, False, said, lang=lang))
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
                       t("This character names {rank}. In this book's deck, every {name} card carries it.", lang,
                         rank=_rank_called(rank, lang), name=rank.name_vi if lang == "en" else rank.word(lang)))
        wrongs = [Choice(_rank_label(r, lang), False,
                         t("{rank}, has a character of its own, not this one.", lang, rank=_rank_called(r, lang)))
                  for r in others]
    else:
        prompt = t("Which Hán character is printed on a {rank} card?", lang, rank=_rank_label(rank, lang))
        right = Choice(rank.han, True, t("This is the character of {rank}. In this book's deck, every {name} card carries it.",
                                         lang, rank=_rank_called(rank, lang), name=rank.name_vi if lang == "en" else rank.word(lang)))
        wrongs = [Choice(r.han, False, t("That character is {rank}.", lang, rank=_rank_called(r, lang)))
                  for r in others]
    return _ask(rng, "han", seed, prompt, right, wrongs, k=4, lang=lang)


def describe_deck(colours: int, per_rank: dict, lang: str = "en") -> str:
    """Returns a deck described as ``32 cards in 2 colours, each colour: 1 Tướng, 2 Sĩ, …``."""
    total = colours * sum(per_rank.values())
    counts = ", ".join(f"{per_rank[r]} {r.name_vi if lang == 'en' else r.name_vi.lower()}" for r in Rank)
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


def _unlike_the_real_deck(per: dict, real: dict, lang: str = "en") -> str:
    """Returns what sets a deck of two colours with ``per`` copies of each rank a colour apart from the real
    deck (``real``), every rank that differs named: ``This deck has 2 generals (Tướng) and 4 soldiers (Tốt) in
    each colour; a real Tam Cúc deck has 1 general and 5 soldiers.``"""
    ranks = [r for r in Rank if per[r] != real[r]]
    return t("This deck has {these} in each colour; a real Tam Cúc deck has {real}.", lang,
             these=_join([f"{per[r]} {_ranks_named(r, per[r], lang)}" for r in ranks], lang=lang),
             real=_join([f"{real[r]} {_plural(r, real[r], lang)}" for r in ranks], lang=lang))


@register("real-deck", "Which described deck is a real Tam Cúc deck, a 3-player deck, half a deck, a deck without "
                      "tứ tử, or one with a pair of generals.", 2, title=N_("Which deck is which?"))
def _real_deck(rng, seed, lang="en"):
    real = _real_deck_parts()
    per, colours = real["per"], real["colours"]
    three = Rules.folk(3)
    left = Counter(three.deck)
    per3 = {r: left[Card(r, Colour.RED)] for r in Rank}
    tusac = {r: 4 for r in Rank}
    few = {**per, Rank.SOLDIER: per[Rank.CHARIOT]}
    two = {**per, Rank.GENERAL: per[Rank.GENERAL] + 1, Rank.SOLDIER: per[Rank.SOLDIER] - 1}
    swap = {**per, Rank.GENERAL: per[Rank.ADVISOR], Rank.ADVISOR: per[Rank.GENERAL]}
    # Each deck: (its description, why it is not the full deck). Questions ask for one of them; a made-up
    # deck's explanation names every count in which it differs from the real deck.
    decks = {
        "full": (describe_deck(colours, per, lang),
                 t("That is the full Tam Cúc deck, as sold: {total} cards in red and black.", lang, total=len(_FULL))),
        # Tứ Sắc: the same seven pieces, four colours, four copies each (lesson 2 tells them apart; lesson 13).
        "tusac": (describe_deck(4, tusac, lang),
                  t("That is the deck of Tứ Sắc, a different game with the same piece names; Tam Cúc has "
                    "2 colours and {total} cards.", lang, total=len(_FULL))),
        # A pair of generals per colour (one soldier fewer, so that it still has 32 cards).
        "two": (describe_deck(colours, two, lang), _unlike_the_real_deck(two, per, lang)),
        # The 3-player deck after a removal (equal colours only).
        "three": (describe_deck(colours, per3, lang),
                  t("That is the {n}-card deck of a 3-player game, once {cards} are taken out; the full deck "
                    "has {total}.", lang, n=len(three.deck), cards=cards_words(three.removed_cards, lang),
                    total=len(_FULL))),
        # Soldiers like the other ranks.
        "few": (describe_deck(colours, few, lang), _unlike_the_real_deck(few, per, lang)),
        # One colour only.
        "half": (describe_deck(1, per, lang),
                 t("That is only one colour, half the deck: Tam Cúc has two, red and black, and a red card "
                   "beats a black one of the same rank.", lang)),
        # Generals and advisors swapped in number.
        "swap": (describe_deck(colours, swap, lang), _unlike_the_real_deck(swap, per, lang)),
    }
    # What is asked: the full deck, or one of the decks the lessons meet (so that a round asks five things).
    # Every question can be answered from lesson 1 (which borrows this kind) as from lesson 2: the Tứ Sắc deck,
    # which lesson 1 does not give, is only ever offered, never asked for (its questions are lesson 13's).
    asks = {
        "full": (N_("Which of these is a full Tam Cúc deck, as sold?"),
                 t("{total} cards in red and black, each colour with {counts}.", lang, total=len(_FULL),
                   counts=_join([f"{per[r]} {_plural(r, per[r], lang)}" for r in Rank], lang=lang))),
        "two": (N_("With which of these decks could a player hold a pair of generals (two generals of one colour)?"),
                t("This deck has {n} generals in each colour, so two of one colour make a pair; the real deck has "
                  "only {real}, so there is never a pair of generals.", lang,
                  n=number_word(two[Rank.GENERAL], lang), real=number_word(per[Rank.GENERAL], lang))),
        "three": (N_("Which of these is a full deck with {cards} taken out?"), decks["three"][1]),
        "half": (N_("Which of these is only half a Tam Cúc deck?"), decks["half"][1]),
        "few": (N_("With which of these decks could nobody ever hold four soldiers of one colour (tứ tử)?"),
                t("This deck has only {n} soldiers in each colour, so nobody can hold four of one colour; the real "
                  "deck has {real}.", lang, n=number_word(few[Rank.SOLDIER], lang),
                  real=number_word(per[Rank.SOLDIER], lang))),
    }
    asked = rng.choice(sorted(asks))
    prompt, why = asks[asked]
    right = Choice(decks[asked][0], True, why)
    # Left out where it would fit the question too: two generals a colour also leaves four soldiers; the swapped
    # deck and Tứ Sắc's have a pair of generals too.
    unfit = {"three": {"two"}, "two": {"swap", "tusac"}}.get(asked, set())
    # Always offered: the real deck, to compare with; or, when the real deck is asked for, Tứ Sắc's, the look-alike
    # lesson 2 warns of.
    shown = ["tusac"] if asked == "full" else ["full"]
    others = [name for name in sorted(decks) if name != asked and name not in shown and name not in unfit]
    rng.shuffle(others)
    # A wrong deck's explanation also says why it does not answer the question asked: its count of the piece asked
    # about (a pair of generals needs two in a colour; tứ tử, four soldiers in a colour), in the same sentence.
    counts = {"full": per, "tusac": tusac, "two": two, "three": per3, "few": few, "half": per, "swap": swap}

    def why_not(name: str) -> str:
        n = counts[name]
        if asked == "two":
            return t("{why}; with {n} in each colour, nobody can hold a pair of generals.", lang,
                     why=decks[name][1].rstrip("."), n=f"{n[Rank.GENERAL]} {_plural(Rank.GENERAL, n[Rank.GENERAL], lang)}")
        if asked == "few":
            return t("{why}; with {n} in each colour, a player can hold four of one colour (tứ tử).", lang,
                     why=decks[name][1].rstrip("."), n=f"{n[Rank.SOLDIER]} {_plural(Rank.SOLDIER, n[Rank.SOLDIER], lang)}")
        return decks[name][1]

    fakes = [Choice(decks[name][0], False, why_not(name)) for name in shown + others]
    prompt = t(prompt, lang, cards=cards_words(three.removed_cards, lang))
    return _ask(rng, "real-deck", seed, prompt, right, fakes, k=4, lang=lang)

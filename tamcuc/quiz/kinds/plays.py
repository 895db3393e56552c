"""Quiz kinds of lesson 4, pairs and triples: is it a pair, is it a triple, which play wins."""

from __future__ import annotations

from ...cards import Card, Colour, Hand, Rank
from ...i18n import N_, t
from ...plays import ALL_PLAYS, TRIPLES, Kind, Play, is_play
from ..model import Choice, register
from .common import _a, _ask, _cap, _fits, _FULL, _join, play_name, _s, _the, why_not
from .ranks import _beats_question

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
                text = t("A {ranks} triple needs {needs}, all of one colour; these are {listed}.", lang, ranks=dashed(tr),
                         needs=_join([r.name_vi if lang == "en" else r.name_vi.lower() for r in tr], lang=lang),
                         listed=listed)  # "phải có xe, pháo và mã": piece names in lower case mid-sentence
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

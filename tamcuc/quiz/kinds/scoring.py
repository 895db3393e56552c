"""Quiz kinds of lesson 8, scoring: settling kept cards, places, tứ tử and ngũ tử."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ...cards import Card, Colour, Rank
from ...game import Declaration
from ...i18n import N_, t
from ...plays import Play
from ...rules import DECLARATION_EFFECTS, DECLARATION_WORDS, PRESET_PLAYERS, TRADITIONAL_REMOVALS, Rules
from ...scoring import ranking, settle
from ... import wording
from ..model import Choice, register
from .common import _ask, _cap, cards_words, _join, names_by_seat, _ordinal, player, _s, _signed
from .ket import _describe

# -- lesson 8: scoring -------------------------------------------------------------------------------


def _kept(rng, total: int = 8, players: int = 4) -> list:
    cuts = sorted(rng.randint(0, total) for _ in range(players - 1))
    return [b - a for a, b in zip([0] + cuts, cuts + [total])]


def kept_text(kept: Sequence[int], lang: str = "en") -> str:
    """Returns ``An kept 3, Bình kept 1, … and Dũng kept 2`` (the wording the tests read back)."""
    return wording.join([t("{name} kept {n}", lang, name=player(i), n=k) if k else
                         t("{name} kept no cards", lang, name=player(i))  # a zero in words: "Chi không ăn được quân nào"
                         for i, k in enumerate(kept)], lang=lang)


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
            Choice(numbers_label(avg, lang), False, t("That is kept − average ({avg}); the pairwise score is {times} "
                                                      "times that ({n} × kept − the total).", lang,
                                                      avg=total // n, times=wording.number_word(n, lang), n=n)),
            Choice(numbers_label([n * k for k in kept], lang), False,
                   t("That is {n} × kept without taking away the total; a settlement always adds up to 0.", lang, n=n)),
            Choice(numbers_label([-s for s in scores], lang), False,
                   t("The signs are the wrong way round: the player who kept more receives.", lang)),
            Choice(numbers_label([(n - 1) * k - total for k in kept], lang), False,
                   t("That counts each player against {others} others but takes away the whole total, their own "
                     "cards too.", lang, others=wording.number_word(n - 1, lang))),
        ]
        prompt = t("Pairwise settlement, {n} players: {kept}. What does each player get, in the order {order}?", lang,
                   n=wording.number_word(n, lang), kept=kept_text(kept, lang), order=who_order)
        return _ask(rng, "settle", seed, prompt, right, wrongs, k=4, lang=lang)
    who = rng.randrange(n)
    me = kept[who]
    terms = wording.join([t("{diff} against {name} ({me} − {k})", lang, diff=_signed(me - k, lang), name=player(j),
                            me=me, k=k) for j, k in enumerate(kept) if j != who], lang=lang)  # "…, … và …"
    if me:
        fact = t("{name} kept {me}: {terms}; in all {total}", lang, name=player(who), me=me, terms=terms,
                 total=_signed(scores[who], lang))
    else:  # a zero in words: "An không ăn được quân nào"
        fact = t("{name} kept no cards: {terms}; in all {total}", lang, name=player(who), terms=terms,
                 total=_signed(scores[who], lang))
    right = Choice(_signed(scores[who], lang), True, _s(fact))
    cands = [
        (me - total // n, t("that is kept − average ({avg}); settling with each of the other {others} players gives "
                            "{n} times that", lang, avg=total // n, others=wording.number_word(n - 1, lang),
                            n=wording.number_word(n, lang))),
        (-scores[who], t("the sign is the wrong way round: the player who kept more receives", lang)),
        (me, t("that is the kept cards; the settlement is the differences with every other player", lang)),
        (n * me, t("that is {n} × kept without taking away the total ({total})", lang, n=n, total=total)),
        (sum(max(0, me - k) for k in kept), t("that counts only the players who kept fewer; those who kept more "
                                              "are paid their difference too", lang)),
        ((n - 1) * me - total, t("that counts {others} others but takes away the whole total, own cards too", lang,
                                 others=wording.number_word(n - 1, lang))),
    ]
    wrongs, seen = [], {scores[who]}
    for v, text in cands:
        if v not in seen:
            seen.add(v)
            wrongs.append(Choice(_signed(v, lang), False, _s(text)))
    prompt = t("Pairwise settlement, {n} players: {kept}. What does {name} get?", lang, n=wording.number_word(n, lang),
               kept=kept_text(kept, lang), name=player(who))
    return _ask(rng, "settle", seed, prompt, right, wrongs, k=4, lang=lang)


def _place(n: int, lang: str = "en") -> str:
    """Returns a place: ``2nd``; in Vietnamese ``hạng 2`` (docs/vietnamese-style.md: places are "hạng 2", an
    order "thứ hai")."""
    return _ordinal(n) if lang == "en" else f"hạng {n}"


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
                        if kept[i] else t("{name} (none) {place}", lang, name=player(i), place=_place(places[i], lang))
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
                   n=wording.number_word(len(kept), lang), kept=kept_text(kept, lang), order=who_order)
        return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4, lang=lang)
    who = rng.randrange(len(kept))
    right = Choice(_place(places[who], lang), True, fact)
    cands = [(dense[who], t("after a shared place the next place is skipped", lang)),
             (lower[who], t("tied players share the higher place, not the lower", lang)),
             (seat_order[who], t("tied players share a place; no one is ahead of an equal", lang)),
             (reverse[who], t("more cards is better: the most is 1st", lang))]
    for p in range(1, len(kept) + 1):
        holders = [i for i in range(len(kept)) if places[i] == p]
        cands.append((p, (t("{place} is the place of {n} cards", lang, place=_place(p, lang), n=kept[holders[0]])
                          if kept[holders[0]] else t("{place} is the place of whoever kept no cards", lang,
                                                     place=_place(p, lang)))
                      if holders else t("no one is {place} here", lang, place=_place(p, lang))))
    wrongs, seen = [], {places[who]}
    for p, text in cands:
        if p not in seen:
            seen.add(p)
            wrongs.append(Choice(_place(p, lang), False, _s(text)))
    prompt = t("Ranking by cards won, {n} players: {kept}. What place is {name}?", lang, n=wording.number_word(len(kept), lang),
               kept=kept_text(kept, lang), name=player(who))
    return _ask(rng, "ranking", seed, prompt, right, wrongs, k=4, lang=lang)


EFFECT_LABELS = {effect: DECLARATION_WORDS[effect] for effect in reversed(DECLARATION_EFFECTS)}
"""Each declaration effect as an answer, from rules.DECLARATION_WORDS (the strongest first: seize, keep, off)."""
LED_LABEL = N_("they must be led together as one play in a trick")

def _folk_players(soldiers: int, effect: str) -> list:
    """Returns the player counts whose folk rules give ``effect`` to declaring ``soldiers`` soldiers."""
    return [n for n in PRESET_PLAYERS["folk"] if Rules.folk(n).declaration_effect(soldiers) == effect]


# The two sentences below fit the folk rules as rules.py has them (four soldiers seize with some player
# counts and keep with the others; five always seize): checked once, here, when the module loads.
_FOUR_SEIZE, _FOUR_KEEP = _folk_players(4, "seize"), _folk_players(4, "keep")
assert _folk_players(5, "seize") == list(PRESET_PLAYERS["folk"]) and _FOUR_SEIZE and _FOUR_KEEP, (
    "the folk rules' declaration effects changed: say anew why each answer of the declaration quiz is wrong")


def _effect_when(effect: str, lang: str = "en") -> str:
    """Why ``effect`` is the wrong answer in a folk-rules question: when the folk rules do give it, read
    from the rules themselves (rules.TU_TU_FOLK and the five soldiers' effect), not restated here."""
    if effect == "off":
        return t("the folk rules do have declarations; only the beginners' rules have none", lang)
    counts = wording.join([wording.number_word(n, lang) for n in (_FOUR_SEIZE if effect == "seize" else _FOUR_KEEP)], last="or", lang=lang)
    if effect == "seize":
        return t("in the folk rules, four soldiers take the lead only with {n} players, and five soldiers always do",
                 lang, n=counts)
    return t("in the folk rules, only four soldiers with {n} players count as won without taking the lead",
             lang, n=counts)


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
    where = _cap(t("{players}, {rules}", lang, players=wording.count_words(n, "player", lang),
                   rules=t("the beginners' rules", lang) if preset == "learning" else t("folk rules", lang)))
    if removal:
        where += t(", the deck without {cards}", lang, cards=cards_words(rules.removed_cards, lang))
    if effect == "off":
        fact = t("{rules} have no declarations: {name} keeps the {size} soldiers and plays them as singles or pairs "
                 "like any other cards.", lang, rules=_cap(_preset_words(preset, lang)), name=player(who),
                 size=wording.number_word(size, lang))
    else:
        fact = _s(_describe(Declaration(who, play, 1, effect == "seize"), names_by_seat(n), lang)) + t(
            " Declaring is optional: the soldiers could also be played as singles or pairs.", lang)
    right = Choice(t(EFFECT_LABELS[effect], lang), True, fact)
    wrongs = [Choice(t(EFFECT_LABELS[e], lang), False,
                     _s(t(_NO_DECLARATIONS[e], lang) if effect == "off" else _effect_when(e, lang)))
              for e in EFFECT_LABELS if e != effect]
    wrongs.append(Choice(t(LED_LABEL, lang), False, t("Four or five soldiers are never led together as one play; they "
                                                      "can be declared between tricks, or played as singles or pairs.",
                                                      lang)))
    prompt = t("{where}. Between tricks {name} shows these {size} {colour} soldiers. What happens?", lang, where=where,
               name=player(who), size=wording.number_word(size, lang), colour=colour.word(lang))
    return _ask(rng, "declaration", seed, prompt, right, wrongs, k=4, cards=(play.cards,),
                captions=(t("{name}'s soldiers", lang, name=player(who)),), lang=lang)

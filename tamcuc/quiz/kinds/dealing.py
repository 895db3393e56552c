"""Quiz kinds of lesson 6, dealing: how many cards each player gets, who deals (bắt cái)."""

from __future__ import annotations

from ...cards import Hand, Rank
from ...dealing import choose_dealer
from ...i18n import N_, t
from ...rules import TRADITIONAL_REMOVALS, Rules
from ...wording import capitalise, count_words, number_word
from ..model import Choice, Question, register
from .common import _a, _ask, cards_words, _FULL, _join, player, _s

# -- lesson 6: dealing -------------------------------------------------------------------------------


def _setups() -> list:
    """Returns (players, removal or None, Rules) for every way to deal (the traditional removals)."""
    out = [(n, None, Rules.folk(n)) for n in (2, 4)]
    out += [(3, r, Rules.folk(3, removal=r)) for r in TRADITIONAL_REMOVALS]
    return out


def _dealt(rules: Rules, n: int, removed: str, lang: str) -> str:
    """Returns ``30 cards dealt to 3 players make 10 each`` (``removed``: what was taken out, or "")."""
    return t("{cards} cards{removed} dealt to {n} players make {each} each", lang, cards=len(rules.deck),
             removed=removed, n=number_word(n, lang), each=rules.hand_size)


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
    where = capitalise(count_words(n, "player", lang))
    if removal:
        where += t(", with {n} cards taken out first ({cards})", lang, n=number_word(len(removed), lang),
                   cards=cards_words(removed, lang))
    if ask_total:
        prompt = t("{where}: how many cards are dealt in all?", lang, where=where)
        fact = (t("{full} cards less the {removed} taken out leave {left}, all dealt", lang, full=len(_FULL),
                  removed=number_word(len(removed), lang), left=len(rules.deck))
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
        label = count_words(m, "player", lang) + (t(" with {n} cards taken out", lang, n=number_word(len(other.removed_cards), lang))
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
    removed = (t(" (the full {full} less {n} taken out)", lang, full=len(_FULL),
                 n=number_word(len(rules.removed_cards), lang))
               if rules.removed_cards else "")
    right = Choice(str(n), True, _s(_dealt(rules, n, removed, lang)))
    wrongs = []
    for m in (2, 3, 4):
        if m != n:
            sizes = sorted({r.hand_size for k, _, r in setups if k == m})
            wrongs.append(Choice(str(m), False, t("With {n} players each holds {sizes} cards.", lang, n=number_word(m, lang),
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
        mistake = mistakes.get(s) or t("counting to {rank} stops on {dealer}, not on {name}", lang, rank=counted,
                                       dealer=player(answer), name=player(s))
        wrongs.append(Choice(player(s), False, _s(mistake)))
    order = _join([player(s) for s in range(n)], lang=lang)
    prompt = t("{n} players sit in the order of play: {order}. {drawer} draws the card shown. {rule} "
               "Who is the dealer (cái)?", lang, n=capitalise(number_word(n, lang)), order=order, drawer=player(drawer), rule=t(COUNT_RULE, lang))
    return _ask(rng, "dealer", seed, prompt, right, wrongs, k=n, cards=(Hand([card]),),
                captions=(t("the drawn card", lang),), lang=lang)

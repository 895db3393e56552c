"""Quiz kinds of lesson 3, colour and rank: which of two cards wins, which card is highest."""

from __future__ import annotations

from ...cards import CARDS, Card, Colour, Hand, Rank
from ...i18n import N_, t
from ...plays import Play, why_beats
from ...tricks import resolve_trick
from ... import wording
from ..model import Question, register
from .common import _a, _ask, _cap, _card_choice, card_label, _COPIES, _join, _play_choice, play_label, player, _s, _the, _why_beats

# -- lesson 3: colour and rank ------------------------------------------------------------------


def _trap_pair(rng) -> tuple:
    """Returns two different cards; most often a higher black rank against a lower red one."""
    if rng.random() < 0.6:
        hi, lo = sorted(rng.sample(list(Rank), 2), key=lambda r: r.value)
        return Card(hi, Colour.BLACK), Card(lo, Colour.RED)
    return tuple(rng.sample(CARDS, 2))


def _order_word(ties: str, lang: str) -> str:
    return t("earlier", lang) if ties == "earlier" else t("later", lang)


CONVENTION = N_("this book's rule; agree on it before you play")
"""How a quiz names the tie rule (of equal plays the earlier wins, RULES.md §12.1): the book's convention, not the game's."""


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
        right_text = t("both show the same {unit}, and of two equal plays the {order} one wins ({convention}): "
                       "{name} {does}, so {name} wins.", lang, unit=unit, order=order, name=player(win), convention=t(CONVENTION, lang),
                       does=t("leads", lang) if win == 0 else t("plays second", lang))
        wrong_text = t("the two {units} are equal, and equal plays do not share the trick: the {order} one, "
                       "{name}'s, wins ({convention}).", lang, units=units, order=order, name=player(win),
                       convention=t(CONVENTION, lang))
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

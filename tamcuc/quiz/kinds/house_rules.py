"""Quiz kinds of lesson 9, house rules: what the folk and the beginners' rules say."""

from __future__ import annotations

from ...i18n import N_, t
from ...rules import FIRST_TRICK_BAN, Rules
from ...wording import count_words, number_word
from dataclasses import replace

from ..model import Choice, Question, register
from .common import _ask, _cap

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
}
# Đi đêm is not asked: neither preset turns it on, yet some tables allow it when everyone agrees
# (RULES.md §7.4, lessons 1 and 9), so "which rules allow it? neither" would tell a reader those tables are wrong.

NOTES = {"ties": N_("No source decides this: it is this book's rule; agree on it before you play.")}
"""What the right answer's explanation of a question on this field adds: the tie rule is the book's convention (RULES.md §12.1)."""
HOUSE_PLAYERS = 4
"""The table every house-rules question describes (its prompt says so): the presets' own 4 players."""

WHICH_LABELS = {"folk": N_("the folk rules only"), "learning": N_("the beginners' rules only"), "both": N_("both"),
                "neither": N_("neither")}


def _elsewhere(field: str, value, text: str, lang: str = "en") -> str:
    """Returns why a value neither preset has (at 4 players) is wrong: where it is found, if anywhere."""
    for n in (3, 2):
        if getattr(Rules.folk(n), field) == value:
            return t("“{text}” is what {rules} say for {n} players, not for {players}.", lang, text=_cap(text),
                     rules=t(PRESETS["folk"], lang), n=number_word(n, lang),
                     players=number_word(HOUSE_PLAYERS, lang))
    # the English starts with the quote ("“Only one” is in …"); the Vietnamese quotes it mid-sentence, in lower case
    return t("“{text}” is in neither set of rules.", lang, text=_cap(text) if lang == "en" else text)


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
        setting = t("{players}, {rules}", lang, players=count_words(HOUSE_PLAYERS, "player", lang),
                    rules=presets[name])
        prompt = _cap(f"{setting}: {ask}?")
        return _noted(field, _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4, lang=lang), lang)
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
    prompt = _cap(t("{players}: {ask}? Which rules answer “{answer}”?", lang,
                    players=count_words(HOUSE_PLAYERS, "player", lang), ask=ask, answer=words[value]))
    return _noted(field, _ask(rng, "house-rule", seed, prompt, right, wrongs, k=4, lang=lang), lang)


def _noted(field: str, q: Question, lang: str) -> Question:
    """Returns ``q`` with the note of ``field`` (:data:`NOTES`), if it has one, after the right answer's explanation."""
    if field not in NOTES:
        return q
    note = t(NOTES[field], lang)
    choices = tuple(replace(c, explanation=f"{c.explanation} {note}") if c.correct else c for c in q.choices)
    return replace(q, choices=choices)

"""Quiz kinds of lesson 7, kết and đè: who scores what when the last trick is led with a kết."""

from __future__ import annotations

from ...i18n import N_, t
from ...plays import ALL_PLAYS, Kind, Play
from ...rules import Rules
from ...scoring import ket_outcome
from ...tricks import resolve_trick
from ..model import Choice, register
from .common import _a, _ask, _cap, _join, names_by_seat, play_phrase, player, _s
from .tricks import _explain_trick, _fold_text, _order_text, _random_play, _trick_data

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
    """Returns a kết table in words: ``kết đôi (a pair of black soldiers) +2, beating it (đè) +4; …``."""
    rows = []
    for r in rules.ket:
        plays = [Play(p) for p in r.plays]
        if len(plays) == 2 and plays[0].kind is Kind.TRIPLE and {p.cards[0].rank for p in plays} == {plays[0].cards[0].rank}:
            what = t("{ranks} of either colour", lang, ranks="–".join(c.rank.name_vi for c in plays[0].cards))
        else:
            what = _join([play_phrase(p, lang) for p in plays], "or", lang)
        rows.append(t("{ket} ({what}) +{bonus}, beating it (đè) +{de}", lang, ket=r.name, what=what, bonus=r.bonus,
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

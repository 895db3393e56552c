"""Quiz kinds of lesson 5, a trick: who wins it, and the first-trick ban."""

from __future__ import annotations

from ...i18n import N_, t
from ...plays import ALL_PLAYS, Kind, Play
from ...rules import Rules
from ...tricks import resolve_trick
from ...wording import count_words, number_word
from ..model import Choice, FaceDown, register
from .common import _ask, _cap, _fits, _FULL, _join, play_name, player, _s, _the, _why_beats
from .ranks import CONVENTION, _order_word

# -- lesson 5: a trick ---------------------------------------------------------------------


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
    if len(folded) == 1:
        return " " + t("{name} folds (chui).", lang, name=player(folded[0]))
    names = _join([player(s) for s in folded], lang=lang)
    if len(folded) == 2:  # "Chi and Dũng both fold", not "all"
        return " " + t("{names} both fold (chui).", lang, names=names)
    return " " + t("{names} all fold (chui).", lang, names=names)


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
            reason = t("{name} showed the same play as {winner}, and of equal plays the {order} one wins "
                       "({convention})", lang, name=names[i], winner=names[result.winner],
                       order=_order_word(result.ties, lang), convention=t(CONVENTION, lang))
        else:
            reason = t("{name}'s {play} loses to {winner}'s: {why}", lang, name=names[i], play=play_name(play, lang),
                       winner=names[result.winner], why=_why_beats(win, play, lang))
        wrongs.append(Choice(names[i], False, _s(reason)))
    return right, wrongs


SAME = {1: N_("Look carefully: two players show the same card."),
        2: N_("Look carefully: two players show the same pair."),
        3: N_("Look carefully: two players show the same triple.")}
"""The lead-in of a trick-winner question in which two players show equal plays, by the size of the plays."""


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
    shown = [p for p in plays if p is not None]
    if len({p.strength for p in shown}) < len(shown):  # this question's own lead-in: two equal plays
        prompt = t(SAME[size], lang) + " " + prompt
    return _ask(rng, "trick-winner", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions, lang=lang)


MAY_LEAD = N_("yes, it may be led")
BANNED = N_("no: the first-trick ban forbids it")
LEAD_LOSES = N_("yes, but it cannot win the trick")


def _ban_text(rules: Rules, lang: str = "en") -> str:
    return _join([r.name_vi if lang == "en" else r.word(lang) for r in sorted(rules.first_trick_ban, key=lambda r: r.value)],
                 lang=lang)


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
        held_text = _join([r.name_vi if lang == "en" else r.word(lang) for r in held], lang=lang)
        allowed = not rules.is_banned(lead.cards, True)
        if lang == "en":
            what = f"the {lead.name_en}" if lead.size > 1 else _the(lead.cards[0])
        else:
            what = play_name(lead, lang)
        rule = _cap(t("with {players} players the first trick bans {banned}", lang,
                      players=number_word(players, lang), banned=banned_ranks))
        if allowed:
            right = Choice(may_lead, True, t("{rule}, and {what} holds none of them.", lang, rule=rule, what=what))
            # The sentence is capitalised, not the play: in Vietnamese it comes mid-sentence ("nên được ra sĩ đen").
            wrongs = [Choice(banned, False, _cap(t("{what} holds no banned rank, so it may be led.", lang,
                                                   what=what))),
                      Choice(lead_loses, False, _cap(t("Nothing stops {what} winning: only a banned play counts "
                                                       "as folded, and it holds no banned rank.", lang, what=what)))]
        else:
            right = Choice(banned, True, t("{rule}, and {what} holds {held}: the leader may not lead it.", lang,
                                           rule=rule, what=what, held=held_text))
            wrongs = [Choice(may_lead, False, _cap(t("{what} holds {held}, a rank the first trick bans.", lang,
                                                     what=what, held=held_text))),
                      Choice(lead_loses, False, t("That is what happens to a follower who shows a banned play; the "
                                                  "leader may not lead one at all.", lang))]
        prompt = t("The first trick of a deal, {players}, folk rules. May the leader lead these cards?", lang,
                   players=count_words(players, "player", lang))
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
    prompt = t("The first trick of a deal, {players}, folk rules (banned: {banned}). {order}{folds} "
               "Who wins the trick?", lang, players=count_words(players, "player", lang), banned=banned_ranks, order=_order_text(seats, lang),
               folds=_fold_text(folded, lang))
    return _ask(rng, "first-trick", seed, prompt, right, wrongs, k=4, cards=cards, captions=captions, lang=lang)

"""Annotated replays: a whole deal, step by step, the way the table lives it, on a static page.

The engine produces the data (:func:`replay_steps`). Each trick is a run of
sub-steps, as at a real table: the leader calls and lays face down, each
follower lays face down in turn, the leader turns the lead over, each follower
in order shows or folds (chui, the cards stay face down), and the winner keeps
the winning cards face up while the rest go to the discard pile. Declarations,
the deal and the scores are steps too, and a seat that runs out of cards is
said to. Every step carries, for each point of view (every hand shown, or one
seat's), which cards are face up, from the engine's who-sees-what
(:func:`tamcuc.tricks.face_up`, through :func:`sees`).

The :class:`Replay` object draws it in a notebook and on the site as a
self-contained HTML block: Previous / Next buttons, a slider over the steps, a
jump to the start, any trick or the scores (:func:`replay_parts`), autoplay at a
tempo the reader chooses (:data:`TEMPOS`), the keys (← → step, Home / End, Space
plays or pauses, with the focus in the replay), a "see it from one seat" choice,
and a small inline script that only shows the step chosen, with card pictures
embedded once. No kernel, no network, and no rule in the script. It is drawn like
the game table, to fit one screen (a school laptop, a phone, a projector): the
seats as compact rows beside the trick in play, the step's sentence under them.

>>> from tamcuc.bots import RuleBot
>>> r = Replay.from_bots(Rules.learning(), [RuleBot()] * 4, seed=5)
>>> sum(1 for s in r.steps if s["kind"] == "keep") == len(r.game.history)
True

DOM contract (for tests): container ``.tamcuc-replay`` (focusable, ``tabindex="-1"``,
so a click anywhere in it gives it the keys, which JupyterLab then leaves to it:
``data-lm-suppress-shortcuts``; ``data-tempo-ms``, when set, overrides
the autoplay's tempo, for tests; ``data-playing`` while autoplay runs); buttons
``.tcr-prev``, ``.tcr-next`` and ``.tcr-play`` (``aria-pressed`` while playing); the
tempo in ``select.tcr-tempo`` (milliseconds a step), the part in ``select.tcr-jump``
(value: the part's index in :func:`replay_parts`), the point of view in
``<select class="tcr-view">`` (value ``all`` or a seat number); the slider
``input.tcr-slider`` (1 … steps); the position in ``.tcr-pos``; one ``.tcr-seat`` per
seat in ``.tcr-table``, with its name in ``.tcr-name``, its hand ``.tcr-hand``
(``.tcr-up`` card by card where the view sees it, else ``.tcr-fan``, a small fan of
backs) and its kept cards ``.tcr-kept``; the trick in ``.tcr-trick``: the step's
title ``.tcr-title``, and one ``.tcr-lay`` per lay (seat ``.tcr-who``, word
``.tcr-word``, cards ``.tcr-laid``; the winner's is ``.tcr-won``), and at the last step the
scores instead (``ol.tcr-scores``: one ``li.tcr-score`` per seat, in seat order, those in first
place ``.tcr-first``); the step's text in ``.tcr-explain``. On a phone (up to 600 px) the step buttons are in a second bar,
``.tcr-bar`` (buttons ``.tcr-prev2`` and ``.tcr-next2``, position ``.tcr-pos2``), that
sticks to the foot of the screen, so the buttons stay in reach under the cards they
change; a hand of eight still fits one row.

Every word of a replay (steps, buttons, notes) is in its ``lang``, given when it is
made (default: the current language):

>>> Replay.from_bots(Rules.learning(), [RuleBot()] * 4, seed=5, lang="vi").steps[0]["title"]
'Chia bài'
"""

from __future__ import annotations

import json
import re
from typing import Optional, Sequence

from ._html import esc, lang_attribute, static_text
from .cards import CARDS, Hand, _strip_diacritics
from .dealing import make_rng
from .draw import MIN_WIDTH, back_svg, card_svg
from .errors import IllegalPlayError, UsageError, shown
from .game import Game, call_words
from .i18n import N_, resolve, t, tn
from .rules import Rules
from .tricks import face_up, told
from ._review import MARK_WORDS
from .wording import a, check_names, count_words, names as default_names
from ._public import public_dir

__all__ = [
    "CARD_WIDTH", "sees", "replay_steps", "replay_parts", "Replay", "TEMPOS", "TEMPO", "replay_html",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

CARD_WIDTH = 44
"""Width in pixels of the cards in a replay (never under :data:`tamcuc.draw.MIN_WIDTH`)."""



def sees(viewer: Optional[int], owner: int, where: str, status: Optional[str] = None, revealed: bool = True) -> bool:
    """Returns True when ``viewer`` sees the faces of ``owner``'s cards lying ``where``.

    ``viewer`` is a seat, or ``None`` for the lesson view, which shows every
    hand and sees the table as an onlooker does. ``where`` is ``"hand"`` (held
    cards: only their owner sees them), ``"lay"`` (cards ``owner`` laid in the
    trick under way, with their ``status`` and whether the reveal has begun) or
    ``"kept"`` (cards ``owner`` laid in a finished trick, now in its winner's
    kept pile, with the ``status`` their lay ended with: the lead and plays
    shown lie face up, folded cards taken under ``Rules.keep="trick"`` stay face
    down). Lays and kept cards are the engine's who-sees-what,
    :func:`tamcuc.tricks.face_up` (for a whole kept pile, :meth:`Game.kept_seen
    <tamcuc.game.Game.kept_seen>`).
    """
    if where == "kept":
        return face_up(status, owner, viewer)
    if where == "hand":
        return viewer is None or viewer == owner
    if where == "lay":
        return face_up(status, owner, viewer, revealed)
    raise UsageError(t("where={where}: a card is in a 'hand', a 'lay' or 'kept'", where=shown(where)))


def _views(players: int) -> list:
    """Returns the points of view of a replay: the lesson view (None), then each seat."""
    return [None, *range(players)]


def _key(viewer: Optional[int]) -> str:
    return "all" if viewer is None else str(viewer)


def replay_steps(game: Game, names: Optional[Sequence[str]] = None, lang: Optional[str] = None) -> list:
    """Returns the steps of a finished ``game`` as plain data (lists, strings, ints, booleans).

    The moves are pushed again through a fresh checked :class:`Game` from the
    same hands, so each step's hands are the true hands at that moment. Each
    step is a dict: ``kind`` (``deal``, ``declare``, ``di_dem``, ``lay``, ``reveal``,
    ``keep`` or ``scores``), ``trick`` (the number of the trick the step belongs
    to: that trick's lays, reveals and keep, and the declarations and đi đêm made
    just before it; None for the deal and the scores), ``title``, ``text``, ``hands`` and ``kept`` (codes
    per seat), ``laid`` (``[seat, codes, word]`` in play order for the trick
    under way, or empty), ``discards`` (the size of the pile), ``winner`` (a
    seat, on a ``keep`` step), ``seen``: for each point of view (``"all"``
    or a seat number as text), one flag per ``laid`` entry, True when that view
    sees those cards face up (from :func:`sees`), and ``kept_seen``: for each
    point of view that does not see every kept card face up (under
    ``Rules.keep="trick"``), the codes of each seat's kept cards it does see
    (:meth:`Game.kept_seen <tamcuc.game.Game.kept_seen>`; the rest of the pile
    lies face down). The ``scores`` step also holds ``scores``, one line per seat
    (:meth:`Result.summary <tamcuc.game.Result.summary>`'s: kept cards, bonus, score,
    place), and ``places`` (:attr:`Result.ranking <tamcuc.game.Result.ranking>`). Titles, texts
    and words are in ``lang``.
    """
    lang = resolve(lang)
    if not game.is_over():
        raise IllegalPlayError(t("a replay needs a finished deal: play it to the end first"))
    n = game.players
    label = list(names) if names is not None else list(default_names(n))
    fresh = Game(game.rules, dealer=game.dealer, hands=game.initial_hands)
    codes = lambda cards: [c.code for c in cards]  # noqa: E731
    views = _views(n)

    def table_now():
        """The kept piles, what each view sees of them (only the views that do not see them all
        face up), and the discard pile, as they lie now."""
        kept = [codes(k) for k in fresh.kept]
        seen = {_key(v): [codes(fresh.kept_seen(p, v)) for p in range(n)] for v in views}
        return list(fresh.kept), fresh.discards, {v: s for v, s in seen.items() if s != kept}

    def snapshot(kind, title, text, hands=None, laid=(), table_view=((), False), winner=None, table=None, trick=None):
        hands = fresh.hands if hands is None else hands
        kept, discards, kept_seen = table_now() if table is None else table
        return {
            "kind": kind,
            "trick": trick,
            "title": title,
            "text": text,
            "hands": [codes(h) for h in hands],
            "kept": [codes(k) for k in kept],
            "laid": [[seat, codes(cards), word] for seat, cards, word in laid],
            "discards": len(discards),
            "winner": winner,
            "seen": {_key(v): [sees(v, seat, "lay", status, table_view[1])
                               for (seat, _, _), status in zip(laid, table_view[0])] for v in views},
            "kept_seen": kept_seen,
        }

    if game.drawn is not None:
        start = t(
            "Bắt cái: {drawer} drew {card}; counting Tướng, Sĩ, Tượng … from the drawer, {rank} falls on "
            "{dealer}, who deals and leads.", lang,
            drawer=label[0], card=a(game.drawn.name_en, lang), rank=game.drawn.rank.name_vi, dealer=label[game.dealer],
        )
    else:
        start = t("{dealer} was picked at random to deal and lead.", lang, dealer=label[game.dealer])
    steps = [snapshot("deal", t("The deal", lang),
                      t("{start} Each player is dealt {n} cards.", lang, start=start, n=game.rules.hand_size))]
    declared = 0
    before = None  # the hands, kept cards and discard pile when the trick under way was led
    for move in game.moves:
        if move.action == "lead":
            before = (list(fresh.hands), table_now())
        done = len(fresh.history)
        fresh.push(move)
        if move.action == "declare":
            d = fresh.declarations[declared]
            declared += 1
            steps.append(snapshot("declare", t("Declaration before trick {n}", lang, n=d.before_trick),
                                  d.describe(label, lang) + ".", trick=d.before_trick))
        if move.action == "di_dem":
            before_trick = len(fresh.history) + 1
            steps.append(snapshot("di_dem", t("Đi đêm before trick {n}", lang, n=before_trick),
                                  move.describe(label, lang) + ".", trick=before_trick))
        if len(fresh.history) > done:
            steps.extend(_trick_steps(fresh, fresh.history[-1], before, label, snapshot, lang))
    result = fresh.result()
    steps.append(snapshot("scores", t("Scores", lang),
                          t("The deal is over. {scores}.", lang, scores=result.summary(label, lang, sep="; "))))
    # The box of the trick in play shows the scores then, one line a seat (kept cards, bonus, score, place).
    steps[-1]["scores"] = result.summary(label, lang, sep="\0").split("\0")
    steps[-1]["places"] = list(result.ranking)
    return steps


def replay_parts(steps: Sequence[dict], lang: Optional[str] = None) -> list:
    """Returns the parts of a replay a reader can jump to, in order: ``[title, first step]`` for the
    start (the deal), each trick (from its first step, a declaration made before it included) and the
    end (the scores). ``steps`` are :func:`replay_steps`'s; titles are in ``lang``.

    >>> from tamcuc.bots import RuleBot
    >>> game = Game(Rules(), seed=13)
    >>> _ = game.play_out([RuleBot()] * 4, seed=13)
    >>> steps = replay_steps(game)
    >>> parts = replay_parts(steps)
    >>> parts[:3], parts[-1] == ["End / scores", len(steps) - 1]
    ([['Start', 0], ['Trick 1', 1], ['Trick 2', 10]], True)
    """
    parts = [[t("Start", lang), 0]]
    for i, step in enumerate(steps):
        if step["trick"] is not None and step["trick"] != steps[i - 1]["trick"]:
            parts.append([t("Trick {n}", lang, n=step["trick"]), i])
    if steps[-1]["kind"] == "scores":
        parts.append([t("End / scores", lang), len(steps) - 1])
    return parts


_WORDS = {"face down": N_("face down"), "led": N_("led"), "shown": N_("shown"), "banned": N_("banned"),
          "chui": N_("folded (chui)"), "short": N_("too few cards")}
"""The word written over each lay in a replay, as the trick goes on."""


def _trick_steps(game: Game, rec, before: tuple, label: list, snapshot, lang: Optional[str] = None) -> list:
    """Returns the sub-steps of one finished trick ``rec``, in ``lang``.

    ``before`` holds the hands, and the kept cards and discard pile, as they
    were when the trick was led: they stay so until the winner keeps.
    """
    before, table = before
    k = len(rec.order)
    title = t("Trick {n}", lang, n=rec.number)
    word = lambda key: t(_WORDS[key], lang)  # noqa: E731
    hands = list(before)
    words = [word("face down")] * k
    now = ["laid"] * k  # each lay's status as the table knows it so far
    steps = []
    # Everyone lays face down, the leader first.
    for j, (seat, cards) in enumerate(zip(rec.order, rec.laid)):
        hands[seat] = hands[seat] - cards
        who = label[seat]
        n_cards = count_words(len(cards), "card", lang)  # "one card", "một quân"
        if j == 0:
            text = t("{who} calls {call} and lays {cards} face down.", lang, who=who, call=call_words(rec.call, lang),
                     cards=n_cards)
        elif len(cards) < rec.call and len(cards) == 1:
            text = t("{who} has only {cards} left and lays it face down.", lang, who=who, cards=n_cards)
        elif len(cards) < rec.call:
            text = t("{who} has only {cards} left and lays them all face down.", lang, who=who, cards=n_cards)
        else:
            text = t("{who} lays {cards} face down.", lang, who=who, cards=n_cards)
        steps.append(snapshot("lay", title, text, hands, _laid(rec, j + 1, words), (list(now), False), table=table,
                              trick=rec.number))
    # The leader turns the lead over; then each follower, in order, shows or folds.
    for j in range(k):
        seat, who = rec.order[j], label[rec.order[j]]
        status = told(rec.status[j], seat, None)  # the table sees a fold, not whether it held a play of the kind
        now[j] = status
        if status in ("led", "shown"):
            words[j] = word("led" if j == 0 else "shown")
            play = rec.shown[j]
            if j == 0:
                text = t("{who} turns the lead over: {play}.", lang, who=who, play=play.phrase(lang))
            else:
                text = t("{name} shows {play}.", lang, name=who, play=play.phrase(lang))
            if j in rec.result.banned:
                words[j] = word("banned")
                text = t("{text} It holds a rank banned in the first trick, so it counts as folded.", lang, text=text)
        elif status == "chui":
            words[j] = word("chui")
            text = t("{who} folds (chui): the cards stay face down, and no one else sees them.", lang, who=who)
        else:
            words[j] = word("short")
            text = t("{who} laid fewer cards than the call and cannot win.", lang, who=who)
        steps.append(snapshot("reveal", title, text, hands, _laid(rec, k, words), (list(now), True), table=table,
                              trick=rec.number))
    # The winner keeps the winning cards face up; the rest go to the discard pile. The steps above told each show
    # and each fold: this one tells who wins, why, and who keeps (a fold is told once).
    text = rec.explain(label, lang, moves=False)
    out = [p for p in rec.order if not game.hand(p) and before[p]]
    if out and not rec.last:
        text += " " + " ".join(t("{name} has run out of cards and sits out the rest of the deal.", lang, name=label[p])
                               for p in out)
    steps.append(snapshot("keep", title, text, hands, _laid(rec, k, words), (list(now), True), winner=rec.winner,
                          trick=rec.number))
    return steps


def _laid(rec, upto: int, words: list) -> list:
    return [(rec.order[j], rec.laid[j], words[j]) for j in range(upto)]


def mark_steps(steps: list, game: Game, reviews: Sequence, names: Sequence[str], lang: Optional[str] = None) -> None:
    """Adds to each step that shows a seat's decision (a lead or lay, a show or chui, a declaration) the mark of
    that decision from ``reviews`` (one :class:`tamcuc.Review` per seat): ``review`` (a sentence in
    ``lang``) and ``review_seat``. The page shows it in the lesson view and in that seat's view only (the
    sentence names cards the others could not see)."""
    decisions = {}
    for result in reviews:
        for d in result.decisions:
            kind = {"lead": "lay", "lay": "lay", "reveal": "reveal"}.get(d.phase)
            if d.phase == "declare" and d.played.move.action == "declare":
                kind = "declare"
            if kind:
                decisions[(d.trick, result.seat, kind)] = d
    reveals: dict = {}
    declared = 0
    for step in steps:
        kind, trick = step["kind"], step["trick"]
        if kind == "lay":
            seat = step["laid"][-1][0]
        elif kind == "reveal":
            j = reveals[trick] = reveals.get(trick, -1) + 1
            seat = game.history[trick - 1].order[j]
        elif kind == "declare":
            seat = game.declarations[declared].player
            declared += 1
        else:
            continue
        d = decisions.get((trick, seat, kind))
        if d is not None:
            step["review"] = t("Review of {name}'s move: {mark}. {why}", lang, name=names[seat],
                               mark=t(MARK_WORDS[d.mark], lang), why=d.why(lang))
            step["review_seat"] = seat


class Replay:
    """A finished deal to step through, in a notebook or on the static site."""

    def __init__(self, game: Game, title: Optional[str] = None, names: Optional[Sequence[str]] = None,
                 lang: Optional[str] = None, review: bool = False):
        self.lang = resolve(lang)
        if not isinstance(game, Game):
            raise UsageError(t("game={game}: a replay steps through a Game", game=shown(game)))
        if title is not None and not isinstance(title, str):
            raise UsageError(t("{what}={value}: give a text", what="title", value=shown(title)))
        self.game = game
        self.title = t("A deal", self.lang) if title is None else title
        self.names = check_names(names, game.players) if names is not None else list(default_names(game.players))
        self.steps = replay_steps(game, self.names, self.lang)
        if not isinstance(review, bool):
            raise UsageError(t("review={value}: give True or False", value=shown(review)))
        self.reviews: tuple = ()
        if review:
            from ._review import review as review_of

            self.reviews = tuple(review_of(game, seat, rng=0) for seat in range(game.players))
            mark_steps(self.steps, game, self.reviews, self.names, self.lang)

    @classmethod
    def from_bots(cls, rules: Rules, bots: Sequence, seed: int, title: Optional[str] = None,
                  names: Optional[Sequence[str]] = None, lang: Optional[str] = None) -> "Replay":
        """Returns the replay of a deal shuffled with ``seed`` and played by ``bots`` (bots also use ``seed``)."""
        game = Game(rules, seed=seed)
        game.play_out(bots, seed=make_rng(seed))
        return cls(game, title or t("Deal {seed}", lang, seed=seed), names, lang)

    @property
    def element_id(self) -> str:
        """Returns the HTML id: derived from the title, so it is the same every run."""
        ascii_title = _strip_diacritics(self.title.lower())
        return "tcr-" + (re.sub(r"[^a-z0-9]+", "-", ascii_title).strip("-") or "deal")

    def _repr_html_(self) -> str:
        return replay_html(self)

    def __repr__(self) -> str:
        return f"<Replay {self.title!r}: {len(self.steps)} steps>"


_STYLE = static_text("replay.css")
"""The replay's style: ``tamcuc/static/replay.css``, as it is."""

_SCRIPT = static_text("replay.js")
"""The replay's script: ``tamcuc/static/replay.js``, as it is (``__REPLAY_ID__`` is the replay's id)."""


TEMPOS = (4, 2, 1)
"""The autoplay's tempos, in seconds a step (slow to fast); :data:`TEMPO` is the one a replay starts with."""

TEMPO = 2
"""Seconds a step when the reader presses Play: slow enough for a child to read the step's sentence."""


def replay_html(replay: Replay) -> str:
    """Returns the self-contained HTML of a replay (inline data, pictures and script)."""
    rid = replay.element_id
    lang = getattr(replay, "lang", None)
    n = replay.game.players
    views = _views(n)
    notes = {"all": t("Every hand is shown, as in a lesson; at a real table you see only your own.", lang)}
    for p in range(n):
        notes[str(p)] = t("What {name} sees: {name}'s own hand and lays, every card turned face up, and the kept "
                          "cards; the others' hands and folds stay face down.", lang, name=replay.names[p])
    words = {
        # Templates the page's script fills in: {n} a count, {total} the number of steps.
        "in_hand": t("{n} in hand", lang), "kept": t("kept {n}", lang), "hand": t("hand", lang),
        # A zero in words (the script takes KEY_none for 0): "hết bài", "chưa ăn quân nào", "chưa có quân nào"
        "in_hand_none": t("no cards left", lang), "kept_none": t("kept nothing yet", lang),
        "kept_none_end": t("kept nothing", lang),  # at the deal's end, no "yet"
        "pile_none": t("Discard pile: empty.", lang),
        "pile_one": tn("Discard pile: {n} card.", "Discard pile: {n} cards.", 1, lang),
        "pile": tn("Discard pile: {n} card.", "Discard pile: {n} cards.", 2, lang),
        "step": t("Step {n} of {total}", lang),
        "play": t("▶ Play", lang), "pause": t("❚❚ Pause", lang), "wins": t("★ wins", lang),
    }
    parts = replay_parts(replay.steps, lang)
    data = {
        "names": replay.names,
        "steps": replay.steps,
        "parts": parts,
        "hands_seen": {_key(v): [sees(v, p, "hand", False) for p in range(n)] for v in views},
        "notes": notes,
        "words": words,
    }
    blob = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    width = max(CARD_WIDTH, MIN_WIDTH)
    faces = "".join(
        f'<template class="tcr-face" data-code="{c.code}">{card_svg(c, width, lang=lang)}</template>' for c in CARDS
    ) + f'<template class="tcr-face" data-code="back">{back_svg(width, lang)}</template>'
    options = f'<option value="all">{esc(t("every hand", lang))}</option>' + "".join(
        f'<option value="{p}">{esc(name)}</option>' for p, name in enumerate(replay.names)
    )
    jumps = "".join(f'<option value="{i}">{esc(title)}</option>' for i, (title, _) in enumerate(parts))
    tempos = "".join(
        f'<option value="{s * 1000}"{" selected" if s == TEMPO else ""}>'
        f'{esc(tn("{n} second a step", "{n} seconds a step", s, lang, n=s))}</option>' for s in TEMPOS
    )
    story = "".join(f"<li>{esc(s['text'])}</li>" for s in replay.steps)
    prev, next_ = esc(t("Previous", lang)), esc(t("Next", lang))
    steps = len(replay.steps)
    return (
        f'<div class="tamcuc-replay" id="{rid}"{lang_attribute(lang)} tabindex="-1" '
        f'aria-keyshortcuts="ArrowLeft ArrowRight Home End Space" data-lm-suppress-shortcuts="true">'
        f"<style>\n{_STYLE}</style>"
        f"<h4>{esc(replay.title)}</h4>"
        f'<div class="tcr-controls"><span class="tcr-steps"><button type="button" class="tcr-prev">{prev}</button>'
        f'<span class="tcr-pos" aria-live="polite"></span>'
        f'<button type="button" class="tcr-next">{next_}</button></span>'
        f'<button type="button" class="tcr-play" aria-pressed="false">{esc(words["play"])}</button>'
        f'<label class="tcr-tempo-label"><span class="tcr-label">{esc(t("Speed", lang))}</span> <select class="tcr-tempo">{tempos}</select></label>'
        f'<label class="tcr-jump-label"><span class="tcr-label">{esc(t("Jump to", lang))}</span> <select class="tcr-jump">{jumps}</select></label>'
        f'<label><span class="tcr-label">{esc(t("See it from", lang))}</span> <select class="tcr-view">{options}</select></label></div>'
        f'<input type="range" class="tcr-slider" min="1" max="{steps}" value="1" step="1" '
        f'aria-label="{esc(t("Step of the deal", lang))}">'
        f'<div class="tcr-board"><div class="tcr-table"></div>'
        f'<div class="tcr-trick"><div class="tcr-head"><p class="tcr-title"></p><p class="tcr-small tcr-pile"></p></div>'
        f'<div class="tcr-lays"></div></div></div>'
        f'<p class="tcr-explain" aria-live="polite" tabindex="0"></p>'
        + ('<p class="tcr-review" hidden></p>' if replay.reviews else "") +
        f'<p class="tcr-small tcr-note"></p>'
        f'<div class="tcr-bar" role="group" aria-label="{esc(t("Step through the deal", lang))}">'
        f'<button type="button" class="tcr-prev2">{prev}</button><span class="tcr-pos2"></span>'
        f'<button type="button" class="tcr-next2">{next_}</button></div>'
        f'<p class="tcr-small tcr-keys">{esc(t("Keys: ← and → step, Home and End go to the first and last step, Space plays or pauses.", lang))}</p>'
        f"<details><summary>{esc(t('The whole deal in words', lang))}</summary><ol>{story}</ol></details>"
        f"{faces}"
        f'<script type="application/json" class="tcr-data">{blob}</script>'
        f"<script>\n{_SCRIPT.replace('__REPLAY_ID__', json.dumps(rid))}</script></div>"
    )

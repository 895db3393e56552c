"""Review a finished deal: which of one seat's decisions won or lost cards, and what was better.

:func:`review` walks the deal's moves (``game.moves``) again from the start (as
:func:`tamcuc.replay.replay_steps` does) and stops at every decision of ``seat`` that
had more than one legal choice: the call and the cards led, the cards laid, show or
fold (chui), declare or pass. (Đi đêm swaps, agreed between two seats, are not
reviewed.) At each it does what the hint does (:class:`tamcuc.sampling.SamplingBot`):

1. it deals the cards the seat could not see at random, consistent with everything the seat
   had seen (:func:`tamcuc.sampling.sample_world`): a *world*;
2. in each world it plays every choice worth searching (the sampling bot's candidates,
   :func:`tamcuc.sampling._candidates`, and the move actually played) and lets
   :class:`~tamcuc.bots.RuleBot` finish the deal for everybody (:func:`tamcuc.sampling.play_out`,
   the hint's own play-out, whose numbers :func:`tamcuc._rollout.points_after` gives on
   integer-coded hands: the same moves and points, several times faster);
3. it averages what the seat ends with, in **points** (:func:`tamcuc.sampling.points`: its kept
   cards plus its kết / đè bonus, as the scores count them): the one measure by which the hint
   ranks moves too.

Every choice at a decision is tried in the *same* worlds, and RuleBot's play-out draws no random
numbers, so every choice meets the same hidden cards and the same play after it (common random
numbers): the difference between two choices is not blurred by the luck of the deal. The
sampling is seeded (``rng``): the same seed gives the same marks.

The move played is marked by its **loss**, how many points fewer than the best choice it made on
average, measured world by world (the paired differences): :data:`MARKS` (``best`` / ``good`` /
``inaccuracy`` / ``mistake``) with the thresholds :data:`GOOD_LOSS`, :data:`INACCURACY_LOSS` and
:data:`MISTAKE_LOSS` (1.25: more than a point). The sentence (:meth:`Decision.why`) gives the game
reason the play-outs show; :meth:`Decision.worth` the averages. The summary adds up the losses:
"best play would have made about" the points made plus every loss (an estimate).

Sample count and stability: a decision is tried in :data:`MIN_SAMPLES` (16) worlds, then in
batches of :data:`SAMPLE_BATCH` (16) more, up to :data:`DEFAULT_SAMPLES` (128). After each
batch the loss is bounded :data:`CONFIDENCE` (2) standard errors of the paired differences either
side (with a small prior, :func:`_paired`), and the decision stops as soon as both bounds give
the same mark (:func:`_settled`): a mark is given when it is clear beyond the sampling error, so a
mistake is a *clear* mistake. Choices clearly worse than the best so far are dropped on the way;
a close call still unsettled at 128 worlds is marked by its average. Measured by
``scripts/bench_review_stability.py`` (its fixed deal set: 6 deals a rule set, folk and
beginners', 4 players, seat 0 played at random; 4 sampling seeds each): a decision marked a mistake
is a mistake again with another seed 96 times in 100 (72 of 75 pairs of runs in which the first
marks a mistake: 0 of 3 on the folk deals, where one close call was marked a mistake once, and 72
of 72 on the beginners'; before this method, with at most 24 worlds and a mistake from a loss of
1.0: 84 %, 154 of 183); an inaccuracy 90 % (before 63 %) and a fine mark (best or good) 98 %
(before 96 %). The decisions take 36 worlds on average (before 13).
A whole 4-player review (``scripts/bench_review.py``: seat 0 played at random, the slowest case)
takes a median 0.09-0.14 s of CPU in CPython and at worst 0.2 s (the same method with its
play-outs on the checked Game, as before: a median 0.8-1.1 s, at worst 1.4 s; both side by side on
the shared 2-core machine at a load of 4-6; the marks are the same, number for number), and in the page's engine (Pyodide in Chromium, ``bench_review.py --pyodide``, the
worker warm after the deal, 12 deals, load 5) 0.2-0.9 s, the table's own step-by-step review of
the same deals 0.1-0.9 s (before: 5.7-23 s at a load of 10-12). The issue's targets are 2 s and
5 s. The table works a review out a step at a time (at least a decision, about 0.6 s), with its
progress shown, so the page stays responsive while it runs.

>>> import tamcuc as tc
>>> g = tc.Game(tc.Rules.learning(), seed=3)
>>> g.play_out([tc.RuleBot()] * 4, seed=3).kept[0] >= 0
True
>>> r = tc.review(g, 0, samples=4, rng=1)
>>> r.seat, r.samples, all(d.loss >= 0 for d in r.decisions)
(0, 4, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from html import escape
from typing import Callable, Optional

from ._public import public_dir
from . import checks
from .dealing import Seed, make_rng
from .errors import IllegalPlayError, UsageError, shown
from .game import Game, Move
from .i18n import N_, resolve, t, tn
from ._rollout import points_after
from .sampling import _candidates, break_ties, sample_world
from .scoring import totals
from .wording import capitalise, cards_phrase, decimal, number_word

__all__ = ["review", "Reviewer", "Review", "Decision", "Choice", "MARKS", "MARK_WORDS", "DEFAULT_SAMPLES",
           "MAX_SAMPLES", "GOOD_LOSS", "INACCURACY_LOSS", "MISTAKE_LOSS"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

DEFAULT_SAMPLES = 128
"""The most worlds (random deals of the hidden cards) a decision is tried in, unless told: a close call needs them
all; most decisions are settled after :data:`MIN_SAMPLES`."""

SAMPLE_BATCH = 16
"""After the first worlds, more are tried in batches of this many; after each batch a decision whose mark is
settled stops."""

MIN_SAMPLES = 16
"""The worlds every decision is tried in at least (unless a review asks for fewer in all)."""

CONFIDENCE = 2.0
"""How many standard errors of the paired loss a mark must be clear by (about 95 % either side)."""

MISTAKE_AGREEMENT = 96
"""How often, in 100, a decision marked a mistake is a mistake again when reviewed with another sampling seed: the
figure ``scripts/bench_review_stability.py`` measured on its fixed deals with the default samples (see the module
docstring)."""

MAX_SAMPLES = 2000
"""The most worlds a review tries per decision (a bound, so that a mistyped count cannot run for ever)."""

GOOD_LOSS = 0.05
"""Up to this loss (kept cards on average) the move played counts as the best: as good as the best, within
the rounding of the averages."""

INACCURACY_LOSS = 0.5
"""From :data:`GOOD_LOSS` up to this loss the move is ``good``: close to the best; from here up to
:data:`MISTAKE_LOSS` an ``inaccuracy``: half a card or more given away on average."""

MISTAKE_LOSS = 1.25
"""From this loss on the move is a ``mistake``: more than a whole point (a kept card) given away on average. (Losses
of one card about, a single card lost for sure, are many; a threshold just above them keeps the marks stable.)"""

TRICK_GAP = 0.25
"""How much more often (a share of the worlds) one choice must win the decision's trick than the other for the
review to give the trick as the reason (:meth:`Decision.why`)."""

MARKS = ("best", "good", "inaccuracy", "mistake")
"""The marks a decision gets, from the best to the worst."""

MARK_WORDS = {"best": N_("best"), "good": N_("good"), "inaccuracy": N_("slip"), "mistake": N_("mistake")}
"""Each mark as the reader sees it (in English; :func:`tamcuc.i18n.t` gives the other languages). A child reads
the mark ``inaccuracy`` as a "slip" (Vietnamese "chưa hay"), a word they know."""

PHASES = ("declare", "lead", "lay", "reveal")
"""The kinds of decision a review looks at (a phase of :class:`~tamcuc.game.Game`)."""

PHASE_WORDS = {"declare": N_("declaring"), "lead": N_("leading"), "lay": N_("laying"), "reveal": N_("showing")}
"""Each kind of decision as a decision's title names it (:meth:`Decision.title`)."""


def mark_of(loss: float) -> str:
    """Returns the mark of a decision that lost ``loss`` kept cards on average against the best choice.

    >>> [mark_of(x) for x in (0.0, 0.3, 0.7, 1.6)]
    ['best', 'good', 'inaccuracy', 'mistake']
    """
    if loss <= GOOD_LOSS:
        return "best"
    if loss < INACCURACY_LOSS:
        return "good"
    if loss < MISTAKE_LOSS:
        return "inaccuracy"
    return "mistake"


def _n(value: float, lang: Optional[str]) -> str:
    """Returns an average with one decimal, as ``lang`` writes it: ``2.4`` / ``2,4`` (``13``, not ``13.0``)."""
    text = f"{value:.1f}"
    return decimal(text[:-2] if text.endswith(".0") else text, lang)


def cards_about(value: float, lang: Optional[str]) -> str:
    """Returns about how many cards an average is, as a child reads it: ``about 3 cards``, ``about 3.5 cards``,
    and below one card no fraction of a card but ``fewer than half a card``, ``about half a card``, ``nearly one
    card`` (``chưa đến nửa quân``, ``khoảng nửa quân``, ``gần một quân``). A value that shows as 0 is the
    callers' own "no cards" / "hardly any"."""
    text = _n(value, lang)
    if value < 1 and text != "1":
        if value < .45:  # true as said: under half a card, about half, under one
            return t("fewer than half a card", lang)
        if value <= .55:
            return t("about half a card", lang)
        return t("nearly one card", lang)
    return tn("about {value} card", "about {value} cards", 1 if text == "1" else 2, lang, value=text)


@dataclass(frozen=True)
class Choice:
    """One choice at a decision and what it was worth: the seat's kept cards on average over the worlds."""

    move: Move
    kept: float
    won_trick: float = 0.0
    """The share of the worlds in which this choice won the decision's trick for the seat (0 … 1)."""

    def __repr__(self) -> str:
        return f"Choice({str(self.move)!r}, kept={self.kept:.2f})"


@dataclass(frozen=True)
class Decision:
    """One decision of the seat reviewed: the move played, the choices tried and the mark.

    ``index`` is the move's place in ``game.moves``; ``trick`` the number of the trick it belongs
    to (a declaration: the trick it comes before); ``choices`` are best first; ``loss`` is
    ``best.kept - played.kept`` (never below 0); ``mark`` is one of :data:`MARKS`.
    """

    index: int
    trick: int
    phase: str
    played: Choice
    choices: tuple
    loss: float
    mark: str
    samples: int = 0
    """How many worlds were tried at this decision (fewer than the review's most when the mark was settled)."""

    @property
    def best(self) -> Choice:
        """Returns the best choice (the first of :attr:`choices`)."""
        return self.choices[0]

    def why(self, lang: Optional[str] = None) -> str:
        """Returns the decision in one sentence, in a teacher's words: for a weaker move (an inaccuracy or a
        mistake, which :meth:`title` names), the better move and the game reason the play-outs show (the
        trick it would have won, the cards it would have kept for later,
        the secret a fold keeps, the cards a declaration banks). The averages are :meth:`worth`'s."""
        lang = resolve(lang)
        played, best = self.played.move.instruction(lang=lang), self.best.move.instruction(lang=lang)
        if self.mark in ("best", "good") and self._showed_a_sure_loser():
            # The play-outs cannot count what a shown card tells the others; the lessons teach to chui here.
            return t("Showing or folding (chui) loses this trick alike; a fold would also have kept your cards "
                     "secret (lesson 5).", lang)
        if self.mark == "best":
            return t("To {played} was the best choice here.", lang, played=played)
        if self.mark == "good":
            return t("To {played} was a good choice, close to the best ({best}).", lang, played=played, best=best)
        return self._reason(best, lang)

    def _showed_a_sure_loser(self) -> bool:
        """Returns True when the seat showed a play that lost the trick in every world tried, and folding (chui)
        was worth as much (:func:`_losing_show`)."""
        return _losing_show(self.played, self.choices) is not None

    def _reason(self, best: str, lang: str) -> str:
        """Returns why the best move was better, from what the play-outs showed (see :meth:`why`)."""
        won, lost = self.best.won_trick, self.played.won_trick
        ahead, behind = self.best.move, self.played.move
        saved = _less(behind.cards, ahead.cards)
        if won - lost >= TRICK_GAP:
            if won >= 0.5 and lost <= 0.25:
                # Said of the deals tried, not of the real one: the others' hidden cards there may have beaten it.
                return t("Better to {best}: in most of the deals the computer tried, that won this trick, and your move "
                         "lost it.", lang, best=best)
            return t("Better to {best}: that would have won this trick more often than your move.", lang, best=best)
        if lost - won >= TRICK_GAP:
            if saved:
                return t("Better to {best}: your move won this trick, but it spent {cards}, which would have won "
                         "more later in the deal.", lang, best=best, cards=cards_phrase(saved, lang))
            return t("Better to {best}: your move won this trick, but the other choice wins more cards later in "
                     "the deal.", lang, best=best)
        if ahead.action == "chui":
            return t("Better to {best}: a fold keeps your cards secret, so the others cannot count them when they "
                     "choose what to call.", lang, best=best)
        if ahead.action == "declare":
            return t("Better to {best}: declared cards count as won at once, and no one can take them from you.",
                     lang, best=best)
        if saved and ahead.action in ("lead", "lay"):
            return t("Better to {best}: that keeps {cards} back for a later trick, to win more there.", lang, best=best,
                     cards=cards_phrase(saved, lang))
        return t("Better to {best}: over the rest of the deal, it wins more cards than your move.", lang, best=best)

    def worth(self, lang: Optional[str] = None) -> str:
        """Returns the averages behind the mark: the points the move played made on average over the worlds, and
        the better move's when there was one (cards kept, as :meth:`Review.summary` counts them; below one card in
        words, :func:`cards_about`)."""
        lang = resolve(lang)
        value = _n(self.played.kept, lang)
        # an equal choice is not "the better move", nor a fold worth what a losing show was (see _decide)
        equal = self.best is self.played or self.mark == "best" or self._showed_a_sure_loser()
        if value == "0":  # never "about 0 cards": none at all, or hardly any
            none = self.played.kept == 0
            if equal:
                return (t("In the deals the computer tried, this move ended with no cards kept.", lang) if none else
                        t("In the deals the computer tried, this move ended with hardly any cards kept.", lang))
            best = cards_about(self.best.kept, lang)
            return (t("In the deals the computer tried, this move ended with no cards kept; the better move, "
                      "{best}.", lang, best=best) if none else
                    t("In the deals the computer tried, this move ended with hardly any cards kept; the better move, "
                      "{best}.", lang, best=best))
        amount = cards_about(self.played.kept, lang)
        if equal:
            return t("In the deals the computer tried, this move ended with {amount} kept.", lang, amount=amount)
        return t("In the deals the computer tried, this move ended with {amount} kept; the better move, {best}.",
                 lang, amount=amount, best=cards_about(self.best.kept, lang))

    def title(self, lang: Optional[str] = None) -> str:
        """Returns where the decision was, what kind it was and its mark: ``Trick 3, laying: mistake`` (a trick can
        hold two decisions of one seat, its lay and its reveal)."""
        return t("Trick {n}, {phase}: {mark}", lang, n=self.trick, phase=t(PHASE_WORDS[self.phase], lang),
                 mark=t(MARK_WORDS[self.mark], lang))

    def __repr__(self) -> str:
        return (f"Decision(trick={self.trick}, played={str(self.played.move)!r}, best={str(self.best.move)!r}, "
                f"loss={self.loss:.2f}, mark={self.mark!r})")

    def _repr_html_(self) -> str:
        return (f"<div class='tamcuc-review-decision' data-mark='{self.mark}'><strong>{escape(self.title())}</strong>"
                f" {escape(self.why())} {escape(self.worth())}</div>")


@dataclass(frozen=True)
class Review:
    """The review of one seat's play in a finished deal: one :class:`Decision` per choice it made.

    ``kept`` is what the seat really ended with (kept cards, bonus counted as the scores count it);
    ``samples`` the worlds tried per decision; ``cards`` the cards really kept, when known (``kept - cards`` is
    the bonus, which the summary says apart: "15 cards and a +2 bonus").
    """

    seat: int
    samples: int
    kept: int
    decisions: tuple
    cards: Optional[int] = None

    def count(self, mark: str) -> int:
        """Returns how many decisions got ``mark`` (one of :data:`MARKS`)."""
        if mark not in MARKS:
            raise UsageError(t("mark={mark}: a mark is one of {marks}", mark=shown(mark), marks=", ".join(MARKS)))
        return sum(1 for d in self.decisions if d.mark == mark)

    @property
    def best_kept(self) -> float:
        """Returns about how many cards best play would have kept: the cards kept plus every decision's loss."""
        return self.kept + sum(d.loss for d in self.decisions)

    @property
    def marks(self) -> tuple:
        """Returns the mark of each decision, in order."""
        return tuple(d.mark for d in self.decisions)

    def summary(self, lang: Optional[str] = None) -> str:
        """Returns one line, e.g. ``two mistakes, one slip; you kept 3 cards, best play would have kept about 4.2 cards``
        (a point for each card kept, and a bonus as the scores count it: with a bonus, more than the cards held)."""
        lang = resolve(lang)
        mistakes, slips = self.count("mistake"), self.count("inaccuracy")
        parts = []
        if mistakes:  # small counts in words: "one mistake", "một nước sai"
            parts.append(tn("{n} mistake", "{n} mistakes", mistakes, lang, n=number_word(mistakes, lang)))
        if slips:
            parts.append(tn("{n} slip", "{n} slips", slips, lang, n=number_word(slips, lang)))
        head = ", ".join(parts) if parts else t("no mistakes", lang)
        # Cards kept, as the scores count them (a bonus counts as cards): not "points", which a reader would take
        # for the deal's score (-8) beside it. A zero in words ("em không ăn được quân nào").
        if not self.kept and _n(self.best_kept, lang) == "0":  # never "about 0": hardly any
            return t("{head}; you kept no cards, and even best play would have kept hardly any", lang, head=head)
        # Below half a card, "best play would have kept fewer than half a card" reads as a contradiction (the best
        # keeps a fraction?): said as how often best play keeps a card at all.
        if not self.kept and self.best_kept < .45:
            return t("{head}; you kept no cards, and even best play would seldom have kept one", lang, head=head)
        if not self.kept and self.best_kept <= .55:
            return t("{head}; you kept no cards, and best play would have kept one only about half the time", lang,
                     head=head)
        if not self.kept:
            return t("{head}; you kept no cards, best play would have kept {best}", lang, head=head,
                     best=cards_about(self.best_kept, lang))
        best = cards_about(self.best_kept, lang)
        # Words and figures not mixed in one sentence: beside a figure ("about 5.2 cards") the count is a figure
        # too ("you kept 5 cards"); beside words ("about half a card") it is in words ("one card").
        figures = any(ch.isdigit() for ch in best)
        bonus = self.kept - self.cards if self.cards is not None else 0
        if bonus > 0 and self.cards:  # the kết bonus said apart: a child who kept 15 cards never reads "17 cards"
            return t("{head}; you kept {cards} cards and a +{bonus} bonus (as good as {kept} cards), best play would "
                     "have kept {best}", lang, head=head, cards=self.cards, bonus=bonus, kept=self.kept, best=best)
        kept = tn("{n} card", "{n} cards", self.kept, lang, n=str(self.kept) if figures else number_word(self.kept, lang))
        return t("{head}; you kept {kept}, best play would have kept {best}", lang, head=head, kept=kept, best=best)

    def how(self, lang: Optional[str] = None) -> str:
        """Returns how the review was made, for a reader: what a point is, how many worlds each choice was tried in,
        when a move is a mistake, and how often a mistake mark comes out the same with other random deals
        (:data:`MISTAKE_AGREEMENT`, measured by ``scripts/bench_review_stability.py``)."""
        low = min(self.samples, MIN_SAMPLES)
        count = _n(low, lang) if low == self.samples else t("{low} to {high}", lang, low=_n(low, lang),
                                                               high=_n(self.samples, lang))
        return t("Cards kept, as the scores count them (a bonus counts as cards). The computer tried each choice in "
                 "the same {count} random deals of the cards you could not see, each played to the end carefully, "
                 "and calls a move a mistake only when it clearly lost more than a card, beyond what the luck of "
                 "those deals could explain. Tried again with other random deals, a mistake stays a mistake about "
                 "{agree} times in 100.", lang, count=count, agree=MISTAKE_AGREEMENT)

    def explain(self, lang: Optional[str] = None) -> str:
        """Returns the whole review in lines: the summary, then each decision's title and sentence."""
        lang = resolve(lang)
        lines = [capitalise(self.summary(lang)) + "."]
        lines += [f"{d.title(lang)}. {d.why(lang)} {d.worth(lang)}" for d in self.decisions]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"<Review of seat {self.seat}: {len(self.decisions)} decisions, {self.count('mistake')} mistakes, "
                f"{self.count('inaccuracy')} inaccuracies, kept {self.kept}, best about {self.best_kept:.1f}, "
                f"{self.samples} samples>")

    def _repr_html_(self) -> str:
        items = "".join(f"<li data-mark='{d.mark}'><strong>{escape(d.title())}</strong>. {escape(d.why())} "
                        f"{escape(d.worth())}</li>"
                        for d in self.decisions)
        return (f"<div class='tamcuc-review'><p><strong>{escape(capitalise(self.summary()))}.</strong></p>"
                f"<ol>{items}</ol></div>")


def _less(cards, other) -> tuple:
    """Returns the cards of ``cards`` that are not in ``other`` (as multisets), in order."""
    left = list(other)
    out = []
    for card in cards:
        if card in left:
            left.remove(card)
        else:
            out.append(card)
    return tuple(out)


def _check_game(game, seat) -> tuple:
    """Returns ``(game, seat)`` checked: a finished :class:`Game` and one of its seats."""
    if not isinstance(game, Game):
        raise UsageError(t("game={game}: a review needs a Game played to its end", game=shown(game)))
    seat = checks.seat(seat, game.players, "seat")
    if not game.is_over():
        raise IllegalPlayError(t("a review needs a finished deal: play it to the end first"))
    return game, seat


class Reviewer:
    """A review worked out one decision at a time (:meth:`step`), so that a page can show progress.

    :func:`review` runs it to the end; the table's Review button steps it between two redraws.
    """

    def __init__(self, game: Game, seat: int, *, samples: int = DEFAULT_SAMPLES, rng: Seed = 0):
        game, seat = _check_game(game, seat)
        self.samples = checks.whole(samples, "samples", 1, MAX_SAMPLES)
        rng = make_rng(rng)
        self.seat = seat
        fresh = Game(game.rules, dealer=game.dealer, hands=game.initial_hands)
        self._todo = []  # (index, position before the move, move played, its own seed), in order
        for index, move in enumerate(game.moves):
            if move.player == seat and move.action != "di_dem" and len(fresh.legal_plays()) > 1:
                self._todo.append((index, fresh.copy(), move, rng.getrandbits(32)))
            fresh.push(move)
        self.kept = totals([len(k) for k in fresh.kept], fresh.bonuses)[seat]
        self.cards = len(fresh.kept[seat])  # the cards really kept; self.kept - self.cards is the bonus
        self._done: list = []

    @property
    def total(self) -> int:
        """Returns how many decisions the review looks at."""
        return len(self._todo)

    @property
    def done(self) -> int:
        """Returns how many decisions are worked out so far."""
        return len(self._done)

    def finished(self) -> bool:
        """Returns True when every decision is worked out."""
        return self.done >= self.total

    def step(self) -> bool:
        """Works out the next decision; returns False when there was none left."""
        if self.finished():
            return False
        index, position, played, seed = self._todo[self.done]
        self._done.append(_decide(position, self.seat, played, index, self.samples, random.Random(seed)))
        return True

    def result(self) -> Review:
        """Returns the :class:`Review` (working out what is left first)."""
        while self.step():
            pass
        return Review(self.seat, self.samples, self.kept, tuple(self._done), self.cards)

    def __repr__(self) -> str:
        return f"<Reviewer of seat {self.seat}: {self.done} of {self.total} decisions>"


def _paired(a: list, b: list) -> tuple:
    """Returns ``(mean, standard error)`` of the differences ``a[w] - b[w]`` world by world.

    The error counts two more worlds, one a point above the mean and one a point below (a small prior): a few
    worlds that all give the same difference are not taken for certainty (16 worlds in which a move loses one card
    each time do not yet prove that it always does)."""
    n = len(a)
    diffs = [x - y for x, y in zip(a, b)]
    mean = sum(diffs) / n
    var = (sum((d - mean) ** 2 for d in diffs) + 2) / (n + 1)
    return mean, (var / (n + 2)) ** 0.5


def _still_a_rival(best: list, other: list) -> bool:
    """Returns True unless ``other`` (a choice's points, world by world) is clearly below ``best`` over the worlds
    both were tried in (by :data:`CONFIDENCE` standard errors of the paired difference): a choice to keep trying."""
    mean, se = _paired(best[:len(other)], other)
    return not mean - CONFIDENCE * se > 0


def _settled(low: float, high: float) -> bool:
    """Returns True when the loss can only be of one mark between ``low`` and ``high`` (its confidence bounds):
    clearly fine (below :data:`INACCURACY_LOSS`), clearly an inaccuracy, or clearly a mistake."""
    return _band(low) == _band(high)


def _band(loss: float) -> int:
    """Returns 0 (fine: ``best`` or ``good``), 1 (``inaccuracy``) or 2 (``mistake``) for ``loss``."""
    return 2 if loss >= MISTAKE_LOSS else 1 if loss >= INACCURACY_LOSS else 0


def _losing_show(mine: Choice, choices) -> Optional[Choice]:
    """Returns the fold (chui) among ``choices`` when ``mine`` showed a play that lost the trick in every world tried
    and that fold was worth as much (within :data:`GOOD_LOSS`); None otherwise."""
    if mine.move.action != "show" or mine.won_trick != 0:
        return None
    return next((c for c in choices if c.move.action == "chui" and abs(c.kept - mine.kept) < GOOD_LOSS), None)


def _decide(position: Game, seat: int, played: Move, index: int, samples: int, rng: random.Random) -> Decision:
    """Returns the :class:`Decision` at ``position`` (``seat`` to move, ``played`` the move made).

    Every choice is tried in the same worlds (common random numbers): :data:`MIN_SAMPLES` first, then batches
    of :data:`SAMPLE_BATCH`. After each, the loss (best less played, world by world) is bounded
    :data:`CONFIDENCE` standard errors either side (:func:`_paired`), and the decision stops when both bounds
    give the same mark (:func:`_settled`): that mark, clear beyond the sampling error. A rival clearly worse
    than the best so far is dropped. A close call still unsettled at ``samples`` worlds is marked by its
    average loss."""
    moves = list(dict.fromkeys([*_candidates(position, seat, rng), played]))
    mine_at = moves.index(played)
    trick_at = len(position.history)
    results = [[] for _ in moves]  # the seat's points, per choice, world by world
    tricks = [[] for _ in moves]  # the cards the seat won in this decision's trick, per choice, world by world
    active = list(range(len(moves)))  # the choices still tried: the move played, the best so far, and close rivals
    n = 0
    while n < samples:
        for _ in range(min(samples, MIN_SAMPLES) if n == 0 else min(SAMPLE_BATCH, samples - n)):
            world = sample_world(position, seat, rng)
            for i in active:
                value, won = points_after(world, moves[i], seat, trick_at)  # play_out with RuleBot, its numbers
                results[i].append(value)
                tricks[i].append(won)
            n += 1
        best_at = max(active, key=lambda i: (sum(results[i]), i == mine_at, -i))
        mean, se = _paired(results[best_at], results[mine_at])
        if _settled(mean - CONFIDENCE * se, mean + CONFIDENCE * se):
            break
        # A rival clearly worse than the best so far cannot become the best: it is tried no more.
        active = [i for i in active if i in (best_at, mine_at) or _still_a_rival(results[best_at], results[i])]
    values = [sum(r) / len(r) for r in results]
    won = [sum(1 for x in r if x) / len(r) for r in tricks]
    order = sorted(range(len(moves)), key=lambda i: (-values[i] if i in active else -values[i] + 1e9, i != mine_at, i))
    if order[0] != mine_at:  # equally good better moves: name the one the hint would (keeps pairs, spends least)
        ranked = break_ties([(values[i] if i in active else values[i] - 1e9, moves[i]) for i in order],
                            position.hand(seat), places=6)
        order = [moves.index(move) for _, move in ranked]
    choices = tuple(Choice(moves[i], values[i], won[i]) for i in order)
    mine = choices[order.index(mine_at)]
    mean, se = _paired(results[order[0]], results[mine_at])
    loss = max(0.0, mean)
    low, high = mean - CONFIDENCE * se, mean + CONFIDENCE * se
    band = _band(max(0.0, low)) if _settled(low, high) else _band(loss)  # still a close call at the most worlds
    mark = "mistake" if band == 2 else "inaccuracy" if band == 1 else mark_of(min(loss, INACCURACY_LOSS - 1e-9))
    fold = _losing_show(mine, choices) if mark == "best" else None
    if fold is not None:
        # A show that loses the trick in every world is worth what a fold is to the play-outs, which cannot count
        # what a shown card tells the others; the lessons teach to chui here: the fold is the best, the show good.
        choices = (fold,) + tuple(c for c in choices if c is not fold)
        mark = "good"
    trick = trick_at + 1
    return Decision(index, trick, position.phase, mine, choices, loss, mark, n)


def review(game: Game, seat: int, *, samples: int = DEFAULT_SAMPLES, rng: Seed = 0,
           progress: Optional[Callable[[int, int], None]] = None) -> Review:
    """Returns the :class:`Review` of ``seat``'s decisions in the finished ``game``.

    ``samples``: worlds tried per decision (1 … :data:`MAX_SAMPLES`); ``rng``: a seed or a
    ``random.Random`` (the same seed, the same marks); ``progress``, when given, is called with
    ``(done, total)`` after each decision. See the module docstring for the method.

    ``game``: a :class:`~tamcuc.game.Game` played to its end; ``seat``: whose decisions (0 …
    players − 1). For example, the review of An's play in a deal the careful bots played:

    >>> import tamcuc as tc
    >>> game = tc.Game(seed=3)
    >>> _ = game.play_out([tc.RuleBot()] * 4, seed=3)
    >>> done = tc.review(game, 0, samples=8, rng=1)
    >>> done.seat, done.samples, all(d.mark in ("best", "good", "inaccuracy", "mistake") for d in done.decisions)
    (0, 8, True)
    """
    if progress is not None and not callable(progress):
        raise UsageError(t("progress={progress}: give a function of (done, total), or None", progress=shown(progress)))
    reviewer = Reviewer(game, seat, samples=samples, rng=rng)
    while reviewer.step():
        if progress is not None:
            progress(reviewer.done, reviewer.total)
    return reviewer.result()

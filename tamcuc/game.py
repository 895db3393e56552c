"""One deal of Tam Cúc, from bắt cái to the scores, checked move by move.

:meth:`Game.legal_plays` is the single source of truth: :meth:`Game.push`
accepts a move only if it is in that list, and explains why otherwise.

A trick goes through these phases (RULES.md §6–7):

``declare``  between tricks, a player holding four or five soldiers of one
             colour may declare them (tứ tử trình làng, ngũ tử cướp cái) or pass.
``lead``     the leader lays a play of one, two or three cards (the call).
             In the first trick a leader left with only banned cards leads
             one of them anyway; it counts as folded (see ``tricks``).
``lay``      each follower in seat order lays that many cards, face down.
``reveal``   the leader's play is shown; then each follower whose cards make a
             play of the called kind shows it or folds (chui). A follower whose
             cards make no such play folds without a choice.

>>> g = Game(Rules.learning(), seed=7)
>>> while not g.is_over():
...     g.push(g.legal_plays()[0])
>>> sum(g.result().kept)
8
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import NamedTuple, Optional, Sequence

from .cards import CARDS, Card, Hand, Rank, as_cards
from .dealing import Seed, deal_cards, first_leader, make_rng, shuffled_deck
from . import checks
from .errors import IllegalPlayError, RulesError, SeatError, TamCucError, UsageError, shown
from .i18n import N_, resolve, t, tn
from .plays import KIND_OF_CALL, Kind, Play, _VALID, lay_ways, plays_of_size, why_not_a_play
from .rules import Rules
from .scoring import KetOutcome, final_scores, ket_outcome, ranking, totals
from .tricks import (TrickResult, _resolved, ban_message, face_up, kept_face_up, lead_choices, must_fold, told,
                     winner_keeps)
from .wording import DEFAULT_NAMES, cards_phrase, count, count_words, join, labeller, number_word, signed
from .wording import name as _name
from ._public import public_dir

__all__ = [
    "ACTIONS", "Move", "call_words", "Declaration", "TrickRecord", "Trick", "Result", "Game", "check_bots",
    "declarable",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

ACTIONS = ("di_dem", "declare", "pass", "lead", "lay", "show", "chui")
"""Every kind of move, in the order they can happen within a trick (đi đêm and declarations come between tricks)."""

_EMPTY = Hand._sorted(())


class Move(NamedTuple):
    """One move: who, what, and which cards.

    ``action`` is one of :data:`ACTIONS`. For ``lead``, ``lay`` and
    ``declare``, ``cards`` are the cards put down; for ``show`` and ``chui``
    they are the cards that player laid in this trick; ``pass`` has none.
    A ``di_dem`` swap (a house rule, ``Rules.di_dem``) is one move for both
    seats: ``player`` gives ``cards`` to ``partner``, who gives
    ``partner_cards`` back; the other moves leave these two fields empty.

    ``str(move)`` is the short notation, ``repr(move)`` the same with the seat's default
    name, so a list of legal moves reads at a glance; each carries all the move's fields
    (seat, action, cards in notation), so ``Move(0, "lead", Hand("R R"))`` can be
    written back from it:

    >>> Move(0, "lead", Hand("R R"))
    <Move lead 'R R' by An (seat 0)>
    >>> Move(1, "pass", Hand(""))
    <Move pass by Bình (seat 1)>
    >>> str(Move(0, "di_dem", Hand("p"), partner=2, partner_cards=Hand("c")))
    '0:di_dem p <> 2:c'
    >>> Move(0, "di_dem", Hand("p"), partner=2, partner_cards=Hand("c"))
    <Move di_dem 'p' by An (seat 0) <> 'c' by Chi (seat 2)>
    """

    player: int
    action: str
    cards: Hand
    partner: Optional[int] = None
    partner_cards: Hand = _EMPTY

    def __str__(self) -> str:
        if self.action == "di_dem":
            return f"{self.player}:di_dem {self.cards} <> {self.partner}:{self.partner_cards}"
        return f"{self.player}:{self.action}" + (f" {self.cards}" if self.cards else "")

    def __repr__(self) -> str:
        def by(seat, cards=None) -> str:
            try:
                who = f"{_name(seat)} (seat {seat})"
            except TamCucError:  # a seat no default name has: the number alone
                who = f"seat {shown(seat)}"
            return (f"{str(Hand(cards))!r} " if cards else "") + f"by {who}"

        try:
            text = f"{self.action if self.action in ACTIONS else shown(self.action)} {by(self.player, self.cards)}"
            if self.action == "di_dem":
                text += " <> " + by(self.partner, self.partner_cards)
        except TamCucError:  # a Move built by hand with odd fields still shows itself
            return "Move" + tuple.__repr__(self)
        return f"<Move {text}>"

    def describe(self, names: Optional[Sequence[str]] = None, lang: Optional[str] = None) -> str:
        """Returns the move in words, e.g. ``Chi calls two (đôi cây) and leads a pair of red chariots``.

        ``names`` are indexed by seat (default: An, Bình, Chi, Dũng); ``lang`` is the language
        (default: the current one).

        >>> Move(2, "lead", Hand("R R")).describe(lang="vi")
        'Chi gọi đôi cây và ra đôi xe đỏ'
        """
        lang = resolve(lang)
        who = _name(self.player, names)
        if self.action == "lead":
            return t("{who} calls {call} and leads {play}", lang, who=who, call=call_words(len(self.cards), lang),
                     play=Play(self.cards).phrase(lang))
        if self.action == "lay":
            return t("{who} lays {cards} face down", lang, who=who, cards=count_words(len(self.cards), "card", lang))
        if self.action == "show":
            return t("{who} shows {play}", lang, who=who, play=Play(self.cards).phrase(lang))
        if self.action == "chui":
            return t("{who} folds (chui), keeping the cards face down", lang, who=who)
        if self.action == "declare":
            return t("{who} declares {play}", lang, who=who, play=Play(self.cards).phrase(lang))
        if self.action == "di_dem":
            return t(
                "{who} and {partner} swap {cards} each way face down (đi đêm): {given} for {back}", lang,
                who=who, partner=_name(self.partner, names), cards=count_words(len(self.cards), "card", lang),
                given=cards_phrase(self.cards, lang), back=cards_phrase(self.partner_cards, lang),
            )
        return t("{who} does not declare", lang, who=who)

    def instruction(self, names: Optional[Sequence[str]] = None, lang: Optional[str] = None) -> str:
        """Returns the move as advice to its player, naming the cards: ``lay a black elephant``.

        Unlike :meth:`describe` (what the table sees), this names the cards laid
        face down, for the player who holds them. ``names`` (by seat) name an
        đi đêm partner.

        >>> Move(1, "lay", Hand("e")).instruction(), Move(0, "chui", Hand("C C")).instruction()
        ('lay a black elephant', 'fold (chui), keeping two red cannons face down')
        >>> Move(0, "chui", Hand("C C")).instruction(lang="vi")
        'chui, để hai pháo đỏ nằm úp'
        """
        lang = resolve(lang)
        if self.action == "lead":
            return t("call {call} and lead {play}", lang, call=call_words(len(self.cards), lang),
                     play=Play(self.cards).phrase(lang))
        if self.action == "lay":
            return t("lay {cards}", lang, cards=cards_phrase(self.cards, lang))
        if self.action == "show":
            return t("show {cards}", lang, cards=cards_phrase(self.cards, lang))
        if self.action == "chui":
            return t("fold (chui), keeping {cards} face down", lang, cards=cards_phrase(self.cards, lang))
        if self.action == "declare":
            return t("declare {play}", lang, play=Play(self.cards).phrase(lang))
        if self.action == "di_dem":
            return t(
                "swap {given} with {partner} for {back}, face down (đi đêm)", lang,
                given=cards_phrase(self.cards, lang), partner=_name(self.partner, names),
                back=cards_phrase(self.partner_cards, lang),
            )
        return t("not declare", lang)


_CALL_WORDS = {1: N_("one (một cây)"), 2: N_("two (đôi cây)"), 3: N_("three (ba cây)")}
"""How a leader says the call, by its number of cards (in English; :func:`call_words` for any language)."""


def call_words(call: int, lang: Optional[str] = None) -> str:
    """Returns how a leader says a call of ``call`` cards in ``lang``: ``two (đôi cây)`` / ``đôi cây``."""
    return t(_CALL_WORDS[call], lang)


@dataclass(frozen=True)
class Declaration:
    """A tứ tử or ngũ tử declaration: who, what, before which trick, and whether it took the lead."""

    player: int
    play: Play
    before_trick: int
    seized: bool

    def describe(self, names: Optional[Sequence[str]] = None, lang: Optional[str] = None) -> str:
        """Returns the declaration in words (``names`` by seat; default An, Bình, Chi, Dũng; ``lang``: the language)."""
        who = _name(self.player, names)
        # "An trình làng bốn tốt đỏ (tứ tử), cướp cái": the folk words, the count in words
        name = "ngũ tử" if self.play.kind is Kind.NGU_TU else "tứ tử"
        fields = dict(who=who, n=number_word(self.play.size, lang), colour=self.play.colour.word(lang), name=name)
        if self.seized:
            return t("{who} declares {n} {colour} soldiers ({name}) and takes the lead (cướp cái): the {n} cards "
                     "count as won", lang, **fields)
        return t("{who} declares {n} {colour} soldiers ({name}): the {n} cards count as won; "
                 "the lead stays where it was", lang, **fields)


@dataclass(frozen=True)
class TrickRecord:
    """Everything that happened in one trick, for replays and lessons.

    Sequences indexed like ``order`` (the players in play order, leader first):
    ``laid`` (the cards each put down), ``shown`` (the play shown, or None),
    ``status`` ("led", "shown", "chui", "no play", "short").
    """

    number: int
    first: bool
    leader: int
    call: int
    order: tuple
    laid: tuple
    shown: tuple
    status: tuple
    result: TrickResult
    winner: int
    kept: Hand
    discarded: Hand
    ket: Optional[KetOutcome]
    last: bool
    next_leader: Optional[int] = field(default=None, repr=False)
    """Who leads the next trick (None after the last): the winner, or, when the winner has no
    cards left, the next seat round the table that has some (declarations may still change it)."""

    def face_up(self, seat: int, viewer: Optional[int] = None) -> bool:
        """Returns True when ``viewer`` saw the cards ``seat`` laid in this trick (``None``: the whole table).

        The lead and the plays shown are face up; folded and short lays stay face
        down for all but their owner (:func:`tamcuc.tricks.face_up`).
        """
        return face_up(self.status[_index(self.order, seat, t("this trick"))], seat, _viewer(viewer))

    def explain(self, names: Optional[Sequence[str]] = None, lang: Optional[str] = None, moves: bool = True,
                viewer: Optional[int] = None) -> str:
        """Returns the trick in words: the call, each player's response, the winner and why.

        ``names`` are indexed by seat (default: An, Bình, Chi, Dũng); ``lang`` is the
        language (default: the current one). ``moves=False`` leaves out the call and each player's
        show or fold, for a reader who has just been told them one by one (a replay's last step of a
        trick): the winner, why, and who keeps. The words tell what ``viewer`` knows (``None``: the
        whole table): a fold is a fold, and only its owner is told that the cards made no play of the
        kind called (:func:`tamcuc.tricks.told`).
        """
        lang = resolve(lang)
        label = labeller(names, max(self.order) + 1)
        viewer = _viewer(viewer)
        known = tuple(told(s, seat, viewer) for s, seat in zip(self.status, self.order))
        lead = self.shown[0]
        lines = [t("Trick {n}: {leader} calls {call} and leads {play}.", lang, n=self.number, leader=label(self.leader),
                   call=call_words(self.call, lang), play=lead.phrase(lang))] if moves else []
        folding = []  # players who fold one after another: one sentence ("Dũng, An và Bình đều chui, …")
        responses = zip(self.order[1:], known[1:], self.shown[1:]) if moves else ()
        for k, (seat, status, play) in enumerate(responses, 1):
            if status == "chui" and (folding or k + 1 < len(self.order) and known[k + 1] == "chui"):
                folding.append(label(seat))
                if k + 1 == len(self.order) or known[k + 1] != "chui":
                    if len(folding) == 2:  # "Chi and Dũng both fold", not "all"
                        lines.append(t("{names} both fold (chui) and keep their cards hidden.", lang,
                                       names=join(folding, lang=lang)))
                    else:
                        lines.append(t("{names} all fold (chui) and keep their cards hidden.", lang,
                                       names=join(folding, lang=lang)))
                    folding = []
            elif status == "shown":
                lines.append(t("{name} shows {play}.", lang, name=label(seat), play=play.phrase(lang)))
            elif status == "chui" and "chui" in known[1:k]:  # the hidden cards were told at the first fold
                lines.append(t("{name} folds (chui) too.", lang, name=label(seat)))
            elif status == "chui" and self.call == 1:
                lines.append(t("{name} folds (chui) and keeps the card hidden.", lang, name=label(seat)))
            elif status == "chui" and self.call == 2:
                lines.append(t("{name} folds (chui) and keeps the two cards hidden.", lang, name=label(seat)))
            elif status == "chui":
                lines.append(t("{name} folds (chui) and keeps the three cards hidden.", lang, name=label(seat)))
            elif status == "no play":
                lines.append(t("{name} has laid no {kind} and folds (chui).", lang, name=label(seat),
                               kind=KIND_OF_CALL[self.call].word(lang)))
            else:
                lines.append(t("{name} has fewer cards than the call, lays them all and cannot win.", lang,
                               name=label(seat)))
        lines.append(self.result.explain([label(p) for p in self.order], folds=False, lang=lang))
        kept = cards_phrase(self.kept, lang)
        if self.last:
            lines.append(t("{name} keeps {cards}.", lang, name=label(self.winner), cards=kept))
        elif self.next_leader is None or self.next_leader == self.winner:
            lines.append(t("{name} keeps {cards} and leads next.", lang, name=label(self.winner), cards=kept))
        else:
            lines.append(t("{name} keeps {cards} but has no cards left, so {next} leads next.", lang,
                           name=label(self.winner), cards=kept, next=label(self.next_leader)))
        if self.ket is not None:
            lines.append(self.ket.describe([label(p) for p in range(max(self.order) + 1)], lang=lang) + ".")
        return " ".join(lines)

    def _repr_html_(self) -> str:
        """Draws the trick (from :mod:`tamcuc.draw`, wrapping on a phone) above its explanation, for notebooks."""
        from .draw import trick_html

        return trick_html(self, names=DEFAULT_NAMES)


@dataclass(frozen=True)
class Trick:
    """The trick under way as the table sees it: :attr:`Game.trick`.

    ``order`` lists the seats that have laid, leader first; ``sizes`` how many
    cards each laid (everyone sees that); ``status`` is ``"led"``, ``"laid"``
    (face down, not yet revealed), ``"shown"``, ``"chui"``, ``"no play"`` or
    ``"short"``; ``revealed`` is True once the reveal has begun. Which laid
    cards a seat can see is :meth:`face_up`; :meth:`cards` gives them only then.
    """

    number: int
    first: bool
    leader: int
    call: int
    order: tuple
    sizes: tuple
    status: tuple
    revealed: bool
    _laid: tuple = field(repr=False, compare=False)

    def face_up(self, seat: int, viewer: Optional[int] = None) -> bool:
        """Returns True when ``viewer`` can see the cards ``seat`` laid (``None``: the whole table)."""
        i = _index(self.order, seat, t("the trick under way"))
        return face_up(self.status[i], seat, _viewer(viewer), self.revealed)

    def cards(self, seat: int, viewer: Optional[int] = None) -> Optional[Hand]:
        """Returns the cards ``seat`` laid if ``viewer`` can see them, else None (face down)."""
        return self._laid[_index(self.order, seat, t("the trick under way"))] if self.face_up(seat, viewer) else None

    @property
    def shown(self) -> tuple:
        """Returns, in play order, the play each seat has shown face up to the table, or None."""
        return tuple(
            Play(cards) if face_up(status, seat, None, self.revealed) else None
            for seat, cards, status in zip(self.order, self._laid, self.status)
        )


def _index(order: Sequence, seat, where: str) -> int:
    n = checks.as_whole(seat)
    if n is None or n not in order:
        raise SeatError(t("seat {seat} has laid no cards in {where} (seats in play order: {order})",
                          seat=shown(seat), where=where, order=list(order)))
    return order.index(n)


def _viewer(viewer) -> Optional[int]:
    """Returns ``viewer`` as a seat number, or None (the whole table); raises SeatError for anything else."""
    if viewer is None:
        return None
    n = checks.as_whole(viewer)
    if n is None or n < 0:
        raise SeatError(t("viewer={viewer}: give a seat number, or None for the whole table", viewer=shown(viewer)))
    return n


@dataclass(frozen=True)
class Result:
    """The end of a deal: kept cards, bonuses, scores and places, one entry per seat.

    ``kept`` counts each seat's kept cards; ``kept_cards`` holds the cards
    themselves when they are known (a :class:`Game` fills it in; the fast
    simulator does not), and is left out of comparisons.
    """

    kept: tuple
    bonuses: tuple
    scores: tuple
    ranking: tuple
    ket: Optional[KetOutcome]
    scoring: str
    kept_cards: tuple = field(default=(), compare=False)

    def summary(self, names: Optional[Sequence[str]] = None, lang: Optional[str] = None, sep: str = "\n") -> str:
        """Returns a few lines: each seat's kept cards, bonus, score and place.

        ``names`` are indexed by seat (default: An, Bình, Chi, Dũng); ``lang`` is the
        language (default: the current one); ``sep`` goes between the seats (``"; "``: one line).

        >>> print(Result((3, 5), (2, 0), (3, 5), (2, 1), None, "ranking").summary(lang="vi"))
        An: ăn được 3 quân, thưởng +2, điểm 3, hạng 2
        Bình: ăn được 5 quân, điểm 5, hạng 1
        """
        lang = resolve(lang)
        label = labeller(names, len(self.kept))
        rows = []
        for p in range(len(self.kept)):
            fields = dict(name=label(p), cards=count(self.kept[p], "card", lang), bonus=signed(self.bonuses[p], lang),
                          score=signed(self.scores[p], lang) if self.scoring == "pairwise" else self.scores[p],
                          place=self.ranking[p])
            if self.bonuses[p]:
                rows.append(t("{name}: kept {cards}, bonus {bonus}, score {score}, place {place}", lang, **fields))
            elif not self.kept[p]:  # a zero in words: "không ăn được quân nào", not "ăn được 0 quân"
                rows.append(t("{name}: kept no cards, score {score}, place {place}", lang, **fields))
            else:
                rows.append(t("{name}: kept {cards}, score {score}, place {place}", lang, **fields))
        return sep.join(rows)

    def _repr_html_(self) -> str:
        """Draws each seat's kept cards (from :mod:`tamcuc.draw`) above the summary, for notebooks."""
        lines = self.summary().split("\n")
        picture = ""
        if self.kept_cards:
            from .draw import cards_html

            picture = cards_html(list(self.kept_cards), captions=[line.split(",")[0] for line in lines])
        text = "<br>".join(escape(line, quote=False) for line in lines)
        return f'<div class="tamcuc-result">{picture}<p class="tamcuc-explain">{text}</p></div>'


class Game:
    """One deal: the hands, whose turn it is, the legal moves, and everything played.

    ``Game(rules, seed=…)`` shuffles with ``seed``, chooses the dealer as the
    rules say (bắt cái or at random) and deals. Pass ``hands`` (and ``dealer``)
    to start from a set position instead, e.g. in a lesson.

    - ``rules``: a :class:`Rules`; left out (``None``), the default rules ``Rules()``
      (four players, the folk ban on the first trick). Example: ``Rules.learning()``.
    - ``seed``: what shuffles and draws: a number (the same number, the same deal),
      a ``random.Random``, or ``None`` for a fresh one. Example: ``seed=7``.
    - ``dealer``: the seat that deals and leads the first trick, 0 … players − 1;
      left out, bắt cái chooses it (RULES.md §5) or, under ``Rules(dealer="random")``,
      chance does. Example: ``dealer=2``.
    - ``hands``: one hand per seat (text or cards) to play from instead of a
      shuffled deal; together they must be exactly the rules' deck. Example:
      ``hands=["K A E R C H P P", …]``.
    - ``drawer``: the seat that draws the card for bắt cái (the count starts
      there), 0 … players − 1; unused when ``dealer`` is given. Example: ``drawer=1``.

    Seats are numbered 0 … players − 1 in the order of play and named An, Bình,
    Chi, Dũng. In a notebook a game draws the table as the seat to move sees it.

    >>> g = Game(seed=7, dealer=2)
    >>> g.dealer, g.to_move, g.phase, [len(h) for h in g.hands]
    (2, 2, 'lead', [8, 8, 8, 8])
    >>> g.legal_plays()[0]
    <Move lead 'r' by Chi (seat 2)>
    >>> reds, blacks = "K A A E E R R C C H H P P P P P", "k a a e e r r c c h h p p p p p"
    >>> Game(Rules(players=2), hands=[blacks, reds], dealer=1).hand(1)
    Hand('K A A E E R R C C H H P P P P P')
    """

    def __init__(
        self,
        rules: Optional[Rules] = None,
        seed: Seed = None,
        dealer: Optional[int] = None,
        hands: Optional[Sequence] = None,
        drawer: int = 0,
    ):
        if rules is None:
            rules = Rules()
        elif not isinstance(rules, Rules):
            raise RulesError(t("rules={rules}: give a Rules, such as Rules() or Rules.preset('folk')", rules=shown(rules)))
        drawer = checks.seat(drawer, rules.players, "drawer")
        if dealer is not None:
            dealer = checks.seat(dealer, rules.players, "dealer")
        if hands is not None:
            if isinstance(hands, (str, bytes, dict)) or not hasattr(hands, "__iter__"):
                raise UsageError(t("hands={hands}: give one hand per seat, such as ['K A E', 'k a e', …]",
                                   hands=shown(hands)))
            hands = [Hand(h) for h in hands]
        rng = make_rng(seed)
        self.rules = rules
        self.drawn: Optional[Card] = None
        if dealer is None:
            dealer, self.drawn = first_leader(rules, rng, drawer)
        if hands is None:
            hands = deal_cards(shuffled_deck(rules, rng), rules.players, dealer)
        else:
            if len(hands) != rules.players:
                raise RulesError(t("{n} hands given for {players} players", n=len(hands), players=rules.players))
            if sorted(c for h in hands for c in h) != sorted(rules.deck):
                raise RulesError(t("the hands given are not exactly the deck of these rules"))
        self.dealer = dealer
        self.initial_hands = tuple(hands)
        self._hands = list(hands)
        self.kept = [_EMPTY] * rules.players
        self.discards = _EMPTY
        self.bonuses = [0] * rules.players
        self.history: list = []
        self.declarations: list = []
        self.moves: list = []
        self.ket: Optional[KetOutcome] = None
        self.leader = dealer
        self.call: Optional[int] = None
        self._order: list = []
        self._folds: list = []
        self._laid: list = []
        self._status: list = []
        self._shown: list = []
        self._reveal_at = 0
        self._queue: list = []
        self._legal: Optional[list] = None
        self._seen: dict = {}  # seat -> (tricks counted, cards seen face up in them): _seen_in_history
        self._start_window()

    def copy(self) -> "Game":
        """Returns an independent copy: moves pushed on one never change the other.

        >>> g = Game(Rules.learning(), seed=3)
        >>> h = g.copy()
        >>> h.push(h.legal_plays()[0])
        >>> len(g.moves), len(h.moves)
        (0, 1)
        """
        new = object.__new__(Game)
        state = dict(self.__dict__)
        for key, value in state.items():
            if isinstance(value, list):  # the records inside are immutable; the lists are not
                state[key] = list(value)
        state["_seen"] = dict(self._seen)  # the counts of the history both share (their tuples never change)
        state["_legal"] = None
        new.__dict__ = state
        return new

    # -- state ----------------------------------------------------------------------
    @property
    def players(self) -> int:
        """Returns the number of players."""
        return self.rules.players

    @property
    def hands(self) -> tuple:
        """Returns every seat's current hand (this is the whole truth, not one player's view)."""
        return tuple(self._hands)

    def hand(self, player: int) -> Hand:
        """Returns the cards ``player`` holds now."""
        return self._hands[self._seat(player)]

    def _seat(self, seat, what: str = "seat") -> int:
        return checks.seat(seat, self.rules.players, what)

    @property
    def trick(self) -> Optional[Trick]:
        """Returns the trick under way as the table sees it (a :class:`Trick`), or None between tricks.

        >>> g = Game(Rules.learning(), seed=1)
        >>> g.push(g.legal_plays()[0])                  # the leader lays, face down
        >>> t = g.trick
        >>> t.face_up(t.leader, t.leader), t.face_up(t.leader, viewer=(t.leader + 1) % 4)
        (True, False)
        """
        if self._phase not in ("lay", "reveal"):
            return None
        return Trick(
            number=len(self.history) + 1,
            first=self.is_first_trick,
            leader=self._order[0],
            call=self.call,
            order=tuple(self._order),
            sizes=tuple(len(c) for c in self._laid),
            status=tuple("laid" if st is None else st for st in self._status),
            revealed=self._phase == "reveal",
            _laid=tuple(self._laid),
        )

    def unseen(self, seat: int) -> Hand:
        """Returns the cards ``seat`` cannot place: what it may still meet in the others' hidden cards.

        That is the deck less the cards ``seat`` holds, has laid or declared, and
        every card it has seen face up (leads, plays shown, declarations).
        Cards folded face down by others stay unseen; so do cards it gave away
        in đi đêm (it cannot tell whether they are still held).

        >>> g = Game(Rules.learning(), seed=1)
        >>> len(g.unseen(0)) == 32 - len(g.hand(0))
        True
        """
        left = self._unseen_counts(self._seat(seat))
        return Hand._sorted(tuple(CARDS[s] for s in range(len(left) - 1, -1, -1) for _ in range(left[s])))

    def _unseen_counts(self, seat: int) -> list:
        """Returns :meth:`unseen` as counts, one per card strength (below 0 when an imagined world holds cards the
        seat saw elsewhere, such as its own folds: :meth:`unseen` counts those as 0)."""
        left = list(_deck_counts(self.rules))  # cards of each strength
        for card in self._hands[seat]:
            left[card.strength] -= 1
        for strength, n in enumerate(self._seen_in_history(seat)):
            left[strength] -= n
        for decl in self.declarations:
            for card in decl.play.cards:
                left[card.strength] -= 1
        if self._phase in ("lay", "reveal"):
            revealed = self._phase == "reveal"
            for who, laid, status in zip(self._order, self._laid, self._status):
                if face_up(status, who, seat, revealed):
                    for card in laid:
                        left[card.strength] -= 1
        return left

    def _seen_in_history(self, seat: int) -> tuple:
        """Returns how many cards of each strength ``seat`` saw face up in the finished tricks (:attr:`history`).

        Kept from one call to the next with the number of tricks it counts (the history only grows; a copy keeps
        the counts of the history it shares), so a play-out asking :meth:`unseen` at every lead adds each trick
        once."""
        done, counts = self._seen.get(seat, (0, _NO_COUNTS))
        if done != len(self.history):
            counts = list(counts)
            for record in self.history[done:]:
                for who, laid, status in zip(record.order, record.laid, record.status):
                    if face_up(status, who, seat):
                        for card in laid:
                            counts[card.strength] += 1
            counts = tuple(counts)
            self._seen[seat] = (len(self.history), counts)
        return counts

    def kept_seen(self, seat: int, viewer: Optional[int] = None) -> Hand:
        """Returns the cards of ``seat``'s kept pile that ``viewer`` sees face up (``None``: the whole table).

        Declared soldiers and the cards of each trick won lie as they were seen
        in that trick (:func:`tamcuc.tricks.kept_face_up`): under ``Rules.keep="own"``
        every kept card is face up; under ``"trick"`` the folded cards the winner
        takes stay face down for all but the player who laid them. The rest of
        ``self.kept[seat]`` is face down for ``viewer``; :meth:`unseen` counts it.

        >>> from tamcuc.bots import RuleBot
        >>> g = Game(Rules.learning(keep="trick"), seed=0)
        >>> g.play_out([RuleBot()] * 4, seed=0).kept
        (12, 20, 0, 0)
        >>> [len(g.kept_seen(p, viewer=2)) for p in range(4)], len(g.unseen(2))
        ([11, 13, 0, 0], 8)
        """
        self._seat(seat)
        if viewer is not None:
            self._seat(viewer, "viewer")
        seen = [c for decl in self.declarations if decl.player == seat for c in decl.play.cards]
        for record in self.history:
            if record.winner != seat:
                continue
            for j, up in kept_face_up(record.order, record.status, record.order.index(seat), self.rules, viewer):
                if up:
                    seen.extend(record.laid[j])
        return Hand(seen)

    def kept_view(self, seat: int, viewer: Optional[int] = None) -> tuple:
        """Returns ``seat``'s kept pile as ``viewer`` sees it: the cards face up (:meth:`kept_seen`),
        then ``None`` for each card lying face down, for a face to draw."""
        seen = self.kept_seen(seat, viewer)
        return tuple(seen) + (None,) * (len(self.kept[seat]) - len(seen))

    def imagine(self, viewer: int, hands: dict, laid: Optional[dict] = None) -> "Game":
        """Returns a copy of the game in which cards hidden from ``viewer`` are others: a world it imagines.

        ``hands`` maps other seats to the cards they hold in that world;
        ``laid`` maps seats of the trick under way whose laid cards ``viewer``
        cannot see to the cards laid there. Each keeps its size, the new cards
        together come from :meth:`unseen` of ``viewer``, and a hidden lead stays a
        play of the call; otherwise :class:`IllegalPlayError` says what does not fit.
        """
        viewer = self._seat(viewer, "viewer")
        for what, given in (("hands", hands), ("laid", laid)):
            if given is not None and not isinstance(given, dict):
                raise UsageError(t("{what}={value}: give a dict from seat to cards, such as {{1: 'R R'}}", what=what,
                                   value=shown(given)))
        hands = {self._seat(seat): Hand(cards) for seat, cards in (hands or {}).items()}
        laid = {self._seat(seat): Hand(cards) for seat, cards in (laid or {}).items()}
        world = self.copy()
        pool = self.unseen(viewer)
        used = []
        for seat, cards in hands.items():
            if seat == viewer:
                raise IllegalPlayError(t("{viewer} knows their own hand; imagine only the others'", viewer=_who(viewer)))
            if len(cards) != len(self._hands[seat]):
                raise IllegalPlayError(t("{who} holds {cards}, not {n}", who=_who(seat),
                                         cards=count(len(self._hands[seat]), "card"), n=len(cards)))
            world._hands[seat] = cards
            used.extend(cards)
        trick = self.trick
        for seat, cards in laid.items():
            if trick is None or trick.face_up(seat, viewer):
                raise IllegalPlayError(t("{viewer} can see what {who} laid; imagine only hidden cards",
                                         viewer=_who(viewer), who=_who(seat)))
            i = trick.order.index(seat)
            if len(cards) != trick.sizes[i]:
                raise IllegalPlayError(t("{who} laid {cards}, not {n}", who=_who(seat),
                                         cards=count(trick.sizes[i], "card"), n=len(cards)))
            if i == 0:
                play = _VALID.get(tuple(c.strength for c in cards))
                if play is None or play.kind is not KIND_OF_CALL[self.call]:
                    raise IllegalPlayError(t("the hidden lead {cards} must be a {kind}", cards=cards,
                                             kind=KIND_OF_CALL[self.call].word()))
                world._shown[0] = play
            else:
                world._folds[i] = must_fold(cards, self.call)
            world._laid[i] = cards
            used.extend(cards)
        try:
            pool - Hand(used)
        except IllegalPlayError as err:
            raise IllegalPlayError(t("the imagined cards are not all unseen by {viewer}: {err}", viewer=_who(viewer),
                                     err=err)) from None
        return world

    def _imagined(self, hands: dict, laid: dict) -> "Game":
        """Returns :meth:`imagine`'s world without its checks: for :func:`tamcuc.sampling.sample_world`, whose
        hands and hidden cards (Hands, of the right sizes, from the viewer's unseen cards, a hidden lead a play of
        the call) fit by construction. The same world as :meth:`imagine` makes of them."""
        world = self.copy()
        for seat, cards in hands.items():
            world._hands[seat] = cards
        for seat, cards in laid.items():
            i = self._order.index(seat)
            if i == 0:
                world._shown[0] = _VALID[tuple(c.strength for c in cards)]
            else:
                world._folds[i] = must_fold(cards, self.call)
            world._laid[i] = cards
        return world

    @property
    def trick_number(self) -> int:
        """Returns how many tricks are complete."""
        return len(self.history)

    @property
    def is_first_trick(self) -> bool:
        """Returns True while the first trick of the deal is being played."""
        return not self.history

    @property
    def phase(self) -> str:
        """Returns "declare", "lead", "lay", "reveal" or "over"."""
        return self._phase

    def show_cannot_win(self) -> bool:
        """Returns True in the reveal phase when the play the player to move would show cannot win the trick:
        a play shown before it already stands over it (ties go as ``Rules.ties`` says), or it holds a rank banned
        in the first trick. Showing it then loses the trick as a fold (chui) does, and tells the others what the
        cards are; a fold keeps them secret (RULES.md §6.3). False in any other phase.

        >>> g = Game(Rules.learning(), seed=1)
        >>> g.phase, g.show_cannot_win()
        ('lead', False)
        """
        if self._phase != "reveal":
            return False
        i = self._reveal_at
        shown = [*self._shown[:i], Play(self._laid[i])]
        return _resolved(shown, self.rules, self.is_first_trick).winner != i

    @property
    def to_move(self) -> Optional[int]:
        """Returns the seat whose move it is, or None when the deal is over."""
        return self._to_move

    @property
    def trick_so_far(self) -> list:
        """Returns ``(seat, cards laid, status)`` for the trick under way, in play order.

        Empty between tricks (while declaring or before the lead); a finished trick
        is in :attr:`history`.
        """
        if self._phase not in ("lay", "reveal"):
            return []
        return list(zip(self._order, self._laid, self._status))

    def is_over(self) -> bool:
        """Returns True when every hand is empty."""
        return self._phase == "over"

    # -- the single source of truth ----------------------------------------------------
    def legal_plays(self) -> tuple:
        """Returns every legal :class:`Move` for the player to move (empty when over), as a tuple.

        A đi đêm swap (when ``Rules.di_dem`` allows it) is agreed between two
        seats rather than offered to the player to move, so it is not listed:
        :meth:`push` checks it (see :meth:`is_legal`).
        """
        if self._legal is None:
            self._legal = tuple(self._compute_legal())
        return self._legal

    def _compute_legal(self) -> list:
        p = self._to_move
        phase = self._phase
        if phase == "over":
            return []
        hand = self._hands[p]
        if phase == "declare":
            return [Move(p, "declare", play.cards) for play in self._declarable(p)] + [Move(p, "pass", _EMPTY)]
        if phase == "lead":
            plays = [play for size in self.rules.calls for play in plays_of_size(hand, size)]
            choices, _forced = lead_choices(plays, self.rules, self.is_first_trick)
            return [Move(p, "lead", play.cards) for play in choices]
        if phase == "lay":
            if len(hand) <= self.call:
                return [Move(p, "lay", hand)]
            return [Move(p, "lay", cards) for cards in lay_ways(hand, self.call)]
        # reveal
        cards = self._laid[self._reveal_at]
        return [Move(p, "show", cards), Move(p, "chui", cards)]

    def push(self, move: Move) -> None:
        """Plays ``move`` if it is legal; raises a :class:`~tamcuc.errors.TamCucError` with the reason if not.

        The whole move is checked before anything changes: its fields (a seat, an
        action, cards; a partner only for đi đêm), the phase, whose turn it is and
        the cards held. A refused move leaves the game exactly as it was:

        >>> g = Game(Rules.learning(), seed=7)
        >>> move = g.legal_plays()[0]
        >>> g.push(move._replace(player=float(move.player)))
        Traceback (most recent call last):
        ...
        tamcuc.errors.SeatError: player=2.0: seats are numbered 0 … 3
        >>> g.moves
        []
        """
        move = self._checked(move)
        if move.action == "di_dem":
            why = self._why_not_di_dem(move)
            if why:
                raise IllegalPlayError(why)
        elif move not in self.legal_plays():
            raise IllegalPlayError(self._why_illegal(move))
        self._apply(move)

    def why_illegal(self, move, who: Optional[str] = None, codes: bool = True) -> str:
        """Returns why :meth:`push` would refuse ``move`` now, or ``""`` when it would accept it.

        ``who`` names the move's player in the reason (default: the seat's book
        name, ``An``); ``codes=False`` leaves out the move's notation and, for a
        lead, the cards' codes: for a reader who sees the cards (the game table).
        """
        try:
            move = self._checked(move)  # the one check of a move's fields, as push makes it
        except TamCucError as err:
            return str(err)
        if move.action == "di_dem":
            return self._why_not_di_dem(move)
        if move in self.legal_plays():
            return ""
        return self._why_illegal(move, who, codes)

    def lay_count(self, seat: Optional[int] = None) -> Optional[int]:
        """Returns how many cards ``seat`` (default: the player to move) lays in the trick under way:
        the number called, or the whole hand when it holds fewer (None when no call is standing).

        >>> g = Game(Rules.learning(), seed=1)
        >>> g.lay_count() is None
        True
        >>> g.push(g.legal_plays()[0])                  # a single is led
        >>> g.lay_count()
        1
        """
        seat = self._to_move if seat is None else self._seat(seat)
        if self.call is None or seat is None:
            return None
        return min(self.call, len(self._hands[seat]))

    def _checked(self, move) -> Move:
        """Returns ``move`` with every field checked and in its plain form (int seats, Hand cards); raises if not a move."""
        if not isinstance(move, Move):
            raise IllegalPlayError(t("{move} is not a Move; use play(), show(), chui(), declare() or pass_()",
                                     move=shown(move)))
        player, action, cards = move.player, move.action, move.cards
        if (type(player) is int and 0 <= player < self.rules.players and type(action) is str
                and action in _MOVE_ACTIONS and type(cards) is Hand and len(cards) <= 5
                and move.partner is None and move.partner_cards is _EMPTY):
            return move  # already plain (every move legal_plays() gives): the fast path of bots and play-outs
        player = self._seat(move.player, "player")
        action = move.action
        if isinstance(action, str):
            action = str.__str__(action)  # a plain str: a subclass's own == must not pass for another action
        if not isinstance(action, str) or action not in ACTIONS:
            raise IllegalPlayError(t("action={action}: a move is one of {actions}", action=shown(action),
                                     actions=", ".join(ACTIONS)))
        most = self.rules.hand_size
        cards = _as_hand(move.cards, "cards", most)
        if action == "di_dem":
            return Move(player, action, cards, self._seat(move.partner, "partner"),
                        _as_hand(move.partner_cards, "partner_cards", most))
        if move.partner is not None or _as_hand(move.partner_cards, "partner_cards", most):
            raise IllegalPlayError(t("{move}: partner and partner_cards are for đi đêm only; leave them out",
                                     move=shown(move)))
        return Move(player, action, cards)

    def is_legal(self, move) -> bool:
        """Returns True when :meth:`push` would accept ``move`` now."""
        try:
            move = self._checked(move)
        except TamCucError:
            return False
        if move.action == "di_dem":
            return not self._why_not_di_dem(move)
        return move in self.legal_plays()

    # -- convenience for people -------------------------------------------------------
    def play(self, cards) -> None:
        """Leads or lays ``cards`` (text or cards) for the player to move."""
        if self._phase not in ("lead", "lay"):
            raise IllegalPlayError(self._phase_message("play cards"))
        self.push(Move(self._to_move, self._phase, Hand(cards)))

    def show(self) -> None:
        """Shows the laid cards of the player to move as a play."""
        self._reveal_move("show")

    def chui(self) -> None:
        """Folds (chui): the player to move keeps the laid cards face down and loses the trick."""
        self._reveal_move("chui")

    def declare(self, cards) -> None:
        """Declares four or five soldiers (tứ tử / ngũ tử) for the player to move."""
        if self._phase != "declare":
            raise IllegalPlayError(self._phase_message("declare"))
        self.push(Move(self._to_move, "declare", Hand(cards)))

    def pass_(self) -> None:
        """Declines to declare now."""
        if self._phase != "declare":
            raise IllegalPlayError(self._phase_message("pass"))
        self.push(Move(self._to_move, "pass", _EMPTY))

    def di_dem(self, a: int, cards_a, b: int, cards_b) -> None:
        """Swaps cards face down between seats ``a`` and ``b`` (đi đêm), if the rules allow it.

        Pushes ``Move(a, "di_dem", cards_a, partner=b, partner_cards=cards_b)``:
        only between tricks, between two different seats, the same number of
        cards each way, each from the giver's hand.
        """
        self.push(Move(a, "di_dem", Hand(cards_a), partner=b, partner_cards=Hand(cards_b)))

    def _why_not_di_dem(self, move: Move) -> str:
        """Returns why the swap ``move`` is not allowed now, or "" when it is."""
        if not self.rules.di_dem:
            return t("đi đêm is not allowed under these rules (Rules.di_dem is False)")
        if self._phase not in ("declare", "lead"):
            if self._phase == "over":
                return t("đi đêm happens between tricks, and the deal is over")
            return t("đi đêm happens between tricks, not during one")
        a, b = move.player, move.partner  # seats already checked by _checked (the one seat check)
        if a == b:
            return t("đi đêm is a swap between two players: {who} cannot swap with themselves", who=_who(a))
        give_a, give_b = Hand(move.cards), Hand(move.partner_cards)
        if len(give_a) != len(give_b) or not give_a:
            return t("đi đêm swaps the same number of cards each way (at least one), not {a} for {b}",
                     a=len(give_a), b=len(give_b))
        for seat, cards in ((a, give_a), (b, give_b)):
            try:
                self._hands[seat] - cards
            except IllegalPlayError as err:
                return t("{who} cannot give {cards} in đi đêm: {err}", who=_who(seat), cards=cards, err=err)
        return ""

    def _reveal_move(self, action: str) -> None:
        if self._phase != "reveal":
            raise IllegalPlayError(self._phase_message(action))
        self.push(Move(self._to_move, action, self._laid[self._reveal_at]))

    def _phase_message(self, what: str) -> str:
        what = t(_ACTION_WORDS.get(what, what))
        if self._phase == "over":
            return t("cannot {what}: the deal is over", what=what)
        return t("cannot {what} now: it is {who}'s turn to {verb}", what=what, who=_who(self._to_move),
                 verb=t(_PHASE_VERB[self._phase]))

    def _why_illegal(self, move: Move, who: Optional[str] = None, codes: bool = True) -> str:
        p = self._to_move
        verb = t(_PHASE_VERB[self._phase])
        action = t(_ACTION_WORDS.get(move.action, move.action))
        head = (lambda why: t("{move}: {why}", move=move, why=why)) if codes else (lambda why: why)  # noqa: E731
        if self._phase == "over":
            return head(t("the deal is over"))
        if move.player != p:
            return head(t("it is {who}'s turn to {verb}, not {other}'s", who=_who(p), verb=verb,
                          other=who or _who(move.player)))
        if move.action != self._phase and not (
            self._phase == "declare" and move.action in ("declare", "pass")
        ) and not (self._phase == "reveal" and move.action in ("show", "chui")):
            return head(t("now is the time to {verb}, not to {action}", verb=verb, action=action))
        who = who or _who(p)
        hand = self._hands[p]
        cards = move.cards
        if move.action in ("lead", "lay", "declare"):
            try:
                hand - cards
            except IllegalPlayError as err:
                return t("{who} cannot {action} {cards}: {err}", who=who, action=action, cards=cards, err=err)
        if move.action == "lead":
            if len(cards) not in self.rules.calls:
                calls = join([number_word(c) for c in self.rules.calls], "or")  # small counts in words
                return tn("{who} may call {calls} card, not {n}", "{who} may call {calls} cards, not {n}",
                          max(self.rules.calls), who=who, calls=calls, n=number_word(len(cards)))
            try:
                play = Play(cards)
            except IllegalPlayError as err:
                if not codes:
                    return why_not_a_play(cards, codes=False)
                return t("{who} cannot lead {cards}: the lead must be a play; {err}", who=who, cards=cards, err=err)
            if self.rules.is_banned(play.cards, self.is_first_trick):
                return ban_message(play, self.rules, who, codes=codes)
        if move.action == "lay":
            return t("{who} must lay exactly {cards}, as many as were called, not {n}", who=who,
                     cards=count_words(self.lay_count(p), "card"), n=number_word(len(cards)))
        if move.action in ("show", "chui"):
            laid = self._laid[self._reveal_at]
            if move.cards != laid:
                fields = dict(who=who, action=action, cards=shown(str(move.cards)), name=_name(p),
                              laid=shown(str(laid)))
                if tuple(c.strength for c in move.cards) in _VALID:
                    return t("{who} cannot {action} {cards}: {name} laid {laid}, and laid cards cannot be changed",
                             **fields)
                return t("{who} cannot {action} {cards} ({why}): {name} laid {laid}, and laid cards cannot be changed",
                         why=why_not_a_play(move.cards), **fields)
            try:
                Play(laid)
            except IllegalPlayError as err:
                return t("{who} cannot show {laid}: {err}; fold (chui) instead", who=who, laid=laid, err=err)
            return t("{who} cannot show {laid}: a {kind} was called", who=who, laid=laid,
                     kind=KIND_OF_CALL[self.call].word())
        if move.action == "declare":
            return t(
                "{who} cannot declare {cards}: only four or five soldiers of one colour are declared, "
                "and only when these rules allow it (tu_tu={tu_tu}, ngu_tu={ngu_tu})",
                who=who, cards=cards, tu_tu=shown(self.rules.tu_tu), ngu_tu=shown(self.rules.ngu_tu),
            )
        return t("{move} is not legal now", move=move) if codes else t("this move is not legal now")

    # -- the state machine ---------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        self.moves.append(move)
        self._legal = None
        p, action, cards, b, back = move
        if action == "di_dem":
            self._hands[p] = self._hands[p] - cards + back
            self._hands[b] = self._hands[b] - back + cards
            self._start_window()
        elif action == "declare":
            play = Play(cards)
            self._hands[p] = self._hands[p] - cards
            self.kept[p] = self.kept[p] + cards
            seized = self.rules.declaration_effect(play.size) == "seize"
            if seized:
                self.leader = p
            self.declarations.append(Declaration(p, play, len(self.history) + 1, seized))
            self._next_in_window()
        elif action == "pass":
            self._next_in_window()
        elif action == "lead":
            self.call = len(cards)
            self._hands[p] = self._hands[p] - cards
            self._order = [p]
            self._laid = [cards]
            self._status = ["led"]
            self._folds = [None]  # why each lay folds without a choice (tricks.must_fold), told at its reveal
            self._shown = [Play(cards)]
            self._followers = [q for q in self._seats_after(p) if self._hands[q]]
            self._next_layer()
        elif action == "lay":
            self._hands[p] = self._hands[p] - cards
            self._order.append(p)
            self._laid.append(cards)
            folds = must_fold(cards, self.call)
            self._folds.append(folds)
            self._status.append("short" if folds == "short" else None)  # a short lay is seen at once
            self._shown.append(None)
            self._next_layer()
        elif action == "show":
            self._status[self._reveal_at] = "shown"
            self._shown[self._reveal_at] = Play(cards)
            self._next_reveal()
        else:  # chui
            self._status[self._reveal_at] = "chui"
            self._next_reveal()

    def _seats_after(self, p: int) -> list:
        n = self.rules.players
        return [(p + i) % n for i in range(1, n)]

    def _start_window(self) -> None:
        """Opens the between-tricks window: players who can declare are asked, leader first."""
        self._legal = None
        if not any(self._hands):
            self._phase, self._to_move = "over", None
            return
        self.leader = self._next_leader(self.leader)
        seats = [self.leader] + self._seats_after(self.leader)
        self._queue = [q for q in seats if self._declarable(q)]
        self._next_in_window()

    def _next_leader(self, seat: int) -> Optional[int]:
        """Returns who leads after ``seat`` won a trick: ``seat``, or when its hand is empty the next
        seat round the table holding cards (None when every hand is empty). The one place that decides it."""
        if self._hands[seat]:
            return seat
        return next((q for q in self._seats_after(seat) if self._hands[q]), None)

    def _next_in_window(self) -> None:
        self._legal = None
        while self._queue:
            q = self._queue.pop(0)
            if self._declarable(q):
                self._phase, self._to_move = "declare", q
                return
        if not self._hands[self.leader]:
            self._start_window()
            return
        self._phase, self._to_move = "lead", self.leader

    def _declarable(self, p: int) -> list:
        return declarable(self._hands[p], self.rules)

    def _next_layer(self) -> None:
        while self._followers:
            q = self._followers.pop(0)
            self._phase, self._to_move = "lay", q
            return
        # Everyone has laid: reveal in order, the leader's play first.
        self._reveal_at = 0
        self._next_reveal()

    def _next_reveal(self) -> None:
        while True:
            self._reveal_at += 1
            i = self._reveal_at
            if i >= len(self._order):
                self._finish_trick()
                return
            folds = self._folds[i]
            if folds:
                self._status[i] = folds
                continue
            self._phase, self._to_move = "reveal", self._order[i]
            return

    def _finish_trick(self) -> None:
        first = self.is_first_trick
        # Every play here was checked as it was made (a banned lead only when no lead was allowed): the outcome
        # of tricks.resolve_trick, without its checks again.
        result = _resolved(self._shown, self.rules, first)
        winner = self._order[result.winner]
        kept, discarded = winner_keeps(self._laid, result.winner, self.rules)
        self.kept[winner] = self.kept[winner] + kept
        self.discards = self.discards + discarded
        last = not any(self._hands)
        ket = None
        if last:
            ket = ket_outcome(self._shown[0], self._order[0], winner, self.rules)
            if ket is not None:
                self.ket = ket
                self.bonuses[ket.scorer] += ket.bonus
        self.history.append(
            TrickRecord(
                number=len(self.history) + 1,
                first=first,
                leader=self._order[0],
                call=self.call,
                order=tuple(self._order),
                laid=tuple(self._laid),
                shown=tuple(self._shown),
                status=tuple(self._status),
                result=result,
                winner=winner,
                kept=kept,
                discarded=discarded,
                ket=ket,
                last=last,
                next_leader=None if last else self._next_leader(winner),
            )
        )
        self.leader = winner
        self.call = None
        self._start_window()

    # -- the end ---------------------------------------------------------------------------
    def result(self) -> Result:
        """Returns the :class:`Result` of the finished deal."""
        if not self.is_over():
            raise IllegalPlayError(t("the deal is not over yet: every hand must be empty"))
        kept = tuple(len(k) for k in self.kept)
        scores = final_scores(kept, self.bonuses, self.rules)
        return Result(
            kept, tuple(self.bonuses), tuple(scores), tuple(ranking(totals(kept, self.bonuses))), self.ket,
            self.rules.scoring,
            kept_cards=tuple(self.kept),
        )

    def play_out(self, bots: Sequence, seed: Seed = None) -> Result:
        """Plays the deal to the end with one bot per seat; returns the :class:`Result`."""
        check_bots(bots, self.players)
        rng = make_rng(seed)
        while self._phase != "over":
            p = self._to_move
            self.push(bots[p].choose(self, p, rng))
        return self.result()

    def _repr_html_(self) -> str:
        """Draws the table in a notebook as the seat to move sees it (an onlooker's view once the deal is over).

        The picture is :func:`tamcuc.draw.game_table_svg`'s, with that seat's hand under
        it, in the current language; the text form stays the short ``repr``.
        """
        from .draw import game_table_svg, hand_html

        seat = self.to_move
        html = game_table_svg(self, viewer=seat)
        if seat is not None:
            html += hand_html(self.hand(seat), title=t("{name} to move: {name}'s hand", name=_name(seat)))
        return f'<div class="tamcuc-game">{html}</div>'

    def __repr__(self) -> str:
        return (
            f"<Game {self.players} players, trick {len(self.history) + 1}, {self._phase}"
            + (f", {_who(self._to_move)} to move>" if self._to_move is not None else ">")
        )


_NO_COUNTS = (0,) * len(CARDS)
_DECK_COUNTS: dict = {}


def _deck_counts(rules: Rules) -> tuple:
    """Returns how many cards of each strength the deck of ``rules`` holds (kept per rules: ``Rules.deck`` is
    built anew at each call)."""
    found = _DECK_COUNTS.get(rules)
    if found is None:
        counts = [0] * len(CARDS)
        for card in rules.deck:
            counts[card.strength] += 1
        if len(_DECK_COUNTS) >= 64:  # a session that makes many rule sets keeps only the latest
            _DECK_COUNTS.clear()
        found = _DECK_COUNTS[rules] = tuple(counts)
    return found


def check_bots(bots, players: int) -> list:
    """Returns ``bots`` as a list when it is one bot (an object with ``choose(game, seat, rng)``) per seat of
    ``players``; raises :class:`~tamcuc.errors.UsageError` otherwise. The one check of a table's bots."""
    if isinstance(bots, (str, bytes, dict)) or not hasattr(bots, "__len__") or not hasattr(bots, "__getitem__"):
        raise UsageError(t("bots={bots}: give one bot per seat ({players})", bots=shown(bots), players=players))
    if len(bots) != players:
        raise UsageError(t("{n} bots given for {players} players", n=len(bots), players=players))
    for seat, bot in enumerate(bots):
        if not callable(getattr(bot, "choose", None)):
            raise UsageError(t("bot {seat} ({bot}) has no choose(game, seat, rng) method", seat=seat, bot=shown(bot)))
    return list(bots)


def _as_hand(cards, what: str, most: int) -> Hand:
    """Returns ``cards`` as a Hand (text or cards accepted), or raises naming the field: not cards, or more than ``most``."""
    if type(cards) is not Hand:
        try:
            cards = Hand(cards)
        except TamCucError as err:
            raise type(err)(t("{what}: {err}", what=what, err=err)) from None
    if len(cards) > most:
        raise IllegalPlayError(t("{what}: {n} cards, more than a hand holds ({most})", what=what, n=len(cards),
                                 most=most))
    return cards


def _who(seat: int) -> str:
    """Returns a seat for messages: its default name, e.g. ``Chi`` (people, not seat numbers)."""
    return DEFAULT_NAMES[seat] if 0 <= seat < len(DEFAULT_NAMES) else t("seat {seat}", seat=seat)


_MOVE_ACTIONS = frozenset(ACTIONS) - {"di_dem"}

_PHASE_VERB = {
    "declare": N_("declare or pass"),
    "lead": N_("lead"),
    "lay": N_("lay cards face down"),
    "reveal": N_("show or fold (chui)"),
    "over": N_("wait"),
}
_ACTION_WORDS = {
    # What a move does, for "cannot … now" (the move's own name, written in each language).
    "play cards": N_("play cards"), "declare": N_("declare"), "pass": N_("pass"), "lead": N_("lead"),
    "lay": N_("lay"), "show": N_("show"), "chui": N_("chui"), "di_dem": N_("đi đêm"),
}
_RED_SOLDIER = Card.parse("P")
_BLACK_SOLDIER = Card.parse("p")


def declarable(hand: Hand, rules: Rules) -> list:
    """Returns the declarations (tứ tử / ngũ tử plays) that ``hand`` may make under ``rules``."""
    if rules.tu_tu == "off" and rules.ngu_tu == "off":
        return []
    found = []
    for soldier in (_RED_SOLDIER, _BLACK_SOLDIER):
        n = hand.count(soldier)
        if n >= 4 and rules.tu_tu != "off":
            found.append(_VALID[(soldier.strength,) * 4])
        if n >= 5 and rules.ngu_tu != "off":
            found.append(_VALID[(soldier.strength,) * 5])
    return found

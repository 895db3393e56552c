"""The strongest computer player: sample the unseen cards, try each move, keep the best on average.

:class:`SamplingBot` knows only what its seat may know: its own hand and the
cards it laid, the cards shown on the table, and how many cards everyone
holds. For each decision it

1. deals the unseen cards at random into the others' hands (and into the cards
   they laid face down in this trick), consistent with what it has seen: the
   right number of cards for each player, and a leader's hidden lead that is a
   real play of the called kind (:func:`sample_world`);
2. in each such world, plays each candidate move and lets :class:`RuleBot`
   finish the deal for everybody;
3. picks the move whose average outcome is best, measured by :func:`points`: the
   points the seat makes, its kept cards plus its kết / đè bonus as the scores
   count them (the one measure of a move, the hint's and the review's). Every
   candidate is tried in the same worlds, so the comparison between moves is fair.

The play-out of one move in one world is :func:`play_out`, shared with the review
of a deal (:func:`tamcuc.review`); both read its points from :func:`tamcuc._rollout.points_after`,
the same play-out on integer-coded hands (the same moves and points, several times faster).

The strength grows with ``worlds``; the time too. Its advice, with the
averages behind it, is :meth:`SamplingBot.advise`.
"""

from __future__ import annotations

from collections import Counter
from typing import Optional

from .bots import RuleBot, check_turn
from ._rollout import points_after
from .cards import CARDS, Hand
from .checks import whole
from .game import Game, Move
from .i18n import t
from .wording import decimal
from .plays import KIND_OF_CALL, _VALID, plays_in, plays_of_size
from .scoring import totals
from ._public import public_dir

__all__ = [
    "clone", "sample_world", "points", "play_out", "combinations_in", "break_ties", "MAX_WORLDS", "SamplingBot",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports


def clone(game: Game) -> Game:
    """Returns ``game.copy()``: an independent copy (kept for older code; use :meth:`Game.copy`)."""
    return game.copy()


def _hidden_laid(game: Game, player: int) -> list:
    """Returns the seats of this trick whose laid cards ``player`` cannot see, in play order."""
    trick = game.trick
    if trick is None:
        return []
    return [seat for seat in trick.order if not trick.face_up(seat, player)]


def sample_world(game: Game, player: int, rng, tries: int = 50) -> Game:
    """Returns a copy of ``game`` in which every card ``player`` cannot see is dealt again at random.

    Each other player keeps the number of cards they hold; cards laid face down
    in the trick under way are re-dealt too, and a hidden lead is always a valid
    play of the called size.
    """
    for seat in range(game.players):  # what each seat saw in the tricks so far: counted once, kept by every world
        game._seen_in_history(seat)
    unseen = game._unseen_counts(player)  # Game.unseen, counted by strength (a count below 0 is none)
    cards = [CARDS[s] for s in _deck_order(game.rules) for _ in range(unseen[s])]  # in deck order
    others = [p for p in range(game.players) if p != player]
    sizes = [len(game.hand(p)) for p in others]
    trick = game.trick
    hidden = _hidden_laid(game, player)
    laid_sizes = [trick.sizes[trick.order.index(seat)] for seat in hidden]
    lead_hidden = bool(hidden) and hidden[0] == trick.leader
    hidden = [trick.order.index(seat) for seat in hidden] if hidden else []
    for _ in range(tries):
        rng.shuffle(cards)
        at = 0
        laid = {}
        for i, n in zip(hidden, laid_sizes):
            laid[i] = Hand(cards[at:at + n])
            at += n
        if lead_hidden and tuple(c.strength for c in laid[0]) not in _VALID:
            continue
        break
    else:
        # Rare: place a random valid lead first, then the rest.
        kind = KIND_OF_CALL[game.call]
        options = plays_in(cards, kind)
        lead = options[rng.randrange(len(options))].cards
        rest = Counter(cards)
        rest.subtract(lead)
        cards = list(lead) + list((+rest).elements())
        tail = cards[len(lead):]
        rng.shuffle(tail)
        cards[len(lead):] = tail
        at, laid = 0, {}
        for i, n in zip(hidden, laid_sizes):
            laid[i] = Hand(cards[at:at + n])
            at += n
    hands = {}
    for p, n in zip(others, sizes):
        hands[p] = Hand(cards[at:at + n])
        at += n
    # Game.imagine's world, without checking again what was dealt here to fit.
    return game._imagined(hands, {trick.order[i]: c for i, c in laid.items()})


_DECK_ORDERS: dict = {}


def _deck_order(rules) -> tuple:
    """Returns the strengths of the cards of ``rules``' deck, each once, in deck order (kept per rules)."""
    found = _DECK_ORDERS.get(id(rules))  # by the object (kept beside it): hashing a Rules costs more
    if found is None or found[0] is not rules:
        if len(_DECK_ORDERS) > 16:
            _DECK_ORDERS.clear()
        found = _DECK_ORDERS[id(rules)] = (rules, tuple(dict.fromkeys(c.strength for c in rules.deck)))
    return found[1]


def points(game: Game, seat: int) -> int:
    """Returns the points ``seat`` has made in ``game``: its kept cards plus its kết / đè bonus, as the scores count
    them (:func:`tamcuc.scoring.totals`).

    The one measure by which the hint (:class:`SamplingBot`) and the review of a deal (:func:`tamcuc.review`)
    rank moves: what a player counts at the end of a deal ("I kept 4 cards and a +2 bonus: 6 points").

    >>> game = Game(seed=3)
    >>> result = game.play_out([RuleBot()] * 4, seed=3)
    >>> [points(game, seat) for seat in range(4)] == [k + b for k, b in zip(result.kept, result.bonuses)]
    True
    """
    if not isinstance(game, Game):
        from .errors import UsageError, shown
        raise UsageError(t("game={game}: points are counted in a Game", game=shown(game)))
    from .checks import seat as check_seat
    seat = check_seat(seat, game.players)
    return totals([len(game.kept[seat])], [game.bonuses[seat]])[0]


def play_out(world: Game, move: Move, rng, rollout=None) -> Game:
    """Returns a finished copy of ``world`` in which ``move`` (one of ``world.legal_plays()``) is played and
    ``rollout`` (a :class:`RuleBot` unless told) then plays every seat to the end of the deal.

    ``world`` itself is not changed. The roll-out's moves are applied without checking them again (they are
    the bot's pick among ``legal_plays()``): the fast path, shared by :class:`SamplingBot` and the review.
    :class:`RuleBot` draws no random numbers, so every move tried in one world meets the same play-out
    after it (``rng`` is passed on for a roll-out bot that does draw).

    >>> game = Game(seed=3)
    >>> done = play_out(game, game.legal_plays()[0], rng=None)
    >>> done.is_over(), game.is_over()
    (True, False)
    """
    rollout = _ROLLOUT if rollout is None else rollout
    trial = world.copy()
    trial.push(move)
    while trial._phase != "over":
        trial._apply(rollout.choose(trial, trial._to_move, rng))
    return trial


_ROLLOUT = RuleBot()


def _candidates(game: Game, player: int, rng) -> list:
    """Returns the moves worth searching: all of them when there are at most four
    (a reveal's show or chui, a declaration or pass, a short hand).

    Otherwise, for a lead: the rule-based choice, and for each size the strongest
    and weakest play; for a lay: every play of the called kind, the cheapest lay
    and the rule-based choice.
    """
    moves = game.legal_plays()
    if len(moves) <= 4:
        return moves
    rule = RuleBot().choose(game, player, rng)
    if game.phase == "lead":
        keep = [rule]
        for size in game.rules.calls:
            same = [m for m in moves if len(m.cards) == size]
            if same:
                keep += [same[0], same[-1]]
        return list(dict.fromkeys(keep))
    if game.phase == "lay":
        kind = KIND_OF_CALL[game.call]
        keep = [rule]
        for m in moves:
            play = _VALID.get(tuple(c.strength for c in m.cards))
            if play is not None and play.kind is kind:
                keep.append(m)
        keep.append(min(moves, key=lambda m: sum(c.strength for c in m.cards)))
        return list(dict.fromkeys(keep))
    return [rule]


def combinations_in(cards) -> int:
    """Returns how many pairs, triples and fours or fives of soldiers can be made from ``cards`` (each
    distinct play once: three red soldiers make one pair of red soldiers).

    - ``cards``: a hand, as text or cards. Example: ``"E E P R C H"``.

    >>> combinations_in("E E P R C H"), combinations_in("E P R")
    (2, 0)
    """
    hand = Hand(cards)
    return sum(len(plays_of_size(hand, size)) for size in (2, 3, 4, 5))


def break_ties(ranked, hand, places: int = 1) -> list:
    """Returns ``ranked`` (``[(average points, move), …]``, best first, as :meth:`SamplingBot.evaluate` gives
    it) with the moves whose averages are equal to ``places`` decimals put in a principled order: first a fold
    (chui) before a show, then the move that leaves the most pairs and triples in ``hand``
    (:func:`combinations_in`), then the one that plays the weakest cards, then the order they came in.

    The hint's tie-break: when several moves are equally good, it names the one that keeps the player's
    cards secret (a fold hides them, as the lessons and the review teach: the play-outs cannot count what a
    shown card tells the others), then keeps pairs and triples whole and spends the least, not one that
    breaks a pair for nothing.

    - ``ranked``: the moves with their average points, best first. Example: ``bot.evaluate(game, 0, rng)``.
    - ``hand``: the hand the moves are played from. Example: ``game.hand(0)``.
    - ``places``: how many decimals two averages must share to count as equal (the hint shows one). Example: ``1``.

    >>> from tamcuc.game import Move
    >>> breaks, lone = Move(0, "lay", Hand("E")), Move(0, "lay", Hand("p"))  # from a pair of red elephants
    >>> [str(m.cards) for _, m in break_ties([(2.0, breaks), (1.5, lone)], "E E p K")]  # not equal: as ranked
    ['E', 'p']
    >>> [str(m.cards) for _, m in break_ties([(2.02, breaks), (1.98, lone)], "E E p K")]  # both about 2.0
    ['p', 'E']
    >>> show, fold = Move(0, "show", Hand("C")), Move(0, "chui", Hand("C"))  # a cannon that cannot win
    >>> [m.action for _, m in break_ties([(1.2, show), (1.2, fold)], "K")]
    ['chui', 'show']
    """
    hand = Hand(hand)
    places = whole(places, "places", 0, 6)
    ranked = list(ranked)
    for item in ranked:
        if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Move)):
            from .errors import UsageError, shown
            raise UsageError(t("ranked={ranked}: give a list of (average points, move), as SamplingBot.evaluate "
                               "returns it", ranked=shown(ranked)))

    def left(move) -> Hand:
        rest = Counter(hand)
        rest.subtract(Counter(move.cards))
        return Hand(list((+rest).elements()))

    def key(i):
        value, move = ranked[i]
        return (-round(value, places), move.action != "chui", -combinations_in(left(move)),
                sum(c.strength for c in move.cards), i)

    return [ranked[i] for i in sorted(range(len(ranked)), key=key)]


MAX_WORLDS = 10_000
"""The most worlds a SamplingBot imagines per move (a bound, so that a mistyped count cannot run for ever)."""


class SamplingBot:
    """Samples the unseen cards ``worlds`` times and plays the move with the best average outcome.

    See the module docstring for the method. Trivial choices (one legal move)
    cost nothing; a choice between showing and folding is searched like any other.
    """

    name = "sampling"

    def __init__(self, worlds: int = 12):
        """Checks ``worlds``: a whole number from 1 to :data:`MAX_WORLDS`."""
        self.worlds = whole(worlds, "worlds", 1, MAX_WORLDS)
        self._rollout = RuleBot()

    def evaluate(self, game: Game, player: int, rng) -> list:
        """Returns ``[(average points, move), …]`` for the candidate moves, best first (:func:`points`)."""
        candidates = _candidates(game, player, rng)
        if len(candidates) == 1:
            return [(0.0, candidates[0])]
        sums = [0.0] * len(candidates)
        fast = type(self._rollout) is RuleBot  # RuleBot's play-out, fast: the same points (tamcuc._rollout)
        for _ in range(self.worlds):
            world = sample_world(game, player, rng)
            for i, move in enumerate(candidates):
                if fast:
                    sums[i] += points_after(world, move, player)[0]
                else:
                    sums[i] += points(play_out(world, move, rng, self._rollout), player)
        scored = [(t / self.worlds, m) for t, m in zip(sums, candidates)]
        order = sorted(range(len(scored)), key=lambda i: (-scored[i][0], i))
        return [scored[i] for i in order]

    def choose(self, game: Game, player: int, rng) -> Move:
        """Returns the candidate move with the best average outcome."""
        check_turn(game, player)
        moves = game.legal_plays()
        if len(moves) == 1:
            return moves[0]
        return self.evaluate(game, player, rng)[0][1]

    def advise(self, game: Game, player: int, rng, lang: Optional[str] = None) -> tuple:
        """Returns ``(move, reason)``: the move, and the averages that chose it, in words (in ``lang``)."""
        ranked = self.evaluate(game, player, rng)
        best_value, best = ranked[0]
        if len(ranked) == 1:
            return best, t("it is the only legal move", lang)
        runner_value, runner = ranked[1]
        return best, t(
            "over {worlds} random guesses of the hidden cards, each finished by careful play, "
            "it makes {value} points on average, more than the next best ({runner}, {runner_value})", lang,
            worlds=self.worlds, value=decimal(f"{best_value:.2f}", lang), runner=runner.instruction(lang=lang),
            runner_value=decimal(f"{runner_value:.2f}", lang),
        )

    def __repr__(self) -> str:
        return f"SamplingBot(worlds={self.worlds})"

"""Guided deals: a first deal played with a guide at the reader's side (issue 22).

A guided deal is data: a preset, a deal number, and every move of the deal in notation
(``"1:lead K A E"``), the computer's and the reader's. The computer's moves are the ones
the medium computer player (:class:`~tamcuc.bots.RuleBot`, which uses no randomness)
makes in that deal, so the deal is the same on every run; the reader's are the moves the
guide asks for, each with a short tip (:class:`Step`). The reader sits at seat 0 (An).

At each of the reader's turns :meth:`Guide.advice` says what to do and why: the move in
the engine's words (:meth:`Move.instruction <tamcuc.game.Move.instruction>`), what the
engine says about it (what beats it, what it beats), and the tip. :meth:`Guide.check`
explains a wrong choice: a move the rules forbid with the engine's own reason
(:meth:`Game.why_illegal <tamcuc.game.Game.why_illegal>`); an allowed move that is not
the guided one by saying what the guide suggests and why, so that the reader tries again.
Nothing is pushed until the guided move is made, so the script never leaves the deal.

>>> guide = Guide("first")
>>> game = guide.game()
>>> guide.play_computer(game)
>>> print(guide.advice(game, lang="en").splitlines()[0])
Step 1 of 5: lay a red advisor, a red soldier and a black soldier.
>>> guide.check(game, Move(0, "lay", Hand("k a a")), lang="en").startswith("That move is allowed")
True
>>> guide.check(game, guide.expected(game))
''
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ._public import public_dir
from . import checks
from .cards import Hand
from .errors import IllegalPlayError, UsageError, shown
from .game import ACTIONS, Game, Move
from .i18n import N_, language, resolve, t
from .plays import KIND_OF_CALL, Play, plays_of_size
from .rules import Rules
from .tricks import counts_as_folded, must_fold, takes_lead
from .wording import DEFAULT_NAMES, join

__all__ = ["Step", "GuidedDeal", "Guide", "GUIDES", "SEAT", "parse_move", "ScriptBot"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

SEAT = 0
"""The reader's seat in a guided deal (An's, as at every table of the book)."""


@dataclass(frozen=True)
class Step:
    """One of the reader's turns: the guided move (notation, ``"0:lead R R"``) and its tip (English; the
    catalogue holds the Vietnamese)."""

    move: str
    tip: str


@dataclass(frozen=True)
class GuidedDeal:
    """A guided deal as data: ``preset`` and ``seed`` deal the cards; ``moves`` are every move of the deal
    in notation; ``steps`` are the reader's moves among them, in order, each with its tip."""

    name: str
    preset: str
    seed: int
    moves: tuple
    steps: tuple
    intro: str
    outro: str


FIRST = GuidedDeal(
    name="first",
    preset="learning",
    seed=260,
    moves=(
        "1:lead K A E", "2:lay r c h", "3:lay r c h", "0:lay A P p", "2:chui r c h", "3:chui r c h",
        "1:lead p", "2:lay E", "3:lay C", "0:lay k", "2:show E", "3:chui C", "0:show k",
        "0:lead a a", "1:lay H P", "2:lay P P", "3:lay p p", "2:chui P P", "3:chui p p",
        "0:lead R R", "1:lay e C", "2:lay e p", "3:lay H P",
    ),
    steps=(
        Step("0:lay A P p", N_("Bình called three and led a triple. You hold no triple, so you cannot win this "
                               "trick: lay the three cards you need least. Keep your two pairs (the black "
                               "advisors and the red chariots) and your black general for later.")),
        Step("0:lay k", N_("Bình called one. You cannot see the lead yet, so lay your strongest single, the "
                           "black general: the only higher card, the red general, is already in Bình's kept cards.")),
        Step("0:show k", N_("Now the laid cards are turned over. Show your general: it wins the trick, and the "
                            "winner leads the next one.")),
        Step("0:lead a a", N_("You lead, so you choose how many cards everyone plays: pick your pair of black "
                              "advisors and press Play, and that calls two. Each of the others lays two cards: "
                              "only a higher pair beats yours, and whoever has none folds (chui).")),
        Step("0:lead R R", N_("You hold a pair of red chariots: call two and lead them. Whoever has no "
                              "pair must fold (chui), so the trick is yours unless one player holds both black elephants.")),
    ),
    intro=N_("A guided first deal: four players, the beginners' rules, deal number {seed}. At each of your "
             "turns the guide says what to do and why, and the cards it suggests have a green frame."),
    outro=N_("Well played: that was a whole deal! Now press Play a free deal: a new deal, with no guide."),
)
"""The guided first deal: four players, the beginners' rules (``Rules.learning()``), five turns of the reader."""

FOLK = GuidedDeal(
    name="folk",
    preset="folk",
    seed=23,
    moves=(
        "1:lead H", "2:lay e", "3:lay E", "0:lay r", "2:show e", "3:show E", "0:chui r",
        "3:lead K A E", "0:lay a P P", "1:lay C C c", "2:lay h P P",
        "3:lead k", "0:lay a", "1:lay e", "2:lay R", "0:chui a", "1:chui e", "2:chui R",
        "3:lead p", "0:lay A", "1:lay R", "2:lay c", "0:show A", "1:chui R", "2:chui c",
        "0:lead p p", "1:lay p p", "2:lay H h", "3:lay r P", "1:chui p p",
    ),
    steps=(
        Step("0:lay r", N_("This is the first trick, and the folk rules ban generals and advisors in it: your "
                           "advisors would count as folded. Lay your best allowed card, the black chariot.")),
        Step("0:chui r", N_("Dũng showed a red elephant, and an elephant outranks a chariot. Your chariot cannot "
                            "win now: fold (chui), and nobody learns what you laid.")),
        Step("0:lay a P P", N_("A triple was called and you hold none: lay three cards you can spare. Keep your "
                               "pair of black soldiers: led in the last trick, it is a kết (a winning finish: "
                               "kết đôi), worth a bonus.")),
        Step("0:lay a", N_("You cannot see the lead yet. Lay your black advisor, the weaker one, and keep the "
                           "red advisor and your two black soldiers for later.")),
        Step("0:chui a", N_("Dũng led a general, and your advisor cannot beat it: fold (chui) and keep it "
                            "hidden.")),
        Step("0:lay A", N_("Lay your red advisor: only a general beats it, and both generals have been "
                           "played.")),
        Step("0:show A", N_("Show your advisor: it wins the trick, and you lead the last one.")),
        Step("0:lead p p", N_("Your last two cards are the pair of black soldiers. Lead them in the last trick: "
                              "that is kết đôi. If nobody beats it (đè: beating a kết), you score +2.")),
    ),
    intro=N_("A guided deal with the folk rules: four players, deal number {seed}. Watch for the first-trick "
             "ban, folding (chui) and the kết at the end. The cards the guide suggests have a green frame."),
    outro=N_("You finished with a kết. Now press Play a free deal: a new deal with the folk rules, with no "
             "guide."),
)
"""The guided folk deal: the first-trick ban, chui and kết đôi, eight turns of the reader."""

GUIDES = {"first": FIRST, "folk": FOLK}
"""The guided deals by name (``Table(guide="first")``)."""


def parse_move(text: str) -> Move:
    """Returns the move written ``"seat:action cards"`` (``"0:lead R R"``, ``"2:chui r c h"``).

    >>> parse_move("0:lead R R")
    <Move lead 'R R' by An (seat 0)>
    """
    if not isinstance(text, str) or len(text) > 40:
        raise UsageError(t("move={move}: write a move as seat:action cards, such as 0:lead R R", move=shown(text)))
    seat, _, rest = text.partition(":")
    action, _, cards = rest.strip().partition(" ")
    number = checks.digits(seat.strip(), 2)
    if number is None or action not in ACTIONS or action == "di_dem":
        raise UsageError(t("move={move}: write a move as seat:action cards, such as 0:lead R R", move=shown(text)))
    return Move(number, action, Hand(cards))


class ScriptBot:
    """A computer player that plays a guided deal's moves: the one at the game's move count."""

    name = "script"

    def __init__(self, deal: GuidedDeal):
        self.moves = tuple(parse_move(m) for m in deal.moves)

    def choose(self, game: Game, player: int, rng=None) -> Move:
        """Returns the scripted move now; raises :class:`IllegalPlayError` when the game has left the script."""
        n = len(game.moves)
        if (n >= len(self.moves) or self.moves[n].player != player or list(game.moves) != list(self.moves[:n])
                or not game.is_legal(self.moves[n])):
            raise IllegalPlayError(t("the guided deal has no move {n} for {who}: the game left its script",
                                     n=n + 1, who=DEFAULT_NAMES[player] if 0 <= player < 4 else shown(player)))
        return self.moves[n]

    def __repr__(self) -> str:
        return "ScriptBot()"


class Guide:
    """One guided deal (``"first"`` or ``"folk"``): the game it deals, the reader's move at each turn, its advice."""

    def __init__(self, name: str = "first"):
        if not isinstance(name, str) or name not in GUIDES:
            raise UsageError(t("no guided deal called {name}; choose one of {choices}", name=shown(name),
                               choices=list(GUIDES)))
        self.deal = GUIDES[name]
        self.name = name
        self.rules = Rules.preset(self.deal.preset)
        self.moves = tuple(parse_move(m) for m in self.deal.moves)
        self.steps = self.deal.steps

    def game(self) -> Game:
        """Returns the guided deal's game at its start (the deal number's cards; An draws for bắt cái)."""
        return Game(self.rules, seed=self.deal.seed, drawer=SEAT)

    def bots(self) -> list:
        """Returns one :class:`ScriptBot` per seat: the computer's moves of the script."""
        return [ScriptBot(self.deal) for _ in range(self.rules.players)]

    def _check_game(self, game) -> Game:
        if not isinstance(game, Game):
            raise UsageError(t("game={game}: give the Game of this guided deal (Guide.game())", game=shown(game)))
        n = len(game.moves)
        if n > len(self.moves) or list(game.moves) != list(self.moves[:n]):
            raise IllegalPlayError(t("the game has left the guided deal {name}: its moves are not the script's",
                                     name=shown(self.name)))
        return game

    def step_number(self, game: Game) -> int:
        """Returns how many of the reader's steps are done (0 … :attr:`total`)."""
        self._check_game(game)
        return sum(1 for m in game.moves if m.player == SEAT)

    @property
    def total(self) -> int:
        """Returns the number of the reader's steps."""
        return len(self.steps)

    def expected(self, game: Game) -> Optional[Move]:
        """Returns the move the guide asks of the reader now, or None (the computer's turn, or the end)."""
        self._check_game(game)
        if game.is_over() or game.to_move != SEAT:
            return None
        return self.moves[len(game.moves)]

    def play_computer(self, game: Game) -> None:
        """Plays the script's computer moves until the reader's turn or the end."""
        self._check_game(game)
        while not game.is_over() and game.to_move != SEAT:
            game.push(self.moves[len(game.moves)])

    def advice(self, game: Game, lang: Optional[str] = None) -> str:
        """Returns what to do now and why: ``Step 2 of 5: lay a black general.`` then the engine's reason
        and the step's tip on the next line (at the end, the closing words; on the computer's turn, "")."""
        lang = resolve(lang)
        move = self.expected(game)
        if move is None:
            return t(self.deal.outro, lang) if game.is_over() else ""
        n = self.step_number(game)
        head = t("Step {n} of {total}: {move}.", lang, n=n + 1, total=self.total, move=move.instruction(lang=lang))
        why = " ".join(part for part in (reason(game, move, lang), t(self.steps[n].tip, lang)) if part)
        return head + "\n" + why

    def intro(self, lang: Optional[str] = None) -> str:
        """Returns the guided deal's opening words."""
        return t(self.deal.intro, resolve(lang), seed=self.deal.seed)

    def check(self, game: Game, move, lang: Optional[str] = None) -> str:
        """Returns why ``move`` is not the move to make now, or ``""`` when it is the guided move.

        A move the rules forbid gets the engine's own reason (:meth:`Game.why_illegal`); an
        allowed move that is not the guided one gets the guided move and why it is better."""
        lang = resolve(lang)
        expected = self.expected(game)
        with language(lang):
            why = game.why_illegal(move, who=t("you", lang), codes=False)
        if why:
            return why
        if expected is None:
            return t("Wait: it is not your turn.", lang)
        if move == expected:
            return ""
        # The reasons are in the guide's box above: the refusal names the better move and sends the reader there.
        return t("That move is allowed, but the guide suggests a better one: {move} (see the guide above). Try again.",
                 lang, move=expected.instruction(lang=lang))

    def push(self, game: Game, move, lang: Optional[str] = None) -> None:
        """Plays the reader's ``move`` if it is the guided one; raises :class:`IllegalPlayError` with
        :meth:`check`'s reason otherwise (the game unchanged)."""
        why = self.check(game, move, lang)
        if why:
            raise IllegalPlayError(why)
        game.push(move)

    def play_through(self) -> Game:
        """Returns the guided deal played to its end by following its own instructions."""
        game = self.game()
        while not game.is_over():
            self.play_computer(game)
            move = self.expected(game)
            if move is not None:
                self.push(game, move)
        return game

    def __repr__(self) -> str:
        return f"Guide({self.name!r})"


def reason(game: Game, move: Move, lang: Optional[str] = None) -> str:
    """Returns what the engine says about ``move`` now: what can beat a lead, whether a lay can win,
    whether a play shown beats what is on the table (for ``chui``: what already beats it)."""
    lang = resolve(lang)
    rules, first = game.rules, game.is_first_trick
    if move.action == "lay" and must_fold(move.cards, game.call):
        return t("These cards make no {kind}, so you will have to fold (chui) this trick.", lang,
                 kind=KIND_OF_CALL[game.call].word(lang))
    if move.action in ("lead", "lay"):
        play = Play(move.cards)
        if counts_as_folded(play.cards, rules, first):
            return t("In the first trick {play} would count as folded.", lang, play=play.phrase(lang))
        beaters = [p for p in plays_of_size(game.unseen(move.player), play.size)
                   if p.kind is play.kind and p.beats(play) and not counts_as_folded(p.cards, rules, first)]
        if not beaters:
            return t("No play of this kind that the others could still hold beats {play}.", lang, play=play.phrase(lang))
        if len(beaters) > 3:
            return t("Higher plays of this kind could still beat it, such as {plays}.", lang,
                     plays=join([p.phrase(lang) for p in beaters[:2]], last="or", lang=lang))
        return t("Only {plays} could still beat it.", lang,
                 plays=join([p.phrase(lang) for p in beaters], last="or", lang=lang))
    if move.action in ("show", "chui"):
        mine = Play(move.cards)
        trick = game.trick
        best, who = None, None
        for i, (seat, shown_play) in enumerate(zip(trick.order, trick.shown)):
            if shown_play is None or seat == move.player:
                continue
            if counts_as_folded(shown_play.cards, rules, first, forced_lead=i == 0):
                continue
            if best is None or takes_lead(shown_play.strength, best.strength, rules):
                best, who = shown_play, seat
        if takes_lead(mine.strength, None if best is None else best.strength, rules):
            return t("Your {play} beats everything shown so far.", lang, play=mine.name(lang))
        return t("{name}'s {play} already beats your {mine}.", lang, name=DEFAULT_NAMES[who],
                 play=best.name(lang), mine=mine.name(lang))
    return ""

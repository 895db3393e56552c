"""A game table: play a whole deal against computer players, in a notebook or on the site.

``Table(players=4, preset="folk", seed=1)`` is one deal. You sit at seat 0 (An);
the computer plays the other seats at the chosen ``strength``: ``"easy"``
(:class:`~tamcuc.bots.RandomBot`), ``"medium"`` (:class:`~tamcuc.bots.RuleBot`) or
``"hard"`` (:class:`~tamcuc.sampling.SamplingBot`); the reader sees them by their plain
names (:data:`STRENGTH_NAMES`). The seed is the *deal number*: the same number deals
the same cards. The table holds no rules: every
click becomes a :class:`~tamcuc.game.Move` that :meth:`Game.push
<tamcuc.game.Game.push>` accepts or refuses with the rule it breaks, and the
buttons offered are those of :meth:`Game.legal_plays`.

One model, two faces:

* on the built site, :meth:`Table.html` is the table as HTML whose controls
  carry ``data-tc-act`` / ``data-tc-arg`` attributes; the page's script sends each
  click to :meth:`Table.event` (through :func:`tamcuc.web.table_event`, running in
  the page with Pyodide) and puts the returned HTML in place. Where Python cannot
  run in the page, :meth:`Table.static_html` (a replay of a seeded deal) stays;
* in JupyterLab, :meth:`Table.widget` shows the same HTML (:mod:`tamcuc.table_widget`,
  an anywidget), its clicks carried to :meth:`Table.event` in the kernel.

Both faces speak the table's language: ``Table(..., lang="vi")`` writes every button,
label, status line, refusal, hint and line of the story in Vietnamese (``lang=None``, the
default, takes the current language, :func:`tamcuc.get_language`, when the table is made);
the engine's own sentences (tricks, errors, scores) come in that language too.

After the scores, Review (:meth:`Table.review`, "Nhận xét ván") steps through the reader's decisions
with the marks of :func:`tamcuc.review`, the better move and a summary; in pass-and-play each person
reviews their own seat (``event("review", seat)``; ``prev``, ``next``, ``close`` step and fold it). The
page works it out a little at each ``step`` (the table is ``data-tc-pending`` meanwhile and its status
line says how far it has got), so the page stays responsive and shows the progress.

Tests and scripts drive it without a browser: :meth:`Table.select`,
:meth:`Table.click`, :meth:`Table.event` and the ``game`` attribute.
"""

from __future__ import annotations

from typing import Optional, Sequence

from ._html import css, esc, lang_attribute, with_widget
from .bots import RandomBot, RuleBot
from .cards import Hand
from .dealing import make_rng
from .draw import back_svg, card_label, card_svg
from . import checks
from .errors import IllegalPlayError, RulesError, TamCucError, UsageError
from .errors import shown as _shown
from .game import Game, Move, call_words, check_bots
from .i18n import N_, language, resolve, t, tn
from .plays import Play
from .replay import Replay, replay_html
from ._review import MARK_WORDS, Reviewer, cards_about
from .rules import PRESET_PLAYERS
from .rules import Rules
from .sampling import SamplingBot, break_ties
from .scoring import scoring_words
from .tricks import counts_as_folded, must_fold
from .wording import a, capitalise, cards_phrase, count, count_words, decimal, join, number_word, thousands
from ._public import public_dir

__all__ = [
    "BUTTONS", "BUTTON_LABELS", "BACK_LABEL", "STRENGTHS", "STRENGTH_NAMES", "STRENGTH_WORDS", "PRESET_NAMES",
    "TEMPOS", "DEFAULT_TEMPO", "TEMPO_NAMES", "SEAT_KINDS", "SETTINGS_NOTE", "MAX_SEED", "DRAWER", "PLAYERS",
    "PRESETS", "DEFAULT_NAMES", "CARD_PX", "Table",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

_APOSTROPHE = "'"  # the table's HTML quotes its attributes with it

BUTTONS = ("continue", "play", "show", "chui", "declare", "pass", "hint", "undo", "last trick", "review", "free deal",
           "new deal")
"""The table's action buttons, by the name :meth:`Table.click` takes (the page shows those
:meth:`Table.available` lists)."""

BUTTON_LABELS = {
    "play": N_("Play"),
    "show": N_("Show"),
    "chui": N_("Chui"),
    "declare": N_("Declare"),
    "pass": N_("Pass"),
    "hint": N_("Hint"),
    "new deal": N_("New deal"),
    "continue": N_("Continue"),
    "undo": N_("Undo"),
    "last trick": N_("Last trick"),
    "free deal": N_("Play a free deal"),
    "review": N_("Review"),
}
"""What each button says (in English; :func:`tamcuc.i18n.t` gives the other languages)."""

BACK_LABEL = N_("Back to the table")
"""What the Last trick button says while the last trick is open: pressing it again closes it."""

STRENGTHS = {"easy": RandomBot, "medium": RuleBot, "hard": SamplingBot}
"""The computer's strength, by name: the bot class that plays the other seats."""

STRENGTH_NAMES = {
    "easy": N_("easy: plays any allowed card"),
    "medium": N_("medium: plays carefully"),
    "hard": N_("hard: thinks ahead"),
}
"""What the reader sees for each strength (never a class name), in English."""

STRENGTH_WORDS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}
"""Each strength in one word (the table's title)."""

PRESET_NAMES = {"folk": N_("folk rules"), "learning": N_("beginners' rules")}
"""Each preset by the name the reader sees (the Rules menu, the table's title): ``folk rules``,
``beginners' rules`` (the book's one name for ``learning``)."""

TEMPOS = (0, 2, 4)
"""How long the table shows a finished trick before the next lead, in seconds; 0: until Continue."""

DEFAULT_TEMPO = 0
"""The tempo a new table starts with: the slowest, a finished trick stays until Continue (a child reads
it at their own pace; the reader may choose 2 or 4 seconds in the settings)."""

TEMPO_NAMES = {0: N_("until I press Continue"), 2: N_("2 seconds"), 4: N_("4 seconds")}
"""What the reader sees for each tempo."""

SEAT_KINDS = {"computer": N_("computer"), "person": N_("a person at this device")}
"""Who plays a seat (other than An's): the computer, or a person at this device (pass-and-play)."""

SETTINGS_NOTE = N_("Your new settings start with the next deal: press New deal.")
"""What the table says while a setting chosen differs from the deal in play."""

REVIEW_CHUNK_S = 0.6
"""On the page, how long one step of a review may work (seconds, at least one decision) before the table is
drawn again with the progress: the page stays responsive and says how far the review has got."""

REVIEW_WORDS = {"prev": N_("Previous"), "next": N_("Next"), "close": N_("Close the review")}
"""What the review's own buttons say (``data-tc-act='review'``, the argument the key here)."""

MAX_SEED = 10**9
"""The largest deal number the table offers."""

DRAWER = 0
"""The seat that draws the bắt cái card at the table (the reader's, An)."""

PLAYERS = checks.PLAYER_COUNTS
PRESETS = ("folk", "learning")
DEFAULT_NAMES = ("An", "Bình", "Chi", "Dũng")
CARD_PX = 40
"""Width of the small card pictures at the table (the site's smallest readable card)."""


def refusal(reason, lang: Optional[str] = None) -> str:
    """Returns the table's answer to a press it refuses, as one sentence: ``Not allowed: {reason}.``; in Vietnamese
    the reason alone, capitalised ("Em phải úp đúng một quân …", not "Không được: em phải …")."""
    return capitalise(t("Not allowed: {reason}.", lang, reason=str(reason).rstrip(".")))


def _names(players: int) -> list:
    """Returns the book's default names of the seats (An, Bình, Chi, Dũng)."""
    try:
        from .wording import names
    except ImportError:  # before tamcuc.wording existed
        return list(DEFAULT_NAMES[:players])
    return list(names(players))


def _rules(preset: str, players: int) -> Rules:
    """Returns the preset for ``players`` seats; a preset is played only by the numbers of
    players :data:`tamcuc.rules.PRESET_PLAYERS` gives it (``learning``: 4)."""
    rules = Rules.preset(preset)
    if rules.players == players:
        return rules
    if players in PRESET_PLAYERS.get(preset, ()):
        return Rules.preset(preset, players=players)
    raise RulesError(t("the {preset} rules are for {players} players, not {asked}", None,
                        preset=_shown(preset), players=rules.players, asked=players))


def _players_for(preset: str) -> tuple:
    """Returns the numbers of players the table offers with ``preset``."""
    return tuple(n for n in PLAYERS if n in PRESET_PLAYERS.get(preset, PLAYERS))


def _join(words: Sequence[str], lang: Optional[str] = None, last: str = "and") -> str:
    """Returns words as a list in ``lang``: ``A``, ``A and B``, ``A, B and C`` (``last="or"``: ``A or B``)."""
    return join(list(words), last=last, lang=lang)


def _cards(n: int, lang: Optional[str] = None) -> str:
    """Returns ``n`` cards counted in ``lang``: ``1 card``, ``3 cards``, ``3 quân``."""
    return count(n, "card", lang=lang)


def _label(card, lang: Optional[str] = None) -> str:
    """Returns a card's accessible name in ``lang``: ``Xe đỏ (red chariot, 車)``, ``Xe đỏ (車)``."""
    return card_label(card, lang=lang)


def _card_words(card, lang: Optional[str] = None) -> str:
    """Returns one card for a sentence in ``lang``: ``a red chariot``, ``quân xe đỏ``."""
    if resolve(lang) == "en":
        return a(card.name_en)
    return t("the card {name}", lang, name=card.name(lang))


def _play_words(play, lang: Optional[str] = None) -> str:
    """Returns a play for a sentence in ``lang``: ``a pair of red chariots``, ``đôi xe đỏ``, ``bộ ba Xe–Pháo–Mã
    đen`` (a triple keeps its name's capitals and says it is a triple)."""
    if resolve(lang) == "en":
        return play.phrase_en
    if len(play.cards) == 1:
        return _card_words(play.cards[0], lang)
    return play.phrase(lang)


class Table:
    """One deal at a table: you sit at seat ``seat``; computer players take the other seats.

    ``autoplay=True`` (the notebook) plays the computer's moves as soon as it is
    their turn; ``autoplay=False`` (the page) leaves them to :meth:`step`, one at a
    time, so the reader sees each one. ``lang`` is the language of everything the table
    says (``"en"`` or ``"vi"``; None: the current language when the table is made).
    """

    def __init__(
        self,
        players: int = 4,
        preset: str = "folk",
        seed: int = 1,
        seat: int = 0,
        strength: str = "medium",
        bots: Optional[Sequence] = None,
        hint_bot=None,
        autoplay: bool = True,
        lang: Optional[str] = None,
        humans: Optional[Sequence[int]] = None,
        pause: Optional[bool] = None,
        guide: Optional[str] = None,
    ):
        self.lang = resolve(lang)
        # A guided deal (tamcuc.guide): its deal, its computer moves, and the reader at seat 0 alone.
        self.guide = None
        if guide is not None:
            from .guide import SEAT, Guide

            with language(self.lang):
                self.guide = Guide(guide)
            players, preset, seed, seat = self.guide.rules.players, self.guide.deal.preset, self.guide.deal.seed, SEAT
            humans = None  # the guide's own computer players take the other seats (see _new_deal)
        self.seat = seat
        self.autoplay = autoplay
        # The page shows each finished trick until Continue (or the tempo); the notebook plays on.
        self.pause = (not autoplay) if pause is None else bool(pause)
        self.tempo = DEFAULT_TEMPO
        self.settings_open = False
        self.log: list = []
        self.said: list = []
        self.message = ""
        # The message refuses a press of play (Play, Show … or a press out of turn): it goes as soon as the
        # selection changes or the game moves on (see _moved_on).
        self.refused = False
        self.selected: list = []
        self._bots = bots
        self.hint_bot = check_bots([hint_bot], 1)[0] if hint_bot is not None else SamplingBot()
        self._widget = None
        people = (seat,) if humans is None else self._humans(humans, 4)
        self.choice = {"players": players, "preset": preset, "strength": strength, "humans": people}
        self.new_deal(players, preset, seed, strength)

    # -- the model: no rules here, only calls into Game ------------------------------------
    def new_deal(self, players: int, preset: str, seed: int, strength: Optional[str] = None) -> None:
        """Starts a new deal: ``players`` seats, the named preset, shuffled with ``seed``."""
        with language(self.lang):
            self._new_deal(players, preset, seed, strength)

    def _new_deal(self, players: int, preset: str, seed: int, strength: Optional[str]) -> None:
        lang = self.lang
        strength = strength or self.choice.get("strength", "medium")
        if not isinstance(strength, str) or strength not in STRENGTHS:
            raise UsageError(t("no strength called {name}; choose one of {choices}", lang,
                               name=_shown(strength), choices=list(STRENGTHS)))
        # Everything is checked (and the deal made) before the table changes: a refused deal leaves it as it was.
        rules = _rules(preset, checks.players(players))
        humans = self._humans(self.choice.get("humans", (self.seat,)), players)
        seat = checks.seat(self.seat if self.seat in humans else humans[0], players)
        # A guided deal keeps its guide only for its own deal; any other deal is a free one.
        # (and with the reader alone at seat 0: the guide speaks to that seat only).
        guide = None
        if self.guide is not None:
            from .guide import SEAT

            if (rules.players, preset, seed, humans) == (self.guide.rules.players, self.guide.deal.preset,
                                                         self.guide.deal.seed, (SEAT,)):
                guide = self.guide
        if guide is not None:
            bots = guide.bots()
        else:
            bots = (check_bots(self._bots, rules.players) if self._bots is not None
                    else [STRENGTHS[strength]() for _ in range(rules.players)])
        game = Game(rules, seed=seed, drawer=DRAWER)
        rng = make_rng(seed)
        self.seat = seat
        self.guide = guide
        self.preset, self.seed, self.strength = preset, seed, strength
        self.humans = humans
        self.choice = {"players": players, "preset": preset, "strength": strength, "humans": humans}
        self.trick_done = False
        self.viewing_last = False
        self.settings_open = False  # folded away once the deal starts
        self._undo: dict = {}
        self.said = []
        self.hint_why = ""
        self.hinted = []
        # The moves the last hint suggested (its move, then any it named just as good), and where: the number of
        # moves made when it was given. A move the reader then makes from among them is followed.
        self._hint_at: tuple = (-1, ())
        self.followed: set = set()  # the indexes in game.moves of the reader's moves that a hint suggested
        self.review_seat: Optional[int] = None  # the seat under review (after the scores), or None
        self._reviewer = None
        self.reviewed = None  # the finished tamcuc.Review
        self.review_at = 0  # the decision on show
        self.rules = rules
        self.game = game
        self.rng = rng
        self.bots = bots
        self.names = _names(players)
        others = _join([n for p, n in enumerate(self.names) if p not in humans], lang)
        if len(humans) == 1:
            first = t("You are {me}; the computer plays {others}.", lang, me=self.names[self.seat], others=others)
        elif others:
            first = t("{people} play at this device (pass it round); the computer plays {others}.", lang,
                      people=_join([self.names[p] for p in humans], lang), others=others)
        else:
            first = t("{people} play at this device (pass it round).", lang,
                      people=_join([self.names[p] for p in humans], lang))
        self.log = [first, self._opening()]
        self._tricks_logged = 0
        self.message, self.refused = "", False
        self.selected = []
        self._picked: tuple = ()  # where the cards of `selected` were pressed (see _marks)
        if self.guide is not None:
            self.log.insert(1, self.guide.intro(lang))
        if self.autoplay:
            self._run_bots()
        self._refresh()

    def _humans(self, seats, players: int) -> tuple:
        """Returns the seats people play, checked: An's seat (0) and any others below ``players``."""
        try:
            people = sorted({checks.as_whole(p) for p in seats})  # 1.5, True or "1" is no seat
        except TypeError:  # not a list of seats at all
            people = None
        if people and None in people:
            people = None
        if not people or any(not 0 <= p < 4 for p in people):
            raise UsageError(t("the seats people play must be among 0 to 3, not {seats}", self.lang,
                               seats=_shown(seats)))
        return tuple(p for p in people if p < players) or (0,)

    def _opening(self) -> str:
        g = self.game
        if g.drawn is not None:
            return t("Bắt cái: {drawer} drew {card}, so {dealer} deals and leads.", self.lang,
                     drawer=self.names[DRAWER], card=_card_words(g.drawn, self.lang), dealer=self.names[g.dealer])
        return t("{name} was picked at random to lead.", self.lang, name=self.names[g.dealer])

    @property
    def hand(self) -> Hand:
        """Returns your current hand."""
        return self.game.hand(self.seat)

    def my_turn(self) -> bool:
        """Returns True when the game waits for your move (the seat in front of the device)."""
        return self.game.to_move == self.seat and not self.trick_done

    def pass_to(self) -> Optional[int]:
        """Returns the seat of the person the device must be passed to before they play, or None.

        Between two people's turns (pass-and-play) the table hides every hand until the next
        player presses Continue."""
        g = self.game
        if self.trick_done or g.is_over() or g.to_move not in self.humans or g.to_move == self.seat:
            return None
        return g.to_move

    def pending(self) -> bool:
        """Returns True when a computer player is to move (see :meth:`step`); never while a
        finished trick is on show."""
        return not self.game.is_over() and self.game.to_move not in self.humans and not self.trick_done

    def main_button(self) -> str:
        """Returns the button that carries play on now (the page marks it and moves the focus to it)."""
        live = self.available()
        for name in ("continue", "play", "show", "declare", "pass"):
            if name in live:
                return name
        if self.game.is_over():
            if self.review_seat is not None:
                return ""  # the review's Next carries the focus then
            return "free deal" if self.guide is not None else "new deal"
        return ""

    def may_undo(self) -> bool:
        """Returns True when you may take back your last move: the rules allow it (``Rules.undo``,
        the beginners' rules) and your last move is still in play."""
        return (self.rules.undo and self.seat in self._undo and not self.game.is_over()
                and self.pass_to() is None)

    def available(self) -> list:
        """Returns the buttons that make sense now (from the legal moves, never from rules here).

        In a guided deal the guide is the help (no Hint, no Undo), and Play a free deal replaces New deal once the
        deal is over, or while the settings are open: not beside Play, where one wrong tap would end a child's
        guided deal."""
        buttons = self._available()
        if self.guide is None:
            return buttons
        return [b for b in buttons if b not in ("hint", "undo", "new deal")] + (
            ["free deal"] if self.game.is_over() or self.settings_open else [])

    def _available(self) -> list:
        g = self.game
        # The last trick can be opened again while play goes on (at the end it is on the table already).
        last = ["last trick"] if g.history and not self.trick_done and not g.is_over() else []
        undo = ["undo"] if self.may_undo() else []
        if self.trick_done or self.pass_to() is not None:
            return ["continue", "new deal"]
        if g.is_over():
            # One person: Review in the row of buttons; several: one Review per person beside the scores.
            return (["review"] if self.review_seat is None and len(self.humans) == 1 else []) + ["new deal"]
        if not self.my_turn():
            return undo + last + ["new deal"]
        actions = {m.action for m in g.legal_plays()}
        out = []
        if actions & {"lead", "lay"}:
            out.append("play")
        out += [a for a in ("show", "chui", "declare", "pass") if a in actions]
        return out + ["hint"] + undo + last + ["new deal"]

    def selectable(self) -> bool:
        """Returns True when selecting cards of your hand means something (to play or declare them)."""
        if not self.my_turn():
            return False
        return any(m.action in ("lead", "lay", "declare") for m in self.game.legal_plays())

    def select(self, cards) -> None:
        """Selects these cards of your hand (text like ``"R R"`` or cards), replacing the selection."""
        self.selected = list(Hand(cards))
        self._moved_on()
        self._refresh()

    def _moved_on(self) -> None:
        """The reader changed the selection, or the game moved on: a refusal said before ("Not allowed: …",
        "Wait: it is not your turn.") no longer answers anything on the table, and goes."""
        if self.refused:
            self.message, self.refused = "", False

    def toggle(self, index: int) -> None:
        """Selects the card at ``index`` of your hand, or unselects it if it was selected."""
        hand = list(self.hand)
        if checks.as_whole(index) is None or not 0 <= index < len(hand):
            raise UsageError(t("card {index} of your hand: you hold {cards}", self.lang,
                               index=_shown(index), cards=_cards(len(hand), self.lang)))
        marks = self._marks()
        marks[index] = not marks[index]
        self.selected = [card for card, on in zip(hand, marks) if on]
        # Which copy of two equal cards was pressed: the one pressed is the one lifted.
        self._picked = tuple(i for i, on in enumerate(marks) if on)
        self._moved_on()
        self._refresh()

    def _marks(self, cards=None) -> list:
        """Returns, for each card of your hand in order, whether it is selected (or one of ``cards``).

        The cards pressed are marked where they were pressed (of two equal cards, the one pressed);
        a selection made otherwise (:meth:`select`, a hint) marks the first copies."""
        hand = list(self.hand)
        picked = self._picked
        if cards is None and all(i < len(hand) for i in picked) and [hand[i] for i in picked] == list(self.selected):
            return [i in picked for i in range(len(hand))]
        chosen = list(self.selected if cards is None else cards)
        marks = []
        for card in self.hand:
            marks.append(card in chosen)
            if card in chosen:
                chosen.remove(card)
        return marks

    def choose(self, name: str, value) -> None:
        """Sets a choice for the next deal: ``players`` (2, 3, 4), ``preset``, ``strength`` or
        ``seed`` (the deal number)."""
        lang = self.lang
        if name == "seed":
            if isinstance(value, int) and not isinstance(value, bool):
                number = int(value)
            else:  # the page's text: ASCII digits only
                number = checks.digits(value.strip(), 30, signed=True) if isinstance(value, str) else None
            if number is None:
                raise UsageError(t("the deal number {value} is not a whole number", lang, value=_shown(value)))
            value = number
            if not 0 <= value <= MAX_SEED:
                biggest = thousands(MAX_SEED, lang)
                raise UsageError(t("the deal number {value} is not between 0 and {biggest}", lang,
                                    value=value, biggest=biggest))
        elif name == "players":
            if checks.digits(value.strip() if isinstance(value, str) else None, 2) is not None:
                value = int(value.strip())  # the page sends its choices as text (ASCII digits)
            with language(lang):
                value = checks.players(value)
        elif name == "preset":
            if not isinstance(value, str) or value not in PRESETS:
                raise UsageError(t("no rules called {name}; choose one of {choices}", lang,
                                   name=_shown(value), choices=list(PRESETS)))
        elif name == "strength":
            if not isinstance(value, str) or value not in STRENGTHS:
                raise UsageError(t("no strength called {name}; choose one of {choices}", lang,
                                   name=_shown(value), choices=list(STRENGTHS)))
        elif name == "tempo":  # how long a finished trick stays: applies at once
            text = str(value).strip()
            if checks.digits(text, 3) not in TEMPOS:
                raise UsageError(t("no tempo of {value} seconds; choose one of {choices}", lang,
                                   value=_shown(value), choices=list(TEMPOS)))
            self.tempo = int(text)
            self._refresh()
            return
        elif isinstance(name, str) and name.startswith("seat-") and name[5:] in ("1", "2", "3"):
            if value not in SEAT_KINDS:
                raise UsageError(t("a seat is played by one of {choices}, not {value}", lang,
                                   choices=list(SEAT_KINDS), value=_shown(value)))
            seat = int(name[5:])
            people = set(self.choice["humans"]) - {seat}
            name, value = "humans", tuple(sorted(people | ({seat} if value == "person" else set())))
        elif name == "humans":
            value = self._humans(value, 4)
        else:
            raise UsageError(t("no choice called {name}; the choices are players, preset, strength, seed, "
                               "seat-1 to seat-3 and tempo", lang, name=_shown(name)))
        self.choice[name] = value
        # What New deal will do is said by the settings' own note (SETTINGS_NOTE) while they differ.
        self.message, self.refused = "", False
        allowed = _players_for(self.choice["preset"])
        if self.choice["players"] not in allowed:
            # The rules say how many may play (rules.PRESET_PLAYERS): the table keeps to it and says so.
            self.choice["players"] = allowed[-1]
            self.message = t("With the {preset}, the table deals for {players} players only.", lang,
                             preset=t(PRESET_NAMES[self.choice["preset"]], lang), players=number_word(allowed[-1], lang))
        self._refresh()

    def settings_changed(self) -> bool:
        """Returns whether a setting chosen (players, rules, strength, deal number) differs from the deal in play."""
        c = self.choice
        people = tuple(p for p in c["humans"] if p < c["players"]) or (0,)
        return ((c["players"], c["preset"], c["strength"]) != (self.rules.players, self.preset, self.strength)
                or c.get("seed", self.seed) != self.seed or people != self.humans)

    def click(self, button: str) -> None:
        """Presses a button by name (see :data:`BUTTONS`); the result shows in :attr:`message` and :attr:`log`."""
        if not isinstance(button, str) or button not in BUTTONS:
            raise UsageError(t("no button called {name}; the buttons are {choices}", self.lang,
                               name=_shown(button), choices=list(BUTTONS)))
        self.message = ""
        self.refused = False
        self.said = []
        why = ""
        self.hinted = []
        with language(self.lang):
            try:
                if button == "free deal":  # the guide hands over: a new deal as the settings say, no guide
                    self.guide = None
                    c = self.choice
                    self.new_deal(c["players"], c["preset"], self._next_seed(), c["strength"])
                    return
                if button == "new deal":
                    c = self.choice
                    self.new_deal(c["players"], c["preset"], self._next_seed(), c["strength"])
                    return
                if button == "continue":
                    self._continue()
                elif button == "last trick":
                    self.viewing_last = bool(self.game.history) and not self.viewing_last
                elif button == "undo":
                    self._take_back()
                elif button == "hint":
                    self.message = self.hint()
                    why = self.hint_why
                elif button == "review":
                    self.review()
                elif not self.my_turn():
                    self.message = (t("Wait: it is not your turn.", self.lang) if not self.game.is_over()
                                    else t("The deal is over.", self.lang))
                    self.refused = True
                else:
                    self._human_move(button)
            except (IllegalPlayError, TamCucError) as err:
                self.message = refusal(err, self.lang)
                self.refused = True
        self.hint_why = why
        self._refresh()

    def _continue(self) -> None:
        """Continue: the finished trick goes from the table, or the next person takes the device."""
        if self.trick_done:
            self.trick_done = False
        elif self.pass_to() is not None:
            self.seat = self.pass_to()
            self.selected = []
        else:
            raise IllegalPlayError(t("there is nothing to continue: play on", self.lang))
        self.viewing_last = False
        if self.autoplay:
            self._run_bots()

    def _take_back(self) -> None:
        """Undo: the deal goes back to just before your last move (the beginners' rules allow it)."""
        if not self.may_undo():
            if not self.rules.undo:
                raise IllegalPlayError(t("only the beginners' rules let you take a move back", self.lang))
            if self.game.is_over():
                raise IllegalPlayError(t("the deal is over: no move can be taken back now", self.lang))
            raise IllegalPlayError(t("there is no move of yours to take back", self.lang))
        moves, rng, log, logged = self._undo.pop(self.seat)
        game = Game(self.rules, seed=self.seed, drawer=DRAWER)
        for move in self.game.moves[:moves]:
            game.push(move)
        self.game = game
        self.rng.setstate(rng)
        self.log = self.log[:log]
        self._tricks_logged = logged
        # A later snapshot of another person's move is no longer in play.
        self._undo = {p: u for p, u in self._undo.items() if u[0] < moves}
        self.followed = {i for i in self.followed if i < moves}
        self._hint_at = (-1, ())  # a hint given after the position taken back is for a position no longer in play
        self.trick_done = False
        self.viewing_last = False
        self.selected = []
        self.log.append(t("{name} took back a move (undo: the beginners' rules allow it while learning).",
                          self.lang, name=self.names[self.seat]))
        self.said = [self.log[-1]]

    def _next_seed(self) -> int:
        """Returns the number of the deal New deal starts: the one chosen, else the next one."""
        return self.choice["seed"] if "seed" in self.choice else self.seed + 1

    def _human_move(self, button: str) -> None:
        g = self.game
        p = self.seat
        lang = self.lang
        if button == "play":
            if g.phase not in ("lead", "lay"):
                what = (t("show or fold (chui)", lang) if g.phase == "reveal" else t("declare or pass", lang))
                raise IllegalPlayError(t("now is the time to {what}, not to play cards", lang, what=what))
            move = Move(p, g.phase, Hand(self.selected))
            if not move.cards:
                need = g.lay_count(self.seat) if g.phase == "lay" else None
                if need == 1:
                    text = t("select the card to lay first (click it), then press Play", lang)
                elif need:
                    text = t("select the {n} cards to lay first (click them), then press Play", lang, n=number_word(need, lang))
                else:
                    text = t("select the cards to lead first (click them), then press Play", lang)
                raise IllegalPlayError(text)
        elif button in ("show", "chui"):
            if g.phase != "reveal":
                if g.phase == "lead" and g.to_move == self.seat:  # the leader shows what they call, never folds
                    raise IllegalPlayError(t("you lead this trick: select the cards to call, then press Play", lang))
                if button == "show":
                    raise IllegalPlayError(t("there is nothing to show yet, so lay your cards first", lang))
                raise IllegalPlayError(t("there is nothing to chui yet, so lay your cards first", lang))
            move = next(m for m in g.legal_plays() if m.action == button)
        elif button == "declare":
            declares = [m for m in g.legal_plays() if m.action == "declare"]
            if not declares:
                raise IllegalPlayError(t("you hold no four or five soldiers of one colour to declare", lang))
            wanted = Hand(self.selected)
            move = next((m for m in declares if m.cards == wanted), max(declares, key=lambda m: len(m.cards)))
        else:
            move = Move(p, "pass", Hand())
        # The engine says why a move is refused, to "you" and with cards named in words, not by code.
        why = g.why_illegal(move, who=t("you", lang), codes=False)
        if why:
            raise IllegalPlayError(why)
        if self.guide is not None:  # an allowed move that is not the guided one: the guide says why, try again
            why = self.guide.check(g, move, lang)
            if why:
                self.message = why
                self.selected, self._picked = [], ()
                return
        if self.rules.undo:
            self._undo[p] = (len(g.moves), self.rng.getstate(), len(self.log), self._tricks_logged)
        at, suggested = self._hint_at
        if at == len(g.moves) and move in suggested:  # the reader played a move the hint suggested here
            self.followed.add(len(g.moves))
        g.push(move)
        self.selected = []
        self._after_move(move)
        if self.autoplay:
            self._run_bots()

    def _after_move(self, move: Move) -> None:
        """Adds to the log whatever the last move completed: a declaration, a trick, the end."""
        g = self.game
        self.viewing_last = False
        line = capitalise(self._move_words(move)) + "."
        # Folds one after another are one sentence ("Bình, Chi và Dũng đều chui, …"), as the trick's story says them;
        # so are lays of as many cards one after another ("Bình, Chi và Dũng đều úp một quân.").
        kind = (move.action, len(move.cards) if move.action == "lay" else 0)
        run = getattr(self, "_said_run", None)
        if move.action in ("chui", "lay") and run and run[0] == kind and self.said and self.said[-1] == run[2]:
            who = run[1] + [self.names[move.player]]
            names = _join(who, self.lang)
            cards = count_words(len(move.cards), "card", self.lang)
            if move.action == "chui" and len(who) == 2:  # "Chi and Dũng both fold", not "all"
                line = t("{names} both fold (chui) and keep their cards hidden.", self.lang, names=names)
            elif move.action == "chui":
                line = t("{names} all fold (chui) and keep their cards hidden.", self.lang, names=names)
            elif len(who) == 2:
                line = t("{names} both lay {cards} face down.", self.lang, names=names, cards=cards)
            else:
                line = t("{names} all lay {cards} face down.", self.lang, names=names, cards=cards)
            self.said[-1] = line
        else:
            who = [self.names[move.player]]
            self.said.append(line)
        self._said_run = (kind, who, line) if move.action in ("chui", "lay") else None
        if move.action == "declare":
            self.log.append(g.declarations[-1].describe(self.names) + ".")
        while self._tricks_logged < len(g.history):
            # The story tells what the reader knows: a fold by anyone else is only a fold. Friends at one
            # screen share the story, so it tells what the whole table knows.
            viewer = self.seat if len(self.humans) == 1 else None
            self.log.append(g.history[self._tricks_logged].explain(self.names, viewer=viewer))
            self.said.append(self.log[-1])
            self._tricks_logged += 1
            # The finished trick waits for Continue, except the last: the deal is over, and the end says
            # who won it while that trick stays on the table (see _trick_html).
            self.trick_done = self.pause and not g.is_over()
        if g.is_over():
            summary = g.result().summary(self.names, sep="; ")
            self.log.append(t("The deal is over. {summary}.", self.lang, summary=summary))

    def _move_words(self, move: Move) -> str:
        """Returns ``move`` as the table says it to its seat: :meth:`Move.describe <tamcuc.game.Move.describe>`,
        except a lead the seat cannot see yet (laid face down, turned only at the reveal; the engine's
        :meth:`Trick.face_up <tamcuc.game.Trick.face_up>` says), which is said without its cards."""
        if move.action == "lead" and not self._sees(move):
            return t("{who} calls {call} and lays {cards} face down", self.lang, who=self.names[move.player],
                     call=call_words(len(move.cards), self.lang),
                     cards=count_words(len(move.cards), "card", self.lang))
        return move.describe(self.names, self.lang)

    def _sees(self, move: Move) -> bool:
        """Returns True when the table's seat sees the cards of ``move``, just made, as the engine says: in the trick
        under way (:meth:`Trick.face_up <tamcuc.game.Trick.face_up>`) or, when the move ended a trick, in that
        trick's record."""
        g = self.game
        trick = g.trick
        if trick is not None and move.player in trick.order:
            return trick.face_up(move.player, self.seat)
        if g.history and move.player in g.history[-1].order:
            return g.history[-1].face_up(move.player, self.seat)
        return True

    def step(self) -> bool:
        """Plays one computer move if a computer is to move, or works on the review under way for a
        moment (:data:`REVIEW_CHUNK_S`); returns whether it did."""
        if self.reviewing():
            with language(self.lang):
                self._review_work(REVIEW_CHUNK_S)
            self._refresh()
            return True
        if not self.pending():
            return False
        g = self.game
        p = g.to_move
        with language(self.lang):
            move = self.bots[p].choose(g, p, self.rng)
            g.push(move)
            self._after_move(move)
            self._moved_on()
            self._refresh()
        return True

    def _run_bots(self) -> None:
        while self.pending():
            p = self.game.to_move
            move = self.bots[p].choose(self.game, p, self.rng)
            self.game.push(move)
            self._after_move(move)

    def hint(self) -> str:
        """Returns what the strongest bot would do in your place; :attr:`hint_why` says why, in words."""
        self.hint_why = ""
        lang = self.lang
        if self.game.is_over() or not self.my_turn():
            return t("No hint now: it is not your turn.", lang)
        if self.game.show_cannot_win():  # the engine's fact, not a sampled guess: a fold loses alike, and hides
            fold = next(m for m in self.game.legal_plays() if m.action == "chui")
            self._hint_select(fold)
            self._hint_at = (len(self.game.moves), (fold,))
            play = _your_play(Play(fold.cards), lang)
            if counts_as_folded(fold.cards, self.rules, self.game.is_first_trick):
                self.hint_why = t("Showing your {play} cannot win this trick: it holds a rank banned in the first "
                                  "trick. If you fold (chui) you lose the trick just the same, and your cards stay "
                                  "secret (lesson 5).", lang, play=play)
            else:
                self.hint_why = t("Showing your {play} cannot win this trick: a play turned over before it beats it, "
                                  "or equals it and came first. If you fold (chui) you lose the trick just the same, "
                                  "and your cards stay secret (lesson 5).", lang, play=play)
            return t("Hint: {advice}.", lang, advice=_advice(fold, lang=lang))
        bot = self.hint_bot
        rng = make_rng(self.seed * 7919 + len(self.game.moves))
        if not hasattr(bot, "evaluate"):
            move = bot.choose(self.game, self.seat, rng)
            self._hint_select(move)
            self._hint_at = (len(self.game.moves), (move,))
            self.hint_why = t("That is the move the computer's way of playing picks here.", lang)
            return t("Hint: {advice}.", lang, advice=_advice(move, lang=lang))
        # Equally good moves (the same average, as the hint shows it): the one that keeps pairs and triples whole.
        ranked = break_ties(bot.evaluate(self.game, self.seat, rng), self.hand)
        best_value, best = ranked[0]
        self._hint_select(best)
        self._hint_at = (len(self.game.moves), (best,))
        if len(ranked) == 1:
            if len(self.game.legal_plays()) == 1:
                self.hint_why = t("It is the only thing you can do now.", lang)
            elif self.game.phase != "lay":  # one move searched among several (sampling._candidates): the bot's pick
                self.hint_why = t("That is the move the computer's way of playing picks here.", lang)
            else:  # a lay: what the seat can follow with is the engine's answer (tricks.must_fold), never guessed
                self.hint_why = self._lay_why(best)
            return t("Hint: {advice}.", lang, advice=_advice(best, lang=lang))
        same = [m for v, m in ranked[1:] if round(v, 1) == round(best_value, 1)]
        text = t("Hint: {advice}.", lang, advice=_advice(best, lang=lang))
        if same:  # "(Laying a black elephant or a red elephant is just as good.)", the verb said once
            self._hint_at = (len(self.game.moves), (best, *same[:2]))  # suggested too: "just as good"
            text = t("{hint} ({other} is just as good.)", lang, hint=text,
                     other=capitalise(_alternatives([best] + same[:2], lang)))
        self.hint_why = _why(bot, ranked, lang)
        return text

    def _lay_why(self, best: Move) -> str:
        """Returns why the hint lays ``best`` when the hint weighed one lay alone: the seat holds no play of the
        kind called (every legal lay folds, as :func:`tamcuc.tricks.must_fold` says), or ``best`` is the one play
        of that kind it holds (and no first-trick ban makes it fold); else the computer's own pick."""
        g, lang = self.game, self.lang
        follows = [m for m in g.legal_plays() if not must_fold(m.cards, g.call)]
        if not follows:
            return t("You cannot follow with the kind of play called, so you will fold (chui) this trick whatever "
                     "you lay: lay the cards you need least.", lang)
        if follows == [best] and not counts_as_folded(best.cards, self.rules, g.is_first_trick):
            return t("It is the only play you hold of the kind called: lay it, and when the cards are turned you "
                     "will see whether it wins.", lang)
        return t("That is the move the computer's way of playing picks here.", lang)

    def _hint_select(self, move: Move) -> None:
        """Marks the hinted move's cards, and selects those of the hand as a click would (a lead, a lay, a
        declaration): the reader may press Play at once, or change the selection."""
        self.hinted = list(move.cards)
        if move.action in ("lead", "lay", "declare"):
            self.selected, self._picked = list(move.cards), ()

    # -- the review of the deal (tamcuc._review): after the scores ---------------------------
    def review(self, seat: Optional[int] = None) -> None:
        """Starts the review of ``seat``'s play (default: the person at the device) once the deal is over.

        Only a seat a person played may be reviewed (in pass-and-play, each their own). The notebook
        (``autoplay``) works it out at once; the page a little at each :meth:`step`, drawing the
        progress in between (:data:`REVIEW_CHUNK_S`). The marks are :func:`tamcuc.review`'s,
        with a seed from the deal number, so a deal reviewed twice gets the same marks."""
        lang = self.lang
        if not self.game.is_over():
            raise IllegalPlayError(t("the review comes after the scores: play the deal to the end first", lang))
        seat = self.seat if seat is None else seat
        if type(seat) is not int or seat not in self.humans:  # not True/False, None or 0.0: a seat number
            raise UsageError(t("seat {seat}: only a seat a person played can be reviewed ({seats})", lang,
                               seat=_shown(seat), seats=_join([self.names[p] for p in self.humans], lang)))
        seat = int(seat)
        self.review_seat = seat
        self.reviewed = None
        self.review_at = 0
        self._reviewer = Reviewer(self.game, seat, rng=make_rng(self.seed * 7919 + seat))
        if self.autoplay:
            self._review_work(None)

    def reviewing(self) -> bool:
        """Returns True while a review is being worked out (the page then asks for :meth:`step` again)."""
        return self._reviewer is not None

    def _review_work(self, budget: Optional[float]) -> None:
        """Works out decisions of the review under way: all of them (``budget`` None), or at least one and
        then more while ``budget`` seconds have not passed."""
        import time

        reviewer = self._reviewer
        start = time.perf_counter()
        while reviewer.step():
            if budget is not None and time.perf_counter() - start >= budget:
                return
        self.reviewed = reviewer.result()
        self._reviewer = None

    def _review_event(self, arg: str) -> None:
        """The review's own buttons: a seat number starts that seat's review; ``prev`` / ``next`` step
        through the decisions; ``close`` folds the review away."""
        text = arg.strip() if isinstance(arg, str) else ""
        if checks.digits(text, 2) is not None:
            self.review(int(text))
        elif text in ("prev", "next") and self.reviewed is not None:
            last = len(self.reviewed.decisions) - 1
            self.review_at = max(0, min(last, self.review_at + (1 if text == "next" else -1)))
        elif text == "close":
            self.review_seat, self.reviewed, self._reviewer = None, None, None
        elif text not in ("prev", "next"):
            raise UsageError(t("no review button called {name}; they are a seat number, prev, next and close",
                               self.lang, name=_shown(arg)))

    def event(self, action: str, arg: str = "") -> None:
        """Applies one event of the page's face: ``toggle`` (a card index), ``click`` (a button),
        ``step`` (one computer move) or ``choose`` (``"name=value"``)."""
        self.said = []
        if action == "toggle":  # the page sends the card's index as text: only its digits are read as a number
            text = arg.strip() if isinstance(arg, str) else ""
            index = checks.digits(text, 6)
            self.toggle(arg if index is None else index)
        elif action == "click":
            self.click(arg)
        elif action == "step":
            self.step()
        elif action == "settings":
            self.settings_open = not self.settings_open
        elif action == "review":
            self.message, self.refused = "", False
            try:
                with language(self.lang):
                    self._review_event(arg)
            except TamCucError as err:
                self.message = refusal(err, self.lang)
        elif action == "choose":
            name, _, value = str(arg).partition("=")
            try:
                self.choose(name, value)
            except TamCucError as err:  # a setting refused: said until the next press, whatever the game does
                self.message, self.refused = refusal(err, self.lang), False
        else:
            raise UsageError(t("no table event called {name}; the events are toggle, click, step, choose and settings",
                               self.lang, name=_shown(action)))

    # -- what every face shows ------------------------------------------------------------
    def _won(self, record) -> str:
        """Says who won trick ``record``: "You win trick 2!" when it is the one person at the table."""
        if self.humans == (record.winner,):
            return t("You win trick {n}!", self.lang, n=record.number)
        return t("Trick {n}: {name} wins.", self.lang, n=record.number, name=self.names[record.winner])

    def winners(self) -> list:
        """Returns the seats in first place at the end of the deal (the engine's settlement,
        :attr:`Result.ranking <tamcuc.game.Result.ranking>`); empty while the deal goes on."""
        if not self.game.is_over():
            return []
        ranking = self.game.result().ranking
        return [p for p, place in enumerate(ranking) if place == 1]

    def winner_words(self) -> str:
        """Returns who won the deal, as the engine settled it: "You win the deal!", "Chi wins the deal.",
        "An and Chi share first place." or, when every seat is level, that the deal is a draw."""
        lang = self.lang
        first = self.winners()
        if not first:
            return ""
        me = self.humans[0] if len(self.humans) == 1 else None
        if len(first) == self.rules.players:
            return t("Everyone is level: the deal is a draw.", lang)
        if first == [me]:
            return t("You win the deal!", lang)
        if len(first) == 1:
            return t("{name} wins the deal.", lang, name=self.names[first[0]])
        if me in first:
            return t("You share first place with {others}.", lang,
                     others=_join([self.names[p] for p in first if p != me], lang))
        return t("{names} share first place.", lang, names=_join([self.names[p] for p in first], lang))

    def status(self) -> str:
        """Returns one line saying whose turn it is and what to do (at the end: who won the deal)."""
        g = self.game
        lang = self.lang
        if self.trick_done:
            won = self._won(g.history[-1])
            if self.tempo:
                return won
            return t("{won} Press Continue.", lang, won=won)
        if self.pass_to() is not None:
            return t("Pass to {name}.", lang, name=self.names[self.pass_to()])
        if self._reviewer is not None:
            done, total = self._reviewer.done, self._reviewer.total
            if self.humans == (self.review_seat,):
                return t("Reviewing your play… ({done} of {total} decisions)", lang, done=done, total=total)
            return t("Reviewing {name}'s play… ({done} of {total} decisions)", lang, name=self.names[self.review_seat],
                     done=done, total=total)
        if g.is_over():
            if self.guide is not None:  # the guide's closing words (its box, under this line) say what comes next
                return self.winner_words()
            return t("{winner} Press New deal to play another.", lang, winner=self.winner_words())
        need = g.lay_count(self.seat) or 0
        if g.phase == "declare":
            verb = t("declare your soldiers, or pass", lang)
        elif g.phase == "lead":
            verb = t("select a play to lead ({calls} cards) and press Play", lang,
                     calls=_join([number_word(n, lang) for n in self.rules.calls], lang, last="or"))
        elif g.phase == "lay":
            verb = tn("select {n} card to lay face down and press Play",
                      "select {n} cards to lay face down and press Play", need, lang,
                      n=number_word(need, lang))  # a small count in words: "chọn một quân để úp xuống"
        else:
            verb = t("show your laid cards, or fold (chui)", lang)
        if g.is_first_trick and self.rules.first_trick_ban:
            trick = t("Trick {n} (the first trick, with its ban)", lang, n=g.trick_number + 1)
        else:
            trick = t("Trick {n}", lang, n=g.trick_number + 1)
        if self.my_turn():
            return t("{trick}. Your turn: {what}.", lang, trick=trick, what=verb)
        return t("{trick}. Waiting for {name}.", lang, trick=trick, name=self.names[g.to_move])

    def _table_html(self, toggle: str = "") -> str:
        """Returns the board: the other seats round a central trick area (what the seat in front of
        the device may see, as the engine says; between two people's turns, what the whole table sees).
        ``toggle`` (the page's Last trick / Back to the table button) goes beside the trick area's title."""
        g = self.game
        lang = self.lang
        viewer = None if self.pass_to() is not None else self.seat
        seats = []
        for p in range(g.players):
            if p == viewer:
                continue
            n = len(g.hand(p))
            kind = t("person", lang) if p in self.humans else t("computer", lang)
            about = self._seat_words(n, len(g.kept[p]))
            turn = " tc-to-move" if g.to_move == p and not self.trick_done else ""
            fan = "".join(back_svg(CARD_PX) for _ in range(n))
            seats.append(
                f"<div class='tc-seat{turn}' data-seat='{p}'><span class='tc-who'>{esc(self.names[p])}</span> "
                f"<span class='tc-about'>({esc(kind)}, {esc(about)})</span>"
                f"<span class='tc-fan' aria-hidden='true'>{fan}</span></div>"
            )
        return (f"<div class='tc-others'>{''.join(seats)}</div>"
                f"<div class='tc-trick' role='group' aria-label='{esc(t('On the table', lang))}'>{self._trick_html(viewer, toggle)}</div>")

    def _seat_words(self, held: int, kept: int) -> str:
        """Returns what a seat holds and has kept: ``3 cards in hand, kept 2``; none kept is said in its own
        words (in Vietnamese "chưa ăn quân nào", not "đã ăn 0 quân"), and so is an empty hand."""
        lang = self.lang
        if held and kept:
            return t("{cards} in hand, kept {kept}", lang, cards=_cards(held, lang), kept=kept)
        if held:
            return t("{cards} in hand, none kept yet", lang, cards=_cards(held, lang))
        if kept:
            return t("no cards in hand, kept {kept}", lang, kept=kept)
        return t("no cards in hand, none kept", lang)

    def _trick_html(self, viewer: Optional[int], toggle: str = "") -> str:
        """Returns the trick area: the trick under way, or the finished one (all its plays turned as
        the engine says, the winner marked) while it is on show or the reader looks at the last trick."""
        g = self.game
        lang = self.lang
        record = g.history[-1] if (self.trick_done or self.viewing_last or g.is_over()) and g.history else None
        plays = []
        if record is not None:
            title = self._won(record)
            if self.viewing_last and not self.trick_done:
                title = t("Last trick. {title}", lang, title=title)
            for seat, cards, status in zip(record.order, record.laid, record.status):
                up = record.face_up(seat, viewer)
                plays.append(self._play_html(seat, cards, up, seat == record.winner, viewer, status, done=True))
        else:
            title = t("On the table:", lang)
            if g.trick_so_far and g.call:  # who led and what was called: "Trên chiếu: Chi gọi một cây."
                lead = g.trick_so_far[0][0]
                title = t("On the table: {who} called {call}.", lang, call=call_words(g.call, lang),
                          who=t("you", lang) if lead == viewer else self.names[lead])
            for seat, cards, status in g.trick_so_far:
                up = g.trick.face_up(seat, viewer)
                plays.append(self._play_html(seat, cards, up, False, viewer, status))
        laid = "".join(plays) or f"<em class='tc-empty'>{esc(t('no cards on the table', lang))}</em>"
        done = " data-tc-trick='%d'" % record.number if record is not None else ""
        return (f"<div class='tc-trick-head'><p class='tc-trick-title'{done}><strong>{esc(title)}</strong></p>{toggle}</div>"
                f"<div class='tc-plays'>{laid}</div>")

    def _play_html(self, seat: int, cards, up: bool, won: bool, viewer: Optional[int], status: str,
                   done: bool = False) -> str:
        """Returns one seat's play in the trick area; ``done``: the trick is finished (each play then says whether
        it wins, folds or loses)."""
        lang = self.lang
        who = t("You", lang) if seat == viewer else self.names[seat]
        # Each card laid face up has its short name under it, as in the hand (on one line, never broken
        # inside a word); a card face down has none.
        pics = "".join(
            f"<span class='tc-laid-card'>{card_svg(c, CARD_PX, lang=lang)}<span class='tc-laid-name' "
            f"aria-hidden='true'>{esc(capitalise(c.name(lang)))}</span></span>" if up
            else f"<span class='tc-laid-card'>{back_svg(CARD_PX, lang=lang)}</span>"
            for c in cards)
        note = ""
        you = seat == viewer  # "You win" / "You fold", not "You wins"
        if won:
            note = f"<span class='tc-won-mark'>{esc(t('win', lang) if you else t('wins', lang))}</span>"
        elif status in ("chui", "no play", "short"):
            note = f"<span class='tc-fold-mark'>{esc(t('fold', lang) if you else t('folds', lang))}</span>"
        elif done and status in ("led", "shown"):  # a finished trick: every play has its word, the beaten ones too
            note = f"<span class='tc-fold-mark'>{esc(t('lose', lang) if you else t('loses', lang))}</span>"
        return (f"<div class='tc-play{' tc-won' if won else ''}' data-seat='{seat}' data-up='{1 if up else 0}'>"
                f"<span class='tc-who'>{esc(who)}</span> {note}<span class='tc-laid'>{pics}</span></div>")

    # -- the guide (a guided deal: tamcuc.guide) ----------------------------------------------
    def guided(self) -> Optional[Move]:
        """Returns the move the guide asks of the reader now, or None (no guide, not the reader's turn)."""
        if self.guide is None or not self.my_turn():
            return None
        return self.guide.expected(self.game)

    def guided_button(self) -> str:
        """Returns the button the guide marks now: Play (after the marked cards), Show, Chui; at the end,
        Play a free deal; else ""."""
        if self.guide is None:
            return ""
        if self.game.is_over():
            return "free deal"
        move = self.guided()
        if move is None:
            return ""
        return {"lead": "play", "lay": "play"}.get(move.action, move.action)

    def guide_words(self) -> str:
        """Returns what the guide says now: the step's advice, the opening or closing words, or what to watch."""
        g, lang = self.game, self.lang
        if self.guide is None:
            return ""
        if g.is_over():
            return self.guide.advice(g, lang)
        if self.guided() is not None:
            with language(lang):
                return self.guide.advice(g, lang)
        if not any(m.player == self.seat for m in g.moves):
            return self.guide.intro(lang)
        return t("Watch the others play: the guide speaks again at your turn.", lang)

    def _guide_html(self) -> str:
        text = self.guide_words()
        if not text:
            return ""
        head, _, rest = text.partition("\n")
        more = f"<span class='tc-guide-why'>{esc(rest)}</span>" if rest else ""
        return (f"<div class='tc-guide' role='status' data-tc-guide='{esc(self.guide.name)}'>"
                f"<strong>{esc(head)}</strong> {more}</div>")

    def _kept_html(self) -> str:
        lang = self.lang
        mine = self.game.kept_view(self.seat, self.seat)  # folded cards taken with the trick stay face down (the engine's)
        if not mine:  # zero in its own sentence ("Em chưa ăn quân nào.", not "Em đã ăn được 0 quân.")
            if self.game.is_over():
                return esc(t("You kept no cards.", lang))
            return esc(t("You have not kept any cards yet.", lang))
        if self.game.is_over():
            # At the end the kept cards are the deal's harvest: drawn as the cards on the table are (their size,
            # each card's short name under it), on a row of their own, not as the small row of the deal in play.
            pictures = "".join(
                f"<span class='tc-laid-card'>{back_svg(CARD_PX, lang=lang)}</span>" if c is None else
                f"<span class='tc-laid-card'>{card_svg(c, CARD_PX, lang=lang)}<span class='tc-laid-name' "
                f"aria-hidden='true'>{esc(capitalise(c.name(lang)))}</span></span>" for c in mine)
            return t("You have kept {cards}: {pictures}", lang, cards=esc(_cards(len(mine), lang)),
                     pictures=f"<span class='tc-kept tc-kept-end'>{pictures}</span>")
        # During play, by name (a row of pictures small enough to leave the hand room was unreadable on a phone):
        # the cards kept face up, then how many face down (folded cards taken with the trick).
        hidden = sum(c is None for c in mine)
        # equal cards counted ("hai tượng đen"), never "tượng đen và tượng đen"
        shown = [c for c in mine if c is not None]
        words = ([cards_phrase(shown, lang)] if shown else []) + ([t("{n} face down", lang, n=hidden)] if hidden else [])
        return t("You have kept {cards}: {pictures}", lang, cards=esc(_cards(len(mine), lang)),
                 pictures=f"<span class='tc-kept-names'>{esc(_join(words, lang))}.</span>")

    def _log_html(self) -> str:
        items = "".join(f"<li>{esc(line)}</li>" for line in self.log)
        return f"<ol style='margin:0;padding-left:1.4em'>{items}</ol>"

    def _why_html(self) -> str:
        """Returns the reasons behind a hint, folded away under "Why?"."""
        if not self.hint_why:
            return ""
        why = esc(t("Why?", self.lang))
        return f" <details class='tc-why'><summary>{why}</summary>{esc(self.hint_why)}</details>"

    def score_names(self) -> list:
        """Returns the names the final scores give the seats: the table calls its one person "You", so their name
        says it, ``An (you)`` (``An (em)``); with several people at the device, the names alone."""
        names = list(self.names)
        if len(self.humans) == 1:
            names[self.seat] = t("{name} (you)", self.lang, name=names[self.seat])
        return names

    def _scores_html(self) -> str:
        if not self.game.is_over():
            return ""
        with language(self.lang):
            lines = self.game.result().summary(self.score_names()).splitlines()
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        rule = f"<p class='tc-note tc-score-rule'>{esc(scoring_words(self.rules, self.lang))}</p>"
        return (f"<div class='tc-scores'><strong>{esc(t('Final scores', self.lang))}</strong><ul>{items}</ul>"
                f"{rule}</div>")

    def _review_html(self) -> str:
        """Returns the review after the scores: one Review button per person at the device (pass-and-play),
        then, once worked out, the summary, the decision on show with its mark, the better move and why,
        Previous / Next / Close, and every decision folded away under a list."""
        lang = self.lang
        g = self.game
        if not g.is_over():
            return ""

        def act(arg, text, main=False):
            return (f"<button type='button' class='tc-button{' tc-main' if main else ''}' data-tc-act='review' "
                    f"data-tc-arg='{esc(arg)}'>{esc(text)}</button>")

        if self.review_seat is None:
            if len(self.humans) == 1:
                return ""  # the Review button is in the row of buttons (BUTTONS)
            buttons = "".join(act(str(p), t("Review {name}'s play", lang, name=self.names[p])) for p in self.humans)
            return f"<div class='tc-review' data-tc-review=''>{buttons}</div>"
        who = (t("Review of your play", lang) if self.humans == (self.review_seat,)
               else t("Review of {name}'s play", lang, name=self.names[self.review_seat]))
        head = f"<p class='tc-review-title'><strong>{esc(who)}</strong></p>"
        r = self.reviewed
        if r is None:
            return (f"<div class='tc-review' data-tc-review='{self.review_seat}' aria-busy='true'>{head}"
                    f"<p class='tc-review-progress' role='status'>{esc(self.status())}</p></div>")
        # How the computer knows, folded away: a child reads the summary first, a curious reader opens the rest.
        summary = (f"<p class='tc-review-summary'>{esc(capitalise(r.summary(lang)))}.</p>"
                   f"<details class='tc-review-how'><summary>{esc(t('How does the computer know?', lang))}</summary>"
                   f"<p class='tc-note'>{esc(r.how(lang))}</p></details>")
        if not r.decisions:
            body = f"<p class='tc-review-step'>{esc(t('You had no choice to make in this deal.', lang))}</p>"
            nav = act("close", t(REVIEW_WORDS["close"], lang))
            items = ""
        else:
            d = r.decisions[self.review_at]
            mark = esc(t(MARK_WORDS[d.mark], lang))
            where = t("Decision {i} of {n}, trick {trick}", lang, i=self.review_at + 1, n=len(r.decisions), trick=d.trick)
            body = (f"<p class='tc-review-step' data-mark='{d.mark}' data-index='{self.review_at}'>"
                    f"<span class='tc-review-where'>{esc(where)}:</span> <strong class='tc-mark tc-mark-{d.mark}'>"
                    f"{mark}</strong>. {esc(self._review_why(d))} <span class='tc-note'>{esc(d.worth(lang))}</span></p>")
            nav = (act("prev", t(REVIEW_WORDS["prev"], lang)) if self.review_at > 0 else "") + (
                act("next", t(REVIEW_WORDS["next"], lang), main=True) if self.review_at < len(r.decisions) - 1 else ""
            ) + act("close", t(REVIEW_WORDS["close"], lang))
            rows = "".join(f"<li data-mark='{x.mark}'>{esc(x.title(lang))}. {esc(self._review_why(x))}</li>"
                           for x in r.decisions)
            items = f"<details class='tc-review-all'><summary>{esc(t('Every decision', lang))}</summary><ol>{rows}</ol></details>"
        return (f"<div class='tc-review' data-tc-review='{self.review_seat}' role='region' aria-label='{esc(who)}'>"
                f"{head}{summary}{body}<div class='tc-buttons'>{nav}</div>{items}</div>")

    def _review_why(self, decision) -> str:
        """Returns the review's sentence for ``decision``; when the reader made that move because the hint suggested
        it (:attr:`followed`) and the review marks it a slip or a mistake, a sentence more says why the two differ:
        the hint tried fewer deals (the review's mark stays: it is the better estimate)."""
        why = decision.why(self.lang)
        if decision.index in self.followed and decision.mark in ("inaccuracy", "mistake"):
            why += " " + t("While you played, the hint chose the move you made here: it tried fewer deals, and the "
                           "review, trying more, found a better one.", self.lang)
        return why

    def label(self, button: str) -> str:
        """Returns what the button called ``button`` (one of :data:`BUTTONS`) says, in the table's language
        (Last trick says "Back to the table" while the last trick is open)."""
        if button == "last trick" and self.viewing_last and not self.trick_done:
            return t(BACK_LABEL, self.lang)
        return t(BUTTON_LABELS[button], self.lang)

    def title(self) -> str:
        """Returns the table's settings in words: players, rules, the computer's strength, the deal number."""
        return t("{players} players, {preset}, computer {strength}, deal number {seed}", self.lang,
                 players=self.rules.players, preset=t(PRESET_NAMES[self.preset], self.lang),
                 strength=t(STRENGTH_WORDS[self.strength], self.lang), seed=self.seed)

    # -- the page's face -------------------------------------------------------------------
    def html(self, *, style: bool = True) -> str:
        """Returns the whole table as HTML for the page; controls carry ``data-tc-act`` and ``data-tc-arg``.

        Its root element carries the table's language (``lang="vi"``). With ``style=False`` the table's
        stylesheet (``tamcuc/static/table.css``) is left out: the page links it once (the book's pages
        do), so that redrawing the table does not make the browser restyle the whole page."""
        with language(self.lang):
            return self._html(style)

    def _html(self, style: bool = True) -> str:
        lang = self.lang

        def option(value, current, label=None, disabled=False):
            sel = " selected" if str(value) == str(current) else ""
            sel += " disabled" if disabled else ""
            return f"<option value='{esc(str(value))}'{sel}>{esc(label or str(value))}</option>"

        def words(text):
            return esc(t(text, lang))

        c = self.choice
        preset_label = (lambda n: t(PRESET_NAMES[n], lang))
        seats = "".join(
            f"<label>{esc(self.names[p] if p < len(self.names) else DEFAULT_NAMES[p])} "
            f"<select data-tc-act='choose' data-tc-arg='seat-{p}'>"
            + "".join(option(k, "person" if p in c["humans"] else "computer", t(SEAT_KINDS[k], lang)) for k in SEAT_KINDS)
            + "</select></label> "
            for p in range(1, c["players"])
        )
        open_ = self.settings_open
        settings = (
            f"<div class='tc-settings'{'' if open_ else ' hidden'}>"
            f"<label>{words(N_('Players'))} <select data-tc-act='choose' data-tc-arg='players'>"
            + "".join(option(n, c["players"], disabled=n not in _players_for(c["preset"])) for n in PLAYERS)
            + "</select></label> "
            f"<label>{words(N_('Rules'))} <select data-tc-act='choose' data-tc-arg='preset'>"
            + "".join(option(n, c["preset"], preset_label(n)) for n in PRESETS) + "</select></label> "
            f"<label>{words(N_('Computer'))} <select data-tc-act='choose' data-tc-arg='strength'>"
            + "".join(option(n, c["strength"], t(STRENGTH_NAMES[n], lang)) for n in STRENGTHS)
            + "</select></label> "
            f"<label>{words(N_('Deal number'))} <input type='number' inputmode='numeric' min='0' "
            f"max='{MAX_SEED}' step='1' size='6' data-tc-act='choose' data-tc-arg='seed' "
            f"value='{self._next_seed() if 'seed' in c else self.seed}'></label>"
            f"<span class='tc-note'> {words(N_('(the same number deals the same cards)'))}</span>"
            f"<span class='tc-seats'>{words(N_('Who plays:'))} {seats}</span>"
            f"<label>{words(N_('After each trick, wait'))} <select data-tc-act='choose' data-tc-arg='tempo'>"
            + "".join(option(n, self.tempo, t(TEMPO_NAMES[n], lang)) for n in TEMPOS) + "</select></label>"
            + "</div>"
        )
        toggle = (f"<button type='button' class='tc-settings-toggle' data-tc-act='settings' data-tc-arg='' "
                  f"aria-expanded='{'true' if open_ else 'false'}'>"
                  f"{words(N_('Settings'))}</button> <span class='tc-title'>{esc(self.title())}</span>")
        passing = self.pass_to()
        selectable = self.selectable() and passing is None
        cards = []
        guided = self.guided()
        hinted = self._marks(self.hinted)
        marked = self._marks(list(guided.cards)) if guided is not None and guided.action in ("lead", "lay") else []
        if passing is None:
            for i, (card, on) in enumerate(zip(self.hand, self._marks())):
                # The card's short name under its picture: the face shows the Hán character only.
                pic = card_svg(card, 44, lang=lang) + f"<span class='tc-card-name' aria-hidden='true'>{esc(capitalise(card.name(lang)))}</span>"
                hint = (" tc-hinted" if hinted[i] else "") + (" tc-guided" if marked and marked[i] else "")
                if selectable:
                    cards.append(
                        f"<button type='button' class='tc-card{hint}' data-tc-act='toggle' data-tc-arg='{i}' "
                        f"aria-pressed='{'true' if on else 'false'}' aria-label='{esc(_label(card, lang))}'>{pic}</button>"
                    )
                else:
                    cards.append(f"<span class='tc-card'>{pic}</span>")
            hand = "".join(cards)
            name = self.names[self.seat]
            note = f"<span class='tc-note'>{words(N_('(select cards, then press a button):'))}</span> "
            if not cards:  # an empty hand has no heading "Your hand": it says so, and there is nothing to select
                whose, note = (words(N_("You have played all your cards.")) if len(self.humans) == 1
                               else esc(t("{name} has played all their cards.", lang, name=name))), ""
            elif len(self.humans) > 1:  # players share the screen: whose hand it is, and whether to play now
                whose = esc(t("{name}'s hand — your turn", lang, name=name) if self.my_turn()
                            else t("{name}'s hand", lang, name=name))
            else:
                whose = words(N_("Your hand"))
            hand_box = (f"<div class='tc-hand' data-seat='{self.seat}'><p class='tc-hand-title'><strong>{whose}</strong> "
                        f"{note}<span class='tc-kept-line'>{self._kept_html()}</span></p><div class='tc-cards'>{hand}</div></div>")
        else:
            hand_box = (f"<div class='tc-hand tc-hidden' data-seat=''><p class='tc-pass'><strong>"
                        f"{esc(t('Pass to {name}', lang, name=self.names[passing]))}</strong></p><p>"
                        f"{esc(t('Every hand is hidden. {name}, press Continue when only you can see the screen.', lang, name=self.names[passing]))}"
                        "</p></div>")
        live = self.available()
        main = self.main_button()
        def button(name, kind=""):
            kind += " tc-guided" if name == self.guided_button() else ""
            return (f"<button type='button' class='tc-button{kind}{' tc-main' if name == main else ''}' "
                    f"data-tc-act='click' data-tc-arg='{esc(name)}'>{esc(self.label(name))}</button>")

        # Last trick (then "Back to the table") changes what the trick area shows: it sits on that area's
        # title line, and the row of buttons under the hand keeps the moves (one row, even on a phone).
        buttons = "".join(button(name) for name in BUTTONS if name in live and name != "last trick")
        back = button("last trick", " tc-trick-toggle") if "last trick" in live else ""
        # A setting changed waits for New deal: said beside the buttons, seen whether the settings are open or not.
        waiting = (f"<p class='tc-settings-note' role='status'>{words(SETTINGS_NOTE)}</p>"
                   if self.settings_changed() else "")
        message = f"<div class='tc-message' role='status'>{esc(self.message)}{self._why_html()}</div>" if self.message else ""
        label = t("Game table: {title}", lang, title=self.title())
        wait = self.tempo * 1000 if self.trick_done and self.tempo else 0
        said = " ".join(self.said[-10:])  # what happened since the reader's last press: a trick and the next lead
        sheet = f"<style>{css('table.css')}</style>" if style else ""
        return (
            f"<div class='tamcuc-live'{lang_attribute(lang, quote=_APOSTROPHE)} data-tc-pending='{'1' if self.pending() or self.reviewing() else '0'}' "
            f"data-tc-over='{'1' if self.game.is_over() else '0'}' data-tc-moves='{len(self.game.moves)}' "
            f"data-tc-trick-done='{'1' if self.trick_done else '0'}' data-tc-pass='{'' if passing is None else passing}' "
            f"data-tc-wait-ms='{wait}' data-tc-reviewing='{'1' if self.reviewing() else '0'}' "
            f"data-tc-main='{esc(main)}' aria-label='{esc(label)}'>"
            f"{sheet}"
            f"<div class='tc-top'>{toggle}</div>{settings}"
            f"<div class='tc-board'>{self._table_html(back)}</div>"
            f"<p class='tc-status'><strong>{esc(self.status())}</strong></p>"
            f"{self._guide_html()}{hand_box}"
            f"<div class='tc-buttons'>{buttons}</div>{waiting}{message}{self._scores_html()}{self._review_html()}"
            f"<div class='tc-said' hidden>{esc(said)}</div>"
            f"<div class='tc-log'><details><summary><strong>{words(N_('What has happened'))}</strong></summary>"
            f"{self._log_html()}</details></div></div>"
        )

    # -- the notebook's face ---------------------------------------------------------------
    def _refresh(self) -> None:
        if self._widget is not None:
            self._widget.redraw()

    def widget(self):
        """Returns the notebook's face (built on first use): this table's :meth:`html` as an anywidget
        (:class:`tamcuc.table_widget.TableWidget`), its clicks carried to :meth:`event`; from then on
        the computer's moves come one at a time and each finished trick waits, as on the site."""
        if self._widget is None:
            from .table_widget import TableWidget

            self._widget = TableWidget(self)
        return self._widget

    # -- where no Python runs --------------------------------------------------------------
    def static_html(self) -> str:
        """Returns the face shown where no Python runs: how to play, and a replay of a seeded deal.

        Its ``data-tamcuc-table`` attributes hold the settings, so that the site's engine
        loader can put a live table (:meth:`html`) in its place when Python runs in the page.
        """
        lang = self.lang
        guide, steps = self.guide, ""
        with language(lang):
            if guide is not None:  # the guided deal as the guide plays it, and its advice step by step
                game, steps = self._guide_steps()
            else:
                game = Game(self.rules, seed=self.seed)
                game.play_out([RuleBot() for _ in range(self.rules.players)], seed=make_rng(self.seed))
            title = t("Table replay: {players} players, {preset}, deal number {seed}", lang,
                      players=self.rules.players, preset=t(PRESET_NAMES[self.preset], lang), seed=self.seed)
            replay = Replay(game, title=title)
            shown = replay_html(replay)
        guided = f" data-guide='{esc(guide.name)}'" if guide is not None else ""
        return (
            f"<div class='tamcuc-table-static'{lang_attribute(lang, quote=_APOSTROPHE)} data-tamcuc-table='1' data-players='{self.rules.players}' "
            f"data-preset='{esc(self.preset)}' data-seed='{self.seed}' data-strength='{esc(self.strength)}'{guided} "
            "style='border:1px solid #c9bfa8;border-radius:8px;padding:.8em;"
            "background:#fffdf6;color:#1c1c1c'><style>.tamcuc-table-static code{color:#1c1c1c;"
            "background:#efe9da}</style>"
            # Why this face is here: the page's engine loader hides it while the engine loads, and shows it
            # again if the engine fails (where no script runs at all, it simply shows).
            + "<div class='tc-static-why'>"
            + (t("<p><strong>The live game table needs Python, which could not start here.</strong> "
                 "Below you can step through a deal that computer players played with the same "
                 "settings. To play yourself, try another browser, or open this lesson's notebook in "
                 "JupyterLab.</p>", lang) if guide is None else
               t("<p><strong>The guided deal needs Python, which could not start here.</strong> Below are "
                 "the guide's steps, then the whole deal played as the guide advises, to step through. To "
                 "play it yourself, try another browser, or open this lesson's notebook in JupyterLab.</p>",
                 lang))
            + f"</div>{steps}{shown}</div>"
        )

    def _guide_steps(self) -> tuple:
        """Returns the guided deal played through as its guide asks, and the guide's words at each of
        the reader's steps as a list (the static face's account of the guided deal)."""
        guide, lang = self.guide, self.lang
        game = guide.game()
        items = []
        while not game.is_over():
            guide.play_computer(game)
            move = guide.expected(game)
            if move is None:
                continue
            head, _, why = guide.advice(game, lang).partition("\n")
            items.append(f"<li><strong>{esc(head)}</strong> {esc(why)}</li>")
            guide.push(game, move, lang)
        text = (f"<p>{esc(guide.intro(lang))}</p><ol class='tc-guide-steps'>{''.join(items)}</ol>"
                f"<p>{esc(guide.advice(game, lang))}</p>")
        return game, text

    def _repr_mimebundle_(self, include=None, exclude=None):
        return with_widget({"text/plain": repr(self), "text/html": self.static_html()}, self.widget, include, exclude)

    def __repr__(self) -> str:
        return f"<Table: {self.rules.players} players, {self.preset} rules, seed {self.seed}>"


_GERUNDS = {"lead": "leading", "lay": "laying", "show": "showing", "fold": "folding",
            "declare": "declaring", "pass": "passing"}


def _advice(move: Move, gerund: bool = False, lang: Optional[str] = None) -> str:
    """Returns a move as advice to the reader, e.g. ``lead a pair of red chariots``
    (``gerund=True``: ``leading a pair of red chariots``; Vietnamese has one form)."""
    if move.action == "lead":
        text = t("lead {play}", lang, play=_play_words(Play(move.cards), lang))
    elif move.action == "lay":
        text = t("lay {cards}", lang, cards=cards_phrase(move.cards, lang))  # equal cards counted: "hai tốt đỏ"
    elif move.action == "show":
        text = t("show your {play}", lang, play=_your_play(Play(move.cards), lang))
    elif move.action == "chui":
        text = t("fold (chui), your cards face down", lang)
    elif move.action == "declare":
        text = t("declare {play}", lang, play=_play_words(Play(move.cards), lang))
    else:
        text = t("pass (declare nothing now)", lang)
    return _gerund(text, lang) if gerund else text


def _your_play(play: Play, lang: Optional[str] = None) -> str:
    """Returns ``play`` as said after "your": ``black cannon`` (English, no article), ``quân pháo đen``, ``đôi xe đỏ``."""
    return play.name_en if resolve(lang) == "en" else _play_words(play, lang)


def _gerund(advice: str, lang: Optional[str] = None) -> str:
    """Returns advice (``lay a red chariot``) as a gerund in English (``laying a red chariot``); Vietnamese has
    one form."""
    if resolve(lang) != "en":
        return advice
    verb, _, rest = advice.partition(" ")
    return f"{_GERUNDS[verb]} {rest}"


def _alternatives(moves: Sequence[Move], lang: Optional[str] = None) -> str:
    """Returns the moves after the first as alternatives, the verb said once when they share it: ``laying a black
    elephant or a red elephant`` (``úp quân tượng đen hay quân tượng đỏ``); else ``showing … or folding …``."""
    first, rest = moves[0], list(moves[1:])
    if all(m.action == first.action for m in rest) and first.action in ("lay", "lead"):
        if first.action == "lay":
            things = [cards_phrase(m.cards, lang) for m in rest]
            text = t("lay {cards}", lang, cards=_join(things, lang, last="or"))
        else:
            text = t("lead {play}", lang, play=_join([_play_words(Play(m.cards), lang) for m in rest], lang, last="or"))
        return _gerund(text, lang)
    return _join([_advice(m, gerund=True, lang=lang) for m in rest], lang, last="or")


def _number(value: float, lang: Optional[str] = None) -> str:
    """Returns a short decimal in ``lang``: ``1.8``, in Vietnamese ``1,8``."""
    return decimal(f"{value:g}", lang)


def _why(bot, ranked: list, lang: Optional[str] = None) -> str:
    """Returns, in a child's words, how the computer chose its hint and the averages behind it."""
    worlds = getattr(bot, "worlds", None)
    if worlds:
        first = t("The computer cannot see the other players' cards, so it imagined {worlds} different ways they "
                  "could be dealt. For each one, it tried your possible moves and played the deal to the end, "
                  "carefully, for everyone. Then it counted the cards you would keep, any kết or đè "
                  "bonus counted as cards, as the review does.", lang, worlds=worlds)
    else:
        first = t("The computer cannot see the other players' cards, so it imagined many ways they could be "
                  "dealt. For each one, it tried your possible moves and played the deal to the end, carefully, "
                  "for everyone. Then it counted the cards you would keep, any kết or đè bonus counted as cards, "
                  "as the review does.", lang)
    # in the review's words (cards kept, below one card in words); a zero in words, never "about 0 cards"
    shown = [t("{move}: on average you keep {amount}.", lang, move=capitalise(_advice(m, gerund=True, lang=lang)),
               amount=cards_about(v, lang)) if round(v, 1) else
             t("{move}: on average you keep hardly any cards.", lang,
               move=capitalise(_advice(m, gerund=True, lang=lang))) for v, m in ranked[:3]]
    if len(ranked) > 3:
        shown.append(capitalise(tn("{n} other move came out no better.", "{n} other moves came out no better.",
                                   len(ranked) - 3, lang, n=number_word(len(ranked) - 3, lang))))
    return " ".join([first] + shown)

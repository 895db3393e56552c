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

* in JupyterLab, :meth:`Table.widget` is an ipywidgets table (toggles under your
  cards, buttons, the story of every trick, the scores at the end);
* on the built site, :meth:`Table.html` is the same table as HTML whose controls
  carry ``data-tc-act`` / ``data-tc-arg`` attributes; the page's script sends each
  click to :meth:`Table.event` (through :func:`tamcuc.web.table_event`, running in
  the page with Pyodide) and puts the returned HTML in place. Where Python cannot
  run in the page, :meth:`Table.static_html` (a replay of a seeded deal) stays.

Tests and scripts drive it without a browser: :meth:`Table.select`,
:meth:`Table.click`, :meth:`Table.event` and the ``game`` attribute.
"""

from __future__ import annotations

import inspect
from html import escape
from typing import Optional, Sequence

from .bots import RandomBot, RuleBot
from .cards import Hand
from .dealing import make_rng
from .draw import back_svg, card_label, card_svg
from .errors import IllegalPlayError, TamCucError
from .game import Game, Move
from .plays import Play, why_not_a_play
from .replay import Replay, replay_html
from .rules import PRESETS as PRESETS_BY_NAME
from .rules import Rules
from .sampling import SamplingBot
from .tricks import ban_message
from .wording import a, capitalise, count, join

BUTTONS = ("play", "show", "chui", "declare", "pass", "hint", "new deal")
"""The table's action buttons, by the name :meth:`Table.click` takes."""

STRENGTHS = {"easy": RandomBot, "medium": RuleBot, "hard": SamplingBot}
"""The computer's strength, by name: the bot class that plays the other seats."""

STRENGTH_NAMES = {
    "easy": "easy (random player)",
    "medium": "medium (careful player)",
    "hard": "hard (sampling player)",
}
"""What the reader sees for each strength (never a class name)."""

MAX_SEED = 10**9
"""The largest deal number the table offers."""

DRAWER = 0
"""The seat that draws the bắt cái card at the table (the reader's, An)."""

PLAYERS = (2, 3, 4)
PRESETS = ("folk", "learning")
DEFAULT_NAMES = ("An", "Bình", "Chi", "Dũng")
CARD_PX = 40
"""Width of the small card pictures at the table (the site's smallest readable card)."""


def _names(players: int) -> list:
    """Returns the book's default names of the seats (An, Bình, Chi, Dũng)."""
    try:
        from .wording import names
    except ImportError:  # before tamcuc.wording existed
        return list(DEFAULT_NAMES[:players])
    return list(names(players))


def _rules(preset: str, players: int) -> Rules:
    """Returns the preset for ``players`` seats; a preset whose factory takes no player
    count (``learning``) is for its own number of players only."""
    rules = Rules.preset(preset)
    if rules.players == players:
        return rules
    if "players" in inspect.signature(PRESETS_BY_NAME[preset]).parameters:
        return Rules.preset(preset, players=players)
    raise TamCucError(f"the {preset!r} rules are for {rules.players} players, not {players}")


def _join(words: Sequence[str]) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


class Table:
    """One deal at a table: you sit at seat ``seat``; computer players take the other seats.

    ``autoplay=True`` (the notebook) plays the computer's moves as soon as it is
    their turn; ``autoplay=False`` (the page) leaves them to :meth:`step`, one at a
    time, so the reader sees each one.
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
    ):
        self.seat = seat
        self.autoplay = autoplay
        self.log: list = []
        self.message = ""
        self.selected: list = []
        self._bots = bots
        self.hint_bot = hint_bot if hint_bot is not None else SamplingBot()
        self._widget = None
        self.choice = {"players": players, "preset": preset, "strength": strength}
        self.new_deal(players, preset, seed, strength)

    # -- the model: no rules here, only calls into Game ------------------------------------
    def new_deal(self, players: int, preset: str, seed: int, strength: Optional[str] = None) -> None:
        """Starts a new deal: ``players`` seats, the named preset, shuffled with ``seed``."""
        strength = strength or self.choice.get("strength", "medium")
        if strength not in STRENGTHS:
            raise TamCucError(f"no strength called {strength!r}; choose one of {list(STRENGTHS)}")
        rules = _rules(preset, players)
        if not 0 <= self.seat < players:
            raise TamCucError(f"seat={self.seat!r}: seats are numbered 0 … {players - 1}")
        self.preset, self.seed, self.strength = preset, seed, strength
        self.choice = {"players": players, "preset": preset, "strength": strength}
        self.hint_why = ""
        self.rules = rules
        self.game = Game(rules, seed=seed, drawer=DRAWER)
        self.rng = make_rng(seed)
        self.bots = list(self._bots) if self._bots is not None else [STRENGTHS[strength]() for _ in range(players)]
        self.names = _names(players)
        others = _join([n for p, n in enumerate(self.names) if p != self.seat])
        self.log = [f"You are {self.names[self.seat]}; the computer plays {others}.", self._opening()]
        self._tricks_logged = 0
        self.message = ""
        self.selected = []
        if self.autoplay:
            self._run_bots()
        self._refresh()

    def _opening(self) -> str:
        g = self.game
        if g.drawn is not None:
            return (f"Bắt cái: {self.names[DRAWER]} drew {a(g.drawn.name_en)}, "
                    f"so {self.names[g.dealer]} deals and leads.")
        return f"{self.names[g.dealer]} was picked at random to lead."

    @property
    def hand(self) -> Hand:
        """Returns your current hand."""
        return self.game.hand(self.seat)

    def my_turn(self) -> bool:
        """Returns True when the game waits for your move."""
        return self.game.to_move == self.seat

    def pending(self) -> bool:
        """Returns True when a computer player is to move (see :meth:`step`)."""
        return not self.game.is_over() and not self.my_turn()

    def available(self) -> list:
        """Returns the buttons that make sense now (from the legal moves, never from rules here)."""
        if self.game.is_over() or not self.my_turn():
            return ["new deal"]
        actions = {m.action for m in self.game.legal_plays()}
        out = []
        if actions & {"lead", "lay"}:
            out.append("play")
        out += [a for a in ("show", "chui", "declare", "pass") if a in actions]
        return out + ["hint", "new deal"]

    def selectable(self) -> bool:
        """Returns True when selecting cards of your hand means something (to play or declare them)."""
        if not self.my_turn():
            return False
        return any(m.action in ("lead", "lay", "declare") for m in self.game.legal_plays())

    def select(self, cards) -> None:
        """Selects these cards of your hand (text like ``"R R"`` or cards), replacing the selection."""
        self.selected = list(Hand(cards))
        self._refresh()

    def toggle(self, index: int) -> None:
        """Selects the card at ``index`` of your hand, or unselects it if it was selected."""
        hand = list(self.hand)
        if not 0 <= index < len(hand):
            raise TamCucError(f"card {index} of your hand: you hold {len(hand)} cards")
        marks = self._marks()
        marks[index] = not marks[index]
        self.selected = [card for card, on in zip(hand, marks) if on]
        self._refresh()

    def _marks(self) -> list:
        """Returns, for each card of your hand in order, whether it is selected."""
        chosen = list(self.selected)
        marks = []
        for card in self.hand:
            marks.append(card in chosen)
            if card in chosen:
                chosen.remove(card)
        return marks

    def choose(self, name: str, value) -> None:
        """Sets a choice for the next deal: ``players`` (2, 3, 4), ``preset``, ``strength`` or
        ``seed`` (the deal number)."""
        if name == "seed":
            try:
                value = int(str(value).strip())
            except ValueError:
                raise TamCucError(f"the deal number {value!r} is not a whole number") from None
            if not 0 <= value <= MAX_SEED:
                raise TamCucError(f"the deal number {value} is not between 0 and {MAX_SEED:,}")
        elif name == "players":
            value = int(value)
            if value not in PLAYERS:
                raise TamCucError(f"players={value!r}: Tam Cúc is played by 2, 3 or 4 players")
        elif name == "preset":
            if value not in PRESETS:
                raise TamCucError(f"no rules called {value!r}; choose one of {list(PRESETS)}")
        elif name == "strength":
            if value not in STRENGTHS:
                raise TamCucError(f"no strength called {value!r}; choose one of {list(STRENGTHS)}")
        else:
            raise TamCucError(f"no choice called {name!r}; the choices are players, preset, strength and seed")
        self.choice[name] = value
        number = self._next_seed()
        self.message = f"Press New deal to start deal number {number} with these settings."
        self._refresh()

    def click(self, button: str) -> None:
        """Presses a button by name (see :data:`BUTTONS`); the result shows in :attr:`message` and :attr:`log`."""
        if button not in BUTTONS:
            raise TamCucError(f"no button called {button!r}; the buttons are {list(BUTTONS)}")
        self.message = ""
        why = ""
        try:
            if button == "new deal":
                c = self.choice
                self.new_deal(c["players"], c["preset"], self._next_seed(), c["strength"])
                return
            if button == "hint":
                self.message = self.hint()
                why = self.hint_why
            elif not self.my_turn():
                self.message = "Wait: it is not your turn." if not self.game.is_over() else "The deal is over."
            else:
                self._human_move(button)
        except (IllegalPlayError, TamCucError) as err:
            self.message = f"Not allowed: {self._in_words(err)}."
        self.hint_why = why
        self._refresh()

    def _next_seed(self) -> int:
        """Returns the number of the deal New deal starts: the one chosen, else the next one."""
        return self.choice["seed"] if "seed" in self.choice else self.seed + 1

    def _in_words(self, err: Exception) -> str:
        """Returns a refusal as the reader reads it: "you" for the reader's seat, cards by name."""
        text = str(err)
        me = self.names[self.seat]
        if text.startswith(me + " "):
            text = "you" + text[len(me):]
        return text

    def _human_move(self, button: str) -> None:
        g = self.game
        p = self.seat
        if button == "play":
            if g.phase not in ("lead", "lay"):
                raise IllegalPlayError(f"now is the time to {'show or fold (chui)' if g.phase == 'reveal' else 'declare or pass'}, not to play cards")
            move = Move(p, g.phase, Hand(self.selected))
            if not move.cards:
                need = min(g.call or 0, len(self.hand)) if g.phase == "lay" else None
                what = ("the card" if need == 1 else f"the {count(need, 'card')}") + " to lay" if need else "the cards to lead"
                raise IllegalPlayError(f"select {what} first (click {'it' if need == 1 else 'them'}), then press Play")
            if g.phase == "lead":
                self._check_lead(move.cards)
        elif button in ("show", "chui"):
            if g.phase != "reveal":
                raise IllegalPlayError(f"there is nothing to {button} yet: lay your cards first")
            move = next(m for m in g.legal_plays() if m.action == button)
        elif button == "declare":
            declares = [m for m in g.legal_plays() if m.action == "declare"]
            if not declares:
                raise IllegalPlayError("you hold no four or five soldiers of one colour to declare")
            wanted = Hand(self.selected)
            move = next((m for m in declares if m.cards == wanted), max(declares, key=lambda m: len(m.cards)))
        else:
            move = Move(p, "pass", Hand())
        g.push(move)
        self.selected = []
        self._after_move(move)
        if self.autoplay:
            self._run_bots()

    def _check_lead(self, cards: Hand) -> None:
        """Raises the engine's reason, in words, when ``cards`` are no play or banned here."""
        try:
            play = Play(cards)
        except IllegalPlayError:
            reason = why_not_a_play(cards)
            raise IllegalPlayError(reason.split(": ", 1)[-1]) from None
        if self.rules.is_banned(play.cards, self.game.is_first_trick):
            raise IllegalPlayError(ban_message(play, self.rules, "you").replace(f" ({play})", ""))

    def _after_move(self, move: Move) -> None:
        """Adds to the log whatever the last move completed: a declaration, a trick, the end."""
        g = self.game
        if move.action == "declare":
            self.log.append(g.declarations[-1].describe(self.names) + ".")
        while self._tricks_logged < len(g.history):
            self.log.append(g.history[self._tricks_logged].explain(self.names))
            self._tricks_logged += 1
        if g.is_over():
            self.log.append("The deal is over. " + g.result().summary(self.names).replace("\n", "; ") + ".")

    def step(self) -> bool:
        """Plays one computer move if a computer is to move; returns whether it did."""
        if not self.pending():
            return False
        g = self.game
        p = g.to_move
        move = self.bots[p].choose(g, p, self.rng)
        g.push(move)
        self._after_move(move)
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
        if self.game.is_over() or not self.my_turn():
            return "No hint now: it is not your turn."
        bot = self.hint_bot
        rng = make_rng(self.seed * 7919 + len(self.game.moves))
        if not hasattr(bot, "evaluate"):
            move = bot.choose(self.game, self.seat, rng)
            self.hint_why = "That is the move the computer's way of playing picks here."
            return f"Hint: {_advice(move)}."
        ranked = bot.evaluate(self.game, self.seat, rng)
        best_value, best = ranked[0]
        if len(ranked) == 1:
            self.hint_why = "It is the only thing you can do now."
            return f"Hint: {_advice(best)}."
        same = [m for v, m in ranked[1:] if round(v, 1) == round(best_value, 1)]
        text = f"Hint: {_advice(best)}."
        if same:
            others = join([_advice(m, gerund=True) for m in same[:2]])
            text += f" ({capitalise(others)} {'is' if len(same[:2]) == 1 else 'are'} just as good.)"
        self.hint_why = _why(bot, ranked)
        return text

    def event(self, action: str, arg: str = "") -> None:
        """Applies one event of the page's face: ``toggle`` (a card index), ``click`` (a button),
        ``step`` (one computer move) or ``choose`` (``"name=value"``)."""
        if action == "toggle":
            self.toggle(int(arg))
        elif action == "click":
            self.click(arg)
        elif action == "step":
            self.step()
        elif action == "choose":
            name, _, value = str(arg).partition("=")
            try:
                self.choose(name, value)
            except TamCucError as err:
                self.message = f"Not allowed: {err}"
        else:
            raise TamCucError(f"no table event called {action!r}; the events are toggle, click, step and choose")

    # -- what every face shows ------------------------------------------------------------
    def status(self) -> str:
        """Returns one line saying whose turn it is and what to do."""
        g = self.game
        if g.is_over():
            return "The deal is over: see the scores below, or press New deal."
        need = min(g.call or 0, len(self.hand))
        verbs = {
            "declare": "declare your soldiers, or pass",
            "lead": f"lead: select a play ({join(map(str, self.rules.calls), last='or')} cards) and press Play",
            "lay": f"lay {count(need, 'card')} face down: select {'it' if need == 1 else 'them'} and press Play",
            "reveal": "show your laid cards, or fold (chui)",
        }
        trick = f"Trick {g.trick_number + 1}" + (" (first trick: the ban applies)" if g.is_first_trick and self.rules.first_trick_ban else "")
        return f"{trick}. Your turn: {verbs[g.phase]}." if self.my_turn() else f"{trick}. Waiting for {self.names[g.to_move]}."

    def _table_html(self) -> str:
        g = self.game
        row = "<span style='display:inline-flex;flex-wrap:wrap;gap:2px;vertical-align:middle'>{}</span>"
        rows = []
        for p in range(g.players):
            if p == self.seat:
                continue
            n = len(g.hand(p))
            backs = row.format("".join(back_svg(CARD_PX) for _ in range(n))) if n else "<em>no cards</em>"
            rows.append(
                f"<div style='margin:.2em 0'><strong>{escape(self.names[p])}</strong> "
                f"(computer, {count(n, 'card')} in hand, kept {len(g.kept[p])}) {backs}</div>"
            )
        laid = []
        for seat, cards, status in g.trick_so_far:
            up = g.trick.face_up(seat, self.seat)
            pics = "".join(card_svg(c, CARD_PX) if up else back_svg(CARD_PX) for c in cards)
            who = "You" if seat == self.seat else self.names[seat]
            laid.append(f"<span style='display:inline-block;margin-right:1em'>{escape(who)}: {row.format(pics)}</span>")
        trick = "".join(laid) or "<em>no cards on the table</em>"
        mine = g.kept[self.seat]
        kept = f"You have kept {count(len(mine), 'card')}" + (
            ": " + row.format("".join(card_svg(c, CARD_PX) for c in mine)) if mine else "."
        )
        return "".join(rows) + f"<div style='margin:.5em 0'><strong>On the table:</strong> {trick}</div><div>{kept}</div>"

    def _log_html(self) -> str:
        items = "".join(f"<li>{escape(line)}</li>" for line in self.log)
        return f"<ol style='margin:0;padding-left:1.4em'>{items}</ol>"

    def _why_html(self) -> str:
        """Returns the reasons behind a hint, folded away under "why?"."""
        if not self.hint_why:
            return ""
        return f" <details class='tc-why'><summary>why?</summary>{escape(self.hint_why)}</details>"

    def _scores_html(self) -> str:
        if not self.game.is_over():
            return ""
        lines = self.game.result().summary(self.names).splitlines()
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        return f"<div class='tc-scores'><strong>Final scores</strong><ul>{items}</ul></div>"

    # -- the page's face -------------------------------------------------------------------
    def html(self) -> str:
        """Returns the whole table as HTML for the page; controls carry ``data-tc-act`` and ``data-tc-arg``."""
        def option(value, current, label=None):
            sel = " selected" if str(value) == str(current) else ""
            return f"<option value='{escape(str(value))}'{sel}>{escape(label or str(value))}</option>"

        c = self.choice
        settings = (
            "<div class='tc-settings'>"
            "<label>Players <select data-tc-act='choose' data-tc-arg='players'>"
            + "".join(option(n, c["players"]) for n in PLAYERS) + "</select></label> "
            "<label>Rules <select data-tc-act='choose' data-tc-arg='preset'>"
            + "".join(option(n, c["preset"]) for n in PRESETS) + "</select></label> "
            "<label>Computer <select data-tc-act='choose' data-tc-arg='strength'>"
            + "".join(option(n, c["strength"], STRENGTH_NAMES[n]) for n in STRENGTHS)
            + "</select></label> "
            "<label>Deal number <input type='number' inputmode='numeric' min='0' "
            f"max='{MAX_SEED}' step='1' size='6' data-tc-act='choose' data-tc-arg='seed' "
            f"value='{self._next_seed() if 'seed' in c else self.seed}'></label>"
            "<span class='tc-note'> (the same number deals the same cards)</span></div>"
        )
        selectable = self.selectable()
        cards = []
        for i, (card, on) in enumerate(zip(self.hand, self._marks())):
            pic = card_svg(card, 44)
            if selectable:
                cards.append(
                    f"<button type='button' class='tc-card' data-tc-act='toggle' data-tc-arg='{i}' "
                    f"aria-pressed='{'true' if on else 'false'}' aria-label='{escape(card_label(card))}'>{pic}</button>"
                )
            else:
                cards.append(f"<span class='tc-card'>{pic}</span>")
        hand = "".join(cards) or "<em>no cards left</em>"
        live = set(self.available())
        buttons = "".join(
            f"<button type='button' class='tc-button' data-tc-act='click' data-tc-arg='{escape(name)}'"
            f"{'' if name in live else ' disabled'}>"
            f"{escape(name.capitalize())}</button>"
            for name in BUTTONS
        )
        message = f"<div class='tc-message' role='status'>{escape(self.message)}{self._why_html()}</div>" if self.message else ""
        title = f"{self.rules.players} players, {self.preset} rules, computer {self.strength}, deal number {self.seed}"
        return (
            f"<div class='tamcuc-live' data-tc-pending='{'1' if self.pending() else '0'}' "
            f"data-tc-over='{'1' if self.game.is_over() else '0'}' data-tc-moves='{len(self.game.moves)}' "
            f"aria-label='Game table: {escape(title)}'>"
            f"{settings}<p class='tc-status'><strong>{escape(self.status())}</strong></p>"
            f"<div class='tc-table'>{self._table_html()}</div>"
            f"<div class='tc-hand'><strong>Your hand</strong> (select cards, then press a button):"
            f"<div class='tc-cards'>{hand}</div></div>"
            f"<div class='tc-buttons'>{buttons}</div>{message}{self._scores_html()}"
            f"<div class='tc-log'><strong>What has happened</strong>{self._log_html()}</div></div>"
        )

    # -- the notebook's face ---------------------------------------------------------------
    def _refresh(self) -> None:
        if self._widget is None:
            return
        w = self._w
        w["status"].value = f"<strong>{escape(self.status())}</strong>"
        w["table"].value = self._table_html()
        w["message"].value = f"<div role='status'>{escape(self.message)}{self._why_html()}</div>" if self.message else ""
        self._quiet = True
        try:
            w["seed"].value = self._next_seed() if "seed" in self.choice else self.seed
            for name in ("players", "preset", "strength"):
                w[name].value = self.choice[name]
        finally:
            self._quiet = False
        w["log"].value = self._log_html() + self._scores_html()
        import ipywidgets as widgets

        cards = []
        for card, on in zip(self.hand, self._marks()):
            toggle = widgets.ToggleButton(
                value=on, description="pick", tooltip=card_label(card),
                layout=widgets.Layout(width="46px"),
            )
            toggle.observe(self._on_toggle, names="value")
            cards.append(widgets.VBox([widgets.HTML(card_svg(card, 44)), toggle]))
        self._toggles = [c.children[1] for c in cards]
        w["hand"].children = cards
        live = set(self.available())
        for name, button in w["buttons"].items():
            button.disabled = name not in live

    def _on_toggle(self, change) -> None:
        self.selected = [card for t, card in zip(self._toggles, self.hand) if t.value]

    def widget(self):
        """Returns the ipywidgets table (built on first use)."""
        if self._widget is None:
            import ipywidgets as widgets

            players = widgets.Dropdown(options=list(PLAYERS), value=self.rules.players, description="Players")
            preset = widgets.Dropdown(options=list(PRESETS), value=self.preset, description="Rules")
            strength = widgets.Dropdown(
                options=[(STRENGTH_NAMES[n], n) for n in STRENGTHS], value=self.strength, description="Computer",
            )
            seed = widgets.BoundedIntText(
                value=self.seed, min=0, max=MAX_SEED, description="Deal number",
                tooltip="the same number deals the same cards",
                style={"description_width": "initial"}, layout=widgets.Layout(width="13em"),
            )
            buttons = {name: widgets.Button(description=name.capitalize()) for name in BUTTONS}
            self._quiet = False
            self._w = {
                "status": widgets.HTML(),
                "table": widgets.HTML(),
                "hand": widgets.HBox(),
                "message": widgets.HTML(),
                "log": widgets.HTML(),
                "buttons": buttons,
                "players": players,
                "preset": preset,
                "strength": strength,
                "seed": seed,
            }

            def chosen(change, name):
                if self._quiet:
                    return
                try:
                    self.choose(name, change["new"])
                except TamCucError as err:
                    self.message = f"Not allowed: {err}"
                    self._refresh()

            for name in ("players", "preset", "strength", "seed"):
                self._w[name].observe(lambda change, name=name: chosen(change, name), names="value")

            for name, button in buttons.items():
                button.on_click(lambda _b, name=name: self.click(name))
            self._widget = widgets.VBox([
                widgets.HBox([players, preset, strength, seed], layout=widgets.Layout(flex_flow="row wrap")),
                self._w["status"], self._w["table"],
                widgets.HTML("<strong>Your hand</strong> (select cards, then press a button):"),
                self._w["hand"],
                widgets.HBox([buttons[n] for n in BUTTONS]),
                self._w["message"],
                widgets.HTML("<strong>What has happened</strong>"),
                self._w["log"],
            ])
            self._refresh()
        return self._widget

    # -- where no Python runs --------------------------------------------------------------
    def static_html(self) -> str:
        """Returns the face shown where no Python runs: how to play, and a replay of a seeded deal.

        Its ``data-tamcuc-table`` attributes hold the settings, so that the site's engine
        loader can put a live table (:meth:`html`) in its place when Python runs in the page.
        """
        game = Game(self.rules, seed=self.seed)
        game.play_out([RuleBot() for _ in range(self.rules.players)], seed=make_rng(self.seed))
        replay = Replay(game, title=f"Table replay: {self.rules.players} players, {self.preset} rules, deal number {self.seed}")
        return (
            f"<div class='tamcuc-table-static' data-tamcuc-table='1' data-players='{self.rules.players}' "
            f"data-preset='{escape(self.preset)}' data-seed='{self.seed}' data-strength='{escape(self.strength)}' "
            "style='border:1px solid #c9bfa8;border-radius:8px;padding:.8em;"
            "background:#fffdf6;color:#1c1c1c'><style>.tamcuc-table-static code{color:#1c1c1c;"
            "background:#efe9da}</style>"
            "<p><strong>This game table needs Python.</strong> On the website it starts by itself "
            "in browsers that can run the game engine; otherwise, open this lesson's notebook in "
            "JupyterLab (<code>jupyter lab book/</code>) and run the cells to choose the number of "
            "players, the rules and the computer's strength, and play a whole deal.</p>"
            "<p>Here you can step through a deal that computer players played with the same "
            "settings:</p>"
            f"{replay_html(replay)}</div>"
        )

    def _repr_mimebundle_(self, include=None, exclude=None):
        bundle = {"text/plain": repr(self), "text/html": self.static_html()}
        try:
            widget = self.widget()
        except ImportError:  # ipywidgets absent: the static face is all there is
            return bundle
        view = widget._repr_mimebundle_(include=include, exclude=exclude)
        if view:
            bundle.update({k: v for k, v in view.items() if k != "text/plain"})
        return bundle

    def __repr__(self) -> str:
        return f"<Table: {self.rules.players} players, {self.preset} rules, seed {self.seed}>"


_GERUNDS = {"lead": "leading", "lay": "laying", "show": "showing", "fold": "folding",
            "declare": "declaring", "pass": "passing"}


def _advice(move: Move, gerund: bool = False) -> str:
    """Returns a move as advice to the reader, e.g. ``lead a pair of red chariots``
    (``gerund=True``: ``leading a pair of red chariots``)."""
    if move.action == "lead":
        text = f"lead {Play(move.cards).phrase_en}"
    elif move.action == "lay":
        text = f"lay {join([a(c.name_en) for c in move.cards])}"
    elif move.action == "show":
        text = f"show your {Play(move.cards).name_en}"
    elif move.action == "chui":
        text = "fold (chui) and keep your cards hidden"
    elif move.action == "declare":
        text = f"declare {Play(move.cards).phrase_en}"
    else:
        text = "pass (declare nothing now)"
    if gerund:
        verb, _, rest = text.partition(" ")
        text = f"{_GERUNDS[verb]} {rest}"
    return text


def _ahead(value: float) -> str:
    """Returns an average outcome in words: ``1.8 cards ahead of the others``."""
    v = round(value, 1)
    if v == 0:
        return "level with the others"
    size = f"{abs(v):g} card" + ("" if abs(v) == 1 else "s")
    return f"{size} {'ahead of' if v > 0 else 'behind'} the others"


def _why(bot, ranked: list) -> str:
    """Returns, in a child's words, how the computer chose its hint and the averages behind it."""
    worlds = getattr(bot, "worlds", None)
    guesses = f"{worlds} different ways" if worlds else "many ways"
    lines = [
        f"The computer cannot see the other players' cards, so it imagined {guesses} they "
        "could be dealt. For each one, it tried your possible moves and played the deal to "
        "the end, carefully, for everyone. Then it counted your cards won (and bonuses) "
        "against the others' average."
    ]
    shown = [f"{capitalise(_advice(m, gerund=True))}: you end {_ahead(v)}, on average." for v, m in ranked[:3]]
    if len(ranked) > 3:
        shown.append(f"{count(len(ranked) - 3, 'other move')} came out no better.")
    return " ".join(lines + shown)

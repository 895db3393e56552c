"""A game table for a notebook: play a whole deal against computer players.

``Table(players=4, preset="folk", seed=1)`` shows, in JupyterLab, an ipywidgets
table: your hand as card pictures with a toggle under each card, the others'
hands face down, the trick under way, buttons to play, show, fold (chui),
declare, pass and ask for a hint, the story of every trick, and the scores at
the end. The table holds no rules: every click becomes a :class:`~tamcuc.game.Move`
that :meth:`Game.push <tamcuc.game.Game.push>` accepts or refuses with the rule
it breaks, and the buttons offered are those of :meth:`Game.legal_plays`.

On the built site, where no kernel runs, the same object shows a static face
that says how to play it and replays a seeded deal instead.

Tests and scripts drive it without a browser: :meth:`Table.select`,
:meth:`Table.click` and the ``game`` attribute.
"""

from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from .bots import RuleBot
from .cards import Hand
from .dealing import make_rng
from .draw import back_svg, card_svg, hand_svg
from .errors import IllegalPlayError, TamCucError
from .game import Game, Move
from .replay import Replay, replay_html
from .rules import Rules

BUTTONS = ("play", "show", "chui", "declare", "pass", "hint", "new deal")
"""The table's action buttons, by the name :meth:`Table.click` takes."""


def _hint_bot():
    from . import bots

    return getattr(bots, "SamplingBot", RuleBot)()


class Table:
    """One deal at a table: you sit at seat ``seat``; computer players take the other seats."""

    def __init__(
        self,
        players: int = 4,
        preset: str = "folk",
        seed: int = 1,
        seat: int = 0,
        bots: Optional[Sequence] = None,
        hint_bot=None,
    ):
        self.seat = seat
        self.log: list = []
        self.message = ""
        self.selected: list = []
        self._bots = bots
        self.hint_bot = hint_bot if hint_bot is not None else _hint_bot()
        self._widget = None
        self.new_deal(players, preset, seed)

    # -- the model: no rules here, only calls into Game ------------------------------------
    def new_deal(self, players: int, preset: str, seed: int) -> None:
        """Starts a new deal: ``players`` seats, the named preset, shuffled with ``seed``."""
        rules = Rules.preset(preset, players=players) if preset == "folk" else Rules.preset(preset)
        if rules.players != players:
            raise TamCucError(f"the {preset!r} preset is for {rules.players} players, not {players}")
        if not 0 <= self.seat < players:
            raise TamCucError(f"seat={self.seat!r}: seats are numbered 0 … {players - 1}")
        self.preset, self.seed = preset, seed
        self.rules = rules
        self.game = Game(rules, seed=seed)
        self.rng = make_rng(seed)
        self.bots = list(self._bots) if self._bots is not None else [RuleBot() for _ in range(players)]
        self.names = [f"Player {p}" for p in range(players)]
        self.log = [f"You are Player {self.seat}; the computer plays the other seats.", self._opening()]
        self._tricks_logged = 0
        self.message = ""
        self.selected = []
        self._run_bots()
        self._refresh()

    def _opening(self) -> str:
        g = self.game
        if g.drawn is not None:
            return f"Bắt cái: a {g.drawn.name_en} was drawn, so {self.names[g.dealer]} deals and leads."
        return f"{self.names[g.dealer]} was picked at random to lead."

    @property
    def hand(self) -> Hand:
        """Returns your current hand."""
        return self.game.hand(self.seat)

    def my_turn(self) -> bool:
        """Returns True when the game waits for your move."""
        return self.game.to_move == self.seat

    def available(self) -> list:
        """Returns the buttons that make sense now (from the legal moves, never from rules here)."""
        if self.game.is_over():
            return ["new deal"]
        if not self.my_turn():
            return ["new deal"]
        actions = {m.action for m in self.game.legal_plays()}
        out = []
        if actions & {"lead", "lay"}:
            out.append("play")
        out += [a for a in ("show", "chui", "declare", "pass") if a in actions]
        return out + ["hint", "new deal"]

    def select(self, cards) -> None:
        """Selects these cards of your hand (text like ``"R R"`` or cards), replacing the selection."""
        self.selected = list(Hand(cards))
        self._refresh()

    def click(self, button: str) -> None:
        """Presses a button by name (see :data:`BUTTONS`); the result shows in :attr:`message` and :attr:`log`."""
        if button not in BUTTONS:
            raise TamCucError(f"no button called {button!r}; the buttons are {list(BUTTONS)}")
        self.message = ""
        try:
            if button == "new deal":
                self.new_deal(self.rules.players, self.preset, self.seed + 1)
                return
            if button == "hint":
                self.message = self.hint()
            elif not self.my_turn():
                self.message = "Wait: it is not your turn." if not self.game.is_over() else "The deal is over."
            else:
                self._human_move(button)
        except IllegalPlayError as err:
            self.message = f"Not allowed: {err}"
        self._refresh()

    def _human_move(self, button: str) -> None:
        g = self.game
        p = self.seat
        if button == "play":
            if g.phase not in ("lead", "lay"):
                raise IllegalPlayError(f"now is the time to {'show or fold (chui)' if g.phase == 'reveal' else 'declare or pass'}, not to play cards")
            move = Move(p, g.phase, Hand(self.selected))
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
        self._run_bots()

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

    def _run_bots(self) -> None:
        g = self.game
        while not g.is_over() and g.to_move != self.seat:
            p = g.to_move
            move = self.bots[p].choose(g, p, self.rng)
            g.push(move)
            self._after_move(move)

    def hint(self) -> str:
        """Returns what the strongest bot would do in your place, and why."""
        if self.game.is_over() or not self.my_turn():
            return "No hint now: it is not your turn."
        bot = self.hint_bot
        if hasattr(bot, "advise"):
            move, why = bot.advise(self.game, self.seat, make_rng(self.seed * 7919 + len(self.game.moves)))
        else:
            move = bot.choose(self.game, self.seat, make_rng(self.seed))
            why = "that is the move the computer's strategy picks here"
        return f"Hint: {_advice(move)}: {why}."

    # -- the view -------------------------------------------------------------------------
    def status(self) -> str:
        """Returns one line saying whose turn it is and what to do."""
        g = self.game
        if g.is_over():
            return "The deal is over: see the scores below, or press New deal."
        verbs = {
            "declare": "declare your soldiers, or pass",
            "lead": f"lead: select a play ({', '.join(map(str, self.rules.calls))} cards) and press Play",
            "lay": f"lay {min(g.call or 0, len(self.hand))} card(s) face down: select them and press Play",
            "reveal": "show your laid cards, or fold (chui)",
        }
        trick = f"Trick {g.trick_number + 1}" + (" (first trick: the ban applies)" if g.is_first_trick and self.rules.first_trick_ban else "")
        return f"{trick}. Your turn: {verbs[g.phase]}." if self.my_turn() else f"{trick}. Waiting for {self.names[g.to_move]}."

    def _table_html(self) -> str:
        g = self.game
        rows = []
        for p in range(g.players):
            if p == self.seat:
                continue
            n = len(g.hand(p))
            backs = "".join(back_svg(22) for _ in range(n)) or "<em>no cards</em>"
            rows.append(f"<div><strong>{escape(self.names[p])}</strong> (computer, {n} cards, kept {len(g.kept[p])}) {backs}</div>")
        laid = []
        for seat, cards, status in g.trick_so_far:
            face_up = g.trick.face_up(seat, self.seat)
            pic = hand_svg(cards, width=30) if face_up else "".join(back_svg(30) for _ in cards)
            who = "You" if seat == self.seat else self.names[seat]
            laid.append(f"<span style='margin-right:1em'>{escape(who)}: {pic}</span>")
        trick = "".join(laid) or "<em>no cards on the table</em>"
        kept = f"You have kept {len(g.kept[self.seat])} card(s): {escape(str(g.kept[self.seat])) or '—'}"
        return "".join(rows) + f"<div style='margin:.5em 0'><strong>On the table:</strong> {trick}</div><div>{kept}</div>"

    def _log_html(self) -> str:
        items = "".join(f"<li>{escape(line)}</li>" for line in self.log)
        return f"<ol style='margin:0;padding-left:1.4em'>{items}</ol>"

    def _refresh(self) -> None:
        if self._widget is None:
            return
        w = self._w
        w["status"].value = f"<strong>{escape(self.status())}</strong>"
        w["table"].value = self._table_html()
        w["message"].value = f"<div role='status'>{escape(self.message)}</div>" if self.message else ""
        w["log"].value = self._log_html()
        import ipywidgets as widgets

        cards = []
        for i, card in enumerate(self.hand):
            toggle = widgets.ToggleButton(
                value=False, description=card.code, tooltip=card.name_en,
                layout=widgets.Layout(width="46px"),
            )
            toggle.observe(self._on_toggle, names="value")
            cards.append(widgets.VBox([widgets.HTML(card_svg(card, 44)), toggle]))
        self._toggles = [c.children[1] for c in cards]
        self._syncing = True
        chosen = list(self.selected)
        for t, card in zip(self._toggles, self.hand):
            if card in chosen:
                chosen.remove(card)
                t.value = True
        self._syncing = False
        w["hand"].children = cards
        live = set(self.available())
        for name, button in w["buttons"].items():
            button.disabled = name not in live

    def _on_toggle(self, change) -> None:
        if getattr(self, "_syncing", False):
            return
        self.selected = [card for t, card in zip(self._toggles, self.hand) if t.value]

    def widget(self):
        """Returns the ipywidgets table (built on first use)."""
        if self._widget is None:
            import ipywidgets as widgets

            players = widgets.Dropdown(options=[2, 3, 4], value=self.rules.players, description="Players")
            preset = widgets.Dropdown(options=["folk", "learning"], value=self.preset, description="Rules")
            seed = widgets.BoundedIntText(value=self.seed, min=0, max=10**9, description="Seed")
            buttons = {name: widgets.Button(description=name.capitalize()) for name in BUTTONS}
            self._w = {
                "status": widgets.HTML(),
                "table": widgets.HTML(),
                "hand": widgets.HBox(),
                "message": widgets.HTML(),
                "log": widgets.HTML(),
                "buttons": buttons,
            }

            def start(_):
                try:
                    self.new_deal(players.value, preset.value, seed.value)
                except TamCucError as err:
                    self.message = str(err)
                    self._refresh()

            for name, button in buttons.items():
                if name == "new deal":
                    button.on_click(start)
                else:
                    button.on_click(lambda _b, name=name: self.click(name))
            self._widget = widgets.VBox([
                widgets.HBox([players, preset, seed]),
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

    # -- two faces ----------------------------------------------------------------------------
    def static_html(self) -> str:
        """Returns the face shown where no kernel runs: how to play, and a replay of a seeded deal."""
        game = Game(self.rules, seed=self.seed)
        game.play_out([RuleBot() for _ in range(self.rules.players)], seed=make_rng(self.seed))
        replay = Replay(game, title=f"Table replay: {self.rules.players} players, {self.preset} rules, seed {self.seed}")
        return (
            "<div class='tamcuc-table-static' style='border:1px solid #c9bfa8;border-radius:8px;padding:.8em;"
            "background:#fffdf6;color:#1c1c1c'><style>.tamcuc-table-static code{color:#1c1c1c;"
            "background:#efe9da}</style>"
            "<p><strong>This game table needs a running Python kernel.</strong> To play, open this "
            "lesson's notebook in JupyterLab (the README says how: <code>jupyter lab book/</code>) and run "
            "the cells; you then choose the number of players, the rules and the seed, and play a whole "
            "deal against the computer.</p><p>Here, on the website, you can step through a deal that "
            "computer players played with the same settings instead:</p>"
            f"{replay_html(replay)}</div>"
        )

    def _repr_mimebundle_(self, include=None, exclude=None):
        bundle = {"text/plain": f"<Table: {self.rules.players} players, {self.preset} rules, seed {self.seed}>",
                  "text/html": self.static_html()}
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


def _advice(move: Move) -> str:
    """Returns a move as advice to the reader, e.g. ``lead a pair of red chariots (R R)``."""
    from .plays import Play

    if move.action == "lead":
        return f"lead {Play(move.cards).name_en} ({move.cards})"
    if move.action == "lay":
        return f"lay {move.cards} face down"
    if move.action == "show":
        return f"show your {Play(move.cards).name_en}"
    if move.action == "chui":
        return "fold (chui) and keep your cards hidden"
    if move.action == "declare":
        return f"declare {Play(move.cards).name_en}"
    return "pass (do not declare now)"

"""Explorables: the lessons' things to touch, each a small state machine whose every answer is the engine's.

- :class:`TrickBuilder` (lessons 4, 5, 7): pick each seat's cards by clicking, fold with a toggle;
  the engine says who wins and why (:meth:`TrickResult.explain <tamcuc.tricks.TrickResult.explain>`).
- :class:`Ladder` (lesson 3): the fourteen cards in two rows, red over black, one column per
  rank; click two and the engine says which wins and why (:func:`tamcuc.plays.why_beats`).
- :class:`BatCai` (lesson 6): draw a card, and the count of bắt cái walks round the seats
  (:func:`tamcuc.dealing.bat_cai_count`) to the dealer.
- :class:`Reveal` (lesson 5): a trick laid face down, turned over one player at a time
  (:func:`tamcuc.tricks.face_up`), with who is ahead after each.

Each is one HTML from Python for every face. Its state is small plain data (:meth:`Explorable.state`),
written into the HTML as ``data-tx-state``; each control carries ``data-tx-act`` / ``data-tx-arg``. On
the site the page's script sends the state and the click to :func:`tamcuc.web.explore_event`, which
rebuilds the explorable from the state (checking all of it: the page is not trusted), applies the click
(:meth:`Explorable.press`) and returns the new HTML; in JupyterLab :class:`tamcuc.explore_widget.ExploreWidget`
keeps the object and does the same. A click the rules refuse (an impossible selection) changes nothing but
the line that says why: the engine's :class:`~tamcuc.errors.TamCucError`, in the reader's language, with the
cards named in words, shown alone (the answer of before is cleared until the next click is taken).

Each explorable plays by a :class:`~tamcuc.rules.Rules` (``rules=``; default the book's for its table): the
leader's call (``Rules.calls``), the tie convention (``Rules.ties``), the deck and the first-trick ban are
read from it. The state the page carries holds no rules: on the site the book's rules are used.
Without Python (no WebAssembly) the page keeps the HTML the book was built with: its controls are
disabled, and it shows the example's answer.

>>> b = TrickBuilder(["r r", "C C", "R R", "h h"])
>>> b.verdict()[:36]
'Chi wins with a pair of red chariots'
>>> b.press("fold", "0"), b.message
(False, 'The leader cannot fold: the leader lays a play and shows it')
>>> "wins" in b.html(live=True)  # a refusal shows alone: the answer of before is cleared
False
>>> b.press("fold", "3"), b.folds
(True, (False, False, False, True))
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Optional, Sequence

from ._html import css, esc, lang_attribute, with_widget
from ._public import public_dir
from . import checks
from .cards import Card, Colour, Hand, Rank
from .dealing import bat_cai_count
from .draw import back_svg, card_svg
from .errors import IllegalPlayError, RulesError, TamCucError, UsageError, shown
from .i18n import N_, resolve, t, tn
from .plays import Play, why_beats
from .rules import BAN_SAYINGS, Rules
from .tricks import call_refusal, face_up, resolve_trick, takes_lead, why_not_a_trick
from .wording import capitalise, join, names as book_names, number_word

__all__ = ["Explorable", "TrickBuilder", "Ladder", "BatCai", "Reveal", "KINDS", "STATE_LIMIT", "trick_builder",
           "ladder", "bat_cai", "reveal"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

STATE_LIMIT = 400
"""The longest state text (JSON) the page may send back: every explorable's state is far shorter."""

CARD_PX = 60
"""The width of a card picture in an explorable: wide enough for its name (``draw.names_fit``)."""

_NOTE_STYLE = "margin:.2em 0 .4em;padding:.2em .5em;background:#eef4fb;border-left:3px solid #1d5fa8"
"""The style of the line that says what the First trick toggle did (TrickBuilder; inline, see its body)."""

_ORDER = [Card(rank, colour) for colour in (Colour.RED, Colour.BLACK) for rank in Rank]
"""The fourteen cards as the grid shows them: red row, then black row, strongest rank first."""


def _state_text(value) -> dict:
    """Returns the page's state (a JSON text or a dict) as a dict; refuses anything else before use."""
    if isinstance(value, str):
        if len(value) > STATE_LIMIT:
            raise UsageError(t("state={value}: give a short text (at most {n} characters)", value=shown(value),
                               n=STATE_LIMIT))
        try:
            value = json.loads(value)
        except ValueError:
            raise UsageError(t("state={value}: not the state of an explorable", value=shown(value))) from None
    if not isinstance(value, dict):
        raise UsageError(t("state={value}: not the state of an explorable", value=shown(value)))
    return value


def _state_of(value, keys: set, fits=lambda s: True) -> dict:
    """Returns the page's state as a dict when it has exactly ``keys`` and ``fits`` it; refuses it otherwise
    (the one check of a state's shape; each explorable's own constructor then checks the values)."""
    s = _state_text(value)
    if set(s) != keys or not fits(s):
        raise UsageError(t("state={value}: not the state of an explorable", value=shown(value)))
    return s


def _rules_for(rules: Optional[Rules], seats: int) -> Rules:
    """Returns the rules an explorable plays by: ``rules`` when given (checked to be a :class:`Rules` for that many
    players), else the book's ``Rules(players=seats)``."""
    if rules is None:
        return Rules(players=seats)
    if not isinstance(rules, Rules) or rules.players != seats:
        raise RulesError(t("rules={rules}: give a Rules for {n} players, one per seat", rules=shown(rules), n=seats))
    return rules


def _flag(value, what: str) -> bool:
    if value not in (0, 1) or isinstance(value, float):
        raise UsageError(t("{what}={value}: give 0 or 1", what=what, value=shown(value)))
    return bool(value)


def _seat_arg(arg: str, seats: int) -> int:
    """Returns the seat a click names (its number as text), refusing any other text."""
    seat = checks.digits(arg, 2)
    if seat is None or seat >= seats:
        raise UsageError(t("seat={seat}: seats are numbered 0 … {last}", seat=shown(arg), last=seats - 1))
    return seat


def _deck_check(cards: Sequence[Card], rules: Rules) -> None:
    """Refuses a selection that asks for more copies of a card than the deck holds (the engine's deck)."""
    have = Counter(rules.deck)
    for card, n in Counter(cards).items():
        if n > have[card]:
            raise IllegalPlayError(tn("there is only one {card} in the deck: pick another card",
                                      "there are only {n} of {card} in the deck: pick another card",
                                      have[card], n=have[card], card=card.name()))


class Explorable:
    """What every explorable shares: its state, its clicks, its HTML and its notebook widget."""

    kind = ""

    def __init__(self, lang: Optional[str] = None):
        self.lang = resolve(lang)
        self.message = ""  # the last refusal, in the reader's language ("" when none)

    @property
    def names(self) -> list:
        """The players' names, seat by seat (the book's: An, Bình, Chi, Dũng)."""
        return list(book_names(self.rules.players))

    # -- the state ---------------------------------------------------------------------
    def state(self) -> dict:  # pragma: no cover - each kind defines it
        raise NotImplementedError

    @classmethod
    def from_state(cls, state, lang: Optional[str] = None,
                   rules: Optional[Rules] = None) -> "Explorable":  # pragma: no cover - each kind defines it
        raise NotImplementedError

    def state_text(self) -> str:
        """Returns :meth:`state` as the compact JSON the page carries."""
        return json.dumps(self.state(), ensure_ascii=True, separators=(",", ":"), sort_keys=True)

    # -- clicks --------------------------------------------------------------------------
    def event(self, act: str, arg: str = "") -> None:
        """Applies one click (``act``, ``arg``), or raises the :class:`TamCucError` that says why not; a click
        refused leaves the explorable exactly as it was (the kind's own ``_event`` may have begun to change it)."""
        before = self.state()
        try:
            self._event(act, arg)
        except TamCucError:
            self._restore(before)
            raise

    def _event(self, act: str, arg: str) -> None:  # pragma: no cover - each kind defines it
        raise NotImplementedError

    def press(self, act, arg="") -> bool:
        """Applies one click (``act``, ``arg``: a control's ``data-tx-act`` and ``data-tx-arg``); returns
        whether it was taken. A click refused (a :class:`TamCucError`) changes nothing: :attr:`message` says why,
        in the explorable's language. Anything but two texts is refused the same way."""
        from .i18n import language

        before = self.state()
        with language(self.lang):
            try:
                if not isinstance(act, str) or not isinstance(arg, str) or len(act) > 40 or len(arg) > 40:
                    raise UsageError(t("act={act}: not a click of this explorable", act=shown(act)))
                self.message = ""
                self.event(act, arg)
                return True
            except TamCucError as err:
                self._restore(before)
                self.message = capitalise(str(err))  # a sentence on the page, as the engine's own are
                return False

    def _restore(self, state: dict) -> None:
        fresh = type(self).from_state(state, self.lang, self.rules)
        self.__dict__.update({k: v for k, v in fresh.__dict__.items() if k not in ("lang", "message")})

    # -- faces ---------------------------------------------------------------------------
    def body(self, live: bool) -> str:  # pragma: no cover
        raise NotImplementedError

    def html(self, *, live: bool = False, style: bool = True) -> str:
        """Returns the explorable's HTML: ``live=False`` is the book's static face (controls disabled, a note
        that they answer once the engine runs), ``live=True`` the face the engine returns after each click;
        ``style=False`` leaves out the stylesheet (the page keeps the one it was built with)."""
        from .i18n import language

        with language(self.lang):
            return self._html(live, style)

    def _html(self, live: bool, style: bool) -> str:
        with_style = f"<style>{css('explore.css')}</style>" if style else ""
        note = "" if live else (
            f"<p class='tx-note' role='status'>{esc(t('The cards answer your clicks once the game engine has loaded.', self.lang))}</p>")
        root = (f"<div class='tamcuc-explore tx-{self.kind}'{lang_attribute(self.lang, quote=chr(39))} "
                f"data-tx-kind='{self.kind}' data-tx-state='{esc(self.state_text())}'>{self.body(live)}</div>")
        return f"<div class='tamcuc-explore-box'>{with_style}{note}{root}</div>" if not live or style else root

    def _button(self, act: str, arg: str, inner: str, label: str, live: bool, cls: str = "",
                pressed: Optional[bool] = None) -> str:
        state = "" if pressed is None else f" aria-pressed='{'true' if pressed else 'false'}'"
        off = "" if live else " disabled"
        return (f"<button type='button' class='tx-btn {cls}' data-tx-act='{esc(act)}' data-tx-arg='{esc(arg)}' "
                f"aria-label='{esc(label)}'{state}{off}>{inner}</button>")

    def _said(self, text: str) -> str:
        """Returns what the explorable says: the refusal alone after a refused click (the answer of before is
        cleared, so that it is not read as the answer to the refused click), else ``text``."""
        if self.message:
            return f"<p class='tx-refusal' role='alert'>{esc(self.message)}</p>"
        return f"<p class='tx-said' aria-live='polite'>{esc(text)}</p>"

    def _grid(self, act: str, label, live: bool, marks=None, notes=None, picked=None) -> str:
        """Returns the fourteen cards as buttons in two rows, red over black, one column per rank.

        ``picked`` (the cards selected, when the grid selects) gives each card ``aria-pressed`` and a selected
        card its check mark: the selection is said and shown, not by colour alone."""
        marks, notes = marks or {}, notes or {}
        heads = "".join(f"<span class='tx-head'>{esc(rank.name_vi)}</span>" for rank in Rank)
        check = "<span class='tx-check' aria-hidden='true'>✓</span>"
        cells = []
        for card in _ORDER:
            note = notes.get(card, "")
            on = None if picked is None else card in picked
            inner = (card_svg(card, CARD_PX, lang=self.lang) + (check if on else "")
                     + (f"<span class='tx-count'>{esc(note)}</span>" if note else ""))
            cells.append(self._button(act, card.code, inner, label(card), live,
                                      f"tx-card {marks.get(card, '')}".strip(), on))
        rows = (f"<span class='tx-rowhead'>{esc(t('red', self.lang))}</span>" + "".join(cells[:7])
                + f"<span class='tx-rowhead'>{esc(t('black', self.lang))}</span>" + "".join(cells[7:]))
        return f"<div class='tx-grid'><span></span>{heads}{rows}</div>"

    def text(self) -> str:
        """Returns what the explorable says now, as plain text (its notebook text face)."""
        from .i18n import language

        with language(self.lang):
            return self.message or self.verdict()

    def verdict(self) -> str:
        """Returns what the engine says of the explorable now (who wins and why, what to click next), in its language."""
        from .i18n import language

        with language(self.lang):
            return self._verdict()

    def _verdict(self) -> str:  # pragma: no cover - each kind defines it
        raise NotImplementedError

    def widget(self):
        """Returns a new JupyterLab face: an :class:`~tamcuc.explore_widget.ExploreWidget` (needs anywidget)."""
        from .explore_widget import ExploreWidget

        return ExploreWidget(self)

    def _repr_mimebundle_(self, include=None, exclude=None):
        return with_widget({"text/plain": self.text(), "text/html": self.html()}, self.widget, include, exclude)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.state_text()}>"


# -- the trick builder ------------------------------------------------------------------------
class TrickBuilder(Explorable):
    """A trick put together by clicking: each seat's cards (An leads), a fold toggle for each follower.

    ``plays`` are the seats' cards in play order (text, or ``None`` for a fold, as
    :func:`~tamcuc.tricks.resolve_trick` takes them); ``at`` the seat the card buttons fill;
    ``first_trick`` applies the first-trick ban; ``rules`` the rules the trick is judged by (default:
    the book's, ``Rules(players=len(plays))``). The engine judges the trick once every seat has laid
    as many cards as the leader (or folded).

    Clicks: ``("card", code)`` adds a card to seat ``at``; ``("take", "seat:place")`` takes one back;
    ``("seat", n)`` picks the seat to fill; ``("fold", n)`` folds or unfolds a follower;
    ``("first", "")`` turns the first-trick ban on or off; ``("clear", "")`` empties the table.
    """

    kind = "trick"

    def __init__(self, plays: Sequence = ("", "", "", ""), at: int = 0, first_trick: bool = False,
                 lang: Optional[str] = None, folds: Optional[Sequence] = None, rules: Optional[Rules] = None):
        super().__init__(lang)
        if isinstance(plays, (str, bytes)) or not isinstance(plays, Sequence) or len(plays) not in checks.PLAYER_COUNTS:
            raise UsageError(t("plays={plays}: give each seat's cards, two to four seats", plays=shown(plays)))
        if folds is None:
            folds = [p is None for p in plays]
        if isinstance(folds, (str, bytes)) or not isinstance(folds, Sequence) or len(folds) != len(plays):
            raise UsageError(t("plays={plays}: give each seat's cards, two to four seats", plays=shown(folds)))
        self.rules = _rules_for(rules, len(plays))
        self.folds = tuple(bool(f) for f in folds)
        self.seats = tuple(Hand("" if p is None else p) for p in plays)
        if type(at) is not int or not 0 <= at < len(plays):  # checked before str(): 10**5000 has no text
            raise UsageError(t("seat={seat}: seats are numbered 0 … {last}", seat=shown(at), last=len(plays) - 1))
        self.at = at
        self.first_trick = bool(first_trick)
        self.note = ""  # what the first-trick toggle just did, said after the answer (until the next click)
        self._check()

    def _check(self) -> None:
        """Refuses a table no clicks could lay: a folded leader (the engine's own check), more cards than the
        rules let a leader call (``Rules.calls``), more copies of a card than the deck holds."""
        if self.folds[0]:
            raise IllegalPlayError(why_not_a_trick([None], self.rules, names=self.names))
        most = max(len(h) for h in self.seats)
        if most > max(self.rules.calls):
            raise IllegalPlayError(call_refusal(most, self.rules))
        _deck_check([c for h in self.seats for c in h], self.rules)

    def state(self) -> dict:
        return {"seats": [str(h) for h in self.seats], "fold": [int(f) for f in self.folds], "at": self.at,
                "first": int(self.first_trick)}

    @classmethod
    def from_state(cls, state, lang: Optional[str] = None, rules: Optional[Rules] = None) -> "TrickBuilder":
        s = _state_of(state, {"seats", "fold", "at", "first"}, lambda s: (
            isinstance(s["seats"], list) and isinstance(s["fold"], list) and len(s["seats"]) == len(s["fold"])
            and all(isinstance(x, str) and len(x) <= 20 for x in s["seats"])))
        return cls(s["seats"], at=s["at"], first_trick=_flag(s["first"], "first"), lang=lang,
                   folds=[_flag(f, "fold") for f in s["fold"]], rules=rules)

    def plays(self) -> list:
        """Returns the seats' plays as :func:`~tamcuc.tricks.resolve_trick` takes them (``None``: folded)."""
        return [None if f else str(h) for h, f in zip(self.seats, self.folds)]

    def _event(self, act: str, arg: str = "") -> None:
        n = len(self.seats)
        self.note = ""
        if act == "card":
            card = Card.parse(arg)
            seat = self.at
            if self.folds[seat]:
                self.folds = tuple(False if i == seat else f for i, f in enumerate(self.folds))
            cards = list(self.seats[seat]) + [card]
            call = len(self.seats[0])
            if seat > 0 and not call:
                raise IllegalPlayError(t("{name} leads: pick {name}'s cards first", name=self.names[0]))
            if seat > 0 and len(cards) > call:
                raise IllegalPlayError(t("{name} has laid {n}, as many cards as the leader called: click a laid "
                                         "card to take it back", name=self.names[seat], n=number_word(call)))
            self.seats = tuple(Hand(cards) if i == seat else h for i, h in enumerate(self.seats))
            if seat > 0 and len(cards) == call:  # full: the next seat still to fill, if any
                todo = [i for i in range(1, n) if not self.folds[i] and len(self.seats[i]) < call]
                later = [i for i in todo if i > seat]
                self.at = (later or todo or [seat])[0]
        elif act == "take":
            seat_text, _, place = arg.partition(":")
            seat = _seat_arg(seat_text, n)
            hand = list(self.seats[seat])
            at = checks.digits(place, 1)
            if at is None or at >= len(hand):
                raise UsageError(t("card={card}: {name} has no such card", card=shown(place), name=self.names[seat]))
            del hand[at]
            self.seats = tuple(Hand(hand) if i == seat else h for i, h in enumerate(self.seats))
            self.at = seat
        elif act == "seat":
            self.at = _seat_arg(arg, n)
        elif act == "fold":
            seat = _seat_arg(arg, n)
            self.folds = tuple(not f if i == seat else f for i, f in enumerate(self.folds))
        elif act == "first":
            self.first_trick = not self.first_trick
            self.note = self.first_trick_words()
        elif act == "clear":
            self.seats = tuple(Hand() for _ in self.seats)
            self.folds = tuple(False for _ in self.seats)
            self.at = 0
        else:
            raise UsageError(t("act={act}: not a click of this explorable", act=shown(act)))
        self._check()

    def missing(self) -> Optional[int]:
        """Returns the first seat still to lay its cards (the leader when empty), or None when all have."""
        call = len(self.seats[0])
        if not call:
            return 0
        for i in range(1, len(self.seats)):
            if not self.folds[i] and len(self.seats[i]) < call:
                return i
        return None

    def why_not(self) -> str:
        """Returns why the engine refuses what is laid so far (the whole trick once every seat has laid, else the
        lead alone: no play, or banned), with the cards named in words (:func:`~tamcuc.tricks.why_not_a_trick`);
        ``""`` when it refuses nothing."""
        if not len(self.seats[0]):
            return ""
        laid = self.plays() if self.missing() is None else [str(self.seats[0])]
        return why_not_a_trick(laid, self.rules, self.first_trick, names=self.names, lang=self.lang)

    def result(self):
        """Returns the engine's :class:`~tamcuc.tricks.TrickResult` once every seat has laid a trick the rules
        allow, else None (:meth:`why_not` says why not)."""
        if self.missing() is not None or self.why_not():
            return None
        return resolve_trick(self.plays(), self.rules, self.first_trick)

    def first_trick_words(self) -> str:
        """Returns what the First trick toggle does under these rules, as it now stands: the ban it applies (the
        ranks, the saying, the highest card allowed), or that it is off; or that the rules ban nothing there, so
        that a press that changes nothing on the table still says why."""
        lang, rules = self.lang, self.rules
        ban = rules.first_trick_ban
        if not ban:
            if self.first_trick:
                return t("First trick of the deal: on. These rules ban no card in the first trick, so nothing "
                         "changes.", lang)
            return t("First trick of the deal: off. These rules ban no card in the first trick, so nothing "
                     "changes.", lang)
        if not self.first_trick:
            return t("First trick of the deal: off. This is a later trick: no card is banned.", lang)
        ranks = sorted(ban, key=lambda r: r.value)
        banned = (join([r.word(lang) for r in ranks], lang=lang) if lang == "vi"
                  else join([r.name_vi for r in ranks], lang=lang))
        allowed = [c for c in rules.deck if c.rank not in ban]
        top = (t("the {card} is the highest card allowed", lang, card=max(allowed).name(lang)) if allowed
               else t("no card is allowed", lang))
        saying = BAN_SAYINGS.get(ban)
        if saying:
            return t("First trick of the deal: on. These rules ban {banned} in it ({saying}): a lead that holds "
                     "one is refused, and a follower who shows one counts as folded; {top}.", lang, banned=banned,
                     saying=saying, top=top)
        return t("First trick of the deal: on. These rules ban {banned} in it: a lead that holds one is refused, "
                 "and a follower who shows one counts as folded; {top}.", lang, banned=banned, top=top)

    def _verdict(self) -> str:
        lang = self.lang
        why = self.why_not()
        if why:
            said = t("Not yet a trick: {reason}.", lang, reason=why.rstrip("."))
            if self.missing() is not None:  # the lead alone is refused: a click on a laid card takes it back
                said += " " + tn("Click {name}'s card to take it back.", "Click {name}'s cards to take them back.",
                                 len(self.seats[0]), lang, name=self.names[0])
            return said
        result = self.result()
        if result is None:
            seat = self.missing()
            if seat == 0:
                calls = self.rules.calls
                return tn("Click {calls} card for {name}, who leads.", "Click {calls} cards for {name}, who leads.",
                          max(calls), lang, name=self.names[0],
                          calls=join([number_word(c, lang) for c in calls], "or", lang))
            call = len(self.seats[0])
            n = call - len(self.seats[seat])  # the cards still to click
            if n < call:  # some laid already: say how many in all, so "1 card" is not read as the whole lay
                return tn("Now {name}: click {n} more card ({call} in all), or fold.",
                          "Now {name}: click {n} more cards ({call} in all), or fold.", n, lang,
                          name=self.names[seat], n=number_word(n, lang), call=number_word(call, lang))
            return tn("Now {name}: click {n} card, or fold.", "Now {name}: click {n} cards, or fold.", n, lang,
                      name=self.names[seat], n=number_word(n, lang))
        return result.explain(names=self.names, lang=lang)

    def body(self, live: bool) -> str:
        lang = self.lang
        result = None if self.message else self.result()  # after a refusal, no answer of before is shown
        call = len(self.seats[0])
        blocks = []
        for i, (name, hand, folded) in enumerate(zip(self.names, self.seats, self.folds)):
            won = result is not None and result.winner == i
            cards = []
            for j, card in enumerate(hand):
                pic = back_svg(CARD_PX, lang) if folded else card_svg(card, CARD_PX, lang=lang)
                cards.append(self._button("take", f"{i}:{j}", pic,
                                          t("Take {card} back from {name}", lang, card=card.name(lang), name=name),
                                          live, "tx-laid"))
            if not folded:  # an empty place for each card still to lay (one at least for the leader)
                slots = max(0, (call if i else max(call, 1)) - len(hand))
                cards += ["<span class='tx-slot' aria-hidden='true'></span>"] * slots
            role = t("leads", lang) if i == 0 else (t("folds (chui)", lang) if folded else t("shows", lang))
            fold = "" if i == 0 else self._button("fold", str(i), esc(t("Folded (chui) ✓", lang) if folded else
                                                                      t("Fold (chui)", lang)),
                                                  t("{name} folds (chui)", lang, name=name), live, "tx-fold", folded)
            pick = self._button("seat", str(i), esc(name), t("Give cards to {name}", lang, name=name), live,
                                "tx-name", i == self.at)
            cls = "tx-seat" + (" tx-at" if i == self.at else "") + (" tx-won" if won else "")
            star = f"<span class='tx-star'>{esc(t('★ wins', lang))}</span>" if won else ""
            blocks.append(f"<div class='{cls}'>{pick}<span class='tx-role'>{esc(role)}</span>{star}"
                          f"<div class='tx-cards'>{''.join(cards)}</div>{fold}</div>")
        laid = Counter(c for h in self.seats for c in h)
        deck = Counter(self.rules.deck)
        notes = {c: t("{n} left", lang, n=deck[c] - laid[c]) for c in _ORDER}
        at = self.names[self.at]
        grid = self._grid("card", lambda c: t("Give {card} to {name}", lang, card=c.name(lang), name=at), live,
                          notes=notes)
        tools = (self._button("first", "", esc(t("First trick of the deal", lang)),
                              t("First trick of the deal", lang), live, "tx-toggle", self.first_trick)
                 + self._button("clear", "", esc(t("Clear the table", lang)), t("Clear the table", lang), live))
        # What the First trick toggle just did, said beside it: a press on an empty table changes nothing else. Its
        # style is inline: explore.css is inlined in the lessons' stored outputs, which a new rule there would change.
        note = (f"<p class='tx-toggle-note' role='status' style='{_NOTE_STYLE}'>{esc(self.note)}</p>"
                if self.note and not self.message else "")
        return (f"<div class='tx-seats'>{''.join(blocks)}</div>{self._said(self.verdict())}"
                f"<p class='tx-hint'>{esc(t('Cards below go to {name}; pick a name to fill another seat, a laid card to take it back.', lang, name=at))}</p>"
                f"{grid}<div class='tx-tools'>{tools}</div>{note}")


# -- the ladder -------------------------------------------------------------------------------
_TIES = {
    "earlier": N_("Two {card}s are equal: neither beats the other. In a trick the one laid first wins "
                  "(this book's rule; agree on it before you play)."),
    "later": N_("Two {card}s are equal: neither beats the other. In a trick the one laid later wins "
                "(the rule chosen here; agree on it before you play)."),
}
"""What the ladder says of two equal cards, by ``Rules.ties`` (which of equal plays wins a trick)."""

class Ladder(Explorable):
    """The fourteen cards, red over black, one column per rank: click two, the engine says which wins and why.

    Clicks: ``("card", code)`` picks a card (a third click starts a new pair); ``("clear", "")``.
    ``rules`` (default: the book's, ``Rules()``) give the deck and which of two equal cards wins in a trick
    (``Rules.ties``).
    """

    kind = "ladder"

    def __init__(self, picked: Sequence = (), lang: Optional[str] = None, rules: Optional[Rules] = None):
        super().__init__(lang)
        if isinstance(picked, (str, bytes)) or not isinstance(picked, Sequence) or len(picked) > 2:
            raise UsageError(t("picked={picked}: give at most two cards", picked=shown(picked)))
        self.rules = _rules_for(rules, getattr(rules, "players", Rules().players))
        self.picked = tuple(Card.parse(c) for c in picked)
        _deck_check(self.picked, self.rules)

    def state(self) -> dict:
        return {"picked": [c.code for c in self.picked]}

    @classmethod
    def from_state(cls, state, lang: Optional[str] = None, rules: Optional[Rules] = None) -> "Ladder":
        s = _state_of(state, {"picked"}, lambda s: isinstance(s["picked"], list)
                      and all(isinstance(c, str) for c in s["picked"]))
        return cls(s["picked"], lang=lang, rules=rules)

    def _event(self, act: str, arg: str = "") -> None:
        if act == "card":
            card = Card.parse(arg)
            picked = (card,) if len(self.picked) == 2 else self.picked + (card,)
            _deck_check(picked, self.rules)
            self.picked = picked
        elif act == "clear":
            self.picked = ()
        else:
            raise UsageError(t("act={act}: not a click of this explorable", act=shown(act)))

    def winner(self) -> Optional[Card]:
        """Returns the card that wins of the two picked, laid in that order (of equal cards, the one
        ``Rules.ties`` says), or None."""
        if len(self.picked) < 2:
            return None
        a, b = self.picked
        return b if takes_lead(b.strength, a.strength, self.rules) else a

    def _verdict(self) -> str:
        lang = self.lang
        if not self.picked:
            return t("Pick two cards: the page says which wins, and why.", lang)
        if len(self.picked) == 1:
            return t("The {card}. Now pick another card.", lang, card=self.picked[0].name(lang))
        a, b = self.picked
        if a == b:  # the sentence of the rules' tie convention (Rules.ties)
            return t(_TIES[self.rules.ties], lang, card=a.name(lang))
        win = self.winner()
        lose = b if win is a else a
        return t("The {winner} beats the {loser}: {why}.", lang, winner=win.name(lang), loser=lose.name(lang),
                 why=why_beats(Play([win]), Play([lose]), lang))

    def body(self, live: bool) -> str:
        lang = self.lang
        win = None if self.message else self.winner()  # after a refusal, no answer of before is shown
        marks = {}
        for card in self.picked:
            marks[card] = "tx-picked"
        if win is not None and self.picked[0] != self.picked[1]:
            marks[win] = "tx-picked tx-win"
        grid = self._grid("card", lambda c: t("Pick {card}", lang, card=c.name(lang)), live, marks=marks,
                          picked=set(self.picked))
        clear = self._button("clear", "", esc(t("Start again", lang)), t("Start again", lang), live)
        return f"{grid}{self._said(self.verdict())}<div class='tx-tools'>{clear}</div>"


# -- bắt cái ----------------------------------------------------------------------------------
class BatCai(Explorable):
    """Bắt cái step by step: the drawer, the drawn card, and the count walking round the seats.

    Clicks: ``("card", code)`` draws that card (the count starts again); ``("drawer", n)``;
    ``("players", n)``; ``("next", "")`` says the next name; ``("all", "")`` counts to the end;
    ``("again", "")`` starts the count again.
    """

    kind = "batcai"

    def __init__(self, card="E", drawer: int = 1, players: int = 4, step: int = 0, lang: Optional[str] = None):
        super().__init__(lang)
        self.players = checks.players(players)
        self.drawer = checks.seat(drawer, self.players, "drawer")
        self.card = Card.parse(card)
        self.count = bat_cai_count(self.card, self.drawer, self.players)
        self.step = checks.whole(step, "step", 0, len(self.count))

    def state(self) -> dict:
        return {"card": self.card.code, "drawer": self.drawer, "players": self.players, "step": self.step}

    @property
    def rules(self) -> Rules:
        """The rules of the table counted round: the book's, for its number of players."""
        return Rules(players=self.players)

    @classmethod
    def from_state(cls, state, lang: Optional[str] = None, rules: Optional[Rules] = None) -> "BatCai":
        s = _state_of(state, {"card", "drawer", "players", "step"}, lambda s: isinstance(s["card"], str))
        return cls(s["card"], s["drawer"], s["players"], s["step"], lang=lang)

    def _event(self, act: str, arg: str = "") -> None:
        if act == "card":
            self.__init__(arg, self.drawer, self.players, 0, self.lang)
        elif act == "drawer":
            self.__init__(self.card, _seat_arg(arg, self.players), self.players, 0, self.lang)
        elif act == "players":
            # the click carries the number as text (ASCII digits only); the engine's own check says which counts exist
            number = checks.digits(arg, 2)
            players = checks.players(arg if number is None else number)
            self.__init__(self.card, min(self.drawer, players - 1), players, 0, self.lang)
        elif act == "next":
            self.step = min(self.step + 1, len(self.count))
        elif act == "all":
            self.step = len(self.count)
        elif act == "again":
            self.step = 0
        else:
            raise UsageError(t("act={act}: not a click of this explorable", act=shown(act)))

    def dealer(self) -> Optional[int]:
        """Returns the dealer's seat once the count has reached the drawn card's rank, else None."""
        return self.count[-1][0] if self.step == len(self.count) else None

    def _verdict(self) -> str:
        lang, names = self.lang, self.names
        drawer = names[self.drawer]
        if self.step == 0:
            return t("{name} draws the {card}. Press Count: {name} says Tướng, the next player Sĩ, and so on.",
                     lang, name=drawer, card=self.card.name(lang))
        seat, rank = self.count[self.step - 1]
        said = t("{name} says {rank}.", lang, name=names[seat], rank=rank.name_vi)
        if self.dealer() is None:
            return said
        return said + " " + t("The count stops at the drawn card's name, {rank}: {name} deals.", lang,
                              rank=self.card.rank.name_vi, name=names[self.dealer()])

    def body(self, live: bool) -> str:
        lang, names = self.lang, self.names
        words = {i: [] for i in range(self.players)}
        for k, (seat, rank) in enumerate(self.count[: self.step]):
            last = k == self.step - 1
            words[seat].append(f"<li{' class=tx-now' if last else ''}>{esc(rank.name_vi)}</li>")
        seats = []
        for i, name in enumerate(names):
            dealt = self.dealer() == i
            role = []
            if i == self.drawer:
                role.append(t("draws", lang))
            if dealt:
                role.append(t("deals", lang))
            pick = self._button("drawer", str(i), esc(name), t("{name} draws", lang, name=name), live, "tx-name",
                                i == self.drawer)
            cls = "tx-seat" + (" tx-won" if dealt else "")
            seats.append(f"<div class='{cls}'>{pick}<span class='tx-role'>{esc(', '.join(role))}</span>"
                         f"<ol class='tx-words'>{''.join(words[i])}</ol></div>")
        players = "".join(self._button("players", str(n), esc(t("{n} at the table", lang, n=n)),
                                       t("{n} at the table", lang, n=n), live, "tx-toggle", n == self.players)
                          for n in checks.PLAYER_COUNTS)
        grid = self._grid("card", lambda c: t("Draw {card}", lang, card=c.name(lang)), live,
                          marks={self.card: "tx-picked"}, picked={self.card})
        done = self.step == len(self.count)
        tools = (self._button("next", "", esc(t("Count", lang)), t("Count", lang), live, "tx-main")
                 if not done else "") + (self._button("all", "", esc(t("Count to the end", lang)),
                                                      t("Count to the end", lang), live) if not done else "")
        if self.step:
            tools += self._button("again", "", esc(t("Count again", lang)), t("Count again", lang), live)
        return (f"<div class='tx-tools'>{players}</div><div class='tx-seats'>{''.join(seats)}</div>"
                f"{self._said(self.verdict())}<div class='tx-tools'>{tools}</div>"
                f"<p class='tx-hint'>{esc(t('Pick a name to choose who draws, and a card to choose what is drawn.', lang))}</p>{grid}")


# -- the reveal -------------------------------------------------------------------------------
class Reveal(Explorable):
    """A trick laid face down, turned over one player at a time (the leader first); folds stay face down.

    ``plays`` as :func:`~tamcuc.tricks.resolve_trick` takes them (``None``: a fold, drawn as the leader's
    number of cards face down). Clicks: ``("next", "")``,
    ``("back", "")``, ``("start", "")``.
    """

    kind = "reveal"

    def __init__(self, plays: Sequence = ("r r", "C C", "R R", None), step: int = 0, lang: Optional[str] = None,
                 rules: Optional[Rules] = None):
        super().__init__(lang)
        if isinstance(plays, (str, bytes)) or not isinstance(plays, Sequence) or len(plays) not in checks.PLAYER_COUNTS:
            raise UsageError(t("plays={plays}: give each seat's cards, two to four seats", plays=shown(plays)))
        self.rules = _rules_for(rules, len(plays))
        result = resolve_trick(list(plays), self.rules)  # the engine refuses a trick that cannot be
        _deck_check([c for p in result.plays if p is not None for c in p.cards], self.rules)
        self.plays_ = tuple(None if p is None else str(p) for p in result.plays)
        self.step = checks.whole(step, "step", 0, len(plays))

    def state(self) -> dict:
        return {"plays": [p for p in self.plays_], "step": self.step}

    @classmethod
    def from_state(cls, state, lang: Optional[str] = None, rules: Optional[Rules] = None) -> "Reveal":
        s = _state_of(state, {"plays", "step"}, lambda s: isinstance(s["plays"], list) and len(s["plays"]) in checks.PLAYER_COUNTS
                      and all(p is None or (isinstance(p, str) and len(p) <= 20) for p in s["plays"]))
        return cls(s["plays"], step=s["step"], lang=lang, rules=rules)

    def _event(self, act: str, arg: str = "") -> None:
        if act == "next":
            self.step = min(self.step + 1, len(self.plays_))
        elif act == "back":
            self.step = max(self.step - 1, 0)
        elif act == "start":
            self.step = 0
        else:
            raise UsageError(t("act={act}: not a click of this explorable", act=shown(act)))

    def status(self, i: int) -> str:
        return "led" if i == 0 else ("chui" if self.plays_[i] is None else "shown")

    def _verdict(self) -> str:
        lang, names, k = self.lang, self.names, self.step
        n = len(Play(self.plays_[0]).cards)
        if k == 0:
            return tn("Everyone has laid {n} card face down. Press Turn over: {name}, who leads, shows first.",
                      "Everyone has laid {n} cards face down. Press Turn over: {name}, who leads, shows first.",
                      n, lang, n=number_word(n, lang), name=names[0])
        i = k - 1
        if self.plays_[i] is None:
            said = t("{name} folds (chui): the cards stay face down, and nobody sees them.", lang, name=names[i])
        else:
            said = t("{name} shows {play}.", lang, name=names[i], play=Play(self.plays_[i]).phrase(lang))
        result = resolve_trick(list(self.plays_[:k]), self.rules)
        if k == len(self.plays_):
            return said + " " + result.explain(names=names, lang=lang)
        return said + " " + t("So far {name} is ahead, with {play}.", lang, name=names[result.winner],
                              play=result.winning_play.phrase(lang))

    def body(self, live: bool) -> str:
        lang, k = self.lang, self.step
        n = len(Play(self.plays_[0]).cards)
        done = k == len(self.plays_)
        winner = resolve_trick(list(self.plays_), self.rules).winner if done and not self.message else None
        seats = []
        for i, (name, play) in enumerate(zip(self.names, self.plays_)):
            up = play is not None and face_up(self.status(i), i, None, revealed=k > i)
            pics = ("".join(card_svg(c, CARD_PX, lang=lang) for c in Play(play).cards) if up
                    else back_svg(CARD_PX, lang) * n)
            role = ("" if k <= i else (t("folds (chui)", lang) if play is None else
                                        t("leads", lang) if i == 0 else t("shows", lang)))
            cls = "tx-seat" + (" tx-won" if winner == i else "") + (" tx-at" if k == i + 1 else "")
            star = f"<span class='tx-star'>{esc(t('★ wins', lang))}</span>" if winner == i else ""
            seats.append(f"<div class='{cls}'><span class='tx-who'>{esc(name)}</span>"
                         f"<span class='tx-role'>{esc(role)}</span>{star}<div class='tx-cards'>{pics}</div></div>")
        tools = (self._button("back", "", esc(t("Back", lang)), t("Back", lang), live) if k else "")
        tools += (self._button("next", "", esc(t("Turn over", lang)), t("Turn over", lang), live, "tx-main")
                  if not done else self._button("start", "", esc(t("Start again", lang)), t("Start again", lang), live))
        return f"<div class='tx-seats'>{''.join(seats)}</div>{self._said(self.verdict())}<div class='tx-tools'>{tools}</div>"


KINDS = {cls.kind: cls for cls in (TrickBuilder, Ladder, BatCai, Reveal)}
"""Each explorable's kind (its ``data-tx-kind``) and class."""


def trick_builder(plays: Sequence = ("", "", "", ""), at: int = 0, first_trick: bool = False,
                  lang: Optional[str] = None, rules: Optional[Rules] = None) -> TrickBuilder:
    """Returns a :class:`TrickBuilder` showing ``plays`` (see the class), judged by ``rules``."""
    return TrickBuilder(plays, at, first_trick, lang, rules=rules)


def ladder(picked: Sequence = (), lang: Optional[str] = None, rules: Optional[Rules] = None) -> Ladder:
    """Returns a :class:`Ladder` with ``picked`` (up to two cards) already clicked, under ``rules``."""
    return Ladder(picked, lang, rules)


def bat_cai(card="E", drawer: int = 1, players: int = 4, step: int = 0, lang: Optional[str] = None) -> BatCai:
    """Returns a :class:`BatCai` counter: ``drawer`` has drawn ``card``, ``step`` names said so far."""
    return BatCai(card, drawer, players, step, lang)


def reveal(plays: Sequence = ("r r", "C C", "R R", None), step: int = 0, lang: Optional[str] = None,
           rules: Optional[Rules] = None) -> Reveal:
    """Returns a :class:`Reveal` of the trick ``plays`` (``None``: a fold), ``step`` players turned over, under
    ``rules`` (default: the book's, for that many players)."""
    return Reveal(plays, step=step, lang=lang, rules=rules)

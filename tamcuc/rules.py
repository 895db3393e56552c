"""Rules as data: one frozen :class:`Rules` type and its named presets.

Every variant and engine convention of RULES.md is a field here, with its
default stated once in the table below; nothing else in the package decides a
rule. ``Rules()`` is the folk game for four players.

=================  =====================  ===============================================
field              folk default           meaning (RULES.md section)
=================  =====================  ===============================================
players            4                      2, 3 or 4 (§4)
removal            "drop-two-soldiers"    3 players only: which cards leave the deck (§4)
dealer             "bat-cai"              "bat-cai" (§5) or "random" first caller
bat_cai_offset     0                      0: the drawer counts as Tướng; 1: the next seat
calls              (1, 2, 3)              how many cards a leader may call (§6)
first_trick_ban    by players             ranks the first lead may not use (§7)
forced_lead        "folds"                a first leader holding only banned ranks leads one
                                          anyway: it "folds" (cannot win) or "plays" (counts)
ties               "earlier"              equal plays: the earlier player wins (§6.4)
keep               "own"                  winner keeps own cards, or the whole "trick"
tu_tu              by players             four soldiers: "off", "keep" or "seize" (§7)
ngu_tu             "seize"                five soldiers: "off", "keep" or "seize" (§7)
ket                FOLK_KET               kết combinations and bonuses (§7), () for none
scoring            "ranking"              "ranking" by kept cards or "pairwise" (§8)
di_dem             False                  may two players swap cards face down (§7)
=================  =====================  ===============================================

"by players" means: the value the folk rules give for that number of players,
filled in when the field is left as ``None``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cached_property
from typing import Optional

from .cards import Rank, parse_cards
from .errors import RulesError, TamCucError

REMOVALS = {
    # RULES.md §4: which cards leave a 3-player deck.
    "drop-two-soldiers": "P p",
    "drop-five": "K k A P p",
    "drop-five-advisors": "K k A a p",
}
"""The 3-player removals by name, as card codes."""

FIRST_TRICK_BAN = {
    # RULES.md §7: "cấm tướng, cấm sĩ, lấy tượng cầm đầu" (2 or 4 players);
    # "cấm sĩ, cấm tượng, lấy xe cầm đầu" (3 players).
    2: frozenset({Rank.GENERAL, Rank.ADVISOR}),
    3: frozenset({Rank.GENERAL, Rank.ADVISOR, Rank.ELEPHANT}),
    4: frozenset({Rank.GENERAL, Rank.ADVISOR}),
}
"""The folk first-trick ban for each number of players."""

TU_TU_FOLK = {2: "keep", 3: "seize", 4: "keep"}
"""The folk effect of declaring four soldiers, by number of players (RULES.md §7)."""

DECLARATION_EFFECTS = ("off", "keep", "seize")


@dataclass(frozen=True)
class Ket:
    """One row of the kết table: a finishing combination and what it scores.

    ``plays`` are the combinations (as card codes) that count as this kết when
    led in the last trick; ``bonus`` goes to the leader if the kết wins,
    ``de_bonus`` to the player who beats it (đè).
    """

    name: str
    plays: tuple
    bonus: int
    de_bonus: int

    def __post_init__(self):
        from .plays import Play

        if not self.name:
            raise RulesError("a kết row needs a name")
        try:
            plays = tuple(str(Play(p)) for p in self.plays)
        except (TamCucError, TypeError) as err:
            raise RulesError(f"kết row {self.name!r}: {err}") from None
        object.__setattr__(self, "plays", plays)

    def matches(self, play) -> bool:
        """Returns True when ``play`` (a Play) is one of this row's combinations."""
        return str(play) in self.plays


FOLK_KET = (
    # RULES.md §7, the example table seen on one deck seller's site:
    # kết đôi +2, kết ba +3, đè +4 / +6.
    Ket("kết đôi", ("p p",), bonus=2, de_bonus=4),
    Ket("kết ba", ("R C H", "r c h"), bonus=3, de_bonus=6),
)
"""The example kết table of RULES.md §7."""

_CHOICES = {
    "dealer": ("bat-cai", "random"),
    "forced_lead": ("folds", "plays"),
    "ties": ("earlier", "later"),
    "keep": ("own", "trick"),
    "scoring": ("ranking", "pairwise"),
}


@dataclass(frozen=True)
class Rules:
    """The rules a table agrees before play. Frozen; change one with :meth:`replace`.

    >>> Rules().players, Rules.learning().scoring
    (4, 'pairwise')
    >>> Rules.folk(players=3).hand_size
    10
    """

    players: int = 4
    removal: str = "drop-two-soldiers"
    dealer: str = "bat-cai"
    bat_cai_offset: int = 0
    calls: tuple = (1, 2, 3)
    first_trick_ban: Optional[frozenset] = None
    forced_lead: str = "folds"
    ties: str = "earlier"
    keep: str = "own"
    tu_tu: Optional[str] = None
    ngu_tu: str = "seize"
    ket: tuple = FOLK_KET
    scoring: str = "ranking"
    di_dem: bool = False

    def __post_init__(self):
        set_ = lambda name, value: object.__setattr__(self, name, value)  # noqa: E731
        if not isinstance(self.players, int) or self.players not in (2, 3, 4):
            raise RulesError(f"players={self.players!r}: Tam Cúc is played by 2, 3 or 4 players")
        if not isinstance(self.removal, str) or self.removal not in REMOVALS:
            raise RulesError(
                f"removal={self.removal!r} is not a 3-player removal; choose one of {sorted(REMOVALS)}"
            )
        for name, allowed in _CHOICES.items():
            value = getattr(self, name)
            if not isinstance(value, str) or value not in allowed:
                raise RulesError(f"{name}={value!r} is not allowed; choose one of {list(allowed)}")
        if not isinstance(self.bat_cai_offset, int) or not 0 <= self.bat_cai_offset < self.players:
            raise RulesError(
                f"bat_cai_offset={self.bat_cai_offset!r}: the count starts at the drawer (0) "
                f"or a seat further (1 … {self.players - 1})"
            )
        try:
            calls = tuple(sorted(set(self.calls)))
        except TypeError:
            calls = ()
        if not calls or any(c not in (1, 2, 3) or isinstance(c, bool) for c in calls) or 1 not in calls:
            raise RulesError(
                f"calls={self.calls!r}: a leader calls one, two or three cards, and one card "
                f"must always be allowed so that any hand can lead"
            )
        set_("calls", calls)
        ban = FIRST_TRICK_BAN[self.players] if self.first_trick_ban is None else self.first_trick_ban
        try:
            ban = frozenset(r if isinstance(r, Rank) else Rank[str(r).upper()] for r in ban)
        except (KeyError, TypeError):
            raise RulesError(
                f"first_trick_ban={self.first_trick_ban!r}: give a set of Rank members"
            ) from None
        set_("first_trick_ban", ban)
        tu_tu = TU_TU_FOLK[self.players] if self.tu_tu is None else self.tu_tu
        for name, value in (("tu_tu", tu_tu), ("ngu_tu", self.ngu_tu)):
            if not isinstance(value, str) or value not in DECLARATION_EFFECTS:
                raise RulesError(
                    f"{name}={value!r}: a declaration is 'off', 'keep' (counts as won) "
                    f"or 'seize' (counts as won and takes the lead)"
                )
        set_("tu_tu", tu_tu)
        try:
            ket = tuple(self.ket)
        except TypeError:
            ket = (None,)
        if any(not isinstance(k, Ket) for k in ket):
            raise RulesError(f"ket={self.ket!r}: give a tuple of Ket rows")
        set_("ket", ket)
        if not isinstance(self.di_dem, bool):
            raise RulesError(f"di_dem={self.di_dem!r}: give True or False")
        if len(self.deck) % self.players:
            raise RulesError(f"{len(self.deck)} cards cannot be dealt evenly to {self.players}")

    # -- presets ------------------------------------------------------------------
    @classmethod
    def folk(cls, players: int = 4, **changes) -> "Rules":
        """Returns the folk rules of the article (RULES.md §9) for 2, 3 or 4 players."""
        return cls(players=players, **changes)

    @classmethod
    def learning(cls, **changes) -> "Rules":
        """Returns the published learning convention: four players, no extras, pairwise."""
        values = dict(
            players=4,
            dealer="random",
            first_trick_ban=frozenset(),
            tu_tu="off",
            ngu_tu="off",
            ket=(),
            scoring="pairwise",
        )
        values.update(changes)
        return cls(**values)

    @classmethod
    def preset(cls, name: str, **changes) -> "Rules":
        """Returns the preset called ``name`` (``"folk"`` or ``"learning"``)."""
        try:
            factory = PRESETS[name]
        except (KeyError, TypeError):
            raise RulesError(f"no preset called {name!r}; the presets are {sorted(PRESETS)}") from None
        return factory(**changes)

    def replace(self, **changes) -> "Rules":
        """Returns a copy with some fields changed (checked like a new Rules).

        When ``players`` changes, the fields that hold the folk value for the old
        number of players ("by players" in the table above) take the folk value
        for the new number, unless they are changed too:

        >>> sorted(r.name for r in Rules().replace(players=3).first_trick_ban)
        ['ADVISOR', 'ELEPHANT', 'GENERAL']
        >>> Rules.learning().replace(players=3).first_trick_ban
        frozenset()
        """
        if "players" in changes and changes["players"] != self.players:
            for name, folk in (("first_trick_ban", FIRST_TRICK_BAN), ("tu_tu", TU_TU_FOLK)):
                if name not in changes and getattr(self, name) == folk[self.players]:
                    changes[name] = None
        return dataclasses.replace(self, **changes)

    def diff(self, other: "Rules") -> dict:
        """Returns ``{field: (self's value, other's value)}`` for the fields that differ."""
        return {
            f.name: (getattr(self, f.name), getattr(other, f.name))
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(other, f.name)
        }

    # -- derived facts --------------------------------------------------------------
    @cached_property
    def removed_cards(self) -> tuple:
        """Returns the cards taken out before dealing (none unless 3 players)."""
        if self.players != 3:
            return ()
        return tuple(parse_cards(REMOVALS[self.removal]))

    @cached_property
    def deck(self):
        """Returns the cards dealt under these rules."""
        from .cards import deck

        return deck(self)

    @cached_property
    def hand_size(self) -> int:
        """Returns how many cards each player is dealt."""
        return len(self.deck) // self.players

    def is_banned(self, cards, first_trick: bool) -> bool:
        """Returns True when ``cards`` hold a rank the first-trick ban forbids."""
        return first_trick and any(c.rank in self.first_trick_ban for c in cards)

    def declaration_effect(self, soldiers: int) -> str:
        """Returns "off", "keep" or "seize" for declaring 4 or 5 soldiers."""
        return self.tu_tu if soldiers == 4 else self.ngu_tu

    def ket_row(self, play) -> Optional[Ket]:
        """Returns the kết row that ``play`` (led in the last trick) belongs to, or None."""
        for row in self.ket:
            if row.matches(play):
                return row
        return None


PRESETS = {"folk": Rules.folk, "learning": Rules.learning}
"""The named presets, found by :meth:`Rules.preset`."""


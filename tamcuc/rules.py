"""Rules as data: one frozen :class:`Rules` type and its named presets.

Every variant and engine convention of the rules reference, RULES.md at the
repository root (§12 lists the engine's conventions), is a field here; nothing else
in the package decides a rule. ``Rules()`` is the folk game for four players.
:data:`FIELDS` is the one description of the fields (their choices, folk and
learning values and meaning), read by the quiz and the lessons; the table below
is made from it.

{table}

"by players" means: the value the folk rules give for that number of players.
Such a field is left as ``None`` ("by players") when a table does not choose
it, and is resolved in one place, :meth:`Rules.__post_init__`, from
:data:`FIRST_TRICK_BAN` and :data:`TU_TU_FOLK`. It stays "by players":
``replace(players=…)`` resolves it again for the new count, but never changes
a value the caller chose:

>>> Rules(tu_tu="keep").replace(players=3).tu_tu, Rules().replace(players=3).tu_tu
('keep', 'seize')

So two Rules are equal (same hash, same ``repr``) only when the caller gave
the same values, a field left "by players" counting as its own value: the
attributes show the rules in force, :meth:`Rules.given` what was chosen.
Every field is checked when a Rules is made, and a bad one is a
:class:`~tamcuc.errors.RulesError` naming it.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal, NamedTuple, Optional, get_args

from .cards import Rank, parse_cards
from . import checks
from .errors import RulesError, TamCucError, shown
from .i18n import N_, t
from ._public import public_dir

__all__ = [
    "REMOVALS", "FIRST_TRICK_BAN", "BAN_SAYINGS", "TRADITIONAL_REMOVALS", "TU_TU_FOLK", "Removal", "Dealer",
    "ForcedLead", "Ties", "Keep", "Effect", "Scoring", "DECLARATION_EFFECTS", "DECLARATION_WORDS", "Ket",
    "FOLK_KET", "ARTICLE_KET", "KET_TABLES", "ket_table", "BY_PLAYERS", "RuleField", "FIELDS", "Rules", "PRESETS",
    "PRESET_PLAYERS",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

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

BAN_SAYINGS = {
    # RULES.md §7: the article's saying for each folk ban (2 or 4 players; 3 players).
    FIRST_TRICK_BAN[4]: "cấm tướng, cấm sĩ, lấy tượng cầm đầu",
    FIRST_TRICK_BAN[3]: "cấm sĩ, cấm tượng, lấy xe cầm đầu",
}
"""The saying players use for each folk first-trick ban (a ban of :data:`FIRST_TRICK_BAN` to its words)."""

TRADITIONAL_REMOVALS = ("drop-two-soldiers", "drop-five")
"""The 3-player removals the sources agree on (RULES.md §4): a red and a black soldier
(30 cards, the default), or both generals, a red advisor and a red and a black soldier
(27 cards). The third, ``drop-five-advisors``, is one online game's."""

TU_TU_FOLK = {2: "keep", 3: "seize", 4: "keep"}
"""The folk effect of declaring four soldiers, by number of players (RULES.md §7)."""

Removal = Literal["drop-two-soldiers", "drop-five", "drop-five-advisors"]
Dealer = Literal["bat-cai", "random"]
ForcedLead = Literal["folds", "plays"]
Ties = Literal["earlier", "later"]
Keep = Literal["own", "trick"]
Effect = Literal["off", "keep", "seize"]
Scoring = Literal["ranking", "pairwise"]

DECLARATION_EFFECTS = get_args(Effect)
"""What declaring four or five soldiers does: nothing, count as won, or count as won and take the lead."""

DECLARATION_WORDS = {
    "off": N_("nothing special: they are played like any other cards (these rules have no declarations)"),
    "keep": N_("the cards count as won; the lead stays where it was"),
    "seize": N_("the cards count as won and the declarer takes the lead (cướp cái)"),
}
"""Each of :data:`DECLARATION_EFFECTS` in words (in English; :func:`tamcuc.i18n.t` gives the others)."""
assert tuple(DECLARATION_WORDS) == DECLARATION_EFFECTS


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
        """Checks the row: a name, at least one real play, and whole-number bonuses (a :class:`RulesError` if not)."""
        from .plays import Play

        if not isinstance(self.name, str) or not self.name:
            raise RulesError(t("a kết row needs a name"))
        if isinstance(self.plays, (str, bytes)) or not isinstance(self.plays, (tuple, list)) or not self.plays:
            raise RulesError(t("kết row {name}: plays={plays}: give a tuple of plays, such as ('p p',)",
                               name=shown(self.name), plays=shown(self.plays)))
        try:
            plays = tuple(str(Play(p)) for p in self.plays)
        except TamCucError as err:
            raise RulesError(t("kết row {name}: {err}", name=shown(self.name), err=err)) from None
        object.__setattr__(self, "plays", plays)
        for what in ("bonus", "de_bonus"):
            value = checks.as_whole(getattr(self, what))
            if value is None:
                raise RulesError(t("kết row {name}: {what}={value}: a bonus is a whole number of points",
                                   name=shown(self.name), what=what, value=shown(getattr(self, what))))
            object.__setattr__(self, what, value)

    def matches(self, play) -> bool:
        """Returns True when ``play`` (a Play) is one of this row's combinations."""
        return str(play) in self.plays


FOLK_KET = (
    # RULES.md §7, the example table seen on one deck seller's site:
    # kết đôi +2, kết ba +3, đè +4 / +6.
    Ket("kết đôi", ("p p",), bonus=2, de_bonus=4),
    Ket("kết ba", ("R C H", "r c h"), bonus=3, de_bonus=6),
)
"""The deck seller's example kết table of RULES.md §7, the engine's default: a pair of black
soldiers (kết đôi, +2, beaten +4) or Xe–Pháo–Mã of either colour (kết ba, +3, beaten +6)."""

ARTICLE_KET = (
    # RULES.md §7, the article's own reading of its example: the kết group must be black.
    Ket("kết đôi", ("p p",), bonus=2, de_bonus=4),
    Ket("kết ba", ("r c h",), bonus=3, de_bonus=6),
)
"""The article's black-only reading of the example table (RULES.md §7), with the same bonuses.

The article names three black groups: a pair of black soldiers, black
Xe–Pháo–Mã, and black tứ tử. Only the first two are rows here. A leader calls
one, two or three cards, so four soldiers are never led, in the last trick or
any other: they are declared between tricks (the ``tu_tu`` field), and a
declaration is not a kết. A "kết tứ tử" row could therefore never match
:meth:`Rules.ket_row` in a game, and the engine does not pretend to have one.
Under this table red Xe–Pháo–Mã led last is no kết (it still can win the trick,
and a red Xe–Pháo–Mã still beats a black one led as kết: that is đè).
"""

KET_TABLES = {"seller": FOLK_KET, "article": ARTICLE_KET}
"""The documented kết tables of RULES.md §7 by name: ``Rules(ket="article")`` picks one."""


def ket_table(name: str) -> tuple:
    """Returns the kết table called ``name`` (``"seller"``, the default, or ``"article"``).

    >>> [row.plays for row in ket_table("article")]
    [('p p',), ('r c h',)]
    """
    try:
        return KET_TABLES[name]
    except (KeyError, TypeError):
        raise RulesError(t("no kết table called {name}; the tables are {tables}", name=shown(name),
                           tables=", ".join(map(repr, KET_TABLES)))) from None

_CHOICES = {
    "dealer": get_args(Dealer),
    "forced_lead": get_args(ForcedLead),
    "ties": get_args(Ties),
    "keep": get_args(Keep),
    "scoring": get_args(Scoring),
}
assert set(REMOVALS) == set(get_args(Removal))

BY_PLAYERS = "by players"
"""How :data:`FIELDS` shows a folk value that depends on the number of players."""


class RuleField(NamedTuple):
    """One field of :class:`Rules`, described for people: the row of :data:`FIELDS`."""

    name: str
    choices: tuple
    folk: str
    learning: str
    meaning: str
    section: str

    def describe(self, lang: Optional[str] = None) -> str:
        """Returns what the field means, in ``lang`` (default: the current language).

        >>> FIELDS["ties"].describe("vi")
        'hai nước bài bằng nhau thì người ra trước thắng (hoặc người ra sau, tuỳ lệ)'
        """
        return t(self.meaning, lang)


FIELDS = {
    f.name: f
    for f in (
        RuleField("players", (2, 3, 4), "4", "4", N_("how many play: 2, 3 or 4"), "§4"),
        RuleField("removal", get_args(Removal), '"drop-two-soldiers"', '"drop-two-soldiers"',
                  N_("3 players only: which cards leave the deck"), "§4"),
        RuleField("dealer", get_args(Dealer), '"bat-cai"', '"random"',
                  N_("how the first caller is chosen: bắt cái (a card is drawn and counted) or at random"), "§5"),
        RuleField("bat_cai_offset", (0, 1), "0", "0",
                  N_("0: in bắt cái the drawer counts as Tướng; 1: the next seat does"), "§5"),
        RuleField("calls", ((1, 2, 3), (1, 2), (1,)), "(1, 2, 3)", "(1, 2, 3)",
                  N_("how many cards a leader may call"), "§6"),
        RuleField("first_trick_ban", (), BY_PLAYERS, "none",
                  N_("ranks the first lead may not use; a banned play in the first trick counts as folded"), "§7"),
        RuleField("forced_lead", get_args(ForcedLead), '"folds"', '"folds"',
                  N_("a first leader holding only banned plays leads one anyway: it \"folds\" (cannot win) "
                  "or \"plays\" (counts)"), "§7.1, §12.4"),
        RuleField("ties", get_args(Ties), '"earlier"', '"earlier"',
                  N_("of equal plays, the earlier player's wins (or the later one's)"), "§6.4"),
        RuleField("keep", get_args(Keep), '"own"', '"own"',
                  N_("the winner keeps only their own cards, or the whole trick"), "§6.5"),
        RuleField("tu_tu", get_args(Effect), BY_PLAYERS, '"off"',
                  N_("four soldiers of one colour: \"off\", \"keep\" (count as won) or \"seize\" "
                  "(count as won and take the lead)"), "§7"),
        RuleField("ngu_tu", get_args(Effect), '"seize"', '"off"',
                  N_("five soldiers of one colour: \"off\", \"keep\" or \"seize\""), "§7"),
        RuleField("ket", tuple(KET_TABLES), '"seller"', "()",
                  N_("the kết combinations led in the last trick and their bonuses: \"seller\" (the deck "
                  "seller's example: a pair of black soldiers, or Xe–Pháo–Mã of either colour), "
                  "\"article\" (the article's black-only reading: a pair of black soldiers or black "
                  "Xe–Pháo–Mã; its black tứ tử is declared, never led, so it is no row), "
                  "your own tuple of Ket rows, or () for none"), "§7"),
        RuleField("scoring", get_args(Scoring), '"ranking"', '"pairwise"',
                  N_("rank by kept cards, or settle kept cards between every pair"), "§8"),
        RuleField("di_dem", (False, True), "False", "False",
                  N_("may two players swap cards face down between tricks (đi đêm)"), "§7"),
        RuleField("undo", (False, True), "False", "True",
                  N_("may a player take back their own last move (a learning aid, never a rule of the game)"),
                  "§12.15"),
    )
}
"""Every field of :class:`Rules`, by name: its choices, folk and learning values, meaning and RULES.md section."""


def _fields_table() -> str:
    """Returns :data:`FIELDS` as a reStructuredText table (for this module's docstring)."""
    rows = [(f.name, f.folk, f"{f.meaning} ({f.section})") for f in FIELDS.values()]
    widths = [max(len(r[i]) for r in rows + [("field", "folk default", "meaning (RULES.md section)")]) for i in range(3)]
    line = "  ".join("=" * w for w in widths)
    fmt = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
    return "\n".join([line, fmt(("field", "folk default", "meaning (RULES.md section)")), line, *map(fmt, rows), line])


__doc__ = __doc__.replace("{table}", _fields_table())


@dataclass(frozen=True, eq=False, repr=False)
class Rules:
    """The rules a table agrees before play. Frozen; change one with :meth:`replace`.

    >>> Rules().players, Rules.learning().scoring
    (4, 'pairwise')
    >>> Rules.folk(players=3).hand_size
    10

    Equality, hash and ``repr`` are those of what the caller gave: a field left
    "by players" is not the same rule as the same value chosen, because the two
    part ways when the number of players changes. ``repr`` evaluates back:

    >>> Rules(tu_tu="keep", ket="article")
    Rules(tu_tu='keep', ket='article')
    >>> Rules() == Rules(tu_tu="keep"), Rules().tu_tu == Rules(tu_tu="keep").tu_tu
    (False, True)
    """

    players: int = 4
    removal: Removal = "drop-two-soldiers"
    dealer: Dealer = "bat-cai"
    bat_cai_offset: int = 0
    calls: tuple = (1, 2, 3)
    first_trick_ban: Optional[frozenset] = None  # None: by players
    forced_lead: ForcedLead = "folds"
    ties: Ties = "earlier"
    keep: Keep = "own"
    tu_tu: Optional[Effect] = None  # None: by players
    ngu_tu: Effect = "seize"
    ket: tuple = FOLK_KET  # or a table's name from KET_TABLES, resolved to its rows
    scoring: Scoring = "ranking"
    di_dem: bool = False
    undo: bool = False  # a learning aid of the table (RULES.md §12.15), not a rule of play
    _by_players: frozenset = field(init=False, repr=False, compare=False, default=frozenset())
    _given: tuple = field(init=False, repr=False, compare=False, default=())

    def __post_init__(self):
        """Checks every field and resolves the "by players" ones (the one place that does).

        The attributes hold the values in force (``first_trick_ban`` and ``tu_tu``
        resolved for the number of players); ``_given`` keeps what the caller gave,
        ``None`` for a field left by players, and is what equality, hash and repr read.
        """
        set_ = lambda name, value: object.__setattr__(self, name, value)  # noqa: E731
        set_("players", checks.players(self.players))
        if not isinstance(self.removal, str) or self.removal not in REMOVALS:
            raise RulesError(t("removal={removal} is not a 3-player removal; choose one of {choices}",
                               removal=shown(self.removal), choices=sorted(REMOVALS)))
        for name, allowed in _CHOICES.items():
            value = getattr(self, name)
            if not isinstance(value, str) or value not in allowed:
                raise RulesError(t("{name}={value} is not allowed; choose one of {choices}", name=name,
                                   value=shown(value), choices=list(allowed)))
        offset = checks.as_whole(self.bat_cai_offset)
        if offset is None or not 0 <= offset < self.players:
            raise RulesError(t(
                "bat_cai_offset={offset}: the count starts at the drawer (0) or a seat further (1 … {last})",
                offset=shown(self.bat_cai_offset), last=self.players - 1,
            ))
        set_("bat_cai_offset", offset)
        calls = ()
        if isinstance(self.calls, (tuple, list, set, frozenset, range)) and all(
            checks.as_whole(c) is not None for c in self.calls
        ):
            calls = tuple(sorted({checks.as_whole(c) for c in self.calls}))
        if not calls or any(c not in (1, 2, 3) for c in calls) or 1 not in calls:
            raise RulesError(t(
                "calls={calls}: a leader calls one, two or three cards, and one card "
                "must always be allowed so that any hand can lead", calls=shown(self.calls)
            ))
        set_("calls", calls)
        set_("_by_players", frozenset(name for name in ("first_trick_ban", "tu_tu") if getattr(self, name) is None))
        given_ban = None
        if self.first_trick_ban is not None:
            try:
                if isinstance(self.first_trick_ban, (str, bytes)):
                    raise TypeError
                given_ban = frozenset(r if isinstance(r, Rank) else Rank[r.upper()] for r in self.first_trick_ban)
            except (KeyError, TypeError, AttributeError):
                raise RulesError(t("first_trick_ban={ban}: give a set of Rank members",
                                   ban=shown(self.first_trick_ban))) from None
        set_("first_trick_ban", FIRST_TRICK_BAN[self.players] if given_ban is None else given_ban)
        for name, value in (("tu_tu", self.tu_tu), ("ngu_tu", self.ngu_tu)):
            if (value is not None or name == "ngu_tu") and (not isinstance(value, str) or value not in DECLARATION_EFFECTS):
                raise RulesError(t(
                    "{name}={value}: a declaration is 'off', 'keep' (counts as won) "
                    "or 'seize' (counts as won and takes the lead)", name=name, value=shown(value)
                ))
        given_tu_tu = self.tu_tu
        set_("tu_tu", TU_TU_FOLK[self.players] if given_tu_tu is None else given_tu_tu)
        ket = (None,)
        if isinstance(self.ket, str):
            ket = ket_table(self.ket)
        elif isinstance(self.ket, (tuple, list)):
            ket = tuple(self.ket)
        if any(not isinstance(k, Ket) for k in ket):
            raise RulesError(t("ket={ket}: give a table's name ({tables}) or a tuple of Ket rows", ket=shown(self.ket),
                               tables=", ".join(map(repr, KET_TABLES))))
        set_("ket", ket)
        if not isinstance(self.di_dem, bool):
            raise RulesError(t("di_dem={value}: give True or False", value=shown(self.di_dem)))
        if not isinstance(self.undo, bool):
            raise RulesError(t("undo={value}: give True or False", value=shown(self.undo)))
        if len(self.deck) % self.players:
            raise RulesError(t("{n} cards cannot be dealt evenly to {players} players", n=len(self.deck),
                               players=self.players))
        given = {name: getattr(self, name) for name in _FIELD_NAMES}
        given.update(first_trick_ban=given_ban, tu_tu=given_tu_tu)
        set_("_given", tuple(given.values()))

    # -- a value: what the caller gave ---------------------------------------------------
    def given(self) -> dict:
        """Returns ``{field: value}`` as the caller gave it: ``None`` for a field left "by players".

        >>> Rules(tu_tu="keep").given()["tu_tu"], Rules().given()["tu_tu"], Rules().tu_tu
        ('keep', None, 'keep')
        """
        return dict(zip(_FIELD_NAMES, self._given))

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._given == other._given

    def __hash__(self) -> int:
        return hash(self._given)

    def __repr__(self) -> str:
        parts = []
        for name, value in zip(_FIELD_NAMES, self._given):
            if value == _DEFAULTS[name]:
                continue
            if name == "first_trick_ban":
                ranks = ", ".join(repr(r) for r in sorted(value, key=lambda r: r.value))
                text = f"frozenset({{{ranks}}})" if ranks else "frozenset()"
            elif name == "ket":
                named = [key for key, rows in KET_TABLES.items() if rows == value]
                text = repr(named[0]) if named else repr(value)
            else:
                text = repr(value)
            parts.append(f"{name}={text}")
        return f"Rules({', '.join(parts)})"

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
            undo=True,
        )
        values.update(changes)
        return cls(**values)

    @classmethod
    def preset(cls, name: str, **changes) -> "Rules":
        """Returns the preset called ``name`` (``"folk"`` or ``"learning"``)."""
        try:
            factory = PRESETS[name]
        except (KeyError, TypeError):
            raise RulesError(t("no preset called {name}; the presets are {presets}", name=shown(name),
                               presets=sorted(PRESETS))) from None
        return factory(**changes)

    def replace(self, **changes) -> "Rules":
        """Returns a copy with some fields changed (checked like a new Rules).

        A field left "by players" (``None`` when made) stays so: it follows the
        new number of players. A value the caller chose is never overwritten:

        >>> sorted(r.name for r in Rules().replace(players=3).first_trick_ban)
        ['ADVISOR', 'ELEPHANT', 'GENERAL']
        >>> Rules.learning().replace(players=3).first_trick_ban
        frozenset()
        >>> Rules(tu_tu="keep").replace(players=3).tu_tu
        'keep'
        """
        _check_names(changes)
        return Rules(**{**self.given(), **changes})

    def by_players(self, name: str) -> bool:
        """Returns True when field ``name`` was left "by players" (it follows the number of players)."""
        if not isinstance(name, str):
            raise RulesError(t("{name} is not a field of Rules; the fields are {fields}", name=shown(name),
                               fields=", ".join(_FIELD_NAMES)))
        _check_names([name])
        return name in self._by_players

    def diff(self, other: "Rules") -> dict:
        """Returns ``{field: (self's value, other's value)}`` for the fields that differ."""
        if not isinstance(other, Rules):
            raise RulesError(t("diff() compares two Rules, not {other}", other=shown(other)))
        return {
            name: (getattr(self, name), getattr(other, name))
            for name in _FIELD_NAMES
            if getattr(self, name) != getattr(other, name)
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
        try:
            return bool(first_trick) and any(c.rank in self.first_trick_ban for c in cards)
        except (TypeError, AttributeError):
            from .cards import as_cards

            return any(c.rank in self.first_trick_ban for c in as_cards(cards))

    def declaration_effect(self, soldiers: int) -> str:
        """Returns "off", "keep" or "seize" for declaring 4 or 5 soldiers."""
        n = checks.as_whole(soldiers)
        if n not in (4, 5):
            raise RulesError(t("soldiers={n}: only four or five soldiers are declared", n=shown(soldiers)))
        return self.tu_tu if n == 4 else self.ngu_tu

    def ket_row(self, play) -> Optional[Ket]:
        """Returns the kết row that ``play`` (led in the last trick) belongs to, or None."""
        from .plays import Play

        play = Play(play)
        for row in self.ket:
            if row.matches(play):
                return row
        return None


_FIELD_NAMES = tuple(f.name for f in dataclasses.fields(Rules) if f.init)
"""The fields a caller gives, in order."""

_DEFAULTS = {f.name: f.default for f in dataclasses.fields(Rules) if f.init}


def _check_names(changes: dict) -> None:
    """Raises :class:`RulesError` naming the first key of ``changes`` that is not a field of :class:`Rules`."""
    for name in changes:
        if name not in _FIELD_NAMES:
            raise RulesError(t("{name} is not a field of Rules; the fields are {fields}", name=shown(name),
                               fields=", ".join(_FIELD_NAMES)))


_dataclass_init = Rules.__init__


@functools.wraps(_dataclass_init)
def _init(self, *args, **changes):
    if len(args) > len(_FIELD_NAMES):
        raise RulesError(t("Rules takes at most {n} values in order (then name them): {fields}", n=len(_FIELD_NAMES),
                           fields=", ".join(_FIELD_NAMES)))
    _check_names(changes)
    for name in _FIELD_NAMES[: len(args)]:
        if name in changes:
            raise RulesError(t("{name} is given twice", name=name))
    _dataclass_init(self, *args, **changes)


Rules.__init__ = _init

PRESETS = {"folk": Rules.folk, "learning": Rules.learning}
"""The named presets, found by :meth:`Rules.preset`."""

PRESET_PLAYERS = {"folk": (2, 3, 4), "learning": (4,)}
"""How many players each preset is written for: the learning convention is a four-player
game (RULES.md §9); a table offers only these counts with that preset."""


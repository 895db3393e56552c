"""The checks every entry point shares: a whole number, a seat, a number of players.

Each is written once, here, and every module calls it, so the same input gets the
same answer everywhere. A whole number is a real ``int`` or anything
``operator.index`` accepts (a NumPy integer), never ``True``/``False``, a float, a
complex number or text; a check returns it as a plain ``int``.

>>> seat(2, 4), players(3)
(2, 3)
>>> seat(True, 4)
Traceback (most recent call last):
...
tamcuc.errors.SeatError: seat=True: seats are numbered 0 … 3
>>> players(1)
Traceback (most recent call last):
...
tamcuc.errors.RulesError: players=1: Tam Cúc is played by 2, 3 or 4 players
"""

from __future__ import annotations

import operator
from typing import Optional

from .errors import RulesError, SeatError, UsageError, shown
from .i18n import t
from ._public import public_dir

__all__ = [
    "PLAYER_COUNTS", "MAX_DEALS", "as_whole", "digits", "whole", "players", "seat", "MAX_SIZE", "size", "progress",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

PLAYER_COUNTS = (2, 3, 4)
"""How many can play Tam Cúc (RULES.md §4): the one home of this rule."""

MAX_DEALS = 1_000_000
"""The most deals one simulation plays (a bound, so that a mistyped count cannot run for ever)."""


def as_whole(value) -> Optional[int]:
    """Returns ``value`` as a plain ``int`` when it is a whole number (not a bool), else None.

    >>> as_whole(3), as_whole(True), as_whole(3.0), as_whole("3")
    (3, None, None, None)
    """
    if isinstance(value, bool) or type(value).__name__ in ("bool_", "bool"):
        return None
    if type(value) is int:
        return value
    try:
        return operator.index(value)
    except Exception:  # noqa: BLE001 - any object may say it is no integer in its own way
        return None


def digits(text, longest: int, signed: bool = False) -> Optional[int]:
    """Returns the number ``text`` writes when it is one to ``longest`` ASCII digits (0–9), else None;
    ``signed=True`` also reads one minus sign in front (not counted in ``longest``).

    The one reader of a number a page or a player types: ``str.isdecimal`` and ``int`` would also take
    other scripts' digits (Arabic-Indic ``٣``, full-width ``３``), and ``int`` signs, spaces and ``1_000``.

    >>> digits("12", 2), digits("123", 2), digits("٣", 2), digits("-1", 2), digits(" 1", 2), digits(3, 2)
    (12, None, None, None, None, None)
    >>> digits("-12", 2, signed=True), digits("--1", 2, signed=True), digits("+1", 2, signed=True)
    (-12, None, None)
    """
    if as_whole(longest) is None or longest < 1:
        raise UsageError(t("longest={longest}: give how many digits at most, a whole number from 1",
                           longest=shown(longest)))
    if signed and isinstance(text, str) and text.startswith("-"):
        number = digits(text[1:], longest)
        return None if number is None else -number
    if not isinstance(text, str) or not 0 < len(text) <= longest or not text.isascii() or not text.isdecimal():
        return None
    return int(text)


def whole(value, what: str, low: Optional[int] = None, high: Optional[int] = None, error=UsageError) -> int:
    """Returns ``value`` as an ``int`` when it is a whole number in ``low … high``; raises ``error`` otherwise.

    ``what`` names the argument in the message (``"deals"``); a bound left None is open.

    >>> whole(5, "deals", 1, 10)
    5
    >>> whole(0, "deals", 1, 10)
    Traceback (most recent call last):
    ...
    tamcuc.errors.UsageError: deals=0: give a whole number from 1 to 10
    """
    n = as_whole(value)
    if n is None or (low is not None and n < low) or (high is not None and n > high):
        from .wording import thousands  # "từ 1 đến 1.000.000" in Vietnamese

        if low is not None and high is not None:
            message = t("{what}={value}: give a whole number from {low} to {high}", what=what, value=shown(value),
                        low=thousands(low), high=thousands(high))
        elif low is not None:
            message = t("{what}={value}: give a whole number, {low} or more", what=what, value=shown(value),
                        low=thousands(low))
        else:
            message = t("{what}={value}: give a whole number", what=what, value=shown(value))
        raise error(message)
    return n


def progress(value):
    """Returns ``value`` when it is None or a function to call with (deals done, deals in all); raises UsageError otherwise.

    >>> progress(None) is None
    True
    >>> progress(print) is print
    True
    """
    if value is not None and not callable(value):
        raise UsageError(t("progress={value}: give a function called with (deals done, deals in all), or None",
                           value=shown(value)))
    return value


def players(value, error=RulesError) -> int:
    """Returns the number of players ``value`` as an ``int`` when it is 2, 3 or 4; raises ``error``
    (a :class:`RulesError` unless the caller's module has its own, as printables do)."""
    n = as_whole(value)
    if n not in PLAYER_COUNTS:
        raise error(t("players={players}: Tam Cúc is played by 2, 3 or 4 players", players=shown(value)))
    return n


def seat(value, count: int, what: str = "seat") -> int:
    """Returns ``value`` as an ``int`` when it is a seat at a table of ``count`` (0 … count − 1); raises :class:`SeatError`.

    ``what`` names the argument in the message (``"dealer"``, ``"viewer"``).
    """
    n = as_whole(value)
    if n is None or not 0 <= n < count:
        raise SeatError(t("{what}={value}: seats are numbered 0 … {last}", what=what, value=shown(value),
                          last=count - 1))
    return n


MAX_SIZE = 10_000
"""The largest size (in pixels) a picture is drawn at: a bound, so that a mistyped width cannot draw for ever."""


def size(value, what: str = "width", high: float = MAX_SIZE) -> float:
    """Returns ``value`` when it is a size in pixels: a real number (not a bool) above 0 and at most ``high``;
    raises :class:`UsageError` otherwise (NaN, infinity, text, None).

    >>> size(60), size(12.5)
    (60, 12.5)
    >>> size(float("nan"))
    Traceback (most recent call last):
    ...
    tamcuc.errors.UsageError: width=nan: give a size in pixels, more than 0 and at most 10000
    """
    import numbers

    ok = isinstance(value, numbers.Real) and not isinstance(value, bool)
    try:
        ok = ok and 0 < value <= high
    except Exception:  # noqa: BLE001 - a number type that cannot be compared is no size
        ok = False
    if not ok:
        raise UsageError(t("{what}={value}: give a size in pixels, more than 0 and at most {high}", what=what,
                           value=shown(value), high=high))
    return value if type(value) in (int, float) else float(value)

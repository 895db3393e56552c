"""The package's errors: every one is a ``ValueError`` that names the input and the rule.

- :class:`NotationError`: text that cannot be read as cards (``Card.parse("Z")``).
- :class:`IllegalPlayError`: cards that are not a play, or a move the rules forbid now.
- :class:`RulesError`: a rules setting that does not exist or does not fit.
- :class:`SeatError`: a seat number that is not at the table (a :class:`RulesError`, and an ``IndexError``).
- :class:`UsageError`: any other argument that does not fit (a count, a seed, a list of the wrong length).

>>> issubclass(NotationError, TamCucError), issubclass(TamCucError, ValueError)
(True, True)
"""


class TamCucError(ValueError):
    """Base class of every error raised by ``tamcuc`` on bad input."""


class NotationError(TamCucError):
    """Text that cannot be parsed as a card, a list of cards or a play."""


class IllegalPlayError(TamCucError):
    """Cards that form no play, or a move that the rules do not allow at this point."""


class RulesError(TamCucError):
    """A rules value that is unknown, out of range, or inconsistent with the others."""


class SeatError(RulesError, IndexError):
    """A seat number that is not at the table (seats are numbered 0 … players − 1)."""


class UsageError(TamCucError):
    """An argument that does not fit the call: a count, a seed, a list of the wrong length."""

"""The package's errors: every one is a ``ValueError`` that names the input and the rule.

- :class:`NotationError`: text that cannot be read as cards (``Card.parse("Z")``).
- :class:`IllegalPlayError`: cards that are not a play, or a move the rules forbid now.
- :class:`RulesError`: a rules setting that does not exist or does not fit.
- :class:`SeatError`: a seat number that is not at the table (a :class:`RulesError`, and an ``IndexError``).
- :class:`UsageError`: any other argument that does not fit (a count, a seed, a list of the wrong length).
- :class:`QuizError`: an unknown question kind, a bad seed, or an answer that is not a choice.
- :class:`PrintError`: a printable asked for with settings it cannot have (paper, players, deals…).

Every class here is exported by ``tamcuc`` (``tc.QuizError``), and no module raises
the base :class:`TamCucError` itself. An input echoed in a message is shortened by
:func:`shown`, so a message stays short however long the input was:

>>> issubclass(NotationError, TamCucError), issubclass(TamCucError, ValueError)
(True, True)

In IPython and Jupyter an error shows as its one short message, without the engine's
traceback (:meth:`TamCucError._render_traceback_`).

>>> shown("x" * 1000)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"
>>> shown(10 ** 10000)
'a whole number of about 10001 digits'
"""

from ._public import public_dir

ERROR_NAMES = (
    "TamCucError",
    "NotationError",
    "IllegalPlayError",
    "RulesError",
    "SeatError",
    "UsageError",
    "QuizError",
    "PrintError",
)
"""Every error class of the package, by name: ``tamcuc`` exports exactly these (one list, here)."""

__all__ = [*ERROR_NAMES, "shown", "MESSAGE_LIMIT"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

SHOWN_LIMIT = 60
"""How many characters of an input a message echoes (:func:`shown`)."""

MESSAGE_LIMIT = 2000
"""The longest message an error carries; anything longer is cut (a last guard: inputs are shortened first)."""


def shown(value, limit: int = SHOWN_LIMIT) -> str:
    """Returns ``repr(value)`` for a message, cut to ``limit`` characters with "…" when longer.

    A number too long to write out (Python refuses beyond 4,300 digits) is described by its
    length; an object whose ``repr`` fails by its type.
    """
    try:
        text = repr(value)
    except ValueError:  # int too long to convert to text
        if isinstance(value, int):
            return _digits(value)
        text = f"<{type(value).__name__}>"
    except Exception:  # noqa: BLE001 - a hostile __repr__ must not hide the real error
        text = f"<{type(value).__name__}>"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def _digits(value: int) -> str:
    """Returns "a whole number of N digits" for an int too long for ``repr``."""
    from .i18n import t

    digits = int(abs(value).bit_length() * 0.30102999566398120) + 1  # log10(2): close enough to say how long
    return t("a whole number of about {n} digits", n=digits)


class TamCucError(ValueError):
    """Base class of every error raised by ``tamcuc`` on bad input (never raised itself)."""

    def __init__(self, *args):
        if len(args) == 1 and isinstance(args[0], str) and len(args[0]) > MESSAGE_LIMIT:
            args = (args[0][: MESSAGE_LIMIT - 1] + "…",)
        super().__init__(*args)

    def _render_traceback_(self) -> list:
        """Returns the lines IPython and Jupyter show for this error: its name and message, no library traceback.

        The message already names the input and the rule, so the forty lines of the
        engine's own calls would only hide it; a plain ``python`` prompt still prints the
        whole traceback (this hook is IPython's, nothing else calls it).

        >>> NotationError("'Z' is not a card")._render_traceback_()
        ["NotationError: 'Z' is not a card"]
        """
        return f"{type(self).__name__}: {self}".splitlines()


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


class QuizError(TamCucError):
    """An unknown question kind, a bad seed, or an answer that is not one of the choices."""


class PrintError(TamCucError):
    """A printable asked for with settings it cannot have (paper, players, deals…)."""

"""The old name of :mod:`tamcuc.printables.worksheet` (printable worksheets of quiz questions), kept importable."""

from .printables.worksheet import *  # noqa: F401,F403

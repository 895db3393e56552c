"""The old name of :mod:`tamcuc.printables.worksheet` (printable worksheets of quiz questions), kept importable."""

from .printables.worksheet import *  # noqa: F401,F403
from ._public import public_dir
from .printables.worksheet import __all__  # noqa: F401 (the same names)

__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

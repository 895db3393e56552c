"""The old name of :mod:`tamcuc.tusac.drawing` (pictures of Tứ Sắc cards), kept importable."""

from .tusac.drawing import *  # noqa: F401,F403
from ._public import public_dir
from .tusac.drawing import __all__  # noqa: F401 (the same names)

__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

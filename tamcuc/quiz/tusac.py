"""The old name of :mod:`tamcuc.tusac.quizzes` (the quiz kinds of the Tứ Sắc lesson), kept importable."""

from ..tusac.quizzes import *  # noqa: F401,F403
from .._public import public_dir
from ..tusac.quizzes import __all__  # noqa: F401 (the same names)

__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

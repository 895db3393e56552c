"""The old name of :mod:`tamcuc.tusac.quizzes` (the quiz kinds of the Tứ Sắc lesson), kept importable."""

from ..tusac.quizzes import *  # noqa: F401,F403

"""The old name of :mod:`tamcuc.tusac.drawing` (pictures of Tứ Sắc cards), kept importable."""

from .tusac.drawing import *  # noqa: F401,F403

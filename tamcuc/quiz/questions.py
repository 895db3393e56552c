"""The old home of the Tam Cúc quiz kinds, now :mod:`tamcuc.quiz.kinds` (one module a lesson); every
public name they define is still importable from here."""

from .kinds.common import *  # noqa: F401,F403
from .kinds.cards import *  # noqa: F401,F403
from .kinds.ranks import *  # noqa: F401,F403
from .kinds.plays import *  # noqa: F401,F403
from .kinds.tricks import *  # noqa: F401,F403
from .kinds.dealing import *  # noqa: F401,F403
from .kinds.ket import *  # noqa: F401,F403
from .kinds.scoring import *  # noqa: F401,F403
from .kinds.house_rules import *  # noqa: F401,F403

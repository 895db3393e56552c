"""Tứ Sắc, the four-colour game played with the same seven pieces as Tam Cúc, in one subpackage.

- :mod:`tamcuc.tusac.model`: the deck, the notation, the melds and the meld analyser
  (the game's rules, RULES.md §11); everything in it is importable from here too:

  >>> from tamcuc.tusac import analyse, parse_hand
  >>> str(analyse(parse_hand("Rx Rx Cx Hx")).best)
  '[Rx Cx Hx] rác: Rx'

- :mod:`tamcuc.tusac.drawing`: pictures of its cards, hands and arrangements (a face,
  imported only when something is drawn; its old name ``tamcuc.draw_tusac`` still works);
- :mod:`tamcuc.tusac.quizzes`: the quiz kinds of lesson 13, registered with
  :mod:`tamcuc.quiz` when that is imported (old name ``tamcuc.quiz.tusac``).

``python -m tamcuc.tusac "Rx Rx Cx Hx"`` prints a hand's best sorting; ``--bench`` times the analyser.
"""

from .model import *  # noqa: F401,F403 (the model is the package's namespace)
from .._public import public_dir
from .model import __all__  # noqa: F401
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

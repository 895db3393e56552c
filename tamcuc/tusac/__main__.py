"""``python -m tamcuc.tusac HAND`` prints a Tứ Sắc hand's best sorting; ``--bench`` times the analyser."""

import sys

from .model import _main

sys.exit(_main(sys.argv[1:]))

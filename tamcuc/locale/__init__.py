"""Message catalogues, one per language other than English: :mod:`tamcuc.locale.vi`.

Each maps an English message, exactly as the code passes it to :func:`tamcuc.i18n.t`,
to its translation. ``tests/test_i18n.py`` checks that every message the code writes
has a translation with the same placeholders, and that no entry is left unused.
"""

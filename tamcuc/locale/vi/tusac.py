"""Vietnamese for the tusac messages (see :mod:`tamcuc.locale.vi`)."""

MESSAGES = {
}

"""Vietnamese for the quiz messages (see :mod:`tamcuc.locale.vi`)."""

MESSAGES = {
}

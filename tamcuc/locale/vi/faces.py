"""Vietnamese for the faces messages (see :mod:`tamcuc.locale.vi`)."""

MESSAGES = {
}

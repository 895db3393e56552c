"""Languages: every text the engine writes, in English (the default) or Vietnamese.

The engine writes its sentences (trick explanations, errors, quiz questions, the game
table's buttons, printables) through :func:`t`. The English text is the message itself;
each other language has one catalogue, :mod:`tamcuc.locale.vi`, mapping the English
message to its translation. Placeholders (``{name}``) are filled in after translating,
so a translation may put them in any order.

Every function that writes text takes ``lang=`` (``"en"`` or ``"vi"``); left out, it
uses the current language, English unless changed with :func:`set_language` or, for a
few lines, :func:`language`. Errors speak the current language.

>>> t("{name} wins with {play}.", name="An", play="a red chariot")
'An wins with a red chariot.'
>>> t("{name} wins with {play}.", "vi", name="An", play="xe đỏ")
'An ăn lượt bằng xe đỏ.'
>>> with language("vi"):
...     get_language()
'vi'
>>> get_language()
'en'
>>> tn("Discard pile: {n} card.", "Discard pile: {n} cards.", 3, n=3)
'Discard pile: 3 cards.'
>>> tn("Discard pile: {n} card.", "Discard pile: {n} cards.", 3, "vi", n=3)
'Chồng bỏ: 3 quân.'
"""

from __future__ import annotations

import os
import string
import unicodedata
from contextlib import contextmanager
from typing import Iterator, Optional
from ._public import public_dir

__all__ = [
    "LANGUAGES",
    "get_language",
    "set_language",
    "language",
    "resolve",
    "t",
    "tn",
    "N_",
    "catalogue",
    "placeholders",
    "MissingTranslation",
]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

LANGUAGES = {"en": "English", "vi": "Tiếng Việt"}
"""The languages the engine writes, by code, each with its own name for itself."""

_NAMES_IN = {"en": {"en": "English", "vi": "Vietnamese"}, "vi": {"en": "tiếng Anh", "vi": "tiếng Việt"}}


def _languages_in(lang: str, quote: str = "") -> list:
    """Returns each language as ``code (name)`` the way ``lang`` says it mid-sentence: ``vi (Vietnamese)``, in
    Vietnamese ``vi (tiếng Việt)`` (a language's name is not capitalised in running Vietnamese text)."""
    return [f"{quote}{code}{quote} ({_NAMES_IN[lang][code]})" for code in LANGUAGES]

_current = "en"


class MissingTranslation(LookupError):
    """A message has no translation (raised only in strict mode: ``TAMCUC_I18N_STRICT=1``)."""


def resolve(lang: Optional[str] = None) -> str:
    """Returns ``lang``, or the current language when ``lang`` is None; checks that the engine speaks it."""
    if lang is None:
        return _current
    if not isinstance(lang, str) or lang not in LANGUAGES:
        from .errors import UsageError, shown

        known = (" and " if _current == "en" else " và ").join(_languages_in(_current, '"'))
        raise UsageError(t("lang={lang}: the engine writes {known}", lang=shown(lang), known=known))
    return lang


def _check_text(value, what: str) -> None:
    """Raises :class:`~tamcuc.errors.UsageError` when ``value`` is not text."""
    if not isinstance(value, str):
        from .errors import UsageError, shown

        raise UsageError(t("{what}={value}: give a text", what=what, value=shown(value)))


def get_language() -> str:
    """Returns the current language: ``"en"`` unless :func:`set_language` changed it.

    >>> get_language()
    'en'
    """
    return _current


def set_language(lang: str) -> None:
    """Makes ``lang`` (``"en"`` or ``"vi"``) the language of every text written without ``lang=``.

    ``lang`` is ``"en"`` (English) or ``"vi"`` (Tiếng Việt); anything else raises
    :class:`~tamcuc.errors.UsageError`.

    >>> set_language("vi"); get_language()
    'vi'
    >>> set_language("en")
    """
    global _current
    _current = resolve(lang)


@contextmanager
def language(lang: str) -> Iterator[str]:
    """Speaks ``lang`` inside a ``with`` block, then the language before it again.

    ``lang`` is ``"en"`` or ``"vi"``, as for :func:`set_language`.

    >>> with language("vi"):
    ...     get_language()
    'vi'
    >>> get_language()
    'en'
    """
    global _current
    before, _current = _current, resolve(lang)
    try:
        yield _current
    finally:
        _current = before


def _strict() -> bool:
    return os.environ.get("TAMCUC_I18N_STRICT", "") not in ("", "0")


_CATALOGUES: dict = {}


def catalogue(lang: str) -> dict:
    """Returns the message catalogue of ``lang`` (English message -> translation); English has none."""
    lang = resolve(lang)
    if lang == "en":
        return {}
    if lang not in _CATALOGUES:
        from importlib import import_module

        _CATALOGUES[lang] = import_module(f"{__package__}.locale.{lang}").MESSAGES
    return _CATALOGUES[lang]


def _translate(message: str, lang: str) -> str:
    if lang == "en":
        return message
    found = catalogue(lang).get(message)
    if found is None:
        if _strict():
            raise MissingTranslation(f"no {LANGUAGES[lang]} ({lang}) translation of {message!r}")
        return message
    return found


def t(message: str, lang: Optional[str] = None, /, **fields) -> str:
    """Returns ``message`` in ``lang`` (default: the current language), its ``{placeholders}`` filled from ``fields``."""
    _check_text(message, "message")
    text = _translate(message, resolve(lang))
    return _fill(text, fields) if fields else text


def tn(singular: str, plural: str, n: int, lang: Optional[str] = None, /, **fields) -> str:
    """Like :func:`t` for a message that has a singular and a plural form in English, chosen by ``n``.

    A catalogue translates it under its singular form (Vietnamese nouns have one form).
    """
    lang = resolve(lang)
    _check_text(singular, "singular")
    _check_text(plural, "plural")
    if lang == "en":
        text = singular if n == 1 else plural
    else:
        text = _translate(singular, lang)
    return _fill(text, fields) if fields else text


def _fill(text: str, fields: dict) -> str:
    """Returns ``text`` with its placeholders filled; a placeholder without its field is a UsageError, not a KeyError."""
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError, AttributeError) as err:
        from .errors import UsageError, shown

        raise UsageError(t("the message {message} cannot be filled from {fields}: {err}", message=shown(text),
                           fields=", ".join(sorted(fields)), err=shown(err))) from None


def N_(message: str) -> str:
    """Marks ``message`` for translation without translating it now (its text is looked up later with :func:`t`)."""
    return message


def placeholders(text: str) -> frozenset:
    """Returns the names of the ``{placeholders}`` in ``text`` (for checking a translation keeps them)."""
    _check_text(text, "text")
    return frozenset(name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name)


def fold(text: str) -> str:
    """Returns ``text`` for matching names typed by people: NFC, lower case, and without Vietnamese diacritics.

    >>> fold("Xe đỏ") == fold("xe do") == fold(unicodedata.normalize("NFD", "XE ĐỎ"))
    True
    """
    from .cards import _strip_diacritics  # the one place marks are taken off (card names parse with it)

    _check_text(text, "text")

    return _strip_diacritics(unicodedata.normalize("NFC", text)).casefold()

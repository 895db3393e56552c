"""Sphinx extension: the two editions of the book, and a switch to the same page in the other one.

The English edition is built from the repository root (pages under ``book/``) into
``_build/html/``; the Vietnamese edition is its own book, ``book/vi/`` (pages at its
root), built into ``_build/html/vi/`` by ``scripts/build_book.py``. Both list the same
pages under the same file names, so a page of one edition knows its twin in the other.

At the top of every page this writes a link to that twin, in the twin's language
(``<a hreflang="vi" lang="vi">``), and a ``<link rel="alternate" hreflang>`` in the head.
The switch is ordinary HTML: it works from ``file://``, without JavaScript and on paper
it is left out (``@media print``).
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from sphinx.search import SearchLanguage

HERE = Path(__file__).resolve().parent

# Where each edition's pages are: the folder of its build under the site's root, and the
# folder of its pages inside that build.
EDITIONS = {
    "en": {"build": "", "pages": "book/", "label": "English", "switch": "Read this page in English"},
    "vi": {"build": "vi/", "pages": "", "label": "Tiếng Việt", "switch": "Đọc trang này bằng tiếng Việt"},
}
OTHER = {"en": "vi", "vi": "en"}
STYLE = "tamcuc-lang.css"


def twin_url(pagename: str, edition: str) -> str | None:
    """Returns the relative URL, from page ``pagename`` of ``edition``, of the same page in the other edition.

    >>> twin_url("book/05_a_trick", "en")
    '../vi/05_a_trick.html'
    >>> twin_url("teachers/deck", "vi")
    '../../book/teachers/deck.html'
    >>> twin_url("intro", "vi")
    '../book/intro.html'
    """
    here, there = EDITIONS[edition], EDITIONS[OTHER[edition]]
    if not pagename.startswith(here["pages"]):
        return None
    page = pagename[len(here["pages"]):]
    to_build_root = "../" * pagename.count("/")
    to_site_root = to_build_root + "../" * here["build"].count("/")
    return f"{to_site_root}{there['build']}{there['pages']}{page}.html"


def _page_context(app, pagename, templatename, context, doctree):
    edition = app.config.tamcuc_edition
    url = twin_url(pagename, edition) if doctree is not None else None
    if url is None:
        return
    other = OTHER[edition]
    switch = EDITIONS[other]["switch"]
    link = (f'<p class="tamcuc-lang"><a href="{escape(url)}" hreflang="{other}" lang="{other}" '
            f'rel="alternate">{escape(switch)}</a></p>\n')
    context["body"] = link + context.get("body", "")
    context["metatags"] = context.get("metatags", "") + (
        f'\n<link rel="alternate" hreflang="{other}" href="{escape(url)}" />')


def fold(word: str) -> str:
    """Returns ``word`` lower case and without its Vietnamese marks: "Tướng" -> "tuong", "đỏ" -> "do"
    (``tamcuc.i18n.fold``, the engine's own folding of typed names)."""
    from tamcuc.i18n import fold as engine_fold

    return engine_fold(word)


class SearchVietnamese(SearchLanguage):
    """Search in the Vietnamese edition finds words typed with or without their marks.

    Many people type Vietnamese without diacritics (a school computer without a Vietnamese
    keyboard): the index keeps each word folded ("tướng" is found as "tuong"), and the page's
    search folds the query the same way (the stemmer below, the JavaScript twin of ``stem``).
    """

    lang = "vi"
    language_name = "Vietnamese"
    js_stemmer_code = """
/** Vietnamese: fold the marks away, as sphinxext/tamcuc_lang.py does when it builds the index. */
var Stemmer = function() {
  this.stemWord = function(w) {
    return w.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();
  }
}
"""

    def stem(self, word: str) -> str:
        return fold(word)


def substitutions(edition: str) -> dict:
    """Returns the figures the teacher pages write as ``{{ name }}`` (MyST substitutions), computed by the
    engine in the edition's language, never typed: the exact odds of a hand under the beginners' rules
    that the probability class compares its counts with (``tamcuc.odds``)."""
    from tamcuc.odds import as_percent, hand_odds, triple_either_colour
    from tamcuc.rules import Rules

    rules = Rules.learning()
    odds = hand_odds(rules, lang="en")
    return {
        "odds_pair": as_percent(odds["a pair"], lang=edition),
        "odds_xpm_one": as_percent(odds["red Xe–Pháo–Mã"], lang=edition),
        "odds_xpm_either": as_percent(triple_either_colour(rules=rules), lang=edition),
    }


def _substitute(app, config) -> None:
    config.myst_substitutions = {**(config.myst_substitutions or {}), **substitutions(config.tamcuc_edition)}


def setup(app):
    app.connect("config-inited", _substitute)
    app.add_search_language(SearchVietnamese)
    app.add_config_value("tamcuc_edition", "en", "html", types=[str])
    app.connect("html-page-context", _page_context)
    app.connect("builder-inited", lambda app: app.config.html_static_path.append(str(HERE / "lang-static")))
    app.add_css_file(STYLE)
    return {"parallel_read_safe": True, "parallel_write_safe": True}

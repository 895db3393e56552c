"""``python -m tamcuc``: print-ready pages for a class, as standalone HTML files.

    python -m tamcuc worksheet --seed 7 --questions 12 --out sheet.html
    python -m tamcuc deck --out deck.html [--paper a4|letter] [--backs | --fold] [--letter B] [--light]
    python -m tamcuc mat [--players 4] [--out mat.html]
    python -m tamcuc poster [--size page|a3|tiles] [--out poster.html]
    python -m tamcuc demo [--cards "r r C C"] [--out demo.html]
    python -m tamcuc worksheet --seed 7 --level easy|hard [--out sheet.html]
    python -m tamcuc exit --lesson 5 [--seed 1] [--copies 4] [--out exit.html]
    python -m tamcuc handout [--out handout.html]
    python -m tamcuc poster [--out poster.html]
    python -m tamcuc plays [--out plays.html]
    python -m tamcuc scoresheet --players 4 --deals 6 [--out scores.html]
    python -m tamcuc class --students 27
    python -m tamcuc deals --seed 7 --deals 4 --players 4 [--tables 8] [--out deals.html]
    python -m tamcuc deals --seed 7 --deals 4 --players 4 --after [--results results.txt]
    python -m tamcuc student-copy book/ class-copy/ [--force]

Language. Everything the command says (its help, its messages, its errors) and the pages
it writes come in English or Vietnamese: ``--lang vi`` anywhere on the line (``python -m
tamcuc --lang vi --help``); without it, the environment variable ``TAMCUC_LANG`` (``vi`` or
``en``); without that, Vietnamese when the computer's language is Vietnamese (``LANGUAGE``,
``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` starting with ``vi``, e.g. ``LANG=vi_VN.UTF-8``);
else English.

Files. Every file is one page of HTML with everything inside it (no fonts, scripts or
pictures from elsewhere): open it in a browser, offline, and print it at 100 %. ``--out -``
writes the page to standard output (always UTF-8, as the page says). An existing file is
never replaced without ``--force``; a symbolic link at ``--out`` is never followed: with
``--force`` the link itself is replaced. The page is written to a temporary file in the
same folder and then renamed over ``--out``, so an interrupted run leaves the old file or
the new one, never half a page.

Errors. A bad argument, a file that exists, a closed standard output or a terminal that
cannot take the text print one message and exit with status 2, never a traceback. Numbers
and lesson ranges are checked against their bounds before anything is made. A terminal
whose encoding lacks Vietnamese letters (``PYTHONIOENCODING=ascii``) gets the messages
with the marks taken off (``Da ghi`` for ``Đã ghi``) rather than an error; paths are
echoed with control characters escaped (``\\x1b``).
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import errno
import os
import sys
import shutil
import tempfile
import textwrap
import unicodedata
from typing import Iterator, Mapping, Optional, Sequence

from . import checks
from .errors import TamCucError
from .i18n import LANGUAGES, N_, get_language, language, t, tn
from .rules import Rules
from .printables import (CELL_MM, MAX_DEALS, MAX_STUDENTS, PAPERS, POSTER_SIZES, class_needs, deck, demo_cards,
                         group_shape, handout, mat, plays_card, poster, scoresheet)
from .wording import number_word, thousands
from .printables.base import counted_cards
from .printables import deals as class_series
from .printables.worksheet import (DEFAULT_LESSONS, LESSONS, LEVELS, MAX_COPIES, MAX_QUESTIONS, _lessons_text,
                                   exit_ticket, worksheet)

PROG = "python -m tamcuc"
COMMANDS = ("worksheet", "deck", "handout", "poster", "plays", "scoresheet", "mat", "demo", "exit", "class", "deals",
            "student-copy")
PAPER_NAMES = {"a4": "A4", "letter": "US Letter"}
MAX_SEED = 999_999_999_999
"""The largest worksheet seed the command line takes (twelve digits: a date and a class number fit)."""
MAX_ARGUMENT = 100
"""The longest text a number or a list of lessons may be; longer is refused before it is read."""
MAX_ECHO = 120
"""The most characters of a path or a value echoed in a message (the middle is cut out)."""
ENVIRONMENT = "TAMCUC_LANG"
"""The environment variable that chooses the command line's language when ``--lang`` is not given."""

_EXAMPLES = (
    "python -m tamcuc worksheet --seed 7 --questions 12 --out sheet.html",
    "python -m tamcuc worksheet --seed 8 --lessons 2-4 --out lessons2to4.html",
    "python -m tamcuc worksheet --seed 8 --level easy --out easy.html",
    "python -m tamcuc exit --lesson 5 --out exit5.html",
    "python -m tamcuc deck --out deck.html --backs",
    "python -m tamcuc deck --out deck-fold.html --fold",
    "python -m tamcuc deck --out deck-b.html --backs --letter B --light",
    "python -m tamcuc mat --players 4 --out mat.html",
    "python -m tamcuc handout --out handout.html",
    "python -m tamcuc poster --out poster.html",
    "python -m tamcuc poster --size tiles --out poster-tiles.html",
    "python -m tamcuc demo --out big-cards.html",
    "python -m tamcuc plays --out plays.html",
    "python -m tamcuc scoresheet --players 4 --deals 6 --out scores.html",
    "python -m tamcuc class --students 27",
    "python -m tamcuc deals --seed 7 --deals 4 --players 4 --out deals.html",
    "python -m tamcuc deals --seed 7 --deals 4 --players 4 --after --results results.txt",
    "python -m tamcuc student-copy book/ class-copy/",
    "python -m tamcuc worksheet --seed 7 --out sheet.html --force",
)

# argparse's own words (usage, headings, its errors), marked here so that the catalogue translates them;
# :func:`_argparse_speaks` hands them to argparse while a command runs.
_ARGPARSE_WORDS = frozenset({
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("invalid %(type)s value: %(value)r"),
})


# -- the language ----------------------------------------------------------------------------------------


def choose_language(argv: Sequence[str], environ: Optional[Mapping[str, str]] = None) -> str:
    """Returns the language of a command line: ``--lang``, else ``TAMCUC_LANG``, else the computer's, else en.

    >>> choose_language(["poster", "--lang", "vi"], {}), choose_language(["poster"], {"LANG": "vi_VN.UTF-8"})
    ('vi', 'vi')
    >>> choose_language(["poster"], {"TAMCUC_LANG": "en", "LANG": "vi_VN.UTF-8"}), choose_language([], {"LANG": "C"})
    ('en', 'en')
    """
    environ = os.environ if environ is None else environ
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang", type=str.lower)
    try:
        known, _ = early.parse_known_args(list(argv))
    except SystemExit:  # a --lang without a value: the real parser says so, in the language found below
        known = argparse.Namespace(lang=None)
    if known.lang in LANGUAGES:
        return known.lang
    chosen = environ.get(ENVIRONMENT, "").strip().lower()
    if chosen in LANGUAGES:
        return chosen
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "vi" if value.split(":")[0].lower().startswith("vi") else "en"
    return "en"


@contextlib.contextmanager
def _argparse_speaks(lang: str) -> Iterator[None]:
    """Lets argparse's own words (``usage:``, its errors) come from the catalogue while a command runs."""
    before = argparse._, argparse.ngettext

    def translate(message: str) -> str:
        return t(message, lang) if message in _ARGPARSE_WORDS else message

    argparse._ = translate
    argparse.ngettext = lambda singular, plural, n: translate(singular if n == 1 else plural)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = before


# -- what is echoed, and how it reaches a terminal ------------------------------------------------------------

_PLAIN = {
    "đ": "d", "Đ": "D", "–": "-", "—": "-", "−": "-", "…": "...", "→": "->", "←": "<-", "×": "x", "·": ".",
    "‘": "'", "’": "'", "“": '"', "”": '"', "•": "*", "\u00a0": " ", "\u202f": " ", "≥": ">=", "≤": "<=",
}


def _plain(error: UnicodeEncodeError):
    """A codec error handler: what an encoding cannot hold, written as close as it can (marks off, then ``?``)."""
    out = []
    for ch in error.object[error.start:error.end]:
        for candidate in (unicodedata.normalize("NFD", ch), _PLAIN.get(ch, ""),
                          "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))):
            try:
                if candidate:
                    candidate.encode(error.encoding)
                    out.append(candidate)
                    break
            except (UnicodeEncodeError, LookupError):
                continue
        else:
            out.append("?")
    return "".join(out), error.end


codecs.register_error("tamcuc.plain", _plain)


def echoed(text: str, limit: int = MAX_ECHO) -> str:
    """Returns ``text`` (a path, a value) safe to echo on a terminal: control characters escaped, at most
    ``limit`` characters, cut in the middle. (An error message quotes a value with :func:`tamcuc.errors.shown`.)

    >>> echoed("a\\x1b[31mb.html"), echoed("x" * 200, 11)
    ('a\\\\x1b[31mb.html', 'xxxxx…xxxxx')
    """
    text = "".join(_escape(ch) if unicodedata.category(ch)[0] == "C" else ch for ch in str(text))
    if len(text) > limit:
        half = (limit - 1) // 2
        text = text[:half] + "…" + text[len(text) - half:]
    return text


def _escape(ch: str) -> str:
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # a byte of a file name that is not text (os.fsdecode's surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


class _Stop(Exception):
    """A reason to stop with status 2: a message for standard error, never a traceback."""


def _closed() -> str:
    return t("standard output is closed, so there is nowhere to write; run the command again without closing it "
             "(for example without >&-)")


def _say(text: str, stream) -> None:
    """Writes ``text`` to a terminal ``stream`` in an encoding it can take (letters it lacks lose their marks)."""
    if stream is None:
        raise _Stop(_closed())
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        stream.write(text.encode(encoding, "tamcuc.plain").decode(encoding, "replace"))
        stream.flush()
    except LookupError:
        stream.write(text)
        stream.flush()


def _write_page(text: str, stream) -> None:
    """Writes a page to standard output: UTF-8 bytes, as the page declares, whatever the terminal's encoding."""
    if stream is None:
        raise _Stop(_closed())
    buffer = getattr(stream, "buffer", None)
    stream.flush()
    if buffer is not None:
        buffer.write(text.encode("utf-8"))
        buffer.flush()
        return
    try:
        stream.write(text)
        stream.flush()
    except UnicodeEncodeError:
        raise _Stop(t("standard output takes only {encoding} text and the page is UTF-8; write it to a file "
                      "with --out FILE", encoding=getattr(stream, "encoding", "?"))) from None


def _complain(message: str, command: Optional[str]) -> None:
    """Writes one line, ``python -m tamcuc COMMAND: error: message``, to standard error if it is open."""
    prog = f"{PROG} {command}" if command else PROG
    line = t("%(prog)s: error: %(message)s\n") % {"prog": prog, "message": message}
    with contextlib.suppress(OSError, ValueError, AttributeError, _Stop):
        _say(line, sys.stderr)


def _silence_stdout() -> None:
    """Points a broken standard output at the null device, so Python's last flush at exit stays quiet."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        fd = sys.stdout.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)


# -- the parser --------------------------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """argparse, writing through :func:`_say` (any terminal encoding) and one help option in the reader's language."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, add_help=False, **kwargs)
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=t("show this help message and exit"))

    def _print_message(self, message, file=None):
        if message:
            _say(message, sys.stderr if file is None else file)


def _whole(low: int, high: int, what: str):
    """Returns an argparse type: a whole number from ``low`` to ``high``, checked before it is used."""

    def convert(text: str) -> int:
        bound = t("{low} to {high}", None, low=thousands(low), high=thousands(high))
        if len(text) > MAX_ARGUMENT:
            raise argparse.ArgumentTypeError(t("{value} is out of range: {what} must be {bound}", None,
                                                 value=echoed(text, 20), what=what, bound=bound))
        value = checks.digits(text.strip(), MAX_ARGUMENT, signed=True)  # ASCII digits only, not '٣'
        if value is None:
            raise argparse.ArgumentTypeError(t("{text} is not a whole number ({what})", None,
                                                 text=echoed(repr(text)), what=what))
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(t("{value} is out of range: {what} must be {bound}", None,
                                                 value=value, what=what, bound=bound))
        return value

    return convert


def _lessons(text: str) -> tuple:
    """Reads ``2-4`` or ``2,3,5`` (or a mix, ``2-4,8``) as lesson numbers; each end is checked before a range is made."""
    low, high = min(LESSONS), max(LESSONS)
    known = _lessons_text(LESSONS)
    if len(text) > MAX_ARGUMENT:
        raise argparse.ArgumentTypeError(t("{text}: worksheets cover {lessons}", None, text=echoed(repr(text), 40),
                                           lessons=known))
    chosen = set()
    for part in text.split(","):
        ends = [checks.digits(x.strip(), MAX_ARGUMENT) for x in part.strip().split("-", 1)] if part.strip() else []
        if not ends or None in ends:
            raise argparse.ArgumentTypeError(
                t("{text} is not a list of lessons; write for example 2-4 or 2,3,5", None, text=echoed(repr(text))))
        first, last = ends[0], ends[-1]
        if not low <= first <= last <= high or any(n not in LESSONS for n in range(first, last + 1)):
            raise argparse.ArgumentTypeError(t("{text}: worksheets cover {lessons}", None, text=echoed(repr(text)),
                                               lessons=known))
        chosen.update(range(first, last + 1))
    if not chosen:
        raise argparse.ArgumentTypeError(t("{text}: worksheets cover {lessons}", None, text=echoed(repr(text)),
                                           lessons=known))
    return tuple(sorted(chosen))


def _wrap(text: str) -> str:
    return textwrap.fill(text, width=min(shutil.get_terminal_size().columns, 100) - 2)


def _lang_help(lang: str) -> str:
    from .i18n import _languages_in, resolve

    languages = ", ".join(_languages_in(resolve(lang)))
    return t("the language of the pages, the help and the messages: {languages}. Without --lang: the {variable} "
             "environment variable, else Vietnamese when the computer's language is Vietnamese (LANG=vi_VN…), "
             "else English (now: {lang})", lang, languages=languages, variable=ENVIRONMENT, lang=lang)


def build_parser(lang: Optional[str] = None) -> argparse.ArgumentParser:
    """Returns the command-line parser (one subcommand per printable), its help in ``lang`` (default: the current)."""
    with language(lang) if lang else contextlib.nullcontext():
        return _build_parser()


def _build_parser() -> argparse.ArgumentParser:
    lang = get_language()
    # In Vietnamese the examples say --lang vi, so that a teacher who copies one gets Vietnamese pages, and the
    # notebooks they copy are that edition's (book/vi/).
    examples = [line if lang == "en" else " ".join([*line.split()[:4], "--lang", lang, *line.split()[4:]])
                .replace(" book/ ", f" book/{lang}/ ") for line in _EXAMPLES]
    epilog = "\n".join([
        t("examples:"), *(f"  {line}" for line in examples), "",
        t('Run "python -m tamcuc COMMAND --help" for the options of one command.'),
        t("Tiếng Việt: python -m tamcuc --lang vi --help (or set TAMCUC_LANG=vi)"),
    ])
    parser = _Parser(
        prog=PROG,
        description=_wrap(t("Make print-ready HTML pages for a Tam Cúc class: worksheets, the deck, the one-page rules "
                      "handout, the rank-ladder poster, the plays card and a tournament score sheet. Open the file in "
                      "a browser and print at 100%.")),
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default=lang, type=str.lower, help=_lang_help(lang))
    sub = parser.add_subparsers(dest="command", metavar=t("COMMAND"), required=True, title=t("commands"),
                                parser_class=_Parser)

    def language_option(p) -> None:
        p.add_argument("--lang", choices=sorted(LANGUAGES), default=lang, type=str.lower, help=_lang_help(lang))

    def common(p, default_out: str) -> None:
        language_option(p)
        p.add_argument("--out", default=default_out, metavar=t("FILE"),
                       help=t("the HTML file to write (default: {default}; - for standard output)", default=default_out))
        p.add_argument("--force", action="store_true",
                       help=t("replace --out if it exists already (a symbolic link is replaced, not followed)"))
        p.add_argument("--paper", choices=sorted(PAPERS), type=str.lower,
                       help=t("pin the paper size (default: none; every page fits both A4 and Letter)"))

    number = t("N")
    w = sub.add_parser("worksheet", help=t("a worksheet of engine-made questions and its answer key"),
                       description=t("A worksheet of questions made by the engine from a seed, with the answer key on "
                                     "separate pages. The same seed gives the same sheet; another seed gives a "
                                     "different sheet of the same kinds of question."))
    w.add_argument("--seed", required=True, type=_whole(0, MAX_SEED, "--seed"), metavar=number,
                   help=t("which sheet: a whole number from 0 to {most} (e.g. 7)", most=thousands(MAX_SEED)))
    w.add_argument("--questions", default=12, type=_whole(1, MAX_QUESTIONS, "--questions"), metavar=number,
                   help=t("how many questions, 1 to {most} (default: 12)", most=MAX_QUESTIONS))
    w.add_argument("--lessons", type=_lessons, default=None, metavar=t("LESSONS"),
                   help=t("which lessons, e.g. 2-4 or 2,3,5 (default: the Tam Cúc {default}; there are questions "
                          "for {known})", default=_lessons_text(DEFAULT_LESSONS), known=_lessons_text(LESSONS)))
    w.add_argument("--level", choices=sorted(LEVELS), type=str.lower, default=None,
                   help=t("easy or hard: only the kinds of question of that level (default: every kind)"))
    common(w, "worksheet.html")

    x = sub.add_parser("exit", help=t("exit tickets: three questions on one lesson, with the key"),
                       description=t("Identical exit tickets of three engine-made questions on one lesson's goals, to "
                                     "cut apart and hand out at the end of the class, then the answer key on a new "
                                     "page."))
    x.add_argument("--lesson", required=True, type=_whole(min(LESSONS), max(LESSONS), "--lesson"), metavar=number,
                   help=t("the lesson: {known}", known=_lessons_text(LESSONS)))
    x.add_argument("--seed", default=1, type=_whole(0, MAX_SEED, "--seed"), metavar=number,
                   help=t("which ticket: a whole number (default: 1)"))
    x.add_argument("--copies", default=4, type=_whole(1, MAX_COPIES, "--copies"), metavar=number,
                   help=t("tickets to print, 1 to {most} (default: 4)", most=MAX_COPIES))
    common(x, "exit.html")

    d = sub.add_parser("deck", help=t("the 32 cards with cut lines, 18 to a sheet"),
                       description=t("The engine's 32 cards, {w} x {h} mm in every layout, with cut lines: two sheets "
                                     "of faces; with --backs four pages, faces and backs, for a double-sided print; "
                                     "with --fold four sheets to fold and glue, for a printer without double-sided "
                                     "printing. Every back carries the deck's letter (--letter).",
                                     w=CELL_MM[0], h=CELL_MM[1]))
    how = d.add_mutually_exclusive_group()
    how.add_argument("--backs", action="store_true",
                     help=t("add the card backs after each sheet, each behind its card (double-sided: flip on the "
                            "long edge)"))
    how.add_argument("--fold", action="store_true",
                     help=t("faces and backs side by side on each sheet: fold on the line, glue, cut"))
    d.add_argument("--letter", default=None, metavar=t("LETTER"),
                   help=t("the deck's letter, printed on every back so that mixed decks can be sorted (A, B, C … "
                          "one per group; default: a blank disc to write it in)"))
    d.add_argument("--light", action="store_true",
                   help=t("light card backs: white with green lines, far less toner than the solid green"))
    common(d, "deck.html")

    common(sub.add_parser("handout", help=t("the rules on one page, one for each student"),
                          description=t("The deck, the order, the plays, a trick, dealing and scoring on one page.")),
           "handout.html")
    po = sub.add_parser("poster", help=t("the rank-ladder poster (landscape)"),
                        description=t("The seven ranks, red above black, numbered 1st to 14th: on one A4 or Letter "
                                      "page, on one A3 page (--size a3), or enlarged on four A4 or Letter pages to "
                                      "tape together (--size tiles)."))
    po.add_argument("--size", default="page", choices=POSTER_SIZES, type=str.lower,
                    help=t("page (default), a3 or tiles"))
    common(po, "poster.html")
    dm = sub.add_parser("demo", help=t("big cards for the front of the class, one to a page"),
                        description=t("Big demonstration cards, 90 x 225 mm, one to a portrait page: by default the "
                                      "14 different cards, strongest first; --cards chooses others."))
    dm.add_argument("--cards", default=None, metavar=t("CARDS"),
                    help=t("the cards to print, as in the book, such as \"r r C C\" (default: the 14 different "
                           "cards)"))
    common(dm, "demo.html")
    common(sub.add_parser("plays", help=t("the one-page reference card of the valid plays"),
                          description=t("Singles, pairs, the two triples, near misses and four or five soldiers.")),
           "plays.html")

    s = sub.add_parser("scoresheet", help=t("a class-tournament score sheet for one table"),
                       description=t("Kept cards, pairwise settlement and running totals for each deal."))
    s.add_argument("--players", default=4, type=_whole(2, 5, "--players"), metavar=number,
                   help=t("2, 3, 4, or 5 (four play, one referees in turn) (default: 4)"))
    s.add_argument("--deals", default=6, type=_whole(1, MAX_DEALS, "--deals"), metavar=number,
                   help=t("deal rows, 1 to {most} (default: 6)", most=MAX_DEALS))
    common(s, "scoresheet.html")

    m = sub.add_parser("mat", help=t("the play mat for the middle of a table"),
                       description=t("A portrait page for the middle of each table: the seats numbered anticlockwise, "
                                     "where each player lays cards face down and keeps the cards they win, the "
                                     "discard pile, the direction of play and who calls first."))
    m.add_argument("--players", default=4, type=_whole(2, 4, "--players"), metavar=number,
                   help=t("2, 3 or 4 (default: 4)"))
    common(m, "mat.html")

    c = sub.add_parser("class", help=t("how much to print for a class (written to the terminal)"),
                       description=t("Groups, decks and sheets of paper for a class of N students."))
    c.add_argument("--students", required=True, type=_whole(2, MAX_STUDENTS, "--students"), metavar=number,
                   help=t("how many students, 2 to {most}", most=MAX_STUDENTS))
    language_option(c)

    g = sub.add_parser("deals", help=t("the same numbered deals for every table, and after play the comparison"),
                       description=t("Duplicate deals: for each deal a dealing sheet that sets up the same hands at "
                                     "every table from a shuffled deck, result slips and the class results sheet. "
                                     "With --after: the engine's own play of the same deals, a replay of each, and "
                                     "with --results the comparison of the tables."))
    g.add_argument("--seed", required=True, metavar=number,
                   help=t("the first deal number, 0 to {most}; the deals are numbered from it (e.g. 7)",
                          most=thousands(class_series.MAX_SEED)))
    g.add_argument("--deals", default="4", metavar=number,
                   help=t("how many deals, 1 to {most} (default: 4)", most=class_series.MAX_SERIES))
    g.add_argument("--players", default="4", metavar=number,
                   help=t("the size of each group: 2, 3, 4, or 5 (four play, one referees in turn) (default: 4)"))
    g.add_argument("--tables", default=str(class_series.DEFAULT_TABLES), metavar=number,
                   help=t("rows on the class results sheet, 1 to {most} (default: {default})",
                          most=class_series.MAX_TABLES, default=class_series.DEFAULT_TABLES))
    g.add_argument("--after", action="store_true",
                   help=t("after the class: the engine's play of the same deals, with a replay of each"))
    g.add_argument("--results", metavar=t("FILE"),
                   help=t("the tables' kept cards, one line per table and deal: deal, table, then each seat's "
                          "kept cards (e.g. 7 1 3 1 4 0); implies --after"))
    common(g, "deals.html")

    folder = t("FOLDER")
    k = sub.add_parser("student-copy", help=t("copies of the lesson notebooks for students (widget outputs cleared)"),
                       description=t("Copies a folder of notebooks (such as book/) for a class on JupyterLab or a "
                                     "JupyterHub: every quiz and game table output is taken out, so each appears "
                                     "live when the student runs the notebook; everything else is kept."))
    k.add_argument("source", metavar=folder, help=t("the folder to copy, such as book/"))
    k.add_argument("target", metavar=t("OUT"), help=t("the folder to write (new, or empty)"))
    k.add_argument("--force", action="store_true", help=t("write into the folder even if it holds files already"))
    language_option(k)
    return parser


def _deck_letter(n: int) -> str:
    """Returns the letter of the n-th deck of a class: A … Z, then A2 … Z2, and so on."""
    letter, lap = chr(ord("A") + n % 26), n // 26
    return letter if lap == 0 else f"{letter}{lap + 1}"


def class_text(students: int, lang: Optional[str] = None) -> str:
    """Returns what to print for a class of ``students``, as lines for the terminal, in ``lang``."""
    need = class_needs(students)
    groups = need["groups"]
    shape = group_shape(groups, lang, prose=True)
    sheets = need["sheets"]
    lines = [
        tn("A class of {students}: {n} group ({shape}).", "A class of {students}: {n} groups ({shape}).",
           len(groups), lang, students=students, n=len(groups), shape=shape),
        t("Decks: {decks}, one per group: {duplex} sheets printed double-sided (python -m tamcuc deck --backs), "
          "or {fold} sheets to fold and glue (--fold).", lang,
          decks=need["decks"], duplex=sheets["duplex"], fold=sheets["fold"]),
        t("Plays cards: {plays}. Score sheets: {scores}. Play mats: {mats}. Rules handouts: {handouts}, one per "
          "student.", lang, plays=need["plays_cards"], scores=need["scoresheets"], mats=need["decks"],
          handouts=need["handouts"]),
        t("Give each deck its own letter on the backs, {first} to {last} (--letter), so mixed decks can be sorted.",
          lang, first=_deck_letter(0), last=_deck_letter(need["decks"] - 1)),
    ]
    if 3 in groups:
        removed = counted_cards(Rules.learning().replace(players=3).removed_cards, lang)
        lines.append(t("A group of three takes {removed} out of its deck before dealing.", lang, removed=removed))
    if 5 in groups:
        lines.append(t("A group of five: four play and one referees; the referee changes after every deal.", lang))
    return "\n".join(lines) + "\n"


def _make(args):
    lang = args.lang
    if args.command == "worksheet":
        return worksheet(args.seed, args.questions, args.lessons, lang=lang, level=args.level)
    if args.command == "exit":
        return exit_ticket(args.lesson, args.seed, args.copies, lang=lang)
    if args.command == "deck":
        return deck("duplex" if args.backs else "fold" if args.fold else "faces", letter=args.letter,
                    back="light" if args.light else "dark", lang=lang)
    if args.command == "mat":
        return mat(args.players, lang=lang)
    if args.command == "handout":
        return handout(lang=lang)
    if args.command == "poster":
        return poster(lang=lang, size=args.size)
    if args.command == "demo":
        return demo_cards(args.cards, lang=lang)
    if args.command == "plays":
        return plays_card(lang=lang)
    if args.command == "deals":
        return _deals(args)
    return scoresheet(args.players, args.deals, lang=lang)


MAX_RESULTS_BYTES = 200_000
"""The largest --results file read (a class of 12 tables and 8 deals needs about 2 kB)."""


def _deals(args):
    """Returns the duplicate deals' pages, or with --after / --results the engine's play and the comparison."""
    lang = args.lang
    seed = class_series.read_number(args.seed, "--seed", lang)
    deals = class_series.read_number(args.deals, "--deals", lang)
    players = class_series.read_number(args.players, "--players", lang)
    tables = class_series.read_number(args.tables, "--tables", lang)
    if not (args.after or args.results):
        return class_series.class_deals(seed, deals, players, tables, lang=lang)
    results = None
    if args.results:
        path = args.results
        try:
            with open(path, "rb") as handle:
                data = handle.read(MAX_RESULTS_BYTES + 1)
        except OSError as error:
            raise _Stop(t("cannot read --results {path}: {reason}", path=echoed(path), reason=_reason(error))) from None
        if len(data) > MAX_RESULTS_BYTES:
            raise _Stop(t("--results {path} is larger than {most} bytes; it should hold one short line per table "
                          "and deal", path=echoed(path), most=thousands(MAX_RESULTS_BYTES)))
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise _Stop(t("--results {path} is not UTF-8 text", path=echoed(path))) from None
        results = class_series.read_results(text, seed, deals, players, lang=lang)
    return class_series.after_play(seed, deals, players, results, lang=lang)


# -- writing the file ------------------------------------------------------------------------------------------------

_REASONS = {
    errno.ENOENT: N_("its folder does not exist"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOSPC: N_("the disk is full"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EISDIR: N_("it is a folder"),
}


def _reason(error: OSError) -> str:
    message = _REASONS.get(error.errno)
    return t(message) if message else echoed(error.strerror or str(error))


def _check_target(path: str, force: bool) -> None:
    """Refuses ``--out`` before anything is made: empty, a folder, not a plain file, or there and no ``--force``."""
    if not path:
        raise _Stop(t("--out is empty: name the HTML file to write, or - for standard output"))
    out = echoed(path)
    if os.path.islink(path):
        if not force:
            raise _Stop(t("--out {out} is a symbolic link; it is not followed. Add --force to replace the link "
                          "itself with the page, or choose another name", out=out))
        return
    if os.path.isdir(path):
        raise _Stop(t("cannot write --out {out}: {reason}", out=out, reason=t(
            "it is a folder; name a file in it, for example {example}", example=echoed(os.path.join(path, "page.html")))))
    if os.path.lexists(path):
        if not os.path.isfile(path):
            raise _Stop(t("--out {out} is not a plain file (a device or a pipe); choose a file name", out=out))
        if not force:
            raise _Stop(t("--out {out} exists already; add --force to replace it, or choose another name", out=out))


def _write_file(path: str, text: str, force: bool) -> None:
    """Writes ``text`` through a temporary file in the same folder, then renames it to ``path``.

    Without ``force`` the rename never replaces a file that appeared meanwhile (a hard link
    is made instead, which fails if the name is taken); a symbolic link at ``path`` is
    replaced, not followed.
    """
    folder = os.path.dirname(os.path.abspath(path))
    out = echoed(path)
    try:
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=".tamcuc-", suffix=".tmp")
    except OSError as error:
        raise _Stop(t("cannot write --out {out}: {reason}", out=out, reason=_reason(error))) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            with contextlib.suppress(OSError):
                os.fsync(handle.fileno())  # a USB stick pulled out too early keeps the whole page
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)
        if force:
            os.replace(temporary, path)
        else:
            try:
                os.link(temporary, path)
            except FileExistsError:
                raise _Stop(t("--out {out} exists already; add --force to replace it, or choose another name",
                              out=out)) from None
            except OSError:  # a file system without hard links (a FAT USB stick): checked just before
                _check_target(path, force=False)
                os.replace(temporary, path)
    except OSError as error:
        raise _Stop(t("cannot write --out {out}: {reason}", out=out, reason=_reason(error))) from None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


# -- running -----------------------------------------------------------------------------------------------------------


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Runs the command line; returns 0, or exits with status 2 (``SystemExit``) after a one-line message.

    The language is :func:`choose_language`'s; a closed or broken standard output and
    text the terminal cannot take stop with status 2 too, never with a traceback.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = choose_language(argv)
    command = next((a for a in argv if a in COMMANDS), None)
    with language(lang), _argparse_speaks(lang):
        try:
            if sys.stdout is None:
                raise _Stop(_closed())
            return _main(argv)
        except _Stop as stop:
            _complain(str(stop), command)
        except (BrokenPipeError, ConnectionResetError):
            _silence_stdout()
            _complain(t("standard output was closed before everything was written (for example by head)"),
                      command)
        except OSError as error:
            if error.errno != errno.EBADF:
                raise
            _complain(_closed(), command)
        except UnicodeError as error:
            _complain(t("the terminal cannot show this text ({reason}); set PYTHONIOENCODING=utf-8, or write to a "
                        "file with --out FILE", reason=echoed(str(error), 60)), command)
    raise SystemExit(2)


def _student_copy(parser, args) -> int:
    """Writes the student copy ``args.target`` of ``args.source`` and says what it wrote."""
    from .notebooks import student_copy

    sub = parser._subparsers._group_actions[0].choices[args.command]  # for error messages
    try:
        report = student_copy(args.source, args.target, force=args.force)
    except TamCucError as error:
        sub.error(str(error))
    except OSError as error:
        raise _Stop(t("cannot write {out}: {reason}", out=echoed(args.target), reason=_reason(error))) from None
    lang = args.lang
    _say(t("Wrote {notebooks} to {out}, with {widgets} widget outputs taken out; {files} other files copied as "
           "they were. Students open a notebook and choose Run All to see its quizzes.", lang,
           notebooks=tn("{n} notebook", "{n} notebooks", report.notebooks, lang, n=report.notebooks),
           out=echoed(args.target), widgets=report.widgets, files=report.files) + "\n", sys.stdout)
    return 0


def _main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "class":
        _say(class_text(args.students, args.lang), sys.stdout)
        return 0
    if args.command == "student-copy":
        return _student_copy(parser, args)
    sub = parser._subparsers._group_actions[0].choices[args.command]  # for error messages
    if args.command == "deals" and (args.after or args.results) and args.out == "deals.html":
        args.out = "deals-after.html"
    if args.out != "-":
        _check_target(args.out, args.force)
    try:
        printable = _make(args)
    except TamCucError as error:
        sub.error(str(error))
    if printable.page_size and args.paper:  # the A3 poster: its page is A3, not --paper's
        sub.error(t("--paper {paper}: this page prints on {size} only; leave --paper out", args.lang,
                    paper=args.paper, size=printable.page_size))
    text = printable.document(args.paper)
    if args.out == "-":
        _write_page(text, sys.stdout)
        return 0
    _write_file(args.out, text, args.force)
    lang = args.lang
    if printable.pages:
        pages = tn("{n} page", "{n} pages", printable.pages, lang, n=number_word(printable.pages, lang))
    else:
        pages = t("its pages", lang)
    if printable.page_size:
        paper = t("{size} paper", lang, size=printable.page_size)
    else:
        paper = PAPER_NAMES[args.paper] if args.paper else t("A4 or US Letter", lang)
    said = (N_("Wrote {out} ({title}). Open it in a browser and print {pages} on {paper}, landscape, at 100 % "
               "(actual size).") if printable.landscape else
            N_("Wrote {out} ({title}). Open it in a browser and print {pages} on {paper} at 100 % (actual size)."))
    _say(t(said, lang, out=echoed(args.out), title=printable.title, pages=pages, paper=paper) + "\n", sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())

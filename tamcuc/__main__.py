"""``python -m tamcuc``: print-ready pages for a class, as standalone HTML files.

    python -m tamcuc worksheet --seed 7 --questions 12 --out sheet.html
    python -m tamcuc deck --out deck.html [--paper a4|letter] [--backs | --fold]
    python -m tamcuc handout [--out handout.html]
    python -m tamcuc poster [--out poster.html]
    python -m tamcuc plays [--out plays.html]
    python -m tamcuc scoresheet --players 4 --deals 6 [--out scores.html]
    python -m tamcuc class --students 27

Every command takes ``--lang en`` (the default) or ``--lang vi``: the pages, their titles
and what the command says come in that language (``--help`` stays in English). Every file is one page of HTML with everything inside it (no fonts, scripts or
pictures from elsewhere): open it in a browser, offline, and print it at 100 %.
``--out -`` writes to standard output. A bad argument prints a message that says
what is wrong and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Optional, Sequence

from .errors import TamCucError
from .i18n import LANGUAGES, language, t, tn
from .rules import Rules
from .printables import MAX_DEALS, PAPERS, class_needs, deck, group_shape, handout, plays_card, poster, scoresheet
from .wording import join
from .worksheet import DEFAULT_LESSONS, LESSONS, MAX_QUESTIONS, _lessons_text, worksheet

PROG = "python -m tamcuc"
EXAMPLES = """examples:
  python -m tamcuc worksheet --seed 7 --questions 12 --out sheet.html
  python -m tamcuc worksheet --seed 8 --lessons 2-4 --out lessons2to4.html
  python -m tamcuc deck --out deck.html --backs
  python -m tamcuc deck --out deck-fold.html --fold
  python -m tamcuc handout --out handout.html
  python -m tamcuc poster --out poster.html
  python -m tamcuc plays --out plays.html
  python -m tamcuc scoresheet --players 4 --deals 6 --out scores.html
  python -m tamcuc class --students 27
  python -m tamcuc worksheet --lang vi --seed 7 --out phieu.html

Run "python -m tamcuc COMMAND --help" for the options of one command."""
PAPER_NAMES = {"a4": "A4", "letter": "US Letter"}
LANG_HELP = "the language of the page and of what the command says: " + ", ".join(
    f"{code} ({name})" for code, name in LANGUAGES.items()) + " (default: en)"


def _whole(low: int, high: Optional[int], what: str):
    """Returns an argparse type: a whole number from ``low`` to ``high`` (no upper bound if None)."""

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(t("{text} is not a whole number ({what})", None,
                                                 text=repr(text), what=what)) from None
        if value < low or (high is not None and value > high):
            if high is not None:
                bound = t("{low} to {high}", None, low=low, high=high)
            else:
                bound = t("{low} or more", None, low=low)
            raise argparse.ArgumentTypeError(t("{value} is out of range: {what} must be {bound}", None,
                                                 value=value, what=what, bound=bound))
        return value

    return convert


def _lessons(text: str) -> tuple:
    """Reads ``2-4`` or ``2,3,5`` (or a mix, ``2-4,8``) as lesson numbers."""
    chosen = set()
    for part in text.split(","):
        part = part.strip()
        try:
            if "-" in part:
                a, b = (int(x) for x in part.split("-", 1))
                chosen.update(range(a, b + 1))
            else:
                chosen.add(int(part))
        except ValueError:
            raise argparse.ArgumentTypeError(
                t("{text} is not a list of lessons; write for example 2-4 or 2,3,5", None, text=repr(text))
            ) from None
    bad = sorted(n for n in chosen if n not in LESSONS)
    if bad or not chosen:
        raise argparse.ArgumentTypeError(
            t("{text}: worksheets cover {lessons}", None, text=repr(text), lessons=_lessons_text(LESSONS))
        )
    return tuple(sorted(chosen))


def build_parser() -> argparse.ArgumentParser:
    """Returns the command-line parser (one subcommand per printable)."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Make print-ready HTML pages for a Tam Cúc class: worksheets, the deck, the one-page "
        "rules handout, the rank-ladder poster, the plays card and a tournament score sheet. Open the file in a browser and print at 100%.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def language_option(p) -> None:
        p.add_argument("--lang", choices=sorted(LANGUAGES), default="en", type=str.lower, help=LANG_HELP)

    def common(p, default_out: str) -> None:
        language_option(p)
        p.add_argument("--out", default=default_out, metavar="FILE",
                       help=f"the HTML file to write (default: {default_out}; - for standard output)")
        p.add_argument("--paper", choices=sorted(PAPERS), type=str.lower,
                       help="pin the paper size (default: none; every page fits both A4 and Letter)")

    w = sub.add_parser("worksheet", help="a worksheet of engine-made questions and its answer key",
                       description="A worksheet of questions made by the engine from a seed, with the answer "
                       "key on separate pages. The same seed gives the same sheet; another seed gives a "
                       "different sheet of the same kinds of question.")
    w.add_argument("--seed", required=True, type=_whole(0, None, "--seed"),
                   help="which sheet: a whole number, 0 or more (e.g. 7)")
    w.add_argument("--questions", default=12, type=_whole(1, MAX_QUESTIONS, "--questions"),
                   help=f"how many questions, 1 to {MAX_QUESTIONS} (default: 12)")
    w.add_argument("--lessons", type=_lessons, default=None,
                   help=f"which lessons, e.g. 2-4 or 2,3,5 (default: the Tam Cúc {_lessons_text(DEFAULT_LESSONS, 'en')}; "
                   f"there are questions for {_lessons_text(LESSONS, 'en')})")
    common(w, "worksheet.html")

    d = sub.add_parser("deck", help="the 32 cards with cut lines, 18 to a sheet",
                       description="The engine's 32 cards, 30 x 75 mm, with cut lines: two sheets of faces; "
                       "with --backs four pages, faces and backs, for a double-sided print; with --fold four "
                       "sheets to fold and glue, for a printer without double-sided printing.")
    how = d.add_mutually_exclusive_group()
    how.add_argument("--backs", action="store_true",
                     help="add the card backs after each sheet, each behind its card (double-sided: flip on the "
                     "long edge)")
    how.add_argument("--fold", action="store_true",
                     help="faces and backs side by side on each sheet: fold on the line, glue, cut")
    common(d, "deck.html")

    common(sub.add_parser("handout", help="the rules on one page, one for each student",
                          description="The deck, the order, the plays, a trick, dealing and scoring on one page."),
           "handout.html")

    common(sub.add_parser("poster", help="the one-page rank-ladder poster (landscape)",
                          description="The seven ranks, red above black, numbered 1st to 14th."), "poster.html")
    common(sub.add_parser("plays", help="the one-page reference card of the valid plays",
                          description="Singles, pairs, the two triples, near misses, four or five soldiers."),
           "plays.html")

    s = sub.add_parser("scoresheet", help="a class-tournament score sheet for one table",
                       description="Kept cards, pairwise settlement and running totals for each deal.")
    s.add_argument("--players", default=4, type=_whole(2, 4, "--players"), help="2, 3 or 4 (default: 4)")
    s.add_argument("--deals", default=6, type=_whole(1, MAX_DEALS, "--deals"),
                   help=f"deal rows, 1 to {MAX_DEALS} (default: 6)")
    common(s, "scoresheet.html")

    c = sub.add_parser("class", help="how much to print for a class (written to the terminal)",
                       description="Groups, decks and sheets of paper for a class of N students.")
    c.add_argument("--students", required=True, type=_whole(2, 200, "--students"),
                   help="how many students, 2 to 200")
    language_option(c)
    return parser


def class_text(students: int, lang: Optional[str] = None) -> str:
    """Returns what to print for a class of ``students``, as lines for the terminal, in ``lang``."""
    need = class_needs(students)
    groups = need["groups"]
    shape = group_shape(groups, lang)
    sheets = need["sheets"]
    lines = [
        tn("A class of {students}: {n} group ({shape}).", "A class of {students}: {n} groups ({shape}).",
           len(groups), lang, students=students, n=len(groups), shape=shape),
        t("Decks: {decks}, one per group: {duplex} sheets printed double-sided (python -m tamcuc deck --backs), "
          "or {fold} sheets to fold and glue (--fold).", lang,
          decks=need["decks"], duplex=sheets["duplex"], fold=sheets["fold"]),
        t("Plays cards: {plays}. Score sheets: {scores}. Rules handouts: {handouts}, one per student.", lang,
          plays=need["plays_cards"], scores=need["scoresheets"], handouts=need["handouts"]),
    ]
    if 3 in groups:
        removed = join([c.name_vi for c in Rules.learning().replace(players=3).removed_cards], lang=lang)
        lines.append(t("A group of 3 takes {removed} out of its deck before dealing.", lang, removed=removed))
    if 5 in groups:
        lines.append(t("A group of 5: four play and one referees; the referee changes after every deal.", lang))
    return "\n".join(lines) + "\n"


def _make(args):
    lang = args.lang
    if args.command == "worksheet":
        return worksheet(args.seed, args.questions, args.lessons, lang=lang)
    if args.command == "deck":
        return deck("duplex" if args.backs else "fold" if args.fold else "faces", lang=lang)
    if args.command == "handout":
        return handout(lang=lang)
    if args.command == "poster":
        return poster(lang=lang)
    if args.command == "plays":
        return plays_card(lang=lang)
    return scoresheet(args.players, args.deals, lang=lang)


def _language(argv: Optional[Sequence[str]]) -> str:
    """Returns the ``--lang`` of the command line before it is parsed (so that its errors speak it), else en."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang", type=str.lower, default="en")
    known, _ = early.parse_known_args(list(sys.argv[1:] if argv is None else argv))
    return known.lang if known.lang in LANGUAGES else "en"


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Runs the command line; returns the exit status (0, or 2 for a bad argument)."""
    with language(_language(argv)):
        return _main(argv)


def _main(argv: Optional[Sequence[str]]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "class":
        sys.stdout.write(class_text(args.students, args.lang))
        return 0
    sub = parser._subparsers._group_actions[0].choices[args.command]  # for error messages
    try:
        printable = _make(args)
    except TamCucError as error:
        sub.error(str(error))
    text = printable.document(args.paper)
    if args.out == "-":
        sys.stdout.write(text)
        return 0
    out = Path(args.out)
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as error:
        reason = error.strerror or str(error)
        sub.error(t("cannot write --out {out}: {reason}", args.lang, out=args.out, reason=reason))
    lang = args.lang
    if printable.pages:
        pages = tn("{n} page", "{n} pages", printable.pages, lang, n=printable.pages)
    else:
        pages = t("its pages", lang)
    paper = PAPER_NAMES[args.paper] if args.paper else t("A4 or US Letter", lang)
    print(t("Wrote {out} ({title}). Open it in a browser and print {pages} on {paper} at 100 % (actual size).",
            lang, out=out, title=printable.title, pages=pages, paper=paper))
    return 0


if __name__ == "__main__":
    sys.exit(main())

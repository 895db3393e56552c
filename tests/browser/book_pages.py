"""The pages of the site, shared by the build and browser tests (fixed names, see _toc.yml)."""

# The lesson notebooks, in reading order (fixed file names shared by the whole project).
LESSONS = [
    "01_what_is_tam_cuc",
    "02_the_cards",
    "03_colour_and_rank",
    "04_pairs_and_triples",
    "05_a_trick",
    "06_dealing",
    "07_ket_and_de",
    "08_scoring",
    "09_house_rules",
    "10_play_a_deal",
    "11_replays",
    "12_strategy_and_odds",
    "12b_strategy_by_simulation",
]
# The "Related games" part: lessons about other games played with the same pieces.
RELATED = ["13_tu_sac"]
# The "For programmers" part, under book/programmers/: exercises the engine checks (tamcuc/exercises.py).
PROGRAMMERS = ["programmers/rules_in_code"]
# The "For teachers" part, under book/teachers/.
TEACHERS = [
    "teachers/index",
    "teachers/lesson_plans",
    "teachers/classes",
    "teachers/deck",
    "teachers/handout",
    "teachers/poster",
    "teachers/mat",
    "teachers/plays",
    "teachers/worksheet",
    "teachers/scoresheet",
    "teachers/deals",
    "teachers/referee",
]
# The rules on one page, a notebook of pictures without quizzes, first under "Start here".
RULES = "rules"
# Every page of the site, in _toc.yml order, as paths under book/ without a suffix.
PAGES = ["intro", RULES, *LESSONS, *RELATED, *PROGRAMMERS, *TEACHERS, "glossary", "references"]
# Every lesson ends with quizzes; each must offer at least this many.
QUIZ_LESSONS = LESSONS + RELATED
MIN_QUIZZES = 4

# The two editions of the book, each under its own folder of the one site: English pages in
# book/ (the book at the repository root), Vietnamese pages in vi/ (the book in book/vi/,
# built into _build/html/vi/ by scripts/build_book.py). Both have every page of PAGES.
EDITIONS = ("en", "vi")
FOLDERS = {"en": "book", "vi": "vi"}
SOURCES = {"en": "book", "vi": "book/vi"}  # where each edition's pages are written, from the repository root


def page_path(name: str, edition: str = "en") -> str:
    """Returns where page ``name`` of ``edition`` is in the built site, e.g. ``vi/05_a_trick.html``."""
    return f"{FOLDERS[edition]}/{name}.html"


# Every page that shows a quiz, a table or a try-it cell starts the engine (Pyodide in a Web
# Worker) once it has painted. Tests that only read pages ask for it to start on first use
# instead (an init script of the page or context), so that a hundred page visits do not load
# Python a hundred times on a 2-core machine; a test module that checks the engine itself sets
# ENGINE_STARTS = True (see conftest.py).
ON_USE = "window.tamcucEngineConfig = {start: 'on-use'};"

"""tamcuc.web, the functions the site's pages call when Python runs in the page."""

import pytest

import tamcuc as tc
from tamcuc import web
from tamcuc.errors import TamCucError, UsageError
from tamcuc.table import Table


def test_run_cell_shows_the_value_as_a_notebook_would():
    """The value of the last expression shows as text; changing the input changes the answer."""
    one = web.run_cell('tc.trick_winner(["r r", "C C", "R R", "h h"])')
    two = web.run_cell('tc.trick_winner(["R R", "C C", "r r", "h h"])')
    assert "<pre><span></span>2</pre>" in one and "<pre><span></span>0</pre>" in two


def test_run_cell_uses_the_pages_imports_and_shows_pictures():
    """Names imported by the page's cells are there; a value with an HTML face shows it."""
    context = "from tamcuc.cards import parse_cards as pc\n\x1e\nx = 1/0  # not an import: never run"
    html = web.run_cell('tc.Hand(pc("R r"))', context)
    assert "<svg" in html and "output text_html" in html


def test_run_cell_shows_printed_text_and_errors_that_teach():
    """Printed text shows above the value; a bad card shows the engine's error message alone
    (no class name), escaped; Python's own errors show as Python prints them."""
    assert "hello" in web.run_cell('print("hello")')
    html = web.run_cell('tc.parse_cards("Q")')
    assert "<pre><span></span>&#x27;Q&#x27; is not a card" in html and "Error" not in html
    assert "<script" not in web.run_cell('"<script>"')
    assert "ZeroDivisionError: division by zero" in web.run_cell("1/0")


def test_run_cell_errors_name_no_seat_and_no_none():
    """A follower showing the wrong kind is refused with the message only: no class name, no "(None)"."""
    html = web.run_cell('tc.trick_winner(["P", "p p"])')
    assert "after a single was called: show a single or fold (chui)" in html
    assert "tamcuc.errors" not in html and "IllegalPlayError" not in html and "(None)" not in html


def test_table_functions_drive_one_table_per_key():
    """table_start makes a live table under a key; table_event carries one click to it."""
    html = web.table_start("t", 3, "folk", 52, "easy")
    assert "tamcuc-live" in html
    table = web._TABLES["t"]
    assert isinstance(table, Table) and table.rules.players == 3 and not table.autoplay
    moves = len(table.game.moves)
    if table.pending():
        web.table_event("t", "step")
        assert len(table.game.moves) == moves + 1
    with pytest.raises(tc.UsageError):  # a key never started: the package's error, not a KeyError
        web.table_event("missing", "step")


def test_quiz_question_is_the_quiz_faces_question_block():
    """quiz_question returns exactly the quiz HTML face's markup of that question."""
    from tamcuc.quiz.render import question_block_html

    assert web.quiz_question("card-beats", 40, 5) == question_block_html("card-beats", 40, 5)


def test_run_cell_survives_imports_the_page_lacks():
    """A lesson's ``from IPython.display import HTML`` works without IPython; a missing module is left out."""
    import sys

    saved = sys.modules.get("IPython.display", "absent")
    sys.modules["IPython.display"] = None  # as in the page, where IPython is not installed
    try:
        context = "from IPython.display import HTML\nimport no_such_module_here\n"
        html = web.run_cell('HTML("<b>bold</b>")', context)
    finally:
        if saved == "absent":
            del sys.modules["IPython.display"]
        else:
            sys.modules["IPython.display"] = saved
    assert "<b>bold</b>" in html


def test_a_line_that_is_not_python_is_explained_in_the_pages_language():
    """A syntax error reads as a teacher would say it, in the page's language, with its line number;
    never Python's bare "SyntaxError: invalid syntax"."""
    en = web.run_cell("x = = 2")
    assert "This line is not valid Python (line 1): check the brackets" in en and "SyntaxError" not in en
    vi = web.run_cell('tc.Card.parse("R"', lang="vi")
    assert "Dòng lệnh này viết chưa đúng cú pháp Python (dòng 1): có dấu ngoặc chưa đóng" in vi
    assert "SyntaxError" not in vi and "never closed" not in vi
    assert "(dòng 2)" in web.run_cell('x = 1\ny = "a', lang="vi")
    assert "sát lề trái" in web.run_cell("  x = 1", lang="vi")


def test_a_refused_follower_is_named_in_the_try_it_box():
    """The try-it box names the third player Chi, counted from one, in both languages."""
    assert "Chi (the third to play) showed R" in web.run_cell('tc.resolve_trick(["r r","C C","R"])')
    assert "Chi (người ra bài thứ ba) ra R" in web.run_cell('tc.resolve_trick(["r r","C C","R"])', lang="vi")


def test_the_engine_remembers_a_bounded_number_of_tables():
    """A page (or a script) that starts table after table leaves at most TABLES_KEPT in memory: the
    least recently used is forgotten, and a click on it is refused by name."""
    for n in range(web.TABLES_KEPT + 5):
        web.table_start(f"bound-{n}", 2, "folk", n)
    kept = [k for k in web._TABLES if k.startswith("bound-")]
    assert len(web._TABLES) <= web.TABLES_KEPT and kept[-1] == f"bound-{web.TABLES_KEPT + 4}"
    with pytest.raises(UsageError, match="bound-0"):
        web.table_event("bound-0", "click", "hint")
    for n in range(web.NAMESPACES_KEPT + 3):
        web.run_cell("1 + 1", f"import tamcuc as tc  # page {n}")
    assert len(web._NAMESPACES) <= web.NAMESPACES_KEPT


def test_a_refused_click_leaves_the_tables_language():
    """A click the table refuses, sent with another language, leaves the table speaking its own."""
    web.table_start("lang-kept", 4, "folk", 1, lang="en")
    before = web._TABLES["lang-kept"].html()
    with pytest.raises(TamCucError):
        web.table_event("lang-kept", "no such action", "", lang="vi")
    assert web._TABLES["lang-kept"].lang == "en"
    assert web._TABLES["lang-kept"].html() == before

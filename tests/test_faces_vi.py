"""The faces in Vietnamese: the game table, the page's engine, printables, worksheets, the command line, Tứ Sắc.

Every test runs in strict mode (tests/conftest.py sets ``TAMCUC_I18N_STRICT=1``), so a
text written without its Vietnamese form fails here with ``MissingTranslation``. The
checks on the words themselves look at what a reader sees (the text of the HTML, not
its markup) and ask for Vietnamese words and for none of the common English ones.
"""

from __future__ import annotations

import html as htmllib
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tamcuc as tc
from tamcuc import i18n, printables, web
from tamcuc.__main__ import class_text, main
from tamcuc.i18n import language
from tamcuc.table import BUTTONS, Table
from tamcuc.worksheet import worksheet

ROOT = Path(__file__).resolve().parent.parent

# Common English words that never belong in a Vietnamese sentence the faces write.
ENGLISH = re.compile(
    r"\b(the|and|you|your|press|wins?|trick|cards?|deal|is|are|of|to|with|not|this|print|page|select|"
    r"play|players|rules|score|kept|each|sheet|answer|question|lesson)\b",
    re.IGNORECASE,
)
# What may stay in English on a Vietnamese page: product names and what is typed (commands, paper names).
ALLOWED = re.compile(r"Python|JupyterLab|jupyter lab book/|Pyodide|tamcuc|US Letter|A4|python -m tamcuc[^)]*|--\w+")


def visible(markup: str) -> str:
    """Returns the text a reader sees in ``markup``: no styles, scripts, pictures, tags or attributes."""
    text = re.sub(r"<(style|script|svg)\b.*?</\1>", " ", markup, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    return " ".join(htmllib.unescape(text).split())


def english_words(text: str) -> list:
    """Returns the common English words left in ``text`` (outside names, commands and paper sizes)."""
    return ENGLISH.findall(ALLOWED.sub(" ", text))


def assert_vietnamese(text: str, *words: str) -> None:
    """Asserts ``text`` holds each of ``words`` and no common English word."""
    for word in words:
        assert word in text, f"{word!r} not in {text[:300]!r}"
    left = english_words(text)
    assert not left, f"English words {sorted(set(left))} in {text[:400]!r}"


def _button_for(move) -> str:
    return {"lead": "play", "lay": "play", "show": "show", "chui": "chui", "declare": "declare", "pass": "pass"}[
        move.action]


# -- the game table ----------------------------------------------------------------------------------


def test_the_vietnamese_table_speaks_vietnamese_from_first_screen_to_last():
    """A whole deal at a Vietnamese table: status, buttons, settings, story and scores are Vietnamese."""
    table = Table(seed=5, lang="vi")
    first = visible(table.html())
    assert_vietnamese(first, "Ván mới", "Gợi ý", "Bài trên tay em", "Lượt 1", "Đến phiên em", "Em là An",
                      "dân gian", "tập chơi", "máy cẩn thận")
    rng = random.Random(1)
    while not table.game.is_over():  # the reader plays legal moves picked at random
        move = rng.choice(table.game.legal_plays())
        table.select(move.cards)
        table.click(_button_for(move))
        assert table.message == "", table.message
    last = visible(table.html())
    assert_vietnamese(last, "Điểm cuối ván", "Ván đã hết", "ăn lượt", "Em đã đánh hết bài.")
    assert "Bài trên tay em" not in last and "(chọn" not in last  # an empty hand has no heading, nothing to select
    assert all(not english_words(line) for line in table.log), table.log


def test_the_table_remembers_its_language():
    """``lang`` is fixed when the table is made: None takes the current language, and it stays."""
    with language("vi"):
        table = Table(seed=3)
    assert table.lang == "vi" and table.label("new deal") == "Ván mới"
    table.click("hint")  # written after the current language went back to English
    assert table.message.startswith("Gợi ý: ")
    assert Table(seed=3).lang == "en" and Table(seed=3, lang="vi").status().startswith("Lượt 1")


def test_hints_and_their_why_are_vietnamese():
    """A hint says what to do and, under "Vì sao?", how the computer chose it, in Vietnamese."""
    table = Table(seed=3, lang="vi")
    table.click("hint")
    assert_vietnamese(table.message, "Gợi ý: gọi")
    assert_vietnamese(table.hint_why, "Máy không nhìn thấy bài", "tính trung bình")
    assert "Vì sao?" in table.html()


def test_refusals_at_the_table_are_vietnamese():
    """Pressing a button at the wrong time, or with nothing chosen, is refused in Vietnamese."""
    table = Table(seed=3, lang="vi")
    table.click("play")
    assert_vietnamese(table.message, "Hãy chọn trước", "Ra bài")
    table.click("show")  # the reader leads the first trick: a leader calls, never shows or folds
    assert_vietnamese(table.message, "Em đang gọi bài", "Ra bài")
    table.click("chui")
    assert_vietnamese(table.message, "Em đang gọi bài")
    follower = next(t for t in (Table(seed=s, lang="vi") for s in range(40)) if t.game.phase == "lay" and t.my_turn())
    follower.click("show")  # a follower must lay first
    assert_vietnamese(follower.message, "Chưa có gì để lật", "úp bài trước")
    table.click("pass")  # the engine's refusal, without the move's notation ("0:pass: …") in front
    assert table.message == "Bây giờ là lúc gọi bài, không phải lúc bỏ qua."
    waiting = Table(seed=2, players=3, lang="vi", autoplay=False)
    while waiting.my_turn():
        move = waiting.game.legal_plays()[0]
        waiting.select(move.cards)
        waiting.click(_button_for(move))
    waiting.click("pass")
    assert waiting.message == "Chờ đã: chưa đến phiên em."
    waiting.event("choose", "seed=abc")
    assert waiting.message == "Số ván 'abc' không phải là số nguyên."


def test_the_vietnamese_table_marks_its_language_and_english_is_unchanged():
    """The Vietnamese table's root carries lang='vi'; the English one is the same as with no lang."""
    vi = Table(seed=9, lang="vi")
    assert vi.html().startswith("<div class='tamcuc-live' lang='vi' ")
    assert vi.static_html().startswith("<div class='tamcuc-table-static' lang='vi' ")
    assert_vietnamese(visible(vi.static_html().split("<div class=\"tamcuc-replay")[0]), "Bàn chơi cần Python")
    en = Table(seed=9, lang="en")
    assert en.html() == Table(seed=9).html() and " lang=" not in en.html()[:40]
    assert "Your hand" in en.html() and [en.label(b) for b in BUTTONS][-1] == "New deal"


def test_the_notebook_face_is_vietnamese():
    """The JupyterLab table (the page's HTML in a widget) carries the Vietnamese words too, and so does a
    refusal it shows."""
    table = Table(seed=3, lang="vi")
    view = table.widget()
    assert view.html.startswith("<div class='tamcuc-live' lang='vi' ")
    assert all(f">{table.label(b)}</button>" in view.html for b in table.available())
    assert "Ván mới" in view.html and "luật dân gian" in view.html
    view.handle({"act": "toggle", "arg": "99"})
    assert_vietnamese(visible(table.message), "Quân số 99 trên tay")


# -- the engine in the page ----------------------------------------------------------------------------


def test_the_pages_language_reaches_the_table_and_try_it_cells():
    """table_start / table_event / run_cell write in the page's language; an unknown one falls back."""
    html = web.table_start("vi-table", 4, "folk", 7, "easy", "vi")
    assert "lang='vi'" in html and "Ván mới" in html
    assert "Ván mới" in web.table_event("vi-table", "click", "hint", "vi")
    error = web.run_cell('tc.parse_cards("Q")', lang="vi")
    assert "không phải là quân bài" in error
    assert "is not a card" in web.run_cell('tc.parse_cards("Q")', lang="en-GB")
    assert "is not a card" in web.run_cell('tc.parse_cards("Q")', lang="fr")
    assert tc.get_language() == "en"


def test_set_page_language_sets_the_engines_current_language():
    """The loader tells Python the page's language once; it becomes the current language."""
    try:
        assert web.set_page_language("vi") == "vi" and tc.get_language() == "vi"
        assert web.set_page_language("") == "vi"  # no language given: unchanged
    finally:
        tc.set_language("en")


def test_the_loaders_words_come_from_python_in_every_language():
    """engine_words gives the same keys, steps and placeholders in each language, translated."""
    en, vi = web.engine_words("en"), web.engine_words("vi")
    assert set(en) == set(vi) and len(en["steps"]) == len(vi["steps"]) == 5
    for key in en:
        if key != "steps":
            assert i18n.placeholders(en[key]) == i18n.placeholders(vi[key]) and en[key] != vi[key]
    assert vi["loading_short"] == "Đang tải trò chơi…" and vi["run"] == "Chạy"


def test_the_sphinx_extension_writes_the_words_for_the_builds_language():
    """tamcuc-engine-words.js holds every language's words and the build's language."""
    sys.path.insert(0, str(ROOT / "sphinxext"))
    try:
        import tamcuc_engine
    finally:
        sys.path.remove(str(ROOT / "sphinxext"))
    script = tamcuc_engine.words_script("vi")
    data = json.loads(script.split("window.tamcucEngineWords = ", 1)[1].rstrip().rstrip(";"))
    assert data["lang"] == "vi" and data["words"]["vi"] == web.engine_words("vi")
    assert data["words"]["en"] == web.engine_words("en")
    assert json.loads(tamcuc_engine.words_script(None).split(" = ", 1)[1].rstrip().rstrip(";"))["lang"] == "en"


def test_the_loader_script_has_no_words_of_its_own():
    """The engine loader reads <html lang> and takes every word it shows from the words data."""
    js = (ROOT / "sphinxext" / "static" / "tamcuc-engine.js").read_text(encoding="utf-8")
    assert "document.documentElement.lang" in js and "window.tamcucEngineWords" in js
    for english in ("Loading the game", "The game is ready", "could not start",
                    "Thinking about a hint", "Try it: change", ">Run<"):
        assert english not in js, english


def test_the_projector_has_its_words_in_both_languages():
    """The projector's word table has the same keys in English and Vietnamese, chosen by <html lang>."""
    js = (ROOT / "_static" / "tamcuc-projector.js").read_text(encoding="utf-8")
    tables = dict(re.findall(r"\b(en|vi): \{(.*?)\}", js, flags=re.S))
    keys = {lang: re.findall(r"(\w+): \"", body) for lang, body in tables.items()}
    assert keys["en"] == keys["vi"] and "step" in keys["vi"]
    assert "Chế độ trình chiếu" in tables["vi"] and "document.documentElement.lang" in js


# -- printables ------------------------------------------------------------------------------------------

PRINTABLES = {
    "deck": (lambda: printables.deck(lang="vi"), "Tam Cúc: cỗ bài để in"),
    "deck page": (lambda: printables.deck(None, lang="vi"), "Tam Cúc: cỗ bài để in"),
    "poster": (lambda: printables.poster(lang="vi"), "Tam Cúc: thứ bậc các quân"),
    "plays": (lambda: printables.plays_card(lang="vi"), "Tam Cúc: các nước bài"),
    "scoresheet": (lambda: printables.scoresheet(3, 5, lang="vi"), "Tam Cúc: bảng ghi điểm giải đấu của lớp"),
    "handout": (lambda: printables.handout(lang="vi"), "Tam Cúc trong một trang"),
}


@pytest.mark.parametrize("name", sorted(PRINTABLES))
def test_every_printable_prints_in_vietnamese(name):
    """Each printable in Vietnamese: <html lang="vi">, a Vietnamese title and no English sentence."""
    make, title = PRINTABLES[name]
    printable = make()
    doc = printable.document()
    assert doc.startswith('<!DOCTYPE html>\n<html lang="vi">') and f"<title>{title}</title>" in doc
    assert printable.lang == "vi" and ' lang="vi" data-printable=' in printable.html()
    assert_vietnamese(visible(printable.html()), "In trang này", "Kiểm tra 100 mm")


def test_the_vietnamese_printables_keep_the_engines_facts():
    """The Vietnamese handout and score sheet carry the same numbers as the English ones."""
    handout = visible(printables.handout(lang="vi").html())
    assert "Cỗ bài: 32 lá" in handout and "mỗi người 8 lá" in handout and "+4, −4, +8 và −8" in handout
    assert "Chi ăn lượt này bằng đôi xe đỏ: hai quân ấy thành quân ăn được của Chi" in handout
    assert "rút một tốt đỏ và một tốt đen ra trước" in handout and "bỏ vào chồng bỏ" in handout
    assert "bốn người thì mỗi người 8 lá" in handout and "bậc 1" in handout and "ăn được 3, 1, 4 và 0 quân thì lần lượt được" in handout
    assert "bỏ sang một bên" not in handout and "mang số 1" not in handout
    sheet = visible(printables.scoresheet(4, 6, lang="vi").html())
    assert "điểm = 4 × số quân ăn được" in sheet and "Ví dụ: ăn được 3, 1, 4 và 0 quân thì được +4, −4, +8 và −8 điểm" in sheet
    poster = visible(printables.poster(lang="vi").html())
    assert "Bậc 1: Tướng đỏ" in poster and "Bậc 14: Tốt đen" in poster


def test_the_vietnamese_command_line_marks_the_thousands_of_a_big_number(capsys):
    """The help of --seed (worksheet and deals) writes its bound with the thousands dot, as a Vietnamese teacher reads
    it, and a number out of range is refused with the same bound."""
    for command in ("worksheet", "deals"):
        with pytest.raises(SystemExit):
            main(["--lang", "vi", command, "--help"])
        said = " ".join(capsys.readouterr().out.split())
        assert "từ 0 đến 999.999.999.999" in said and "999999999999" not in said, command
    with pytest.raises(SystemExit) as stop:
        main(["--lang", "vi", "worksheet", "--seed", "1000000000000"])
    assert stop.value.code == 2 and "từ 0 đến 999.999.999.999" in capsys.readouterr().err


def test_the_class_table_and_ruler_in_vietnamese():
    """The deck page's class table and the check ruler have Vietnamese words."""
    table = printables.class_table_html((27,), lang="vi")
    assert table.startswith('<table class="tamcuc-class-table" lang="vi">')
    assert_vietnamese(visible(table), "Học sinh", "6 nhóm 4 người, 1 nhóm 3 người")
    assert 'aria-label="thước 100 mm"' in printables.ruler_html("vi")


def test_english_printables_are_unchanged_by_the_language_option():
    """lang="en" gives exactly the default English printable, with no lang attribute of its own."""
    for make in (printables.poster, printables.handout, printables.plays_card):
        assert make(lang="en").html() == make().html()
        assert 'class="tamcuc-print tamcuc-' in make().html() and ' lang="' not in make().html()[:80]
    assert printables.deck(lang="en").document().startswith('<!DOCTYPE html>\n<html lang="en">')


# -- worksheets ----------------------------------------------------------------------------------------


def test_a_vietnamese_worksheet_has_the_same_questions_in_vietnamese():
    """The same seed gives the same kinds, seeds and answers; the sheet's own words are Vietnamese."""
    vi, en = worksheet(7, 6, lang="vi"), worksheet(7, 6)
    assert [(q.kind, q.seed, q.answer) for q in vi.questions] == [(q.kind, q.seed, q.answer) for q in en.questions]
    assert all(q.lang == "vi" for q in vi.questions) and vi.title == "Phiếu bài tập Tam Cúc (phiếu số 7)"
    text = visible(vi.html())
    for words in ("Tên:", "Lớp:", "Ngày:", "Phiếu gồm 6 câu hỏi về các bài 2–9", "Đáp án: phiếu bài tập (phiếu số 7)",
                  "Dành cho thầy cô", "Học ở bài 2."):
        assert words in text, words
    assert vi.document().startswith('<!DOCTYPE html>\n<html lang="vi">')


@pytest.mark.parametrize("lessons", [None, (13,)], ids=["tam-cuc", "tu-sac"])
def test_a_whole_vietnamese_worksheet_and_key_have_no_english_sentence(lessons):
    """Forty questions, their choices and the key's reasons: no common English word anywhere."""
    text = visible(worksheet(8, 40, lessons=lessons, lang="vi").html())
    assert_vietnamese(text, "Đáp án", "Học ở bài")


def test_the_command_line_writes_a_vietnamese_worksheet(tmp_path, capsys):
    """``python -m tamcuc worksheet --lang vi`` writes the Vietnamese sheet and says so in Vietnamese."""
    out = tmp_path / "phieu.html"
    assert main(["worksheet", "--lang", "vi", "--seed", "7", "--questions", "4", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert said.startswith(f"Đã ghi {out} (Phiếu bài tập Tam Cúc (phiếu số 7))") and "tất cả các trang" in said
    assert out.read_text(encoding="utf-8") == worksheet(7, 4, lang="vi").document()


@pytest.mark.parametrize("command", ["deck", "handout", "poster", "plays", "scoresheet"])
def test_every_printable_command_takes_lang(tmp_path, capsys, command):
    """Every printable subcommand takes --lang vi; the default stays English."""
    vi, en = tmp_path / "vi.html", tmp_path / "en.html"
    assert main([command, "--lang", "vi", "--out", str(vi)]) == 0
    assert capsys.readouterr().out.startswith("Đã ghi ")
    assert main([command, "--out", str(en)]) == 0
    assert capsys.readouterr().out.startswith("Wrote ")
    assert '<html lang="vi">' in vi.read_text(encoding="utf-8")
    assert '<html lang="en">' in en.read_text(encoding="utf-8")


def test_the_command_lines_messages_and_errors_are_vietnamese(capsys):
    """class --lang vi says what to print in Vietnamese; a bad value is refused in Vietnamese."""
    assert_vietnamese(class_text(27, "vi"), "Lớp 27 học sinh: 7 nhóm", "một tốt đỏ và một tốt đen", "mỗi học sinh một tờ")
    assert class_text(27) == class_text(27, "en") and class_text(27).startswith("A class of 27: 7 groups")
    with pytest.raises(SystemExit) as stop:
        main(["scoresheet", "--lang", "vi", "--players", "6"])
    assert stop.value.code == 2
    assert "6 nằm ngoài khoảng cho phép: --players phải từ 2 đến 5" in capsys.readouterr().err


def test_the_module_runs_with_lang_vi(tmp_path):
    """``python -m tamcuc class --students 26 --lang vi`` prints Vietnamese (a real process, strict mode)."""
    done = subprocess.run([sys.executable, "-m", "tamcuc", "class", "--students", "26", "--lang", "vi"],
                          capture_output=True, text=True, check=True, cwd=tmp_path,
                          env={**__import__("os").environ, "PYTHONPATH": str(ROOT), "TAMCUC_I18N_STRICT": "1"})
    assert done.stdout.startswith("Lớp 26 học sinh: 7 nhóm (5 nhóm 4 người và 2 nhóm 3 người).")


# -- Tứ Sắc ----------------------------------------------------------------------------------------------


def test_tu_sac_explains_and_refuses_in_vietnamese():
    """The analyser's sentences and the notation's errors come in Vietnamese; English is unchanged."""
    from tamcuc import tusac

    analysis = tusac.analyse("Rx Rx Cx Hx Kd Kd Ev")
    assert analysis.explain("vi") == ("Cách xếp tốt nhất: hai chẵn và một lẻ, hai lá rác (xe xanh và tượng vàng); "
                                      "ba lệnh. Còn một cách xếp khác cũng để lại hai lá rác.")
    assert analysis.explain().startswith("Best: two chẵn and one lẻ, two rác")
    assert tusac.analyse("Rx Cx Hx Kd").best.words("vi") == "lẻ Xe–Pháo–Mã xanh và tướng đỏ; không có rác"
    with language("vi"), pytest.raises(tc.NotationError, match="không phải là quân nào; bảy tên quân là"):
        tusac.parse_hand("Rx Qy")
    with language("vi"), pytest.raises(tc.RulesError, match="Tứ Sắc chơi hai, ba hoặc bốn người"):
        tusac.TuSacRules(players=5)


def test_tu_sac_pictures_name_cards_in_the_language():
    """A Tứ Sắc picture's accessible name is Vietnamese alone in Vietnamese, both languages in English."""
    from tamcuc import draw_tusac, tusac

    assert 'aria-label="Xe xanh"' in draw_tusac.card_svg("Rx", lang="vi")
    assert 'aria-label="Xe xanh (green chariot)"' in draw_tusac.card_svg("Rx")
    shown = draw_tusac.analysis_html(tusac.analyse("Rx Rx Cx Hx"), lang="vi")
    assert "Bài trên tay: 4 lá" in shown and "1 lá thừa" in shown and "Cách xếp tốt nhất" in shown
    assert "Xanh: 7 quân × 4 lá = 28 lá" in visible(draw_tusac.deck_html(lang="vi"))

"""The command line, ``python -m tamcuc``: it never replaces a file unasked, never follows a link, checks every
range before using it, speaks both languages (its help too), and stops with status 2 and one line, never a
traceback, on a closed output or a terminal that cannot take the text.

Quick cases call :func:`tamcuc.__main__.main`; the cases about terminals and closed streams run a real process.
A terminal without Vietnamese letters (``PYTHONIOENCODING=ascii``) gets the messages transliterated (marks off);
the page written with ``--out -`` is UTF-8 bytes whatever the terminal.
"""

from __future__ import annotations

import argparse
import gettext
import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tamcuc.i18n import language
from tamcuc.__main__ import MAX_SEED, build_parser, choose_language, echoed, main
from tamcuc.printables import poster, scoresheet

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ["worksheet", "deck", "handout", "poster", "plays", "scoresheet", "class"]
LANGUAGE_VARIABLES = ("TAMCUC_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def english_computer(monkeypatch):
    """Every test starts on a computer whose language says nothing (so only what a test sets counts)."""
    for name in LANGUAGE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def run(*args, env=None, **kwargs) -> subprocess.CompletedProcess:
    """Runs ``python -m tamcuc *args`` in a real process (bytes in, bytes out)."""
    environ = {k: v for k, v in os.environ.items() if k not in LANGUAGE_VARIABLES}
    environ.update(PYTHONPATH=str(ROOT), LANG="C.UTF-8", TAMCUC_I18N_STRICT="1", **(env or {}))
    return subprocess.run([sys.executable, "-m", "tamcuc", *args], env=environ, capture_output=True,
                          timeout=120, **kwargs)


def refused(capsys, *argv) -> str:
    """Runs ``main(argv)``, checks that it stops with status 2, and returns what it wrote to standard error."""
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 2
    return capsys.readouterr().err


# -- files: never replaced unasked, written whole ----------------------------------------------------------------


def test_a_new_file_is_written_whole_with_the_usual_permissions(tmp_path, capsys):
    """A new --out is the page, readable as any file the user makes (umask), and no temporary file stays."""
    out = tmp_path / "poster.html"
    assert main(["poster", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == poster().document()
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~mask
    assert [p.name for p in tmp_path.iterdir()] == ["poster.html"]
    assert capsys.readouterr().out.startswith(f"Wrote {out} ")


@pytest.mark.parametrize("args, words", [
    (["poster"], "print one page on A4 or US Letter, landscape, at 100 %"),
    (["poster", "--size", "a3"], "print one page on A3 paper, landscape, at 100 %"),
    (["poster", "--size", "tiles", "--paper", "letter"], "print four pages on US Letter, landscape, at 100 %"),
    (["mat"], "print one page on A4 or US Letter at 100 %"),
    (["--lang", "vi", "poster", "--size", "a3"], "in một trang trên giấy A3, khổ ngang, ở tỉ lệ 100%"),
])
def test_the_message_names_the_paper_and_the_orientation_the_page_asks_for(tmp_path, capsys, args, words):
    """After writing, the command says which paper the page prints on (A3 for the A3 poster) and that a landscape
    page is landscape."""
    assert main([*args, "--out", str(tmp_path / "page.html")]) == 0
    assert words in capsys.readouterr().out


def test_the_a3_poster_refuses_another_paper(tmp_path, capsys):
    """poster --size a3 --paper letter is refused before anything is written: the A3 page would be pinned to Letter."""
    with pytest.raises(SystemExit) as stop:
        main(["poster", "--size", "a3", "--paper", "letter", "--out", str(tmp_path / "p.html")])
    assert stop.value.code == 2 and "--paper letter: this page prints on A3 only" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("lang,words", [("en", "exists already; add --force"), ("vi", "đã có rồi; thêm --force")])
def test_an_existing_file_is_not_replaced_without_force(tmp_path, capsys, lang, words):
    """An existing --out stays as it was; the one-line refusal says why and names --force, in the reader's language."""
    out = tmp_path / "poster.html"
    out.write_text("the teacher's own notes", encoding="utf-8")
    err = refused(capsys, "poster", "--lang", lang, "--out", str(out))
    assert out.read_text(encoding="utf-8") == "the teacher's own notes"
    assert words in err and str(out) in err and len(err.strip().splitlines()) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["poster.html"]


def test_force_replaces_the_file_by_a_rename(tmp_path, capsys):
    """With --force the page arrives by a rename of a new file (a new inode), not by writing into the old one."""
    out = tmp_path / "scores.html"
    out.write_text("old", encoding="utf-8")
    before = out.stat().st_ino
    keep = out.open("rb")  # a reader holding the old file still reads the old page
    assert main(["scoresheet", "--players", "3", "--out", str(out), "--force"]) == 0
    assert out.read_text(encoding="utf-8") == scoresheet(3).document()
    assert out.stat().st_ino != before and keep.read() == b"old"
    keep.close()
    assert [p.name for p in tmp_path.iterdir()] == ["scores.html"]


def test_a_symbolic_link_is_never_followed(tmp_path, capsys):
    """A link at --out is refused; with --force the link itself becomes the page and its target is untouched."""
    target = tmp_path / "elsewhere.txt"
    target.write_text("not yours", encoding="utf-8")
    link = tmp_path / "poster.html"
    link.symlink_to(target)
    assert "symbolic link" in refused(capsys, "poster", "--out", str(link))
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "not yours"
    assert main(["poster", "--out", str(link), "--force"]) == 0
    assert not link.is_symlink() and link.read_text(encoding="utf-8") == poster().document()
    assert target.read_text(encoding="utf-8") == "not yours"


def test_a_dangling_link_is_not_followed_either(tmp_path, capsys):
    """A link to a file that does not exist yet is refused too: writing through it would create that file."""
    link = tmp_path / "poster.html"
    link.symlink_to(tmp_path / "created-elsewhere.html")
    assert "symbolic link" in refused(capsys, "poster", "--out", str(link))
    assert not (tmp_path / "created-elsewhere.html").exists()


@pytest.mark.parametrize("where,words", [
    ("", "--out is empty"),
    ("folder", "it is a folder; name a file in it"),
    ("missing/poster.html", "its folder does not exist"),
    ("/dev/null", "is not a plain file"),
])
def test_an_out_that_cannot_be_a_page_is_refused(tmp_path, capsys, where, words):
    """An empty name, a folder, a missing folder or a device is refused, even with --force, and nothing is made."""
    (tmp_path / "folder").mkdir()
    out = where if where in ("", "/dev/null") else str(tmp_path / where)
    assert words in refused(capsys, "poster", "--out", out, "--force")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder"] and not any((tmp_path / "folder").iterdir())


def test_the_refusal_comes_before_the_page_is_made(tmp_path, capsys, monkeypatch):
    """An existing --out is refused before the worksheet is made (nothing is computed for nothing)."""
    import tamcuc.__main__ as cli

    out = tmp_path / "sheet.html"
    out.write_text("old", encoding="utf-8")
    monkeypatch.setattr(cli, "worksheet", lambda *a, **k: pytest.fail("the worksheet was made"))
    refused(capsys, "worksheet", "--seed", "7", "--out", str(out))


# -- ranges and counts --------------------------------------------------------------------------------------------


def test_a_huge_lesson_range_is_refused_before_it_is_expanded():
    """``--lessons 1-1000000000`` stops at once with the lessons there are, in a process allowed 1 GB of memory."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    done = run("worksheet", "--seed", "1", "--lessons", "1-1000000000", preexec_fn=limit)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and "Traceback" not in err
    assert "'1-1000000000': worksheets cover lessons 2–9 and 13" in err


@pytest.mark.parametrize("argv,words", [
    (["worksheet", "--seed", "1", "--lessons", "2-" + "9" * 5000], "worksheets cover lessons 2–9 and 13"),
    (["worksheet", "--seed", "1", "--lessons", "2,10"], "worksheets cover lessons 2–9 and 13"),
    (["worksheet", "--seed", "1", "--lessons", "4-2"], "worksheets cover lessons 2–9 and 13"),
    (["worksheet", "--seed", "1", "--lessons", ",-"], "is not a list of lessons"),
    (["worksheet", "--seed", str(MAX_SEED + 1)], f"--seed must be 0 to {MAX_SEED:,}"),
    (["worksheet", "--seed", "9" * 10000], f"--seed must be 0 to {MAX_SEED:,}"),
    (["worksheet", "--seed", "-1"], f"--seed must be 0 to {MAX_SEED:,}"),
    (["worksheet", "--seed", "1", "--questions", "41"], "--questions must be 1 to 40"),
    (["scoresheet", "--deals", "15"], "--deals must be 1 to 14"),
    (["scoresheet", "--players", "6"], "--players must be 2 to 5"),
    (["class", "--students", "201"], "--students must be 2 to 200"),
    (["class", "--students", "lots"], "'lots' is not a whole number (--students)"),
])
def test_numbers_and_ranges_are_checked_against_their_bounds(capsys, argv, words):
    """Each number or range out of bounds is refused with the allowed range, in a message of bounded length."""
    err = refused(capsys, *argv)
    assert words in err
    assert max(len(line) for line in err.splitlines()) < 300


def test_lesson_lists_and_ranges_still_read():
    """Ranges, lists and mixes of lessons read as before: ``2-4,8`` is lessons 2, 3, 4 and 8."""
    parse = build_parser().parse_args
    assert parse(["worksheet", "--seed", "1", "--lessons", "2-4,8"]).lessons == (2, 3, 4, 8)
    assert parse(["worksheet", "--seed", "1", "--lessons", " 13 , 2"]).lessons == (2, 13)
    assert parse(["worksheet", "--seed", str(MAX_SEED)]).seed == MAX_SEED


# -- what reaches the terminal ------------------------------------------------------------------------------------


def test_control_characters_in_a_path_are_escaped(tmp_path, capsys):
    """A name holding an escape sequence, a bell or a byte that is no text is echoed escaped, never raw."""
    name = "a\x1b[31mred\x07" + os.fsdecode(b"\xff") + ".html"
    out = tmp_path / name
    assert main(["poster", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "a\\x1b[31mred\\x07\\xff.html" in said and "\x1b" not in said and "\x07" not in said
    assert out.read_text(encoding="utf-8") == poster().document()
    err = refused(capsys, "poster", "--out", str(out))
    assert "a\\x1b[31mred\\x07\\xff.html" in err and "\x1b" not in err


def test_a_long_path_is_echoed_shortened():
    """An echoed value keeps its two ends and at most the allowed length."""
    assert echoed("a" * 50 + "b" * 50, 21) == "a" * 10 + "…" + "b" * 10
    assert echoed("tab\there") == "tab\\x09here"


def test_an_ascii_terminal_gets_vietnamese_without_marks(tmp_path):
    """With an ASCII terminal and --lang vi, the messages arrive with their marks taken off (exit 0, no error)."""
    done = run("class", "--students", "27", "--lang", "vi", env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and not done.stderr
    assert done.stdout.decode("ascii").startswith("Lop 27 hoc sinh: 7 nhom")
    out = tmp_path / "phieu.html"
    done = run("worksheet", "--lang", "vi", "--seed", "1", "--out", str(out), env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and done.stdout.decode("ascii").startswith(f"Da ghi {out} (Phieu bai tap Tam Cuc")
    assert '<html lang="vi">' in out.read_text(encoding="utf-8")
    again = run("worksheet", "--lang", "vi", "--seed", "1", "--out", str(out), env={"PYTHONIOENCODING": "ascii"})
    assert again.returncode == 2 and "da co roi" in again.stderr.decode("ascii")


def test_a_page_on_standard_output_is_utf8_whatever_the_terminal():
    """``--out -`` writes the page's own UTF-8 bytes, even to an ASCII terminal."""
    done = run("poster", "--lang", "vi", "--out", "-", env={"PYTHONIOENCODING": "ascii"})
    with language("vi"):  # as the command speaks it (a card picture's label follows the current language)
        page = poster(lang="vi").document()
    assert done.returncode == 0 and done.stdout == page.encode("utf-8")


def test_a_closed_standard_output_stops_with_one_line():
    """With standard output closed (``>&-``) the command writes nothing, says why on one line, and exits 2."""
    done = run("class", "--students", "27", preexec_fn=lambda: os.close(1))
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and "Traceback" not in err
    assert err == ("python -m tamcuc class: error: standard output is closed, so there is nowhere to write; "
                   "run the command again without closing it (for example without >&-)\n")


def test_a_reader_that_stops_early_gives_status_2_and_no_traceback():
    """When the reader of ``--out -`` goes away (``| head -c1``), the command says so on one line and exits 2."""
    environ = {k: v for k, v in os.environ.items() if k not in LANGUAGE_VARIABLES}
    environ.update(PYTHONPATH=str(ROOT), LANG="C.UTF-8")
    process = subprocess.Popen([sys.executable, "-m", "tamcuc", "worksheet", "--seed", "1", "--questions", "40",
                                "--lang", "vi", "--out", "-"], env=environ, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    process.stdout.close()  # the reader is gone before the page is written
    err = process.stderr.read().decode("utf-8")
    assert process.wait(timeout=120) == 2
    assert err == "python -m tamcuc worksheet: lỗi: đầu ra chuẩn bị đóng trước khi in xong (ví dụ do lệnh head)\n"


# -- help in both languages ----------------------------------------------------------------------------------------


def help_text(capsys, *argv) -> str:
    """Returns what ``--help`` prints (it exits with status 0)."""
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_comes_in_english_and_in_vietnamese(capsys, command):
    """``--help`` of the program and of each command is English by default and Vietnamese with --lang vi."""
    argv = [command] if command else []
    english = help_text(capsys, *argv)
    vietnamese = help_text(capsys, *argv, "--lang", "vi")
    assert english.startswith("usage: python -m tamcuc") and "show this help message and exit" in english
    assert vietnamese.startswith("cách dùng: python -m tamcuc") and "in phần hướng dẫn này rồi thoát" in vietnamese
    for words in ("usage", "options", "default", "the ", "show this help"):
        assert words not in vietnamese, words
    if command not in (None, "class"):
        assert "--force" in english and "ghi đè" in vietnamese


def test_the_english_help_tells_a_vietnamese_teacher_where_to_look(capsys):
    """The English help points to the Vietnamese help, and the Vietnamese examples carry --lang vi."""
    assert "Tiếng Việt: python -m tamcuc --lang vi --help" in help_text(capsys)
    vietnamese = help_text(capsys, "--lang", "vi")
    assert "python -m tamcuc worksheet --lang vi --seed 7 --questions 12 --out sheet.html" in vietnamese
    assert "python -m tamcuc student-copy --lang vi book/vi/ class-copy/" in vietnamese  # the Vietnamese notebooks
    assert "In English: python -m tamcuc --lang en --help" in vietnamese


@pytest.mark.parametrize("environ,lang", [
    ({"TAMCUC_LANG": "vi"}, "vi"),
    ({"LANG": "vi_VN.UTF-8"}, "vi"),
    ({"LC_ALL": "vi_VN.UTF-8", "LANG": "en_GB.UTF-8"}, "vi"),
    ({"LANGUAGE": "vi:en", "LANG": "C.UTF-8"}, "vi"),
    ({"TAMCUC_LANG": "en", "LANG": "vi_VN.UTF-8"}, "en"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"TAMCUC_LANG": "fr"}, "en"),
])
def test_the_language_comes_from_the_environment_when_not_given(capsys, monkeypatch, environ, lang):
    """Without --lang, TAMCUC_LANG decides, then the computer's language; --lang always wins."""
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    assert choose_language([]) == lang
    assert help_text(capsys).startswith("cách dùng" if lang == "vi" else "usage")
    assert choose_language(["poster", "--lang", "en"]) == "en" and choose_language(["--lang=vi"]) == "vi"


def test_argparse_gets_its_own_words_back(capsys):
    """The Vietnamese words lent to argparse while a command runs are taken back afterwards."""
    help_text(capsys, "--lang", "vi")
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext


# -- student copies of the notebooks (issue 24) --------------------------------------------------------------------

WIDGET = "application/vnd.jupyter.widget-view+json"


def _notebooks(folder: Path) -> dict:
    """Returns every notebook under ``folder`` as JSON, by its path relative to the folder."""
    import json

    return {p.relative_to(folder): json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.rglob("*.ipynb"))}


def _without_widgets(notebook: dict) -> dict:
    """Returns a copy of ``notebook`` as a student copy should be: no widget output, no widget state."""
    import copy

    notebook = copy.deepcopy(notebook)
    for cell in notebook["cells"]:
        if "outputs" in cell:
            cell["outputs"] = [o for o in cell["outputs"] if WIDGET not in o.get("data", {})]
    notebook["metadata"].pop("widgets", None)
    return notebook


def test_student_copy_clears_widgets_and_keeps_everything_else(tmp_path, capsys):
    """``student-copy book/ OUT/`` writes every notebook with its widget outputs taken out and all else equal."""
    out = tmp_path / "class"
    assert main(["student-copy", str(ROOT / "book"), str(out)]) == 0
    said = capsys.readouterr().out
    source, copied = _notebooks(ROOT / "book"), _notebooks(out)
    assert copied.keys() == source.keys() and len(copied) >= 40
    for path, notebook in source.items():
        assert copied[path] == _without_widgets(notebook), path
    assert not any(WIDGET in p.read_text(encoding="utf-8") for p in out.rglob("*.ipynb"))
    assert (out / "glossary.md").read_bytes() == (ROOT / "book" / "glossary.md").read_bytes()
    assert f"Wrote {len(copied)} notebooks to" in said and "Run All" in said


def test_student_copy_keeps_the_lessons_outputs_and_metadata(tmp_path):
    """A copied lesson keeps its pictures (SVG outputs), its hidden-cell marks and its solutions."""
    out = tmp_path / "class"
    main(["student-copy", str(ROOT / "book"), str(out)])
    lesson = (out / "05_a_trick.ipynb").read_text(encoding="utf-8")
    assert "<svg" in lesson and '"source_hidden": true' in lesson and '<details class=\\"tamcuc-solution\\">' in lesson


def test_student_copy_never_overwrites_unasked(tmp_path, capsys):
    """A target folder with files in it is refused without --force (nothing written), and written with it."""
    out = tmp_path / "class"
    out.mkdir()
    (out / "mine.txt").write_text("keep", encoding="utf-8")
    err = refused(capsys, "student-copy", str(ROOT / "book"), str(out))
    assert "--force" in err and "Traceback" not in err and sorted(p.name for p in out.iterdir()) == ["mine.txt"]
    assert main(["student-copy", str(ROOT / "book"), str(out), "--force"]) == 0
    assert (out / "mine.txt").read_text(encoding="utf-8") == "keep" and (out / "05_a_trick.ipynb").exists()


@pytest.mark.parametrize("case", ["missing-source", "file-source", "inside", "target-is-file"])
def test_student_copy_refuses_bad_folders_in_one_line(tmp_path, capsys, case):
    """A missing source, a file as source, a target inside the source or a file as target: status 2, one message."""
    source, target = ROOT / "book", tmp_path / "out"
    if case == "missing-source":
        source = tmp_path / "nothing"
    elif case == "file-source":
        source = ROOT / "README.md"
    elif case == "inside":
        target = ROOT / "book" / "copy"
    else:
        target.write_text("x", encoding="utf-8")
    err = refused(capsys, "student-copy", str(source), str(target))
    assert "Traceback" not in err and err.strip().splitlines()[-1].startswith("python -m tamcuc student-copy: error:")
    assert not (ROOT / "book" / "copy").exists()


def test_student_copy_speaks_vietnamese(tmp_path, capsys):
    """With --lang vi the command reports in Vietnamese."""
    assert main(["--lang", "vi", "student-copy", str(ROOT / "book" / "vi"), str(tmp_path / "lop")]) == 0
    assert "Đã ghi" in capsys.readouterr().out


def test_a_copied_quiz_draws_again_when_run(tmp_path):
    """In a student copy a quiz cell has no stored output; run, it draws its widget again (with its HTML)."""
    import json

    from tamcuc.notebooks import student_copy

    student_copy(ROOT / "book", tmp_path / "class")
    notebook = json.loads((tmp_path / "class" / "05_a_trick.ipynb").read_text(encoding="utf-8"))
    quiz_cells = [c for c in notebook["cells"] if c["cell_type"] == "code" and "quiz(" in "".join(c["source"])]
    assert quiz_cells and all(not c["outputs"] for c in quiz_cells)
    namespace = {}
    exec("import tamcuc as tc\nfrom tamcuc.quiz import quiz\n", namespace)
    shown = eval("".join(quiz_cells[0]["source"]).strip().splitlines()[-1], namespace)
    bundle = shown._repr_mimebundle_()
    assert "text/html" in bundle


@pytest.mark.parametrize("text", ["[]", '{"cells": null}', '{"cells": [1]}', '{"cells": [{"outputs": 5}]}'])
def test_student_copy_refuses_json_that_is_no_notebook_before_writing(tmp_path, text):
    """A .ipynb that is JSON but no notebook is refused by name, and nothing of the copy is written."""
    from tamcuc.errors import UsageError
    from tamcuc.notebooks import student_copy

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "0.txt").write_text("first", encoding="utf-8")
    (tmp_path / "src" / "a.ipynb").write_text(text, encoding="utf-8")
    with pytest.raises(UsageError, match="a.ipynb"):
        student_copy(tmp_path / "src", tmp_path / "out")
    assert not (tmp_path / "out").exists()
    for bad in ((None, tmp_path / "x"), (tmp_path / "src", 5)):
        with pytest.raises(UsageError):
            student_copy(*bad)

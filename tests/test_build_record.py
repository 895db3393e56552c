"""The record of the last strict build (scripts/build_book.py): the test run takes the set-up's build only
when the site was made from exactly today's inputs."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def script(tmp_path, monkeypatch):
    """scripts/build_book.py as a module, pointed at a small repository in ``tmp_path`` with a built site."""
    spec = importlib.util.spec_from_file_location("build_book_under_test", ROOT / "scripts" / "build_book.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in module.INPUTS:
        path = tmp_path / name
        if "." in Path(name).name:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(f"{name}\n", encoding="utf-8")
        else:
            (path / "__pycache__").mkdir(parents=True)
            (path / "page.md").write_text("# A page\n", encoding="utf-8")
            (path / "__pycache__" / "page.pyc").write_bytes(b"\0")
    (tmp_path / "_build" / "html").mkdir(parents=True)
    (tmp_path / "_build" / "html" / "index.html").write_text("<html></html>", encoding="utf-8")
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "HTML", tmp_path / "_build" / "html")
    monkeypatch.setattr(module, "RECORD", tmp_path / "_build" / "build-record.json")
    return module


def record(script, **fields) -> None:
    """Writes a build record as a successful build of today's inputs would, with ``fields`` changed."""
    made = {"inputs": script.inputs_digest(), "returncode": 0, "output": "build succeeded.", "seconds": 30.0}
    script.RECORD.write_text(json.dumps({**made, **fields}), encoding="utf-8")


def test_a_current_successful_build_is_taken_and_any_change_drops_it(script):
    """The record of a successful build of today's inputs is returned; a changed page, a new file in the
    engine or a failed build is not taken (a cache or checkpoint folder does not count)."""
    assert script.build_record() is None, "no record yet"
    record(script)
    assert script.build_record()["output"] == "build succeeded."
    (script.ROOT / "book" / "__pycache__" / "other.pyc").write_bytes(b"\1")
    assert script.build_record() is not None, "a __pycache__ file is not an input"
    (script.ROOT / "book" / "sphinx.mo").write_bytes(b"\2")
    assert script.build_record() is not None, "the theme messages the build compiles are not an input"
    (script.ROOT / "book" / "page.md").write_text("# A changed page\n", encoding="utf-8")
    assert script.build_record() is None, "a changed page"
    record(script)
    (script.ROOT / "tamcuc" / "new.py").write_text("x = 1\n", encoding="utf-8")
    assert script.build_record() is None, "a new file of the engine"
    record(script, returncode=1)
    assert script.build_record() is None, "a failed build"
    record(script)
    (script.HTML / "index.html").unlink()
    assert script.build_record() is None, "the site is gone"
    script.RECORD.write_text("{not json", encoding="utf-8")
    assert script.build_record() is None, "a damaged record"


def test_the_build_writes_nothing_it_is_made_from():
    """No file that git ignores (what a build, a kernel or an editor leaves behind) counts as an input of
    the site: if one did, the set-up's build would be stale the moment it finished (Sphinx's compiled
    messages did that), and the first test run on a fresh clone would build the whole site again."""
    spec = importlib.util.spec_from_file_location("build_book_inputs", ROOT / "scripts" / "build_book.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    counted = set()
    for entry in module.INPUTS:
        top = ROOT / entry
        counted.update([top] if top.is_file() else (
            p for p in top.rglob("*") if p.is_file() and p.suffix not in module.SKIP_SUFFIXES
            and not module.SKIP_PARTS.intersection(p.relative_to(ROOT).parts)))
    ignored = subprocess.run(
        ["git", "ls-files", "--others", "--ignored", "--exclude-standard", "--", *module.INPUTS],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout.split("\n")
    assert not {ROOT / name for name in ignored if name} & counted

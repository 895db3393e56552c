"""The rules reference, RULES.md: every citation of it names a section it has, every Rules field is in it,
and the names of the engine it points to exist."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from tamcuc.rules import FIELDS

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "RULES.md"
TEXT = REFERENCE.read_text(encoding="utf-8")
ANCHORS = re.findall(r'<a id="([^"]+)"></a>', TEXT)

CITATION = re.compile(r"RULES\.md((?:\s*(?:,|and)?\s*§\d+(?:\.\d+)?(?:\s*[–-]\s*\d+)?)+)")
SECTION = re.compile(r"§(\d+)(?:\.(\d+))?(?:\s*[–-]\s*(\d+))?")
CITING = [p for folder in ("tamcuc", "tests", "book") for p in sorted((ROOT / folder).rglob("*"))
          if p.suffix in (".py", ".ipynb", ".md") and ".ipynb_checkpoints" not in p.parts and "_build" not in p.parts]


def anchors_cited(text: str) -> list:
    """Returns the anchors a text's "RULES.md §…" citations point to: §6 is s6, §6.4 is s6-4, §6–8 is s6, s7, s8."""
    found = []
    for citation in CITATION.finditer(text):
        for major, minor, upto in SECTION.findall(citation.group(1)):
            if minor:
                found.append(f"s{major}-{minor}")
            else:
                found.extend(f"s{n}" for n in range(int(major), int(upto or major) + 1))
    return found


def citations() -> list:
    """Returns ``(where, anchor)`` for every citation in tamcuc/, tests/ and book/, and in Rules.FIELDS."""
    found = []
    for path in CITING:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            found.extend((f"{path.relative_to(ROOT)}:{number}", a) for a in anchors_cited(line))
    for field in FIELDS.values():
        found.extend((f"FIELDS[{field.name!r}].section", a) for a in anchors_cited("RULES.md " + field.section))
    return found


CITATIONS = citations()


def test_anchors_are_unique_and_every_section_is_there_in_order():
    """RULES.md has one anchor per section, s1 … s12 in order, and no anchor twice."""
    assert len(ANCHORS) == len(set(ANCHORS))
    sections = [a for a in ANCHORS if re.fullmatch(r"s\d+", a)]
    assert sections == [f"s{n}" for n in range(1, 13)]
    for n in range(1, 13):
        anchor = TEXT.index(f'<a id="s{n}"></a>')
        assert TEXT[anchor:].split("\n", 2)[1].startswith(f"## {n}. "), f"§{n}'s anchor is not above its heading"


def test_the_citation_reader_reads_ranges_lists_and_items():
    """The reader of citations understands the forms the code uses (so the next test can fail)."""
    assert anchors_cited("see RULES.md §6–8, §10 and §12.4.") == ["s6", "s7", "s8", "s10", "s12-4"]
    assert anchors_cited("RULES.md §6.5; see §3") == ["s6-5"]
    assert anchors_cited("RULES.md section") == []


def test_the_code_cites_the_reference_often():
    """The engine, its tests and the book cite RULES.md (about forty places when this test was written)."""
    assert len(CITATIONS) >= 40
    assert {where.split("/")[0] for where, _ in CITATIONS} >= {"tamcuc", "tests", "book"}


@pytest.mark.parametrize("where,anchor", CITATIONS, ids=[f"{w}-{a}" for w, a in CITATIONS])
def test_every_citation_names_a_section_that_exists(where, anchor):
    """Each "RULES.md §n" (or §n.m) in the code, the tests, the book and Rules.FIELDS has its anchor in RULES.md."""
    assert anchor in ANCHORS, f"{where} cites {anchor.replace('s', '§', 1).replace('-', '.')}, which RULES.md lacks"


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_every_rules_field_is_in_the_reference(name):
    """Every field of Rules is named in RULES.md as ``Rules.<field>``, so a newcomer finds its rule there."""
    assert f"`Rules.{name}" in TEXT


def test_the_conventions_section_names_every_open_question():
    """§12 states each point the sources leave open, each under its own anchor."""
    for anchor in ("s12-ties", "s12-next-leader", "s12-banned-lead", "s12-forced-lead", "s12-banned-response",
                   "s12-keep", "s12-removal", "s12-ket"):
        assert anchor in ANCHORS
    assert "## 12. Where the sources are silent: this engine's conventions" in TEXT


def _resolve(dotted: str):
    module_name, _, rest = dotted.partition(".")
    obj = importlib.import_module(f"tamcuc.{module_name}")
    for part in filter(None, rest.split(".")):
        obj = getattr(obj, part)
    return obj


ENGINE_NAMES = sorted(set(re.findall(r"`tamcuc\.((?:[a-z_]+\.)*[A-Za-z_]+)`", TEXT))
                      | set(re.findall(r"`((?:cards|plays|tricks|dealing|scoring|rules|game)\.[A-Za-z_.]+)`", TEXT)))


@pytest.mark.parametrize("dotted", ENGINE_NAMES)
def test_the_engine_names_it_points_to_exist(dotted):
    """Every ``tamcuc.x.y`` or ``tricks.y`` the reference names is in the package (the reference follows the code)."""
    assert _resolve(dotted) is not None


CLASSES = {"Game": "game", "Trick": "game", "TrickRecord": "game", "Rules": "rules", "Card": "cards",
           "TrickResult": "tricks"}
MEMBERS = sorted(set(re.findall(r"`(%s)\.([a-z_]+)" % "|".join(CLASSES), TEXT)))


@pytest.mark.parametrize("cls,member", MEMBERS, ids=[".".join(m) for m in MEMBERS])
def test_the_members_it_names_exist(cls, member):
    """Every ``Game.unseen``, ``Rules.ket_row``, ``TrickResult.banned``… the reference names is a member of that class."""
    found = _resolve(f"{CLASSES[cls]}.{cls}")
    assert hasattr(found, member) or member in getattr(found, "__dataclass_fields__", {})


def test_the_book_build_leaves_the_reference_out():
    """RULES.md is for the repository, not a page: the book builds only its table of contents and excludes it."""
    config = (ROOT / "_config.yml").read_text(encoding="utf-8")
    assert re.search(r"^only_build_toc_files:\s*true", config, re.M)
    assert re.search(r"^\s*-\s*RULES\.md\s*$", config, re.M)
    assert "RULES" not in (ROOT / "_toc.yml").read_text(encoding="utf-8")

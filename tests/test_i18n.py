"""The message catalogues: every text the engine writes has its Vietnamese form, with the same placeholders."""

from __future__ import annotations

import ast
import unicodedata
from pathlib import Path

import pytest

import tamcuc as tc
from tamcuc import i18n
from tamcuc.errors import UsageError

PACKAGE = Path(tc.__file__).resolve().parent
CALLS = {"t": 0, "tn": 0, "N_": 0}  # the marking functions and where their English message is


def _messages() -> dict:
    """Returns every literal message the package passes to t / tn / N_, with where it is written."""
    found: dict = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "locale" in path.relative_to(PACKAGE).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            fname = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if fname not in CALLS or not node.args:
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.setdefault(first.value, f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return found


MESSAGES = _messages()
VI = i18n.catalogue("vi")


def test_the_code_marks_its_messages():
    """The engine writes through the catalogue: the scan finds the messages of every face (900 when
    written), among them ones from the engine, the quizzes, the table and the printables."""
    assert len(MESSAGES) >= 800
    where = {place.split(":")[0] for place in MESSAGES.values()}
    for module in ("tamcuc/tricks.py", "tamcuc/quiz/kinds/tricks.py", "tamcuc/table.py", "tamcuc/printables/pages.py"):
        assert module in where, f"no message marked in {module}"


@pytest.mark.parametrize("message", sorted(MESSAGES), ids=lambda m: m[:60])
def test_every_message_has_its_vietnamese_form(message):
    """Each marked message has a Vietnamese translation that keeps exactly its placeholders."""
    where = MESSAGES[message]
    assert message in VI, f"{where}: no Vietnamese for {message!r}"
    assert i18n.placeholders(VI[message]) == i18n.placeholders(message), (
        f"{where}: the Vietnamese of {message!r} has placeholders {sorted(i18n.placeholders(VI[message]))}, "
        f"the English {sorted(i18n.placeholders(message))}"
    )


def test_no_catalogue_entry_is_left_unused():
    """Every entry of the Vietnamese catalogue is a message the code still writes (no stale entries)."""
    stale = sorted(set(VI) - set(MESSAGES))
    assert not stale, f"{len(stale)} entries no code uses, e.g. {stale[:5]}"


def test_translations_are_nfc_and_not_english_copies():
    """Translations are stored composed (NFC) and differ from the English, except for names and symbols."""
    for english, vietnamese in VI.items():
        assert unicodedata.is_normalized("NFC", vietnamese), english
        if any(ch.isalpha() for ch in english) and len(english.split()) > 2:
            assert vietnamese != english, f"{english!r} is not translated"


def test_language_is_checked_and_scoped():
    """An unknown language is a UsageError naming it; ``language`` restores the language before it."""
    with pytest.raises(UsageError, match="'fr'"):
        i18n.set_language("fr")
    assert i18n.get_language() == "en"
    with i18n.language("vi"):
        assert i18n.get_language() == "vi"
    assert i18n.get_language() == "en"


@pytest.mark.parametrize("edition", sorted(i18n.LANGUAGES))
@pytest.mark.parametrize("card", sorted(set(tc.deck()), key=str), ids=str)
def test_vietnamese_names_parse_in_every_form_in_both_languages(card, edition):
    """A card's Vietnamese name parses to that card with and without its marks, in NFC and NFD and any case,
    whichever language the engine speaks (a name typed on a phone in Hà Nội or abroad)."""
    name = card.name(lang="vi")
    forms = {
        name,
        unicodedata.normalize("NFD", name),
        name.upper(),
        unicodedata.normalize("NFD", name.upper()),
    }
    bare = i18n.fold(name)  # no marks at all: "xe do", "tot den"
    with i18n.language(edition):
        for form in forms:
            assert tc.Card.parse(form) == card, f"{form!r} ({unicodedata.name(form[1]) if len(form) > 1 else ''})"
        if bare.startswith("tuong "):
            # Without its marks "tuong" is Tướng (general) or Tượng (elephant): the engine asks, naming both.
            with pytest.raises(tc.NotationError, match="Tướng.*Tượng"):
                tc.Card.parse(bare)
        else:
            assert tc.Card.parse(bare) == card, bare


def test_a_bad_name_is_a_notation_error_in_the_language_spoken():
    """An unknown name is a NotationError naming what was typed, in English or in Vietnamese."""
    with pytest.raises(tc.NotationError, match="xe tím"):
        tc.Card.parse("xe tím")
    with i18n.language("vi"), pytest.raises(tc.NotationError, match="xe tím") as caught:
        tc.Card.parse("xe tím")
    assert not {" the ", " is ", " not "} & {f" {w} " for w in str(caught.value).split()}


def test_the_teaching_error_reads_in_vietnamese():
    """The rule a bad pair breaks is taught in Vietnamese: a red soldier and a black soldier are not a pair."""
    with i18n.language("vi"), pytest.raises(tc.IllegalPlayError) as caught:
        tc.Play("P p")
    assert "một tốt đỏ và một tốt đen không phải là đôi" in str(caught.value)
    with pytest.raises(tc.IllegalPlayError, match="a red soldier and a black soldier are not a pair"):
        tc.Play("P p")

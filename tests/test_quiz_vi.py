"""The quizzes in Vietnamese (issue 14): every kind, its explanations, the quiz's own words, the widget.

The run is strict (``TAMCUC_I18N_STRICT=1``, set in conftest.py): a message without its
Vietnamese form raises MissingTranslation in the test that writes it. These tests add that
the Vietnamese quiz reads as Vietnamese (no English sentence left, the words of docs/vietnamese-style.md),
shows no card codes, and asks the same thing as the English one; the English quiz is
checked by test_quiz_questions.py and test_quiz_render.py, unchanged.
"""

import json
import re
import xml.etree.ElementTree as ET

import pytest

from tamcuc import i18n
from tamcuc.errors import UsageError
from tamcuc.quiz import KINDS, Choice, FaceDown, Question, Quiz, feedback_text, question, question_text, quiz, title
from tamcuc.quiz.render import (
    _script,
    SEED_STEP,
    progress_text,
    question_block_html,
    quiz_words,
    seed_of,
    strip_verdict,
    summary_text,
)
from test_quiz_questions import card_codes

KINDS_ALL = sorted(KINDS)
SEEDS = range(6)

# Vietnamese letters English never writes: a text without one of them is not Vietnamese.
VIETNAMESE = re.compile("[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]", re.I)
# Common English words that must not be left in a Vietnamese text (padded so that names such
# as "Tam Cúc" or a Hán character never match).
ENGLISH = (" the ", " which ", " wins ", "Question", " is ", " and ", " of ", " not ", " card", " player",
           "Right", "Not quite", " beats ", " pair ", " trick", " with ", " folds", " leads")


def english_left(text: str) -> list:
    """Returns the common English words found in ``text`` (empty for a Vietnamese text)."""
    padded = f" {text} "
    return [w for w in ENGLISH if w in padded]


def texts(q: Question) -> list:
    """Returns every text a reader of ``q`` meets: prompt, captions, labels, explanations and shown feedback."""
    return [q.prompt, *q.captions, *(c.label for c in q.choices), *(c.explanation for c in q.choices),
            *(feedback_text(q, i) for i in range(len(q.choices))), question_text(q)]


def test_english_word_finder_finds_english_and_spares_vietnamese():
    """The finder catches an English sentence and leaves a Vietnamese one (with names and Hán) alone."""
    assert english_left("An wins the trick.") and english_left("Which card is the highest?")
    assert not english_left("An ăn lượt này bằng đôi xe đỏ; Bình chui. Quân Tam Cúc có chữ 車.")


@pytest.mark.parametrize("kind", KINDS_ALL)
def test_every_kind_is_written_in_vietnamese(kind):
    """Each kind, several seeds: every prompt, caption, label and explanation is Vietnamese, with no English word left and no card code."""
    for seed in SEEDS:
        q = question(kind, seed, lang="vi")
        assert q.lang == "vi"
        assert VIETNAMESE.search(q.prompt), (kind, seed, q.prompt)
        for c in q.choices:
            assert VIETNAMESE.search(c.explanation), (kind, seed, c.explanation)
        for text in texts(q):
            assert not english_left(text), (kind, seed, english_left(text), text)
        for text in [q.prompt, *q.captions, *(c.label for c in q.choices), *(c.explanation for c in q.choices)]:
            assert not card_codes(text), (kind, seed, text)


@pytest.mark.parametrize("kind", KINDS_ALL)
def test_same_seed_asks_the_same_in_both_languages(kind):
    """A seed gives the same cards, the same number of choices and the same answer in English and in Vietnamese."""
    for seed in SEEDS:
        en, vi = question(kind, seed, lang="en"), question(kind, seed, lang="vi")
        assert [group(g) for g in en.cards] == [group(g) for g in vi.cards], (kind, seed)
        assert len(en.choices) == len(vi.choices) and en.answer == vi.answer, (kind, seed)
        assert [str(c.cards) for c in en.choices] == [str(c.cards) for c in vi.choices], (kind, seed)


def group(cards) -> str:
    """Returns a question's group of cards as codes, or how many lie face down (their words are in the question's language)."""
    return f"{cards.count} face down" if isinstance(cards, FaceDown) else str(cards)


def test_vietnamese_explanations_use_the_players_words():
    """The trick, pair, kết and declaration explanations say lượt, đôi, chui, đè, cướp cái: the words of docs/vietnamese-style.md."""
    said = " ".join(c.explanation for kind in ("trick-winner", "is-pair", "ket", "declaration", "first-trick")
                    for seed in range(12) for c in question(kind, seed, lang="vi").choices)
    for word in ("lượt", "đôi", "chui", "đè", "kết", "cướp cái", "trình làng", "bộ ba"):
        assert word in said, word


def test_each_wrong_answer_says_its_own_reason_in_vietnamese():
    """As in English, two choices of one question never share their explanation."""
    for kind in KINDS_ALL:
        for seed in SEEDS:
            q = question(kind, seed, lang="vi")
            said = [c.explanation for c in q.choices]
            assert len(set(said)) == len(said), (kind, seed, said)


def test_feedback_starts_with_a_vietnamese_verdict():
    """What a click shows starts "Đúng rồi" for the right answer and "Chưa đúng" for a wrong one."""
    for kind in KINDS_ALL:
        q = question(kind, 1, lang="vi")
        for i, c in enumerate(q.choices):
            assert feedback_text(q, i).startswith("Đúng rồi" if c.correct else "Chưa đúng"), (kind, feedback_text(q, i))


def test_titles_are_vietnamese_and_one_per_kind():
    """Every kind has its own Vietnamese title, different from the English one."""
    titles = {kind: title(kind, lang="vi") for kind in KINDS_ALL}
    assert len(set(titles.values())) == len(titles)
    for kind, text in titles.items():
        assert text != title(kind, lang="en") and VIETNAMESE.search(text) and not english_left(text), (kind, text)


def test_the_current_language_reaches_the_quiz():
    """Without lang=, a quiz speaks the current language; Quiz and its further questions remember it."""
    with i18n.language("vi"):
        q = quiz("trick-winner", seed=2)
        assert title("card-beats") == "Quân nào thắng?"
    assert q.lang == "vi" and all(x.lang == "vi" for x in q.questions())
    assert 'lang="vi"' in q.html() and quiz("trick-winner", seed=2).lang == "en"
    with pytest.raises(UsageError, match="'fr'"):
        question("card-beats", 0, lang="fr")


def test_progress_and_summary_in_vietnamese():
    """The progress line and the round's summary have their Vietnamese forms."""
    assert progress_text(0, 5, lang="vi") == "Câu 1 / 5"
    assert progress_text(2, 5, 2, lang="vi") == "Câu 3 / 5 · số câu đúng ngay lần đầu: 2"
    assert progress_text(6, 5, 0, lang="vi") == "Câu 2 / 5 · số câu đúng ngay lần đầu: 0"
    assert summary_text(4, 5, "vi") == "Đã trả lời cả 5 câu. Số câu đúng ngay lần đầu: 4."
    assert summary_text(5, 5, "vi").endswith("Giỏi lắm!")
    assert strip_verdict("Đúng rồi: xe lớn hơn pháo.", "vi") == "Xe lớn hơn pháo."


def _root(html: str) -> ET.Element:
    return ET.fromstring(re.sub(r" (hidden|disabled)(?=[ >])", r' \1="\1"', html))


def _shown(root: ET.Element) -> list:
    """Returns the words a reader of the quiz meets: its text (not its style or script) and its spoken attributes."""
    out = []

    def walk(e):
        if e.tag in ("style", "script"):
            return
        out.append(e.text or "")
        for name in ("data-feedback", "aria-label", "title", "alt"):
            if e.get(name):
                out.append(e.get(name))
        for child in e:
            walk(child)
            out.append(child.tail or "")

    walk(root)
    return [text for text in out if text.strip()]


@pytest.mark.parametrize("kind", KINDS_ALL)
def test_vietnamese_html_quiz_has_no_english_word(kind):
    """The HTML quiz in Vietnamese says lang="vi", carries its script's words in Vietnamese, and shows no English word."""
    html = quiz(kind, seed=3, lang="vi").html()
    root = _root(html)
    assert root.get("lang") == "vi" and root.get("data-lang") == "vi"
    assert json.loads(root.get("data-words")) == quiz_words("vi")
    shown = _shown(root)
    for text in shown + list(quiz_words("vi").values()):
        assert not english_left(text), (kind, english_left(text), text)
    assert "Câu đố" in shown and title(kind, lang="vi") in " ".join(shown)
    assert any("Câu tiếp theo" in s for s in shown) and any("Làm lại câu đố này" in s for s in shown)


def test_the_script_holds_no_word_a_reader_sees():
    """The quiz's script writes only the words Python put in data-words: no English UI word is typed in it."""
    for word in ("Question", " of ", "right so far", "answered:", "Well done", "Next question", "More questions",
                 "Start again", "Loading"):
        assert word not in _script("tcq-card-beats-3"), word
    english = quiz("card-beats", seed=3).html()
    assert json.loads(_root(english).get("data-words")) == quiz_words("en")
    assert quiz_words("en")["progress"] == "Question {n} of {count}" and quiz_words("en")["next"] == "Next question"


def test_question_block_in_vietnamese_has_the_embedded_ids():
    """A question the engine in the page makes in Vietnamese is wired like the English one (same ids), in Vietnamese."""
    en = question_block_html("ket", seed_of(3, 5), 5)
    vi = question_block_html("ket", seed_of(3, 5), 5, lang="vi")
    ids = lambda html: re.findall(r' id="([^"]+)"', html)  # noqa: E731
    assert ids(en) == ids(vi) and vi != en
    assert not [t for t in _shown(_root(f"<div>{vi}</div>")) if english_left(t)]
    assert seed_of(3, 5) == 3 + 5 * SEED_STEP


def test_a_quiz_in_another_language_asks_its_questions_in_it():
    """Quiz(question, lang="vi") makes a registered kind's question again in Vietnamese; a hand-made one keeps its text."""
    made = Quiz(question("ket", 3), lang="vi")
    assert made.question == question("ket", 3, lang="vi") and all(q.lang == "vi" for q in made.questions())
    hand_made = Question("local-test", 0, "Which card wins: R or c?",
                         (Choice("R", True, "Right: a chariot outranks a cannon."), Choice("c", False, "No.")))
    html = Quiz(hand_made, lang="vi").html()
    assert "Câu đố" in html and 'lang="vi"' in html and "Which card wins: R or c?" in html

"""The Vietnamese style guide (docs/vietnamese-style.md), checked where a machine can check it.

Three kinds of text are read: the pages of the Vietnamese edition (the Markdown of book/vi/,
.md files and the Markdown cells of the notebooks, code left out), the catalogue
(tamcuc/locale/vi: every Vietnamese message) and a seeded sample of what the engine writes in
Vietnamese (every quiz kind, trick explanations, whole deals and their summaries, refusals).
Each rule below is one line of the guide: a banned form (a translated turn, a money word, a
second word for a thing that has one), "bạn" for the reader, a zero count in figures, a
weekday-like "Thứ 2", the old tone-mark placement (hòa, tùy), a hyphen for a minus, "÷",
straight quotes in prose. A form that is right in one place goes in ALLOWED with its reason.
"""

import json
import random
import re
import unicodedata
from pathlib import Path

import pytest

import tamcuc as tc
from tamcuc.errors import TamCucError
from tamcuc.i18n import language
from tamcuc.locale.vi import MESSAGES
from tamcuc.quiz import KINDS, question

ROOT = Path(__file__).resolve().parents[1]
VI = ROOT / "book" / "vi"

# (pattern, what the guide says instead). Whitespace in a text is one space before matching,
# so a form broken over two lines of Markdown is still found.
BANNED = [
    (r"bộ máy luật", "chương trình (của sách)"),
    (r"trò chơi (bài )?theo lượt", "trò đánh bài ăn lượt"),
    (r"có tiếng nói", "được tính đến"),
    (r"khi và chỉ khi", "chỉ khi"),
    (r"nghi lễ", "lệ"),
    (r"thua cho rẻ", "thí quân nhỏ"),
    (r"bằng hệt", "giống hệt"),
    (r"bằng nhau với bài trước", "giống hệt {tên người}"),
    (r"thanh toán", "tính điểm (no money words)"),
    # pairwise scoring said with money: "bạn ấy trả em 2 điểm", "cộng phần mình nhận, trừ phần mình trả"
    (r"\btrả (cho )?(em|bạn|người|An|Bình|Chi|Dũng)\b[^.;:]{0,12}\d+ điểm|phần (mình|họ) (nhận|trả|mất)\b"
     r"|điểm (một )?người (khác )?(nhận|trả)\b|người khác trả\b",
     "em hơn bạn ấy 2 quân: em được +2, bạn ấy −2 (no money words)"),
    (r"nhà cái", "làm cái, người làm cái"),
    (r"đổi bài lén", "đổi bài úp (đổi kín)"),
    (r"luật (folk|learning)\b", "luật dân gian, luật tập chơi"),
    (r"\((perfect information|duplicate)\)", "Vietnamese only: thông tin đầy đủ, ván đánh lặp"),
    (r"cuốn sách để chơi", "Tam Cúc: vừa đọc vừa chơi"),
    (r"\b(tráo|trộn) bài", "xáo bài"),
    (r"(?<!lạc )\bbộ bài\b", "cỗ bài"),
    (r"\b(?i:cả|quanh|mỗi|các|đổi) bàn\b", "chiếu (the players), nhóm (pupils), bàn chơi (the page's table)"),
    (r"\bbàn (\d+|hai|ba|bốn|năm) người|\bBàn\b(?! (chơi|phím|cắt))",
     "nhóm (a group of pupils, a printed sheet's label)"),
    (r"(?i:lót) bàn", "tấm lót chơi bài (bàn chơi is the page's game table)"),
    (r"máy tính trước", "máy đoán bài (the hard player; its level is \"khó\")"),
    (r"bị đè \+", "đè kết đôi +4, đè kết ba +6"),
    (r"ba quân một dãy", "a lẻ is Tướng–Sĩ–Tượng or Xe–Pháo–Mã, no run"),
    (r"Rules\.di_dem là", "say the rule, not the code"),
    (r"(^|[.:!?] )Thứ \d", "bậc 2, thứ hai (Thứ 2 reads as Monday)"),
    # a zero count alone ("ăn được 0 quân", "0 câu đúng"); a zero in a list of counts ("3, 1, 4 và 0 quân") is a figure
    (r"(?<![\d,.])(?<!và )(?<!, )\b0 (câu|quân|lá|lượt|ván|lệnh|rác|người)\b|được 0\b", "a zero in words: không … nào, chưa … nào"),
    (r"÷", "32 : 4"),
    (r"(\d|\}) x (\d|\{)", "90 × 225 mm (the multiplication sign)"),
    (r"\d[ \u00a0\u202f]%", "100% (the sign sticks to its number)"),
    # đè is beating a kết, not beating a play in general ("không tay nào khác thắng được")
    (r"\bđè được (hay|hoặc|hoặc là) hoà|\btay nào (khác )?đè\b", "ăn được, thắng được (đè is beating a kết)"),
    # the Review after the scores is "Nhận xét ván"; "xem lại" is a replay
    (r"Xem lại ván của|[Đđ]ang xem lại ván|Đóng phần xem lại|Xem lại nước của", "Nhận xét ván (the Review); xem lại is a replay"),
    # the roles in a trick picture are verbs (gọi bài, lật bài, chui), not "là người gọi bài"
    (r"^ *là người gọi bài *$", "gọi bài, lật bài, chui"),
    (r"người (trông máy|cài đặt máy)", "người phụ trách máy tính"),
    (r"\bbài brít\b", "bài bridge (brít)"),
    (r"\d+ quân một người cầm", "mỗi người cầm {n} quân"),
    (r"(?i:áp phích)", "tranh treo lớp (one name for the rank-ladder poster)"),
    # a place is "hạng 2"; "thứ hai" is an order (the second to play), and "Thứ 2" a Monday
    (r"\b(đứng|xếp) thứ (nhất|hai|ba|tư|năm|mấy|\d)", "đứng hạng 1, hạng 2 (a place)"),
    # a refusal is one sentence: no "Không được:" in front, no piece names strung as "Xe–Xe–Xe"
    (r"(^|[.!?] )Không được: ", "the reason alone, as a sentence (“Em phải úp đúng một quân …”)"),
    (r"\b(Tướng|Sĩ|Tượng|Xe|Pháo|Mã|Tốt)–\1–\1\b", "ba xe đỏ không thành bộ ba (the cards in words)"),
    # small counts in words in prose: "một, hai hoặc ba quân", not "1, 2, 3 quân"
    (r"\bgọi \d(, \d)+ quân\b", "một, hai hoặc ba quân"),
    (r"\b[1-9](, [1-9])* hoặc [1-9] quân\b", "một, hai hoặc ba quân (small counts in words)"),
    (r"\bhạ (\d|bốn|năm) tốt", "trình làng bốn tốt đen (tứ tử)"),
    (r"khoảng 0 (quân|điểm)\b", "gần như không ăn được quân nào"),
    # a sentence does not start with a figure: a quiz's setting says its count in words
    (r"(^|[.!?] )\d+ (người chơi|người,|lệnh là)", "Bốn người chơi, luật dân gian. (a sentence starts with a word)"),
    (r"(^|[\s(\[,;:])-\d", "the minus sign − (U+2212)"),
    # cards are a nước bài, an đôi, a bộ ba, những quân kết (a kết as played is a cú kết); "nhóm" is a group of pupils
    (r"\bnhóm (ra trước|ra sau|bằng nhau|giống hệt)", "nước bài: hai nước bài bằng nhau thì nước ra trước thắng"),
    (r"(?<!nước )\bbài (ra (trước|sau|\{order\})(, của [^,]+,)? thắng|bằng nhau thì)",
     "nước bài: hai nước bài bằng nhau thì nước ra trước thắng"),
    (r"\bnhóm quân\b", "nước bài, đôi, bộ ba, những quân kết (nhóm is a group of pupils)"),
    (r"\bnhóm (bài|lẻ|chẵn)\b(?! tập)", "bộ, bộ chẵn, bộ lẻ (a Tứ Sắc meld: the source's word)"),
    (r"\b(bộ|bài) kết\b", "cú kết; những quân kết"),
    (r"\bhai bộ ba duy nhất|\bchỉ có hai bộ ba\b|\blà hai bộ ba của", "hai loại bộ ba (there are four triples)"),
    (r"\bnấc\b", "bậc (the ladder's steps: bậc 1 … bậc 14)"),
    (r"\bván (đã )?bị đè\b", "cú kết bị đè (the kết is beaten, not the deal)"),
    (r"\bđược (\d+|một|hai|ba|bốn|năm|sáu|bảy|tám) quân ăn được", "có năm quân ăn được"),
    (r"(?i:ngồi) vào bàn\b(?! chơi)", "ngồi vào chiếu"),
    (r"Từng phút một", "Tiến trình tiết học (a lesson plan's heading)"),
    # a place is "đứng hạng 1", "hạng 2", never "đứng nhất", "đứng nhì", "đồng hạng nhất", "về nhất"
    (r"\bđứng (nhất|nhì)\b|\bhạng (nhất|nhì)\b|\bvề nhất\b", "đứng hạng 1, hạng 2 (a place)"),
    # Tam Cúc's discard pile is "chồng bỏ"; rác is Tứ Sắc's word for the cards no meld takes
    (r"\bchồng rác\b|\b(bỏ )?vào (chồng )?rác\b", "chồng bỏ (rác is Tứ Sắc's leftover cards)"),
    # a small count in prose in words: "chọn một quân để úp xuống"
    (r"\bchọn [1-9] quân\b", "chọn một quân (small counts in words)"),
    # the old tone-mark placement in an open oa / oe / uy syllable (hòa, khỏe, tùy): hoà, khoẻ, tuỳ
    (r"(?<![qQ])([òóỏõọÒÓỎÕỌ][aeAE]|[ùúủũụÙÚỦŨỤ][yY])(?![a-zA-Zà-ỹđĐ])", "hoà, thoả, khoẻ, tuỳ, thuỷ"),
    # the textbooks' i after k and l in these words: kĩ, lí do, hợp lí, bất kì, kí tự, đăng kí
    (r"(?i:kỹ|lý do|hợp lý|nguyên lý|bất kỳ|ký tự|đăng ký)", "kĩ, lí do, hợp lí, nguyên lí, bất kì, kí tự, đăng kí"),
    # the engine is "chương trình"; a rule set is "luật" ("Luật nào nói …?"), not a code of law ("bộ luật")
    (r"bộ máy(?! nhà nước)|(?i:bộ luật) (nào|dân gian|tập chơi)|cả hai bộ luật",
     "chương trình; luật nào, luật dân gian, cả hai luật"),
]
# A piece name mid-sentence is a common noun: "rút một tốt đỏ", "hai xe xanh" (not "rút Tốt đỏ"). Read in
# written prose only: a generated sample joins answer labels ("Mã đen", which begins its label) with spaces.
PIECE_CAPS = re.compile(r"(?<=[a-zà-ỹđ] )(Tướng|Sĩ|Tượng|Xe|Pháo|Mã|Tốt) (đỏ|đen|xanh|vàng|trắng)\b"
                        r"|\b(quân|lá|hai|ba|bốn|năm|số|đôi|một) (Tướng|Sĩ|Tượng|Xe|Pháo|Mã|Tốt)\b"
                        r"(?![–-]|, (Sĩ|Tượng|Xe|Pháo|Mã|Tốt))")
WRITTEN = ("book/", "catalogue", "example", "printed")
# "bạn" is a friend ("bốn bạn trong sách", "bạn bè"), never the reader ("em").
FRIEND = re.compile(r"(bốn|người|các|mấy|nhóm|những|với|hai|ba) bạn\b|\bbạn (bè|ấy|ngồi|cùng|trong)\b", re.I)
READER = re.compile(r"\bbạn\b", re.I)
# A straight double quote in prose; a code value such as "folds" or "R R" (Latin letters only) is code.
CODE_VALUE = re.compile(r'"[A-Za-z0-9_ .,:/*+-]*"')

# (where, text): a form that is right in that one place, and why.
ALLOWED = {
    # the refusal of a text with an unclosed quote names the quote character itself
    ("catalogue", "có đoạn chữ trong dấu nháy chưa đóng: hãy đặt dấu \" (hoặc ') ở cả hai đầu"),
}


DIRECTIVES = re.compile(r"\{(note|warning|tip|admonition|glossary|important|dropdown|seealso|figure|epigraph)\}")
"""The fenced MyST directives whose body is prose (a code fence's body is code)."""


def _fences_out(markdown: str) -> str:
    """Returns a Markdown text without its code fences' bodies and without the fence and option lines of its
    prose directives (whose bodies stay). A fence closes only on a line of its own character, at least as long
    (so a ```` directive holding a ``` code block, or a closing ```, never opens a block by mistake)."""
    out, stack = [], []  # stack: (fence, keeps its body) of the open fences, innermost last
    for line in markdown.splitlines():
        fence = re.match(r"^\s*(`{3,}|~{3,}|:{3,})(.*)$", line)
        if fence and stack and fence.group(1)[0] == stack[-1][0][0] and len(fence.group(1)) >= len(stack[-1][0]) \
                and not fence.group(2).strip():
            stack.pop()
            out.append("")
        elif fence and (not stack or stack[-1][1]):
            stack.append((fence.group(1), bool(DIRECTIVES.match(fence.group(2).strip()))))
            out.append("")
        elif stack and not stack[-1][1]:
            out.append("")
        elif stack and re.match(r"^:[a-z-]+:", line):
            out.append("")
        else:
            out.append(line)
    return "\n".join(out)


def _prose(markdown: str) -> str:
    """Returns the prose of a Markdown text: code blocks, inline code, HTML tags and link targets left out."""
    text = _fences_out(markdown)
    text = re.sub(r"\{[a-z-]+\}`([^`<]*?)\s*(<[^>`]*>)?`", r"\1", text)  # {term}`đi đêm <đi đêm>` -> đi đêm
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]*>", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return text


def page_texts():
    """Yields (where, prose) for every Markdown text of the Vietnamese edition."""
    for path in sorted(VI.rglob("*")):
        if "_build" in path.parts or "locale" in path.parts:
            continue
        where = str(path.relative_to(ROOT))
        if path.suffix == ".md":
            yield where, _prose(path.read_text(encoding="utf-8"))
        elif path.suffix == ".ipynb":
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            for i, cell in enumerate(cells):
                if cell["cell_type"] == "markdown":
                    yield f"{where} cell {i}", _prose("".join(cell["source"]))


def catalogue_texts():
    """Yields ("catalogue", message) for every Vietnamese message, its HTML tags and %-fields left out."""
    for english, vietnamese in MESSAGES.items():
        text = re.sub(r"<[^>]*>", " ", vietnamese)
        yield "catalogue", text


def _errors():
    """Returns refusals the engine writes for a reader's mistakes (in the current language)."""
    game = tc.Game(tc.Rules.folk(players=4), seed=1)
    move = game.legal_plays()[0]
    calls = [
        lambda: tc.Play("P p"),
        lambda: tc.Play("K K"),
        lambda: tc.Play("R C"),
        lambda: tc.resolve_trick(["K", "A"], first_trick=True),
        lambda: tc.Card.parse("Q"),
        lambda: tc.Rules.folk(players=5),
        lambda: tc.Game(tc.Rules.folk(players=4), seed=1.5),
        lambda: game.di_dem(0, "P", 1, "p"),
        lambda: game.push(tc.Move((move.player + 1) % 4, move.action, move.cards)),
    ]
    said = []
    for call in calls:
        with pytest.raises(TamCucError) as refused:
            call()
        said.append(str(refused.value))
    return said


def generated_texts():
    """Yields (where, text) for a seeded sample of the engine's Vietnamese: every quiz kind × 10,
    the trick explanations and summaries of 6 whole deals (2, 3 and 4 players, folk and learning
    rules), refusals, and the game table from its first screen to its last."""
    for kind in sorted(KINDS):
        for seed in range(10):
            q = question(kind, seed=500 + seed, lang="vi")
            yield f"quiz {kind} {seed}", " ".join([q.prompt, *map(str, q.captions)]
                                                   + [f"{c.label} {c.explanation}" for c in q.choices])
    for seed in range(6):
        players = 2 + seed % 3
        rules = tc.Rules.folk(players=players) if seed % 2 else tc.Rules.learning(players=players)
        game = tc.Game(rules, seed=seed)
        result = game.play_out([tc.RuleBot()] * players, seed=seed)
        for record in game.history:
            yield f"deal {seed} trick {record.number}", record.explain(lang="vi")
            yield f"deal {seed} trick {record.number} alone", record.result.explain(lang="vi")
        yield f"deal {seed} summary", result.summary(lang="vi")
    with language("vi"):
        for i, text in enumerate(_errors()):
            yield f"refusal {i}", text
    from tamcuc.explore import TrickBuilder
    from tamcuc.replay import replay_steps

    for plays in (["P P P", "", ""], ["R c H", "", ""], ["R R", "C", ""], ["R", "C C", ""], ["K", "", ""]):
        yield f"trick builder {plays}", TrickBuilder(plays, lang="vi", first_trick=True).verdict()
    for seed in (0, 1):  # whole deals told step by step, declarations included
        game = tc.Game(tc.Rules.folk(players=4), seed=seed)
        game.play_out([tc.RuleBot()] * 4, seed=seed)
        yield f"replay {seed}", " ".join(f"{s['title']}: {s['text']}" for s in replay_steps(game, lang="vi"))
    yield from _table_screens()
    yield from _printables()


def _visible(html: str) -> str:
    return re.sub(r"<[^>]*>", " ", re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S))


def _printables():
    """Yields the visible words of the Vietnamese printables a class uses in groups (play mats, score sheets, the
    duplicate deals' sheets, slips and results, after play with a comparison): each table cell apart, so a column
    of figures to circle is not read as a sentence."""
    from tamcuc import printables
    from tamcuc.printables import deals

    pages = {f"mat {n}": printables.mat(players=n, lang="vi") for n in (2, 3, 4)}
    pages.update({f"scoresheet {n}": printables.scoresheet(n, 6, lang="vi") for n in (3, 5)})
    pages.update({f"deals {n}": deals.class_deals(7, 2, n, lang="vi") for n in (3, 5)})
    results = deals.read_results("7 1 4 6 0\n7 2 0 5 5\n", 7, 1, 3, lang="vi")
    pages["after play"] = deals.after_play(7, 1, 3, results, lang="vi", replays=False)
    for where, page in pages.items():
        yield where, _visible(re.sub(r"</t[hd]>", " | ", page.html()))
    # The prose of the poster, the handout and the plays card, read as written text (piece names in lower case
    # mid-sentence): the card pictures left out, each label, caption and paragraph apart.
    for where, page in {"poster": printables.poster(lang="vi"), "handout": printables.handout(lang="vi"),
                        "plays card": printables.plays_card(lang="vi")}.items():
        prose = re.sub(r"<svg\b.*?</svg>", " ", page.html(), flags=re.S)
        yield f"printed {where}", _visible(re.sub(r"</(t[hd]|p|li|b|figcaption|h\d)>", " | ", prose))


def _table_screens():
    """Yields the Vietnamese game table's visible words and story, first screen to last (legal moves at random)."""
    from tamcuc.table import Table

    actions = {"lead": "play", "lay": "play", "show": "show", "chui": "chui", "declare": "declare", "pass": "pass"}
    table = Table(seed=5, lang="vi")
    yield "table first screen", _visible(table.html())
    refused = []
    for button in ("play", "show", "chui", "declare", "pass"):  # the table's refusals, each one sentence
        table.click(button)
        refused.append(table.message)
    two = Table(seed=5, players=2, lang="vi")  # a lay of the wrong number of cards
    two.select(list(two.hand)[:4])
    two.click("play")
    yield "table refusals", " ".join(refused + [two.message])
    rng = random.Random(1)
    while not table.game.is_over():
        move = rng.choice(table.game.legal_plays())
        table.select(move.cards)
        table.click(actions[move.action])
    yield "table last screen", _visible(table.html())
    yield "table story", " ".join(table.log)


def violations(where: str, text: str) -> list:
    """Returns the guide's rules that ``text`` breaks, each with the words that break it."""
    text = unicodedata.normalize("NFC", re.sub(r"\s+", " ", text))
    if (where.split(" ")[0] if where == "catalogue" else where, text.strip()) in ALLOWED:
        return []
    found = []
    for pattern, instead in BANNED:
        for m in re.finditer(pattern, text):
            found.append(f"{where}: …{text[max(0, m.start() - 30):m.end() + 30]}… (say: {instead})")
    if where.startswith(WRITTEN):
        for m in PIECE_CAPS.finditer(text):
            found.append(f"{where}: …{text[max(0, m.start() - 30):m.end() + 30]}… (piece names in lower case mid-sentence)")
    for m in READER.finditer(text):
        if not FRIEND.search(text[max(0, m.start() - 8):m.end() + 8]):
            found.append(f"{where}: …{text[max(0, m.start() - 30):m.end() + 30]}… (the reader is em)")
    prose = CODE_VALUE.sub(" ", text)
    if '"' in prose:
        k = prose.index('"')
        found.append(f"{where}: …{prose[max(0, k - 30):k + 30]}… (quotes “ ” in prose)")
    return found


@pytest.mark.parametrize("source", ["pages", "catalogue"])
def test_written_vietnamese_follows_the_style_guide(source):
    """The Vietnamese pages and every catalogue message use none of the guide's banned or mixed forms."""
    texts = page_texts() if source == "pages" else catalogue_texts()
    found = [v for where, text in texts for v in violations(where, text)]
    assert not found, "\n".join(found[:40])


def test_generated_vietnamese_follows_the_style_guide():
    """A seeded sample of the engine's Vietnamese (every quiz kind × 10, six deals, refusals, the game table, the
    printables groups use) breaks no rule of the guide."""
    texts = list(generated_texts())
    assert len(texts) > 10 * len(KINDS)
    found = [v for where, text in texts for v in violations(where, text)]
    assert not found, "\n".join(found[:40])


@pytest.mark.parametrize("text, rule", [
    ("Bình ra bài bằng nhau với bài trước.", "giống hệt"),
    ("Cả hai ra đôi giống nhau, mà hai bài bằng nhau thì bài ra trước thắng.", "nước bài"),
    ("Hai đôi bằng nhau, mà bài bằng nhau thì không chia nhau lượt: bài ra sau, của An, thắng.", "nước bài"),
    ("Ai là nhà cái?", "làm cái"),
    ("Em ăn được 3 quân, bạn ấy ăn được 1, thì bạn ấy trả em 2 điểm.", "no money words"),
    ("Mỗi người cộng phần mình nhận, trừ phần mình trả.", "no money words"),
    ("Điểm một người nhận là điểm người khác trả.", "no money words"),
    ("đúng bằng phần họ mất cho người có 4 quân", "no money words"),
    ("An: ăn được 0 quân, điểm -8", "zero"),
    ("An: không ăn được quân nào, điểm -8", "minus"),
    ("Cả chiếu nên thỏa thuận trước.", "hoà"),
    ("Tùy em.", "tuỳ"),
    ("Khi bạn chọn một câu trả lời", "em"),
    ('Bấm "Tiếp tục" nhé.', "quotes"),
    ("Thứ 2: Tướng đen", "Monday"),
    ("32 ÷ 4 = 8", "32 : 4"),
    ("kết đôi +2, bị đè +4", "đè kết đôi"),
    ("In ở tỉ lệ 100 % trên giấy A4", "100%"),
    ("những nước không tay nào khác đè được hay hoà được", "đè is beating a kết"),
    ("Đang xem lại ván của em…", "Nhận xét ván"),
    ("là người gọi bài", "lật bài"),
    ("Nhờ người trông máy tính in giúp.", "phụ trách"),
    ("Ở các lớp dạy bài brít, mọi nhóm", "bridge"),
    ("Một tay bài: 8 quân một người cầm.", "mỗi người cầm"),
    ("Nhóm ba em rút Tốt đỏ ra trước.", "lower case"),
    ("Mỗi màu chỉ có một quân Tướng.", "lower case"),
    ("An ăn được 0 quân ở 2 nhóm", "zero"),
    ("Quân bài cỡ lớn, 90 x 225 mm", "×"),
    ("Tấm lót bàn chơi", "tấm lót chơi bài"),
    ("Ván 7 · Bàn: ____", "nhóm"),
    ("Tấm lót của bàn 4 người", "nhóm"),
    ("Mỗi bàn in một tấm.", "nhóm"),
    ("Hai người lật ra hai nhóm giống hệt nhau thì nhóm ra trước thắng.", "nước bài"),
    ("Giữ được nhóm quân yếu.", "nhóm is a group of pupils"),
    ("Trong Tứ Sắc em xếp bài thành các nhóm bài chẵn và lẻ.", "Tứ Sắc meld"),
    ("Máy để dành bộ kết đến cuối ván; bài kết mà ăn lượt", "cú kết"),
    ("gọi ba cây thì phải úp một trong hai bộ ba duy nhất", "hai loại bộ ba"),
    ("Hai xe đỏ đứng chung một nấc.", "bậc"),
    ("hai ván kết thành công, hai ván bị đè", "cú kết bị đè"),
    ("Cú kết thành công: Dũng được năm quân ăn được, cộng 2 điểm thưởng", "có năm quân ăn được"),
    ("## Ngồi vào bàn", "ngồi vào chiếu"),
    ("### Từng phút một trong tiết 35 phút", "Tiến trình tiết học"),
    ("Treo áp phích thứ bậc các quân lên bảng.", "tranh treo lớp"),
    ("Chi (5 quân) đứng thứ nhất, An đứng thứ hai.", "a place"),
    ("Không được: em phải ra đúng 1 quân.", "as a sentence"),
    ("quân của An không thành nước bài: Xe–Xe–Xe không thành bộ", "in words"),
    ("theo luật này người gọi bài chỉ được gọi 1, 2, 3 quân", "một, hai hoặc ba quân"),
    ("Đến phiên em: chọn 1, 2 hoặc 3 quân để gọi bài rồi bấm Ra bài.", "small counts in words"),
    ("An hạ 4 tốt đen (tứ tử trình làng, cướp cái)", "trình làng bốn tốt đen"),
    ("hết ván em ăn được khoảng 0 quân", "gần như không"),
    ("ai nhiều điểm nhất đứng nhất, bằng điểm thì cùng hạng", "đứng hạng 1"),
    ("Em đồng hạng nhất với Bình.", "đứng hạng 1"),
    ("Bình về nhất với 4 quân.", "đứng hạng 1"),
    ("Quân chui bị bỏ vào chồng rác mà không bị lật.", "chồng bỏ"),
    ("Các quân khác vào rác; người thắng gọi lượt sau.", "chồng bỏ"),
    ("Đến phiên em: chọn 1 quân để úp xuống rồi bấm Ra bài", "small counts in words"),
    ("4 người chơi, luật dân gian. Giữa hai lượt, An lật bốn quân tốt đỏ này ra.", "starts with a word"),
    ("Chưa đúng. 8 lệnh là của quan pháo trắng vẫn còn trên tay.", "starts with a word"),
])
def test_each_rule_catches_its_form(text, rule):
    """Each rule of the check finds the form it is there for (so a check that passes is not a check that cannot fail)."""
    found = violations("example", text)
    assert found and any(rule in f for f in found), found


@pytest.mark.parametrize("text", [
    "Bình ra bài giống hệt An, mà An ra trước.",
    "Dũng, An và Bình đều chui.",
    "An: không ăn được quân nào, điểm −8, hạng 3",
    "Cả chiếu nên thoả thuận trước; tuỳ em.",
    "Bốn bạn trong sách ngồi quanh chiếu; em chơi với bạn bè.",
    "Sửa `\"R R\"` thành `\"C C\"` rồi chạy lại: “thử xem”.",
    "32 : 4 = 8; kết đôi +2, đè kết đôi +4; bàn chơi của trang.",
    "In ở tỉ lệ 100%; không tay nào khác thắng được hay hoà được; Chi đè được cú kết.",
    "Nhận xét ván của em; Xem lại ván: 4 người chơi; rút một tốt đỏ; Tướng, Sĩ, Tượng, Xe, Pháo, Mã, Tốt.",
    "Bài 11 cho em xem lại từng lượt; Xe–Pháo–Mã đỏ ăn hai xe xanh; Tướng đỏ là quân lớn nhất.",
    "Dành cho người phụ trách máy tính; bài bridge (brít); mỗi người cầm 8 quân.",
    "Em cùng đứng hạng 1 với Bình; chọn một quân để úp xuống; Treo tranh treo lớp; Chi đứng hạng 1, An là người ra bài thứ hai; ăn được 3, 1, 4 và 0 quân; Tướng–Sĩ–Tượng.",
    "An trình làng bốn tốt đen (tứ tử), cướp cái; Em phải úp đúng một quân; Không được chui.",
    "Em hơn bạn ấy 2 quân: em được +2, bạn ấy −2; trả lời câu đố; trả lại bài vào phong bì.",
    "Mỗi nhóm in một tấm lót chơi bài; Bàn chơi hiện ra; kê bàn ghế theo nhóm; bàn phím.",
    "Hai nước bài bằng nhau thì nước ra trước thắng; hai cú kết bị đè; Dũng có năm quân ăn được.",
    "Hai đôi bằng nhau, mà hai nước bài bằng nhau thì không chia nhau lượt: nước ra sau, của An, thắng; khi hai người ra bài bằng nhau, ai thắng?",
    "Máy để dành những quân kết đến cuối ván; chỉ có hai loại bộ ba; hai xe đỏ đứng chung một bậc.",
    "## Ngồi vào chiếu; em ngồi vào bàn chơi; ### Tiến trình tiết học; nhóm bốn em.",
    "Bốn người chơi, luật dân gian. Quan pháo trắng còn trên tay mới được 8 lệnh. Xem lại ván: 4 người chơi.",
    "Tứ Sắc: xếp mọi lá thành bộ; bảy bộ (sáu chẵn và một lẻ); chữ “lẻ” là số lẻ, không phải bộ lẻ.",
])
def test_the_guide_s_own_forms_pass(text):
    """The forms the guide asks for raise nothing, so the rules do not fire on right Vietnamese."""
    assert violations("example", _prose(text)) == []


def test_engine_sentences_say_who_how_many_and_none():
    """Ties name who played first (or last), several folds are one sentence, a zero is said in words, a kết table says who beats it."""
    earlier = tc.resolve_trick(["R", "C", "R"]).explain(lang="vi")
    assert "Chi ra bài giống hệt An, mà An ra trước" in earlier
    later = tc.resolve_trick(["R", "R", "C"], tc.Rules(ties="later")).explain(lang="vi")
    assert "An ra bài giống hệt Bình, mà Bình ra sau" in later
    result = tc.Game(tc.Rules.folk(players=4), seed=0).play_out([tc.RuleBot()] * 4, seed=0)
    summary = result.summary(lang="vi").splitlines()
    for line, kept in zip(summary, result.kept):
        assert ("không ăn được quân nào" in line) == (kept == 0), line
    folded_together = 0
    for seed in range(8):
        game = tc.Game(tc.Rules.folk(players=4), seed=seed)
        game.play_out([tc.RuleBot()] * 4, seed=seed)
        for record in game.history:
            text = record.explain(lang="vi")
            known = [tc.tricks.told(s, seat, None) for s, seat in zip(record.status, record.order)]  # a fold is a fold
            runs = [i for i in range(1, len(known) - 1) if known[i] == known[i + 1] == "chui"]
            assert bool(runs) == ("đều chui" in text), text
            folded_together += bool(runs)
    assert folded_together
    two_reds = tc.resolve_trick(["H", "e", "R", "c"]).explain(lang="vi")
    assert two_reds.count("xét tên quân trước") == 1 and "Xe đỏ của Chi thua: tượng lớn hơn xe." in two_reds
    from tamcuc.quiz.kinds.ket import ket_bonus_text
    assert ket_bonus_text(tc.Rules.folk(players=4), "vi") == "kết đôi +2, đè kết đôi +4; kết ba +3, đè kết ba +6"

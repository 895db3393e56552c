"""The game engine in the page: the same Python ``tamcuc``, run by Pyodide in Chromium.

The engine runs in a Web Worker: how the page answers while it loads and thinks, and how it
fails, is checked in test_worker.py. Each test opens the site one way, served or from ``file://``
(a USB stick), and every feature is checked both ways between the tests (starting Python takes
seconds, so no test runs twice for that alone), with every request that leaves the site failing
and counted (``watch_http`` / ``watch_file``): the engine's files come from the site folder alone. The expected
outcomes come from the engine running here in CPython: a deal clicked through the
page's buttons ends with exactly the scores ``Table`` computes for the same clicks.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tamcuc import web
from tamcuc.bots import RuleBot
from tamcuc.i18n import t
from tamcuc.scoring import scoring_words
from tamcuc.table import SETTINGS_NOTE, Table
from test_accessibility import SeriousAxe  # tests/browser/test_accessibility.py
from test_projector import step_to  # tests/browser/test_projector.py

ENGINE_STARTS = True  # the engine starts as a reader's page does (see conftest.py)
READY_MS = 90_000  # the machine may be loaded; the benchmark reports the real figures
STEP_MS = 30_000
TABLE_PAGE = "10_play_a_deal"
QUIZ_PAGE = "10_play_a_deal"  # re-executed with the quiz face that asks the engine
NEW_QUESTIONS = 8  # with --runslow; the default run asks for four (each is a round trip to the engine)


@dataclass
class Where:
    """How the site is opened: its book/ folder's URL and the watch on the page."""

    mode: str
    book: str
    seen: object


@pytest.fixture(params=["served", "file"])
def where(request, page, site, html_dir) -> Where:
    """Opens pages on the local server or from the folder; the watch allows only that source."""
    if request.param == "served":
        return Where("served", f"{site}/book/", request.getfixturevalue("watch_http"))
    return Where("file", (html_dir / "book").as_uri() + "/", request.getfixturevalue("watch_file"))


def open_page(page, where: Where, name: str) -> None:
    """Opens ``book/<name>.html`` and waits for the engine to be ready."""
    page.goto(f"{where.book}{name}.html")
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=READY_MS)


def _settled(page, index: int, mirror: Table = None) -> None:
    """Waits until table ``index`` waits for a person (no computer move pending), in ``mirror``'s state
    when given (the same moves made, the same finished trick on show, the same person to pass to)."""
    want = None
    if mirror is not None:
        want = [len(mirror.game.moves), "1" if mirror.trick_done else "0",
                "" if mirror.pass_to() is None else str(mirror.pass_to())]
    page.wait_for_function(
        """([i, want]) => { const box = document.querySelectorAll('.tamcuc-live-box')[i];
                  const live = box && box.querySelector('.tamcuc-live');
                  if (!live || live.dataset.tcPending !== '0' || box.getAttribute('aria-busy') === 'true') return false;
                  return !want || (Number(live.dataset.tcMoves) === want[0] && live.dataset.tcTrickDone === want[1]
                                   && live.dataset.tcPass === want[2]); }""",
        arg=[index, want], timeout=STEP_MS)


def _select(box, hand, cards, keys: bool = False) -> None:
    """Presses the cards of the hand shown that make up ``cards`` (the page's hand is in hand order)."""
    wanted = list(cards)
    for index, card in enumerate(hand):
        if card in wanted:
            wanted.remove(card)
            button = box.locator(f"[data-tc-act='toggle'][data-tc-arg='{index}']")
            if keys:
                button.focus()
                button.press("Enter")
            else:
                button.click()
            expect(button).to_have_attribute("aria-pressed", "true")


def check_finished_trick(box, record, viewer, names, where: str, heading: str) -> None:
    """The trick area shows the finished trick: each seat's play face up exactly when the engine says the
    viewer sees it, the winner (and only the winner) marked, and its title says who won (``heading``)."""
    title = box.locator(".tc-trick-title")
    expect(title, where).to_have_attribute("data-tc-trick", str(record.number))
    plays = box.locator(".tc-trick .tc-play")
    expect(plays, where).to_have_count(len(record.order))
    shown = plays.evaluate_all(
        "ps => ps.map(p => [Number(p.dataset.seat), p.dataset.up === '1', p.classList.contains('tc-won'),"
        " p.querySelectorAll('svg').length, Array.from(p.querySelectorAll('svg title'), t => t.textContent)])")
    for (seat, up, won, n, titles), cards, laid_seat in zip(shown, record.laid, record.order):
        assert seat == laid_seat, where
        assert up == record.face_up(seat, viewer), f"{where}: {names[seat]}'s play face up or down"
        assert won == (seat == record.winner), f"{where}: the winner is marked"
        assert n == len(cards), where
        if up:
            assert all("face-down" not in x for x in titles), f"{where}: {names[seat]}'s cards are face up"
    expect(box.locator(".tc-trick-title"), where).to_have_text(heading)  # "You win trick 2!" or "Trick 2: Bình wins."


def free_table(page) -> int:
    """Returns the index of the page's first free table (lesson 10 opens with a guided deal: data-guide)."""
    guides = [s.get_attribute("data-guide") for s in page.locator(".tamcuc-table-static").all()]
    return guides.index(None)


def play_deal(page, index: int, players: int, preset: str, seed: int, hint: bool = False, lang: str = "en",
              humans=(0,), keys: bool = False, strength: str = "medium") -> Table:
    """Plays the people's seats of live table ``index`` through its buttons, choosing as RuleBot would,
    while the same clicks drive a CPython ``Table`` (in ``lang``); at each trick's end checks that the
    trick is shown face up with its winner marked, between two people's turns that every hand is hidden;
    at the end, that the last trick stays shown, the status line says who won the deal (as the engine's
    settlement says) and New deal is the main button; ``keys``: with the keyboard alone; ``hint``: at the first
    turn, Hint names the CPython table's move and selects its cards, and Play (or Declare) plays them. Returns
    the CPython table at the end."""
    box = page.locator(".tamcuc-live-box").nth(index)
    mirror = Table(players=players, preset=preset, seed=seed, lang=lang, humans=humans, autoplay=False,
                   strength=strength)
    me = RuleBot()
    tricks = passes = 0

    def press(name):
        button = box.locator(f"[data-tc-act='click'][data-tc-arg='{name}']")
        if keys:
            if name == "continue":  # the focus waits on Continue: Enter goes on
                expect(button).to_be_focused()
            else:
                button.focus()
            page.keyboard.press("Enter")
        else:
            button.click()
        mirror.click(name)
        assert mirror.message == "", mirror.message

    while True:
        while mirror.pending():
            mirror.step()
        _settled(page, index, mirror)  # the table waits at each trick's end, and between two people
        if mirror.trick_done:
            record = mirror.game.history[-1]
            check_finished_trick(box, record, mirror.seat, mirror.names, f"trick {len(mirror.game.history)}",
                                 heading=mirror._won(record))
            tricks += 1
            press("continue")
            continue
        if mirror.game.is_over():
            expect(box.locator(".tamcuc-live")).to_have_attribute("data-tc-over", "1")
            record = mirror.game.history[-1]  # the last trick stays on the table; the deal waits for no Continue
            check_finished_trick(box, record, mirror.seat, mirror.names, "the last trick", heading=mirror._won(record))
            tricks += 1
            assert tricks == len(mirror.game.history), "every trick was shown"
            expect(box.locator(".tc-status"), "who won the deal").to_have_text(mirror.status())
            assert mirror.winner_words() and mirror.status().startswith(mirror.winner_words())
            expect(box.locator(".tc-main")).to_have_attribute("data-tc-arg", "new deal")
            if keys:  # play goes on from New deal
                expect(box.locator(".tc-main")).to_be_focused()
            assert passes or len(humans) == 1
            return mirror
        if mirror.pass_to() is not None:
            expect(box.locator(".tc-hand")).to_have_class(re.compile("tc-hidden"))
            assert box.locator(".tc-hand svg, [data-tc-act='toggle']").count() == 0, "no hand is shown"
            # What the whole table sees, not what either person sees (the engine's visibility).
            for seat, cards, status in mirror.game.trick_so_far:
                up = box.locator(f".tc-trick .tc-play[data-seat='{seat}']")
                assert up.get_attribute("data-up") == ("1" if mirror.game.trick.face_up(seat, None) else "0")
            passes += 1
            press("continue")
            expect(box.locator(".tc-hand")).to_have_attribute("data-seat", str(mirror.seat))
            continue
        expect(box.locator(".tc-hand")).to_have_attribute("data-seat", str(mirror.seat))
        if hint:
            box.locator("[data-tc-arg='hint']").click()
            expect(box.locator(".tc-message"), "the hint of the strongest bot").to_contain_text("Hint: ", timeout=STEP_MS)
            why = box.locator(".tc-message details.tc-why")
            expect(why.locator("summary")).to_have_text("Why?")
            assert why.get_attribute("open") is None, "the numbers behind the hint stay folded away"
            assert "guess" not in box.locator(".tc-message").inner_text()
            phase = mirror.game.phase
            mirror.click("hint")
            hint = False
            # The engine in the page hints as the one here (the tie-break included) and selects the hinted cards,
            # as clicks would: Play (or Declare) then plays the hint as it stands.
            expect(box.locator(".tc-message")).to_contain_text(mirror.message)
            pressed = [i for i, on in enumerate(mirror._marks()) if on]
            expect(box.locator("button.tc-card[aria-pressed='true']")).to_have_count(len(pressed))
            assert [int(x) for x in box.locator("button.tc-card[aria-pressed='true']").evaluate_all(
                "bs => bs.map(b => b.dataset.tcArg)")] == pressed
            if mirror.selected:
                press("play" if phase in ("lead", "lay") else "declare")
                continue
        move = me.choose(mirror.game, mirror.seat, random.Random(0))
        if move.action in ("lead", "lay", "declare"):
            _select(box, mirror.hand, move.cards, keys)
            mirror.select(move.cards)
        press("play" if move.action in ("lead", "lay") else move.action)


def check_final_scores(page, index: int, mirror: Table, where: str) -> None:
    """The page shows the final scores and the story of every trick exactly as the engine has them."""
    box = page.locator(".tamcuc-live-box").nth(index)
    scores = box.locator(".tc-scores li")
    expect(scores, f"{where}: one line of scores per seat").to_have_count(mirror.rules.players)
    lines = mirror.game.result().summary(mirror.score_names(), lang=mirror.lang).splitlines()
    assert scores.all_inner_texts() == lines, f"{where}: final scores"
    # Under the scores, what the score is under these rules; the reader's kept cards drawn at the table's size.
    expect(box.locator(".tc-scores .tc-score-rule")).to_have_text(scoring_words(mirror.rules, mirror.lang))
    kept = mirror.game.kept_view(mirror.seat, mirror.seat)
    expect(box.locator(".tc-kept-end svg"), f"{where}: the kept cards at the end").to_have_count(len(kept))
    if kept:
        height = box.locator(".tc-kept-end svg").first.bounding_box()["height"]
        assert height >= 60, f"{where}: the kept cards at the end are {height:.0f} px tall"
    log = box.locator(".tc-log li").all_text_contents()
    assert log == mirror.log, f"{where}: the log of the deal"
    expect(box).not_to_contain_text("Not allowed")
    # The last trick is on the table: Review (one person at the device) and New deal are all there is to press.
    labels = [mirror.label(b) for b in ("review", "new deal") if b in mirror.available()]
    assert box.locator("[data-tc-act='click']").all_inner_texts() == labels


def check_review(page, index: int, mirror: Table) -> None:
    """After the scores, Review says the deal is being reviewed while the engine in the page works it out a step at
    a time, then shows the summary and the first decision's mark exactly as the engine in CPython has them; Next
    steps to the second decision, Close folds it away."""
    from tamcuc.wording import capitalise

    box = page.locator(".tamcuc-live-box").nth(index)
    box.locator("[data-tc-act='click'][data-tc-arg='review']").click()
    expect(box.locator(".tc-status")).to_contain_text("Reviewing", timeout=STEP_MS)
    mirror.click("review")
    while mirror.reviewing():
        mirror.step()
    review = mirror.reviewed
    assert len(review.decisions) >= 2
    summary = box.locator(".tc-review-summary")
    expect(summary).to_contain_text(capitalise(review.summary()), timeout=60_000)
    step = box.locator(".tc-review-step")
    expect(step).to_have_attribute("data-mark", review.decisions[0].mark)
    expect(step).to_contain_text(review.decisions[0].why())
    box.locator("[data-tc-act='review'][data-tc-arg='next']").click()
    expect(step).to_have_attribute("data-index", "1")
    expect(step).to_contain_text(review.decisions[1].why())
    box.locator("[data-tc-act='review'][data-tc-arg='close']").click()
    expect(summary).to_have_count(0)
    expect(box.locator("[data-tc-act='click'][data-tc-arg='review']")).to_be_visible()


def test_live_table_plays_whole_deals(page, html_dir, watch_file, pytestconfig):
    """From file:// (a USB stick), lesson 10's tables come alive; a 4-player deal (and with --runslow a
    3-player deal too), clicked through the page's buttons (with one hint), shows every trick face up with
    its winner and ends with the engine's scores, Review then marks the 4-player deal's decisions as the engine
    in CPython does (check_review), and nothing leaves the folder. (test_pass_and_play_in_vietnamese
    plays a second whole deal by default, served, with two people at the device.)"""
    where = Where("file", (html_dir / "book").as_uri() + "/", watch_file)
    page.goto(f"{where.book}{TABLE_PAGE}.html")
    # While the engine loads no static face says that Python could not start here (only a failure does).
    expect(page.locator(".tamcuc-table-static .tc-static-why:visible"), "no failure before one").to_have_count(0)
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=READY_MS)
    statics = page.locator(".tamcuc-table-static")
    expect(page.locator(".tamcuc-live-box")).to_have_count(statics.count(), timeout=STEP_MS)
    settings = [
        (int(s.get_attribute("data-players")), s.get_attribute("data-preset"), int(s.get_attribute("data-seed")))
        if not s.get_attribute("data-guide") else (0, "", 0)  # the guided deals: tests/browser/test_guided_deals.py
        for s in statics.all()
    ]
    assert sorted(p for p, _, _ in settings)[-2:] == [3, 4], f"lesson 10's tables: {settings}"
    expect(statics.first).to_be_hidden()
    assert page.locator(".tamcuc-engine-status").count() == 0, "the table page shows loading in its own line"
    page.evaluate("window.tamcuc.stepDelay = 0")  # the computer's moves without a pause to watch them
    counts = (3, 4) if pytestconfig.getoption("--runslow") else (4,)
    for index, (players, preset, seed) in enumerate(settings):
        if players not in counts:
            continue
        mirror = play_deal(page, index, players, preset, seed, hint=players == min(counts))
        check_final_scores(page, index, mirror, f"file table {index + 1} ({players} players)")
        if players == 4:  # the review of the deal just played, worked out by the engine in the page
            check_review(page, index, mirror)
    where.seen.assert_clean(f"file {TABLE_PAGE}")


def test_pass_and_play_in_vietnamese(page, site, watch_http):
    """On the Vietnamese lesson 10, Bình is made a person at this device: a 2-person + 2-computer deal,
    played through the page's own buttons, hides every hand between the two people's turns ("Đưa máy cho
    …"), shows each finished trick, and ends with the engine's Vietnamese scores and story."""
    from tamcuc.i18n import t

    page.goto(f"{site}/vi/{TABLE_PAGE}.html")
    page.wait_for_function("window.tamcuc && window.tamcuc.ready", timeout=READY_MS)
    expect(page.locator(".tamcuc-live-box").first).to_be_visible(timeout=STEP_MS)
    free = free_table(page)
    static = page.locator(".tamcuc-table-static").nth(free)
    box = page.locator(".tamcuc-live-box").nth(free)
    expect(box).to_be_visible(timeout=STEP_MS)
    page.evaluate("window.tamcuc.stepDelay = 0")
    players, preset, seed = int(static.get_attribute("data-players")), static.get_attribute("data-preset"), int(static.get_attribute("data-seed"))
    assert players == 4
    expect(box.locator(".tc-settings")).to_be_hidden()
    box.locator("[data-tc-act='settings']").click()  # opens even while the computer plays
    expect(box.locator(".tc-settings")).to_be_visible()
    _settled(page, free)
    box.locator("select[data-tc-arg='seat-1']").select_option("person")
    expect(box.locator(".tc-settings-note")).to_have_text(t(SETTINGS_NOTE, "vi"))
    box.locator("[data-tc-arg='new deal']").click()
    expect(box.locator(".tamcuc-live")).to_have_attribute("aria-label", re.compile(rf"{seed + 1}$"))
    expect(box.locator(".tc-settings")).to_be_hidden()
    mirror = play_deal(page, free, players, preset, seed + 1, lang="vi", humans=(0, 1))
    expect(box.locator(".tamcuc-live")).to_have_attribute("lang", "vi")
    check_final_scores(page, free, mirror, "vi pass-and-play")
    assert mirror.log[0].startswith("An và Bình chuyền tay nhau chơi"), mirror.log[0]
    watch_http.assert_clean(f"vi/{TABLE_PAGE}")


SIZES = [(1366, 768), (1280, 720), (390, 844)]
PROJECTED = [(1920, 1080), (1366, 768)]


def check_on_screen(page, box, size, where: str) -> None:
    """With the table's top at the top of the screen (below the page's header), the reader's hand, the
    trick area, the status line and the main button are all inside the viewport, and nothing covers them."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    # The new size first, and the theme's sidebars done sliding away (CSS transitions of a few hundred ms when
    # the width crosses a breakpoint): measured before, a part was "covered" by the sliding sidebar.
    page.wait_for_function(f"window.innerWidth === {size[0]} && window.innerHeight === {size[1]}")
    page.wait_for_function("document.getAnimations().filter(a => a.effect && a.effect.getTiming().iterations"
                           " !== Infinity).every(a => a.playState !== 'running')")
    # At once, not smoothly (the theme scrolls smoothly): the check looks at where the table ends up.
    box.locator(".tamcuc-live").evaluate(
        "e => new Promise(done => { e.scrollIntoView({block: 'start', behavior: 'instant'});"
        " requestAnimationFrame(() => requestAnimationFrame(done)); })")
    for part in (".tc-hand", ".tc-trick", ".tc-status", ".tc-main"):
        inside = box.locator(part).first.evaluate(
            """e => { const r = e.getBoundingClientRect();
                      const x = r.left + Math.min(r.width / 2, 20), y = r.top + Math.min(r.height / 2, 10);
                      const top = document.elementFromPoint(x, y);
                      const free = !!top && (e.contains(top) || e === top);
                      return [r.top, r.bottom, r.left, r.right, free, free || !top ? "" : top.outerHTML.slice(0, 160)]; }""")
        top, bottom, left, right, uncovered, cover = inside
        assert top >= 0 and bottom <= size[1] and left >= 0 and right <= size[0], f"{where} {size}: {part} at {inside}"
        assert uncovered, f"{where} {size}: {part} is covered by {cover}"
    captions = box.locator(".tc-card-name, .tc-laid-name").evaluate_all(
        "es => es.filter(e => e.getClientRects().length > 1 || e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)")
    assert not captions, f"{where} {size}: captions broken or cut: {captions}"


def check_keys_move_without_scrolling(page, box) -> None:
    """On the reader's hand, End and Home go to the last and first card, ArrowDown to the main button and
    ArrowUp back to the hand, and none of these keys scrolls the page."""
    cards = box.locator("button.tc-card")
    assert cards.count() > 2, "the reader's turn, with cards to select"
    box.locator(".tamcuc-live").evaluate(  # the hand and the buttons on screen: focusing them scrolls nothing
        "e => new Promise(done => { e.scrollIntoView({block: 'start', behavior: 'instant'});"
        " requestAnimationFrame(() => requestAnimationFrame(done)); })")
    cards.nth(1).focus()
    before = page.evaluate("window.scrollY")
    for key, focused in (("End", cards.last), ("Home", cards.first), ("ArrowUp", cards.first),
                         ("ArrowDown", box.locator(".tc-main")), ("ArrowDown", box.locator(".tc-main")),
                         ("End", box.locator(".tc-button").last), ("ArrowUp", cards.first)):
        page.keyboard.press(key)
        expect(focused, key).to_be_focused()
        assert page.evaluate("window.scrollY") == before, f"{key} scrolled the page"


def test_new_deal_with_other_settings_and_the_table_fits_every_screen(page, site, watch_http):
    """The live table fits a school laptop (1366×768, 1280×720), a phone (390×844) and projector mode
    (1920×1080, 1366×768): hand, trick area, status line and main button on screen, captions whole.
    Choosing 2 players and the easy computer, then New deal (pressed while the engine is still busy with
    the choice), deals a 2-player game with the next deal number (the note that a change waits for New deal
    stays beside the buttons when the settings are folded away); typing a deal number deals that deal; in
    the hand End, Home and the up and down arrows move the focus and never scroll the page; the keyboard
    alone plays that deal to its end; axe-core
    finds no serious violation in the live table."""
    where = Where("served", f"{site}/book/", watch_http)
    open_page(page, where, TABLE_PAGE)
    expect(page.locator(".tamcuc-live-box").first).to_be_visible(timeout=STEP_MS)
    free = free_table(page)
    box = page.locator(".tamcuc-live-box").nth(free)
    expect(box.locator(".tamcuc-live")).to_be_visible(timeout=STEP_MS)
    page.evaluate("window.tamcuc.stepDelay = 0")
    _settled(page, free)
    for size in SIZES:
        check_on_screen(page, box, size, "page")
    page.set_viewport_size({"width": PROJECTED[0][0], "height": PROJECTED[0][1]})
    page.get_by_role("button", name="Projector mode").click()
    step_to(page, box)
    for size in PROJECTED:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        check_on_screen(page, box, size, "projector")
    page.keyboard.press("Escape")
    page.set_viewport_size({"width": 1366, "height": 768})

    seed = int(page.locator(".tamcuc-table-static").nth(free).get_attribute("data-seed"))
    box.locator("[data-tc-act='settings']").click()
    box.locator("select[data-tc-arg='players']").select_option("2")
    expect(box.locator(".tc-settings-note")).to_have_text(t(SETTINGS_NOTE, "en"))
    # Folded away, the settings still say a change is waiting: the note is beside New deal, outside them.
    box.locator("[data-tc-act='settings']").click()
    expect(box.locator(".tc-settings")).to_be_hidden()
    expect(box.locator(".tc-buttons + .tc-settings-note")).to_be_visible()
    # The reader picks the easy computer and presses New deal at once, while the engine is still busy
    # with the choice: the press waits its turn, and is not lost.
    box.evaluate("""box => {
        const pick = box.querySelector("select[data-tc-arg='strength']");
        pick.value = "easy";
        pick.dispatchEvent(new Event("change", {bubbles: true}));
        box.querySelector("[data-tc-arg='new deal']").click();
    }""")
    expect(box.locator(".tamcuc-live")).to_have_attribute("aria-label", re.compile(rf"2 players, folk rules, computer easy, deal number {seed + 1}$"))
    _settled(page, free)
    assert box.locator(".tc-others .tc-who").all_inner_texts() == ["Bình"]
    box.locator("[data-tc-act='settings']").click()
    expect(box.locator("select[data-tc-arg='strength'] option")).to_have_text(
        ["easy: plays any allowed card", "medium: plays carefully", "hard: thinks ahead"])
    number = box.locator("input[data-tc-arg='seed']")
    expect(number).to_have_value(str(seed + 1))
    number.fill("123")
    expect(number).to_have_value("123")
    number.press("Tab")  # the change is sent when the box is left
    expect(box.locator(".tc-settings-note")).to_have_text(t(SETTINGS_NOTE, "en"))
    box.locator("[data-tc-arg='new deal']").focus()
    page.keyboard.press("Enter")
    expect(box.locator(".tamcuc-live")).to_have_attribute("aria-label", re.compile(r"deal number 123$"))
    mirror = Table(players=2, preset="folk", seed=123, strength="easy", autoplay=False)
    while mirror.pending():
        mirror.step()
    _settled(page, free, mirror)
    assert box.locator(".tc-log li").all_text_contents()[:2] == mirror.log[:2], "the same number deals the same cards"
    check_keys_move_without_scrolling(page, box)
    mirror = play_deal(page, free, 2, "folk", 123, keys=True, strength="easy")  # the whole deal by keyboard alone
    check_final_scores(page, free, mirror, "keyboard deal")
    said = page.locator(".tamcuc-live-said").nth(free)
    expect(said).to_have_attribute("aria-live", "polite")
    assert said.text_content(), "each play and each trick's result is announced"
    where.seen.assert_clean(f"served {TABLE_PAGE} new deal")
    # axe-core itself fetches the theme's stylesheets (and fails to on file://): checked last.
    problems = [
        f"{v['id']} ({v['impact']}): {v['help']}"
        for v in SeriousAxe().run(page, context=".tamcuc-live-box").response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert not problems, f"axe-core on the live table: {problems}"


PHONE = (390, 844)

# Where the trick area is on the screen: its top and bottom, the window's height, the top margin the page keeps
# free for its header (scroll-margin-top), and whether the trick's top left is seen (nothing covers it there).
_TRICK_SEEN = """(box) => { const e = box.querySelector('.tc-trick'), r = e.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + 10, r.top + 10);
  return [r.top, r.bottom, innerHeight, parseFloat(getComputedStyle(e).scrollMarginTop) || 0, !!top && e.contains(top)]; }"""


_TRICK_IN_VIEW = ("(box) => { const [top, bottom, height, margin, seen] = (" + _TRICK_SEEN + ")(box);"
                  " return top >= margin - 1 && bottom <= height + 1 && seen; }")
"""Whether the whole trick area is on the screen, below the page's header, uncovered."""


def _trick_in_view(box) -> bool:
    """Returns whether the whole trick area is on the screen, below the page's header, uncovered."""
    return box.evaluate(_TRICK_IN_VIEW)


def _to_my_play(page, box, index: int, mirror: Table):
    """Plays on (the computer's moves, Continue, the reader's other moves as RuleBot chooses) until the reader is to
    lead or lay; returns the move to make."""
    me = RuleBot()
    for _ in range(100):
        while mirror.pending():
            mirror.step()
        _settled(page, index, mirror)
        if mirror.trick_done:
            box.locator("[data-tc-arg='continue']").click()
            mirror.click("continue")
            continue
        move = me.choose(mirror.game, mirror.seat, random.Random(0))
        if move.action in ("lead", "lay"):
            return move
        if move.action == "declare":
            _select(box, mirror.hand, move.cards)
            mirror.select(move.cards)
        box.locator(f"[data-tc-arg='{move.action}']").click()
        mirror.click(move.action)
    raise AssertionError("the deal never came to the reader's play")


def _play_below_the_trick(page, box, mirror: Table, move, tap: bool = True) -> None:
    """Taps ``move``'s cards, scrolls the page (at once) until the row of buttons is at the top of the screen,
    so that the trick area is above it, as on a phone after reading down the table, and taps Play. A tap on a
    phone (Safari) does not focus the button tapped: each is a click alone, the focus outside the table;
    ``tap=False``: clicks of a mouse, which focus the button (and the table then moves its focus on)."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    wanted = list(move.cards)
    for i, card in enumerate(mirror.hand):
        if card in wanted:
            wanted.remove(card)
            button = box.locator(f"[data-tc-act='toggle'][data-tc-arg='{i}']")
            if tap:
                button.dispatch_event("click")
            else:
                button.click()
            expect(button).to_have_attribute("aria-pressed", "true")
    mirror.select(move.cards)
    box.locator(".tc-buttons").evaluate(
        "e => new Promise(done => { window.scrollBy({top: e.getBoundingClientRect().top - 70, behavior: 'instant'});"
        " requestAnimationFrame(() => requestAnimationFrame(done)); })")
    assert not _trick_in_view(box), f"the trick area is still on screen: {box.evaluate(_TRICK_SEEN)}"
    if tap:
        box.locator("[data-tc-arg='play']").dispatch_event("click")
    else:
        box.locator("[data-tc-arg='play']").click()
    mirror.click("play")
    assert mirror.message == "", mirror.message


def _scroll_settles(page) -> None:
    """Waits until the page has stopped scrolling: the same scrollY over four animation frames in a row (a smooth
    scroll under way on a loaded machine would otherwise carry on past the test's next step)."""
    page.wait_for_function("""() => new Promise(done => {
        let last = scrollY, same = 0;
        const tick = () => { same = scrollY === last ? same + 1 : 0; last = scrollY;
                             if (same >= 4) done(true); else requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
    })""", timeout=10_000)


def test_on_a_phone_the_trick_comes_into_view_after_a_play(page, site, watch_http):
    """At 390×844, with the page read down so that the trick area is above the screen, a tap on Play brings the
    trick area into view: at once when the reader asks for reduced motion, smoothly otherwise; while the computer
    plays on after the reader has scrolled elsewhere (the wheel), the page stays where the reader put it."""
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    page.emulate_media(reduced_motion="reduce")
    open_page(page, Where("served", f"{site}/book/", watch_http), TABLE_PAGE)
    free = free_table(page)
    box = page.locator(".tamcuc-live-box").nth(free)
    expect(box.locator(".tamcuc-live")).to_be_visible(timeout=STEP_MS)
    page.evaluate("window.tamcuc.stepDelay = 0")
    static = page.locator(".tamcuc-table-static").nth(free)
    mirror = Table(players=int(static.get_attribute("data-players")), preset=static.get_attribute("data-preset"),
                   seed=int(static.get_attribute("data-seed")), strength=static.get_attribute("data-strength"),
                   autoplay=False)
    # Reduced motion: the trick is in view as soon as the table is drawn again (no animation to wait for).
    _play_below_the_trick(page, box, mirror, _to_my_play(page, box, free, mirror))
    while mirror.pending():
        mirror.step()
    _settled(page, free, mirror)
    assert _trick_in_view(box), f"reduced motion: the trick area is at {box.evaluate(_TRICK_SEEN)}"
    # Smoothly: the trick area comes into view within the scroll's time.
    page.emulate_media(reduced_motion="no-preference")
    _play_below_the_trick(page, box, mirror, _to_my_play(page, box, free, mirror))
    page.wait_for_function(_TRICK_IN_VIEW, arg=box.element_handle(), timeout=5_000)
    # The reader (with a mouse: the focus follows play) scrolls away with the wheel while the computer plays: no
    # redraw brings the page back, not even the focus moving on to the status line.
    move = _to_my_play(page, box, free, mirror)
    page.evaluate("window.tamcuc.stepDelay = 3000")
    _play_below_the_trick(page, box, mirror, move, tap=False)
    page.wait_for_function(_TRICK_IN_VIEW, arg=box.element_handle(), timeout=5_000)
    assert mirror.pending(), "the computer plays after the reader"
    _scroll_settles(page)  # the smooth scroll has ended: the reader's wheel is not part of it
    # The reader's wheel, as the page sees it (a wheel event, then the page scrolled by it), made at once: a real
    # wheel's scroll is the compositor's, and on a loaded machine (a fresh clone's full run) it sometimes came late.
    start = page.evaluate("scrollY")
    page.evaluate("""() => { document.dispatchEvent(new WheelEvent('wheel', {deltaY: -1500, bubbles: true}));
                             window.scrollBy({top: -1500, behavior: 'instant'}); }""")
    assert page.evaluate("scrollY") < start - 500, "the page was read down far enough to scroll back up"
    away = page.evaluate("scrollY")
    expect(box).to_have_attribute("aria-busy", "true")  # the computer's moves are still to come
    while mirror.pending():
        mirror.step()
    page.evaluate("window.tamcuc.stepDelay = 0")
    _settled(page, free, mirror)
    assert page.evaluate("scrollY") == away, "a computer's move scrolled the page back to the table"
    watch_http.assert_clean(f"served {TABLE_PAGE} on a phone")


@pytest.mark.parametrize("where", ["file"], indirect=True)
def test_quiz_asks_the_engine_for_new_questions(page, where, pytestconfig):
    """Past its embedded questions, a quiz's New question asks the engine: four more questions (eight with --runslow),
    each graded and explained as the engine says, mostly different from each other; after a reload
    the reader is back on the last of them, answered as they left it."""
    from test_site import answer_question  # tests/browser/test_site.py

    new_questions = NEW_QUESTIONS if pytestconfig.getoption("--runslow") else NEW_QUESTIONS // 2
    page.goto(f"{where.book}{QUIZ_PAGE}.html")
    quiz = page.locator(".tamcuc-quiz").first
    expect(quiz).to_have_attribute("data-ready", "1")
    kind = quiz.get_attribute("data-kind")
    embedded = [q.get_attribute("data-seed") for q in quiz.locator(".tamcuc-q").all()]
    for _ in range(len(embedded) - 1):
        quiz.locator(".tamcuc-next").click()
    shown, texts = [], []
    for n in range(new_questions):
        before = quiz.locator(".tamcuc-q:visible").get_attribute("data-seed")
        quiz.locator(".tamcuc-next").click()
        visible = quiz.locator(".tamcuc-q:visible")
        expect(visible, f"question {n + 1} from the engine").not_to_have_attribute("data-seed", before, timeout=READY_MS)
        seed = visible.get_attribute("data-seed")
        assert seed not in embedded, f"question {n + 1} is embedded seed {seed}, not the engine's"
        answer_question(quiz, kind, f"{where.mode} {QUIZ_PAGE} new question {n + 1}")
        shown.append(seed)
        texts.append(visible.inner_text())
    assert quiz.locator(".tamcuc-q").count() >= len(embedded) + new_questions
    assert len(set(shown)) == new_questions, f"seeds {shown}"
    assert len(set(texts)) >= new_questions - 2, "the new questions are mostly the same question"
    assert page.evaluate("window.tamcuc.ready"), "the engine answered"
    expect(page.locator(".tamcuc-engine-status"), "the ready box fades away").to_be_hidden(timeout=5_000)
    marks = visible.locator(".tamcuc-choice").evaluate_all("bs => bs.map(b => b.getAttribute('data-state'))")
    progress = quiz.locator(".tamcuc-progress").inner_text()
    page.reload()
    quiz = page.locator(".tamcuc-quiz").first
    visible = quiz.locator(".tamcuc-q:visible")
    expect(visible, "after a reload, the engine makes the reader's question again").to_have_attribute(
        "data-seed", shown[-1], timeout=READY_MS)
    assert visible.locator(".tamcuc-choice").evaluate_all("bs => bs.map(b => b.getAttribute('data-state'))") == marks
    expect(quiz.locator(".tamcuc-progress")).to_have_text(progress)
    where.seen.assert_clean(f"{where.mode} {QUIZ_PAGE} quiz")


def _try_it_page(html_dir: Path) -> str:
    for path in sorted((html_dir / "book").glob("*.html")):
        if "tag_try-it" in path.read_text(encoding="utf-8"):
            return path.stem
    pytest.fail("no page of the book has a try-it cell (a code cell tagged try-it)", pytrace=False)


# The text a reader sees in an element: no style sheets or scripts (as Playwright's
# to_have_text reads it), and without the theme's copy button.
_READ = """e => { const c = e.cloneNode(true);
    c.querySelectorAll('style, script, .copybtn').forEach(x => x.remove());
    return c.textContent.trim(); }"""


def _text_of(page, html: str) -> str:
    return page.evaluate(f"h => {{ const d = document.createElement('div'); d.innerHTML = h; return ({_READ})(d); }}", html)


def open_try_it(page):
    """Returns the page's first try-it cell, unfolded as an older reader unfolds it: in the lessons the one
    optional code line sits folded under "Show the code" (its cell is tagged hide-input)."""
    cell = page.locator(".cell.tag_try-it").first
    fold = cell.locator("details.hide.above-input > summary")
    if fold.count() and not cell.locator("details.hide.above-input").first.evaluate("d => d.open"):
        fold.first.click()
    return cell


@pytest.mark.parametrize("where", ["served"], indirect=True)
def test_try_it_cell_runs_changed_code(page, where, html_dir):
    """A try-it cell becomes an editable, wrapping line with a Run button; changed code shows the engine's new answer."""
    name = _try_it_page(html_dir)
    page.goto(f"{where.book}{name}.html")
    cell = open_try_it(page)
    field = cell.locator(".tamcuc-try textarea")
    expect(field).to_be_visible()
    original = field.input_value()
    output = cell.locator(".cell_output")
    stored = output.evaluate(_READ)
    context = page.evaluate(  # the page's other code cells, as the loader sends them
        "Array.from(document.querySelectorAll('.cell .cell_input pre'), e => e.textContent).join('\\n\\x1e\\n')"
    )
    for code in (original, 'tc.trick_winner(["R R", "C C", "r r", "h h"])', 'tc.parse_cards("Q")'):
        field.fill(code)
        cell.get_by_role("button", name="Run").click()
        expected = _text_of(page, web.run_cell(code, context))
        expect(output, f"{where.mode} {name}: {code}").to_have_text(expected, timeout=READY_MS)
        if code == original:
            assert " ".join(expected.split()) == " ".join(stored.split()), "Run with the stored code shows the stored output"
    where.seen.assert_clean(f"{where.mode} {name} try-it")


def test_a_programmers_exercise_is_checked_in_the_page(page, site, watch_http):
    """On the Vietnamese programmers' page, an exercise's box runs the reader's function through
    tamcuc.exercises in the page: the stored, almost right is_pair gets its counter-example, a right one
    "Giỏi lắm", in the page's language, both as the engine in Python writes them."""
    from tamcuc import exercises

    where = "vi/programmers/rules_in_code.html"
    page.goto(f"{site}/{where}")
    cell = page.locator(".cell.tag_try-it").first
    field = cell.locator(".tamcuc-try textarea")
    output = cell.locator(".cell_output")
    stored = exercises.check_is_pair(lambda a, b: a.lower() == b.lower(), lang="vi").message
    expect(output).to_contain_text(stored)  # the stored output, before anything runs
    field.fill("def is_pair(a, b):\n    return a == b\n\nexercises.check_is_pair(is_pair)")
    cell.get_by_role("button", name="Chạy").click()
    right = exercises.check_is_pair(lambda a, b: a == b, lang="vi").message
    expect(output).to_have_text(right, timeout=READY_MS)
    watch_http.assert_clean(f"{where} try-it")


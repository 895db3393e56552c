"""The replays of the Play chapter on the built site: every step of every replay, offline.

DOM contract (tamcuc/replay.py): a container ``.tamcuc-replay`` whose script fills
``.tcr-table`` (one ``.tcr-seat`` per seat: ``.tcr-name``, ``.tcr-hand``, ``.tcr-kept``) and
the trick ``.tcr-trick`` (one ``.tcr-lay`` per lay: ``.tcr-who``, ``.tcr-laid``; the winner's
``.tcr-won``); buttons ``.tcr-prev``, ``.tcr-next`` and ``.tcr-play``; the slider
``input.tcr-slider``; the parts in ``select.tcr-jump``; the point of view in ``select.tcr-view``;
the step's text in ``.tcr-explain``; ``Step i of n`` in ``.tcr-pos``; the whole deal in words in
a ``<details>`` list; ``data-tempo-ms`` on the container sets the autoplay's tempo. The replays
appear on lesson 11 and in the static face of the game table on lesson 10.
"""

from __future__ import annotations

import re

import pytest
from book_pages import ON_USE  # tests/browser/book_pages.py
from playwright.sync_api import expect
from test_projector import step_to  # tests/browser/test_projector.py

REPLAY_PAGES = ["10_play_a_deal", "11_replays"]


# Walks a replay in the page, as a reader's clicks do (each button's click()), and records at each step
# the counter, the step's text, how many winners are framed and whether Previous / Next can be clicked.
# One call walks the whole replay: a round trip per step made the walk ten times slower. With ``back``
# it then walks back to the first step too.
_WALK = """(root, back) => {
  const q = (s) => root.querySelector(s);
  const seen = () => ({pos: q('.tcr-pos').textContent.trim(), title: q('.tcr-title').textContent.trim(),
                       text: q('.tcr-explain').innerText,
                       won: root.querySelectorAll('.tcr-won').length,
                       prev: !q('.tcr-prev').disabled, next: !q('.tcr-next').disabled});
  const forward = [seen()];
  while (!q('.tcr-next').disabled && forward.length < 500) { q('.tcr-next').click(); forward.push(seen()); }
  const backward = [];
  while (back && !q('.tcr-prev').disabled && backward.length < 500) { q('.tcr-prev').click(); backward.push(seen()); }
  return {forward, back: backward, words: Array.from(root.querySelectorAll('details li')).map(li => li.textContent)};
}"""


def step_through(replay, where: str, counter: str = "Step {n} of {total}", back: bool = True) -> dict:
    """Clicks Next to the last step and (with ``back``) Previous back to the first; checks that every step's
    counter and text are the deal's own (the list of steps in words) and that Previous / Next are enabled only
    where they lead somewhere. Returns what was seen (``walk``: the steps forward; ``tricks``: each trick's
    last step)."""
    replay.scroll_into_view_if_needed()
    expect(replay.locator(".tcr-pos"), f"{where}: the replay script ran").to_have_text(
        counter.format(n=1, total=replay.locator("details li").count()))
    walk = replay.evaluate(_WALK, back)
    words, forward, backward = walk["words"], walk["forward"], walk["back"]
    total = len(words)
    assert len(forward) == total, f"{where}: Next stopped after {len(forward)} of {total} steps"
    for n, step in enumerate(forward, 1):
        assert step["pos"] == counter.format(n=n, total=total), f"{where}, step {n}: counter {step['pos']!r}"
        assert step["text"] == words[n - 1], f"{where}, step {n}: the text differs from the list"
        assert step["prev"] == (n > 1) and step["next"] == (n < total), f"{where}, step {n}: buttons {step}"
    if back:
        assert len(backward) == total - 1, f"{where}: Previous stopped after {len(backward)} steps back"
        assert backward[-1]["pos"] == counter.format(n=1, total=total), f"{where}: Previous ends at {backward[-1]['pos']!r}"
        assert [s["text"] for s in backward] == words[-2::-1], f"{where}: stepping back shows other texts"
    # A trick's steps share its title ("Trick 2"); the last of them says who wins it.
    last_of = {s["title"]: s for s in forward if s["title"].startswith(("Trick ", "Lượt "))}
    return {"walk": forward, "tricks": list(last_of.values())}


@pytest.mark.parametrize("lesson", REPLAY_PAGES)
def test_every_replay_steps_through_offline(page, watch_http, site, lesson, pytestconfig):
    """Each replay steps forward (the page's first one back too; every one with --runslow), explains every
    trick, and the page stays offline and error-free."""
    where = f"book/{lesson}.html"
    if lesson == "10_play_a_deal":
        # Lesson 10's replays are the game table's static face: where the engine runs in the
        # page a live table takes their place (tests/browser/test_engine.py), so test them as a
        # browser without WebAssembly shows them.
        page.add_init_script("delete globalThis.WebAssembly")
    response = page.goto(f"{site}/{where}", wait_until="networkidle")
    assert response is not None and response.ok, where
    replays = page.locator(".tamcuc-replay")
    count = replays.count()
    assert count >= (3 if lesson == "11_replays" else 1), f"{where} shows {count} replays"
    for i in range(count):
        seen = step_through(replays.nth(i), f"{where}, replay {i + 1}", back=i == 0 or pytestconfig.getoption("--runslow"))
        texts, tricks = [s["text"] for s in seen["walk"]], seen["tricks"]
        assert tricks, f"{where}, replay {i + 1}: no trick is shown"
        for step in tricks:
            assert " wins " in step["text"] and step["won"] == 1, f"{where}, replay {i + 1}: a trick without its framed winner: {step}"
        lays = sum(" face down." in t and ("calls" in t or " lays " in t) for t in texts)
        reveals = sum("turns the lead over" in t for t in texts)
        assert lays >= 2 * len(tricks) and reveals == len(tricks), f"{where}, replay {i + 1}: not lay by lay and reveal by reveal"
        assert texts[-1].startswith("The deal is over."), f"{where}, replay {i + 1}: the last step gives the scores"
    watch_http.assert_clean(where)


def test_the_vietnamese_replays_step_through_in_vietnamese(tab, tab_watch_http, site, pytestconfig):
    """The Vietnamese lesson 11's replays step to the end (the first one back too; every one with --runslow) in
    Vietnamese: each step's text is
    the engine's, the counter reads "Bước n / …" as the catalogue says, and the last step gives the scores."""
    page, watch_http = tab, tab_watch_http
    from tamcuc.i18n import t

    where = "vi/11_replays.html"
    page.goto(f"{site}/{where}", wait_until="networkidle")
    replays = page.locator(".tamcuc-replay")
    assert replays.count() >= 3, f"{where} shows {replays.count()} replays"
    step = t("Step {n} of {total}", "vi")
    over = t("The deal is over. {scores}.", "vi").split("{scores}")[0]
    for i in range(replays.count()):
        replay = replays.nth(i)
        expect(replay).to_have_attribute("lang", "vi")
        walk = step_through(replay, f"{where}, replay {i + 1}", counter=step,
                            back=i == 0 or pytestconfig.getoption("--runslow"))["walk"]
        assert walk[-1]["text"].startswith(over), walk[-1]["text"][:80]
    watch_http.assert_clean(where)


def test_one_seat_view_hides_the_other_hands(tab, tab_watch_http, site):
    """Seen from Bình's seat, only Bình's hand is face up; in the lesson view every hand is; no error on the way."""
    page, watch_http = tab, tab_watch_http
    where = "book/11_replays.html"
    page.goto(f"{site}/{where}", wait_until="networkidle")
    replay = page.locator(".tamcuc-replay").first
    replay.scroll_into_view_if_needed()
    hands = replay.locator(".tcr-seat .tcr-hand")
    faces = "svg:not([aria-label='face-down card'])"
    assert all(hands.nth(p).locator(faces).count() > 0 for p in range(hands.count())), "lesson view shows every hand"
    replay.locator(".tcr-view").select_option("1")
    for p in range(hands.count()):
        shown = hands.nth(p).locator(faces).count()
        assert (shown > 0) == (p == 1), f"seat {p} shows {shown} faces in Bình's view"
    # Step on to the first lay: the leader's card is face down to Bình unless Bình leads.
    replay.locator(".tcr-next").click()
    laid = replay.locator(".tcr-laid")
    expect(laid).to_have_count(1)
    leader = replay.locator(".tcr-lay .tcr-who").inner_text()
    laid_faces = laid.locator(faces).count()
    assert (laid_faces > 0) == (leader == "Bình"), f"{leader}'s face-down lead seen by Bình: {laid_faces}"
    watch_http.assert_clean(where)


def test_replays_show_a_ket_and_a_de(tab, site):
    """Lesson 11's replays include a successful kết and a beaten one (đè)."""
    page = tab
    page.goto(f"{site}/book/11_replays.html", wait_until="networkidle")
    words = " ".join(page.locator(".tamcuc-replay details").all_text_contents())
    assert "finished with kết" in words
    assert "beat it (đè)" in words


PHONE = {"width": 390, "height": 844}

_HAND_ROWS = """(root) => Array.from(root.querySelectorAll('.tcr-hand')).map(h => {
  const cards = Array.from(h.querySelectorAll('svg')).map(s => s.getBoundingClientRect());
  return {n: cards.length, rows: new Set(cards.map(r => Math.round(r.top))).size, narrowest: Math.min(...cards.map(r => r.width))};
})"""


def test_on_a_phone_a_hand_of_eight_is_one_row_and_the_buttons_stay_in_reach(browser, site):
    """At 390 px each 8-card hand of lesson 11's first replay is one row of cards at least 40 px wide, and with the
    table in view a Next button is on the screen and steps on."""
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(ON_USE)  # the engine starts on first use (book_pages.py)
    page = context.new_page()
    try:
        page.goto(f"{site}/book/11_replays.html", wait_until="networkidle")
        replay = page.locator(".tamcuc-replay").first
        hands = replay.evaluate(_HAND_ROWS)
        assert hands and all(h["n"] == 8 for h in hands), f"the first replay should deal 8 cards each: {hands}"
        for h in hands:
            assert h["rows"] == 1 and h["narrowest"] >= 39.5, f"a hand of 8 at 390 px: {h}"
        # Look at the last seat's hand: the bar at the foot of the screen holds Next.
        replay.locator(".tcr-seat").last.locator(".tcr-hand").scroll_into_view_if_needed()
        nxt = replay.locator(".tcr-next2")
        box = nxt.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= PHONE["height"], f"Next is off screen: {box}"
        nxt.click()
        expect(replay.locator(".tcr-pos")).to_have_text(re.compile(r"Step 2 of \d+"))
        expect(replay.locator(".tcr-pos2")).to_have_text(re.compile(r"Step 2 of \d+"))
        expect(replay.locator(".tcr-prev2")).to_be_enabled()
        height = replay.bounding_box()["height"]
        assert height <= PHONE["height"], f"the replay is {height:.0f} px tall at step 2 on a phone"
    finally:
        context.close()


# Lesson 11's replays, in both editions (book/11_replays.ipynb): an ordinary deal, number 13, and the kết ba
# that is beaten, number 49 (its last tricks are triples: the most cards on the table).
SEEDS = {0: 13, 2: 49}


def first_replay(page, site, edition: str, which: int = 0, load: bool = True):
    """Opens lesson 11 of ``edition`` and returns its replay number ``which`` (from 0) and the same replay made in
    Python (checked to be the same deal: the page's list of steps in words is the engine's)."""
    import tamcuc as tc
    from book_pages import page_path
    from tamcuc.replay import Replay

    if load:
        page.goto(f"{site}/{page_path('11_replays', edition)}", wait_until="networkidle")
    replay = page.locator(".tamcuc-replay").nth(which)
    made = Replay.from_bots(tc.Rules(), [tc.RuleBot()] * 4, seed=SEEDS[which], lang=edition)
    assert replay.locator("details li").all_text_contents() == [s["text"] for s in made.steps], f"not deal {SEEDS[which]}"
    return replay, made


def expect_step(replay, made, index: int, edition: str) -> None:
    """Waits until the replay shows step ``index`` (from 0): counter, slider, title, text and the part it is in."""
    from tamcuc.i18n import t
    from tamcuc.replay import replay_parts

    total, step = len(made.steps), made.steps[index]
    expect(replay.locator(".tcr-pos")).to_have_text(t("Step {n} of {total}", edition, n=index + 1, total=total))
    expect(replay.locator(".tcr-slider")).to_have_value(str(index + 1))
    expect(replay.locator(".tcr-title")).to_have_text(step["title"])
    expect(replay.locator(".tcr-explain")).to_have_text(step["text"])
    part = max(i for i, (_, first) in enumerate(replay_parts(made.steps, edition)) if first <= index)
    expect(replay.locator(".tcr-jump")).to_have_value(str(part))
    expect(replay.locator(".tcr-prev")).to_be_enabled(enabled=index > 0)
    expect(replay.locator(".tcr-next")).to_be_enabled(enabled=index < total - 1)
    # The last step's box holds each seat's score (never a bare "Scores" heading); every other step, no scores.
    expect(replay.locator(".tcr-trick .tcr-score")).to_have_text(step.get("scores", []))


@pytest.mark.parametrize("edition", ["en", "vi"])
def test_jump_to_a_trick_shows_its_first_step(tab, tab_watch_http, site, edition):
    """The jump list names the parts as the engine does (Start, each trick, End / scores); choosing one shows its
    first step: a trick's first lay (or the declaration made before it), its title and its text."""
    page, watch_http = tab, tab_watch_http
    from tamcuc.replay import replay_parts

    replay, made = first_replay(page, site, edition)
    parts = replay_parts(made.steps, edition)
    expect(replay.locator(".tcr-jump option")).to_have_text([title for title, _ in parts])
    for index in (3, 1, len(parts) - 2, len(parts) - 1, 0):
        replay.locator(".tcr-jump").select_option(str(index))
        expect_step(replay, made, parts[index][1], edition)
    watch_http.assert_clean(f"{edition} 11_replays")


def test_the_slider_moves_to_a_step_in_step_with_the_buttons(tab, site):
    """Dragging the slider (its value set as a reader's drag does) shows that step; the arrow keys on the slider
    move it one step; Next and Previous move the slider with them."""
    page = tab
    replay, made = first_replay(page, site, "en")
    slider = replay.locator(".tcr-slider")
    expect(slider).to_have_attribute("max", str(len(made.steps)))
    slider.fill("30")
    expect_step(replay, made, 29, "en")
    slider.press("ArrowRight")
    expect_step(replay, made, 30, "en")
    replay.locator(".tcr-prev").click()
    replay.locator(".tcr-prev").click()
    expect_step(replay, made, 28, "en")
    slider.fill(str(len(made.steps)))
    expect_step(replay, made, len(made.steps) - 1, "en")


def test_autoplay_steps_on_stops_at_the_end_and_pauses_when_the_reader_presses(tab, site):
    """Play steps forward at the tempo (a short one set through data-tempo-ms) and stops at the last step, the
    button back to Play; Play at the end starts from the first step; pressing Next while it plays pauses it."""
    page = tab
    from tamcuc.i18n import t

    replay, made = first_replay(page, site, "en")
    total, play = len(made.steps), replay.locator(".tcr-play")
    expect(play).to_have_text(t("▶ Play", "en"))
    replay.evaluate("e => { e.dataset.tempoMs = '40'; }")
    replay.locator(".tcr-slider").fill(str(total - 6))
    play.click()
    expect(play).to_have_attribute("aria-pressed", "true")
    expect(play).to_have_text(t("❚❚ Pause", "en"))
    expect(replay.locator(".tcr-pos")).to_have_text(f"Step {total} of {total}", timeout=5_000)
    expect(play).to_have_attribute("aria-pressed", "false")
    expect(play).to_have_text(t("▶ Play", "en"))
    expect(replay).not_to_have_attribute("data-playing", "1")
    # At the end, Play starts again from the first step.
    replay.evaluate("e => { e.dataset.tempoMs = '60000'; }")
    play.click()
    expect_step(replay, made, 0, "en")
    expect(play).to_have_attribute("aria-pressed", "true")
    play.click()
    expect(play).to_have_attribute("aria-pressed", "false")
    # While it plays, a press on Next (anything but Play and the speed) pauses it where it is.
    replay.evaluate("e => { e.dataset.tempoMs = '1200'; }")  # slow enough to be seen at step 3 on a loaded machine
    play.click()
    expect(replay.locator(".tcr-pos")).to_have_text(f"Step 3 of {total}", timeout=10_000)
    replay.locator(".tcr-next").click()
    expect(play).to_have_attribute("aria-pressed", "false")
    where = replay.locator(".tcr-pos").inner_text()
    page.wait_for_timeout(600)
    expect(replay.locator(".tcr-pos")).to_have_text(where)


def test_keys_step_through_the_replay_and_the_page_does_not_scroll(tab, site):
    """With the focus in the replay (a click on its table), → and ← step, End and Home go to the last and first
    steps, Space plays and pauses, and the page does not scroll; a key the replay does not use (Page Down) still
    scrolls the page. On Next at the last step, the focus stays in the replay. In a select, the arrows are its own."""
    page = tab
    replay, made = first_replay(page, site, "en")
    last = len(made.steps) - 1
    replay.scroll_into_view_if_needed()
    replay.locator(".tcr-table").click(position={"x": 5, "y": 5})
    scrolled = page.evaluate("window.scrollY")
    for key, index in (("ArrowRight", 1), ("ArrowRight", 2), ("ArrowLeft", 1), ("End", last), ("Home", 0)):
        page.keyboard.press(key)
        expect_step(replay, made, index, "en")
    replay.evaluate("e => { e.dataset.tempoMs = '60000'; }")
    page.keyboard.press(" ")
    expect(replay.locator(".tcr-play")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press(" ")
    expect(replay.locator(".tcr-play")).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("window.scrollY") == scrolled, "a key the replay uses scrolled the page"
    # From the Next button: → to the end; Next is disabled there, and the keys still work.
    replay.locator(".tcr-slider").fill(str(last))  # the slider counts from 1: the step before the last
    replay.locator(".tcr-next").focus()
    page.keyboard.press("ArrowRight")
    expect_step(replay, made, last, "en")
    assert replay.evaluate("e => e.contains(document.activeElement)"), "the focus left the replay"
    page.keyboard.press("Home")
    expect_step(replay, made, 0, "en")
    assert page.evaluate("window.scrollY") == scrolled, "a key the replay uses scrolled the page"
    # The jump list keeps its own arrows: ArrowDown chooses the next part.
    replay.locator(".tcr-jump").focus()
    page.keyboard.press("ArrowDown")
    expect(replay.locator(".tcr-jump")).to_have_value("1")
    replay.locator(".tcr-table").click(position={"x": 5, "y": 5})
    page.keyboard.press("PageDown")
    page.wait_for_function(f"window.scrollY > {scrolled}")


SIZES = [(1366, 768), (1280, 720), (390, 844)]
PROJECTED = [(1920, 1080), (1366, 768)]

# Where each part of the replay is, and whether something else (the page's header, the projector's bar) covers it.
_PLACES = """(root) => Object.fromEntries(['.tcr-controls', '.tcr-slider', '.tcr-table', '.tcr-trick', '.tcr-explain',
    '.tcr-next', '.tcr-next2'].map(s => {
  const e = root.querySelector(s), r = e.getBoundingClientRect();
  if (!r.width) return [s, null];  // not shown at this size (the step buttons: top or foot bar)
  const probe = [[r.left + 4, r.top + 4], [r.right - 4, r.bottom - 4]].map(([x, y]) => {
    const top = document.elementFromPoint(x, y); return !!top && (e === top || e.contains(top)); });
  return [s, {top: r.top, bottom: r.bottom, left: r.left, right: r.right, free: probe.every(Boolean)}];
}))"""

# The cards of each hand that sit on the seat's name, hand size or kept count (or its small fan of kept cards).
_CROWDED = """(root) => Array.from(root.querySelectorAll('.tcr-seat')).flatMap(seat => {
  const labels = ['.tcr-name', '.tcr-kept'].map(s => seat.querySelector(s).getBoundingClientRect()).filter(r => r.width);
  return Array.from(seat.querySelectorAll('.tcr-hand svg')).map(c => c.getBoundingClientRect()).filter(c =>
    labels.some(r => c.left < r.right - 0.5 && c.right > r.left + 0.5 && c.top < r.bottom - 0.5 && c.bottom > r.top + 0.5))
    .map(c => seat.querySelector('.tcr-name').textContent + ' at x ' + Math.round(c.left));
})"""


def hardest_steps(made) -> list:
    """Returns the steps that take the most room (from 0): the deal (every hand full), the most cards on the
    table, the longest sentence."""
    steps = made.steps
    laid = max(range(len(steps)), key=lambda i: sum(len(c) for _, c, _ in steps[i]["laid"]))
    text = max(range(len(steps)), key=lambda i: len(steps[i]["text"]))
    return [0, laid, text]


def check_fits(page, replay, made, size, where: str, scroll: bool = True) -> None:
    """At each of the hardest steps, no card of a hand sits on its seat's name or kept count, the step's sentence
    shows all its text (its box grows, never scrolls inside
    itself), the replay is no taller than the screen, and its controls, seats, trick and sentence (and a Next
    button) are inside the viewport, uncovered. On a phone the longest sentences make the replay taller than the
    screen: there the replay but its sentence fits, the controls, seats, trick, the sentence's first line and Next
    (in the bar at the foot of the screen) are in view, and the whole sentence is in view, uncovered, once the
    reader scrolls it up."""
    phone = size[0] <= 600
    page.set_viewport_size({"width": size[0], "height": size[1]})
    # The new size first, and the theme's sidebars done sliding away (CSS transitions of a few hundred ms when
    # the width crosses a breakpoint): measured before, a part was "covered" by the sliding sidebar.
    page.wait_for_function(f"window.innerWidth === {size[0]} && window.innerHeight === {size[1]}")
    page.wait_for_function("document.getAnimations().filter(a => a.effect && a.effect.getTiming().iterations"
                           " !== Infinity).every(a => a.playState !== 'running')")
    for index in hardest_steps(made):
        replay.locator(".tcr-slider").fill(str(index + 1))
        if scroll:
            # At once, not smoothly (the theme scrolls smoothly): the check looks at where the replay ends up.
            replay.evaluate("e => new Promise(done => { e.scrollIntoView({block: 'start', behavior: 'instant'});"
                            " requestAnimationFrame(() => requestAnimationFrame(done)); })")
        text = replay.evaluate("e => { const x = e.querySelector('.tcr-explain');"
                               " return {need: x.scrollHeight, has: x.clientHeight}; }")
        assert text["need"] <= text["has"] + 1, f"{where} {size}, step {index + 1}: the sentence is cut: {text}"
        height = replay.evaluate("e => e.getBoundingClientRect().height") - (text["has"] if phone else 0)
        assert height <= size[1], f"{where} {size}, step {index + 1}: the replay is {height:.0f} px tall"
        crowded = replay.evaluate(_CROWDED)
        assert not crowded, f"{where} {size}, step {index + 1}: a card sits on a seat's name or kept count: {crowded}"
        places = replay.evaluate(_PLACES)
        assert places[".tcr-next"] or places[".tcr-next2"], f"{where} {size}: no Next button shown"
        for part, box in places.items():
            if box is None:
                continue
            if phone and part == ".tcr-explain" and (box["bottom"] > size[1] or not box["free"]):
                # The sentence's first line is in view (its foot may run under the bar that sticks to the foot of
                # the screen); scrolled up to the middle of the screen, all of it is, uncovered.
                assert 0 <= box["top"] <= size[1] - 80, f"{where} {size}, step {index + 1}: the sentence starts off screen: {box}"
                replay.locator(".tcr-explain").evaluate(
                    "e => new Promise(done => { e.scrollIntoView({block: 'center', behavior: 'instant'});"
                    " requestAnimationFrame(() => requestAnimationFrame(done)); })")
                box = replay.evaluate(_PLACES)[part]
            inside = box["top"] >= 0 and box["bottom"] <= size[1] and box["left"] >= 0 and box["right"] <= size[0]
            assert inside and box["free"], f"{where} {size}, step {index + 1}: {part} off screen or covered: {box}"


# Vietnamese by default: its words are the longer, so it is the tighter fit; English too with --runslow.
@pytest.mark.parametrize("edition", [pytest.param("en", marks=pytest.mark.slow), "vi"])
def test_the_replay_fits_one_screen_on_a_laptop_a_phone_and_a_projector(tab, tab_watch_http, site, edition):
    """Like the game table, a replay fits one screen without scrolling: at 1366×768, 1280×720 and 390×844, and in
    projector mode at 1920×1080 and 1366×768, its controls, seats, trick and sentence are all in view at the
    steps that take the most room, the sentence whole (on a phone a long one takes the page a little further: see
    check_fits); in projector mode the arrow keys in the replay step it, not the projector."""
    page, watch_http = tab, tab_watch_http
    from book_pages import page_path
    from tamcuc.i18n import t

    replay, made = first_replay(page, site, edition)
    for size in SIZES:
        check_fits(page, replay, made, size, edition)
    triples, made_triples = first_replay(page, site, edition, which=2, load=False)
    for size in SIZES:
        check_fits(page, triples, made_triples, size, f"{edition}, deal {SEEDS[2]}")
    page.set_viewport_size({"width": PROJECTED[0][0], "height": PROJECTED[0][1]})
    page.goto(f"{site}/{page_path('11_replays', edition)}", wait_until="networkidle")
    page.get_by_role("button", name={"en": "Projector mode", "vi": "Chế độ trình chiếu"}[edition]).click()
    step_to(page, replay, 40)
    for size in PROJECTED:
        check_fits(page, replay, made, size, f"{edition} projector", scroll=False)
    forward = page.locator(".tamcuc-projector-bar [data-go='1']")  # the focus is in the replay: the bar's button
    for _ in range(40):
        if triples.is_visible():
            break
        forward.click()
    for size in PROJECTED:
        check_fits(page, triples, made_triples, size, f"{edition} projector, deal {SEEDS[2]}", scroll=False)
    for _ in range(40):
        if replay.is_visible():
            break
        page.locator(".tamcuc-projector-bar [data-go='-1']").click()
    count = page.locator(".tamcuc-projector-count").inner_text()
    replay.locator(".tcr-table").click(position={"x": 5, "y": 5})
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    expect(replay.locator(".tcr-pos")).to_have_text(t("Step {n} of {total}", edition, n=2, total=len(made.steps)))
    expect(page.locator(".tamcuc-projector-count")).to_have_text(count)
    watch_http.assert_clean(f"{edition} 11_replays")


def test_the_replay_jumps_plays_and_steps_by_keys_from_a_folder(tab, html_dir, tab_watch_file):
    """Opened from disk (file://, the book on a USB stick), lesson 11's replay jumps to a trick, autoplays to the
    end and steps by keys, with no error and nothing loaded from outside."""
    page, watch_file = tab, tab_watch_file
    from tamcuc.replay import replay_parts

    page.goto((html_dir / "book" / "11_replays.html").as_uri(), wait_until="load")
    replay, made = first_replay(page, "", "en", load=False)
    parts = replay_parts(made.steps)
    replay.locator(".tcr-jump").select_option(str(len(parts) - 2))  # the last trick
    expect_step(replay, made, parts[-2][1], "en")
    replay.evaluate("e => { e.dataset.tempoMs = '20'; }")
    replay.locator(".tcr-play").click()
    expect_step(replay, made, len(made.steps) - 1, "en")
    replay.locator(".tcr-table").click(position={"x": 5, "y": 5})
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    expect_step(replay, made, 1, "en")
    watch_file.assert_clean("lesson 11 from disk")

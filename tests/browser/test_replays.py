"""The replays of the Play chapter on the built site: every step of every replay, offline.

DOM contract (tamcuc/replay.py): a container ``.tamcuc-replay`` whose script fills
``.tcr-table`` (one ``.tcr-seat`` per seat: ``.tcr-hand``, ``.tcr-laid``, ``.tcr-kept``);
buttons ``.tcr-prev`` and ``.tcr-next``; the point of view in ``select.tcr-view``; the
step's text in ``.tcr-explain``; ``Step i of n`` in ``.tcr-pos``; the whole deal in
words in a ``<details>`` list. The replays appear on lesson 11 and in the static face of the
game table on lesson 10.
"""

from __future__ import annotations

import re

import pytest
from book_pages import ON_USE  # tests/browser/book_pages.py
from playwright.sync_api import expect

REPLAY_PAGES = ["10_play_a_deal", "11_replays"]


# Walks a replay in the page, as a reader's clicks do (each button's click()), and records at each step
# the counter, the step's text, how many winners are framed and whether Previous / Next can be clicked.
# One call walks the whole replay: a round trip per step made the walk ten times slower.
_WALK = """(root) => {
  const q = (s) => root.querySelector(s);
  const seen = () => ({pos: q('.tcr-pos').textContent.trim(), text: q('.tcr-explain').innerText,
                       won: root.querySelectorAll('.tcr-won').length,
                       prev: !q('.tcr-prev').disabled, next: !q('.tcr-next').disabled});
  const forward = [seen()];
  while (!q('.tcr-next').disabled && forward.length < 500) { q('.tcr-next').click(); forward.push(seen()); }
  const back = [];
  while (!q('.tcr-prev').disabled && back.length < 500) { q('.tcr-prev').click(); back.push(seen()); }
  return {forward, back, words: Array.from(root.querySelectorAll('details li')).map(li => li.textContent)};
}"""


def step_through(replay, where: str, counter: str = "Step {n} of {total}") -> dict:
    """Clicks Next to the last step and Previous back to the first; checks that every step's counter and
    text are the deal's own (the list of steps in words) and that Previous / Next are enabled only where
    they lead somewhere. Returns what was seen (``walk``: the steps forward; ``tricks``: trick steps)."""
    replay.scroll_into_view_if_needed()
    expect(replay.locator(".tcr-pos"), f"{where}: the replay script ran").to_have_text(
        counter.format(n=1, total=replay.locator("details li").count()))
    walk = replay.evaluate(_WALK)
    words, forward, back = walk["words"], walk["forward"], walk["back"]
    total = len(words)
    assert len(forward) == total, f"{where}: Next stopped after {len(forward)} of {total} steps"
    assert len(back) == total - 1, f"{where}: Previous stopped after {len(back)} steps back"
    for n, step in enumerate(forward, 1):
        assert step["pos"] == counter.format(n=n, total=total), f"{where}, step {n}: counter {step['pos']!r}"
        assert step["text"] == words[n - 1], f"{where}, step {n}: the text differs from the list"
        assert step["prev"] == (n > 1) and step["next"] == (n < total), f"{where}, step {n}: buttons {step}"
    assert back[-1]["pos"] == counter.format(n=1, total=total), f"{where}: Previous ends at {back[-1]['pos']!r}"
    assert [s["text"] for s in back] == words[-2::-1], f"{where}: stepping back shows other texts"
    tricks = [s for s in forward if s["text"].startswith("Trick ")]
    return {"walk": forward, "tricks": tricks}


@pytest.mark.parametrize("lesson", REPLAY_PAGES)
def test_every_replay_steps_through_offline(page, watch_http, site, lesson):
    """Each replay steps forward and back, explains every trick, and the page stays offline and error-free."""
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
        seen = step_through(replays.nth(i), f"{where}, replay {i + 1}")
        texts, tricks = [s["text"] for s in seen["walk"]], seen["tricks"]
        assert tricks, f"{where}, replay {i + 1}: no trick is shown"
        for step in tricks:
            assert " wins " in step["text"] and step["won"] == 1, f"{where}, replay {i + 1}: a trick without its framed winner: {step}"
        lays = sum(" face down." in t and ("calls" in t or " lays " in t) for t in texts)
        reveals = sum("turns the lead over" in t for t in texts)
        assert lays >= 2 * len(tricks) and reveals == len(tricks), f"{where}, replay {i + 1}: not lay by lay and reveal by reveal"
        assert texts[-1].startswith("The deal is over."), f"{where}, replay {i + 1}: the last step gives the scores"
    watch_http.assert_clean(where)


def test_the_vietnamese_replays_step_through_in_vietnamese(page, watch_http, site):
    """The Vietnamese lesson 11's replays step to the end and back in Vietnamese: each step's text is
    the engine's, the counter reads "Bước n / …" as the catalogue says, and the last step gives the scores."""
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
        walk = step_through(replay, f"{where}, replay {i + 1}", counter=step)["walk"]
        assert walk[-1]["text"].startswith(over), walk[-1]["text"][:80]
    watch_http.assert_clean(where)


def test_one_seat_view_hides_the_other_hands(page, watch_http, site):
    """Seen from Bình's seat, only Bình's hand is face up; in the lesson view every hand is; no error on the way."""
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
    leader = replay.locator(".tcr-seat").filter(has=page.locator(".tcr-laid")).locator(".tcr-name").inner_text()
    leader = leader.split("\n")[0]
    laid_faces = laid.locator(faces).count()
    assert (laid_faces > 0) == (leader == "Bình"), f"{leader}'s face-down lead seen by Bình: {laid_faces}"
    watch_http.assert_clean(where)


def test_replays_show_a_ket_and_a_de(page, site):
    """Lesson 11's replays include a successful kết and a beaten one (đè)."""
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
        assert height < 1400, f"the replay is {height:.0f} px tall at step 2 on a phone"
    finally:
        context.close()

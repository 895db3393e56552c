"""The table's Review after the scores (tamcuc.table, tc.review): the flow the page drives, its words in
both languages, pass-and-play (each person their own seat) and refusals."""

from __future__ import annotations

import random
import re

from tamcuc import RuleBot
from tamcuc.dealing import make_rng
from tamcuc._review import review
from tamcuc.table import Table
from test_table import _page_events_until  # tests/test_table.py


def _to_the_end(table: Table) -> None:
    """Drives ``table`` as the page does (computer steps, RuleBot's choices for people) to the scores."""
    _page_events_until(table, lambda t: t.game.is_over())


def test_the_page_reviews_the_deal_step_by_step_with_progress():
    """After the scores, Review starts the review; the page's steps work it out a little at a time, the status
    line saying how far it has got; then the summary, the marks and the better move are the engine's own
    (tamcuc.review with the table's seed), and Next / Previous / Close step through and fold it away."""
    table = Table(seed=5, autoplay=False)
    _to_the_end(table)
    assert "review" in table.available() and "data-tc-arg='review'" in table.html()
    table.event("click", "review")
    html = table.html()
    assert table.reviewing() and "data-tc-pending='1'" in html
    assert "data-tc-reviewing='1'" in html  # the page steps a review at once, not after a computer move's delay
    assert re.search(r"Reviewing your play… \(0 of \d+ decisions\)", table.status())
    steps = 0
    while table.reviewing():
        table.event("step")
        steps += 1
        assert steps < 100
    expected = review(table.game, 0, rng=make_rng(5 * 7919))
    assert table.reviewed == expected and "review" not in table.available()
    html = table.html()
    assert "data-tc-pending='0'" in html and expected.summary()[1:] in html  # capitalised there
    assert "data-tc-reviewing='0'" in html
    first = expected.decisions[0]
    assert f"data-mark='{first.mark}' data-index='0'" in html and first.why() in html
    assert "data-tc-act='review' data-tc-arg='next'" in html and "data-tc-arg='prev'" not in html
    table.event("review", "next")
    assert table.review_at == 1 and "data-tc-arg='prev'" in table.html()
    table.event("review", "prev")
    assert table.review_at == 0
    table.event("review", "close")
    assert table.review_seat is None and "tc-review-summary" not in table.html() and "review" in table.available()


def test_the_notebook_reviews_at_once_in_vietnamese():
    """In a notebook (autoplay) Review works the whole review out at once; a Vietnamese table says Nhận xét
    ván on the button and speaks to the child ("em") in the summary."""
    table = Table(seed=5, lang="vi")
    _to_the_end(table)
    assert table.label("review") == "Nhận xét ván" and "Nhận xét ván</button>" in table.html()
    table.click("review")
    assert not table.reviewing() and table.reviewed is not None
    html = table.html()
    assert "Nhận xét ván của em" in html and "em ăn được" in html


def test_pass_and_play_reviews_each_persons_own_seat():
    """In pass-and-play every person at the device gets their own Review button after the scores; a seat the
    computer played cannot be reviewed, and the status names the person whose play is reviewed."""
    table = Table(seed=2, autoplay=False, humans=(0, 2))
    _to_the_end(table)
    html = table.html()
    assert "data-tc-act='review' data-tc-arg='0'" in html and "data-tc-act='review' data-tc-arg='2'" in html
    assert "Review Chi&#x27;s play" in html or "Review Chi's play" in html
    table.event("review", "1")
    assert table.message.startswith("Not allowed") and not table.reviewing()
    table.event("review", "2")
    assert table.reviewing() and table.review_seat == 2 and table.status().startswith("Reviewing Chi's play")


def test_no_review_before_the_scores():
    """Review during the deal is refused with the reason, and the deal goes on unchanged."""
    table = Table(seed=5, autoplay=False)
    moves = len(table.game.moves)
    table.click("review")
    assert "play the deal to the end first" in table.message and len(table.game.moves) == moves
    assert not table.reviewing()


def test_the_notebook_widget_steps_the_review_as_the_page_does():
    """In JupyterLab's widget the review is stepped by the script's ``step`` messages (each carrying the
    version it saw), the HTML saying it is pending until the review is worked out."""
    table = Table(seed=5)
    _to_the_end(table)
    widget = table.widget()
    assert widget.handle({"act": "click", "arg": "review"}) and "data-tc-pending='1'" in widget.html
    for _ in range(100):
        if not table.reviewing():
            break
        assert widget.handle({"act": "step", "arg": "", "at": widget.version})
    assert table.reviewed is not None and "tc-review-summary" in widget.html and "data-tc-pending='0'" in widget.html

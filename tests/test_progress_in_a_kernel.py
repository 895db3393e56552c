"""Progress for long cells: the simulations report each deal, and a notebook shows a line that goes away.

Lesson 12b's cells run for 9-36 s. ``tc.simulate`` and ``compare_bots`` call ``progress`` after each
deal; ``tamcuc.notebooks.Progress`` draws it under a cell run from JupyterLab and clears the cell's
outputs at the end, so the outputs stored in the notebook (which nbval compares) are unchanged.
"""

from __future__ import annotations

import queue

import pytest

import tamcuc as tc
from tamcuc.notebooks import Progress, interactive
from tamcuc.stats import compare_bots


def test_simulate_reports_each_deal_and_gives_the_same_records():
    """simulate calls progress with (done, total) after each deal, and returns what it returns without it."""
    calls = []
    records = tc.simulate(tc.Rules(), [tc.RandomBot()] * 4, 5, seed=3, progress=lambda d, n: calls.append((d, n)))
    assert calls == [(i, 5) for i in range(1, 6)]
    assert records == tc.simulate(tc.Rules(), [tc.RandomBot()] * 4, 5, seed=3)


def test_compare_bots_reports_each_deal_and_gives_the_same_comparison():
    """compare_bots calls progress after each duplicate deal, and its comparison is the one without progress."""
    calls = []
    with_progress = compare_bots(tc.Rules(), tc.RandomBot(), tc.RuleBot(), 4, seed=2,
                                 progress=lambda d, n: calls.append((d, n)))
    assert calls == [(i, 4) for i in range(1, 5)]
    assert with_progress == compare_bots(tc.Rules(), tc.RandomBot(), tc.RuleBot(), 4, seed=2)


@pytest.mark.parametrize("lang, words", [("en", "give a function"), ("vi", "hãy đưa một hàm")])
def test_a_progress_that_is_no_function_is_refused_before_playing(lang, words):
    """progress=5 is a UsageError naming the argument, in the reader's language, for both simulations."""
    with tc.language(lang):
        for run in (lambda: tc.simulate(tc.Rules(), [tc.RandomBot()] * 4, 2, progress=5),
                    lambda: compare_bots(tc.Rules(), tc.RandomBot(), tc.RuleBot(), 2, progress=5)):
            with pytest.raises(tc.UsageError, match="progress=5") as raised:
                run()
            assert words in str(raised.value)


def test_progress_shows_nothing_outside_a_notebook():
    """Outside a kernel Progress is silent (no IPython display is made) and says it is not interactive."""
    bar = Progress("Simulating", every=0)
    assert not interactive()
    assert [bar(1, 3), bar(2, 3), bar(3, 3)] == [None, None, None] and bar._handle is None


def test_progress_words_in_both_languages():
    """The line says how many deals of how many, in English and in Vietnamese, with a bar."""
    assert "Simulating: 300 of 1,500 deals" in Progress("Simulating").html(300, 1500)
    with tc.language("vi"):
        line = Progress("Đang mô phỏng").html(300, 1500)
    assert "Đang mô phỏng: đã chơi 300 trên 1.500 ván" in line and '<progress value="300" max="1500">' in line


CELL = """
import tamcuc as tc
from tamcuc.notebooks import Progress
records = tc.simulate(tc.Rules(), [tc.RandomBot()] * 4, 30, seed=1, progress=Progress("Simulating", every=0))
"""


def kernel_outputs(client, store_history: bool) -> tuple:
    """Runs CELL in the kernel as a frontend would (``store_history``); returns (the iopub message types,
    the outputs a notebook keeps, applying clear_output as nbclient and JupyterLab do)."""
    msg_id = client.execute(CELL, store_history=store_history)
    types, outputs = [], []
    while True:
        msg = client.get_iopub_msg(timeout=60)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        types.append(kind)
        if kind == "status" and msg["content"]["execution_state"] == "idle":
            break
        if kind == "clear_output":
            outputs = []
        elif kind in ("display_data", "execute_result", "stream", "error"):
            outputs.append(msg["content"])
    return types, outputs


@pytest.fixture(scope="module")
def kernel():
    """A real IPython kernel (the notebooks' own, started as nbclient starts it), with a client on its channels."""
    import nbformat
    from nbclient import NotebookClient

    runner = NotebookClient(nbformat.v4.new_notebook(), kernel_name="python3")
    with runner.setup_kernel():
        client = runner.km.blocking_client()
        client.start_channels()
        try:
            client.wait_for_ready(timeout=60)
            yield client
        finally:
            client.stop_channels()


def test_in_a_cell_run_from_jupyterlab_progress_shows_and_then_goes(kernel):
    """A cell sent as JupyterLab sends it shows the progress line, updates it, and clears it at the end:
    the cell keeps no output, as without progress."""
    types, outputs = kernel_outputs(kernel, store_history=True)
    assert "display_data" in types and "update_display_data" in types, types
    assert types.index("clear_output") > types.index("display_data")
    assert outputs == []


def test_in_a_checking_run_progress_shows_nothing(kernel):
    """A cell sent as nbval sends it (store_history=False) displays nothing at all, so nbval's outputs stay as stored."""
    types, outputs = kernel_outputs(kernel, store_history=False)
    assert not {"display_data", "update_display_data", "clear_output"} & set(types), types
    assert outputs == []
    with pytest.raises(queue.Empty):
        kernel.get_iopub_msg(timeout=0.2)

"""Student copies of the book's notebooks, for a class on JupyterLab or a JupyterHub.

``python -m tamcuc student-copy book/ OUT/`` (or :func:`student_copy`) copies a folder of
lessons with each notebook's widget outputs taken out and everything else kept: the text,
the code, the pictures and the other outputs, the cells' metadata (tags, hidden cells),
and every other file of the folder (the glossary, the teachers' pages).

Why: a stored widget output (a quiz, the game table) needs its widget's state, which only
the kernel that drew it had. In a fresh copy JupyterLab shows such an output as its
static fallback (stacked questions, greyed buttons) until the notebook is trusted, and
after a save and a reopen as "Error displaying widget: model not found". A student copy
has no stored widget at all, so its quizzes appear, live, when the student runs the
notebook (Run All), whatever the notebook's trust. The data the lessons read is inside
the package (``tamcuc/data/``), so the copy needs nothing beside it.

>>> notebook = {"metadata": {"widgets": {"state": {}}}, "cells": [{"cell_type": "code", "outputs": [
...     {"output_type": "execute_result", "data": {WIDGET: {"model_id": "x"}, "text/html": "<b>quiz</b>"}},
...     {"output_type": "stream", "name": "stdout", "text": "kept"}]}]}
>>> cleared = clear_widgets(notebook)
>>> cleared, notebook["metadata"], [o["output_type"] for o in notebook["cells"][0]["outputs"]]
(1, {}, ['stream'])

:class:`Progress` shows how far a long cell is (lesson 12b's simulations) in JupyterLab, and
leaves the cell's stored outputs as they were.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from html import escape
from pathlib import Path
from typing import NamedTuple, Union

from .errors import UsageError, shown
from .i18n import t
from .wording import thousands
from ._public import public_dir

__all__ = ["WIDGET", "SKIPPED", "CopyReport", "clear_widgets", "student_copy", "Progress", "interactive"]
__dir__ = public_dir(globals())  # dir() and tab completion show these names, not the imports

WIDGET = "application/vnd.jupyter.widget-view+json"
"""The MIME type of a stored widget view: an output carrying it is taken out of a student copy."""

SKIPPED = ("_build", ".ipynb_checkpoints", "__pycache__")
"""Folders never copied (a build, JupyterLab's checkpoints, Python's caches), nor any hidden one (``.git``)."""

PathLike = Union[str, os.PathLike]


class CopyReport(NamedTuple):
    """What :func:`student_copy` wrote: ``notebooks`` copied, ``widgets`` outputs taken out, ``files`` copied as they were."""

    notebooks: int
    widgets: int
    files: int


def clear_widgets(notebook: dict) -> int:
    """Takes every widget output and the stored widget state out of ``notebook`` (a notebook's JSON, changed in place).

    Returns how many outputs were taken out. Other outputs, the cells and their metadata
    are left exactly as they were.
    """
    cleared = 0
    for cell in notebook.get("cells", []):
        outputs = cell.get("outputs")
        if not outputs:
            continue
        kept = [o for o in outputs if WIDGET not in o.get("data", {})]
        cleared += len(outputs) - len(kept)
        cell["outputs"] = kept
    notebook.get("metadata", {}).pop("widgets", None)
    return cleared


def _skipped(name: str) -> bool:
    return name in SKIPPED or name.startswith(".")


def student_copy(source: PathLike, target: PathLike, force: bool = False) -> CopyReport:
    """Copies the folder ``source`` to ``target`` as a student copy; returns a :class:`CopyReport`.

    - ``source``: a folder of notebooks, e.g. ``"book"`` (its sub-folders too: ``book/vi``,
      ``book/teachers``).
    - ``target``: the folder to write, e.g. ``"class-7a"``; it may exist only when empty, or
      with ``force=True`` (files of the same name are then replaced, others left). It may not
      be inside ``source``.
    - ``force``: write into a ``target`` that holds files already. Example: ``force=True``.

    Raises :class:`~tamcuc.errors.UsageError` before anything is written when ``source`` is no
    folder or ``target`` cannot be used; a notebook that is not JSON is refused by name.

    >>> import tempfile
    >>> out = Path(tempfile.mkdtemp()) / "copy"
    >>> report = student_copy(Path(__file__).parent / "static", out)
    >>> report.notebooks, report.files > 0
    (0, True)
    """
    for name, value in (("source", source), ("target", target)):
        if not isinstance(value, (str, os.PathLike)):
            raise UsageError(t("{name}={value}: give a folder's path, such as book/", name=name, value=shown(value)))
    src, dst = Path(source), Path(target)
    if not src.is_dir():
        raise UsageError(t("source={source}: give the folder of notebooks to copy, such as book/", source=shown(str(source))))
    if dst.exists() and not dst.is_dir():
        raise UsageError(t("target={target}: it exists and is not a folder; name a new folder", target=shown(str(target))))
    real_src, real_dst = src.resolve(), dst.resolve()
    if real_dst == real_src or real_src in real_dst.parents:
        raise UsageError(t("target={target}: the copy cannot go inside the folder it copies", target=shown(str(target))))
    if dst.is_dir() and any(dst.iterdir()) and not force:
        raise UsageError(t("target={target}: the folder has files already; add --force to write into it, or name a "
                           "new folder", target=shown(str(target))))
    plan = []
    for folder, folders, files in os.walk(src):
        folders[:] = sorted(f for f in folders if not _skipped(f))
        for name in sorted(files):
            if not name.startswith("."):
                plan.append(Path(folder, name).relative_to(src))
    notebooks = {}
    for relative in plan:
        if relative.suffix == ".ipynb":
            try:
                notebooks[relative] = json.loads((src / relative).read_text(encoding="utf-8"))
            except (ValueError, UnicodeDecodeError):
                raise UsageError(t("{path} is not a notebook (not JSON); fix or remove it before copying",
                                   path=shown(str(relative)))) from None
            made = notebooks[relative]
            cells = made.get("cells") if isinstance(made, dict) else None
            if not (isinstance(cells, list) and all(isinstance(c, dict) for c in cells)
                    and all(isinstance(c.get("outputs", []), list) and all(isinstance(o, dict) for o in c.get("outputs", []))
                            for c in cells) and isinstance(made.get("metadata", {}), dict)):  # JSON, but no notebook: refused before writing
                raise UsageError(t("{path} is not a notebook (not JSON); fix or remove it before copying",
                                   path=shown(str(relative))))
    widgets = files = 0
    for relative in plan:
        out = dst / relative
        out.parent.mkdir(parents=True, exist_ok=True)
        if relative in notebooks:
            notebook = notebooks[relative]
            widgets += clear_widgets(notebook)
            out.write_text(json.dumps(notebook, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
        else:
            shutil.copyfile(src / relative, out)
            files += 1
    return CopyReport(len(notebooks), widgets, files)


def interactive() -> bool:
    """Returns True when this code runs in a notebook cell that a person's frontend sent (JupyterLab,
    Notebook, VS Code): a kernel whose current request asks to store the cell in the history.

    A checking run does not: nbval sends its cells with ``store_history=False``, and it keeps every
    output a cell displays, even one the cell clears, so a progress line there would change the
    outputs it compares. Outside a kernel (a script, the prompt) this is False too.
    """
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython is in the lock
        return False
    kernel = getattr(get_ipython(), "kernel", None)
    if kernel is None or not hasattr(kernel, "get_parent"):
        return False
    request = kernel.get_parent() or {}
    return bool(request.get("content", {}).get("store_history", False))


class Progress:
    """A progress line for a long cell: give it as ``progress=`` to :func:`tamcuc.simulate` or
    :func:`tamcuc.stats.compare_bots`.

    - ``label``: what the cell is doing, in the reader's language. Example: ``"Playing 1,500 deals"``.
    - ``every``: at most one update in this many seconds (a bar redrawn each deal would slow the run).

    In a cell run from JupyterLab it shows a bar and "label: 300 of 1,500 deals" under the cell while
    the run goes on, and clears the cell's outputs when the last deal is done, so the cell ends with
    exactly the outputs it has without it (use it in a cell with no output before the long call).
    Elsewhere (a checking run such as nbval, a script) it shows nothing. It never changes the results.

    >>> bar = Progress("Playing")
    >>> bar(1, 2), bar(2, 2)  # outside a notebook: nothing shown
    (None, None)
    """

    def __init__(self, label: str, every: float = 0.5) -> None:
        if isinstance(every, bool) or not isinstance(every, (int, float)) or not 0 <= every <= 3600:
            raise UsageError(t("every={every}: give the seconds between two updates, from 0 to 3600",
                               every=shown(every)))
        self.label = str(label)
        self.every = every
        self._handle = None
        self._last = 0.0

    @staticmethod
    def _counts(done, total) -> tuple:
        from . import checks

        total = checks.whole(total, "total", 1)
        return checks.whole(done, "done", 0, total), total

    def html(self, done: int, total: int) -> str:
        """Returns the line shown after ``done`` of ``total`` deals: a bar and the words."""
        done, total = self._counts(done, total)
        words = t("{label}: {done} of {total} deals", label=self.label, done=thousands(done), total=thousands(total))
        return (f'<div class="tamcuc-progress"><progress value="{done}" max="{total}"></progress> '
                f"<span>{escape(words)}</span></div>")

    def __call__(self, done: int, total: int) -> None:
        done, total = self._counts(done, total)
        if self._handle is None and not interactive():
            return
        from IPython.display import HTML, clear_output, display

        if done >= total:
            if self._handle is not None:
                clear_output()
                self._handle = None
            return
        now = time.monotonic()
        if self._handle is None:
            self._handle = display(HTML(self.html(done, total)), display_id=True)
            self._last = now
        elif now - self._last >= self.every:
            self._handle.update(HTML(self.html(done, total)))
            self._last = now

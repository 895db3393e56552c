#!/usr/bin/env python
"""Re-execute the book's notebooks in place, top to bottom, each with a fresh kernel.

    python scripts/execute_notebooks.py                   # every notebook under book/
    python scripts/execute_notebooks.py book/05_a_trick.ipynb

Run it after changing the engine, then review the diff and commit the notebooks:
the test run (nbval) checks that the stored outputs are exactly what the code
produces, and the book is built from those stored outputs.

The result is as deterministic as a notebook can be: execution counts are kept
(1, 2, 3, ...), timing metadata is not recorded, and volatile metadata is stripped,
including the ipywidgets state: its model ids are random on every run, the built
site would embed it as dead weight (100+ KB a page), and a quiz widget only responds
after its cell has run in a live kernel anyway. The only volatile thing left is the
model id inside each widget view output, which nbval ignores. Pass --widget-state to
store the state (JupyterLab then draws the widgets before the notebook is run).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
# Cell metadata that changes from run to run and means nothing to a reader.
VOLATILE_CELL_METADATA = ("execution", "ExecuteTime", "collapsed", "scrolled")
# Outputs that would break nbval on the next run.
MEMORY_ADDRESS = re.compile(r"\bat 0x[0-9a-fA-F]{6,}")


def _texts(cell):
    """Yields the text of every stream and text output of ``cell``."""
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            yield output.get("text", "")
        for mime, value in output.get("data", {}).items():
            if mime.startswith("text/") or mime == "image/svg+xml":
                yield value if isinstance(value, str) else "".join(value)


def execute(path: Path, timeout: int, widget_state: bool = False) -> list[str]:
    """Executes ``path`` in place with a fresh kernel; returns warnings about its outputs."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        record_timing=False,
        store_widget_state=widget_state,
    )
    client.execute()
    warnings = []
    for index, cell in enumerate(notebook.cells):
        for key in VOLATILE_CELL_METADATA:
            cell.metadata.pop(key, None)
        if cell.cell_type == "code" and any(MEMORY_ADDRESS.search(t) for t in _texts(cell)):
            warnings.append(f"cell {index} shows a memory address; nbval will fail on it")
    notebook.metadata.pop("papermill", None)
    if not widget_state:
        notebook.metadata.pop("widgets", None)
    nbformat.validate(notebook)
    nbformat.write(notebook, path)
    return warnings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="default: every notebook under book/")
    parser.add_argument("--timeout", type=int, default=120, help="seconds allowed per cell (default 120)")
    parser.add_argument("--widget-state", action="store_true", help="store the ipywidgets state in the notebook")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted(
        p for p in BOOK.rglob("*.ipynb") if not {".ipynb_checkpoints", "_build"} & set(p.parts)
    )
    if not paths:
        print(f"no notebooks in {BOOK}", file=sys.stderr)
        return 1
    failed = 0
    for path in paths:
        start = time.monotonic()
        try:
            warnings = execute(path, args.timeout, args.widget_state)
        except CellExecutionError as error:
            failed += 1
            print(f"FAILED {path}:\n{error}", file=sys.stderr)
            continue
        print(f"executed {path} in {time.monotonic() - start:.1f} s")
        for warning in warnings:
            failed += 1
            print(f"  WARNING {path}: {warning}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

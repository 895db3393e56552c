#!/usr/bin/env python
"""Marks the cells the website hides as hidden in JupyterLab too (``metadata.jupyter``).

    python scripts/mark_hidden_cells.py            # every notebook under book/, in place
    python scripts/mark_hidden_cells.py --check    # exit 1 and name the cells not marked yet

Jupyter Book hides a cell by its tags; JupyterLab reads ``metadata.jupyter`` instead. So each
tag gets its JupyterLab twin (the tags stay, for the book):

- ``remove-input``, ``hide-input``: the code folds (``source_hidden``), the output shows;
- ``remove-cell``: code and output fold (``source_hidden``, ``outputs_hidden``);
- ``hide-output``: the output folds (``outputs_hidden``).

A folded cell is one click away (the bar on its left), as on the site. Only cell metadata
changes: sources and outputs are left exactly as they were.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"

HIDES = {
    "remove-input": ("source_hidden",),
    "hide-input": ("source_hidden",),
    "remove-cell": ("source_hidden", "outputs_hidden"),
    "hide-output": ("outputs_hidden",),
}
"""What each of the book's hiding tags folds in JupyterLab."""


def wanted(cell: dict) -> dict:
    """Returns the ``metadata.jupyter`` flags ``cell``'s tags ask for, e.g. ``{"source_hidden": True}``."""
    flags = {}
    for tag in cell.get("metadata", {}).get("tags", []):
        for flag in HIDES.get(tag, ()):
            flags[flag] = True
    return flags


def missing(cell: dict) -> dict:
    """Returns the flags ``cell`` should carry and does not (empty when it is marked)."""
    have = cell.get("metadata", {}).get("jupyter", {})
    return {k: v for k, v in wanted(cell).items() if have.get(k) is not v}


def mark(path: Path) -> int:
    """Marks ``path``'s hidden cells in place; returns how many cells changed."""
    raw = path.read_text(encoding="utf-8")
    notebook = json.loads(raw)
    changed = 0
    for cell in notebook["cells"]:
        flags = missing(cell)
        if flags:
            cell.setdefault("metadata", {}).setdefault("jupyter", {}).update(flags)
            changed += 1
    if changed:
        text = json.dumps(notebook, indent=1, ensure_ascii=False, sort_keys=True) + ("\n" if raw.endswith("\n") else "")
        path.write_text(text, encoding="utf-8")
    return changed


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a cell is not marked")
    args = parser.parse_args(argv)
    paths = sorted(BOOK.rglob("*.ipynb"))
    if args.check:
        bad = [f"{p.relative_to(ROOT)} cell {i}" for p in paths
               for i, c in enumerate(json.loads(p.read_text(encoding="utf-8"))["cells"]) if missing(c)]
        print("\n".join(bad) or "every hidden cell is marked for JupyterLab")
        return 1 if bad else 0
    total = sum(mark(p) for p in paths)
    print(f"{total} cells marked in {len(paths)} notebooks")
    return 0


if __name__ == "__main__":
    sys.exit(main())

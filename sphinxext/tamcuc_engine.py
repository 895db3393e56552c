"""Sphinx extension: the game engine in the page (Pyodide + the ``tamcuc`` wheel).

Listed in ``_config.yml`` (``sphinx: local_extensions``). On every page that shows a
quiz, a game table or a ``try-it`` cell it adds the engine loader
(``_static/tamcuc-engine/tamcuc-engine.js``) and its stylesheet; no other page loads
anything more. When the HTML build finishes it writes ``_static/tamcuc-engine/``:

* ``tamcuc-engine-data-0.js`` …: classic scripts, about 0.5 MB each, that hold the texts of
  Pyodide's ``pyodide.asm.js`` and ``pyodide.js``, the WebAssembly binary, the lock file, the
  standard library (gzip, base64), a wheel of ``tamcuc`` built from this checkout and the
  bytecode of its modules (base64), in the order the worker wants them (the pinned release,
  see ``scripts/fetch_pyodide.py``: fetched once with npm, checked by SHA-256, cached; the
  bytecode, see :func:`bytecode`: compiled once per checkout by Pyodide's own Python under
  Node.js, cached), see :func:`write_data`; and ``tamcuc-engine-data.js``, a small one that
  says what they are and holds the source of the engine's worker
  (``static/tamcuc-engine-worker.js``). The loader (``static/tamcuc-engine.js``) makes the
  worker from a Blob URL of that source; the worker reads the pieces itself (served) or the
  page hands them on one by one (``file://``, where browsers refuse ``fetch`` and a worker's
  ``importScripts`` but run classic scripts), and answers Pyodide's fetches from them. The
  same site works served and from a folder, Python never runs on the page's main thread,
  and nothing is fetched from anywhere else;
* ``tamcuc-engine-words.js``: the words the loader shows before Python runs ("Loading the
  game engine…"), made by :func:`tamcuc.web.engine_words` in every language the engine
  writes, and the build's own language (the Sphinx config value ``language``: ``"vi"`` for
  the Vietnamese edition). The loader picks the page's language, ``<html lang>``;
* the wheel itself, Pyodide's README and package.json, and a NOTICE.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
STATIC = HERE / "static"
OUT = "tamcuc-engine"
LOADER = "tamcuc-engine.js"
WORKER = "tamcuc-engine-worker.js"
WORDS = "tamcuc-engine-words.js"
STYLE = "tamcuc-engine.css"
TABLE_STYLE = "tamcuc-table.css"  # the live table's stylesheet (tamcuc/static/table.css), linked once by its pages
BYTECODE = HERE / "pyodide_bytecode.js"
BYTECODE_ZIP = "tamcuc-bytecode.zip"
# What makes a page use the engine: a quiz, a game table, a try-it cell, an explorable.
USES_ENGINE = re.compile(r"class=\"[^\"]*\btag_try-it\b|class='tamcuc-table-static'|class=['\"]tamcuc-quiz\b"
                         r"|class='tamcuc-explore-box'")
DATE = (2026, 1, 1, 0, 0, 0)  # fixed timestamps: the same checkout gives the same wheel


def _fetch_module():
    spec = importlib.util.spec_from_file_location("fetch_pyodide", HERE.parent / "scripts" / "fetch_pyodide.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _project(root: Path) -> tuple:
    """Returns (name, version) from pyproject.toml."""
    text = (root / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1]
    name = re.search(r'^name\s*=\s*"([^"]+)"', project, re.M).group(1)
    version = re.search(r'^version\s*=\s*"([^"]+)"', project, re.M).group(1)
    return name, version


def build_wheel(root: Path, into: Path) -> Path:
    """Writes a pure-Python wheel of the ``tamcuc`` package in ``root`` into ``into``; returns its path."""
    name, version = _project(root)
    package = root / "tamcuc"
    files = sorted(
        p for p in package.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and (p.suffix == ".py" or "static" in p.relative_to(package).parts)
    )
    dist = f"{name}-{version}.dist-info"
    meta = {
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode(),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: tamcuc-engine\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{dist}/top_level.txt": b"tamcuc\n",
    }
    entries = [(p.relative_to(root).as_posix(), p.read_bytes()) for p in files] + list(meta.items())
    record = []
    for arcname, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arcname},sha256={digest},{len(data)}")
    record.append(f"{dist}/RECORD,,")
    entries.append((f"{dist}/RECORD", ("\n".join(record) + "\n").encode()))
    into.mkdir(parents=True, exist_ok=True)
    path = into / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for arcname, data in entries:
            info = zipfile.ZipInfo(arcname, DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            whl.writestr(info, data)
    return path


def _packed(data: bytes, compress: bool) -> dict:
    if compress:
        data = gzip.compress(data, compresslevel=9, mtime=0)
    return {"gzip": compress, "size": len(data), "base64": base64.b64encode(data).decode("ascii")}


def _core_data(cache: Path) -> str:
    """Returns the JSON of the packed core files, made once per release and cached beside it."""
    packed = cache / "core-data.json"
    if not packed.is_file():
        files = {n: _packed((cache / n).read_bytes(), True) for n in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")}
        tmp = packed.with_suffix(".tmp")
        tmp.write_text(json.dumps(files), encoding="ascii")
        tmp.replace(packed)
    return packed.read_text(encoding="ascii")


def _say(text: str) -> None:
    print(f"tamcuc engine: {text}", file=sys.stderr, flush=True)


def bytecode(cache: Path, wheel: Path, keep: int = 4):
    """Returns the folder of the engine's bytecode for ``wheel``, made once and cached; ``None`` when
    Node.js cannot make it (the site then works as well, its engine only starts slower).

    Pyodide's standard library holds Python source only: the page's Python would compile each module
    it imports every time it starts. ``pyodide_bytecode.js`` runs the same Pyodide under Node.js (which
    npm, that fetched Pyodide, comes with) and writes ``python_stdlib.zip`` (Pyodide's, with the
    bytecode of the modules the engine imports added) and ``tamcuc-bytecode.zip`` (the bytecode of
    tamcuc's modules the engine imports). It is cached under ``cache/bytecode/`` by the wheel's and
    the script's SHA-256 (the wheel is the same for the same checkout); the ``keep`` newest are kept."""
    key = hashlib.sha256(wheel.read_bytes() + BYTECODE.read_bytes()).hexdigest()[:20]
    root = cache / "bytecode"
    folder = root / key
    names = ("python_stdlib.zip", BYTECODE_ZIP)
    if not all((folder / n).is_file() for n in names):
        node = shutil.which("node") or shutil.which("nodejs")
        if node is None:
            _say("no Node.js to compile the engine's bytecode: the pages' engine will start slower")
            return None
        shutil.rmtree(folder, ignore_errors=True)  # left incomplete
        root.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=root))
        try:
            proc = subprocess.run([node, str(BYTECODE), str(cache), str(wheel), str(staging)],
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600, check=False)
            said = proc.stdout[-1500:].strip() if proc.returncode else ""
        except subprocess.TimeoutExpired:
            said = "no answer after 600 s"
        if said or not all((staging / n).is_file() for n in names):
            shutil.rmtree(staging, ignore_errors=True)
            _say(f"the engine's bytecode could not be compiled (the pages' engine will start slower): {said}")
            return None
        try:
            staging.replace(folder)
        except OSError:  # another build made it meanwhile
            shutil.rmtree(staging, ignore_errors=True)
    folder.touch()  # the newest used
    old = sorted((p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")), key=lambda p: p.stat().st_mtime)
    for stale in old[:-keep]:
        shutil.rmtree(stale, ignore_errors=True)
    return folder


CHUNK = 500_000
"""Characters of data in one ``tamcuc-engine-data-N.js``: each is read in one go (by the worker,
or on ``file://`` by the page, which then only hands it on), so none blocks for long."""


ORDER = ("pyodide.asm.js", "pyodide.js", "pyodide.asm.wasm", "pyodide-lock.json", "python_stdlib.zip")
"""The files read first, in this order (the wheel and its bytecode come last): the worker starts
Pyodide once the first two are in, while the others still arrive, and Pyodide wants the WebAssembly
first."""


def write_data(target: Path, cache: Path, wheel: Path, notice: str, compiled=None) -> int:
    """Writes the engine's data into ``target``: ``tamcuc-engine-data.js`` (what there is, and the
    worker's source) and the chunks ``tamcuc-engine-data-0.js`` …; returns the number of chunks.

    Each chunk is a classic script, ``self.tamcucEngineChunk = {"n", "name", "data"}``: a piece of
    one file's base64 (the WebAssembly, the standard library, the lock file: gzip; the wheel) or
    text (``pyodide.asm.js``, ``pyodide.js``). A page opened from ``file://`` may not fetch, nor may
    its worker import a script; served, the worker fetches the chunks itself (and reads the object
    as JSON). ``compiled`` is the
    folder :func:`bytecode` returned, or ``None``: its standard library (with bytecode) stands in for
    Pyodide's, and its ``tamcuc-bytecode.zip`` is added."""
    files = json.loads(_core_data(cache))
    if compiled is not None:
        files["python_stdlib.zip"] = _packed((compiled / "python_stdlib.zip").read_bytes(), True)
    files[wheel.name] = _packed(wheel.read_bytes(), False)
    if compiled is not None:
        files[BYTECODE_ZIP] = _packed((compiled / BYTECODE_ZIP).read_bytes(), False)
    for name in ("pyodide.asm.js", "pyodide.js"):
        text = (cache / name).read_text(encoding="utf-8")
        files[name] = {"text": True, "gzip": False, "size": len(text), "base64": text}
    files = {name: files[name] for name in sorted(files, key=lambda n: ORDER.index(n) if n in ORDER else len(ORDER))}
    chunks, manifest = [], {}
    for name, entry in files.items():
        body = entry.pop("base64")
        entry["chunks"] = []
        for at in range(0, len(body), CHUNK):
            entry["chunks"].append(len(chunks))
            chunks.append({"n": len(chunks), "name": name, "data": body[at:at + CHUNK]})
        entry["length"] = len(body)
        manifest[name] = entry
    for old in target.glob("tamcuc-engine-data*.js"):
        old.unlink()
    for chunk in chunks:
        (target / f"tamcuc-engine-data-{chunk['n']}.js").write_text(
            f"// Generated by sphinxext/tamcuc_engine.py: {notice} and the tamcuc wheel, piece {chunk['n']}.\n"
            f"self.tamcucEngineChunk = {json.dumps(chunk, ensure_ascii=True)};\n", encoding="ascii")
    data = {"pyodide": notice, "wheel": wheel.name, "chunks": len(chunks), "files": manifest,
            "bytecode": BYTECODE_ZIP if BYTECODE_ZIP in manifest else "",
            "worker": (STATIC / WORKER).read_text(encoding="utf-8")}
    (target / "tamcuc-engine-data.js").write_text(
        "// Generated by sphinxext/tamcuc_engine.py: what the engine's data is, and its worker's source.\n"
        f"self.tamcucEngineData = {json.dumps(data, ensure_ascii=True)};\n", encoding="ascii")
    return len(chunks)


def words_script(language: str = "en") -> str:
    """Returns ``tamcuc-engine-words.js``: the loader's words in every language, and the build's language."""
    from tamcuc.web import all_engine_words

    words = all_engine_words()
    build = str(language or "en").split("_")[0].split("-")[0].lower()
    if build not in words:
        build = "en"
    data = json.dumps({"lang": build, "words": words}, ensure_ascii=True, sort_keys=True)
    return (
        "// Generated by sphinxext/tamcuc_engine.py from tamcuc.web.engine_words: what the engine loader\n"
        "// says before Python runs, in each language; the loader picks the page's <html lang>.\n"
        f"window.tamcucEngineWords = {data};\n"
    )


def write_assets(outdir: Path, root: Path, language: str = "en") -> Path:
    """Writes the engine's files into ``outdir/_static/tamcuc-engine``; returns that folder.

    ``language`` is the build's language (the loader's words fall back to it)."""
    fetch = _fetch_module()
    cache = fetch.core_files()
    target = outdir / "_static" / OUT
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for name in ("README.md", "package.json"):
        shutil.copyfile(cache / name, target / f"pyodide-{name}")
    for name in (WORKER, STYLE):
        shutil.copyfile(STATIC / name, target / name)
    # The loader, with the game table's keys (one home for the site's table and the notebook's).
    keys = (root / "tamcuc" / "static" / "table_keys.js").read_text(encoding="utf-8")
    loader = (STATIC / LOADER).read_text(encoding="utf-8")
    if "/*TABLE_KEYS*/" not in loader:
        raise RuntimeError(f"{LOADER} has no /*TABLE_KEYS*/ place for tamcuc/static/table_keys.js")
    (target / LOADER).write_text(loader.replace("/*TABLE_KEYS*/", keys.replace("\n", "\n  ")), encoding="utf-8")
    shutil.copyfile(root / "tamcuc" / "static" / "table.css", target / TABLE_STYLE)
    (target / WORDS).write_text(words_script(language), encoding="ascii")
    wheel = build_wheel(root, target)
    compiled = bytecode(cache, wheel)
    write_data(target, cache, wheel, f"Pyodide {fetch.VERSION} ({fetch.LICENSE})", compiled)
    added = ("" if compiled is None else
             "The build added to python_stdlib.zip, beside the source of each module the engine imports,\n"
             "its bytecode (a .pyc file, compiled by Pyodide's own Python); no file in it is changed.\n"
             "tamcuc-bytecode.zip holds the bytecode of the tamcuc modules the engine imports.\n")
    (target / "NOTICE.txt").write_text(
        f"The game engine in these pages runs on Pyodide {fetch.VERSION} (https://pyodide.org),\n"
        f"licensed under the Mozilla Public License 2.0 ({fetch.LICENSE}); its files pyodide.js,\n"
        "pyodide.asm.js, pyodide.asm.wasm, python_stdlib.zip and pyodide-lock.json come from the\n"
        "npm package pyodide@" + fetch.VERSION + " (SHA-256 " + fetch.SHA256 + ").\n"
        + added +
        "All five are stored in the classic scripts tamcuc-engine-data-N.js: the first two as\n"
        "text, the last three gzip-compressed and base64-encoded.\n"
        "The source of Pyodide is at https://github.com/pyodide/pyodide.\n",
        encoding="utf-8",
    )
    return target


def _engine_folder(app) -> str:
    """Returns where the pages find the engine's files, relative to this build's ``_static``."""
    return app.config.tamcuc_engine_shared or OUT


def _page_context(app, pagename, templatename, context, doctree):
    if USES_ENGINE.search(context.get("body", "") or ""):
        folder = _engine_folder(app)
        app.add_css_file(f"{folder}/{STYLE}")
        if "class='tamcuc-table-static'" in context["body"]:
            # The live table's HTML (tamcuc.web) comes without its stylesheet: were it in each redraw,
            # the browser would restyle and lay out the whole page every time (0.1-0.2 s on a lesson).
            app.add_css_file(f"{folder}/{TABLE_STYLE}")
        app.add_js_file(f"{folder}/{WORDS}", defer="defer")  # deferred scripts run in order: the words first
        app.add_js_file(f"{folder}/{LOADER}", defer="defer")


def _build_finished(app, exception):
    if app.config.tamcuc_engine_shared:
        return  # the pages use the engine another build of the same site wrote (see setup)
    if exception is None and app.builder.format == "html":
        # The checkout this extension lives in (both editions build from it: the English
        # book at its root, the Vietnamese one in book/vi/).
        write_assets(Path(app.outdir), HERE.parent, getattr(app.config, "language", None) or "en")


def setup(app):
    # The Vietnamese edition is built into the vi/ folder of the English site: its pages load
    # the one copy of the engine the English build writes ("../../_static/tamcuc-engine", from
    # vi/_static/), so the site holds Pyodide once, not once per language. Its words file holds
    # the loader's words in every language; the loader picks the page's <html lang>.
    app.add_config_value("tamcuc_engine_shared", "", "html", types=[str])
    app.connect("html-page-context", _page_context)
    app.connect("build-finished", _build_finished)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}

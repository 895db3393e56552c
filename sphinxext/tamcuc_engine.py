"""Sphinx extension: the game engine in the page (Pyodide + the ``tamcuc`` wheel).

Listed in ``_config.yml`` (``sphinx: local_extensions``). On every page that shows a
quiz, a game table or a ``try-it`` cell it adds the engine loader
(``_static/tamcuc-engine/tamcuc-engine.js``) and its stylesheet; no other page loads
anything more. When the HTML build finishes it writes ``_static/tamcuc-engine/``:

* ``pyodide.js`` and ``pyodide.asm.js`` of the pinned Pyodide release (see
  ``scripts/fetch_pyodide.py``: fetched once with npm, checked by SHA-256, cached);
* ``tamcuc-engine-data.js``: a classic script that defines the WebAssembly binary, the
  standard library, the lock file (gzip, base64) and a wheel of ``tamcuc`` built from
  this checkout. Browsers refuse ``fetch`` on ``file://`` but run classic scripts, so
  the loader answers Pyodide's fetches from this data: the same site works served and
  from a folder, and nothing is fetched from anywhere else;
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
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
STATIC = HERE / "static"
OUT = "tamcuc-engine"
LOADER = "tamcuc-engine.js"
WORDS = "tamcuc-engine-words.js"
STYLE = "tamcuc-engine.css"
# What makes a page use the engine: a quiz, a game table, a try-it cell.
USES_ENGINE = re.compile(r"class=\"[^\"]*\btag_try-it\b|class='tamcuc-table-static'|class=['\"]tamcuc-quiz\b")
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
    for name in ("pyodide.js", "pyodide.asm.js", "README.md", "package.json"):
        shutil.copyfile(cache / name, target / (name if name.startswith("pyodide") else f"pyodide-{name}"))
    for name in (LOADER, STYLE):
        shutil.copyfile(STATIC / name, target / name)
    (target / WORDS).write_text(words_script(language), encoding="ascii")
    wheel = build_wheel(root, target)
    wheel_entry = json.dumps({wheel.name: _packed(wheel.read_bytes(), False)})
    (target / "tamcuc-engine-data.js").write_text(
        "// Generated by sphinxext/tamcuc_engine.py: Pyodide "
        f"{fetch.VERSION} ({fetch.LICENSE}) and the tamcuc wheel, packed for a classic <script>.\n"
        f"window.tamcucEngineData = {{\"pyodide\": \"{fetch.VERSION}\", \"wheel\": \"{wheel.name}\", "
        f"\"files\": Object.assign({_core_data(cache)}, {wheel_entry})}};\n",
        encoding="ascii",
    )
    (target / "NOTICE.txt").write_text(
        f"The game engine in these pages runs on Pyodide {fetch.VERSION} (https://pyodide.org),\n"
        f"licensed under the Mozilla Public License 2.0 ({fetch.LICENSE}); its unmodified files\n"
        "pyodide.js, pyodide.asm.js, pyodide.asm.wasm, python_stdlib.zip and pyodide-lock.json\n"
        "come from the npm package pyodide@" + fetch.VERSION + " (SHA-256 " + fetch.SHA256 + ").\n"
        "The last three are stored gzip-compressed and base64-encoded in tamcuc-engine-data.js.\n"
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

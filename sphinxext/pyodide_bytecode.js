/* The engine's bytecode, made once by the book's build (sphinxext/tamcuc_engine.py) with Node.js:
 *
 *   node sphinxext/pyodide_bytecode.js PYODIDE_FOLDER WHEEL OUT_FOLDER
 *
 * Pyodide's standard library (python_stdlib.zip) holds Python source only, so the page's Python
 * compiles every module it imports each time it starts: more than half of its start. This runs
 * the same Pyodide release under Node.js, installs the wheel of `tamcuc`, imports every module of
 * `tamcuc`, and writes into OUT_FOLDER:
 *
 *   python_stdlib.zip      Pyodide's, every entry unchanged, with the bytecode (.pyc, "unchecked
 *                          hash", PEP 552) of each module of it that Python imported by then added
 *                          beside its source (a zip import takes a module's .pyc before its .py);
 *   tamcuc-bytecode.zip    tamcuc/**\/__pycache__/*.cpython-312.pyc ("checked hash": Python
 *                          checks each against its source, and compiles the source if they differ),
 *                          unpacked by the worker into site-packages over the wheel.
 *
 * The bytecode is made by Pyodide's own CPython, so it is the bytecode the page's Python would
 * make. Nothing is fetched: Pyodide reads its files from PYODIDE_FOLDER.
 */
"use strict";
const fs = require("fs");
const path = require("path");

const [folder, wheel, out] = process.argv.slice(2);
if (!folder || !wheel || !out) {
  console.error("usage: node pyodide_bytecode.js PYODIDE_FOLDER WHEEL OUT_FOLDER");
  process.exit(2);
}

const PYTHON = `
import ast, importlib, importlib.util, py_compile, sys, zipfile
import tamcuc, tamcuc.i18n, tamcuc.web

# What the page's engine imports: tamcuc.web, every module of tamcuc it imports in a function
# (when first asked, so that Python starts sooner), and the catalogue of each language.
with open(tamcuc.web.__file__, encoding="utf-8") as f:
    tree = ast.parse(f.read())
wanted = ["tamcuc.locale." + lang for lang in tamcuc.i18n.LANGUAGES]
for node in ast.walk(tree):
    if isinstance(node, ast.ImportFrom) and node.level:
        base = importlib.util.resolve_name("." * node.level + (node.module or ""), "tamcuc")
        wanted += [base] + [base + "." + alias.name for alias in node.names]
for name in wanted:
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # a name in a module, not a module (or English, which has no catalogue)

stdlib = next(p for p in sys.path if p.endswith(".zip"))
loaded = {m.__file__ for m in list(sys.modules.values()) if getattr(m, "__file__", None)}
made = 0

def compiled(source, shown, mode):
    """The bytecode of the file source, which tracebacks call shown."""
    py_compile.compile(source, cfile="/tmp/made.pyc", dfile=shown, doraise=True, invalidation_mode=mode)
    with open("/tmp/made.pyc", "rb") as f:
        return f.read()

def add(dst, name, data, date_time, attr):
    entry = zipfile.ZipInfo(name, date_time)
    entry.compress_type = zipfile.ZIP_DEFLATED
    entry.external_attr = attr
    dst.writestr(entry, data)

with zipfile.ZipFile(stdlib) as src, zipfile.ZipFile("/tmp/python_stdlib.zip", "w", zipfile.ZIP_DEFLATED) as dst:
    names = set(src.namelist())
    for info in src.infolist():
        data = src.read(info)
        dst.writestr(info, data)
        shown = stdlib + "/" + info.filename
        if info.filename.endswith(".py") and shown in loaded and info.filename + "c" not in names:
            with open("/tmp/source.py", "wb") as f:
                f.write(data)
            pyc = compiled("/tmp/source.py", shown, py_compile.PycInvalidationMode.UNCHECKED_HASH)
            add(dst, info.filename + "c", pyc, info.date_time, info.external_attr)
            made += 1

package = tamcuc.__path__[0]
root = package.rsplit("/", 1)[0]
with zipfile.ZipFile("/tmp/tamcuc-bytecode.zip", "w", zipfile.ZIP_DEFLATED) as dst:
    for source in sorted(f for f in loaded if f.startswith(package + "/")):
        pyc = compiled(source, source, py_compile.PycInvalidationMode.CHECKED_HASH)
        add(dst, importlib.util.cache_from_source(source)[len(root) + 1:], pyc, (2026, 1, 1, 0, 0, 0), 0o644 << 16)
        made += 1
made
`;

(async () => {
  const { loadPyodide } = require(path.resolve(folder, "pyodide.js"));
  const quiet = () => {};
  const py = await loadPyodide({ indexURL: path.resolve(folder) + "/", packages: [], stdout: quiet, stderr: quiet });
  const site = py.runPython("import site; site.getsitepackages()[0]");
  py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: site });
  const made = py.runPython(PYTHON);
  fs.mkdirSync(out, { recursive: true });
  for (const name of ["python_stdlib.zip", "tamcuc-bytecode.zip"]) {
    fs.writeFileSync(path.join(out, name), py.FS.readFile("/tmp/" + name));
  }
  console.log(made + " modules compiled");
})().catch((err) => {
  console.error(String(err && err.stack || err));
  process.exit(1);
});

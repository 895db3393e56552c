/* The game engine in the page: the book's own Python package `tamcuc`, run by Pyodide.
 *
 * Added by sphinxext/tamcuc_engine.py to the pages that show a quiz, a game table or a
 * try-it cell. It holds no rule of the game: it loads Python, carries the reader's clicks
 * to functions of tamcuc.web, and puts the HTML they return into the page.
 *
 *   window.tamcuc.available     false when this browser cannot run the engine
 *   window.tamcuc.call(fn, ...) Promise of the string tamcuc.web.<fn>(...) returns; the
 *                               first call loads the engine (once per page)
 *   document event "tamcuc:ready" when the engine is ready
 *
 * Everything comes from this folder: pyodide.asm.js and pyodide.js as classic scripts,
 * and the WebAssembly, standard library, lock file and tamcuc wheel from
 * tamcuc-engine-data.js, a classic script too. Browsers refuse fetch() on file:// but
 * run classic scripts, so this works from a USB stick as well as from a web server.
 * Until the engine is ready, and for good if it cannot start, the page keeps its
 * static face.
 *
 * Words: the page's language is <html lang> (document.documentElement.lang). What the
 * loader says before Python runs comes from tamcuc-engine-words.js, written by the Sphinx
 * extension from tamcuc.web.engine_words in every language; every other word is in the
 * HTML Python returns. Python is told the page's language when it starts, and each table
 * call carries it.
 */
(function () {
  "use strict";
  if (window.tamcuc) return; // once per page
  var here = document.currentScript ? document.currentScript.src : "";
  var base = new URL(".", here || location.href).href;
  var STEPS = ["loading Pyodide", "loading Python's files", "starting Python", "installing tamcuc", "ready"]; // timing keys
  var LANG = (document.documentElement.lang || "").toLowerCase().split("-")[0];
  var data = window.tamcucEngineWords || { lang: "en", words: {} };
  var WORDS = data.words[LANG] || data.words[data.lang] || data.words.en || {};
  function word(key, fields) {
    var text = WORDS[key] === undefined ? "" : String(WORDS[key]);
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return fields && fields[name] !== undefined ? String(fields[name]) : whole;
    });
  }
  var loading = null;
  var web = null;

  var api = {
    available: typeof WebAssembly === "object" && typeof WebAssembly.instantiate === "function" &&
      typeof DecompressionStream === "function" && typeof Promise === "function",
    ready: false,
    lang: LANG || data.lang || "en", // the page's language, given to Python
    stepDelay: 350, // ms between two computer moves at the table, so the reader sees each
    timings: {}, // performance.now() when loading started, the engine was ready, a table was first shown
    load: load,
    call: call
  };
  window.tamcuc = api;

  /* -- a small status line: the loading step, in the page's words, and a progress bar ----- */
  var status = null;
  var inline = false; // the page shows loading in its own line (the table): no floating box
  function showStatus(step, failed) {
    if (!failed) api.timings[STEPS[step]] = performance.now();
    var state = failed ? "failed" : step >= STEPS.length - 1 ? "ready" : "loading";
    var steps = WORDS.steps || STEPS;
    var words = failed ? word("failed")
      : state === "ready" ? word("ready")
      : word("loading", { n: step + 1, total: STEPS.length - 1, step: steps[step] });
    document.querySelectorAll(".tamcuc-engine-progress").forEach(function (el) {
      el.textContent = words;
    });
    if (inline) return;
    if (!status) {
      status = document.createElement("div");
      status.className = "tamcuc-engine-status";
      status.setAttribute("role", "status");
      status.setAttribute("aria-live", "polite");
      status.innerHTML = "<span class='tamcuc-engine-text'></span> <progress max='" + (STEPS.length - 1) + "' value='0'></progress>";
      document.body.appendChild(status);
    }
    var bar = status.querySelector("progress");
    status.querySelector(".tamcuc-engine-text").textContent = words;
    status.hidden = false;
    status.removeAttribute("data-fading");
    status.setAttribute("data-state", state);
    bar.hidden = failed;
    if (!failed) bar.value = step;
    if (state !== "loading") {
      // The last word fades out after about 3 s, so the box covers the page only briefly.
      setTimeout(function () { status.setAttribute("data-fading", "1"); }, failed ? 7500 : 2500);
      setTimeout(function () { status.hidden = true; status.removeAttribute("data-fading"); }, failed ? 8000 : 3000);
    }
  }

  /* -- loading ---------------------------------------------------------------------------- */
  function script(name) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement("script");
      s.src = base + name;
      s.onload = resolve;
      s.onerror = function () { reject(new Error("could not load " + name)); };
      document.head.appendChild(s);
    });
  }

  function bytes(entry) {
    var raw = atob(entry.base64);
    var out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }

  function response(name, entry) {
    var body = new Blob([bytes(entry)]).stream();
    if (entry.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
    var type = /\.wasm$/.test(name) ? "application/wasm" : /\.json$/.test(name) ? "application/json" : "application/octet-stream";
    return new Response(body, { status: 200, headers: { "Content-Type": type } });
  }

  function engineFetch(realFetch, files) {
    return function (input, init) {
      var url = typeof input === "string" ? input : input instanceof URL ? input.href : input && input.url;
      var abs = url ? new URL(url, location.href).href : "";
      if (abs.indexOf(base) === 0) {
        var name = abs.slice(base.length).split(/[?#]/)[0];
        if (Object.prototype.hasOwnProperty.call(files, name)) return Promise.resolve(response(name, files[name]));
      }
      return realFetch.apply(this, arguments);
    };
  }

  function load() {
    if (loading) return loading;
    if (!api.available) {
      loading = Promise.reject(new Error("this browser cannot run WebAssembly"));
      loading.catch(function () {});
      return loading;
    }
    showStatus(0);
    api.timings.start = performance.now();
    var realFetch = window.fetch;
    loading = script("pyodide.asm.js")
      .then(function () { return script("pyodide.js"); })
      .then(function () { showStatus(1); return script("tamcuc-engine-data.js"); })
      .then(function () {
        showStatus(2);
        var data = window.tamcucEngineData;
        window.fetch = engineFetch(realFetch, data.files);
        var quiet = function () {};
        return window.loadPyodide({ indexURL: base, stdout: quiet, stderr: quiet, packages: [] })
          .then(function (pyodide) {
            showStatus(3);
            var wheel = bytes(data.files[data.wheel]);
            var site = pyodide.runPython("import site; site.getsitepackages()[0]");
            pyodide.unpackArchive(wheel.buffer, "wheel", { extractDir: site });
            web = pyodide.pyimport("tamcuc.web");
            web.set_page_language(api.lang); // what Python writes reads in the page's language
            return pyodide;
          });
      })
      .then(function () {
        window.fetch = realFetch;
        api.ready = true;
        api.timings.ready = performance.now();
        showStatus(STEPS.length - 1);
        document.dispatchEvent(new CustomEvent("tamcuc:ready"));
      }, function (err) {
        window.fetch = realFetch;
        api.available = false;
        showStatus(0, true);
        document.dispatchEvent(new CustomEvent("tamcuc:failed", { detail: String(err && err.message || err) }));
        throw err;
      });
    loading.catch(function () {}); // callers see the failure; nothing is left unhandled
    return loading;
  }

  function call(fn) {
    var args = Array.prototype.slice.call(arguments, 1);
    return load().then(function () {
      var f = web[fn];
      if (!f) throw new Error("tamcuc.web has no function " + fn);
      try {
        return String(f.apply(null, args));
      } finally {
        if (f.destroy) f.destroy();
      }
    });
  }

  /* -- the game table: data-tc-act / data-tc-arg carried to tamcuc.web.table_event -------- */
  var tableCount = 0;
  function liveTable(stat) {
    var key = "table-" + (++tableCount);
    var box = document.createElement("div");
    box.className = "tamcuc-live-box";
    box.id = "tamcuc-" + key;
    var note = document.createElement("p");
    note.className = "tamcuc-engine-progress";
    note.textContent = word("loading_short");
    stat.parentNode.insertBefore(note, stat);
    var busy = false;

    function put(html) {
      var focused = document.activeElement;
      var act = focused && box.contains(focused) ? focused.getAttribute("data-tc-act") : null;
      var arg = act ? focused.getAttribute("data-tc-arg") : null;
      box.innerHTML = html;
      if (act) {
        var again = box.querySelector("[data-tc-act='" + act + "'][data-tc-arg='" + arg + "']");
        if (again && !again.disabled) again.focus();
      }
      var live = box.querySelector(".tamcuc-live");
      if (live && live.getAttribute("data-tc-pending") === "1") {
        box.setAttribute("aria-busy", "true");
        setTimeout(function () { send("step", ""); }, api.stepDelay);
      } else {
        box.removeAttribute("aria-busy");
      }
    }

    function send(act, arg) {
      busy = true;
      return call("table_event", key, act, arg, api.lang).then(function (html) {
        busy = false;
        put(html);
      }, function () {
        busy = false;
      });
    }

    box.addEventListener("click", function (ev) {
      var el = ev.target.closest("[data-tc-act]");
      if (!el || el.tagName === "SELECT" || el.tagName === "INPUT" || el.disabled || busy) return;
      if (box.getAttribute("aria-busy") === "true" && el.getAttribute("data-tc-arg") !== "new deal") return;
      var act = el.getAttribute("data-tc-act"), arg = el.getAttribute("data-tc-arg");
      if (act === "click" && arg === "hint") {
        var msg = box.querySelector(".tc-status");
        if (msg) msg.textContent = word("thinking");
        setTimeout(function () { send(act, arg); }, 30); // let the page paint first
      } else {
        send(act, arg);
      }
    });
    box.addEventListener("change", function (ev) {
      var el = ev.target;
      if ((el.tagName === "SELECT" || el.tagName === "INPUT") && el.hasAttribute("data-tc-act")) {
        send(el.getAttribute("data-tc-act"), el.getAttribute("data-tc-arg") + "=" + el.value);
      }
    });

    call("table_start", key, Number(stat.getAttribute("data-players")), stat.getAttribute("data-preset"),
         Number(stat.getAttribute("data-seed")), stat.getAttribute("data-strength") || "medium", api.lang)
      .then(function (html) {
        put(html);
        stat.parentNode.insertBefore(box, stat);
        if (!api.timings.table) api.timings.table = performance.now();
        stat.hidden = true;
        note.remove();
      }, function () {
        note.remove(); // the static face stays
      });
  }

  /* -- try-it cells: an editable line and a Run button ------------------------------------ */
  function pageCode() {
    var cells = document.querySelectorAll(".cell .cell_input pre");
    return Array.prototype.map.call(cells, function (pre) { return pre.textContent; }).join("\n\x1e\n");
  }

  function tryIt(cell) {
    var input = cell.querySelector(".cell_input");
    var pre = input && input.querySelector("pre");
    if (!pre) return;
    var code = pre.textContent.replace(/\n+$/, "");
    var output = cell.querySelector(".cell_output");
    if (!output) {
      output = document.createElement("div");
      output.className = "cell_output docutils container";
      cell.appendChild(output);
    }
    var form = document.createElement("form");
    form.className = "tamcuc-try";
    var id = "tamcuc-try-" + Math.random().toString(36).slice(2, 9);
    form.innerHTML = "<label for='" + id + "'></label>" +
      "<div class='tamcuc-try-row'><textarea rows='1' spellcheck='false' autocomplete='off' autocapitalize='off'></textarea>" +
      "<button type='submit'></button></div>";
    form.querySelector("label").textContent = word("try_label");
    form.querySelector("button").textContent = word("run");
    var field = form.querySelector("textarea"); // wraps on a phone; Enter runs, as in a one-line box
    field.id = id;
    field.value = code;
    field.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter" && !ev.shiftKey) { ev.preventDefault(); form.requestSubmit ? form.requestSubmit() : form.querySelector("button").click(); }
    });
    var button = form.querySelector("button");
    field.addEventListener("focus", function () { load().catch(function () {}); }, { once: true });
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      button.disabled = true;
      output.setAttribute("aria-busy", "true");
      call("run_cell", field.value, pageCode(), api.lang).then(function (html) {
        output.innerHTML = html;
        output.removeAttribute("aria-busy");
        button.disabled = false;
      }, function (err) {
        output.removeAttribute("aria-busy");
        if (!api.ready) {
          form.replaceWith(original); // the engine cannot run here: back to the static face
        } else {
          output.textContent = String(err && err.message || err);
          button.disabled = false;
        }
      });
    });
    var original = input;
    input.replaceWith(form);
    cell.classList.add("tamcuc-try-live");
    function grow() { field.style.height = "auto"; field.style.height = field.scrollHeight + 2 + "px"; }
    field.addEventListener("input", grow);
    window.addEventListener("resize", grow);
    grow();
  }

  function start() {
    if (!api.available) return; // the static face is all there is
    var tables = document.querySelectorAll(".tamcuc-table-static[data-tamcuc-table]");
    document.querySelectorAll(".cell.tag_try-it").forEach(tryIt);
    if (tables.length) {
      inline = true; // each table shows the loading steps in its own line
      tables.forEach(liveTable); // the table page loads the engine at once
    } else {
      // Quiz pages load it on first need; a first "New question" is a good time to start.
      document.addEventListener("click", function warm(ev) {
        if (ev.target.closest && ev.target.closest(".tamcuc-next")) {
          document.removeEventListener("click", warm);
          load().catch(function () {});
        }
      });
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

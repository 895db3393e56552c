/* The game engine in the page: the book's own Python package `tamcuc`, run by Pyodide in a Web Worker.
 *
 * Added by sphinxext/tamcuc_engine.py to the pages that show a quiz, a game table, an explorable or a
 * try-it cell. It holds no rule of the game: it starts the engine's worker, carries the
 * reader's clicks to functions of tamcuc.web as messages, and puts the HTML they return
 * into the page. Python never runs on the page's main thread, so the page answers every
 * click while the engine loads and thinks.
 *
 *   window.tamcuc.available     false once this browser cannot run the engine (or it failed)
 *   window.tamcuc.state         "loading", "ready" or "failed"
 *   window.tamcuc.call(fn, ...) Promise of what tamcuc.web.<fn>(...) returns (HTML or data);
 *                               queued until the engine is ready
 *   window.tamcuc.run(code, context, lang)  a try-it cell's run, with a time limit
 *   window.tamcuc.stop()        stops what the engine is doing and restarts it
 *   document events "tamcuc:loading", "tamcuc:ready", "tamcuc:failed" (detail: why),
 *   "tamcuc:restarted"
 *
 * How it starts (served or from file://, offline): once the page has painted, it adds
 * tamcuc-engine-data.js (a small classic script: what the engine's data is, and the worker's
 * source), makes a worker from a Blob URL of that source and tells it where the data is. The
 * worker reads the pieces, tamcuc-engine-data-N.js (the WebAssembly, standard library, lock
 * file and wheel as base64, the texts of pyodide.asm.js and pyodide.js); from file://, where it
 * may not, the page reads them one at a time and hands each on. The worker decodes them, runs
 * Pyodide and says how far it got (see tamcuc-engine-worker.js). Every stage has a time limit;
 * if one passes, or the browser cannot run WebAssembly or workers, every page says so in the
 * reader's words and keeps its static face.
 *
 * Words: the page's language is <html lang>. What the loader says comes from
 * tamcuc-engine-words.js, written by the Sphinx extension from tamcuc.web.engine_words (so
 * from the book's i18n catalogue) in every language; every other word is in the HTML Python
 * returns. Python is told the page's language when it starts, and each call carries it.
 *
 * Tests and the benchmark may set window.tamcucEngineConfig = {timeouts: {...}, runLimit: ms,
 * start: "on-use"} before this script runs.
 */
(function () {
  "use strict";
  if (window.tamcuc) return; // once per page
  /*TABLE_KEYS*/
  var here = document.currentScript ? document.currentScript.src : "";
  var base = new URL(".", here || location.href).href;
  var STEPS = ["loading the engine's data", "loading Pyodide", "starting Python", "installing tamcuc", "ready"]; // timing keys
  var LANG = (document.documentElement.lang || "").toLowerCase().split("-")[0];
  var data = window.tamcucEngineWords || { lang: "en", words: {} };
  var WORDS = data.words[LANG] || data.words[data.lang] || data.words.en || {};
  function word(key, fields) {
    var text = WORDS[key] === undefined ? "" : String(WORDS[key]);
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return fields && fields[name] !== undefined ? String(fields[name]) : whole;
    });
  }
  var config = window.tamcucEngineConfig || {};
  // The time each stage may take (ms), on a slow school laptop; each is generous, none is endless.
  var TIMEOUT = Object.assign({
    data: 60000, // the engine's data (about 9 MB in pieces of 0.5 MB) read
    python: 90000, // Pyodide started
    install: 60000, // the wheel installed and tamcuc imported
    call: 60000 // one call of tamcuc.web (a hard computer move takes about a second)
  }, config.timeouts || {});
  var RUN_LIMIT = config.runLimit || 10000; // a try-it cell's run

  var features = typeof WebAssembly === "object" && typeof WebAssembly.instantiate === "function" &&
    typeof Worker === "function" && typeof Blob === "function" && typeof URL.createObjectURL === "function" &&
    typeof DecompressionStream === "function" && typeof Promise === "function";

  var api = {
    available: features,
    ready: false,
    state: "idle",
    error: "",
    lang: LANG || data.lang || "en", // the page's language, given to Python
    stepDelay: 350, // ms between two computer moves at the table, so the reader sees each
    timings: {}, // performance.now() when loading started, each step, the engine ready, a table first shown
    load: load,
    call: call,
    run: run,
    stop: stop,
    word: word
  };
  window.tamcuc = api;

  /* -- the status: the loading step, in the page's words, and a progress bar ---------------- */
  var status = null;
  var inline = false; // the page shows loading in its own line (the table): no floating box
  function showStatus(step, failed, part) {
    var state = failed ? "failed" : step >= STEPS.length - 1 ? "ready" : "loading";
    var steps = WORDS.steps || STEPS;
    // A page whose only live part is a quiz says what the engine brings it: new questions, not a game.
    var quizOnly = !!document.querySelector(".tamcuc-quiz") &&
      !document.querySelector(".tamcuc-table-static, .tamcuc-explore-box, .cell.tag_try-it");
    var words = failed ? word("failed")
      : state === "ready" ? word(quizOnly ? "ready_questions" : "ready")
      : word(quizOnly ? "loading_questions" : "loading", { n: step + 1, total: STEPS.length - 1, step: steps[step] });
    document.querySelectorAll(".tamcuc-engine-progress").forEach(function (el) {
      el.textContent = words;
      el.setAttribute("data-state", state);
    });
    if (inline && !failed) return;
    if (!status) {
      status = document.createElement("div");
      status.className = "tamcuc-engine-status";
      status.setAttribute("role", "status");
      status.setAttribute("aria-live", "polite");
      status.innerHTML = "<span class='tamcuc-engine-text'></span> <progress max='" + (STEPS.length - 1) + "' value='0'></progress>";
      // In the page's flow, just before its first live part, where it covers nothing (a wide screen floats it in
      // the corner of the contents column beside the text: tamcuc-engine.css).
      var first = document.querySelector(".tamcuc-table-static, .tamcuc-explore-box, .tamcuc-quiz, .cell.tag_try-it");
      var main = document.querySelector("article.bd-article");
      if (first) first.parentNode.insertBefore(status, first);
      else if (main) main.insertBefore(status, main.firstChild);
      else document.body.appendChild(status);
    }
    var bar = status.querySelector("progress");
    status.querySelector(".tamcuc-engine-text").textContent = words;
    status.hidden = false;
    status.removeAttribute("data-fading");
    status.setAttribute("data-state", state);
    bar.hidden = failed;
    if (!failed) bar.value = step + (part || 0);
    if (state === "ready") {
      // The ready word goes after about 3 s, so the box covers the page only briefly; a failure stays.
      setTimeout(function () { if (api.state === "ready") status.setAttribute("data-fading", "1"); }, 2500);
      setTimeout(function () { if (api.state === "ready") { status.hidden = true; status.removeAttribute("data-fading"); } }, 3000);
    }
  }

  function step(n) {
    api.timings[STEPS[n]] = performance.now();
    showStatus(n);
  }

  /* -- the worker ---------------------------------------------------------------------------- */
  var worker = null;
  var stageTimer = null;
  var readyWaiters = []; // {resolve, reject} of calls made before the engine is ready
  var pending = {}; // id -> {resolve, reject, timer}
  var nextId = 1;
  var loading = null;

  function stage(ms, what) {
    clearTimeout(stageTimer);
    stageTimer = setTimeout(function () {
      fail(new Error(what + ": no answer after " + Math.round(ms / 1000) + " s"));
    }, ms);
  }

  function script(name, ms) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement("script");
      var broken = null;
      // A damaged file (cut short) is reported once, by fail(), not also as an uncaught error.
      function damaged(ev) {
        if (ev.filename !== s.src) return;
        ev.preventDefault();
        broken = new Error(name + " is damaged (" + ev.message + ")");
      }
      function done() { clearTimeout(timer); window.removeEventListener("error", damaged); }
      var timer = setTimeout(function () { done(); reject(new Error("could not load " + name + " in " + Math.round(ms / 1000) + " s")); }, ms);
      window.addEventListener("error", damaged);
      s.src = base + name;
      s.onload = function () { done(); if (broken) reject(broken); else resolve(); };
      s.onerror = function () { done(); reject(new Error("could not load " + name)); };
      document.head.appendChild(s);
    });
  }

  function engineData() {
    var d = window.tamcucEngineData;
    if (!d || !d.files || !d.worker || !d.chunks || !d.wheel) throw new Error("tamcuc-engine-data.js is incomplete");
    return d;
  }

  /* file://: the worker may not read the pieces of data itself; the page reads each (a classic
     script) and hands it on at once, so no piece is held, or decoded, here. */
  function handOn(d, mine) {
    var n = 0;
    function nextPiece() {
      if (worker !== mine || n >= d.chunks) return;
      var name = "tamcuc-engine-data-" + n + ".js";
      window.tamcucEngineChunk = null;
      script(name, TIMEOUT.data).then(function () {
        var chunk = window.tamcucEngineChunk;
        window.tamcucEngineChunk = null;
        if (!chunk || chunk.n !== n) throw new Error(name + " is damaged");
        if (worker !== mine) return;
        mine.postMessage({ type: "chunk", chunk: chunk });
        n++;
        setTimeout(nextPiece, 0); // let the page answer a click between two pieces
      }).catch(fail);
    }
    nextPiece();
  }

  function startWorker() {
    var d = engineData();
    var url = URL.createObjectURL(new Blob([d.worker], { type: "text/javascript" }));
    worker = new Worker(url);
    var mine = worker;
    worker.onmessage = function (ev) {
      if (worker !== mine) return; // a worker that was stopped
      var m = ev.data || {};
      if (m.type === "progress") {
        showStatus(0, false, m.got / m.of);
      } else if (m.type === "need-data") {
        handOn(d, mine);
      } else if (m.type === "step") {
        step(m.step);
        stage(m.step === 3 ? TIMEOUT.install : TIMEOUT.python, STEPS[m.step]);
      } else if (m.type === "ready") {
        clearTimeout(stageTimer);
        api.ready = true;
        api.state = "ready";
        api.timings.ready = performance.now();
        step(STEPS.length - 1);
        var waiters = readyWaiters;
        readyWaiters = [];
        waiters.forEach(function (w) { w.resolve(); });
        document.dispatchEvent(new CustomEvent("tamcuc:ready"));
      } else if (m.type === "failed") {
        fail(new Error(m.error));
      } else if (m.type === "result" || m.type === "error") {
        var p = pending[m.id];
        if (!p) return;
        delete pending[m.id];
        clearTimeout(p.timer);
        if (m.type === "result") p.resolve(m.result);
        else p.reject(new Error(m.error));
      }
    };
    worker.onerror = function (ev) {
      if (worker !== mine) return;
      if (ev && ev.preventDefault) ev.preventDefault(); // reported once, by fail()
      fail(new Error("the engine's worker stopped: " + (ev && ev.message || "error")));
    };
    stage(TIMEOUT.data, STEPS[0]);
    worker.postMessage({ type: "start", base: base, data: { chunks: d.chunks, files: d.files, wheel: d.wheel, bytecode: d.bytecode || "" },
                         handOn: /^file:/.test(base), lang: api.lang, refusal: word("fenced") });
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  }

  function load() {
    if (loading) return loading;
    loading = new Promise(function (resolve, reject) { readyWaiters.push({ resolve: resolve, reject: reject }); });
    loading.catch(function () {}); // callers see the failure; nothing is left unhandled
    api.state = "loading";
    api.timings.start = performance.now();
    document.dispatchEvent(new CustomEvent("tamcuc:loading"));
    if (!features) {
      fail(new Error("this browser cannot run the engine (WebAssembly, workers)"));
      return loading;
    }
    step(0);
    script("tamcuc-engine-data.js", TIMEOUT.data).then(function () {
      if (api.state === "failed") return;
      startWorker();
    }).catch(fail);
    return loading;
  }

  function fail(err) {
    if (api.state === "failed") return;
    clearTimeout(stageTimer);
    var why = String(err && err.message || err);
    api.state = "failed";
    api.available = false;
    api.ready = false;
    api.error = why;
    if (worker) { worker.terminate(); worker = null; }
    if (!loading) { loading = Promise.reject(err); loading.catch(function () {}); }
    console.error("tamcuc engine failed: " + why); // the one report of it
    showStatus(0, true);
    var waiters = readyWaiters;
    readyWaiters = [];
    waiters.forEach(function (w) { w.reject(err); });
    Object.keys(pending).forEach(function (id) {
      clearTimeout(pending[id].timer);
      pending[id].reject(err);
      delete pending[id];
    });
    document.dispatchEvent(new CustomEvent("tamcuc:failed", { detail: why }));
  }

  function whenReady() {
    if (api.state === "ready") return Promise.resolve();
    if (api.state === "failed") return Promise.reject(new Error(api.error));
    load();
    return new Promise(function (resolve, reject) { readyWaiters.push({ resolve: resolve, reject: reject }); });
  }

  function send(fn, args, limit, onLimit) {
    return whenReady().then(function () {
      return new Promise(function (resolve, reject) {
        var id = nextId++;
        var entry = { resolve: resolve, reject: reject };
        entry.timer = setTimeout(function () {
          if (!pending[id]) return;
          delete pending[id];
          onLimit(id, reject);
        }, limit);
        pending[id] = entry;
        worker.postMessage({ type: "call", id: id, fn: fn, args: args });
      });
    });
  }

  /* call(fn, ...args): tamcuc.web.fn(...args) in the worker. An engine that does not answer in
     time is stopped and started again, and the call fails. */
  function call(fn) {
    var args = Array.prototype.slice.call(arguments, 1);
    return send(fn, args, TIMEOUT.call, function (id, reject) {
      reject(new Error("tamcuc.web." + fn + ": no answer after " + Math.round(TIMEOUT.call / 1000) + " s"));
      restart();
    });
  }

  /* run(code, context, lang): a try-it cell; one that runs past its time limit is stopped
     (the worker is ended and a new one started). Fails with err.stopped = "time" or "reader". */
  function run(code, context, lang) {
    return send("run_cell", [code, context, lang || api.lang], RUN_LIMIT, function (id, reject) {
      var err = new Error("stopped after " + RUN_LIMIT / 1000 + " s");
      err.stopped = "time";
      err.seconds = RUN_LIMIT / 1000;
      reject(err);
      restart();
    });
  }

  /* stop(): the reader's Stop: whatever the engine is doing ends; it starts again. */
  function stop() {
    if (api.state !== "ready") return;
    var err = new Error("stopped");
    err.stopped = "reader";
    Object.keys(pending).forEach(function (id) {
      clearTimeout(pending[id].timer);
      pending[id].reject(err);
      delete pending[id];
    });
    restart();
  }

  function restart() {
    if (api.state === "failed") return;
    if (worker) { worker.terminate(); worker = null; }
    Object.keys(pending).forEach(function (id) {
      clearTimeout(pending[id].timer);
      var err = new Error("the engine was restarted");
      err.stopped = "restart";
      pending[id].reject(err);
      delete pending[id];
    });
    api.ready = false;
    api.state = "loading";
    api.restarts = (api.restarts || 0) + 1;
    step(1);
    try {
      startWorker();
    } catch (e) {
      fail(e);
      return;
    }
    whenReady().then(function () {
      document.dispatchEvent(new CustomEvent("tamcuc:restarted"));
    }, function () {});
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
    note.setAttribute("role", "status");
    note.textContent = word("loading_short");
    stat.parentNode.insertBefore(note, stat);
    // The static face's note that the engine failed is not true while it loads: the note
    // shows only once the engine has failed (and, where no script runs, it was never hidden).
    var why = stat.querySelector(".tc-static-why");
    if (why) why.hidden = true;
    function failedHere() {
      if (why) why.hidden = false;
    }
    document.addEventListener("tamcuc:failed", failedHere);
    var busy = false;
    var hadFocus = false;
    document.addEventListener("pointerdown", function (ev) { if (!box.contains(ev.target)) hadFocus = false; }, true);
    document.addEventListener("focusin", function (ev) { if (!box.contains(ev.target)) hadFocus = false; }, true);
    // When the reader last pressed a control of the table, and last scrolled the page themselves (wheel, finger,
    // scrolling keys outside the table): a redraw brings the trick area back into view only while the reader's
    // latest act was a press on the table, never while they are reading elsewhere.
    var pressedAt = 0, scrolledAt = 0;
    function scrolled() { scrolledAt = performance.now(); }
    document.addEventListener("wheel", scrolled, { passive: true, capture: true });
    document.addEventListener("touchmove", scrolled, { passive: true, capture: true });
    document.addEventListener("keydown", function (ev) {
      if (!box.contains(ev.target) && /^(Page|Arrow(Up|Down)$|Home$|End$| $)/.test(ev.key)) scrolled();
    }, true);
    function showTrick(trick) {
      if (!pressedAt || scrolledAt > pressedAt) return;
      var r = trick.getBoundingClientRect(), top = parseFloat(getComputedStyle(trick).scrollMarginTop) || 0;
      if (r.top >= top && r.bottom <= window.innerHeight) return;
      var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      trick.scrollIntoView({ block: "nearest", behavior: still ? "instant" : "smooth" });
    }

    // What each play and each trick's result says, read out by screen readers: one region that stays
    // while the table is redrawn (the words are Python's, in the table's .tc-said).
    var said = document.createElement("div");
    said.className = "tamcuc-live-said";
    said.setAttribute("aria-live", "polite");
    said.setAttribute("role", "log");
    said.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap";

    function put(html) {
      var focused = document.activeElement;
      // The table had the focus (or lost it only because the control it was on was redrawn).
      var wasIn = !!focused && (box.contains(focused) || (hadFocus && (focused === document.body || focused === null)));
      var act = wasIn ? focused.getAttribute("data-tc-act") : null;
      var arg = act ? focused.getAttribute("data-tc-arg") : null;
      var old = box.querySelector(".tc-trick"), before = old ? old.innerHTML : null;
      box.innerHTML = html;
      var live = box.querySelector(".tamcuc-live");
      // Focus stays where play continues: on the same control if it is still there, else on the
      // button Python marks as the main one (Continue, Play, Show …), else on the status line.
      // (Where the reader has scrolled away since their last press, the focus moves without scrolling.)
      if (wasIn) {
        var still = { preventScroll: scrolledAt > pressedAt };
        var again = act && box.querySelector("[data-tc-act='" + act + "'][data-tc-arg='" + arg + "']");
        if (again && !again.disabled) again.focus(still);
        else {
          var main = box.querySelector(".tc-main");
          var line = box.querySelector(".tc-status");
          if (main) main.focus(still);
          else if (line) { line.setAttribute("tabindex", "-1"); line.focus(still); }
        }
      }
      hadFocus = box.contains(document.activeElement);
      // A play, Continue or a computer's move changed the trick: keep it in sight (a phone shows the hand below it).
      var trick = box.querySelector(".tc-trick");
      if (trick && before !== null && trick.innerHTML !== before) showTrick(trick);
      var words = box.querySelector(".tc-said");
      if (words && words.textContent) said.textContent = words.textContent;
      if (live && live.getAttribute("data-tc-pending") === "1") {
        box.setAttribute("aria-busy", "true");
        // A review under way goes on at once (its progress is drawn between two steps); computer moves wait
        // a moment, so that the reader sees each.
        var reviewing = live.getAttribute("data-tc-reviewing") === "1";
        setTimeout(function () { send("step", ""); }, reviewing ? 0 : api.stepDelay);
      } else {
        box.removeAttribute("aria-busy");
        var wait = live ? Number(live.getAttribute("data-tc-wait-ms")) : 0;
        if (wait > 0) {
          // The reader's tempo: the finished trick stays this long, then play goes on (as Continue would).
          var moves = live.getAttribute("data-tc-moves");
          setTimeout(function () {
            var now = box.querySelector(".tamcuc-live");
            if (!busy && now && now.getAttribute("data-tc-trick-done") === "1" && now.getAttribute("data-tc-moves") === moves) {
              send("click", "continue");
            }
          }, wait);
        }
      }
    }

    // One message at a time: a press made while the engine is busy waits its turn (the line says
    // "one moment"), in order, and none is lost; the same press again while it is on its way (a double
    // click) is one press.
    var queue = [];
    var going = null;
    function send(act, arg) {
      if (busy) {
        var lastOne = queue.length ? queue[queue.length - 1] : going;
        if (lastOne && lastOne.act === act && lastOne.arg === arg) return;
        queue.push({ act: act, arg: arg });
        var msg = box.querySelector(".tc-status");
        if (msg && act !== "step") msg.textContent = word("moment");
        return;
      }
      busy = true;
      going = { act: act, arg: arg };
      call("table_event", key, act, arg, api.lang).then(function (html) {
        busy = false;
        going = null;
        put(html);
        after();
      }, function () {
        busy = false;
        going = null;
        after();
      });
    }
    function after() {
      if (busy || !queue.length) return;
      var next = queue.shift();
      send(next.act, next.arg);
    }

    box.addEventListener("click", function (ev) {
      var el = ev.target.closest("[data-tc-act]");
      if (!el || el.tagName === "SELECT" || el.tagName === "INPUT" || el.disabled) return;
      var always = el.getAttribute("data-tc-act") === "settings"; // the settings open while the computer plays
      // While the computer plays, only New deal and the settings are the reader's to press.
      if (box.getAttribute("aria-busy") === "true" && el.getAttribute("data-tc-arg") !== "new deal" && !always) return;
      var act = el.getAttribute("data-tc-act"), arg = el.getAttribute("data-tc-arg");
      pressedAt = performance.now();
      if (act === "click" && arg === "hint") {
        var msg = box.querySelector(".tc-status");
        if (msg) msg.textContent = word("thinking");
      }
      // A review is worked out a little at each step (the table then says how far it has got).
      if ((act === "click" && arg === "review") || (act === "review" && /^[0-9]+$/.test(arg || ""))) {
        var line = box.querySelector(".tc-status");
        if (line) line.textContent = word("reviewing");
      }
      send(act, arg);
    });
    // Keys (tamcuc/static/table_keys.js, put here when the book is built: the notebook's table uses it too).
    box.addEventListener("keydown", function (ev) { tableKeys(box, ev); });
    box.addEventListener("change", function (ev) {
      var el = ev.target;
      if ((el.tagName === "SELECT" || el.tagName === "INPUT") && el.hasAttribute("data-tc-act")) {
        send(el.getAttribute("data-tc-act"), el.getAttribute("data-tc-arg") + "=" + el.value);
      }
    });

    function begin() {
      call("table_start", key, Number(stat.getAttribute("data-players")), stat.getAttribute("data-preset"),
           Number(stat.getAttribute("data-seed")), stat.getAttribute("data-strength") || "medium", api.lang,
           stat.getAttribute("data-guide") || "")
        .then(function (html) {
          put(html);
          if (!box.parentNode) { stat.parentNode.insertBefore(box, stat); stat.parentNode.insertBefore(said, stat); }
          if (!api.timings.table) api.timings.table = performance.now();
          stat.hidden = true;
          box.hidden = false;
          note.hidden = true;
        }, function () {
          if (api.state !== "failed") return;
          // The static face comes back, and the line above it says why.
          failedHere();
          stat.hidden = false;
          box.hidden = true;
          note.hidden = false;
          note.textContent = word("failed");
        });
    }
    // After a restart (a try-it cell stopped) the engine has forgotten the table: deal again.
    document.addEventListener("tamcuc:restarted", begin);
    // A page that only reads (config.start = "on-use") keeps the table's static face until something
    // else on the page has started the engine.
    if (config.start === "on-use") document.addEventListener("tamcuc:ready", function once() {
      document.removeEventListener("tamcuc:ready", once);
      begin();
    });
    else afterPaint(begin);
  }

  /* -- explorables (tamcuc/explore.py): data-tx-act / data-tx-arg and the state carried to
     tamcuc.web.explore_event, which returns the explorable's new HTML. The state is Python's, written
     into data-tx-state; this script only carries it back with each click. ----------------------- */
  function liveExplore(root) {
    var box = root.parentNode;
    var note = box.querySelector(".tx-note");
    var busy = false;
    var queue = [];
    // What the engine said after each click, read out by screen readers: one region that stays while the
    // explorable is redrawn (the words are Python's, in its .tx-refusal and .tx-said lines).
    var said = document.createElement("div");
    said.className = "tamcuc-explore-said";
    said.setAttribute("aria-live", "polite");
    said.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap";
    box.appendChild(said);
    function put(html) {
      var focused = document.activeElement;
      var act = root.contains(focused) ? focused.getAttribute("data-tx-act") : null;
      var arg = act ? focused.getAttribute("data-tx-arg") : null;
      var holder = document.createElement("div");
      holder.innerHTML = html;
      var fresh = holder.querySelector(".tamcuc-explore");
      if (!fresh) return;
      root.setAttribute("data-tx-state", fresh.getAttribute("data-tx-state"));
      root.innerHTML = fresh.innerHTML;
      var live = root.getAttribute("data-tx-live") === "1";
      root.setAttribute("data-tx-live", "1");
      if (note) note.hidden = true;
      if (live) said.textContent = Array.prototype.map.call(root.querySelectorAll(".tx-refusal, .tx-said"),
        function (p) { return p.textContent; }).join(" ");
      if (act) {
        var again = Array.prototype.find.call(root.querySelectorAll("[data-tx-act='" + act + "']"),
          function (c) { return c.getAttribute("data-tx-arg") === arg; });
        if (again) again.focus();
      }
    }
    function send(act, arg) {
      if (busy) { queue.push([act, arg]); return; }
      busy = true;
      root.setAttribute("aria-busy", "true");
      call("explore_event", root.getAttribute("data-tx-kind"), root.getAttribute("data-tx-state"), act, arg, api.lang)
        .then(put, function () {})
        .then(function () {
          busy = false;
          root.removeAttribute("aria-busy");
          if (queue.length) { var next = queue.shift(); send(next[0], next[1]); }
        });
    }
    root.addEventListener("click", function (ev) {
      var el = ev.target.closest("[data-tx-act]");
      if (!el || el.disabled || root.getAttribute("data-tx-live") !== "1") return;
      send(el.getAttribute("data-tx-act"), el.getAttribute("data-tx-arg") || "");
    });
    function begin() { send("", ""); }
    if (api.state === "ready") begin();
    else document.addEventListener("tamcuc:ready", begin, { once: true });
    document.addEventListener("tamcuc:failed", function () { if (note) { note.hidden = false; note.textContent = word("failed"); } });
  }

  /* -- try-it cells: an editable line, Run and Stop ---------------------------------------- */
  function pageCode() {
    var cells = document.querySelectorAll(".cell .cell_input pre");
    return Array.prototype.map.call(cells, function (pre) { return pre.textContent; }).join("\n\x1e\n");
  }

  function note(output, text, state) {
    output.innerHTML = "";
    var p = document.createElement("p");
    p.className = "tamcuc-try-note";
    p.setAttribute("role", "status");
    if (state) p.setAttribute("data-state", state);
    p.textContent = text;
    output.appendChild(p);
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
    var stored = output.innerHTML;
    var form = document.createElement("form");
    form.className = "tamcuc-try";
    var id = "tamcuc-try-" + Math.random().toString(36).slice(2, 9);
    form.innerHTML = "<label for='" + id + "'></label>" +
      "<div class='tamcuc-try-row'><textarea rows='1' spellcheck='false' autocomplete='off' autocapitalize='off'></textarea>" +
      "<button type='submit' class='tamcuc-try-run'></button><button type='button' class='tamcuc-try-stop' hidden></button></div>" +
      "<p class='tamcuc-try-help'></p>";
    form.querySelector("label").textContent = word("try_label");
    form.querySelector(".tamcuc-try-help").textContent = word("try_note", { seconds: RUN_LIMIT / 1000 });
    var button = form.querySelector(".tamcuc-try-run");
    var stopButton = form.querySelector(".tamcuc-try-stop");
    button.textContent = word("run");
    stopButton.textContent = word("stop");
    var field = form.querySelector("textarea"); // wraps on a phone; Enter runs, as in a one-line box
    field.id = id;
    field.value = code;
    field.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter" && !ev.shiftKey) { ev.preventDefault(); form.requestSubmit ? form.requestSubmit() : button.click(); }
    });
    var busy = false;
    function done() {
      busy = false;
      button.disabled = false;
      stopButton.hidden = true;
      output.removeAttribute("aria-busy");
    }
    stopButton.addEventListener("click", function () { stop(); });
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      if (busy) return;
      busy = true;
      button.disabled = true;
      stopButton.hidden = false;
      output.setAttribute("aria-busy", "true");
      note(output, api.state === "ready" ? word("running") : word("wait"));
      run(field.value, pageCode(), api.lang).then(function (html) {
        output.innerHTML = html;
        done();
      }, function (err) {
        done();
        if (err && err.stopped === "time") {
          note(output, word("stopped_time", { seconds: err.seconds }), "stopped");
        } else if (err && (err.stopped === "reader" || err.stopped === "restart")) {
          note(output, word("stopped"), "stopped");
        } else if (api.state === "failed") {
          form.replaceWith(original); // the engine cannot run here: back to the static face
          output.innerHTML = stored;
        } else {
          note(output, String(err && err.message || err), "error");
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
    document.addEventListener("tamcuc:failed", function () {
      if (form.parentNode && !busy) form.replaceWith(original);
    });
  }

  function afterPaint(then) {
    function idle() {
      requestAnimationFrame(function () {
        if (window.requestIdleCallback) requestIdleCallback(function () { then(); }, { timeout: 1000 });
        else setTimeout(then, 50);
      });
    }
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  }

  /* then() once the page has painted: at once if it has (this script is deferred: it runs when
     the page is parsed, and the browser has mostly painted it by then), else after the next frame. */
  function painted(then) {
    var paints = performance.getEntriesByType ? performance.getEntriesByType("paint") : [];
    if (paints.length) then();
    else requestAnimationFrame(function () { setTimeout(then, 0); });
  }

  /* then() once the page's deferred scripts have run (DOMContentLoaded; this script is one of them). */
  function parsed(then) {
    var done = false;
    function once() { if (!done) { done = true; then(); } }
    if (document.readyState === "complete") once();
    else {
      document.addEventListener("DOMContentLoaded", once, { once: true });
      window.addEventListener("load", once, { once: true });
    }
  }

  function start() {
    var tables = document.querySelectorAll(".tamcuc-table-static[data-tamcuc-table]");
    if (features) document.querySelectorAll(".cell.tag_try-it").forEach(tryIt);
    document.querySelectorAll(".tamcuc-explore-box > .tamcuc-explore[data-tx-kind]").forEach(liveExplore);
    if (tables.length) {
      inline = true; // each table shows the loading steps in its own line
      if (features) tables.forEach(liveTable);
    }
    // The engine starts once the page has painted and the page's other scripts (the theme's) have
    // run: the reader sees the page first, and the engine (in its worker, off this thread) is ready
    // sooner. (A test that only reads the page may ask for it to start on first use instead:
    // config.start = "on-use".)
    if (config.start !== "on-use") parsed(function () { painted(load); });
    else document.querySelectorAll(".cell.tag_try-it textarea").forEach(function (field) {
      field.addEventListener("focus", function () { load(); }, { once: true });
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

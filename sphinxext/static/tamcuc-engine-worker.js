/* The game engine's worker: Python (Pyodide) and the book's package `tamcuc`, off the page's main thread.
 *
 * The page (tamcuc-engine.js) makes this worker from a Blob URL of this text (a page opened
 * from file:// may not fetch a worker script; tamcuc-engine-data.js holds the text) and posts
 *
 *   {type: "start", base: the folder of the engine's files, data: tamcuc-engine-data.js's
 *    description of the files and their pieces, handOn: true on file://, lang, refusal: what a
 *    try-it line that reaches for the network or the page is told, in the reader's words}
 *
 * The worker reads the pieces, tamcuc-engine-data-N.js, with importScripts (served), or, when it
 * may not (file://), says {type: "need-data"} and the page reads them and posts each one
 * ({type: "chunk", chunk}): the page only hands them on. Base64 is decoded here, not on the
 * page's main thread. The worker loads Pyodide from blob URLs of the texts of pyodide.asm.js and
 * pyodide.js, answers Pyodide's own fetches (the WebAssembly, the standard library, the lock
 * file) from the bytes, installs the wheel and imports tamcuc.web. It says how far it got:
 * {type: "progress", got, of} while reading, {type: "step", step: 1…3}, then {type: "ready"}
 * or {type: "failed", error}.
 *
 * Then it only carries calls: {type: "call", id, fn, args} → {type: "result", id, result}
 * or {type: "error", id, error}: `tamcuc.web.<fn>(...args)`, whose result is HTML (a string)
 * or plain data. It holds no rule of the game.
 *
 * Once Python is ready the worker gives up the network and the page: fetch, XMLHttpRequest,
 * WebSocket, importScripts and the like are replaced by functions that refuse, and the
 * reader's own code (a try-it cell) cannot post a message to the page either, since only
 * this file keeps the real postMessage. A worker has no DOM and no localStorage anyway.
 */
(function () {
  "use strict";
  var post = self.postMessage.bind(self);
  var BASE = "https://tamcuc.invalid/engine/"; // a fixed base for Pyodide's file names; never fetched
  var ready = null; // Promise of tamcuc.web
  var pyodide = null;

  function decode(entry) {
    var raw = atob(entry.base64);
    var out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }

  function response(name, entry) {
    var body = new Blob([decode(entry)]).stream();
    if (entry.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
    var type = /\.wasm$/.test(name) ? "application/wasm" : /\.json$/.test(name) ? "application/json" : "application/octet-stream";
    return new Response(body, { status: 200, headers: { "Content-Type": type } });
  }

  function blobURL(text) {
    return URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
  }

  function message(err) {
    if (!err) return "unknown error";
    var text = String(err.message || err);
    // A Python error: its last line is what it says (the traceback above it names files in the worker).
    var lines = text.replace(/\s+$/, "").split("\n");
    return lines[lines.length - 1].slice(0, 500);
  }

  /* The pieces of the engine's data: imported here when allowed, else handed on by the page. */
  var pieces = [];
  var piecesDone = null;
  var gotPieces = 0;

  function take(chunk, n) {
    if (!chunk || chunk.n !== n || typeof chunk.data !== "string") throw new Error("tamcuc-engine-data-" + n + ".js is damaged");
    if (pieces[n] === undefined) gotPieces++;
    pieces[n] = chunk;
    post({ type: "progress", got: gotPieces, of: pieces.length });
  }

  function handedOn() {
    return new Promise(function (resolve) {
      piecesDone = resolve;
      post({ type: "need-data" });
    });
  }

  function gather(m) {
    pieces = new Array(m.data.chunks);
    if (m.handOn) return handedOn(); // file://: the page reads the pieces and posts them here
    for (var n = 0; n < m.data.chunks; n++) {
      self.tamcucEngineChunk = null;
      try {
        importScripts(m.base + "tamcuc-engine-data-" + n + ".js");
      } catch (err) {
        if (n === 0 && err && err.name === "NetworkError") return handedOn(); // not allowed here either
        throw new Error("could not read tamcuc-engine-data-" + n + ".js (" + (err && err.name || err) + ")");
      }
      take(self.tamcucEngineChunk, n);
    }
    self.tamcucEngineChunk = null;
    return Promise.resolve();
  }

  function assemble(data) {
    var files = {};
    Object.keys(data.files).forEach(function (name) {
      var entry = data.files[name];
      var body = entry.chunks.map(function (n) { return pieces[n].name === name ? pieces[n].data : ""; }).join("");
      if (body.length !== entry.length) throw new Error(name + " is damaged (" + body.length + " of " + entry.length + " characters)");
      files[name] = { gzip: entry.gzip, text: !!entry.text, base64: body };
    });
    pieces = [];
    return files;
  }

  function start(m) {
    // Can WebAssembly run here at all (a Content-Security-Policy may forbid it)? Pyodide itself
    // would only warn and wait for ever: ask first, with the smallest module there is.
    try {
      new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
    } catch (err) {
      return Promise.reject(new Error("WebAssembly cannot run here (" + (err && err.message || err) + ")"));
    }
    return gather(m).then(function () { return boot(m, assemble(m.data)); });
  }

  function boot(m, files) {
    var wheelName = m.data.wheel;
    self.fetch = function (input) {
      var url = typeof input === "string" ? input : input instanceof URL ? input.href : input && input.url;
      var name = String(url || "").split(/[?#]/)[0].split("/").pop();
      if (Object.prototype.hasOwnProperty.call(files, name) && !files[name].text) return Promise.resolve(response(name, files[name]));
      return Promise.reject(new Error("the engine has no file " + name)); // nothing is fetched from anywhere
    };
    post({ type: "step", step: 1 });
    importScripts(blobURL(files["pyodide.asm.js"].base64));
    importScripts(blobURL(files["pyodide.js"].base64));
    post({ type: "step", step: 2 });
    var quiet = function () {};
    return self.loadPyodide({ indexURL: BASE, stdout: quiet, stderr: quiet, packages: [] }).then(function (py) {
      pyodide = py;
      post({ type: "step", step: 3 });
      var wheel = decode(files[wheelName]);
      var site = py.runPython("import site; site.getsitepackages()[0]");
      py.unpackArchive(wheel.buffer, "wheel", { extractDir: site });
      var web = py.pyimport("tamcuc.web");
      web.set_page_language(m.lang || "en");
      files = null; // the bytes are no longer needed
      fence(m.refusal);
      return web;
    });
  }

  /* The reader's code runs in this worker: take away every way out of it. */
  function fence(refusal) {
    var names = ["fetch", "XMLHttpRequest", "WebSocket", "WebSocketStream", "EventSource", "importScripts",
      "indexedDB", "caches", "postMessage", "Worker", "SharedWorker", "BroadcastChannel", "WebTransport",
      "open", "close"];
    var refuse = function () { throw new Error(refusal || "not allowed"); };
    for (var o = self; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
      names.forEach(function (name) {
        if (!Object.prototype.hasOwnProperty.call(o, name)) return;
        try {
          Object.defineProperty(o, name, { value: refuse, writable: false, configurable: false });
        } catch (e) {
          try { o[name] = refuse; } catch (e2) { /* left as it is */ }
        }
      });
    }
    try { Object.defineProperty(self, "onmessage", { value: null, writable: false, configurable: false }); } catch (e) { /* ignore */ }
  }

  function toPlain(value) {
    if (value && typeof value === "object" && typeof value.toJs === "function") {
      var out = value.toJs({ dict_converter: Object.fromEntries });
      if (value.destroy) value.destroy();
      return out;
    }
    return value === undefined ? null : value;
  }

  function call(m) {
    ready.then(function (web) {
      var f = web[m.fn];
      if (!f || m.fn.charAt(0) === "_") throw new Error("tamcuc.web has no function " + m.fn);
      try {
        return toPlain(f.apply(null, m.args || []));
      } finally {
        if (f.destroy) f.destroy();
      }
    }).then(function (result) {
      post({ type: "result", id: m.id, result: result });
    }, function (err) {
      post({ type: "error", id: m.id, error: message(err) });
    });
  }

  self.addEventListener("message", function (ev) {
    var m = ev.data || {};
    if (m.type === "start" && !ready) {
      ready = Promise.resolve().then(function () { return start(m); });
      ready.then(function () { post({ type: "ready" }); }, function (err) { post({ type: "failed", error: message(err) }); });
    } else if (m.type === "chunk" && piecesDone) {
      try {
        take(m.chunk, m.chunk && m.chunk.n);
      } catch (err) {
        post({ type: "failed", error: message(err) });
        return;
      }
      if (gotPieces === pieces.length) { var done = piecesDone; piecesDone = null; done(); }
    } else if (m.type === "call" && ready) {
      call(m);
    }
  });
})();

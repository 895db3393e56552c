/* The game engine's worker: Python (Pyodide) and the book's package `tamcuc`, off the page's main thread.
 *
 * The page (tamcuc-engine.js) makes this worker from a Blob URL of this text (a page opened
 * from file:// may not fetch a worker script; tamcuc-engine-data.js holds the text) and posts
 *
 *   {type: "start", base: the folder of the engine's files, data: tamcuc-engine-data.js's
 *    description of the files and their pieces, handOn: true on file://, lang, refusal: what a
 *    try-it line that reaches for the network or the page is told, in the reader's words}
 *
 * The worker reads the pieces, tamcuc-engine-data-N.js, with fetch, a few at a time (served;
 * importScripts where fetch is refused), or, when it may not (file://), says {type: "need-data"}
 * and the page reads them and posts each one ({type: "chunk", chunk}): the page only hands them on. Base64 is decoded here, not on the
 * page's main thread. The texts of pyodide.asm.js and pyodide.js come first: the worker loads
 * Pyodide from blob URLs of them at once, while the other pieces still arrive, and answers
 * Pyodide's own fetches (the WebAssembly, the standard library, the lock file) from the bytes
 * as soon as a file's pieces are all in. Then it installs the wheel (and the bytecode of its
 * modules, tamcuc-bytecode.zip, when the build made it) and imports tamcuc.web. It says how far
 * it got: {type: "progress", got, of} while reading, {type: "step", step: 1…3} (1 once every
 * piece is in, 2 once Pyodide's scripts run too, 3 once Python runs), then {type: "ready"} or
 * {type: "failed", error}.
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

  /* Base64 to bytes: the browser's own decoder where it has one, else a table. */
  var TABLE = null;
  function decode(text) {
    if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
    if (!TABLE) {
      TABLE = new Uint8Array(128);
      var abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
      for (var k = 0; k < abc.length; k++) TABLE[abc.charCodeAt(k)] = k;
    }
    var end = text.length;
    while (end && text.charAt(end - 1) === "=") end--;
    var out = new Uint8Array((end * 3) >> 2);
    var i = 0, j = 0;
    for (; i + 4 <= end; i += 4) {
      var v = TABLE[text.charCodeAt(i)] << 18 | TABLE[text.charCodeAt(i + 1)] << 12 |
        TABLE[text.charCodeAt(i + 2)] << 6 | TABLE[text.charCodeAt(i + 3)];
      out[j++] = v >> 16; out[j++] = v >> 8 & 255; out[j++] = v & 255;
    }
    if (end - i >= 2) {
      var w = TABLE[text.charCodeAt(i)] << 18 | TABLE[text.charCodeAt(i + 1)] << 12 |
        (end - i === 3 ? TABLE[text.charCodeAt(i + 2)] << 6 : 0);
      out[j++] = w >> 16;
      if (end - i === 3) out[j++] = w >> 8 & 255;
    }
    return out;
  }

  function response(name, file) {
    var body = new Blob([decode(file.body)]).stream();
    if (file.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
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

  /* The engine's files, each whole once all its pieces are in: {gzip, text, length, parts, got,
     body (its base64 or text), whenIn (a Promise of the file, resolved once all are in)}. */
  var files = {};
  var owner = []; // the name of the file each piece belongs to
  var gotPieces = 0;
  var piecesDone = null; // file://: {resolve, reject} until the page has handed on every piece
  var quietly = function () {}; // a Promise left waiting is never a failure of its own

  function prepare(data) {
    owner = new Array(data.chunks);
    Object.keys(data.files).forEach(function (name) {
      var entry = data.files[name];
      var file = { gzip: entry.gzip, text: !!entry.text, length: entry.length, parts: [], got: 0, count: entry.chunks.length, body: null };
      file.whenIn = new Promise(function (resolve) { file.resolve = resolve; });
      entry.chunks.forEach(function (n) { owner[n] = name; });
      files[name] = file;
    });
  }

  function take(chunk, n) {
    if (!chunk || chunk.n !== n || typeof chunk.data !== "string" || chunk.name !== owner[n]) {
      throw new Error("tamcuc-engine-data-" + n + ".js is damaged");
    }
    var file = files[chunk.name];
    if (file.body !== null) return; // handed on twice
    var at = data.files[chunk.name].chunks.indexOf(n);
    if (file.parts[at] === undefined) { file.got++; gotPieces++; }
    file.parts[at] = chunk.data;
    post({ type: "progress", got: gotPieces, of: owner.length });
    if (file.got === file.count && file.body === null) {
      var body = file.parts.join("");
      file.parts = null;
      if (body.length !== file.length) throw new Error(chunk.name + " is damaged (" + body.length + " of " + file.length + " characters)");
      file.body = body;
      file.resolve(file);
    }
  }

  function handedOn() {
    return new Promise(function (resolve, reject) {
      piecesDone = { resolve: resolve, reject: reject };
      post({ type: "need-data" });
    });
  }

  /* Served: the pieces are fetched, a few at a time, by the network off this thread; a piece is
     the classic script "self.tamcucEngineChunk = {...};", whose object is JSON. */
  var realFetch = self.fetch && self.fetch.bind(self);
  var AT_ONCE = 4;

  function piece(text) {
    var from = text.indexOf("self.tamcucEngineChunk = ");
    var to = text.lastIndexOf("}");
    try {
      return JSON.parse(text.slice(from + "self.tamcucEngineChunk = ".length, to + 1));
    } catch (err) {
      return null; // take() says it is damaged
    }
  }

  function fetched(m) {
    return new Promise(function (resolve, reject) {
      var asked = 0, got = 0, stopped = false;
      function ask() {
        var n = asked++;
        var name = "tamcuc-engine-data-" + n + ".js";
        realFetch(m.base + name).then(function (r) {
          if (!r.ok) throw new Error("could not read " + name + " (" + r.status + ")");
          return r.text();
        }, function (err) {
          err.unreachable = true; // fetch itself refused (not a missing file)
          throw err;
        }).then(function (text) {
          if (stopped) return;
          take(piece(text), n);
          got++;
          if (got === owner.length) resolve();
          else if (asked < owner.length) ask();
        }).catch(function (err) {
          if (stopped) return;
          stopped = true;
          reject(err);
        });
      }
      while (asked < Math.min(AT_ONCE, owner.length)) ask();
    });
  }

  /* Where fetch may not be used: importScripts, one piece per task, so that the worker answers
     Pyodide (which starts as soon as its own two scripts are in) between two pieces. A
     MessageChannel, not setTimeout, which may wait 4 ms. */
  var later = (function () {
    var queue = [], channel = new MessageChannel();
    channel.port1.onmessage = function () { queue.shift()(); };
    return function (then) { queue.push(then); channel.port2.postMessage(0); };
  })();

  function imported(m) {
    return new Promise(function (resolve, reject) {
      var n = 0;
      function next() {
        if (n === owner.length) { self.tamcucEngineChunk = null; resolve(); return; }
        self.tamcucEngineChunk = null;
        try {
          importScripts(m.base + "tamcuc-engine-data-" + n + ".js");
        } catch (err) {
          if (n === 0 && err && err.name === "NetworkError") { handedOn().then(resolve, reject); return; } // not allowed here either
          reject(new Error("could not read tamcuc-engine-data-" + n + ".js (" + (err && err.name || err) + ")"));
          return;
        }
        try {
          take(self.tamcucEngineChunk, n);
        } catch (err) {
          reject(err);
          return;
        }
        n++;
        later(next);
      }
      next();
    });
  }

  function gather(m) {
    if (m.handOn) return handedOn(); // file://: the page reads the pieces and posts them here
    if (!realFetch) return imported(m);
    return fetched(m).catch(function (err) {
      if (err && err.unreachable && gotPieces === 0) return imported(m); // a policy that forbids fetch
      throw err;
    });
  }

  var data = null;

  function start(m) {
    // Can WebAssembly run here at all (a Content-Security-Policy may forbid it)? Pyodide itself
    // would only warn and wait for ever: ask first, with the smallest module there is.
    try {
      new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
    } catch (err) {
      return Promise.reject(new Error("WebAssembly cannot run here (" + (err && err.message || err) + ")"));
    }
    data = m.data;
    prepare(data);
    // Pyodide's own fetches (the WebAssembly, the standard library, the lock file) are answered
    // from the pieces, once a file's are all in; nothing is fetched from anywhere.
    self.fetch = function (input) {
      var url = typeof input === "string" ? input : input instanceof URL ? input.href : input && input.url;
      var name = String(url || "").split(/[?#]/)[0].split("/").pop();
      var file = Object.prototype.hasOwnProperty.call(files, name) ? files[name] : null;
      if (file && !file.text) return file.whenIn.then(function () { return response(name, file); });
      return Promise.reject(new Error("the engine has no file " + name));
    };
    // The pieces are read while Pyodide starts: it begins once its two scripts are in (they
    // come first, then the WebAssembly it asks for first). The steps the page shows stay in order.
    var gathered = gather(m);
    var dataIn = gathered.then(function () { post({ type: "step", step: 1 }); });
    var scripts = Promise.all([files["pyodide.asm.js"].whenIn, files["pyodide.js"].whenIn]).then(function (js) {
      importScripts(blobURL(js[0].body));
      importScripts(blobURL(js[1].body));
    });
    var quiet = function () {};
    var python = scripts.then(function () {
      return self.loadPyodide({ indexURL: BASE, stdout: quiet, stderr: quiet, packages: [] });
    });
    var stepTwo = Promise.all([dataIn, scripts]).then(function () { post({ type: "step", step: 2 }); });
    python.catch(quietly);
    return Promise.all([python, stepTwo]).then(function (got) { return install(m, got[0]); });
  }

  function install(m, py) {
    pyodide = py;
    post({ type: "step", step: 3 });
    var site = py.runPython("import site; site.getsitepackages()[0]");
    py.unpackArchive(decode(files[data.wheel].body).buffer, "wheel", { extractDir: site });
    if (data.bytecode && files[data.bytecode]) {
      // The bytecode of tamcuc's modules (made by the build): Python checks each against its source.
      py.unpackArchive(decode(files[data.bytecode].body).buffer, "zip", { extractDir: site });
    }
    var web = py.pyimport("tamcuc.web");
    web.set_page_language(m.lang || "en");
    files = null; // the bytes are no longer needed
    fence(m.refusal);
    return web;
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
        var failed = piecesDone; piecesDone = null; failed.reject(err);
        return;
      }
      if (gotPieces === owner.length) { var done = piecesDone; piecesDone = null; done.resolve(); }
    } else if (m.type === "call" && ready) {
      call(m);
    }
  });
})();

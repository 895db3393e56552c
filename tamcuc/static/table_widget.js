// The game table in JupyterLab: the anywidget module of tamcuc/table_widget.py (TableWidget._esm).
// It holds no rule of the game, as the site's liveTable (sphinxext/static/tamcuc-engine.js): it draws
// the HTML Python made (model "html"), carries each press on a control (data-tc-act / data-tc-arg) and
// each change of a setting ("name=value") to the kernel as {act, arg}, asks for each computer move
// ("step", step_ms apart) and, after the reader's tempo, Continue; the last two carry "at", the
// version they are for, so the kernel drops them once the table has moved on.
function render({ model, el }) {
  var box = document.createElement("div");
  box.className = "tamcuc-live-box";
  box.setAttribute("data-lm-suppress-shortcuts", "true"); // keys in the table are the table's, not JupyterLab's
  // What each play and each trick's result says, for screen readers: one region that stays while the
  // table is redrawn (the words are Python's, in the table's .tc-said).
  var said = document.createElement("div");
  said.setAttribute("aria-live", "polite");
  said.setAttribute("role", "log");
  said.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap";
  el.append(box, said);
  var waiting = 0; // messages the kernel has not answered yet
  var last = null; // the last press sent: the same again while the kernel works (a double click) is one press
  var timer = null;
  var hadFocus = false;
  function words(key) { return (model.get("words") || {})[key] || ""; }

  function put() {
    var focused = document.activeElement;
    var wasIn = box.contains(focused) || (hadFocus && (focused === document.body || focused === null));
    var act = wasIn && focused.getAttribute ? focused.getAttribute("data-tc-act") : null;
    var arg = act ? focused.getAttribute("data-tc-arg") : null;
    box.innerHTML = model.get("html");
    // Focus stays where play continues: on the same control, else on the main button, else on the status line.
    if (wasIn) {
      var again = act && Array.prototype.find.call(box.querySelectorAll("[data-tc-act='" + act + "']"),
        function (c) { return c.getAttribute("data-tc-arg") === arg && !c.disabled; });
      var line = box.querySelector(".tc-status");
      if (again) again.focus();
      else if (box.querySelector(".tc-main")) box.querySelector(".tc-main").focus();
      else if (line) { line.setAttribute("tabindex", "-1"); line.focus(); }
    }
    hadFocus = box.contains(document.activeElement);
    var text = box.querySelector(".tc-said");
    if (text && text.textContent) said.textContent = text.textContent;
    var live = box.querySelector(".tamcuc-live");
    var at = model.get("version");
    clearTimeout(timer);
    if (live && live.getAttribute("data-tc-pending") === "1") {
      box.setAttribute("aria-busy", "true");
      // A review under way goes on at once (its progress drawn between two steps); computer moves wait step_ms.
      var reviewing = live.getAttribute("data-tc-reviewing") === "1";
      timer = setTimeout(function () { send("step", "", at); }, reviewing ? 0 : model.get("step_ms"));
    } else {
      box.removeAttribute("aria-busy");
      var wait = live ? Number(live.getAttribute("data-tc-wait-ms")) : 0;
      // The reader's tempo: the finished trick stays this long, then play goes on (as Continue would).
      if (wait > 0) timer = setTimeout(function () { send("click", "continue", at); }, wait);
    }
  }

  function send(act, arg, at) {
    if (waiting && last && last.act === act && last.arg === arg) return;
    if (waiting && act !== "step") {
      var line = box.querySelector(".tc-status");
      if (line) line.textContent = words("moment");
    }
    last = { act: act, arg: arg };
    waiting++;
    model.send(at === undefined ? { act: act, arg: arg } : { act: act, arg: arg, at: at });
  }
  function answered(msg) {
    if (msg && msg.done) { waiting = Math.max(0, waiting - 1); if (!waiting) last = null; }
  }

  function onClick(ev) {
    var c = ev.target.closest("[data-tc-act]");
    if (!c || c.tagName === "SELECT" || c.tagName === "INPUT" || c.disabled) return;
    var act = c.getAttribute("data-tc-act"), arg = c.getAttribute("data-tc-arg");
    // While the computer plays, only New deal and the settings are the reader's to press.
    if (box.getAttribute("aria-busy") === "true" && arg !== "new deal" && act !== "settings") return;
    if (act === "click" && arg === "hint") {
      var line = box.querySelector(".tc-status");
      if (line) line.textContent = words("thinking");
    }
    send(act, arg);
  }
  // Keys: the arrow keys move along the hand (and along the buttons); Enter and Space press.
  function onKey(ev) { tableKeys(box, ev); } // tamcuc/static/table_keys.js, put before this module
  function onChange(ev) {
    var c = ev.target;
    if ((c.tagName === "SELECT" || c.tagName === "INPUT") && c.hasAttribute("data-tc-act")) {
      send(c.getAttribute("data-tc-act"), c.getAttribute("data-tc-arg") + "=" + c.value);
    }
  }
  function away(ev) { if (!box.contains(ev.target)) hadFocus = false; }

  box.addEventListener("click", onClick);
  box.addEventListener("keydown", onKey);
  box.addEventListener("change", onChange);
  document.addEventListener("pointerdown", away, true);
  document.addEventListener("focusin", away, true);
  model.on("change:html", put);
  model.on("msg:custom", answered);
  put();
  return function () {
    clearTimeout(timer);
    model.off("change:html", put);
    model.off("msg:custom", answered);
    document.removeEventListener("pointerdown", away, true);
    document.removeEventListener("focusin", away, true);
  };
}

export default { render };

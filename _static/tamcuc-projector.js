/* Projector mode for the lessons and the one-page rules: one step per screen, large cards.
 *
 * A "Projector mode" button at the top of a lesson page (book/NN_*.html, book/NNb_*.html) or of the rules page
 * (book/rules.html) shows the page one step at a time: a step starts at each heading and ends
 * after each notebook output (a picture, a quiz), so a screen holds a short explanation and
 * its picture (a game table or a replay has a screen of its own). Arrow keys, Page Up/Down, Space,
 * Home and End move (not while a table or a replay has the focus: it uses them); Esc leaves. Nothing is
 * copied or rebuilt: the page's own elements are shown or hidden, so quizzes keep working.
 * This file only changes presentation; it knows nothing of the game. It loads nothing.
 * Its few words follow the page's language, <html lang> (English or Vietnamese).
 */
(function () {
  "use strict";
  var PAGES = /(?:^|\/)(?:\d\d[a-z]?_[^\/]*|rules)\.html$/;
  var ROOT_CLASS = "tamcuc-projecting";
  var state = null;
  var WORDS = {
    en: { mode: "Projector mode", back: "◀ Back", next: "Next ▶", leave: "Leave (Esc)",
          step: "Step {n} of {total}", title: "One step per screen, large cards. Arrow keys move, Esc leaves." },
    vi: { mode: "Chế độ trình chiếu", back: "◀ Lùi", next: "Tiếp ▶", leave: "Thoát (Esc)",
          step: "Bước {n} / {total}", title: "Mỗi màn hình một bước, quân bài to. Phím mũi tên để chuyển, Esc để thoát." }
  };
  var W = WORDS[(document.documentElement.lang || "en").toLowerCase().split("-")[0]] || WORDS.en;

  function article() {
    return document.querySelector("article.bd-article") || document.querySelector("main article");
  }

  function blocks(root) {
    var out = [];
    (function walk(el) {
      for (var c = el.firstElementChild; c; c = c.nextElementSibling) {
        if (c.tagName === "SECTION") walk(c);
        // Not steps: the button itself and the switch to the other edition (sphinxext/tamcuc_lang.py).
        else if (!c.classList.contains("tamcuc-projector-button") && !c.classList.contains("tamcuc-lang")) out.push(c);
      }
    })(root);
    return out;
  }

  function shows(el) {
    if (el.classList.contains("cell")) return !!el.querySelector(".cell_output *");
    if (el.tagName === "SPAN" && !el.textContent.trim()) return false;
    return el.tagName === "IMG" || !!el.textContent.trim() || !!el.querySelector("svg, img");
  }

  // A game table or a replay takes a screen of its own, so that the whole of it is on the screen.
  function whole(el) {
    return el.classList.contains("cell") && !!el.querySelector(".tamcuc-table-static, .tamcuc-live-box, .tamcuc-replay");
  }

  function split(list) {
    var steps = [], current = [];
    list.forEach(function (el) {
      if (!shows(el)) return;
      if ((/^H[1-6]$/.test(el.tagName) || whole(el)) && current.length) { steps.push(current); current = []; }
      current.push(el);
      if (el.classList.contains("cell")) { steps.push(current); current = []; }
    });
    if (current.length) steps.push(current);
    return steps;
  }

  function bar() {
    var nav = document.createElement("nav");
    nav.className = "tamcuc-projector-bar";
    nav.setAttribute("aria-label", W.mode);
    nav.innerHTML =
      '<button type="button" data-go="-1"></button>' +
      '<span class="tamcuc-projector-count" aria-live="polite"></span>' +
      '<button type="button" data-go="1"></button>' +
      '<button type="button" data-go="leave"></button>';
    nav.querySelector('[data-go="-1"]').textContent = W.back;
    nav.querySelector('[data-go="1"]').textContent = W.next;
    nav.querySelector('[data-go="leave"]').textContent = W.leave;
    nav.addEventListener("click", function (event) {
      var go = event.target.closest("button");
      if (!go) return;
      if (go.dataset.go === "leave") leave();
      else show(state.index + Number(go.dataset.go));
    });
    return nav;
  }

  function show(index) {
    var n = state.steps.length;
    index = Math.max(0, Math.min(n - 1, index));
    state.steps.forEach(function (step, i) {
      step.forEach(function (el) { el.toggleAttribute("data-tamcuc-current", i === index); });
    });
    state.index = index;
    state.bar.querySelector(".tamcuc-projector-count").textContent = W.step.replace("{n}", index + 1).replace("{total}", n);
    state.bar.querySelector('[data-go="-1"]').disabled = index === 0;
    state.bar.querySelector('[data-go="1"]').disabled = index === n - 1;
    document.documentElement.setAttribute("data-tamcuc-step", String(index + 1));
    window.scrollTo(0, 0);
  }

  function keys(event) {
    if (!state || event.altKey || event.ctrlKey || event.metaKey) return;
    var onControl = event.target.closest && event.target.closest("button, input, textarea, select, a");
    // A game table or a replay uses the arrow keys itself while it has the focus.
    if (event.target.closest && event.target.closest(".tamcuc-live, .tamcuc-replay") && event.key !== "Escape") return;
    var moves = { ArrowRight: 1, ArrowDown: 1, PageDown: 1, ArrowLeft: -1, ArrowUp: -1, PageUp: -1 };
    if (event.key === "Escape") leave();
    else if (event.key in moves) show(state.index + moves[event.key]);
    else if (event.key === " " && !onControl) show(state.index + (event.shiftKey ? -1 : 1));
    else if (event.key === "Home") show(0);
    else if (event.key === "End") show(state.steps.length - 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  function enter(button) {
    var root = article();
    var steps = split(blocks(root));
    if (!steps.length) return;
    steps.forEach(function (step) { step.forEach(function (el) { el.setAttribute("data-tamcuc-step-block", ""); }); });
    state = { steps: steps, index: 0, bar: bar(), button: button };
    document.body.appendChild(state.bar);
    document.documentElement.classList.add(ROOT_CLASS);
    document.addEventListener("keydown", keys, true);
    show(0);
    state.bar.querySelector('[data-go="1"]').focus();
  }

  function leave() {
    if (!state) return;
    document.removeEventListener("keydown", keys, true);
    document.documentElement.classList.remove(ROOT_CLASS);
    document.documentElement.removeAttribute("data-tamcuc-step");
    document.querySelectorAll("[data-tamcuc-step-block]").forEach(function (el) {
      el.removeAttribute("data-tamcuc-step-block");
      el.removeAttribute("data-tamcuc-current");
    });
    state.bar.remove();
    var button = state.button;
    state = null;
    button.focus();
  }

  function setUp() {
    if (!PAGES.test(window.location.pathname)) return;
    var root = article();
    if (!root) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "tamcuc-projector-button";
    button.textContent = W.mode;
    button.title = W.title;
    button.addEventListener("click", function () { enter(button); });
    var heading = root.querySelector("h1");
    if (heading) heading.insertAdjacentElement("afterend", button);
    else root.insertAdjacentElement("afterbegin", button);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();

/* Progress across the book: a lesson is ticked in the sidebar once its quizzes are done.
 *
 * It reads only what the quizzes already keep (tamcuc/static/quiz.js): localStorage
 * "tamcuc-quiz:" + a quiz's id = {v: its data-version, first: [the reader's first answer to each
 * question]}. A quiz is done once a whole round of it (data-count questions in a row, from the
 * first of a round) has a first answer, for the version of the quiz the page shows; a page is
 * done once every quiz on it is. Which quizzes each page holds comes from the build
 * (sphinxext/tamcuc_book.py writes window.tamcucProgressData). No rule of the game, no question:
 * it adds a tick and a few hidden words, in the page's language. Works from file:// too.
 */
(function () {
  "use strict";
  var PREFIX = "tamcuc-quiz:";
  var WORDS = { en: "quizzes done", vi: "đã làm xong câu đố" };
  var lang = (document.documentElement.lang || "en").toLowerCase().split("-")[0];
  var word = WORDS[lang] || WORDS.en;

  function quizDone(quiz) {
    var id = quiz[0], version = quiz[1], count = quiz[2], kept;
    try { kept = JSON.parse(localStorage.getItem(PREFIX + id) || "null"); } catch (e) { return false; }
    if (!kept || kept.v !== version || !(kept.first instanceof Array) || count < 1) return false;
    for (var start = 0; start + count <= kept.first.length; start += count) {
      var all = true;
      for (var i = start; i < start + count; i++) {
        var a = kept.first[i];
        if (typeof a !== "number" || a < 0) { all = false; break; }
      }
      if (all) return true;
    }
    return false;
  }

  function pageDone(quizzes) {
    if (!quizzes || !quizzes.length) return false;
    for (var i = 0; i < quizzes.length; i++) if (!quizDone(quizzes[i])) return false;
    return true;
  }

  function path(url) { return url.split("#")[0].split("?")[0]; }

  function update() {
    var data = window.tamcucProgressData || {};
    var root = document.documentElement.getAttribute("data-content_root") || "";
    var done = {};
    Object.keys(data).forEach(function (page) {
      if (pageDone(data[page])) done[path(new URL(root + page + ".html", location.href).href)] = true;
    });
    document.querySelectorAll(".bd-sidebar-primary a.reference.internal, nav.bd-docs-nav a.reference.internal").forEach(function (a) {
      var here = path(new URL(a.getAttribute("href") || "", location.href).href);
      var mark = a.querySelector(".tamcuc-done");
      if (done[here] && !mark) {
        mark = document.createElement("span");
        mark.className = "tamcuc-done";
        mark.innerHTML = "<span aria-hidden='true'>\u2713</span><span class='tamcuc-done-words'></span>";
        mark.lastChild.textContent = word;
        mark.title = word;
        a.appendChild(mark);
      } else if (!done[here] && mark) {
        mark.parentNode.removeChild(mark);
      }
    });
  }

  function soon() { setTimeout(update, 0); }
  // An answer is saved by the quiz's own click handler, before the click reaches the document.
  document.addEventListener("click", function (e) {
    if (e.target && e.target.closest && e.target.closest(".tamcuc-quiz")) soon();
  });
  document.addEventListener("tamcuc-quiz:forget", soon, true);
  window.addEventListener("storage", function (e) { if (e.key === null || String(e.key).indexOf(PREFIX) === 0) update(); });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", update);
  else update();
})();

// The quiz in JupyterLab: the anywidget module of tamcuc/quiz_widget.py (QuizWidget._esm), after the
// quiz's own script as a function, runQuiz (tamcuc.quiz.render.quiz_function). It draws the HTML Python
// made (model "html", the site's quiz without its <script>) and runs the site's quiz script on it, so
// grading, keys, Reset and the answers kept in the browser are the site's. The script asks its engine
// for more questions: here the kernel, one message {id, call, args} answered by {id, html} or {id, error}.
// It holds no rule of the game.
var ANSWER_MS = 20000; // a kernel that does not answer by then (stopped, busy for long): the quiz says so

function render({ model, el }) {
  var box = document.createElement("div");
  box.className = "tamcuc-quiz-box";
  box.setAttribute("data-lm-suppress-shortcuts", "true"); // keys in the quiz are the quiz's, not JupyterLab's
  box.innerHTML = model.get("html");
  el.append(box);
  var root = box.querySelector(".tamcuc-quiz");
  if (!root) return;
  var pending = {};
  var count = 0;
  function answer(msg) {
    if (!msg || typeof msg !== "object" || !Object.prototype.hasOwnProperty.call(pending, msg.id)) return;
    var waiting = pending[msg.id];
    delete pending[msg.id];
    clearTimeout(waiting.timer);
    if (typeof msg.html === "string") waiting.resolve(msg.html);
    else waiting.reject(new Error(String(msg.error || "no question")));
  }
  model.on("msg:custom", answer);
  root.tamcucEngine = {
    available: true,
    ready: true,
    call: function (name) {
      var args = Array.prototype.slice.call(arguments, 1);
      var id = ++count;
      return new Promise(function (resolve, reject) {
        var timer = setTimeout(function () {
          delete pending[id];
          reject(new Error("the kernel did not answer"));
        }, ANSWER_MS);
        pending[id] = { resolve: resolve, reject: reject, timer: timer };
        model.send({ id: id, call: name, args: args });
      });
    },
  };
  runQuiz(root);
  return function () {
    model.off("msg:custom", answer);
    Object.keys(pending).forEach(function (id) { clearTimeout(pending[id].timer); });
  };
}

export default { render };

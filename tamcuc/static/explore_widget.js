// The explorables in JupyterLab: the anywidget module of tamcuc/explore_widget.py (ExploreWidget._esm).
// It holds no rule of the game: it draws the HTML Python made (model "html") and carries each click on a
// control (data-tx-act / data-tx-arg) to the kernel as {act, arg}; Python answers with new HTML.
function render({ model, el }) {
  var box = document.createElement("div");
  box.setAttribute("data-lm-suppress-shortcuts", "true");
  el.append(box);
  function put() {
    var focused = document.activeElement;
    var act = box.contains(focused) && focused.getAttribute ? focused.getAttribute("data-tx-act") : null;
    var arg = act ? focused.getAttribute("data-tx-arg") : null;
    box.innerHTML = model.get("html");
    if (act) {
      var again = Array.prototype.find.call(box.querySelectorAll("[data-tx-act='" + act + "']"),
        function (c) { return c.getAttribute("data-tx-arg") === arg; });
      if (again) again.focus();
    }
  }
  function onClick(ev) {
    var c = ev.target.closest("[data-tx-act]");
    if (!c || c.disabled) return;
    model.send({ act: c.getAttribute("data-tx-act"), arg: c.getAttribute("data-tx-arg") || "" });
  }
  box.addEventListener("click", onClick);
  model.on("change:html", put);
  put();
  return function () { model.off("change:html", put); };
}

export default { render };

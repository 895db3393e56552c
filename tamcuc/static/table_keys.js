// The game table's keys, one home for the site's table (sphinxext/static/tamcuc-engine.js, where the
// build puts this function) and the notebook's (tamcuc/static/table_widget.js, where tamcuc.table_widget
// puts it). On a card of the hand or a button of the table: ArrowLeft / ArrowRight move along the row,
// Home / End to its first / last; ArrowDown goes from the hand to the buttons (the main one), ArrowUp
// from the buttons to the hand (a selected card, else the first); where there is nothing to go to,
// nothing moves. Those keys never scroll the page; every other key is left alone (Enter and Space press).
function tableKeys(box, ev) {
  var moves = ["ArrowLeft", "ArrowRight", "Home", "End", "ArrowUp", "ArrowDown"];
  if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey || moves.indexOf(ev.key) < 0) return;
  var el = ev.target.closest && ev.target.closest("button.tc-card, button.tc-button");
  if (!el) return;
  function buttonsOf(row) {
    return row ? Array.prototype.slice.call(row.querySelectorAll("button:not([disabled])")) : [];
  }
  var hand = box.querySelector(".tc-cards"), buttons = box.querySelector(".tc-buttons");
  var row = buttonsOf(el.parentNode), i = row.indexOf(el), to = null;
  if (ev.key === "ArrowLeft") to = row[i - 1];
  else if (ev.key === "ArrowRight") to = row[i + 1];
  else if (ev.key === "Home") to = row[0];
  else if (ev.key === "End") to = row[row.length - 1];
  else if (ev.key === "ArrowDown" && el.parentNode === hand) {
    to = (buttons && buttons.querySelector(".tc-main:not([disabled])")) || buttonsOf(buttons)[0];
  } else if (ev.key === "ArrowUp" && el.parentNode === buttons) {
    to = (hand && hand.querySelector("button[aria-pressed='true']:not([disabled])")) || buttonsOf(hand)[0];
  }
  if (to) to.focus();
  ev.preventDefault();
  ev.stopPropagation();
}

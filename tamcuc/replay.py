"""Annotated replays: a whole deal, step by step, that works on a static page.

The engine produces the data (:func:`replay_steps`): every hand before each
trick, what each player laid and whether they showed or folded, who won and
why, the kept piles, declarations, kết / đè, and the final scores. The
:class:`Replay` object draws it in a notebook, and in the built site, as a
self-contained HTML block with Previous / Next buttons: a small inline script
swaps the step shown, using card pictures embedded once. No kernel, no network.

>>> from tamcuc.bots import RuleBot
>>> r = Replay.from_bots(Rules.learning(), [RuleBot()] * 4, seed=5)
>>> len(r.steps) == len(r.game.history) + len(r.game.declarations) + 2
True

DOM contract (for tests): container ``.tamcuc-replay``; buttons ``.tcr-prev`` and
``.tcr-next``; the step's text in ``.tcr-explain``; the position in ``.tcr-pos``.
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Optional, Sequence

from .cards import CARDS, _strip_diacritics
from .dealing import make_rng
from .draw import back_svg, card_svg
from .game import Game
from .rules import Rules

CARD_WIDTH = 34
"""Width in pixels of the cards in a replay."""


def replay_steps(game: Game, names: Optional[Sequence[str]] = None) -> list:
    """Returns the steps of a finished ``game`` as plain data (lists, strings, ints).

    The moves are pushed again through a fresh checked :class:`Game` from the
    same hands, so each step's hands are the true hands after that step (a
    trick's laid cards appear beside the hands, not in them). Each
    step is a dict: ``title``, ``text``, ``hands`` (codes per seat), ``kept``
    (codes per seat), ``laid`` (``[seat, codes, status]`` in play order, or
    empty), ``winner`` (a seat or None).
    """
    if not game.is_over():
        raise ValueError("a replay needs a finished deal: play it to the end first")
    n = game.players
    label = list(names) if names is not None else [f"Player {p}" for p in range(n)]
    fresh = Game(game.rules, dealer=game.dealer, hands=game.initial_hands)
    codes = lambda cards: [c.code for c in cards]  # noqa: E731

    def snapshot(title: str, text: str, laid=(), winner=None) -> dict:
        return {
            "title": title,
            "text": text,
            "hands": [codes(h) for h in fresh.hands],
            "kept": [codes(k) for k in fresh.kept],
            "laid": [list(x) for x in laid],
            "winner": winner,
        }

    if game.drawn is not None:
        start = (
            f"Bắt cái: Player 0 drew {game.drawn.name_en} ({game.drawn.rank.name_vi}); counting "
            f"Tướng, Sĩ, Tượng … from the drawer stops at {label[game.dealer]}, who deals and leads."
        )
    else:
        start = f"{label[game.dealer]} was picked at random to deal and lead."
    steps = [snapshot("The deal", f"{start} Every hand is shown; in a real game you see only your own.")]
    declared = 0
    for move in game.moves:
        before = len(fresh.history)
        fresh.push(move)
        if move.action == "declare":
            d = fresh.declarations[declared]
            declared += 1
            steps.append(snapshot(f"Declaration before trick {d.before_trick}", d.describe(label) + "."))
        if len(fresh.history) > before:
            rec = fresh.history[-1]
            laid = [[seat, codes(cards), status] for seat, cards, status in zip(rec.order, rec.laid, rec.status)]
            step = snapshot(f"Trick {rec.number}", rec.explain(label), laid, rec.winner)
            steps.append(step)
    result = fresh.result()
    steps.append(snapshot("Scores", "The deal is over. " + result.summary(label).replace("\n", "; ") + "."))
    return steps


class Replay:
    """A finished deal to step through, in a notebook or on the static site."""

    def __init__(self, game: Game, title: str = "A deal", names: Optional[Sequence[str]] = None):
        self.game = game
        self.title = title
        self.names = list(names) if names is not None else [f"Player {p}" for p in range(game.players)]
        self.steps = replay_steps(game, self.names)

    @classmethod
    def from_bots(cls, rules: Rules, bots: Sequence, seed: int, title: Optional[str] = None,
                  names: Optional[Sequence[str]] = None) -> "Replay":
        """Returns the replay of a deal shuffled with ``seed`` and played by ``bots`` (bots also use ``seed``)."""
        game = Game(rules, seed=seed)
        game.play_out(bots, seed=make_rng(seed))
        return cls(game, title or f"Deal {seed}", names)

    @property
    def element_id(self) -> str:
        """Returns the HTML id: derived from the title, so it is the same every run."""
        ascii_title = _strip_diacritics(self.title.lower())
        return "tcr-" + (re.sub(r"[^a-z0-9]+", "-", ascii_title).strip("-") or "deal")

    def _repr_html_(self) -> str:
        return replay_html(self)

    def __repr__(self) -> str:
        return f"<Replay {self.title!r}: {len(self.steps)} steps>"


_STYLE = """
.tamcuc-replay{border:1px solid #c9bfa8;border-radius:8px;padding:.8em;margin:1em 0;background:#fffdf6;color:#1c1c1c}
.tamcuc-replay h4{margin:.1em 0 .5em;color:#1c1c1c}
.tamcuc-replay .tcr-controls{display:flex;gap:.6em;align-items:center;margin-bottom:.5em}
.tamcuc-replay button{font:inherit;padding:.3em .9em;border:1px solid #7a6a50;border-radius:5px;background:#fff;color:#1c1c1c;cursor:pointer}
.tamcuc-replay button:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.tamcuc-replay button:disabled{opacity:.45;cursor:default}
.tamcuc-replay .tcr-seat{display:flex;flex-wrap:wrap;gap:.4em;align-items:center;padding:.25em 0;border-top:1px dashed #e0d8c4}
.tamcuc-replay .tcr-name{min-width:6.5em;font-weight:600}
.tamcuc-replay .tcr-cards svg{margin-right:2px;vertical-align:middle}
.tamcuc-replay .tcr-laid{margin-left:auto;padding:2px 4px;border-radius:4px}
.tamcuc-replay .tcr-won{background:#fff2b8;outline:2px solid #b88a00}
.tamcuc-replay .tcr-small{font-size:.85em;color:#4a4a4a}
.tamcuc-replay .tcr-explain{margin-top:.5em;min-height:3em}
"""

_SCRIPT = """
(function(){
var root=document.getElementById(%(id)s);if(!root||root.dataset.ready)return;root.dataset.ready="1";
var data=JSON.parse(root.querySelector("script.tcr-data").textContent);
var faces={},tmp=root.querySelectorAll("template.tcr-face");
for(var i=0;i<tmp.length;i++){faces[tmp[i].dataset.code]=tmp[i].innerHTML;}
var at=0,prev=root.querySelector(".tcr-prev"),next=root.querySelector(".tcr-next");
function cards(list,hidden){var s="";for(var j=0;j<list.length;j++){s+=hidden?faces["back"]:faces[list[j]];}return s;}
function esc(t){var d=document.createElement("div");d.textContent=t;return d.innerHTML;}
function show(){
 var st=data.steps[at],laid={},html="";
 for(var k=0;k<st.laid.length;k++){laid[st.laid[k][0]]=st.laid[k];}
 for(var p=0;p<data.names.length;p++){
  var l=laid[p],cell="";
  if(l){var down=(l[2]!=="led"&&l[2]!=="shown");
   cell='<span class="tcr-laid'+(st.winner===p?' tcr-won':'')+'"><span class="tcr-small">'+esc(data.status[l[2]])+'</span> '+cards(l[1],down)+'</span>';}
  html+='<div class="tcr-seat"><span class="tcr-name">'+esc(data.names[p])+'</span><span class="tcr-cards" aria-label="hand">'+cards(st.hands[p],false)+
   '</span><span class="tcr-small">kept '+st.kept[p].length+'</span>'+cell+'</div>';}
 root.querySelector(".tcr-table").innerHTML=html;
 root.querySelector(".tcr-explain").textContent=st.text;
 root.querySelector(".tcr-pos").textContent="Step "+(at+1)+" of "+data.steps.length;
 prev.disabled=(at===0);next.disabled=(at===data.steps.length-1);
}
prev.addEventListener("click",function(){if(at>0){at--;show();}});
next.addEventListener("click",function(){if(at<data.steps.length-1){at++;show();}});
show();
})();
"""

_STATUS_WORDS = {
    "led": "led",
    "shown": "shown",
    "chui": "folded (chui)",
    "no play": "folded (chui)",
    "short": "too few cards",
}


def replay_html(replay: Replay) -> str:
    """Returns the self-contained HTML of a replay (inline data, pictures and script)."""
    rid = replay.element_id
    data = {"names": replay.names, "steps": replay.steps, "status": _STATUS_WORDS}
    blob = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    faces = "".join(
        f'<template class="tcr-face" data-code="{c.code}">{card_svg(c, CARD_WIDTH)}</template>' for c in CARDS
    ) + f'<template class="tcr-face" data-code="back">{back_svg(CARD_WIDTH)}</template>'
    words = "".join(f"<li>{escape(s['text'])}</li>" for s in replay.steps)
    return (
        f'<div class="tamcuc-replay" id="{rid}"><style>{_STYLE}</style>'
        f"<h4>{escape(replay.title)}</h4>"
        f'<div class="tcr-controls"><button type="button" class="tcr-prev">Previous</button>'
        f'<span class="tcr-pos" aria-live="polite"></span>'
        f'<button type="button" class="tcr-next">Next</button></div>'
        f'<div class="tcr-table"></div><p class="tcr-explain" aria-live="polite"></p>'
        f"<details><summary>The whole deal in words</summary><ol>{words}</ol></details>"
        f"{faces}"
        f'<script type="application/json" class="tcr-data">{blob}</script>'
        f"<script>{_SCRIPT % {'id': json.dumps(rid)}}</script></div>"
    )

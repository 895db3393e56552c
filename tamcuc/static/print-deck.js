// The script of the site's printable deck (tamcuc.printables.decks.deck with layout=None puts it, joined
// on one line, after the three layouts): the reader's choice of layout (faces only, double-sided, fold
// and glue) becomes the printable's data-layout, which the print stylesheet uses to show that layout.
(function(){var s=document.currentScript;if(!s)return;var r=s.closest('.tamcuc-print');
var b=r.querySelectorAll('input[name=tamcuc-deck-layout]');
var sync=function(){b.forEach(function(i){if(i.checked)r.setAttribute('data-layout',i.value);});};
b.forEach(function(i){i.disabled=false;i.addEventListener('change',sync);});sync();})();

// The script of the site's printable deck (tamcuc.printables.decks.deck with layout=None puts it, joined
// on one line, after the three layouts): the reader's choice of layout (faces only, double-sided, fold
// and glue) becomes the printable's data-layout, the light-backs box its data-back, which the print stylesheet uses to show that layout.
(function(){var s=document.currentScript;if(!s)return;var r=s.closest('.tamcuc-print');
var b=r.querySelectorAll('input[name=tamcuc-deck-layout]');
var l=r.querySelector('input[name=tamcuc-deck-back]');
var sync=function(){b.forEach(function(i){if(i.checked)r.setAttribute('data-layout',i.value);});
if(l)r.setAttribute('data-back',l.checked?'light':'dark');};
b.forEach(function(i){i.disabled=false;i.addEventListener('change',sync);});
if(l){l.disabled=false;l.addEventListener('change',sync);}sync();})();

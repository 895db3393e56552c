// The script of every printable (tamcuc.printables.base.Printable.html puts it, joined on one line, after
// the page): it enables the screen-only "Print this page" button and prints on a click. On the book's page
// the page's print style leaves the printable alone on paper; in a notebook (JupyterLab, a notebook
// output area) printing the window would print the notebook, so the printable is copied alone into a
// window of its own, as the command line's file is, and printed there. Each line ends a statement or a
// block (a page that runs the script twice wires the button once), and the script has no "<" or "&", so the page stays well-formed XML.
(function(){var s=document.currentScript;if(!s)return;
var root=s.parentNode,b=root.querySelector('.tamcuc-print-button');if(!b||b.getAttribute('data-ready'))return;
b.setAttribute('data-ready','1');b.disabled=false;
function alone(){var w=window.open('','_blank');if(!w)return false;var d=w.document;
d.title=document.title;d.documentElement.lang=root.getAttribute('lang')||document.documentElement.lang||'en';
var c=root.cloneNode(true);Array.prototype.forEach.call(c.querySelectorAll('script'),function(x){x.remove();});
d.body.style.margin='0';d.body.appendChild(d.importNode(c,true));w.focus();w.print();return true;}
b.addEventListener('click',function(){if(root.closest('.jp-OutputArea-output,.output_area')){if(alone())return;}
window.print();});})();

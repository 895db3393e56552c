// The script of every printable (tamcuc.printables.base.Printable.html puts it, joined on one line, after
// the page): it enables the screen-only "Print this page" button and prints on a click. Each line ends a
// statement or a block, and the script has no "<" or "&", so the page stays well-formed XML.
(function(){var s=document.currentScript;if(!s)return;
var b=s.parentNode.querySelector('.tamcuc-print-button');if(!b)return;b.disabled=false;
b.addEventListener('click',function(){window.print();});})();

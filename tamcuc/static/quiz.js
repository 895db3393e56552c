// The script of one HTML quiz (tamcuc.quiz.render.quiz_html puts it in each quiz, lines trimmed,
// comment lines left out; "__QUIZ_ID__" is the quiz's id, "__PREFIX__" the localStorage prefix).
// It knows no rule: it shows the feedback Python wrote into each button, counts first answers,
// keeps them in localStorage, and asks the engine for more questions (in the page window.tamcuc, see
// tamcuc.web; in JupyterLab the kernel, see tamcuc/quiz_widget.py, which runs this same function). What it keeps: where the reader is, each question's first answer (what counts)
// and last answer (what the panel shows again after a reload), and the seed of each question the
// engine made, so that the engine makes the same questions again after a reload (Python writes
// them; the script holds no question). Saved answers are checked when read (a bad value is set
// aside under KEY + ":set-aside", never fatal), merged with what another tab saved (the storage
// event, and again before each save), and only the reader's Reset, Start again or Forget removes them.
(function(r){
if(!r||r.getAttribute('data-ready'))return;
r.setAttribute('data-ready','1');
var W=JSON.parse(r.getAttribute('data-words')||'{}'),lang=r.getAttribute('data-lang');
function say(k,f){return (W[k]||'').replace(/\{(\w+)\}/g,function(m,x){return f&&x in f?f[x]:m;});}
var KEY='__PREFIX__'+r.id,kind=r.getAttribute('data-kind'),seed0=+r.getAttribute('data-seed'),
N=+r.getAttribute('data-count'),step=+r.getAttribute('data-step'),ver=r.getAttribute('data-version'),fb=r.querySelector('.tamcuc-feedback'),
pr=r.querySelector('.tamcuc-progress'),sm=r.querySelector('.tamcuc-summary'),
nx=r.querySelector('.tamcuc-next'),rs=r.querySelector('.tamcuc-reset'),
fg=r.querySelector('.tamcuc-forget'),cur=0,first=[],last=[],made=[],busy=false,gen=0,resume=-1,remaking=null,backing=false,
BIG=9007199254740991;
// first[i], last[i]: the reader's first and last answer (a choice's index) to question i, one of the
// N embedded (i < N) or one the engine made (i >= N, from the seed made[i - N]). resume: where the
// reader was, while the engine makes again the questions it made before a reload (remaking).
function panels(){return r.querySelectorAll('.tamcuc-q');}
function choices(i){var p=panels()[i];return p?p.querySelectorAll('.tamcuc-choice').length:0;}
function whole(x,lo,hi){return typeof x==='number'&&Math.floor(x)===x&&x>=lo&&x<=hi;}
function has(a){return a!=null&&a>=0;}
// What the browser kept for this quiz, checked: {cur, first, last, made} of whole numbers in range,
// or null. Whatever is not right is set aside (kept under another key), and the rest is used.
function stored(){var raw=null,s=null,bad=false,out={cur:0,first:[],last:[],made:[]};
try{raw=localStorage.getItem(KEY);}catch(e){return null;}
if(raw==null)return null;
try{s=JSON.parse(raw);}catch(e){bad=true;}
if(!bad&&(!s||typeof s!=='object'))bad=true;
if(!bad&&s.v!==ver)return null;
if(!bad){if(s.made!=null){if(s.made instanceof Array){for(var k=0;k<s.made.length;k++){
if(whole(s.made[k],-BIG,BIG))out.made.push(s.made[k]);else{bad=true;break;}}}else bad=true;}
var T=N+out.made.length;
if(whole(s.cur,0,T-1))out.cur=s.cur;else bad=true;
if(!(s.first instanceof Array)||!kept(s.first,out.first,T))bad=true;
if(s.last!=null&&(!(s.last instanceof Array)||!kept(s.last,out.last,T)))bad=true;}
if(bad){try{localStorage.setItem(KEY+':set-aside',raw);}catch(e){}}
return out;}
// Copies the answers of list (a choice's index; null or -1: none) to T questions into out; false when
// one is not right (it is left out). A made question's answers are checked when it is made again.
function kept(list,out,T){var ok=list.length<=T;for(var i=0;i<Math.min(list.length,T);i++){var a=list[i];
if(a==null||a===-1)out[i]=null;else if(whole(a,0,i<N?choices(i)-1:99))out[i]=a;else{out[i]=null;ok=false;}}
return ok;}
function load(){var s=stored();if(s){first=s.first;last=s.last;made=s.made;cur=s.cur;}}
// Another tab's answers count too: an answer this tab does not have is taken, none is lost; so are
// the questions it had the engine make past this tab's (the same seeds, in the same order).
function merge(s){var changed=false,same=true;if(!s)return false;
for(var k=0;k<Math.min(made.length,s.made.length);k++)if(made[k]!==s.made[k])same=false;
if(same&&s.made.length>made.length){made=made.concat(s.made.slice(made.length));changed=true;}
for(var i=0;i<N+made.length;i++){if(!has(first[i])&&has(s.first[i])){first[i]=s.first[i];changed=true;}
if(!has(last[i])&&has(s.last[i])){last[i]=s.last[i];changed=true;}}
return changed;}
function listed(a){var f=[];for(var i=0;i<N+made.length;i++)if(has(a[i])){while(f.length<i)f.push(null);f[i]=a[i];}return f;}
function save(){try{merge(stored());var where=resume>=0?resume:cur;
if(answered()||where||made.length){var s={v:ver,cur:where,first:listed(first)},l=listed(last);
if(l.length)s.last=l;if(made.length)s.made=made;localStorage.setItem(KEY,JSON.stringify(s));}
else localStorage.removeItem(KEY);}catch(e){}}
function answered(){var n=0;for(var i=0;i<N+made.length;i++)if(has(first[i]))n++;return n;}
// A round is N questions: the embedded ones, then each N the engine in the page makes (the "more"
// button); the first answers of the round count.
function start(n){return n-n%N;}
function tally(b){var a=0,ok=0,p=panels();for(var i=b;i<b+N&&i<p.length;i++){if(!has(first[i]))continue;a++;
var c=p[i].querySelectorAll('.tamcuc-choice')[first[i]];if(c&&c.getAttribute('data-correct')==='true')ok++;}
return {n:a,right:ok};}
// The engine: the page's (window.tamcuc, see tamcuc.web), or the one a notebook's widget gives the quiz
// (r.tamcucEngine: the kernel, see tamcuc/quiz_widget.py), with the same call().
function E(){return r.tamcucEngine||window.tamcuc;}
function engine(){var e=E();return !!(e&&e.available);}
// The page has the engine but it cannot run (no WebAssembly, a failure): "More questions" says so
// and keeps every answer; only the reader's Reset starts the quiz over.
function failed(){var e=E();return !!(e&&!e.available);}
function update(){var at=backing?resume:cur,b=start(at),s=tally(b),any=answered()>0||made.length>0;
var where=say('progress',{n:at-b+1,count:N});
pr.textContent=s.n?say('right',{where:where,right:s.right}):where;
var done=s.n===N,sum=done?say('summary',{count:N,right:s.right})+(s.right===N?say('cheer'):''):'';
if(sm.textContent!==sum)sm.textContent=sum;
var last1=cur+1===b+N,further=cur+1<panels().length||engine()||failed(),again=!further;
if(nx&&!busy)nx.textContent=!further?say('again'):(last1?say('more'):say('next'));
if(rs)rs.hidden=!any||(nx&&again&&!busy);if(fg)fg.hidden=!done;}
function clear(){Array.prototype.forEach.call(r.querySelectorAll('.tamcuc-choice'),function(b){
b.removeAttribute('data-state');b.removeAttribute('data-selected');b.removeAttribute('aria-disabled');});
Array.prototype.forEach.call(panels(),function(p){p.removeAttribute('data-locked');});
fb.textContent='';fb.removeAttribute('data-state');}
function lock(panel){panel.setAttribute('data-locked','1');
Array.prototype.forEach.call(panel.querySelectorAll('.tamcuc-choice'),function(o){o.setAttribute('aria-disabled','true');});}
function mark(b){var s=b.getAttribute('data-correct')==='true'?'right':'wrong';
b.setAttribute('data-state',s);fb.setAttribute('data-state',s);fb.textContent='';
fb.textContent=b.getAttribute('data-feedback');
if(s==='right'){var p=b.closest('.tamcuc-q');if(p)lock(p);}}
function wire(panel){var bs=panel.querySelectorAll('.tamcuc-choice'),n=+panel.getAttribute('data-index');
if(first[n]>=bs.length)first[n]=null;if(last[n]>=bs.length)last[n]=null;
Array.prototype.forEach.call(bs,function(b,i){b.disabled=false;b.addEventListener('click',function(){
if(panel.getAttribute('data-locked'))return;
Array.prototype.forEach.call(bs,function(o){o.removeAttribute('data-selected');});mark(b);
if(!has(first[n]))first[n]=i;last[n]=i;save();update();});});}
// Shows question n as the reader left it: the first answer marked, then the last (its feedback shows).
function show(n){var p=panels();backing=false;clear();for(var i=0;i<p.length;i++)p[i].hidden=i!==n;cur=n;save();
var bs=p[n].querySelectorAll('.tamcuc-choice');if(has(first[n])&&bs[first[n]])mark(bs[first[n]]);
if(has(last[n])&&last[n]!==first[n]&&bs[last[n]])mark(bs[last[n]]);
update();}
// After a reload, while the engine makes again the question the reader was on: no other question is
// shown in its place; the line says it is coming back. If the engine cannot, the last one there is.
function back(){if(resume<0||!engine())return;backing=true;var p=panels();for(var i=0;i<p.length;i++)p[i].hidden=true;
fb.removeAttribute('data-state');fb.textContent=say('back');update();}
function unback(){if(!backing)return;show(cur);fb.removeAttribute('data-state');fb.textContent=say('failed');}
function focusFirst(){var f=panels()[cur].querySelector('.tamcuc-choice');if(f)f.focus();}
function idle(){busy=false;if(nx){nx.disabled=false;nx.removeAttribute('aria-busy');}}
function restart(){gen++;first=[];last=[];made=[];resume=-1;remaking=null;idle();
try{localStorage.removeItem(KEY);}catch(e){}var p=panels();
for(var i=p.length-1;i>=N;i--)p[i].parentNode.removeChild(p[i]);show(0);}
// Asks the engine for question index (from the seed kept for it, or the quiz's next seed) and puts
// it, hidden, after the others. Resolves when it is there (or the reader started over meanwhile).
function make(index){var g=gen,seed=index-N<made.length?made[index-N]:seed0+index*step,args=['quiz_question',kind,seed,index];
if(lang&&lang!=='en')args.push(lang);
return E().call.apply(E(),args).then(function(html){
if(g!==gen)return;var p=panels();if(p.length!==index)return;
var t=document.createElement('div');t.innerHTML=html;var q=t.querySelector('.tamcuc-q');
if(!q)throw new Error('no question');q.hidden=true;
p[p.length-1].parentNode.insertBefore(q,p[p.length-1].nextSibling);if(index-N===made.length)made.push(seed);wire(q);});}
// After a reload: the engine makes again, in order, the questions it made before; then the quiz goes
// back to where the reader was. If the engine cannot, they stay kept (and the reader where they were).
function remake(){var g=gen;
remaking=(function more(){var n=panels().length;if(g!==gen||n>=N+made.length)return null;
return make(n).then(function(){return panels().length>n?more():null;});})();
remaking=Promise.resolve(remaking).then(function(){if(g!==gen)return;remaking=null;
if(resume>=0){var n=Math.min(resume,panels().length-1);resume=-1;show(n);}else update();},
function(){if(g!==gen)return;remaking=null;unback();update();});}
function begin(){if(made.length&&!remaking&&engine()&&panels().length<N+made.length){remake();back();}}
// The engine may still be loading: the button says "one moment" at once and the question
// comes when it is ready. If the engine fails, the quiz says so and keeps every answer.
function next(){if(busy)return;var p=panels();
if(cur+1<p.length){resume=-1;show(cur+1);focusFirst();return;}
if(!engine()){if(failed()){update();fb.removeAttribute('data-state');fb.textContent=say('failed');return;}
restart();focusFirst();return;}
busy=true;nx.disabled=true;nx.setAttribute('aria-busy','true');
nx.textContent=E().ready?say('loading'):say('wait');
var g=gen,waiting=resume>=0;begin();
Promise.resolve(remaking).then(function(){if(g!==gen||waiting)return;var p=panels();return cur+1<p.length?null:make(p.length);}).then(
function(){if(g!==gen)return;idle();if(waiting&&resume>=0)throw new Error('not made again');
if(!waiting)show(cur+1<panels().length?cur+1:cur);else update();focusFirst();}).catch(
function(){if(g!==gen)return;idle();update();fb.removeAttribute('data-state');fb.textContent=say('failed');});}
load();
Array.prototype.forEach.call(panels(),wire);
if(nx){nx.disabled=false;nx.addEventListener('click',next);}
if(rs){rs.disabled=false;rs.addEventListener('click',function(){restart();focusFirst();});}
if(fg){fg.disabled=false;fg.addEventListener('click',function(){try{for(var i=localStorage.length-1;i>=0;i--){
var k=localStorage.key(i);if(k&&k.indexOf('__PREFIX__')===0)localStorage.removeItem(k);}}catch(e){}
Array.prototype.forEach.call(document.querySelectorAll('.tamcuc-quiz'),function(q){
q.dispatchEvent(new CustomEvent('tamcuc-quiz:forget'));});});}
r.addEventListener('tamcuc-quiz:forget',function(){restart();});
// Another tab of this lesson saved answers (merged in) or the reader reset the quiz there.
window.addEventListener('storage',function(e){if(e.key!==KEY&&e.key!==null)return;
if(e.newValue==null){first=[];last=[];show(cur);return;}
if(merge(stored()))show(cur);else update();});
r.addEventListener('keydown',function(e){if(e.altKey||e.ctrlKey||e.metaKey)return;
var t=e.target;if(t&&(t.tagName==='INPUT'||t.tagName==='TEXTAREA'||t.isContentEditable))return;
var k=/^[1-9]$/.test(e.key)?+e.key-1:(/^[a-z]$/i.test(e.key)?e.key.toUpperCase().charCodeAt(0)-65:-1);
if(k>=0){if(backing||panels()[cur].getAttribute('data-locked'))return;
var bs=panels()[cur].querySelectorAll('.tamcuc-choice'),b=bs[k];
if(!b)return;e.preventDefault();Array.prototype.forEach.call(bs,function(o){o.removeAttribute('data-selected');});
b.setAttribute('data-selected','1');b.focus();}});
['tamcuc:loading','tamcuc:ready','tamcuc:failed'].forEach(function(n){document.addEventListener(n,function(){begin();if(failed())unback();update();});});
// A question the engine made before the reload is shown once it is made again (meanwhile the line says so).
if(cur>=panels().length){resume=cur;cur=panels().length-1;}
show(cur);back();
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',begin);else begin();
})(document.getElementById('__QUIZ_ID__'));

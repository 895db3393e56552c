// The script of one HTML quiz (tamcuc.quiz.render.quiz_html puts it in each quiz, lines trimmed,
// comment lines left out; "__QUIZ_ID__" is the quiz's id, "__PREFIX__" the localStorage prefix).
// It knows no rule: it shows the feedback Python wrote into each button, counts first answers,
// keeps them in localStorage, and asks the engine in the page (window.tamcuc, see tamcuc.web) for
// more questions. Saved answers are checked when read (a bad value is set aside under
// KEY + ":set-aside", never fatal), merged with what another tab saved (the storage event, and
// again before each save), and only the reader's Reset, Start again or Forget removes them.
(function(){
var r=document.getElementById('__QUIZ_ID__');if(!r||r.getAttribute('data-ready'))return;
r.setAttribute('data-ready','1');
var W=JSON.parse(r.getAttribute('data-words')||'{}'),lang=r.getAttribute('data-lang');
function say(k,f){return (W[k]||'').replace(/\{(\w+)\}/g,function(m,x){return f&&x in f?f[x]:m;});}
var KEY='__PREFIX__'+r.id,kind=r.getAttribute('data-kind'),seed0=+r.getAttribute('data-seed'),
N=+r.getAttribute('data-count'),step=+r.getAttribute('data-step'),ver=r.getAttribute('data-version'),fb=r.querySelector('.tamcuc-feedback'),
pr=r.querySelector('.tamcuc-progress'),sm=r.querySelector('.tamcuc-summary'),
nx=r.querySelector('.tamcuc-next'),rs=r.querySelector('.tamcuc-reset'),
fg=r.querySelector('.tamcuc-forget'),cur=0,first=[],busy=false;
function panels(){return r.querySelectorAll('.tamcuc-q');}
function choices(i){var p=panels()[i];return p?p.querySelectorAll('.tamcuc-choice').length:0;}
function whole(x,lo,hi){return typeof x==='number'&&Math.floor(x)===x&&x>=lo&&x<=hi;}
// What the browser kept for this quiz, checked: {cur, first} of whole numbers in range, or null.
// Whatever is not right is set aside (kept under another key), and the rest is used.
function stored(){var raw=null,s=null,bad=false,out={cur:0,first:[]};
try{raw=localStorage.getItem(KEY);}catch(e){return null;}
if(raw==null)return null;
try{s=JSON.parse(raw);}catch(e){bad=true;}
if(!bad&&(!s||typeof s!=='object'))bad=true;
if(!bad&&s.v!==ver)return null;
if(!bad){if(whole(s.cur,0,N-1))out.cur=s.cur;else bad=true;
if(s.first instanceof Array){for(var i=0;i<Math.min(s.first.length,N);i++){var a=s.first[i];
if(a==null||a===-1)out.first[i]=null;else if(whole(a,0,choices(i)-1))out.first[i]=a;else{out.first[i]=null;bad=true;}}
if(s.first.length>N)bad=true;}else bad=true;}
if(bad){try{localStorage.setItem(KEY+':set-aside',raw);}catch(e){}}
return out;}
function load(){var s=stored();if(s){first=s.first;cur=s.cur;}}
// Another tab's answers count too: an answer this tab does not have is taken, none is lost.
function merge(s){var changed=false;if(!s)return false;
for(var i=0;i<N;i++){if((first[i]==null||first[i]<0)&&s.first[i]!=null){first[i]=s.first[i];changed=true;}}
return changed;}
function save(){try{merge(stored());
if(answered()||Math.min(cur,N-1)){var f=[];for(var i=0;i<N;i++)if(first[i]!=null&&first[i]>=0){while(f.length<i)f.push(null);f[i]=first[i];}
localStorage.setItem(KEY,JSON.stringify({v:ver,cur:Math.min(cur,N-1),first:f}));}
else localStorage.removeItem(KEY);}catch(e){}}
function answered(){var n=0;for(var i=0;i<N;i++)if(first[i]!=null&&first[i]>=0)n++;return n;}
// A round is N questions: the embedded ones (answers kept in first[]), then each N the
// engine in the page makes (the "more" button; their first answers kept on the panel).
function start(n){return n-n%N;}
function tally(b){var a=0,ok=0,p=panels();for(var i=b;i<b+N&&i<p.length;i++){
if(i<N){if(first[i]==null||first[i]<0)continue;a++;
var c=p[i].querySelectorAll('.tamcuc-choice')[first[i]];if(c&&c.getAttribute('data-correct')==='true')ok++;}
else if(p[i].getAttribute('data-answered')){a++;if(p[i].getAttribute('data-right'))ok++;}}
return {n:a,right:ok};}
function engine(){return !!(window.tamcuc&&window.tamcuc.available);}
// The page has the engine but it cannot run (no WebAssembly, a failure): "More questions" says so
// and keeps every answer; only the reader's Reset starts the quiz over.
function failed(){return !!(window.tamcuc&&!window.tamcuc.available);}
function update(){var b=start(cur),s=tally(b),any=answered()>0||!!r.querySelector('.tamcuc-q[data-answered]');
var where=say('progress',{n:cur-b+1,count:N});
pr.textContent=s.n?say('right',{where:where,right:s.right}):where;
var done=s.n===N,sum=done?say('summary',{count:N,right:s.right})+(s.right===N?say('cheer'):''):'';
if(sm.textContent!==sum)sm.textContent=sum;
var last=cur+1===b+N,further=cur+1<panels().length||engine()||failed(),again=!further;
if(nx&&!busy)nx.textContent=!further?say('again'):(last?say('more'):say('next'));
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
Array.prototype.forEach.call(bs,function(b,i){b.disabled=false;b.addEventListener('click',function(){
if(panel.getAttribute('data-locked'))return;
Array.prototype.forEach.call(bs,function(o){o.removeAttribute('data-selected');});mark(b);
if(n<N){if(first[n]==null||first[n]<0){first[n]=i;save();}}
else if(!panel.getAttribute('data-answered')){panel.setAttribute('data-answered','1');
if(b.getAttribute('data-correct')==='true')panel.setAttribute('data-right','1');}
update();});});}
function show(n){var p=panels();clear();for(var i=0;i<p.length;i++)p[i].hidden=i!==n;cur=n;
if(n<N){save();if(first[n]!=null&&first[n]>=0){var b=p[n].querySelectorAll('.tamcuc-choice')[first[n]];if(b)mark(b);}}
update();}
function focusFirst(){var f=panels()[cur].querySelector('.tamcuc-choice');if(f)f.focus();}
function restart(){first=[];try{localStorage.removeItem(KEY);}catch(e){}var p=panels();
for(var i=p.length-1;i>=N;i--)p[i].parentNode.removeChild(p[i]);show(0);}
// The engine may still be loading: the button says "one moment" at once and the question
// comes when it is ready. If the engine fails, the quiz says so and keeps every answer.
function next(){if(busy)return;var p=panels();
if(cur+1<p.length){show(cur+1);focusFirst();return;}
if(!engine()){if(failed()){update();fb.removeAttribute('data-state');fb.textContent=say('failed');return;}
restart();focusFirst();return;}
busy=true;nx.disabled=true;nx.setAttribute('aria-busy','true');
nx.textContent=window.tamcuc.ready?say('loading'):say('wait');
var index=p.length,args=['quiz_question',kind,seed0+index*step,index];if(lang&&lang!=='en')args.push(lang);
window.tamcuc.call.apply(window.tamcuc,args).then(function(html){
var t=document.createElement('div');t.innerHTML=html;var q=t.querySelector('.tamcuc-q');
if(!q)throw new Error('no question');
p[p.length-1].parentNode.insertBefore(q,p[p.length-1].nextSibling);wire(q);
busy=false;nx.disabled=false;nx.removeAttribute('aria-busy');show(index);focusFirst();}).catch(
function(){busy=false;nx.disabled=false;nx.removeAttribute('aria-busy');update();
fb.removeAttribute('data-state');fb.textContent=say('failed');});}
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
if(e.newValue==null){if(!e.key||e.key===KEY){first=[];if(cur<N)show(cur);else update();}return;}
if(merge(stored())&&cur<N)show(cur);else update();});
r.addEventListener('keydown',function(e){if(e.altKey||e.ctrlKey||e.metaKey)return;
var t=e.target;if(t&&(t.tagName==='INPUT'||t.tagName==='TEXTAREA'||t.isContentEditable))return;
var k=/^[1-9]$/.test(e.key)?+e.key-1:(/^[a-z]$/i.test(e.key)?e.key.toUpperCase().charCodeAt(0)-65:-1);
if(k>=0){if(panels()[cur].getAttribute('data-locked'))return;
var bs=panels()[cur].querySelectorAll('.tamcuc-choice'),b=bs[k];
if(!b)return;e.preventDefault();Array.prototype.forEach.call(bs,function(o){o.removeAttribute('data-selected');});
b.setAttribute('data-selected','1');b.focus();}});
['tamcuc:loading','tamcuc:ready','tamcuc:failed'].forEach(function(n){document.addEventListener(n,update);});
show(cur);
})();

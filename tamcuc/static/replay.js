// The script of a replay (tamcuc.replay.replay_html puts it, as it is, in the replay's <script>;
// __REPLAY_ID__ becomes the replay's element id, a JSON string). It steps through the deal in the
// replay's data (script.tcr-data), from the seat the reader chose, drawing the cards from its templates:
// Previous / Next, the slider, the jump to a part (data.parts, from Python), autoplay and the keys
// (← → step, Home / End, Space plays or pauses) all move the same step. The autoplay's tempo is the
// Speed choice; a data-tempo-ms attribute on the replay, when set, overrides it (tests use it).
(function(){
var root=document.getElementById(__REPLAY_ID__);if(!root||root.dataset.ready)return;root.dataset.ready="1";
var data=JSON.parse(root.querySelector("script.tcr-data").textContent);
var faces={},tmp=root.querySelectorAll("template.tcr-face");
for(var i=0;i<tmp.length;i++){faces[tmp[i].dataset.code]=tmp[i].innerHTML;}
var at=0,last=data.steps.length-1,timer=null,q=function(s){return root.querySelector(s);};
var view=q(".tcr-view"),jump=q(".tcr-jump"),slider=q(".tcr-slider"),play=q(".tcr-play"),tempo=q(".tcr-tempo");
var prevs=root.querySelectorAll(".tcr-prev,.tcr-prev2"),nexts=root.querySelectorAll(".tcr-next,.tcr-next2");
function cards(list,up){var s="";for(var j=0;j<list.length;j++){s+=up?faces[list[j]]:faces["back"];}return s;}
function backs(n){var s="";for(var j=0;j<n;j++){s+=faces["back"];}return s;}
function esc(t){var d=document.createElement("div");d.textContent=t;return d.innerHTML;}
var W=data.words;
function say(key,n,total){if(n===0&&W[key+"_none"])key+="_none";return W[key].split("{n}").join(String(n)).split("{total}").join(String(total));}
function show(){
 var st=data.steps[at],v=view.value,handUp=data.hands_seen[v],seen=st.seen[v],keptUp=st.kept_seen[v]||st.kept,html="",lays="";
 for(var p=0;p<data.names.length;p++){
  // A hand this view sees is drawn card by card; a hidden one as a small fan of backs beside its count.
  var n=st.hands[p].length,up=handUp[p];
  html+='<div class="tcr-seat'+(st.winner===p?' tcr-seat-won':'')+'"><div class="tcr-name">'+esc(data.names[p])+
   '<div class="tcr-small">'+esc(say("in_hand",n))+'</div></div>'+
   '<div class="tcr-cards tcr-hand'+(up?' tcr-up':' tcr-fan')+'" aria-label="'+esc(W.hand)+'">'+cards(st.hands[p],up)+'</div>'+
   '<div class="tcr-kept"><div class="tcr-small">'+esc(at===data.steps.length-1&&!st.kept[p].length?W.kept_none_end:say("kept",st.kept[p].length))+'</div><div class="tcr-cards">'+
   cards(keptUp[p],true)+backs(st.kept[p].length-keptUp[p].length)+'</div></div></div>';}
 for(var k=0;k<st.laid.length;k++){
  var l=st.laid[k],won=st.winner===l[0];
  lays+='<div class="tcr-lay'+(won?' tcr-won':'')+'"><div class="tcr-who">'+esc(data.names[l[0]])+'</div>'+
   '<div class="tcr-small tcr-word">'+esc(won?W.wins:l[2])+'</div><div class="tcr-cards tcr-laid">'+cards(l[1],seen[k])+'</div></div>';}
 // The last step: the trick's box holds the scores, one line a seat (the engine's words), first place framed.
 if(st.scores){lays='<ol class="tcr-scores">';for(var r=0;r<st.scores.length;r++){
  lays+='<li class="tcr-score'+(st.places[r]===1?' tcr-first':'')+'">'+esc(st.scores[r])+'</li>';}lays+='</ol>';}
 q(".tcr-table").innerHTML=html;q(".tcr-lays").innerHTML=lays;
 q(".tcr-title").textContent=st.title;
 q(".tcr-explain").textContent=st.text;q(".tcr-explain").scrollTop=0;
 // A review's mark (Replay(review=True)): in the lesson view, and in the view of the seat that decided only.
 var rv=q(".tcr-review");if(rv){var mine=!!st.review&&(v==="all"||v===String(st.review_seat));rv.hidden=!mine;rv.textContent=mine?st.review:"";}
 q(".tcr-pile").textContent=say(st.discards===1?"pile_one":"pile",st.discards);
 q(".tcr-note").textContent=data.notes[v];
 var pos=say("step",at+1,data.steps.length);
 q(".tcr-pos").textContent=pos;q(".tcr-pos2").textContent=pos;
 slider.value=String(at+1);slider.setAttribute("aria-valuetext",pos);
 for(var j=data.parts.length-1;j>0&&data.parts[j][1]>at;j--){}
 jump.value=String(j);
 var lost=root.contains(document.activeElement)&&document.activeElement;
 for(var b=0;b<prevs.length;b++){prevs[b].disabled=(at===0);nexts[b].disabled=(at===last);}
 // A button that has just been disabled drops the focus: keep it in the replay, so the keys go on working.
 if(lost&&lost.disabled){root.focus({preventScroll:true});}
}
function go(to){at=Math.max(0,Math.min(last,to));show();}
function stop(){if(timer!==null){clearTimeout(timer);timer=null;}play.textContent=W.play;play.setAttribute("aria-pressed","false");root.removeAttribute("data-playing");}
function tick(){timer=setTimeout(function(){if(at<last){go(at+1);}if(at<last){tick();}else{stop();}},Number(root.dataset.tempoMs||tempo.value));}
function start(){if(at===last){go(0);}play.textContent=W.pause;play.setAttribute("aria-pressed","true");root.setAttribute("data-playing","1");tick();}
function toggle(){if(timer!==null){stop();}else{start();}}
for(var b=0;b<prevs.length;b++){
 prevs[b].addEventListener("click",function(){stop();go(at-1);});
 nexts[b].addEventListener("click",function(){stop();go(at+1);});}
play.addEventListener("click",toggle);
slider.addEventListener("input",function(){stop();go(Number(slider.value)-1);});
jump.addEventListener("change",function(){stop();go(data.parts[Number(jump.value)][1]);});
view.addEventListener("change",function(){stop();show();});
tempo.addEventListener("change",function(){if(timer!==null){clearTimeout(timer);tick();}});
root.addEventListener("keydown",function(e){
 if(e.altKey||e.ctrlKey||e.metaKey)return;
 // A select, the slider and text fields use these keys themselves; a button presses itself with Space.
 var tag=e.target.tagName;if(tag==="SELECT"||tag==="INPUT"||tag==="TEXTAREA"||e.target.isContentEditable)return;
 var key=e.key;
 if(key===" "||key==="Spacebar"){if(tag==="BUTTON"||tag==="SUMMARY")return;toggle();}
 else if(key==="ArrowLeft"){stop();go(at-1);}
 else if(key==="ArrowRight"){stop();go(at+1);}
 else if(key==="Home"){stop();go(0);}
 else if(key==="End"){stop();go(last);}
 else return;
 e.preventDefault();
});
show();
})();

// The script of a replay (tamcuc.replay.replay_html puts it, as it is, in the replay's <script>;
// __REPLAY_ID__ becomes the replay's element id, a JSON string). It steps through the deal in the
// replay's data (script.tcr-data), from the seat the reader chose, drawing the cards from its templates.
(function(){
var root=document.getElementById(__REPLAY_ID__);if(!root||root.dataset.ready)return;root.dataset.ready="1";
var data=JSON.parse(root.querySelector("script.tcr-data").textContent);
var faces={},tmp=root.querySelectorAll("template.tcr-face");
for(var i=0;i<tmp.length;i++){faces[tmp[i].dataset.code]=tmp[i].innerHTML;}
var at=0,view=root.querySelector(".tcr-view");
var prevs=root.querySelectorAll(".tcr-prev,.tcr-prev2"),nexts=root.querySelectorAll(".tcr-next,.tcr-next2");
function cards(list,up){var s="";for(var j=0;j<list.length;j++){s+=up?faces[list[j]]:faces["back"];}return s;}
function backs(n){var s="";for(var j=0;j<n;j++){s+=faces["back"];}return s;}
function esc(t){var d=document.createElement("div");d.textContent=t;return d.innerHTML;}
var W=data.words;
function say(key,n,total){return W[key].split("{n}").join(String(n)).split("{total}").join(String(total));}
function show(){
 var st=data.steps[at],v=view.value,handUp=data.hands_seen[v],seen=st.seen[v],keptUp=st.kept_seen[v]||st.kept,laid={},html="";
 for(var k=0;k<st.laid.length;k++){laid[st.laid[k][0]]=[st.laid[k],seen[k]];}
 for(var p=0;p<data.names.length;p++){
  var l=laid[p],cell="",n=st.hands[p].length;
  if(l){cell='<div class="tcr-laid'+(st.winner===p?' tcr-won':'')+'"><div class="tcr-small">'+esc(l[0][2])+'</div><div class="tcr-cards">'+cards(l[0][1],l[1])+'</div></div>';}
  html+='<div class="tcr-seat"><div class="tcr-name">'+esc(data.names[p])+'<div class="tcr-small">'+esc(say("in_hand",n))+'</div></div>'+
   '<div class="tcr-cards tcr-hand" aria-label="'+esc(W.hand)+'">'+cards(st.hands[p],handUp[p])+'</div>'+cell+
   '<div class="tcr-kept"><div class="tcr-small">'+esc(say("kept",st.kept[p].length))+'</div><div class="tcr-cards">'+cards(keptUp[p],true)+backs(st.kept[p].length-keptUp[p].length)+'</div></div></div>';}
 root.querySelector(".tcr-table").innerHTML=html;
 root.querySelector(".tcr-title").textContent=st.title;
 root.querySelector(".tcr-explain").textContent=st.text;
 root.querySelector(".tcr-pile").textContent=say(st.discards===1?"pile_one":"pile",st.discards);
 root.querySelector(".tcr-note").textContent=data.notes[v];
 var pos=say("step",at+1,data.steps.length);
 root.querySelector(".tcr-pos").textContent=pos;root.querySelector(".tcr-pos2").textContent=pos;
 for(var b=0;b<prevs.length;b++){prevs[b].disabled=(at===0);nexts[b].disabled=(at===data.steps.length-1);}
}
for(var b=0;b<prevs.length;b++){
 prevs[b].addEventListener("click",function(){if(at>0){at--;show();}});
 nexts[b].addEventListener("click",function(){if(at<data.steps.length-1){at++;show();}});}
view.addEventListener("change",show);
show();
})();

/**
 * The inline head script that keeps a visitor's first taps (docs/decisions/420). Controls whose
 * code starts after the first paint carry `data-replay` ("keys": key presses only; otherwise
 * clicks); a form carries it for its submit only (what is typed or ticked in it stays native). Until the code of the control's part of the page is
 * ready (its island, or the page script for controls outside islands), the script takes their
 * clicks, key presses and submits (no default action, no other listener: no double effect),
 * keeps them in order, marks a held submit `data-replay-pending` (CSS shows "carregando…") and
 * tells the island (`replay-wake`) so it loads at once. The part's code calls
 * `window.atendraReplay(root)` once its handlers are in place: the held events are dispatched
 * again, once, in order, and the part is no longer watched. Tab and modified keys pass.
 * Servers allow it by its hash, like the other inline scripts (scripts/security-headers.mjs).
 */
export const REPLAY_SNIPPET =
  "(function(w,d){var q=[],up=[];" +
  "function root(e){return e.closest('astro-island')||d.documentElement}" +
  "function take(e){var t=e.target,c=t&&t.closest&&t.closest('[data-replay]');if(!c)return;var r=root(c);" +
  "if(up.indexOf(r)>=0||(e.type==='submit')!==(c.tagName==='FORM'))return;var keys=c.getAttribute('data-replay')==='keys';" +
  "if(e.type==='keydown'&&(!keys||e.key==='Tab'||e.altKey||e.ctrlKey||e.metaKey))return;" +
  "if(e.type==='click'&&keys)return;" +
  "if(e.type==='submit')c.setAttribute('data-replay-pending','');" +
  "e.preventDefault();e.stopPropagation();q.push({r:r,c:c,type:e.type,key:e.key,shift:e.shiftKey});" +
  "r.dispatchEvent(new Event('replay-wake'))}" +
  "['click','keydown','submit'].forEach(function(n){w.addEventListener(n,take,true)});" +
  "w.atendraReplay=function(r){if(up.indexOf(r)>=0)return;up.push(r);" +
  "var mine=q.filter(function(x){return x.r===r});q=q.filter(function(x){return x.r!==r});" +
  "mine.forEach(function(x){var c=x.c;if(!c.isConnected)return;if(x.type==='click')c.click();" +
  "else if(x.type==='submit'){c.removeAttribute('data-replay-pending');c.requestSubmit()}" +
  "else c.dispatchEvent(new KeyboardEvent('keydown',{key:x.key,shiftKey:x.shift,bubbles:true,cancelable:true}))})}" +
  "})(window,document);";

/**
 * The inline head script that starts React Router's client code after the first paint
 * (docs/decisions/070). scripts/lib/defer-boot.mjs leaves the module script inert in the built
 * pages, with the chunks to preload and the order to evaluate them in. This script brings it
 * back once the page has loaded and its first contentful paint is reported, in an idle moment, or at once when the
 * visitor touches, clicks or types first. Chunks are evaluated one per task (a yield between
 * them) so that no single task holds the main thread for the whole bundle. In `npm run dev` the
 * pages are not transformed and the snippet finds nothing to do.
 */
import { DEFERRED_BOOT_ATTRIBUTE } from "./deferred-boot.js";

export function bootSnippet(): string {
  return (
    "(function(w,d){var done=false;" +
    "function list(s,a){return(s.getAttribute(a)||'').split(' ').filter(Boolean)}" +
    "function tick(){return new Promise(function(r){setTimeout(r,0)})}" +
    "function boot(){if(done)return;done=true;" +
    `var s=d.querySelector('script[${DEFERRED_BOOT_ATTRIBUTE}]');` +
    // A key press while the page is still being parsed: the module script may not exist yet.
    "if(!s){if(d.readyState==='loading'){done=false;d.addEventListener('DOMContentLoaded',boot,{once:true})}return}" +
    "var urls=list(s,'data-preload'),batches=[];while(urls.length)batches.push(urls.splice(0,6));" +
    // The preload links React Router wrote carried the chunk's integrity; the import map has it
    // (docs/decisions/090). Imports are checked against the map by the browser itself.
    "var sri={};try{sri=JSON.parse(d.querySelector('script[type=importmap]').textContent).integrity||{}}catch(e){}" +
    "batches.reduce(function(p,b){return p.then(function(){var f=d.createDocumentFragment();b.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;if(sri[h])l.setAttribute('integrity',sri[h]);f.appendChild(l)});d.head.appendChild(f)}).then(tick)},Promise.resolve())" +
    ".then(function(){return list(s,'data-stages').reduce(function(p,u){return p.then(function(){return import(u)}).then(tick)},Promise.resolve())})" +
    ".catch(function(){}).then(function(){var m=d.createElement('script');m.type='module';m.textContent=s.textContent;d.head.appendChild(m)})}" +
    "function idle(){(w.requestIdleCallback||function(f){setTimeout(f,1)})(boot,{timeout:1000})}" +
    // The first contentful paint, as the browser reports it (a frame callback can run before the
    // frame reaches the screen); browsers without paint timing wait for a frame instead.
    "function painted(){var P=w.PerformanceObserver;" +
    "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){(w.requestAnimationFrame||setTimeout)(function(){setTimeout(idle,0)});return}" +
    "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();idle()}});o.observe({type:'paint',buffered:true})}" +
    "if(d.readyState==='complete'){painted()}else{w.addEventListener('load',painted,{once:true})}" +
    "['pointerdown','keydown','touchstart'].forEach(function(t){w.addEventListener(t,boot,{once:true,passive:true,capture:true})})" +
    "})(window,document);"
  );
}

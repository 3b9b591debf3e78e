/**
 * The inline head script: Consent Mode v2 defaults (everything denied until the visitor
 * accepts), the consent already stored, and the tag manager loaded only after the page's script
 * has run (interactive) so it never competes with the first paint or the page's own start.
 * Servers allow it by its hash.
 */
export function analyticsSnippet(gtmId: string | undefined): string {
  const consent =
    "window.dataLayer=window.dataLayer||[];" +
    "window.gtag=function(){window.dataLayer.push(arguments)};" +
    "gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',wait_for_update:500});" +
    // The stored choice also goes on <html data-cookie-consent> before the first paint: CSS hides
    // the lead form's consent line for a visitor who has chosen (docs/decisions/191).
    "try{var c=localStorage.getItem('cookie-consent');if(c==='accepted'){gtag('consent','update',{analytics_storage:'granted'})}" +
    "if(c==='accepted'||c==='rejected'){document.documentElement.setAttribute('data-cookie-consent',c)}}catch(e){}";
  if (!gtmId) return consent;
  const id = JSON.stringify(gtmId);
  const loader =
    "(function(w,d){function load(){w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    `var s=d.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(${id});d.head.appendChild(s)}` +
    "var queued=false;function later(){if(queued)return;queued=true;(w.requestIdleCallback||function(f){setTimeout(f,1)})(load,{timeout:3000})}" +
    // Once the page's script has run (app/page-script/site.ts sets data-ready), so it never competes
    // with the page's own start (docs/decisions/301); 10 s after load at the latest, should it fail.
    "var h=d.documentElement;function ready(){return h.getAttribute('data-ready')==='true'}" +
    "if(ready()){later()}else{var mo=new MutationObserver(function(){if(ready()){mo.disconnect();later()}});" +
    "mo.observe(h,{attributes:true,attributeFilter:['data-ready']});" +
    "w.addEventListener('load',function(){setTimeout(later,10000)})}})(window,document);";
  return consent + loader;
}

export function gtmNoscriptUrl(gtmId: string): string {
  return `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`;
}

/**
 * The one rule for when the browser starts the site's own code (docs/decisions/301): after the
 * page has loaded and its first contentful paint is reported, in an idle moment (1 s at most), or
 * at once on the visitor's first touch, click or key. Used by the `client:afterpaint` directive
 * for islands and by the loader of the page scripts (scripts/astro/after-paint.mjs), so neither
 * competes with the first paint, yet neither loses a visitor who acts first.
 */
export function afterPaint(run: () => void): void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    for (const type of INPUT_EVENTS) window.removeEventListener(type, start, true);
    run();
  };
  const idle = () => (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1)))(start, { timeout: 1000 });
  const painted = () => {
    const P = window.PerformanceObserver;
    // A browser without paint timing waits for a frame instead.
    if (!P || !P.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(idle, 0));
    const observer = new P((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      // The entry can arrive before the painted frame is on screen, and a trace dates the paint when it is
      // shown: two frames later, the code's first request comes after it, never among what the paint waited for.
      requestAnimationFrame(() => requestAnimationFrame(idle));
    });
    observer.observe({ type: "paint", buffered: true });
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, start, { once: true, passive: true, capture: true });
  if (document.readyState === "complete") painted();
  else window.addEventListener("load", painted, { once: true });
}

const INPUT_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

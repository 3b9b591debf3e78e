/**
 * The banner appears `delay` ms after the load event, as the specification shows it, not after its own code
 * arrives: that code is fetched after the first paint, some time after load. What is left of the
 * delay when the code runs; never negative.
 */
export function remainingBannerDelay(loadEnd: number, now: number, delay: number): number {
  return Math.max(0, delay - Math.max(0, now - loadEnd));
}

/** The page's clock as the banner reads it; tests hand in their own. */
export interface PageClock {
  /** When the load event ended (ms since navigation start), or null when not known yet. */
  loadEnd: () => number | null;
  now: () => number;
}

export function pageClock(win: Window): PageClock {
  return {
    loadEnd: () => {
      const nav = win.performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
      // During the load event's own handlers the end is still 0: its start is as good.
      return nav ? nav.loadEventEnd || nav.loadEventStart || null : null;
    },
    now: () => win.performance.now(),
  };
}

/**
 * Runs `show` `delay` ms after the load event: at once if that moment is past, after load plus
 * `delay` if the page is still loading. Without a known load time (a browser with no navigation
 * timing), `delay` from now. Returns a cancel function.
 */
export function afterLoad(win: Window, show: () => void, delay: number, clock: PageClock = pageClock(win)): () => void {
  let timer: number | undefined;
  const schedule = () => {
    const loadEnd = clock.loadEnd();
    timer = win.setTimeout(show, loadEnd === null ? delay : remainingBannerDelay(loadEnd, clock.now(), delay));
  };
  if (win.document.readyState === "complete") schedule();
  else win.addEventListener("load", schedule, { once: true });
  return () => {
    win.removeEventListener("load", schedule);
    win.clearTimeout(timer);
  };
}

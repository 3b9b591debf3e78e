/**
 * What a failed dynamic `import()` becomes: a chunk that cannot be fetched (offline, replaced by a
 * deploy, or cancelled by the browser because the visitor is leaving the page, which Firefox logs
 * as an uncaught "error loading dynamically imported module") must never surface as an uncaught
 * rejection. While the page is being left the failure is expected and stays silent; otherwise it is
 * reported once with `console.warn`, and the promise resolves to null so the caller goes on
 * without the module.
 *
 * The page counts as being left from `beforeunload` (Firefox cancels the old page's fetches before
 * `pagehide`) or `pagehide`. Both listeners exist only while the import is pending: a `beforeunload`
 * listener keeps a page out of Firefox's back/forward cache.
 */
export function settleImport<T>(pending: Promise<T>, what: string, win: Window = window): Promise<T | null> {
  let leaving = false;
  const leave = () => void (leaving = true);
  for (const type of LEAVE_EVENTS) win.addEventListener(type, leave);
  const done = () => {
    for (const type of LEAVE_EVENTS) win.removeEventListener(type, leave);
  };
  return pending.then(
    (module) => {
      done();
      return module;
    },
    (error: unknown) => {
      done();
      if (!leaving) console.warn(`[site] ${what} did not load`, error);
      return null;
    },
  );
}

const LEAVE_EVENTS = ["beforeunload", "pagehide"] as const;

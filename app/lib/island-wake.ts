/**
 * Set by `client:intent` (app/directives/client-intent.ts) on an island a first use woke: the page
 * time (ms, `performance.now()`) of that use. A lead form counts its fill time from there.
 */
export const WOKE_AT_ATTRIBUTE = "data-woke-at";

/** When a first use woke the island around `el`, or 0 when it woke on its own (after the first paint). */
export function wokeAt(el: Element): number {
  const at = Number(el.closest(`[${WOKE_AT_ATTRIBUTE}]`)?.getAttribute(WOKE_AT_ATTRIBUTE));
  return Number.isFinite(at) && at > 0 ? at : 0;
}

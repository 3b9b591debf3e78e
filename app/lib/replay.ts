import { useEffect, type RefObject } from "react";

declare global {
  interface Window {
    /** Set by the inline head script (./replay-snippet.ts); absent in unit tests and old pages. */
    atendraReplay?: (root: Element) => void;
  }
}

/**
 * Says that the code of the part of the page holding `element` (its island, or the whole page
 * outside islands) is ready: the taps and key presses held since the first paint are dispatched
 * again, once, in order (./replay-snippet.ts).
 */
export function replayHeldEvents(element: Element | null | undefined): void {
  if (!element) return;
  window.atendraReplay?.(element.closest("astro-island") ?? element.ownerDocument.documentElement);
}

/** An island's side of it: once `ready` (its handlers can act on what it holds), replays what was held. */
export function useReplay(ref: RefObject<Element | null>, ready = true): void {
  useEffect(() => {
    if (ready) replayHeldEvents(ref.current);
  }, [ready, ref]);
}

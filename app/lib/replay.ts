declare global {
  interface Window {
    /** Set by the inline head script (./replay-snippet.ts); absent in unit tests and old pages. */
    atendraReplay?: (root: Element) => void;
  }
}

/**
 * Says that the code of the part of the page holding `element` (its island, or the whole page
 * outside islands) is ready: the taps and key presses held since the first paint are dispatched
 * again, once, in order (./replay-snippet.ts). The islands' side (./use-replay.ts); the page script
 * calls `atendraReplay` for the whole page itself.
 */
export function replayHeldEvents(element: Element | null | undefined): void {
  if (!element) return;
  window.atendraReplay?.(element.closest("astro-island") ?? element.ownerDocument.documentElement);
}

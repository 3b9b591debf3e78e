import type { ClientDirective } from "astro";
import { settleImport } from "~/lib/settle-import";
import { afterPaint } from "./after-paint";

/**
 * `client:intent`: an island in view on arrival whose first paint already answers (a prerendered
 * example) wakes on the visitor's first sign of use inside it (a pointer over or down, focus, a
 * key) or on a tap the head script held for it (`replay-wake`, app/lib/replay-snippet.ts), not on
 * its own after the load: its React would otherwise run while the page is still settling. Its value
 * lists query parameters that change what it shows: an address carrying one wakes it by the
 * after-paint rule instead, so the visitor's figures replace the example without a touch.
 */
const directive: ClientDirective = (load, options, island) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    // A chunk that fails to load leaves the island as its prerendered HTML (~/lib/settle-import).
    void settleImport(load(), "an island").then((hydrate) => hydrate?.());
  };
  const params = new URLSearchParams(location.search);
  const carried = Array.isArray(options.value) && options.value.some((name) => params.has(String(name)));
  if (carried) return afterPaint(start);
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  // Focus may already be inside (a restored page, a fast keyboard visitor).
  if (island.contains(document.activeElement)) start();
};

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "replay-wake"] as const;

export default directive;

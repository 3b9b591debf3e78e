import type { ClientDirective } from "astro";
import { settleImport } from "~/lib/settle-import";
import { afterPaint } from "./after-paint";

/**
 * `client:intent`: an island in view on arrival whose first paint already answers (a prerendered
 * example) wakes on the visitor's first sign of use inside it (a pointer over or down, focus, a
 * key) or on a tap the head script held for it (`replay-wake`, app/lib/replay-snippet.ts), not on
 * its own after the load: its React would otherwise run while the page is still settling. An
 * address carrying parameters other than campaign tags wakes it by the after-paint rule instead,
 * so the visitor's figures replace the example without a touch.
 */
const directive: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    // A chunk that fails to load leaves the island as its prerendered HTML (~/lib/settle-import).
    void settleImport(load(), "an island").then((hydrate) => hydrate?.());
  };
  const params = new URLSearchParams(location.search);
  // Campaign tags say nothing about what the island shows; any other parameter may (the visitor's figures).
  const carried = [...params.keys()].some((name) => !CAMPAIGN.test(name));
  if (carried) return afterPaint(start);
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  // Focus may already be inside (a restored page, a fast keyboard visitor).
  if (island.contains(document.activeElement)) start();
};

const CAMPAIGN = /^(utm_\w+|gclid|fbclid|source)$/;
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "replay-wake"] as const;

export default directive;

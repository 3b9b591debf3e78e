import type { ClientDirective } from "astro";
import { WOKE_AT_ATTRIBUTE } from "~/lib/island-wake";
import { settleImport } from "~/lib/settle-import";
import { afterPaint } from "./after-paint";

/**
 * What an island remembers between visits, named on the page (`client:intent={{ session: KEY }}`):
 * a sessionStorage key or a cookie whose presence means its first paint is not the whole story.
 */
export interface IntentOptions {
  session?: string;
  cookie?: string;
}

/**
 * `client:intent`: an island in view on arrival that a visitor must touch to use (a lead form, the
 * video player) or whose first paint already answers (a prerendered example) wakes on the visitor's
 * first sign of use inside it (a pointer over or down, focus, a key) or on a tap the head script
 * held for it (`replay-wake`, app/lib/replay-snippet.ts), not on its own after the load: its React
 * would otherwise run inside the page's first seconds (docs/decisions/665). It wakes by the
 * after-paint rule instead when its first paint is not the whole story: the address carries
 * parameters other than campaign tags (the visitor's figures) or what it remembers is there (a
 * draft, a playback position). Such an island is marked `data-self-start`, so the "page has woken"
 * checks wait for it (tools/lib/islands.mjs).
 */
const directive: ClientDirective = (load, options, island) => {
  let started = false;
  const start = (event?: Event) => {
    if (started) return;
    started = true;
    // When the visitor began to use it: what a lead form's fill time counts from.
    if (event) island.setAttribute(WOKE_AT_ATTRIBUTE, String(Math.round(performance.now())));
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    // A chunk that fails to load leaves the island as its prerendered HTML (~/lib/settle-import).
    void settleImport(load(), "an island").then((hydrate) => hydrate?.());
  };
  if (carriesParameters(location.search) || remembers(options.value as IntentOptions | boolean | undefined)) {
    island.setAttribute("data-self-start", "");
    return afterPaint(() => start());
  }
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  // Focus may already be inside (a restored page, a fast keyboard visitor).
  if (island.contains(document.activeElement)) start(new Event("focusin"));
};

/** Campaign tags say nothing about what the island shows; any other parameter may (the visitor's figures). */
export function carriesParameters(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((name) => !CAMPAIGN.test(name));
}

/** Whether the state the island remembers (its draft, its position) is stored in this browser. */
export function remembers(value: IntentOptions | boolean | undefined, doc: Document = document): boolean {
  if (typeof value !== "object" || value === null) return false;
  try {
    if (value.session && doc.defaultView?.sessionStorage.getItem(value.session) !== null) return true;
  } catch {
    // A refused storage holds no draft.
  }
  return Boolean(value.cookie && doc.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${value.cookie}=`)));
}

const CAMPAIGN = /^(utm_\w+|gclid|fbclid|source)$/;
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "replay-wake"] as const;

export default directive;

import type { ClientDirective } from "astro";
import { settleImport } from "~/lib/settle-import";
import { afterPaint } from "./after-paint";

/** `client:afterpaint`: an island hydrates by the site's one start rule (./after-paint.ts). */
const directive: ClientDirective = (load) => {
  // A chunk that fails to load leaves the island as its prerendered HTML (~/lib/settle-import).
  afterPaint(() => void settleImport(load(), "an island").then((hydrate) => hydrate?.()));
};

export default directive;

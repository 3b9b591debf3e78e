import type { ClientDirective } from "astro";
import { afterPaint } from "./after-paint";

/** `client:afterpaint`: an island hydrates by the site's one start rule (./after-paint.ts). */
const directive: ClientDirective = (load) => {
  afterPaint(() => void load().then((hydrate) => hydrate()));
};

export default directive;

/**
 * The site's island directives for the type-checker: `client:afterpaint`, the one start rule
 * (app/directives/after-paint.ts), and `client:intent`, first use, or
 * after paint when what the island remembers is stored (app/directives/client-intent.ts).
 */
import "astro";
import type { IntentOptions } from "../directives/client-intent";

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
    "client:intent"?: boolean | IntentOptions;
  }
}

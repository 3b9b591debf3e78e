/**
 * The site's island directives for the type-checker: `client:afterpaint`, the one start rule
 * (app/directives/after-paint.ts), and `client:intent`, first use, or
 * after paint when what the island remembers is stored (app/directives/client-intent.ts).
 */
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
    /** What the island remembers (IntentOptions in app/directives/client-intent.ts): stored, it wakes on arrival. */
    "client:intent"?: boolean | { session?: string; cookie?: string };
  }
}

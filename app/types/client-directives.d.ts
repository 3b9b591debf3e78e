/**
 * The site's island directives for the type-checker: `client:afterpaint`, the one start rule
 * (app/directives/after-paint.ts), and `client:intent`, first use (app/directives/client-intent.ts).
 */
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
    "client:intent"?: boolean;
  }
}

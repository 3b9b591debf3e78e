/** `client:afterpaint`, the site's one start rule for islands (app/directives/after-paint.ts), for the type-checker. */
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}

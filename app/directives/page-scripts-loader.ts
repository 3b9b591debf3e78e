import { settleImport } from "~/lib/settle-import";
import { afterPaint } from "./after-paint";

/**
 * Inlined by scripts/astro/after-paint.mjs in place of Astro's page `<script type="module" src>`
 * tags, which the browser would fetch while it parses the page: the addresses sit in the
 * loader's `data-src` and are imported by the site's one start rule.
 */
const loader = document.querySelector<HTMLScriptElement>("script[data-page-scripts]");
const sources = (loader?.dataset.pageScripts ?? "").split(" ").filter(Boolean);
afterPaint(() => {
  for (const src of sources) void settleImport(import(/* @vite-ignore */ src), `the page script ${src}`);
});

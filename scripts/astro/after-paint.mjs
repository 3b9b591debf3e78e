// @ts-check
/**
 * The site's one start rule (app/directives/after-paint.ts, docs/decisions/301) for Astro:
 * - `client:afterpaint` for islands, and `client:intent` for one in view that wakes on first use;
 * - page scripts (Astro's processed `<script>`s, which it emits as `<script type="module" src>` that
 *   the browser fetches while parsing, before the first paint) become one inline loader that
 *   imports them by the same rule. The build fails when a page keeps a module script, or when no
 *   page had one to move (the pattern no longer matches Astro's output).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { filesUnder } from "../lib/files.mjs";

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const loaderEntry = fileURLToPath(new URL("../../app/directives/page-scripts-loader.ts", import.meta.url));

/** @returns {Promise<string>} the loader, minified, as the text of an inline module script */
async function loaderCode() {
  const result = await build({ entryPoints: [loaderEntry], bundle: true, minify: true, format: "esm", write: false, target: "es2022" });
  const [file] = result.outputFiles;
  if (!file) throw new Error("page-scripts: esbuild produced no loader");
  return file.text.trim();
}

/**
 * @param {string} html @param {string} loader
 * @returns {{ html: string, moved: number }}
 */
export function deferPageScripts(html, loader) {
  const sources = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (sources.length === 0) return { html, moved: 0 };
  const without = html.replace(MODULE_SCRIPT, "");
  const tag = `<script type="module" data-page-scripts="${sources.join(" ")}">${loader}</script>`;
  if (!without.includes("</body>")) throw new Error("page-scripts: a page with scripts has no </body>");
  return { html: without.replace("</body>", `${tag}</body>`), moved: sources.length };
}

/** @returns {import("astro").AstroIntegration} */
export function afterPaint() {
  return {
    name: "after-paint",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("../../app/directives/client-afterpaint.ts", import.meta.url)),
        });
        // An island in view on arrival that wakes on the visitor's first use of it (docs/decisions/420).
        addClientDirective({
          name: "intent",
          entrypoint: fileURLToPath(new URL("../../app/directives/client-intent.ts", import.meta.url)),
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const loader = await loaderCode();
        let pages = 0;
        for (const file of filesUnder(fileURLToPath(dir)).filter((f) => f.endsWith(".html"))) {
          const { html, moved } = deferPageScripts(readFileSync(file, "utf8"), loader);
          if (moved === 0) continue;
          writeFileSync(file, html);
          pages++;
        }
        if (pages === 0) throw new Error("page-scripts: no page had a module script to defer; did Astro change its script tags?");
        logger.info(`page scripts start after the first paint on ${pages} pages`);
      },
    },
  };
}

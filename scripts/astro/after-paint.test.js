import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { afterPaint, deferPageScripts } from "./after-paint.mjs";

// The tag Astro writes for a page's processed <script>: the rewrite must find exactly this form.
const moduleScript = (/** @type {string} */ src) => `<script type="module" src="${src}"></script>`;
const page = (/** @type {string} */ body) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

describe("deferPageScripts", () => {
  it("replaces every module script with one loader that names them, before </body>", () => {
    const { html, moved } = deferPageScripts(page(`<main></main>${moduleScript("/assets/a.js")}${moduleScript("/assets/b.js")}`), "LOADER");
    expect(moved).toBe(2);
    expect(html).not.toContain('src="/assets/a.js"');
    expect(html).toContain('<script type="module" data-page-scripts="/assets/a.js /assets/b.js">LOADER</script></body>');
  });

  it("leaves a page without module scripts as it is", () => {
    const html = page('<script type="application/ld+json">{}</script>');
    expect(deferPageScripts(html, "LOADER")).toEqual({ html, moved: 0 });
  });
});

describe("the build step", () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** @param {Record<string, string>} files */
  function buildDir(files) {
    const dir = mkdtempSync(path.join(tmpdir(), "after-paint-"));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  }

  const logger = { info: () => {} };
  const buildDone = (/** @type {string} */ dir) =>
    // @ts-expect-error the hook reads only dir and logger
    afterPaint().hooks["astro:build:done"]({ dir: pathToFileURL(`${dir}/`), logger });

  it("fails the build loudly when no page has a module script to move", async () => {
    const dir = buildDir({ "index.html": page("<main></main>"), "other.html": page('<script src="/classic.js"></script>') });
    await expect(buildDone(dir)).rejects.toThrow(/no page had a module script to defer/);
  });

  it("rewrites the pages that have one", async () => {
    const dir = buildDir({ "index.html": page(moduleScript("/assets/page.js")), "plain.html": page("<p>x</p>") });
    await buildDone(dir);
    expect(readFileSync(path.join(dir, "index.html"), "utf8")).toMatch(
      /<script type="module" data-page-scripts="\/assets\/page\.js">.+<\/script><\/body>/,
    );
    expect(readFileSync(path.join(dir, "plain.html"), "utf8")).toBe(page("<p>x</p>"));
  });
});

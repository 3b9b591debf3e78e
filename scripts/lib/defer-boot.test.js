import { describe, expect, it } from "vitest";
import { DEFERRED_BOOT_ATTRIBUTE, DEFERRED_BOOT_TYPE } from "../../app/lib/deferred-boot.js";
import { entryScripts } from "../check-budgets.mjs";
import { inlineScriptHashes } from "../security-headers.mjs";
import { deferBoot, evaluationOrder } from "./defer-boot.mjs";

const moduleBody = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;

const page =
  '<!DOCTYPE html><html><head><script>analytics()</script>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>' +
  '<link rel="modulepreload" href="/assets/react-4.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Olá</h1>' +
  `<script>window.__reactRouterContext = {}</script><script type="module" async="">${moduleBody}</script></body></html>`;

/** @type {Record<string, string[]>} */
const graph = { "/assets/root-2.js": ["/assets/react-4.js"], "/assets/entry.client-3.js": ["/assets/react-4.js"] };
const importsOf = (/** @type {string} */ url) => graph[url] ?? [];

describe("deferBoot", () => {
  it("removes every modulepreload and makes the module script inert, keeping its text", () => {
    const { html, preloads, deferred } = deferBoot(page, importsOf);
    expect(deferred).toBe(true);
    expect(preloads).toEqual(["/assets/manifest-1.js", "/assets/entry.client-3.js", "/assets/react-4.js", "/assets/root-2.js"]);
    expect(html).not.toMatch(/modulepreload/);
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(`<script type="${DEFERRED_BOOT_TYPE}" ${DEFERRED_BOOT_ATTRIBUTE}=""`);
    expect(html).toContain(`>${moduleBody}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {}</script>");
  });

  it("lists the chunks to evaluate dependencies first, without the client entry", () => {
    const { html } = deferBoot(page, importsOf);
    const stages = /data-stages="([^"]*)"/.exec(html)?.[1];
    expect(stages).toBe("/assets/manifest-1.js /assets/react-4.js /assets/root-2.js");
    expect(/data-preload="([^"]*)"/.exec(html)?.[1]).toContain("/assets/entry.client-3.js");
  });

  it("keeps the CSP hash of the module text, which the boot snippet re-inserts as is", () => {
    const { html } = deferBoot(page, importsOf);
    expect(inlineScriptHashes([html])).toEqual(expect.arrayContaining(inlineScriptHashes([`<script type="module">${moduleBody}</script>`])));
  });

  it("still counts the deferred scripts in the page's first JS (budgets)", () => {
    const { html } = deferBoot(page, importsOf);
    expect(entryScripts(html).sort()).toEqual(entryScripts(page).sort());
    expect(entryScripts(html)).toHaveLength(4);
  });

  it("keeps the preloads' integrity in the import map and refuses a page whose map lacks it", () => {
    const withSri = (map = "") =>
      page.replace('href="/assets/react-4.js"', 'href="/assets/react-4.js" integrity="sha384-r"') +
      (map ? `<script rr-importmap="" type="importmap">${map}</script>` : "");
    const ok = deferBoot(withSri('{"integrity":{"/assets/react-4.js":"sha384-r"}}'), importsOf);
    expect(ok.deferred).toBe(true);
    expect(ok.html).toContain('"/assets/react-4.js":"sha384-r"');
    expect(() => deferBoot(withSri(), importsOf)).toThrow(/no import map/);
    expect(() => deferBoot(withSri('{"integrity":{"/assets/react-4.js":"sha384-other"}}'), importsOf)).toThrow(/lacks the integrity of \/assets\/react-4.js/);
  });

  it("leaves pages without scripts (or already transformed) alone and refuses surprises", () => {
    const plain = "<html><head></head><body><p>sem scripts</p></body></html>";
    expect(deferBoot(plain, importsOf)).toEqual({ html: plain, preloads: [], deferred: false });
    expect(() => deferBoot('<link rel="modulepreload" href="/a.js">', importsOf)).toThrow(/without the inline module/);
    expect(() => deferBoot(`${page}<script type="module">import "/b.js"</script>`, importsOf)).toThrow(/one inline module/);
    const once = deferBoot(page, importsOf).html;
    expect(deferBoot(once, importsOf)).toEqual({ html: once, preloads: [], deferred: false });
  });
});

describe("evaluationOrder", () => {
  it("puts every dependency before its dependants and ignores chunks outside the list", () => {
    const deps = { a: ["b", "c"], b: ["c", "outside"], c: [], d: ["a"] };
    const order = evaluationOrder(["d", "a", "b", "c"], (u) => deps[/** @type {keyof typeof deps} */ (u)] ?? []);
    expect(order).toEqual(["c", "b", "a", "d"]);
  });

  it("terminates on cycles and keeps each chunk once", () => {
    const deps = { a: ["b"], b: ["a"] };
    expect(evaluationOrder(["a", "b"], (u) => deps[/** @type {keyof typeof deps} */ (u)])).toEqual(["b", "a"]);
  });
});

import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { BUDGETS, inlineScriptKb, inPool, ISLAND_PAGES, pageViolations } from "./check-budgets.mjs";

const script = (over = {}) => ({ url: "/assets/site.js", kb: 1.5, react: false, start: 300, ...over });
/** @param {Partial<import("./check-budgets.mjs").PageLoad>} [over] @returns {import("./check-budgets.mjs").PageLoad} */
const load = (over = {}) => ({ page: "/parceiros", visit: "first", scripts: [script()], fcp: 200, cssKb: 9, ...over });

describe("pageViolations", () => {
  it("passes a content page within its budget and an island page with React after the first paint", () => {
    expect(pageViolations(load())).toEqual([]);
    expect(
      pageViolations(
        load({ page: "/contato", scripts: [script(), script({ url: "/assets/client.js", kb: 60, react: true, start: 400 })] }),
      ),
    ).toEqual([]);
  });

  it("names each content-page budget passed: bytes, requests, React", () => {
    const scripts = Array.from({ length: BUDGETS.contentScripts + 1 }, (_, i) => script({ url: `/assets/${i}.js`, kb: 2 }));
    scripts[0] = script({ url: "/assets/0.js", kb: 2, react: true });
    expect(pageViolations(load({ scripts }))).toEqual([
      `/parceiros (first visit): ${(2 * scripts.length).toFixed(1)} KB gzip of JS > ${BUDGETS.contentJsKb}`,
      `/parceiros (first visit): ${scripts.length} script requests > ${BUDGETS.contentScripts}`,
      "/parceiros (first visit): loads React (/assets/0.js) with no island in view",
    ]);
  });

  it("fails an island page over its budget, or whose React starts before the first paint", () => {
    const page = ISLAND_PAGES[0];
    expect(pageViolations(load({ page, scripts: [script({ kb: BUDGETS.islandJsKb + 1 })] }))).toEqual([
      `${page} (first visit): ${(BUDGETS.islandJsKb + 1).toFixed(1)} KB gzip of JS > ${BUDGETS.islandJsKb}`,
    ]);
    expect(pageViolations(load({ page, fcp: 500, scripts: [script({ url: "/assets/client.js", react: true, start: 450 })] }))).toEqual([
      `${page} (first visit): React (/assets/client.js) requested at 450 ms, before the first paint (500 ms)`,
    ]);
  });

  it("holds a returning visit to the same budgets and names the visit", () => {
    // A returning visitor loads the field metrics' code instead of the banner's: same budget.
    const scripts = [script({ kb: 2 }), script({ url: "/assets/shared.js", kb: 2 }), script({ url: "/assets/web-vitals.js", kb: 2.5 })];
    expect(pageViolations(load({ visit: "returning", scripts }))).toEqual([
      `/parceiros (returning visit): 6.5 KB gzip of JS > ${BUDGETS.contentJsKb}`,
    ]);
    const page = ISLAND_PAGES[1];
    expect(pageViolations(load({ page, visit: "returning", scripts: [script({ kb: BUDGETS.islandJsKb + 0.8 })] }))).toEqual([
      `${page} (returning visit): ${(BUDGETS.islandJsKb + 0.8).toFixed(1)} KB gzip of JS > ${BUDGETS.islandJsKb}`,
    ]);
  });

  it("fails CSS over its budget on any page", () => {
    expect(pageViolations(load({ cssKb: BUDGETS.cssKb + 0.5 }))).toEqual([
      `/parceiros (first visit): CSS ${(BUDGETS.cssKb + 0.5).toFixed(1)} KB gzip > ${BUDGETS.cssKb}`,
    ]);
  });
});

describe("inlineScriptKb", () => {
  it("counts the inline scripts that run, gzip as one text, and neither JSON-LD nor a script file", () => {
    const html =
      '<head><script>var a=1;</script><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="module" src="/assets/site.js"></script></head><body><script type="module">import("/x.js")</script></body>';
    expect(inlineScriptKb(html)).toBe(gzipSync('var a=1;\nimport("/x.js")', { level: 9 }).length / 1024);
    expect(inlineScriptKb('<script type="application/ld+json">{}</script><script src="/a.js"></script>')).toBe(0);
  });
});

describe("inPool", () => {
  it("keeps the items' order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const done = await inPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      most = Math.max(most, ++running);
      await Promise.resolve();
      running--;
      return n * 10;
    });
    expect(done).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });
});

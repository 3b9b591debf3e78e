import { describe, expect, it } from "vitest";
import { BUDGETS, ISLAND_PAGES, pageViolations } from "./check-budgets.mjs";

const script = (over = {}) => ({ url: "/assets/site.js", kb: 1.5, react: false, start: 300, ...over });
const load = (over = {}) => ({ page: "/parceiros", scripts: [script()], fcp: 200, cssKb: 9, ...over });

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
      `/parceiros: ${(2 * scripts.length).toFixed(1)} KB gzip of JS > ${BUDGETS.contentJsKb}`,
      `/parceiros: ${scripts.length} script requests > ${BUDGETS.contentScripts}`,
      "/parceiros: loads React (/assets/0.js) with no island in view",
    ]);
  });

  it("fails an island page over its budget, or whose React starts before the first paint", () => {
    const page = ISLAND_PAGES[0];
    expect(pageViolations(load({ page, scripts: [script({ kb: BUDGETS.islandJsKb + 1 })] }))).toEqual([
      `${page}: ${(BUDGETS.islandJsKb + 1).toFixed(1)} KB gzip of JS > ${BUDGETS.islandJsKb}`,
    ]);
    expect(pageViolations(load({ page, fcp: 500, scripts: [script({ url: "/assets/client.js", react: true, start: 450 })] }))).toEqual([
      `${page}: React (/assets/client.js) requested at 450 ms, before the first paint (500 ms)`,
    ]);
  });

  it("fails CSS over its budget on any page", () => {
    expect(pageViolations(load({ cssKb: BUDGETS.cssKb + 0.5 }))).toEqual([
      `/parceiros: CSS ${(BUDGETS.cssKb + 0.5).toFixed(1)} KB gzip > ${BUDGETS.cssKb}`,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { BUDGETS, FORM_BUDGET, MARKERS, violations } from "./check-budgets.mjs";

const none = Object.fromEntries(Object.keys(MARKERS).map((k) => [k, false]));
const row = (over = {}) => ({ page: "/x", chunks: 20, jsKb: 120, cssKb: 9, onDemand: { ...none }, ...over });
// The baseline and form pages every build has, within their budget.
const formRows = [FORM_BUDGET.baseline, ...FORM_BUDGET.pages].map((page) => row({ page }));

describe("violations", () => {
  it("passes pages within every budget", () => {
    expect(violations({ rows: [row(), ...formRows], images: [{ file: "a.webp", kb: 100 }] })).toEqual([]);
  });

  it("names each budget passed: first JS, CSS, image size", () => {
    const out = violations({
      rows: [row({ jsKb: BUDGETS.jsKb + 0.1, cssKb: BUDGETS.cssKb + 1 }), ...formRows],
      images: [{ file: "big.png", kb: BUDGETS.imageKb + 1 }],
    });
    expect(out).toEqual([
      `/x: first JS ${(BUDGETS.jsKb + 0.1).toFixed(1)} KB gzip > ${BUDGETS.jsKb}`,
      `/x: CSS ${(BUDGETS.cssKb + 1).toFixed(1)} KB gzip > ${BUDGETS.cssKb}`,
      `big.png: ${BUDGETS.imageKb + 1} KB > ${BUDGETS.imageKb} KB`,
    ]);
  });

  it("fails a page whose first JS holds code it does not show at once", () => {
    const out = violations({
      rows: [
        row({ page: "/contato", onDemand: { ...none, toast: true } }),
        row({ page: "/planos-precos", onDemand: { ...none, videoPlayer: true } }),
        ...formRows.filter((r) => r.page !== "/contato"),
      ],
      images: [],
    });
    expect(out).toEqual([
      "/contato: the toast code (Radix Toast) is in the first JS",
      "/planos-precos: the video player is in the first JS",
    ]);
  });

  it("fails a marker that matches no built chunk, which would otherwise check nothing", () => {
    expect(violations({ rows: [row(), ...formRows], images: [], unmatchedMarkers: ["videoPlayer"] })).toEqual([
      "marker videoPlayer (the video player) matches no built chunk: update its pattern in scripts/check-budgets.mjs",
    ]);
  });

  it("lets the home and demo pages carry the player they show", () => {
    const rows = [...formRows, ...["/", "/atendra-video-demo"].map((page) => row({ page, onDemand: { ...none, videoPlayer: true } }))];
    expect(violations({ rows, images: [] })).toEqual([]);
  });

  it("recognises each kind of on-demand code by its marker", () => {
    expect(MARKERS.toast?.pattern.test("translate-x-[var(--radix-toast-swipe-move-x)]")).toBe(true);
    expect(MARKERS.phoneMetadata?.pattern.test('{"country_calling_codes":{}}')).toBe(true);
    expect(MARKERS.videoPlayer?.pattern.test('"Clique para assistir novamente"')).toBe(true);
    expect(MARKERS.webVitals?.pattern.test('t="back-forward-cache"')).toBe(true);
  });

  it("fails any page whose first JS holds the web-vitals library", () => {
    const out = violations({ rows: [...formRows, row({ page: "/", onDemand: { ...none, webVitals: true } })], images: [] });
    expect(out).toEqual(["/: the web-vitals library is in the first JS"]);
  });
});

describe("lead form budget (issue 13)", () => {
  const withForm = (/** @type {number} */ extraKb) => [row({ page: FORM_BUDGET.baseline, jsKb: 120 }), ...FORM_BUDGET.pages.map((page) => row({ page, jsKb: 120 + extraKb }))];

  it("lets a form page load up to the allowed extra over the baseline page, and no more", () => {
    expect(violations({ rows: withForm(FORM_BUDGET.extraKb), images: [] })).toEqual([]);
    expect(violations({ rows: withForm(FORM_BUDGET.extraKb + 0.1), images: [] })).toEqual(
      FORM_BUDGET.pages.map((page) => `${page}: first JS ${(FORM_BUDGET.extraKb + 0.1).toFixed(1)} KB gzip above ${FORM_BUDGET.baseline} > ${FORM_BUDGET.extraKb}`),
    );
  });

  it("fails when the form's folder has more lines than allowed", () => {
    expect(violations({ rows: withForm(0), images: [] }, FORM_BUDGET.maxLines)).toEqual([]);
    expect(violations({ rows: withForm(0), images: [] }, FORM_BUDGET.maxLines + 1)).toEqual([`${FORM_BUDGET.dir}: ${FORM_BUDGET.maxLines + 1} lines > ${FORM_BUDGET.maxLines}`]);
  });

  it("fails loudly when a page it compares is missing from the build", () => {
    expect(() => violations({ rows: [row()], images: [] })).toThrow(/not in the build/);
  });
});

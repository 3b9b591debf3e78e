import { describe, expect, it } from "vitest";
import { BUDGETS, MARKERS, violations } from "./check-budgets.mjs";

const none = Object.fromEntries(Object.keys(MARKERS).map((k) => [k, false]));
const row = (over = {}) => ({ page: "/x", chunks: 20, jsKb: 120, cssKb: 9, onDemand: { ...none }, ...over });

describe("violations", () => {
  it("passes pages within every budget", () => {
    expect(violations({ rows: [row()], images: [{ file: "a.webp", kb: 100 }] })).toEqual([]);
  });

  it("names each budget passed: first JS, CSS, image size", () => {
    const out = violations({
      rows: [row({ jsKb: BUDGETS.jsKb + 0.1, cssKb: BUDGETS.cssKb + 1 })],
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
        row({ page: "/contato", onDemand: { ...none, leadForm: true } }),
        row({ page: "/planos-precos", onDemand: { ...none, videoPlayer: true } }),
      ],
      images: [],
    });
    expect(out).toEqual([
      "/contato: the live lead form (react-hook-form) is in the first JS",
      "/planos-precos: the video player is in the first JS",
    ]);
  });

  it("fails a marker that matches no built chunk, which would otherwise check nothing", () => {
    expect(violations({ rows: [row()], images: [], unmatchedMarkers: ["videoPlayer"] })).toEqual([
      "marker videoPlayer (the video player) matches no built chunk: update its pattern in scripts/check-budgets.mjs",
    ]);
  });

  it("lets the home and demo pages carry the player they show", () => {
    const rows = ["/", "/atendra-video-demo"].map((page) => row({ page, onDemand: { ...none, videoPlayer: true } }));
    expect(violations({ rows, images: [] })).toEqual([]);
  });

  it("recognises each kind of on-demand code by its marker", () => {
    expect(MARKERS.leadForm?.pattern.test("a({shouldUnregister:!1})")).toBe(true);
    expect(MARKERS.phoneMetadata?.pattern.test('{"country_calling_codes":{}}')).toBe(true);
    expect(MARKERS.videoPlayer?.pattern.test('"Clique para assistir novamente"')).toBe(true);
    expect(MARKERS.webVitals?.pattern.test('t="back-forward-cache"')).toBe(true);
  });

  it("fails any page whose first JS holds the web-vitals library", () => {
    const out = violations({ rows: [row({ page: "/", onDemand: { ...none, webVitals: true } })], images: [] });
    expect(out).toEqual(["/: the web-vitals library is in the first JS"]);
  });
});

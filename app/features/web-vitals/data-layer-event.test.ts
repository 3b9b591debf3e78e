import { describe, expect, it } from "vitest";
import { toDataLayerEvent } from "./data-layer-event";

describe("toDataLayerEvent", () => {
  it("maps a timing metric to the data-layer shape in whole milliseconds", () => {
    expect(toDataLayerEvent({ name: "LCP", value: 1234.56, rating: "good", id: "v5-1-2" })).toEqual({
      event: "web_vitals",
      metric_name: "LCP",
      metric_value: 1235,
      metric_rating: "good",
      metric_id: "v5-1-2",
    });
  });

  it("keeps four decimals of CLS, a score without unit", () => {
    expect(toDataLayerEvent({ name: "CLS", value: 0.123456, rating: "needs-improvement", id: "v5-3" }).metric_value).toBe(0.1235);
  });
});

// @vitest-environment node
// @ts-check
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { webmLayout } from "./webm-structure.mjs";

// Both cuts: the landscape one and the phones' portrait one (docs/decisions/607).
describe.each(["public/video/demo.webm", "public/video/demo-portrait.webm"])("%s", (file) => {
  const layout = webmLayout(readFileSync(file));

  it("has a seek index with a cue at the start and near the end", () => {
    expect(layout.cues.length).toBeGreaterThan(2);
    expect(layout.cues[0]?.time).toBe(0);
    expect(layout.clusters.at(-1)?.time).toBeGreaterThan(40_000);
  });

  it("opens a cluster at every keyframe the seek index lists (Chromium seeks from the cluster start)", () => {
    const clusterAt = new Map(layout.clusters.map((c) => [c.position, c.time]));
    for (const cue of layout.cues) {
      expect(clusterAt.get(cue.clusterPosition), `cue at ${cue.time} ms`).toBe(cue.time);
    }
  });
});

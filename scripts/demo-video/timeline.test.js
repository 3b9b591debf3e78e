import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sideText } from "./templates.mjs";
import { coverFrameSeconds, stepAt, timeline } from "./timeline.mjs";

const video = JSON.parse(readFileSync("app/content/video-demo-scenes.json", "utf8"));
const steps = timeline(video);

describe("stepAt", () => {
  it("gives the still fully shown at a time, not the one still fading in", () => {
    const [first, second] = steps;
    if (!first || !second) throw new Error("the video has fewer than two stills");
    expect(stepAt(steps, second.start + second.fadeIn / 2)).toBe(first);
    expect(stepAt(steps, second.start + second.fadeIn)).toBe(second);
    expect(() => stepAt(steps, (steps.at(-1)?.end ?? 0) + 1)).toThrow();
  });

  it.each([
    ["landscape", coverFrameSeconds.landscape, 1],
    ["portrait", coverFrameSeconds.portrait, 3],
  ])(
    "takes the demo page's %s cover at %s s, %i patient messages in, the reception closed, before the assistant types",
    (_cut, seconds, shown) => {
      const step = stepAt(steps, seconds);
      const scene = video.scenes[step.sceneIndex];
      expect(scene.steps[step.stepIndex].show).toBe(shown);
      expect(scene.steps[step.stepIndex].typing).toBeUndefined();
      expect(scene.messages[0]).toMatchObject({ from: "patient", time: "21:47" });
      expect(sideText(scene, step.stepIndex).eyebrow).toBe("21h47 · recepção fechada");
    },
  );
});

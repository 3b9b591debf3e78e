import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import pageData from "../../app/content/video-demo-scenes.json?page";
import { pageScenes } from "./demo-scenes-for-pages";

// Read from the project root: the test runs there (package.json scripts), under jsdom.
const source = JSON.parse(readFileSync("app/content/video-demo-scenes.json", "utf8"));

describe("demo scenes for pages", () => {
  it("keeps the titles and descriptions of every scene and drops what only the renderer draws", () => {
    const page = pageScenes(source);
    expect(page.scenes.map((s) => s.title)).toEqual(source.scenes.map((s: { title: string }) => s.title));
    const text = JSON.stringify(page);
    expect(text).not.toContain('"messages"');
    expect(text).not.toContain('"clinic"');
    expect(text.length).toBeLessThan(JSON.stringify(source).length / 2);
  });

  it("gives the length the renderer's timeline gives: each cross-fade subtracted from the stills' seconds", () => {
    const video = {
      stepFadeSeconds: 0.5,
      sceneFadeSeconds: 1,
      scenes: [
        { id: "a", title: "A", description: "", steps: [{ seconds: 4 }, { seconds: 3 }] },
        { id: "b", title: "B", description: "", steps: [{ seconds: 5 }] },
      ],
    };
    // 4 + (3 - 0.5) + (5 - 1)
    expect(pageScenes(video).durationSeconds).toBe(10.5);
  });

  it("is what the `?page` import gives the app", () => {
    expect(pageData).toEqual(pageScenes(source));
  });
});

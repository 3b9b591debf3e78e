import { describe, expect, it } from "vitest";
import { videoObject } from "~/lib/json-ld/video-object";
import { claims, setupCondition } from "./claims";
import { demoPlayer, frame } from "./video-demo";
import { demoVideo } from "./video-demo-info";
import scenes from "./video-demo-scenes.json";

describe("demoPlayer", () => {
  it("has the frame sizes the two cuts are rendered at", () => {
    expect([demoPlayer.width, demoPlayer.height]).toEqual([scenes.width, scenes.height]);
    expect(frame.portrait).toEqual(scenes.portrait);
  });

  it("renders the phones' cut 9:16, the ratio of the player's box below sm (max-sm:aspect-9/16)", () => {
    expect(scenes.portrait.width / scenes.portrait.height).toBe(9 / 16);
  });

  it("lists the portrait cut first, marked for the phone box, then the landscape one in the same formats", () => {
    const portrait = demoPlayer.sources.filter((s) => s.portrait);
    const landscape = demoPlayer.sources.filter((s) => !s.portrait);
    expect(demoPlayer.sources.slice(0, portrait.length)).toEqual(portrait);
    expect(portrait.map((s) => s.type)).toEqual(landscape.map((s) => s.type));
    expect(portrait.map((s) => s.src)).toEqual(["/video/demo-portrait.webm", "/video/demo-portrait.mp4"]);
  });

  it("knows the video's length, for the time shown before the media loads", () => {
    expect(demoPlayer.durationSeconds).toBe(demoVideo.durationSeconds);
  });
});

describe("demoVideo", () => {
  it("keeps the demo between 30 and 90 seconds", () => {
    expect(demoVideo.durationSeconds).toBeGreaterThanOrEqual(30);
    expect(demoVideo.durationSeconds).toBeLessThanOrEqual(90);
  });
});

describe("the video's closing scene", () => {
  // The scenes are JSON (no interpolation) and their words are burned into the frames: this keeps them
  // saying the setup promise as every page writes it, with its conditions.
  it("promises setup with the site's words, in its frames and in its text description", () => {
    const closing = scenes.scenes.at(-1);
    const promise = `menos de ${claims.setupHours} horas ${setupCondition}.`;
    expect(closing?.body).toContain(promise);
    expect(closing?.description).toContain(promise);
  });
});

describe("videoObject", () => {
  it("describes the video for search engines", () => {
    const node = videoObject({
      name: demoVideo.name,
      description: demoVideo.description,
      thumbnailPath: demoVideo.poster,
      contentPath: "/video/demo.mp4",
      pagePath: "/atendra-video-demo",
      durationSeconds: 51.65,
      uploadDate: demoVideo.uploadDate,
    });
    expect(node).toMatchObject({
      "@type": "VideoObject",
      name: demoVideo.name,
      thumbnailUrl: ["https://www.atendra.com.br/video/demo-cover.webp"],
      contentUrl: "https://www.atendra.com.br/video/demo.mp4",
      url: "https://www.atendra.com.br/atendra-video-demo",
      duration: "PT52S",
      uploadDate: "2026-11-25",
      inLanguage: "pt-BR",
    });
  });

  it("writes minutes in the ISO 8601 duration when there are any", () => {
    const node = videoObject({
      name: "x",
      description: "y",
      thumbnailPath: "/a.webp",
      contentPath: "/a.mp4",
      pagePath: "/",
      durationSeconds: 83.4,
      uploadDate: "2026-01-01",
    });
    expect(node.duration).toBe("PT1M23S");
  });
});

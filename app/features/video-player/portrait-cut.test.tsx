import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { demoPlayer } from "../../content/video-demo";
import { PORTRAIT_MEDIA, VideoPlayer } from "./video-player";

const dom = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("the phones' portrait cut (record 607)", () => {
  it("lists the portrait sources first, each for phones only, then the landscape ones for every screen", () => {
    const doc = dom(renderToString(<VideoPlayer {...demoPlayer} />));
    const sources = [...doc.querySelectorAll("video source")].map((s) => [s.getAttribute("src"), s.getAttribute("media")]);
    expect(sources).toEqual([
      ["/video/demo-portrait.webm", PORTRAIT_MEDIA],
      ["/video/demo-portrait.mp4", PORTRAIT_MEDIA],
      ["/video/demo.webm", null],
      ["/video/demo.mp4", null],
    ]);
  });

  it("pairs the sources' media with the box's breakpoint: below sm (40rem) the box is 9:16", () => {
    expect(PORTRAIT_MEDIA).toBe("(max-width: 639px)");
    const video = dom(renderToString(<VideoPlayer {...demoPlayer} />)).querySelector("video")!;
    expect(video.className.split(" ")).toContain("max-sm:aspect-9/16");
    const landscapeOnly = dom(renderToString(<VideoPlayer {...demoPlayer} portrait={undefined} />)).querySelector("video")!;
    expect(landscapeOnly.className).not.toContain("aspect");
  });

  it("draws the cover and, before the first play, the phone's poster with the portrait picture below sm", () => {
    const cover = dom(renderToString(<VideoPlayer {...demoPlayer} withCover />)).querySelector("[data-part=cover] picture")!;
    expect(cover.querySelector("source")?.getAttribute("srcset")).toBe(demoPlayer.portrait.poster);
    expect(cover.querySelector("source")?.getAttribute("media")).toBe(PORTRAIT_MEDIA);
    expect(cover.querySelector("img")?.getAttribute("src")).toBe(demoPlayer.poster);
    // The play mark sits in the portrait poster's gap, at 40% of the box, not on its words or its chat.
    const mark = dom(renderToString(<VideoPlayer {...demoPlayer} withCover />)).querySelector("[data-part=cover] [data-part=play-mark]")!;
    expect(mark.className).toContain("max-sm:-translate-y-[10%]");
    const idle = dom(renderToString(<VideoPlayer {...demoPlayer} />)).querySelector("[data-part=phone-poster]")!;
    expect(idle.className).toContain("sm:hidden");
    expect(idle.querySelector("source")?.getAttribute("srcset")).toBe(demoPlayer.portrait.poster);
  });
});

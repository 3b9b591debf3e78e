import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { demoPlayer } from "../../content/video-demo";
import { VideoPlayer } from "./video-player";

describe("the player's time before the media loads", () => {
  it("reads the video's known length in the prerendered HTML, not 0:00", () => {
    const html = renderToString(<VideoPlayer {...demoPlayer} />);
    expect(html).toContain("0:00<!-- --> / <!-- -->0:54");
    expect(html).not.toContain("0:00<!-- --> / <!-- -->0:00");
  });
});

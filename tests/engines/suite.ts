import { appendFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "./engine";
import { earlyTaps } from "./checks-early";
import { leadForm, noShowCalculator, planCalculator } from "./checks-forms";
import { simulator, videoPlayer } from "./checks-media";
import { campaignHeadings, cookieBanner, everyPageLeftEarly, everyPageStarts, mobileMenu, screenshotDir, screenshots } from "./checks-site";

/**
 * Each engine at the screen its visitors read it on: WebKit as an iPhone (375 px), Gecko as desktop
 * Firefox (1280 px). Layout at both widths is the Chromium page walk's; what an engine runs differently
 * (its script, media, forms, storage) shows at either width.
 */
const screens = {
  webkit: { width: 375, height: 667 },
  gecko: { width: 1280, height: 800 },
} as const;

/** What a run learned that is no pass or fail (the video source each engine picks): printed and kept in .tmp/engines/notes.txt. */
function note(text: string) {
  console.log(text);
  appendFileSync(path.join(screenshotDir, "notes.txt"), `${new Date().toISOString()} ${text}\n`);
}

/**
 * Every check, in one engine at its screen's width, one browser for the whole run. Each check ends by
 * asserting that the page reported no script error and no console error.
 */
export function engineSuite(name: Engine["name"], open: () => Promise<Engine>) {
  describe(name, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await open();
    });
    afterAll(async () => {
      await engine?.close();
    });

    const { width, height } = screens[name];
    describe(`${width} px`, () => {
      beforeAll(async () => {
        await engine.setViewport(width, height);
      });
      afterEach(async () => {
        expect(await engine.takeErrors(), "script or console errors").toEqual([]);
      });

      const phone = width < 768;
      it("every page loads and starts with no script error", () => everyPageStarts(engine));
      it("every page left at its load event reports no script error", () => everyPageLeftEarly(engine));
      it("the video player: play, pause, 75/25 seek, resume from the cookie, end screen", async () => {
        const source = await videoPlayer(engine);
        note(`${name} ${width} px: the demo video plays ${source.replace(/^.*\//, "")}`);
        // Below 640 px the portrait cut (its <source media>), wider the landscape one (docs/decisions/607).
        expect(source).toMatch(width < 640 ? /\/demo-portrait\.(webm|mp4)$/ : /\/demo\.(webm|mp4)$/);
      });
      it("screenshots of / and /contato", () => screenshots(engine, width));
      if (phone) it("the mobile menu opens and closes on navigation", () => mobileMenu(engine));
      if (phone) it("taps before the code: the menu, the player, the banner", () => earlyTaps(engine));
      it("the cookie banner: shown, accepted, refused, preferences", () => cookieBanner(engine));
      it("the lead form: field errors, the terms error, a stored lead, the thank-you page", () => leadForm(engine, width));
      it("the plan calculator", () => planCalculator(engine));
      it("the no-show calculator", () => noShowCalculator(engine));
      it("the simulator to its closing call and its /contato heading", () => simulator(engine));
      it("the campaign heading of a /contato variant, and the page's own", () => campaignHeadings(engine));
    });
  });
}

// @ts-check
/**
 * Draws every step of the demo video (app/content/video-demo-scenes.json) as a PNG with headless
 * Chromium, for each cut: the landscape one (width x height, in OUT_DIR) and the phones' portrait one
 * (portrait.width x portrait.height, in OUT_DIR/portrait); beside each, the ffmpeg timeline, the titled cover,
 * the demo page's cover (cover-frame.png: the still on screen at the cut's coverFrameSeconds) and the end screen; in OUT_DIR the WebVTT description track, one for both cuts (same timeline).
 * Called by scripts/make-demo-video.sh; not meant to be run alone.
 *
 * Usage: node scripts/demo-video/render-frames.mjs OUT_DIR
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { coverFrameSeconds, stepAt, timeline, toVtt } from "./timeline.mjs";
import { renderFrame, renderCover, renderEnd } from "./templates.mjs";
import { renderPortraitCover, renderPortraitEnd, renderPortraitFrame } from "./portrait.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const outDir = positionals[0] ?? "";
if (!outDir || positionals.length > 1) throw new Error("usage: render-frames.mjs OUT_DIR");
mkdirSync(outDir, { recursive: true });

const video = JSON.parse(readFileSync(path.join(root, "app/content/video-demo-scenes.json"), "utf8"));

// The product name lives in app/site.ts (TypeScript, which plain Node cannot import).
const siteSource = readFileSync(path.join(root, "app/site.ts"), "utf8");
const productName = siteSource.match(/const productName = "([^"]+)"/)?.[1];
if (!productName) throw new Error("could not read productName from app/site.ts");

// Through the font package's declared exports, not a path inside it.
const fontFile = createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const fontDataUrl = `data:font/woff2;base64,${readFileSync(fontFile).toString("base64")}`;
const context = { productName, clinic: video.clinic, fontDataUrl };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const steps = timeline(video);
// The demo page's cover is a frame of the video, drawn by the same templates.
const landscape = { width: video.width, height: video.height };
const portrait = { width: video.portrait.width, height: video.portrait.height };
const cuts = [
  {
    dir: outDir,
    frame: landscape,
    still: (/** @type {any} */ scene, /** @type {number} */ i) => renderFrame(scene, i, context),
    cover: () => renderCover(video.scenes, context),
    coverStep: stepAt(steps, coverFrameSeconds.landscape),
    end: () => renderEnd(context),
  },
  {
    dir: path.join(outDir, "portrait"),
    frame: portrait,
    still: (/** @type {any} */ scene, /** @type {number} */ i) => renderPortraitFrame(scene, i, context, portrait),
    cover: () => renderPortraitCover(video.scenes, context, portrait),
    coverStep: stepAt(steps, coverFrameSeconds.portrait),
    end: () => renderPortraitEnd(context, portrait),
  },
];

for (const cut of cuts) {
  mkdirSync(cut.dir, { recursive: true });
  const page = await browser.newPage({ viewport: cut.frame, deviceScaleFactor: 1 });
  /** @param {string} html @param {string} file */
  const shoot = async (html, file) => {
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(cut.dir, file), type: "png" });
  };
  for (const step of steps) await shoot(cut.still(video.scenes[step.sceneIndex], step.stepIndex), step.file);
  await shoot(cut.cover(), "cover.png");
  await shoot(cut.still(video.scenes[cut.coverStep.sceneIndex], cut.coverStep.stepIndex), "cover-frame.png");
  await shoot(cut.end(), "end.png");
  await page.close();
  writeFileSync(path.join(cut.dir, "timeline.json"), JSON.stringify(steps, null, 2));
}
await browser.close();

writeFileSync(path.join(outDir, "descriptions.vtt"), toVtt(video, steps));
console.log(`rendered ${steps.length} frames, ${steps.at(-1)?.end.toFixed(2)} s`);

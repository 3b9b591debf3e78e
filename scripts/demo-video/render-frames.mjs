// @ts-check
/**
 * Draws every step of the demo video (app/content/video-demo-scenes.json) as a 1280x720 PNG with
 * headless Chromium, and writes the ffmpeg timeline, the WebVTT description track and the cover and
 * end-screen images beside them. Called by scripts/make-demo-video.sh; not meant to be run alone.
 *
 * Usage: node scripts/demo-video/render-frames.mjs OUT_DIR
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { timeline, toVtt } from "./timeline.mjs";
import { renderFrame, renderCover, renderEnd } from "./templates.mjs";

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
const page = await browser.newPage({ viewport: { width: video.width, height: video.height }, deviceScaleFactor: 1 });

/** @param {string} html @param {string} file */
async function shoot(html, file) {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, file), type: "png" });
}

const steps = timeline(video);
for (const step of steps) {
  const scene = video.scenes[step.sceneIndex];
  await shoot(renderFrame(scene, step.stepIndex, context), step.file);
}
await shoot(renderCover(video.scenes, context), "cover.png");
await shoot(renderEnd(context), "end.png");
await browser.close();

writeFileSync(path.join(outDir, "timeline.json"), JSON.stringify(steps, null, 2));
writeFileSync(path.join(outDir, "descriptions.vtt"), toVtt(video, steps));
console.log(`rendered ${steps.length} frames, ${steps.at(-1)?.end.toFixed(2)} s`);

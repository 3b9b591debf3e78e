// @ts-check
/**
 * Prints, NUL-separated, the ffmpeg input and filter arguments that join the rendered stills of
 * WORK_DIR/timeline.json with cross-fades (fade inside a scene, slide between scenes).
 * Usage: node scripts/demo-video/ffmpeg-args.mjs WORK_DIR FPS
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const [workDir, fpsArg, ...extra] = parseArgs({ allowPositionals: true, options: {} }).positionals;
if (!workDir || !fpsArg || extra.length > 0) throw new Error("usage: ffmpeg-args.mjs WORK_DIR FPS");
const fps = Number(fpsArg);
/** @type {import("./timeline.mjs").TimedStep[]} */
const steps = JSON.parse(readFileSync(path.join(workDir, "timeline.json"), "utf8"));

const args = [];
for (const step of steps) {
  args.push("-loop", "1", "-framerate", String(fps), "-t", step.seconds.toFixed(3), "-i", path.join(workDir, step.file));
}
const filters = steps.map((_, i) => `[${i}:v]format=yuv420p,setsar=1,fps=${fps}[s${i}]`);
let last = "s0";
steps.forEach((step, i) => {
  if (i === 0) return;
  const transition = step.stepIndex === 0 ? "slideleft" : "fade";
  const out = i === steps.length - 1 ? "out" : `x${i}`;
  filters.push(`[${last}][s${i}]xfade=transition=${transition}:duration=${step.fadeIn}:offset=${step.start.toFixed(3)}[${out}]`);
  last = out;
});
args.push("-filter_complex", filters.join(";"), "-map", "[out]");
process.stdout.write(args.join("\0") + "\0");

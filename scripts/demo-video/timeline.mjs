// @ts-check
/**
 * Timing of the demo video: when each still appears once ffmpeg has cross-faded them. The pages
 * take the video's length from here too (scripts/vite/demo-scenes-for-pages.ts), so this file is part
 * of the build; the renderer run by hand (render-frames.mjs, beside it) imports it from here.
 */

/**
 * @typedef {{ seconds: number }} Step
 * @typedef {{ id: string, title: string, description: string, steps: Step[] }} Scene
 * @typedef {{ stepFadeSeconds: number, sceneFadeSeconds: number, scenes: Scene[] }} Video
 * @typedef {{ file: string, sceneIndex: number, stepIndex: number, seconds: number, fadeIn: number, start: number, end: number }} TimedStep
 */

/**
 * Each still lasts `seconds`; the transition into it overlaps the previous one by `fadeIn`.
 * `start` is when its fade-in begins (0 for the first), `end` when the next fade begins or the video ends.
 * @param {Video} video
 * @returns {TimedStep[]}
 */
export function timeline(video) {
  /** @type {TimedStep[]} */
  const out = [];
  let cursor = 0;
  video.scenes.forEach((scene, sceneIndex) => {
    scene.steps.forEach((step, stepIndex) => {
      const first = out.length === 0;
      const fadeIn = first ? 0 : stepIndex === 0 ? video.sceneFadeSeconds : video.stepFadeSeconds;
      const start = first ? 0 : cursor - fadeIn;
      cursor = start + step.seconds;
      out.push({
        file: `frame-${String(out.length).padStart(3, "0")}.png`,
        sceneIndex,
        stepIndex,
        seconds: step.seconds,
        fadeIn,
        start,
        end: cursor,
      });
    });
  });
  return out;
}

/**
 * When the demo page's cover is taken, per cut, under a page h1 that already names the video; the caption "21h47 ·
 * recepção fechada" ("O paciente chama quando quer") in both. At 3 s the title still cross-fades into an empty chat;
 * the first patient message is fully in from 5.4 s, the third from 7.3 s; from 8.55 s the assistant types under a
 * new caption. Landscape: 5.5 s, one message, so the play mark (over the phone's middle) covers none. Portrait: 7.5 s,
 * the three messages, so the chat under the mark is the conversation, not a band of empty chat.
 */
export const coverFrameSeconds = { landscape: 5.5, portrait: 7.5 };

/**
 * The still on screen at `seconds`, once its fade-in is over: the last step fully shown by then. A cover drawn
 * from it is a frame of the video, not a second drawing.
 * @param {TimedStep[]} steps @param {number} seconds
 */
export function stepAt(steps, seconds) {
  const shown = steps.filter((s) => s.start + s.fadeIn <= seconds);
  const step = shown.at(-1);
  if (!step || seconds > (steps.at(-1)?.end ?? 0)) throw new Error(`no still at ${seconds} s`);
  return step;
}

/** @param {number} s */
function stamp(s) {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  const pad = (/** @type {number} */ n, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
}

/**
 * One cue per scene, from its first still's start to the start of the next scene. "Title. Description",
 * as the page's text description writes it (a capital after a colon would break the norm).
 * @param {Video} video
 * @param {TimedStep[]} steps
 */
export function toVtt(video, steps) {
  const cues = video.scenes.map((scene, i) => {
    const mine = steps.filter((s) => s.sceneIndex === i);
    const next = steps.find((s) => s.sceneIndex === i + 1);
    const start = mine[0]?.start ?? 0;
    const end = next ? next.start + next.fadeIn / 2 : (mine.at(-1)?.end ?? start);
    return `${scene.id}\n${stamp(i === 0 ? 0 : start + (mine[0]?.fadeIn ?? 0) / 2)} --> ${stamp(end)}\n${scene.title}. ${scene.description}`;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { PageScenes } from "../../app/types/page-scenes";
import { timeline } from "../demo-video/timeline.mjs";

interface SourceScenes {
  stepFadeSeconds: number;
  sceneFadeSeconds: number;
  scenes: Array<{ id: string; title: string; description: string; steps: Array<{ seconds: number }> }>;
}

/** The length comes from the renderer's own timeline, so the pages and the video cannot disagree. */
export function pageScenes(source: SourceScenes): PageScenes {
  const end = timeline(source).at(-1)?.end ?? 0;
  return {
    durationSeconds: Math.round(end * 1000) / 1000,
    scenes: source.scenes.map(({ id, title, description }) => ({ id, title, description })),
  };
}

const SUFFIX = "video-demo-scenes.json?page";
// A virtual id without ".json" in it, or Vite's JSON plugin would parse the generated module.
const VIRTUAL = "\0demo-scenes-for-pages";

/**
 * `import scenes from "./video-demo-scenes.json?page"` gives the pages only `PageScenes`: the chat
 * messages and captions the frame renderer draws from the same file stay out of the browser
 * bundle (about 1.4 KB gzip of every page with the player).
 */
export function demoScenesForPages(): Plugin {
  let file = "";
  return {
    name: "demo-scenes-for-pages",
    enforce: "pre",
    resolveId(id, importer) {
      if (!id.endsWith(SUFFIX) || !importer) return null;
      file = path.resolve(path.dirname(importer), id.slice(0, -"?page".length));
      return VIRTUAL;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, "utf8")) as SourceScenes;
      return `export default ${JSON.stringify(pageScenes(source))};`;
    },
  };
}

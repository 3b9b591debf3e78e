import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** What the pages use of the demo video's scenes: timings for its length, titles and descriptions for its text alternative. */
export interface PageScenes {
  width: number;
  height: number;
  stepFadeSeconds: number;
  sceneFadeSeconds: number;
  scenes: Array<{ id: string; title: string; description: string; steps: Array<{ seconds: number }> }>;
}

interface SourceScenes extends Omit<PageScenes, "scenes"> {
  scenes: Array<PageScenes["scenes"][number] & Record<string, unknown>>;
}

export function pageScenes(source: SourceScenes): PageScenes {
  return {
    width: source.width,
    height: source.height,
    stepFadeSeconds: source.stepFadeSeconds,
    sceneFadeSeconds: source.sceneFadeSeconds,
    scenes: source.scenes.map(({ id, title, description, steps }) => ({
      id,
      title,
      description,
      steps: steps.map(({ seconds }) => ({ seconds })),
    })),
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

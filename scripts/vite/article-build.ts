import path from "node:path";
import mdx from "@mdx-js/rollup";
import { type Plugin, runnerImport } from "vite";
import { countWords, readingTimeLabel } from "../../app/lib/reading-time";
import { pngSize, renderOgImage } from "../og-image/render";
import type * as ArticleText from "./article-text";
import { mdxOptions } from "./mdx-options";

const VIRTUAL = "virtual:reading-words";
const RESOLVED = "\0reading-words";

interface Facts {
  words: Record<string, number>;
  images: ReturnType<typeof ArticleText.imageTexts>;
}

// The client and server builds run in one process: the pieces are rendered once.
const cache = new Map<string, Promise<Facts>>();

/** Renders the pieces with their real route modules in Vite's module runner and counts their words. */
async function collect(root: string): Promise<Facts> {
  // Inside the runner the layout's own import of the counts gets zeros: only the body is read.
  const zeros: Plugin = {
    name: "reading-words-zeros",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? "export default new Proxy({}, { get: () => 0 });" : null),
  };
  const { module } = await runnerImport<typeof ArticleText>(path.join(root, "scripts/vite/article-text.tsx"), {
    configFile: false,
    logLevel: "error",
    root,
    // Production JSX whatever NODE_ENV says: a production React has no jsxDEV.
    esbuild: { jsx: "automatic", jsxDev: false },
    plugins: [zeros, { enforce: "pre", ...mdx({ ...mdxOptions, development: false }) }],
    resolve: { alias: { "~": path.join(root, "app") } },
  });
  const { texts, images } = module.facts;
  const words = Object.fromEntries(Object.entries(texts).map(([piecePath, text]) => [piecePath, countWords(text)]));
  for (const [piecePath, count] of Object.entries(words)) {
    if (count < 100) throw new Error(`${piecePath}: only ${count} words found in its body; is data-article-body on the right element?`);
  }
  return { words, images };
}

function facts(root: string): Promise<Facts> {
  let found = cache.get(root);
  if (!found) cache.set(root, (found = collect(root)));
  return found;
}

/**
 * Build-time facts of the guides and articles: `virtual:reading-words` (path -> words of the
 * rendered body, for "N min de leitura") and, in the client build, one 1200x630 share image per
 * piece at /og/<slug>.png, drawn from its title (docs/decisions/150).
 */
export function articleBuild(): Plugin {
  let root = process.cwd();
  return {
    name: "article-build",
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify((await facts(root)).words)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { words, images } = await facts(root);
      // Pages name these images in og:image: a build that draws none (or a broken one) must stop here.
      if (images.length === 0) throw new Error("article-build: no share image to draw (empty catalogue?)");
      if (images.length !== Object.keys(words).length) throw new Error(`article-build: ${images.length} share images for ${Object.keys(words).length} pieces`);
      for (const image of images) {
        const count = words[image.path];
        if (count === undefined) throw new Error(`no word count for ${image.path}`);
        const source = await renderOgImage({ ...image.text, footer: `${image.text.footer} · ${readingTimeLabel(count)}` });
        const { width, height } = pngSize(source);
        if (width !== 1200 || height !== 630 || source.byteLength < 10_000) {
          throw new Error(`article-build: ${image.file} came out ${width}x${height}, ${source.byteLength} bytes; expected a drawn 1200x630 PNG`);
        }
        this.emitFile({ type: "asset", fileName: image.file.slice(1), source });
      }
      this.info(`article-build: ${images.length} share images drawn`);
    },
  };
}

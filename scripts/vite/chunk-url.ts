import path from "node:path";
import type { Plugin } from "vite";

const SUFFIX = "?chunk-url";
const PREFIX = "\0chunk-url:";

/**
 * `import url from "./module?chunk-url"` gives the address of `module` built as a chunk of its
 * own, for a plain `import(url)`. Vite wraps every bundled `import("./x")` in its preload helper
 * (0.6 KB gzip), which would otherwise join the first JS of every page for the one dynamic import
 * the field metrics need (docs/decisions/150).
 */
export function chunkUrl(): Plugin {
  let serve = false;
  return {
    name: "chunk-url",
    enforce: "pre",
    configResolved(config) {
      serve = config.command === "serve";
    },
    async resolveId(id, importer) {
      if (!id.endsWith(SUFFIX)) return null;
      const target = await this.resolve(id.slice(0, -SUFFIX.length), importer);
      if (!target) throw new Error(`chunk-url: cannot resolve ${id}`);
      return PREFIX + target.id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      // The dev server (and Vitest) serve source files by their path from the root.
      if (serve) return `export default ${JSON.stringify(`/${path.relative(process.cwd(), file).split(path.sep).join("/")}`)};`;
      // The prerender never loads it: the pages start it in the browser.
      if (this.environment.name !== "client") return `export default "";`;
      const ref = this.emitFile({ type: "chunk", id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

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
      // Encoded: an id that shows a node_modules path would be left to Node by Vitest.
      return PREFIX + Buffer.from(target.id).toString("base64url");
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = Buffer.from(id.slice(PREFIX.length), "base64url").toString();
      // The dev server (and Vitest) serve source files by their path from the root.
      if (serve) {
        const relative = path.relative(process.cwd(), file).split(path.sep).join("/");
        // Outside the root (node_modules is a link to another checkout): Vite's /@fs/ prefix.
        return `export default ${JSON.stringify(relative.startsWith("../") ? `/@fs${file}` : `/${relative}`)};`;
      }
      // The prerender never loads it: the pages start it in the browser.
      if (this.environment.name !== "client") return `export default "";`;
      const ref = this.emitFile({ type: "chunk", id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

import type { Plugin } from "vite";

/** The module Vite wraps each client `import()` in (its own id; a Vite upgrade may rename it). */
export const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
/** Text only Vite's own helper holds: in a built chunk, it means the override below was not used. */
export const DEFAULT_HELPER_MARKER = "vite:preloadError";

/** The helper's body: ask for the chunks the imported one needs (a `<link rel="modulepreload">` each), then import it. */
export function preloadHelper(base: string): string {
  return `export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: ${JSON.stringify(base)} + dep }));
  return load();
};`;
}

/** The stylesheets a built chunk's lazy imports would fetch first (Vite lists them in `__vite__mapDeps`). */
export function lazyStylesheets(code: string): string[] {
  const list = /^const __vite__mapDeps=.*?\[(.*?)\]/.exec(code)?.[1] ?? "";
  return list.split(",").filter((dep) => dep.endsWith('.css"'));
}

/**
 * Vite wraps every `import()` of the client code in a helper that first fetches the imported chunk's
 * own imports and stylesheets: about 0.85 KB gzip in the chunk every page loads, most of it for
 * stylesheets, which no lazy chunk of the site has. Its body here only asks for the chunks (about 0.1
 * KB). The build fails when a chunk still holds Vite's helper (its id changed) or when a lazy import
 * needs a stylesheet, which this body would leave out.
 */
export function bareDynamicImports(): Plugin {
  let base = "/";
  return {
    name: "bare-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id === PRELOAD_HELPER_ID) return preloadHelper(base);
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          if (chunk.code.includes(DEFAULT_HELPER_MARKER))
            this.error(
              `bare-dynamic-imports: ${chunk.fileName} holds Vite's preload helper; its module id is no longer ${PRELOAD_HELPER_ID}`,
            );
          const css = lazyStylesheets(chunk.code);
          if (css.length) this.error(`bare-dynamic-imports: a lazy import of ${chunk.fileName} needs stylesheets (${css.join(", ")})`);
        }
      },
    },
  };
}

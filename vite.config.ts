import { reactRouter } from "@react-router/dev/vite";
import mdx from "@mdx-js/rollup";
import tailwindcss from "@tailwindcss/vite";
import { articleBuild } from "./scripts/vite/article-build";
import { chunkUrl } from "./scripts/vite/chunk-url";
import { demoScenesForPages } from "./scripts/vite/demo-scenes-for-pages";
import { mdxOptions } from "./scripts/vite/mdx-options";
import { defineConfig, loadEnv } from "vite";
import { fileURLToPath } from "node:url";

const LIBRARY_CHUNKS: [RegExp, string][] = [
  [/node_modules\/react-dom\//, "react-dom"],
  [/node_modules\/(react|scheduler)\//, "react"],
  [/node_modules\/react-router\//, "react-router"],
];

function libraryChunk(id: string): string | undefined {
  return LIBRARY_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
}

export default defineConfig(({ mode }) => ({
  // VITE_* values from the environment or .env files, as the app reads them (app/types/build-flags.d.ts).
  define: { __WHATSAPP_CONFIGURED__: JSON.stringify(Boolean(loadEnv(mode, process.cwd(), "VITE_").VITE_WHATSAPP_NUMBER?.trim())) },
  plugins: [
    demoScenesForPages(),
    articleBuild(),
    chunkUrl(),
    tailwindcss(),
    { enforce: "pre", ...mdx(mdxOptions) },
    reactRouter(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    sourcemap: false,
    // React Router preloads each route's chunks itself. Without this, every later import
    // (ui/deferred-part.tsx, the toast) carries a list of files to preload in every page's code.
    modulePreload: false,
    minify: process.env.PROFILE_BUILD ? false : "esbuild",
    // Libraries in chunks of their own: the boot snippet evaluates one chunk per task, so no
    // single task parses React DOM and React Router together (docs/decisions/070).
    // The pages preload every chunk they need (boot snippet), so chunks need not repeat their
    // dependencies' imports (smaller headers, and facade chunks of a few bytes).
    rollupOptions: { output: { manualChunks: libraryChunk, hoistTransitiveImports: false } },
  },
}));

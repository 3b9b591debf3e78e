import { reactRouter } from "@react-router/dev/vite";
import mdx from "@mdx-js/rollup";
import tailwindcss from "@tailwindcss/vite";
import { articleBuild } from "./scripts/vite/article-build";
import { chunkUrl } from "./scripts/vite/chunk-url";
import { demoScenesForPages } from "./scripts/vite/demo-scenes-for-pages";
import { mdxOptions } from "./scripts/vite/mdx-options";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const LIBRARY_CHUNKS: [RegExp, string][] = [
  [/node_modules\/react-dom\//, "react-dom"],
  [/node_modules\/(react|scheduler)\//, "react"],
  [/node_modules\/react-router\//, "react-router"],
];

function libraryChunk(id: string): string | undefined {
  return LIBRARY_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
}

export default defineConfig({
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
    minify: process.env.PROFILE_BUILD ? false : "esbuild",
    // Libraries in chunks of their own: the boot snippet evaluates one chunk per task, so no
    // single task parses React DOM and React Router together (docs/decisions/070).
    rollupOptions: { output: { manualChunks: libraryChunk } },
  },
});

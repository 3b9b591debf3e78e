// @ts-check
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { afterPaint } from "./scripts/astro/after-paint.mjs";
import { bareDynamicImports } from "./scripts/vite/bare-dynamic-imports";
import { demoScenesForPages } from "./scripts/vite/demo-scenes-for-pages";

// BUILD_DIR lets parallel builds (e2e runs, benchmarks) use their own folder; the servers read
// BUILD_DIR/client and the build-info.json that scripts/postbuild.mjs writes beside it.
const buildDir = process.env.BUILD_DIR ?? "build";
const viteEnv = loadEnv("production", process.cwd(), "VITE_");

export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: `./${buildDir}/client`,
  // Each build its own cache, so the test command's two builds can run side by side.
  cacheDir: `./${buildDir}/cache`,
  output: "static",
  site: (process.env.VITE_SITE_URL ?? viteEnv.VITE_SITE_URL ?? "https://www.atendra.com.br").replace(/\/+$/, ""),
  trailingSlash: "ignore",
  // The servers answer /contato, /contato/ and /contato.html with build/client/contato/index.html.
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  compressHTML: true,
  // No image service: the site ships its images as they are (no sharp on the machines).
  image: { service: { entrypoint: "astro/assets/services/noop" } },
  devToolbar: { enabled: false },
  integrations: [react(), mdx(), afterPaint()],
  vite: {
    // Without VITE_WHATSAPP_NUMBER the WhatsApp link's code is left out of the pages, not just hidden.
    define: {
      __WHATSAPP_CONFIGURED__: JSON.stringify(Boolean((process.env.VITE_WHATSAPP_NUMBER ?? viteEnv.VITE_WHATSAPP_NUMBER)?.trim())),
    },
    plugins: [bareDynamicImports(), demoScenesForPages(), tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    // No script or asset inlined into the pages: Astro would inline a small page script, which then
    // runs before the first paint instead of through the after-paint loader (docs/decisions/301).
    build: { sourcemap: false, assetsInlineLimit: 0 },
  },
});

import mdx from "@mdx-js/rollup";
import { articleBuild } from "./scripts/vite/article-build";
import { chunkUrl } from "./scripts/vite/chunk-url";
import { demoScenesForPages } from "./scripts/vite/demo-scenes-for-pages";
import { mdxOptions } from "./scripts/vite/mdx-options";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [demoScenesForPages(), articleBuild(), chunkUrl(), mdx(mdxOptions)],
  // The components then show the WhatsApp link whenever site.whatsapp is set (vite.config.ts).
  define: { __WHATSAPP_CONFIGURED__: "true" },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    restoreMocks: true,
    // Setting up jsdom costs about a second per file: components get it, plain logic runs in Node
    // (a .ts test that needs the DOM says `// @vitest-environment jsdom` on its first line).
    projects: [
      {
        extends: true,
        test: { name: "dom", include: ["app/**/*.test.tsx"], environment: "jsdom", setupFiles: ["./tests/setup-vitest.ts"] },
      },
      {
        extends: true,
        test: { name: "node", include: ["app/**/*.test.ts", "server/**/*.test.{ts,js}", "scripts/**/*.test.{ts,js}"], environment: "node" },
      },
    ],
  },
});

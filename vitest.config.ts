import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import rehypeSlug from "rehype-slug";
import { demoScenesForPages } from "./scripts/vite/demo-scenes-for-pages";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [demoScenesForPages(), mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm], rehypePlugins: [rehypeSlug] })],
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

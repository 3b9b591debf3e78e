import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import rehypeSlug from "rehype-slug";
import { demoScenesForPages } from "./scripts/vite/demo-scenes-for-pages";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [demoScenesForPages(), mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm], rehypePlugins: [rehypeSlug] })],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,js}", "scripts/**/*.test.{ts,js}"],
    environment: "jsdom",
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
  },
});

import { reactRouter } from "@react-router/dev/vite";
import mdx from "@mdx-js/rollup";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import rehypeSlug from "rehype-slug";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    tailwindcss(),
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm], rehypePlugins: [rehypeSlug] }) },
    reactRouter(),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { sourcemap: false },
});

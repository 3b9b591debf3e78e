import { defineCollection, z } from "astro:content";
import { glob } from "astro/loaders";

/**
 * The long texts (docs/decisions/180): each is one MDX file whose frontmatter the build checks
 * against these schemas, so a missing date or an overlong description stops the build.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "use AAAA-MM-DD");
const common = {
  title: z.string().min(5),
  description: z.string().min(50).max(160),
  datePublished: isoDate,
  dateModified: isoDate,
};

/** Terms, privacy notice, data deletion: one file each in content/legal, routed by their own pages. */
const legal = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./app/content/legal" }),
  schema: z.object({ ...common, version: z.string().optional() }),
});

export const collections = { legal };

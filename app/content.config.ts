import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { articleSchema, legalSchema } from "./content/frontmatter-schemas";
import { specialtySchema } from "./content/specialty-schema";

/** The long texts (docs/decisions/301): each is one MDX file checked against its schema. */
const legal = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./app/content/legal" }),
  schema: legalSchema,
});

/** Guides and articles: adding one is adding its MDX file (docs/guides/adding-an-article.md). */
const articles = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./app/content/articles" }),
  schema: articleSchema,
});

/** One YAML file per specialty: its page, index card, sitemap line, share image and /contato variant follow (docs/guides/adding-a-specialty.md). */
const specialties = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./app/content/specialties" }),
  schema: specialtySchema,
});

export const collections = { legal, articles, specialties };

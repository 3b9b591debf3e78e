import { z } from "astro/zod";
import { authorTeams } from "./articles/authors";
import { pieceKinds } from "./articles/pieces";
import { contentCategoryIds } from "./hub";

/**
 * The frontmatter every long text (MDX) must declare, checked by the build through the content
 * collections (content.config.ts, docs/decisions/301): a missing date or an overlong description
 * stops the build, naming the file and the field.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "use AAAA-MM-DD");
const common = {
  title: z.string().min(5),
  description: z.string().min(50).max(160),
  datePublished: isoDate,
  dateModified: isoDate,
};

/**
 * Terms, privacy notice, data deletion: one file each in content/legal, each page at /{file name}
 * (pages/[legal].astro). The header's breadcrumb label and lead are the document's own.
 */
export const legalSchema = z.object({
  ...common,
  version: z.string().optional(),
  crumb: z.string().min(3),
  lead: z.string().min(20),
  /** A box above the text: "deletion" is the e-mail request box (sections/legal/deletion-box). */
  box: z.enum(["deletion"]).optional(),
});

/**
 * Guides and articles: one MDX file each in content/articles. Its page is /conteudo/{file name}
 * unless `path` keeps an older address; the hub, the feed, the sitemap, "Leia também" and the share
 * image follow from the collection (app/piece-sources.ts), so adding a piece is adding its file.
 */
export const articleSchema = z.object({
  ...common,
  kind: z.enum(pieceKinds),
  /** The hub category it is listed under; "Leia também" prefers pieces of the same one. */
  category: z.enum(contentCategoryIds),
  /** The signing team (content/articles/authors.ts). */
  author: z.enum(Object.keys(authorTeams) as [keyof typeof authorTeams, ...(keyof typeof authorTeams)[]]),
  /** A legacy address kept as it was (e.g. /gestao_clinicas_modernas). */
  path: z
    .string()
    .regex(/^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, "um caminho como /meu-artigo")
    .optional(),
  /** Header of the page: a line above the title, the lead below it. */
  eyebrow: z.string().optional(),
  lead: z.string().min(20),
  /** Shorter names for the breadcrumb and the title tag; both default to the title. */
  crumb: z.string().optional(),
  metaTitle: z.string().optional(),
});

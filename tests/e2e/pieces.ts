import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { authorTeams, type AuthorTeam } from "../../app/content/articles/authors";
import { frontmatterFields, pieceHeader } from "../../app/content/articles/piece-headers";
import type { PieceKind } from "../../app/content/articles/pieces";

/**
 * The guides and articles as their MDX files declare them (app/content/articles): the browser tests
 * check that the build made a page, a hub card, a feed item, a sitemap line and a share image of
 * each, with no list of them anywhere else.
 */
const folder = join(process.cwd(), "app/content/articles");

export const pieces = readdirSync(folder)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => {
    const source = readFileSync(join(folder, file), "utf8");
    const fields = frontmatterFields(source);
    return {
      ...pieceHeader(file, source),
      author: authorTeams[fields.author as AuthorTeam],
      metaTitle: fields.metaTitle,
      category: fields.category,
      kind: fields.kind as PieceKind,
      datePublished: fields.datePublished ?? "",
      dateModified: fields.dateModified ?? "",
    };
  });

import mdxRenderer from "@astrojs/mdx/server.js";
import reactRenderer from "@astrojs/react/server.js";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { type CollectionEntry, getCollection, render } from "astro:content";
import { authorTeams } from "~/content/articles/authors";
import { byPublication, type Piece, piecePath } from "~/content/articles/pieces";
import { pageRoutes } from "~/route-table";
import type { TocEntry } from "~/content/types";
import { countWords, textOfHtml } from "~/lib/reading-time";
import { countedArticleComponents } from "~/article-components";

/**
 * The guides and articles as the build sees them (Astro content collection `articles`): every page,
 * card, feed item, sitemap line and share image of a piece comes from here. Build time only. It renders the
 * bodies with the sections they name (article-components.ts), so it sits with the pages, above the sections.
 */
export type ArticleEntry = CollectionEntry<"articles">;

export interface PieceSource {
  piece: Piece;
  entry: ArticleEntry;
  /** The page's table of contents: the `toc` the MDX file exports, else its h2 headings. */
  toc: readonly TocEntry[];
  /** Markdown gets the reading typography; a body made of its own components exports `prose = false`. */
  prose: boolean;
}

// The MDX modules' own exports (`export const toc`), which the collection does not carry.
const modules = import.meta.glob<{ toc?: readonly TocEntry[]; prose?: boolean }>("./content/articles/*.mdx", { eager: true });
const fileName = (file: string) =>
  file
    .split("/")
    .at(-1)!
    .replace(/\.mdx$/, "");

let container: Promise<AstroContainer> | undefined;

async function reactContainer(): Promise<AstroContainer> {
  const created = await AstroContainer.create();
  // As the build orders them: MDX's own JSX first, then React for the components it uses.
  created.addServerRenderer({ name: "astro:jsx", renderer: mdxRenderer });
  created.addServerRenderer({ name: "@astrojs/react", renderer: reactRenderer });
  return created;
}

/** The body rendered as the page renders it, React components included, so guides count too (a repeat, once). */
async function bodyHtml(entry: ArticleEntry): Promise<string> {
  container ??= reactContainer();
  const { Content } = await render(entry);
  return (await container).renderToString(Content, { props: { components: countedArticleComponents } });
}

async function load(): Promise<PieceSource[]> {
  const entries = await getCollection("articles");
  const sources = await Promise.all(
    entries.map(async (entry): Promise<PieceSource> => {
      const { data } = entry;
      const words = countWords(textOfHtml(await bodyHtml(entry)));
      if (words < 100) throw new Error(`content/articles/${entry.id}.mdx: only ${words} words in its rendered body`);
      const module = Object.entries(modules).find(([file]) => fileName(file) === fileName(entry.filePath ?? entry.id))?.[1];
      const headings = (await render(entry)).headings.filter((h) => h.depth === 2).map((h) => ({ id: h.slug, label: h.text }));
      return {
        entry,
        toc: module?.toc ?? headings,
        prose: module?.prose ?? true,
        piece: {
          id: entry.id,
          path: piecePath(entry.id, data.path),
          title: data.title,
          description: data.description,
          kind: data.kind,
          category: data.category,
          author: authorTeams[data.author],
          datePublished: data.datePublished,
          dateModified: data.dateModified,
          words,
        },
      };
    }),
  );
  const paths = [...pageRoutes.map((r) => r.path), ...sources.map((s) => s.piece.path)];
  const twice = paths.find((p, i) => paths.indexOf(p) !== i);
  if (twice) throw new Error(`content/articles: ${twice} is taken (another piece or a page of route-table.ts)`);
  return sources.sort((a, b) => byPublication(a.piece, b.piece));
}

// Rendered once per build, whichever page asks first.
let loaded: Promise<PieceSource[]> | undefined;

export function pieceSources(): Promise<PieceSource[]> {
  loaded ??= load();
  return loaded;
}

export async function allPieces(): Promise<Piece[]> {
  return (await pieceSources()).map((s) => s.piece);
}

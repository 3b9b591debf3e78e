/**
 * Runs inside Vite's module runner at build time (scripts/vite/article-build.ts): renders each
 * piece of the catalogue with its real route module and returns the text of its main body,
 * the part the layout marks `data-article-body` (no header, table of contents, related links).
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { authorOf, imageOf, pieces } from "~/content/articles/catalogue";
import { hubCategories } from "~/content/hub";
import { pageRoutes } from "~/route-table";
import { site } from "~/site";
import { bodyText } from "./body-text";

export async function articleTexts(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const piece of pieces) {
    const route = pageRoutes.find((r) => r.path === piece.path);
    if (!route) throw new Error(`${piece.path} is in the catalogue but not in the route table`);
    const module = (await import(`../../app/${route.file}`)) as { default: () => ReactNode };
    const Stub = createRoutesStub([{ path: piece.path, Component: module.default }]);
    out[piece.path] = bodyText(renderToString(<Stub initialEntries={[piece.path]} />));
  }
  return out;
}

/** What each piece's share image says, except the reading time (the plugin adds it). */
export function imageTexts() {
  return pieces.map((piece) => {
    const category = hubCategories.find((c) => c.id === piece.category);
    if (!category) throw new Error(`${piece.path}: unknown category ${piece.category}`);
    return {
      path: piece.path,
      file: imageOf(piece),
      text: {
        brand: site.productName,
        eyebrow: `${piece.kind} · ${category.title}`,
        title: piece.title,
        footer: authorOf(piece),
        domain: new URL(site.siteUrl).host.replace(/^www\./, ""),
      },
    };
  });
}

// Evaluated while the runner is open (it closes once the import resolves).
export const facts = { texts: await articleTexts(), images: imageTexts() };

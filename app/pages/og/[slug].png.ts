import type { APIRoute, GetStaticPaths } from "astro";
import { articleImagePath } from "~/content/article-image";
import { hubCategories } from "~/content/hub";
import { type PieceSource, pieceSources } from "~/piece-sources";
import { readingTimeLabel } from "~/lib/reading-time";
import { site } from "~/site";
// Build tooling (no browser code): drawn while the build writes the page.
import { pngSize, renderOgImage } from "../../../scripts/og-image/render";

/** /og/{slug}.png: the 1200x630 share image of every guide and article (docs/decisions/302). */
export const getStaticPaths = (async () =>
  (await pieceSources()).map((source) => ({
    params: { slug: articleImagePath(source.piece.path).slice("/og/".length, -".png".length) },
    props: { source },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { piece, entry } = (props as { source: PieceSource }).source;
  const category = hubCategories.find((c) => c.id === piece.category)!;
  const png = await renderOgImage({
    brand: site.productName,
    eyebrow: `${piece.kind} · ${category.title}`,
    // The same title as og:title.
    title: entry.data.metaTitle ?? piece.title,
    footer: `${piece.author} · ${readingTimeLabel(piece.words)}`,
    domain: new URL(site.siteUrl).host.replace(/^www\./, ""),
  });
  // Pages name this image in og:image: a broken one must stop the build.
  const { width, height } = pngSize(png);
  if (width !== 1200 || height !== 630 || png.byteLength < 10_000) {
    throw new Error(`og/${piece.id}: came out ${width}x${height}, ${png.byteLength} bytes; expected a drawn 1200x630 PNG`);
  }
  return new Response(Buffer.from(png), { headers: { "Content-Type": "image/png" } });
};

import type { APIRoute, GetStaticPaths } from "astro";
import { specialtyPageCopy } from "~/content/specialties-page";
import { type SpecialtySource, specialtySources } from "~/lib/specialties";
import { site } from "~/site";
// Build tooling (no browser code): drawn while the build writes the page, as the articles' images are.
import { pngSize, renderOgImage } from "../../../../scripts/og-image/render";

/** /og/especialidades/{slug}.png: the 1200x630 share image of every specialty page, from its title. */
export const getStaticPaths = (async () =>
  (await specialtySources()).map((source) => ({ params: { slug: source.slug }, props: { source } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { slug, data } = (props as { source: SpecialtySource }).source;
  const png = await renderOgImage({
    brand: site.productName,
    eyebrow: specialtyPageCopy.eyebrow(data.name),
    // The same title as og:title.
    title: data.title,
    footer: specialtyPageCopy.imageFooter(data.specialist),
    domain: new URL(site.siteUrl).host.replace(/^www\./, ""),
  });
  // Pages name this image in og:image: a broken one must stop the build.
  const { width, height } = pngSize(png);
  if (width !== 1200 || height !== 630 || png.byteLength < 10_000) {
    throw new Error(`og/especialidades/${slug}: came out ${width}x${height}, ${png.byteLength} bytes; expected a drawn 1200x630 PNG`);
  }
  return new Response(Buffer.from(png), { headers: { "Content-Type": "image/png" } });
};

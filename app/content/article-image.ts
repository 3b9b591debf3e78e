/** Every article has its own share image, drawn by the build from its title (app/pages/og/[slug].png.ts) at this path. */
export const ARTICLE_IMAGE = { width: 1200, height: 630 } as const;

/** `/conteudo/llms-para-saude` -> `/og/llms-para-saude.png`. */
export function articleImagePath(pagePath: string): string {
  const slug = pagePath.split("/").filter(Boolean).at(-1);
  if (!slug) throw new Error(`no article image for ${pagePath}`);
  return `/og/${slug}.png`;
}

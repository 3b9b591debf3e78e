/**
 * The share image of an article (1200x630) as SVG: the brand gradient and mark, the piece's kind
 * and category, its title wrapped to at most three lines, the author and reading time. Colours
 * are the tokens of app/styles/app.css; the design follows scripts/brand-assets/og-image.html.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const LEFT = 80;
const TEXT_WIDTH = OG_WIDTH - 2 * LEFT;
export const FONT_FAMILY = "Inter";
// Each static weight of Inter names itself as a family of its own ("Inter ExtraBold", weight 800).
export const FAMILIES = { 400: "Inter", 600: "Inter SemiBold", 800: "Inter ExtraBold" } as const;
export type Weight = keyof typeof FAMILIES;

export interface OgImageText {
  eyebrow: string;
  title: string;
  footer: string;
  brand: string;
  domain: string;
}

/** Width in px of `text` set in Inter at `size` and `weight` (measured by the renderer). */
export type Measure = (text: string, size: number, weight: Weight) => number;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** Greedy wrap by measured width; null when the words do not fit in `maxLines`. */
export function wrapLines(text: string, fits: (line: string) => boolean, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else if (fits(word)) lines.push(word);
    else return null;
  }
  return lines.length <= maxLines ? lines : null;
}

const TITLE_SIZES = [68, 60, 52] as const;

/** The largest title size whose wrap fits three lines. */
export function layoutTitle(title: string, measure: Measure): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const lines = wrapLines(title, (line) => measure(line, size, 800) <= TEXT_WIDTH, 3);
    if (lines) return { size, lines };
  }
  throw new Error(`title too long for the share image: ${title}`);
}

const mark =
  '<path d="M6 4h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14l-6.5 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4Z" fill="#fff"/>' +
  '<path d="m10.5 14.5 3.5 3.5 7.5-7.5" fill="none" stroke="#0d6760" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';

export function ogSvg(text: OgImageText, measure: Measure): string {
  const { size, lines } = layoutTitle(text.title, measure);
  const lineHeight = Math.round(size * 1.16);
  const titleTop = 330;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${LEFT}" y="${titleTop + i * lineHeight}" font-size="${size}" font-family="${FAMILIES[800]}" fill="#fff" letter-spacing="-1.5">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#042927"/><stop offset="0.6" stop-color="#0d6760"/><stop offset="1" stop-color="#12a192"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<g transform="translate(905 300) scale(9)" opacity="0.07">${mark}</g>
<g transform="translate(${LEFT} 60) scale(2)">${mark}</g>
<text x="${LEFT + 80}" y="107" font-size="44" font-family="${FAMILIES[800]}" fill="#fff" letter-spacing="-1">${escapeXml(text.brand)}</text>
<text x="${LEFT}" y="230" font-size="26" font-family="${FAMILIES[600]}" fill="#94eadb" letter-spacing="2">${escapeXml(text.eyebrow.toUpperCase())}</text>
${title}
<rect x="${LEFT}" y="530" width="72" height="6" rx="3" fill="#f26b3a"/>
<text x="${LEFT}" y="582" font-size="26" font-family="${FAMILIES[400]}" fill="#c9f5ec">${escapeXml(text.footer)}</text>
<text x="${OG_WIDTH - LEFT}" y="582" font-size="26" font-family="${FAMILIES[600]}" fill="#fff" text-anchor="end">${escapeXml(text.domain)}</text>
</svg>`;
}

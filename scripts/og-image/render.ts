import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { FAMILIES, FONT_FAMILY, type Measure, type OgImageText, ogSvg } from "./og-svg";
import { encodePng } from "./png";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);
let fonts: Promise<Uint8Array[]> | undefined;

/** The renderer (WebAssembly, no native binary, no browser) and Inter's static weights, loaded once. */
function loadFonts(): Promise<Uint8Array[]> {
  fonts ??= (async () => {
    await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
    return WEIGHTS.map((weight) => woffToSfnt(readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))));
  })();
  return fonts;
}

function options(fontBuffers: Uint8Array[]) {
  return { font: { fontBuffers, defaultFontFamily: FONT_FAMILY }, fitTo: { mode: "original" as const } };
}

const WEIGHTS = [400, 600, 800] as const;

function measurer(fontBuffers: Uint8Array[]): Measure {
  return (text, size, weight) => {
    // Only the one face: parsing fewer fonts keeps each measurement quick.
    const face = fontBuffers[WEIGHTS.indexOf(weight)];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="0" y="150" font-family="${FAMILIES[weight]}" font-size="${size}" letter-spacing="-1.5">${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</text></svg>`;
    const resvg = new Resvg(svg, options(face ? [face] : fontBuffers));
    const box = resvg.getBBox();
    const width = box ? box.x + box.width : 0;
    resvg.free();
    return width;
  };
}

/** PNG bytes of an article's share image. */
export async function renderOgImage(text: OgImageText): Promise<Uint8Array> {
  const fontBuffers = await loadFonts();
  const resvg = new Resvg(ogSvg(text, measurer(fontBuffers)), options(fontBuffers));
  const image = resvg.render();
  const png = encodePng(image.pixels, image.width, image.height);
  image.free();
  resvg.free();
  return png;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.toString("latin1", 1, 4) !== "PNG" || b.toString("latin1", 12, 16) !== "IHDR") throw new Error("not a PNG");
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

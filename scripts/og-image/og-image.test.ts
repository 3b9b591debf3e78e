// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { escapeXml, layoutTitle, ogSvg, wrapLines } from "./og-svg";
import { pngSize, renderOgImage } from "./render";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);
// A stand-in measure: every character 30 px wide at 60 px.
const measure = (text: string, size: number) => text.length * size * 0.5;

describe("share image layout", () => {
  it("wraps greedily within the width and gives up past the line limit", () => {
    const fits = (line: string) => line.length <= 12;
    expect(wrapLines("Gestão de clínicas modernas", fits, 3)).toEqual(["Gestão de", "clínicas", "modernas"]);
    expect(wrapLines("Gestão de clínicas modernas", fits, 2)).toBeNull();
    expect(wrapLines("Anticonstitucionalissimamente", fits, 3)).toBeNull();
  });

  it("shrinks a long title until it fits three lines, and refuses one that never fits", () => {
    expect(layoutTitle("A IA veio para ajudar", measure)).toEqual({ size: 68, lines: ["A IA veio para ajudar"] });
    const long = "palavra ".repeat(14).trim();
    expect(layoutTitle(long, measure).size).toBe(52);
    expect(() => layoutTitle("palavra ".repeat(60).trim(), measure)).toThrow(/too long/);
  });

  it("escapes the texts it writes into the SVG", () => {
    expect(escapeXml(`Saúde & "IA" <sim>`)).toBe("Saúde &amp; &quot;IA&quot; &lt;sim&gt;");
    const svg = ogSvg({ brand: "Atendra", eyebrow: "Guia", title: "P&D na clínica", footer: "Equipe", domain: "x.com.br" }, measure);
    expect(svg).toContain(">P&amp;D na clínica</text>");
  });
});

describe("woffToSfnt", () => {
  it("turns Inter's WOFF into a TrueType font with the same tables", () => {
    const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-800-normal.woff"));
    const sfnt = Buffer.from(woffToSfnt(woff));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(() => woffToSfnt(sfnt)).toThrow(/not a WOFF/);
  });
});

describe("renderOgImage", () => {
  it("draws a 1200x630 PNG small enough for the image budget", async () => {
    const png = await renderOgImage({
      brand: "Atendra",
      eyebrow: "Guia · Automação e tecnologia",
      title: "Guia: prompts mais eficientes na saúde",
      footer: "Equipe de Conteúdo Atendra · 7 min de leitura",
      domain: "atendra.com.br",
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(200 * 1024);
  }, 120_000);
});

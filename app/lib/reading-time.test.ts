import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, readingTimeLabel, textOfHtml } from "./reading-time";

describe("reading time", () => {
  it("counts words with accents, hyphens and numbers, ignoring punctuation", () => {
    expect(countWords("A secretária não é substituída — ela ganha tempo.")).toBe(8);
    expect(countWords("Bem-vindo ao guia: 5 modelos, 30 segundos!")).toBe(7);
    expect(countWords("  \n\t ")).toBe(0);
  });

  it("rounds up at 200 words per minute, never below one minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1599)).toBe(8);
  });

  it("labels the minutes in Portuguese", () => {
    expect(readingTimeLabel(1550)).toBe("8 min de leitura");
  });

  it("counts the words a reader reads in rendered HTML, not its tags, attributes or entities", () => {
    const html =
      '<section id="comparativo" class="mt-16"><h2>Comparativo</h2><!-- --><p>Preço:&nbsp;US$ 20/mês &amp; nota 4,5</p></section>';
    expect(textOfHtml(html)).not.toMatch(/[<>]|class|nbsp/);
    expect(countWords(textOfHtml(html))).toBe(countWords("Comparativo Preço US$ 20/mês nota 4,5"));
  });
});

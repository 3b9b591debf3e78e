import { describe, expect, it } from "vitest";
import words from "virtual:reading-words";
import { authorTeams } from "~/content/articles/authors";
import { articleFacts } from "./article-facts";

describe("articleFacts", () => {
  it("names the piece's team and its build-time word count", () => {
    expect(articleFacts("/ia-veio-para-ajudar-secretarias-medicas")).toEqual({
      author: authorTeams.sucesso,
      wordCount: words["/ia-veio-para-ajudar-secretarias-medicas"],
    });
  });

  it("refuses a page outside the catalogue, whose share image the build never drew", () => {
    expect(() => articleFacts("/artigo")).toThrow(/\/artigo has no author in app\/content\/articles\/authors\.ts/);
  });
});

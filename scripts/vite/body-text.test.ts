import { describe, expect, it } from "vitest";
import { bodyText } from "./body-text";

describe("bodyText", () => {
  it("keeps only the text inside the marked body, nested divs included", () => {
    const html =
      '<header><h1>Título</h1></header><div class="x"><div data-article-body="true"><p>Um <b>dois</b></p><div><p>três &amp; quatro</p></div></div><section>Leia também</section></div>';
    expect(bodyText(html).split(/\s+/).filter(Boolean)).toEqual(["Um", "dois", "três", "quatro"]);
  });

  it("fails loudly when the layout lost its marker", () => {
    expect(() => bodyText("<div><p>texto</p></div>")).toThrow(/no data-article-body/);
  });
});

// @ts-check
import { describe, expect, it } from "vitest";
import { styleAttributes } from "./style-attributes.mjs";

describe("styleAttributes", () => {
  it("reports every tag with a style attribute, quoted or not, in HTML and SVG", () => {
    const html = `<div class="a" style="transform:scaleX(0)"></div><span style='left:0%'>x</span><svg><path style=fill:red d="M0"/></svg>`;
    expect(styleAttributes(html)).toEqual([
      '<div class="a" style="transform:scaleX(0)">',
      "<span style='left:0%'>",
      '<path style=fill:red d="M0"/>',
    ]);
  });

  it("ignores text, script and style bodies, comments and look-alike attributes", () => {
    const html = `<p>write style="x" in prose</p><script>var a='<b style="x">'</script><style>p{}</style><!-- <i style="x"> --><p data-style="x" class="style=x">ok</p>`;
    expect(styleAttributes(html)).toEqual([]);
  });
});

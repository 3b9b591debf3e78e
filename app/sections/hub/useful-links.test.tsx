import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ContentCategory, hubCategories, linkDescriptionMax } from "~/content/hub";
import { hubPage } from "~/content/hub-page";
import { UsefulLinks, linksShownOnPhone, shownBeforeFold } from "./useful-links";

const externals = (category: ContentCategory) => category.links.filter((link) => link.type === "external");

describe("the hub's useful links", () => {
  it("describe each link in one finished sentence of at most 80 characters, never cut with an ellipsis", () => {
    for (const link of hubCategories.flatMap(externals)) {
      expect(link.description.length, link.title).toBeLessThanOrEqual(linkDescriptionMax);
      expect(link.description, link.title).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*\.$/);
      expect(link.description).not.toContain("…");
    }
  });

  it("show the first three links of every category and fold the others under 'Ver mais N links', N counted", () => {
    const html = renderToStaticMarkup(<UsefulLinks categories={hubCategories} />);
    expect(html).not.toContain("line-clamp");
    const sections = html.split(/<section id="/).slice(1);
    expect(sections).toHaveLength(hubCategories.length);
    let folds = 0;
    hubCategories.forEach((category, i) => {
      const section = sections[i]!;
      const links = externals(category);
      const shown = Math.min(links.length, linksShownOnPhone);
      const folded = links.length - shown;
      const [open, details = ""] = section.split("<details");
      expect(open!.match(/<a /g), category.id).toHaveLength(shown);
      if (folded === 0) return expect(details).toBe("");
      folds++;
      expect(details.match(/<summary[^>]*>(.*?)<svg/)?.[1], category.id).toBe(hubPage.links.more(folded));
      expect(details.match(/<a /g), category.id).toHaveLength(folded);
      for (const link of links.slice(shown)) expect(details).toContain(`href="${link.url}"`);
    });
    // The content has folds to check: at least one category has more links than a phone shows.
    expect(folds).toBeGreaterThan(0);
  });

  it("fold whatever passes three, one link included, and count it in words", () => {
    expect([2, 3, 4, 5, 9].map(shownBeforeFold)).toEqual([2, 3, 3, 3, 3]);
    expect(hubPage.links.more(1)).toBe("Ver mais 1 link");
    expect(hubPage.links.more(2)).toBe("Ver mais 2 links");
  });
});

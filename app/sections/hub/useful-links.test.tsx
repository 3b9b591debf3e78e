import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ContentCategory, hubCategories, linkDescriptionMax } from "~/content/hub";
import { hubPage } from "~/content/hub-page";
import { UsefulLinks } from "./useful-links";

const externals = (category: ContentCategory) => category.links.filter((link) => link.type === "external");

describe("the hub's useful links", () => {
  it("describe each link in one finished sentence of at most 80 characters, never cut with an ellipsis", () => {
    for (const link of hubCategories.flatMap(externals)) {
      expect(link.description.length, link.title).toBeLessThanOrEqual(linkDescriptionMax);
      expect(link.description, link.title).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*\.$/);
      expect(link.description).not.toContain("…");
    }
  });

  it("fold each category whole into one row that names it and counts its links, every link inside", () => {
    const html = renderToStaticMarkup(<UsefulLinks categories={hubCategories} />);
    expect(html).not.toContain("line-clamp");
    const sections = html.split(/<section id="/).slice(1);
    expect(sections).toHaveLength(hubCategories.length);
    hubCategories.forEach((category, i) => {
      const section = sections[i]!;
      const links = externals(category);
      // Closed as served at every width, marked for the opener that a category's fragment loads; no CSS unfolds it.
      expect(section, category.id).toMatch(/^[^>]*><details class="group" data-fold=""[^>]*><summary/);
      expect(section).not.toMatch(/<details[^>]*\sopen/);
      const [summary = "", body = ""] = section.split("</summary>");
      expect(summary, category.id).toContain(`>${category.title}</h3>`);
      expect(summary, category.id).toContain(`>${hubPage.links.count(links.length)}</span>`);
      expect(summary).not.toContain("<a ");
      expect(body.match(/<a /g), category.id).toHaveLength(links.length);
      for (const link of links) expect(body).toContain(`href="${link.url}"`);
    });
  });

  it("count the links in words, one in the singular", () => {
    expect(hubPage.links.count(1)).toBe("1 link");
    expect(hubPage.links.count(4)).toBe("4 links");
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { buildRss, publicationDate } from "./rss";

const channel = {
  title: "Guias & artigos",
  link: "https://exemplo.com.br/conteudo",
  self: "https://exemplo.com.br/conteudo/feed.xml",
  description: "Textos <para> clínicas",
  language: "pt-BR",
  items: [
    { title: "Antigo", link: "https://exemplo.com.br/a?x=1&y=2", description: "Primeiro", published: "2025-04-28" },
    { title: 'Novo "guia"', link: "https://exemplo.com.br/b", description: "Saúde & gestão <b>", published: "2025-07-07" },
  ],
};

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const xml = await buildRss(channel);

describe("buildRss", () => {
  const doc = parse(xml);

  it("is RSS 2.0 with the channel's title, link, description, language and self link", () => {
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const text = (tag: string) => doc.querySelector(`channel > ${tag}`)?.textContent;
    expect(text("title")).toBe("Guias & artigos");
    expect(text("description")).toBe("Textos <para> clínicas");
    expect(text("language")).toBe("pt-BR");
    expect(text("link")).toBe("https://exemplo.com.br/conteudo");
    expect(text("lastBuildDate")).toBe("Mon, 07 Jul 2025 15:00:00 GMT");
    const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self?.getAttribute("href")).toBe("https://exemplo.com.br/conteudo/feed.xml");
    expect(self?.getAttribute("rel")).toBe("self");
    expect(self?.getAttribute("type")).toBe("application/rss+xml");
  });

  it("escapes every text, lists the newest item first, with permalink guids", () => {
    const items = [...doc.querySelectorAll("item")];
    expect(items.map((i) => i.querySelector("title")?.textContent)).toEqual(['Novo "guia"', "Antigo"]);
    expect(items[0]?.querySelector("description")?.textContent).toBe("Saúde & gestão <b>");
    expect(items[1]?.querySelector("link")?.textContent).toBe("https://exemplo.com.br/a?x=1&y=2");
    const guid = items[1]?.querySelector("guid");
    expect(guid?.getAttribute("isPermaLink")).toBe("true");
    expect(guid?.textContent).toBe("https://exemplo.com.br/a?x=1&y=2");
    expect(items[1]?.querySelector("pubDate")?.textContent).toBe("Mon, 28 Apr 2025 15:00:00 GMT");
  });
});

describe("publicationDate", () => {
  it("rejects what is not a date", () => {
    expect(() => publicationDate("28/04/2025")).toThrow(/not a date/);
  });
});

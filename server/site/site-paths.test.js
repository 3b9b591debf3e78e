// @ts-check
import { describe, expect, it } from "vitest";
import { cacheControlFor, classifyRequest } from "./site-paths.mjs";

const pages = new Set(["/", "/contato", "/conteudo/llms-para-saude"]);

describe("classifyRequest", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/contato", "/contato"],
    ["/contato.html", "/contato"],
    ["/contato/", "/contato"],
    ["/contato.html?utm_source=x", "/contato"],
    ["/conteudo/llms-para-saude.html", "/conteudo/llms-para-saude"],
  ])("%s is the page %s", (url, path) => {
    expect(classifyRequest(url, pages)).toEqual({ kind: "page", path });
  });

  it.each([
    "/%00",
    "/..%2f..%2fetc/passwd",
    "/a/../contato",
    "/%E0%A4%A",
    "/404",
    "/404/",
    "/__spa-fallback.html",
    `/${"a".repeat(5000)}`,
    "x",
  ])("%s is not found", (url) => {
    expect(classifyRequest(url, pages)).toEqual({ kind: "not-found" });
  });

  it("leaves other files to the static handler and webhooks to the inbox", () => {
    expect(classifyRequest("/contato.html.html", pages)).toEqual({ kind: "static" });
    expect(classifyRequest("/assets/app.js", pages)).toEqual({ kind: "static" });
    expect(classifyRequest("/webhook/contato-form", pages)).toEqual({ kind: "webhook" });
    for (const odd of ["/webhook/contato-form%2F..%2Fadmin", "/webhook/%E0%A4%A", "/webhook/a/../../etc"]) {
      expect(classifyRequest(odd, pages), odd).toEqual({ kind: "webhook" });
    }
  });

  it("accepts a query string of 200 parameters", () => {
    const query = Array.from({ length: 200 }, (_, i) => `p${i}=v`).join("&");
    expect(classifyRequest(`/contato?${query}`, pages)).toEqual({ kind: "page", path: "/contato" });
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets forever and has pages revalidated on every visit", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/contato/index.html")).toBe("no-cache");
    expect(cacheControlFor("/")).toBe("no-cache");
    expect(cacheControlFor("/sitemap.xml")).toBe("public, max-age=3600");
    expect(cacheControlFor("/og-image.jpg")).toBe("public, max-age=86400");
  });

  it("has the demo video's files revalidated: they are re-rendered under the same names", () => {
    for (const file of ["demo.webm", "demo.mp4", "demo.pt-BR.vtt", "demo-cover.webp", "demo-portrait.webm", "demo-portrait-cover.webp"]) {
      expect(cacheControlFor(`/video/${file}`)).toBe("no-cache");
    }
  });
});

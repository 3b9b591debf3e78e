import { expect, test, waitForHydration } from "./fixtures";
import { allPages, indexablePages, site } from "./pages";

function attr(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

test.describe("head metadata in the prerendered HTML", () => {
  test("every page has its own title, description, canonical, social tags and parseable JSON-LD", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of allPages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<html lang="pt-BR"');
      const title = attr(html, /<title>([^<]+)<\/title>/);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(titles.has(title!), `title of ${path} repeats ${titles.get(title!)}`).toBe(false);
      expect(descriptions.has(description!), `description of ${path} repeats`).toBe(false);
      titles.set(title!, path);
      descriptions.set(description!, path);

      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical, path).toBe(path === "/" ? `${site.siteUrl}/` : `${site.siteUrl}${path}`);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(html, `${property} on ${path}`).toContain(`property="${property}"`);
      }
      expect(html).toContain('name="twitter:card" content="summary_large_image"');
      expect(html).toContain('http-equiv="cache-control" content="public, max-age=3600"');
      expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg"/);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));
      const types = blocks.map((b) => b["@type"]);
      expect(types, path).toContain("Organization");
      if (path === "/") {
        expect(types).toEqual(expect.arrayContaining(["SoftwareApplication", "Service", "FAQPage"]));
        expect(types).not.toContain("BreadcrumbList");
        const faq = blocks.find((b) => b["@type"] === "FAQPage");
        expect(faq.mainEntity).toHaveLength(4);
        const app = blocks.find((b) => b["@type"] === "SoftwareApplication");
        // The rating is on hold (docs/claims.md): no aggregateRating while site.rating.published is false.
        if (site.rating.published) expect(app.aggregateRating).toMatchObject({ ratingValue: 4.8, bestRating: 5, ratingCount: 127 });
        else expect(app).not.toHaveProperty("aggregateRating");
        // A free offer names no payment method, and the AI's product carries no office hours.
        expect(app.offers).toMatchObject({ price: 0, priceCurrency: "BRL" });
        expect(app.offers).not.toHaveProperty("acceptedPaymentMethod");
        expect(app).not.toHaveProperty("hoursAvailable");
      } else {
        expect(types, path).toContain("BreadcrumbList");
      }
      if (path === "/contato") expect(types).toContain("ContactPage");
    }
  });

  test("sitemap.xml and robots.txt come from the route table", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of indexablePages) expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
    expect(sitemap).not.toContain("/obrigado");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  test("metadata follows a navigation by link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Contato" }).click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/contato`);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")["@type"]));
    expect(types).toContain("ContactPage");
    expect(types).not.toContain("FAQPage");
  });

  test("with JavaScript off every page's text is readable and forms point to e-mail", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of allPages) {
      await page.goto(path);
      await expect(page.locator("h1").first(), path).toBeVisible();
      const words = (await page.locator("main").innerText()).split(/\s+/).length;
      expect(words, path).toBeGreaterThan(20);
    }
    for (const path of ["/contato", "/integracao"]) {
      await page.goto(path);
      const note = page.getByText(/ative o JavaScript ou escreva para/);
      await expect(note).toBeVisible();
      await expect(note.getByRole("link", { name: site.company.email })).toHaveAttribute("href", `mailto:${site.company.email}`);
    }
    await context.close();
  });
});

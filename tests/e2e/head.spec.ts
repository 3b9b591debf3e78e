import { expect, test } from "./fixtures";
import { allPages, indexablePages, site } from "./pages";

test.describe("head metadata in the prerendered HTML", () => {
  // Each page's head tags, JSON-LD and feed link: page-walk.spec.ts (the site has no client-side router: a
  // link loads the next page whole). Here what only the set of pages shows.
  test("no two pages share a title or a description", async ({ request }) => {
    const heads = await Promise.all(allPages.map(async (path) => (await (await request.get(path)).text()).split("</head>")[0]!));
    for (const pattern of [/<title>([^<]+)<\/title>/, /<meta name="description" content="([^"]+)"/]) {
      const values = heads.map((head) => head.match(pattern)?.[1]);
      expect(new Set(values).size, String(pattern)).toBe(allPages.length);
    }
  });

  test("sitemap.xml and robots.txt come from the route table", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of indexablePages) expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
    expect(sitemap).not.toContain("/obrigado");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  test("with JavaScript off every page's text is readable and forms point to e-mail", async ({ browser }) => {
    // One test walks every page (15 s idle): a busy machine may need more than the default 60 s.
    test.slow();
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

import { expect, test, waitForHydration } from "./fixtures";
import { allPages, hostilePaths, htmlAlias, manyParams, publishedPages } from "./pages";

test.describe("every route", () => {
  test("every URL the site has published is still built", () => {
    expect(allPages).toEqual(expect.arrayContaining(publishedPages));
  });

  for (const path of allPages) {
    test(`${path} and its .html alias answer 200 with the same page`, async ({ page, request }) => {
      const direct = await request.get(path);
      expect(direct.status()).toBe(200);
      const alias = await request.get(htmlAlias(path));
      expect(alias.status()).toBe(200);
      expect(await alias.text()).toBe(await direct.text());

      await page.goto(path);
      await waitForHydration(page);
      const title = await page.title();
      expect(title).not.toBe("Page Not Found");
      const h1 = await page.locator("h1").first().innerText();

      await page.goto(htmlAlias(path));
      await waitForHydration(page);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1").first()).toHaveText(h1, { useInnerText: true });
      // The alias names the page's own address as canonical (no script rewrites the address bar).
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(path);
    });
  }
});

test.describe("not found", () => {
  for (const path of hostilePaths) {
    test(`${path.slice(0, 40)} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("<title>Page Not Found</title>");
    });
  }

  test("a query string of 200 parameters still gets the page", async ({ request }) => {
    const response = await request.get(`/contato?${manyParams}`);
    expect(response.status()).toBe(200);
  });

  test("the not-found page tells developers the path and where routes live in the console, not on the page", async ({ page }) => {
    const consoleLines: string[] = [];
    page.on("console", (message) => consoleLines.push(message.text()));
    const response = await page.goto("/pagina/que-nao-existe?x=1");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle("Page Not Found");
    await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
    await expect.poll(() => consoleLines.find((line) => line.includes("app/pages/"))).toContain("/pagina/que-nao-existe");
    const visible = await page.locator("body").innerText();
    expect(visible).not.toContain("app/route");
    expect(visible).not.toContain("/pagina/que-nao-existe");
    expect(await page.content()).not.toContain("app/pages/");
  });

  test("a link to an unknown address shows the not-found page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/rota-inexistente";
      a.textContent = "quebrado";
      document.querySelector("main")?.append(a);
    });
    await page.goto("/rota-inexistente");
    await expect(page).toHaveTitle("Page Not Found");
  });
});

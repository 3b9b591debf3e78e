import { expect, test, viewports, waitForHydration } from "./fixtures";
import { site } from "./pages";

test.describe("layout", () => {
  test("the top navigation has the five links and the platform button in a new tab", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/parceiros");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const label of ["Home", "Planos e preços", "Contato", "Parceiros", "Conteúdo"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    const platform = page
      .getByRole("banner")
      .getByRole("link", { name: /Acesso à Plataforma/ })
      .first();
    await expect(platform).toHaveAttribute("href", site.urls.platformLogin);
    await expect(platform).toHaveAttribute("target", "_blank");
    await expect(platform).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("navigation", { name: "Trilha de navegação", exact: true })).toBeVisible();
  });

  test("the footer names the company and links the legal pages and the social profile", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.company.name);
    for (const href of ["/termos-de-uso", "/aviso-privacidade", "/exclusao-dados"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const social = footer.locator(`a[href="${site.social.url}"]`);
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("navigating scrolls to the top", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Termos de uso" }).click();
    await expect(page).toHaveURL(/\/termos-de-uso$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a phone the menu collapses behind a button that closes on navigation", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    const button = page.getByRole("button", { name: "Abrir menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menuId = await button.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();

    await page.evaluate(() => window.scrollTo(0, 300));
    await button.click();
    const close = page.getByRole("button", { name: "Fechar menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Planos e preços" }).click();
    await expect(page).toHaveURL(/\/planos-precos$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Escape closes the mobile menu", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/conteudo");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("query parameters travel", () => {
  const query = "utm_source=google&utm_medium=cpc&utm_campaign=agenda&gclid=abc123";

  test("internal links keep the current query parameters", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(`/parceiros?${query}`);
    await waitForHydration(page);
    const href = await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Conteúdo" }).getAttribute("href");
    expect(href).toBe(`/conteudo?${query}`);
    const footerHref = await page.getByRole("contentinfo").getByRole("link", { name: "Termos de uso" }).getAttribute("href");
    expect(footerHref).toBe(`/termos-de-uso?${query}`);
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Conteúdo" }).click();
    await expect(page).toHaveURL(new RegExp(`/conteudo\\?${query.replace(/[?]/g, "\\?")}$`));
  });

  test("a call to action adds its source label and replaces an earlier one", async ({ page }) => {
    await page.goto(`/?${query}&source=antigo`);
    await waitForHydration(page);
    await page.locator("[data-main-cta]").first().click();
    await expect(page).toHaveURL(/\/contato\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("utm_source")).toBe("google");
    expect(url.searchParams.get("gclid")).toBe("abc123");
    expect(url.searchParams.getAll("source")).toHaveLength(1);
    expect(url.searchParams.get("source")).not.toBe("antigo");
  });
});

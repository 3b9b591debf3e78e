import { expect, test, viewports, waitForHydration } from "./fixtures";
import { site } from "./pages";

const query = "utm_source=google&utm_medium=cpc&utm_campaign=agenda&gclid=abc123";

test.describe("layout", () => {
  test("the top navigation: five links, the platform button in a new tab, the breadcrumb; internal links keep the query", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(`/parceiros?${query}`);
    await waitForHydration(page);
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
    await expect(page.getByRole("navigation", { name: "Trilha de navegação", exact: true })).toBeVisible();

    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Termos de uso" })).toHaveAttribute(
      "href",
      `/termos-de-uso?${query}`,
    );
    await expect(nav.getByRole("link", { name: "Conteúdo" })).toHaveAttribute("href", `/conteudo?${query}`);
    await nav.getByRole("link", { name: "Conteúdo" }).click();
    await expect(page).toHaveURL(`/conteudo?${query}`);
  });

  test("the footer names the company and links the legal pages and the social profile; a call to action replaces an earlier source; navigating scrolls to the top", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(`/?${query}&source=antigo`);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.company.name);
    for (const href of ["/termos-de-uso", "/aviso-privacidade", "/exclusao-dados"]) {
      await expect(footer.locator(`a[href^="${href}?"]`)).toHaveCount(1);
    }
    await expect(footer.locator(`a[href="${site.social.url}"]`)).toHaveAttribute("target", "_blank");

    await page.locator("[data-main-cta]").first().click();
    await expect(page).toHaveURL(/\/contato\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("utm_source")).toBe("google");
    expect(url.searchParams.get("gclid")).toBe("abc123");
    expect(url.searchParams.getAll("source")).toHaveLength(1);
    expect(url.searchParams.get("source")).not.toBe("antigo");

    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Termos de uso" }).click();
    await expect(page).toHaveURL(/\/termos-de-uso\?/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a phone the menu collapses behind a button that Escape and a navigation close", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    const button = page.getByRole("button", { name: "Abrir menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await button.click();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.evaluate(() => window.scrollTo(0, 300));
    await button.click();
    await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Planos e preços" }).click();
    await expect(page).toHaveURL(/\/planos-precos$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

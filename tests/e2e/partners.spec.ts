import { expect, test, viewports } from "./fixtures";
import { site } from "./pages";

test.describe("/parceiros", () => {
  test("presents the two modalities, the market figures and the four steps", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/parceiros");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Parceiro comercial" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Consultor especialista" })).toBeVisible();
    for (const figure of ["Mais de 400 mil", "Mais de 280 mil", "95%"]) await expect(main.getByText(figure, { exact: true })).toBeVisible();
    // The two modalities and the integrators of the JSON-LD: three kinds, said once.
    await expect(main.getByRole("heading", { level: 2, name: "Três formas de ser parceiro" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: /^Integrador/ })).toBeVisible();
    const steps = main.getByRole("region", { name: /Como começar/ }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading")).toHaveText(["Contato por e-mail", "Reunião de alinhamento", "Treinamento", "Certificação"]);
    await expect(main.locator('a[href="/integracao"]')).toHaveCount(1);
  });

  test("every call to action is a mailto link to the partners address", async ({ page }) => {
    await page.goto("/parceiros");
    const mailtos = page.getByRole("main").locator('a[href^="mailto:"]');
    expect(await mailtos.count()).toBeGreaterThanOrEqual(4);
    for (const href of await mailtos.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href.slice(7).split("?")[0]).toBe(site.company.partnersEmail);
    }
    const consultant = page.getByRole("link", { name: "Quero ser consultor especialista" });
    const href = (await consultant.getAttribute("href")) ?? "";
    expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe("Programa de parceiros: Consultor especialista");
  });

  test("its JSON-LD lists the three partner kinds", async ({ page }) => {
    await page.goto("/parceiros");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")));
    const list = blocks.find((b) => b["@type"] === "ItemList");
    expect(list.itemListElement.map((i: { item: { name: string } }) => i.item.name)).toEqual([
      "Integradores certificados",
      "Revendedores autorizados",
      "Consultores especialistas",
    ]);
  });
});

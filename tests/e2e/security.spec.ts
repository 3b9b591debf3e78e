import { expect, test, viewports, waitForHydration } from "./fixtures";
import { site } from "./pages";

/** /seguranca-e-lgpd: its head in the raw HTML, the page on a phone, and the four places that link it. */
const path = "/seguranca-e-lgpd";
const questions = [
  "Quem é o controlador e quem é o operador dos dados?",
  "Que dados a plataforma trata, e para quê?",
  "Quem pode ler as conversas, e como o acesso é protegido?",
  "Para onde vão os dados? Há transferência internacional?",
  "Por quanto tempo os dados ficam guardados, e como são excluídos?",
  "E quando o paciente pede para falar com uma pessoa, ou escreve algo urgente?",
  "Dá para desligar a IA numa conversa?",
];

test.describe("/seguranca-e-lgpd", () => {
  test("the raw HTML carries its own title, description, index tag and WebPage + FAQPage JSON-LD", async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Segurança e LGPD: os dados dos pacientes na Atendra</title>");
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    expect(description).toMatch(/controlador .* operador/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain('<meta name="robots" content="index, follow, max-image-preview:large"');

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));
    const page = blocks.find((b) => b["@type"] === "WebPage");
    expect(page).toMatchObject({ name: "Segurança e LGPD", url: `${site.siteUrl}${path}`, inLanguage: "pt-BR", description });
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
    for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(60);
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: "Segurança e LGPD", item: `${site.siteUrl}${path}` });
  });

  test("the questions as sections that name their sources, the box, and a table of contents that reaches it", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(path);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Segurança e LGPD");
    await expect(main.locator(".prose-site section > h2")).toHaveText([...questions, "O que não afirmamos", "Dúvidas"]);
    for (const question of questions) {
      const section = main.getByRole("region", { name: question });
      await expect(section.getByText("Onde está escrito:")).toBeVisible();
      await expect(section.locator('a[href="/aviso-privacidade"], a[href="/termos-de-uso"]').first()).toBeVisible();
    }
    const box = main.getByRole("region", { name: "O que não afirmamos" });
    await expect(box).toBeVisible();
    await expect(box).toContainText("certificação");
    await expect(box).toContainText("lista com o nome de cada fornecedor");
    await expect(main.locator(`a[href="mailto:${site.company.privacyEmail}"]`).first()).toBeVisible();

    const toc = page.getByRole("navigation", { name: "Nesta página" });
    await toc.getByRole("link", { name: "O que não afirmamos" }).click();
    await expect(box.getByRole("heading")).toBeInViewport();
  });

  test("loads no script of its own: the site's page script only, no island", async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("astro-island")).toHaveCount(0);
  });

  test("the footer of every page links it, next to the legal texts", async ({ page }) => {
    for (const from of ["/", "/contato", path]) {
      await page.goto(from);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Segurança e LGPD" }), from).toHaveAttribute("href", path);
      // In the column of the legal texts, next to the data deletion page.
      const column = footer.getByRole("navigation").filter({ has: page.locator('a[href="/exclusao-dados"]') });
      await expect(column.locator(`a[href="${path}"]`), from).toHaveCount(1);
    }
  });

  test("the home FAQ answer on data protection links it, and the link leads there", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const answer = page.locator("details", { has: page.getByRole("heading", { name: "Os dados dos pacientes ficam protegidos?" }) });
    await answer.locator("summary").click();
    await expect(answer).toContainText("controladora");
    await expect(answer).toContainText("operadora");
    await answer.getByRole("link", { name: "Leia as respostas completas em Segurança e LGPD" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Segurança e LGPD");
  });

  test("the privacy notice and the integration page link it", async ({ page }) => {
    await page.goto("/aviso-privacidade");
    await expect(page.getByRole("main").locator(`a[href="${path}"]`)).toHaveCount(1);
    await page.goto("/integracao");
    await waitForHydration(page);
    const faq = page.getByRole("main").locator("details", { hasText: "Como ficam a segurança e a LGPD?" });
    await faq.locator("summary").click();
    await expect(faq.locator(`a[href="${path}"]`)).toBeVisible();
  });
});

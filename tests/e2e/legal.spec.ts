import { expect, test, waitForHydration } from "./fixtures";
import { site } from "./pages";

const legalPages = [
  { path: "/termos-de-uso", h1: "Termos de Uso" },
  { path: "/exclusao-dados", h1: "Exclusão de Dados" },
  { path: "/aviso-privacidade", h1: "Aviso de Privacidade" },
];

test.describe("legal pages", () => {
  for (const { path, h1 } of legalPages) {
    test(`${path} shows version 02, last updated 25/11/2026, its version history and a working table of contents`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const meta = page.getByTestId("legal-meta");
      await expect(meta).toContainText("Versão 02");
      await expect(meta).toContainText("Última atualização: 25/11/2026");
      await expect(meta.locator("time")).toHaveAttribute("datetime", "2026-11-25");
      const history = page.getByTestId("legal-history");
      await expect(history.getByRole("listitem").first()).toBeHidden();
      await history.getByText("Histórico de versões").click();
      await expect(history).toContainText("Versão 02 · 25/11/2026");
      await expect(history).toContainText("Versão 01 · 08/04/2025");
      await expect(history).toContainText("Publicação.");

      const toc = page.getByRole("navigation", { name: "Nesta página" });
      const hrefs = await toc.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      const sectionIds = await page.locator(".prose-site h2").evaluateAll((hs) => hs.map((h) => `#${h.id}`));
      expect(hrefs.length).toBeGreaterThanOrEqual(4);
      expect(hrefs).toEqual(sectionIds);

      const last = toc.getByRole("link").last();
      const target = hrefs[hrefs.length - 1] ?? "";
      await last.click();
      await expect(page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`)).toBeInViewport();
    });
  }

  test("the terms cover the account roles, payment, suspension, cancellation and support hours", async ({ page }) => {
    await page.goto("/termos-de-uso");
    const main = page.getByRole("main");
    const roles = main.getByRole("table");
    await expect(roles.getByRole("row")).toHaveCount(4);
    for (const role of ["Titular (master)", "Administrador", "Membro"]) await expect(roles).toContainText(role);
    for (const text of [
      "até dois dias úteis",
      "fica suspenso",
      "até o fim dos 30 dias pagos",
      "A sequência é interrompida quando a IA conclui a conversa",
      "do IBGE, nos 12 meses anteriores",
      "registrado eletronicamente",
      "próximo ciclo de cobrança",
      "30 dias corridos",
      "índice de inflação",
      "das 8h às 18h (horário de Brasília), exceto em feriados nacionais e em feriados do município de Belo Horizonte",
      "senha forte e pessoal",
      "limitada ao valor pago pelo cliente pela licença",
      "Comarca de Belo Horizonte/MG",
      site.company.name,
    ]) {
      await expect(main, text).toContainText(text);
    }
  });

  test("data deletion explains the e-mail request and offers a prefilled mailto", async ({ page }) => {
    await page.goto("/exclusao-dados");
    const main = page.getByRole("main");
    const button = main.getByRole("link", { name: "Pedir exclusão por e-mail" });
    const href = (await button.getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${site.company.privacyEmail}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("EXCLUSÃO DE DADOS");
    expect(params.get("body")).toContain("Nome completo:");
    for (const text of ["EXCLUSÃO DE DADOS", "nome completo", "imediatamente", "90 dias", "nunca pede a sua senha"]) {
      await expect(main).toContainText(text);
    }
    await expect(main).toContainText("Respondemos em até 15 dias, contados do pedido, sem custo para você.");
    await expect(main).toContainText("respondemos para o e-mail cadastrado");
    await expect(main.locator('a[href="/aviso-privacidade"]').first()).toBeVisible();
  });

  // docs/decisions/190: the registered address and our reply to it prove the request, never a password.
  test("data deletion never asks for a password: not in the mailto, not in the page", async ({ page }) => {
    await page.goto("/exclusao-dados");
    const main = page.getByRole("main");
    const href = (await main.getByRole("link", { name: "Pedir exclusão por e-mail" }).getAttribute("href")) ?? "";
    const body = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body") ?? "";
    expect(body).toContain("E-mail cadastrado:");
    expect(body).not.toMatch(/senha/i);
    const text = (await main.innerText()).replace(/\s+/g, " ");
    const sentences = text.split(/(?<=[.:;!?])\s+/).filter((sentence) => /senha/i.test(sentence));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence).toMatch(/\b(não|nunca|nenhum)\b/i);
    // The steps list what to write; the password is not one of them.
    const steps = main.locator(".prose-site ol li");
    await expect(steps.filter({ hasText: /senha/i })).toHaveCount(0);
  });

  test("the privacy notice lists the site's storage, the rights and links data deletion", async ({ page }) => {
    await page.goto("/aviso-privacidade");
    const main = page.getByRole("main");
    const cookies = main.getByRole("table");
    for (const name of ["cookie-consent", "cookie-consent-date", site.productSlug, "LeadUserIndex", "Cookies de análise"]) {
      await expect(cookies).toContainText(name);
    }
    for (const text of [
      "15 dias, contados do pedido, sem custo",
      "reclamação à Autoridade Nacional de Proteção de Dados",
      "encarregado",
      "90 dias",
      "utm_source",
      "por 6 meses",
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(main.locator(`a[href="mailto:${site.company.privacyEmail}"]`).first()).toBeVisible();
    await expect(main.locator('a[href="/exclusao-dados"]')).toHaveCount(1);
  });
});

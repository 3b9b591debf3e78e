import { interactionDefinition } from "../../app/content/interaction";
import { deletionMailto } from "../../app/content/legal/deletion-request";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { anchors, htmlBetween, site, textOf } from "./pages";

// The texts, their versions, dates, sections and the deletion request: app/content/legal-partners-pages.test.ts.
// Here the pages as built, and in a browser only the history toggle and a table-of-contents jump.
const legalPages = {
  "/termos-de-uso": {
    h1: "Termos de Uso",
    says: [
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
      "A IA não avalia sintomas nem reconhece sozinha uma mensagem urgente",
      "incluir na primeira mensagem do atendimento a orientação da clínica para urgências",
      interactionDefinition,
      site.company.name,
      // The account roles' table.
      "Titular (master)",
      "Administrador",
      "Membro",
    ],
  },
  "/exclusao-dados": {
    h1: "Exclusão de Dados",
    says: ["EXCLUSÃO DE DADOS", "nome completo", "imediatamente", "90 dias", "nunca pede a sua senha"],
  },
  "/aviso-privacidade": {
    h1: "Aviso de Privacidade",
    says: [
      // The storage table.
      ...["cookie-consent", "cookie-consent-date", site.productSlug, "LeadUserIndex", "Cookies de análise"],
      "15 dias, contados do pedido, sem custo",
      "reclamação à Autoridade Nacional de Proteção de Dados",
      "encarregado",
      "90 dias",
      "utm_source",
      "por 6 meses",
    ],
  },
};

test("each legal page as built: its h1, version 03 of 28/11/2026 and history, a table of contents of its sections, its texts and links", async ({
  request,
}) => {
  for (const [path, { h1, says }] of Object.entries(legalPages)) {
    const html = await (await request.get(path)).text();
    expect(textOf(htmlBetween(html, "<h1", "</h1>")).trim(), path).toBe(h1);
    const meta = htmlBetween(html, 'data-testid="legal-meta"', "</p>");
    expect(textOf(meta)).toMatch(/Versão 03 · Última atualização: 28\/11\/2026/);
    expect(meta).toMatch(/<time datetime="2026-11-28"/);
    const history = textOf(htmlBetween(html, 'data-testid="legal-history"', "</details>"));
    for (const text of ["Versão 03 · 28/11/2026", "Versão 02 · 25/11/2026", "Versão 01 · 08/04/2025 Publicação."])
      expect(history, path).toContain(text);
    const toc = anchors(htmlBetween(html, 'aria-labelledby="indice-titulo"', "</nav>")).map((a) => a.href);
    const sections = [...htmlBetween(html, 'class="prose-site"', 'id="identificacao-da-empresa"').matchAll(/<h2 id="([^"]+)"/g)];
    expect(toc.length, path).toBeGreaterThanOrEqual(4);
    expect(toc).toEqual(sections.map((m) => `#${m[1]}`));
    const text = textOf(htmlBetween(html, "<main", "</main>"));
    for (const phrase of says) expect(text, `${path}: ${phrase}`).toContain(phrase);
    if (path === "/termos-de-uso") expect(html.match(/<tr\b/g), "the roles' table: a header and three roles").toHaveLength(4);
  }
  const deletion = anchors(await (await request.get("/exclusao-dados")).text());
  expect(deletion).toContainEqual({ href: deletionMailto(), text: "Pedir exclusão por e-mail" });
  expect(deletion.map((a) => a.href)).toContain("/aviso-privacidade");
  const notice = anchors(htmlBetween(await (await request.get("/aviso-privacidade")).text(), "<main", "</main>")).map((a) => a.href);
  expect(notice).toContain(`mailto:${site.company.privacyEmail}`);
  expect(notice.filter((href) => href === "/exclusao-dados")).toHaveLength(1);
});

test("the version history opens, and the table of contents jumps to a section", async ({ page }) => {
  // A choice already made: from 1024 px the cookie banner is a row along the screen's bottom edge, over the
  // contents' last links, and it appears a second after load, so it could take the click this test makes.
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.goto("/termos-de-uso");
  await waitForHydration(page);
  const history = page.getByTestId("legal-history");
  await expect(history.getByRole("listitem").first()).toBeHidden();
  await history.getByText("Histórico de versões").click();
  await expect(history.getByText("Publicação.")).toBeVisible();
  const toc = page.getByRole("navigation", { name: "Nesta página" });
  // The section in view is marked (the same list as the security page's and the guides'), after a jump too;
  // the list shows the heading's words, its number drawn beside them.
  const marked = toc.locator('a[aria-current="location"]');
  await expect(marked).toHaveText("O serviço");
  await toc.getByRole("link", { name: "Garantia de reembolso" }).click();
  await expect(marked).toHaveText("Garantia de reembolso");
  await expect(marked).toBeInViewport();
  const last = toc.getByRole("link").last();
  const target = decodeURIComponent((await last.getAttribute("href"))!.slice(1));
  await last.click();
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
});

test("on a phone a legal text keeps its section bar and has no sales bar at the bottom; the header's small call stays", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  for (const path of Object.keys(legalPages)) {
    await page.goto(path);
    await waitForHydration(page);
    // Nothing fixed at the screen's bottom, nor the room kept for it under the footer.
    await expect(page.locator("[data-sticky-bar]"), path).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    await expect(page.getByTestId("toc-folded"), path).toBeInViewport();
    await expect(page.locator("[data-header-pill]"), path).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Scrolled to the end, the footer's bottom is the screen's: no room kept under it for a bar.
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    expect(Math.abs(footer.y + footer.height - viewports.phone.height), path).toBeLessThanOrEqual(1.5);
  }
});

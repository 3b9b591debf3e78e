import { expect, test, waitForHydration } from "./fixtures";
import { anchors, headings, htmlBetween, site, textOf } from "./pages";

/** /seguranca-e-lgpd: its head and sections in the raw HTML, and the four places that link it. */
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
  test("the raw HTML carries its own title, description, index tag and WebPage + FAQPage JSON-LD, and no island", async ({ request }) => {
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
    // No script of its own: the site's page script only.
    expect(html).not.toContain("<astro-island");
  });

  // The table of contents' jump is the legal pages' component: legal.spec.ts clicks it.
  test("the questions as sections that name their sources, the box, the privacy address; the footer of every page links it", async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const main = htmlBetween(html, "<main", "</main>");
    expect(headings(main, "1")).toEqual(["Segurança e LGPD"]);
    // The answers' sections, then the page's own (the company's data) after them.
    const sections = main.split("<section ").slice(1, questions.length + 3);
    expect(sections.map((section) => headings(section, "2")[0])).toEqual([...questions, "O que não afirmamos", "Dúvidas"]);
    for (const section of sections.slice(0, questions.length)) {
      expect(textOf(section)).toContain("Onde está escrito:");
      expect(anchors(section).some((a) => ["/aviso-privacidade", "/termos-de-uso"].includes(a.href))).toBe(true);
    }
    const box = textOf(sections[questions.length]!);
    for (const text of ["certificação", "lista com o nome de cada fornecedor"]) expect(box).toContain(text);
    expect(anchors(main).map((a) => a.href)).toContain(`mailto:${site.company.privacyEmail}`);

    for (const from of ["/", "/contato", path]) {
      // In the column of the legal texts, next to the data deletion page.
      const column = anchors(htmlBetween(await (await request.get(from)).text(), 'aria-label="Informações legais"', "</nav>"));
      expect(column, from).toContainEqual(expect.objectContaining({ href: path, text: "Segurança e LGPD" }));
      expect(
        column.map((a) => a.href),
        from,
      ).toContain("/exclusao-dados");
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

  test("the privacy notice and the integration page's FAQ link it", async ({ request }) => {
    const notice = anchors(htmlBetween(await (await request.get("/aviso-privacidade")).text(), "<main", "</main>"));
    expect(notice.filter((a) => a.href === path)).toHaveLength(1);
    const integration = await (await request.get("/integracao")).text();
    const answer = htmlBetween(integration, ">Como ficam a segurança e a LGPD?</h3>", "</details>");
    expect(anchors(answer).map((a) => a.href)).toContain(path);
  });
});

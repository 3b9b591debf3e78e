import { demoCall } from "../../app/content/ui-strings/sales-call";
import { expect, test } from "./fixtures";
import { anchors, headings, htmlBetween, jsonLd, site, textOf } from "./pages";

// The copy's data (modalities, figures, steps, kinds): app/content/legal-partners-pages.test.ts. Here the page as built.
test("/parceiros: the two modalities, the market figures, the four steps, its mailto calls to action and its JSON-LD", async ({
  request,
}) => {
  const html = await (await request.get("/parceiros")).text();
  const main = htmlBetween(html, "<main", "</main>");
  expect(headings(main, "1")).toHaveLength(1);
  // The two modalities and the integrators of the JSON-LD: three kinds, said once.
  expect(headings(main, "2")).toContain("Três formas de ser parceiro");
  const h3 = headings(main, "3");
  for (const kind of ["Parceiro comercial", "Consultor especialista"]) expect(h3).toContain(kind);
  expect(h3.some((h) => h.startsWith("Integrador"))).toBe(true);
  for (const figure of ["Mais de 400 mil", "Mais de 280 mil", "95%"]) expect(textOf(main)).toContain(figure);
  // The figures say what they are (docs/claims.md), once: one caption above the row, no chip, mark or footnote on
  // each figure.
  const market = htmlBetween(main, 'aria-labelledby="mercado"', "</section>");
  expect(headings(market, "3").map((h) => h.replace(/\s+/g, " "))).toEqual(["Contexto de mercado · estimativas da Atendra"]);
  expect(market).not.toMatch(/data-footnote-mark|<sup/);
  expect(textOf(market).match(/estimativa/gi)).toHaveLength(1);
  // The four steps in the site's one step style, the numbered flow of /integracao.
  const steps = htmlBetween(main, 'aria-labelledby="como-comecar"', "</section>");
  expect(steps).toMatch(/<ol class="grid lg:gap-4 lg:grid-cols-4/);
  expect(headings(htmlBetween(steps, "<ol", "</ol>"), "3")).toEqual([
    "Contato por e-mail",
    "Reunião de alinhamento",
    "Treinamento",
    "Certificação",
  ]);
  // Above them, what a partner gets: three items, each already said by a step or a modality card.
  expect(headings(steps, "3")[0]).toBe("O que você recebe");
  const benefits = textOf(htmlBetween(steps, 'aria-labelledby="o-que-voce-recebe"', "</ul>"));
  for (const said of ["certificação de parceiro", "apoio da nossa equipe comercial", "com o nosso apoio"]) {
    expect(benefits).toContain(said);
    // No new promise: the page says it elsewhere too (a step or a modality card).
    expect(textOf(main).split(said).length, said).toBeGreaterThan(2);
  }
  // From lg the hero's right half shows the home's manager panel, marked illustrative; phones skip it.
  const panel = htmlBetween(main, 'data-testid="partners-panel"', "</figure>");
  expect(htmlBetween(main, "<figure", ">")).toMatch(/class="hidden [^"]*lg:block/);
  expect(textOf(panel)).toContain("Exemplo ilustrativo");
  expect(textOf(panel)).toContain("Conversas");
  const links = anchors(main);
  expect(links.filter((a) => a.href === "/integracao")).toHaveLength(1);
  // A second way in beside the e-mail: the site's sales call, with this page's source, in the header and the closing band.
  expect(links.filter((a) => a.href === "/contato?source=parceiros" && a.text === demoCall)).toHaveLength(2);
  const mailtos = links.filter((a) => a.href.startsWith("mailto:"));
  expect(mailtos.length).toBeGreaterThanOrEqual(4);
  for (const { href } of mailtos) expect(href.slice(7).split("?")[0]).toBe(site.company.partnersEmail);
  const consultant = mailtos.find((a) => a.text === "Quero ser consultor especialista")!.href;
  expect(new URLSearchParams(consultant.split("?")[1]).get("subject")).toBe("Programa de parceiros: Consultor especialista");
  const list = jsonLd(html).find((b) => b["@type"] === "ItemList")!;
  expect(list.itemListElement.map((i: { item: { name: string } }) => i.item.name)).toEqual([
    "Integradores certificados",
    "Revendedores autorizados",
    "Consultores especialistas",
  ]);
});

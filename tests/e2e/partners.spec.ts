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
  // The figures say what they are (docs/claims.md): titled as market context and estimates, one footnote mark
  // per figure and one neutral line under the row saying no published source backs them (fourth review, item 7).
  const market = htmlBetween(main, 'aria-labelledby="mercado"', "</section>");
  expect(market.match(/data-footnote-mark/g)).toHaveLength(3);
  // Each figure is a stat tile that says it is an estimate (sixth review, item 7).
  expect(textOf(market).match(/\bestimativa\b/g)).toHaveLength(3);
  expect(headings(market, "3")).toContain("Contexto de mercado (estimativas)");
  expect(textOf(htmlBetween(market, 'id="mercado-nota"', "</p>"))).toContain(
    "Estimativas sem fonte publicada; “Mais de” indica um mínimo.",
  );
  expect(headings(htmlBetween(main, 'aria-labelledby="como-comecar"', "</section>"), "3")).toEqual([
    "Contato por e-mail",
    "Reunião de alinhamento",
    "Treinamento",
    "Certificação",
  ]);
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

import { demoCall, partnerCall, partnerCallShort } from "../../app/content/ui-strings/sales-call";
import { expect, test, viewports, waitForHydration } from "./fixtures";
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
  // The figures say what they are (docs/claims.md): one caption above the row, no chip or mark on each figure, and one
  // note under the row, tied to it, with what they are and are not and when the page first published them.
  const market = htmlBetween(main, 'aria-labelledby="mercado"', "</section>");
  expect(headings(market, "3").map((h) => h.replace(/\s+/g, " "))).toEqual(["Contexto de mercado · estimativas da Atendra"]);
  expect(market).not.toMatch(/data-footnote-mark|<sup/);
  expect(market).toContain('aria-describedby="mercado-nota"');
  const note = textOf(htmlBetween(market, 'id="mercado-nota"', "</p>"));
  for (const words of ["novembro de 2026", "Não vêm de pesquisa", "não uma medição"]) expect(note).toContain(words);
  expect(textOf(market).match(/estimativa/gi)).toHaveLength(2);
  // The four steps in the site's one step style, the numbered flow of /integracao.
  const steps = htmlBetween(main, 'aria-labelledby="como-comecar"', "</section>");
  expect(steps).toMatch(/<ol class="grid lg:gap-4 lg:grid-cols-4/);
  expect(headings(htmlBetween(steps, "<ol", "</ol>"), "3")).toEqual([
    "Contato por e-mail",
    "Reunião de alinhamento",
    "Treinamento",
    "Certificação",
  ]);
  // Right before them, a band of its own says what a partner gets: four one-line items, each already said by a step
  // or a modality card (the remuneration only as agreed in the alignment meeting, no amount).
  expect(headings(main, "2")).toContain("O que você recebe");
  expect(main.indexOf('aria-labelledby="o-que-voce-recebe"')).toBeLessThan(main.indexOf('aria-labelledby="como-comecar"'));
  const benefits = textOf(htmlBetween(main, 'aria-labelledby="o-que-voce-recebe"', "</section>"));
  const partnersBenefitsTitle = "O que você recebe";
  expect(benefits).toContain("Remuneração combinada na reunião");
  expect(textOf(main)).toContain("combinar as condições da parceria, inclusive a remuneração");
  // Each title has one short line under it; the pay's says when it is agreed, and names no figure or share.
  expect(benefits).toContain("Junto com as demais condições da parceria, antes do treinamento");
  expect(benefits.slice(benefits.indexOf(partnersBenefitsTitle))).not.toMatch(/\d|%|percentual|comiss/i);
  for (const [item, said] of [
    ["Treinamento e certificação", "certificação de parceiro"],
    ["Demonstrações com o nosso time", "demonstrações com o apoio da nossa equipe comercial"],
    ["Apoio nas clínicas que você atende", "atender clínicas com o nosso apoio"],
  ]) {
    expect(benefits).toContain(item);
    // No new promise: the page says it in a step or a modality card.
    expect(textOf(main).toLowerCase(), said).toContain(said);
  }
  // The hero's picture is the home's manager panel, marked illustrative: beside the words from lg, under the calls
  // below lg (one rendering, cropped there).
  const panel = htmlBetween(main, 'data-testid="partners-panel"', "</figure>");
  expect(htmlBetween(main, "<figure", ">")).not.toMatch(/class="hidden /);
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
  // No e-mail opens blank: each carries a subject and the lines to fill in (the modality's own, on its card).
  for (const { href } of mailtos) {
    const params = new URLSearchParams(href.replaceAll("&amp;", "&").split("?")[1]);
    expect(params.get("subject"), href).toBeTruthy();
    expect(params.get("body"), href).toContain("Região onde atuo:");
  }
  expect(new URLSearchParams(consultant.replaceAll("&amp;", "&").split("?")[1]).get("body")).toContain(
    "Modalidade: Consultor especialista",
  );
  // One e-mail call per partner type and one "Copiar e-mail", in the closing band beside the address (a phone without
  // a mail app opens nothing), with what to write: the body's lines, in view. The hero keeps the address as a link.
  expect(main.match(/data-copy-button/g)).toHaveLength(1);
  expect(htmlBetween(main, 'aria-labelledby="contato-parceiros"', "</section>")).toContain("data-copy-button");
  expect(main).toContain('id="email-parceiros-topo"');
  expect(main).toContain("Copiar e-mail");
  const band = htmlBetween(main, 'aria-labelledby="contato-parceiros"', "</section>");
  expect(headings(band, "3")).toEqual(["O que incluir na mensagem"]);
  expect(htmlBetween(band, 'aria-labelledby="o-que-incluir"', "</ul>").match(/<li/g)).toHaveLength(4);
  const list = jsonLd(html).find((b) => b["@type"] === "ItemList")!;
  expect(list.itemListElement.map((i: { item: { name: string } }) => i.item.name)).toEqual([
    "Integradores certificados",
    "Revendedores autorizados",
    "Consultores especialistas",
  ]);
});

test("/parceiros on a phone: the panel follows the calls, cropped; the three market figures one a row, each figure on one line; the address copies", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  await page.goto("/parceiros");
  const panel = page.getByTestId("partners-panel");
  await expect(panel).toBeVisible();
  const call = (await page.getByRole("link", { name: "Quero ser parceiro" }).first().boundingBox())!;
  const box = (await panel.boundingBox())!;
  expect(box.y).toBeGreaterThan(call.y + call.height);
  expect(box.height).toBeLessThanOrEqual(340);
  const tiles = page.locator('[aria-labelledby="mercado-contexto"] > li');
  await expect(tiles).toHaveCount(3);
  // Stacked, each short: the figure large on one line, its label on one or two lines beside the icon.
  const boxes = await tiles.evaluateAll((els) =>
    els.map((el) => {
      const line = (part: string) => {
        const span = el.querySelector(`[data-part=${part}]`)!;
        return Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight));
      };
      return {
        ...el.getBoundingClientRect().toJSON(),
        figureLines: line("figure"),
        labelLines: line("label"),
        size: getComputedStyle(el.querySelector("[data-part=figure]")!).fontSize,
      };
    }),
  );
  boxes.forEach((b, i) => {
    if (i > 0) expect(b.top).toBeGreaterThan(boxes[i - 1]!.bottom);
    expect(b.height).toBeLessThanOrEqual(100);
    expect(b.figureLines).toBe(1);
    expect(b.labelLines).toBeLessThanOrEqual(2);
    expect(parseFloat(b.size)).toBeGreaterThanOrEqual(24);
  });
  // The closing band's copy button: the address on the clipboard, said on the button.
  const band = page.getByRole("region", { name: "O primeiro passo é um e-mail" });
  await band.getByRole("button", { name: "Copiar e-mail" }).click();
  await expect(band.getByRole("button", { name: "E-mail copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("parceiros@atendra.com.br");
});

test("/parceiros at 1280 px: the closing band's calls sit within its words' column, neither column above the other", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.desktop);
  await page.goto("/parceiros");
  const band = page.getByRole("region", { name: "O primeiro passo é um e-mail" });
  const [title, list, mail] = await Promise.all([
    band.getByRole("heading", { level: 2 }).boundingBox(),
    band.getByRole("list", { name: "O que incluir na mensagem" }).boundingBox(),
    band.getByRole("link", { name: /parceiros@/ }).boundingBox(),
  ]);
  // The words (heading, line, what to write) on the left, the e-mail and its copy button beside them.
  expect(mail!.x).toBeGreaterThan(list!.x + list!.width);
  expect(mail!.y).toBeGreaterThanOrEqual(title!.y);
  expect(mail!.y + mail!.height).toBeLessThanOrEqual(list!.y + list!.height);
});

test("/parceiros on a phone: the header's small call and the sales bar make the page's own call, the partner e-mail", async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.goto("/parceiros");
  // The hero's own button writes the message the two calls write: one e-mail, one label.
  const own = (await page.locator("main").getByRole("link", { name: partnerCall, exact: true }).first().getAttribute("href"))!;
  expect(own).toMatch(/^mailto:/);
  const pill = page
    .getByRole("banner")
    .first()
    .getByRole("link", { name: partnerCall, exact: true })
    .filter({ hasText: new RegExp(`^${partnerCallShort}$`) });
  await expect(pill).toBeVisible();
  await expect(pill).toHaveAttribute("href", own);
  // Beside the logo and the menu, on the header's row, at 320 px too.
  const menu = page.getByRole("button", { name: "Abrir menu" });
  expect(((b) => b.x + b.width)((await pill.boundingBox())!)).toBeLessThanOrEqual((await menu.boundingBox())!.x);
  await waitForHydration(page);
  const bar = page.locator("[data-sticky-bar]");
  const call = bar.getByRole("link", { name: partnerCall, exact: true });
  await page.evaluate(() => window.scrollTo(0, document.querySelector("main > :first-child")!.getBoundingClientRect().bottom + 200));
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", own);
  await expect(bar.getByRole("link", { name: demoCall })).toHaveCount(0);
  await expect(pill).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(pill).toBeVisible();
  expect(((b) => b.x + b.width)((await pill.boundingBox())!)).toBeLessThanOrEqual((await menu.boundingBox())!.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

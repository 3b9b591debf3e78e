import { securityPage, securityQuestions } from "../../app/content/security-page";
import { demoCall } from "../../app/content/ui-strings/sales-call";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { anchors, headings, htmlBetween, jsonLd, site, textOf } from "./pages";

// /seguranca-e-lgpd. Its copy, its JSON-LD's builder and the links to it from the footer, the home and
// integration FAQs and the privacy notice: app/content/security-page.test.ts; an FAQ answer's link:
// app/features/faq/faq-accordion.test.tsx; the FAQ opening in a browser: home.spec.ts. Its table of
// contents is the legal pages' component: legal.spec.ts clicks it.
const { path } = securityPage;
const questions = securityQuestions.map((q) => q.question);
/** The first words of an answer's text, to find it in the page. */
const opening = (q: (typeof securityQuestions)[number]) =>
  JSON.stringify(q.answer)
    .match(/"([^"\\]{30,})/)![1]!
    .slice(0, 40);

test("/seguranca-e-lgpd as built: its head and JSON-LD, no island, the questions as sections that name their sources, what it does not claim", async ({
  request,
}) => {
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<title>${securityPage.title}</title>`);
  expect(html).toContain('<meta name="robots" content="index, follow, max-image-preview:large"');
  const blocks = jsonLd(html);
  expect(blocks.find((b) => b["@type"] === "WebPage")).toMatchObject({ name: "Segurança e LGPD", url: `${site.siteUrl}${path}` });
  expect(blocks.find((b) => b["@type"] === "FAQPage")!.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
  // No script of its own: the site's page script only.
  expect(html).not.toContain("<astro-island");

  const main = htmlBetween(html, "<main", "</main>");
  expect(headings(main, "1")).toEqual(["Segurança e LGPD"]);
  // The answers' sections, then the page's own (the company's data) after them.
  const sections = main.split("<section ").slice(1, questions.length + 3);
  expect(sections.map((section) => headings(section, "2")[0])).toEqual([...questions, "Dúvidas", securityPage.notClaimed.title]);
  for (const [i, section] of sections.slice(0, questions.length).entries()) {
    // Each answer in a native disclosure at every width, its question the summary, the first open as served; the
    // text stays in the page for find-in-page and without JS. A closed one still says where it is written, in
    // words in its summary (no link inside the control); open, the same line linked to the texts.
    expect(section).toMatch(/^[^>]*><details[^>]*\bdata-fold=""[^>]*><summary[^>]*><h2 /);
    expect(section).not.toContain("unfold-from-sm");
    if (i === 0) expect(section).toMatch(/^[^>]*><details[^>]* open=""/);
    else expect(section).not.toMatch(/<details[^>]* open/);
    const [summary = "", body = ""] = section.split("</summary>");
    expect(textOf(summary)).toContain(`${securityPage.sourcesLabel} ${securityPage.docNames[securityQuestions[i]!.sources[0]!.doc]}`);
    expect(anchors(summary)).toEqual([]);
    expect(textOf(body)).toContain("Onde está escrito:");
    expect(anchors(body).some((a) => ["/aviso-privacidade", "/termos-de-uso"].includes(a.href))).toBe(true);
  }
  for (const text of ["certificação", "lista com o nome de cada fornecedor"])
    expect(textOf(sections[questions.length + 1]!)).toContain(text);
  expect(anchors(main).map((a) => a.href)).toContain(`mailto:${site.company.privacyEmail}`);
  // From lg the header's right half names the two texts in force, version and date as their pages show them; the DPO
  // is the summary's tile in the same first screen, not said twice there.
  const sources = htmlBetween(main, 'data-testid="security-sources"', "</ul>");
  expect(anchors(sources)).toEqual([
    { href: "/termos-de-uso", text: "Termos de Uso" },
    { href: "/aviso-privacidade", text: "Aviso de Privacidade" },
  ]);
  // What the page does not claim is folded in a closed disclosure (no tinted box) that counts its points; whom to ask
  // stays open after it, the section's last line, so the page does not end on a list of negatives.
  const notClaimed = htmlBetween(main, 'data-testid="not-claimed"', "</section>");
  expect(notClaimed).not.toMatch(/bg-brand-50/);
  const folded = htmlBetween(notClaimed, "<details", "</details>");
  expect(folded).not.toMatch(/<details[^>]* open/);
  expect(textOf(htmlBetween(folded, "<summary", "</summary>"))).toContain(`${securityPage.notClaimed.items.length} pontos`);
  expect(folded.match(/<li>/g)).toHaveLength(securityPage.notClaimed.items.length);
  expect(anchors(folded)).toEqual([]);
  expect(anchors(notClaimed).at(-1)).toEqual({ href: `mailto:${site.company.privacyEmail}`, text: site.company.privacyEmail });
  for (const doc of ["termos-de-uso", "aviso-privacidade"]) {
    const legal = textOf(await (await request.get(`/${doc}`)).text()).replace(/\s+/g, " ");
    const [, version, date] = legal.match(/Versão (\d+) · Última atualização: (\d{2}\/\d{2}\/\d{4})/)!;
    expect(textOf(sources).replace(/\s+/g, " ")).toContain(`Versão ${version} · ${date}`);
  }
  // It ends with the shared closing band: the next step is the site's sales call.
  const band = htmlBetween(main, "data-closing-band", "</section>");
  expect(headings(band, "2")).toEqual([securityPage.closing.title]);
  expect(anchors(band)).toEqual([{ href: `/contato?source=${securityPage.closing.source}`, text: demoCall }]);
});

test("/seguranca-e-lgpd: six tiles lead to their answers, and at 1280 px the table of contents marks the section in view", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
  const tiles = page.getByTestId("security-summary").getByRole("link");
  await expect(tiles).toHaveCount(6);
  // Each tile's arrow sits in its top-right corner, the same offset on every tile whatever its title's length.
  const corners = await tiles.evaluateAll((links) =>
    links.map((a) => {
      const box = a.getBoundingClientRect();
      const arrow = [...a.querySelectorAll("svg")].at(-1)!.getBoundingClientRect();
      return `${Math.round(box.right - arrow.right)},${Math.round(arrow.top - box.top)}`;
    }),
  );
  expect(new Set(corners).size).toBe(1);
  const toc = page.getByRole("navigation", { name: "Nesta página" });
  const marked = toc.locator('a[aria-current="location"]');
  // On arrival, the first section.
  await expect(marked).toHaveText(questions[0]!);
  // A tile leads down to its answer, and the contents follow.
  const tile = securityPage.summary.tiles[4]!;
  await tiles.filter({ hasText: tile.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${tile.target}$`));
  await expect(page.locator(`#${tile.target}`)).toBeInViewport();
  const answer = securityQuestions.find((q) => q.id === tile.target)!;
  await expect(marked).toHaveText(answer.question);
  await expect(marked).toHaveCount(1);
  // Back to the top: the first section again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(marked).toHaveText(questions[0]!);
});

test("/seguranca-e-lgpd on a phone: the six tiles are one column of short rows (icon, title, a short answer), the gists from md", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  await page.goto(path);
  const tiles = page.getByTestId("security-summary").getByRole("link");
  await expect(tiles).toHaveCount(6);
  const boxes = await tiles.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
  // One per row, each a short row tall: the answer is read on the phone, not only its topic.
  expect(new Set(boxes.map((b) => Math.round(b.left))).size).toBe(1);
  for (const box of boxes) {
    expect(box.height).toBeLessThanOrEqual(90);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // The six rows are one panel: no gap between them.
  for (let i = 1; i < boxes.length; i++) expect(Math.abs(boxes[i]!.top - boxes[i - 1]!.bottom)).toBeLessThanOrEqual(1);
  const first = securityPage.summary.tiles[0]!;
  await expect(tiles.first().getByText(first.short)).toBeVisible();
  await expect(page.getByText(first.text)).toBeHidden();
  // The answers are folded: the first open, then a list of questions, each a row of its own.
  const answers = page.locator("details[data-fold]");
  await expect(answers).toHaveCount(questions.length);
  await expect(answers.first()).toHaveAttribute("open");
  for (const answer of (await answers.all()).slice(1)) await expect(answer).not.toHaveAttribute("open");
  const second = securityPage.summary.tiles[1]!;
  const secondAnswer = securityQuestions.find((q) => q.id === second.target)!;
  const answerText = page.getByText(opening(secondAnswer), { exact: false });
  await expect(answerText).toBeHidden();
  // A tile opens the answer it leads to.
  await tiles.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`#${second.target}$`));
  await expect(page.locator(`details:has(#${second.target})`)).toHaveAttribute("open");
  await expect(answerText).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByText(first.text)).toBeVisible();
  await expect(page.getByText(first.short)).toBeHidden();
});

test("/seguranca-e-lgpd on a phone: the table of contents stays under the header through the text, and a chosen section closes it clear of the bar", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  await page.goto(path);
  await waitForHydration(page);
  const folded = page.getByTestId("toc-folded");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
  await expect(folded).toBeInViewport();
  const bar = (await folded.boundingBox())!;
  expect(Math.round(bar.y)).toBe(64);
  await folded.locator("summary").click();
  const toc = folded.getByRole("navigation", { name: "Nesta página" });
  const link = toc.getByRole("link").nth(1);
  await expect(link).toBeInViewport();
  const target = (await link.getAttribute("href"))!.slice(1);
  await link.click();
  await expect(folded).not.toHaveAttribute("open");
  // The section it names opens, folded as it was.
  await expect(page.locator(`details:has([id="${target}"])`)).toHaveAttribute("open");
  const heading = page.locator(`[id="${target}"]`);
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
});

test("/seguranca-e-lgpd on a phone: an address with an answer's fragment opens it, back and forth; a tap on a question opens it", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  const [, second, third] = securityQuestions;
  await page.goto(`${path}#${second!.id}`);
  await waitForHydration(page);
  const answer = (id: string) => page.locator(`details:has([id="${id}"])`);
  await expect(answer(second!.id)).toHaveAttribute("open");
  await expect(page.locator(`[id="${second!.id}"]`)).toBeInViewport();
  await expect(answer(third!.id)).not.toHaveAttribute("open");
  // A fragment change (a link from elsewhere in the page, the back button) opens its answer too.
  await page.evaluate((id) => (location.hash = id), third!.id);
  await expect(answer(third!.id)).toHaveAttribute("open");
  // The same link twice (no fragment change) still opens it after the reader closed it.
  await answer(third!.id).locator("summary").click();
  await expect(answer(third!.id)).not.toHaveAttribute("open");
  const tile = securityPage.summary.tiles.find((t) => t.target === third!.id)!;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId("security-summary").getByRole("link", { name: tile.title }).click();
  await expect(answer(third!.id)).toHaveAttribute("open");
  // A tap on a question opens its answer (native, no script needed).
  const last = securityQuestions.at(-1)!;
  await answer(last.id).locator("summary").click();
  await expect(answer(last.id)).toHaveAttribute("open");
});

test("/seguranca-e-lgpd at 1280 px: the first answer open, each other folded under its question and where it is written; the contents open theirs, by keyboard too", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
  const answer = (id: string) => page.locator(`details:has([id="${id}"])`);
  const [first, , , fourth, fifth] = securityQuestions;
  await expect(answer(first!.id)).toHaveAttribute("open");
  await expect(page.getByText(opening(first!), { exact: false })).toBeVisible();
  // Closed, a question shows where its answer is written, in words; its answer is hidden.
  const closed = answer(fourth!.id);
  await expect(closed).not.toHaveAttribute("open");
  await expect(closed.locator("summary")).toContainText(securityPage.sourcesLabel);
  await expect(page.getByText(opening(fourth!), { exact: false })).toBeHidden();
  // The contents beside the text open the one they name, from the keyboard.
  const toc = page.getByRole("navigation", { name: "Nesta página" });
  await toc.getByRole("link", { name: fourth!.question }).press("Enter");
  await expect(closed).toHaveAttribute("open");
  await expect(page.getByText(opening(fourth!), { exact: false })).toBeVisible();
  await expect(page.locator(`[id="${fourth!.id}"]`)).toBeInViewport();
  // Open, the words give way to the same line linked to the texts.
  await expect(closed.locator("summary").getByText(securityPage.sourcesLabel)).toBeHidden();
  await expect(closed.getByRole("link", { name: securityPage.docNames[fourth!.sources[0]!.doc] })).toBeVisible();
  // A question's summary takes the focus and opens on Enter, as any native disclosure.
  await answer(fifth!.id).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(answer(fifth!.id)).toHaveAttribute("open");
});

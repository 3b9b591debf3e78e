import { urgency } from "../../app/content/claims";
import { noShowCalculatorLinks, noShowPath } from "../../app/content/no-show-links";
import { simulatorCopy } from "../../app/content/simulator";
import { specialtiesIndex, specialtyPageCopy } from "../../app/content/specialties-page";
import { specialtyCardMessage, specialtyPath, specialtyScenario } from "../../app/content/specialty-entry";
import { readSpecialtyFiles } from "../../app/content/specialty-files";
import { specialtyFeatureLabels } from "../../app/content/specialty-features";
import { allChoicePaths, type Entry, openingConversation, play, transcript } from "../../app/features/simulator/conversation";
import { demoCall } from "../../app/content/ui-strings/sales-call";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { anchors, htmlBetween, jsonLd, site, textOf } from "./pages";

/**
 * The specialty pages, one per file of app/content/specialties: the page, its index card, its
 * sitemap line, its share image and its /contato variant all follow from the file. Axe at 375 and
 * 1280 px runs for every built page in page-walk.spec.ts. Which heading /contato shows for each slug is
 * contact-variant.test.ts's; that it is painted once, on a slow phone, contact-variant-paint.spec.ts's.
 */
const specialties = readSpecialtyFiles();

// Canonical, robots, breadcrumb JSON-LD and sitemap line, as for every page: page-walk.spec.ts and head.spec.ts.
test("every specialty page: its own title, description, heading, breadcrumb, JSON-LD, conversation, answers, share image and index card", async ({
  request,
}) => {
  const index = (await (await request.get(specialtiesIndex.path)).text()).split('data-testid="specialty-card"').slice(1);
  expect(index).toHaveLength(specialties.length);
  for (const { slug, data } of specialties) {
    const path = specialtyPath(slug);
    const html = await (await request.get(path)).text();
    const attr = (pattern: RegExp) => textOf(html.match(pattern)?.[1] ?? "");
    expect(attr(/<title>([^<]*)<\/title>/), path).toBe(`${data.title} | ${site.productName}`);
    expect(attr(/<meta name="description" content="([^"]*)"/)).toBe(data.description);
    expect(textOf(htmlBetween(html, "<h1", "</h1>"))).toContain(data.heading);
    // Every specialty promises answers out of hours: the page template says once that the AI does not assess symptoms.
    const text = textOf(htmlBetween(html, "<body", "</body>"));
    expect(text.split(urgency.short), path).toHaveLength(2);
    const trail = htmlBetween(html, 'aria-label="Trilha de navegação"', "</nav>");
    expect(anchors(trail)).toContainEqual(expect.objectContaining({ href: specialtiesIndex.path, text: specialtiesIndex.crumb }));
    expect(textOf(htmlBetween(trail, 'aria-current="page"', "</span>"))).toContain(data.name);
    expect(jsonLd(html).map((b) => b["@type"])).toEqual(expect.arrayContaining(["WebPage", "FAQPage"]));

    const image = `${site.siteUrl}/og/especialidades/${slug}.png`;
    expect(html).toContain(`<meta property="og:image" content="${image}">`);
    expect((await request.get(new URL(image).pathname)).headers()["content-type"]).toContain("image/png");

    // Its own conversation and answers are in the page as built (how they read without JavaScript, and how
    // the island plays them, is the same template for every specialty: checked on the first one below).
    // The header tells the page's own conversation along the way through that starts with the patient's other
    // opening, from its first message to the note on record, never an answer the simulator shows first
    // (it once opened on an answer to a question out of view).
    const heroChat = textOf(htmlBetween(html, 'data-testid="specialty-hero-chat"', "</figure>"));
    const scenario = specialtyScenario(slug, data.scenario);
    const openings = scenario.nodes[scenario.start]!.replies!;
    // A patient's message may be an audio or a photo (drawn as such): the words compared are typed messages.
    const typed = (openings[1] ?? openings[0]!).says.find((m) => m.kind === "text")?.text;
    if (typed) expect(heroChat, path).toContain(typed);
    const notes = allChoicePaths(scenario)
      .filter((choices) => choices[0] === 1)
      .flatMap((way) => play(scenario, way).log.filter((e: Entry) => e.message.kind === "event"))
      .map((e) => e.message.text);
    expect(
      notes.some((note) => heroChat.includes(note)),
      path,
    ).toBe(true);
    for (const entry of openingConversation(scenario).log)
      if (entry.from === "assistant") expect(heroChat, path).not.toContain(entry.message.text);
    const chat = textOf(htmlBetween(html, 'data-testid="simulator-chat"', "</astro-island>"));
    for (const entry of transcript(specialtyScenario(slug, data.scenario))) expect(chat).toContain(entry.message.text);
    for (const item of data.faq) expect(text).toContain(item.answer);

    const card = index.find((c) => textOf(htmlBetween(c, "<h3", "</h3>")).trim() === data.name) ?? "";
    expect(textOf(card)).toContain(data.card);
    // Under the title, the patient's typical first message from the page's own conversation, as a chat bubble,
    // introduced to screen readers.
    expect(textOf(card), data.name).toContain(`${specialtiesIndex.cardMessageLabel} ${specialtyCardMessage(data)}`);
    // Its icon, drawn at build time, hidden from screen readers.
    expect(card, data.name).toMatch(/<span aria-hidden="true"[^>]*><svg/);
    // The whole card is one link, named by its title: no second link inside.
    expect(anchors(card.slice(0, card.indexOf("</li>")))).toEqual([expect.objectContaining({ href: path, text: data.name })]);
  }
});

// The page template, on the first specialty: the others differ only in their file's data, checked above.
{
  const { slug, data } = specialties[0]!;
  const path = specialtyPath(slug);

  test(`${path} without JavaScript: the conversation as a transcript, every answer closed and opened on a tap, the page ending on the call to /contato`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const chat = page.getByTestId("simulator-chat");
    for (const entry of transcript(specialtyScenario(slug, data.scenario))) await expect(chat).toContainText(entry.message.text);
    await expect(page.getByText(simulatorCopy.transcriptNote)).toBeVisible();
    await expect(page.getByTestId("simulator-disclaimer")).toContainText("clínica fictícia");
    for (const item of data.faq) await expect(page.getByText(item.answer)).toBeHidden();
    // Native disclosures: a closed answer opens with no script.
    await page.getByText(data.faq[0]!.question).click();
    await expect(page.getByText(data.faq[0]!.answer)).toBeVisible();
    await expect(page.locator(`a[href="/contato?source=${slug}"]`).first()).toBeVisible();
    // The other specialties come before the closing band, which is the last thing before the footer.
    const last = page.locator("main > :last-child");
    await expect(last).toHaveAttribute("data-closing-band", "");
    await expect(last.locator(`a[href="/contato?source=${slug}"]`)).toBeVisible();
    await expect(page.locator("main nav:has(h2) + [data-closing-band]")).toHaveCount(1);
    await context.close();
  });

  test(`${path}: on a phone the chat comes right under its heading and the conversation's notes fold after it; from lg they are open beside it`, async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    await page.setViewportSize(viewports.phone);
    await page.goto(path);
    const section = page.locator(`#${simulatorCopy.id}`);
    const notes = section.getByTestId("simulator-notes");
    const summary = notes.getByText(simulatorCopy.notes.summary, { exact: true });
    const chatTop = () => section.locator("[data-sticky-bar-avoid]").evaluate((el) => el.getBoundingClientRect().top);
    const notesTop = () => notes.evaluate((el) => el.getBoundingClientRect().top);
    // The heading, its lead and the simulation's disclaimer, then the chat: nothing else between them.
    const headingTop = await section.getByRole("heading", { name: simulatorCopy.title }).evaluate((el) => el.getBoundingClientRect().top);
    expect((await chatTop()) - headingTop).toBeLessThan(400);
    expect(await notesTop()).toBeGreaterThan(await chatTop());
    await expect(summary).toBeVisible();
    await expect(notes.getByText(simulatorCopy.notes.outcomes, { exact: true })).toBeHidden();
    await summary.click();
    await expect(notes.getByText(simulatorCopy.notes.outcomes, { exact: true })).toBeVisible();

    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await expect(summary).toBeHidden();
    await expect(notes.getByText(simulatorCopy.notes.outcomes, { exact: true })).toBeVisible();
    const chat = await section.locator("[data-sticky-bar-avoid]").boundingBox();
    expect((await notes.boundingBox())!.x + (await notes.boundingBox())!.width).toBeLessThanOrEqual(chat!.x);
  });

  test(`${path}: no island code until the simulator nears the viewport, then its conversation ends on /contato?source=${slug}`, async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    await page.setViewportSize(viewports.phone);
    // Every message of a turn at once: the typing pauses are simulator.spec.ts's and simulator.test.tsx's.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const islands: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/(simulator|client)\.[^/]*\.js$/.test(r.url())) islands.push(r.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(islands, "island code loaded before the visitor scrolled").toEqual([]);

    const section = page.locator(`#${simulatorCopy.id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(page.locator(`astro-island:has(#${simulatorCopy.id})`)).not.toHaveAttribute("ssr", /.*/);
    expect(islands.length).toBeGreaterThan(0);
    // One conversation: no picker. Always the first reply, to the end (the scenarios are finite: unit-tested).
    await expect(section.getByRole("group", { name: simulatorCopy.pickerLabel })).toHaveCount(0);
    const end = section.getByRole("group", { name: simulatorCopy.endNote });
    for (let step = 0; step < 10 && !(await end.isVisible()); step++) {
      const first = section.getByRole("group", { name: simulatorCopy.repliesLabel }).getByRole("button").first();
      await expect(first.or(end)).toBeVisible();
      if (await first.isVisible()) await first.click();
    }
    await expect(end.getByRole("link", { name: simulatorCopy.contactCta })).toHaveAttribute("href", `/contato?source=${slug}`);
    await expect(end.getByRole("button", { name: simulatorCopy.again })).toBeVisible();
  });
}

test("the index is linked from the home page, the footer and the content hub, says what the AI does not do and closes on the sales call", async ({
  request,
}) => {
  for (const from of ["/", "/conteudo"]) {
    const html = await (await request.get(from)).text();
    for (const part of ["main", "footer"])
      expect(html.split(`<${part}`)[1]!.split(`</${part}>`)[0]!.split(`href="${specialtiesIndex.path}"`), `${from} ${part}`).toHaveLength(
        2,
      );
  }
  const index = await (await request.get(specialtiesIndex.path)).text();
  expect(textOf(index)).toContain(urgency.short);
  // It closes on the site's sales call, with its own source.
  expect(anchors(htmlBetween(index, `aria-labelledby="${specialtiesIndex.closing.id}"`, "</section>"))).toContainEqual(
    expect.objectContaining({ href: `/contato?source=${specialtiesIndex.closing.source}`, text: demoCall }),
  );
});

test("on a phone the index header opens on the filled sales call and the cards follow it in the first screen; from sm a second call jumps to them; under them a link leads to the no-show calculator", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.goto(specialtiesIndex.path);
  // The header's one filled button is the site's sales call, as in the other heroes.
  const call = page.locator("header").getByRole("link", { name: demoCall, exact: true }).last();
  await expect(call).toHaveAttribute("href", `/contato?source=${specialtiesIndex.closing.source}`);
  await expect(call).toBeInViewport();
  // The cards used to start about 1,000 px down, under an example chat: now the list's title and its first card
  // are in a phone's first screen, above where a first visit's cookie banner starts (about 720 px), so the jump
  // to them is left out there.
  const jump = page.getByRole("link", { name: specialtiesIndex.listJump });
  await expect(jump).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: specialtiesIndex.listTitle })).toBeInViewport();
  const first = (await page.getByTestId("specialty-card").first().boundingBox())!;
  expect(first.y).toBeLessThan(720);
  const list = page.locator("section", { has: page.getByRole("heading", { name: specialtiesIndex.listTitle }) });
  await expect(list.getByRole("link", { name: noShowCalculatorLinks.specialties.link })).toHaveAttribute("href", noShowPath);
  // From sm the header has room for both calls side by side: the jump, outlined, after the filled call.
  await page.setViewportSize(viewports.desktop);
  await expect(jump).toBeInViewport();
  expect((await jump.boundingBox())!.x).toBeGreaterThan((await call.boundingBox())!.x);
  const fill = (link: typeof call) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await fill(call)).not.toBe(await fill(jump));
  await jump.click();
  await expect(page).toHaveURL(/#especialidades-lista$/);
  await expect(page.getByRole("heading", { level: 2, name: specialtiesIndex.listTitle })).toBeInViewport();
});

test("the index cards: 'Ver página' keeps its arrow after its last word, even when the label wraps", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.desktop);
  await page.goto(specialtiesIndex.path);
  const cards = page.getByTestId("specialty-card");
  const gaps = (narrow: boolean) =>
    cards.evaluateAll(
      (all, narrow) =>
        all.map((card) => {
          const label = card.querySelector(".underline")! as HTMLElement;
          // A label squeezed to about one word's width wraps, as a long label in a narrow card would.
          if (narrow) label.parentElement!.style.width = "5rem";
          const lines = label.getClientRects();
          const last = lines[lines.length - 1]!;
          const arrow = card.querySelector("svg.lucide-arrow-right")!.getBoundingClientRect();
          return { lines: lines.length, gap: Math.round(arrow.left - last.right), drop: Math.round(arrow.top - last.top) };
        }),
      narrow,
    );
  for (const narrow of [false, true]) {
    const measured = await gaps(narrow);
    expect(measured).toHaveLength(specialties.length);
    if (narrow) expect(measured.every((g) => g.lines > 1)).toBe(true);
    for (const { gap, drop } of measured) {
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(12);
      // On the label's last line, not below it.
      expect(Math.abs(drop)).toBeLessThanOrEqual(8);
    }
  }
});

test("at 375 px the six index cards are compact tiles, one a row, each with its top reason in two lines at most, the patient's message whole and its hue's bar inside the rounded corners", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(specialtiesIndex.path);
  const boxes = await page.getByTestId("specialty-card").evaluateAll((all) => all.map((card) => card.getBoundingClientRect()));
  expect(boxes).toHaveLength(specialties.length);
  // One tile a row: two to a row (160 px) cut the patients' messages mid-word.
  expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
  // Icon, name and reason on one row, the message under them: each under a quarter of the screen.
  for (const box of boxes) expect(box.height).toBeLessThanOrEqual(200);
  // Each tile shows its specialty's conversation: the patient's message, drawn whole inside its bubble, never cut
  // with an ellipsis.
  const bubbles = await page.getByTestId("specialty-card").evaluateAll((all) =>
    all.map((card) => {
      const bubble = card.querySelector("p.rounded-2xl")!.getBoundingClientRect();
      const span = card.querySelector("p.rounded-2xl > span:last-child")! as HTMLElement;
      const words = span.getBoundingClientRect();
      const whole = getComputedStyle(span).webkitLineClamp === "none" && span.scrollHeight <= span.clientHeight + 1;
      return bubble.height > 0 && words.right <= bubble.right + 0.5 && words.bottom <= bubble.bottom && whole;
    }),
  );
  expect(bubbles).toEqual(specialties.map(() => true));
  for (const { data } of specialties) {
    const line = page.getByTestId("specialty-card").getByText(data.tileLine, { exact: true });
    await expect(line).toBeVisible();
    const lines = await line.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    expect(lines, data.name).toBeLessThanOrEqual(2.05);
  }
  // One strip along each card's top edge, its specialty's hue, kept inside the rounded corners: a full-width strip,
  // clipped by them, read as a tab. The icon tile wears the same hue; no two specialties share one.
  const looks = await page.getByTestId("specialty-card").evaluateAll((all) =>
    all.map((card) => {
      const frame = card.getBoundingClientRect();
      const radius = parseFloat(getComputedStyle(card).borderTopLeftRadius);
      const strips = [...card.querySelectorAll("*")].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height > 0 && box.height <= 4 && box.top - frame.top <= 2;
      });
      const inside = strips.every((el) => {
        const box = el.getBoundingClientRect();
        return box.left - frame.left >= radius && frame.right - box.right >= radius;
      });
      const tile = card.querySelector("span.ring-1")!;
      return {
        strips: strips.length,
        inside,
        bar: strips[0] ? getComputedStyle(strips[0]).backgroundColor : "",
        icon: getComputedStyle(tile).color,
      };
    }),
  );
  for (const look of looks) expect(look).toMatchObject({ strips: 1, inside: true });
  expect(new Set(looks.map((look) => look.bar)).size).toBe(specialties.length);
  expect(new Set(looks.map((look) => look.icon)).size).toBe(specialties.length);
});

test("the index header holds three patients' messages from lg, each tagged with its specialty; from sm to lg one conversation read whole after the cards, none on a phone; both marked illustrative", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(specialtiesIndex.path);
  const voices = page.getByTestId("specialty-index-voices");
  await expect(voices).toBeInViewport();
  await expect(voices.getByRole("listitem")).toHaveCount(3);
  await expect(voices).toContainText(specialtiesIndex.heroVoices.caption);
  expect((await voices.boundingBox())!.width).toBeLessThanOrEqual(440);
  // From lg each message with the note its conversation leaves on record: an exchange, not a row of questions.
  const notes = voices.getByText(specialtiesIndex.cardOutcomeLabel);
  await expect(notes).toHaveCount(3);
  expect(await voices.locator("li > p:last-child").evaluateAll((all) => all.map((p) => getComputedStyle(p).display !== "none"))).toEqual([
    true,
    true,
    true,
  ]);
  await expect(page.getByTestId("specialty-index-chat")).toBeHidden();
  // On a phone neither: each card already shows its patient's message, and a whole conversation after the six read
  // as a seventh block.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(voices).toBeHidden();
  await expect(page.getByTestId("specialty-index-chat")).toBeHidden();
  // From sm to lg the three voices give way to one conversation (three specialties' tagged lines in small type read
  // as decoration): the patient's messages and the assistant's answer, at 14 px, after the six cards, which come
  // first (the page's choice), not between the calls and them.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(voices).toBeHidden();
  const chat = page.getByTestId("specialty-index-chat");
  await expect(chat).toBeVisible();
  await expect(chat).toContainText(specialtiesIndex.heroChat.caption);
  const last = (await page.getByTestId("specialty-card").last().boundingBox())!;
  expect((await chat.boundingBox())!.y).toBeGreaterThan(last.y + last.height);
  const bubbles = await chat
    .locator("p.rounded-2xl")
    .evaluateAll((all) =>
      all.map((p) => ({ side: p.classList.contains("self-end") ? "patient" : "clinic", size: parseFloat(getComputedStyle(p).fontSize) })),
    );
  expect(bubbles.map((b) => b.side)).toContain("patient");
  expect(bubbles.map((b) => b.side)).toContain("clinic");
  for (const { size } of bubbles) expect(size).toBeGreaterThanOrEqual(14);
  // Nothing in the picture under 12 px.
  const smallest = await chat.evaluate((figure) =>
    Math.min(
      ...[...figure.querySelectorAll("*")]
        .filter((el) => el.childNodes[0]?.nodeType === 3)
        .map((el) => parseFloat(getComputedStyle(el).fontSize)),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual(12);
});

test("on a phone (375 x 812), each specialty page's call to /contato is in the first screen, right under the lead, and its conversation's first message too", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize({ width: 375, height: 812 });
  for (const { slug } of specialties) {
    await page.goto(specialtyPath(slug));
    const call = page.locator(`main a[href="/contato?source=${slug}"]`).first();
    const box = (await call.boundingBox())!;
    expect(box.y + box.height, slug).toBeLessThanOrEqual(812);
    // The features follow the conversation on a phone, so what it left on record (the panel's first line, before the
    // messages) starts well above where a first visit's cookie banner does (about 720 px): the screen shows the
    // outcome, not only the panel's header; the first message follows on the first screen.
    const chat = page.getByTestId("specialty-hero-chat");
    const note = (await chat.getByTestId("specialty-hero-record").boundingBox())!;
    expect(note.y, slug).toBeLessThanOrEqual(680);
    const bubble = (await chat.locator("ol > li").first().boundingBox())!;
    expect(bubble.y, slug).toBeLessThanOrEqual(760);
  }
});

test("on a phone the header's panel is a short card that leads to the simulator, the page's one big chat; from sm it stays beside the words", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  await page.goto(specialtyPath(specialties[0]!.slug));
  const chat = page.getByTestId("specialty-hero-chat");
  const card = chat.locator("> div").first();
  // The note on record, then the patient's messages and the assistant's confirmation (its offers left to the
  // simulator): a short card.
  expect((await card.boundingBox())!.height).toBeLessThanOrEqual(460);
  const link = chat.getByRole("link", { name: specialtyPageCopy.heroChat.tryIt });
  await expect(link).toHaveAttribute("href", `#${simulatorCopy.id}`);
  await link.click();
  await expect(page.getByRole("heading", { level: 2, name: simulatorCopy.title })).toBeInViewport();
  await page.setViewportSize(viewports.desktop);
  await expect(link).toBeHidden();
  expect((await card.boundingBox())!.height).toBeGreaterThan(300);
});

test("on a phone each specialty page's header panel draws every bubble whole (no clamp, no ellipsis): the patient's messages, then the assistant's confirmation last; its offers stay for screen readers", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  for (const { slug } of specialties) {
    await page.goto(specialtyPath(slug));
    const chat = page.getByTestId("specialty-hero-chat");
    // The messages drawn (the rest are screen-reader-only, 1 px boxes).
    const shown = await chat.locator("ol > li").evaluateAll((all) =>
      all
        .map((li) => ({ li, box: li.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 1 && box.height > 1)
        .map(({ li, box }) => ({
          bottom: box.bottom,
          // The patient's bubbles sit at the right (the chat's own look), the assistant's at the left.
          assistant: !li.classList.contains("self-end"),
          // Its words inside the bubble and none of them cut (it used to end on "o D…").
          whole: [li, ...li.querySelectorAll("*")]
            .filter((el) => el instanceof HTMLElement && !el.classList.contains("sr-only"))
            .every(
              (el) => getComputedStyle(el).getPropertyValue("-webkit-line-clamp") === "none" && el.scrollHeight <= el.clientHeight + 1,
            ),
        })),
    );
    const card = (await chat.locator("> div").first().boundingBox())!;
    const last = shown[shown.length - 1]!;
    // One answer drawn, the confirmation, last: the offer of times the first reply made is the simulator's to play.
    expect(shown.filter((m) => m.assistant).length, slug).toBe(1);
    expect(last.assistant, slug).toBe(true);
    for (const m of shown) expect(m, slug).toMatchObject({ whole: true });
    // The card ends under its last bubble (the list's padding), not through it.
    expect(last.bottom, slug).toBeLessThanOrEqual(card.y + card.height - 8);
    // Screen readers still read the whole conversation and its note on record.
    const all = await chat.locator("ol > li").count();
    expect(all, slug).toBeGreaterThan(shown.length);
  }
});

test("a specialty page has no holes: from lg the header's words and its chat end near each other; on a phone one gap around the simulator and before the questions", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  const path = specialtyPath(specialties[0]!.slug);
  await page.setViewportSize(viewports.desktop);
  await page.goto(path);
  const chat = (await page.getByTestId("specialty-hero-chat").boundingBox())!;
  // The words end on the call (the header lists no features); the chat is centred on them, so both ends are close.
  const words = (await page.locator("main header a[href^='/contato']").boundingBox())!;
  const eyebrow = (await page.getByText(specialtyPageCopy.eyebrow(specialties[0]!.data.name)).boundingBox())!;
  expect(Math.abs(chat.y + chat.height - (words.y + words.height))).toBeLessThanOrEqual(120);
  expect(Math.abs(chat.y - eyebrow.y)).toBeLessThanOrEqual(120);
  await page.setViewportSize(viewports.phone);
  await page.reload();
  // The needs' last row, then the simulator's heading; its notes, then the features' band; the band, then the questions.
  const needs = (await page.getByTestId("specialty-asks").boundingBox())!;
  const simulator = (await page.getByRole("heading", { level: 2, name: simulatorCopy.title }).boundingBox())!;
  const notes = (await page.getByTestId("simulator-notes").boundingBox())!;
  // The features' tinted band is the section around their heading (the id is the heading's).
  const band = await page.evaluate((id) => {
    const box = document.getElementById(id)!.closest("section")!.getBoundingClientRect();
    return { y: box.top, height: box.height };
  }, specialtyPageCopy.features.id);
  const faq = (await page.getByRole("heading", { level: 2, name: specialtyPageCopy.faq.title }).boundingBox())!;
  expect(simulator.y - (needs.y + needs.height)).toBeLessThanOrEqual(80);
  expect(band.y - (notes.y + notes.height)).toBeLessThanOrEqual(80);
  expect(faq.y - (band.y + band.height)).toBeLessThanOrEqual(80);
});

test("every specialty page reads needs, then the simulator, then the features, then the questions, at 375 and 1280 px", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    for (const { slug } of specialties) {
      await page.goto(specialtyPath(slug));
      const tops = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)!.getBoundingClientRect().top),
        [specialtyPageCopy.asks.id, simulatorCopy.id, specialtyPageCopy.features.id, specialtyPageCopy.faq.id],
      );
      expect(tops, `${slug} at ${viewport.width} px`).toEqual([...tops].sort((a, b) => a - b));
    }
  }
});

test("every specialty page names each of its features once, in the features section: the header lists none of them, at 375 and 1280 px", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    for (const { slug, data } of specialties) {
      await page.goto(specialtyPath(slug));
      // The header once listed three of them a screen or two above the same cards.
      const header = page.locator("main header").first();
      for (const { feature } of data.features) {
        const name = specialtyFeatureLabels[feature];
        await expect(header.getByText(name, { exact: true }), `${slug} at ${viewport.width} px`).toHaveCount(0);
        const shown = await page
          .locator("main")
          .getByText(name, { exact: true })
          .evaluateAll((all) => all.filter((el) => el.checkVisibility()).length);
        expect(shown, `${slug}: ${name} at ${viewport.width} px`).toBe(1);
      }
    }
  }
});

test("on a phone the patients' needs are a stacked list, all four one under the other, and the features one-line rows that open on a tap, neither with card borders; from md both are grids of cards", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  const { slug, data } = specialties[0]!;
  await page.setViewportSize(viewports.phone);
  await page.goto(specialtyPath(slug));
  // The needs were a sideways row, three of the four off-screen on a phone.
  const list = page.getByRole("list", { name: specialtyPageCopy.asks.rowLabel });
  await expect(list.locator("> li")).toHaveCount(data.asks.length);
  const rows = page.getByTestId("specialty-features-rows");
  const cards = page.getByTestId("specialty-features");
  const shape = () =>
    list.evaluate((el) => {
      const items = [...el.children].map((li) => li.getBoundingClientRect());
      return {
        scrolls: el.scrollWidth > el.clientWidth + 1 || document.documentElement.scrollWidth > window.innerWidth,
        stacked: items.every((box, i) => i === 0 || box.top >= items[i - 1]!.bottom - 1),
        border: getComputedStyle(el.children[0]!).borderTopWidth,
      };
    });
  expect(await shape()).toEqual({ scrolls: false, stacked: true, border: "0px" });
  // Each feature a row of one line (its icon, its name and a chevron), its text folded until a tap, no card border.
  await expect(cards).toBeHidden();
  await expect(rows.locator("> li")).toHaveCount(data.features.length);
  for (const row of await rows.locator("summary").all()) expect((await row.boundingBox())!.height).toBeLessThanOrEqual(64);
  expect(
    await rows
      .locator("> li")
      .first()
      .evaluate((li) => getComputedStyle(li).borderTopWidth),
  ).toBe("0px");
  const first = data.features[0]!;
  const text = rows.getByText(first.text);
  await expect(text).toBeHidden();
  await rows.locator("summary").first().click();
  await expect(text).toBeVisible();
  await page.setViewportSize(viewports.desktop);
  expect(await shape()).toEqual({ scrolls: false, stacked: false, border: "1px" });
  await expect(rows).toBeHidden();
  await expect(cards.locator("> li")).toHaveCount(data.features.length);
  await expect(cards.getByText(first.text)).toBeVisible();
  // At 1280 every row of cards is full and none stands alone across the list (five read 3 + 2, four 2 + 2).
  for (const { slug: other, data: each } of specialties) {
    if (other !== slug) await page.goto(specialtyPath(other));
    const rowsOf = await page.getByTestId("specialty-features").evaluate((ul) => {
      const list = ul.getBoundingClientRect();
      const byTop = new Map<number, DOMRect[]>();
      for (const li of ul.children) {
        const box = li.getBoundingClientRect();
        byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
      }
      return [...byTop.values()].map((row) => ({
        count: row.length,
        full: Math.abs(Math.max(...row.map((b) => b.right)) - list.right) < 1 && Math.abs(row[0]!.left - list.left) < 1,
      }));
    });
    expect(
      rowsOf.every((row) => row.full && row.count >= 2 && row.count <= 3),
      other,
    ).toBe(true);
    expect(rowsOf.reduce((sum, row) => sum + row.count, 0)).toBe(each.features.length);
  }
  await page.goto(specialtyPath(slug));
  expect(
    await cards
      .locator("> li")
      .first()
      .evaluate((li) => getComputedStyle(li).borderTopWidth),
  ).toBe("1px");
});

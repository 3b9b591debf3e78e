import type { Page } from "@playwright/test";
import { urgency } from "../../app/content/claims";
import { simulatorCopy } from "../../app/content/simulator";
import { specialtiesIndex } from "../../app/content/specialties-page";
import { specialtyPath } from "../../app/content/specialty-entry";
import { readSpecialtyFiles } from "../../app/content/specialty-files";
import { transcript } from "../../app/features/simulator/conversation";
import { specialtyScenario } from "../../app/content/specialty-entry";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { site } from "./pages";

/**
 * The specialty pages, one per file of app/content/specialties: the page, its index card, its
 * sitemap line, its share image and its /contato variant all follow from the file. Axe at 375 and
 * 1280 px runs for every built page in page-walk.spec.ts. Which heading /contato shows for each slug is
 * contact-variant.test.ts's; that it is painted once, on a slow phone, contact-variant-paint.spec.ts's.
 */
const specialties = readSpecialtyFiles();

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

const jsonLdTypes = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")["@type"]));

for (const { slug, data } of specialties) {
  const path = specialtyPath(slug);

  test(`${path}: its own head, breadcrumb, JSON-LD, conversation, answers, share image, sitemap line and index card`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${data.title} | ${site.productName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", data.description);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.heading);
    // Every specialty promises answers out of hours: the page template says once that the AI does not assess symptoms.
    await expect(page.getByText(urgency.short, { exact: true })).toHaveCount(1);
    const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(trail.getByRole("link", { name: specialtiesIndex.crumb })).toHaveAttribute("href", specialtiesIndex.path);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(data.name);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["WebPage", "FAQPage", "BreadcrumbList"]));

    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${site.siteUrl}/og/especialidades/${slug}.png`);
    const png = await request.get(new URL(image!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toContain("image/png");

    // Its own conversation and answers are in the page as built (how they read without JavaScript, and how
    // the island plays them, is the same template for every specialty: checked on the first one below).
    const chat = page.getByTestId("simulator-chat");
    for (const entry of transcript(specialtyScenario(slug, data.scenario))) await expect(chat).toContainText(entry.message.text);
    for (const item of data.faq) await expect(page.getByText(item.answer)).toBeVisible();

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);

    await page.goto(specialtiesIndex.path);
    const card = page.getByTestId("specialty-card").filter({ has: page.getByRole("heading", { name: data.name, exact: true }) });
    await expect(card).toContainText(data.card);
    await expect(card.getByRole("link", { name: specialtiesIndex.cardLink(data.name) })).toHaveAttribute("href", path);
  });
}

// The page template, on the first specialty: the others differ only in their file's data, checked above.
{
  const { slug, data } = specialties[0]!;
  const path = specialtyPath(slug);

  test(`${path} without JavaScript: the conversation as a transcript, the questions and answers, the call to /contato`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const chat = page.getByTestId("simulator-chat");
    for (const entry of transcript(specialtyScenario(slug, data.scenario))) await expect(chat).toContainText(entry.message.text);
    await expect(page.getByText(simulatorCopy.transcriptNote)).toBeVisible();
    await expect(page.getByTestId("simulator-disclaimer")).toContainText("clínica fictícia");
    for (const item of data.faq) await expect(page.getByText(item.answer)).toBeVisible();
    await expect(page.locator(`a[href="/contato?source=${slug}"]`).first()).toBeVisible();
    await context.close();
  });

  test(`${path}: no island code until the simulator nears the viewport, then its conversation ends on /contato?source=${slug}`, async ({
    page,
  }) => {
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

test("the index is linked from the home page, the footer and the content hub", async ({ page }) => {
  for (const from of ["/", "/conteudo"]) {
    await page.goto(from);
    await expect(page.locator(`main a[href="${specialtiesIndex.path}"]`)).toHaveCount(1);
    await expect(page.locator(`footer a[href="${specialtiesIndex.path}"]`)).toHaveCount(1);
  }
  await page.goto(specialtiesIndex.path);
  await expect(page.getByTestId("specialty-card")).toHaveCount(specialties.length);
  await expect(page.getByText(urgency.short, { exact: true })).toBeVisible();
});

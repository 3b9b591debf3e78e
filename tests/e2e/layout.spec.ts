import { expect, test, viewports, waitForHydration } from "./fixtures";
import { site } from "./pages";
import { demoCall, demoCallShort, integrationCall, integrationCallShort } from "../../app/content/ui-strings/sales-call";
import { stickyBarLabel } from "../../app/content/ui-strings/sales-bar";
import { morePages } from "../../app/content/ui-strings/menu";
import { exploreNav } from "../../app/content/navigation";

/** A button's look, as the design system draws a primary (filled rust) or a secondary (outlined) one. */
const look = (el: Element) => {
  const style = getComputedStyle(el);
  return { background: style.backgroundColor, border: style.borderTopWidth, height: el.getBoundingClientRect().height };
};

const query = "utm_source=google&utm_medium=cpc&utm_campaign=agenda&gclid=abc123";

test.describe("layout", () => {
  test("the top navigation: five links, the sales call as the primary button, the platform button as the secondary in a new tab, the breadcrumb; internal links keep the query", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(`/parceiros?${query}`);
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const label of ["Home", "Planos e preços", "Contato", "Parceiros", "Conteúdo"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    const platform = page
      .getByRole("banner")
      .getByRole("link", { name: /Acesso à Plataforma/ })
      .first();
    await expect(platform).toHaveAttribute("href", site.urls.platformLogin);
    await expect(platform).toHaveAttribute("target", "_blank");
    // One sales action (docs/decisions/501): the call to /contato is the filled button, the login the outlined one, both 44 px.
    const cta = page.getByRole("banner").getByRole("link", { name: demoCall, exact: true }).first();
    await expect(cta).toBeVisible();
    const ctaUrl = new URL((await cta.getAttribute("href"))!, page.url());
    expect(ctaUrl.pathname).toBe("/contato");
    expect(ctaUrl.searchParams.get("source")).toBe(demoCall);
    expect(ctaUrl.searchParams.get("utm_source")).toBe("google");
    const [ctaLook, platformLook] = [await cta.evaluate(look), await platform.evaluate(look)];
    expect(ctaLook.background).toBe("rgb(180, 63, 23)");
    expect(ctaLook.border).toBe("0px");
    expect(platformLook.background).toBe("rgb(255, 255, 255)");
    expect(platformLook.border).toBe("2px");
    expect([ctaLook.height, platformLook.height]).toEqual([44, 44]);
    await expect(page.getByRole("navigation", { name: "Trilha de navegação", exact: true })).toBeVisible();

    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Termos de uso" })).toHaveAttribute(
      "href",
      `/termos-de-uso?${query}`,
    );
    await expect(nav.getByRole("link", { name: "Conteúdo" })).toHaveAttribute("href", `/conteudo?${query}`);
    await nav.getByRole("link", { name: "Conteúdo" }).click();
    await expect(page).toHaveURL(`/conteudo?${query}`);
  });

  test('from 1280 px the top navigation\'s "Mais" opens the pages the phone menu lists under the five, with no script; Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto(`/planos-precos?${query}`);
    const nav = page.getByRole("navigation", { name: "Principal" });
    const more = nav.getByRole("button", { name: morePages, exact: true });
    const login = page
      .getByRole("banner")
      .getByRole("link", { name: /Acesso à Plataforma/ })
      .first();
    // One row: "Mais" ends before the login starts.
    const [moreBox, loginBox] = [(await more.boundingBox())!, (await login.boundingBox())!];
    expect(moreBox.x + moreBox.width).toBeLessThan(loginBox.x);
    expect(moreBox.height).toBeGreaterThanOrEqual(24);
    const panelLinks = nav.locator("#menu-mais").getByRole("link");
    await expect(panelLinks.first()).toBeHidden();
    await more.click();
    await expect(panelLinks).toHaveText(exploreNav.items.map((item) => new RegExp(`^${item.label}`)));
    for (const item of exploreNav.items)
      await expect(panelLinks.filter({ hasText: item.label })).toHaveAttribute("href", `${item.to}?${query}`);
    // The panel lies under the 4rem bar, whole on the screen.
    const box = (await nav.locator("#menu-mais").boundingBox())!;
    expect([box.y, box.y + box.height <= 800]).toEqual([64, true]);
    await page.keyboard.press("Escape");
    await expect(panelLinks.first()).toBeHidden();
    await more.press("Enter");
    await expect(panelLinks.first()).toBeVisible();
    await panelLinks.filter({ hasText: "Segurança e LGPD" }).click();
    await expect(page).toHaveURL(`/seguranca-e-lgpd?${query}`);
    await expect(nav.getByRole("button", { name: morePages, exact: true })).toBeVisible();
    await expect(nav.locator("#menu-mais").getByRole("link", { name: /Segurança e LGPD/, includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the footer names the company and links the legal pages and the social profile; a call to action replaces an earlier source; navigating scrolls to the top", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(`/?${query}&source=antigo`);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(site.company.name);
    for (const href of ["/termos-de-uso", "/aviso-privacidade", "/exclusao-dados"]) {
      await expect(footer.locator(`a[href^="${href}?"]`)).toHaveCount(1);
    }
    await expect(footer.locator(`a[href="${site.social.url}"]`)).toHaveAttribute("target", "_blank");

    await page.locator("[data-main-cta]").first().click();
    await expect(page).toHaveURL(/\/contato\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("utm_source")).toBe("google");
    expect(url.searchParams.get("gclid")).toBe("abc123");
    expect(url.searchParams.getAll("source")).toHaveLength(1);
    expect(url.searchParams.get("source")).not.toBe("antigo");

    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Termos de uso" }).click();
    await expect(page).toHaveURL(/\/termos-de-uso\?/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a phone the footer's link groups are closed rows that open on a tap, without JavaScript too; the cookie preferences stay in view; from sm the lists show", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto("/contato");
    const footer = page.getByRole("contentinfo");
    // Short on a phone: two closed rows, the contacts on a line, the company block (it was 867 px with the lists open).
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(450);
    const groups = footer.locator("details");
    await expect(groups).toHaveCount(2);
    for (const group of await groups.all()) await expect(group).not.toHaveAttribute("open");
    await expect(footer.getByRole("link", { name: "Parceiros" })).toBeHidden();
    await expect(footer.getByRole("button", { name: "Preferências de cookies" })).toBeVisible();
    await expect(footer).toContainText(site.company.name);
    await footer.getByText("Navegue", { exact: true }).click();
    await expect(footer.getByRole("link", { name: "Parceiros" })).toBeVisible();
    await footer.getByText("Informações legais", { exact: true }).click();
    await expect(footer.getByRole("link", { name: "Termos de uso" })).toBeVisible();
    const rows = await footer.locator("summary").evaluateAll((all) => all.map((s) => s.getBoundingClientRect().height));
    for (const height of rows) expect(height).toBeGreaterThanOrEqual(44);
    // From sm the groups are plain columns: every link in view, nothing to open.
    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await expect(footer.getByRole("link", { name: "Parceiros" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Termos de uso" })).toBeVisible();
    await context.close();
  });

  test("on a phone the menu collapses behind a button that Escape and a navigation close", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    const button = page.getByRole("button", { name: "Abrir menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await button.click();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.evaluate(() => window.scrollTo(0, 300));
    await button.click();
    await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    // In the menu, the sales call first and full width, the platform login under it, outlined.
    const calls = menu.getByRole("link").filter({ hasText: new RegExp(`^(${demoCall}|Acesso à Plataforma)`) });
    await expect(calls).toHaveText([demoCall, /^Acesso à Plataforma/]);
    const [call, login] = [await calls.nth(0).evaluate(look), await calls.nth(1).evaluate(look)];
    expect(call.background).toBe("rgb(180, 63, 23)");
    expect(login.border).toBe("2px");
    expect((await calls.nth(0).boundingBox())!.width).toBeGreaterThan(300);
    // Under the five links, a quieter group of the pages they leave out: 44 px rows, two to a line, above the calls.
    const more = menu.getByRole("list", { name: "Mais páginas" }).getByRole("link");
    await expect(more).toHaveText(["Especialidades", "Calculadora de faltas", "Segurança e LGPD", "Integração via API"]);
    const [first, second, last] = [await more.nth(0).boundingBox(), await more.nth(1).boundingBox(), await more.nth(3).boundingBox()];
    expect(first!.height).toBeGreaterThanOrEqual(44);
    expect(second!.y).toBe(first!.y);
    expect(last!.y + last!.height).toBeLessThan((await calls.nth(0).boundingBox())!.y);
    await menu.getByRole("link", { name: "Planos e preços" }).click();
    await expect(page).toHaveURL(/\/planos-precos$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a phone the sales bar shows once the first band has scrolled away, never with the banner or the menu, and moves nothing", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/planos-precos");
    await waitForHydration(page);
    const bar = page.locator("[data-sticky-bar]");
    const call = bar.getByRole("link", { name: demoCall, exact: true });
    // In the HTML from the start, hidden: out of the keyboard's and the screen reader's way.
    await expect(bar).toHaveAttribute("inert", "");
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    await expect(call).toBeHidden();
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    // Past the first band it keeps off the plan cards, the calculator and the comparison while they lie under it
    // (each has its own buttons or fields): below them, over the frequent questions, it shows.
    await page.evaluate(() =>
      window.scrollTo(0, window.scrollY + document.querySelector("[data-plan-compare]")!.getBoundingClientRect().bottom + 40),
    );
    await expect(call).toBeVisible();
    await expect(bar).not.toHaveAttribute("inert");
    await expect(bar).toHaveAttribute("aria-hidden", "false");
    // A landmark of its own, named (not an orphan group outside every landmark).
    await expect(page.getByRole("complementary", { name: stickyBarLabel })).toBeVisible();
    // Once its slide has ended, its bottom is the screen's.
    await expect.poll(async () => ((b) => b.y + b.height)((await bar.boundingBox())!)).toBe(viewports.phone.height);
    const box = (await bar.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(56);
    expect(box.height).toBeLessThanOrEqual(64);
    expect(new URL((await call.getAttribute("href"))!, page.url()).pathname).toBe("/contato");
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before);
    // The open menu hides it.
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(call).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(call).toBeVisible();
    // The end of the page scrolls clear of it: the footer's last line sits above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => ((b) => b.y + b.height)((await bar.boundingBox())!)).toBe(viewports.phone.height);
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    // Within a pixel and a half: the page's height may end on a fraction (a 22.75 px line), the scroll on a whole pixel.
    expect(footer.y + footer.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1.5);
  });

  test("the sales bar is not on the contact page nor the thank-you pages, and waits while the cookie banner is up", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    for (const path of ["/contato", "/obrigado-integracao"]) {
      await page.goto(path);
      await expect(page.locator("[data-sticky-bar]")).toHaveCount(0);
      await expect(page.locator("[data-header-pill]")).toHaveCount(0);
    }
    await page.goto("/parceiros");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-cookie-banner", "waiting");
    await page.evaluate(() => window.scrollTo(0, document.querySelector("main > :first-child")!.getBoundingClientRect().bottom + 40));
    await expect(page.locator("[data-sticky-bar]")).toHaveAttribute("data-shown", "");
    await expect(page.locator("[data-sticky-bar] [data-sticky-cta]")).toBeHidden();
  });

  test("on a phone the header holds a small sales call from the first paint, named in full, that gives way to the sales bar; none on the form pages", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/planos-precos");
    const header = page.getByRole("banner").first();
    const pill = header.getByRole("link", { name: demoCall, exact: true }).filter({ hasText: new RegExp(`^${demoCallShort}$`) });
    // Before any script: in the HTML, shown, the same call as the header's from sm (/contato with its source).
    await expect(pill).toBeVisible();
    const url = new URL((await pill.getAttribute("href"))!, page.url());
    expect([url.pathname, url.searchParams.get("source")]).toEqual(["/contato", demoCall]);
    const box = (await pill.boundingBox())!;
    expect(box.height).toBe(40);
    expect((await pill.evaluate(look)).background).toBe("rgb(180, 63, 23)");
    // Between the logo and the menu button, on the header's row.
    const menu = (await page.getByRole("button", { name: "Abrir menu" }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(menu.x);
    expect(box.y).toBeGreaterThanOrEqual(12);
    await waitForHydration(page);
    const bar = page.locator("[data-sticky-bar]");
    // Past the first band (below the comparison, where the bar shows): the call is the bar's, the header's gives way.
    await page.evaluate(() =>
      window.scrollTo(0, window.scrollY + document.querySelector("[data-plan-compare]")!.getBoundingClientRect().bottom + 40),
    );
    await expect(bar).toHaveAttribute("data-shown", "");
    await expect(pill).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute("data-shown");
    await expect(pill).toBeVisible();
    // At 320 px it still fits beside the logo and the menu, the page unscrolled sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(pill).toBeVisible();
    const [narrow, narrowMenu] = [(await pill.boundingBox())!, (await page.getByRole("button", { name: "Abrir menu" }).boundingBox())!];
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(narrowMenu.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    // From sm the header's full call takes over.
    await page.setViewportSize({ width: 640, height: 800 });
    await expect(pill).toBeHidden();
    await expect(header.getByRole("link", { name: demoCall, exact: true }).first()).toBeVisible();
    // The pages without the bar (their form is the main action) have no small call either.
    await page.setViewportSize(viewports.phone);
    await page.goto("/contato");
    await expect(page.locator("[data-header-pill]")).toHaveCount(0);
  });

  test("on /integracao a phone's two calls lead to the page's own form, under its label; the bar gives way while the form lies under it", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/integracao");
    // Before any script: the header's small call, named in full, an anchor to the form (no trip to /contato).
    const pill = page
      .getByRole("banner")
      .first()
      .getByRole("link", { name: integrationCall, exact: true })
      .filter({ hasText: new RegExp(`^${integrationCallShort}$`) });
    await expect(pill).toBeVisible();
    await expect(pill).toHaveAttribute("href", "#solicitar-integracao");
    expect((await pill.boundingBox())!.height).toBe(40);
    await waitForHydration(page);
    const bar = page.locator("[data-sticky-bar]");
    const call = bar.getByRole("link", { name: integrationCall, exact: true });
    // Hidden (aria-hidden) until the first band is gone: its link is read from the HTML.
    await expect(bar.locator("[data-sticky-cta]")).toHaveAttribute("href", "#solicitar-integracao");
    await expect(bar.locator("[data-sticky-cta]")).toHaveText(integrationCall);
    await expect(call).toBeHidden();
    // Past the first band, over the page's middle: the bar shows, the header's call gives way.
    await page.evaluate(() => window.scrollTo(0, document.querySelector("main > :first-child")!.getBoundingClientRect().bottom + 200));
    await expect(call).toBeVisible();
    await expect(pill).toBeHidden();
    // Its call jumps to the form; with the form under its strip, the bar hides (it never covers a field).
    await call.click();
    await expect(page).toHaveURL(/#solicitar-integracao$/);
    await expect(page.locator("#solicitar-integracao")).toBeInViewport();
    await expect(bar).not.toHaveAttribute("data-shown");
    await expect(call).toBeHidden();
  });

  test("on a phone the sales bar shows on a guide past its header, and keeps away only from what lies under its own strip", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    // A guide's main holds one article: its header is the first band, not the article (which never leaves the screen).
    await page.goto("/conteudo/llms-para-saude");
    await waitForHydration(page);
    const bar = page.locator("[data-sticky-bar]");
    await page.evaluate(() => window.scrollTo(0, document.querySelector("main article > header")!.getBoundingClientRect().bottom + 200));
    await expect(bar).toHaveAttribute("data-shown", "");
    // The home's simulator chat: on screen but above the bar's strip, the bar shows; under it, the bar gives way.
    await page.goto("/");
    await waitForHydration(page);
    const chat = page.locator("main [data-sticky-bar-avoid]").first();
    await chat.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - 400));
    await expect(chat).toBeInViewport();
    await expect(bar).toHaveAttribute("data-shown", "");
    await chat.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 40)));
    await expect(bar).not.toHaveAttribute("data-shown");
  });

  test("on a phone every page's h1 but the home's is one size, whatever picture its header holds", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    const sizes: Record<string, string> = {};
    for (const path of ["/planos-precos", "/integracao", "/especialidades/odontologia", "/atendra-video-demo", "/contato"]) {
      await page.goto(path);
      sizes[path] = await page.locator("h1").evaluate((h) => getComputedStyle(h).fontSize);
    }
    expect(new Set(Object.values(sizes)), JSON.stringify(sizes)).toEqual(new Set(["32px"]));
  });
});

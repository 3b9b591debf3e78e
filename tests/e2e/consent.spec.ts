import type { Page } from "@playwright/test";
import { BANNER_DELAY_MS } from "../../app/features/cookie-consent/consent";
import { installClock } from "./clock";
import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";

const bannerName = "Usamos cookies";

/** The data layer as plain values (gtag() pushes `arguments` objects), the window events, the stored keys. */
async function consentState(page: Page) {
  return page.evaluate(() => ({
    consent: localStorage.getItem("cookie-consent"),
    date: localStorage.getItem("cookie-consent-date"),
    dataLayer: (window.dataLayer ?? []).map((e) => (typeof e === "object" && "length" in e ? Array.from(e as ArrayLike<unknown>) : e)),
    events: (window as unknown as { consentEvents: unknown[] }).consentEvents,
  }));
}

async function openPreferences(page: Page) {
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Preferências de cookies" }).click();
  const dialog = page.getByRole("dialog", { name: "Preferências de cookies" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Cookies as the analytics tag writes them: on the registrable domain when there is one, host-only here. */
async function setAnalyticsCookies(page: Page) {
  await page.evaluate(() => {
    for (const c of ["_ga=GA1.1.123.456", "_ga_TEST123=GS1.1.1", "_gid=GA1.1.789", "keep_me=1"])
      document.cookie = `${c}; Path=/; Max-Age=3600`;
  });
}

/**
 * After a stored choice, the next page (`load`) never fetches the banner's code, and the banner's
 * delay past (a jump of the page's clock, installed before the first load) it has not shown.
 */
async function expectBannerStaysAway(page: Page, load: () => Promise<unknown>) {
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (/\/consent-ui\.[\w-]+\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await load();
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.clock.fastForward(BANNER_DELAY_MS);
  await expect(page.getByRole("region", { name: bannerName })).toHaveCount(0);
  expect(chunks, "the banner's code was fetched").toEqual([]);
}

test.describe("cookie consent", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { consentEvents: unknown[] };
      w.consentEvents = [];
      window.addEventListener("cookie-consent-change", (e) => w.consentEvents.push((e as CustomEvent).detail));
    });
  });

  test("appears 1 s after the load event, however late its code arrives", async ({ page }) => {
    // Paused fake time: timers run only when the test moves the clock, so nothing depends on the
    // machine's speed. The fake clock drives performance.now() but not the navigation entry's
    // recorded times, so the load event's time is restated on the same clock.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00-03:00") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:05-03:00"));
    await page.addInitScript(() => {
      addEventListener("load", () => {
        const at = performance.now();
        const entries = performance.getEntriesByType.bind(performance);
        performance.getEntriesByType = (type: string) =>
          type === "navigation" ? ([{ loadEventStart: at, loadEventEnd: at }] as unknown as PerformanceEntryList) : entries(type);
      });
    });
    await page.goto("/");
    // 400 ms of page time pass after load; then a key press starts the page's script at once
    // (app/directives/after-paint.ts), and the banner's code arrives with the clock standing still.
    await page.clock.runFor(400);
    await page.keyboard.press("Shift");
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.cookieBanner)).toBe("waiting");
    const banner = page.getByRole("region", { name: bannerName });
    // 1 s after load is 600 ms from here (the timer used to start only now: 1,000 ms).
    await page.clock.runFor(590);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(banner).toBeVisible();
  });

  // The banner's and the dialog's logic (the X, Saiba mais, a choice made in the dialog hiding the banner, rejected
  // -> accepted, a stored choice keeping the banner's code away) is consent-ui.test.ts's and consent.test.ts's; a
  // refusal on the banner before a lead is consent-lead.spec.ts's. Here, one visitor's way through both, in Chromium.
  test("on a phone: Aceitar Cookies by keyboard, beside Recusar and clear of the main button; then Recusar in the preferences deletes the analytics cookies", async ({
    page,
  }) => {
    // One visitor's whole way through the banner and the preferences, with axe twice (17 s idle): a busy machine
    // may need more than the default 60 s.
    test.slow();
    await page.setViewportSize(viewports.phone);
    await installClock(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: bannerName });
    const accept = banner.getByRole("button", { name: "Aceitar Cookies" });
    const reject = banner.getByRole("button", { name: "Recusar" });
    await expect(accept).toBeVisible();
    // It never covers the page's main button on a 375 px phone.
    const [cta, box] = [await page.locator("[data-main-cta]").first().boundingBox(), await banner.boundingBox()];
    expect(
      cta!.y < box!.y + box!.height && box!.y < cta!.y + cta!.height,
      `CTA ${JSON.stringify(cta)} vs banner ${JSON.stringify(box)}`,
    ).toBe(false);
    // Compact (docs/decisions/501, 705): under 96 px of an 812 px phone screen (one line of text, then one row
    // of 40 px choices), "Aceitar Cookies" on one line.
    expect(box!.height).toBeLessThanOrEqual(96);
    expect((await accept.boundingBox())!.height).toBe(40);
    // Recusar sits beside Aceitar Cookies, the same size and look.
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(a!.width - r!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.height - r!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.y - r!.y)).toBeLessThanOrEqual(1);
    const style = (el: Element) =>
      [getComputedStyle(el).fontWeight, getComputedStyle(el).fontSize, getComputedStyle(el).backgroundColor].join("|");
    expect(await reject.evaluate(style)).toBe(await accept.evaluate(style));

    // Reached by keyboard alone.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      if (await accept.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    let state = await consentState(page);
    expect(state.consent).toBe("accepted");
    expect(new Date(state.date ?? "").toISOString()).toBe(state.date);
    expect(state.dataLayer[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }),
    ]);
    expect(state.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "accepted" });
    expect(state.dataLayer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(state.events).toEqual([{ status: "accepted" }]);

    await setAnalyticsCookies(page);
    expect(await page.evaluate(() => document.cookie)).toContain("_ga_TEST123=");
    const dialog = await openPreferences(page);
    await expect(dialog.getByTestId("consent-current")).toContainText(/Cookies de análise aceitos em \d\d\/\d\d\/\d{4}/);
    // Focus is inside the modal dialog, and Tab stays there; Esc closes it and gives the focus back.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")) || document.activeElement === document.body),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Preferências de cookies" })).toBeFocused();

    // The dialog fits and is axe-clean at both widths.
    await openPreferences(page);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      const dialogBox = (await dialog.boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
    }
    await dialog.getByRole("button", { name: "Recusar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText("Escolha salva: cookies de análise recusados.");
    state = await consentState(page);
    expect(state.consent).toBe("rejected");
    const index = (entry: unknown) => state.dataLayer.findIndex((e) => JSON.stringify(e) === JSON.stringify(entry));
    const denied = index(["consent", "update", { analytics_storage: "denied" }]);
    expect(denied).toBeGreaterThan(index(["consent", "update", { analytics_storage: "granted" }]));
    expect(state.dataLayer.slice(denied)).toContainEqual({ event: "cookie_consent", consent_status: "rejected" });
    expect(state.events).toEqual([{ status: "accepted" }, { status: "rejected" }]);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).toEqual(expect.not.arrayContaining(["_ga", "_ga_TEST123", "_gid"]));
    expect(cookies).toContain("keep_me");

    await expectBannerStaysAway(page, () => page.goto("/planos-precos"));
    // The head snippet grants nothing for a stored refusal.
    expect((await consentState(page)).dataLayer).not.toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  test("from 1024 px: one row flush with the screen's bottom edge, its choices beside the text, and Saiba mais at most 40% of the screen, scrolling by itself, axe-clean", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await installClock(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: bannerName });
    const accept = banner.getByRole("button", { name: "Aceitar Cookies" });
    await expect(accept).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box).toMatchObject({ x: 0, width: viewports.desktop.width });
    expect(box.y + box.height).toBe(viewports.desktop.height);
    expect(box.height).toBeLessThanOrEqual(72);
    // The two equal choices side by side, beside the text (right of "Saiba mais").
    const [a, r] = [await accept.boundingBox(), await banner.getByRole("button", { name: "Recusar" }).boundingBox()];
    expect(Math.abs(a!.y - r!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.width - r!.width)).toBeLessThanOrEqual(1);
    const more = banner.getByRole("button", { name: "Saiba mais" });
    expect(a!.x).toBeGreaterThan((await more.boundingBox())!.x);
    await more.click();
    const details = page.locator("#aviso-cookies-detalhes");
    await expect(details).toBeVisible();
    const panel = await details.evaluate((el) => ({
      height: el.clientHeight,
      scroll: el.scrollHeight,
      overflow: getComputedStyle(el).overflowY,
    }));
    expect(panel.height).toBeLessThanOrEqual(viewports.desktop.height * 0.4);
    expect(panel.overflow).toBe("auto");
    // The whole explanation is still there, behind the panel's own scroll.
    await details.getByRole("link", { name: "Aviso de Privacidade" }).scrollIntoViewIfNeeded();
    await expect(details.getByRole("link", { name: "Aviso de Privacidade" })).toBeInViewport();
    expect((await banner.boundingBox())!.y + (await banner.boundingBox())!.height).toBe(viewports.desktop.height);
    await expectNoAxeViolations(page);
  });

  test("the room it keeps at the end of the page is as tall as its reach from the screen's bottom, at every band", async ({ page }) => {
    await installClock(page);
    for (const width of [320, 375, 640, 700, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const banner = page.getByRole("region", { name: bannerName });
      await expect(banner).toBeVisible();
      const { reach, room } = await banner.evaluate((el) => ({
        reach: innerHeight - el.getBoundingClientRect().top,
        room: (el.parentElement!.firstElementChild as HTMLElement).getBoundingClientRect().height,
      }));
      // Enough for the page's last line to scroll clear of it; never more than one wrapped line of the banner's text (its
      // height moves with the width inside a band) of empty strip under the footer.
      expect(room, `at ${width} px`).toBeGreaterThanOrEqual(reach);
      expect(room - reach, `at ${width} px`).toBeLessThanOrEqual(40);
    }
  });

  // A laptop's first screen keeps every page's primary call clear of the banner
  // (docs/decisions/600): the home hero's and the contact form's "Agendar demonstração".
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
  ])
    test(`at ${viewport.width}x${viewport.height} the banner covers neither the home hero's call nor the contact form's`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await installClock(page);
      for (const [path, call] of [
        ["/", page.locator("main section").first().getByRole("link", { name: "Agendar demonstração" })],
        ["/contato", page.locator("main form").getByRole("button", { name: "Agendar demonstração" })],
      ] as const) {
        await page.goto(path);
        const banner = page.getByRole("region", { name: bannerName });
        await expect(banner).toBeVisible();
        await expect(call).toBeInViewport({ ratio: 1 });
        const [b, c] = [(await banner.boundingBox())!, (await call.boundingBox())!];
        const apart = c.y + c.height <= b.y || c.y >= b.y + b.height || c.x + c.width <= b.x || c.x >= b.x + b.width;
        expect(apart, `${path}: the call ${JSON.stringify(c)}, the banner ${JSON.stringify(b)}`).toBe(true);
      }
    });
});

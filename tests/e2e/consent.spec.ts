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

  test("Aceitar Cookies stores consent, tells the data layer and the page, and hides the banner", async ({ page }) => {
    await installClock(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: bannerName });
    await banner.getByRole("button", { name: "Aceitar Cookies" }).click();
    await expect(banner).toHaveCount(0);

    const state = await page.evaluate(() => ({
      consent: localStorage.getItem("cookie-consent"),
      date: localStorage.getItem("cookie-consent-date"),
      dataLayer: (window.dataLayer ?? []).map((e) => (typeof e === "object" && "length" in e ? Array.from(e as ArrayLike<unknown>) : e)),
      events: (window as unknown as { consentEvents: unknown[] }).consentEvents,
    }));
    expect(state.consent).toBe("accepted");
    expect(new Date(state.date ?? "").toISOString()).toBe(state.date);
    expect(state.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "accepted" });
    expect(state.dataLayer[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }),
    ]);
    expect(state.dataLayer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(state.events).toEqual([{ status: "accepted" }]);

    await expectBannerStaysAway(page, () => page.reload());
  });

  test("closing hides it for this visit and stores nothing", async ({ page }) => {
    await page.goto("/planos-precos");
    const banner = page.getByRole("region", { name: bannerName });
    await banner.getByRole("button", { name: "Fechar aviso de cookies" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem("cookie-consent"), localStorage.getItem("cookie-consent-date")])).toEqual([
      null,
      null,
    ]);
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test("Saiba mais explains the cookies and links the privacy notice", async ({ page }) => {
    await page.goto("/conteudo");
    const banner = page.getByRole("region", { name: bannerName });
    const more = banner.getByRole("button", { name: "Saiba mais" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(banner).toContainText("Essenciais");
    await expect(banner).toContainText("Análise");
    await expect(banner.getByRole("link", { name: /Aviso de Privacidade/ })).toHaveAttribute("href", "/aviso-privacidade");
  });

  test("is reachable by keyboard", async ({ page }) => {
    await page.goto("/parceiros");
    const accept = page.getByRole("button", { name: "Aceitar Cookies" });
    await expect(accept).toBeVisible();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      if (await accept.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(accept).toHaveCount(0);
  });

  test("never covers the page's main button on a 375 px phone", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    const banner = page.getByRole("region", { name: bannerName });
    await expect(banner).toBeVisible();
    const cta = page.locator("[data-main-cta]").first();
    const [a, b] = [await cta.boundingBox(), await banner.boundingBox()];
    expect(a && b).toBeTruthy();
    const overlaps = a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlaps, `CTA ${JSON.stringify(a)} vs banner ${JSON.stringify(b)}`).toBe(false);
  });

  test("Recusar sits beside Aceitar Cookies with the same size, stores the refusal, signals it, and the banner stays away", async ({
    page,
  }) => {
    await installClock(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: bannerName });
    const accept = banner.getByRole("button", { name: "Aceitar Cookies" });
    const reject = banner.getByRole("button", { name: "Recusar" });
    await expect(reject).toBeVisible();
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(a!.width - r!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.height - r!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.y - r!.y)).toBeLessThanOrEqual(1);
    const style = (el: Element) =>
      [getComputedStyle(el).fontWeight, getComputedStyle(el).fontSize, getComputedStyle(el).backgroundColor].join("|");
    expect(await reject.evaluate(style)).toBe(await accept.evaluate(style));

    await reject.click();
    await expect(banner).toHaveCount(0);
    const state = await consentState(page);
    expect(state.consent).toBe("rejected");
    expect(new Date(state.date ?? "").toISOString()).toBe(state.date);
    expect(state.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "rejected" });
    expect(state.dataLayer).not.toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(state.events).toEqual([{ status: "rejected" }]);

    await expectBannerStaysAway(page, () => page.goto("/planos-precos"));
    // The head snippet grants nothing for a stored refusal.
    expect((await consentState(page)).dataLayer).not.toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  test("the footer's Preferências de cookies opens a dialog with the current choice; Esc closes it and focus returns", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("cookie-consent", "accepted");
      localStorage.setItem("cookie-consent-date", "2026-11-20T15:00:00.000Z");
    });
    await page.goto("/contato");
    const dialog = await openPreferences(page);
    await expect(dialog.getByTestId("consent-current")).toContainText("Cookies de análise aceitos em 20/11/2026");
    await expect(dialog).toContainText("Essenciais");
    await expect(dialog.getByRole("link", { name: "Aviso de Privacidade" })).toHaveAttribute("href", "/aviso-privacidade");
    // Focus is inside the modal dialog, and Tab stays there.
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
    expect((await consentState(page)).events).toEqual([]);
  });

  test("accepted -> rejected from the preferences: Consent Mode denied, the event, and _ga, _ga_* and _gid are deleted", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("region", { name: bannerName }).getByRole("button", { name: "Aceitar Cookies" }).click();
    await setAnalyticsCookies(page);
    expect(await page.evaluate(() => document.cookie)).toContain("_ga_TEST123=");

    const dialog = await openPreferences(page);
    await expect(dialog.getByTestId("consent-current")).toContainText("aceitos");
    await dialog.getByRole("button", { name: "Recusar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText("Escolha salva: cookies de análise recusados.");

    const state = await consentState(page);
    expect(state.consent).toBe("rejected");
    const granted = state.dataLayer.findIndex(
      (e) => JSON.stringify(e) === JSON.stringify(["consent", "update", { analytics_storage: "granted" }]),
    );
    const denied = state.dataLayer.findIndex(
      (e) => JSON.stringify(e) === JSON.stringify(["consent", "update", { analytics_storage: "denied" }]),
    );
    expect(granted).toBeGreaterThan(0);
    expect(denied).toBeGreaterThan(granted);
    expect(state.dataLayer.slice(denied)).toContainEqual({ event: "cookie_consent", consent_status: "rejected" });
    expect(state.events).toEqual([{ status: "accepted" }, { status: "rejected" }]);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).not.toContain("_ga");
    expect(cookies).not.toContain("_ga_TEST123");
    expect(cookies).not.toContain("_gid");
    expect(cookies).toContain("keep_me");

    const again = await openPreferences(page);
    await expect(again.getByTestId("consent-current")).toContainText("Cookies de análise recusados em");
  });

  test("rejected -> accepted from the preferences behaves like accepting on the banner", async ({ page }) => {
    await page.goto("/parceiros");
    await page.getByRole("region", { name: bannerName }).getByRole("button", { name: "Recusar" }).click();
    const dialog = await openPreferences(page);
    await expect(dialog.getByTestId("consent-current")).toContainText("recusados");
    await dialog.getByRole("button", { name: "Aceitar Cookies" }).click();
    await expect(dialog).toBeHidden();
    const state = await consentState(page);
    expect(state.consent).toBe("accepted");
    expect(state.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "accepted" });
    // The field metrics (docs/decisions/150) start once consent is given and may follow it.
    const consentEntries = state.dataLayer.filter((e) => (e as { event?: string }).event !== "web_vitals");
    expect(consentEntries.at(-2)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(state.events).toEqual([{ status: "rejected" }, { status: "accepted" }]);
  });

  test("before any choice the preferences say so; choosing there also hides the banner", async ({ page }) => {
    await page.goto("/conteudo");
    await expect(page.getByRole("region", { name: bannerName })).toBeVisible();
    const dialog = await openPreferences(page);
    await expect(dialog.getByTestId("consent-current")).toContainText("Você ainda não fez uma escolha");
    await dialog.getByRole("button", { name: "Recusar" }).click();
    await expect(page.getByRole("region", { name: bannerName })).toHaveCount(0);
    expect((await consentState(page)).consent).toBe("rejected");
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`the preferences dialog has no axe violations at ${name} size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
      await page.goto("/aviso-privacidade");
      const dialog = await openPreferences(page);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
    });
  }
});

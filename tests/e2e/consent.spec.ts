import { expect, test, viewports, waitForHydration } from "./fixtures";

const bannerName = "Usamos cookies";

test.describe("cookie consent", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { consentEvents: unknown[] };
      w.consentEvents = [];
      window.addEventListener("cookie-consent-change", (e) => w.consentEvents.push((e as CustomEvent).detail));
    });
  });

  test("appears 1 s after load when nothing is stored", async ({ page }) => {
    // Paused fake time: the banner's timer only runs when the test advances the clock.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00-03:00") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:05-03:00"));
    await page.goto("/");
    // The boot itself waits for idle time and yields between chunks (docs/decisions/070): step
    // the paused clock in 10 ms slices until the page is hydrated, which starts the banner's timer.
    for (let i = 0; i < 500 && !(await page.evaluate(() => document.documentElement.dataset.hydrated === "true")); i++) {
      await page.clock.runFor(10);
      await page.waitForTimeout(10);
    }
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: bannerName });
    await page.clock.runFor(890);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
  });

  test("Aceitar Cookies stores consent, tells the data layer and the page, and hides the banner", async ({ page }) => {
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
    expect(state.dataLayer[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" })]);
    expect(state.dataLayer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(state.events).toEqual([{ status: "accepted" }]);

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    await expect(banner).toHaveCount(0);
  });

  test("closing hides it for this visit and stores nothing", async ({ page }) => {
    await page.goto("/planos-precos");
    const banner = page.getByRole("region", { name: bannerName });
    await banner.getByRole("button", { name: "Fechar aviso de cookies" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem("cookie-consent"), localStorage.getItem("cookie-consent-date")])).toEqual([null, null]);
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test("Saiba mais explains the cookies and links the privacy notice; no reject button", async ({ page }) => {
    await page.goto("/conteudo");
    const banner = page.getByRole("region", { name: bannerName });
    const more = banner.getByRole("button", { name: "Saiba mais" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(banner).toContainText("Essenciais");
    await expect(banner).toContainText("Análise");
    await expect(banner.getByRole("link", { name: /Aviso de Privacidade/ })).toHaveAttribute("href", "/aviso-privacidade");
    await expect(banner.getByRole("button", { name: /rejeitar|recusar/i })).toHaveCount(0);
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
});

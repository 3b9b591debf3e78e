import type { ChildProcess } from "node:child_process";
import { configuredBuild, serveConfiguredBuild } from "./configured-build";
import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";

// The default build has no VITE_WHATSAPP_NUMBER; the configured build of tools/check.sh has
// a fictional one.
const NUMBER = configuredBuild.whatsappNumber;
const buildDir = configuredBuild.dir;
const port = Number(process.env.E2E_PORT ?? 4317) + 3000;
const origin = `http://127.0.0.1:${port}`;
const waLinks = 'a[href^="https://wa.me/"]';

test.describe("without VITE_WHATSAPP_NUMBER", () => {
  // The link is prerendered (it shows without JavaScript below): the raw HTML is enough.
  test("no WhatsApp link renders, on /contato or in the footer", async ({ request }) => {
    for (const path of ["/contato", "/", "/planos-precos"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("https://wa.me/");
      expect(html, path).not.toContain("Falar no WhatsApp");
    }
  });
});

test.describe("with VITE_WHATSAPP_NUMBER", () => {
  let server: ChildProcess | undefined;
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await serveConfiguredBuild(port);
    const html = await (await fetch(`${origin}/contato`)).text();
    expect(html, `${buildDir} must be built with VITE_WHATSAPP_NUMBER=${NUMBER} (see tools/check.sh)`).toContain(`wa.me/${NUMBER}`);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test.beforeEach(async ({ page, context }) => {
    // No network here: the tag manager answers as an empty container would, wa.me with a stub page.
    await context.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: "window.dataLayer=window.dataLayer||[];" }),
    );
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  });

  test("/contato shows the link beside the form and in the footer, without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/contato`);
    for (const placement of ["contact", "footer"]) {
      const link = page.getByTestId(`whatsapp-${placement}`);
      await expect(link).toHaveAccessibleName("Falar no WhatsApp (abre em nova aba)");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const url = new URL((await link.getAttribute("href")) ?? "");
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${NUMBER}`);
      expect(url.searchParams.get("text")).toBe("Olá! Vim pela página “Contato” do site da Atendra e gostaria de saber mais.");
    }
    await expect(page.getByRole("contentinfo").locator(waLinks)).toHaveCount(1);
    await context.close();
  });

  test("a click opens WhatsApp in a new tab and pushes whatsapp_click; axe-clean at both widths; the footer link names the page, also after navigating", async ({
    page,
  }) => {
    await page.goto(`${origin}/contato`);
    await waitForHydration(page);
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("whatsapp-contact").click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/${NUMBER}`);
    await expect(page).toHaveURL(`${origin}/contato`);
    const events = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => !("length" in e) && e.event === "whatsapp_click"));
    await expect.poll(events).toEqual([{ event: "whatsapp_click", page: "/contato", placement: "contact" }]);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await expect(page.getByTestId("whatsapp-contact")).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await page.goto(`${origin}/planos-precos`);
    await waitForHydration(page);
    const footerLink = page.getByTestId("whatsapp-footer");
    const text = async () => new URL((await footerLink.getAttribute("href")) ?? "").searchParams.get("text");
    expect(await text()).toContain("“Planos e preços”");
    await page.getByRole("contentinfo").getByRole("link", { name: "Parceiros" }).click();
    await expect(page).toHaveURL(/\/parceiros$/);
    await expect.poll(text).toContain("“Parceiros”");
  });
});

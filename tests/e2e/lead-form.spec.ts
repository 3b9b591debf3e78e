import type { Page, Route } from "@playwright/test";
import { MIN_FILL_MS } from "../../app/features/lead-form/spam";
import { installClock, runClockUntil } from "./clock";
import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { fillLeadForm } from "./lead-form-kit";
import { CONTACT_FORM_TAG, testPerson, typedLead } from "../support/lead-builder";

/**
 * The lead form in the browser: a failed send (intercepted with page.route), the spam filters,
 * double submission, every field error on a phone, and the lazy phone library. How each kind of
 * failure is read (HTTP errors, no network, answers that are not JSON, the 10 s timeout) is
 * submission.test.ts's; that a failure keeps the values and is never retried, lead-form.test.tsx's.
 * The inbox itself is covered by contact.spec.ts and integration.spec.ts. The page's clock is
 * installed (./clock.ts): the minimum fill time is a jump of it, not a wait.
 */

const SUBMIT_ERROR = "Erro ao enviar formulário. Tente novamente.";
const values = typedLead();

async function open(page: Page, path = "/contato?utm_source=google") {
  await installClock(page);
  // Consent already stored, so the cookie banner never covers the button.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.goto(path);
  await waitForHydration(page);
}

function fill(page: Page) {
  return fillLeadForm(page, values);
}

/** Counts the POSTs to the webhook and answers them with `answer`. */
async function interceptWebhook(page: Page, answer: (route: Route) => Promise<void>) {
  const calls: string[] = [];
  await page.route("**/webhook/**", async (route) => {
    if (route.request().method() === "POST") calls.push(route.request().postData() ?? "");
    await answer(route);
  });
  return calls;
}

/** The error toast (Radix Toast viewport). */
function toast(page: Page) {
  return page.getByRole("region", { name: /Notificações/ }).getByText(SUBMIT_ERROR);
}

async function expectValuesKept(page: Page) {
  await expect(page.getByLabel("Nome completo")).toHaveValue(values.name);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(values.email);
  await expect(page.getByLabel("Telefone (WhatsApp)")).toHaveValue(testPerson.masked);
  await expect(page.getByRole("checkbox", { name: /Li e aceito/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Agendar demonstração" })).toBeEnabled();
  await expect(page).toHaveURL(/\/contato\?utm_source=google$/);
}

test.describe("lead form failure, then a send", () => {
  // The form logs the failure details with console.error by design.
  test.use({ allowConsoleErrors: true });

  test("HTTP 500 shows the error and keeps the values; then a double click and Enter send one request, and the thank-you page", async ({
    page,
  }) => {
    // The first send is refused; the next answer is held until the second click and the Enter are done: they
    // land while that send is in flight.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = await interceptWebhook(page, async (route) => {
      if (calls.length === 1) return route.fulfill({ status: 500, contentType: "application/json", body: '{"ok":false}' });
      await answered;
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
    });
    await open(page);
    await fill(page);
    await page.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(toast(page)).toBeVisible();
    await expectValuesKept(page);
    await expectNoAxeViolations(page);
    expect(calls).toHaveLength(1);

    await page.getByRole("button", { name: "Agendar demonstração" }).dblclick();
    await page.getByLabel("E-mail", { exact: true }).press("Enter");
    await expect.poll(() => calls.length).toBe(2);
    answer();
    await expect(page).toHaveURL(/\/obrigado\?utm_source=google$/);
    expect(calls).toHaveLength(2);
  });
});

test.describe("lead form submission", () => {
  test("the honeypot is out of the tab order and the accessibility tree; filled, it is answered like a success and never sent", async ({
    page,
  }) => {
    const calls = await interceptWebhook(page, (route) => route.fulfill({ status: 200, body: '{"ok":true}' }));
    await open(page);
    const names: string[] = [];
    await page.getByLabel("Nome completo").focus();
    for (let i = 0; i < 8; i++) {
      names.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ""));
      await page.keyboard.press("Tab");
    }
    expect(names).not.toContain("website");
    expect(await page.locator("form").ariaSnapshot()).not.toContain("Deixe este campo em branco");
    await fill(page);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page).toHaveURL(/\/obrigado/);
    expect(calls).toHaveLength(0);
  });

  test("a submit faster than a person could type is answered like a success and never sent", async ({ page }) => {
    const calls = await interceptWebhook(page, (route) => route.fulfill({ status: 200, body: '{"ok":true}' }));
    // The page's clock stands still and moves only in 10 ms steps until the form is ready, then no more:
    // the fill below takes no page time however slow the machine is, so the minimum fill time is never reached.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00-03:00") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:05-03:00"));
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/contato?utm_source=google");
    const ready = () => page.evaluate(() => document.documentElement.dataset.ready === "true");
    await runClockUntil(page, "the page ready", ready, 10, 500);
    // The form wakes on its first use (client:intent): the fill time counts from the first field's focus.
    await page.getByLabel("Nome completo").fill(values.name);
    const awake = () => page.evaluate(() => document.querySelectorAll("astro-island[ssr]:has(form)").length === 0);
    await runClockUntil(page, "the form awake", awake, 10, 500);
    await page.getByLabel("E-mail", { exact: true }).fill(values.email);
    await page.getByLabel("Telefone (WhatsApp)").fill(values.phone);
    await page.getByRole("checkbox", { name: /Li e aceito/ }).check();
    await page.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page).toHaveURL(/\/obrigado/);
    expect(calls).toHaveLength(0);
  });
});

test.describe("lead form before its island wakes up", () => {
  test("what was typed while the island's code was held back is kept and sent", async ({ page, request }) => {
    const html = await (await request.get("/contato")).text();
    const componentUrl = /<astro-island[^>]*component-url="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(componentUrl).toMatch(/^\/assets\/contact-lead-form\.[\w-]+\.js$/);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(`**${componentUrl}`, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    const calls = await interceptWebhook(page, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
    );
    await installClock(page);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/contato?utm_source=google");
    const island = page.locator("astro-island", { has: page.locator("form") });
    await fill(page);
    // The first focus started the island (client:intent), whose code is still held: the form is its prerendered HTML.
    await expect.poll(() => requested).toBe(true);
    await expect(island).toHaveAttribute("ssr", "");
    // The code takes its time: the fill time counts from the first use, not from when the code came.
    await page.clock.fastForward(MIN_FILL_MS);
    // Live from the first paint: a send now would be held until the code is ready (no-dead-taps.spec.ts).
    await expect(page.getByRole("button", { name: "Agendar demonstração" })).toBeEnabled();
    release();
    await waitForHydration(page);
    await expect(island).not.toHaveAttribute("ssr", /.*/);
    await expect(page.getByLabel("Nome completo")).toHaveValue(values.name);
    await expect(page.getByLabel("Telefone (WhatsApp)")).toHaveValue(testPerson.masked);
    await expect(page.getByRole("checkbox", { name: /Li e aceito/ })).toBeChecked();
    // Sent at once: the time since the first use that woke the island counts as a person's fill time.
    await page.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page).toHaveURL(/\/obrigado\?utm_source=google$/);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0] ?? "{}")).toMatchObject({
      name: values.name,
      email: values.email,
      phone: testPerson.phone,
      tags: expect.arrayContaining([
        { name: "form", value: CONTACT_FORM_TAG },
        { name: "utm_source", value: "google" },
      ]),
    });
  });
});

test.describe("lead form at 375 px", () => {
  test.use({ viewport: viewports.phone });

  test("every field error, linked and focused, with no request sent; libphonenumber only for another country", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/phone-check[.-][\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    const calls = await interceptWebhook(page, (route) => route.fulfill({ status: 200, body: '{"ok":true}' }));
    await open(page);
    const submit = page.getByRole("button", { name: "Agendar demonstração" });
    const name = page.getByLabel("Nome completo");
    const email = page.getByLabel("E-mail", { exact: true });
    const phone = page.getByLabel("Telefone (WhatsApp)");
    const terms = page.getByRole("checkbox", { name: /Li e aceito/ });

    await submit.click();
    await expect(name).toBeFocused();
    // Focused, the first invalid field still looks invalid: a red border and a red ring, not the teal focus ring.
    const ring = await name.evaluate((el) => {
      const style = getComputedStyle(el);
      return { border: style.borderTopColor, outline: style.outlineColor };
    });
    expect(ring).toEqual({ border: "oklch(0.505 0.213 27.518)", outline: "oklch(0.577 0.245 27.325)" });
    await expect(name).toHaveAccessibleDescription("Nome é obrigatório.");
    await expect(email).toHaveAccessibleDescription("E-mail é obrigatório.");
    await expect(phone).toHaveAccessibleDescription("Telefone é obrigatório.");
    await expect(terms).toHaveAccessibleDescription("Você deve aceitar os termos e condições.");
    for (const field of [name, email, phone, terms]) await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    // Each rule's message is the field rules' unit tests'; here, one per field, as the browser shows it.
    const cases: Array<[typeof name, string, string]> = [
      [name, "José 2", "Nome deve conter apenas letras e espaços."],
      [email, "ana@clinica", "E-mail inválido."],
      [phone, "12345678", "Telefone inválido para BR. Verifique o formato."],
    ];
    for (const [field, value, message] of cases) {
      await field.fill(value);
      await submit.click();
      await expect(field).toHaveAccessibleDescription(message);
    }
    await terms.check();
    await expect(terms).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Você deve aceitar os termos e condições.")).toHaveCount(0);
    // No horizontal scroll on the phone, even with every message on screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(calls).toHaveLength(0);

    // libphonenumber loads only for a non-Brazilian country; changing country clears the phone.
    await name.fill(values.name);
    await email.fill(values.email);
    await phone.fill(testPerson.digits);
    await expect(phone).toHaveValue(testPerson.masked);
    expect(chunks).toEqual([]);
    await page.getByLabel("País").selectOption("US");
    await expect(phone).toHaveValue("");
    await expect(phone).toHaveAttribute("placeholder", "(555) 123-4567");
    await expect.poll(() => chunks.length).toBe(1);
    await phone.fill("0000000000");
    await expect(phone).toHaveValue("(000) 000-0000");
    await submit.click();
    await expect(phone).toHaveAccessibleDescription("Telefone inválido para US. Verifique o formato.");
    await expect(phone).toBeFocused();
    await page.getByLabel("País").selectOption("PT");
    await expect(phone).toHaveValue("");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await phone.fill("912345678");
    // The fill time counts from when the first click woke the form, by the page's clock, which only the test moves
    // far: a send before it is taken for a bot's, thanked and never posted.
    await page.clock.fastForward(MIN_FILL_MS);
    await submit.click();
    await expect(page).toHaveURL(/\/obrigado/);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0] ?? "{}").phone).toBe("+351 912345678");
  });
});

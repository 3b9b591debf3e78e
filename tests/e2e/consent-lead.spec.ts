import type { Page } from "@playwright/test";
import { installClock } from "./clock";
import { expect, test, waitForHydration } from "./fixtures";
import { fillLeadForm, readContactRecord, recordContactPage } from "./lead-form-kit";
import { typedLead } from "../support/lead-builder";

/**
 * A refusal stays refused (docs/decisions/191): after "Recusar" (banner or preferences), a sent
 * lead leaves the refusal and pushes no cookie_consent event; without a prior choice, the spec's
 * behaviour, announced by the line under the terms box.
 */

const values = typedLead();
const NOTE = /Ao enviar, você também aceita os cookies de análise/;

/** Answers the webhook and records /contato (lead-form-kit). */
async function answerAndRecord(page: Page) {
  await page.route("**/webhook/**", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }));
  await recordContactPage(page);
}

/** Loads /contato again, checks it (`before`), sends a lead and reads what /contato recorded. */
async function sendLead(page: Page, before: () => Promise<void>) {
  await installClock(page);
  await page.goto("/contato");
  await waitForHydration(page);
  await before();
  await fillLeadForm(page, values);
  await page.getByRole("button", { name: "Agendar demonstração" }).click();
  await expect(page).toHaveURL(/\/obrigado$/);
  return readContactRecord(page);
}

const consentEvents = (dataLayer: unknown[]) =>
  dataLayer.filter((e) => typeof e === "object" && e !== null && (e as { event?: string }).event === "cookie_consent");

// A refusal from the preferences dialog stores the same value as the banner's (consent-ui.test.ts): one refusal here.
test.describe("a sent lead and the visitor's cookie choice", () => {
  test("on the form's own page the line goes as soon as the visitor refuses on the banner; the lead is then sent, the refusal stays and no cookie_consent reaches the data layer", async ({
    page,
  }) => {
    await answerAndRecord(page);
    await page.goto("/contato");
    await waitForHydration(page);
    const note = page.getByText(NOTE);
    await expect(note).toBeVisible();
    await page.getByRole("region", { name: "Usamos cookies" }).getByRole("button", { name: "Recusar" }).click();
    await expect(note).toBeHidden();
    // What the refusal itself pushed is consent-ui.test.ts's; from here on, what the send adds.
    const date = await page.evaluate(() => {
      sessionStorage.clear();
      return localStorage.getItem("cookie-consent-date");
    });

    const state = await sendLead(page, async () => {
      await expect(page.locator("html")).toHaveAttribute("data-cookie-consent", "rejected");
      await expect(note).toBeHidden();
    });
    expect(state.consent).toBe("rejected");
    expect(state.date).toBe(date);
    expect(consentEvents(state.dataLayer)).toEqual([]);
    expect(state.dataLayer).not.toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(state.events).toEqual([]);
  });

  test("without a prior choice, both forms say so, and sending accepts as the spec says", async ({ page }) => {
    await answerAndRecord(page);
    await installClock(page);
    await page.goto("/integracao");
    await waitForHydration(page);
    await expect(page.getByText(NOTE)).toBeVisible();
    await page.goto("/contato");
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-cookie-consent");
    const note = page.getByText(NOTE);
    await expect(note).toBeVisible();
    await expect(note).toContainText("Preferências de cookies");
    // Close the banner (stores nothing), as a visitor who ignores it would.
    await page.getByRole("button", { name: "Fechar aviso de cookies" }).click();
    await expect(note).toBeVisible();
    await fillLeadForm(page, values);
    await page.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    const state = await readContactRecord(page);
    expect(state.consent).toBe("accepted");
    expect(new Date(state.date ?? "").toISOString()).toBe(state.date);
    expect(consentEvents(state.dataLayer)).toEqual([{ event: "cookie_consent", method: "form_submission" }]);
    expect(state.events).toEqual([{ status: "accepted" }]);
  });
});

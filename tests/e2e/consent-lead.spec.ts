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

async function sendLead(page: Page) {
  await installClock(page);
  await page.goto("/contato");
  await waitForHydration(page);
  await fillLeadForm(page, values);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/obrigado$/);
  return readContactRecord(page);
}

const consentEvents = (dataLayer: unknown[]) =>
  dataLayer.filter((e) => typeof e === "object" && e !== null && (e as { event?: string }).event === "cookie_consent");

test.describe("a sent lead and the visitor's cookie choice", () => {
  test("after Recusar on the banner, the lead is sent, the refusal stays and no cookie_consent reaches the data layer", async ({
    page,
  }) => {
    await answerAndRecord(page);
    await page.goto("/");
    await page.getByRole("region", { name: "Usamos cookies" }).getByRole("button", { name: "Recusar" }).click();
    const date = await page.evaluate(() => localStorage.getItem("cookie-consent-date"));

    await page.goto("/contato");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-cookie-consent", "rejected");
    await expect(page.getByText(NOTE)).toBeHidden();
    const state = await sendLead(page);
    expect(state.consent).toBe("rejected");
    expect(state.date).toBe(date);
    expect(consentEvents(state.dataLayer)).toEqual([]);
    expect(state.dataLayer).not.toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(state.events).toEqual([]);
  });

  test("after Recusar in Preferências de cookies, the same", async ({ page }) => {
    await answerAndRecord(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Preferências de cookies" }).click();
    await page.getByRole("dialog", { name: "Preferências de cookies" }).getByRole("button", { name: "Recusar" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");

    const state = await sendLead(page);
    expect(state.consent).toBe("rejected");
    expect(consentEvents(state.dataLayer)).toEqual([]);
    expect(state.events).toEqual([]);
  });

  test("without a prior choice, the form says so, and sending accepts as the spec says", async ({ page }) => {
    await answerAndRecord(page);
    await installClock(page);
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
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    const state = await readContactRecord(page);
    expect(state.consent).toBe("accepted");
    expect(new Date(state.date ?? "").toISOString()).toBe(state.date);
    expect(consentEvents(state.dataLayer)).toEqual([{ event: "cookie_consent", method: "form_submission" }]);
    expect(state.events).toEqual([{ status: "accepted" }]);
  });

  test("the line goes as soon as the visitor chooses on the banner, on the form's own page", async ({ page }) => {
    await page.goto("/contato");
    await waitForHydration(page);
    const note = page.getByText(NOTE);
    await expect(note).toBeVisible();
    await page.getByRole("region", { name: "Usamos cookies" }).getByRole("button", { name: "Recusar" }).click();
    await expect(note).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(note).toBeHidden();
  });

  test("the integration page's form carries the same line", async ({ page }) => {
    await page.goto("/integracao");
    await waitForHydration(page);
    await expect(page.getByText(NOTE)).toBeVisible();
  });
});

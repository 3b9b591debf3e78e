import { expect, type Locator, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../app/features/lead-form/spam";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";

/** The local inbox the served site writes to (LEAD_INBOX_FILE, set by playwright.config.ts). */
const inboxFile = process.env.LEAD_INBOX_FILE ?? "";

/** The one lead stored for `email`, once it is in the inbox (fails if it never arrives or arrives twice). */
export async function storedLead(email: string) {
  await expect.poll(() => exportLeads(inboxFile).filter((l) => l.email === email).length).toBe(1);
  const lead = exportLeads(inboxFile).find((l) => l.email === email);
  if (!lead) throw new Error(`no lead for ${email}`);
  return lead;
}

export interface LeadValues {
  name: string;
  email: string;
  phone: string;
  /** Country code of the selector, when not Brazil. */
  country?: string;
}

/**
 * Fills a lead form the way a person does: every field, the terms box, and at least the minimum
 * fill time (faster sends are taken for bots). `scope` is the page, or one form on it. That time is a
 * jump of the page's clock, which the spec installs before the page loads (./clock.ts).
 */
export async function fillLeadForm(scope: Page | Locator, values: LeadValues) {
  await scope.getByLabel("Nome completo").fill(values.name);
  await scope.getByLabel("E-mail", { exact: true }).fill(values.email);
  if (values.country) await scope.getByLabel("País").selectOption(values.country);
  await scope.getByLabel("Telefone (WhatsApp)").fill(values.phone);
  await scope.getByRole("checkbox", { name: /Li e aceito/ }).check();
  const page = "page" in scope ? scope.page() : scope;
  await page.clock.fastForward(MIN_FILL_MS);
}

/**
 * Keeps what /contato pushes to the data layer (gtag's argument lists as arrays) and dispatches as
 * consent events in sessionStorage: the thank-you page the form leads to is a new document.
 */
export async function recordContactPage(page: Page) {
  await page.addInitScript(() => {
    const log = (key: string, value: unknown) => {
      if (location.pathname !== "/contato") return;
      sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[]), value]));
    };
    const dataLayer: unknown[] = [];
    dataLayer.push = (...entries: unknown[]) => {
      for (const entry of entries)
        log("seenDataLayer", typeof entry === "object" && entry && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry);
      return Array.prototype.push.apply(dataLayer, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    window.addEventListener("cookie-consent-change", (e) => log("seenEvents", (e as CustomEvent).detail));
  });
}

/** After the send, on the thank-you page: the stored consent and what /contato recorded. */
export function readContactRecord(page: Page) {
  return page.evaluate(() => ({
    consent: localStorage.getItem("cookie-consent"),
    date: localStorage.getItem("cookie-consent-date"),
    dataLayer: JSON.parse(sessionStorage.getItem("seenDataLayer") ?? "[]") as unknown[],
    events: JSON.parse(sessionStorage.getItem("seenEvents") ?? "[]") as unknown[],
  }));
}

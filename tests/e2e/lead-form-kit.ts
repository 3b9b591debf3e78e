import type { Locator, Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../app/features/lead-form/spam";

export interface LeadValues {
  name: string;
  email: string;
  phone: string;
  /** Country code of the selector, when not Brazil. */
  country?: string;
}

/**
 * Fills a lead form the way a person does: every field, the terms box, and at least the minimum
 * fill time (faster sends are taken for bots). `scope` is the page, or one form on it.
 */
export async function fillLeadForm(scope: Page | Locator, values: LeadValues) {
  await scope.getByLabel("Nome completo").fill(values.name);
  await scope.getByLabel("E-mail", { exact: true }).fill(values.email);
  if (values.country) await scope.getByLabel("País").selectOption(values.country);
  await scope.getByLabel("Telefone (WhatsApp)").fill(values.phone);
  await scope.getByRole("checkbox", { name: /Li e aceito/ }).check();
  const page = "page" in scope ? scope.page() : scope;
  await page.waitForTimeout(MIN_FILL_MS + 200);
}

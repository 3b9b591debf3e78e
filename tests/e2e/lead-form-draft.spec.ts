import type { Page } from "@playwright/test";
import { DRAFT_KEY } from "../../app/features/lead-form/draft";
import { installClock } from "./clock";
import { expect, test, waitForHydration } from "./fixtures";
import { fillLeadForm } from "./lead-form-kit";

/**
 * What the visitor typed (name, e-mail, country, phone) survives a reload and a
 * navigation within the tab, never the terms box; nothing is sent without a click on the send
 * button, and a successful send clears it.
 */

const values = { name: "Carla Menezes", email: "carla@odonto-exemplo.com.br", phone: "912345678", country: "PT" };

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Counts the POSTs to the webhook, answering each with a success. */
async function countPosts(page: Page) {
  const posts: string[] = [];
  await page.route("**/webhook/**", async (route) => {
    if (route.request().method() === "POST") posts.push(route.request().postData() ?? "");
    await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
  });
  return posts;
}

async function expectRestored(page: Page) {
  await expect(page.getByLabel("Nome completo")).toHaveValue(values.name);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(values.email);
  await expect(page.getByLabel("País")).toHaveValue(values.country);
  await expect(page.getByLabel("Telefone (WhatsApp)")).toHaveValue(values.phone);
  await expect(page.getByLabel("Telefone (WhatsApp)")).toHaveAttribute("placeholder", "912345678");
  await expect(page.getByRole("checkbox", { name: /Li e aceito/ })).not.toBeChecked();
}

test.beforeEach(async ({ page }) => {
  // The minimum fill time is a jump of the page's clock (lead-form-kit.ts).
  await installClock(page);
  // Consent already stored, so the cookie banner never covers the button.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test("a draft outlives a reload and the tab's other pages, never the terms box, another tab or a successful send; it sends nothing by itself", async ({
  page,
  context,
}) => {
  const posts = await countPosts(page);
  await open(page, "/contato");
  await fillLeadForm(page, values);
  await expect(page.getByRole("checkbox", { name: /Li e aceito/ })).toBeChecked();
  // Another tab starts empty (sessionStorage belongs to one tab).
  const other = await context.newPage();
  await open(other, "/contato");
  await expect(other.getByLabel("Nome completo")).toHaveValue("");
  await other.close();

  await page.reload();
  await waitForHydration(page);
  await expectRestored(page);
  // Away and back within the app (the form mounts again), then the integration form of the same tab.
  await page.getByRole("link", { name: "Parceiros", exact: true }).first().click();
  await expect(page).toHaveURL(/\/parceiros$/);
  await page.goBack();
  await expectRestored(page);
  await open(page, "/integracao");
  await expectRestored(page);
  // The draft is written as the visitor types: nothing else runs that could send it.
  expect(posts).toEqual([]);

  // Back to the kept draft, ticking the box and sending at once is a person's send, not a bot's.
  await open(page, "/contato");
  await page.getByRole("checkbox", { name: /Li e aceito/ }).check();
  await page.getByRole("button", { name: "Agendar demonstração" }).click();
  await expect(page).toHaveURL(/\/obrigado$/);
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? "{}")).toMatchObject({ name: values.name, email: values.email, phone: "+351 912345678" });

  // The send cleared what was kept.
  await open(page, "/contato");
  for (const label of ["Nome completo", "Telefone (WhatsApp)"]) await expect(page.getByLabel(label)).toHaveValue("");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("País")).toHaveValue("BR");
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
});

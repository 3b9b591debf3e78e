import type { Page } from "@playwright/test";
import { site } from "../../app/site";
import { expect, test, waitForHydration } from "./fixtures";
import { fillLeadForm } from "./lead-form-kit";

/**
 * The lead form's code (react-hook-form, zod, query, toasts) is not part of the page's first
 * JavaScript: the static form loads it on the first intent. Nothing typed before it arrives
 * may be lost, nor a send pressed meanwhile.
 */

const LIVE_CHUNK = /\/assets\/lead-form-live-[\w-]+\.js$/;
const values = { name: "Bruno Tavares", email: "bruno@odonto-exemplo.com.br", phone: "31987654321" };

async function open(page: Page, path = "/contato?utm_source=newsletter") {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  return scripts;
}

function fillStatic(page: Page) {
  return fillLeadForm(page, values);
}

/** Holds the live form's chunk until `release` is called (or fails it). */
async function holdLiveChunk(page: Page, outcome: "deliver" | "fail" = "deliver") {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(LIVE_CHUNK, async (route) => {
    await gate;
    if (outcome === "fail") await route.abort("connectionreset");
    else await route.continue();
  });
  return () => release();
}

test("/contato and /integracao load no form code before an intent; the first focus loads it", async ({ page }) => {
  for (const path of ["/contato", "/integracao"]) {
    const scripts = await open(page, path);
    await page.waitForTimeout(800);
    expect(scripts.filter((url) => LIVE_CHUNK.test(url)), path).toEqual([]);
    const loaded = page.waitForRequest(LIVE_CHUNK);
    await page.getByLabel("Nome completo").focus();
    await loaded;
  }
});

test("values typed before the code arrives and a send pressed meanwhile reach the webhook", async ({ page }) => {
  const bodies: string[] = [];
  await page.route("**/webhook/**", async (route) => {
    if (route.request().method() === "POST") bodies.push(route.request().postData() ?? "");
    await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
  });
  const release = await holdLiveChunk(page);
  await open(page);
  await fillStatic(page);
  await page.getByRole("button", { name: "Enviar" }).click();
  expect(bodies).toEqual([]);

  release();
  await expect(page).toHaveURL(/\/obrigado\?utm_source=newsletter$/);
  expect(bodies).toHaveLength(1);
  expect(JSON.parse(bodies[0] ?? "{}")).toMatchObject({ name: values.name, email: values.email, phone: "+55 31987654321" });
});

test("the caret stays in the field being typed in when the live form takes over", async ({ page }) => {
  const release = await holdLiveChunk(page);
  await open(page);
  const name = page.getByLabel("Nome completo");
  await name.pressSequentially("Bruno");
  release();
  await page.waitForResponse(LIVE_CHUNK);
  // The live form formats the phone; an empty phone shows it through its controlled value.
  await expect(page.getByLabel("Telefone (WhatsApp)")).toHaveAttribute("value", "");
  await page.keyboard.type(" Tavares");
  await expect(name).toHaveValue(values.name);
  await expect(name).toBeFocused();
});

test.describe("when the form's code cannot load", () => {
  // The browser reports the failed script request as a console error.
  test.use({ allowConsoleErrors: true });

  test("the form says so, offers the e-mail, and keeps every value", async ({ page }) => {
    const release = await holdLiveChunk(page, "fail");
    await open(page);
    await fillStatic(page);
    release();
    await page.getByRole("button", { name: "Enviar" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Erro ao enviar formulário. Tente novamente." });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: site.company.email })).toHaveAttribute("href", `mailto:${site.company.email}`);
    await expect(page.getByLabel("Nome completo")).toHaveValue(values.name);
    await expect(page.getByLabel("Telefone (WhatsApp)")).toHaveValue(values.phone);
    await expect(page.getByRole("checkbox", { name: /Li e aceito/ })).toBeChecked();
    await expect(page).toHaveURL(/\/contato\?utm_source=newsletter$/);
  });
});

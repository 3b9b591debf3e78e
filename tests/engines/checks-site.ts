import path from "node:path";
import { expect } from "vitest";
import { contactHeading, contactVariants, defaultContactVariant } from "../../app/content/contact-variants";
import { CONSENT_ACCEPTED, CONSENT_REJECTED } from "../../app/features/cookie-consent/consent";
import { allPages } from "../e2e/pages";
import { waitFor, waitForValue, type Engine } from "./engine";
import { attributeOf, clickOn, find, openWithConsent, present, textOf, waitForHydration } from "./in-page";

/** Pages, menu, cookie banner, campaign headings and screenshots, for one engine at one width. */

const bannerName = "Usamos cookies";
const banner = { css: "section[aria-labelledby]", name: bannerName, contains: true };
export const screenshotDir = path.resolve(import.meta.dirname, "../../.tmp/engines");

const everyPage = () => [...allPages, "/pagina-que-nao-existe"];

/** Every built page and a URL that does not exist: each loads, its script starts, and nothing reports an error. */
export async function everyPageStarts(engine: Engine) {
  const errors: string[] = [];
  await engine.reset();
  for (const page of everyPage()) {
    await engine.goto(page);
    await waitForHydration(engine);
    expect(await engine.evaluate(() => document.title, null), page).not.toBe("");
    for (const error of await engine.takeErrors()) errors.push(`${page}: ${error}`);
  }
  expect(errors, "script errors while loading the pages").toEqual([]);
}

/**
 * A reader who clicks on at once: each page is left at its load event, while the code it starts
 * after the first paint is still arriving. A dynamic import cut off that way fails, and with no
 * handler the failure is an uncaught error (Firefox reports "error loading dynamically imported module").
 */
export async function everyPageLeftEarly(engine: Engine) {
  const errors: string[] = [];
  await engine.reset();
  for (const page of [...everyPage(), "/robots.txt"]) {
    await engine.goto(page);
    for (const error of await engine.takeErrors()) errors.push(`before ${page}: ${error}`);
  }
  // The reports of the last page left may arrive a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const error of await engine.takeErrors()) errors.push(`after the last page: ${error}`);
  expect(errors, "script errors while leaving the pages at once").toEqual([]);
}

export async function mobileMenu(engine: Engine) {
  await openWithConsent(engine, "/");
  expect(await present(engine, { css: "nav", name: "Principal" })).toBe(false);
  const opener = await find(engine, { css: "button", name: "Abrir menu" });
  const menuId = await attributeOf(engine, opener, "aria-controls");
  // One button opens and closes the menu (its name says which): found by what it controls from here on.
  const toggle = `button[aria-controls="${menuId}"]`;
  const expanded = () => attributeOf(engine, toggle, "aria-expanded");
  expect(await expanded()).toBe("false");
  await engine.click(toggle);
  await waitForValue("the menu to open", expanded, "true");
  await find(engine, { css: "button", name: "Fechar menu" });
  // Escape closes it; opened again, a link in it navigates and closes it.
  await engine.press("Escape");
  await waitForValue("Escape to close the menu", expanded, "false");
  await engine.click(toggle);
  await waitForValue("the menu to open again", expanded, "true");
  await clickOn(engine, { css: "a", name: "Planos e preços", within: `[id="${menuId}"]` });
  await waitFor("the plans page", async () => new URL(await engine.url()).pathname === "/planos-precos");
  await waitForHydration(engine);
  await find(engine, { css: "button", name: "Abrir menu" });
  expect(await present(engine, { css: `[id="${menuId}"]` })).toBe(false);
}

const storedConsent = (engine: Engine) => engine.evaluate(() => localStorage.getItem("cookie-consent"), null);

/** The banner shows by itself on a first visit, each choice is stored, and the footer reopens the choice. */
export async function cookieBanner(engine: Engine) {
  for (const [button, stored] of [
    ["Aceitar Cookies", CONSENT_ACCEPTED],
    ["Recusar", CONSENT_REJECTED],
  ] as const) {
    await engine.reset();
    await engine.goto("/");
    const region = await find(engine, banner);
    await clickOn(engine, { css: "button", name: button, within: region });
    await waitFor(`the banner to close after ${button}`, async () => !(await present(engine, banner)));
    expect(await storedConsent(engine)).toBe(stored);
  }
  await waitForHydration(engine);
  await clickOn(engine, { css: "footer button", name: "Preferências de cookies" });
  const dialog = await find(engine, { css: "dialog", name: "Preferências de cookies" });
  expect(await engine.evaluate((css) => (document.querySelector(css) as HTMLDialogElement).open, dialog)).toBe(true);
  await clickOn(engine, { css: "button", name: "Fechar preferências de cookies", within: dialog });
  await waitFor("the preferences dialog to close", async () => !(await present(engine, { css: "dialog[open]" })));
}

/**
 * /contato?source=… shows its variant's heading: the head's one script picks it for every variant (each
 * source's heading is a unit test's, app/features/lead-form/contact-variant.test.ts), so one variant and
 * the page without a source tell whether this engine runs it.
 */
export async function campaignHeadings(engine: Engine) {
  const variant = contactVariants.at(-1);
  if (!variant?.sources[0]) throw new Error("campaignHeadings: no /contato variant to check");
  await openWithConsent(engine, `/contato?source=${variant.sources[0]}`);
  await waitForValue(`h1 for source=${variant.sources[0]}`, () => textOf(engine, "h1"), contactHeading(variant.heading));
  await engine.goto("/contato");
  await waitForValue("h1 without a source", () => textOf(engine, "h1"), contactHeading(defaultContactVariant.heading));
}

export async function screenshots(engine: Engine, width: number) {
  for (const [page, name] of [
    ["/", "home"],
    ["/contato", "contato"],
  ] as const) {
    await openWithConsent(engine, page);
    // The web font is part of the picture: wait for it, as a visitor's second look would.
    await engine.evaluate(() => document.fonts.ready.then(() => true), null);
    await engine.screenshot(path.join(screenshotDir, `${engine.name}-${width}-${name}.png`));
  }
}

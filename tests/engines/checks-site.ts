import path from "node:path";
import { expect } from "vitest";
import { contactHeading, contactVariants } from "../../app/content/contact-variants";
import { CONSENT_ACCEPTED, CONSENT_REJECTED } from "../../app/features/cookie-consent/consent";
import { allPages } from "../e2e/pages";
import { waitFor, waitForValue, type Engine } from "./engine";
import { attributeOf, clickOn, find, openWithConsent, present, textOf, waitForHydration } from "./in-page";

/** Pages, menu, cookie banner, campaign headings and screenshots, for one engine at one width. */

const bannerName = "Usamos cookies";
const banner = { css: "section[aria-labelledby]", name: bannerName, contains: true };
export const screenshotDir = path.resolve(import.meta.dirname, "../../.tmp/engines");

/**
 * Every built page and a URL that does not exist, one after the other as a reader clicks through:
 * each page is left as soon as its script has started, which is when a script still loading
 * (a dynamic import) is cut off, and an unhandled failure of it shows as a script error.
 */
export async function everyPageLoads(engine: Engine) {
  const errors: string[] = [];
  await engine.reset();
  for (const page of [...allPages, "/pagina-que-nao-existe"]) {
    await engine.goto(page);
    await waitForHydration(engine);
    const title = await engine.evaluate(() => document.title, null);
    expect(title, page).not.toBe("");
    for (const error of await engine.takeErrors()) errors.push(`${page}: ${error}`);
  }
  // The last page is left too, and the reports of a page being left may arrive late.
  await engine.goto("/robots.txt");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const error of await engine.takeErrors()) errors.push(`(leaving the last page): ${error}`);
  expect(errors, "script errors while loading and leaving the pages").toEqual([]);
}

export async function mobileMenu(engine: Engine) {
  await openWithConsent(engine, "/");
  expect(await present(engine, { css: "nav", name: "Principal" })).toBe(false);
  const open = await find(engine, { css: "button", name: "Abrir menu" });
  expect(await attributeOf(engine, open, "aria-expanded")).toBe("false");
  const menuId = await attributeOf(engine, open, "aria-controls");
  await engine.click(open);
  const close = await find(engine, { css: "button", name: "Fechar menu" });
  expect(await attributeOf(engine, close, "aria-expanded")).toBe("true");
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

/** /contato?source=… shows its variant's heading (the first source of each variant). */
export async function campaignHeadings(engine: Engine) {
  for (const variant of contactVariants) {
    await openWithConsent(engine, `/contato?source=${variant.sources[0]}`);
    await waitForValue(`h1 for source=${variant.sources[0]}`, () => textOf(engine, "h1"), contactHeading(variant.heading));
  }
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

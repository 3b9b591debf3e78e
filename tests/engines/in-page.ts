import { waitFor, type Engine } from "./engine";
import { PENDING_SELF_STARTING_ISLANDS } from "../../tools/lib/islands.mjs";

/**
 * Finding elements as a person does, by what they read: an element matching `css` (inside
 * `within`, when given) whose accessible text (aria-label, else the label pointing at it, else
 * its text) equals `name`, or contains it with `contains`; only visible elements count. The functions below run in the page, so
 * they are self-contained: the drivers send their source text.
 */
export interface Target {
  css: string;
  name?: string;
  contains?: boolean;
  within?: string;
  /** The n-th match (from 0), when not the first. */
  nth?: number;
}

let counter = 0;

function markInPage(arg: Target & { id: string }): boolean {
  // Laid out is not seen: an element under `visibility: hidden` has boxes but cannot be read or clicked.
  const seen = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === "visible";
  const norm = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (el: Element) => {
    const aria = el.getAttribute("aria-label");
    if (aria) return norm(aria);
    const by = el.getAttribute("aria-labelledby");
    if (by)
      return norm(
        by
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return norm(
        Array.from(labels)
          .map((l) => l.textContent)
          .join(" "),
      );
    // As an accessible name does, only rendered text counts: a label with one span per variant shows one.
    const shown: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement && seen(node.parentElement)) shown.push(node.textContent ?? "");
    return norm(shown.join(""));
  };
  const roots = arg.within ? Array.from(document.querySelectorAll(arg.within)) : [document];
  let skip = arg.nth ?? 0;
  for (const root of roots) {
    for (const el of Array.from(root.querySelectorAll(arg.css))) {
      if (!seen(el)) continue;
      const name = nameOf(el);
      if (arg.name !== undefined && !(arg.contains ? name.includes(arg.name) : name === arg.name)) continue;
      if (skip-- > 0) continue;
      for (const old of Array.from(document.querySelectorAll(`[data-engines="${arg.id}"]`))) old.removeAttribute("data-engines");
      el.setAttribute("data-engines", arg.id);
      return true;
    }
  }
  return false;
}

/** Waits for the element and returns a selector for it (a data attribute the suite sets). */
export async function find(engine: Engine, target: Target, seconds = 30): Promise<string> {
  const id = `t${++counter}`;
  await waitFor(`${JSON.stringify(target)} in ${await engine.url()}`, () => engine.evaluate(markInPage, { ...target, id }), seconds);
  return `[data-engines="${id}"]`;
}

/** Whether such an element is visible in the page now. */
export function present(engine: Engine, target: Target): Promise<boolean> {
  return engine.evaluate(markInPage, { ...target, id: `probe${++counter}` });
}

/** Clicks the element a person would: found by its text, then a real click. */
export async function clickOn(engine: Engine, target: Target) {
  await engine.click(await find(engine, target));
}

/**
 * The page's script has started (app/page-script/site.ts sets `data-ready`) and every island that
 * starts on its own has hydrated (Astro removes `ssr`), as the Chromium specs' waitForHydration.
 */
export async function waitForHydration(engine: Engine) {
  await waitFor(`hydration of ${await engine.url()}`, () =>
    engine.evaluate(
      (pending) => document.documentElement.dataset.ready === "true" && document.querySelectorAll(pending).length === 0,
      PENDING_SELF_STARTING_ISLANDS,
    ),
  );
}

/** Text of the first element matching `css`, whitespace folded. */
export function textOf(engine: Engine, css: string): Promise<string | null> {
  return engine.evaluate((selector) => {
    const el = document.querySelector(selector);
    // What is shown: /contato's h1 holds every variant, CSS hides all but one.
    return el instanceof HTMLElement ? el.innerText.replace(/\s+/g, " ").trim() : null;
  }, css);
}

/** An attribute of the first element matching `css`. */
export function attributeOf(engine: Engine, css: string, attribute: string): Promise<string | null> {
  return engine.evaluate(({ css: selector, attribute: name }) => document.querySelector(selector)?.getAttribute(name) ?? null, {
    css,
    attribute,
  });
}

/** Opens `path` as a visitor who already chose cookies (the banner would cover buttons at 375 px). */
export async function openWithConsent(engine: Engine, path: string) {
  await engine.reset();
  await engine.goto("/robots.txt");
  await engine.evaluate(() => localStorage.setItem("cookie-consent", "accepted"), null);
  await engine.goto(path);
  await waitForHydration(engine);
}

// @ts-check
/**
 * Moves the start of React Router's client code after the first paint (docs/decisions/070).
 *
 * The prerendered page is complete without JavaScript, so nothing needs the scripts before the
 * visitor sees the page. React Router writes `<link rel="modulepreload">` tags and one inline
 * `<script type="module">` that imports the route modules and the client entry; the browser
 * starts all of them while parsing, in competition with the stylesheet and the font. This
 * transform keeps both, inert: the preload URLs move to a data attribute and the module script
 * gets a type the browser does not run. The boot snippet in the page head (app/lib/boot-snippet.ts)
 * brings them back after the `load` event and a painted frame, or at the first interaction.
 */

import { DEFERRED_BOOT_ATTRIBUTE, DEFERRED_BOOT_TYPE } from "../../app/lib/deferred-boot.js";

const MODULEPRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const HREF = /\bhref=["']([^"']+)["']/i;
const INTEGRITY = /\bintegrity=["']([^"']+)["']/i;
const IMPORT_MAP = /<script\b[^>]*\btype=["']?importmap["']?[^>]*>([\s\S]*?)<\/script\s*>/i;
const INLINE_MODULE = /<script\b([^>]*\btype=["']?module["']?[^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * @param {string} html a prerendered page
 * @param {(url: string) => string[]} importsOf the static imports of a built chunk, as URLs
 * @returns {{ html: string, preloads: string[], deferred: boolean }}
 */
export function deferBoot(html, importsOf) {
  /** @type {string[]} */
  const preloads = [];
  /** @type {Map<string, string>} */
  const integrity = new Map();
  const withoutPreloads = html.replace(MODULEPRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href && !preloads.includes(href)) preloads.push(href);
    const hash = INTEGRITY.exec(tag)?.[1];
    if (href && hash) integrity.set(href, hash);
    return "";
  });
  // The links go, their integrity must not: the boot snippet reads it back from the import map
  // React Router writes with `subResourceIntegrity` (docs/decisions/090).
  if (integrity.size > 0) checkImportMap(withoutPreloads, integrity);

  const modules = [...withoutPreloads.matchAll(INLINE_MODULE)].filter((m) => !/\bsrc\s*=/i.test(m[1] ?? ""));
  // A page already transformed has neither, so running the build step twice changes nothing.
  if (modules.length === 0) {
    if (preloads.length > 0) throw new Error("deferBoot: modulepreload links without the inline module script");
    return { html, preloads, deferred: false };
  }
  if (modules.length > 1) throw new Error(`deferBoot: expected one inline module script, found ${modules.length}`);

  const [whole, , body = ""] = /** @type {RegExpExecArray} */ (/** @type {unknown} */ (modules[0]));
  // The client entry starts hydration when evaluated, so it must wait for the module script itself.
  const later = new Set([...body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]));
  const stages = evaluationOrder(preloads.filter((u) => !later.has(u)), importsOf);
  const attr = (/** @type {string[]} */ urls) => urls.map(escapeAttribute).join(" ");
  const inert =
    `<script type="${DEFERRED_BOOT_TYPE}" ${DEFERRED_BOOT_ATTRIBUTE}="" data-preload="${attr(preloads)}" ` +
    `data-stages="${attr(stages)}">${body}</script>`;
  return { html: withoutPreloads.replace(whole, () => inert), preloads, deferred: true };
}

/**
 * @param {string} html
 * @param {Map<string, string>} integrity the integrity of each removed preload link
 */
function checkImportMap(html, integrity) {
  const text = IMPORT_MAP.exec(html)?.[1];
  if (text === undefined) throw new Error("deferBoot: preload links carry integrity but the page has no import map");
  /** @type {Record<string, string>} */
  const map = JSON.parse(text).integrity ?? {};
  for (const [url, hash] of integrity) {
    if (map[url] !== hash) throw new Error(`deferBoot: the import map lacks the integrity of ${url} (${hash})`);
  }
}

/**
 * Dependencies before dependants, so that importing the URLs one at a time evaluates one chunk
 * per task instead of the whole graph in one long task.
 * @param {string[]} urls
 * @param {(url: string) => string[]} importsOf
 * @returns {string[]}
 */
export function evaluationOrder(urls, importsOf) {
  const wanted = new Set(urls);
  /** @type {string[]} */
  const order = [];
  const seen = new Set();
  /** @param {string} url */
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of importsOf(url)) if (wanted.has(dep)) visit(dep);
    order.push(url);
  };
  urls.forEach(visit);
  return order;
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

import { carryQuery, isInternalHref } from "~/lib/query-params";

/**
 * Query carry-forward: every internal link keeps the visitor's query parameters
 * (UTM tags, gclid...). The hrefs were written at build time without them, with a call to
 * action's `source` label already in place; parameters written in the href win (lib/query-params).
 * Runs only when the page's URL has a query.
 */
export function carryQueryOnLinks(doc: Document = document, search: string = location.search): number {
  if (search === "" || search === "?") return 0;
  let changed = 0;
  // Build-time <template>s (cookie banner, preferences dialog) are cloned into the page later.
  const templates = [...doc.querySelectorAll("template")].map((t) => t.content);
  for (const link of [doc, ...templates].flatMap((root) => [...root.querySelectorAll<HTMLAnchorElement>("a[href]")])) {
    const href = link.getAttribute("href") ?? "";
    if (!isInternalHref(href)) continue;
    const carried = carryQuery(href, search);
    if (carried === href) continue;
    link.setAttribute("href", carried);
    changed++;
  }
  return changed;
}

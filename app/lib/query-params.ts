/**
 * Query carry-forward: every internal link keeps the visitor's current query parameters
 * (UTM tags, gclid, source...) so attribution survives navigation, and a call to action
 * may set `source` to the label of the button that was clicked.
 */

export interface CarryOptions {
  /** Label of the call to action; replaces any `source` already in the URL. */
  source?: string;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * Builds the href of an internal link from its target and the current `location.search`.
 * Parameters already written in `to` win over carried ones; `source` wins over both.
 * External, mailto, tel and same-page hash links are returned unchanged.
 */
export function carryQuery(to: string, currentSearch: string, options: CarryOptions = {}): string {
  if (!isInternalHref(to)) return to;

  const hashIndex = to.indexOf("#");
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : "";
  const withoutHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const queryIndex = withoutHash.indexOf("?");
  const pathname = queryIndex >= 0 ? withoutHash.slice(0, queryIndex) : withoutHash;
  const own = new URLSearchParams(queryIndex >= 0 ? withoutHash.slice(queryIndex + 1) : "");
  const current = new URLSearchParams(currentSearch);

  const merged = new URLSearchParams();
  for (const [key, value] of current) {
    if (!own.has(key) && !(options.source !== undefined && key === "source")) merged.append(key, value);
  }
  for (const [key, value] of own) {
    if (!(options.source !== undefined && key === "source")) merged.append(key, value);
  }
  if (options.source !== undefined && options.source !== "") merged.set("source", options.source);

  const query = merged.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}

/** The page's query parameters as name/value pairs, first occurrence of each non-empty one. */
export function firstNonEmptyParams(search: string): Array<{ name: string; value: string }> {
  const seen = new Set<string>();
  const out: Array<{ name: string; value: string }> = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (seen.has(name) || value.trim() === "") continue;
    seen.add(name);
    out.push({ name, value });
  }
  return out;
}

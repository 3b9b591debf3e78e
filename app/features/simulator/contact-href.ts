/**
 * /contato with the visitor's query (UTM tags...) and the conversation's `source`, as SiteLink and
 * the carry-query script build the page's other links (lib/query-params: `source` replaces the
 * visitor's own). Written here rather than imported: lib/query-params is part of the every-page
 * script, and a module shared by that script and this island would become a chunk of its own, one
 * request more on every page.
 */
export function contactHref(source: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete("source");
  query.append("source", source);
  return `/contato?${query}`;
}

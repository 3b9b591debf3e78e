/** The text inside the first element carrying `data-article-body` (a div), tags stripped. */
export function bodyText(html: string): string {
  const start = html.search(/<div[^>]*\sdata-article-body/);
  if (start < 0) throw new Error("no data-article-body element in the rendered page");
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  let end = -1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) {
      end = m.index;
      break;
    }
  }
  if (end < 0) throw new Error("unbalanced data-article-body element");
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:#x?[0-9a-f]+|[a-z]+);/gi, " ");
}

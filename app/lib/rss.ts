/** RSS 2.0 (https://www.rssboard.org/rss-specification) from plain data, every text escaped. */
export interface RssItem {
  title: string;
  /** Absolute address; also the permalink guid. */
  link: string;
  description: string;
  /** AAAA-MM-DD */
  published: string;
}

export interface RssChannel {
  title: string;
  /** Absolute address of the page the feed belongs to. */
  link: string;
  /** Absolute address of the feed itself (atom:link rel="self", as validators ask). */
  self: string;
  description: string;
  language: string;
  items: readonly RssItem[];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** 2025-04-28 -> "Mon, 28 Apr 2025 15:00:00 GMT": noon in Brasília, in the RFC 822 form RSS wants. */
export function rfc822(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00-03:00`);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${isoDate}`);
  return date.toUTCString();
}

export function buildRss(channel: RssChannel): string {
  const items = [...channel.items].sort((a, b) => b.published.localeCompare(a.published));
  const latest = items[0]?.published;
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    tag("title", channel.title),
    tag("link", channel.link),
    tag("description", channel.description),
    tag("language", channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [tag("lastBuildDate", rfc822(latest))] : []),
    ...items.map((item) =>
      [
        "<item>",
        tag("title", item.title),
        tag("link", item.link),
        tag("description", item.description),
        tag("pubDate", rfc822(item.published)),
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        "</item>",
      ].join(""),
    ),
    "</channel>",
    "</rss>",
    "",
  ];
  return lines.join("\n");
}

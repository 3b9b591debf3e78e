/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification) through Astro's own feed library, @astrojs/rss,
 * which escapes every text and writes the permalink guids. This module only maps the site's data to it.
 */
import { getRssString, type RSSOptions } from "@astrojs/rss";

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

const ATOM = "http://www.w3.org/2005/Atom";

/** The few channel fields @astrojs/rss has no option for go in as XML text, so they are escaped here. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** 2025-04-28 -> that day at noon in Brasília, so the RFC 822 date RSS shows is the same day everywhere. */
export function publicationDate(isoDate: string): Date {
  const date = new Date(`${isoDate}T12:00:00-03:00`);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${isoDate}`);
  return date;
}

/** The options @astrojs/rss takes: newest item first, the channel's link, language, self link and last date. */
export function rssOptions(channel: RssChannel): RSSOptions {
  const items = [...channel.items].sort((a, b) => b.published.localeCompare(a.published));
  const latest = items[0]?.published;
  const customData = [
    `<language>${escapeXml(channel.language)}</language>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`<lastBuildDate>${publicationDate(latest).toUTCString()}</lastBuildDate>`] : []),
  ].join("");
  return {
    title: channel.title,
    description: channel.description,
    // The library writes this address as the channel's <link> (without a trailing slash, as the site's URLs).
    site: channel.link,
    trailingSlash: false,
    xmlns: { atom: ATOM },
    customData,
    items: items.map((item) => ({
      title: item.title,
      link: item.link,
      description: item.description,
      pubDate: publicationDate(item.published),
    })),
  };
}

export function buildRss(channel: RssChannel): Promise<string> {
  return getRssString(rssOptions(channel));
}

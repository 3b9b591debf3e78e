import type { TestimonialStatus } from "./claims";
import type { LucideIcon } from "lucide-react";

/**
 * Shapes of the site's copy and data. They live with the data (the bottom layer) so content
 * never imports a component to describe itself; features and ui import them from here.
 * Icons are data too: a card names the picture it shows, as a lucide component.
 */

/** FAQ entry. Plain text, so the same string feeds FAQPage JSON-LD; blank lines separate paragraphs. */
export interface FaqItem {
  question: string;
  answer: string;
  /** A page that answers at length, linked under the answer (not part of the JSON-LD text). */
  more?: InlineLink;
}

/** Entry of an article's table of contents. */
export interface TocEntry {
  /** Id of the heading (or section) the entry jumps to. */
  id: string;
  label: string;
}

/** A card with an icon, a title and a sentence or two. */
export interface IconCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** Feature card. */
export interface FeatureCard extends IconCard {
  /** Drawn with the accent border and the "Destaque" tag. */
  highlight?: boolean;
  /** When the feature is not in every plan, or depends on something else: said on the card. */
  plan?: string;
  /** A small picture of the interface drawn on the card (home page): which one; the card's text says the same. */
  visual?: FeatureVisual;
  /**
   * The card's gist in one line of a phone's compact row (home features under 640 px, automation under 768 px), shown
   * there in place of the description, which stays in the HTML for screen readers and search engines and shows above.
   */
  short?: string;
  /**
   * A caveat the card must carry but that would weigh down its few lines: printed once under the feature grid,
   * opened by the card's title, and pointed to by a mark after the title on the card.
   */
  note?: string;
}

/** The interface pictures of the home page's feature cards (their words: content/home-visuals.ts). */
export type FeatureVisual =
  "burst" | "media" | "handover" | "agenda" | "panel" | "reminder" | "anytime" | "booking" | "confirm" | "nudge" | "faq";

/** Testimonial. */
export interface Testimonial {
  content: string;
  author: string;
  company: string;
  /** The kind of clinic, drawn where a portrait would be (a fictional person has no face to show). */
  icon: LucideIcon;
  /** "illustrative" until the company holds the client's written permission (docs/claims.md). */
  status: TestimonialStatus;
  /** The quote's own words that state its result, set in bold inside it (only figures the quote itself states). */
  result: string;
}

export interface VideoSource {
  src: string;
  /** MIME type with codecs, so the browser can skip what it cannot play without downloading it. */
  type: string;
  /** The portrait cut: the player lists it first, for phones only (its `media`, the same breakpoint as its box). */
  portrait?: boolean;
}

export interface VideoTrack {
  src: string;
  kind: "captions" | "subtitles" | "descriptions";
  srcLang: string;
  label: string;
}

/** A link inside a paragraph: a path ("/...") opens on the site, a mailto: in the mail program, anything else in a new tab. */
export interface InlineLink {
  href: string;
  text: string;
}

/** A paragraph of copy with links in it: plain strings and links, in reading order. */
export type RichText = ReadonlyArray<string | InlineLink>;

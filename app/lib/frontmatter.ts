import type { z } from "astro/zod";
import type { legalSchema } from "~/content/frontmatter-schemas";
import { monthNames } from "~/content/ui-strings/page-parts";

/** What every long text (MDX) declares, as its collection's schema checks it: title, description, dates (legal texts: a version). */
export type Frontmatter = Pick<z.infer<typeof legalSchema>, "title" | "description" | "datePublished" | "dateModified" | "version">;

/** 2025-04-08 -> 08/04/2025, the date style used on the legal pages. */
export function formatDateBR(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

const months = monthNames;

/** 2025-08-24 -> 24 de agosto de 2025. */
export function formatDateLongBR(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} de ${months[(m ?? 1) - 1]} de ${y}`;
}

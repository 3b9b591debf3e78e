/** What every long text (MDX) declares; its collection's schema checks it (content/frontmatter-schemas.ts). */
export interface Frontmatter {
  title: string;
  description: string;
  datePublished: string;
  dateModified: string;
  /** Legal texts carry a version number (e.g. "01"). */
  version?: string;
}

/** 2025-04-08 -> 08/04/2025, the date style used on the legal pages. */
export function formatDateBR(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

const months = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** 2025-08-24 -> 24 de agosto de 2025. */
export function formatDateLongBR(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} de ${months[(m ?? 1) - 1]} de ${y}`;
}

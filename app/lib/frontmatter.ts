/**
 * Every long text (MDX) must declare title, description (<= 160 characters), datePublished and
 * dateModified (AAAA-MM-DD), and may declare a version. Checked without a schema library so
 * the article pages do not ship one to the browser; a bad file fails the prerender.
 */
export interface Frontmatter {
  title: string;
  description: string;
  datePublished: string;
  dateModified: string;
  /** Legal texts carry a version number (e.g. "01"). */
  version?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function problems(value: unknown): string[] {
  if (typeof value !== "object" || value === null) return ["(frontmatter): ausente"];
  const v = value as Record<string, unknown>;
  const out: string[] = [];
  if (typeof v.title !== "string" || v.title.length < 5) out.push("title: obrigatório, 5 caracteres ou mais");
  if (typeof v.description !== "string" || v.description.length < 50 || v.description.length > 160) {
    out.push("description: obrigatório, de 50 a 160 caracteres");
  }
  for (const key of ["datePublished", "dateModified"] as const) {
    if (typeof v[key] !== "string" || !ISO_DATE.test(v[key] as string)) out.push(`${key}: use AAAA-MM-DD`);
  }
  if (v.version !== undefined && typeof v.version !== "string") out.push("version: texto");
  return out;
}

export function parseFrontmatter(value: unknown, file: string): Frontmatter {
  const found = problems(value);
  if (found.length > 0) throw new Error(`Frontmatter inválido em ${file}: ${found.join("; ")}`);
  const v = value as Frontmatter;
  return {
    title: v.title,
    description: v.description,
    datePublished: v.datePublished,
    dateModified: v.dateModified,
    ...(v.version !== undefined ? { version: v.version } : {}),
  };
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

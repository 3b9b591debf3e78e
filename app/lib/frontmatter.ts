import { z } from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "use AAAA-MM-DD");

/** Every long text (MDX) must declare these; the build fails on a file that does not. */
export const frontmatterSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(50).max(160),
  datePublished: isoDate,
  dateModified: isoDate,
  /** Legal texts carry a version number (e.g. "01"). */
  version: z.string().optional(),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export function parseFrontmatter(value: unknown, file: string): Frontmatter {
  const result = frontmatterSchema.safeParse(value);
  if (!result.success) {
    throw new Error(`Frontmatter inválido em ${file}: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return result.data;
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

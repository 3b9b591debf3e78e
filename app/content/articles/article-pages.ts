/** Breadcrumb, eyebrow and lead of the two MDX articles; title, description and dates are in each file's frontmatter. */

export const gestaoArticle = {
  file: "gestao-clinicas-modernas.mdx",
  path: "/gestao_clinicas_modernas",
  crumb: "Gestão de clínicas modernas",
  eyebrow: "Artigo · Gestão",
  lead: "Pilares, automação, inteligência artificial, indicadores e um plano de implementação para médicos, dentistas, gestores e equipes de recepção.",
} as const;

export const secretariesArticle = {
  file: "ia-veio-para-ajudar-secretarias-medicas.mdx",
  path: "/ia-veio-para-ajudar-secretarias-medicas",
  crumb: "A IA veio para ajudar as secretárias médicas",
  /** Shorter than the frontmatter's headline, for the title tag. */
  metaTitle: "A IA veio para ajudar as secretárias médicas",
  eyebrow: "Opinião",
  lead: "A inteligência artificial assume o trabalho repetitivo da recepção. O acolhimento, o bom senso e as exceções continuam nas mãos de quem conhece cada paciente.",
} as const;

/** Meta, header and closing copy of the content hub (/conteudo); the categories and links are in hub.ts. */

import { site } from "~/site";
import { demoCall } from "./ui-strings/sales-call";

export const hubPage = {
  path: "/conteudo",
  crumb: "Conteúdo",
  title: "Conteúdo para clínicas",
  description:
    "Guias, artigos e fontes oficiais sobre automação, gestão de clínicas, atendimento ao paciente, educação continuada, regulação e inovação em saúde.",
  eyebrow: "Conteúdo",
  lead: "Guias práticos, artigos da nossa equipe e links para as instituições que regulam e orientam a saúde no Brasil e no mundo, organizados em seis temas.",
  /** The parent crumb of every guide and article under the hub: their way back to it. */
  parentCrumb: { name: "Conteúdo", url: "/conteudo" },
  /** The band that closes every guide and article: the site's sales call (new, its own source), the plans second. */
  closing: {
    id: "conteudo-cta",
    title: `Quer ver a ${site.productName} na rotina da sua clínica?`,
    lead: "Mostramos em uma conversa curta como a secretária virtual atende, agenda e confirma consultas no WhatsApp da sua clínica.",
    primary: { label: demoCall, to: "/contato", source: "conteudo" },
    secondary: { label: "Ver planos", to: "/planos-precos" },
  },
  badges: { internal: `Conteúdo da ${site.productName}`, external: "Fonte externa" },
  /** The site's own guides and articles, first: the newest one featured, the others as cards with covers. */
  own: {
    id: "guias-e-artigos",
    title: `Guias e artigos da ${site.productName}`,
    lead: "Escritos pela nossa equipe para quem administra uma clínica: atendimento, agenda, IA e as regras que valem para cada um.",
    featured: "Mais recente",
  },
  /** The external sources, grouped by the six categories, as a compact list. */
  links: {
    id: "links-uteis",
    title: "Links úteis",
    lead: "Fontes oficiais e de referência, por tema. Abrem em uma nova aba.",
    /** Below 640 px a category shows its first links and folds the others under this summary. */
    /** A category's count, on its folded row on a phone. */
    count: (count: number) => (count === 1 ? "1 link" : `${count} links`),
  },
  sources: {
    id: "sobre-fontes",
    title: "Sobre as fontes externas",
    text: "Os links marcados como fonte externa levam a sites oficiais de órgãos públicos, conselhos profissionais e organismos internacionais, e abrem em uma nova aba. O conteúdo dessas páginas é de responsabilidade de cada instituição. Em caso de dúvida sobre uma norma, consulte sempre o texto oficial mais recente.",
  },
  /** The hub's own closing band, as every page ends: the sales call keeps its source. */
  end: {
    id: "conteudo-fim",
    title: `Quer ver a ${site.productName} na rotina da sua clínica?`,
    lead: "Mostramos em uma conversa curta como a secretária virtual atende, agenda e confirma consultas no WhatsApp da sua clínica.",
    primary: { label: demoCall, to: "/contato", source: "Fale com um especialista" },
    secondary: { label: "Ver planos", to: "/planos-precos" },
  },
} as const;

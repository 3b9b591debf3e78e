// Relative import: react-router.config.ts loads this file without the ~ alias.
import { demoVideoPath } from "./site";

export interface PageRoute {
  /** URL path without the .html suffix (servers answer both). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Listed in sitemap.xml and crawled; thank-you pages are not. */
  indexable: boolean;
}

// Every URL of the site, in the order of the specification's route table.
export const pageRoutes = [
  { path: "/", file: "routes/home.tsx", indexable: true },
  { path: "/contato", file: "routes/contato.tsx", indexable: true },
  { path: "/planos-precos", file: "routes/planos-precos.tsx", indexable: true },
  { path: "/termos-de-uso", file: "routes/termos-de-uso.tsx", indexable: true },
  { path: "/exclusao-dados", file: "routes/exclusao-dados.tsx", indexable: true },
  { path: "/aviso-privacidade", file: "routes/aviso-privacidade.tsx", indexable: true },
  { path: "/parceiros", file: "routes/parceiros.tsx", indexable: true },
  { path: "/conteudo", file: "routes/conteudo.tsx", indexable: true },
  { path: "/integracao", file: "routes/integracao.tsx", indexable: true },
  { path: "/conteudo/llms-para-saude", file: "routes/conteudo.llms-para-saude.tsx", indexable: true },
  { path: "/conteudo/prompts-mais-eficientes", file: "routes/conteudo.prompts-mais-eficientes.tsx", indexable: true },
  { path: "/ia-veio-para-ajudar-secretarias-medicas", file: "routes/ia-veio-para-ajudar-secretarias-medicas.tsx", indexable: true },
  { path: "/gestao_clinicas_modernas", file: "routes/gestao-clinicas-modernas.tsx", indexable: true },
  { path: demoVideoPath, file: "routes/video-demo.tsx", indexable: true },
  { path: "/obrigado", file: "routes/obrigado.tsx", indexable: false },
  { path: "/obrigado-integracao", file: "routes/obrigado-integracao.tsx", indexable: false },
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof pageRoutes)[number]["path"];

/** The not-found page is prerendered once at this path; servers answer unknown URLs with it and status 404. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export const resourceRoutes = [
  { path: "/sitemap.xml", file: "routes/sitemap-xml.ts" },
  { path: "/robots.txt", file: "routes/robots-txt.ts" },
  // Not in the sitemap (a feed is not a page); every page links it in its head (root.tsx).
  { path: "/conteudo/feed.xml", file: "routes/conteudo-feed-xml.ts" },
] as const;

const knownPaths = new Set<string>(pageRoutes.map((r) => r.path));

export function isPagePath(pathname: string): pathname is PagePath {
  return knownPaths.has(pathname);
}

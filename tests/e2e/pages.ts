import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "../../app/site";

/** Every page of the build the tests run against (scripts/postbuild.mjs lists them), articles included. */
export const allPages: string[] = JSON.parse(
  readFileSync(path.join(process.env.E2E_BUILD_DIR ?? "build", "build-info.json"), "utf8"),
).pages;

/** The URLs the site has published: each must keep answering, whatever builds them. */
export const publishedPages = [
  "/",
  "/contato",
  "/planos-precos",
  "/termos-de-uso",
  "/exclusao-dados",
  "/aviso-privacidade",
  "/parceiros",
  "/conteudo",
  "/integracao",
  "/conteudo/llms-para-saude",
  "/conteudo/prompts-mais-eficientes",
  "/ia-veio-para-ajudar-secretarias-medicas",
  "/gestao_clinicas_modernas",
  "/conteudo/atendra-e-alternativas",
  "/atendra-video-demo",
  "/calculadora-de-faltas",
  "/seguranca-e-lgpd",
  "/especialidades",
  "/especialidades/odontologia",
  "/especialidades/pediatria",
  "/especialidades/dermatologia",
  "/especialidades/oftalmologia",
  "/especialidades/ginecologia",
  "/especialidades/cardiologia",
  "/obrigado",
  "/obrigado-integracao",
];

/** Thank-you pages are kept out of search indexes and the sitemap. */
export const indexablePages = allPages.filter((p) => !p.startsWith("/obrigado"));
export { site };

/** `/contato` -> `/contato.html`, `/` -> `/index.html`. */
export function htmlAlias(path: string): string {
  return path === "/" ? "/index.html" : `${path}.html`;
}

export const hostilePaths = [
  "/nao-existe",
  "/%00",
  "/..%2f..%2fetc/passwd",
  "/contato.html.html",
  `/${"a".repeat(5000)}`,
  "/404",
  "/assets/",
  "/__spa-fallback.html",
];

export const manyParams = Array.from({ length: 200 }, (_, i) => `p${i}=${i}`).join("&");

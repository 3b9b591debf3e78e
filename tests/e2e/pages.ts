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

/** Thank-you pages and the team's component page are kept out of search indexes and the sitemap. */
export const indexablePages = allPages.filter((p) => !p.startsWith("/obrigado") && p !== "/sistema-de-design");
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

/** The page's JSON-LD blocks, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form data: each test reads the fields it checks.
export function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of some HTML as a reader gets it: tags out, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->|<wbr\/?>/g, "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x?)?(\w+);/g, (all, num: string | undefined, name: string) =>
      num ? String.fromCodePoint(parseInt(name, num === "#x" ? 16 : 10)) : (entities[name] ?? all),
    )
    .replace(/[ \t\r\n]+/g, " ");
}

/** The HTML from the first `start` to the next `end` after it; fails when `start` is not there. */
export function htmlBetween(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`"${start}" is not in the page`);
  const to = html.indexOf(end, from + start.length);
  return html.slice(from, to < 0 ? undefined : to);
}

/** Every link of some HTML: its attributes (entities decoded) and its text. */
export function anchors(html: string): Array<{ href: string; target?: string; text: string }> {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => {
    const attr = (name: string) => attributes!.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
    return { href: textOf(attr("href") ?? ""), target: attr("target"), text: textOf(inner!).trim() };
  });
}

/** The text of every heading of some HTML, in order. */
export function headings(html: string, levels = "1-6"): string[] {
  return [...html.matchAll(new RegExp(`<h([${levels}])\\b[^>]*>([\\s\\S]*?)</h\\1>`, "g"))].map((m) => textOf(m[2]!).trim());
}

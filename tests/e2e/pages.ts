import { pageRoutes } from "../../app/route-table";
import { site } from "../../app/site";

/** Every page of the route table, as the browser tests visit them. */
export const allPages = pageRoutes.map((r) => r.path);
export const indexablePages = pageRoutes.filter((r) => r.indexable).map((r) => r.path);
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

// @ts-check
/**
 * The mix of the site's URLs an HTTP load run requests (wrk-load.mjs): what each must answer (a
 * 404 for the not-found URL is expected, not an error), the headers sent, and the encoding each
 * URL is served in.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

/** @typedef {{ path: string, expect: number }} MixEntry */

/**
 * @typedef {{
 *   requests: number, seconds: number, reqPerSec: number, p50: number, p99: number, max: number,
 *   statuses: Record<string, number>, expected404: number, unexpected: number,
 *   unexpectedByPath: Record<string, Record<string, number>>,
 *   connectionErrors: number, timeouts: number, encodings: Record<string, string>,
 *   serverCpu: number, loaderCpu: number, machineCpu: number,
 * }} LoadResult
 */

export const HEADERS = {
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "accept-encoding": "gzip, br",
  "user-agent": "atendra-load/1.0",
};

/**
 * The URLs every connection requests in turn, one sixth each: three pages (home, plans, contact),
 * a `.html` alias, the hashed stylesheet every page links (read from the built home page) and
 * an unknown path that must answer the not-found page with status 404.
 * @param {string} buildDir
 * @returns {MixEntry[]}
 */
export function siteMix(buildDir) {
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  for (const page of ["/", "/contato", "/planos-precos"]) {
    if (!info.pages.includes(page)) throw new Error(`the build has no ${page} page`);
  }
  const home = readFileSync(path.join(buildDir, "client", "index.html"), "utf8");
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!css) throw new Error("could not find the stylesheet in the built home page");
  return [
    { path: "/", expect: 200 },
    { path: "/contato", expect: 200 },
    { path: "/planos-precos", expect: 200 },
    { path: "/planos-precos.html", expect: 200 },
    { path: css, expect: 200 },
    { path: "/pagina-que-nao-existe", expect: 404 },
  ];
}

/**
 * One request per URL of the mix before the load: its status and Content-Encoding.
 * @param {string} baseURL
 * @param {MixEntry[]} mix
 * @returns {Promise<Record<string, string>>} path -> "200 br" etc.
 */
export async function probeMix(baseURL, mix) {
  /** @type {Record<string, string>} */
  const seen = {};
  for (const entry of mix) {
    if (seen[entry.path]) continue;
    seen[entry.path] = await new Promise((resolve, reject) => {
      const req = http.get(`${baseURL}${entry.path}`, { headers: HEADERS, timeout: 5000, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(`${res.statusCode} ${res.headers["content-encoding"] ?? "identity"}`));
      });
      req.on("timeout", () => req.destroy(new Error(`timeout on ${entry.path}`)));
      req.on("error", reject);
    });
  }
  return seen;
}

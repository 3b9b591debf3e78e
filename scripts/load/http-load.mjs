// @ts-check
/**
 * HTTP load over a realistic mix of the site's URLs with autocannon (programmatic API):
 * keep-alive connections, Accept-Encoding: gzip, br, every response's status checked
 * against what its URL must answer (a 404 for the not-found URL is expected, not an error).
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { cpuSeconds, machineBusySeconds } from "./cpu.mjs";

/**
 * The part of autocannon's API used here (it ships no types; a local typedef keeps this file
 * independent of any ambient declaration elsewhere in the repository).
 * @typedef {{ method: string, path: string, onResponse?: (status: number) => void }} AutocannonRequest
 * @typedef {{
 *   url: string, connections: number, pipelining: number, duration: number, timeout: number,
 *   headers: Record<string, string>, requests: AutocannonRequest[],
 * }} AutocannonOptions
 * @typedef {{
 *   duration: number, errors: number, timeouts: number,
 *   statusCodeStats: Record<string, { count: number }>,
 *   latency: { p50: number, p99: number, max: number },
 * }} AutocannonResult
 */
// A CommonJS package without types: loaded by name through createRequire, typed by the typedefs above.
const load = createRequire(import.meta.url);
const AUTOCANNON = "autocannon";
/** @type {(options: AutocannonOptions) => Promise<AutocannonResult>} */
const autocannon = load(AUTOCANNON);

// autocannon is the fallback when wrk cannot run. It decodes every response body for checks we
// do not use, which costs it CPU on a 2-core machine; we accept the slower pace rather than patch
// its internals (issue 12 §3), and wrk is the tool the figures come from.

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
 * The URLs every connection requests in turn, one sixth each: the three pages named in issue 6,
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

/**
 * @param {{ baseURL: string, mix: MixEntry[], seconds: number, connections: number, serverPids: () => number[] }} options
 * @returns {Promise<LoadResult>} serverCpu, loaderCpu (this process) and machineCpu (every process) in CPU seconds used during the run
 */
export async function runHttpLoad({ baseURL, mix, seconds, connections, serverPids }) {
  const encodings = await probeMix(baseURL, mix);
  /** @type {Record<string, Record<string, number>>} */
  const unexpectedByPath = {};
  let expected404 = 0;
  let unexpected = 0;
  const requests = mix.map((entry) => ({
    method: "GET",
    path: entry.path,
    /** @param {number} status */
    onResponse: (status) => {
      const ok = entry.expect === 404 ? status === 404 : status >= 200 && status < 400;
      if (ok && status === 404) expected404++;
      if (!ok) {
        unexpected++;
        const byStatus = (unexpectedByPath[entry.path] ??= {});
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      }
    },
  }));
  const pids = serverPids();
  const serverCpuBefore = cpuSeconds(pids);
  const loaderCpuBefore = process.cpuUsage();
  const machineCpuBefore = machineBusySeconds();
  const result = await autocannon({
    url: baseURL,
    connections,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    headers: HEADERS,
    requests,
  });
  const serverCpu = cpuSeconds(pids) - serverCpuBefore;
  const machineCpu = machineBusySeconds() - machineCpuBefore;
  const loaderUsage = process.cpuUsage(loaderCpuBefore);
  const loaderCpu = (loaderUsage.user + loaderUsage.system) / 1e6;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    requests: total,
    seconds: result.duration,
    reqPerSec: Math.round(total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    expected404,
    unexpected,
    unexpectedByPath,
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    encodings,
    serverCpu,
    loaderCpu,
    machineCpu,
  };
}

// @ts-check
/**
 * Runs after `react-router build`: drops files no server should expose, records the page
 * list and security headers (CSP hashes of the inline scripts) for both servers, and
 * precompresses text files so neither server compresses on the fly.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadEnv } from "vite";
import { staticImports } from "./lib/chunk-imports.mjs";
import { DEFERRED_BOOT_ATTRIBUTE } from "../app/lib/deferred-boot.js";
import { deferBoot } from "./lib/defer-boot.mjs";
import { hstsPreloadSetting, inlineScriptHashes, inlineStyleHashes, securityHeaders, strictTransportSecurity } from "./security-headers.mjs";
import { filesUnder } from "./lib/files.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const env = { ...loadEnv("production", process.cwd(), "VITE_"), ...pickViteEnv(process.env) };
const automationApi = (env.VITE_AUTOMATION_API_URL ?? "").trim().replace(/\/+$/, "");
const gtmId = (env.VITE_GTM_ID ?? "").trim() || undefined;
// Not a VITE_ variable: the browser code never needs it. Read from the environment or .env.
const hstsPreload = hstsPreloadSetting(process.env.HSTS_PRELOAD ?? loadEnv("production", process.cwd(), "HSTS_").HSTS_PRELOAD);

/** @param {NodeJS.ProcessEnv} source */
function pickViteEnv(source) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [k, v] of Object.entries(source)) if (k.startsWith("VITE_") && v !== undefined) out[k] = v;
  return out;
}

// The SPA fallback and the resource routes' .data twins are build by-products, not pages.
for (const file of filesUnder(clientDir)) {
  if (file.endsWith(".data") || path.basename(file) === "__spa-fallback.html") rmSync(file);
}

const htmlFiles = filesUnder(clientDir).filter((f) => f.endsWith(".html"));
const pages = htmlFiles
  .map((f) => "/" + path.relative(clientDir, f).split(path.sep).join("/"))
  .filter((p) => p.endsWith("/index.html") && p !== "/404/index.html")
  .map((p) => p.slice(0, -"/index.html".length) || "/")
  .sort();

/** @param {string} url a /assets/ chunk @returns {string[]} its static imports as URLs */
function chunkImports(url) {
  const code = readFileSync(path.join(clientDir, url), "utf8");
  return staticImports(code).map((spec) => path.posix.join(path.posix.dirname(url), spec));
}

// Before hashing: the transform changes the inline scripts the CSP must allow.
let deferred = 0;
for (const file of htmlFiles) {
  const result = deferBoot(readFileSync(file, "utf8"), chunkImports);
  if (!result.deferred) continue;
  writeFileSync(file, result.html);
  deferred++;
}
// Every page must leave with its boot deferred (first run) or already deferred (second run): a
// page the transform did not recognise would silently boot before the first paint.
const notDeferred = htmlFiles.filter((f) => !readFileSync(f, "utf8").includes(`${DEFERRED_BOOT_ATTRIBUTE}=`));
if (htmlFiles.length === 0 || notDeferred.length > 0) {
  throw new Error(`postbuild: the boot was not deferred in ${notDeferred.length ? notDeferred.join(", ") : "any page (no HTML found)"}`);
}

// HSTS is ignored by browsers over plain http, so both servers can always send it.
const documents = htmlFiles.map((f) => readFileSync(f, "utf8"));
/** @type {Record<string, string>} */
const headers = {
  ...securityHeaders({
    scriptHashes: inlineScriptHashes(documents),
    styleHashes: inlineStyleHashes(documents),
    automationApi,
    gtmId,
  }),
  "Strict-Transport-Security": strictTransportSecurity({ preload: hstsPreload }),
};
writeFileSync(path.join(buildDir, "build-info.json"), JSON.stringify({ automationApi, gtmId: gtmId ?? null, pages, headers }, null, 2));

// nginx: `add_header` lines included by deploy/nginx.conf in every location.
mkdirSync(path.join(buildDir, "nginx"), { recursive: true });
const nginxHeaders = headers;
writeFileSync(
  path.join(buildDir, "nginx", "security-headers.conf"),
  Object.entries(nginxHeaders)
    .map(([k, v]) => `add_header ${k} "${v.replace(/"/g, '\\"')}" always;`)
    .join("\n") + "\n",
);

let compressed = 0;
for (const file of filesUnder(clientDir)) {
  if (!/\.(html|js|css|xml|txt|svg|json|vtt|webmanifest|ico)$/.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  compressed++;
}

console.log(`postbuild: ${pages.length} pages (${deferred} with the boot after first paint), ${(headers["Content-Security-Policy"] ?? "").split("sha256-").length - 1} script hashes, HSTS ${hstsPreload ? "with" : "without"} preload, ${compressed} files precompressed${automationApi ? `, leads go to ${automationApi}` : ", leads go to the local inbox"}`);

// @ts-check
/**
 * Runs after `astro build`: puts the not-found page where both servers look for it, records the
 * page list and security headers (CSP hashes of the inline scripts and styles) for both servers,
 * precompresses text files so neither server compresses on the fly, and carries the earlier builds'
 * hashed assets into this one so that pages still open from them keep loading (./lib/previous-assets.mjs).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadEnv } from "vite";
import {
  hstsPreloadSetting,
  inlineScriptHashes,
  inlineStyleHashes,
  securityHeaders,
  strictTransportSecurity,
} from "./security-headers.mjs";
import { filesUnder } from "./lib/files.mjs";
import { carryPreviousAssets, KEEP_DAYS } from "./lib/previous-assets.mjs";
import { buildStamp } from "./lib/build-stamp.mjs";

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

// Astro writes the not-found page as 404.html; both servers answer unknown paths with 404/index.html.
const notFoundFile = path.join(clientDir, "404.html");
// Astro's output, not one this script has finished before: only then are all of assets/ this build's own.
const freshOutput = existsSync(notFoundFile);
if (freshOutput) {
  mkdirSync(path.join(clientDir, "404"), { recursive: true });
  renameSync(notFoundFile, path.join(clientDir, "404", "index.html"));
} else if (!existsSync(path.join(clientDir, "404", "index.html"))) {
  throw new Error(`postbuild: no not-found page in ${clientDir} (404.html)`);
}

const htmlFiles = filesUnder(clientDir).filter((f) => f.endsWith(".html"));
const pages = htmlFiles
  .map((f) => "/" + path.relative(clientDir, f).split(path.sep).join("/"))
  .filter((p) => p.endsWith("/index.html") && p !== "/404/index.html")
  .map((p) => p.slice(0, -"/index.html".length) || "/")
  .sort();
if (pages.length === 0) throw new Error(`postbuild: no page found in ${clientDir}`);

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
// What the build was made from: `npm start` builds again when the checkout's differs. Given by whoever
// started the build (computed before it began); computed now after a plain `npm run build`.
const stamp = process.env.BUILD_STAMP || buildStamp(process.cwd(), process.env);
writeFileSync(
  path.join(buildDir, "build-info.json"),
  JSON.stringify({ automationApi, gtmId: gtmId ?? null, pages, headers, stamp }, null, 2),
);

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

// After the compression: the carried files bring their own twins.
const previous = freshOutput ? carryPreviousAssets(buildDir) : { carried: 0, dropped: 0 };

console.log(
  `postbuild: ${pages.length} pages, ${(headers["Content-Security-Policy"] ?? "").split("sha256-").length - 1} script hashes, HSTS ${hstsPreload ? "with" : "without"} preload, ${compressed} files precompressed, ${previous.carried} earlier build files kept (${previous.dropped} past ${KEEP_DAYS} days dropped)${automationApi ? `, leads go to ${automationApi}` : ", leads go to the local inbox"}`,
);

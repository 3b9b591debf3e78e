// @ts-check
/**
 * The smallest build server/site/server.mjs serves (one page and the not-found page, no inline
 * scripts, leads to the local inbox), for the relay's crash test and `npm run load:relay`,
 * which exercise the lead inbox and relay and need no real `npm run build`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** @param {string} dir folder to write `build/` into @returns {string} the build folder */
export function writeMinimalBuild(dir) {
  const build = path.join(dir, "build");
  mkdirSync(path.join(build, "client", "404"), { recursive: true });
  writeFileSync(path.join(build, "build-info.json"), JSON.stringify({ automationApi: "", pages: ["/"], headers: {} }));
  writeFileSync(path.join(build, "client", "index.html"), "<!doctype html><title>Início</title>");
  writeFileSync(path.join(build, "client", "404", "index.html"), "<!doctype html><title>Page Not Found</title>");
  return build;
}

// @ts-check
/**
 * `npm run deploy`: the deploy in one command (docs/operations.md, "Deployment"). It reads `.env`, builds
 * the checkout into a new release while the servers keep the old one whole, switches BUILD_DIR to it in
 * one rename (./lib/releases.mjs), then at once runs DEPLOY_RELOAD: the shell command that makes nginx read
 * the new release's security headers (the CSP hashes of its inline scripts) and the Node server read its
 * pages (`systemctl reload nginx atendra-leads`; the unit's ExecReload sends SIGHUP). The releases before
 * stay for a switch back by hand (the newest three), and every release carries the earlier builds'
 * hashed files, so a page opened on any of them keeps loading.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildStamp } from "./lib/build-stamp.mjs";
import { buildDirOf } from "./lib/complete-build.mjs";
import { makeRelease } from "./lib/make-release.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
if (existsSync(".env")) process.loadEnvFile(".env");
const buildDir = buildDirOf();
const reload = (process.env.DEPLOY_RELOAD ?? "").trim();

/** @type {ReturnType<typeof makeRelease>} */
let made;
try {
  made = makeRelease({ root, buildDir, stamp: buildStamp(root, process.env), env: process.env });
} catch (error) {
  console.error(`deploy: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const shown = (/** @type {string} */ dir) => path.relative(root, dir);
console.log(`deploy: ${buildDir} is now ${shown(made.release)}${made.before ? ` (was ${shown(made.before)})` : ""}`);
if (made.pruned.length > 0) console.log(`deploy: removed the old releases ${made.pruned.map(shown).join(", ")}`);
if (!reload) {
  console.warn("deploy: DEPLOY_RELOAD is not set: reload nginx and the Node server now, or they serve the build before");
  process.exit(0);
}
const reloaded = spawnSync(reload, { shell: true, stdio: "inherit", cwd: root });
if (reloaded.status !== 0) {
  console.error(`deploy: DEPLOY_RELOAD failed (exit ${reloaded.status}): ${reload}`);
  process.exit(1);
}
console.log(`deploy: reloaded (${reload})`);

// @ts-check
/**
 * Starts Debian's nginx on 127.0.0.1 with deploy/nginx.conf, changed only in what a local run
 * must change: the port, the build folder and where nginx writes its pid and temp files.
 * Shared by the end-to-end tests (tests/e2e/nginx-server.ts re-exports it) and the benchmarks.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {object} RunningNginx
 * @property {string} baseURL `http://127.0.0.1:PORT`, no trailing slash
 * @property {() => void} stop Stops this nginx (master and workers)
 */

/** @returns {string} the nginx binary, or throws when nginx is not installed */
function findNginx() {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => {
    try {
      execFileSync(p, ["-v"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error("nginx is not installed (scripts/ensure-system-deps.sh installs it)");
  return found;
}

/**
 * The repository's nginx configuration rewritten for a local run.
 * @param {string} source deploy/nginx.conf
 * @param {{ port: number, absBuild: string, runDir: string }} where
 */
export function localNginxConf(source, { port, absBuild, runDir }) {
  return source
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root build\/client;/, `root ${absBuild}/client;`)
    .replaceAll("include ../build/nginx/", `include ${absBuild}/nginx/`)
    .replace(/pid \.nginx\/nginx\.pid;/, `pid ${runDir}/nginx.pid;`)
    .replaceAll(".nginx/", `${runDir}/`);
}

/**
 * Stops an nginx left running on `port` by an earlier run that crashed or was interrupted, if
 * its pid file under .tmp/nginx-PORT/ is still there. Only that nginx is signalled.
 * @param {number} port
 * @returns {boolean} whether one was stopped
 */
export function stopStaleNginx(port) {
  const runDir = path.join(process.cwd(), ".tmp", `nginx-${port}`);
  const confFile = path.join(runDir, "nginx.conf");
  if (!existsSync(path.join(runDir, "nginx.pid")) || !existsSync(confFile)) return false;
  try {
    execFileSync(findNginx(), ["-p", `${runDir}/`, "-c", confFile, "-e", `${runDir}/error.log`, "-s", "stop"], { stdio: "ignore" });
    return true;
  } catch {
    return false; // the pid file named no running nginx
  }
}

/**
 * Starts nginx in the background (daemonised) and returns once it listens.
 * @param {number} port
 * @param {string} [buildDir] folder holding client/ and nginx/security-headers.conf, relative to the cwd
 * @returns {RunningNginx}
 */
export function startNginx(port, buildDir = process.env.E2E_BUILD_DIR ?? "build") {
  const repo = process.cwd();
  const runDir = path.join(repo, ".tmp", `nginx-${port}`);
  mkdirSync(runDir, { recursive: true });
  const absBuild = path.resolve(repo, buildDir);
  const conf = localNginxConf(readFileSync(path.join(repo, "deploy", "nginx.conf"), "utf8"), { port, absBuild, runDir });
  const confFile = path.join(runDir, "nginx.conf");
  writeFileSync(confFile, conf);
  const nginx = findNginx();
  const base = ["-p", `${runDir}/`, "-c", confFile, "-e", `${runDir}/error.log`];
  // stdio ignored: the daemonised master would otherwise hold the pipes open and block us.
  execFileSync(nginx, base, { stdio: "ignore" });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => execFileSync(nginx, [...base, "-s", "stop"], { stdio: "ignore" }),
  };
}

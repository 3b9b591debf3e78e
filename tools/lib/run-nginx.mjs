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
 * @property {string[]} reloadCommand The command line that makes this nginx read its configuration again (a deploy's reload)
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
  if (!found) throw new Error("nginx is not installed (tools/ensure-system-deps.sh installs it)");
  return found;
}

/**
 * Replaces every match of `pattern` (global) in `text`; throws when there is none, so a changed
 * deploy/nginx.conf cannot silently run with a production value (a port, a path) in a local run.
 * @param {string} text @param {RegExp} pattern @param {(...groups: string[]) => string} replacement
 */
function rewrite(text, pattern, replacement) {
  if (!pattern.test(text))
    throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update localNginxConf() in tools/lib/run-nginx.mjs`);
  return text.replace(new RegExp(pattern.source, "g"), (_match, ...groups) => replacement(...groups));
}

/**
 * A path as an nginx string: quoted, so a checkout under "My Sites/" works. A path nginx would
 * read differently even quoted (a quote, a backslash, a `$` variable) is refused, not mangled.
 * @param {string} file
 */
export function nginxPath(file) {
  if (/["\\$\n]/.test(file)) throw new Error(`nginx cannot be run from a path with a quote, backslash, $ or newline: ${file}`);
  return `"${file}"`;
}

/**
 * The repository's nginx configuration rewritten for a local run. Every path it writes is
 * absolute and quoted. Run as root (a container, CI), nginx's workers would switch to `nobody`
 * and get 403 in a checkout only its owner may enter (mktemp -d, a 0700 home): `asRoot` keeps
 * them as root, in this local run only; production decides its user in deploy/nginx.conf's copy.
 * @param {string} source deploy/nginx.conf
 * @param {{ port: number, absBuild: string, runDir: string, upstreamPort: number | number[], asRoot?: boolean }} where
 *   `upstreamPort`: the Node server (`npm start`) that /webhook/ is proxied to, or several (one `upstream`, nginx's round robin);
 *   `asRoot`: whether nginx is started by root (default: this process's user)
 */
export function localNginxConf(source, { port, absBuild, runDir, upstreamPort, asRoot = process.getuid?.() === 0 }) {
  let conf = rewrite(source, /listen 8080;/, () => `listen 127.0.0.1:${port};`);
  conf = rewrite(conf, /root build\/client;/, () => `root ${nginxPath(`${absBuild}/client`)};`);
  const upstreams = [upstreamPort].flat().map((p) => `server 127.0.0.1:${p};`);
  conf = rewrite(conf, /server 127\.0\.0\.1:4173;/, () => upstreams.join("\n        "));
  conf = rewrite(conf, /include \.\.\/build\/nginx\/([^;\s]+);/, (file) => `include ${nginxPath(`${absBuild}/nginx/${file}`)};`);
  conf = rewrite(conf, /proxy_cache_path \.nginx\/([^;\s]+) /, (folder) => `proxy_cache_path ${nginxPath(`${runDir}/${folder}`)} `);
  conf = rewrite(conf, /(\s)\.nginx\/([^;\s]+);/, (space, file) => `${space}${nginxPath(`${runDir}/${file}`)};`);
  if (asRoot)
    conf = `# Local run started by root: workers stay root to read a private checkout (tools/lib/run-nginx.mjs).\nuser root;\n${conf}`;
  return conf;
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
 * @param {number | number[]} [upstreamPort] the Node server /webhook/ goes to (the end-to-end tests' server on E2E_PORT), or several
 * @returns {RunningNginx}
 */
export function startNginx(
  port,
  buildDir = process.env.E2E_BUILD_DIR ?? "build",
  /** @type {number | number[]} */ upstreamPort = Number(process.env.E2E_PORT ?? 4173),
) {
  const repo = process.cwd();
  const runDir = path.join(repo, ".tmp", `nginx-${port}`);
  mkdirSync(runDir, { recursive: true });
  const absBuild = path.resolve(repo, buildDir);
  const conf = localNginxConf(readFileSync(path.join(repo, "deploy", "nginx.conf"), "utf8"), { port, absBuild, runDir, upstreamPort });
  const confFile = path.join(runDir, "nginx.conf");
  writeFileSync(confFile, conf);
  const nginx = findNginx();
  const base = ["-p", `${runDir}/`, "-c", confFile, "-e", `${runDir}/error.log`];
  // stdio ignored: the daemonised master would otherwise hold the pipes open and block us.
  execFileSync(nginx, base, { stdio: "ignore" });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => execFileSync(nginx, [...base, "-s", "stop"], { stdio: "ignore" }),
    reloadCommand: [nginx, ...base, "-s", "reload"],
  };
}

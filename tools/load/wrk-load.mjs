// @ts-check
/**
 * HTTP load with wrk (Debian's `wrk` package) over the site's mix
 * (http-load.mjs): wrk-mix.lua sends the mix's URLs in turn and counts statuses, and
 * parseWrkOutput() turns wrk's output into the run's figures. wrk is written in C: on the
 * 2-core machine it needs a quarter to a third of autocannon's CPU per request, which is CPU left to
 * the server under test (docs/decisions/306-bench-and-load-runs.md).
 */
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuSeconds, machineBusySeconds, TICKS_PER_SECOND } from "./cpu.mjs";
import { HEADERS, probeMix } from "./http-load.mjs";
import { parseWrkOutput } from "./wrk-parse.mjs";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "wrk-mix.lua");

/** @param {string} command @param {string[]} args @param {number} timeoutMs */
function run(command, args, timeoutMs) {
  const r = spawnSync(command, args, { encoding: "utf8", timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: 16 * 1024 * 1024 });
  return { ok: !r.error && r.status === 0, status: r.status, error: r.error, out: `${r.stdout ?? ""}${r.stderr ?? ""}` };
}

/** @returns {string | null} wrk's version line when `wrk` runs, else null */
function wrkVersion() {
  // `wrk -v` prints its version and usage, and exits with status 1.
  const r = spawnSync("wrk", ["-v"], { encoding: "utf8", timeout: 10_000 });
  if (r.error) return null;
  const line = `${r.stdout ?? ""}${r.stderr ?? ""}`.split("\n").find((l) => l.startsWith("wrk "));
  return line ? line.replace(/\s*Copyright.*$/, "").trim() : null;
}

/**
 * wrk, installed with apt-get when missing (root, or `sudo -n` so that it never waits for a
 * password; DEBIAN_FRONTEND=noninteractive, as tools/ensure-system-deps.sh does). Bounded:
 * each apt-get step is killed after 4 minutes.
 * @param {(line: string) => void} [log]
 * @returns {{ ok: true, version: string, installed: boolean } | { ok: false, reason: string }}
 */
export function ensureWrk(log = console.log) {
  const found = wrkVersion();
  if (found) return { ok: true, version: found, installed: false };
  if (process.platform !== "linux") return { ok: false, reason: "wrk is not installed (not Linux: no apt-get)" };
  if (run("sh", ["-c", "command -v apt-get"], 10_000).ok === false)
    return { ok: false, reason: "wrk is not installed and there is no apt-get" };
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root && !run("sh", ["-c", "command -v sudo"], 10_000).ok)
    return { ok: false, reason: "wrk is not installed; installing it needs root or sudo" };
  // Through `env`, because sudo drops most of the caller's environment.
  const prefix = [...(root ? [] : ["sudo", "-n"]), "env", "DEBIAN_FRONTEND=noninteractive", "apt-get"];
  const apt = (/** @type {string[]} */ args) => {
    const [command, ...rest] = [...prefix, ...args];
    return run(/** @type {string} */ (command), rest, 240_000);
  };
  // Waits for another apt-get (another checkout's run) instead of failing on its lock.
  const install = ["-o", "DPkg::Lock::Timeout=120", "install", "-y", "-qq", "--no-install-recommends", "wrk"];
  log("wrk is not installed: apt-get install wrk ...");
  let r = apt(install);
  if (!r.ok) {
    log("apt-get install failed; apt-get update, then install again ...");
    apt(["update", "-qq"]);
    r = apt(install);
  }
  const version = wrkVersion();
  if (version) return { ok: true, version, installed: true };
  const why = r.error ? String(r.error) : r.out.trim().split("\n").slice(-3).join(" / ");
  return { ok: false, reason: `wrk could not be installed with apt-get: ${why || `exit status ${r.status}`}` };
}

/** @returns {boolean} whether `taskset` (util-linux) runs */
export function hasTaskset() {
  return run("taskset", ["-c", "0", "true"], 10_000).ok;
}

/**
 * Pins every thread of these processes to the given CPUs (taskset -a -p -c).
 * @param {number[]} pids @param {string} cpus e.g. "0" or "0,1"
 * @returns {boolean} whether every pid was pinned
 */
export function pinProcesses(pids, cpus) {
  return pids.every((pid) => run("taskset", ["-a", "-p", "-c", cpus, String(pid)], 10_000).ok);
}

/**
 * @param {string} command @param {string[]} args @param {number} timeoutMs
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null, stdout: string, stderr: string }>}
 */
function runAsync(command, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (/** @type {string} */ c) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (/** @type {string} */ c) => (stderr += c));
    const kill = () => child.kill("SIGKILL");
    const timer = setTimeout(kill, timeoutMs);
    // The run's watchdog and signal handlers end with process.exit(): take wrk along.
    process.once("exit", kill);
    const settle = () => {
      clearTimeout(timer);
      process.off("exit", kill);
    };
    child.once("error", (error) => {
      settle();
      reject(error);
    });
    child.once("close", (code, signal) => {
      settle();
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * @param {{
 *   baseURL: string, mix: import("./http-load.mjs").MixEntry[], seconds: number, connections: number,
 *   serverPids: () => number[], threads: number, wrkCpus?: string,
 * }} options wrkCpus: run wrk under `taskset -c wrkCpus` (leave out for no pinning)
 * @returns {Promise<import("./http-load.mjs").LoadResult & { wrk: import("./wrk-parse.mjs").WrkFigures, command: string }>}
 */
export async function runWrkLoad({ baseURL, mix, seconds, connections, serverPids, threads, wrkCpus }) {
  const encodings = await probeMix(baseURL, mix);
  const headerArgs = Object.entries(HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const wrkArgs = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    ...headerArgs,
    "-s",
    SCRIPT,
    baseURL,
    "--",
    ...mix.map((m) => m.path),
  ];
  const [command, ...args] = wrkCpus ? ["taskset", "-c", wrkCpus, "wrk", ...wrkArgs] : ["wrk", ...wrkArgs];
  const pids = serverPids();
  const serverCpuBefore = cpuSeconds(pids);
  const machineCpuBefore = machineBusySeconds();
  // wrk stops itself after `seconds`; the timer is only for a wrk that hangs.
  const out = await runAsync(/** @type {string} */ (command), args, (seconds + 60) * 1000);
  const serverCpu = cpuSeconds(pids) - serverCpuBefore;
  const machineCpu = machineBusySeconds() - machineCpuBefore;
  if (out.code !== 0)
    throw new Error(`wrk ended with ${out.signal ?? `exit status ${out.code}`}:\n${out.stdout.slice(-1500)}${out.stderr.slice(-1500)}`);
  const w = parseWrkOutput(
    out.stdout,
    mix.map((m) => m.expect),
  );
  return {
    requests: w.requests,
    seconds: w.seconds,
    reqPerSec: w.rps,
    p50: w.p50Ms,
    p99: w.p99Ms,
    max: w.maxMs,
    statuses: w.statuses,
    expected404: w.expected404,
    unexpected: w.unexpected,
    unexpectedByPath: {},
    connectionErrors: w.socketErrors.connect + w.socketErrors.read + w.socketErrors.write,
    timeouts: w.socketErrors.timeout,
    encodings,
    serverCpu,
    loaderCpu: w.cpuTicks >= 0 ? w.cpuTicks / TICKS_PER_SECOND : 0,
    machineCpu,
    wrk: w,
    command: [command, ...args]
      .map((a) => (/[\s;*]/.test(a) ? `'${a}'` : a))
      .join(" ")
      .replace(`${SCRIPT}`, path.relative(process.cwd(), SCRIPT)),
  };
}

/** Default wrk threads: at most half the cores, so the server keeps the other half. */
export const defaultWrkThreads = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

// @ts-check
/** Starts `node server/site/server.mjs` (the server of `npm start`) on 127.0.0.1 for a load run or a test. */
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";

/**
 * @typedef {{
 *   baseURL: string,
 *   pid: number,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>,
 *   output(): string[],
 *   errors(): string[],
 *   stop(): Promise<void>,
 *   kill(): Promise<void>,
 * }} RunningNodeServer
 *   `output`: the first lines the server printed (its import line, its address); `errors`: its last stderr lines.
 */

/** @param {string} url @param {number} timeoutMs */
function probe(url, timeoutMs) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
  });
}

/**
 * `port` 0: any free port, read from the server's "Site at" line. `env`: more variables (LEAD_FORWARD_URL...).
 * `readyTimeoutMs` bounds a hang, not a speed: a start took over 15 s on a two-core machine running five builds.
 * @param {{ port: number, buildDir: string, inboxFile: string, repo?: string, readyTimeoutMs?: number, env?: Record<string, string> }} options
 * @returns {Promise<RunningNodeServer>}
 */
export async function startNodeServer({ port, buildDir, inboxFile, repo = process.cwd(), readyTimeoutMs = 60_000, env = {} }) {
  const child = spawn(process.execPath, [path.join(repo, "server", "site", "server.mjs")], {
    cwd: repo,
    // No per-client limit unless `env` sets one: load runs and tests post thousands of leads from 127.0.0.1.
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      QUIET: "1",
      LEAD_INBOX_FILE: inboxFile,
      LEAD_RATE_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let boundPort = port;
  /** The server's first lines on stdout (the import line, the address). @type {string[]} */
  const stdout = [];
  child.stdout.setEncoding("utf8").on("data", (/** @type {string} */ chunk) => {
    if (stdout.length < 50) stdout.push(...chunk.split("\n").filter(Boolean));
    const announced = /Site at http:\/\/[^:]+:(\d+)\//.exec(chunk);
    if (announced && boundPort === 0) boundPort = Number(announced[1]);
  });
  /** @type {string[]} */
  const stderr = [];
  child.stderr.setEncoding("utf8").on("data", (/** @type {string} */ chunk) => {
    stderr.push(chunk);
    if (stderr.length > 50) stderr.shift();
  });
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + readyTimeoutMs;
  while (boundPort === 0 || !(await probe(`http://127.0.0.1:${boundPort}/`, 1000))) {
    if (gone || Date.now() > deadline) {
      if (!gone) child.kill("SIGKILL");
      throw new Error(`node server on port ${port} did not start:\n${stderr.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const baseURL = `http://127.0.0.1:${boundPort}`;

  /** @param {NodeJS.Signals} signal @param {number} graceMs */
  async function end(signal, graceMs) {
    if (gone) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  }

  return {
    baseURL,
    pid: /** @type {number} */ (child.pid),
    exited,
    output: () => [...stdout],
    errors: () => stderr.join("").split("\n").filter(Boolean),
    stop: () => end("SIGTERM", 5000),
    kill: () => end("SIGKILL", 5000),
  };
}

// @ts-check
/**
 * nginx for a load run: tools/lib/run-nginx.mjs (deploy/nginx.conf on 127.0.0.1, its own
 * port, pid and temp files under .tmp/nginx-PORT/), plus the pids of its master and workers so
 * the run can say how much CPU nginx used.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { startNginx as start, stopStaleNginx } from "../lib/run-nginx.mjs";
import { childrenOf } from "./cpu.mjs";

/**
 * @typedef {{ baseURL: string, pids(): number[], stop(): void }} RunningNginx
 */

/**
 * Starts nginx from the current directory (the repository), stopping first one that an
 * interrupted run left on the same port.
 * @param {{ port: number, buildDir: string, upstreamPort?: number }} options `upstreamPort`: the Node server that
 *   /webhook/ and /healthz go to (run-nginx.mjs's default otherwise)
 * @returns {RunningNginx}
 */
export function startNginx({ port, buildDir, upstreamPort }) {
  stopStaleNginx(port);
  const nginx = start(port, buildDir, upstreamPort);
  // Where run-nginx.mjs keeps the pid file for this port.
  const pidFile = path.join(process.cwd(), ".tmp", `nginx-${port}`, "nginx.pid");
  let stopped = false;
  return {
    baseURL: nginx.baseURL,
    pids() {
      if (!existsSync(pidFile)) return [];
      const master = Number(readFileSync(pidFile, "utf8").trim());
      return [master, ...childrenOf(master)];
    },
    stop() {
      if (stopped) return;
      stopped = true;
      nginx.stop();
    },
  };
}

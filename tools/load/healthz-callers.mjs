// @ts-check
/**
 * The /healthz callers of tools/load/healthz-load.mjs, in a process of their own so that their work
 * never runs in the event loop that times the leads. `node healthz-callers.mjs BASE_URL CALLERS SECONDS
 * GAP_MS ADDRESSES [PATH]`: CALLERS clients ask BASE_URL/healthz (or PATH) in a loop for SECONDS, each pausing GAP_MS
 * between calls; ADDRESSES `each` gives caller i its own loopback address (127.2.x.y: a flood from many
 * addresses, each within nginx's per-address limit for a moment), `one` sends them all from 127.0.0.1.
 * Prints one JSON line: answers, answers per status, the answers' times in ms.
 */
import http from "node:http";

/** Caller `i`'s address in `each` mode. @param {number} i */
export const callerAddress = (i) => `127.2.${Math.floor(i / 254) % 256}.${(i % 254) + 1}`;

/**
 * @param {{ baseURL: string, callers: number, stopAt: number, gapMs: number, addresses: "each" | "one", path?: string }} options
 * @returns {Promise<{ answers: number, byStatus: Record<string, number>, ms: number[] }>}
 */
export async function healthFlood({ baseURL, callers, stopAt, gapMs, addresses, path = "/healthz" }) {
  /** @type {Record<string, number>} */
  const byStatus = {};
  /** @type {number[]} */
  const ms = [];
  const count = (/** @type {string} */ key) => (byStatus[key] = (byStatus[key] ?? 0) + 1);
  /** @param {http.Agent} agent @param {string | undefined} localAddress */
  const one = (agent, localAddress) =>
    new Promise((resolve) => {
      const from = performance.now();
      const req = http.get(`${baseURL}${path}`, { agent, timeout: 10_000, ...(localAddress ? { localAddress } : {}) }, (res) => {
        res.resume();
        res.on("end", () => {
          count(String(res.statusCode));
          ms.push(performance.now() - from);
          resolve(undefined);
        });
      });
      req.on("timeout", () => req.destroy());
      req.on("error", (error) => {
        count(/** @type {NodeJS.ErrnoException} */ (error).code ?? "error");
        resolve(undefined);
      });
    });
  const shared = new http.Agent({ keepAlive: true, maxSockets: callers });
  await Promise.all(
    Array.from({ length: callers }, async (_, i) => {
      // One keep-alive connection per caller, from its own address when asked.
      const each = addresses === "each";
      const agent = each ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : shared;
      while (Date.now() < stopAt) {
        await one(agent, each ? callerAddress(i) : undefined);
        if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      if (agent !== shared) agent.destroy();
    }),
  );
  shared.destroy();
  return { answers: ms.length, byStatus, ms };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseURL = "", callers = "200", seconds = "20", gapMs = "0", addresses = "each", path = "/healthz"] = process.argv.slice(2);
  const result = await healthFlood({
    baseURL,
    callers: Number(callers),
    stopAt: Date.now() + Number(seconds) * 1000,
    gapMs: Number(gapMs),
    addresses: addresses === "one" ? "one" : "each",
    path,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

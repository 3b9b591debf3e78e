// @ts-check
/**
 * A stand-in for the automation host on 127.0.0.1, for the relay's tests and `npm run load:relay`:
 * records every POST it receives (Idempotency-Key, path, body) and answers what `respond` says:
 * a status, a delay, or no answer at all. `down()` stops listening (connections are refused),
 * `up()` listens again on the same port.
 */
import http from "node:http";

/**
 * @typedef {{ key: string, path: string, body: unknown, contentType: string, attempt: number, at: number,
 *   headers: import("node:http").IncomingHttpHeaders, raw: string }} HostRequest
 *   `attempt`: how many times this key has reached the host, this one included; `raw`: the body's exact text
 * @typedef {{ status?: number, body?: string, headers?: Record<string, string>, delayMs?: number, hang?: boolean }} HostAnswer
 * @typedef {(request: HostRequest) => HostAnswer | Promise<HostAnswer>} Respond
 */

/** @param {{ port?: number, respond?: Respond }} [options] */
export async function startFakeHost({ port = 0, respond = () => ({ status: 200 }) } = {}) {
  /** @type {HostRequest[]} */
  const requests = [];
  /** How many times each key reached the host. @type {Map<string, number>} */
  const received = new Map();
  /** Keys answered with a 2xx that reached the relay's socket, and how often. @type {Map<string, number>} */
  const accepted = new Map();
  /** @type {Map<string, number>} */
  const inFlightByKey = new Map();
  let maxInFlightPerKey = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  let behaviour = respond;

  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (/** @type {Buffer} */ c) => chunks.push(c));
    req.on("end", async () => {
      const key = String(req.headers["idempotency-key"] ?? "");
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = Buffer.concat(chunks).toString("utf8");
      }
      const attempt = (received.get(key) ?? 0) + 1;
      received.set(key, attempt);
      /** @type {HostRequest} */
      const request = {
        key,
        path: req.url ?? "",
        body,
        contentType: String(req.headers["content-type"] ?? ""),
        attempt,
        at: Date.now(),
        headers: req.headers,
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      inFlightByKey.set(key, (inFlightByKey.get(key) ?? 0) + 1);
      maxInFlightPerKey = Math.max(maxInFlightPerKey, inFlightByKey.get(key) ?? 0);
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      res.on("close", () => {
        inFlight--;
        inFlightByKey.set(key, (inFlightByKey.get(key) ?? 1) - 1);
      });
      const answer = await behaviour(request);
      if (answer.hang) return;
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      const status = answer.status ?? 200;
      if (status >= 200 && status < 300) res.on("finish", () => accepted.set(key, (accepted.get(key) ?? 0) + 1));
      res.writeHead(status, { "Content-Type": "application/json", ...answer.headers });
      res.end(answer.body ?? JSON.stringify({ ok: status < 300 }));
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  /** @param {number} p */
  const listen = (p) =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(p, "127.0.0.1", () => {
        server.off("error", reject);
        resolve(undefined);
      });
    });
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve(undefined));
    });

  await listen(port);
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  return {
    url: `http://127.0.0.1:${boundPort}`,
    requests,
    received,
    accepted,
    /** @param {Respond} fn */
    setRespond(fn) {
      behaviour = fn;
    },
    /** Keys received more than once with a 2xx answer each time (a redelivery the host must dedupe). */
    duplicates: () => [...accepted.values()].filter((n) => n > 1).length,
    concurrency: () => ({ maxInFlight, maxInFlightPerKey }),
    /** Refuses connections from now on (hung answers are cut). */
    down: close,
    up: () => listen(boundPort),
    close,
  };
}

// @ts-check
/**
 * Sends leads to the local inbox the way the site's forms do (POST /webhook/:automationId with
 * the JSON body of app/features/lead-form/submission.ts), from N concurrent keep-alive clients.
 * Every lead carries a unique id (in its e-mail and in a `load_id` tag) so the file can be
 * checked lead by lead against what the server acknowledged.
 */
import http from "node:http";
import { buildLead, formTags } from "../../tests/support/lead-builder.ts";

/**
 * @typedef {{ sent: number, acked: Set<string>, failed: Record<string, number>, seconds: number, ackMs: number[] }} BurstResult
 *   `ackMs`: how long each acknowledged lead waited for its "ok", in ms
 */

/** @param {string} id */
export function leadBody(id, origin = "http://127.0.0.1") {
  // The id is in the e-mail and the load_id tag (a name takes letters and spaces only).
  return buildLead({
    email: `carga+${id}@clinica-exemplo.com.br`,
    tags: formTags({
      query: [
        { name: "utm_source", value: "carga" },
        { name: "load_id", value: id },
      ],
      originUrl: `${origin}/contato`,
    }),
  });
}

/** The `q` quantile (0..1) of some figures, e.g. acknowledgement times. @param {number[]} values @param {number} q */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** The unique id of a stored lead, or undefined for one this run did not send. */
export function leadId(/** @type {{ tags?: { name: string, value: string }[] }} */ lead) {
  return lead.tags?.find((t) => t.name === "load_id")?.value;
}

/**
 * @param {http.Agent | false} agent false: a connection of its own, from `localAddress`
 * @param {string} baseURL
 * @param {string} id
 * @param {string} [localAddress] the loopback address the lead comes from (127.0.0.0/8 all reach 127.0.0.1)
 * @returns {Promise<"ok" | string>} "ok" when the inbox answered 200 {"ok":true}, else why not
 */
function postLead(agent, baseURL, id, localAddress) {
  const body = JSON.stringify(leadBody(id, baseURL));
  return new Promise((resolve) => {
    const req = http.request(
      `${baseURL}/webhook/contato-form-automation-id`,
      {
        method: "POST",
        agent,
        ...(localAddress ? { localAddress } : {}),
        timeout: 10_000,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Origin: baseURL },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (/** @type {Buffer} */ c) => chunks.push(c));
        res.on("end", () => {
          if (res.statusCode !== 200) return resolve(`HTTP ${res.statusCode}`);
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")).ok === true ? "ok" : "body without ok:true");
          } catch {
            resolve("body not JSON");
          }
        });
        res.on("error", (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message));
    req.end(body);
  });
}

/**
 * Sends up to `count` leads from `clients` concurrent clients. `shouldStop` is asked before
 * each new lead (a burst interrupted by a crash stops sending); the burst also ends at `deadlineMs`.
 * `addressOf(n)`: lead n comes from that loopback address on a connection of its own (through nginx,
 * whose per-address lead limit would refuse a burst from one address); else keep-alive connections.
 * @param {{ baseURL: string, prefix: string, count: number, clients: number, deadlineMs: number,
 *   shouldStop?: () => boolean, onAck?: (acked: number) => void, addressOf?: (n: number) => string }} options
 * @returns {Promise<BurstResult>}
 */
export async function sendBurst({ baseURL, prefix, count, clients, deadlineMs, shouldStop = () => false, onAck, addressOf }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const acked = new Set();
  /** @type {number[]} */
  const ackMs = [];
  /** @type {Record<string, number>} */
  const failed = {};
  let next = 0;
  const started = Date.now();

  async function client() {
    while (next < count && !shouldStop() && Date.now() < deadlineMs) {
      const n = next++;
      const id = `${prefix}-${String(n).padStart(6, "0")}`;
      const posted = performance.now();
      const outcome = await postLead(addressOf ? false : agent, baseURL, id, addressOf?.(n));
      if (outcome === "ok") {
        ackMs.push(performance.now() - posted);
        acked.add(id);
        onAck?.(acked.size);
      } else {
        failed[outcome] = (failed[outcome] ?? 0) + 1;
      }
    }
  }

  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  return { sent: next, acked, failed, seconds: Math.round((Date.now() - started) / 100) / 10, ackMs };
}

/**
 * A burst that kills the server (SIGKILL) once `killAfter` leads are acknowledged; clients stop
 * sending at the kill. Resolves once the process is gone: what a crash mid-burst leaves behind.
 * @param {{ server: { baseURL: string, kill(): Promise<void> }, killAfter: number, prefix: string,
 *   count: number, clients: number, deadlineMs: number }} options
 * @returns {Promise<BurstResult>}
 */
export async function sendBurstAndKill({ server, killAfter, ...burst }) {
  /** @type {Promise<void> | undefined} */
  let killing;
  const result = await sendBurst({
    ...burst,
    baseURL: server.baseURL,
    shouldStop: () => killing !== undefined,
    onAck: (acked) => {
      if (killing === undefined && acked >= killAfter) killing = server.kill();
    },
  });
  await killing;
  return result;
}

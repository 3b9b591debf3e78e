// @ts-check
/**
 * `GET /` at a fixed rate, each request timed from its start: what a visitor waits for a page
 * while the server is idle, or while a burst of leads is written beside it. A fixed rate (not a
 * closed loop) so that a stalled server shows as late answers, not as fewer requests.
 */
import http from "node:http";

/**
 * @param {{ baseURL: string, perSecond: number, seconds: number, until?: Promise<unknown> }} options
 *   `until`: stop sending once it settles (at most `seconds` anyway)
 * @returns {Promise<{ ms: number[], failed: number, why: Record<string, number> }>}
 *   `why`: the failures by status or error code
 */
export async function probePages({ baseURL, perSecond, seconds, until }) {
  let done = false;
  void until?.finally(() => (done = true));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** @type {number[]} */
  const ms = [];
  let failed = 0;
  /** @type {Record<string, number>} */
  const why = {};
  const fail = (/** @type {string} */ reason) => {
    failed++;
    why[reason] = (why[reason] ?? 0) + 1;
  };
  /** @type {Promise<void>[]} */
  const requests = [];
  const started = performance.now();
  for (let i = 0; i < perSecond * seconds && !done; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    requests.push(
      new Promise((resolve) => {
        const t = performance.now();
        const req = http.get(`${baseURL}/`, { agent, timeout: 15_000, headers: { "Accept-Encoding": "br" } }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 200) ms.push(performance.now() - t);
            else fail(`HTTP ${res.statusCode}`);
            resolve();
          });
        });
        req.on("timeout", () => req.destroy());
        req.on("error", (error) => {
          fail(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message);
          resolve();
        });
      }),
    );
  }
  await Promise.all(requests);
  agent.destroy();
  return { ms, failed, why };
}

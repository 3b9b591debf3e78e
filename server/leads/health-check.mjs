// @ts-check
/**
 * `GET /healthz` for uptime monitors and the service manager: 200 when the leads database takes a
 * write (a heartbeat row committed as a lead would be), has room under its size limit, and the
 * relay's backlog (pending leads already due) is under a bound; 503 with the reason otherwise.
 * JSON for machines, never personal data. Not under /webhook/: no per-client limit applies.
 */

/** More due leads than this: the relay is not keeping up (the host is down, or refuses). */
export const MAX_BACKLOG = 1000;
/** A database that has not answered by then counts as down (a monitor gives up after about 10 s). */
export const HEALTH_TIMEOUT_MS = 5000;

/**
 * @param {{ store: Pick<import("./lead-ops.mjs").LeadOps, "health"> | null, maxBacklog?: number, timeoutMs?: number, now?: () => number }} options
 *   `store` null: this build posts leads straight to the automation host, nothing is stored here
 * @returns {() => Promise<{ status: number, body: Record<string, unknown> }>}
 */
export function createHealthCheck({ store, maxBacklog = MAX_BACKLOG, timeoutMs = HEALTH_TIMEOUT_MS, now = Date.now }) {
  return async () => {
    if (!store) return { status: 200, body: { ok: true, leads: "not stored here" } };
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    try {
      const { full, backlog } = /** @type {{ full: boolean, backlog: number }} */ (await Promise.race([store.health(now()), late]));
      if (full) return { status: 503, body: { ok: false, reason: "the leads database is at its size limit", backlog } };
      if (backlog >= maxBacklog)
        return { status: 503, body: { ok: false, reason: `${backlog} leads due for delivery (bound ${maxBacklog})`, backlog } };
      return { status: 200, body: { ok: true, backlog } };
    } catch (error) {
      // SQLite's and the system's messages name the fault, never a lead.
      return {
        status: 503,
        body: { ok: false, reason: `the leads database refuses writes: ${/** @type {Error} */ (error)?.message ?? error}` },
      };
    } finally {
      clearTimeout(timer);
    }
  };
}

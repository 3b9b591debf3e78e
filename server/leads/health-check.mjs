// @ts-check
/**
 * `GET /healthz` for uptime monitors and the service manager: 200 when the leads database takes
 * writes, has room for leads under its size limit, and the relay keeps up; 503 with the reason in
 * words otherwise. A call costs no write and no count: the server commits a heartbeat and counts
 * the relay's backlog on its own clock (every HEARTBEAT_MS, one at a time), and a call reads the last
 * result. A flood of callers therefore adds nothing to the database thread that acknowledges leads.
 * The public answer holds no figure (the backlog is a business signal, SQLite's text names
 * files): the detail is `npm run leads -- --check`. JSON for machines, never personal data.
 */

/** More due leads than this: the relay is not keeping up (the host is down, or refuses). */
export const MAX_BACKLOG = 1000;
/** How often the server commits its heartbeat and counts the backlog. */
export const HEARTBEAT_MS = 5000;
/** A heartbeat not answered by then counts as failed (a monitor gives up after about 10 s). */
export const HEALTH_TIMEOUT_MS = 5000;

/**
 * @typedef {{ atMs: number, ok: true, full: boolean, backlog: number } | { atMs: number, ok: false }} Beat
 *   the last refresh: `atMs` when it ended; `ok` false: the heartbeat was not committed
 * @typedef {{ status: number, body: Record<string, unknown> }} HealthAnswer
 */

/**
 * What /healthz answers for the last refresh `beat` (null: none has ended yet) at `nowMs`. Pure.
 * @param {Beat | null} beat @param {{ nowMs: number, maxBacklog: number, staleMs: number }} bounds
 * @returns {HealthAnswer}
 */
export function healthAnswer(beat, { nowMs, maxBacklog, staleMs }) {
  const down = (/** @type {string} */ reason) => ({ status: 503, body: { ok: false, reason } });
  if (!beat || !beat.ok) return down("the leads database refuses writes");
  if (nowMs - beat.atMs > staleMs) return down("the leads database has not answered the server's heartbeat");
  if (beat.full) return down("the leads database is at its size limit: new leads are refused");
  if (beat.backlog >= maxBacklog) return down("deliveries to the automation host are behind");
  return { status: 200, body: { ok: true, status: "up" } };
}

/**
 * @param {{ store: Pick<import("./lead-ops.mjs").LeadOps, "health"> | null, maxBacklog?: number, intervalMs?: number,
 *   timeoutMs?: number, now?: () => number }} options
 *   `store` null: this build posts leads straight to the automation host, nothing is stored here
 * @returns {(() => Promise<HealthAnswer>) & { stop(): void, refresh(): Promise<void> }}
 */
export function createHealthCheck({
  store,
  maxBacklog = MAX_BACKLOG,
  intervalMs = HEARTBEAT_MS,
  timeoutMs = HEALTH_TIMEOUT_MS,
  now = Date.now,
}) {
  if (!store) {
    const idle = async () => ({ status: 200, body: { ok: true, leads: "not stored here" } });
    return Object.assign(idle, { stop() {}, refresh: async () => undefined });
  }
  const live = store;
  /** @type {Beat | null} */
  let beat = null;
  /** @type {Promise<void> | null} */
  let running = null;
  let stopped = false;

  /** One heartbeat and count at a time: a refresh asked during one shares it. */
  function refresh() {
    running ??= (async () => {
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("no answer")), timeoutMs);
      });
      try {
        const { full, backlog } = /** @type {{ full: boolean, backlog: number }} */ (await Promise.race([live.health(now()), late]));
        beat = { atMs: now(), ok: true, full, backlog };
      } catch {
        beat = { atMs: now(), ok: false };
      } finally {
        clearTimeout(timer);
        running = null;
      }
    })();
    return running;
  }

  const clock = setInterval(() => void refresh(), intervalMs);
  clock.unref();
  const first = refresh();

  const check = async () => {
    if (!beat) await first;
    // A heartbeat that is two periods old means the refreshes hang (a database thread stuck).
    return healthAnswer(stopped ? null : beat, { nowMs: now(), maxBacklog, staleMs: 2 * intervalMs + timeoutMs });
  };
  return Object.assign(check, {
    refresh,
    stop() {
      stopped = true;
      clearInterval(clock);
    },
  });
}

// @ts-check
/**
 * The leads side of `npm start` behind one call: the site server (server/site/server.mjs) hands it the
 * build's settings and the environment, and mounts what comes back (the handler of /webhook/, the
 * answer of /healthz) without knowing how a lead is stored, relayed or kept.
 *
 * When the build posts leads to this same origin, it opens the store: by default the embedded SQLite
 * database (its lock: one server per database; the database in its own thread), or with
 * LEAD_DATABASE_URL PostgreSQL (any number of servers on one database: ./pg/). With LEAD_FORWARD_URL it
 * starts the relay, which
 * resumes every undelivered lead. Once the server listens, `afterListen` imports an earlier version's
 * JSON-lines files and purges leads past LEAD_RETENTION_DAYS. A build that posts straight to the
 * automation host stores nothing here: no handler, and a health that says so.
 */
import { existsSync } from "node:fs";
import { apiMessages } from "../../app/content/lead-contract/api-messages.ts";
import { createHealthCheck } from "./health-check.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {{
 *   handle: ((req: Request, res: Response) => void) | null,
 *   health: ReturnType<typeof createHealthCheck>,
 *   file: string | null,
 *   afterListen(): Promise<void>,
 *   stop(): Promise<void>,
 * }} Leads
 *   `handle`: answers every /webhook/ request (null: this build posts leads elsewhere); `file`: the database
 *   (the SQLite file, or PostgreSQL's URL without its password)
 */

/**
 * Every setting is checked before anything is opened: a wrong one throws at once, with one line.
 * @param {{ automationApi: string }} build what postbuild recorded in build-info.json
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<Leads>}
 */
export async function startLeads(build, env) {
  const forwarding = Boolean(env.LEAD_FORWARD_URL);
  if (build.automationApi !== "") {
    if (forwarding) console.warn(`LEAD_FORWARD_URL ignored: this build posts leads straight to ${build.automationApi}`);
    return { handle: null, health: createHealthCheck({ store: null }), file: null, afterListen: async () => {}, stop: async () => {} };
  }
  // Loaded only here: a site whose leads go elsewhere never opens node:sqlite or its thread.
  const { createLeadInbox, DEFAULT_SITE_URL } = await import("./lead-inbox.mjs");
  const { isJsonLinesFile, leadStorePaths, maxBytesFromEnv } = await import("./lead-store.mjs");
  const { lockServer } = await import("./server-lock.mjs");
  const { startLeadWorker } = await import("./lead-db-client.mjs");
  const { purgeArchives, retentionDaysFromEnv } = await import("./lead-upkeep.mjs");
  const { rateLimitFromEnv } = await import("./rate-limit.mjs");
  const { archivesOf } = await import("./lead-import.mjs");
  const paths = leadStorePaths(env);
  const log = env.QUIET === "1" ? () => {} : (/** @type {string} */ line) => console.log(line);
  const limits = rateLimitFromEnv(env);
  const retentionDays = retentionDaysFromEnv(env);
  const maxBytes = maxBytesFromEnv(env);
  const siteOrigin = new URL(env.VITE_SITE_URL || DEFAULT_SITE_URL).origin;
  const relayConfig = forwarding ? (await import("./relay-config.mjs")).relayConfigFromEnv(env) : null;
  // LEAD_DATABASE_URL selects PostgreSQL; unset, the embedded SQLite store exactly as before.
  const databaseUrl = env.LEAD_DATABASE_URL ? (await import("./pg/pg-pool.mjs")).databaseUrlFromEnv(env) : null;
  if (!databaseUrl && existsSync(paths.db) && isJsonLinesFile(paths.db)) throw new Error(`${paths.db} is not a SQLite database`);

  /** @type {{ store: import("./lead-ops.mjs").LeadOps, stop(): Promise<void>, where: string }} */
  let opened;
  if (databaseUrl) {
    const { openPgLeadOps, DEFAULT_LEASE_MS } = await import("./pg/pg-lead-ops.mjs");
    const { redactUrl } = await import("./pg/pg-pool.mjs");
    const leaseMs = claimLeaseFromEnv(env, relayConfig?.timing.attemptTimeoutMs ?? 0, DEFAULT_LEASE_MS);
    const store = await openPgLeadOps(databaseUrl, { leaseMs });
    opened = { store, stop: () => store.close(), where: redactUrl(databaseUrl) };
  } else {
    const lock = lockServer(paths.db);
    // A database thread that dies leaves no lead acknowledged without its commit (its calls fail);
    // the process then ends, so that the service manager starts a whole new one.
    const onExit = (/** @type {Error} */ error) => {
      console.error(`npm start: ${error.message}; exiting so that the service manager starts the server again`);
      process.exit(1);
    };
    const worker = await startLeadWorker({ file: paths.db, maxBytes, onExit }).catch((error) => {
      lock.release();
      throw error;
    });
    opened = {
      store: worker.store,
      async stop() {
        await worker.stop();
        lock.release();
      },
      where: paths.db,
    };
  }
  const { store } = opened;

  const purge = async () => {
    const removed = await store.purge(retentionDays, Date.now());
    const archives = [paths.legacyInbox, paths.legacyDelivery].flatMap(archivesOf);
    const files = await purgeArchives(archives, retentionDays, Date.now());
    if (removed + files.length > 0)
      log(`[lead-store] retention (${retentionDays} days): removed ${removed} settled lead(s) and ${files.length} import archive(s)`);
  };
  /** @param {string} what @param {unknown} error */
  const failed = (what, error) => console.error(`[lead-store] ${what} failed:`, /** @type {Error} */ (error)?.message ?? error);
  const daily = setInterval(() => void purge().catch((error) => failed("retention purge", error)), 24 * 3_600_000);
  daily.unref();

  let relay = null;
  if (relayConfig) {
    const { createLeadRelay } = await import("./lead-relay.mjs");
    relay = createLeadRelay({ ...relayConfig, store, log });
    const started = await relay.start();
    console.log(
      `Leads relayed to ${new URL(relayConfig.forwardUrl).origin}/…/webhook/{automationId}: ${started.resumed} undelivered resumed, ${started.failed} failed (npm run leads)`,
    );
  } else {
    const pending = await store.pendingCount();
    if (pending > 0)
      console.warn(`${pending} relayed lead(s) wait for delivery: start with LEAD_FORWARD_URL to deliver them (npm run leads)`);
  }
  const inbox = createLeadInbox({ store, log, relay, ...limits, siteOrigin });
  // The heartbeat and the backlog count run on the server's clock; /healthz reads their last result.
  const health = createHealthCheck({ store });
  return {
    handle(req, res) {
      inbox.handle(req, res).catch((/** @type {unknown} */ error) => {
        console.error("[lead-inbox] request failed:", /** @type {Error} */ (error)?.message ?? error);
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { "Content-Type": "application/json", "Cache-Control": "no-store" });
        res.end(JSON.stringify({ ok: false, error: apiMessages.internalError }));
      });
    },
    health,
    file: opened.where,
    async afterListen() {
      try {
        // The import line is said even with QUIET: it happens once and changes the files.
        await store.importLegacy(paths);
        relay?.enqueue();
      } catch (error) {
        failed("import of the earlier version's files (it resumes where it stopped at the next start)", error);
      }
      await purge().catch((error) => failed("retention purge", error));
    },
    async stop() {
      health.stop();
      clearInterval(daily);
      await relay?.stop();
      await opened.stop();
    },
  };
}

/**
 * How long a server's claim on a lead holds (PostgreSQL): LEAD_CLAIM_LEASE_MS, or by default 60 s and
 * at least twice an attempt's timeout. It must outlast an attempt (a lead in flight is never taken by
 * another server); shorter means a dead server's leads wait less for another one.
 * @param {NodeJS.ProcessEnv} env @param {number} attemptTimeoutMs @param {number} fallbackMs
 */
export function claimLeaseFromEnv(env, attemptTimeoutMs, fallbackMs) {
  const raw = env.LEAD_CLAIM_LEASE_MS ?? "";
  if (raw === "") return Math.max(fallbackMs, 2 * attemptTimeoutMs);
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= attemptTimeoutMs + 1000)
    throw new Error(
      `LEAD_CLAIM_LEASE_MS must be a whole number of ms over LEAD_FORWARD_TIMEOUT_MS + 1000 (${attemptTimeoutMs + 1000}), not ${raw}`,
    );
  return value;
}

// @ts-check
/**
 * `npm run leads`: counts of the leads database (received, delivered, pending, failed) and the
 * pending and failed leads. Safe while the server runs (SQLite serializes the writes; a busy
 * timeout waits for the server's). The reading commands open the database read-only, and every
 * command refuses a database that is not there (a wrong LEAD_INBOX_FILE must not create an empty
 * one that reports OK). Stored text is printed with control characters escaped (a lead cannot
 * drive the terminal).
 *   --retry-failed   puts every failed lead back in the queue: a running server sends them within
 *                    seconds, a stopped one at its next start.
 *   --check          prints one line and exits 1 when a lead has failed or has waited more than
 *                    an hour, or the server could not store in the last hour (for cron or a
 *                    monitor), 0 otherwise; a second line gives what /healthz keeps to itself:
 *                    the backlog due now, the server's last heartbeat, the database's size.
 *   --forget EMAIL   removes that person's leads (the whole address, any case) and the address
 *                    wherever another record quotes it, leaving no copy in the data folder (LGPD art. 18).
 *   --export         every stored lead as one JSON line, with its delivery status and attempts.
 *   --report         leads of the last 7 and 30 days per form, per `source` and per `utm_campaign`.
 * Database: LEAD_INBOX_FILE (data/leads.db), or PostgreSQL when LEAD_DATABASE_URL is set (as the
 * server chooses): one LeadAdmin interface over both (lead-admin.mjs).
 */
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openLeadAdmin, openSqliteLeadAdmin } from "./lead-admin.mjs";
import { DEFAULT_TIMING } from "./relay-policy.mjs";

/** @typedef {import("./lead-records.mjs").LeadRecord} LeadRecord @typedef {import("./lead-admin.mjs").LeadAdmin} LeadAdmin */

/** A pending lead older than this makes `--check` fail. */
export const CHECK_MAX_WAIT_MS = 3_600_000;
/** A server whose heartbeat (every few seconds while it runs) is older than this is shown as stale. */
export const STALE_HEARTBEAT_MS = 60_000;
/** Pending and failed leads listed at most, per state (the rest: --export). */
export const LIST_LIMIT = 1000;

/**
 * Text from a lead or a host's answer, safe to print: control characters and the bidirectional
 * overrides that could disguise a line are shown as \u escapes.
 * @param {unknown} text
 */
export function printable(text) {
  return String(text ?? "").replace(
    /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );
}

/** @param {LeadRecord} lead @param {string} detail */
function row(lead, detail) {
  const { receivedAt, id, automationId, email } = lead;
  return `  ${printable(receivedAt)}  ${printable(id)}  ${printable(automationId)}  ${printable(email)}  ${printable(detail)}`;
}

/** @param {LeadRecord} lead */
function failedDetail(lead) {
  const f = lead.failure;
  const why =
    f?.reason === "expired" ? `retries ran out after ${lead.attempts} attempts` : `refused by the host (attempt ${lead.attempts})`;
  const answer = f?.answer ? `; answer: ${f.answer.replace(/\s+/g, " ").trim()}` : "";
  return `${why} at ${lead.settledAt}: ${f?.status ? `HTTP ${f.status}${answer}` : lead.lastError}`;
}

/**
 * Runs `fn` on the store: an open LeadAdmin as it is (its opener closes it), or a SQLite file,
 * opened read-only unless `write` (a missing file is refused) and closed after.
 * @param {string | LeadAdmin} store @param {(admin: LeadAdmin) => Promise<T> | T} fn @param {boolean} [write] @template T
 */
async function withAdmin(store, fn, write = false) {
  if (typeof store !== "string") return fn(store);
  const admin = openSqliteLeadAdmin(store, { write });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

/**
 * The report, and with `retryFailed` the failed leads put back in the queue.
 * @param {string | LeadAdmin} store the database file, or an open store
 * @param {{ retryFailed?: boolean, now?: () => Date }} [options]
 */
export function leadsReport(store, { retryFailed = false, now = () => new Date() } = {}) {
  return withAdmin(
    store,
    async (admin) => {
      const counts = await admin.counts();
      const lines = [
        `Leads: ${admin.where}`,
        `received ${counts.received}, delivered ${counts.delivered}, pending ${counts.pending}, failed ${counts.failed}` +
          (counts.inbox > 0 ? ` (${counts.inbox} stored without the relay: inbox only, never sent)` : ""),
      ];
      const pending = await admin.list("pending", LIST_LIMIT);
      const failed = await admin.list("failed", LIST_LIMIT);
      const more = (/** @type {number} */ total, /** @type {number} */ shown) =>
        total > shown ? [`  ... and ${total - shown} more (npm run leads -- --export)`] : [];
      if (pending.length > 0) {
        lines.push(`\nPending (${counts.pending}): time, id, form, e-mail, last error`);
        for (const p of pending)
          lines.push(row(p, p.attempts === 0 ? "not attempted yet" : `${p.attempts} failed attempt(s); last error: ${p.lastError}`));
        lines.push(...more(counts.pending, pending.length));
      }
      if (failed.length > 0) {
        lines.push(`\nFailed (${counts.failed}): time, id, form, e-mail, last error`);
        for (const f of failed) lines.push(row(f, failedDetail(f)));
        lines.push(...more(counts.failed, failed.length));
      }
      let requeued = 0;
      if (retryFailed) {
        requeued = await admin.requeueFailed(now());
        lines.push(
          `\n${requeued} failed lead(s) put back in the queue.` +
            (requeued > 0
              ? ` A running server (LEAD_FORWARD_URL) sends them within ${DEFAULT_TIMING.requeuePollMs / 1000} s; a stopped one at its next start.`
              : ""),
        );
      } else if (failed.length > 0) {
        lines.push("\nFix the cause, then `npm run leads -- --retry-failed` puts the failed leads back in the queue.");
      }
      const nowMs = now().getTime();
      const started = (/** @type {LeadRecord} */ p) => Date.parse(p.since ?? p.receivedAt) || nowMs;
      const waitedLong = pending.filter((p) => nowMs - started(p) > CHECK_MAX_WAIT_MS).length;
      const { inbox: notRelayed, received, delivered } = counts;
      return {
        text: lines.join("\n"),
        counts: { received, delivered, pending: counts.pending, failed: counts.failed, notRelayed },
        requeued,
        waitedLong,
      };
    },
    retryFailed,
  );
}

/**
 * `--check`: one line, and whether all is well (no failed lead, none pending for over an hour).
 * @param {string | LeadAdmin} store @param {{ now?: () => Date }} [options]
 */
export async function leadsCheck(store, options = {}) {
  const { counts, waitedLong } = await leadsReport(store, options);
  const nowMs = (options.now?.() ?? new Date()).getTime();
  const storage = storageProblem(await withAdmin(store, (admin) => admin.storageState()), nowMs);
  const ok = counts.failed === 0 && waitedLong === 0 && storage === "";
  const line =
    `${ok ? "OK" : "PROBLEM"}: ${counts.failed} failed, ${waitedLong} pending for more than ${CHECK_MAX_WAIT_MS / 3_600_000} h` +
    `${storage} (received ${counts.received}, delivered ${counts.delivered}, pending ${counts.pending})` +
    (ok ? "" : "; see npm run leads");
  return { ok, line, detail: await serverDetail(store, nowMs) };
}

/**
 * What /healthz keeps to itself, for the operator: the backlog due now, the server's last
 * heartbeat (it commits one every few seconds while it runs) and the size of the database files.
 * @param {string | LeadAdmin} store @param {number} nowMs
 */
export function serverDetail(store, nowMs) {
  return withAdmin(store, async (admin) => {
    const { backlog, heartbeatMs, bytes, servers = [] } = await admin.detail(nowMs);
    const ago = (/** @type {number} */ ms) => `${Math.round((nowMs - ms) / 1000)} s ago`;
    const heartbeat = heartbeatMs !== null ? `last heartbeat ${ago(heartbeatMs)}` : "no heartbeat yet";
    // Several servers on one database: each one's, those silent past STALE_HEARTBEAT_MS named as such.
    const each = servers.map(
      (s) => `${printable(s.name)} ${ago(s.heartbeatMs)}${nowMs - s.heartbeatMs > STALE_HEARTBEAT_MS ? " (stale)" : ""}`,
    );
    return `backlog ${backlog} due now, ${heartbeat}, database ${(bytes / 1_048_576).toFixed(1)} MB${each.length > 0 ? `; servers: ${each.join(", ")}` : ""}`;
  });
}

/**
 * The server's storage failure to report: one that goes on, or ended less than an hour ago (the
 * visitors of that time were answered 503: someone should know), as a clause of the --check line.
 * @param {import("./storage-state.mjs").StorageState | null} state @param {number} nowMs
 */
export function storageProblem(state, nowMs) {
  if (!state?.since) return "";
  const what = `${state.refused} write(s) refused, last: ${printable(state.reason)}`;
  if (state.failing) return `, storage failing since ${state.since} (${what})`;
  const ended = Date.parse(state.until ?? "") || 0;
  return nowMs - ended < CHECK_MAX_WAIT_MS ? `, storage failed from ${state.since} to ${state.until} (${what})` : "";
}

/** `--report`: the counts of the last 7 and 30 days. @param {string | LeadAdmin} store @param {Date} [now] */
export function leadsCountReport(store, now = new Date()) {
  return withAdmin(store, async (admin) => {
    const rows = await admin.leadCounts(now);
    const lines = [
      `Leads received in the last 7 and 30 days (${now.toISOString().slice(0, 10)})`,
      "  by            value                                    7 d     30 d",
    ];
    for (const r of rows)
      lines.push(
        `  ${r.by.padEnd(12)}  ${printable(r.value || "(none)")
          .slice(0, 40)
          .padEnd(40)} ${String(r.last7).padStart(6)} ${String(r.last30).padStart(8)}`,
      );
    return lines.join("\n");
  });
}

/**
 * What `--forget` says: "no copy is left" only when it found the address somewhere; when it found
 * nothing it says so, since a mistyped address would otherwise read as a request fulfilled.
 * @param {{ removed: number, redacted: number, files: number }} done @param {string} folder
 */
export function forgetSummary({ removed, redacted, files }, folder) {
  if (removed + redacted + files === 0)
    return `No lead, record or archived line holds that e-mail in ${folder}: nothing was removed. Check the address (as the person wrote it in the form).`;
  return (
    `Removed ${removed} lead(s) with that e-mail; redacted it in ${redacted} other record(s) and ${files} archived line(s); ` +
    `no copy is left in ${folder}.`
  );
}

const USAGE = "Usage: npm run leads [-- --retry-failed | --check | --forget EMAIL | --export | --report]";

/** @param {string[]} args */
async function main(args) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      "retry-failed": { type: "boolean" },
      check: { type: "boolean" },
      forget: { type: "string" },
      export: { type: "boolean" },
      report: { type: "boolean" },
    },
    strict: true,
    allowPositionals: true,
  });
  const chosen = Object.keys(values);
  if (positionals.length > 0 || chosen.length > 1) throw Object.assign(new Error(`unknown arguments ${args.join(" ")}`), { usage: true });
  const admin = await openLeadAdmin(process.env, { write: values.forget !== undefined || Boolean(values["retry-failed"]) });
  try {
    await run(admin, values);
  } finally {
    await admin.close();
  }
}

/**
 * @param {LeadAdmin} admin
 * @param {{ forget?: string, check?: boolean, export?: boolean, report?: boolean, "retry-failed"?: boolean }} values
 */
async function run(admin, values) {
  if (values.forget !== undefined) {
    console.log(forgetSummary(await admin.forget(values.forget), admin.folder));
  } else if (values.check) {
    const { ok, line, detail } = await leadsCheck(admin);
    console.log(`${line}\n  server: ${detail}`);
    process.exitCode = ok ? 0 : 1;
  } else if (values.export) {
    let chunk = "";
    for await (const lead of admin.all()) {
      chunk += `${JSON.stringify(lead)}\n`;
      // Written in pieces, waiting for the pipe: an export of any size runs in bounded memory.
      if (chunk.length < 1 << 20) continue;
      const flowing = process.stdout.write(chunk);
      chunk = "";
      if (!flowing) await once(process.stdout, "drain");
    }
    process.stdout.write(chunk);
  } else if (values.report) {
    console.log(await leadsCountReport(admin));
  } else {
    console.log((await leadsReport(admin, { retryFailed: Boolean(values["retry-failed"]) })).text);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    const e = /** @type {Error & { code?: string, usage?: boolean }} */ (error);
    const usage = e.usage || String(e.code).startsWith("ERR_PARSE_ARGS");
    console.error(`npm run leads: ${e?.message ?? error}${usage ? `\n${USAGE}` : ""}`);
    process.exitCode = usage ? 2 : 1;
  }
}

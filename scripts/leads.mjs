// @ts-check
/**
 * `npm run leads`: counts of the lead inbox and its relay state (received, delivered, pending,
 * failed) and the pending and failed leads, streamed from the files (the server need not run).
 * Stored text is printed with control characters escaped (a lead cannot drive the terminal).
 *   --retry-failed   appends a `requeued` record for every failed lead: a running server picks it
 *                    up from the journal within seconds, a stopped one at its next start.
 *   --check          prints one line and exits 1 when a lead has failed or has waited more than
 *                    an hour (for cron or a monitor), 0 otherwise.
 *   --forget EMAIL   removes every lead with that e-mail (case-insensitive) from the inbox and
 *                    the delivery journal (LGPD art. 18); a running server does it for us.
 * Files: LEAD_INBOX_FILE (data/leads.jsonl), LEAD_DELIVERY_FILE (data/leads-delivery.jsonl).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAppendLog } from "../server/append-log.mjs";
import { leadFiles, loadDeliveryState } from "../server/delivery-state.mjs";
import { acquireLock, forgetRule, lockHolder, requestForget, rewriteLeadFiles } from "../server/lead-files.mjs";
import { DEFAULT_TIMING } from "../server/relay-policy.mjs";

/**
 * @typedef {import("../server/delivery-state.mjs").LeadDelivery} LeadDelivery
 */

/** A pending lead older than this makes `--check` fail. */
export const CHECK_MAX_WAIT_MS = 3_600_000;

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

/** @param {LeadDelivery} entry @param {string} detail */
function row(entry, detail) {
  const { receivedAt, id, automationId, email } = entry.lead;
  return `  ${printable(receivedAt)}  ${printable(id)}  ${printable(automationId)}  ${printable(email)}  ${printable(detail)}`;
}

/** @param {LeadDelivery} entry */
function failedDetail(entry) {
  const f = entry.failure;
  const why =
    f?.reason === "expired" ? `retries ran out after ${entry.attempts} attempts` : `refused by the host (attempt ${entry.attempts})`;
  const answer = f?.answer ? `; answer: ${f.answer.replace(/\s+/g, " ").trim()}` : "";
  return `${why} at ${entry.settledAt}: ${f?.status ? `HTTP ${f.status}${answer}` : entry.lastError}`;
}

/**
 * The report, and with `retryFailed` the requeue records appended.
 * @param {{ inbox: string, delivery: string }} files
 * @param {{ retryFailed?: boolean, now?: () => Date }} [options]
 */
export async function leadsReport(files, { retryFailed = false, now = () => new Date() } = {}) {
  const state = await loadDeliveryState(files);
  const entries = [...state.byId.values()];
  const { received, delivered, pending: pendingCount, failed: failedCount } = state.counts;
  const rel = (/** @type {string} */ file) => path.relative(process.cwd(), file) || file;
  const lines = [
    `Leads: ${rel(files.inbox)} (delivery journal: ${rel(files.delivery)})`,
    `received ${received}, delivered ${delivered}, pending ${pendingCount}, failed ${failedCount}` +
      (state.notRelayed > 0 ? ` (${state.notRelayed} stored without the relay: inbox only, never sent)` : ""),
  ];
  const pending = entries.filter((e) => e.state === "pending");
  const failed = entries.filter((e) => e.state === "failed");
  if (pending.length > 0) {
    lines.push(`\nPending (${pending.length}): time, id, form, e-mail, last error`);
    for (const e of pending)
      lines.push(row(e, e.attempts === 0 ? "not attempted yet" : `${e.attempts} failed attempt(s); last error: ${e.lastError}`));
  }
  if (failed.length > 0) {
    lines.push(`\nFailed (${failed.length}): time, id, form, e-mail, last error`);
    for (const e of failed) lines.push(row(e, failedDetail(e)));
  }
  let requeued = 0;
  if (retryFailed) {
    const journal = createAppendLog(files.delivery);
    const at = now().toISOString();
    if (failed.length > 0)
      await journal.append(failed.map((e) => `${JSON.stringify({ event: "requeued", id: e.lead.id, at })}\n`).join(""));
    requeued = failed.length;
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
  const waitedLong = pending.filter((e) => nowMs - (Date.parse(e.since) || nowMs) > CHECK_MAX_WAIT_MS).length;
  return {
    text: lines.join("\n"),
    counts: { received, delivered, pending: pendingCount, failed: failedCount, notRelayed: state.notRelayed },
    requeued,
    waitedLong,
  };
}

/**
 * `--check`: one line, and whether all is well (no failed lead, none pending for over an hour).
 * @param {{ inbox: string, delivery: string }} files
 * @param {{ now?: () => Date }} [options]
 */
export async function leadsCheck(files, options = {}) {
  const { counts, waitedLong } = await leadsReport(files, options);
  const ok = counts.failed === 0 && waitedLong === 0;
  const line =
    `${ok ? "OK" : "PROBLEM"}: ${counts.failed} failed, ${waitedLong} pending for more than ${CHECK_MAX_WAIT_MS / 3_600_000} h ` +
    `(received ${counts.received}, delivered ${counts.delivered}, pending ${counts.pending})` +
    (ok ? "" : "; see npm run leads");
  return { ok, line };
}

/**
 * `--forget EMAIL`: removes that person's leads from both files. A running server (it holds the
 * lock) rewrites them itself; otherwise this process takes the lock and does it.
 * @param {{ inbox: string, delivery: string }} files
 * @param {string} email
 * @returns {Promise<number>} how many leads were removed
 */
export async function forgetEmail(files, email) {
  if (email.trim() === "") throw new Error("--forget needs the e-mail address");
  if (lockHolder(files)) return requestForget(files, email);
  const lock = acquireLock(files, `npm run leads -- --forget (pid ${process.pid})`);
  try {
    return (await rewriteLeadFiles(files, forgetRule(email))).removed;
  } finally {
    lock.release();
  }
}

const USAGE = "Usage: npm run leads [-- --retry-failed | --check | --forget EMAIL]";

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const files = leadFiles(process.env);
  try {
    if (args[0] === "--forget" && args.length === 2) {
      const removed = await forgetEmail(files, args[1] ?? "");
      console.log(`Removed ${removed} lead(s) with that e-mail from the inbox and the delivery journal.`);
    } else if (args.length === 1 && args[0] === "--check") {
      const { ok, line } = await leadsCheck(files);
      console.log(line);
      process.exitCode = ok ? 0 : 1;
    } else if (args.length === 0 || (args.length === 1 && args[0] === "--retry-failed")) {
      const report = await leadsReport(files, { retryFailed: args[0] === "--retry-failed" });
      console.log(report.text);
    } else {
      console.error(`npm run leads: unknown arguments ${args.join(" ")}\n${USAGE}`);
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(`npm run leads: ${/** @type {Error} */ (error)?.message ?? error}`);
    process.exitCode = 1;
  }
}

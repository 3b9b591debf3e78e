// @ts-check
/**
 * `npm run leads`: counts of the lead inbox and its relay state (received, delivered, pending,
 * failed) and the pending and failed leads, read from the files (the server need not run).
 * `npm run leads -- --retry-failed` appends a `requeued` record for every failed lead: a running
 * server picks it up from the journal within seconds, a stopped one at its next start.
 * Files: LEAD_INBOX_FILE (data/leads.jsonl), LEAD_DELIVERY_FILE (data/leads-delivery.jsonl).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAppendLog } from "../server/append-log.mjs";
import { countStates, leadFiles, loadDeliveryState } from "../server/delivery-state.mjs";
import { DEFAULT_TIMING } from "../server/relay-policy.mjs";

/**
 * @typedef {import("../server/delivery-state.mjs").LeadDelivery} LeadDelivery
 */

/** @param {LeadDelivery} entry @param {string} detail */
function row(entry, detail) {
  const { receivedAt, id, automationId, email } = entry.lead;
  return `  ${receivedAt}  ${id}  ${automationId}  ${email}  ${detail}`;
}

/** @param {LeadDelivery} entry */
function failedDetail(entry) {
  const f = entry.failure;
  const why = f?.reason === "expired" ? `retries ran out after ${entry.attempts} attempts` : `refused by the host (attempt ${entry.attempts})`;
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
  const counts = countStates(entries);
  const rel = (/** @type {string} */ file) => path.relative(process.cwd(), file) || file;
  const lines = [
    `Leads: ${rel(files.inbox)} (delivery journal: ${rel(files.delivery)})`,
    `received ${state.leads.length}, delivered ${counts.delivered}, pending ${counts.pending}, failed ${counts.failed}` +
      (state.notRelayed > 0 ? ` (${state.notRelayed} stored without the relay: inbox only, never sent)` : ""),
  ];
  const pending = entries.filter((e) => e.state === "pending");
  const failed = entries.filter((e) => e.state === "failed");
  if (pending.length > 0) {
    lines.push(`\nPending (${pending.length}): time, id, form, e-mail, last error`);
    for (const e of pending) lines.push(row(e, e.attempts === 0 ? "not attempted yet" : `${e.attempts} failed attempt(s); last error: ${e.lastError}`));
  }
  if (failed.length > 0) {
    lines.push(`\nFailed (${failed.length}): time, id, form, e-mail, last error`);
    for (const e of failed) lines.push(row(e, failedDetail(e)));
  }
  let requeued = 0;
  if (retryFailed) {
    const journal = createAppendLog(files.delivery);
    const at = now().toISOString();
    if (failed.length > 0) await journal.append(failed.map((e) => `${JSON.stringify({ event: "requeued", id: e.lead.id, at })}\n`).join(""));
    requeued = failed.length;
    lines.push(
      `\n${requeued} failed lead(s) put back in the queue.` +
        (requeued > 0 ? ` A running server (LEAD_FORWARD_URL) sends them within ${DEFAULT_TIMING.requeuePollMs / 1000} s; a stopped one at its next start.` : ""),
    );
  } else if (failed.length > 0) {
    lines.push("\nFix the cause, then `npm run leads -- --retry-failed` puts the failed leads back in the queue.");
  }
  return { text: lines.join("\n"), counts: { received: state.leads.length, ...counts, notRelayed: state.notRelayed }, requeued };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--retry-failed");
  if (unknown.length > 0) {
    console.error(`npm run leads: unknown argument ${unknown.join(" ")}\nUsage: npm run leads [-- --retry-failed]`);
    process.exit(2);
  }
  const report = await leadsReport(leadFiles(process.env), { retryFailed: args.includes("--retry-failed") });
  console.log(report.text);
}

// @ts-check
/**
 * The delivery journal of earlier versions (`leads-delivery.jsonl`), applied record by record, in
 * order, to the imported leads: the same folding the journal had (delivered is final; a failure
 * only ends a pending lead; a requeue only revives a failed one). Used by ./lead-import.mjs inside
 * its transactions. A pending lead gets no due time here (the import gives it one once the whole
 * journal is applied).
 */

const text = (/** @type {unknown} */ value) => (typeof value === "string" ? value : "");

/**
 * @param {import("node:sqlite").DatabaseSync} db
 * @returns {(record: Record<string, unknown>) => void}
 */
export function journalReplay(db) {
  const history = db.prepare(
    "INSERT INTO deliveries (lead_id, at, event, attempt, status, error, answer) SELECT id, ?, ?, ?, ?, ?, ? FROM leads WHERE id = ?",
  );
  const attemptFailed = db.prepare("UPDATE leads SET attempts = ?, last_error = ? WHERE id = ? AND status = 'pending'");
  const delivered = db.prepare(
    "UPDATE leads SET status = 'delivered', attempts = ?, settled_at = ?, next_ms = NULL, last_error = NULL WHERE id = ? AND status IN ('pending', 'failed')",
  );
  const failed = db.prepare(
    "UPDATE leads SET status = 'failed', attempts = ?, settled_at = ?, last_error = ?, failure = ?, next_ms = NULL WHERE id = ? AND status = 'pending'",
  );
  const requeued = db.prepare(
    "UPDATE leads SET status = 'pending', attempts = 0, since_ms = ?, next_ms = NULL, failure = NULL, settled_at = NULL WHERE id = ? AND status = 'failed'",
  );
  return (r) => {
    const id = text(r.id);
    const at = text(r.at);
    const attempt = Number(r.attempt) || 0;
    const status = typeof r.status === "number" ? r.status : null;
    if (r.event === "attempt-failed") attemptFailed.run(attempt, text(r.error), id);
    else if (r.event === "delivered") delivered.run(attempt, at, id);
    else if (r.event === "failed") {
      const failure = {
        reason: r.reason === "expired" ? "expired" : "rejected",
        error: text(r.error),
        status: status ?? undefined,
        answer: text(r.answer) || undefined,
      };
      failed.run(attempt, at, text(r.error), JSON.stringify(failure), id);
    } else if (r.event === "requeued") requeued.run(Date.parse(at) || 0, id);
    else return;
    history.run(at, text(r.event), attempt || null, status, text(r.error) || null, text(r.answer) || null, id);
  };
}

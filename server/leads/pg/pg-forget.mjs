// @ts-check
/**
 * `npm run leads -- --forget EMAIL` on PostgreSQL, as the SQLite store's (../lead-forget.mjs): the person's leads are deleted (their
 * history goes with them: ON DELETE CASCADE) and the address is redacted wherever another record
 * quotes it, matched in JavaScript by the same pattern (lead-redact.mjs). The tables are searched
 * first without a lock (the servers keep storing leads meanwhile); a short transaction then locks
 * both tables against writes (EXCLUSIVE: reads go on) and looks again at the rows found and at every
 * row that may have changed since (a history row written after the search, a pending lead, a lead
 * received since). Then VACUUM FULL rewrites both tables, so the removed rows' bytes leave the
 * database's files; what the WAL, replicas and backups still hold: docs/operations.md.
 */
import { REMOVED, scrubLegacyFiles } from "../lead-forget.mjs";
import { addressPattern, mentions, normalizeEmail, redact } from "../lead-redact.mjs";
import { asStoreError } from "./pg-pool.mjs";

const LEAD_TEXT = ["name", "email", "phone", "message", "tags", "last_error", "failure"];
const HISTORY_TEXT = ["error", "answer"];
/** Rows read at a time by the search. */
const PAGE = 500;
/** VACUUM FULL's tries, each waiting for its lock a short while (a server's statements are short). */
const VACUUM_TRIES = 10;

/**
 * Removes the person's leads and the address wherever another record quotes it, then rewrites the tables.
 * @param {import("pg").Pool} pool @param {string} email
 * @param {{ vacuumLockMs: number, legacy?: { legacyInbox: string, legacyDelivery: string } }} options
 *   `legacy`: the earlier version's files here (their `*.imported` archives are scrubbed, as on SQLite)
 * @returns {Promise<{ removed: number, redacted: number, files: number }>}
 */
export async function forgetOnPostgres(pool, email, { vacuumLockMs, legacy }) {
  const wanted = normalizeEmail(email);
  if (!/^[^@\s]+@[^@\s]+$/.test(wanted)) throw new Error("--forget needs one whole e-mail address");
  const pattern = addressPattern(wanted);
  try {
    const since = new Date(Date.now() - 300_000).toISOString();
    const maxHistory = Number((await pool.query("SELECT coalesce(max(seq), 0) AS m FROM deliveries")).rows[0].m);
    const leadSeqs = await search(pool, "leads", LEAD_TEXT, pattern);
    const historySeqs = await search(pool, "deliveries", HISTORY_TEXT, pattern);
    const result = await forgetLocked(pool, { wanted, pattern, since, maxHistory, leadSeqs, historySeqs });
    await vacuumFull(pool, vacuumLockMs);
    return { ...result, files: legacy ? await scrubLegacyFiles(wanted, legacy) : 0 };
  } catch (error) {
    throw asStoreError(error);
  }
}

/** Every row of `table` with a text of `columns` holding the address, read in pages. @param {string} table @param {string[]} columns @param {RegExp} pattern @param {import("pg").Pool} pool */
async function search(pool, table, columns, pattern) {
  /** @type {number[]} */
  const seqs = [];
  for (let after = 0; ;) {
    const { rows } = await pool.query(`SELECT seq, ${columns.join(", ")} FROM ${table} WHERE seq > $1 ORDER BY seq LIMIT ${PAGE}`, [after]);
    for (const row of rows) if (columns.some((c) => row[c] !== null && mentions(String(row[c]), pattern))) seqs.push(row.seq);
    if (rows.length < PAGE) return seqs;
    after = rows[rows.length - 1].seq;
  }
}

/**
 * The erasure's transaction: both tables locked against writes, the rows found and those that may
 * have changed since looked at again, the person's leads deleted, the address redacted elsewhere,
 * the erasures counted (a settlement read before it drops quoted addresses: decision 571).
 * @param {import("pg").Pool} pool
 * @param {{ wanted: string, pattern: RegExp, since: string, maxHistory: number, leadSeqs: number[], historySeqs: number[] }} found
 */
async function forgetLocked(pool, { wanted, pattern, since, maxHistory, leadSeqs, historySeqs }) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL lock_timeout = '10s'");
    await client.query("LOCK TABLE leads, deliveries IN EXCLUSIVE MODE");
    const changed = `(seq = ANY($1::bigint[]) OR id IN (SELECT lead_id FROM deliveries WHERE seq > $2) OR status = 'pending' OR received_at >= $3)`;
    const leads = (await client.query(`SELECT seq, ${LEAD_TEXT.join(", ")} FROM leads WHERE ${changed}`, [leadSeqs, maxHistory, since]))
      .rows;
    const own = leads.filter((row) => normalizeEmail(row.email) === wanted).map((row) => row.seq);
    let removed = 0;
    if (own.length > 0) removed = (await client.query("DELETE FROM leads WHERE seq = ANY($1::bigint[])", [own])).rowCount ?? 0;
    let redacted = 0;
    const fix = (/** @type {unknown} */ v) => (v === null ? null : redact(String(v), pattern, REMOVED));
    for (const row of leads) {
      if (own.includes(row.seq) || !LEAD_TEXT.some((c) => row[c] !== null && mentions(String(row[c]), pattern))) continue;
      const sets = LEAD_TEXT.map((c, i) => `${c} = $${i + 2}`).join(", ");
      redacted +=
        (await client.query(`UPDATE leads SET ${sets} WHERE seq = $1`, [row.seq, ...LEAD_TEXT.map((c) => fix(row[c]))])).rowCount ?? 0;
    }
    const history = (
      await client.query(
        `SELECT seq, error, answer FROM deliveries WHERE seq = ANY($1::bigint[]) OR seq > $2
           OR lead_id IN (SELECT id FROM leads WHERE status = 'pending' OR received_at >= $3)`,
        [historySeqs, maxHistory, since],
      )
    ).rows;
    for (const row of history) {
      if (!HISTORY_TEXT.some((c) => row[c] !== null && mentions(String(row[c]), pattern))) continue;
      redacted +=
        (await client.query("UPDATE deliveries SET error = $2, answer = $3 WHERE seq = $1", [row.seq, fix(row.error), fix(row.answer)]))
          .rowCount ?? 0;
    }
    await client.query(
      `INSERT INTO meta (key, value) VALUES ('forgets', '1')
       ON CONFLICT (key) DO UPDATE SET value = (meta.value::bigint + 1)::text`,
    );
    await client.query("COMMIT");
    return { removed, redacted };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw asStoreError(error);
  } finally {
    client.release();
  }
}

/**
 * VACUUM FULL of both tables (their indexes and TOAST too): new files without the removed rows, the
 * old ones unlinked. It needs an exclusive lock; it waits for it a short while per try so that the
 * servers' statements queued behind it stay inside a lead's deadline, and says when it gave up
 * (running the same --forget again finishes the job: it is idempotent).
 * @param {import("pg").Pool} pool @param {number} lockMs
 */
async function vacuumFull(pool, lockMs) {
  const client = await pool.connect();
  try {
    await client.query(`SET lock_timeout = ${Math.round(lockMs)}`);
    await client.query("SET statement_timeout = 0");
    for (let i = 0; i < VACUUM_TRIES; i++) {
      try {
        await client.query("VACUUM (FULL) leads, deliveries");
        return;
      } catch (error) {
        if (/** @type {{ code?: string }} */ (error).code !== "55P03") throw asStoreError(error);
      }
    }
  } finally {
    client.release();
  }
  throw new Error("the tables could not be rewritten (a server kept them locked): run the same --forget again");
}

// @ts-check
/**
 * The connection pool of the leads on PostgreSQL (LEAD_DATABASE_URL): `pg`'s Pool, with the
 * timeouts that keep a lead's answer inside its 5 s deadline. The URL says everything libpq-style
 * URLs say (TLS with `sslmode` and `sslrootcert`, `statement_timeout`, `lock_timeout`,
 * `application_name`); what it leaves out takes the defaults below. docs/decisions/576-leads-on-postgresql-claims-with-a-lease.md.
 */
import pg from "pg";

/** Server-side limits unless the URL sets its own: a statement or a lock wait never outlives a lead's deadline. */
export const PG_DEFAULTS = Object.freeze({
  statement_timeout: 4000,
  lock_timeout: 2000,
  // A transaction left open by a dead client would hold its locks: the server ends it.
  idle_in_transaction_session_timeout: 10_000,
  connectionTimeoutMillis: 3000,
  max: 10,
});

/** bigint (int8) columns hold milliseconds and counts, always below 2^53: read as numbers, not strings. */
const INT8 = 20;
export const PG_TYPES = {
  /** @param {number} oid @param {any} [format] */
  getTypeParser: (oid, format) => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)),
};

/**
 * Whether the environment selects PostgreSQL; the URL is checked here, with one line when it is wrong.
 * @param {NodeJS.ProcessEnv} env @returns {string | null} the URL, or null for the embedded SQLite store
 */
export function databaseUrlFromEnv(env) {
  const raw = env.LEAD_DATABASE_URL ?? "";
  if (raw === "") return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error("LEAD_DATABASE_URL must be a postgres:// URL");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:")
    throw new Error(`LEAD_DATABASE_URL must be a postgres:// URL, not ${url.protocol}//…`);
  return raw;
}

/** The URL without its password, for a log line. @param {string} url */
export function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * A pool on `url`; a setting in the URL wins over PG_DEFAULTS (pg reads the URL last).
 * @param {string} url @param {Partial<Record<keyof typeof PG_DEFAULTS, number>>} [settings]
 */
export function createPgPool(url, settings = {}) {
  const pool = new pg.Pool({ ...PG_DEFAULTS, ...settings, connectionString: url, application_name: "atendra-leads", types: PG_TYPES });
  // An idle connection the server closed (a restart, a failover) is an event, not a crash: the next query gets a new one.
  pool.on("error", (error) => console.error("[lead-store] PostgreSQL connection lost:", error.message));
  return pool;
}

/**
 * PostgreSQL's errors in the terms the rest of the server reads (SQLite's codes, lead-store.mjs):
 * a full disk is "full" (13), a lock or statement timeout, a lost connection and a database that is restarting are "busy" (5: nothing
 * is known stored, the visitor may send again), a unique violation is SQLite's UNIQUE constraint (2067).
 * @param {unknown} error @returns {Error}
 */
export function asStoreError(error) {
  const e = /** @type {Error & { code?: string, errcode?: number }} */ (error instanceof Error ? error : new Error(String(error)));
  const code = e.code ?? "";
  if (e.errcode !== undefined) return e;
  if (code === "53100") e.errcode = 13;
  // A database shutting down, crashed or starting up (57P01-57P03: a restart, a failover) and every connection
  // exception (class 08) are busy too: the restart test saw "the database system is starting up" answered 500.
  else if (
    ["55P03", "57014", "40001", "40P01", "57P01", "57P02", "57P03", "ECONNREFUSED", "ECONNRESET"].includes(code) ||
    /^08[0-9A-Z]{3}$/.test(code)
  )
    e.errcode = 5;
  else if (code === "23505") e.errcode = 2067;
  else if (/timeout|terminated|Connection terminated/i.test(e.message)) e.errcode = 5;
  return e;
}

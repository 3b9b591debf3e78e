// @ts-check
/**
 * The leads database's versioned schema, for both engines. One file per step in ./migrations/:
 * `NNN-what.sql` for both, `NNN-what.sqlite.sql` / `NNN-what.pg.sql` where the SQL differs (a step
 * with one engine's variant only is nothing on the other). At start the steps not applied yet run in
 * one transaction, each recorded in `schema_migrations`: a start that fails leaves the schema as it
 * was. A step is never edited once released: a change is a new step. docs/decisions/575-leads-schema-versioned-for-both-engines.md.
 */
import { readdirSync, readFileSync } from "node:fs";

/** @typedef {"sqlite" | "pg"} Engine @typedef {{ id: string, sql: string }} Step */

const FOLDER = new URL("./migrations/", import.meta.url);
const FILE = /^(\d{3}-[a-z0-9-]+)(?:\.(sqlite|pg))?\.sql$/;

/**
 * The steps of `engine`, in order; `sql` is empty for a step the engine has nothing to do in.
 * @param {Engine} engine @param {URL} [folder] @returns {Step[]}
 */
export function migrationSteps(engine, folder = FOLDER) {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => {
      const match = FILE.exec(name);
      if (!match) throw new Error(`${name}: a migration is named NNN-what.sql, NNN-what.sqlite.sql or NNN-what.pg.sql`);
      return { name, id: /** @type {string} */ (match[1]), engine: match[2] ?? null };
    });
  const ids = [...new Set(files.map((f) => f.id))].sort();
  return ids.map((id) => {
    const file = files.find((f) => f.id === id && f.engine === engine) ?? files.find((f) => f.id === id && f.engine === null);
    return { id, sql: file ? readFileSync(new URL(file.name, folder), "utf8") : "" };
  });
}

/**
 * The steps a SQLite database of an earlier version holds already, by its PRAGMA user_version (the
 * version mark before this table): version 1 had the tables and the history migration.
 */
const SQLITE_VERSION_STEPS = /** @type {Record<number, string[]>} */ ({
  1: ["001-leads", "002-one-history-row-per-retry-window"],
});

/**
 * Applies the steps a SQLite database lacks, in one write transaction; the ids applied. The
 * database's user_version then says how many steps there are (an older release reads it).
 * @param {import("node:sqlite").DatabaseSync} db @param {Step[]} [steps] @returns {string[]}
 */
export function migrateSqlite(db, steps = migrationSteps("sqlite")) {
  // Up to date already (every start but the first after a release, every `npm run leads`): no write lock taken.
  const recorded = appliedSqlite(db);
  if (recorded.length === steps.length && steps.every((step, i) => recorded[i] === step.id)) return [];
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
    const record = db.prepare("INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)");
    const done = new Set(
      db
        .prepare("SELECT id FROM schema_migrations")
        .all()
        .map((r) => String(r.id)),
    );
    if (done.size === 0) {
      const { user_version: version } = /** @type {{ user_version: number }} */ (db.prepare("PRAGMA user_version").get());
      for (const id of SQLITE_VERSION_STEPS[version] ?? []) {
        record.run(id, `before (user_version ${version})`);
        done.add(id);
      }
    }
    /** @type {string[]} */
    const applied = [];
    for (const step of steps) {
      if (done.has(step.id)) continue;
      if (step.sql.trim()) db.exec(step.sql);
      record.run(step.id, new Date().toISOString());
      applied.push(step.id);
    }
    if (applied.length > 0) db.exec(`PRAGMA user_version = ${steps.length}`);
    db.exec("COMMIT");
    return applied;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** The steps a SQLite database records, in order (none when it has no table yet). @param {import("node:sqlite").DatabaseSync} db */
function appliedSqlite(db) {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  return table
    ? db
        .prepare("SELECT id FROM schema_migrations ORDER BY id")
        .all()
        .map((r) => String(r.id))
    : [];
}

/** Any number of servers may start at once on one PostgreSQL database: they take turns here. */
const PG_MIGRATION_LOCK = 4_604_601;

/**
 * Applies the steps a PostgreSQL database lacks, in one transaction (PostgreSQL's DDL is
 * transactional) under an advisory lock, so two servers starting together apply each step once.
 * @param {import("pg").ClientBase} client @param {Step[]} [steps] @returns {Promise<string[]>}
 */
export async function migratePg(client, steps = migrationSteps("pg")) {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [PG_MIGRATION_LOCK]);
    await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
    const { rows } = await client.query("SELECT id FROM schema_migrations");
    const done = new Set(rows.map((r) => String(r.id)));
    /** @type {string[]} */
    const applied = [];
    for (const step of steps) {
      if (done.has(step.id)) continue;
      if (step.sql.trim()) await client.query(step.sql);
      await client.query("INSERT INTO schema_migrations (id) VALUES ($1)", [step.id]);
      applied.push(step.id);
    }
    await client.query("COMMIT");
    return applied;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

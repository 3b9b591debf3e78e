// @vitest-environment node
// @ts-check
/**
 * The versioned schema on both engines: the steps from their files, a database made by the code
 * before this table (PRAGMA user_version 1, a file that code wrote) opened with no loss and nothing
 * run twice, an earlier version's per-retry history migrated once, a failing step leaving the schema
 * as it was, and on a real PostgreSQL the steps applied once even by two servers starting together.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migratePg, migrateSqlite, migrationSteps } from "./lead-migrations.mjs";
import { openLeadDatabase } from "./lead-store.mjs";
import { usePostgres } from "../../tests/support/postgres.mjs";

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lead-migrations-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const FIXTURE = new URL("./fixtures/leads-user-version-1.db", import.meta.url);
const STEPS = ["001-leads", "002-one-history-row-per-retry-window"];
/** Every row of the lead tables, as plain objects. @param {DatabaseSync} db */
const dump = (db) => ({
  leads: db.prepare("SELECT * FROM leads ORDER BY seq").all(),
  deliveries: db.prepare("SELECT rowid, * FROM deliveries ORDER BY rowid").all(),
  meta: db.prepare("SELECT * FROM meta ORDER BY key").all(),
});
/** @param {DatabaseSync} db */
const stepsOf = (db) =>
  db
    .prepare("SELECT id, applied_at AS at FROM schema_migrations ORDER BY id")
    .all()
    .map((r) => ({ ...r }));

describe("the steps", () => {
  it("reads one file per step, an engine's own variant where the SQL differs, nothing where it has none", () => {
    const sqlite = migrationSteps("sqlite");
    const postgres = migrationSteps("pg");
    expect(sqlite.map((s) => s.id)).toEqual(STEPS);
    expect(postgres.map((s) => s.id)).toEqual(STEPS);
    expect(sqlite[0]?.sql).toMatch(/seq INTEGER PRIMARY KEY/);
    expect(postgres[0]?.sql).toMatch(/GENERATED ALWAYS AS IDENTITY[\s\S]*claim_expires bigint/);
    expect(sqlite[1]?.sql).toMatch(/DELETE FROM deliveries/);
    expect(postgres[1]?.sql).toBe("");
  });

  it("refuses a file whose name says no step", () => {
    writeFileSync(path.join(dir, "001-a.sql"), "SELECT 1;");
    writeFileSync(path.join(dir, "002-b.mysql.sql"), "SELECT 1;");
    expect(() => migrationSteps("sqlite", pathToFileURL(`${dir}/`))).toThrow(/002-b\.mysql\.sql/);
  });
});

describe("SQLite", () => {
  it("opens a database made by the code before the table (user_version 1) with every row kept and no step run again", () => {
    const file = path.join(dir, "old.db");
    copyFileSync(FIXTURE, file);
    const old = new DatabaseSync(file);
    // A second failure row after a requeue is history the 002 step would wrongly remove if it ran again.
    old.prepare("INSERT INTO deliveries (lead_id, at, event, attempt) VALUES ('v1-1', 'later', 'attempt-failed', 1)").run();
    const before = dump(old);
    expect(old.prepare("PRAGMA user_version").get()).toEqual({ user_version: 1 });
    old.close();
    const db = openLeadDatabase(file);
    expect(dump(db)).toEqual(before);
    expect(before.leads.map((l) => l.status)).toEqual(["pending", "delivered", "failed", "inbox"]);
    expect(stepsOf(db)).toEqual(STEPS.map((id) => ({ id, at: "before (user_version 1)" })));
    expect(migrateSqlite(db)).toEqual([]);
    db.close();
  });

  it("migrates an earlier version's per-retry history (user_version 0) once, keeping each lead's first failure", () => {
    const file = path.join(dir, "v0.db");
    const old = new DatabaseSync(file);
    old.exec(/** @type {string} */ (migrationSteps("sqlite")[0]?.sql));
    const insert = old.prepare(
      "INSERT INTO leads (id, received_at, automation_id, name, email, phone, message, tags, status) VALUES (?, 'x', 'x', 'n', 'e', 'p', 'm', '[]', 'pending')",
    );
    const history = old.prepare("INSERT INTO deliveries (lead_id, at, event, attempt) VALUES (?, 'x', ?, ?)");
    for (const id of ["a", "b"]) {
      insert.run(id);
      for (let attempt = 1; attempt <= 5; attempt++) history.run(id, "attempt-failed", attempt);
    }
    history.run("a", "delivered", 6);
    old.close();
    const db = openLeadDatabase(file);
    const events = () => db.prepare("SELECT lead_id AS id, event, attempt FROM deliveries ORDER BY rowid").all();
    expect(events()).toEqual([
      { id: "a", event: "attempt-failed", attempt: 1 },
      { id: "b", event: "attempt-failed", attempt: 1 },
      { id: "a", event: "delivered", attempt: 6 },
    ]);
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: STEPS.length });
    db.prepare("INSERT INTO deliveries (lead_id, at, event, attempt) VALUES ('b', 'x', 'attempt-failed', 6)").run();
    db.close();
    const again = openLeadDatabase(file);
    expect(again.prepare("SELECT count(*) AS n FROM deliveries").get()).toEqual({ n: 4 });
    again.close();
  });

  it("leaves the schema as it was when a step fails", () => {
    const db = openLeadDatabase(path.join(dir, "fail.db"));
    const broken = [...migrationSteps("sqlite"), { id: "003-broken", sql: "CREATE TABLE t (x); SELECT nope FROM nowhere;" }];
    expect(() => migrateSqlite(db, broken)).toThrow(/nowhere/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't'").all()).toEqual([]);
    expect(stepsOf(db).map((s) => s.id)).toEqual(STEPS);
    expect(db.isTransaction).toBe(false);
    db.close();
  });
});

describe("PostgreSQL", () => {
  const server = usePostgres();

  it("applies each step once, also for two servers starting together, and nothing when a step fails", async () => {
    const url = await server.database();
    const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const [first, second] = await Promise.all(clients.map((c) => migratePg(c)));
      expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(STEPS);
      const [client] = /** @type {[pg.Client]} */ (/** @type {unknown} */ (clients));
      expect(await migratePg(client)).toEqual([]);
      const { rows } = await client.query("SELECT id FROM schema_migrations ORDER BY id");
      expect(rows.map((r) => r.id)).toEqual(STEPS);
      const columns = await client.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'leads'");
      expect(columns.rows.map((r) => r.column_name)).toEqual(expect.arrayContaining(["claimed_by", "claim_expires", "next_ms"]));
      const broken = [...migrationSteps("pg"), { id: "003-broken", sql: "CREATE TABLE t (x int); SELECT nope FROM nowhere;" }];
      await expect(migratePg(client, broken)).rejects.toThrow(/nowhere/);
      expect((await client.query("SELECT to_regclass('t') AS t")).rows).toEqual([{ t: null }]);
      expect((await client.query("SELECT count(*)::int AS n FROM schema_migrations")).rows).toEqual([{ n: STEPS.length }]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });
});

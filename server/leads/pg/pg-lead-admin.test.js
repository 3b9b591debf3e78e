// @vitest-environment node
// @ts-check
/**
 * `npm run leads` on PostgreSQL (LEAD_DATABASE_URL set, as for the server), on a real server: the
 * counts and lists, the export, the report, the requeue, --check, and --forget: after it no row of
 * any table holds the address (every text column the catalogue lists is read), and the tables were
 * rewritten (VACUUM FULL: new files).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { buildStoredLead } from "../../../tests/support/lead-builder.ts";
import { usePostgres } from "../../../tests/support/postgres.mjs";
import { addressPattern, mentions } from "../lead-redact.mjs";
import { openPgLeadOps } from "./pg-lead-ops.mjs";

const server = usePostgres();
const AT = "2026-11-28T10:00:00.000Z";
const tags = (/** @type {string} */ source) => [
  { name: "source", value: source },
  { name: "utm_campaign", value: "inverno" },
];

/** The command, as an operator runs it. @param {string} url @param {string[]} args */
async function leads(url, args) {
  const env = { ...process.env, LEAD_DATABASE_URL: url };
  return promisify(execFile)(process.execPath, ["server/leads/leads-cli.mjs", ...args], { env, encoding: "utf8" }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (/** @type {{ code: number, stdout: string, stderr: string }} */ e) => ({ code: e.code, stdout: e.stdout + e.stderr }),
  );
}

/** Every value of every text column of every table of the database's public schema. @param {pg.Client} client */
async function everyText(client) {
  const { rows: columns } = await client.query(
    `SELECT table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  /** @type {string[]} */
  const texts = [];
  for (const { t, c } of columns)
    for (const row of (await client.query(`SELECT ${c}::text AS v FROM ${t} WHERE ${c} IS NOT NULL`)).rows)
      texts.push(`${t}.${c}: ${row.v}`);
  return { tables: new Set(columns.map((x) => x.t)), texts };
}

describe("npm run leads on PostgreSQL", { timeout: 120_000 }, () => {
  it("counts, lists, exports, reports and requeues, and --check fails on a failed lead", async () => {
    const url = await server.database();
    const ops = await openPgLeadOps(url, { server: "a" });
    const receivedAt = new Date(Date.now() - 86_400_000).toISOString();
    try {
      for (const [i, source] of [
        [1, "home"],
        [2, "home"],
        [3, "planos"],
      ])
        await ops.insert(buildStoredLead({ id: `l${i}`, receivedAt, tags: tags(String(source)) }), { relay: true });
      await ops.insert(buildStoredLead({ id: "l4", receivedAt, tags: [] }), { relay: false });
      await ops.settle({ kind: "delivered", id: "l1", at: AT, attempt: 1, status: 200, wakeAtMs: null });
      const failure = { reason: /** @type {const} */ ("rejected"), error: "HTTP 422: no", status: 422, answer: "bad\u001b[2J" };
      await ops.settle({ kind: "failed", id: "l2", at: AT, attempt: 1, failure });
      await ops.heartbeat(Date.now());
    } finally {
      await ops.close();
    }
    // The cluster trusts loopback: a password in the URL is sent nowhere, and must be printed nowhere.
    const listed = await leads(url.replace("//postgres@", "//postgres:s3cret@"), []);
    expect(listed.stdout).toContain("Leads: postgres://postgres:***@");
    expect(listed.stdout).toContain("received 4, delivered 1, pending 1, failed 1 (1 stored without the relay");
    expect(listed.stdout).toMatch(/Failed \(1\)[\s\S]*l2[\s\S]*HTTP 422; answer: bad\\u001b\[2J/);
    expect(listed.stdout).not.toContain("s3cret");
    const check = await leads(url, ["--check"]);
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(/^PROBLEM: 1 failed, 1 pending for more than 1 h/);
    // The one server has stopped: its heartbeat went with it.
    expect(check.stdout).toMatch(/server: backlog 1 due now, no heartbeat yet, database \d+\.\d MB\n/);
    const exported = (await leads(url, ["--export"])).stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(exported.map((l) => [l.id, l.status])).toEqual([
      ["l1", "delivered"],
      ["l2", "failed"],
      ["l3", "pending"],
      ["l4", "inbox"],
    ]);
    const report = (await leads(url, ["--report"])).stdout;
    expect(report).toMatch(/source\s+home\s+2\s+2/);
    expect(report).toMatch(/source\s+planos\s+1\s+1/);
    expect(report).toMatch(/utm_campaign\s+inverno\s+3\s+3/);
    expect(report).toMatch(/source\s+\(none\)\s+1\s+1/);
    expect((await leads(url, ["--retry-failed"])).stdout).toContain("1 failed lead(s) put back in the queue.");
    // The requeued lead's wait starts now; l3 has waited a day.
    expect((await leads(url, ["--check"])).stdout).toMatch(
      /^PROBLEM: 0 failed, 1 pending for more than 1 h \(received 4, delivered 1, pending 2\)/,
    );
  });

  /** The servers' heartbeat ages in a --check line, in its order. @param {string} text */
  const ages = (text) => [...text.matchAll(/(web-\d) (\d+) s ago/g)].map((m) => [m[1], Number(m[2])]);

  it("--check shows each server's heartbeat, the silent ones as stale; a stopped server's goes, a day-old one is purged", async () => {
    const url = await server.database();
    const [a, b, c, gone] = await Promise.all(["web-1", "web-2", "web-3", "web-0"].map((name) => openPgLeadOps(url, { server: name })));
    if (!a || !b || !c || !gone) throw new Error("four servers");
    try {
      await a.heartbeat(Date.now());
      await b.heartbeat(Date.now() - 120_000);
      await c.heartbeat(Date.now() - 2 * 86_400_000);
      await gone.heartbeat(Date.now());
      await gone.close();
      // Ages in whole seconds: a busy machine adds its own seconds to each, so each is bounded, not named.
      const check = (await leads(url, ["--check"])).stdout;
      expect(check).toMatch(
        /server: backlog 0 due now, last heartbeat \d+ s ago, database \d+\.\d MB; servers: web-1 \d+ s ago, web-2 \d+ s ago \(stale\), web-3 \d+ s ago \(stale\)\n/,
      );
      expect(ages(check)).toEqual([
        ["web-1", expect.toSatisfy((/** @type {number} */ s) => s < 60)],
        ["web-2", expect.toSatisfy((/** @type {number} */ s) => s >= 120 && s < 180)],
        ["web-3", expect.toSatisfy((/** @type {number} */ s) => s >= 2 * 86_400)],
      ]);
      await a.purge(180, Date.now());
      const purged = (await leads(url, ["--check"])).stdout;
      expect(purged).toMatch(/; servers: web-1 \d+ s ago, web-2 \d+ s ago \(stale\)\n/);
    } finally {
      await Promise.all([a, b, c].map((ops) => ops.close()));
    }
  });

  it("refuses a database the server never set up, and an unreachable one, with exit code 1", async () => {
    const url = await server.database();
    const empty = await leads(url, []);
    expect(empty).toMatchObject({ code: 1 });
    expect(empty.stdout).toContain("no leads tables at");
    const down = await leads("postgres://nobody:x@127.0.0.1:1/none", ["--check"]);
    expect(down.code).toBe(1);
    expect(down.stdout).toMatch(/npm run leads: .*ECONNREFUSED|connect/);
  });

  it("--forget leaves no row of any table holding the address, rewrites the tables, and counts the erasure", async () => {
    const url = await server.database();
    const ops = await openPgLeadOps(url, { server: "a" });
    const gone = "Ana@Clinica.com.br";
    try {
      await ops.insert(buildStoredLead({ id: "own", email: "ana@clinica.com.br" }), { relay: true });
      await ops.insert(buildStoredLead({ id: "own2", email: "ANA@clinica.com.br " }), { relay: false });
      await ops.insert(
        buildStoredLead({ id: "joana", email: "joana@clinica.com.br", messageToSend: "minha colega ana@clinica.com.br indicou" }),
        {
          relay: true,
        },
      );
      await ops.insert(buildStoredLead({ id: "br", email: "ana@clinica.com.br.br" }), { relay: true });
      await ops.settle({
        kind: "retry",
        id: "own",
        at: AT,
        attempt: 1,
        error: "HTTP 500",
        status: 500,
        nextMs: 0,
        sinceMs: 0,
        unreachable: false,
      });
      const answer = "duplicate of ana@clinica.com.br";
      await ops.settle({
        kind: "failed",
        id: "br",
        at: AT,
        attempt: 1,
        failure: { reason: "rejected", error: `HTTP 409: ${answer}`, status: 409, answer },
      });
    } finally {
      await ops.close();
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const filenode = async () =>
        (await client.query("SELECT pg_relation_filenode('leads') AS l, pg_relation_filenode('deliveries') AS d")).rows[0];
      const before = await filenode();
      const pattern = addressPattern(gone);
      expect((await everyText(client)).texts.filter((t) => mentions(t, pattern)).length).toBeGreaterThan(3);
      const done = await leads(url, ["--forget", gone]);
      expect(done.stdout).toContain("Removed 2 lead(s) with that e-mail; redacted it in 3 other record(s)");
      const { tables, texts } = await everyText(client);
      expect([...tables].sort()).toEqual(["deliveries", "leads", "meta", "schema_migrations"]);
      expect(texts.filter((t) => mentions(t, pattern))).toEqual([]);
      expect(texts).toContain("leads.message: minha colega [e-mail removed on request] indicou");
      expect(texts).toContain("leads.email: ana@clinica.com.br.br");
      expect((await client.query("SELECT id FROM leads ORDER BY id")).rows.map((r) => r.id)).toEqual(["br", "joana"]);
      expect((await client.query("SELECT count(*)::int AS n FROM deliveries WHERE lead_id IN ('own', 'own2')")).rows[0].n).toBe(0);
      expect((await client.query("SELECT value FROM meta WHERE key = 'forgets'")).rows).toEqual([{ value: "1" }]);
      const after = await filenode();
      expect(after.l).not.toBe(before.l);
      expect(after.d).not.toBe(before.d);
      // Again: nothing found, and it says so.
      expect((await leads(url, ["--forget", gone])).stdout).toContain("nothing was removed");
      expect((await client.query("SELECT value FROM meta WHERE key = 'forgets'")).rows).toEqual([{ value: "2" }]);
    } finally {
      await client.end();
    }
  });
});

// @vitest-environment node
// @ts-check
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importJsonLines } from "./lead-import.mjs";
import { leadStorePaths, openLeadDatabase } from "./lead-store.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** @param {string} id @param {string} email @param {boolean} [relay] */
const line = (id, email, relay = true) =>
  JSON.stringify({ ...buildStoredLead({ id, email, receivedAt: `2026-11-23T10:00:0${id.length}.000Z` }), ...(relay ? { relay } : {}) });

/** @param {string[]} args */
function run(args) {
  return spawnSync(process.execPath, ["server/leads/leads-cli.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, LEAD_INBOX_FILE: path.join(dir, "leads.db") },
  });
}

/** The leads as `--export` prints them. */
const exported = () =>
  run(["--export"])
    .stdout.split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/** Imports the JSON-lines files written in `dir` into its database, as a server's start does. */
async function importFiles() {
  const db = openLeadDatabase(path.join(dir, "leads.db"));
  try {
    return await importJsonLines(db, leadStorePaths({ LEAD_INBOX_FILE: path.join(dir, "leads.db") }), { log: () => undefined });
  } finally {
    db.close();
  }
}

// Each test starts node several times: generous on a busy machine.
describe("npm run leads", { timeout: 120_000 }, () => {
  it("prints the counts and lists pending and failed leads, imported from an earlier version's files", async () => {
    writeFileSync(
      path.join(dir, "leads.jsonl"),
      [
        line("ok1", "entregue@clinica.com.br"),
        line("wait2", "espera@clinica.com.br"),
        line("bad3", "recusado@clinica.com.br"),
        line("old", "antigo@clinica.com.br", false),
        "",
      ].join("\n"),
    );
    writeFileSync(
      path.join(dir, "leads-delivery.jsonl"),
      [
        { event: "delivered", id: "ok1", at: "2026-11-23T10:00:05.000Z", attempt: 1, status: 200 },
        { event: "attempt-failed", id: "wait2", at: "2026-11-23T10:00:06.000Z", attempt: 2, error: "connect ECONNREFUSED 10.0.0.5:443" },
        {
          event: "failed",
          id: "bad3",
          at: "2026-11-23T10:00:07.000Z",
          attempt: 1,
          reason: "rejected",
          error: "HTTP 422",
          status: 422,
          answer: '{"error":"telefone inválido"}',
        },
      ]
        .map((r) => `${JSON.stringify(r)}\n`)
        .join(""),
    );
    expect(await importFiles()).toMatchObject({ leads: 4, delivered: 1, pending: 1, failed: 1 });
    const out = run([]);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain("received 4, delivered 1, pending 1, failed 1 (1 stored without the relay: inbox only, never sent)");
    expect(out.stdout).toMatch(
      /Pending \(1\)[^\n]*\n {2}2026-11-23T10:00:05\.000Z {2}wait2 {2}contato-form-automation-id {2}espera@clinica\.com\.br {2}2 failed attempt\(s\); last error: connect ECONNREFUSED/,
    );
    expect(out.stdout).toMatch(
      /Failed \(1\)[^\n]*\n {2}\S+ {2}bad3 {2}contato-form-automation-id {2}recusado@clinica\.com\.br {2}refused by the host \(attempt 1\) at 2026-11-23T10:00:07\.000Z: HTTP 422; answer: \{"error":"telefone inválido"\}/,
    );
    expect(out.stdout).not.toContain("entregue@");
    expect(out.stdout).toContain("--retry-failed");

    const retry = run(["--retry-failed"]);
    expect(retry.stdout).toContain("1 failed lead(s) put back in the queue.");
    expect(exported().find((l) => l.id === "bad3")).toMatchObject({ status: "pending", attempts: 0 });
    expect(run([]).stdout).toContain("received 4, delivered 1, pending 2, failed 0");
    expect(run(["--retry-failed"]).stdout).toContain("0 failed lead(s) put back in the queue.");
  });

  it("prints stored text with control characters and direction overrides escaped", async () => {
    writeFileSync(path.join(dir, "leads.jsonl"), `${line("esc1", "a\u001b[2J\u001b]0;pwned\u0007@x.com\u202eevil")}\n`);
    await importFiles();
    const out = run([]);
    expect(out.stdout).toContain("a\\u001b[2J\\u001b]0;pwned\\u0007@x.com\\u202eevil");
    for (const raw of ["\u001b", "\u0007", "\u202e"]) expect(out.stdout).not.toContain(raw);
  });

  it("refuses a database that is not there without creating one (a wrong LEAD_INBOX_FILE), and unknown arguments", () => {
    for (const args of [[], ["--check"], ["--export"], ["--report"], ["--retry-failed"], ["--forget", "a@b.com"]]) {
      const out = run(args);
      expect([out.status, out.stdout], args.join(" ")).toEqual([1, ""]);
      expect(out.stderr).toMatch(/^npm run leads: no leads database at \S+leads\.db: check LEAD_INBOX_FILE/);
    }
    expect(readdirSync(dir)).toEqual([]);
    const wrong = run(["--retry"]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("Unknown option '--retry'");
    expect(run(["--check", "--export"]).status).toBe(2);
    expect(run(["extra"]).stderr).toContain("unknown arguments extra");
  });

  it("--forget leaves no byte of the e-mail in any file of the data folder, the imported files included", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const leads = [line("f1", "Esquecer@Clinica.com.br"), line("k2", "fica@clinica.com.br"), line("f3", "esquecer@clinica.com.br", false)];
    // A torn last line that still spells the e-mail.
    writeFileSync(path.join(dir, "leads.jsonl"), `${leads.join("\n")}\n{"id":"t4","email":"esquecer@clinica.com.br`);
    writeFileSync(
      path.join(dir, "leads-delivery.jsonl"),
      `${JSON.stringify({ event: "failed", id: "k2", at: "2026-11-23T10:00:07.000Z", attempt: 1, reason: "rejected", error: "HTTP 422", status: 422, answer: "duplicado de esquecer@clinica.com.br" })}\n`,
    );
    await importFiles();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
    const out = run(["--forget", "ESQUECER@clinica.com.br"]);
    expect(out.stderr).toBe("");
    expect(out.stdout).toContain("Removed 2 lead(s)");
    expect(out.stdout).toContain("no copy is left in");
    // The same address again (or a typo): nothing found, and said so, never "no copy is left".
    const again = run(["--forget", "esquecer@clinica.com.br"]);
    expect([again.status, again.stdout]).toEqual([
      0,
      expect.stringMatching(/^No lead, record or archived line holds that e-mail in \S+: nothing was removed/),
    ]);
    expect(again.stdout).not.toContain("no copy is left");
    for (const name of readdirSync(dir)) {
      const bytes = readFileSync(path.join(dir, name)).toString("latin1").toLowerCase();
      expect(bytes.includes("esquecer@clinica.com.br"), name).toBe(false);
    }
    expect(readdirSync(dir).sort()).toEqual(["leads-delivery.jsonl.imported", "leads.db", "leads.jsonl.imported"]);
    expect(exported().map((l) => l.id)).toEqual(["k2"]);
    expect(readFileSync(path.join(dir, "leads.jsonl.imported"), "utf8")).toContain("fica@clinica.com.br");
  });
});

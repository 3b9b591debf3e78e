// @vitest-environment node
// @ts-check
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** @param {string} id @param {string} email @param {boolean} [relay] */
const line = (id, email, relay = true) =>
  JSON.stringify({
    id,
    receivedAt: `2026-11-23T10:00:0${id.length}.000Z`,
    automationId: "contato-form-automation-id",
    name: "Ana",
    email,
    phone: "+55 11987654321",
    messageToSend: "",
    tags: [],
    ...(relay ? { relay } : {}),
  });

/** @param {string[]} args */
function run(args) {
  return spawnSync(process.execPath, ["scripts/leads.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, LEAD_INBOX_FILE: path.join(dir, "leads.jsonl") },
  });
}

describe("npm run leads", () => {
  it("prints the counts and lists pending and failed leads from the files alone", () => {
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
    const records = readFileSync(path.join(dir, "leads-delivery.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records.at(-1)).toMatchObject({ event: "requeued", id: "bad3" });
    expect(run([]).stdout).toContain("received 4, delivered 1, pending 2, failed 0");
  });

  it("prints stored text with control characters and direction overrides escaped", () => {
    writeFileSync(path.join(dir, "leads.jsonl"), `${line("esc1", "a\u001b[2J\u001b]0;pwned\u0007@x.com\u202eevil")}\n`);
    const out = run([]);
    expect(out.stdout).toContain("a\\u001b[2J\\u001b]0;pwned\\u0007@x.com\\u202eevil");
    for (const raw of ["\u001b", "\u0007", "\u202e"]) expect(out.stdout).not.toContain(raw);
  });

  it("reads an empty inbox, and refuses unknown arguments", () => {
    expect(run([]).stdout).toContain("received 0, delivered 0, pending 0, failed 0");
    const wrong = run(["--retry"]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("unknown arguments --retry");
  });
});

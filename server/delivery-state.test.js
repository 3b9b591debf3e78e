// @vitest-environment node
// @ts-check
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deliveryFileFor, leadFiles, loadDeliveryState, replayDelivery } from "./delivery-state.mjs";

/** @param {string} id @param {Partial<import("./lead-inbox.mjs").StoredLead>} [extra] */
const lead = (id, extra = {}) => ({
  id,
  receivedAt: "2026-11-23T10:00:00.000Z",
  automationId: "contato-form-automation-id",
  name: "Ana",
  email: `${id}@clinica.com.br`,
  phone: "+55 11987654321",
  messageToSend: "",
  tags: [],
  relay: /** @type {const} */ (true),
  ...extra,
});
const at = "2026-11-23T10:00:01.000Z";

describe("replayDelivery", () => {
  it("rebuilds each relayed lead's state from the journal, in order", async () => {
    const leads = [lead("a"), lead("b"), lead("c"), lead("d"), lead("e")];
    const records = [
      { event: "attempt-failed", id: "a", at, attempt: 1, error: "connect ECONNREFUSED" },
      { event: "attempt-failed", id: "b", at, attempt: 1, error: "HTTP 500" },
      { event: "delivered", id: "b", at, attempt: 2, status: 200 },
      { event: "failed", id: "c", at, attempt: 1, reason: "rejected", error: "HTTP 422: {}", status: 422, answer: "{}" },
      { event: "failed", id: "d", at, attempt: 1, reason: "rejected", error: "HTTP 400", status: 400 },
      { event: "requeued", id: "d", at: "2026-11-23T11:00:00.000Z" },
      { event: "delivered", id: "e", at, attempt: 1, status: 200 },
      { event: "requeued", id: "e", at },
      { event: "delivered", id: "zz", at, attempt: 1, status: 200 },
      "not a record",
    ];
    const { byId, counts, notRelayed, unknownRecords } = replayDelivery(leads, records);
    expect(notRelayed).toBe(0);
    expect(unknownRecords).toBe(2);
    const a = byId.get("a");
    expect([a?.state, a?.attempts, a?.lastError]).toEqual(["pending", 1, "connect ECONNREFUSED"]);
    // Delivered leads are counted, not kept: memory holds only what is pending or failed.
    expect(byId.has("b")).toBe(false);
    expect(byId.get("c")).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: "HTTP 422: {}",
      failure: { status: 422, answer: "{}" },
    });
    expect(byId.get("d")).toMatchObject({ state: "pending", attempts: 0, since: "2026-11-23T11:00:00.000Z" });
    expect(byId.has("e")).toBe(false);
    expect([...byId.keys()].sort()).toEqual(["a", "c", "d"]);
    expect(counts).toEqual({ received: 5, delivered: 2, pending: 2, failed: 1 });

    // The same from the files, streamed line by line (a torn last line skipped).
    const dir = mkdtempSync(path.join(os.tmpdir(), "delivery-state-"));
    try {
      const files = { inbox: path.join(dir, "leads.jsonl"), delivery: path.join(dir, "leads-delivery.jsonl") };
      writeFileSync(files.inbox, `${leads.map((l) => JSON.stringify(l)).join("\n")}\n{"id":"torn`);
      writeFileSync(files.delivery, `${records.map((r) => JSON.stringify(r)).join("\n")}\n`);
      const streamed = await loadDeliveryState(files);
      expect(streamed.counts).toEqual(counts);
      expect([...streamed.byId.keys()].sort()).toEqual(["a", "c", "d"]);
      expect(streamed.byId.get("d")).toEqual(byId.get("d"));
      expect(streamed.journalBytes).toBe(Buffer.byteLength(`${records.map((r) => JSON.stringify(r)).join("\n")}\n`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("never relays leads stored without the relay or without an id", () => {
    const legacy = {
      receivedAt: "2025-01-01T00:00:00.000Z",
      automationId: "x",
      name: "a",
      email: "e",
      phone: "p",
      messageToSend: "",
      tags: [],
    };
    const { byId, notRelayed } = replayDelivery([legacy, lead("f", { relay: undefined }), lead("g")], []);
    expect(notRelayed).toBe(2);
    expect([...byId.keys()]).toEqual(["g"]);
  });
});

describe("lead files", () => {
  it("puts the delivery journal beside the inbox unless LEAD_DELIVERY_FILE says otherwise", () => {
    expect(deliveryFileFor("data/leads.jsonl")).toBe("data/leads-delivery.jsonl");
    expect(deliveryFileFor("/var/lib/site/inbox")).toBe("/var/lib/site/inbox-delivery.jsonl");
    expect(leadFiles({ LEAD_INBOX_FILE: "/srv/leads.jsonl" })).toEqual({
      inbox: "/srv/leads.jsonl",
      delivery: "/srv/leads-delivery.jsonl",
    });
    expect(leadFiles({ LEAD_INBOX_FILE: "/srv/leads.jsonl", LEAD_DELIVERY_FILE: "/srv/state.jsonl" }).delivery).toBe("/srv/state.jsonl");
  });
});

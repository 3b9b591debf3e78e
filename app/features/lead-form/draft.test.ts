// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { clearDraft, DRAFT_KEY, type LeadDraft, readDraft, sessionStore, writeDraft } from "./draft";
import { testPerson } from "../../../tests/support/lead-builder";

const draft = { name: testPerson.name, email: testPerson.email, country: "PT", phone: "912345678" } as const;
const refusing = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("full");
  },
  removeItem: () => {
    throw new Error("denied");
  },
} as unknown as Storage;

describe("lead form draft", () => {
  it("writes, reads back and clears under a versioned key; an empty draft is removed", () => {
    writeDraft(sessionStorage, draft);
    expect(JSON.parse(sessionStorage.getItem("lead-form-draft-v1") ?? "")).toEqual(draft);
    expect(readDraft(sessionStorage)).toEqual(draft);
    clearDraft(sessionStorage);
    expect(readDraft(sessionStorage)).toBeNull();
    writeDraft(sessionStorage, draft);
    writeDraft(sessionStorage, { name: "", email: "", country: "BR", phone: "" });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each<LeadDraft>([
    { name: "Ana", email: "", country: "BR", phone: "" },
    { name: "", email: "a@b.co", country: "BR", phone: "" },
    { name: "", email: "", country: "BR", phone: "9" },
    { name: "", email: "", country: "PT", phone: "" },
  ])("keeps a draft with one field typed: %j", (one) => {
    writeDraft(sessionStorage, one);
    expect(readDraft(sessionStorage)).toEqual(one);
  });

  it("cuts each stored text at 500 characters", () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, name: "a".repeat(600), email: "b".repeat(501) }));
    expect(readDraft(sessionStorage)).toMatchObject({ name: "a".repeat(500), email: "b".repeat(500) });
  });

  it.each([["{not json"], ["42"], ["null"], ['"text"']])("reads %j as no draft", (raw) => {
    sessionStorage.setItem(DRAFT_KEY, raw);
    expect(readDraft(sessionStorage)).toBeNull();
  });

  it("keeps only the known text fields and a known country, whatever was stored", () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 7, email: "a@b.co", country: "XX", phone: "1", terms: true }));
    expect(readDraft(sessionStorage)).toEqual({ name: "", email: "a@b.co", country: "BR", phone: "1" });
  });

  it("survives storage that throws or is missing", () => {
    expect(() => writeDraft(refusing, draft)).not.toThrow();
    expect(() => clearDraft(refusing)).not.toThrow();
    expect(readDraft(refusing)).toBeNull();
    expect(readDraft(null)).toBeNull();
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(sessionStore()).toBeNull();
  });
});

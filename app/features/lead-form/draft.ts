import { DEFAULT_COUNTRY, isCountryCode } from "~/content/lead-contract/countries";
import type { LeadInput } from "~/content/lead-contract/fields";

/**
 * What the visitor typed, kept in sessionStorage so a reload or a visit to another page of the
 * tab loses nothing. Never the terms box: consent is given again for each send.
 * The key carries a version, so a later shape never reads an old one.
 */
export const DRAFT_KEY = "lead-form-draft-v1";

export type LeadDraft = Omit<LeadInput, "terms">;

/** sessionStorage, or null where it is missing or refused (privacy modes, sandboxed frames). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or null when there is none or it cannot be read. */
export function readDraft(storage: Storage | null): LeadDraft | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "null");
    if (typeof raw !== "object" || raw === null) return null;
    const { name, email, country, phone } = raw as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 500) : "");
    const code = text(country);
    return { name: text(name), email: text(email), country: isCountryCode(code) ? code : DEFAULT_COUNTRY, phone: text(phone) };
  } catch {
    return null;
  }
}

/** Stores the four fields, whatever else the value holds; removes the draft when they are empty. */
export function writeDraft(storage: Storage | null, { name, email, country, phone }: LeadDraft): void {
  try {
    if (name || email || phone || country !== DEFAULT_COUNTRY) storage?.setItem(DRAFT_KEY, JSON.stringify({ name, email, country, phone }));
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // A full or refused storage: persistence is a comfort, the form works without it.
  }
}

export const clearDraft = (storage: Storage | null) => writeDraft(storage, { name: "", email: "", country: DEFAULT_COUNTRY, phone: "" });

/**
 * The test lead: one person, written once, for the unit, server and browser tests and the load
 * tools. `buildLead(overrides)` returns a lead the lead contract accepts, so a test states only
 * what it changes. Plain `.js`/`.mjs` files import this module as it is (Node 24 strips the types),
 * hence relative imports with their `.ts` extension, no `~/` alias and only erasable syntax.
 */
import { CONTACT_AUTOMATION_ID, CONTACT_MESSAGE } from "../../app/content/lead-contract/contact-form.ts";
import { INTEGRATION_AUTOMATION_ID, INTEGRATION_MESSAGE } from "../../app/content/lead-contract/integration-form.ts";
import type { LeadSubmission } from "../../app/features/lead-form/submission.ts";

export interface LeadTag {
  name: string;
  value: string;
}

/** The JSON body a form POSTs to `/webhook/:automationId`. */
export interface LeadBody {
  name: string;
  email: string;
  /** Calling code, a space, the digits: what the form sends. */
  phone: string;
  messageToSend: string;
  tags: LeadTag[];
}

/** A lead as the server keeps it: the body plus its id, when it came and through which form. */
export interface StoredLead extends LeadBody {
  id: string;
  receivedAt: string;
  automationId: string;
}

/** The person every test types and sends, unless it says otherwise. */
export const testPerson = Object.freeze({
  name: "Ana Lúcia Araújo",
  email: "ana@clinica.com.br",
  /** The digits a visitor types in the phone field, country Brazil. */
  digits: "11987654321",
  /** The same digits as the field shows them once typed. */
  masked: "(11) 98765-4321",
  /** The same number as the form sends and the server stores it. */
  phone: "+55 11987654321",
});

/** What a test types into a form: name, e-mail and the phone's digits (country Brazil). */
export function typedLead(overrides: Partial<{ name: string; email: string; phone: string }> = {}) {
  return { name: testPerson.name, email: testPerson.email, phone: testPerson.digits, ...overrides };
}

/** The title the contact form sends as its `form` tag. */
export const CONTACT_FORM_TAG = "Conheça o produto";

/**
 * The tags a form sends in the order it sends them: its title, the page's query parameters,
 * `originUrl`, `leadUserIndex` (empty without the cookie).
 */
export function formTags({
  query = [],
  originUrl = "http://127.0.0.1/contato",
  leadUserIndex = "",
}: { query?: LeadTag[]; originUrl?: string; leadUserIndex?: string } = {}): LeadTag[] {
  return [
    { name: "form", value: CONTACT_FORM_TAG },
    ...query,
    { name: "originUrl", value: originUrl },
    { name: "leadUserIndex", value: leadUserIndex },
  ];
}

/** A valid contact-form lead body; `overrides` replace whole fields. */
export function buildLead(overrides: Partial<LeadBody> = {}): LeadBody {
  return {
    name: testPerson.name,
    email: testPerson.email,
    phone: testPerson.phone,
    messageToSend: CONTACT_MESSAGE,
    tags: [{ name: "form", value: CONTACT_FORM_TAG }],
    ...overrides,
  };
}

/** A valid lead of the integration form: its fixed message. */
export function buildIntegrationLead(overrides: Partial<LeadBody> = {}): LeadBody {
  return buildLead({ messageToSend: INTEGRATION_MESSAGE, ...overrides });
}

/**
 * What the lead form hands to its submit function for `buildLead()` typed on /contato, before the
 * page's context turns it into a body: the title and the query parameters instead of the tags.
 */
export function buildSubmission(overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  const { name, email, phone, messageToSend } = buildLead();
  const description = CONTACT_FORM_TAG;
  return { name, email, phone, messageToSend, description, automationId: CONTACT_AUTOMATION_ID, queryParams: [], ...overrides };
}

/** A stored lead, as the inbox lists it and as an earlier version's JSON-lines file held it. */
export function buildStoredLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: "a1",
    receivedAt: "2026-11-20T10:00:00.000Z",
    automationId: CONTACT_AUTOMATION_ID,
    ...buildLead({ tags: [] }),
    ...overrides,
  };
}

/** The `fetch` options of a form's POST of `buildLead(overrides)`. */
export function leadRequest(overrides: Partial<LeadBody> = {}): RequestInit {
  return { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(buildLead(overrides)) };
}

/** The two forms' webhook paths on the site's own server. */
export const webhookPath = Object.freeze({
  contact: `/webhook/${CONTACT_AUTOMATION_ID}`,
  integration: `/webhook/${INTEGRATION_AUTOMATION_ID}`,
});

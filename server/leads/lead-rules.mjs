// @ts-check
/**
 * The server's check of a lead before it is stored: the lead contract the browser form runs too
 * (app/content/lead-contract/: the two forms' ids and messages, the countries, the field rules and
 * the phone check), and bounded tags. Anything else is refused with the field named, in Portuguese,
 * and nothing is stored or forwarded. Unknown top-level fields are dropped.
 */
import { splitLeadPhone } from "../../app/content/lead-contract/countries.ts";
import { leadFields, normalizeName, validateLead } from "../../app/content/lead-contract/fields.ts";
import {
  AUTOMATION_IDS,
  EARLIER_MESSAGES_BY_AUTOMATION_ID,
  isAutomationId,
  MESSAGE_BY_AUTOMATION_ID,
} from "../../app/content/lead-contract/forms.ts";
import { INTEGRATION_MESSAGE } from "../../app/content/lead-contract/integration-form.ts";
import { isValidForCountry } from "../../app/content/lead-contract/phone-check.ts";
import { leadRefusals as say } from "../../app/content/lead-contract/api-messages.ts";

// Named here as before, for the modules and tests that import them from the server.
export { AUTOMATION_IDS, INTEGRATION_MESSAGE, isAutomationId, MESSAGE_BY_AUTOMATION_ID, splitLeadPhone };

/**
 * @typedef {{ name: string, value: string }} LeadTag
 * @typedef {{ name: string, email: string, phone: string, messageToSend: string, tags: LeadTag[] }} LeadBody
 * @typedef {{ ok: true, lead: LeadBody } | { ok: false, field: string, error: string }} LeadCheck
 */

export const MAX_TAGS = 50;
export const MAX_TAG_NAME = 100;
export const MAX_TAG_VALUE = 1000;

// C0 and C1 control characters (NUL, tab, newline, escape, DEL...): never in a lead.
const CONTROL = /\p{Cc}/u;

/** @param {unknown} value @returns {value is string} */
const isString = (value) => typeof value === "string";

/** @param {string} field @param {string} error @returns {LeadCheck} */
const refuse = (field, error) => ({ ok: false, field, error });

/**
 * @param {unknown} body the parsed JSON
 * @param {string} automationId one of the site's ids (the inbox refused any other)
 * @param {{ earlier?: Readonly<Record<string, readonly string[]>> }} [contract] the sentences each form sent
 *   before (the contract's own by default)
 * @returns {Promise<LeadCheck>}
 */
export async function checkLead(body, automationId, { earlier = EARLIER_MESSAGES_BY_AUTOMATION_ID } = {}) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse("body", say.notAnObject);
  const b = /** @type {Record<string, unknown>} */ (body);
  for (const field of ["name", "email", "phone", "messageToSend"]) {
    const value = b[field];
    if (!isString(value)) return refuse(field, say.notText(field));
    if (CONTROL.test(value)) return refuse(field, say.controlCharacters(field));
  }
  const [name, email, phone, messageToSend] = /** @type {[string, string, string, string]} */ ([b.name, b.email, b.phone, b.messageToSend]);
  // The form's own validation, as the form runs it on submit (the box it ticks aside).
  const split = splitLeadPhone(phone);
  const errors = await validateLead(
    { name, email, phone: split?.digits ?? phone, country: split?.country ?? "BR", terms: true },
    isValidForCountry,
  );
  const field = leadFields.find((f) => errors[f]);
  if (field && (field !== "phone" || split || phone.trim() === "")) return refuse(field, /** @type {string} */ (errors[field]));
  if (!split) return refuse("phone", say.phone);

  const expected = isAutomationId(automationId) ? MESSAGE_BY_AUTOMATION_ID[automationId] : undefined;
  // A page open from an earlier build sends that build's sentence: taken, and stored as today's, so
  // the host sees one sentence per form. Any other text is not this form's lead.
  const known = expected !== undefined && (messageToSend === expected || (earlier[automationId] ?? []).includes(messageToSend));
  if (!known) return refuse("messageToSend", say.messageToSend(expected));

  if (!Array.isArray(b.tags)) return refuse("tags", say.tagsNotList);
  if (b.tags.length > MAX_TAGS) return refuse("tags", say.tooManyTags(MAX_TAGS));
  /** @type {LeadTag[]} */
  const tags = [];
  for (const [i, tag] of b.tags.entries()) {
    const t = /** @type {Record<string, unknown> | null} */ (typeof tag === "object" && !Array.isArray(tag) ? tag : null);
    const field = `tags[${i}]`;
    if (!t || !isString(t.name) || !isString(t.value)) return refuse(field, say.tagShape(i));
    if (t.name === "" || t.name.length > MAX_TAG_NAME) return refuse(`${field}.name`, say.tagName(i, MAX_TAG_NAME));
    if (t.value.length > MAX_TAG_VALUE) return refuse(`${field}.value`, say.tagValue(i, MAX_TAG_VALUE));
    if (CONTROL.test(t.name) || CONTROL.test(t.value)) return refuse(field, say.tagControlCharacters(i));
    tags.push({ name: t.name, value: t.value });
  }
  return { ok: true, lead: { name: normalizeName(name), email: email.trim(), phone, messageToSend: expected, tags } };
}

import { CONTACT_AUTOMATION_ID, CONTACT_MESSAGE } from "./contact-form.ts";
import { INTEGRATION_AUTOMATION_ID, INTEGRATION_MESSAGE } from "./integration-form.ts";

/**
 * The site's two lead forms as the server accepts them: each posts to `/webhook/{automationId}` and
 * sends its `messageToSend`: the current one, or one an earlier build sent (a page open from it keeps
 * sending that for as long as its scripts are served). Each form's island imports only its own module
 * (contact-form.ts, integration-form.ts), so one page's script never carries the other form's sentence.
 */

/** Every id the lead server accepts, and nothing else. */
export const AUTOMATION_IDS = Object.freeze([CONTACT_AUTOMATION_ID, INTEGRATION_AUTOMATION_ID] as const);
export type AutomationId = (typeof AUTOMATION_IDS)[number];

/** What each form sends as `messageToSend`. */
export const MESSAGE_BY_AUTOMATION_ID: Readonly<Record<AutomationId, string>> = Object.freeze({
  [CONTACT_AUTOMATION_ID]: CONTACT_MESSAGE,
  [INTEGRATION_AUTOMATION_ID]: INTEGRATION_MESSAGE,
});

export const isAutomationId = (value: string): value is AutomationId => (AUTOMATION_IDS as readonly string[]).includes(value);

/**
 * Sentences a form sent before its current one. A page opened on an earlier build keeps working for
 * 7 days (docs/decisions/400), so when a sentence is reworded the old one goes here for at least that
 * long: the server takes it and stores the current one. forms.test.ts fails on a reworded sentence
 * until it does.
 */
export const EARLIER_MESSAGES_BY_AUTOMATION_ID: Readonly<Record<AutomationId, readonly string[]>> = Object.freeze({
  [CONTACT_AUTOMATION_ID]: [],
  [INTEGRATION_AUTOMATION_ID]: [],
});

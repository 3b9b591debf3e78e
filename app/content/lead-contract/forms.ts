import { CONTACT_AUTOMATION_ID, CONTACT_MESSAGE } from "./contact-form.ts";
import { INTEGRATION_AUTOMATION_ID, INTEGRATION_MESSAGE } from "./integration-form.ts";

/**
 * The site's two lead forms as the server accepts them: each posts to `/webhook/{automationId}` and
 * sends exactly its `messageToSend`. Each form's island imports only its own module (contact-form.ts,
 * integration-form.ts), so one page's script never carries the other form's sentence.
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

/**
 * The site's two lead forms as the automation knows them: the id each posts to
 * (`/webhook/{automationId}`) and the `messageToSend` each sends, which the server accepts exactly.
 */

export const CONTACT_AUTOMATION_ID = "contato-form-automation-id";
export const INTEGRATION_AUTOMATION_ID = "integracao-form-automation-id";

/** The integration form's fixed sentence; the contact form sends an empty text. */
export const INTEGRATION_MESSAGE = "Cliente interessado em integração via API para software médico";

/** Every id the lead server accepts, and nothing else. */
export const AUTOMATION_IDS = Object.freeze([CONTACT_AUTOMATION_ID, INTEGRATION_AUTOMATION_ID] as const);
export type AutomationId = (typeof AUTOMATION_IDS)[number];

/** What each form sends as `messageToSend`. */
export const MESSAGE_BY_AUTOMATION_ID: Readonly<Record<AutomationId, string>> = Object.freeze({
  [CONTACT_AUTOMATION_ID]: "",
  [INTEGRATION_AUTOMATION_ID]: INTEGRATION_MESSAGE,
});

export const isAutomationId = (value: string): value is AutomationId => (AUTOMATION_IDS as readonly string[]).includes(value);

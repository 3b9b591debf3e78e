/** The contact form (/contato) as the automation knows it: the id it posts to (`/webhook/{automationId}`) and its empty `messageToSend`. */
export const CONTACT_AUTOMATION_ID = "contato-form-automation-id";
export const CONTACT_MESSAGE = "";

/** The integration form (/integracao) as the automation knows it: the id it posts to and the fixed sentence it sends. */
export const INTEGRATION_AUTOMATION_ID = "integracao-form-automation-id";
export const INTEGRATION_MESSAGE = "Cliente interessado em integração via API para software médico";

import { supportHoursText } from "./business-hours";

/**
 * The words of /integracao's request form, in a module of their own: the form's island imports
 * these and not the page's copy (integration.ts), so a visitor's browser downloads only them.
 */
export const INTEGRATION_FORM_TITLE = "Solicitar integração";
export const integrationFormCopy = {
  intro: `Deixe seu contato e nossa equipe técnica retorna em horário comercial, ${supportHoursText}.`,
  submitLabel: INTEGRATION_FORM_TITLE,
  /** Who fills this form builds software for clinics: the e-mail example is a company's, not a clinic's. */
  emailPlaceholder: "voce@suaempresa.com.br",
} as const;

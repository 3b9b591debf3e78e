import type { StoredConsent } from "./consent";
import { consentStatusText, noChoice, savedAccepted, savedRejected } from "~/content/ui-strings/consent";

// Built on first use, not when the module loads: the first DateTimeFormat with a time zone loads the
// browser's time-zone data (tens of milliseconds of main thread, several times that on a slow phone),
// and the banner's chunk, which imports this module, is evaluated on every first visit, where no
// date is shown (docs/decisions/275).
let dateFormat: Intl.DateTimeFormat | undefined;
const brasiliaDate = () => (dateFormat ??= new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }));

/** "23/11/2026" in Brasília time, or null when the stored date is missing or unreadable. */
export function consentDateBR(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : brasiliaDate().format(date);
}

/** The current choice, as the preferences dialog states it. */
export function describeConsent(consent: StoredConsent | null): string {
  if (!consent) return noChoice;
  return consentStatusText(consent.status === "accepted", consentDateBR(consent.date));
}

/** The short confirmation announced after a choice in the dialog. */
export function savedMessage(status: StoredConsent["status"]): string {
  return status === "accepted" ? savedAccepted : savedRejected;
}

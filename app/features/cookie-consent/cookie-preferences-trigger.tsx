import { consentStrings } from "~/content/ui-strings/consent";
import { CloseButton, ConsentChoiceButtons, CookieExplainer } from "./cookie-banner-panel";

/**
 * The footer's "Preferências de cookies" button, its status line and the dialog's template, rendered
 * at build time; ./consent-ui.ts opens the dialog on a click (docs/decisions/180), so React
 * never loads for it.
 */
export function CookiePreferencesTrigger({ className }: { className?: string }) {
  return (
    <>
      <button type="button" data-cookie-preferences="" data-replay="" className={className}>
        {consentStrings.preferences}
      </button>
      <span role="status" data-cookie-preferences-status="" className="block text-xs text-brand-200" />
      <CookiePreferencesTemplate />
    </>
  );
}

const titleId = "preferencias-cookies-titulo";
const currentId = "preferencias-cookies-escolha";

/** The dialog's `<template>`: ./consent-ui.ts writes the stored choice into `data-consent-current` (text: ./consent-text.ts). */
function CookiePreferencesTemplate() {
  return (
    <template data-cookie-preferences-dialog="">
      <dialog
        aria-labelledby={titleId}
        aria-describedby={currentId}
        className="m-auto w-[calc(100%-1rem)] max-w-lg rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-950/60"
      >
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-bold text-brand-950">
              {consentStrings.preferences}
            </h2>
            <CloseButton label={consentStrings.closePreferences} data-consent-close="" className="-mt-2 -mr-2" />
          </div>
          <p
            id={currentId}
            data-testid="consent-current"
            className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-950"
          >
            <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">{consentStrings.currentChoice}</span>
            <span data-consent-current="" />
          </p>
          <div className="mt-4 space-y-2 text-sm text-muted">
            <CookieExplainer />
            <p>{consentStrings.changeLater}</p>
          </div>
          <div className="mt-5 grid grid-cols-2 gap-2 sm:w-max">
            <ConsentChoiceButtons />
          </div>
        </div>
      </dialog>
    </template>
  );
}

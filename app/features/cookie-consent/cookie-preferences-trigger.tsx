import { CookiePreferencesTemplate } from "./cookie-preferences-panel";

/**
 * The footer's "Preferências de cookies" button, its status line and the dialog's template, rendered
 * at build time; ./consent-ui.ts opens the dialog on a click (docs/decisions/180), so React
 * never loads for it.
 */
export function CookiePreferencesTrigger({ className }: { className?: string }) {
  return (
    <>
      <button type="button" data-cookie-preferences="" className={className}>
        Preferências de cookies
      </button>
      <span role="status" data-cookie-preferences-status="" className="block text-xs text-brand-200" />
      <CookiePreferencesTemplate />
    </>
  );
}

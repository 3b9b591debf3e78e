/**
 * The footer's "Preferências de cookies" button and its status line, rendered at build time; the
 * dialog behind it is opened by ./preferences-dialog.ts on the first click (docs/decisions/180).
 */
export function CookiePreferencesTrigger({ className }: { className?: string }) {
  return (
    <>
      <button type="button" data-cookie-preferences="" className={className}>
        Preferências de cookies
      </button>
      <span role="status" data-cookie-preferences-status="" className="block text-xs text-brand-200" />
    </>
  );
}

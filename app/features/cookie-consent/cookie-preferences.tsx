import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { applyConsent, type ConsentStatus, readConsent, type StoredConsent } from "./consent";
import { savedMessage } from "./consent-text";

// The dialog's content loads on the first click: it stays out of every page's first JavaScript.
const CookiePreferencesPanel = lazy(() => import("./cookie-preferences-panel").then((m) => ({ default: m.CookiePreferencesPanel })));

/**
 * The footer's "Preferências de cookies": a native modal <dialog> (focus moves in, Esc closes,
 * the rest of the page is inert) that shows the stored choice and lets the visitor change it as
 * easily as it was given (LGPD art. 8 §5; docs/decisions/120).
 */
export function CookiePreferences({ className }: { className?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState<StoredConsent | null>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState("");
  const titleId = useId();
  const statusId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const close = () => dialogRef.current?.close();

  const choose = (status: ConsentStatus) => {
    // Choosing what is already stored changes nothing, so it signals nothing either.
    if (readConsent(window.localStorage)?.status !== status) applyConsent(status);
    setSaved(savedMessage(status));
    close();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        onClick={() => {
          setCurrent(readConsent(window.localStorage));
          setSaved("");
          setOpen(true);
        }}
      >
        Preferências de cookies
      </button>
      <span role="status" className="block text-xs text-brand-200">
        {saved}
      </span>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={statusId}
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        className="m-auto w-[calc(100%-1rem)] max-w-lg rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-950/60"
      >
        {open ? (
          <Suspense fallback={<p className="p-6 text-sm text-muted">Carregando…</p>}>
            <CookiePreferencesPanel current={current} titleId={titleId} statusId={statusId} choose={choose} close={close} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}

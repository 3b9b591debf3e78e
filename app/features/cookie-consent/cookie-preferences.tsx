import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type ConsentStatus, readConsent, type StoredConsent } from "./consent";
import { applyConsent, ConsentChoiceButtons } from "./consent-choice";
import { describeConsent, savedMessage } from "./consent-text";
import { CookieExplainer } from "./cookie-explainer";

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
          <div className="p-5 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <h2 id={titleId} className="text-lg font-bold text-brand-950">
                Preferências de cookies
              </h2>
              <button
                type="button"
                aria-label="Fechar preferências de cookies"
                className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50"
                onClick={close}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <p id={statusId} data-testid="consent-current" className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-950">
              <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">Sua escolha atual</span>
              {describeConsent(current)}
            </p>
            <div className="mt-4 space-y-2 text-sm text-muted">
              <CookieExplainer />
              <p>Você pode mudar de ideia quando quiser, por este mesmo botão no rodapé.</p>
            </div>
            <div className="mt-5 grid grid-cols-2 gap-2 sm:w-max">
              <ConsentChoiceButtons onChoice={choose} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

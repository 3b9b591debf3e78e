import { applyConsent, readConsent } from "./consent";
import { cloneTemplate, consentAction } from "./consent-buttons";
import { describeConsent, savedMessage } from "./consent-text";

/**
 * The footer's "Preferências de cookies" (markup: ./cookie-preferences-panel.tsx): a native modal
 * <dialog> (focus moves in, Esc closes, the rest of the page is inert) that states the stored choice
 * and lets the visitor change it as easily as it was given (LGPD art. 8 §5; docs/decisions/120).
 * Closing returns the focus to the button; a choice is announced in the footer's status line.
 */
export function openPreferences(trigger: HTMLElement, doc: Document = document): HTMLDialogElement | null {
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-cookie-preferences-open]") ?? create(doc, trigger);
  if (!dialog) return null;
  const status = doc.querySelector("[data-cookie-preferences-status]");
  if (status) status.textContent = "";
  const current = dialog.querySelector("[data-consent-current]");
  if (current) current.textContent = describeConsent(readStored(doc));
  if (!dialog.open) dialog.showModal();
  return dialog;
}

function create(doc: Document, trigger: HTMLElement): HTMLDialogElement | null {
  const dialog = cloneTemplate<HTMLDialogElement>(doc, "template[data-cookie-preferences-dialog]");
  if (!dialog) return null;
  dialog.setAttribute("data-cookie-preferences-open", "");
  dialog.addEventListener("click", (event) => {
    const action = consentAction(event.target);
    if (action?.kind === "close") dialog.close();
    if (action?.kind !== "choose") return;
    // Choosing what is already stored changes nothing, so it signals nothing either.
    if (readStored(doc)?.status !== action.status) applyConsent(action.status);
    const status = doc.querySelector("[data-cookie-preferences-status]");
    if (status) status.textContent = savedMessage(action.status);
    dialog.close();
  });
  dialog.addEventListener("close", () => trigger.focus());
  doc.body.append(dialog);
  return dialog;
}

function readStored(doc: Document) {
  try {
    return readConsent(doc.defaultView!.localStorage);
  } catch {
    return null;
  }
}

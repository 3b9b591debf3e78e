import {
  announcement,
  browserClipboardEnv,
  buttonText,
  COPIED_RESET_MS,
  type ClipboardEnv,
  type CopyMessages,
  type CopyState,
  copyText,
} from "./copy-text";

function selectElementText(id: string) {
  const element = document.getElementById(id);
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Shows a state on the markup of copy-button.tsx: label, icon, live region. */
function show(root: HTMLElement, state: CopyState, messages: CopyMessages) {
  root.querySelector("[data-copy-label]")!.textContent = buttonText(state, messages);
  for (const icon of root.querySelectorAll<SVGElement>("[data-copy-icon]")) {
    icon.classList.toggle("hidden", icon.dataset.copyIcon !== (state === "copied" ? "copied" : "idle"));
  }
  const status = root.querySelector<HTMLElement>('[role="status"]')!;
  status.textContent = announcement(state, messages);
  // The failure hint is shown on the page; otherwise the region is for screen readers only.
  status.className = state === "failed" ? (root.dataset.copyFailedClass ?? "") : "sr-only";
}

/** Wires one copy button; returns a function that stops its timer. */
export function startCopyButton(root: HTMLElement, env: ClipboardEnv = browserClipboardEnv()): () => void {
  const messages = JSON.parse(root.dataset.copyMessages ?? "{}") as CopyMessages;
  const text = root.dataset.copyText ?? "";
  let timer: number | undefined;
  root.querySelector("button")?.addEventListener("click", async () => {
    window.clearTimeout(timer);
    const outcome = await copyText(text, env);
    if (outcome === "failed" && root.dataset.copyTarget) selectElementText(root.dataset.copyTarget);
    show(root, outcome, messages);
    // The failure hint stays until the next try; success goes back to the label.
    if (outcome === "copied") timer = window.setTimeout(() => show(root, "idle", messages), COPIED_RESET_MS);
  });
  return () => window.clearTimeout(timer);
}

/** Every copy button of the page (prompt templates, "Copiar link"), started by the page's script. */
export function startCopyButtons(doc: Document = document, env?: ClipboardEnv): void {
  for (const root of doc.querySelectorAll<HTMLElement>("[data-copy-button]")) startCopyButton(root, env);
}

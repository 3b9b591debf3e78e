/**
 * Code that a page needs only once the visitor reaches for it (the lead form's validation and
 * sending, the video player's controls). Pages render a static view of it first and load it on
 * the first sign of intent, so it stays out of the JavaScript loaded before any interaction
 * (docs/decisions/080).
 */
export interface OnDemand<T> {
  /** Starts the import once; a failed import (offline, a deploy removed the chunk) can be retried. */
  load(): Promise<T>;
  /** The module once loaded, so a later mount (client navigation) renders it at once. */
  readonly current: T | null;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let current: T | null = null;
  return {
    load() {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
  };
}

/** Events that come just before an interaction: a pointer arriving, a touch starting, focus, a key. */
export const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Calls `onIntent` once, on the first intent event inside `element`. Returns the cleanup. */
export function onFirstIntent(element: HTMLElement, onIntent: () => void): () => void {
  const handle = () => {
    cleanup();
    onIntent();
  };
  const cleanup = () => {
    for (const name of INTENT_EVENTS) element.removeEventListener(name, handle, true);
  };
  for (const name of INTENT_EVENTS) element.addEventListener(name, handle, { capture: true, passive: true });
  return cleanup;
}

/**
 * True once the app has hydrated (root.tsx sets the flag after its first commit). A component
 * mounting later came with a client-side navigation, an interaction already made.
 */
export function appHydrated(doc: Document = document): boolean {
  return doc.documentElement.dataset.hydrated === "true";
}

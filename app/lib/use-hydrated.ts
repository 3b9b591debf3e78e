import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. Values that depend on
 * the visitor's URL (query parameters) must wait for it: React keeps the server's
 * attributes on a hydration mismatch instead of patching them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

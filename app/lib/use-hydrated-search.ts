import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

const subscribe = () => () => {};

/**
 * The page's query string, or "" while React hydrates the prerendered HTML (which was built
 * without one). React keeps the server's attributes on a hydration mismatch instead of patching
 * them, so values built from the query must wait for hydration. Without a query the two
 * snapshots agree and React skips the extra render that every link would otherwise pay for.
 */
export function useHydratedSearch(): string {
  const { search } = useLocation();
  return useSyncExternalStore(
    subscribe,
    () => search,
    () => "",
  );
}

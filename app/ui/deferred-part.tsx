import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";

/**
 * A part of a page that is prerendered in place (app/entry.server.tsx waits for it) but whose code
 * is not in the page's first JavaScript: React hydrates the rest of the page first and this part
 * once its chunk has arrived. Until then the part is readable but inert: React 19 drops a click on
 * a part it has not hydrated (measured, docs/decisions/170). So only parts below the fold or
 * secondary to the page's task are deferred; the lead form and a page's main control never are.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function DeferredPart(props: P) {
    const [token] = useState(() => ({}));
    useEffect(() => {
      if (arrived.has(token)) return;
      loading.add(token);
      publish();
      return () => {
        loading.delete(token);
        publish();
      };
    }, [token]);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Arrived token={token} />
      </Suspense>
    );
  };
}

const loading = new Set<object>();
const arrived = new WeakSet<object>();

/** `<html data-parts-loading>`: how many deferred parts are still inert (browser tests wait for 0). */
function publish() {
  document.documentElement.dataset.partsLoading = String(loading.size);
}

/** Commits with the part, so its effect runs once the part is hydrated (or, on a later visit, at once). */
function Arrived({ token }: { token: object }) {
  useEffect(() => {
    arrived.add(token);
    loading.delete(token);
    publish();
  }, [token]);
  return null;
}

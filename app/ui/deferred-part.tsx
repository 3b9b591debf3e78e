import { type ComponentType, lazy, Suspense } from "react";

/**
 * A part of a page that is prerendered in place (app/entry.server.tsx waits for it) but whose code
 * is not in the page's first JavaScript: React hydrates the rest of the page first and this part
 * once its chunk has arrived (a click on it meanwhile is replayed after). For parts below the fold
 * or secondary to the page's task (docs/decisions/080); the lead form is never one of them.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

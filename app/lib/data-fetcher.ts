import type { QueryFunction } from "@tanstack/react-query";

/**
 * The default data fetcher of the query client (spec section 7): GET the URL that is the
 * first element of the query key, with the visitor's cookies, parsed as JSON.
 */

export type UnauthorizedBehavior = "throw" | "returnNull";

/** Turns a non-ok answer into `Error("{status}: {body or statusText}")` (spec section 8). */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  throw new Error(`${response.status}: ${body || response.statusText}`);
}

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }, doFetch: typeof fetch = (...args) => fetch(...args)): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [url] = queryKey;
    if (typeof url !== "string") throw new TypeError("The first element of the query key must be the URL to fetch.");
    const response = await doFetch(url, { credentials: "include", signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfResponseNotOk(response);
    return (await response.json()) as T;
  };
}

import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./data-fetcher";

/**
 * Query client with the spec's defaults (section 9): nothing refetches by itself, data never
 * goes stale, and neither queries nor mutations are retried (a retried lead would be sent twice).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

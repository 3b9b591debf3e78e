import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "~/lib/query-client";
import { Toaster } from "~/ui/toaster";

/**
 * The query client (spec defaults) and the toast viewport. Only pages with a lead form use
 * them, so the other pages do not download either library.
 */
export function LeadFormProviders({ children }: { children: ReactNode }) {
  // One client per app instance (not per render), created lazily.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

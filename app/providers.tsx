import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "~/lib/query-client";
import { Toaster } from "~/ui/toaster";

/** App-wide providers: the query client (spec defaults) and the toast viewport. */
export function Providers({ children }: { children: ReactNode }) {
  // One client per app instance (not per render), created lazily.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

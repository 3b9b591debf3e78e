import type { ReactNode } from "react";

/** App-wide providers. */
export function Providers({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

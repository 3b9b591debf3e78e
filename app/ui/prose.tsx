import type { ReactNode } from "react";

/** Wraps long text (MDX) in the site's reading typography (see .prose-site in app.css). */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="prose-site">{children}</div>;
}

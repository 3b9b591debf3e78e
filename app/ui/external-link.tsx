import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ComponentProps } from "react";
import * as linkStrings from "~/content/ui-strings/links";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** Show the "opens in a new tab" icon (on by default). */
  icon?: boolean;
};

/** Opens in a new tab, never gives the new page a handle on this one, and says so to screen readers. */
export function ExternalLink({ children, icon = true, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {icon ? <ExternalIcon aria-hidden="true" className="ml-1 inline size-[0.9em] align-[-0.1em]" /> : null}
      <span className="sr-only">{linkStrings.newTab}</span>
    </a>
  );
}

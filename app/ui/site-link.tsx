import type { ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import { carryQuery } from "~/lib/query-params";
import { useHydrated } from "~/lib/use-hydrated";

type SiteLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  to: string;
  /** Label of the call to action, sent forward as `?source=`. */
  source?: string;
};

/** Every internal link of the site: keeps the visitor's query parameters (see lib/query-params). */
export function SiteLink({ to, source, ...rest }: SiteLinkProps) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  // The prerendered HTML has no query string; the carried one is added once hydrated.
  return <Link to={carryQuery(to, hydrated ? search : "", { source })} {...rest} />;
}

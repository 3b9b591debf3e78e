import type { ComponentProps } from "react";
import { Link } from "react-router";
import { carryQuery } from "~/lib/query-params";
import { useHydratedSearch } from "~/lib/use-hydrated-search";

type SiteLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  to: string;
  /** Label of the call to action, sent forward as `?source=`. */
  source?: string;
};

/** Every internal link of the site: keeps the visitor's query parameters (see lib/query-params). */
export function SiteLink({ to, source, ...rest }: SiteLinkProps) {
  const search = useHydratedSearch();
  return <Link to={carryQuery(to, search, { source })} {...rest} />;
}

import type { ComponentProps } from "react";
import { carryQuery } from "~/lib/query-params";

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  to: string;
  /** Label of the call to action, sent forward as `?source=`. */
  source?: string;
};

/**
 * Every internal link of the site. The visitor's own query (UTM tags, gclid...) is carried by
 * app/page-script/carry-query.ts in the browser; the `source` label is written into the href here, and
 * parameters written in the href win over carried ones (lib/query-params).
 */
export function SiteLink({ to, source, ...rest }: SiteLinkProps) {
  return <a href={carryQuery(to, "", { source })} {...rest} />;
}

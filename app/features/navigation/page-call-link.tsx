import type { ComponentProps } from "react";
import { SiteLink } from "~/ui/site-link";
import type { PageCall } from "./page-call";

/**
 * A page's call as a link: a plain anchor to the page's own form, or the site link to the contact page that
 * carries the visitor's query and names where the call was made (`source`).
 */
export function PageCallLink({ call, source, ...rest }: Omit<ComponentProps<"a">, "href"> & { call: PageCall; source: string }) {
  return call.inPage ? <a href={call.to} {...rest} /> : <SiteLink to={call.to} source={source} {...rest} />;
}

import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import { ExternalLink } from "./external-link";
import { SiteLink } from "./site-link";

/** Markdown links: internal ones keep the query string, external ones open in a new tab. */
function MdxLink({ href = "", children }: ComponentProps<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) return <SiteLink to={href}>{children}</SiteLink>;
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return <a href={href}>{children}</a>;
}

/** Wide tables scroll sideways on a phone; the wrapper is focusable so keyboards can scroll it too. */
function MdxTable(props: ComponentProps<"table">) {
  return (
    <div role="group" aria-label="Tabela (role para os lados em telas estreitas)" tabIndex={0} className="relative mb-5 overflow-x-auto [&_code]:whitespace-nowrap">
      <table {...props} className="mb-0! table! w-full" />
    </div>
  );
}

export const mdxComponents = { a: MdxLink, table: MdxTable } satisfies MDXComponents;

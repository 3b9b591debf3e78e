import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";
import { ExternalLink } from "./external-link";
import { SiteLink } from "./site-link";
import { commonStrings } from "~/content/ui-strings/page-parts";
import { SwipeHint } from "./swipe-hint";

/** Markdown links: internal ones keep the query string, external ones open in a new tab. */
function MdxLink({ href = "", children }: ComponentProps<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) return <SiteLink to={href}>{children}</SiteLink>;
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return <a href={href}>{children}</a>;
}

/** Wide tables scroll sideways on a phone; the wrapper is focusable so keyboards can scroll it too. */
function MdxTable(props: ComponentProps<"table">) {
  return (
    <div
      role="group"
      aria-label={commonStrings.tableGroup}
      tabIndex={0}
      className="relative mb-5 overflow-x-auto [&_code]:whitespace-nowrap"
    >
      <table {...props} className="mb-0! table! w-full" />
    </div>
  );
}

export const mdxComponents = { a: MdxLink, table: MdxTable } satisfies MDXComponents;

/** Guides and articles: the same link rule (anchors and mailto: as they are), and tables that TableScroll makes scroll. */
function ArticleMdxLink({ href = "", children, ...rest }: ComponentProps<"a">) {
  if (href.startsWith("/"))
    return (
      <SiteLink to={href} {...rest}>
        {children}
      </SiteLink>
    );
  if (href.startsWith("#") || href.startsWith("mailto:"))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <ExternalLink href={href} {...rest}>
      {children}
    </ExternalLink>
  );
}

/**
 * Wide tables scroll sideways inside their own box on small screens. The box is focusable and
 * named so keyboard users can scroll it too.
 */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mb-5">
      <SwipeHint until="sm" className="mb-2">
        {commonStrings.tableSwipe}
      </SwipeHint>
      <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-line">
        {children}
      </div>
    </div>
  );
}

function ArticleMdxTable(props: ComponentProps<"table">) {
  // `table` overrides the prose rule that makes tables scroll themselves: TableScroll does it.
  return <table {...props} className="table mb-0 min-w-[34rem] sm:min-w-0" />;
}

/** Besides the Markdown elements, the components an article names without importing it (it is content, below ui). */
export const articleMdxComponents = { a: ArticleMdxLink, table: ArticleMdxTable, TableScroll, SiteLink };

import { ArrowLeft } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { TocEntry } from "~/content/types";
import { formatDateLongBR } from "~/lib/frontmatter";
import type { Crumb } from "~/lib/structured-data";
import { Container } from "./container";
import { ExternalLink } from "./external-link";
import { PageHeader } from "./page-header";
import { SiteLink } from "./site-link";

interface ArticleLayoutProps {
  crumbs: readonly Crumb[];
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  /** ISO dates (AAAA-MM-DD), shown in full and fed to the Article JSON-LD by the route. */
  datePublished: string;
  dateModified: string;
  toc?: readonly TocEntry[];
  backLink?: { to: string; label: string };
  /** Who wrote it and how long it takes to read, shown with the dates. */
  byline?: { author: string; readingTime: string };
  /** After the body, outside the text the reading time counts: related pieces, share links. */
  end?: ReactNode;
  children: ReactNode;
}

/** Header with dates, an optional table of contents (sticky beside the text on wide screens) and the body. */
export function ArticleLayout({ crumbs, title, eyebrow, lead, datePublished, dateModified, toc, backLink, byline, end, children }: ArticleLayoutProps) {
  return (
    <article>
      <PageHeader crumbs={crumbs} title={title} eyebrow={eyebrow} lead={lead}>
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {byline ? <span>Por {byline.author}</span> : null}
          <span>
            Publicado em <time dateTime={datePublished}>{formatDateLongBR(datePublished)}</time>
          </span>
          {dateModified !== datePublished ? (
            <span>
              Atualizado em <time dateTime={dateModified}>{formatDateLongBR(dateModified)}</time>
            </span>
          ) : null}
          {byline ? <span>{byline.readingTime}</span> : null}
        </p>
      </PageHeader>

      <Container className="py-10 sm:py-14">
        {backLink ? (
          <SiteLink
            to={backLink.to}
            className="mb-8 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLink.label}
          </SiteLink>
        ) : null}

        <div className={toc && toc.length > 0 ? "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12" : undefined}>
          {toc && toc.length > 0 ? (
            <div className="mb-10 lg:mb-0">
              <nav aria-labelledby="sumario-titulo" className="rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24">
                <h2 id="sumario-titulo" className="text-sm font-bold tracking-wide text-brand-900 uppercase">
                  Nesta página
                </h2>
                <ol className="mt-3 space-y-1 text-sm">
                  {toc.map((entry, i) => (
                    <li key={entry.id}>
                      <a
                        href={`#${entry.id}`}
                        className="flex min-h-9 items-center gap-2 rounded-md py-1 text-brand-800 underline-offset-2 hover:underline"
                      >
                        <span aria-hidden="true" className="w-5 shrink-0 font-semibold text-brand-600 tabular-nums">
                          {i + 1}.
                        </span>
                        {entry.label}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            </div>
          ) : null}
          <div className="min-w-0">
            <div data-article-body>{children}</div>
            {end}
          </div>
        </div>
      </Container>
    </article>
  );
}

/** Markdown links: internal ones keep the query string (SiteLink), external ones open in a new tab. */
function MdxLink({ href = "", children, ...rest }: ComponentProps<"a">) {
  if (href.startsWith("/")) return <SiteLink to={href} {...rest}>{children}</SiteLink>;
  if (href.startsWith("#") || href.startsWith("mailto:")) return <a href={href} {...rest}>{children}</a>;
  return <ExternalLink href={href} {...rest}>{children}</ExternalLink>;
}

/**
 * Wide tables scroll sideways inside their own box on small screens. The box is focusable and
 * named so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mb-5">
      <p aria-hidden="true" className="mb-2 text-xs text-muted sm:hidden">
        Deslize a tabela para o lado para ver todas as colunas.
      </p>
      <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border border-line">
        {children}
      </div>
    </div>
  );
}

function MdxTable(props: ComponentProps<"table">) {
  // `table` overrides the prose rule that makes tables scroll themselves: TableScroll does it.
  return <table {...props} className="table mb-0 min-w-[34rem] sm:min-w-0" />;
}

export const articleMdxComponents = { a: MdxLink, table: MdxTable, TableScroll };

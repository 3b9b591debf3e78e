import type { MDXComponents, MDXProps } from "mdx/types";
import type { ComponentProps, ComponentType, JSX, ReactNode } from "react";
import { formatDateBR, type Frontmatter } from "~/lib/frontmatter";
import type { Crumb } from "~/lib/structured-data";
import { CompanyIdentification } from "./company-identification";
import { Container } from "./container";
import { ExternalLink } from "./external-link";
import { PageHeader } from "./page-header";
import { Prose } from "./prose";
import { SiteLink } from "./site-link";
import { extractHeadings, TableOfContents } from "./table-of-contents";

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

type MdxContent = (props: MDXProps) => JSX.Element;

interface LegalPageProps {
  crumbs: readonly Crumb[];
  frontmatter: Frontmatter;
  Content: MdxContent;
  lead?: ReactNode;
  /** Shown between the header and the text (e.g. the action a page asks for). */
  children?: ReactNode;
}

/** Terms, privacy notice, data deletion: header with version and date, table of contents, text. */
export function LegalPage({ crumbs, frontmatter, Content, lead, children }: LegalPageProps) {
  const headings = extractHeadings(Content as ComponentType<Record<string, unknown>>);
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow="Documento legal" title={frontmatter.title} lead={lead}>
        <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted" data-testid="legal-meta">
          {frontmatter.version ? (
            <span>
              Versão <strong className="font-semibold text-brand-950">{frontmatter.version}</strong>
            </span>
          ) : null}
          {frontmatter.version ? <span aria-hidden="true">·</span> : null}
          <span>
            Última atualização:{" "}
            <time dateTime={frontmatter.dateModified} className="font-semibold text-brand-950">
              {formatDateBR(frontmatter.dateModified)}
            </time>
          </span>
        </p>
      </PageHeader>
      <Container className="py-10 sm:py-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <aside className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <TableOfContents headings={headings} />
        </aside>
        <div className="min-w-0">
          {children}
          <Prose>
            <Content components={mdxComponents} />
          </Prose>
          <CompanyIdentification />
        </div>
      </Container>
    </>
  );
}

import { securityPage as copy, securityQuestions, type AnswerBlock, type SourceRef } from "~/content/security-page";
import type { Crumb } from "~/lib/structured-data";
import { demoCall } from "~/content/ui-strings/sales-call";
import { ClosingBand } from "~/ui/closing-band";
import { CompanyIdentification } from "~/ui/company-identification";
import { Container } from "~/ui/container";
import { DisclosureChevron } from "~/ui/disclosure-chevron";
import { PageHeader } from "~/ui/page-header";
import { RichText } from "~/ui/rich-text";
import { SiteLink } from "~/ui/site-link";
import { TableOfContents, tocAsideClass } from "~/ui/table-of-contents";
import { sectionsText } from "~/content/ui-strings/page-parts";
import { SecuritySources } from "./security-sources";
import { SecuritySummary } from "./security-summary";

const linkClass = "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700";

function Answer({ blocks }: { blocks: readonly AnswerBlock[] }) {
  return blocks.map((block, i) =>
    "list" in block ? (
      <ul key={i}>
        {block.list.map((item, j) => (
          <li key={j}>
            <RichText text={item} linkClassName={linkClass} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i}>
        <RichText text={block} linkClassName={linkClass} />
      </p>
    ),
  );
}

function Sources({ sources }: { sources: readonly SourceRef[] }) {
  return (
    <p className="text-sm text-muted">
      {copy.sourcesLabel}{" "}
      {sources.map((source, i) => (
        <span key={source.doc}>
          {i > 0 ? "; " : null}
          <SiteLink to={`/${source.doc}`} className={linkClass}>
            {copy.docNames[source.doc]}
          </SiteLink>
          {sectionsText(source.sections)}
        </span>
      ))}
      .
    </p>
  );
}

/**
 * One question and its answer in a native <details>, the question its summary. Below sm (640 px) it is closed,
 * so a phone reads the summary tiles and then the list of questions; from sm `unfold-from-sm` shows every answer
 * and the summary is the plain heading it holds, as the hub's link categories (decision 780). A link or fragment
 * to a closed one opens it (app/features/folded-answers); without JS a tap on the question opens it, and
 * find-in-page finds the folded text.
 */
function FoldedAnswer({ question: q }: { question: (typeof securityQuestions)[number] }) {
  return (
    <details data-answer="" className="group unfold-from-sm border-b border-line sm:border-0">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 sm:block sm:min-h-0 sm:py-0 [&::-webkit-details-marker]:hidden">
        <h2 id={q.id} className="max-sm:m-0 max-sm:text-[1.0625rem] max-sm:leading-6 max-sm:font-semibold max-sm:tracking-normal">
          {q.question}
        </h2>
        <span data-fold-hint="" className="shrink-0">
          <DisclosureChevron />
        </span>
      </summary>
      <div className="max-sm:pb-1 max-sm:[&>p:first-child]:mt-1">
        <Answer blocks={q.answer} />
        <Sources sources={q.sources} />
      </div>
    </details>
  );
}

/** /seguranca-e-lgpd: the questions, each with where it is written, whom to ask, and what the page does not claim. */
export function SecurityPage({ crumbs }: { crumbs: readonly Crumb[] }) {
  const headings = [
    ...securityQuestions.map((q) => ({ id: q.id, text: q.question })),
    { id: copy.contact.id, text: copy.contact.title },
    { id: copy.notClaimed.id, text: copy.notClaimed.title },
  ];
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={
          <>
            <span className="sm:hidden">{copy.leadShort}</span>
            <span className="max-sm:hidden">{copy.lead}</span>
          </>
        }
        aside={<SecuritySources />}
      />
      <Container>
        <SecuritySummary />
      </Container>
      <Container className="py-10 sm:py-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <aside className={tocAsideClass}>
          <TableOfContents headings={headings} />
        </aside>
        <div className="min-w-0">
          <div className="prose-site [&>section:first-child_h2]:mt-0">
            {securityQuestions.map((q) => (
              <section key={q.id} aria-labelledby={q.id}>
                <FoldedAnswer question={q} />
              </section>
            ))}
            <section aria-labelledby={copy.contact.id}>
              <h2 id={copy.contact.id}>{copy.contact.title}</h2>
              <p>
                <RichText text={copy.contact.text} linkClassName={linkClass} />
              </p>
            </section>
            {/* Last, in body style like the answers (the tinted box is for highlights; these are limits), folded like the
            page's table of contents so the page ends on whom to ask, the company's data and the call, not on seven
            negatives; whom to ask stays open, after "Dúvidas" so the DPO's address does not come twice in a row. */}
            <section aria-labelledby={copy.notClaimed.id} data-testid="not-claimed" className="mt-10">
              <details className="group mb-5 rounded-2xl border border-line bg-surface">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 [&::-webkit-details-marker]:hidden">
                  <span>
                    <h2 id={copy.notClaimed.id} className="m-0 inline text-base font-semibold text-brand-950">
                      {copy.notClaimed.title}
                    </h2>
                    <span className="text-sm whitespace-nowrap text-muted"> · {copy.notClaimed.count(copy.notClaimed.items.length)}</span>
                  </span>
                  <DisclosureChevron />
                </summary>
                <div className="px-5 pb-5 [&>p:first-child]:mt-0">
                  <p>{copy.notClaimed.intro}</p>
                  <ul>
                    {copy.notClaimed.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </details>
              <p>
                <RichText text={copy.notClaimed.ask} linkClassName={linkClass} />
              </p>
            </section>
          </div>
          <CompanyIdentification />
        </div>
      </Container>
      <ClosingBand
        id={copy.closing.id}
        title={copy.closing.title}
        lead={copy.closing.lead}
        primary={{ label: demoCall, to: "/contato", source: copy.closing.source }}
      />
    </>
  );
}

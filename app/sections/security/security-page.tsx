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

/** Where an answer is written, as plain words: the closed item's summary line (a link there would be a control inside
    the control that opens it). */
function sourcesText(sources: readonly SourceRef[]) {
  return `${copy.sourcesLabel} ${sources.map((source) => copy.docNames[source.doc] + sectionsText(source.sections)).join("; ")}.`;
}

/**
 * One question and its answer in a native <details> at every width, the first open as served, the others closed, so
 * the page reads as the summary tiles and then the list of questions (decision 866). A closed item's summary holds
 * its question and where the answer is written; open, that line gives way, in the same place, to the same words
 * linked to the texts. A link or fragment to a closed one opens it (app/features/folded-answers); without JS a tap
 * on the question opens it, and find-in-page finds the folded text.
 */
function FoldedAnswer({ question: q, open }: { question: (typeof securityQuestions)[number]; open: boolean }) {
  return (
    <details data-fold="" open={open} className="group border-b border-line">
      <summary className="grid min-h-12 cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3 sm:py-4 [&::-webkit-details-marker]:hidden">
        <h2 id={q.id} className="m-0 text-[1.0625rem] leading-6 font-semibold tracking-normal sm:text-lg sm:leading-7">
          {q.question}
        </h2>
        <span className="col-start-2 row-span-2 row-start-1 shrink-0">
          <DisclosureChevron />
        </span>
        <span className="mt-1 text-sm text-muted group-open:hidden">{sourcesText(q.sources)}</span>
      </summary>
      <div className="pb-3 sm:pb-5 [&>p:first-child]:mt-0">
        <Sources sources={q.sources} />
        <Answer blocks={q.answer} />
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
            {securityQuestions.map((q, i) => (
              <section key={q.id} aria-labelledby={q.id}>
                <FoldedAnswer question={q} open={i === 0} />
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

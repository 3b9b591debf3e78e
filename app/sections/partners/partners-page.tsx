import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  Building2,
  CalendarCheck,
  GraduationCap,
  Handshake,
  Mail,
  Smile,
  Sparkles,
  Stethoscope,
  Users,
  Video,
} from "lucide-react";
import { demoCall } from "~/content/ui-strings/sales-call";
import { marketFigures, partnerMailto, partnerModalities, partnersPage as copy, partnerSteps } from "~/content/partners";
import type { ReactNode } from "react";
import type { Crumb } from "~/lib/structured-data";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { ClosingBand } from "~/ui/closing-band";
import { IconList } from "~/ui/icon-list";
import { PageHeader } from "~/ui/page-header";
import { PageSection } from "~/ui/page-section";
import { SiteLink } from "~/ui/site-link";
import { StepFlow } from "~/ui/step-flow";
import { EmailCopy, MailChecklist } from "./partner-mail";
import { PartnerBenefits } from "./partner-benefits";

const { sections } = copy;
const { caption, note } = sections.market;

const modalityIcons = [Handshake, Briefcase];
/** The market figures' icons, in their order: doctors, dentists, the share without AI. */
const figureIcons = [Stethoscope, Smile, Sparkles];
const stepIcons = [Mail, Video, GraduationCap, BadgeCheck];

/** "Mais de 400 mil" -> "Mais de" and "400 mil"; "95%" -> only the number. */
function splitFigure(value: string): { before: string; number: string } {
  const at = value.search(/\d/);
  return at > 0 ? { before: value.slice(0, at).trim(), number: value.slice(at) } : { before: "", number: value };
}

/**
 * The hero's right column from lg, and under the calls below lg (one rendering: PageHeader places it after the words),
 * cropped there to about 200 px with a fade: the page hands in the manager's panel drawn for the home (a section does
 * not import another), framed and marked illustrative.
 */
function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <figure
      aria-label={copy.panel.label}
      data-testid="partners-panel"
      className="mt-8 w-full rounded-card border border-line bg-white p-3 shadow-xl shadow-brand-900/10 lg:mt-0 lg:p-4"
    >
      <div className="mb-2 flex items-center justify-between gap-3 lg:mb-3">
        <p className="text-sm font-semibold text-brand-950">{copy.panel.title}</p>
        <p className="rounded-full bg-accent-50 px-3 py-1 text-xs font-bold tracking-wide text-accent-800 uppercase">{copy.panel.tag}</p>
      </div>
      <div
        aria-hidden="true"
        className="max-h-50 overflow-hidden rounded-xl bg-surface p-3 ring-1 ring-line [mask-image:linear-gradient(#000_80%,transparent)] lg:max-h-none lg:[mask-image:none]"
      >
        {children}
      </div>
      <figcaption className="mt-2 text-xs text-muted lg:mt-3 lg:text-sm">{copy.panel.caption}</figcaption>
    </figure>
  );
}

/**
 * The partner programme (/parceiros): market (the spec's figures, captioned as estimates), two modalities,
 * four steps, contact. The calls are e-mails, plus the site's sales call for who wants to see the product first.
 */
export function PartnersPage({ crumbs, children }: { crumbs: readonly Crumb[]; children?: ReactNode }) {
  return (
    <>
      {/* From lg the right half shows what a partner brings to a clinic. */}
      <PageHeader
        crumbs={crumbs}
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
        aside={children ? <PanelFrame>{children}</PanelFrame> : null}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <a href={partnerMailto(copy.joinCta)} className={buttonClass("primary", "lg")}>
            <Mail aria-hidden="true" className="size-5" />
            {copy.joinCta}
          </a>
          <SiteLink to="/contato" source={copy.demo.source} className={buttonClass("secondary", "lg")}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {demoCall}
          </SiteLink>
        </div>
        {/* The address in view: the e-mail calls fail silently where no mail app is set up; its one copy button is
            in the closing band, so the calls above are not each followed by another outlined button. */}
        <div className="mt-4">
          <p className="text-sm text-muted">
            {copy.orWriteTo}{" "}
            <a
              id="email-parceiros-topo"
              href={partnerMailto(copy.joinCta)}
              className="font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2"
            >
              {site.company.partnersEmail}
            </a>
          </p>
        </div>
      </PageHeader>

      <PageSection section={sections.market} className="py-14 sm:py-20">
        {/* One caption above the row says what the figures are, once: no chip, mark or footnote per tile. */}
        <div className="mt-10">
          {/* Phones: the two parts on their own lines (the dot, which would dangle at the wrap, from sm only). */}
          <h3 id="mercado-contexto" className="mb-3 text-sm text-muted">
            <span className="block font-semibold tracking-wide text-brand-800 uppercase sm:inline">{caption.title}</span>
            <span className="hidden sm:inline"> · </span>
            <span className="block whitespace-nowrap sm:inline">{caption.text}</span>
          </h3>
          {/* Phones: one figure a row, its icon beside it, the figure large on one line and its label under it (three
              tiles in a row left a third of the width each, and labels of 10-11 px on four lines); a row of three from sm. */}
          <ul aria-labelledby="mercado-contexto" aria-describedby="mercado-nota" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
            {marketFigures.map((figure, i) => {
              const Icon = figureIcons[i] ?? Building2;
              const { before, number } = splitFigure(figure.value);
              return (
                <li
                  key={figure.label}
                  className="flex items-center gap-4 rounded-card border border-line bg-surface px-4 py-3.5 sm:flex-col sm:items-start sm:gap-0 sm:p-6"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm sm:mb-4"
                  >
                    <Icon className="size-5" />
                  </span>
                  <p className="flex flex-1 flex-col text-ink">
                    <span
                      data-part="figure"
                      className="text-2xl leading-tight font-bold tracking-tight text-brand-900 sm:text-3xl lg:text-4xl"
                    >
                      {before ? `${before} ` : null}
                      <span className="whitespace-nowrap">{number}</span>
                    </span>
                    <span data-part="label" className="mt-0.5 block text-sm leading-snug sm:mt-1 sm:text-base">
                      {figure.label}
                    </span>
                  </p>
                </li>
              );
            })}
          </ul>
          <p id="mercado-nota" className="mt-4 max-w-4xl text-sm leading-relaxed text-muted">
            {note}
          </p>
        </div>
      </PageSection>

      <PageSection section={sections.modalities} className="border-y border-line bg-surface py-14 sm:py-20">
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {partnerModalities.map((modality, i) => {
            const Icon = modalityIcons[i] ?? Users;
            return (
              <article
                key={modality.id}
                id={modality.id}
                aria-labelledby={`${modality.id}-titulo`}
                className="flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-8"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 id={`${modality.id}-titulo`} className="mt-5 text-xl font-bold text-brand-950">
                  {modality.name}
                </h3>
                <p className="mt-2 leading-relaxed text-ink">{modality.summary}</p>
                <p className="mt-4 text-sm text-muted">
                  <strong className="font-semibold text-brand-900">{copy.modality.forWhom}</strong>
                  {modality.forWhom}
                </p>
                <IconList
                  items={modality.activities}
                  icon={ArrowRight}
                  classes={{ list: "mt-5 space-y-2.5 text-sm", item: "flex gap-2.5", icon: "mt-0.5 size-4 shrink-0 text-brand-600" }}
                />
                <div className="mt-auto flex flex-wrap gap-3 pt-7">
                  <a
                    href={partnerMailto(`${copy.modality.mailSubjectPrefix} ${modality.name}`, modality.name)}
                    className={buttonClass("secondary", "md")}
                  >
                    <Mail aria-hidden="true" className="size-4" />
                    {copy.modality.ctaPrefix} {modality.name.toLowerCase()}
                  </a>
                </div>
              </article>
            );
          })}
        </div>
        <div className="mt-8 rounded-2xl border border-brand-200 bg-white p-6">
          <h3 className="text-lg font-bold text-brand-950">{copy.developers.title}</h3>
          <p className="mt-2 max-w-[68ch] text-muted">{copy.developers.text}</p>
          <SiteLink
            to="/integracao"
            className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {copy.developers.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </div>
      </PageSection>

      <PartnerBenefits />

      <PageSection section={sections.steps} className="py-14 sm:py-20">
        {/* The site's one step style, light here: the closing band right after is the dark one. */}
        <StepFlow
          tone="light"
          steps={partnerSteps.map((step, i) => ({ icon: stepIcons[i] ?? BadgeCheck, title: step.title, description: step.text }))}
          className="mt-10"
        />
      </PageSection>

      {/* What to write goes with the heading, so from lg the band's two columns are the words and the calls, level
          with each other; on a phone the list is read before the address it is for. */}
      <ClosingBand
        id={sections.contact.id}
        title={sections.contact.title}
        lead={
          <>
            <p>{sections.contact.lead}</p>
            <MailChecklist onDark className="mt-6" />
          </>
        }
      >
        <div className="flex shrink-0 flex-col items-start gap-4">
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <a id="email-parceiros" href={partnerMailto(copy.joinCta)} className={buttonClass("primary", "lg")}>
              <Mail aria-hidden="true" className="size-5" />
              {site.company.partnersEmail}
            </a>
            <EmailCopy targetId="email-parceiros" onDark />
          </div>
          <p className="text-brand-100">
            {copy.demo.before}{" "}
            <SiteLink to="/contato" source={copy.demo.source} className="font-semibold text-white underline underline-offset-4">
              {demoCall}
            </SiteLink>
          </p>
        </div>
      </ClosingBand>
    </>
  );
}

import { CheckCircle2, Clock, Mail } from "lucide-react";
import type { ThankYouCopy } from "~/content/thank-you";
import type { Crumb } from "~/lib/structured-data";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { businessHoursText } from "~/content/business-hours";
import { thankYouStrings } from "~/content/ui-strings/page-parts";

const hours = `${businessHoursText.charAt(0).toUpperCase()}${businessHoursText.slice(1)}${thankYouStrings.brasilia}`;

/** Body of the two thank-you pages: what happens next, when we answer, where to go meanwhile. */
export function ThankYou({ crumbs, copy, contactEmail }: { crumbs: readonly Crumb[]; copy: ThankYouCopy; contactEmail: string }) {
  const { title, lead, steps, links } = copy;
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={thankYouStrings.eyebrow} title={title} lead={lead} />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-14">
        <section aria-labelledby="proximos-passos">
          <h2 id="proximos-passos" className="text-2xl font-bold tracking-tight text-brand-950">
            {thankYouStrings.next}
          </h2>
          <ol className="mt-6 space-y-4">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-4">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <p className="pt-1 text-ink">{step}</p>
              </li>
            ))}
          </ol>

          <h2 className="mt-12 text-xl font-bold tracking-tight text-brand-950">{thankYouStrings.meanwhile}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {links.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  className="block h-full rounded-2xl border border-line p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-800">{link.label}</span>
                  <span className="mt-1 block text-sm text-muted">{link.description}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>

        <aside aria-label={thankYouStrings.service} className="h-fit rounded-2xl border border-line bg-surface p-6">
          <CheckCircle2 aria-hidden="true" className="size-8 text-brand-700" />
          <h2 className="mt-3 font-semibold text-brand-950">{thankYouStrings.hoursHeading}</h2>
          <p className="mt-2 flex items-start gap-2 text-sm text-muted">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {hours}
            {thankYouStrings.exceptHolidays}
          </p>
          <p className="mt-4 text-sm text-muted">{thankYouStrings.question}</p>
          <a
            href={`mailto:${contactEmail}`}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {contactEmail}
          </a>
          <SiteLink to="/" className={buttonClass("secondary", "md", "mt-6 w-full")}>
            {thankYouStrings.home}
          </SiteLink>
        </aside>
      </Container>
    </>
  );
}

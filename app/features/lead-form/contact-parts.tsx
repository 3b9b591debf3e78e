import { contactBenefits } from "~/content/contact-benefits";
import { contactPage as copy } from "~/content/contact-page";
import { contactHeading, type ContactVariant } from "~/content/contact-variants";
import type { Crumb } from "~/lib/structured-data";
import { site } from "~/site";
import { textLinkClass } from "~/ui/button-styles";
import { PageHeader } from "~/ui/page-header";

/**
 * /contato's header with the default variant; the page script (./contact-variant.ts) finds the h1
 * and the lead by their data attributes and applies the URL's variant.
 */
export function ContactHeader({ crumbs, variant }: { crumbs: readonly Crumb[]; variant: ContactVariant }) {
  return (
    <PageHeader
      crumbs={crumbs}
      eyebrow={copy.eyebrow}
      title={<span data-contact-heading="">{contactHeading(variant.heading)}</span>}
      lead={<span data-contact-lead="">{variant.subtitle}</span>}
    >
      {/* Filled and shown by the page script for a variant with a link (the no-show one). */}
      <p data-contact-link="" hidden className="mt-4 text-lg">
        <a className={textLinkClass} />
      </p>
    </PageHeader>
  );
}

/** The benefits column of /contato, beside the form; rendered at build time. */
export function ContactBenefits({ className }: { className?: string }) {
  return (
    <section aria-labelledby={copy.benefits.id} className={className}>
      <h2 id={copy.benefits.id} className="text-2xl font-bold tracking-tight text-brand-950">
        {copy.benefits.title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {contactBenefits.map(({ icon: Icon, title, description }) => (
          <li key={title} className="rounded-2xl border border-line bg-surface p-5 sm:last:col-span-2">
            <Icon aria-hidden="true" className="size-7 text-brand-700" />
            <h3 className="mt-3 font-semibold text-brand-950">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted">{description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-muted">
        {copy.emailPrompt}{" "}
        <a href={`mailto:${site.company.email}`} className={textLinkClass}>
          {site.company.email}
        </a>
        .
      </p>
    </section>
  );
}

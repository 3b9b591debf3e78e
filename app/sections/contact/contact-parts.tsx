import { contactBenefits } from "~/content/contact-benefits";
import { contactPage as copy } from "~/content/contact-page";
import { contactHeading } from "~/content/contact-variants";
import type { Crumb } from "~/lib/structured-data";
import { site } from "~/site";
import { textLinkClass } from "~/ui/button-styles";
import { CardList } from "~/ui/card-list";
import { PageHeader } from "~/ui/page-header";
import { type VariantOption, variantOptions } from "~/features/lead-form/contact-variant";
import { OPTION_ATTRIBUTE } from "~/features/lead-form/contact-variant-key";

const option = (key: string) => ({ [OPTION_ATTRIBUTE]: key });

/**
 * /contato's header with every variant's h1 text, lead and link, each marked with its key: the
 * page's CSS shows the one the head script picked (./contact-variant.ts), so nothing changes after
 * the first paint. A variant's link gets the visitor's query like every internal link (app/page-script/carry-query.ts).
 */
export function ContactHeader({ crumbs, options = variantOptions }: { crumbs: readonly Crumb[]; options?: readonly VariantOption[] }) {
  return (
    <PageHeader
      crumbs={crumbs}
      eyebrow={copy.eyebrow}
      title={options.map(({ key, variant }) => (
        <span key={key} {...option(key)}>
          {contactHeading(variant.heading)}
        </span>
      ))}
      lead={options.map(({ key, variant }) => (
        <span key={key} {...option(key)}>
          {variant.subtitle}
        </span>
      ))}
    >
      {options.map(({ key, variant }) =>
        variant.link ? (
          <p key={key} {...option(key)} className="mt-4 text-lg">
            <a href={variant.link.to} className={textLinkClass}>
              {variant.link.text}
            </a>
          </p>
        ) : null,
      )}
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
      <CardList
        layout="top"
        items={contactBenefits.map(({ icon, title, description }) => ({ icon, title, text: description }))}
        classes={{
          list: "mt-6 grid gap-4 sm:grid-cols-2",
          item: "rounded-2xl border border-line bg-surface p-5 sm:last:col-span-2",
          icon: "size-7 text-brand-700",
          title: "mt-3 font-semibold text-brand-950",
          text: "mt-1.5 text-sm leading-relaxed text-muted",
        }}
      />
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

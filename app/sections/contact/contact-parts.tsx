import { cn } from "~/lib/cn";
import { Mail } from "lucide-react";
import { contactBenefits } from "~/content/contact-benefits";
import { contactPage as copy } from "~/content/contact-page";
import { contactHeading, type ContactVariant } from "~/content/contact-variants";
import type { Crumb } from "~/lib/structured-data";
import { site } from "~/site";
import { textLinkClass } from "~/ui/button-styles";
import { Breadcrumb } from "~/ui/breadcrumb";
import { type VariantOption, variantOptions } from "~/features/lead-form/contact-variant";
import { OPTION_ATTRIBUTE } from "~/features/lead-form/contact-variant-key";

const option = (key: string) => ({ [OPTION_ATTRIBUTE]: key });

/**
 * /contato's heading block with every variant's h1 text, lead and link, each marked with its key: the
 * page's CSS shows the one the head script picked (./contact-variant.ts), so nothing changes after
 * the first paint. A variant's link gets the visitor's query like every internal link (app/page-script/carry-query.ts).
 * Not the shared page header: here the heading is short and the form stands beside it, so the
 * breadcrumb, the h1 (the page header's sizes) and a smaller lead sit in the left column of the page's grid.
 */
export function ContactHeader({
  crumbs,
  options = variantOptions,
  className,
}: {
  crumbs: readonly Crumb[];
  options?: readonly VariantOption[];
  className?: string;
}) {
  return (
    <header className={className}>
      <Breadcrumb crumbs={crumbs} />
      <h1 className="mt-3 max-w-3xl heading-1 text-brand-950 sm:mt-8">
        {options.map(({ key, variant }) => (
          <span key={key} {...option(key)}>
            {contactHeading(variant.heading)}
          </span>
        ))}
      </h1>
      <div className="mt-3 max-w-2xl text-base text-muted sm:mt-4 sm:text-lg">
        {options.map(({ key, variant }) => (
          <span key={key} {...option(key)}>
            <Subtitle variant={variant} />
          </span>
        ))}
      </div>
      {options.map(({ key, variant }) =>
        variant.link ? (
          <p key={key} {...option(key)} className="mt-3 sm:text-lg">
            <a href={variant.link.to} className={textLinkClass}>
              {variant.link.text}
            </a>
          </p>
        ) : null,
      )}
    </header>
  );
}

/** A subtitle; with `phoneLastSentence`, the sentences before its last are hidden below sm (decision 786). */
function Subtitle({ variant }: { variant: ContactVariant }) {
  const cut = variant.phoneLastSentence ? variant.subtitle.lastIndexOf(". ") + 1 : 0;
  if (cut <= 0) return variant.subtitle;
  return (
    <>
      <span className="max-sm:hidden">{`${variant.subtitle.slice(0, cut)} `}</span>
      {variant.subtitle.slice(cut + 1)}
    </>
  );
}

/**
 * The benefits of /contato, beside the form on a desktop and after it on a phone; rendered at build time.
 * Static rows (nothing opens, so no chevron): the icon, the title and its one line. Their conditions follow
 * right under the list (`ContactConditions`), in view at a readable size (decisions 835, 902).
 */
export function ContactBenefits({ className }: { className?: string }) {
  return (
    <section aria-labelledby={copy.benefits.id} className={className}>
      <h2 id={copy.benefits.id} className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">
        {copy.benefits.title}
      </h2>
      {/* One column, a checklist: each benefit's lines run the column's full width (2-up they wrapped to 10-12 lines, with an orphan 5th). */}
      <ul className="mt-5 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {contactBenefits.map(({ icon: Icon, title, description }) => (
          <li key={title} className="flex gap-3 px-4 py-3.5 sm:px-5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-line">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-brand-950">{title}</h3>
              <p className="mt-0.5 text-sm leading-snug text-ink">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The benefits' conditions, one a line, each led by what it applies to: a list a reader scans, not one long
 * paragraph, in the text's colour rather than a grey footnote, in a panel like the benefits' list it qualifies.
 * Under the benefits on a phone; from lg across the page's width under both columns, in two columns, so the
 * benefits end level with the form beside them.
 */
export function ContactConditions({ className }: { className?: string }) {
  return (
    <div
      id={`${copy.benefits.id}-condicoes`}
      className={cn("rounded-2xl border border-line bg-surface px-4 py-4 text-sm leading-snug text-ink sm:px-5", className)}
    >
      <p className="font-semibold text-brand-950">{copy.benefits.conditions}</p>{" "}
      <ul className="mt-2 space-y-2 lg:columns-2 lg:gap-x-14 lg:space-y-0">
        {contactBenefits.map(({ conditionLabel, detail }) => (
          <li key={conditionLabel} className="break-inside-avoid lg:pb-2.5">
            <span className="font-semibold text-brand-950">{conditionLabel}</span> — {detail}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The e-mail address as a quiet second way in, one line right under the form's steps: it follows the form
 * rather than closing the benefits, where it read as the only alternative to the form (decision 851).
 */
export function ContactEmailLine({ className }: { className?: string }) {
  return (
    <p className={`text-center text-sm text-muted ${className ?? ""}`}>
      <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.1875rem] text-brand-700" />
      {copy.emailPrompt} {/* The address and its full stop wrap as one. */}
      <span className="whitespace-nowrap">
        <a href={`mailto:${site.company.email}`} className={textLinkClass}>
          {site.company.email}
        </a>
        .
      </span>
    </p>
  );
}

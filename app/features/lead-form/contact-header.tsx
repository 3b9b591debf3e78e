import { contactPage as copy } from "~/content/contact-page";
import { contactHeading, type ContactVariant } from "~/content/contact-variants";
import type { Crumb } from "~/lib/structured-data";
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
    />
  );
}

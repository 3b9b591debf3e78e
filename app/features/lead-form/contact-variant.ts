import type { ContactVariant } from "~/content/contact-variants";

/**
 * The variant of the visitor's `?source=` (spec section 2, "fixed once on load"), or null when the
 * URL has none: the variants table is downloaded only then, by the page script and the form island
 * alike (one shared chunk).
 */
export async function variantForSearch(search: string): Promise<ContactVariant | null> {
  if (!new URLSearchParams(search).get("source")) return null;
  const { contactVariantForSearch } = await import("~/content/contact-variants");
  return contactVariantForSearch(search);
}

/**
 * /contato's page script: the h1 and the lead, prerendered with the default variant, follow the
 * variant once, and a variant's link (the no-show calculator's) appears under them, carrying the
 * visitor's query. The form title is the island's own (./contact-lead-form.tsx).
 */
export async function applyContactVariant(doc: Document = document, search: string = location.search): Promise<void> {
  const variant = await variantForSearch(search);
  if (!variant) return;
  const { contactHeading } = await import("~/content/contact-variants");
  const heading = doc.querySelector("[data-contact-heading]");
  const lead = doc.querySelector("[data-contact-lead]");
  if (heading) heading.textContent = contactHeading(variant.heading);
  if (lead) lead.textContent = variant.subtitle;
  const slot = doc.querySelector<HTMLElement>("[data-contact-link]");
  const anchor = slot?.querySelector("a");
  if (slot && anchor && variant.link) {
    // The visitor's query as it is (lib/query-params would split the site script's shared chunk: one more request on every page).
    anchor.href = `${variant.link.to}${search}`;
    anchor.textContent = variant.link.text;
    slot.hidden = false;
  }
}

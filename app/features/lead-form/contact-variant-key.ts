/**
 * What the browser needs to know of /contato's variants, without their text: the key the head
 * script (./contact-variant.ts, variantPickerScript) writes on <html>, and the key each rendered
 * variant carries. Small on purpose: the form island imports it.
 */
export const DEFAULT_VARIANT_KEY = "default";
/** On <html>: the key of the URL's variant; absent for the default (unknown or missing source, no JavaScript). */
export const VARIANT_ATTRIBUTE = "data-contact-variant";
/** On each element that belongs to one variant: its key. The page's CSS hides every other variant's. */
export const OPTION_ATTRIBUTE = "data-contact-option";

/** The key the head script picked before the first paint, read when it is needed (the form's submission). */
export function activeVariantKey(doc: Document = document): string {
  return doc.documentElement.getAttribute(VARIANT_ATTRIBUTE) ?? DEFAULT_VARIANT_KEY;
}

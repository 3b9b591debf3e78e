import { contactVariants, defaultContactVariant, simulationContactVariants, type ContactVariant } from "~/content/contact-variants";
import { DEFAULT_VARIANT_KEY, OPTION_ATTRIBUTE, VARIANT_ATTRIBUTE } from "./contact-variant-key";

/**
 * /contato shows the variant of its `?source=` from the first paint, on any host, static ones
 * included (docs/decisions/270): every variant is in the HTML, marked with its key; a synchronous
 * script in the head writes the URL's key on <html> before the body is parsed, and the page's CSS
 * shows that variant's elements and hides the rest. Build-time only: the browser never downloads
 * the variants table.
 */
export interface VariantOption {
  key: string;
  variant: ContactVariant;
}

/** The default first, then every variant keyed by its first source slug (stable, readable in the DOM). */
export const variantOptions: readonly VariantOption[] = [
  { key: DEFAULT_VARIANT_KEY, variant: defaultContactVariant },
  ...[...contactVariants, ...simulationContactVariants].map((variant) => ({ key: variant.sources[0], variant })),
];

/**
 * The fixed variants and those the build reads from files (one per specialty, `?source={slug}`),
 * which the page passes in: the specialties collection is read at build time only.
 */
export function variantOptionsWith(extra: readonly ContactVariant[]): readonly VariantOption[] {
  return [...variantOptions, ...extra.map((variant) => ({ key: variant.sources[0]!, variant }))];
}

const SAFE = /^[a-z0-9-]+$/;

/** slug → key: every source of every variant. Throws on anything a script or a selector could not carry as is. */
export function sourceKeys(options: readonly VariantOption[] = variantOptions): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { key, variant } of options)
    for (const slug of variant.sources) {
      if (!SAFE.test(slug) || !SAFE.test(key)) throw new Error(`contact variant: "${slug}" → "${key}" is not a slug`);
      // A specialty named like a campaign source would silently take it over (or lose it).
      if (slug in map) throw new Error(`contact variant: "${slug}" picks both "${map[slug]}" and "${key}"`);
      map[slug] = key;
    }
  if (Object.keys(map).length === 0) throw new Error("contact variant: no sources");
  return map;
}

/**
 * The head script: the first `source` of the URL, slugified exactly as slugify (app/site.ts) does,
 * looked up in the build-time map. An unknown source, or a name of Object's own (`constructor`),
 * leaves <html> alone: the default shows.
 */
export function variantPickerScript(map: Record<string, string> = sourceKeys()): string {
  const slug = String.raw`s.normalize("NFD").replace(/[\u0300-\u036f]/g,"").toLowerCase().replace(/[^a-z0-9]+/g,"-").replace(/^-+|-+$/g,"")`;
  return `try{var s=new URLSearchParams(location.search).get("source"),k=s?${JSON.stringify(map)}[${slug}]:0;if(typeof k=="string")document.documentElement.setAttribute("${VARIANT_ATTRIBUTE}",k)}catch(e){}`;
}

/** One rule: without a key on <html> every non-default element is hidden; with key K, every element not K. */
export function variantCss(options: readonly VariantOption[] = variantOptions): string {
  const others = (key: string) => `[${OPTION_ATTRIBUTE}]:not([${OPTION_ATTRIBUTE}="${key}"])`;
  const selectors = options.map(({ key }) =>
    key === DEFAULT_VARIANT_KEY ? `html:not([${VARIANT_ATTRIBUTE}]) ${others(key)}` : `[${VARIANT_ATTRIBUTE}="${key}"] ${others(key)}`,
  );
  return `${selectors.join(",")}{display:none}`;
}

/** The form titles by key, for the island: it renders them all and sends the shown one's text. */
export function formTitlesByKey(options: readonly VariantOption[] = variantOptions): Record<string, string> {
  return Object.fromEntries(options.map(({ key, variant }) => [key, variant.formTitle]));
}

/**
 * The form's heading by key: where the variant names its own action its form title already says it, else
 * `fallback`, the demo in the send button's words (the form title then stands above it as a label).
 */
export function formHeadingsByKey(fallback: string, options: readonly VariantOption[] = variantOptions): Record<string, string> {
  return Object.fromEntries(options.map(({ key, variant }) => [key, variant.submitLabel ? variant.formTitle : fallback]));
}

/** The send button's words by key: the variant's own action where it asks for something other than a demo, else `fallback`. */
export function submitLabelsByKey(fallback: string, options: readonly VariantOption[] = variantOptions): Record<string, string> {
  return Object.fromEntries(options.map(({ key, variant }) => [key, variant.submitLabel ?? fallback]));
}

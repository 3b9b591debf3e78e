import { ChevronDown } from "lucide-react";
import type { CountryCode } from "~/content/lead-contract/countries";
import { countries } from "~/content/lead-contract/countries";

/*
 * One literal class per country, so the stylesheet has each rule: a code shows while its option is the
 * selected one. CSS reads the selection itself (`option:checked`), so the face is right before the form
 * wakes, without JS and after a restored draft. Typed by country: a new country must add its line.
 */
const shownWhenSelected: Record<CountryCode, string> = {
  BR: "group-has-[option[value=BR]:checked]:inline",
  US: "group-has-[option[value=US]:checked]:inline",
  PT: "group-has-[option[value=PT]:checked]:inline",
  ES: "group-has-[option[value=ES]:checked]:inline",
  AR: "group-has-[option[value=AR]:checked]:inline",
  MX: "group-has-[option[value=MX]:checked]:inline",
  FR: "group-has-[option[value=FR]:checked]:inline",
  DE: "group-has-[option[value=DE]:checked]:inline",
  IT: "group-has-[option[value=IT]:checked]:inline",
  GB: "group-has-[option[value=GB]:checked]:inline",
};

/**
 * Below sm the closed country select shows only the calling code, drawn over its transparent text, so the
 * phone field keeps the row's room; the options and the select's value still name the country (a screen
 * reader hears "+55 Brasil"), and this face is hidden from it. Where `:has` is not supported the select
 * keeps its own text (see the select's classes).
 */
export function DialCodeFace() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 hidden items-center justify-between pr-2.5 pl-3 text-base text-ink max-sm:supports-[selector(:has(*))]:flex"
    >
      {countries.map((c) => (
        <span key={c.code} className={`hidden ${shownWhenSelected[c.code]}`}>
          {c.dialCode}
        </span>
      ))}
      <ChevronDown className="size-4 shrink-0 text-slate-600" />
    </span>
  );
}

/**
 * From sm the closed select shows its own "+55 Brasil", drawn without the browser's arrow, and this chevron, the
 * phone face's, marks it as a choice: one look for the field at every width.
 */
export function DialCodeChevron() {
  return (
    <ChevronDown
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-2.5 hidden size-4 -translate-y-1/2 text-slate-600 sm:block"
    />
  );
}

/**
 * The select's classes with the face: its own text and arrow hidden where the face shows (the face draws both); from
 * sm its own text with the face's chevron (`DialCodeChevron`) in place of the browser's arrow; its options readable.
 */
export const dialCodeSelectClass =
  "field-input max-sm:supports-[selector(:has(*))]:appearance-none max-sm:supports-[selector(:has(*))]:text-transparent sm:appearance-none sm:pr-9 [&_option]:text-ink";

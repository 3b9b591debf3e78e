import {
  negativeMessage,
  noShowFields,
  tooManyDecimalsMessage,
  type NoShowFieldName,
  type NoShowFieldSpec,
} from "~/content/no-show-calculator";
import type { ClinicFigures } from "./no-show-cost";

/** The raw text of each field, as typed (or read from the URL). */
export type NoShowValues = Record<NoShowFieldName, string>;
export type NoShowErrors = Partial<Record<NoShowFieldName, string>>;

export const defaultNoShowValues = Object.fromEntries(noShowFields.map((f) => [f.name, f.defaultValue])) as NoShowValues;

/** A field's value in whole units: consultations, cents, or hundredths of a percentage point. */
export type ParsedNoShowField = { ok: true; value: number } | { ok: false; message: string };

/** "1.234,56" or "1234,56" (Brazilian), or "1234.56" (a dot followed by one or two digits reads as a decimal point). */
const brazilian = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const dotDecimal = /^(\d+)\.(\d{1,2})$/;

/**
 * Reads one field the way Brazilians write numbers: dots group thousands ("3.000"), a comma starts
 * the decimals ("180,50"); "R$" before a price and "%" after a rate are allowed. A dot followed by
 * one or two digits ("12.5") is taken as a decimal point, as typed on a keyboard set to English.
 */
export function parseNoShowField(field: NoShowFieldSpec, raw: string): ParsedNoShowField {
  const text = raw
    .trim()
    .replace(/^R\$\s*/i, "")
    .replace(/\s*%$/, "");
  if (text === "") return { ok: false, message: field.messages.missing };
  const negative = text.startsWith("-");
  const unsigned = negative ? text.slice(1).trim() : text;
  const match = brazilian.exec(unsigned) ?? dotDecimal.exec(unsigned);
  if (!match) return { ok: false, message: field.messages.format };
  if (negative) return { ok: false, message: negativeMessage };
  const whole = match[1]!.replaceAll(".", "");
  const fraction = match[2] ?? "";
  if (fraction.length > field.decimals) {
    return { ok: false, message: field.decimals === 0 ? field.messages.format : tooManyDecimalsMessage };
  }
  const scale = 10 ** field.decimals;
  const value = Number(whole) * scale + Number(fraction.padEnd(field.decimals, "0") || "0");
  if (value > field.max * scale) return { ok: false, message: field.messages.aboveMax };
  if (value < field.min * scale || (field.minExclusive && value === field.min * scale)) {
    return { ok: false, message: field.messages.belowMin };
  }
  return { ok: true, value };
}

/**
 * A valid value written back plainly, for the URL and the lead's tags: no grouping, a dot before the
 * decimals, no trailing zeros ("200", "180.5", "12.25"); parseNoShowField reads it back to the same value.
 */
export function plainNumber(field: NoShowFieldSpec, value: number): string {
  if (field.decimals === 0) return String(value);
  const scale = 10 ** field.decimals;
  const fraction = String(value % scale)
    .padStart(field.decimals, "0")
    .replace(/0+$/, "");
  return fraction ? `${Math.trunc(value / scale)}.${fraction}` : String(Math.trunc(value / scale));
}

export type ParsedNoShowValues = { ok: true; figures: ClinicFigures; errors: NoShowErrors } | { ok: false; errors: NoShowErrors };

/** All three fields at once: the figures when every field is valid, and each invalid field's message. */
export function parseNoShowValues(values: NoShowValues): ParsedNoShowValues {
  const errors: NoShowErrors = {};
  const parsed: Partial<Record<NoShowFieldName, number>> = {};
  for (const field of noShowFields) {
    const result = parseNoShowField(field, values[field.name]);
    if (result.ok) parsed[field.name] = result.value;
    else errors[field.name] = result.message;
  }
  if (parsed.consultations === undefined || parsed.price === undefined || parsed.rate === undefined) return { ok: false, errors };
  return { ok: true, figures: { consultations: parsed.consultations, priceCents: parsed.price, rateHundredths: parsed.rate }, errors };
}

import { formatCount } from "~/content/number-format";
import type { Needs } from "./plan-calculator";
import * as calculatorStrings from "~/content/ui-strings/plan-calculator";

/** Largest number the calculator takes in any field; bigger clinics talk to sales. */
export const MAX_FIELD_VALUE = 1_000_000;

export type FieldName = keyof Needs;

export interface FieldSpec {
  name: FieldName;
  label: string;
  defaultValue: number;
  min: number;
  /** Says what is missing, after "Informe ". */
  missing: string;
  /** Message when the value is under `min` but not negative (zero users or numbers). */
  belowMin?: string;
}

export const calculatorFields = [
  {
    name: "interactions",
    label: calculatorStrings.interactionsLabel,
    defaultValue: 3000,
    min: 0,
    missing: calculatorStrings.interactionsMissing,
  },
  {
    name: "users",
    label: calculatorStrings.usersLabel,
    defaultValue: 2,
    min: 1,
    missing: calculatorStrings.usersMissing,
    belowMin: calculatorStrings.usersBelowMin,
  },
  {
    name: "whatsappNumbers",
    label: calculatorStrings.numbersLabel,
    defaultValue: 1,
    min: 1,
    missing: calculatorStrings.numbersMissing,
    belowMin: calculatorStrings.numbersBelowMin,
  },
] as const satisfies readonly FieldSpec[];

/** The raw text of each field, as typed. */
export type FieldValues = Record<FieldName, string>;

export const defaultFieldValues = Object.fromEntries(
  calculatorFields.map((field) => [field.name, String(field.defaultValue)]),
) as FieldValues;

export type ParsedField = { ok: true; value: number } | { ok: false; message: string };

/**
 * Reads one field. Whole numbers only; "3.000" is read as three thousand because that is how
 * Brazilians group digits (a decimal count of interactions would make no sense anyway).
 * `badInput` is the browser's flag for text a number field could not read (e.g. "1,5").
 */
export function parseField(field: FieldSpec, raw: string, badInput = false): ParsedField {
  const text = raw.trim();
  if (badInput) return { ok: false, message: calculatorStrings.wholeNumbers };
  if (text === "") return { ok: false, message: calculatorStrings.missingValue(field.missing) };
  if (/^-\s*[\d.]+$/.test(text)) return { ok: false, message: calculatorStrings.negative };
  if (!/^\d+$/.test(text) && !/^\d{1,3}(\.\d{3})+$/.test(text)) {
    return { ok: false, message: calculatorStrings.wholeNumbers };
  }
  const value = Number(text.replaceAll(".", ""));
  if (value > MAX_FIELD_VALUE) return { ok: false, message: calculatorStrings.valueTooLarge(formatCount(MAX_FIELD_VALUE)) };
  if (value < field.min) return { ok: false, message: field.belowMin ?? calculatorStrings.missingValue(field.missing) };
  return { ok: true, value };
}

export type ParsedNeeds =
  { ok: true; needs: Needs; errors: Partial<Record<FieldName, string>> } | { ok: false; errors: Partial<Record<FieldName, string>> };

/** All three fields at once: the needs when every field is valid, and each field's message. */
export function parseNeeds(values: FieldValues, badInput: Partial<Record<FieldName, boolean>> = {}): ParsedNeeds {
  const errors: Partial<Record<FieldName, string>> = {};
  const needs: Partial<Needs> = {};
  for (const field of calculatorFields) {
    const parsed = parseField(field, values[field.name], badInput[field.name]);
    if (parsed.ok) needs[field.name] = parsed.value;
    else errors[field.name] = parsed.message;
  }
  return Object.keys(errors).length === 0 ? { ok: true, needs: needs as Needs, errors } : { ok: false, errors };
}

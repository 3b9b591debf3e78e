import type { InputHTMLAttributes, Ref } from "react";
import { afterColon } from "~/lib/after-colon";
import { cn } from "~/lib/cn";
import * as fieldErrorStrings from "~/content/ui-strings/field-errors";

interface NumberFieldProps {
  /** The input's id; the hint and the error take it with -dica and -erro. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  labelClassName: string;
  inputClassName: string;
  inputRef: Ref<HTMLInputElement>;
  /** What the input is (name, type, inputMode, limits), its value and its onChange. */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** The box around the input (its margin from the label or hint). */
  boxClassName?: string;
  /** The field's unit inside the box, before ("R$") or after ("%") the number. */
  unit?: { text: string; side: "before" | "after" };
}

/**
 * A calculator's number field: label, optional hint, input (with its unit inside the box, when it has one), and
 * the error under it, tied to the input by aria-describedby so a screen reader reads them with it.
 */
export function NumberField({
  id,
  label,
  hint,
  error,
  labelClassName,
  inputClassName,
  inputRef,
  input,
  boxClassName,
  unit,
}: NumberFieldProps) {
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* The unit is drawn, not read: the label already names it ("Valor médio da consulta (R$)"). */}
      <div className={cn("relative", boxClassName)}>
        {unit ? (
          <span
            aria-hidden="true"
            className={cn(
              "pointer-events-none absolute inset-y-0 flex items-center text-base font-medium text-muted",
              unit.side === "before" ? "left-3" : "right-3",
            )}
          >
            {unit.text}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClassName, unit?.side === "before" && "pl-11", unit?.side === "after" && "pr-9")}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** In a calculator's answer, while a field is wrong: which field, and what to change. */
export function FieldErrorList<Name extends string>({
  fields,
  errors,
  className,
}: {
  fields: readonly { name: Name; label: string }[];
  errors: Partial<Record<Name, string>>;
  className: string;
}) {
  return (
    <ul className={className}>
      {fields.map((field) => {
        const error = errors[field.name];
        return error ? (
          <li key={field.name}>
            {fieldErrorStrings.before}
            {field.label}
            {fieldErrorStrings.after}
            {afterColon(error)}
          </li>
        ) : null;
      })}
    </ul>
  );
}

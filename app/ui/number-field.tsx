import type { InputHTMLAttributes, Ref } from "react";
import { afterColon } from "~/lib/after-colon";
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
}

/**
 * A calculator's number field: label, optional hint, input, and the error under it, tied to the
 * input by aria-describedby so a screen reader reads them with it.
 */
export function NumberField({ id, label, hint, error, labelClassName, inputClassName, inputRef, input }: NumberFieldProps) {
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
      <input
        ref={inputRef}
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClassName}
      />
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

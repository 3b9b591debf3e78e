import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Ids of a field's parts, so label, hint and error stay tied together. */
export function fieldIds(base: string) {
  return { input: `${base}-input`, error: `${base}-error`, hint: `${base}-hint` };
}

/** aria-* props for an input: invalid state, and its error (or hint) as description. */
export function describedBy(ids: ReturnType<typeof fieldIds>, error: string | undefined, hasHint = false) {
  const parts = [error ? ids.error : null, hasHint ? ids.hint : null].filter(Boolean);
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": parts.length > 0 ? parts.join(" ") : undefined,
  };
}

export const inputClass = (invalid: boolean) =>
  cn(
    "block min-h-12 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-xs placeholder:text-slate-500",
    "focus:outline-3 focus:outline-offset-0 focus:outline-brand-200",
    invalid ? "border-red-600" : "border-slate-400 focus:border-brand-600",
  );

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface FieldProps {
  ids: ReturnType<typeof fieldIds>;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Field({ ids, label, error, hint, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.input} className="mb-1.5 block text-sm font-semibold text-brand-950">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

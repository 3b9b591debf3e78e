import { X } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * The round "X" of the banner and of the preferences dialog, rendered at build time; `className`
 * pulls it into the corner, and a data attribute tells the consent scripts what it closes.
 */
export function CloseButton({ label, className, ...data }: { label: string; className: string } & Omit<ComponentProps<"button">, "type" | "children">) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`${className} inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50`}
      {...data}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

import { X } from "lucide-react";

/** The round "X" of the banner and of the preferences dialog; `className` pulls it into the corner. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`${className} inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50`}
      onClick={onClick}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

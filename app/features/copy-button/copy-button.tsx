import { Check, Copy } from "lucide-react";
import { buttonClass } from "~/ui/button-styles";
import { type CopyMessages, defaultCopyMessages } from "./copy-text";

interface CopyButtonProps {
  text: string;
  /** Id of the element showing the text: selected for the visitor when copying fails. */
  targetId?: string;
  messages?: Partial<CopyMessages>;
  /** On a dark surface the button is white and the failure hint light. */
  onDark?: boolean;
  className?: string;
}

/**
 * Static markup of a copy button, rendered at build; copy-buttons.ts (started by the page's script)
 * copies `text`, shows "Copiado!" and announces the result in the polite live region.
 */
export function CopyButton({ text, targetId, messages, onDark = false, className }: CopyButtonProps) {
  const m = { ...defaultCopyMessages, ...messages };
  return (
    <div
      className={className}
      data-copy-button
      data-copy-text={text}
      data-copy-target={targetId}
      data-copy-messages={JSON.stringify(m)}
      data-copy-failed-class={onDark ? "mt-2 max-w-md text-sm text-accent-100" : "mt-2 max-w-md text-sm text-accent-700"}
    >
      <button type="button" data-replay="" className={buttonClass(onDark ? "light" : "secondary", "md", "min-w-40", { fit: true })}>
        <Copy aria-hidden="true" className="size-4" data-copy-icon="idle" />
        <Check aria-hidden="true" className="hidden size-4" data-copy-icon="copied" />
        <span data-copy-label>{m.label}</span>
      </button>
      {/* Always in the DOM, so screen readers notice when its text changes. */}
      <p role="status" aria-live="polite" className="sr-only" />
    </div>
  );
}

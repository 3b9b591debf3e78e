import { Check } from "lucide-react";
import { partnersPage as copy } from "~/content/partners";
import { emailCopyStrings } from "~/content/ui-strings/copy";
import { CopyButton } from "~/features/copy-button/copy-button";
import { cn } from "~/lib/cn";
import { site } from "~/site";

/**
 * "Copiar e-mail" beside an e-mail link: on a phone without a mail app the link opens nothing, so the address can be
 * taken to any other app. The page's one script starts it (no script of the page's own); `targetId` is the element
 * showing the address, selected for the visitor when the browser refuses to copy.
 */
export function EmailCopy({ targetId, onDark = false, className }: { targetId: string; onDark?: boolean; className?: string }) {
  return (
    <CopyButton text={site.company.partnersEmail} targetId={targetId} messages={emailCopyStrings} onDark={onDark} className={className} />
  );
}

/** What the first e-mail should say, in view (the e-mail link also writes it into the message, when a mail app opens). */
export function MailChecklist({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  const { title, items } = copy.mailChecklist;
  return (
    <div className={className}>
      <h3 id="o-que-incluir" className={cn("text-sm font-semibold", onDark ? "text-white" : "text-brand-950")}>
        {title}
      </h3>
      <ul aria-labelledby="o-que-incluir" className={cn("mt-2 space-y-1.5 text-sm", onDark ? "text-brand-100" : "text-muted")}>
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", onDark ? "text-accent-100" : "text-brand-600")} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

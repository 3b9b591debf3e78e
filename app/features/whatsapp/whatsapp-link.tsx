import { MessageCircle } from "lucide-react";
import { site } from "~/site";
import { ExternalLink } from "~/ui/external-link";
import { pageName, whatsappUrl } from "./whatsapp-url";
import { whatsappStrings } from "~/content/ui-strings/page-parts";

/** Where the link sits, sent with the click so the two links of /contato can be told apart. */
export type WhatsappPlacement = "contact" | "footer" | "sticky-bar";

/**
 * "Falar no WhatsApp", rendered at build time: opens a chat with the sales number and an opening
 * message naming the page. Its data attributes tell ./whatsapp-click.ts what to send to the tag
 * manager on a click. Renders nothing when the build has no number.
 */
export function WhatsappLink({
  placement,
  className,
  number = site.whatsapp,
  pathname,
  compact = false,
}: {
  placement: WhatsappPlacement;
  /** The page the link sits on, named in the opening message and the click event. */
  pathname: string;
  className?: string;
  number?: string;
  /** Only the icon shows (the phone's sticky bar); the words stay the link's name for screen readers. */
  compact?: boolean;
}) {
  if (!number) return null;
  return (
    <ExternalLink
      href={whatsappUrl(number, pageName(pathname))}
      icon={false}
      className={className}
      data-testid={`whatsapp-${placement}`}
      data-whatsapp-placement={placement}
      data-whatsapp-page={pathname}
    >
      <MessageCircle aria-hidden="true" className={compact ? "size-6 shrink-0" : "size-4 shrink-0"} />
      {compact ? <span className="sr-only">{whatsappStrings.link}</span> : whatsappStrings.link}
    </ExternalLink>
  );
}

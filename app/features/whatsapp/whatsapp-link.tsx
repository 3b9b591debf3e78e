import { MessageCircle } from "lucide-react";
import { site } from "~/site";
import { ExternalLink } from "~/ui/external-link";
import { pageName, whatsappUrl } from "./whatsapp-url";

/** Where the link sits, sent with the click so the two links of /contato can be told apart. */
export type WhatsappPlacement = "contact" | "footer";

/**
 * "Falar no WhatsApp": opens a chat with the sales number and an opening message naming the
 * page, and tells the tag manager. Renders nothing when the build has no number.
 */
export function WhatsappLink({
  placement,
  className,
  number = site.whatsapp,
  pathname,
}: {
  placement: WhatsappPlacement;
  /** The page the link sits on, named in the opening message and the click event. */
  pathname: string;
  className?: string;
  number?: string;
}) {
  if (!number) return null;
  return (
    <ExternalLink
      href={whatsappUrl(number, pageName(pathname))}
      icon={false}
      className={className}
      data-testid={`whatsapp-${placement}`}
      onClick={() => {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push({ event: "whatsapp_click", page: pathname, placement });
      }}
    >
      <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
      Falar no WhatsApp
    </ExternalLink>
  );
}

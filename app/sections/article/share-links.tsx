import { Mail, MessageCircle, Share2 } from "lucide-react";
import { Fragment } from "react";
import type { Piece } from "~/content/articles/pieces";
import { CopyButton } from "~/features/copy-button/copy-button";
import { buttonClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { shareLinks } from "./share-urls";
import { shareCopyStrings } from "~/content/ui-strings/copy";
import { articleStrings } from "~/content/ui-strings/page-parts";

const ADDRESS_ID = "endereco-desta-pagina";

const copyMessages = shareCopyStrings;

/** A long address wraps after a slash on a phone, not in the middle of a word. */
function breakAfterSlashes(url: string) {
  return url.split(/(?<=[^/:]\/)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * Plain links, so sharing works before the page's code runs and without JavaScript. The copy
 * button needs it, so it is hidden when scripting is off; the address stays visible to copy.
 * On a phone the three links share one row in equal thirds, each with its icon and its name (icons
 * alone left the reader guessing); the copy button goes under them.
 */
export function ShareLinks({ piece }: { piece: Piece }) {
  const links = shareLinks(piece);
  const linkClass = buttonClass("secondary", "md", "max-sm:w-full max-sm:gap-1.5 max-sm:px-2", { fit: true });
  return (
    <section aria-labelledby="compartilhar-titulo">
      <h2 id="compartilhar-titulo" className="text-2xl font-bold tracking-tight text-brand-950">
        {articleStrings.share}
      </h2>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <ul className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:gap-3">
          <li>
            <ExternalLink href={links.whatsapp} icon={false} className={linkClass}>
              <MessageCircle aria-hidden="true" className="size-4" />
              <span className="sr-only">{articleStrings.shareOn}</span>
              <span>{articleStrings.whatsapp}</span>
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.linkedin} icon={false} className={linkClass}>
              <Share2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{articleStrings.shareOn}</span>
              <span>{articleStrings.linkedin}</span>
            </ExternalLink>
          </li>
          <li>
            <a href={links.email} className={linkClass}>
              <Mail aria-hidden="true" className="size-4" />
              <span className="sr-only">{articleStrings.sendBy}</span>
              <span>{articleStrings.email}</span>
            </a>
          </li>
        </ul>
        <CopyButton text={links.canonical} targetId={ADDRESS_ID} messages={copyMessages} className="noscript:hidden" />
      </div>
      <p className="mt-4 text-sm text-muted">
        {articleStrings.address}
        <span id={ADDRESS_ID}>{breakAfterSlashes(links.canonical)}</span>
      </p>
    </section>
  );
}

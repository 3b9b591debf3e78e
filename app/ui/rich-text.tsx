import type { RichText as RichTextValue } from "~/content/types";
import { ExternalLink } from "./external-link";
import { SiteLink } from "./site-link";

/** A paragraph's strings and links from content: paths open on the site (SiteLink), e-mail addresses in the mail program, the rest in a new tab. */
export function RichText({ text, linkClassName }: { text: RichTextValue; linkClassName: string }) {
  return (
    <>
      {text.map((part, i) => {
        if (typeof part === "string") return part;
        if (part.href.startsWith("mailto:"))
          return (
            <a key={i} href={part.href} className={`${linkClassName} [overflow-wrap:anywhere]`}>
              {part.text}
            </a>
          );
        return part.href.startsWith("/") ? (
          <SiteLink key={i} to={part.href} className={linkClassName}>
            {part.text}
          </SiteLink>
        ) : (
          <ExternalLink key={i} href={part.href} className={linkClassName}>
            {part.text}
          </ExternalLink>
        );
      })}
    </>
  );
}

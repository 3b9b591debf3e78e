import { Rss, Stethoscope } from "lucide-react";
import type { Piece } from "~/content/articles/pieces";
import type { ContentCategory } from "~/content/hub";
import { hubPage as copy } from "~/content/hub-page";
import { specialtiesLinks } from "~/content/specialties-page";
import { specialtiesPath } from "~/content/specialty-entry";
import type { Crumb } from "~/lib/structured-data";
import { site } from "~/site";
import { ClosingBand } from "~/ui/closing-band";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { hubStrings } from "~/content/ui-strings/page-parts";
import { FeaturedPiece, OwnPieces } from "./own-pieces";
import { UsefulLinks } from "./useful-links";

/** The header's secondary links (feed, specialties): one small style, each with its icon. */
const secondaryLink = "inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4";

/**
 * The content hub (/conteudo): a header whose call is the newest piece's card (the site's own writing is the
 * reason to visit, so the header leads into it, not past it), with the feed and specialties as one row of small
 * links; the site's other guides and articles first, as cards with covers; then the six categories' useful links, led by their jump row, with a word on the
 * sources, and the closing band every page ends with.
 */
export function ContentHub({
  crumbs,
  categories,
  pieces,
}: {
  crumbs: readonly Crumb[];
  categories: readonly ContentCategory[];
  pieces: readonly Piece[];
}) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        // The newest piece's card is the header's call: beside the words from lg, right under the lead on a phone.
        aside={
          <div className="mt-8 lg:mt-0">
            <FeaturedPiece pieces={pieces} />
          </div>
        }
        after={
          <ul className="mt-6 flex flex-wrap gap-x-4 text-sm">
            <li>
              <a href={site.feed.path} type="application/rss+xml" className={secondaryLink}>
                <Rss aria-hidden="true" className="size-4" />
                {hubStrings.feed}
              </a>
            </li>
            <li>
              <SiteLink to={specialtiesPath} className={secondaryLink}>
                <Stethoscope aria-hidden="true" className="size-4" />
                {specialtiesLinks.hub}
              </SiteLink>
            </li>
          </ul>
        }
      />

      <Container className="space-y-16 py-12 sm:py-16">
        <OwnPieces pieces={pieces} />
        <UsefulLinks categories={categories} />
      </Container>
      <ClosingBand {...copy.end} />
    </>
  );
}

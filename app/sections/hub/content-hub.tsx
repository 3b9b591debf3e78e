import { ArrowRight, Rss } from "lucide-react";
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
import { buttonClass } from "~/ui/button-styles";
import { SiteLink } from "~/ui/site-link";
import { hubStrings } from "~/content/ui-strings/page-parts";
import { newestFirst, OwnPieces } from "./own-pieces";
import { UsefulLinks } from "./useful-links";

/**
 * The content hub (/conteudo): a header whose one button opens the newest piece (the site's own writing is the
 * reason to visit, so the header leads into it, not past it), the feed; the site's own guides and articles
 * first, as cards with covers; then the six categories' useful links, led by their jump row, with a word on the
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
  const [newest] = newestFirst(pieces);
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        {newest ? (
          <p className="mt-8">
            <SiteLink to={newest.path} className={buttonClass("secondary", "lg")}>
              {copy.newest[newest.kind]}
              <ArrowRight aria-hidden="true" className="size-5" />
            </SiteLink>
          </p>
        ) : null}
        <p className="mt-6 text-sm text-muted">
          <a
            href={site.feed.path}
            type="application/rss+xml"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
          >
            <Rss aria-hidden="true" className="size-4" />
            {hubStrings.feed}
          </a>
        </p>
        <p className="mt-2 text-sm">
          <SiteLink
            to={specialtiesPath}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {specialtiesLinks.hub}
          </SiteLink>
        </p>
      </PageHeader>

      <Container className="space-y-16 py-12 sm:py-16">
        <OwnPieces pieces={pieces} />
        <UsefulLinks categories={categories} />
      </Container>
      <ClosingBand {...copy.end} />
    </>
  );
}

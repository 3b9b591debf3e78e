import { Rss } from "lucide-react";
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
import { OwnPieces } from "./own-pieces";
import { UsefulLinks } from "./useful-links";

/**
 * The content hub (/conteudo): the category pills (one row that scrolls sideways on a phone, its right edge
 * fading while pills remain that way: one row keeps the header short, the fade says there is more), the feed;
 * the site's own guides and articles first, as cards with covers; then the six categories' useful links with a
 * word on the sources, and the closing band every page ends with.
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
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <nav aria-labelledby={copy.categoryNav.id} className="mt-8">
          <h2 id={copy.categoryNav.id} className="text-sm font-semibold text-brand-900">
            {copy.categoryNav.title}
          </h2>
          <ul className="scroll-fade-end -mx-4 mt-3 flex scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
            {categories.map((category) => (
              <li key={category.id} className="shrink-0">
                <a
                  href={`#${category.id}`}
                  className="inline-flex min-h-11 items-center rounded-full whitespace-nowrap border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-500 hover:bg-brand-50"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
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

import { pieceFor, relatedPieces } from "~/content/articles/catalogue";
import { readingTimeOf } from "./reading-time-of";
import { RelatedPieces } from "./related-pieces";
import { ShareLinks } from "./share-links";

/** Share links and "Leia também" at the end of a piece (loaded apart: see article-page.tsx). */
export function ArticleEnd({ path }: { path: string }) {
  return (
    <div className="mt-16 space-y-12 border-t border-line pt-10">
      <ShareLinks piece={pieceFor(path)} />
      <RelatedPieces pieces={relatedPieces(path)} readingTime={readingTimeOf} />
    </div>
  );
}

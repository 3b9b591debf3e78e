import type { Piece } from "~/content/articles/pieces";
import { RelatedPieces } from "./related-pieces";
import { ShareLinks } from "./share-links";

/** Share links and "Leia também" at the end of a piece, after the text the reading time counts. */
export function ArticleEnd({ piece, related }: { piece: Piece; related: readonly Piece[] }) {
  return (
    <div className="mt-16 space-y-12 border-t border-line pt-10">
      <ShareLinks piece={piece} />
      <RelatedPieces pieces={related} />
    </div>
  );
}

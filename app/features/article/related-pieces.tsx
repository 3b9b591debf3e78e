import type { Piece } from "~/content/articles/pieces";
import { readingTimeLabel } from "~/lib/reading-time";
import { SiteLink } from "~/ui/site-link";

/** "Leia também": two or three other pieces of the site, each with its kind and reading time. */
export function RelatedPieces({ pieces }: { pieces: readonly Piece[] }) {
  return (
    <section aria-labelledby="leia-tambem-titulo">
      <h2 id="leia-tambem-titulo" className="text-2xl font-bold tracking-tight text-brand-950">
        Leia também
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {pieces.map((piece) => (
          <li key={piece.path} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
            <p className="text-xs font-bold tracking-wide text-accent-700 uppercase">
              {piece.kind} · {readingTimeLabel(piece.words)}
            </p>
            <h3 className="mt-2">
              <SiteLink
                to={piece.path}
                className="text-lg font-semibold text-brand-900 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
              >
                {piece.title}
              </SiteLink>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{piece.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

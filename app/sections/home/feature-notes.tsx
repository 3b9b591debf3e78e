import type { FeatureCard } from "~/content/types";

/** The cards' caveats, once under the grid, each opened by its card's title and the card's mark. */
export function FeatureNotes({ cards }: { cards: readonly FeatureCard[] }) {
  const noted = cards.filter((c) => c.note);
  if (noted.length === 0) return null;
  return (
    <div className="mt-5 space-y-1 text-[0.8125rem] leading-snug text-muted sm:mt-6 sm:text-sm">
      {noted.map((c) => (
        <p key={c.title}>
          <span aria-hidden="true" className="text-brand-700">
            *{" "}
          </span>
          <span className="font-semibold text-brand-950">{c.title}:</span> {c.note}
        </p>
      ))}
    </div>
  );
}

import { ArrowDown, HeartPulse, KeyRound, type LucideIcon, MapPin, Scale, Trash2, UserRoundCheck } from "lucide-react";
import { securityPage as copy } from "~/content/security-page";

/** One icon per tile, in the tiles' order (content/security-page.ts, `summary.tiles`). */
const icons: readonly LucideIcon[] = [Scale, HeartPulse, KeyRound, MapPin, Trash2, UserRoundCheck];

/**
 * The page at a glance: six tiles, each a link down to one answer: its gist from md, a shorter answer below md. A nav (not a
 * section): it is a way into the answers, like the table of contents beside them.
 */
export function SecuritySummary() {
  return (
    <nav aria-labelledby={copy.summary.id} data-testid="security-summary" className="pt-8 sm:pt-14">
      <h2 id={copy.summary.id} className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {copy.summary.title}
      </h2>
      {/* Below md one panel of six short rows parted by rules (icon, title, the answer in one line's worth: `short`,
      an arrow down), so a phone reads one summary of facts, not six boxes; from md the cards with their full gists. */}
      <ul className="mt-4 grid divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:grid-cols-2 md:gap-3 md:divide-y-0 md:overflow-visible md:rounded-none md:border-0 md:bg-transparent md:shadow-none lg:grid-cols-3">
        {copy.summary.tiles.map((tile, i) => {
          const Icon = icons[i] ?? Scale;
          return (
            <li key={tile.target}>
              <a
                href={`#${tile.target}`}
                className="group relative flex h-full items-center gap-3 py-3 pr-10 pl-3 hover:bg-brand-50/60 md:items-start md:gap-4 md:rounded-2xl md:border md:border-line md:bg-white md:p-5 md:shadow-sm md:hover:border-brand-400 md:hover:bg-white md:hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 md:size-11"
                >
                  <Icon className="size-5 md:size-6" />
                </span>
                <span>
                  {/* The arrow pinned to the tile's corner, not after the title: a wrapped title would push it to the right edge on some tiles only. */}
                  <span className="block text-[15px] leading-5 font-semibold text-brand-950 group-hover:underline md:pr-6 md:text-base md:leading-snug">
                    {tile.title}
                  </span>
                  <ArrowDown
                    aria-hidden="true"
                    className="absolute top-1/2 right-4 size-4 -translate-y-1/2 text-brand-700 md:top-6 md:right-5 md:translate-y-0"
                  />
                  <span className="mt-0.5 block text-[13px] leading-[18px] text-muted md:hidden">{tile.short}</span>
                  <span className="mt-1 hidden text-sm leading-relaxed text-muted md:block">{tile.text}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

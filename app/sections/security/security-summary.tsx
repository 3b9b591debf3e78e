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
    <nav aria-labelledby={copy.summary.id} data-testid="security-summary" className="pt-10 sm:pt-14">
      <h2 id={copy.summary.id} className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {copy.summary.title}
      </h2>
      {/* Below md one column of short rows: icon, title and the answer in one line's worth (`short`), so a phone
      reads facts, not topics, at about half the height of the md cards with their full gists. */}
      <ul className="mt-4 grid gap-2 md:grid-cols-2 md:gap-3 lg:grid-cols-3">
        {copy.summary.tiles.map((tile, i) => {
          const Icon = icons[i] ?? Scale;
          return (
            <li key={tile.target}>
              <a
                href={`#${tile.target}`}
                className="group relative flex h-full items-center gap-3 rounded-2xl border border-line bg-white px-3 py-2.5 shadow-sm hover:border-brand-400 hover:shadow-md md:items-start md:gap-4 md:p-5"
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
                  <ArrowDown aria-hidden="true" className="absolute top-6 right-5 hidden size-4 text-brand-700 md:block" />
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

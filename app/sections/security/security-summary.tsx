import { ArrowDown, HeartPulse, KeyRound, type LucideIcon, MapPin, Scale, Trash2, UserRoundCheck } from "lucide-react";
import { securityPage as copy } from "~/content/security-page";

/** One icon per tile, in the tiles' order (content/security-page.ts, `summary.tiles`). */
const icons: readonly LucideIcon[] = [Scale, HeartPulse, KeyRound, MapPin, Trash2, UserRoundCheck];

/**
 * The page at a glance: six tiles, each the gist of one answer and a link down to it. A nav (not a
 * section): it is a way into the answers, like the table of contents beside them.
 */
export function SecuritySummary() {
  return (
    <nav aria-labelledby={copy.summary.id} data-testid="security-summary" className="pt-10 sm:pt-14">
      <h2 id={copy.summary.id} className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {copy.summary.title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {copy.summary.tiles.map((tile, i) => {
          const Icon = icons[i] ?? Scale;
          return (
            <li key={tile.target}>
              <a
                href={`#${tile.target}`}
                className="group relative flex h-full gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-brand-400 hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                >
                  <Icon className="size-6" />
                </span>
                <span>
                  {/* The arrow pinned to the tile's corner, not after the title: a wrapped title would push it to the right edge on some tiles only. */}
                  <span className="block pr-6 font-semibold text-brand-950 group-hover:underline">{tile.title}</span>
                  <ArrowDown aria-hidden="true" className="absolute top-6 right-5 size-4 text-brand-700" />
                  <span className="mt-1 block text-sm leading-relaxed text-muted">{tile.text}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

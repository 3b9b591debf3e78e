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
                className="group flex h-full gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-brand-400 hover:shadow-md"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                >
                  <Icon className="size-6" />
                </span>
                <span>
                  <span className="flex items-center gap-1.5 font-semibold text-brand-950 group-hover:underline">
                    {tile.title}
                    <ArrowDown aria-hidden="true" className="size-4 text-brand-700" />
                  </span>
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

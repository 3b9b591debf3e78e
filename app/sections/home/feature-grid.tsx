import { Sparkles } from "lucide-react";
import { highlightTag } from "~/content/home";
import type { FeatureCard } from "~/content/types";
import { cn } from "~/lib/cn";

export function FeatureGrid({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {cards.map(({ icon: Icon, title, description, highlight, plan }) => (
        <li
          key={title}
          className={cn(
            "relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
            highlight ? "border-accent-500 ring-1 ring-accent-500" : "border-line",
          )}
        >
          {/* Icon beside the title on phones (shorter cards), above it from sm up. */}
          <div className="flex items-center gap-3 sm:block">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
              <Icon aria-hidden="true" className="size-5 sm:size-6" />
            </span>
            <h3 className="text-base font-bold text-brand-950 sm:mt-4 sm:text-lg">{title}</h3>
          </div>
          <p className="mt-2 leading-relaxed text-muted">{description}</p>
          {plan ? <p className="mt-2 text-sm font-semibold text-brand-800">{plan}</p> : null}
          {highlight ? (
            <span className="mt-3 inline-flex items-center gap-1 self-start rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 sm:absolute sm:top-6 sm:right-6 sm:mt-0">
              <Sparkles aria-hidden="true" className="size-3.5" />
              {highlightTag}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

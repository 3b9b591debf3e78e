import { specialtiesIndex as copy } from "~/content/specialties-page";
import { cn } from "~/lib/cn";
import { ChatBubble } from "~/ui/chat-bubble";
import type { Specialty } from "~/content/specialty-schema";
import { RecordNote } from "./specialty-index-card";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

export interface SpecialtyVoice {
  slug: string;
  name: string;
  icon: Specialty["icon"];
  accent: Specialty["accent"];
  /** A patient's typed message from the specialty's own conversation. */
  message: string;
  /** The note that conversation leaves on record (from lg, under the message, on the assistant's side). */
  outcome?: string;
}

/**
 * The index header's right column from lg, and under the lead below lg (one rendering: PageHeader places it after the
 * words), so a phone's first screen shows the product too: three patients' first messages, each under its specialty's
 * tag, drawn as the cards below draw theirs (the page's own pieces, not a stock picture), from lg each with the note
 * its conversation leaves on record, captioned as illustrative.
 * Below lg tighter (smaller gaps and tags), under 260 px for the three at 14 px.
 */
export function SpecialtyIndexVoices({ voices, className }: { voices: readonly SpecialtyVoice[]; className?: string }) {
  if (voices.length === 0) return null;
  return (
    <figure
      aria-label={copy.heroVoices.label}
      data-testid="specialty-index-voices"
      className={cn("mt-6 max-w-[27.5rem] rounded-2xl border border-line bg-surface p-3 shadow-sm lg:mt-0 lg:p-5", className)}
    >
      <ul className="flex flex-col gap-1.5 lg:gap-3">
        {voices.map((card) => {
          const Icon = specialtyIcon[card.icon];
          return (
            <li key={card.slug} className="flex flex-col items-end gap-1 lg:gap-1.5">
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold ring-1 lg:text-xs ${specialtyAccent[card.accent].tile}`}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {card.name}
              </span>
              {/* 14 px at every width (the bubble's md size is a step smaller on a phone): three short lines, read at a glance. */}
              <ChatBubble from="patient" className="max-sm:text-sm">
                {card.message}
              </ChatBubble>
              {/* From lg the answer's side too: what the assistant left on record, so the column shows a whole exchange
                  per specialty and not a row of questions. Below lg the three questions only (the card stays short). */}
              {card.outcome ? <RecordNote text={card.outcome} className="self-start lg:inline-flex" /> : null}
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-2 text-xs text-muted lg:mt-4">{copy.heroVoices.caption}</figcaption>
    </figure>
  );
}

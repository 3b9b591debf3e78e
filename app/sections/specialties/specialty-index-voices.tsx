import { specialtiesIndex as copy } from "~/content/specialties-page";
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
 * The index header's right column from lg: three patients' first messages, each under its specialty's tag in its hue,
 * drawn as the cards below draw theirs (the page's own pieces, not a stock picture), each with the note its
 * conversation leaves on record, captioned as illustrative. Below lg the header shows one conversation instead
 * (SpecialtyIndexChat): three tagged lines in small type read as decoration on a phone (docs/decisions/862).
 */
export function SpecialtyIndexVoices({ voices }: { voices: readonly SpecialtyVoice[] }) {
  if (voices.length === 0) return null;
  return (
    <figure
      aria-label={copy.heroVoices.label}
      data-testid="specialty-index-voices"
      className="hidden max-w-[27.5rem] rounded-2xl border border-line bg-surface p-5 shadow-sm lg:block"
    >
      <ul className="flex flex-col gap-3">
        {voices.map((card) => {
          const Icon = specialtyIcon[card.icon];
          return (
            <li key={card.slug} className="flex flex-col items-end gap-1.5">
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${specialtyAccent[card.accent].tile}`}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {card.name}
              </span>
              <ChatBubble from="patient">{card.message}</ChatBubble>
              {/* The answer's side too: what the assistant left on record, so the column shows a whole exchange per
                  specialty and not a row of questions. */}
              {card.outcome ? <RecordNote text={card.outcome} className="self-start lg:inline-flex" /> : null}
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-4 text-xs text-muted">{copy.heroVoices.caption}</figcaption>
    </figure>
  );
}

import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { SimScenario } from "~/content/simulator-types";
import type { Specialty } from "~/content/specialty-schema";
import { ChatHeader, ChatMessage } from "~/features/simulator/chat-parts";
import { allChoicePaths, type Entry, openingConversation, play } from "~/features/simulator/conversation";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

/** At most this many messages in the header: five keep it about the height of the lead, the call and the features. */
const MAX_MESSAGES = 5;

/** Where the patient's last turn before `end` starts (a run of their messages); -1 when there is none. */
function turnStart(log: readonly Entry[], end: number): number {
  let i = log.slice(0, Math.max(end, 0)).findLastIndex((e) => e.from === "patient");
  while (i > 0 && log[i - 1]?.from === "patient") i -= 1;
  return i;
}

/**
 * The header's conversation, drawn at build time from the page's own script: the end of the way through that
 * starts with the opening the simulator further down does not play first (the second reply on offer, where
 * there is one): the patient's last two turns (the last alone when two would pass MAX_MESSAGES), the
 * assistant's answers and the note left on record.
 * The simulator opens on the first answer (introduction, urgency guidance, free times), so the header shows a
 * later moment of the same story and the page never tells one exchange twice (sixth review, item 9). It is a
 * crop: a conversation's start, with its introduction and urgency guidance, is the simulator's. No script.
 */
export function heroExchange(scenario: SimScenario) {
  const paths = allChoicePaths(scenario);
  const path = paths.find((choices) => choices[0] === 1) ?? paths[0] ?? [];
  const { log } = play(scenario, path);
  // A message the simulator's opening already shows (the introduction a short script repeats) is left out.
  const opening = new Set(openingConversation(scenario).log.map((e) => e.message.text));
  const shown = (start: number) => log.slice(start).filter((e) => !opening.has(e.message.text));
  const last = turnStart(log, log.length);
  const twoTurns = shown(turnStart(log, last));
  const crop = twoTurns.filter((e) => e.message.kind !== "event").length <= MAX_MESSAGES ? twoTurns : shown(last);
  return {
    messages: crop.filter((e) => e.message.kind !== "event"),
    outcome: crop.find((e) => e.message.kind === "event")?.message.text,
  };
}

export function SpecialtyHeroChat({ data, scenario }: { data: Specialty; scenario: SimScenario }) {
  const { messages, outcome } = heroExchange(scenario);
  const Icon = specialtyIcon[data.icon];
  const accent = specialtyAccent[data.accent];
  return (
    <figure
      aria-label={copy.heroChat.label(data.name)}
      data-testid="specialty-hero-chat"
      className="relative w-full max-w-sm justify-self-center lg:justify-self-end lg:self-start"
    >
      <div className="overflow-hidden rounded-[1.75rem] border border-line bg-white shadow-xl shadow-brand-900/10">
        <ChatHeader
          typing={false}
          badge={
            <span
              aria-hidden="true"
              className={`ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1 ${accent.tile}`}
            >
              <Icon className="size-5" />
            </span>
          }
        />
        <ol className="flex flex-col gap-2 bg-surface px-3 py-4">
          {messages.map((entry) => (
            <ChatMessage key={entry.key} entry={entry} />
          ))}
          {outcome ? (
            <li className="my-1 self-center rounded-lg bg-brand-50 px-3 py-1.5 text-center text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
              {outcome}
            </li>
          ) : null}
        </ol>
      </div>
      <figcaption className="mt-2 text-center text-xs text-muted">{copy.heroChat.caption}</figcaption>
    </figure>
  );
}

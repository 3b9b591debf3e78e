import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { SimScenario } from "~/content/simulator-types";
import type { Specialty } from "~/content/specialty-schema";
import { ChatHeader, ChatMessage } from "~/features/simulator/chat-parts";
import { allChoicePaths, play } from "~/features/simulator/conversation";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

/**
 * The header's conversation, drawn at build time from the page's own script: the end of the way through that
 * starts with the opening the simulator further down does not play first (the second reply on offer, where
 * there is one), that is the patient's last turn, the assistant's last answer and the note it leaves on record.
 * The simulator opens on the first answer (introduction, urgency guidance, free times), so the header shows a
 * later moment of the same story and the page never tells one exchange twice (sixth review, item 9). It is a
 * crop: a conversation's start, with its introduction and urgency guidance, is the simulator's. No script.
 */
export function heroExchange(scenario: SimScenario) {
  const paths = allChoicePaths(scenario);
  const path = paths.find((choices) => choices[0] === 1) ?? paths[0] ?? [];
  const { log } = play(scenario, path);
  const lastPatient = log.findLastIndex((e) => e.from === "patient");
  let from = lastPatient;
  while (from > 0 && log[from - 1]?.from === "patient") from -= 1;
  const tail = log.slice(Math.max(from, 0));
  const messages = tail.filter((e) => e.message.kind !== "event");
  const outcome = tail.find((e) => e.message.kind === "event")?.message.text;
  return { messages, outcome };
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

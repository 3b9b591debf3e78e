import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { SimScenario } from "~/content/simulator-types";
import type { Specialty } from "~/content/specialty-schema";
import { ChatHeader, ChatMessage } from "~/features/simulator/chat-parts";
import { allChoicePaths, play } from "~/features/simulator/conversation";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

/**
 * The header's conversation, drawn at build time from the page's own script: the last two messages of the
 * patient's opening, the assistant's whole answer to them (its introduction and the urgency guidance first, as
 * every first message shown) and the first note that way through leaves on record.
 * It takes the opening the simulator further down does not play first (the second reply on offer, where
 * there is one: fourth review), so the page does not show the same exchange twice. No script of its own.
 */
export function heroExchange(scenario: SimScenario) {
  const paths = allChoicePaths(scenario);
  const path = paths.find((choices) => choices[0] === 1) ?? paths[0] ?? [];
  const opening = play(scenario, path.slice(0, 1)).log;
  const patient = opening.filter((e) => e.from === "patient").slice(-2);
  // The assistant's whole first turn: its first message introduces it and carries the clinic's urgency guidance.
  const answer = opening.filter((e) => e.from === "assistant" && e.message.kind === "text");
  const outcome = play(scenario, path).log.find((e) => e.message.kind === "event")?.message.text;
  return { messages: [...patient, ...answer], outcome };
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

import { ArrowDown, CalendarCheck } from "lucide-react";
import { specialtyPageCopy as copy } from "~/content/specialties-page";
import { simulatorCopy } from "~/content/simulator";
import type { SimScenario } from "~/content/simulator-types";
import type { Specialty } from "~/content/specialty-schema";
import { ChatMessage } from "~/features/simulator/chat-parts";
import { allChoicePaths, type Entry, openingConversation, play } from "~/features/simulator/conversation";
import { buttonClass } from "~/ui/button-styles";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

/** At most this many messages in the header (a unit test holds every script to it): the story whole, no inner scroll. */
export const HERO_MAX_MESSAGES = 8;

/**
 * The header's conversation, drawn at build time from the page's own script: the way through that starts with
 * the opening the simulator further down does not play first (the second reply on offer, where there is one),
 * from the patient's first message to the first note left on record (a booking, a moved appointment), along the
 * shortest such way. A message the simulator's opening already shows (the introduction a short script repeats)
 * is left out, so the page never tells one exchange twice; starting at the patient's
 * question, the header never opens on an answer to a message out of view
 * (docs/decisions/620). No script.
 */
export function heroExchange(scenario: SimScenario) {
  const paths = allChoicePaths(scenario);
  const second = paths.filter((choices) => choices[0] === 1);
  const opening = new Set(openingConversation(scenario).log.map((e) => e.message.text));
  const stories = (second.length ? second : paths).map((path) => {
    const { log } = play(scenario, path);
    const outcome = log.findIndex((e) => e.message.kind === "event");
    return log.slice(0, outcome < 0 ? log.length : outcome + 1).filter((e) => !opening.has(e.message.text));
  });
  const said = (story: readonly Entry[]) => story.filter((e) => e.message.kind !== "event");
  const [story = []] = [...stories].sort((a, b) => said(a).length - said(b).length);
  return {
    messages: said(story),
    outcome: story.find((e) => e.message.kind === "event")?.message.text,
  };
}

/** The first note left on record along the shortest way that starts with the patient's opening `opening` (from 1). */
export function openingOutcome(scenario: SimScenario, opening: number): string | undefined {
  const notes = allChoicePaths(scenario)
    .filter((path) => path[0] === opening - 1)
    .map((path) => play(scenario, path).log)
    .map((log) => ({ at: log.findIndex((e) => e.message.kind === "event"), log }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return notes[0]?.log[notes[0].at]?.message.text;
}

/**
 * Which of the header's messages are drawn: the patient's, and the assistant's last one before the note on record
 * (its confirmation); the assistant's earlier replies, long offers of times the simulator plays, are left to screen
 * readers.
 */
export function heroShown(messages: readonly Entry[]): boolean[] {
  const last = messages.findLastIndex((e) => e.from !== "patient");
  return messages.map((e, i) => e.from === "patient" || i === last);
}

export function SpecialtyHeroChat({ data, scenario }: { data: Specialty; scenario: SimScenario }) {
  const { messages, outcome } = heroExchange(scenario);
  const shown = heroShown(messages);
  const Icon = specialtyIcon[data.icon];
  const accent = specialtyAccent[data.accent];
  return (
    <figure
      aria-label={copy.heroChat.label(data.name)}
      data-testid="specialty-hero-chat"
      className="relative mx-auto w-full max-w-sm lg:mr-0"
    >
      {/* The clinic's side of the conversation, not a second phone: the simulator further down is the page's one chat
          and plays the exchange. The panel shows its result instead: the note left on record first, then what the
          patient wrote and the assistant's confirmation, every bubble whole at every width (a bubble cut with an
          ellipsis read as a bug). The assistant's other replies stay for screen readers, so they hear the whole
          exchange; a link leads to the simulator on a phone (docs/decisions/880). Static CSS: the same height from
          the first paint. */}
      <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-xl shadow-brand-900/10">
        <div className="flex items-center gap-3 border-b border-line px-3 py-2.5 sm:px-4 sm:py-3">
          <span aria-hidden="true" className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1 ${accent.tile}`}>
            <Icon className="size-5" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block text-sm font-semibold text-brand-950">{copy.heroChat.panel}</span>
            <span className="block text-xs whitespace-nowrap text-muted">{copy.heroChat.channel}</span>
          </span>
          <span className="ml-auto shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
            {copy.heroChat.status}
          </span>
        </div>
        {outcome ? (
          <p
            data-testid="specialty-hero-record"
            className="mx-3 mt-3 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-[0.8125rem] font-semibold text-brand-900 ring-1 ring-brand-100 sm:py-2.5 sm:text-sm"
          >
            <CalendarCheck aria-hidden="true" className="mt-px size-5 shrink-0 text-brand-700" />
            {outcome}
          </p>
        ) : null}
        <ol className="flex flex-col gap-2 px-3 pt-3 pb-4">
          {messages.map((entry, i) => (
            // Important: the bubble's own padding and position would otherwise win over the screen-reader-only box.
            <ChatMessage key={entry.key} entry={entry} className={shown[i] ? undefined : "sr-only!"} />
          ))}
        </ol>
      </div>
      <figcaption className="mt-2 text-center text-xs text-muted">{copy.heroChat.caption}</figcaption>
      <p className="mt-1 flex justify-center sm:hidden">
        <a href={`#${simulatorCopy.id}`} className={buttonClass("quiet", "md")}>
          {copy.heroChat.tryIt}
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </p>
    </figure>
  );
}

import { CircleCheck, MessageCircle } from "lucide-react";
import { simulatorCopy as copy } from "~/content/simulator";
import type { SimScenario } from "~/content/simulator-types";
import { DisclosureChevron } from "~/ui/disclosure-chevron";
import { transcript } from "./conversation";

/**
 * The notes (events) a script writes in the chat, each once: what the conversation leaves on record,
 * those read straight through (its transcript) first, then the other branches'.
 */
export function scenarioOutcomes(scenario: SimScenario): string[] {
  const straight = transcript(scenario).flatMap((e) => (e.message.kind === "event" ? [e.message.text] : []));
  const all = Object.values(scenario.nodes).flatMap((node) => node.assistant.filter((m) => m.kind === "event").map((m) => m.text));
  return [...new Set([...straight, ...all])];
}

/**
 * With a single conversation on the page (no picker to fill the column): its situation, what it leaves on
 * record and how to go on. From lg beside the chat, open; on a phone after the chat, folded under one summary
 * (`open-from-lg`), so the chat starts right under its heading. Drawn at build time with the rest of the island.
 */
export function ScenarioNotes({ scenario }: { scenario: SimScenario }) {
  const outcomes = scenarioOutcomes(scenario);
  return (
    <details
      data-testid="simulator-notes"
      className="group open-from-lg rounded-2xl border border-line bg-surface lg:col-start-1 lg:row-start-2 lg:self-start"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
        {copy.notes.summary}
        <DisclosureChevron />
      </summary>
      <div className="px-5 pb-5 lg:pt-5">
        <p className="text-sm font-semibold text-brand-950">{copy.notes.title}</p>
        <p className="mt-2 flex items-start gap-2 text-ink">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <span className="font-semibold">{scenario.tab}</span>
            <span className="text-muted"> · {scenario.when}</span>
            <span className="block text-muted">{scenario.summary}</span>
          </span>
        </p>
        {outcomes.length ? (
          <>
            <p className="mt-4 text-sm font-semibold text-brand-950">{copy.notes.outcomes}</p>
            <ul className="mt-2 space-y-2">
              {outcomes.map((text) => (
                <li key={text} className="flex items-start gap-2 text-sm text-ink">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {text}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {/* It points at the replies under the chat: beside it only (on a phone the notes come after the replies). */}
        <p className="mt-4 text-sm text-muted max-lg:hidden noscript:hidden">{copy.notes.hint}</p>
      </div>
    </details>
  );
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { simulatorCopy as copy } from "~/content/simulator";
import { simulatedClinic, simulatorScenarios } from "~/content/simulator-scenarios";
import type { SimScenario } from "~/content/simulator-types";
import { cn } from "~/lib/cn";
import { useReplay } from "~/lib/use-replay";
import { ChatHeader, ChatMessage, EndActions, ReplyText, TypingDots } from "./chat-parts";
import {
  type Conversation,
  chooseReply,
  currentReplies,
  endsConversation,
  phase,
  revealAll,
  revealDelay,
  revealNext,
  startConversation,
  transcript,
} from "./conversation";
import { ScenarioPicker } from "./scenario-picker";
import { pushSimulationEvent } from "./simulation-events";
import { SimulatorIntro, simulatorHeadingId } from "./simulator-intro";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
/** Under reduced motion every message of a turn appears at once, without the typing dots. */
const begin = (conversation: Conversation) => (prefersReducedMotion() ? revealAll(conversation) : conversation);

interface SimulatorProps {
  headingLevel: 2 | 3;
  className?: string;
  /** A specialty page's own conversation; the home and demo video pages show the four of content/simulator-scenarios. */
  scenarios?: readonly [SimScenario, ...SimScenario[]];
  /** The line under the heading, when the conversations are not the four. */
  lead?: string;
}

/**
 * "Converse como paciente": the visitor plays the patient of a fictional clinic, tapping
 * one of the suggested replies; the assistant answers after a short typing pause. An island
 * (`client:visible`): until it wakes, and without JavaScript, it shows the first conversation as a
 * transcript. The conversation is a log (announced once per message); after each reply, focus goes
 * to the next choices.
 */
export function Simulator({ headingLevel, className, scenarios = simulatorScenarios, lead }: SimulatorProps) {
  const [first] = scenarios;
  const [live, setLive] = useState(false);
  const [conversation, setConversation] = useState(() => startConversation(first));
  /** The prerendered chat (and the first render in the browser, so hydration matches): the first conversation in full. */
  const prerendered = useMemo(() => transcript(first), [first]);
  const scroller = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  /** Set by the visitor's reply or "Ver outra conversa": move focus to the next choices when they appear. */
  const followFocus = useRef(false);
  const current = phase(conversation);
  const { scenario } = conversation;

  useEffect(() => setLive(true), []);
  // A scenario tapped before the island woke (app/lib/replay-snippet.ts) opens now.
  useReplay(scroller);

  // Reveals the queued messages one by one; a new scenario or reply replaces the timer.
  useEffect(() => {
    const [next] = conversation.pending;
    if (!next) return;
    const timer = window.setTimeout(() => setConversation(revealNext), revealDelay(next, conversation.log.at(-1)));
    return () => window.clearTimeout(timer);
  }, [conversation]);

  useLayoutEffect(() => {
    const box = scroller.current;
    // The newest message in view (smoothly, unless the visitor asked for reduced motion: the class).
    if (box && live) box.scrollTop = box.scrollHeight;
    if (!followFocus.current || (current !== "choosing" && current !== "ended")) return;
    followFocus.current = false;
    // Only if the visitor is still waiting on the chat (focus was left on it), not elsewhere on the page.
    if (document.activeElement === box || document.activeElement === document.body)
      actions.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [conversation, current, live]);

  const open = (index: number, follow: boolean) => {
    followFocus.current = follow;
    if (follow) scroller.current?.focus({ preventScroll: true });
    setConversation(begin(startConversation(scenarios[index]!)));
  };

  const answer = (index: number) => {
    const reply = currentReplies(conversation)[index]!;
    if (conversation.choices === 0) pushSimulationEvent("simulation_start", scenario.id);
    if (endsConversation(scenario, reply)) pushSimulationEvent("simulation_complete", scenario.id);
    // The tapped button disappears: focus waits on the chat (where it is: no scroll), then goes to the next choices.
    followFocus.current = true;
    scroller.current?.focus({ preventScroll: true });
    setConversation(begin(chooseReply(conversation, index)));
  };

  const scenarioIndex = scenarios.findIndex((s) => s.id === scenario.id);
  const log = live ? conversation.log : prerendered;

  return (
    <section
      id={copy.id}
      aria-labelledby={simulatorHeadingId}
      className={cn("grid scroll-mt-24 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:gap-x-12", className)}
    >
      <SimulatorIntro level={headingLevel} lead={lead} />
      {/* One conversation needs no picker. */}
      {scenarios.length > 1 ? <ScenarioPicker scenarios={scenarios} current={scenario.id} onOpen={(i) => open(i, false)} /> : null}

      <div className="flex h-[34rem] flex-col overflow-hidden rounded-[1.75rem] border border-line bg-white shadow-xl shadow-brand-900/10 sm:h-[36rem] lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ChatHeader typing={live && current === "typing"} />
        <div
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={copy.chatLabel(simulatedClinic.name)}
          data-testid="simulator-chat"
          className="min-h-0 flex-1 overflow-y-auto bg-surface px-3 py-4 focus-visible:outline-offset-[-3px] motion-safe:scroll-smooth"
        >
          <p className="mx-auto w-fit rounded-full bg-white px-3 py-1 text-xs font-medium text-muted shadow-sm">{scenario.when}</p>
          {live && !log.length && current === "choosing" ? <p className="mt-6 text-center text-sm text-muted">{copy.emptyHint}</p> : null}
          <div role="log" aria-label={copy.logLabel}>
            <ol className="mt-3 flex flex-col gap-2">
              {log.map((entry) => (
                <ChatMessage key={`${scenario.id}-${entry.key}`} entry={entry} />
              ))}
            </ol>
          </div>
          {live && current === "typing" ? <TypingDots /> : null}
        </div>
        <div ref={actions} className="border-t border-line bg-white p-3">
          {!live ? <p className="text-sm text-muted">{copy.transcriptNote}</p> : null}
          {live && current === "choosing" ? (
            <div role="group" aria-labelledby="simulador-respostas" className="flex flex-col gap-2">
              <p id="simulador-respostas" className="text-xs font-semibold text-muted">
                {copy.repliesLabel}
              </p>
              {currentReplies(conversation).map((reply, i) => (
                <button
                  key={`${conversation.node}-${i}`}
                  type="button"
                  onClick={() => answer(i)}
                  className="min-h-11 rounded-2xl border-2 border-brand-600 bg-white px-4 py-2 text-left text-[0.95rem] font-medium text-brand-900 hover:bg-brand-50"
                >
                  <ReplyText reply={reply} />
                </button>
              ))}
            </div>
          ) : null}
          {live && current === "ended" ? (
            <EndActions
              source={scenario.source}
              only={scenarios.length === 1}
              onAnother={() => open((scenarioIndex + 1) % scenarios.length, true)}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

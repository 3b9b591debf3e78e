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
  openingConversation,
  phase,
  revealAll,
  revealDelay,
  revealNext,
  transcript,
} from "./conversation";
import { scrollToNewest, scrollToOpening, topSliver } from "./newest-in-view";
import { ScenarioNotes } from "./scenario-notes";
import { ScenarioPicker } from "./scenario-picker";
import { pushSimulationEvent } from "./simulation-events";
import { SimulatorIntro, simulatorHeadingId } from "./simulator-intro";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
/** Under reduced motion every message of a turn appears at once, without the typing dots. */
const begin = (conversation: Conversation) => (prefersReducedMotion() ? revealAll(conversation) : conversation);

/** The chat's newest bubble (or the typing dots); the prerendered transcript's hidden messages take no room. */
function newest(box: HTMLElement) {
  const shown = [...box.querySelectorAll<HTMLElement>("ol > li")].filter((li) => li.getClientRects().length > 0);
  return box.querySelector<HTMLElement>("[data-testid=simulator-typing]") ?? shown.at(-1);
}

/** Scrolls the chat (never the page) so its newest bubble is whole in view, above the replies tray. */
function showNewest(box: HTMLElement) {
  const last = newest(box);
  if (!last) return;
  const delta = scrollToNewest(box.getBoundingClientRect(), last.getBoundingClientRect());
  if (delta) box.scrollTop += delta;
}

/** Scrolls a conversation just opened to its start (its day and first message under the top fade), unless that
 *  would cut its newest bubble: then the newest, whole above the replies. */
function showStart(box: HTMLElement) {
  const block = box.firstElementChild;
  const last = newest(box);
  if (!block || !last) return;
  const delta = scrollToOpening(box.getBoundingClientRect(), block.getBoundingClientRect(), last.getBoundingClientRect());
  if (delta) box.scrollTop += delta;
}

/**
 * At rest, a block cut to a sliver under the chat's header is masked out whole (the `data-cut` mask, to `--cut`):
 * the first block in view starts whole. While the chat scrolls, the usual 24 px fade.
 */
function maskSliver(box: HTMLElement) {
  const blocks = [...box.querySelectorAll<HTMLElement>(":scope > div > p, ol > li, [data-testid=simulator-typing]")]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => el.getBoundingClientRect());
  const cut = topSliver(box.getBoundingClientRect(), blocks);
  if (cut) {
    box.style.setProperty("--cut", `${cut}px`);
    box.dataset.cut = "";
  } else delete box.dataset.cut;
}

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
 * one of the suggested replies; the assistant answers after a short typing pause. Every
 * conversation opens on its first exchange (openingConversation), already in the prerendered HTML,
 * so the chat is never empty and a reply tapped before the island (`client:visible`) wakes is held
 * and replayed. Without JavaScript the rest of the first conversation shows as a transcript. The
 * conversation is a log (announced once per message); after each reply, focus goes to the next choices.
 */
export function Simulator({ headingLevel, className, scenarios = simulatorScenarios, lead }: SimulatorProps) {
  const [first] = scenarios;
  const [live, setLive] = useState(false);
  const [conversation, setConversation] = useState(() => openingConversation(first));
  /**
   * The prerendered chat (and the first render in the browser, so hydration matches): the first
   * conversation in full, all but its opening shown only without JavaScript (the scripting media feature).
   */
  const prerendered = useMemo(() => transcript(first), [first]);
  const openingLength = useMemo(() => openingConversation(first).log.length, [first]);
  const scroller = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  /** Set by the visitor's reply or "Ver outra conversa": move focus to the next choices when they appear. */
  const followFocus = useRef(false);
  /**
   * A conversation opened from the picker or "Ver outra conversa" reads from its start until the visitor replies,
   * as far as its newest message stays whole above the replies (an opening taller than the chat ends on its
   * answer, never on a bubble cut behind the tray). After a reply the newest message leads again.
   */
  const fromStart = useRef(false);
  const keepInView = (box: HTMLElement) => {
    if (fromStart.current) showStart(box);
    else showNewest(box);
    maskSliver(box);
  };
  const current = phase(conversation);
  const { scenario } = conversation;

  useEffect(() => setLive(true), []);
  // The chat's height changes when the replies tray fills or empties (and with the phone's toolbar):
  // the newest message stays whole in view, never cut behind the tray.
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => keepInView(box));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  // A smooth scroll (ours or the visitor's) moves the blocks after keepInView measured them: the usual fade while
  // it runs, the sliver masked again once it rests.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    let rest = 0;
    const onScroll = () => {
      delete box.dataset.cut;
      window.clearTimeout(rest);
      rest = window.setTimeout(() => maskSliver(box), 120);
    };
    box.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      box.removeEventListener("scroll", onScroll);
      window.clearTimeout(rest);
    };
  }, []);
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
    // The newest message whole in view (smoothly, unless the visitor asked for reduced motion: the class).
    if (box && live) keepInView(box);
    if (!followFocus.current || (current !== "choosing" && current !== "ended")) return;
    followFocus.current = false;
    // Only if the visitor is still waiting on the chat (focus was left on it), not elsewhere on the page.
    if (document.activeElement === box || document.activeElement === document.body)
      actions.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [conversation, current, live]);

  const open = (index: number, follow: boolean) => {
    followFocus.current = follow;
    fromStart.current = true;
    if (follow) scroller.current?.focus({ preventScroll: true });
    setConversation(openingConversation(scenarios[index]!));
    // From the picker on a phone the chat starts below the fold: bring its card whole into view, the
    // newest message and the replies with it (docs/decisions/601).
    if (!follow) card.current?.scrollIntoView?.({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  const answer = (index: number) => {
    const reply = currentReplies(conversation)[index]!;
    if (conversation.choices === 0) pushSimulationEvent("simulation_start", scenario.id);
    if (endsConversation(scenario, reply)) pushSimulationEvent("simulation_complete", scenario.id);
    // The tapped button disappears: focus waits on the chat (where it is: no scroll), then goes to the next choices.
    followFocus.current = true;
    fromStart.current = false;
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

      {/* The phone's sales bar (sticky-bar-state.ts) stays away while any part of the chat lies under it: over its
          end it hid the newest messages before the replies came in view (docs/decisions/601, 620). On a phone its height
          leaves room above it for the header and the picker's one row: picker and card fit one screen together. */}
      <div
        ref={card}
        data-sticky-bar-avoid=""
        className="flex h-[clamp(34rem,calc(100svh-12rem),41rem)] scroll-mb-4 flex-col overflow-hidden rounded-[1.75rem] border border-line bg-white shadow-xl shadow-brand-900/10 sm:h-[36rem] lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <ChatHeader typing={live && current === "typing"} />
        <div
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={copy.chatLabel(simulatedClinic.name)}
          data-testid="simulator-chat"
          className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto bg-surface px-3 pt-6 pb-4 [mask-image:linear-gradient(to_bottom,transparent,#000_1.5rem,#000_calc(100%-1rem),transparent)] focus-visible:outline-offset-[-3px] data-cut:[mask-image:linear-gradient(to_bottom,transparent_var(--cut),#000_calc(var(--cut)+0.375rem),#000_calc(100%-1rem),transparent)] focus-visible:[mask-image:none] motion-safe:scroll-smooth noscript:flex-col"
        >
          {/* One block in a reversed column: the chat opens scrolled to its end, the newest message whole
              in view before the island wakes; a short chat still sits at the top (mb-auto). Without
              JavaScript, the transcript reads from its start. Its edges fade (the top 24 px, the padding above
              the day at the start; the bottom 16 px, the gap under the newest message at the end), so a message
              scrolled under the header or the tray reads as scrolled, not cut; at rest a sliver is masked out whole
              (maskSliver). */}
          <div className="mb-auto">
            <p className="mx-auto w-fit rounded-full bg-white px-3 py-1 text-xs font-medium text-muted shadow-sm">{scenario.when}</p>
            {live && !log.length && current === "choosing" ? <p className="mt-6 text-center text-sm text-muted">{copy.emptyHint}</p> : null}
            <div role="log" aria-label={copy.logLabel}>
              <ol className="mt-3 flex flex-col gap-2">
                {log.map((entry, i) => (
                  <ChatMessage
                    key={`${scenario.id}-${entry.key}`}
                    entry={entry}
                    className={!live && i >= openingLength ? "hidden noscript:block" : undefined}
                  />
                ))}
              </ol>
            </div>
            {live && current === "typing" ? <TypingDots /> : null}
          </div>
        </div>
        <div ref={actions} className="border-t border-line bg-white p-3">
          {!live ? <p className="hidden text-sm text-muted noscript:block">{copy.transcriptNote}</p> : null}
          {/* In the prerendered HTML too (the opening's replies): a tap before the island wakes is held and replayed. */}
          {current === "choosing" ? (
            <div role="group" aria-labelledby="simulador-respostas" className="flex flex-col gap-2 noscript:hidden">
              <p id="simulador-respostas" className="text-xs font-semibold text-muted">
                {copy.repliesLabel}
              </p>
              {currentReplies(conversation).map((reply, i) => (
                <button
                  key={`${conversation.node}-${i}`}
                  type="button"
                  onClick={() => answer(i)}
                  data-replay=""
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
      {/* With one conversation, its notes fill the column beside the chat from lg; on a phone they come after it. */}
      {scenarios.length === 1 ? <ScenarioNotes scenario={first} /> : null}
    </section>
  );
}

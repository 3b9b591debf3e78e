import type { SimMessage, SimNode, SimReply, SimScenario } from "~/content/simulator-types";

/** A message in the chat: who sent it, and a key that stays the same while it is on screen. */
export interface Entry {
  key: number;
  from: "patient" | "assistant";
  message: SimMessage;
}

/**
 * A conversation being played: where it is in the script, what the chat shows (`log`) and what is
 * still to appear, one message at a time (`pending`). Pure data; the component reveals `pending`
 * with its delays, or all at once under reduced motion.
 */
export interface Conversation {
  scenario: SimScenario;
  node: string;
  log: readonly Entry[];
  pending: readonly Entry[];
  /** Replies chosen so far (0: not started by the visitor yet). */
  choices: number;
  nextKey: number;
}

export type Phase = "sending" | "typing" | "choosing" | "ended";

export function nodeOf(scenario: SimScenario, key: string): SimNode {
  const node = scenario.nodes[key];
  if (!node) throw new Error(`simulator: no node "${key}" in "${scenario.id}"`);
  return node;
}

function entries(from: Entry["from"], messages: readonly SimMessage[], firstKey: number): Entry[] {
  return messages.map((message, i) => ({ key: firstKey + i, from, message }));
}

/** The start of a scenario: an empty chat, and the assistant's first messages if it speaks first. */
export function startConversation(scenario: SimScenario): Conversation {
  const pending = entries("assistant", nodeOf(scenario, scenario.start).assistant, 0);
  return { scenario, node: scenario.start, log: [], pending, choices: 0, nextKey: pending.length };
}

/**
 * What the chat shows before any tap, so it is never empty: the assistant's first messages or,
 * when the patient speaks first, the first reply and the assistant's answer, every message shown.
 * The visitor continues from there; `choices` stays 0 (nothing was tapped yet).
 */
export function openingConversation(scenario: SimScenario): Conversation {
  const start = revealAll(startConversation(scenario));
  if (start.log.length || !currentReplies(start).length) return start;
  return { ...revealAll(chooseReply(start, 0)), choices: 0 };
}

/** The replies on offer: none while messages are still arriving, none at the end. */
export function currentReplies(conversation: Conversation): readonly SimReply[] {
  if (conversation.pending.length) return [];
  return nodeOf(conversation.scenario, conversation.node).replies ?? [];
}

export function phase(conversation: Conversation): Phase {
  const [next] = conversation.pending;
  if (next) return next.from === "patient" ? "sending" : "typing";
  return currentReplies(conversation).length ? "choosing" : "ended";
}

/** The visitor taps a reply: their messages, then the next node's answer, queue up. */
export function chooseReply(conversation: Conversation, index: number): Conversation {
  const reply = currentReplies(conversation)[index];
  if (!reply) throw new Error(`simulator: no reply ${index} at "${conversation.node}"`);
  const said = entries("patient", reply.says, conversation.nextKey);
  const answer = entries("assistant", nodeOf(conversation.scenario, reply.next).assistant, conversation.nextKey + said.length);
  return {
    ...conversation,
    node: reply.next,
    pending: [...conversation.pending, ...said, ...answer],
    choices: conversation.choices + 1,
    nextKey: conversation.nextKey + said.length + answer.length,
  };
}

/** The next queued message appears. */
export function revealNext(conversation: Conversation): Conversation {
  const [next, ...rest] = conversation.pending;
  if (!next) return conversation;
  return { ...conversation, log: [...conversation.log, next], pending: rest };
}

/** Every queued message appears at once (reduced motion). */
export function revealAll(conversation: Conversation): Conversation {
  return { ...conversation, log: [...conversation.log, ...conversation.pending], pending: [] };
}

/** True when the reply leads to a node with no replies: the conversation is over once it is shown. */
export function endsConversation(scenario: SimScenario, reply: SimReply): boolean {
  return !nodeOf(scenario, reply.next).replies?.length;
}

/**
 * How long before an entry appears, after the previous one: the patient's messages follow each
 * other quickly; the assistant "types" for a time that grows with the length of its message; an
 * event (a note about the agenda) comes right after. Short on purpose: a few seconds per turn.
 */
export function revealDelay(entry: Entry, previous: Entry | undefined): number {
  if (entry.from === "patient") return previous?.from === "patient" ? 600 : 0;
  if (entry.message.kind === "event") return 500;
  return Math.min(2200, Math.max(1000, 600 + entry.message.text.length * 8));
}

/**
 * Every way through a scenario, as the index of the reply chosen at each step. Throws on a reply
 * leading to a missing node or back to a node already on the path (the scripts must end).
 */
export function allChoicePaths(scenario: SimScenario): number[][] {
  const walk = (key: string, seen: readonly string[]): number[][] => {
    if (seen.includes(key)) throw new Error(`simulator: "${scenario.id}" loops back to "${key}"`);
    const replies = nodeOf(scenario, key).replies ?? [];
    if (!replies.length) return [[]];
    return replies.flatMap((reply, i) => walk(reply.next, [...seen, key]).map((rest) => [i, ...rest]));
  };
  return walk(scenario.start, []);
}

/** The conversation after these choices, every message shown. */
export function play(scenario: SimScenario, choices: readonly number[]): Conversation {
  return choices.reduce((conversation, choice) => revealAll(chooseReply(conversation, choice)), revealAll(startConversation(scenario)));
}

/** The conversation read without JavaScript: the first reply at every step, all messages shown. */
export function transcript(scenario: SimScenario): readonly Entry[] {
  let conversation = revealAll(startConversation(scenario));
  while (currentReplies(conversation).length) conversation = revealAll(chooseReply(conversation, 0));
  return conversation.log;
}

/** Turns of a conversation: each run of messages from the same side is one turn. */
export function countTurns(log: readonly Entry[]): number {
  return log.filter((entry, i) => entry.from !== log[i - 1]?.from).length;
}

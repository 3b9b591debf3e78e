import { describe, expect, it } from "vitest";
import type { SimScenario } from "~/content/simulator-types";
import {
  allChoicePaths,
  chooseReply,
  countTurns,
  currentReplies,
  endsConversation,
  openingConversation,
  phase,
  play,
  revealAll,
  revealDelay,
  revealNext,
  startConversation,
  transcript,
} from "./conversation";

const text = (t: string) => ({ kind: "text" as const, text: t });

/** A small script of its own, so these tests do not follow the copy. */
const script: SimScenario = {
  id: "lembrete",
  tab: "Teste",
  summary: "Teste",
  when: "Hoje",
  source: "teste",
  start: "a",
  nodes: {
    a: {
      assistant: [text("Olá!"), { kind: "event", text: "Aviso" }],
      replies: [
        { says: [text("um"), text("dois")], next: "b" },
        { says: [text("fim")], next: "c" },
      ],
    },
    b: {
      assistant: [text("Certo.")],
      replies: [
        { says: [text("ok")], next: "c" },
        { says: [text("ok!")], next: "c" },
      ],
    },
    c: { assistant: [text("Até logo.")] },
  },
};

describe("conversation", () => {
  it("starts with the assistant's first messages queued and nothing shown", () => {
    const start = startConversation(script);
    expect(start.log).toEqual([]);
    expect(start.pending.map((e) => e.message.text)).toEqual(["Olá!", "Aviso"]);
    expect(phase(start)).toBe("typing");
    expect(currentReplies(start)).toEqual([]);
  });

  it("reveals one message at a time, then offers the replies", () => {
    let c = revealNext(startConversation(script));
    expect(c.log.map((e) => e.message.text)).toEqual(["Olá!"]);
    c = revealNext(c);
    expect(phase(c)).toBe("choosing");
    expect(currentReplies(c)).toHaveLength(2);
    expect(revealNext(c)).toBe(c);
  });

  it("queues the patient's messages, then the answer, with keys that never repeat", () => {
    const c = chooseReply(revealAll(startConversation(script)), 0);
    expect(c.node).toBe("b");
    expect(c.choices).toBe(1);
    expect(c.pending.map((e) => [e.from, e.message.text])).toEqual([
      ["patient", "um"],
      ["patient", "dois"],
      ["assistant", "Certo."],
    ]);
    expect(phase(c)).toBe("sending");
    expect(phase(revealNext(revealNext(c)))).toBe("typing");
    const keys = play(script, [0, 1]).log.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("refuses a reply while messages are arriving, or one that is not offered", () => {
    expect(() => chooseReply(startConversation(script), 0)).toThrow(/no reply 0/);
    expect(() => chooseReply(revealAll(startConversation(script)), 2)).toThrow(/no reply 2/);
  });

  it("ends where a node offers no reply", () => {
    const end = play(script, [1]);
    expect(phase(end)).toBe("ended");
    expect(endsConversation(script, script.nodes.a!.replies![1]!)).toBe(true);
    expect(endsConversation(script, script.nodes.a!.replies![0]!)).toBe(false);
  });

  it("lists every path and plays the first replies as the transcript", () => {
    expect(allChoicePaths(script)).toEqual([[0, 0], [0, 1], [1]]);
    expect(transcript(script).map((e) => e.message.text)).toEqual(["Olá!", "Aviso", "um", "dois", "Certo.", "ok", "Até logo."]);
    expect(countTurns(transcript(script))).toBe(5);
  });

  it("opens on the assistant's first messages, or on the patient's first reply and its answer, nothing tapped yet", () => {
    const assistantFirst = openingConversation(script);
    expect(assistantFirst.log.map((e) => e.message.text)).toEqual(["Olá!", "Aviso"]);
    expect(phase(assistantFirst)).toBe("choosing");
    const patientFirst: SimScenario = {
      ...script,
      start: "z",
      nodes: { ...script.nodes, z: { assistant: [], replies: script.nodes.a!.replies } },
    };
    const opening = openingConversation(patientFirst);
    expect(opening.log.map((e) => `${e.from}: ${e.message.text}`)).toEqual(["patient: um", "patient: dois", "assistant: Certo."]);
    expect(opening.pending).toEqual([]);
    expect(opening.choices).toBe(0);
    expect(opening.node).toBe("b");
    // The opening is where the transcript starts.
    expect(transcript(patientFirst).slice(0, 3)).toEqual(opening.log);
  });

  it("finds loops and missing nodes", () => {
    const loop: SimScenario = { ...script, nodes: { ...script.nodes, c: { assistant: [], replies: script.nodes.a!.replies } } };
    expect(() => allChoicePaths(loop)).toThrow(/loops back/);
    const broken: SimScenario = { ...script, nodes: { a: script.nodes.a!, b: script.nodes.b! } };
    expect(() => allChoicePaths(broken)).toThrow(/no node "c"/);
  });

  it("paces the messages: the patient's quickly, the assistant's after a typing pause that grows with the text", () => {
    const [hello, notice] = startConversation(script).pending;
    const patient = { key: 9, from: "patient" as const, message: text("um") };
    expect(revealDelay(patient, hello)).toBe(0);
    expect(revealDelay(patient, patient)).toBe(600);
    expect(revealDelay(notice!, hello)).toBe(500);
    const short = revealDelay(hello!, undefined);
    const long = revealDelay({ ...hello!, message: text("x".repeat(150)) }, undefined);
    expect(short).toBeGreaterThanOrEqual(1000);
    expect(long).toBeGreaterThan(short);
    expect(revealDelay({ ...hello!, message: text("x".repeat(1000)) }, undefined)).toBe(2200);
  });
});

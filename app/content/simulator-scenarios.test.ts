import { describe, expect, it } from "vitest";
import { allChoicePaths, countTurns, play } from "~/features/simulator/conversation";
import { simulatedClinic, simulatorScenarios } from "./simulator-scenarios";
import { simulationScenarioIds, simulationSources } from "./simulator-sources";
import type { SimMessage, SimScenario } from "./simulator-types";
import { specialtyScenario } from "./specialty-entry";
import { readSpecialtyFiles } from "./specialty-files";

/** The home page's four, then each specialty page's conversation: the same rules hold for all. */
const specialtyScenarios = readSpecialtyFiles().map(({ slug, data }) => specialtyScenario(slug, data.scenario));

/**
 * A message fits a phone screen: at 375 px a bubble holds about 34 characters a line and the chat about
 * 12 lines above two reply buttons (a 34rem chat less its header), so 300 characters (about 9 lines) fit.
 */
const MAX_MESSAGE_CHARS = 300;
/** A reply button stays within a few lines. */
const MAX_REPLY_CHARS = 90;
const MIN_TURNS = 3;
const MAX_TURNS = 7;

const messagesOf = (scenario: SimScenario): SimMessage[] =>
  Object.values(scenario.nodes).flatMap((node) => [...node.assistant, ...(node.replies ?? []).flatMap((r) => r.says)]);
const assistantTexts = (scenario: SimScenario) =>
  Object.values(scenario.nodes).flatMap((node) => node.assistant.filter((m) => m.kind === "text").map((m) => m.text));
/** Times and dates are the only figures allowed ("23h04", "8h30", "18h"). */
// Times are allowed, and so is SAMU's number in the clinic's urgency guidance: neither is a result figure.
const withoutTimes = (text: string) => text.replace(/\b\d{1,2}h(\d{2})?\b/g, "").replace("SAMU 192", "SAMU");

describe.each([...simulatorScenarios, ...specialtyScenarios].map((s) => [s.id, s] as const))("scenario %s", (_, scenario) => {
  const paths = allChoicePaths(scenario);

  it("ends on every path (no loop, no missing node), every node reachable", () => {
    expect(paths.length).toBeGreaterThan(0);
    const reached = new Set<string>([scenario.start]);
    for (const node of Object.values(scenario.nodes)) for (const reply of node.replies ?? []) reached.add(reply.next);
    expect([...reached].sort()).toEqual(Object.keys(scenario.nodes).sort());
    for (const path of paths) {
      const end = play(scenario, path);
      expect(end.pending).toEqual([]);
      expect(scenario.nodes[end.node]!.replies ?? []).toEqual([]);
    }
  });

  it("offers two or three replies at every step, each leading to a node of the script", () => {
    for (const [key, node] of Object.entries(scenario.nodes)) {
      if (!node.replies) continue;
      expect(node.replies.length, key).toBeGreaterThanOrEqual(2);
      expect(node.replies.length, key).toBeLessThanOrEqual(3);
      for (const reply of node.replies) {
        expect(scenario.nodes[reply.next], `${key} -> ${reply.next}`).toBeDefined();
        expect(reply.says.length).toBeGreaterThan(0);
        const text = reply.label ?? reply.says.map((m) => m.text).join(" / ");
        expect(text.length, text).toBeLessThanOrEqual(MAX_REPLY_CHARS);
        // A voice message or a photo cannot be its own button text.
        if (reply.says.some((m) => m.kind !== "text")) expect(reply.label).toBeTruthy();
      }
    }
  });

  it(`takes ${MIN_TURNS} to ${MAX_TURNS} turns on every path`, () => {
    for (const path of paths) {
      const turns = countTurns(play(scenario, path).log);
      expect(turns, `choices ${path.join(",")}`).toBeGreaterThanOrEqual(MIN_TURNS);
      expect(turns, `choices ${path.join(",")}`).toBeLessThanOrEqual(MAX_TURNS);
    }
  });

  it(`has no message longer than a phone screen (${MAX_MESSAGE_CHARS} characters)`, () => {
    for (const message of messagesOf(scenario)) {
      expect(message.text.trim().length).toBeGreaterThan(0);
      expect(message.text.length, message.text).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    }
  });

  it("writes no figure but times and dates", () => {
    for (const text of [scenario.tab, scenario.summary, scenario.when, ...messagesOf(scenario).map((m) => m.text)]) {
      expect(withoutTimes(text), text).not.toMatch(/\d/);
    }
  });

  it("has the assistant introduce itself as the clinic's virtual assistant in its first message, and say the urgency guidance there only", () => {
    for (const path of paths) {
      const log = play(scenario, path).log;
      // Each conversation is a new chat (another patient, another day): its first message says it, no later one again.
      const said = log.filter((e) => e.from === "assistant" && e.message.kind === "text" && e.message.text.includes("SAMU 192"));
      expect(said, `choices ${path.join(",")}`).toHaveLength(1);
      const first = log.find((e) => e.from === "assistant" && e.message.kind === "text");
      expect(first?.message.text).toContain(`Sou a assistente virtual da ${simulatedClinic.name}`);
      // The clinic's urgency guidance comes in its first message, as every page says; a specialty's clinic
      // names its own first destination (a dental emergency service, a maternity), then SAMU 192.
      expect(first?.message.text).toMatch(/Em caso de urgência, [^.]*SAMU 192/);
    }
  });

  it("gives no clinical advice and no menu of numbers ('responda 1' is the menu bot's way), and never says it is a person", () => {
    for (const text of assistantTexts(scenario)) {
      expect(text).not.toMatch(/\b(sou|aqui é|me chamo|meu nome é)(?! a assistente virtual)\s/i);
      expect(text).not.toMatch(/\b(não )?(precisa|exige|requer|necessita)\w*\s+(de\s+)?(jejum|preparo)|\bfa(ça|zer)\s+jejum|\bjejum de\b/i);
      expect(text).not.toMatch(/\b(responda|digite|tecle)\s+\d/i);
    }
  });

  it("sends its visitors to /contato with its own source (a specialty's: its slug, its page's variant)", () => {
    const specialty = scenario.id.startsWith("especialidade-") ? scenario.id.slice("especialidade-".length) : undefined;
    expect(scenario.source).toBe(specialty ?? simulationSources[scenario.id as keyof typeof simulationSources]);
  });
});

describe("the scenarios", () => {
  it("are the four of the issue, the first (the chat's opening and the transcript without JavaScript) the audio and photo, not the hero's booking, started by the patient", () => {
    expect(simulatorScenarios.map((s) => s.id).sort()).toEqual([...simulationScenarioIds].sort());
    expect(simulatorScenarios.map((s) => s.id)).toEqual(["audio-e-foto", "agendamento", "lembrete", "atendimento-humano"]);
    expect(simulatorScenarios[0].nodes[simulatorScenarios[0].start]!.assistant).toEqual([]);
  });

  it("show what each one is about", () => {
    const text = (id: string) =>
      messagesOf(simulatorScenarios.find((s) => s.id === id)!)
        .map((m) => `${m.kind}:${m.text}`)
        .join("\n");
    // Booking at 23h from several messages in a row, answered once.
    const booking = simulatorScenarios.find((s) => s.id === "agendamento")!;
    expect(booking.when).toMatch(/23h/);
    expect(booking.nodes.inicio!.replies!.every((r) => r.says.length === 3)).toBe(true);
    expect(text("agendamento")).toMatch(/event:Consulta registrada na agenda/);
    // An audio and a photo, acknowledged, the order attached to the appointment.
    expect(text("audio-e-foto")).toMatch(/audio:/);
    expect(text("audio-e-foto")).toMatch(/photo:/);
    expect(text("audio-e-foto")).toMatch(/Ouvi o seu áudio e recebi a foto do pedido médico/);
    expect(text("audio-e-foto")).toMatch(/Anexei o pedido à sua consulta/);
    // The day-before reminder: confirm, or move to another free slot.
    expect(text("lembrete")).toMatch(/Presença confirmada/);
    expect(text("lembrete")).toMatch(/Sua consulta passou para/);
    // Asking for a person: the team is notified (message or e-mail) and the conversation waits.
    expect(text("atendimento-humano")).toMatch(/avisei a equipe da clínica por (mensagem|e-mail)/i);
    expect(text("atendimento-humano")).toMatch(/event:A conversa aguarda a equipe da clínica/);
  });
});

describe("what the assistant promises", () => {
  const byId = (id: string) => simulatorScenarios.find((s) => s.id === id)!;
  const said = (id: string, path: readonly number[]) =>
    play(byId(id), path)
      .log.filter((e) => e.from === "assistant" && e.message.kind === "text")
      .map((e) => (e.message.kind === "text" ? e.message.text : ""))
      .join("\n");

  it("promises a reminder on the eve only when the new day is not tomorrow", () => {
    // The reminder is read on Wednesday: moved to tomorrow (Thursday), the eve is today.
    const tomorrow = said("lembrete", [2, 0]);
    expect(tomorrow).toContain("passou para amanhã");
    expect(tomorrow).not.toMatch(/véspera/);
    expect(said("lembrete", [1, 0])).toMatch(/sexta-feira[\s\S]*Na véspera, envio outra mensagem/);
  });

  it("sends the preparation the clinic registered, and leaves questions about the patient's case to the team", () => {
    const prep = said("audio-e-foto", [0, 0]);
    expect(prep).toContain("Enviei as orientações de preparo que a clínica cadastrou");
    expect(prep).toContain("Quem responde a dúvidas sobre o seu caso é a equipe");
  });
});

import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { simulatorCopy as copy } from "~/content/simulator";
import { simulatorScenarios } from "~/content/simulator-scenarios";
import { Simulator } from "./simulator";

const scenario = (id: string) => simulatorScenarios.find((s) => s.id === id)!;
const [booking, audio, reminder] = [scenario("agendamento"), scenario("audio-e-foto"), scenario("lembrete")];
/** The mechanics below are read on the booking first: its first exchange is the patient's three messages. */
const bookingFirst = [booking, audio, reminder, scenario("atendimento-humano")] as const;

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

const log = () => screen.getByRole("log");
const logText = () => log().textContent ?? "";
const replies = () => within(screen.getByRole("group", { name: copy.repliesLabel })).getAllByRole("button");
const events = () => (window.dataLayer ?? []).filter((e) => "event" in e && String(e.event).startsWith("simulation_"));

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Simulator", () => {
  it("prerenders the first exchange with its replies, the rest of the transcript shown only without JavaScript", () => {
    const html = renderToString(<Simulator headingLevel={3} scenarios={bookingFirst} />);
    document.body.innerHTML = html;
    const items = [...document.querySelectorAll('[role="log"] li')];
    const shown = items.filter((li) => !li.classList.contains("hidden")).map((li) => li.textContent);
    // The first exchange: the patient's three messages and the assistant's answer.
    expect(shown).toHaveLength(4);
    expect(shown[1]).toContain("queria marcar uma consulta");
    expect(shown[3]).toContain("Sou a assistente virtual da Clínica Bem Viver");
    const rest = items.filter((li) => li.classList.contains("hidden"));
    expect(rest.every((li) => li.classList.contains("noscript:block"))).toBe(true);
    expect(rest.map((li) => li.textContent).join(" ")).toContain("Pronto! Consulta marcada para quinta-feira, às 8h30, com a Dra. Paula.");
    expect(document.body.textContent).toContain(copy.transcriptNote);
    expect(document.querySelector("p.noscript\\:block")?.textContent).toBe(copy.transcriptNote);
    // Scenario buttons and replies are live from the first paint: a tap before the island wakes is held and replayed.
    expect(document.querySelectorAll("button[data-replay]")).toHaveLength(4 + 2);
    const repliesGroup = document.querySelector('[aria-labelledby="simulador-respostas"]')!;
    expect(repliesGroup.className).toContain("noscript:hidden");
    expect(repliesGroup.textContent).toContain("Quinta às 8h30");
    document.body.innerHTML = "";
  });

  it("on the home and demo pages opens on the audio and photo, a moment the hero's phone (a night booking) does not show", () => {
    render(<Simulator headingLevel={3} />);
    const tabs = within(screen.getByRole("group", { name: copy.pickerLabel })).getAllByRole("button");
    expect(tabs[0]).toHaveAttribute("aria-pressed", "true");
    expect(tabs[0]).toHaveTextContent(audio.tab);
    expect(logText()).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
    // None of the hero's own words: its greeting, its doctor, its slots.
    for (const hero of ["Boa noite", "Dra. Paula", "8h30"]) expect(logText()).not.toContain(hero);
  });

  it("wakes on the first conversation's first exchange, the visitor to go on from there", () => {
    render(<Simulator headingLevel={3} scenarios={bookingFirst} />);
    expect(screen.getByRole("region", { name: copy.title })).toHaveAttribute("id", copy.id);
    expect(screen.getByRole("heading", { level: 3, name: copy.title })).toBeInTheDocument();
    expect(screen.getByTestId("simulator-disclaimer")).toHaveTextContent("não é a IA respondendo ao vivo");
    const picker = screen.getByRole("group", { name: copy.pickerLabel });
    expect(picker.className).not.toContain("invisible");
    const tabs = within(picker).getAllByRole("button");
    expect(tabs.map((t) => t.getAttribute("aria-pressed"))).toEqual(["true", "false", "false", "false"]);
    expect(logText()).toContain("Você: Oi, boa noite");
    expect(logText()).toContain("Assistente virtual: Boa noite! Sou a assistente virtual da Clínica Bem Viver.");
    expect(screen.queryByText(copy.emptyHint)).toBeNull();
    expect(screen.queryByText(copy.transcriptNote)).toBeNull();
    expect(replies().map((r) => r.textContent)).toEqual(["Quinta às 8h30", "Quinta às 16h"]);
    expect(screen.getByRole("region", { name: copy.chatLabel("Clínica Bem Viver") })).toHaveAttribute("tabindex", "0");
    expect(events()).toEqual([]);
  });

  it("with reduced motion, shows each turn at once, keeps focus on the next replies and plays to the end", () => {
    reducedMotion(true);
    render(<Simulator headingLevel={3} scenarios={bookingFirst} />);
    fireEvent.click(replies()[1]!);
    expect(logText()).toContain("Você: Quinta às 16h");
    expect(logText()).toContain("Assistente virtual: Combinado. Para registrar a consulta");
    expect(screen.queryByTestId("simulator-typing")).toBeNull();
    expect(events()).toEqual([{ event: "simulation_start", scenario: "agendamento" }]);
    expect(document.activeElement).toBe(replies()[0]);

    fireEvent.click(replies()[0]!);
    expect(logText()).toContain("Consulta marcada para quinta-feira, às 16h");
    expect(events()).toEqual([
      { event: "simulation_start", scenario: "agendamento" },
      { event: "simulation_complete", scenario: "agendamento" },
    ]);
    const end = screen.getByRole("group", { name: copy.endNote });
    const cta = within(end).getByRole("link", { name: copy.contactCta });
    expect(cta).toHaveAttribute("href", `/contato?source=${booking.source}`);
    expect(document.activeElement).toBe(cta);

    fireEvent.click(within(end).getByRole("button", { name: copy.another }));
    expect(screen.getByRole("button", { name: new RegExp(audio.tab) })).toHaveAttribute("aria-pressed", "true");
    // The next conversation opens on its first exchange too.
    expect(logText()).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
    expect(logText()).not.toContain("Consulta marcada");
    expect(document.activeElement).toBe(replies()[0]);
  });

  it("with motion, types before answering: the dots sit outside the log, the answer arrives once", () => {
    reducedMotion(false);
    vi.useFakeTimers();
    render(<Simulator headingLevel={3} scenarios={bookingFirst} />);
    fireEvent.click(replies()[0]!);
    act(() => vi.advanceTimersByTime(0));
    expect(logText()).toContain("Quinta às 8h30");
    expect(logText()).not.toContain("Combinado");
    const dots = screen.getByTestId("simulator-typing");
    expect(dots).toHaveAttribute("aria-hidden", "true");
    expect(log().contains(dots)).toBe(false);
    expect(screen.getByText(copy.typing)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: copy.repliesLabel })).toBeNull();
    // Focus waits on the chat while the assistant types.
    expect(document.activeElement).toBe(screen.getByTestId("simulator-chat"));
    act(() => vi.advanceTimersByTime(2200));
    expect(screen.queryByTestId("simulator-typing")).toBeNull();
    expect(log().querySelectorAll("li")).toHaveLength(6);
    expect(logText().match(/Combinado/g)).toHaveLength(1);
    expect(document.activeElement).toBe(replies()[0]);
  });

  it("opens another conversation from its button, leaving focus there; the assistant speaks first in the reminder", () => {
    reducedMotion(true);
    render(<Simulator headingLevel={3} scenarios={bookingFirst} />);
    const tab = screen.getByRole("button", { name: new RegExp(reminder.tab) });
    tab.focus();
    fireEvent.click(tab);
    expect(tab).toHaveAttribute("aria-pressed", "true");
    expect(logText()).toContain("Sua consulta com a Dra. Paula é amanhã, quinta-feira, às 14h.");
    expect(replies()).toHaveLength(3);
    expect(document.activeElement).toBe(tab);
    expect(events()).toEqual([]);
    fireEvent.click(replies()[0]!);
    expect(logText()).toContain("Presença confirmada.");
    expect(screen.getByRole("link", { name: copy.contactCta })).toHaveAttribute("href", `/contato?source=${reminder.source}`);
    expect(events()).toEqual([
      { event: "simulation_start", scenario: "lembrete" },
      { event: "simulation_complete", scenario: "lembrete" },
    ]);
  });

  it("carries the visitor's query to /contato, the conversation's source replacing theirs", () => {
    reducedMotion(true);
    window.history.replaceState(null, "", "/?utm_source=google&source=outra");
    render(<Simulator headingLevel={3} scenarios={bookingFirst} />);
    fireEvent.click(screen.getByRole("button", { name: new RegExp(reminder.tab) }));
    fireEvent.click(replies()[0]!);
    expect(screen.getByRole("link", { name: copy.contactCta })).toHaveAttribute(
      "href",
      `/contato?utm_source=google&source=${reminder.source}`,
    );
    window.history.replaceState(null, "", "/");
  });

  it("plays a specialty page's one conversation: its opening without the picker, its notes beside it, its lead, its source, and a restart to the opening", () => {
    reducedMotion(true);
    const only = { ...audio, id: "especialidade-teste", source: "teste", tab: "Só esta" };
    document.body.innerHTML = renderToString(<Simulator headingLevel={2} scenarios={[only]} lead="Uma conversa de teste." />);
    expect(document.querySelector('[role="log"]')!.textContent).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
    document.body.innerHTML = "";

    render(<Simulator headingLevel={2} scenarios={[only]} lead="Uma conversa de teste." />);
    expect(screen.queryByRole("group", { name: copy.pickerLabel })).not.toBeInTheDocument();
    expect(screen.getByText("Uma conversa de teste.")).toBeInTheDocument();
    const notes = screen.getByTestId("simulator-notes");
    expect(notes).toHaveTextContent("Só esta");
    expect(notes).toHaveTextContent(audio.summary);
    expect(
      within(notes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Pedido médico anexado à consulta na agenda",
      "Orientações de preparo cadastradas pela clínica enviadas",
      "Equipe notificada; a conversa aguarda a clínica",
    ]);
    expect(logText()).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
    fireEvent.click(replies()[1]!);
    expect(screen.getByRole("link", { name: copy.contactCta })).toHaveAttribute("href", "/contato?source=teste");
    expect(events()).toEqual([
      { event: "simulation_start", scenario: "especialidade-teste" },
      { event: "simulation_complete", scenario: "especialidade-teste" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: copy.again }));
    expect(logText()).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
    expect(logText()).not.toContain("Por nada, Carlos");
    expect(replies().map((r) => r.textContent)).toEqual(["Preciso fazer algum preparo para os exames?", "Obrigado!"]);
  });
});

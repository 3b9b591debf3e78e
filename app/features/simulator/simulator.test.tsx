import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { simulatorCopy as copy } from "~/content/simulator";
import { simulatorScenarios } from "~/content/simulator-scenarios";
import { Simulator } from "./simulator";

const scenario = (id: string) => simulatorScenarios.find((s) => s.id === id)!;
const [booking, audio, reminder] = [simulatorScenarios[0], scenario("audio-e-foto"), scenario("lembrete")];

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
  it("prerenders the first conversation as a transcript, with no reply to press", () => {
    const html = renderToString(<Simulator headingLevel={3} />);
    document.body.innerHTML = html;
    const logBox = document.querySelector('[role="log"]')!;
    expect(logBox.textContent).toContain("queria marcar uma consulta");
    expect(logBox.textContent).toContain("Pronto! Consulta marcada para quinta-feira, às 8h30, com a Dra. Paula.");
    expect(document.body.textContent).toContain(copy.transcriptNote);
    // The scenario buttons are live from the first paint: a tap before the island wakes is held and replayed.
    const tabs = document.querySelectorAll('[role="group"] button[data-replay]');
    expect(tabs).toHaveLength(4);
    expect(document.body.textContent).not.toContain(copy.repliesLabel);
    document.body.innerHTML = "";
  });

  it("wakes on the first conversation, not started, the visitor to speak first", () => {
    render(<Simulator headingLevel={3} />);
    expect(screen.getByRole("region", { name: copy.title })).toHaveAttribute("id", copy.id);
    expect(screen.getByRole("heading", { level: 3, name: copy.title })).toBeInTheDocument();
    expect(screen.getByTestId("simulator-disclaimer")).toHaveTextContent("não é a IA respondendo ao vivo");
    const picker = screen.getByRole("group", { name: copy.pickerLabel });
    expect(picker.className).not.toContain("invisible");
    const tabs = within(picker).getAllByRole("button");
    expect(tabs.map((t) => t.getAttribute("aria-pressed"))).toEqual(["true", "false", "false", "false"]);
    expect(logText()).toBe("");
    expect(screen.getByText(copy.emptyHint)).toBeInTheDocument();
    expect(replies()).toHaveLength(2);
    expect(screen.getByRole("region", { name: copy.chatLabel("Clínica Bem Viver") })).toHaveAttribute("tabindex", "0");
    expect(events()).toEqual([]);
  });

  it("with reduced motion, shows each turn at once, keeps focus on the next replies and plays to the end", () => {
    reducedMotion(true);
    render(<Simulator headingLevel={3} />);
    fireEvent.click(replies()[0]!);
    expect(logText()).toContain("Você: Oi, boa noite");
    expect(logText()).toContain("Assistente virtual: Boa noite! Sou a assistente virtual da Clínica Bem Viver.");
    expect(screen.queryByTestId("simulator-typing")).toBeNull();
    expect(events()).toEqual([{ event: "simulation_start", scenario: "agendamento" }]);
    expect(document.activeElement).toBe(replies()[0]);
    expect(replies()[1]).toHaveTextContent("Quinta às 16h");

    fireEvent.click(replies()[1]!);
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
    expect(logText()).toBe("");
    expect(document.activeElement).toBe(replies()[0]);
  });

  it("with motion, types before answering: the dots sit outside the log, the answer arrives once", () => {
    reducedMotion(false);
    vi.useFakeTimers();
    render(<Simulator headingLevel={3} />);
    fireEvent.click(replies()[0]!);
    act(() => vi.advanceTimersByTime(0));
    expect(logText()).toContain("Oi, boa noite");
    expect(logText()).not.toContain("queria marcar");
    act(() => vi.advanceTimersByTime(600));
    act(() => vi.advanceTimersByTime(600));
    expect(logText()).toContain("tem horário esta semana?");
    const dots = screen.getByTestId("simulator-typing");
    expect(dots).toHaveAttribute("aria-hidden", "true");
    expect(log().contains(dots)).toBe(false);
    expect(screen.getByText(copy.typing)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: copy.repliesLabel })).toBeNull();
    // Focus waits on the chat while the assistant types.
    expect(document.activeElement).toBe(screen.getByTestId("simulator-chat"));
    act(() => vi.advanceTimersByTime(2200));
    expect(screen.queryByTestId("simulator-typing")).toBeNull();
    expect(log().querySelectorAll("li")).toHaveLength(4);
    expect(logText().match(/Sou a assistente virtual/g)).toHaveLength(1);
    expect(document.activeElement).toBe(replies()[0]);
  });

  it("opens another conversation from its button, leaving focus there; the assistant speaks first in the reminder", () => {
    reducedMotion(true);
    render(<Simulator headingLevel={3} />);
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
    render(<Simulator headingLevel={3} />);
    fireEvent.click(screen.getByRole("button", { name: new RegExp(reminder.tab) }));
    fireEvent.click(replies()[0]!);
    expect(screen.getByRole("link", { name: copy.contactCta })).toHaveAttribute(
      "href",
      `/contato?utm_source=google&source=${reminder.source}`,
    );
    window.history.replaceState(null, "", "/");
  });

  it("plays a specialty page's one conversation: its transcript without the picker, its lead, its source, and a restart", () => {
    reducedMotion(true);
    const only = { ...audio, id: "especialidade-teste", source: "teste", tab: "Só esta" };
    document.body.innerHTML = renderToString(<Simulator headingLevel={2} scenarios={[only]} lead="Uma conversa de teste." />);
    expect(document.querySelector('[role="log"]')!.textContent).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
    document.body.innerHTML = "";

    render(<Simulator headingLevel={2} scenarios={[only]} lead="Uma conversa de teste." />);
    expect(screen.queryByRole("group", { name: copy.pickerLabel })).not.toBeInTheDocument();
    expect(screen.getByText("Uma conversa de teste.")).toBeInTheDocument();
    expect(logText()).toBe("");
    fireEvent.click(replies()[0]!);
    expect(logText()).toContain("Ouvi o seu áudio e recebi a foto do pedido médico.");
    fireEvent.click(replies()[1]!);
    expect(screen.getByRole("link", { name: copy.contactCta })).toHaveAttribute("href", "/contato?source=teste");
    expect(events()).toEqual([
      { event: "simulation_start", scenario: "especialidade-teste" },
      { event: "simulation_complete", scenario: "especialidade-teste" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: copy.again }));
    expect(logText()).toBe("");
    expect(replies()).toHaveLength(2);
  });
});

import { type AlternativeId, comparisonRows, type Tone } from "./alternatives";
import { site } from "~/site";
import { promptTemplates } from "./prompt-templates";
import { copyStrings } from "./ui-strings/copy";

/**
 * The hub cards' covers: a small picture of the interface each guide or article is about, drawn in
 * HTML/CSS (app/sections/hub/piece-cover-art.tsx), decorative. Keyed by the piece's file name; a piece
 * without an entry keeps its category's glyph cover. Names and times are illustrative, as on the home.
 */

/** The comparison's columns the cover shows, with a short heading each. */
const tableColumns: ReadonlyArray<{ id: AlternativeId; short: string }> = [
  { id: "recepcao", short: "Recepção" },
  { id: "chatbot-de-menu", short: "Chatbot" },
  { id: "atendra", short: site.productName },
];

/** Short row labels for the rows the cover shows (the article's own answers fill the cells). */
const tableRows: ReadonlyArray<{ id: string; short: string }> = [
  { id: "fora-do-horario", short: "Fora do horário" },
  { id: "audios-e-mensagens", short: "Áudios e PDFs" },
  { id: "agenda", short: "Marca na agenda" },
  { id: "passa-para-uma-pessoa", short: "Passa para a equipe" },
];

export interface CoverTable {
  kind: "table";
  columns: readonly string[];
  rows: ReadonlyArray<{ label: string; tones: readonly Tone[] }>;
}

/** The article's comparison, cut to a stub: its answers, never retyped, so the cover cannot contradict it. */
function comparisonStub(): CoverTable {
  return {
    kind: "table",
    columns: tableColumns.map((c) => c.short),
    rows: tableRows.map(({ id, short }) => {
      const row = comparisonRows.find((r) => r.id === id);
      if (!row) throw new Error(`hub cover: no comparison row "${id}"`);
      return { label: short, tones: tableColumns.map((c) => row.cells[c.id].tone) };
    }),
  };
}

export type CoverArt =
  | CoverTable
  | { kind: "chat"; patient: string; reply: string; notice: string }
  | { kind: "prompt"; label: string; lines: readonly string[]; action: string }
  | { kind: "assistant"; question: string; answer: string; check: string }
  | { kind: "agenda"; day: string; slots: ReadonlyArray<{ time: string; who: string; state: string; free?: true }> };

export const hubCovers: Record<string, CoverArt> = {
  "atendra-e-alternativas": comparisonStub(),
  "ia-veio-para-ajudar-secretarias-medicas": {
    kind: "chat",
    patient: "Consigo remarcar para sexta?",
    reply: "Consegue, sim! Sexta, às 10h, está livre.",
    notice: "Recepção livre para quem está na clínica",
  },
  "prompts-mais-eficientes": {
    kind: "prompt",
    label: "Prompt",
    // The guide's first template, its opening lines as the page shows them.
    lines: (promptTemplates[0]?.template ?? "").split("\n").filter(Boolean).slice(0, 3),
    action: copyStrings.label,
  },
  "llms-para-saude": {
    kind: "assistant",
    question: "Quais estudos sobre o tema saíram neste ano?",
    answer: "Encontrei revisões recentes; veja as referências de cada uma.",
    check: "Confira sempre a fonte",
  },
  "gestao-clinicas-modernas": {
    kind: "agenda",
    day: "Amanhã · Dra. Paula",
    slots: [
      { time: "8h30", who: "Mariana S.", state: "Confirmada" },
      { time: "9h00", who: "João P.", state: "Lembrete enviado" },
      { time: "10h00", who: "Livre", state: "", free: true },
    ],
  },
};

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { specialtyFeatureKeys } from "../specialty-features";

/**
 * The copy of the medical specialty pages, one YAML file each, checked as written: the fields of the
 * schema, only features the site claims, a simulator script whose every path ends, the clinic's
 * assistant introducing itself and giving no clinical advice, and no figure, percentage or promise
 * of results the register does not hold (docs/claims.md).
 */

/** Every specialty file in this folder, by slug. */
const slugs = readdirSync(__dirname)
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => name.slice(0, -".yaml".length));
const featureKeys: readonly string[] = specialtyFeatureKeys;
const fields = ["order", "name", "specialist", "clinicPhrase", "title", "description", "heading", "lead", "card"];
const intro = "Sou a assistente virtual da Clínica Bem Viver. Em caso de urgência, ligue para o SAMU (192)";
/** A message fits a phone screen and a reply button stays within a few lines, as in the home simulator. */
const MAX_MESSAGE = 300;
const MAX_REPLY = 90;

type Msg = { kind: string; text: string };
type Reply = { label?: string; says: Msg[]; next: string };
type Node = { assistant: Msg[]; replies?: Reply[] };
type Entry = Record<string, unknown> & {
  asks: { title: string; text: string }[];
  features: { feature: string; text: string }[];
  faq: { question: string; answer: string }[];
  contact: { heading: string; subtitle: string; formTitle: string };
  scenario: { tab: string; summary: string; when: string; start: string; nodes: Record<string, Node> };
};

const read = (slug: string) => readFileSync(join(__dirname, `${slug}.yaml`), "utf8");
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
const count = (list: unknown[], min: number, max: number) => list.length >= min && list.length <= max;

/** Every way through the script, as the nodes visited; a `next` to a missing node or back on the path is a problem. */
function paths(scenario: Entry["scenario"], problems: string[]): string[][] {
  const walk = (key: string, seen: string[]): string[][] => {
    const node = scenario.nodes[key];
    if (!node) return (problems.push(`"${seen.at(-1)}" -> missing node "${key}"`), []);
    if (seen.includes(key)) return (problems.push(`loop back to "${key}"`), []);
    if (!node.replies) return [[...seen, key]];
    return node.replies.flatMap((r) => walk(r.next, [...seen, key]));
  };
  return walk(scenario.start, []);
}

function scenarioProblems(scenario: Entry["scenario"]): string[] {
  const problems: string[] = [];
  const all = paths(scenario, problems);
  const reached = new Set(all.flat());
  for (const [key, node] of Object.entries(scenario.nodes)) {
    if (!reached.has(key)) problems.push(`node "${key}" is never reached`);
    const texts = node.assistant.filter((m) => m.kind === "text");
    // A node with no replies ends the conversation: it must say something; `replies: []` is a dead end.
    if (!node.replies && !texts.length) problems.push(`end "${key}" says nothing`);
    if (node.replies && !count(node.replies, 2, 3)) problems.push(`"${key}" offers ${node.replies.length} replies`);
    for (const m of node.assistant) if (!["text", "event"].includes(m.kind)) problems.push(`"${key}": assistant sends ${m.kind}`);
    for (const m of texts) {
      if (/\b(sou|aqui é|me chamo|meu nome é)(?! a assistente virtual)\s/i.test(m.text)) problems.push(`"${key}" claims a person`);
      // The rule of the home simulator: no preparation or fasting told by the assistant, no numbered menu.
      if (
        /\b(não )?(precisa|exige|requer|necessita)\w*\s+(de\s+)?(jejum|preparo)|\bfa(ça|zer)\s+jejum|\b(responda|digite|tecle)\s+\d/i.test(
          m.text,
        )
      )
        problems.push(`"${key}" gives advice or a menu: ${m.text}`);
    }
    for (const reply of node.replies ?? []) {
      if (!reply.says.length || reply.says.some((m) => !["text", "audio", "photo"].includes(m.kind))) problems.push(`"${key}": bad reply`);
      if (reply.says.some((m) => m.kind !== "text") && !reply.label) problems.push(`"${key}": a voice message or photo needs a label`);
      const button = reply.label ?? reply.says.map((m) => m.text).join(" / ");
      if (button.length > MAX_REPLY) problems.push(`reply too long: ${button}`);
    }
    for (const m of [...node.assistant, ...(node.replies ?? []).flatMap((r) => r.says)])
      if (!m.text.trim() || m.text.length > MAX_MESSAGE) problems.push(`message length ${m.text.length}: ${m.text.slice(0, 40)}`);
  }
  for (const path of all) {
    // Turns as the simulator counts them: each run of messages from one side.
    const sides = path.flatMap((key, i) => [...(i ? ["patient"] : []), ...(scenario.nodes[key]!.assistant.length ? ["assistant"] : [])]);
    const turns = sides.filter((s, i) => s !== sides[i - 1]).length;
    if (turns < 3 || turns > 7) problems.push(`${turns} turns on ${path.join(" > ")}`);
    const first = path.flatMap((key) => scenario.nodes[key]!.assistant).find((m) => m.kind === "text");
    if (!first?.text.includes(intro)) problems.push(`no introduction on ${path.join(" > ")}`);
  }
  return problems;
}

function problemsOf(entry: Entry, raw: string): string[] {
  const problems: string[] = [];
  const keys = [...fields, "asks", "features", "scenario", "faq", "contact"];
  if (Object.keys(entry).sort().join() !== keys.sort().join()) problems.push(`fields: ${Object.keys(entry).join(", ")}`);
  for (const f of fields.slice(1)) if (typeof entry[f] !== "string" || !(entry[f] as string).trim()) problems.push(`${f} is empty`);
  if ((entry.title as string).length > 60) problems.push("title over 60 characters");
  const description = (entry.description as string).length;
  if (description < 120 || description > 160) problems.push(`description of ${description} characters`);
  if (!count(entry.asks, 3, 5) || !count(entry.features, 3, 5) || !count(entry.faq, 3, 5))
    problems.push("3 to 5 asks, features, questions");
  for (const { feature } of entry.features) if (!featureKeys.includes(feature)) problems.push(`feature "${feature}" is not claimed`);
  if (new Set(entry.features.map((f) => f.feature)).size !== entry.features.length) problems.push("a feature twice");
  const heading = entry.contact.heading.toLowerCase();
  const names = [entry.name, entry.clinicPhrase].map((name) => (name as string).toLowerCase());
  if (!names.some((name) => heading.includes(name)) || /\bia\b/.test(heading)) problems.push(`heading: ${entry.contact.heading}`);
  if (/%/.test(raw)) problems.push("a percentage");
  if (/garant|recomendad/i.test(raw)) problems.push("a promise or an endorsement");
  if (/24 ?h|24\/7|tempo real|humanizad|\bum humano\b|\bped(e|em|ir) uma pessoa\b|agenda cheia/i.test(raw))
    problems.push("a term the site rejected");
  for (const text of strings(entry)) {
    // Times of the script and SAMU's number are the only figures: any other would be a claim.
    if (/\d/.test(text.replace(/\b\d{1,2}h(\d{2})?\b/g, "").replace(/SAMU \(?192\)?/g, ""))) problems.push(`a figure: ${text}`);
    for (const clinic of text.match(/Clínica [A-ZÀ-Ú]\w+( [A-ZÀ-Ú]\w+)?/g) ?? []) if (clinic !== "Clínica Bem Viver") problems.push(clinic);
  }
  return [...problems, ...scenarioProblems(entry.scenario)];
}

describe.each(slugs)("specialty %s", (slug) => {
  it("is complete and follows every rule of the copy", () => {
    const raw = read(slug);
    const entry = parse(raw) as Entry;
    expect(problemsOf(entry, raw)).toEqual([]);
  });

  it("would be caught with a broken script, an unclaimed feature, a percentage or a promise", () => {
    const raw = read(slug);
    const entry = parse(raw) as Entry;
    const broken = (change: (e: Entry) => void, text = raw) => {
      const copy = parse(raw) as Entry;
      change(copy);
      return problemsOf(copy, text);
    };
    const [key, node] = Object.entries(entry.scenario.nodes).find(([, n]) => n.replies)!;
    expect(broken((e) => (e.scenario.nodes[key]!.replies![0]!.next = "nowhere"))).toContain(`"${key}" -> missing node "nowhere"`);
    expect(broken((e) => (e.scenario.nodes[node.replies![0]!.next]!.replies = [])).join()).toMatch(/offers 0 replies/);
    expect(broken((e) => (e.features[0]!.feature = "ai-diagnosis"))).toContain('feature "ai-diagnosis" is not claimed');
    expect(broken(() => {}, `${raw}\n# reduz 30%`)).toContain("a percentage");
    expect(broken(() => {}, `${raw}\n# garantimos`)).toContain("a promise or an endorsement");
    expect(broken(() => {}, `${raw}\n# recomendado por médicos`)).toContain("a promise or an endorsement");
  });
});

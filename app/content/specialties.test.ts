import { describe, expect, it } from "vitest";
import { contactHeading } from "./contact-variants";
import { readSpecialtyFiles } from "./specialty-files";
import { specialtyFeatureKeys, specialtyFeatureLabels } from "./specialty-features";
import { specialtiesIndex } from "./specialties-page";
import { specialtyCardMessage, specialtyTypedMessage } from "./specialty-entry";
import { specialtyAccents, specialtySchema } from "./specialty-schema";

const files = readSpecialtyFiles();

/** Every string a specialty file puts on its pages (copy, scenario, FAQ, /contato variant). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Times ("22h37", "8h30") and the urgency number are the only figures a specialty page may write without a claims row. */
// Section numbers of the terms and the privacy notice name a source; they are not figures either.
const withoutAllowedFigures = (text: string) =>
  text
    .replace(/\b\d{1,2}h(\d{2})?\b/g, "")
    .replace(/SAMU 192/g, "SAMU")
    .replace(/\bseç(ão|ões) \d+( e \d+)?/g, "seção");

describe("the specialty files", () => {
  it("are at least dentistry and paediatrics, each file named by a slug, read in their `order`", () => {
    expect(files.map((f) => f.slug)).toEqual(expect.arrayContaining(["odontologia", "pediatria"]));
    for (const { slug } of files) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const orders = files.map((f) => f.data.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("give the index header three patients' typed messages, from three specialties, none the one its card shows", () => {
    const picks = specialtiesIndex.heroVoices.picks;
    expect(new Set(picks.map((p) => p.slug)).size).toBe(3);
    for (const { slug, ...pointer } of picks) {
      const file = files.find((f) => f.slug === slug);
      expect(file, slug).toBeDefined();
      const text = specialtyTypedMessage(file!.data.scenario, pointer);
      expect(text, slug).not.toBe(specialtyCardMessage(file!.data));
    }
  });

  it("give every feature key a label, and each file uses a key once", () => {
    for (const key of specialtyFeatureKeys) expect(specialtyFeatureLabels[key].length).toBeGreaterThan(5);
    for (const { slug, data } of files) {
      const keys = data.features.map((f) => f.feature);
      expect(new Set(keys).size, slug).toBe(keys.length);
    }
  });

  it("give each specialty its own hue (while the palette lasts) and each need on a page its own icon", () => {
    const accents = files.map((f) => f.data.accent);
    expect(new Set(accents).size).toBe(Math.min(files.length, specialtyAccents.length));
    for (const { slug, data } of files) expect(new Set(data.asks.map((a) => a.icon)).size, slug).toBe(data.asks.length);
    const [first] = files;
    const twice = { ...first!.data, asks: first!.data.asks.map((a) => ({ ...a, icon: "price" })) };
    expect(specialtySchema.safeParse(twice).success).toBe(false);
  });

  it("point their index card's bubble at a typed message of the patient's opening, short enough for one small bubble", () => {
    for (const { slug, data } of files) {
      const openings = data.scenario.nodes[data.scenario.start]!.replies!.flatMap((reply) => reply.says.map((said) => said.text));
      const message = specialtyCardMessage(data);
      expect(openings, slug).toContain(message);
      expect(message.length, slug).toBeLessThanOrEqual(90);
    }
    const [first] = files;
    // A pointer past the messages, or at a photo or an audio, stops the build.
    expect(specialtySchema.safeParse({ ...first!.data, cardMessage: { opening: 9, message: 1 } }).success).toBe(false);
    const cardio = files.find((f) => f.slug === "cardiologia")!.data;
    expect(specialtySchema.safeParse({ ...cardio, cardMessage: { opening: 1, message: 1 } }).success).toBe(false);
  });

  it("start their conversation with the patient, as the home page's first (the simulator opens on that first exchange)", () => {
    for (const { slug, data } of files) expect(data.scenario.nodes[data.scenario.start]?.assistant, slug).toEqual([]);
  });

  it("name the specialty in the /contato heading, which ends in ' com IA' once", () => {
    for (const { slug, data } of files) {
      const heading = contactHeading(data.contact.heading);
      expect(heading.endsWith(" com IA"), slug).toBe(true);
      expect(heading).not.toContain("com IA com IA");
      expect(heading.includes(data.clinicPhrase) || heading.toLowerCase().includes(data.name.toLowerCase()), heading).toBe(true);
    }
  });
});

// The medical council's advertising rules (CFM 2.336/2023) and the dental council's code (CFO-118/2012):
// no promise of results, no figure without a source, no endorsement by a professional, no patient pictures.
describe.each(files.map((f) => [f.slug, f.data] as const))("%s follows the councils' advertising rules", (slug, data) => {
  const texts = stringsOf(data);

  it("promises no result", () => {
    for (const text of texts) {
      expect(text, slug).not.toMatch(
        /garant|100\s?%|sem falta(s)? nenhuma|zer(a|o) (as )?faltas|nunca mais|resultado(s)? (certo|garantido)/i,
      );
    }
  });

  it("writes no figure but times and the urgency number (no percentage, no count that is not in the claims register)", () => {
    for (const text of texts) expect(withoutAllowedFigures(text), text).not.toMatch(/\d|%/);
  });

  it("claims no endorsement by a professional or a council", () => {
    for (const text of texts) {
      expect(text, text).not.toMatch(
        /recomendad[oa]s? por|aprovad[oa]s? (por|pelo|pela)|indicad[oa]s? por (médic|dentist|especialist)|endoss|certificad[oa] pel[oa] (CFM|CFO|conselho)|aval d[oe]/i,
      );
    }
  });

  it("shows no patient pictures and no before-and-after", () => {
    for (const text of texts) expect(text, text).not.toMatch(/antes e depois|foto(s)? (do|de) (paciente|resultado)/i);
  });

  it("names no clinic but the fictional one", () => {
    for (const text of texts)
      for (const clinic of text.match(/Clínica [A-ZÀ-Ú]\w+( [A-ZÀ-Ú]\w+)?/g) ?? []) expect(clinic).toBe("Clínica Bem Viver");
  });

  it("names doctors only inside the fictional clinic's conversation", () => {
    const { scenario, ...copy } = data;
    expect(stringsOf(scenario).length).toBeGreaterThan(0);
    for (const text of stringsOf(copy)) expect(text, text).not.toMatch(/\bDr(a)?\.\s/);
  });
});

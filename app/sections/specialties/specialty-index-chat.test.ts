import { describe, expect, it } from "vitest";
import { specialtiesIndex } from "~/content/specialties-page";
import { specialtyScenario } from "~/content/specialty-entry";
import { readSpecialtyFiles } from "~/content/specialty-files";
import { indexExchange } from "./specialty-index-chat";

describe("the index header's conversation on a phone", () => {
  it("plays an opening of a specialty's own script: the patient's typed messages and the assistant's typed answer", () => {
    const { slug, opening } = specialtiesIndex.heroChat.pick;
    const file = readSpecialtyFiles().find((f) => f.slug === slug);
    expect(file, slug).toBeDefined();
    const { patient, reply } = indexExchange(specialtyScenario(slug, file!.data.scenario), opening);
    expect(patient.length).toBeGreaterThan(0);
    expect(reply.length).toBeGreaterThan(0);
    // Read whole under the calls on a phone: a short exchange, not the page's whole conversation.
    expect(patient.length + reply.length).toBeLessThanOrEqual(5);
  });
});

import { describe, expect, it } from "vitest";
import { specialtyScenario } from "~/content/specialty-entry";
import { readSpecialtyFiles } from "~/content/specialty-files";
import { heroExchange } from "./specialty-hero-chat";

describe("a specialty page's header conversation", () => {
  for (const { slug, data } of readSpecialtyFiles()) {
    it(`${slug}: the assistant's first answer shows its introduction and the clinic's urgency guidance`, () => {
      const { messages } = heroExchange(specialtyScenario(slug, data.scenario));
      const said = messages.map((e) => `${e.from}: ${e.message.kind === "text" ? e.message.text : e.message.kind}`);
      const firstAnswer = messages.find((e) => e.from === "assistant");
      // Each specialty words its own guidance (a dental or eye emergency service), always naming SAMU 192.
      const text = firstAnswer?.message.kind === "text" ? firstAnswer.message.text : "";
      expect(text, said.join("\n")).toMatch(/Sou a assistente virtual .*Em caso de urgência, .*SAMU 192/);
      expect(said.at(-1), said.join("\n")).toMatch(/^assistant: /);
    });
  }
});

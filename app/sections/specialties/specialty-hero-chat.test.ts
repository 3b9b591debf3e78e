import { describe, expect, it } from "vitest";
import { specialtyScenario } from "~/content/specialty-entry";
import { readSpecialtyFiles } from "~/content/specialty-files";
import type { Entry } from "~/features/simulator/conversation";
import { openingConversation } from "~/features/simulator/conversation";
import { heroExchange } from "./specialty-hero-chat";

const said = (entries: readonly Entry[]) => entries.map((e) => `${e.from}: ${e.message.text}`);

describe("a specialty page's header conversation", () => {
  for (const { slug, data } of readSpecialtyFiles()) {
    it(`${slug}: shows a later moment than the simulator's opening, never the same exchange twice`, () => {
      const scenario = specialtyScenario(slug, data.scenario);
      const { messages, outcome } = heroExchange(scenario);
      const hero = said(messages);
      const opening = said(openingConversation(scenario).log);
      // Sixth review, item 9: both used to end on the same offer of free times.
      expect(
        hero.filter((line) => opening.includes(line)),
        hero.join("\n"),
      ).toEqual([]);
      expect(hero[0], hero.join("\n")).toMatch(/^patient: /);
      expect(hero.at(-1), hero.join("\n")).toMatch(/^assistant: /);
      expect(outcome, hero.join("\n")).toBeTruthy();
      // A crop about the height of the lead beside it, not a second transcript.
      expect(messages.length, hero.join("\n")).toBeLessThanOrEqual(5);
    });

    it(`${slug}: the lead under the title is two sentences at most`, () => {
      expect(data.lead.length).toBeLessThanOrEqual(180);
      expect(data.lead.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, data.lead).toBeLessThanOrEqual(2);
    });
  }
});

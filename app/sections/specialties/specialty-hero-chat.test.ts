import { describe, expect, it } from "vitest";
import { specialtyScenario } from "~/content/specialty-entry";
import { readSpecialtyFiles } from "~/content/specialty-files";
import type { Entry } from "~/features/simulator/conversation";
import { openingConversation } from "~/features/simulator/conversation";
import { HERO_MAX_MESSAGES, heroExchange, heroShown, openingOutcome } from "./specialty-hero-chat";

const said = (entries: readonly Entry[]) => entries.map((e) => `${e.from}: ${e.message.text}`);

describe("a specialty page's header conversation", () => {
  for (const { slug, data } of readSpecialtyFiles()) {
    it(`${slug}: tells the second opening from the patient's first message to the note on record, never the simulator's opening twice`, () => {
      const scenario = specialtyScenario(slug, data.scenario);
      const { messages, outcome } = heroExchange(scenario);
      const hero = said(messages);
      const opening = said(openingConversation(scenario).log);
      // Both used to end on the same offer of free times (a sentence of one inside a message of the other counts).
      expect(
        hero.filter((line) => opening.some((said) => line.includes(said.replace(/^\w+: /, "")))),
        hero.join("\n"),
      ).toEqual([]);
      // It opened on "Quinta às 16h", the question it answered out of view.
      const second = scenario.nodes[scenario.start]!.replies![1] ?? scenario.nodes[scenario.start]!.replies![0]!;
      expect(hero[0], hero.join("\n")).toBe(`patient: ${second.says[0]!.text}`);
      expect(outcome, hero.join("\n")).toBeTruthy();
      // The whole story at about the height of the lead beside it, not a second transcript.
      expect(messages.length, hero.join("\n")).toBeLessThanOrEqual(HERO_MAX_MESSAGES);
    });

    it(`${slug}: the index card's opening leads to a note on record, the one its tile shows`, () => {
      const scenario = specialtyScenario(slug, data.scenario);
      const note = openingOutcome(scenario, data.cardMessage.opening);
      expect(note).toBeTruthy();
    });

    it(`${slug}: the panel draws the patient's messages and the assistant's confirmation, whole, not its offers the simulator plays`, () => {
      const { messages } = heroExchange(specialtyScenario(slug, data.scenario));
      const shown = heroShown(messages);
      const drawn = messages.filter((_, i) => shown[i]);
      // It used to cut the assistant's first reply, an offer of times, with an ellipsis: now the last drawn bubble
      // is the assistant's confirmation, and every earlier drawn one the patient's.
      expect(drawn.at(-1)?.from, said(drawn).join("\n")).toBe("assistant");
      expect(
        drawn.slice(0, -1).every((e) => e.from === "patient"),
        said(drawn).join("\n"),
      ).toBe(true);
      // Short enough to stay whole in a phone's card without a clamp.
      expect(drawn.at(-1)!.message.text.length, slug).toBeLessThanOrEqual(160);
      // Screen readers still hear the rest: at least one reply is left to them.
      expect(shown.filter((s) => !s).length, slug).toBeGreaterThan(0);
    });

    it(`${slug}: the lead under the title is two sentences at most`, () => {
      expect(data.lead.length).toBeLessThanOrEqual(180);
      expect(data.lead.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, data.lead).toBeLessThanOrEqual(2);
    });
  }
});

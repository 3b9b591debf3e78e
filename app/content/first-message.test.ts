import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { urgency } from "./claims";
import { chatPreview } from "./home";
import { featureVisuals } from "./home-visuals";
import scenes from "./video-demo-scenes.json";

/**
 * The hero's conversation says, in its caption, that the clinic's urgency guidance must go in the first
 * message; every first message the site shows as an example (hero preview, the demo video, the share image)
 * carries it, and the video ends on the sentence that says why.
 */
describe("the first message shown as an example", () => {
  it("in the hero preview carries the clinic's urgency guidance, once, and the caption says why without naming SAMU again", () => {
    expect(chatPreview.messages.find((m) => m.from === "clinic")?.text).toContain(urgency.firstMessage);
    expect(chatPreview.caption).toContain(urgency.underExample);
    const everyLine = [chatPreview.caption, ...chatPreview.messages.map((m) => m.text)].join(" ");
    expect(everyLine.split("SAMU 192")).toHaveLength(2);
  });

  it("is not what the home's small pictures show: they are crops from the middle of a conversation, with no greeting", () => {
    const greeting = /^(Oi|Olá|Bom dia|Boa tarde|Boa noite)\b/;
    const { burst, anytime, faq } = featureVisuals;
    for (const text of [...burst.messages, burst.reply, anytime.message, anytime.reply, faq.message, faq.reply]) {
      expect(text).not.toMatch(greeting);
    }
  });

  it("in the demo video carries it too, and the closing screen says the hero's sentence", () => {
    const chats = scenes.scenes.filter((s) => "messages" in s && s.messages);
    const first = chats[0]!.messages!.find((m) => m.from === "clinic");
    expect(first?.text).toContain(urgency.firstMessage);
    expect(scenes.scenes.at(-1)).toMatchObject({ note: urgency.short });
  });

  it("in the share image names SAMU 192, kept on one line", () => {
    const html = readFileSync(path.resolve(__dirname, "../../scripts/brand-assets/og-image.html"), "utf8");
    const firstAnswer = html.match(/<div class="b out">([^<]*)<\/div>/)?.[1];
    expect(firstAnswer).toContain("Em caso de urgência: SAMU&nbsp;192.");
  });
});

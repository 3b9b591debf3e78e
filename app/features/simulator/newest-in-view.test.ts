import { describe, expect, it } from "vitest";
import { scrollToNewest, scrollToOpening, scrollToStart, topSliver } from "./newest-in-view";

const chat = { top: 100, bottom: 432 };

describe("scrollToNewest", () => {
  it("scrolls down until a message cut by the replies tray is whole, with a gap under it", () => {
    // The review's case: a reply's bottom 60 px behind the tray.
    expect(scrollToNewest(chat, { top: 380, bottom: 492 })).toBe(76);
  });

  it("leaves a message already whole in view where it is", () => {
    expect(scrollToNewest(chat, { top: 300, bottom: 400 })).toBe(0);
  });

  it("shows a message taller than the chat from its first line", () => {
    expect(scrollToNewest(chat, { top: 250, bottom: 650 })).toBe(134);
  });

  it("does nothing in a chat with no height (not laid out)", () => {
    expect(scrollToNewest({ top: 0, bottom: 0 }, { top: 0, bottom: 0 })).toBe(0);
  });

  it("scrolls up to a message above the view", () => {
    expect(scrollToNewest(chat, { top: 40, bottom: 120 })).toBe(-76);
  });
});

describe("scrollToStart", () => {
  it("scrolls up until a conversation's first block sits under the chat's top fade", () => {
    // A conversation just opened, scrolled to its end: its start 300 px above the chat.
    expect(scrollToStart(chat, { top: -200, bottom: 80 })).toBe(-324);
  });

  it("does nothing in a chat with no height (not laid out)", () => {
    expect(scrollToStart({ top: 0, bottom: 0 }, { top: -50, bottom: 0 })).toBe(0);
  });
});

describe("scrollToOpening", () => {
  it("reads a conversation from its start when its newest message fits in the chat with it", () => {
    expect(scrollToOpening(chat, { top: -200, bottom: 80 }, { top: -100, bottom: -40 })).toBe(-324);
  });

  it("lets the newest message win when the opening is taller than the chat: the answer whole above the replies", () => {
    // From its start the answer would end 52 px under the chat's bottom: scrolled back down to 16 px clear of it.
    expect(scrollToOpening(chat, { top: -200, bottom: 160 }, { top: 40, bottom: 160 })).toBe(-324 + 68);
  });
});

describe("topSliver", () => {
  it("masks a message cut to a 14 px strip under the chat's top edge, with its shadow", () => {
    expect(
      topSliver(chat, [
        { top: 77, bottom: 114 },
        { top: 122, bottom: 300 },
      ]),
    ).toBe(16);
  });

  it("masks nothing when the top message starts under the edge", () => {
    expect(topSliver(chat, [{ top: 109, bottom: 146 }])).toBe(0);
  });

  it("leaves a message with more than 40 px in view under the usual fade: it reads as scrolled", () => {
    expect(topSliver(chat, [{ top: 54, bottom: 154 }])).toBe(0);
  });

  it("does nothing in a chat with no height (not laid out)", () => {
    expect(topSliver({ top: 0, bottom: 0 }, [{ top: -20, bottom: 10 }])).toBe(0);
  });
});

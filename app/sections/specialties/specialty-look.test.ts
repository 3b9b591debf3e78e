import { describe, expect, it } from "vitest";
import { specialtyAccent } from "./specialty-look";

const hue = (classes: string) => [...classes.matchAll(/(?:bg|text|ring)-([a-z]+)-\d+/g)].map((m) => m[1]);

describe("specialtyAccent", () => {
  // Every icon tile is a light tint (Ginecologia's once read as filled teal): its
  // background shades no darker than 100, so no specialty's tile stands out from the others.
  it.each(Object.entries(specialtyAccent))("%s: the tile's background is a light tint", (_, accent) => {
    const shades = [...accent.tile.matchAll(/(?:bg|from|to|via)-[a-z]+-(\d+)/g)].map((m) => Number(m[1]));
    expect(shades.length).toBeGreaterThan(0);
    for (const shade of shades) expect(shade).toBeLessThanOrEqual(100);
  });

  // One hue per specialty, drawn at the same steps on all six: they differ by hue, never by weight.
  it("gives each accent its own hue, its tile, text and bar in that one hue, at the same steps", () => {
    const hues = Object.values(specialtyAccent).map((accent) => {
      const all = hue(`${accent.tile} ${accent.text} ${accent.bar}`);
      expect(new Set(all).size).toBe(1);
      return all[0];
    });
    expect(new Set(hues).size).toBe(hues.length);
    const steps = (accent: (typeof specialtyAccent)[keyof typeof specialtyAccent]) =>
      `${accent.tile} ${accent.text} ${accent.bar}`.replace(/-[a-z]+-(\d+)/g, "-*-$1");
    expect(new Set(Object.values(specialtyAccent).map(steps)).size).toBe(1);
  });
});

describe("a specialty's colour", () => {
  // Orange is the calls to action's colour: a specialty tile in it, or in a warm hue near it, reads as a category
  // or as a button. The six hues are one cool family.
  it.each(Object.entries(specialtyAccent))("%s: a cool hue, never the calls' orange nor a warm one", (_, accent) => {
    for (const name of hue(`${accent.tile} ${accent.text} ${accent.bar}`)) {
      expect(["brand", "sky", "cyan", "emerald", "indigo", "violet"]).toContain(name);
    }
    expect(`${accent.tile} ${accent.text} ${accent.bar}`).not.toMatch(/(?:^|[\s-])accent-\d/);
  });
});

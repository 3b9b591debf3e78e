import { describe, expect, it } from "vitest";
import { specialtyAccent } from "./specialty-look";

describe("specialtyAccent", () => {
  // Every icon tile is a light tint (Ginecologia's once read as filled teal): its
  // background shades no darker than 100, so no specialty's tile stands out from the others.
  it.each(Object.entries(specialtyAccent))("%s: the tile's background is a light tint", (_, accent) => {
    const shades = [...accent.tile.matchAll(/(?:bg|from|to|via)-(?:brand|accent)-(\d+)/g)].map((m) => Number(m[1]));
    expect(shades.length).toBeGreaterThan(0);
    for (const shade of shades) expect(shade).toBeLessThanOrEqual(100);
  });
});

describe("a specialty's colour", () => {
  // Orange is the calls to action's colour: a specialty tile in it reads as a category, or as a button.
  it.each(Object.entries(specialtyAccent))("%s: is teal, never the calls' orange", (_, accent) => {
    expect(`${accent.tile} ${accent.text}`).not.toMatch(/(?:^|[\s-])accent-\d/);
  });
});

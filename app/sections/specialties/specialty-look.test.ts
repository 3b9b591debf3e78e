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

describe("a specialty card's top bar", () => {
  // The bar's colour means something only when it is the icon's own.
  it.each(Object.entries(specialtyAccent))("%s: is the colour of the tile's icon", (_, accent) => {
    const icon = /(?:^|\s)text-((?:brand|accent)-\d+)/.exec(accent.tile)?.[1];
    expect(icon).toBeDefined();
    expect(accent.bar).toBe(`bg-${icon}`);
  });
});

describe("a specialty's colour", () => {
  // Orange is the calls to action's colour: a specialty tile in it reads as a category, or as a button.
  it.each(Object.entries(specialtyAccent))("%s: is teal, never the calls' orange", (_, accent) => {
    expect(`${accent.tile} ${accent.bar} ${accent.text}`).not.toMatch(/(?:^|[\s-])accent-\d/);
  });
});

import { describe, expect, it } from "vitest";
import { initialOpen, toggleAt } from "./faq-state";

describe("initialOpen", () => {
  it("opens only the listed items", () => {
    expect(initialOpen(4, [0])).toEqual([true, false, false, false]);
    expect(initialOpen(3, [1, 2])).toEqual([false, true, true]);
    expect(initialOpen(2)).toEqual([false, false]);
  });

  it("ignores indexes outside the list", () => {
    expect(initialOpen(2, [5, -1])).toEqual([false, false]);
  });
});

describe("toggleAt", () => {
  it("flips one item and keeps the others", () => {
    const open = initialOpen(3, [0]);
    expect(toggleAt(open, 1)).toEqual([true, true, false]);
    expect(toggleAt(open, 0)).toEqual([false, false, false]);
  });

  it("does not change the state it was given", () => {
    const open = [true, false];
    toggleAt(open, 1);
    expect(open).toEqual([true, false]);
  });

  it("ignores an index outside the list", () => {
    expect(toggleAt([true], 3)).toEqual([true]);
  });
});

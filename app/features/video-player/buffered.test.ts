import { describe, expect, it } from "vitest";
import { bufferedEndAt, type Ranges } from "./buffered";

function ranges(...pairs: Array<[number, number]>): Ranges {
  return { length: pairs.length, start: (i) => pairs[i]![0], end: (i) => pairs[i]![1] };
}

describe("bufferedEndAt", () => {
  it("returns the end of the range holding the current time", () => {
    expect(bufferedEndAt(ranges([0, 8], [20, 31]), 3)).toBe(8);
    expect(bufferedEndAt(ranges([0, 8], [20, 31]), 25)).toBe(31);
  });

  it("accepts a range that starts just after the playhead", () => {
    expect(bufferedEndAt(ranges([20.3, 31]), 20)).toBe(31);
  });

  it("is 0 when nothing around the playhead is buffered", () => {
    expect(bufferedEndAt(ranges([0, 8]), 12)).toBe(0);
    expect(bufferedEndAt(ranges(), 0)).toBe(0);
  });
});

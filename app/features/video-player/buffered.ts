/** What the player needs of `HTMLMediaElement.buffered`. */
export interface Ranges {
  readonly length: number;
  start(index: number): number;
  end(index: number): number;
}

/**
 * End of the buffered range that holds the current time (what can play without waiting), or 0.
 * A range starting just after the playhead still counts: after a seek the browser often buffers
 * from the next keyframe.
 */
export function bufferedEndAt(ranges: Ranges, time: number): number {
  for (let i = 0; i < ranges.length; i++) {
    if (ranges.start(i) <= time + 0.5 && ranges.end(i) >= time) return ranges.end(i);
  }
  return 0;
}

/**
 * The progress bar is deliberately nonlinear: the first half of the video fills the first
 * 75% of the bar and the second half the last 25%, so the opening, where the product is explained,
 * gets most of the bar. Both directions live here so they stay exact inverses of each other.
 */

/** Share of the bar covered when half of the video has played. */
export const BAR_AT_HALF = 0.75;

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/** Playback time (seconds) to the filled share of the bar, 0..1. */
export function timeToBar(time: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(time)) return 0;
  const share = clamp01(time / duration);
  return share <= 0.5 ? share * (BAR_AT_HALF / 0.5) : BAR_AT_HALF + (share - 0.5) * ((1 - BAR_AT_HALF) / 0.5);
}

/** Share of the bar, 0..1 (for example where it was clicked), to playback time in seconds. */
export function barToTime(bar: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(bar)) return 0;
  const x = clamp01(bar);
  const share = x <= BAR_AT_HALF ? x * (0.5 / BAR_AT_HALF) : 0.5 + (x - BAR_AT_HALF) * (0.5 / (1 - BAR_AT_HALF));
  return share * duration;
}

/** Arrow keys move 5 s; Page Up/Down 15 s (WAI-ARIA slider pattern: a larger step). */
export const SEEK_STEP_SECONDS = 5;
export const SEEK_PAGE_SECONDS = 15;

/**
 * Where a key pressed on the progress slider moves playback, in seconds, or null when the key is
 * not one of the slider's. Steps work in seconds, not in bar share, so they stay even although the
 * bar itself is nonlinear.
 */
export function seekTargetForKey(key: string, current: number, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const clamp = (t: number) => Math.min(duration, Math.max(0, t));
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clamp(current + SEEK_STEP_SECONDS);
    case "ArrowLeft":
    case "ArrowDown":
      return clamp(current - SEEK_STEP_SECONDS);
    case "PageUp":
      return clamp(current + SEEK_PAGE_SECONDS);
    case "PageDown":
      return clamp(current - SEEK_PAGE_SECONDS);
    case "Home":
      return 0;
    case "End":
      return duration;
    default:
      return null;
  }
}

/** Space and K toggle playback from anywhere in the player (not from its buttons, which click themselves). */
export function isToggleKey(key: string): boolean {
  return key === " " || key === "k" || key === "K";
}

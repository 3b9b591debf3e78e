import { debounce } from "./debounce";

/** Timings: time updates settle for 50 ms; the position is saved 1 s after the last one. */
export const TIME_UPDATE_DEBOUNCE_MS = 50;
export const SAVE_DEBOUNCE_MS = 1000;
/** The saved position is applied this long after the metadata has loaded. */
export const RESTORE_DELAY_MS = 200;

export interface PositionTrackerOptions {
  /** Receives the settled playback time (drives the progress bar and the time label). */
  onTime: (seconds: number) => void;
  /** Persists the position (the cookie). */
  save: (seconds: number) => void;
}

export interface PositionTracker {
  /** Feed every `timeupdate`/`seeked` time here. */
  update(seconds: number): void;
  /**
   * The visitor moved the playhead: show the new time at once and drop a settling report taken
   * before the seek, which would otherwise land 50 ms later and put the bar (and the next key
   * step) back at the old time.
   */
  seekTo(seconds: number): void;
  /** End of video or restart: back to 0 at once, nothing pending. */
  reset(): void;
  /** Page is going away: write what is waiting now. */
  flush(): void;
  dispose(): void;
}

/**
 * The media element reports its time up to every few milliseconds; the player only redraws once the
 * reports settle (50 ms) and writes the cookie once playback has been still for a second.
 */
export function createPositionTracker({ onTime, save }: PositionTrackerOptions): PositionTracker {
  const persist = debounce((seconds: number) => save(seconds), SAVE_DEBOUNCE_MS);
  const settle = debounce((seconds: number) => {
    onTime(seconds);
    persist(seconds);
  }, TIME_UPDATE_DEBOUNCE_MS);

  return {
    update: (seconds) => settle(seconds),
    seekTo(seconds) {
      settle.cancel();
      onTime(seconds);
      persist(seconds);
    },
    reset() {
      settle.cancel();
      persist.cancel();
      onTime(0);
      save(0);
    },
    flush() {
      settle.flush();
      persist.flush();
    },
    dispose() {
      settle.cancel();
      persist.cancel();
    },
  };
}

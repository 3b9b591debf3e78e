/**
 * The player's visible states: `cover` (demo page: cover image with a play overlay), `idle`
 * (nothing played yet), `playing`, `paused`, `ended` (end screen). Buffering is shown separately,
 * as it can happen while playing or paused.
 */
export type PlayerStatus = "cover" | "idle" | "playing" | "paused" | "ended";

/** A seek or a failure that reaches the end is sent as "ended" by the player (see isNearEnd). */
export type PlayerEvent = { type: "play" | "pause" | "ended" | "seeked" | "error" };

/** Within this many seconds of the end, a failure or a seek counts as having reached the end. */
export const END_TOLERANCE_SECONDS = 1;

/** Whether a time is on the last frame, past it, or within the end tolerance of a known duration. */
export function isNearEnd(time: number, duration: number, tolerance = END_TOLERANCE_SECONDS): boolean {
  return Number.isFinite(duration) && duration > 0 && Number.isFinite(time) && time >= duration - tolerance;
}

export function initialStatus(withCover: boolean): PlayerStatus {
  return withCover ? "cover" : "idle";
}

export function nextStatus(status: PlayerStatus, event: PlayerEvent): PlayerStatus {
  switch (event.type) {
    case "play":
      return "playing";
    case "ended":
      return "ended";
    case "pause":
      // The media pauses itself right before it ends; and a cover stays until playback starts.
      return status === "ended" || status === "cover" || status === "idle" ? status : "paused";
    case "seeked":
      // A cover or idle player keeps its look while seeking (the restored position seeks too).
      return status === "ended" ? "paused" : status;
    case "error":
      return status === "playing" ? "paused" : status;
  }
}

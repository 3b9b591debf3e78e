/**
 * The player's visible states (spec): `cover` (demo page: cover image with a play overlay), `idle`
 * (nothing played yet), `playing`, `paused`, `ended` (end screen). Buffering is shown separately,
 * as it can happen while playing or paused.
 */
export type PlayerStatus = "cover" | "idle" | "playing" | "paused" | "ended";

export type PlayerEvent =
  | { type: "play" }
  | { type: "pause" }
  | { type: "ended" }
  /** A seek finished; `atEnd` says whether it landed on (or past) the last frame. */
  | { type: "seeked"; atEnd: boolean }
  /** The media element failed (decode or network); `nearEnd` says whether within the last second. */
  | { type: "error"; nearEnd: boolean };

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
      // A seek onto the last frame ends the video even while paused (the media fires no "ended"
      // then); a cover or idle player keeps its look while seeking (the restored position seeks too).
      if (event.atEnd) return "ended";
      return status === "ended" ? "paused" : status;
    case "error":
      // A failure in the last second is the end of the video, never a stuck "paused" player.
      if (event.nearEnd) return "ended";
      return status === "playing" ? "paused" : status;
  }
}

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
  /** A seek finished; `atEnd` says whether the media still reports having ended. */
  | { type: "seeked"; atEnd: boolean };

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
      return status === "ended" && !event.atEnd ? "paused" : status;
  }
}

import { useEffect, type RefObject } from "react";
import { replayHeldEvents } from "./replay";

/** An island's side of ./replay.ts: once `ready` (its handlers can act on what it holds), replays what was held. */
export function useReplay(ref: RefObject<Element | null>, ready = true): void {
  useEffect(() => {
    if (ready) replayHeldEvents(ref.current);
  }, [ready, ref]);
}

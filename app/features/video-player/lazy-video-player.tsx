import { deferredPart } from "~/ui/deferred-part";

/** The demo player, hydrated after the rest of the page (ui/deferred-part.tsx). */
export const LazyVideoPlayer = deferredPart(() => import("./video-player").then((m) => m.VideoPlayer));

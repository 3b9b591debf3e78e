import { deferredPart } from "~/ui/deferred-part";

/** The demo player on the home page, below the hero: hydrated after the rest of the page (ui/deferred-part.tsx). */
export const LazyVideoPlayer = deferredPart(() => import("./video-player").then((m) => m.VideoPlayer));

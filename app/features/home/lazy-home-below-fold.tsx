import { deferredPart } from "~/ui/deferred-part";

/** Everything after the demo video, hydrated after the hero and the video (ui/deferred-part.tsx). */
export const LazyHomeBelowFold = deferredPart(() => import("./home-below-fold").then((m) => m.HomeBelowFold));

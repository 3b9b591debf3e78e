import { deferredPart } from "~/ui/deferred-part";

// The information blocks around the request form, hydrated after the form (ui/deferred-part.tsx).
const blocks = () => import("./integration-blocks");
export const HighlightList = deferredPart(() => blocks().then((m) => m.HighlightList));
export const LimitList = deferredPart(() => blocks().then((m) => m.LimitList));
export const IntegrationFeatureList = deferredPart(() => blocks().then((m) => m.IntegrationFeatureList));
export const StepList = deferredPart(() => blocks().then((m) => m.StepList));
export const IntegrationFaqList = deferredPart(() => blocks().then((m) => m.IntegrationFaqList));
export const ContactCards = deferredPart(() => blocks().then((m) => m.ContactCards));

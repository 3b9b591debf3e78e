import { startPlanChips } from "./plan-chips-follow";

// Imported once by the page script (app/page-script/site.ts), at the first scroll of the plan cards' row.
startPlanChips();

import { startFoldedAnswers } from "./folded-answers";

// Imported by the page script (app/page-script/site.ts) only on a page with folded blocks.
startFoldedAnswers();

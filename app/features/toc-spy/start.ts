import { startTocSpy } from "./toc-spy";

// Imported once by the page script (app/page-script/site.ts): a no-op on pages without `[data-toc-spy]`.
startTocSpy();

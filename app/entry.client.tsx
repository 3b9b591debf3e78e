import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stripHtmlSuffix } from "~/lib/html-suffix";

// `/contato.html` is served the prerendered `/contato` page; without this the client
// router would match the `.html` path to the catch-all and swap in the not-found page.
const normalized = stripHtmlSuffix(window.location.pathname);
if (normalized !== window.location.pathname) {
  window.history.replaceState(window.history.state, "", normalized + window.location.search + window.location.hash);
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

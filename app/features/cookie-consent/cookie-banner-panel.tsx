import { ChevronDown, Cookie } from "lucide-react";
import { buttonClass } from "~/ui/button-styles";
import { CloseButton } from "./close-button";
import { ConsentChoiceButtons } from "./consent-choice";
import { CookieExplainer } from "./cookie-explainer";

const titleId = "aviso-cookies-titulo";
const detailsId = "aviso-cookies-detalhes";

/**
 * The banner's markup, rendered at build time into a `<template>` of every page; ./consent-ui.ts
 * shows it 1 s after load to a visitor who has not chosen yet and answers its buttons.
 */
export function CookieBannerTemplate() {
  return (
    <template data-cookie-banner="">
      <section
        aria-labelledby={titleId}
        className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-white p-4 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:p-5"
      >
        <div className="flex items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-brand-700 sm:block" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-sm font-semibold text-brand-950">
              Usamos cookies
            </h2>
            <p className="mt-1 text-sm text-muted">Cookies essenciais mantêm o site funcionando; os de análise, só com seu aceite.</p>
            <div id={detailsId} hidden className="mt-3 space-y-2 text-sm text-muted">
              <CookieExplainer />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <div className="grid w-full grid-cols-2 gap-2 sm:w-auto">
                <ConsentChoiceButtons />
              </div>
              <button type="button" className={buttonClass("ghost", "md", "group")} aria-expanded="false" aria-controls={detailsId} data-consent-more="">
                Saiba mais
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
              </button>
            </div>
          </div>
          <CloseButton label="Fechar aviso de cookies" data-consent-close="" className="-mt-1 -mr-1" />
        </div>
      </section>
    </template>
  );
}

import { buttonClass } from "~/ui/button-styles";
import { CONSENT_ACCEPTED, CONSENT_REJECTED } from "./consent";

// Same style and size for both (the parent grid gives them equal widths): refusing must be as easy to find as accepting (ANPD guide, 2022).
const choiceClass = buttonClass("primary", "md", "w-full");

/** "Aceitar Cookies" and "Rejeitar", side by side with equal weight; `data-consent-choice` says which (./consent-ui.ts). */
export function ConsentChoiceButtons() {
  return (
    <>
      <button type="button" className={choiceClass} data-consent-choice={CONSENT_ACCEPTED}>
        Aceitar Cookies
      </button>
      <button type="button" className={choiceClass} data-consent-choice={CONSENT_REJECTED}>
        Rejeitar
      </button>
    </>
  );
}

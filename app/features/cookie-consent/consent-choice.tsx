import { buttonClass } from "~/ui/button-styles";
import { acceptConsent, browserConsentEnv, type ConsentStatus, rejectConsent } from "./consent";

/** Applies a choice in the browser: storage, Consent Mode, data layer, window event. */
export function applyConsent(status: ConsentStatus): void {
  const env = browserConsentEnv();
  if (status === "accepted") acceptConsent("banner", env);
  else rejectConsent(env);
}

// Same style and size for both (the parent grid gives them equal widths): refusing must be as easy to find as accepting (ANPD guide, 2022).
const choiceClass = buttonClass("primary", "md", "w-full");

/** "Aceitar Cookies" and "Rejeitar", side by side with equal weight. */
export function ConsentChoiceButtons({ onChoice }: { onChoice: (status: ConsentStatus) => void }) {
  return (
    <>
      <button type="button" className={choiceClass} onClick={() => onChoice("accepted")}>
        Aceitar Cookies
      </button>
      <button type="button" className={choiceClass} onClick={() => onChoice("rejected")}>
        Rejeitar
      </button>
    </>
  );
}

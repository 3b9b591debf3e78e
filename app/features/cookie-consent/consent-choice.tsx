import { buttonClass } from "~/ui/button-styles";
import type { ConsentStatus } from "./consent";

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

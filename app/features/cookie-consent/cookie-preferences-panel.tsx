import { CloseButton } from "./close-button";
import type { ConsentStatus, StoredConsent } from "./consent";
import { ConsentChoiceButtons } from "./consent-choice";
import { describeConsent } from "./consent-text";
import { CookieExplainer } from "./cookie-explainer";

interface CookiePreferencesPanelProps {
  current: StoredConsent | null;
  titleId: string;
  statusId: string;
  choose: (status: ConsentStatus) => void;
  close: () => void;
}

/** The dialog's content, loaded on the first click on "Preferências de cookies" (cookie-preferences.tsx). */
export function CookiePreferencesPanel({ current, titleId, statusId, choose, close }: CookiePreferencesPanelProps) {
  return (
    <div className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-brand-950">
          Preferências de cookies
        </h2>
        <CloseButton label="Fechar preferências de cookies" onClick={close} className="-mt-2 -mr-2" />
      </div>
      <p id={statusId} data-testid="consent-current" className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-950">
        <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">Sua escolha atual</span>
        {describeConsent(current)}
      </p>
      <div className="mt-4 space-y-2 text-sm text-muted">
        <CookieExplainer />
        <p>Você pode mudar de ideia quando quiser, por este mesmo botão no rodapé.</p>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2 sm:w-max">
        <ConsentChoiceButtons onChoice={choose} />
      </div>
    </div>
  );
}

import { type ComponentType, useEffect, useState } from "react";
import { BANNER_DELAY_MS, CONSENT_EVENT, readConsent } from "./consent";

type Panel = ComponentType<{ onDone: () => void }>;

/**
 * Appears 1 s after load while no choice is stored. "Aceitar Cookies" and "Rejeitar" store the
 * choice for later visits (docs/decisions/120); closing hides it for this visit and stores nothing,
 * and analytics stay denied.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  // The banner's markup, texts and icons load only for a visitor who has not chosen yet, while the
  // 1 s delay runs, so they stay out of every page's first JavaScript. Rendered directly once
  // loaded (no Suspense, whose reveal React may hold back by up to 300 ms).
  const [Panel, setPanel] = useState<Panel | null>(null);

  useEffect(() => {
    if (readConsent(window.localStorage)) return;
    void import("./cookie-banner-panel").then((m) => setPanel(() => m.CookieBannerPanel));
    const timer = window.setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    // A choice made elsewhere (lead form, preferences dialog) answers the banner too.
    const onChange = () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(CONSENT_EVENT, onChange);
    };
  }, []);

  // Room at the end of the page so the banner never covers its last button.
  const shown = visible && Panel !== null;
  useEffect(() => {
    document.body.classList.toggle("pb-48", shown);
    return () => document.body.classList.remove("pb-48");
  }, [shown]);

  if (!shown) return null;
  return <Panel onDone={() => setVisible(false)} />;
}

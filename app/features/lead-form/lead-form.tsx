import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { appHydrated, onDemand, onFirstIntent } from "~/lib/on-demand";
import { countryByCode, DEFAULT_COUNTRY } from "./countries";
import { type Handoff, readHandoff } from "./handoff";
import { type LeadFormBindings, type LeadFormContent, LeadFormView, useLeadFormIds } from "./lead-form-view";
import type { LeadSubmitConfig } from "./use-lead-submit";

export interface LeadFormProps extends LeadFormContent, LeadSubmitConfig {}

// react-hook-form, zod, TanStack Query and the toasts (~48 KB gzip) load on the first intent.
const live = onDemand(() => import("./lead-form-live"));

/** Loads the live form's code ahead of time (tests; a page that knows the visitor will type). */
export function preloadLeadForm() {
  return live.load();
}

const staticBindings: LeadFormBindings = {
  name: { name: "name" },
  email: { name: "email" },
  country: { name: "country", defaultValue: DEFAULT_COUNTRY },
  phone: { name: "phone" },
  terms: { name: "terms" },
};

type Live = NonNullable<typeof live.current>;

/**
 * The lead form (spec section 2). The page starts with its static markup: typing, choosing a
 * country and ticking the box work natively. The first pointer, touch, focus or key inside it
 * loads the live form, which takes over with the same markup, values and focus; a send pressed
 * before that is carried over, and a failed load says so and keeps everything typed.
 */
export function LeadForm(props: LeadFormProps) {
  const ids = useLeadFormIds();
  const formRef = useRef<HTMLFormElement>(null);
  const wantsSubmit = useRef(false);
  // The fill-time filter counts from the moment the form became usable.
  const [readyAt] = useState(() => performance.now());
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [upgraded, setUpgraded] = useState<{ module: Live; handoff: Handoff | null } | null>(() =>
    live.current ? { module: live.current, handoff: null } : null,
  );

  const upgrade = useCallback(() => {
    live.load().then(
      (module) => {
        const form = formRef.current;
        if (!form) return;
        const handoff = readHandoff(form, document.activeElement, wantsSubmit.current);
        // Read and swap in one task, so no key press lands between them.
        flushSync(() => setUpgraded({ module, handoff }));
      },
      (error: unknown) => {
        console.warn("[lead-form] the form's code did not load", error);
        if (wantsSubmit.current) setFailed(true);
        wantsSubmit.current = false;
      },
    );
  }, []);

  useEffect(() => {
    // Before hydration the button stays disabled: a native submit would put the data in the URL.
    setReady(true);
    const form = formRef.current;
    if (upgraded || !form) return;
    // Mounted by a client-side navigation: the visitor is already interacting.
    if (appHydrated()) return upgrade();
    return onFirstIntent(form, upgrade);
    // Once per mount: the swap unmounts this view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (upgraded) {
    const { LiveLeadForm } = upgraded.module;
    return <LiveLeadForm {...props} ids={ids} handoff={upgraded.handoff} readyAt={readyAt} />;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    wantsSubmit.current = true;
    setFailed(false);
    upgrade();
  };

  return (
    <LeadFormView
      content={props}
      ids={ids}
      bind={staticBindings}
      errors={{}}
      phonePlaceholder={countryByCode(DEFAULT_COUNTRY).placeholder}
      formRef={formRef}
      onSubmit={onSubmit}
      disabled={!ready}
      sending={false}
      failed={failed}
      failureAlert
    />
  );
}

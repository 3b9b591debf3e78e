import { cn } from "~/lib/cn";
import { LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { acceptConsent, consentOnSubmission, readConsent } from "~/features/cookie-consent/consent";
import { formConsentNote } from "~/content/cookie-consent";
import { wokeAt } from "~/lib/island-wake";
import { carryQuery, firstNonEmptyParams, isInternalHref } from "~/lib/query-params";
import { useReplay } from "~/lib/use-replay";
import { site } from "~/site";
import type { Toaster as ToasterType } from "~/ui/toaster";
import { buttonClass } from "~/ui/button-styles";
import { countryByCode, DEFAULT_COUNTRY, isCountryCode } from "~/content/lead-contract/countries";
import { fieldError, leadFields, normalizeName, validateLead, type LeadErrors, type LeadInput } from "~/content/lead-contract/fields";
import { clearDraft, readDraft, sessionStore, writeDraft } from "./draft";
import { LeadFormFields } from "./lead-form-fields";
import { checkPhoneOnDemand, preloadPhoneLibrary } from "./phone-library";
import { formatPhoneInput, internationalPhone } from "./phone-mask";
import { HONEYPOT_FIELD, spamVerdict } from "./spam";
import type { SubmitLead } from "./submission";
import * as formStrings from "~/content/ui-strings/lead-form";

export const SUBMIT_ERROR_MESSAGE = formStrings.submitError;
/** Both pages' submit function: the webhook client is imported on the first send, which a failed download fails like a failed post. */
export const sendLeadOnDemand: SubmitLead = async (lead) => (await import("./submission")).sendLeadToWebhook(lead);

/** What a page passes to its lead form; `intro` is the line under the title, `outro` the line under the send button. */
export interface LeadFormProps {
  automationId: string;
  formTitle: string;
  /**
   * A title per variant (/contato): the h2 shows `heading` (the page's CSS picks one), `eyebrow` a small label
   * above it, and the lead's description is `current()` at send time instead of `formTitle`.
   */
  variantTitles?: { heading: ReactNode; eyebrow?: ReactNode; current: () => string };
  messageToSend: string;
  redirectTo: string;
  onSubmit: SubmitLead;
  privacyPolicyUrl: string;
  intro?: ReactNode;
  outro?: ReactNode;
  /** The send button's words; /contato passes one per variant, the page's CSS showing the picked one. */
  submitLabel?: ReactNode;
  /** The e-mail field's example, when the page's visitor is not a clinic (/integracao: a software company). */
  emailPlaceholder?: string;
}

function controlsOf(form: HTMLFormElement) {
  const get = <T = HTMLInputElement,>(name: string) => form.elements.namedItem(name) as T;
  return {
    name: get("name"),
    email: get("email"),
    country: get<HTMLSelectElement>("country"),
    phone: get("phone"),
    terms: get("terms"),
    trap: get(HONEYPOT_FIELD),
  };
}

function readInput(form: HTMLFormElement): LeadInput {
  const { name, email, country, phone, terms } = controlsOf(form);
  const code = isCountryCode(country.value) ? country.value : DEFAULT_COUNTRY;
  return { name: name.value, email: email.value, country: code, phone: phone.value, terms: terms.checked };
}

/** Masks the phone for its country and keeps the draft; a country other than Brazil needs the phone check's code. */
function settle(form: HTMLFormElement, input = readInput(form)) {
  controlsOf(form).phone.value = input.phone = formatPhoneInput(input.country, input.phone);
  if (input.country !== DEFAULT_COUNTRY) preloadPhoneLibrary().catch(() => undefined);
  writeDraft(sessionStore(), input);
  return input.country;
}

/**
 * Sending the form counts as consent for a visitor who has not chosen; a refusal
 * stays refused (docs/decisions/191). A storage error never blocks the lead.
 */
function consentBySubmission() {
  try {
    if (consentOnSubmission(readConsent()) === "accept") acceptConsent("form_submission");
  } catch (error) {
    console.warn("[lead-form] consent could not be stored", error);
  }
}

/**
 * The lead form, an island that wakes after the first paint. The inputs
 * are uncontrolled: what a visitor types before hydration stays, and the form reads the values when
 * it needs them. Pages place it through a wrapper island (./contact-lead-form, ./integration-lead-form),
 * since island props cannot carry functions or JSX.
 */
export function LeadForm({ intro, outro, submitLabel = "Enviar", privacyPolicyUrl, emailPlaceholder, ...config }: LeadFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const tried = useRef(false);
  // The fill-time filter counts from the moment the form became usable (see the effect below).
  const readyAt = useRef(0);
  const [ready, setReady] = useState(false);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  // The toast code (Radix Toast) loads with the first failure; if it cannot, the line under the button alerts.
  // Each failure gets a new toast id, which replaces the toast on screen.
  const [toast, setToast] = useState<{ Toaster: typeof ToasterType; id: number } | "unavailable" | null>(null);

  useEffect(() => {
    // Until now a send was held by the head script (app/lib/replay-snippet.ts), never sent natively.
    setReady(true);
    // The draft comes back after hydration, so the prerendered HTML matches; what was typed before wins.
    const form = formRef.current!;
    const c = controlsOf(form);
    const draft = readDraft(sessionStore());
    // A visitor coming back to a restored draft may only tick the box and send: that is a person.
    // One who typed before the island woke up has used the form since its first use woke it
    // (client:intent's stamp), or since the first paint (time 0) when it woke on its own.
    const typedBefore = Boolean(c.name.value || c.email.value || c.phone.value);
    readyAt.current = draft ? -Infinity : typedBefore ? wokeAt(form) : performance.now();
    if (draft) {
      c.name.value ||= draft.name;
      c.email.value ||= draft.email;
      if (!c.phone.value && c.country.value === DEFAULT_COUNTRY) [c.country.value, c.phone.value] = [draft.country, draft.phone];
    }
    setCountry(settle(form));
  }, []);

  // A send pressed before this code was ready is submitted again now, once (the checks and the fill-time filter apply).
  useReplay(formRef, ready);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target: EventTarget = event.target;
    const c = controlsOf(event.currentTarget);
    const input = readInput(event.currentTarget);
    // A number typed for one country means nothing for another: the phone and its error go.
    if (target === c.country) input.phone = "";
    setCountry(settle(event.currentTarget, input));
    // Errors exist once a send was tried; then a changed field shows its current one at once.
    const field = target === c.country ? "phone" : leadFields.find((f) => c[f] === target);
    if (field && tried.current) setErrors({ ...errors, [field]: target === c.country ? undefined : fieldError(field, input) });
  };

  /** Resolves true when the visitor is on the way to the thank-you page. */
  async function send(form: HTMLFormElement): Promise<boolean> {
    tried.current = true;
    setStatus("sending");
    // Read at send time: an island has no router, and the query never changes on this page.
    const { search } = window.location;
    const input = readInput(form);
    const found = await validateLead(input, checkPhoneOnDemand);
    const first = leadFields.find((field) => found[field]);
    flushSync(() => {
      setErrors(found);
      if (first) setStatus("idle");
    });
    if (first) {
      controlsOf(form)[first].focus();
      return false;
    }
    const verdict = spamVerdict({ honeypot: controlsOf(form).trap.value, readyAt: readyAt.current, now: performance.now() });
    // A bot is answered like a person, and its submission never reaches the webhook.
    if (verdict !== "ok") console.info(`[lead-form] submission filtered (${verdict})`);
    else {
      consentBySubmission();
      const { formTitle, variantTitles, automationId, messageToSend, onSubmit } = config;
      const description = variantTitles ? variantTitles.current() : formTitle;
      const phone = internationalPhone(input.country, input.phone);
      await onSubmit({
        name: normalizeName(input.name),
        email: input.email.trim(),
        phone,
        messageToSend,
        description,
        automationId,
        queryParams: firstNonEmptyParams(search),
      });
    }
    clearDraft(sessionStore());
    window.location.assign(isInternalHref(config.redirectTo) ? carryQuery(config.redirectTo, search) : config.redirectTo);
    return true;
  }

  function fail(error: unknown) {
    console.error("[lead-form] error sending contact form", error);
    setStatus("failed");
    import("~/ui/toaster").then(
      ({ Toaster }) => setToast((shown) => ({ Toaster, id: (typeof shown === "object" && shown ? shown.id : 0) + 1 })),
      () => setToast("unavailable"),
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One send at a time: a double click or a second Enter while validating or sending is ignored
    // (the button is disabled too, but only once React re-renders). After success the page is
    // changing, so the form stays locked. Nothing retries a failed send: the visitor decides.
    if (busy.current) return;
    busy.current = true;
    send(event.currentTarget).then(
      (leaving) => (busy.current = leaving),
      (error: unknown) => {
        busy.current = false;
        fail(error);
      },
    );
  };

  const sending = status === "sending";
  const noToast = toast === "unavailable";
  return (
    <>
      <form
        ref={formRef}
        method="post"
        data-replay=""
        noValidate
        aria-labelledby={titleId}
        onChange={onChange}
        onSubmit={onSubmit}
        className="rounded-2xl border border-line bg-white px-5 pt-4 pb-5 shadow-lg sm:p-8"
      >
        {config.variantTitles?.eyebrow ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase sm:text-sm">{config.variantTitles.eyebrow}</p>
        ) : null}
        {/* Tight lines under a label on a phone, so the send button still shows above a first visit's banner. */}
        <h2
          id={titleId}
          className={cn(
            "text-xl font-bold tracking-tight text-brand-950 sm:text-2xl",
            config.variantTitles?.eyebrow != null && "max-sm:leading-tight",
          )}
        >
          {config.variantTitles ? config.variantTitles.heading : config.formTitle}
        </h2>
        {intro ? <div className="mt-2 text-sm text-muted">{intro}</div> : null}
        <LeadFormFields
          errors={errors}
          phonePlaceholder={countryByCode(country).placeholder}
          emailPlaceholder={emailPlaceholder}
          privacyPolicyUrl={privacyPolicyUrl}
        />
        {/* Live from the first paint: a send before the code is ready shows the loading line and goes once it is. Without JavaScript the e-mail line below takes its place. */}
        <div className="mt-5 flex flex-col sm:mt-6">
          {/*
           * Read before the button (after the terms box it explains), drawn under it: the checkbox is the consent, this
           * line informs, and on a phone it no longer pushes the button down to the fold. Hidden by CSS once a cookie
           * choice is stored (<html data-cookie-consent>): then sending changes nothing.
           */}
          <p className="order-last mt-2 text-center text-xs leading-snug text-muted [[data-cookie-consent]_&]:hidden" data-consent-note="">
            {formConsentNote}
          </p>
          <button type="submit" disabled={sending} className={buttonClass("primary", "lg", "w-full noscript:hidden")}>
            {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
            {sending ? "Enviando..." : submitLabel}
          </button>
        </div>
        <p data-replay-loading="" role="status" className="mt-3 text-center text-sm font-medium text-muted">
          {formStrings.loading}
        </p>
        {status === "failed" ? (
          // The toast announces it; re-mounted as an alert when the toast code could not load.
          <p key={String(noToast)} role={noToast ? "alert" : undefined} className="mt-3 text-center text-sm font-medium text-red-700">
            {SUBMIT_ERROR_MESSAGE}
          </p>
        ) : null}
        <noscript>
          <p className="mt-3 text-center text-sm text-muted">
            {formStrings.noScript}{" "}
            <a href={`mailto:${site.company.email}`} className="font-medium text-brand-700 underline">
              {site.company.email}
            </a>
            .
          </p>
        </noscript>
        {outro ? <div className="mt-4 text-sm text-muted">{outro}</div> : null}
      </form>
      {typeof toast === "object" && toast ? (
        <toast.Toaster toast={{ id: toast.id, title: SUBMIT_ERROR_MESSAGE, variant: "error" }} />
      ) : null}
    </>
  );
}

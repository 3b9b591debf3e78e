import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { acceptConsent, browserConsentEnv, hasAcceptedConsent } from "~/features/cookie-consent/consent";
import { carryQuery, isInternalHref } from "~/lib/query-params";
import { showToast } from "~/ui/toaster";
import { internationalPhone } from "./phone-mask";
import type { LeadFormValues } from "./schema";
import { spamVerdict } from "./spam";
import { queryParamsOf, type LeadSubmission, type SubmitLead } from "./submission";

export const SUBMIT_ERROR_MESSAGE = "Erro ao enviar formulário. Tente novamente.";

export interface LeadSubmitConfig {
  automationId: string;
  formTitle: string;
  messageToSend: string;
  redirectTo: string;
  onSubmit: SubmitLead;
}

export type SubmitStatus = "idle" | "submitting" | "error" | "success";

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The path from valid values to the thank-you page: spam filters, consent, the submit
 * function, then redirect, or on failure a toast while every typed value stays.
 */
export function useLeadSubmit(config: LeadSubmitConfig) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const readyAt = useRef<number | null>(null);
  const [ready, setReady] = useState(false);
  const mutation = useMutation({ mutationFn: config.onSubmit });

  // The form is usable only once hydrated: before that a native submit would put the
  // visitor's data in the URL. The fill-time filter counts from this moment.
  useEffect(() => {
    readyAt.current = performance.now();
    setReady(true);
  }, []);

  const goToThankYou = useCallback(() => {
    const target = config.redirectTo;
    if (isInternalHref(target)) void navigate(carryQuery(target, search));
    else window.location.assign(target);
  }, [config.redirectTo, navigate, search]);

  /** Resolves true when the visitor is on the way to the thank-you page. */
  const submit = useCallback(
    async (values: LeadFormValues, honeypot: string): Promise<boolean> => {
      const verdict = spamVerdict({ honeypot, readyAt: readyAt.current ?? performance.now(), now: performance.now() });
      if (verdict !== "ok") {
        console.info(`[lead-form] submission filtered (${verdict})`);
        goToThankYou();
        return true;
      }

      // Sending the form counts as consent (spec section 7). Never let it block the lead.
      try {
        const storage = safeLocalStorage();
        if (!storage || !hasAcceptedConsent(storage)) acceptConsent("form_submission", browserConsentEnv());
      } catch (error) {
        console.warn("[lead-form] consent could not be stored", error);
      }

      const submission: LeadSubmission = {
        name: values.name,
        email: values.email,
        phone: internationalPhone(values.country, values.phone),
        messageToSend: config.messageToSend,
        description: config.formTitle,
        automationId: config.automationId,
        queryParams: queryParamsOf(search),
      };
      try {
        await mutation.mutateAsync(submission);
      } catch (error) {
        console.error("[lead-form] error sending contact form", error);
        showToast({ title: SUBMIT_ERROR_MESSAGE, variant: "error" });
        return false;
      }
      goToThankYou();
      return true;
    },
    [config.automationId, config.formTitle, config.messageToSend, goToThankYou, mutation, search],
  );

  const status: SubmitStatus = mutation.isPending
    ? "submitting"
    : mutation.isError
      ? "error"
      : mutation.isSuccess
        ? "success"
        : "idle";

  return { ready, submit, status };
}

import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { acceptConsent, browserConsentEnv, hasAcceptedConsent } from "~/features/cookie-consent/consent";
import { carryQuery, isInternalHref } from "~/lib/query-params";
import { showToast } from "~/ui/toaster";
import { SUBMIT_ERROR_MESSAGE } from "./lead-form-view";
import { internationalPhone } from "./phone-mask";
import type { LeadFormValues } from "./schema";
import { spamVerdict } from "./spam";
import { queryParamsOf, type LeadSubmission, type SubmitLead } from "./submission";

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
 * The path from valid values to the thank-you page (`readyAt`: when the form became usable,
 * for the fill-time filter): spam filters, consent, the submit
 * function, then redirect, or on failure a toast while every typed value stays.
 */
export function useLeadSubmit(config: LeadSubmitConfig, readyAt: number) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const mutation = useMutation({ mutationFn: config.onSubmit });

  const goToThankYou = useCallback(() => {
    const target = config.redirectTo;
    if (isInternalHref(target)) void navigate(carryQuery(target, search));
    else window.location.assign(target);
  }, [config.redirectTo, navigate, search]);

  /** Resolves true when the visitor is on the way to the thank-you page. */
  const submit = useCallback(
    async (values: LeadFormValues, honeypot: string): Promise<boolean> => {
      const verdict = spamVerdict({ honeypot, readyAt, now: performance.now() });
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
    [config.automationId, config.formTitle, config.messageToSend, goToThankYou, mutation, readyAt, search],
  );

  const status: SubmitStatus = mutation.isPending
    ? "submitting"
    : mutation.isError
      ? "error"
      : mutation.isSuccess
        ? "success"
        : "idle";

  return { submit, status };
}

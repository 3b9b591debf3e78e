import { readCookie } from "~/lib/cookies";
import { firstNonEmptyParams } from "~/lib/query-params";
import { site } from "~/site";

/**
 * What the form hands to its submit function (spec section 3), and the webhook call both
 * variants use (spec section 7).
 */

export interface QueryParam {
  name: string;
  value: string;
}

export interface LeadSubmission {
  name: string;
  email: string;
  /** Calling code, a space, the typed digits: `+55 11987654321`. */
  phone: string;
  messageToSend: string;
  /** The form title. */
  description: string;
  automationId: string;
  /** The page's non-empty query parameters, first occurrence of each, in URL order. */
  queryParams: QueryParam[];
}

export type SubmitLead = (submission: LeadSubmission) => Promise<void>;

export interface WebhookTag {
  name: string;
  value: string;
}

export interface WebhookBody {
  name: string;
  email: string;
  phone: string;
  messageToSend: string;
  tags: WebhookTag[];
}

export const LEAD_USER_INDEX_COOKIE = "LeadUserIndex";
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function queryParamsOf(search: string): QueryParam[] {
  return firstNonEmptyParams(search);
}

export interface PageContext {
  /** Page origin plus path, without query or hash. */
  originUrl: string;
  /** The LeadUserIndex cookie, or undefined when the visitor has none. */
  leadUserIndex: string | undefined;
}

export function browserPageContext(): PageContext {
  return {
    originUrl: `${window.location.origin}${window.location.pathname}`,
    leadUserIndex: readCookie(document.cookie, LEAD_USER_INDEX_COOKIE),
  };
}

/**
 * Tags in the spec's order: the form title, the query parameters, originUrl, leadUserIndex.
 * Without the cookie, leadUserIndex is sent with an empty value, so the list always has the
 * same shape for the automation reading it.
 */
export function buildWebhookBody(submission: LeadSubmission, page: PageContext): WebhookBody {
  return {
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    messageToSend: submission.messageToSend,
    tags: [
      { name: "form", value: submission.description },
      ...submission.queryParams.map(({ name, value }) => ({ name, value })),
      { name: "originUrl", value: page.originUrl },
      { name: "leadUserIndex", value: page.leadUserIndex ?? "" },
    ],
  };
}

export function webhookUrl(automationId: string, apiBase: string = site.urls.automationApi): string {
  return `${apiBase}/webhook/${encodeURIComponent(automationId)}`;
}

export class WebhookError extends Error {
  override name = "WebhookError";
}

export interface PostLeadOptions {
  fetch?: typeof fetch;
  page?: PageContext;
  apiBase?: string;
  timeoutMs?: number;
}

/**
 * POSTs the lead and resolves only when the automation confirmed it: a 2xx answer whose body
 * is empty or JSON. A non-JSON 2xx (an HTML page from a host that swallowed the POST, a
 * redirect to a page) is a failure, because then nobody received the lead.
 */
export async function postLeadToWebhook(submission: LeadSubmission, options: PostLeadOptions = {}): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const body = buildWebhookBody(submission, options.page ?? browserPageContext());
  const url = webhookUrl(submission.automationId, options.apiBase);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    // Network down, CORS refusal and the timeout all land here.
    throw new WebhookError(`Lead webhook unreachable: ${url}`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The timeout also covers the body: headers alone do not prove the lead was stored.
    throw new WebhookError(`Lead webhook answer ${response.status} could not be read`, { cause: error });
  }
  if (!response.ok) throw new WebhookError(`Lead webhook answered ${response.status}: ${text.slice(0, 500)}`);
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new WebhookError(`Lead webhook answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`, {
      cause: error,
    });
  }
}

/** The default submit function of both variants: post, then log the answer (spec section 7). */
export const sendLeadToWebhook: SubmitLead = async (submission) => {
  const answer = await postLeadToWebhook(submission);
  console.info("[lead-form] lead delivered", answer);
};

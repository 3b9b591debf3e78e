import { readCookie } from "~/lib/cookies";
import { stripHtmlSuffix } from "~/lib/html-suffix";
import { site } from "~/site";
import { createKeyKeeper, type KeyKeeper } from "./idempotency-key";

/** What the form hands to its submit function. */
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
  queryParams: Array<{ name: string; value: string }>;
}

export type SubmitLead = (submission: LeadSubmission) => Promise<void>;

export const LEAD_USER_INDEX_COOKIE = "LeadUserIndex";
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `originUrl`: page origin plus path, without query or hash; `leadUserIndex`: the cookie, if the visitor has it. */
export interface PageContext {
  originUrl: string;
  leadUserIndex: string | undefined;
}

/**
 * The page's own address, whichever alias the visitor opened (`/contato.html`, `/contato/`): the
 * servers answer them all with the same page, and the automation groups leads by it.
 */
export function originUrlOf(origin: string, pathname: string): string {
  const path = stripHtmlSuffix(pathname).replace(/(.)\/+$/, "$1");
  return `${origin}${path}`;
}

const browserPageContext = (): PageContext => ({
  originUrl: originUrlOf(window.location.origin, window.location.pathname),
  leadUserIndex: readCookie(document.cookie, LEAD_USER_INDEX_COOKIE),
});

/**
 * The webhook body. Tags in the spec's order: the form title, the query
 * parameters, originUrl, leadUserIndex. Without the cookie, leadUserIndex is sent empty, so
 * the list always has the same shape for the automation reading it.
 */
export function buildWebhookBody({ name, email, phone, messageToSend, description, queryParams }: LeadSubmission, page: PageContext) {
  return {
    name,
    email,
    phone,
    messageToSend,
    tags: [
      { name: "form", value: description },
      ...queryParams.map(({ name, value }) => ({ name, value })),
      { name: "originUrl", value: page.originUrl },
      { name: "leadUserIndex", value: page.leadUserIndex ?? "" },
    ],
  };
}

export const webhookUrl = (automationId: string, apiBase: string = site.urls.automationApi) =>
  `${apiBase}/webhook/${encodeURIComponent(automationId)}`;

export class WebhookError extends Error {
  override name = "WebhookError";
}

/** This page's keys: a resend of the same lead after a failure carries the same one. */
const pageKeys = createKeyKeeper();

/**
 * POSTs the lead and resolves only when the automation confirmed it: a 2xx
 * answer whose body is empty or JSON. A non-JSON 2xx (an HTML page from a host that swallowed
 * the POST, a redirect to a page) is a failure, because then nobody received the lead.
 * To the site's own endpoint (no API base) it sends an `Idempotency-Key` header, the same while the
 * same body is sent again; a host of its own (browser-direct mode) gets none: its CORS allows
 * Content-Type only (docs/operations.md). The body is the spec's either way.
 */
export async function postLeadToWebhook(
  submission: LeadSubmission,
  options: { fetch?: typeof fetch; page?: PageContext; apiBase?: string; timeoutMs?: number; keys?: KeyKeeper } = {},
): Promise<unknown> {
  const apiBase = options.apiBase ?? site.urls.automationApi;
  const url = webhookUrl(submission.automationId, apiBase);
  const body = JSON.stringify(buildWebhookBody(submission, options.page ?? browserPageContext()));
  const keys = apiBase === "" ? (options.keys ?? pageKeys) : null;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (keys) headers["Idempotency-Key"] = keys.take(body);
  let status = 0;
  let text: string;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    status = response.status;
    // The timeout covers the body too: headers alone do not prove the lead was stored.
    text = await response.text();
    if (!response.ok) throw new WebhookError(`Lead webhook answered ${status}: ${text.slice(0, 500)}`);
    // Stored: the next send is another lead (a non-JSON 2xx below is no answer of the site's endpoint).
    keys?.arrived();
  } catch (error) {
    // Network down, CORS refusal and the timeout all land here.
    if (error instanceof WebhookError) throw error;
    throw new WebhookError(status ? `Lead webhook answer ${status} could not be read` : `Lead webhook unreachable: ${url}`, {
      cause: error,
    });
  }
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new WebhookError(`Lead webhook answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`, { cause: error });
  }
}

/** The default submit function of both variants: post, then log the answer. */
export const sendLeadToWebhook: SubmitLead = async (submission) => {
  console.info("[lead-form] lead delivered", await postLeadToWebhook(submission));
};

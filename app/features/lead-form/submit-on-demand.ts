import type { SubmitLead } from "./submission";

/**
 * The webhook submit function for pages to hand to their form. Its code (payload, fetcher,
 * timeout) arrives with the live form instead of with the page.
 */
export const submitLeadToWebhook: SubmitLead = async (submission) => {
  const { sendLeadToWebhook } = await import("./submission");
  return sendLeadToWebhook(submission);
};

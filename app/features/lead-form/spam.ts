/**
 * Cheap bot filters in front of the webhook (beyond the spec, see docs/decisions/041).
 *
 * - Honeypot: a text field people never see, reach or hear; form-filling bots fill it.
 * - Fill time: a submit that arrives less than MIN_FILL_MS after the form became usable.
 *   People need far longer to read and fill four fields, even with browser autofill.
 *
 * A bot is answered exactly like a person (same redirect), so it learns nothing, and its
 * submission never reaches the webhook.
 */
export const MIN_FILL_MS = 1500;
export const HONEYPOT_FIELD = "website";

export type SpamVerdict = "ok" | "honeypot" | "too-fast";

export function spamVerdict(input: { honeypot: string; readyAt: number; now: number }): SpamVerdict {
  if (input.honeypot.trim() !== "") return "honeypot";
  if (input.now - input.readyAt < MIN_FILL_MS) return "too-fast";
  return "ok";
}

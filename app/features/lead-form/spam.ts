/**
 * Cheap bot filters in front of the webhook (beyond the spec, see docs/decisions/303): a
 * honeypot field people never see, reach or hear, and a minimum fill time counted from the
 * moment the form became usable; people need far longer, even with autofill. A bot is answered
 * like a person (same redirect), so it learns nothing, and its submission is never sent.
 */
export const MIN_FILL_MS = 1500;
export const HONEYPOT_FIELD = "website";

export function spamVerdict(input: { honeypot: string; readyAt: number; now: number }): "ok" | "honeypot" | "too-fast" {
  if (input.honeypot.trim() !== "") return "honeypot";
  return input.now - input.readyAt < MIN_FILL_MS ? "too-fast" : "ok";
}

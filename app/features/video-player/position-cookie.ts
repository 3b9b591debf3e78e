import { readCookie } from "~/lib/cookies";
import { site } from "~/site";

/**
 * The playback position is remembered in a first-party cookie: its name contains the
 * product's name; the value is the seconds as a plain number string; 7 days, path /, SameSite=Lax.
 * It is an essential cookie: it only makes "continue where you stopped" work.
 */
export const POSITION_COOKIE = `${site.productName}_video_position`;
export const POSITION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Only plain non-negative decimals: rejects "abc", "-5", "NaN", "1e309", "0x10", " 12 ", "". */
const PLAIN_NUMBER = /^\d{1,9}(\.\d{1,6})?$/;

/** A stored value as seconds, or null when it is not a plain finite number. */
export function parsePosition(raw: string | undefined | null): number | null {
  if (raw == null || !PLAIN_NUMBER.test(raw)) return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) ? seconds : null;
}

/** The position to restore: only a number greater than 0 and less than the duration: a position at the end would restore an ended video. */
export function restorablePosition(raw: string | undefined | null, duration: number): number | null {
  const seconds = parsePosition(raw);
  if (seconds === null || !Number.isFinite(duration)) return null;
  return seconds > 0 && seconds < duration ? seconds : null;
}

/** The `document.cookie` assignment that stores a position. */
export function positionCookie(seconds: number, secure: boolean): string {
  const value = Number.isFinite(seconds) && seconds > 0 ? String(Math.round(seconds * 1000) / 1000) : "0";
  return `${POSITION_COOKIE}=${value}; Max-Age=${POSITION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function loadPosition(duration: number): number | null {
  return restorablePosition(readCookie(document.cookie, POSITION_COOKIE), duration);
}

export function savePosition(seconds: number): void {
  document.cookie = positionCookie(seconds, window.location.protocol === "https:");
}

import type { CountryCode } from "./countries";
import { onlyDigits } from "./phone-mask";

/**
 * Phone check against the chosen country (spec section 5). Brazil is a plain digit count,
 * so the usual visitor never downloads libphonenumber; the other countries load it, with
 * the ten-country metadata, through a dynamic import() (a separate chunk, never in the
 * first JS of the page).
 */

export function phoneCountryMessage(country: CountryCode): string {
  return `Telefone inválido para ${country}. Verifique o formato.`;
}

export function isValidBrazilianPhone(digits: string): boolean {
  return digits.length === 10 || digits.length === 11;
}

type Checker = (country: Exclude<CountryCode, "BR">, digits: string) => boolean;

let checkerPromise: Promise<Checker> | undefined;

/** Starts (once) the download of libphonenumber and its metadata; later calls reuse it. */
export function preloadPhoneLibrary(): Promise<Checker> {
  checkerPromise ??= import("./phone-check").then((module) => module.isValidForCountry);
  // A failed download (offline) must not stay cached: the next submit tries again.
  checkerPromise.catch(() => {
    checkerPromise = undefined;
  });
  return checkerPromise;
}

/**
 * True when the typed phone is valid for the country. If the library cannot be downloaded
 * (offline, a chunk gone after a deploy), the number is accepted: the generic 8-digit rule
 * already passed, and a lead with an odd phone beats a lead lost.
 */
export async function isValidPhoneForCountry(country: CountryCode, phone: string): Promise<boolean> {
  const digits = onlyDigits(phone);
  if (country === "BR") return isValidBrazilianPhone(digits);
  try {
    const check = await preloadPhoneLibrary();
    return check(country, digits);
  } catch (error) {
    console.warn("[lead-form] phone library unavailable; country check skipped", error);
    return true;
  }
}

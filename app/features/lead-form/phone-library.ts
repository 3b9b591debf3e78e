import type { CountryCheck } from "~/content/lead-contract/fields";

type LibraryCheck = (country: Parameters<CountryCheck>[0], digits: string) => boolean;
let checker: Promise<LibraryCheck> | undefined;

/**
 * Starts (once) the download of libphonenumber and the ten-country metadata, a chunk of its own
 * that Brazilian visitors never need. A failed download is forgotten, so the next try fetches again.
 */
export function preloadPhoneLibrary(): Promise<LibraryCheck> {
  checker ??= import("~/content/lead-contract/phone-check").then((module) => module.isValidForCountry);
  checker.catch(() => (checker = undefined));
  return checker;
}

/**
 * The form's country check. If the library cannot be downloaded (offline, a chunk gone after a
 * deploy), the number is accepted: it passed the 8-digit rule, and an odd phone beats a lost lead.
 */
export const checkPhoneOnDemand: CountryCheck = async (country, digits) => {
  try {
    return (await preloadPhoneLibrary())(country, digits);
  } catch (error) {
    console.warn("[lead-form] phone library unavailable; country check skipped", error);
    return true;
  }
};

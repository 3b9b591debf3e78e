import type { ContactVariant } from "./contact-variants";
import { type Specialty, openingMessage } from "./specialty-schema";
import type { SimScenario } from "./simulator-types";

/**
 * What a specialty's file gives the rest of the site, derived from its slug (the file name) and its
 * data: the page's address, its share image, the simulator conversation and the /contato variant.
 * Pure: the build (lib/specialties.ts) and the tests use the same functions.
 */
export const specialtiesPath = "/especialidades";

export const specialtyPath = (slug: string) => `${specialtiesPath}/${slug}`;

/** The build draws it from the page's title (app/pages/og/especialidades/[slug].png.ts). */
export const specialtyImagePath = (slug: string) => `/og/especialidades/${slug}.png`;

/** The specialty's conversation, as the simulator island takes it; its end leads to the specialty's /contato variant. */
export function specialtyScenario(slug: string, scenario: Specialty["scenario"]): SimScenario {
  return { id: `especialidade-${slug}`, source: slug, ...scenario };
}

/** /contato?source={slug}: the specialty's own heading, subtitle and form title. */
export function specialtyContactVariant(slug: string, contact: Specialty["contact"]): ContactVariant {
  return { sources: [slug], heading: contact.heading, subtitle: contact.subtitle, formTitle: contact.formTitle };
}

/** The words of the index card's bubble: the patient's typed message the file's `cardMessage` points to (the schema checks it is one). */
export function specialtyCardMessage(data: Pick<Specialty, "scenario" | "cardMessage">): string {
  return specialtyTypedMessage(data.scenario, data.cardMessage, "cardMessage");
}

/** A typed message of the patient's opening, by position from 1; the build stops on a pointer to anything else. */
export function specialtyTypedMessage(
  scenario: Specialty["scenario"],
  pointer: { opening: number; message: number },
  what = "pointer",
): string {
  const said = openingMessage({ scenario, cardMessage: pointer });
  if (said?.kind !== "text") throw new Error(`${what}: not a typed message of the patient's opening`);
  return said.text;
}

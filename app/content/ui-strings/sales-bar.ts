/**
 * Interface strings: where the header's sales call and the phone's sticky bar come from, as the contact
 * page and the campaign reports read them (`?source=`). Both land on the contact page's demonstration
 * variant (contact-variants.ts matches "agendar-demonstracao" and "solicitar-demonstracao"), each under
 * its own name. The button's words are the one sales call (./sales-call.ts).
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */
import { demoCall } from "./sales-call";

/** The header's and the mobile menu's call. */
export const headerSource = demoCall;
/** The phone's sticky bar. */
export const stickyBarSource = "Solicitar demonstração";

/** The bar's name for screen readers (its landmark, an `aside`) and its WhatsApp button's name. */
export const stickyBarLabel = "Ação rápida";
export const stickyBarWhatsapp = "WhatsApp";

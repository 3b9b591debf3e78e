/**
 * Promises the site makes in many sentences (spec sections 5 and 9), written once: a change here
 * changes every page, meta and FAQ answer that states them.
 */

/** Hours from payment to the AI answering the clinic's patients. */
export const SETUP_HOURS = 72;
/** Calendar days, from contracting, in which a refund may be asked (includes the 7 days of the CDC). */
export const REFUND_DAYS = 30;
/** Days each prepaid payment covers. */
export const BILLING_CYCLE_DAYS = 30;

export const setupPromise = `Implantação em menos de ${SETUP_HOURS} horas`;

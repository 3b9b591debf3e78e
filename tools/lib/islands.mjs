// @ts-check
/**
 * Islands that start on their own (`client:afterpaint`, or a `client:intent` one its directive marked
 * `data-self-start` because the address or a stored draft/position needs it awake on arrival) and
 * have not hydrated yet: Astro removes an island's `ssr` attribute once it has. Islands that wait to
 * be scrolled to (`client:visible`) or used (`client:intent`) never count. What every "wait until the
 * page has woken" check reads.
 */
export const PENDING_SELF_STARTING_ISLANDS = 'astro-island[ssr]:not([client="visible"]):not([client="intent"]:not([data-self-start]))';

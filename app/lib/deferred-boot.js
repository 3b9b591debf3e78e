// @ts-check
/**
 * How a built page marks its inert boot script (docs/decisions/070). Plain JavaScript so that the
 * build step that writes the mark (scripts/lib/defer-boot.mjs) and the head snippet that reads it
 * (app/lib/boot-snippet.ts) import the same constants.
 */
export const DEFERRED_BOOT_ATTRIBUTE = "data-deferred-boot";
export const DEFERRED_BOOT_TYPE = "text/x-deferred-module";

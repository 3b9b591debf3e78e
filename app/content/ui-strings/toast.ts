/**
 * Interface strings: the notification the lead form shows after a failed send.
 * Read through a namespace import (`import * as toastStrings from ...`): each word is its own export, which the bundler
 * renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** Radix's toast region and its close button. */
export const region = "Notificação";
export const close = "Fechar notificação";
export const viewport = "Notificações ({hotkey})";

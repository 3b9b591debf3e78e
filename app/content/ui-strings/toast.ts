/**
 * Interface strings: the notification the lead form shows after a failed send.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** Radix's toast region and its close button. */
export const toastStrings = {
  region: "Notificação",
  close: "Fechar notificação",
  viewport: "Notificações ({hotkey})",
} as const;

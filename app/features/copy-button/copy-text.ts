import { copyStrings } from "~/content/ui-strings/copy";

/**
 * Copy-to-clipboard without depending on any one browser API: the async Clipboard API when the
 * page may use it (secure context, permission), else the old hidden-textarea + execCommand path,
 * else a clear "failed" so the button can tell the visitor to copy by hand.
 */

export type CopyOutcome = "copied" | "failed";

export interface ClipboardEnv {
  /** navigator.clipboard.writeText, when the API exists. */
  writeText?: (text: string) => Promise<void>;
  /** The legacy path; returns whether the browser reports success. */
  legacyCopy?: (text: string) => boolean;
}

export async function copyText(text: string, env: ClipboardEnv): Promise<CopyOutcome> {
  if (env.writeText) {
    try {
      await env.writeText(text);
      return "copied";
    } catch {
      // Permission denied or document not focused: try the legacy path before giving up.
    }
  }
  if (env.legacyCopy) {
    try {
      return env.legacyCopy(text) ? "copied" : "failed";
    } catch {
      return "failed";
    }
  }
  return "failed";
}

/** Copies through a temporary off-screen textarea (works without the Clipboard API). */
export function legacyCopy(text: string, doc: Document = document): boolean {
  const area = doc.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.top = "0";
  area.style.left = "-9999px";
  doc.body.appendChild(area);
  const previouslyFocused = doc.activeElement as HTMLElement | null;
  area.focus();
  area.select();
  try {
    return typeof doc.execCommand === "function" && doc.execCommand("copy");
  } finally {
    area.remove();
    previouslyFocused?.focus?.();
  }
}

export function browserClipboardEnv(): ClipboardEnv {
  const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
  return {
    writeText: clipboard && typeof clipboard.writeText === "function" ? (text) => clipboard.writeText(text) : undefined,
    legacyCopy: typeof document !== "undefined" ? (text) => legacyCopy(text) : undefined,
  };
}

/** How long "Copiado!" stays on the button before it goes back to its label. */
export const COPIED_RESET_MS = 2500;

export type CopyState = "idle" | CopyOutcome;

export interface CopyMessages {
  label: string;
  copiedLabel: string;
  /** Read by screen readers through the live region. */
  copiedAnnouncement: string;
  failedAnnouncement: string;
}

/** The prompt guide's wording; the share links pass their own. */
export const defaultCopyMessages: CopyMessages = copyStrings;

export function buttonText(state: CopyState, messages: CopyMessages): string {
  return state === "copied" ? messages.copiedLabel : messages.label;
}

export function announcement(state: CopyState, messages: CopyMessages): string {
  if (state === "copied") return messages.copiedAnnouncement;
  if (state === "failed") return messages.failedAnnouncement;
  return "";
}

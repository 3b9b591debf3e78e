import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/ui/button-styles";
import {
  announcement,
  browserClipboardEnv,
  buttonText,
  COPIED_RESET_MS,
  copyText,
  type ClipboardEnv,
  type CopyMessages,
  type CopyState,
} from "./copy-text";

interface CopyButtonProps {
  text: string;
  /** Id of the element showing the text: selected for the visitor when copying fails. */
  targetId?: string;
  messages?: Partial<CopyMessages>;
  /** Injected in tests; the browser's clipboard otherwise. */
  env?: ClipboardEnv;
  /** On a dark surface the button is white and the failure hint light. */
  onDark?: boolean;
  className?: string;
}

const defaults: CopyMessages = {
  label: "Copiar modelo",
  copiedLabel: "Copiado!",
  copiedAnnouncement: "Modelo copiado para a área de transferência.",
  failedAnnouncement:
    "Não foi possível copiar automaticamente. O texto do modelo foi selecionado: copie com Ctrl+C (ou Cmd+C) ou pelo menu do seu aparelho.",
};

function selectElementText(id: string) {
  const element = document.getElementById(id);
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Copies `text`, shows "Copiado!" and announces the result in a polite live region. */
export function CopyButton({ text, targetId, messages, env, onDark = false, className }: CopyButtonProps) {
  const m = { ...defaults, ...messages };
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onClick() {
    window.clearTimeout(timer.current);
    const outcome = await copyText(text, env ?? browserClipboardEnv());
    if (outcome === "failed" && targetId) selectElementText(targetId);
    setState(outcome);
    // The failure hint stays until the next try; success goes back to the label.
    if (outcome === "copied") timer.current = window.setTimeout(() => setState("idle"), COPIED_RESET_MS);
  }

  const copied = state === "copied";
  return (
    <div className={className}>
      <button type="button" onClick={onClick} className={buttonClass(onDark ? "light" : "secondary", "md", "min-w-40")}>
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {buttonText(state, m)}
      </button>
      {/* Always in the DOM, so screen readers notice when its text changes. */}
      <p role="status" aria-live="polite" className={state !== "failed" ? "sr-only" : onDark ? "mt-2 max-w-md text-sm text-accent-100" : "mt-2 max-w-md text-sm text-accent-700"}>
        {announcement(state, m)}
      </p>
    </div>
  );
}

import { ImageIcon, Mic } from "lucide-react";
import type { ReactNode } from "react";
import { simulatedClinic } from "~/content/simulator-scenarios";
import type { PatientMessage, SimReply } from "~/content/simulator-types";
import { simulatorCopy as copy } from "~/content/simulator";
import { cn } from "~/lib/cn";
import { chatBubbleClass } from "~/ui/chat-bubble";
import { contactHref } from "./contact-href";
import type { Entry } from "./conversation";

/**
 * The chat's title bar: the clinic, and "digitando…" while the assistant types (not announced: the log is).
 * `badge`: a mark at the header's end (a specialty's icon), inside the card rather than over its corner.
 */
export function ChatHeader({ typing, badge }: { typing: boolean; badge?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 border-b border-line bg-brand-900 px-4 py-3 text-white">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
      >
        {simulatedClinic.initial}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold">{simulatedClinic.name}</span>
        <span aria-hidden="true" className="block text-xs text-brand-100">
          {typing ? copy.typing : copy.status}
        </span>
      </span>
      {badge}
    </div>
  );
}

/** A voice message or a photo, as the chat shows it; text as it is. */
function PatientContent({ message }: { message: PatientMessage }) {
  if (message.kind === "text") return <>{message.text}</>;
  if (message.kind === "audio") {
    return (
      <>
        <span className="flex items-center gap-2 font-semibold text-brand-900">
          <Mic aria-hidden="true" className="size-4 shrink-0" />
          {copy.audio}
          <span
            aria-hidden="true"
            className="ml-1 h-3 w-20 rounded-full bg-[repeating-linear-gradient(90deg,currentColor_0_2px,transparent_2px_5px)] opacity-40"
          />
        </span>
        <span className="mt-1 block text-sm text-ink italic">“{message.text}”</span>
      </>
    );
  }
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/70 text-brand-700">
        <ImageIcon className="size-6" />
      </span>
      <span className="font-semibold text-brand-900">{message.text}</span>
    </span>
  );
}

/** One line of the log. Each message starts with who sent it, for screen readers (the log reads it once). */
/** `textClassName` goes on a wrapper of the words (a line clamp there leaves the bubble's padding clear). */
export function ChatMessage({ entry, className, textClassName }: { entry: Entry; className?: string; textClassName?: string }) {
  const { message } = entry;
  if (message.kind === "event") {
    return (
      <li
        className={cn(
          className,
          "my-1 self-center rounded-lg bg-brand-50 px-3 py-1.5 text-center text-xs font-semibold text-brand-800 ring-1 ring-brand-100",
        )}
      >
        {message.text}
      </li>
    );
  }
  const patient = entry.from === "patient";
  return (
    <li className={chatBubbleClass(patient ? "patient" : "clinic", "lg", className)}>
      <span className="sr-only">{patient ? copy.speakers.patient : copy.speakers.assistant} </span>
      {textClassName ? (
        <span className={cn("block", textClassName)}>{message.kind === "text" ? message.text : <PatientContent message={message} />}</span>
      ) : message.kind === "text" ? (
        message.text
      ) : (
        <PatientContent message={message} />
      )}
    </li>
  );
}

/** Three dots while the assistant writes; hidden from screen readers, and outside the log. */
export function TypingDots() {
  const dot = "size-2 animate-bounce rounded-full bg-muted";
  return (
    <div aria-hidden="true" data-testid="simulator-typing" className={chatBubbleClass("clinic", "lg", "mt-2 flex w-fit gap-1")}>
      <span className={dot} />
      <span className={cn(dot, "[animation-delay:150ms]")} />
      <span className={cn(dot, "[animation-delay:300ms]")} />
    </div>
  );
}

/** A reply's button text: its label, or the messages it sends, one per line. */
export function ReplyText({ reply }: { reply: SimReply }) {
  if (reply.label) return <>{reply.label}</>;
  return (
    <>
      {reply.says.map((message, i) => (
        <span key={i} className="block">
          {message.text}
          {i < reply.says.length - 1 ? <span className="sr-only"> / </span> : null}
        </span>
      ))}
    </>
  );
}

/**
 * The look of the site's buttons (ui/button-styles), written here: importing that module from a
 * second island would make the bundler give it a chunk of its own, one request more on /contato.
 */
const endAction = "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold transition-colors";

/** At the end of a conversation: to /contato with its source, or on to the next conversation. */
export function EndActions({ source, onAnother, only = false }: { source: string; onAnother: () => void; only?: boolean }) {
  return (
    <div role="group" aria-labelledby="simulador-fim" className="flex flex-col gap-2">
      <p id="simulador-fim" className="text-center text-xs font-semibold text-muted">
        {copy.endNote}
      </p>
      <a
        href={contactHref(source, window.location.search)}
        className={cn(endAction, "bg-accent-700 text-white shadow-sm hover:bg-accent-800")}
      >
        {copy.contactCta}
      </a>
      <button type="button" onClick={onAnother} className={cn(endAction, "border-2 border-brand-700 text-brand-800 hover:bg-brand-50")}>
        {only ? copy.again : copy.another}
      </button>
    </div>
  );
}

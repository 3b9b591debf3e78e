import { CalendarCheck, CheckCheck, Mic, Paperclip } from "lucide-react";
import { chatPreview } from "~/content/home";
import { cn } from "~/lib/cn";
import { ChatBubble } from "~/ui/chat-bubble";

/**
 * The hero's picture of the product: a phone with a WhatsApp-like conversation, drawn in HTML and CSS like the
 * demo video's poster (a bezel, the green header, bubbles with their times, the message field). Its text is
 * real text, so screen readers get the conversation too; the frame's parts are hidden from them. The AI's first
 * answer carries the clinic's urgency guidance, and the one-line caption says the AI does not assess symptoms
 * (docs/decisions/255, 800, 895): no notice in the chat saying it a second time.
 */
export function ChatPreview({ className }: { className?: string }) {
  const { messages } = chatPreview;
  return (
    <figure data-phone="" className={cn("mx-auto w-full max-w-[21rem]", className)}>
      <div className="rounded-[2.6rem] bg-brand-950 p-2 shadow-2xl shadow-brand-950/25 ring-1 ring-brand-900">
        <div className="overflow-hidden rounded-[2.1rem] bg-surface">
          <div className="flex items-center gap-3 bg-brand-700 px-4 pt-3 pb-2.5 text-white sm:pt-4 sm:pb-3">
            <span
              aria-hidden="true"
              className="inline-flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {chatPreview.initial}
            </span>
            <span className="leading-tight">
              <span className="block text-[0.95rem] font-semibold">{chatPreview.clinic}</span>
              <span className="block text-xs text-brand-100">{chatPreview.status}</span>
            </span>
          </div>
          <div className="flex flex-col gap-2 px-3 pt-3 pb-4 sm:pb-2">
            {/* On a phone the patient's pick goes straight to the booked line: the closing "Pronto" says it again. */}
            {messages.map((message, i) => (
              <Bubble key={i} message={message} className={i === messages.length - 1 ? "max-sm:hidden" : undefined} />
            ))}
            <p className="mt-1 flex items-center gap-1.5 self-center rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white shadow-xs">
              <CalendarCheck aria-hidden="true" className="size-4" /> {chatPreview.booked}
            </p>
          </div>
          <div aria-hidden="true" className="hidden items-center gap-2 px-3 pt-1 pb-4 sm:flex">
            <span className="flex min-h-10 flex-1 items-center gap-2 rounded-full bg-white px-4 text-sm text-muted shadow-xs">
              <Paperclip className="size-4" />
              {chatPreview.composer}
            </span>
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
              <Mic className="size-4" />
            </span>
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted sm:text-sm">{chatPreview.caption}</figcaption>
    </figure>
  );
}

type Message = (typeof chatPreview.messages)[number];

function Bubble({ message, className }: { message: Message; className?: string }) {
  const clinic = message.from === "clinic";
  return (
    <ChatBubble from={message.from} className={className}>
      {clinic ? <span className="block text-xs font-semibold text-brand-700">{chatPreview.sender}</span> : null}
      {message.text}
      <span className="mt-0.5 flex items-center justify-end gap-1 text-xs text-muted">
        {message.time}
        {clinic ? null : <CheckCheck aria-hidden="true" className="size-3.5 text-brand-600" />}
      </span>
    </ChatBubble>
  );
}

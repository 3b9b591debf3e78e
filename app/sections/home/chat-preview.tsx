import { CalendarCheck, Clock } from "lucide-react";
import { chatPreview } from "~/content/home";
import { cn } from "~/lib/cn";

const bubble = "max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-snug shadow-sm";
const sides = {
  patient: "self-end rounded-br-md bg-brand-100",
  clinic: "self-start rounded-bl-md border border-line bg-white",
} as const;

/**
 * A short example conversation beside the hero, under it on phones (decorative: the video tells the
 * same). Shown on phones too, so the first picture of the product is a conversation, not the video.
 */
export function ChatPreview() {
  return (
    <div aria-hidden="true">
      <div className="mx-auto max-w-sm rounded-[2rem] border border-line bg-white p-5 shadow-2xl shadow-brand-900/10">
        <div className="flex items-center gap-3 border-b border-line pb-4">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
            {chatPreview.initial}
          </span>
          <span>
            <span className="block font-semibold text-brand-950">{chatPreview.clinic}</span>
            <span className="flex items-center gap-1 text-xs text-muted">
              <Clock className="size-3" /> {chatPreview.status}
            </span>
          </span>
        </div>
        <div className="flex flex-col gap-3 pt-4">
          {chatPreview.messages.map((message, i) => (
            <p key={i} className={cn(bubble, sides[message.from])}>
              {message.text}
            </p>
          ))}
          <p className="mt-1 flex items-center gap-2 self-center rounded-full bg-brand-50 px-3 py-1.5 text-xs font-semibold text-brand-800">
            <CalendarCheck className="size-4" /> {chatPreview.booked}
          </p>
        </div>
      </div>
    </div>
  );
}

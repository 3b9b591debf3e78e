import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Who wrote the message: the patient (right, tinted) or the clinic's assistant (left, white). */
export type ChatSide = "patient" | "clinic";
/** sm: a feature card's small picture; md: the home hero's phone; lg: the simulator, read at length. */
export type ChatBubbleSize = "sm" | "md" | "lg";

const sides: Record<ChatSide, string> = {
  patient: "self-end rounded-br-sm bg-brand-100 text-brand-950",
  clinic: "self-start rounded-bl-sm bg-white text-ink ring-1 ring-line",
};

const sizes: Record<ChatBubbleSize, string> = {
  sm: "max-w-[92%] px-2.5 py-1 text-xs",
  md: "max-w-[88%] px-3 pt-1.5 pb-1 text-[0.8125rem] sm:pt-2 sm:pb-1.5 sm:text-sm",
  lg: "max-w-[85%] px-3.5 py-2 text-[0.95rem]",
};

/**
 * The chat bubble's classes, for an element that must stay another tag (the simulator's log is a list).
 * One look on every page (radius, tail corner, colours, shadow); only the type size follows the picture's scale.
 * `extra` adds layout (gap, flex), never another colour or padding: `cn` does not resolve conflicting classes.
 */
export function chatBubbleClass(from: ChatSide, size: ChatBubbleSize = "md", extra?: string): string {
  return cn("rounded-2xl leading-snug shadow-xs", sides[from], sizes[size], extra);
}

interface ChatBubbleProps {
  from: ChatSide;
  size?: ChatBubbleSize;
  /** p: a message in a picture that screen readers read; span: inside a decorative (aria-hidden) picture. */
  as?: "p" | "span";
  className?: string;
  children: ReactNode;
}

/** One message of a WhatsApp-like conversation, as the hero, the feature pictures and the simulator draw it. */
export function ChatBubble({ from, size = "md", as: Tag = "p", className, children }: ChatBubbleProps) {
  return <Tag className={chatBubbleClass(from, size, className)}>{children}</Tag>;
}

import { specialtiesIndex as copy } from "~/content/specialties-page";
import type { SimScenario } from "~/content/simulator-types";
import type { Specialty } from "~/content/specialty-schema";
import { play } from "~/features/simulator/conversation";
import { ChatBubble } from "~/ui/chat-bubble";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

export interface IndexChat {
  name: string;
  icon: Specialty["icon"];
  accent: Specialty["accent"];
  /** The patient's typed messages of the opening, in order. */
  patient: readonly string[];
  /** The assistant's answer to them: its turn's typed messages, in order. */
  reply: readonly string[];
}

/** One opening (by position from 1) of a script, played at build time: what the patient typed and what the assistant answered. */
export function indexExchange(scenario: SimScenario, opening: number): Pick<IndexChat, "patient" | "reply"> {
  const { log } = play(scenario, [opening - 1]);
  const typed = (from: "patient" | "assistant") =>
    log.filter((e) => e.from === from && e.message.kind === "text").map((e) => e.message.text);
  return { patient: typed("patient"), reply: typed("assistant") };
}

/**
 * Below lg, under the cards: one conversation read whole, in the chat bubbles every page draws, under a
 * header with its specialty's icon and name. Three specialties' first lines side by side, tagged in small type, read
 * as decoration on a phone; one exchange at the bubbles' reading size shows the product answering. From lg the
 * three voices stay (SpecialtyIndexVoices), the wide column has room for them.
 */
export function SpecialtyIndexChat({ chat }: { chat: IndexChat }) {
  const Icon = specialtyIcon[chat.icon];
  return (
    <figure
      aria-label={copy.heroChat.label(chat.name)}
      data-testid="specialty-index-chat"
      className="mt-8 max-w-md max-sm:hidden lg:hidden"
    >
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-lg shadow-brand-900/10">
        <div className="flex items-center gap-3 border-b border-line bg-white px-3 py-2.5">
          <span
            aria-hidden="true"
            className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1 ${specialtyAccent[chat.accent].tile}`}
          >
            <Icon className="size-5" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block font-semibold text-brand-950">{chat.name}</span>
            <span className="block text-xs text-muted">{copy.heroChat.channel}</span>
          </span>
        </div>
        <div className="flex flex-col gap-1.5 px-3 pt-3 pb-4">
          {/* 14 px at every width below lg (the bubble's md size is a step smaller on a phone): read, not glanced at. */}
          {chat.patient.map((text) => (
            <ChatBubble key={text} from="patient" className="max-sm:text-sm">
              {text}
            </ChatBubble>
          ))}
          {chat.reply.map((text, i) => (
            <ChatBubble key={text} from="clinic" className={i === 0 ? "mt-1.5 max-sm:text-sm" : "max-sm:text-sm"}>
              {text}
            </ChatBubble>
          ))}
        </div>
      </div>
      <figcaption className="mt-2 text-xs text-muted">{copy.heroChat.caption}</figcaption>
    </figure>
  );
}
